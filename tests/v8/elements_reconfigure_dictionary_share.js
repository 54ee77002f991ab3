// Two arrays that went to dictionary elements share a map.
const a = [1, 2]; Object.defineProperty(a, 0, {value: 1, enumerable: false});
const b = [3]; Object.defineProperty(b, 0, {value: 1, writable: false});
console.log(%HasDictionaryElements(a), %HaveSameMap(a, b));
