// Clones of arrays share one map whatever their values.
console.log(%HaveSameMap(structuredClone([1]), structuredClone(['x'])), %HaveSameMap(structuredClone([1]), [1]));
