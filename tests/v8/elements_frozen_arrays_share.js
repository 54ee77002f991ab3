// Frozen arrays of Smis, doubles and objects share a map: they go through object elements first.
console.log(%HaveSameMap(Object.freeze([1.5]), Object.freeze(['x'])), %HaveSameMap(Object.freeze([1]), Object.freeze(['x'])));
console.log(%HaveSameMap(Object.freeze([1]), Object.freeze([1, , 2])), %HaveSameMap(Object.seal([1]), Object.freeze([1])));
