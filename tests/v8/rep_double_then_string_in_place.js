// Double to Tagged is in place (V8's CanBeInPlaceChangedTo).
const a = {x: 1.5}; const b = {x: 2.5};
b.x = 'str';
console.log(%HaveSameMap(a, b));
