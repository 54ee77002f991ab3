// defineProperty of a getter on fresh empty objects with one shared function keeps them fast and shared.
function getX() { return this._x; }
const a = {}, b = {};
Object.defineProperty(a, 'x', { get: getX, configurable: true });
Object.defineProperty(b, 'x', { get: getX, configurable: true });
a._x = 1; b._x = 2;
console.log(a.x, b.x, %HasFastProperties(a), %HaveSameMap(a, b), Object.keys(a));
