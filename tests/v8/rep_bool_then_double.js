// A boolean field then a double: in place to Tagged.
const a = {f: true}; const b = {f: false};
b.f = 1.25;
console.log(%HaveSameMap(a, b));
