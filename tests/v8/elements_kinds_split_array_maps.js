// Elements kinds: V8 gives arrays of small integers, doubles and other values
// different maps (PACKED_SMI_ELEMENTS, PACKED_DOUBLE_ELEMENTS, PACKED_ELEMENTS);
// the elements kind is part of the map.
const a = [1, 2];
const b = [1.5];
const c = ['x'];
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(b, c));
