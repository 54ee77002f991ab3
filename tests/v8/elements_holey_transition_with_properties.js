// A hole in an array with properties replays its properties onto the holey root.
const a = [1, 2]; a.p = 1; a.length = 4;
const b = [1, , 2]; b.p = 1;
console.log(%HaveSameMap(a, b));
