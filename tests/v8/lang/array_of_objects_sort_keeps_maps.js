// Sorting an array moves references only; element maps are unaffected.
const arr = [{ v: 3 }, { v: 1 }, { v: 2 }];
const m0 = arr[0];
arr.sort((a, b) => a.v - b.v);
console.log(arr.map((o) => o.v), arr[2] === m0, %HaveSameMap(arr[0], arr[2]));
