// defineProperty that repeats a frozen property's value exactly is allowed and changes nothing.
const o = {x: 1};
Object.freeze(o);
Object.defineProperty(o, 'x', {value: 1});
Object.defineProperty(o, 'x', {writable: false, enumerable: true});
console.log(o.x, %HasFastProperties(o), JSON.stringify(o));
