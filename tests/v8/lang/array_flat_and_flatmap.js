// flat, flatMap, some, every, at.
const nested = [1, [2, [3, [4]]]];
console.log(nested.flat(), nested.flat(Infinity), [1, 2].flatMap((x) => [x, x * 10]));
console.log([1, 2, 3].some((x) => x > 2), [1, 2, 3].every((x) => x > 0), [5, 6, 7].at(-1));
console.log(%HaveSameMap(nested.flat(Infinity), [9, 8]), %HaveSameMap([1].flatMap((x) => [x]), [1]));
