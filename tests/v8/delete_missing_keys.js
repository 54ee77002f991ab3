// Deleting keys the object does not have changes nothing: it stays fast on its map.
const o = {x: 1, y: 2};
const p = {x: 1, y: 2};
const k = 'nope';
delete o.z; delete o[k]; delete o[7]; delete o['y' + 'y'];
console.log(%HasFastProperties(o), %HaveSameMap(o, p), JSON.stringify(o));
