const f = function () {};
const g = function () {};
const h = () => {};
const k = () => {};
console.log(%HaveSameMap(f, g), %HaveSameMap(h, k), %HaveSameMap(f, h));
