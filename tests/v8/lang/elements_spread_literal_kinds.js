// An array literal that starts with a spread: a fast array on Array.prototype is cloned with its kind (holes become undefined in PACKED_ELEMENTS); any other iterable is collected into PACKED_ELEMENTS.
const a = [1, 2], ks = ['x','y'];
const cases = {
  arr: [...a], arrHoley: [...[1,,2]], dbl: [...[1.5, 2.5]], keys: [...ks.keys()], values: [...a.values()], entries: [...a.entries()],
  set: [...new Set([1,2])], setValues: [...new Set([1,2]).values()], map: [...new Map([[1,2]]).keys()], mapValues: [...new Map([[1,2]]).values()],
  str: [...'ab'], args: (function(){ return [...arguments]; })(1,2), mixed: [0, ...a], after: [...a, 3],
};
for (const [k, v] of Object.entries(cases)) console.log(k, %HasSmiElements(v), %HasDoubleElements(v), %HasObjectElements(v), %HasHoleyElements(v));
const fz = Object.freeze([1, 2]); const sealed = Object.seal([1, 2]); const big = []; big[5000] = 1;
class A extends Array {} const sub = A.from([1, 2]); const h = [1, 2, 3]; h.length = 5; h.length = 3;
const more = { frozen: [...fz], sealed: [...sealed], dict: [...big].length, sub: [...sub], holeyNoHoles: [...h], withProp: (() => { const x = [1, 2]; x.foo = 1; return [...x]; })(), doubleFirst: [...[1.5], 1], objAfter: [...[1], 'x'] };
for (const [k, v] of Object.entries(more)) console.log(k, typeof v === 'number' ? v : [%HasSmiElements(v), %HasDoubleElements(v), %HasObjectElements(v), %HasHoleyElements(v)].join());
