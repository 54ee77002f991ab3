// Spreading arrays copies them into fresh packed arrays with the same elements kind.
const a = [1, 2, 3];
const b = [...a, 4];
const [first, , third, ...rest] = b;
console.log(b, first, third, rest, %HaveSameMap(a, b));
const d = [...'hey'];
console.log(d, %HaveSameMap(d, ['x']));
