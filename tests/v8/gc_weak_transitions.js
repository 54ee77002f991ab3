// V8's transitions are weak: after a full collection, a map that no live
// object uses (and that no live map descends from) is gone, and the next
// object to take the same steps makes new maps. Maps a live object still
// uses, and the maps on their paths back to the root, are kept.
function mk() { const o = {}; o.x = 1; o.y = 2; return o; }
let dropped = mk();
let kept = {}; kept.a = 1; kept.b = 2;
let prefix = {}; prefix.a = 1; prefix.b = 2; prefix.c = 3;
dropped = null;
prefix = null;
gc();
let again = mk();
let more = {}; more.a = 1; more.b = 2;
let longer = {}; longer.a = 1; longer.b = 2; longer.c = 3;
console.log(%HaveSameMap(kept, more), %HasFastProperties(again), %HaveSameMap(more, longer));
// A literal's maps, and a loop's garbage.
let lit = { p: 1, q: 2 };
lit = null;
for (let i = 0; i < 3; i++) { const t = {}; t['w' + i] = i; }
gc();
let lit2 = { p: 1, q: 2 };
const t2 = {}; t2.w0 = 1;
console.log(Object.keys(lit2).join(), t2.w0);
// A constructor's initial map stays (the function holds it); its instances'
// maps go with their last instance.
function Point(x, y) { this.x = x; this.y = y; }
let pt = new Point(1, 2);
pt = null;
gc();
const pt2 = new Point(3, 4);
console.log(pt2.x + pt2.y, %HasFastProperties(pt2));
