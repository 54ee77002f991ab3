// forEach adding the same property to every element keeps them on one map.
const pts = [{ x: 1 }, { x: 2 }, { x: 3 }];
pts.forEach((p, i) => { p.i = i; p.sq = p.x * p.x; });
console.log(pts, %HaveSameMap(pts[0], pts[2]));
const fresh = { x: 9 }; fresh.i = 0; fresh.sq = 81;
console.log(%HaveSameMap(pts[1], fresh), %HasFastProperties(pts[0]));
