// Private methods and accessors: instances carry the class's brand (a map
// transition of their own); a receiver without it is refused, by name.
class A { x = 1; }
class B { #m() { return 'm'; } x = 1; }
class C { #y = 2; x = 1; }
const a = new A(), b = new B(), c = new C();
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(b, c), %HaveSameMap(b, new B()));
class H {
  #v = 0;
  get #w() { return this.#v; }
  set #w(x) { this.#v = x * 2; }
  #m() { return 'm' + this.#w; }
  run() { this.#w = 4; return this.#m(); }
  static write(o) { try { o.#m = 1; } catch (e) { return e.message; } }
  static call(o) { try { return o.#m(); } catch (e) { return e.message; } }
  static has(o) { return #m in o; }
}
console.log(new H().run(), H.write(new H()), H.call({}), H.has(new H()), H.has({}));
class K { get #r() { return 1; } static w(o) { try { o.#r = 1; } catch (e) { return e.message; } } }
class L { set #r(v) {} static r(o) { try { return o.#r; } catch (e) { return e.message; } } }
console.log(K.w(new K()), L.r(new L()));
class N { static #sm() { return 'sm'; } static call() { return N.#sm(); } static bad(o) { try { return o.#sm(); } catch (e) { return e.message; } } }
console.log(N.call(), N.bad({}), N.bad(class {}));
const Anon = class { #m() {} static c(o) { try { o.#m(); } catch (e) { return e.message; } } };
const StaticAnon = class { static #m() {} static c(o) { try { o.#m(); } catch (e) { return e.message; } } };
console.log(Anon.c({}), StaticAnon.c({}));
// A base that returns another object: fields and brand go onto it, once.
class Base { constructor(o) { return o; } }
class P extends Base { #p = 1; #q() {} static has(o) { return #p in o && #q in o; } }
const t = {};
new P(t);
console.log(P.has(t), Object.keys(t), Reflect.ownKeys(t), %HasFastProperties(t));
try { new P(t); } catch (e) { console.log(e.constructor.name, e.message); }
class Q extends Base { #f = 1; }
try { new Q(t); new Q(t); } catch (e) { console.log(e.constructor.name, e.message); }
// A frozen or non-extensible object still takes private fields.
const frozen = Object.freeze({});
new Q(frozen);
console.log(Object.isFrozen(frozen), %HasFastProperties(frozen));
// Receivers that are not objects.
class G { #y = 2; static get(o) { return o.#y; } static set(o, v) { o.#y = v; } static has(o) { return #y in o; } }
for (const v of [1, 'a', null, undefined]) {
  for (const op of [G.get, G.set, G.has]) {
    try { op(v, 1); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
  }
}
// Compound assignment, update, destructuring and optional chains.
class D {
  #c = 0;
  inc() { return this.#c++ + ++this.#c + (this.#c += 10); }
  swap() { [this.#c] = [5]; ({ a: this.#c } = { a: this.#c + 2 }); this.#c ||= 9; this.#c &&= this.#c + 1; return this.#c; }
  static opt(o) { return o?.#c; }
}
const d = new D();
console.log(d.inc(), d.swap(), D.opt(undefined), D.opt(d));
// Each evaluation of a class makes its own private names.
const make = () => class { #s = 1; static read(o) { try { return o.#s; } catch (e) { return 'no'; } } };
const M1 = make(), M2 = make();
console.log(M1.read(new M1()), M1.read(new M2()), %HaveSameMap(new M1(), new M1()));
