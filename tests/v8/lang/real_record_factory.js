// A record factory with Object.freeze: frozen records of the same shape share a map.
const makePoint = (x, y) => Object.freeze({ x, y });
const p1 = makePoint(1, 2), p2 = makePoint(3, 4);
const moved = makePoint(p1.x + 1, p1.y);
console.log(p1, moved, %HaveSameMap(p1, p2), %HaveSameMap(p1, moved), %HasFastProperties(p1), Object.isFrozen(p2));
