// undefined is a heap object: a double joins it as Tagged in place.
const a = {}; a.k = undefined;
const b = {}; b.k = 1.5;
console.log(%HaveSameMap(a, b));
