// structuredClone keeps an array's length, trailing holes included (they print as null in JSON).
const a = [1, 2, 3];
delete a[2];
const c = structuredClone(a);
console.log(c.length, JSON.stringify(c), JSON.stringify(Object.keys(c)));
const sparse = [];
sparse[5] = 'x';
const d = structuredClone(sparse);
console.log(d.length, JSON.stringify(d));
