// A keyed call of a non-function names the callee by its source text.
const o = {q: 1};
const k = 'q';
console.log(o[k]);
o[k]();
