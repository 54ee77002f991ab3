// Redefining a frozen object's property with a new value throws a TypeError (after the silent sloppy-mode write).
const o = {x: 1, y: 2};
Object.freeze(o);
o.x = 5;
console.log(o.x, %HasFastProperties(o));
console.log(JSON.stringify(Object.keys(o)));
Object.defineProperty(o, 'x', {value: 2});
