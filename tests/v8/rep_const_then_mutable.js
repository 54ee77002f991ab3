// Constness and representation change together: a double store makes the field mutable too.
const a = {x: 1};
const b = {x: 1};
b.x = 1.5;
console.log(%HasOwnConstDataProperty(b, 'x'), %HasOwnConstDataProperty(a, 'x'));
