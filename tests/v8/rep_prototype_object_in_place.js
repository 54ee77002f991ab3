// A prototype's own map is its own: a double there never deprecates shared maps.
const proto = {x: 1};
const o = Object.create(proto);
proto.x = 1.5;
const other = {x: 1};
console.log(%HasFastProperties(proto), %HaveSameMap(other, {x: 2}));
