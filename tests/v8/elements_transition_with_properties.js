// An elements transition of an array with named properties replays them from the new root.
const a = [1]; a.x = 1; a[0] = 1.5;
const b = [1.5]; b.x = 1;
console.log(%HaveSameMap(a, b));
const c = [1]; c.x = 1; c.y = 2; c[0] = 'a';
const d = ['b']; d.x = 3; d.y = 4;
console.log(%HaveSameMap(c, d));
