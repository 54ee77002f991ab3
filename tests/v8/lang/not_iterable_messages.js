// V8's words for a value that is not iterable, which depend on where it is
// met: a for...of's or an array spread's expression is named by its source
// text (a call's as "f is not a function or its return value is not
// iterable"); a call's spread argument says "Spread syntax requires ...";
// a built-in's argument and a destructured value get V8's default call site
// ("number 5") and the load it could not make, except a declaration whose
// initializer is a variable or `this`. Map entries must be objects.
const o = { p: 5 };
function g() { return 5; }
function tryAll(label, fns) {
  for (const t of fns) {
    try {
      t();
      console.log(label, 'ok');
    } catch (e) {
      console.log(label, e.constructor.name + ': ' + e.message);
    }
  }
}
for (const v of [5, true, {}, Symbol('s')]) {
  tryAll('value', [
    () => { for (const x of v); },
    () => [...v],
    () => new Set(v),
    () => new Map(v),
    () => new WeakMap(v),
    () => { const [a] = v; },
    () => Math.max(...v),
  ]);
}
tryAll('site', [
  () => { for (const x of 5); },
  () => { for (const x of o.p); },
  () => { for (const x of g()); },
  () => { for (const x of new g()); },
  () => { for (const x of {}); },
  () => { for (const x of { a: 1 }); },
  () => { for (const x of true); },
  () => { for (const x of this); },
  () => { for (const x of 'ab'.length); },
  () => { for (const x of o.q); },
  () => { for (const x of undefined); },
  () => { for (const x of null); },
  () => [...o.p],
  () => [...null],
  () => { const [a] = o.p; },
  () => { let a; [a] = o.p; },
  () => { function f([a]) {} f(5); },
  () => { const [[a]] = [5]; },
  () => { const [a] = null; },
  () => { const [b] = this; },
  () => g(...o.p),
  () => g(...null),
  () => g(...undefined),
  () => new Set(null),
  () => new Set(o.p),
  () => Array.from({ [Symbol.iterator]: 5 }),
  () => Array.from({ [Symbol.iterator]: null, length: 1, 0: 'a' }),
]);
let u = 5;
let a;
tryAll('declared', [
  () => { [a] = u; },
  () => { const [b] = u; },
  () => { var [c] = u; },
  () => { const [b] = u, [x] = 7; },
]);
for (const v of [1, 'ab', null, undefined, Symbol('s'), true]) {
  tryAll('entry', [() => new Map([v]), () => Object.fromEntries([v]), () => new WeakMap([v])]);
}
