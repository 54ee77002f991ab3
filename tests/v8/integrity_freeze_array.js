// A frozen array ignores element writes and additions.
const arr = [1, 2, 3];
Object.freeze(arr);
arr[0] = 100;
arr[5] = 6;
console.log(JSON.stringify(arr), arr[0], JSON.stringify(Reflect.ownKeys(arr)));
const sealed = ['a'];
Object.seal(sealed);
sealed[0] = 'b';
sealed[1] = 'c';
console.log(JSON.stringify(sealed));
