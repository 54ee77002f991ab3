// Arrays of different kinds have different maps; equal kinds share.
console.log(%HaveSameMap([1], [2]), %HaveSameMap([1], [1.5]), %HaveSameMap([1.5], ['x']), %HaveSameMap([1, , 2], [1, 2]));
console.log(%HaveSameMap([1.5], [2.5]), %HaveSameMap(['a'], [{}]), %HaveSameMap([,1], [,2]));
