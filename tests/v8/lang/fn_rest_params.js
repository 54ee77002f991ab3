// Rest parameters produce a real array; the function's length excludes the rest parameter.
function collect(first, ...rest) { return { first, rest, isArray: Array.isArray(rest) }; }
console.log(collect(1, 2, 3), collect('x'), collect.length);
const r1 = collect(1, 2).rest;
const r2 = collect(3, 4).rest;
console.log(%HaveSameMap(r1, r2), %HaveSameMap(collect(1), collect(2)));
