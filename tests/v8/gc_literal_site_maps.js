// A function's literal site after a full collection. The site ran three
// times (so it has its allocation site and boilerplate), yet once no live
// object uses its maps, gc() clears them like any others: the site's next
// literal takes the transitions anew, and V8's map log shows new maps. A live
// instance keeps them, and the site's next literal shares its map.
function make() { return { a: 1, b: 2, c: 3 }; }
let o = make(); make(); make();
o = null;
gc();
const p = make();
const q = { a: 1, b: 2, c: 3 };
console.log(%HaveSameMap(p, q), %HasFastProperties(p));
function keep() { return { x: 1, y: 2 }; }
const live = keep(); keep(); keep();
gc();
const fresh = keep();
console.log(%HaveSameMap(live, fresh), Object.keys(fresh).join());
