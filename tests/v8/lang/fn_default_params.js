// Default parameters: values, length, and that the function map is unaffected by defaults.
function withDefaults(a, b = 2, c = a + b) { return [a, b, c]; }
function plain(a, b, c) { return [a, b, c]; }
console.log(withDefaults(1), withDefaults(1, 5), withDefaults(1, undefined, 0));
console.log(withDefaults.length, plain.length);
console.log(%HaveSameMap(withDefaults, plain));
