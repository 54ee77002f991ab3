// Getters and setters with bodies over a backing field; instances stay fast.
class Temp {
  constructor(c) { this._c = c; }
  get f() { return this._c * 9 / 5 + 32; }
  set f(v) { this._c = (v - 32) * 5 / 9; }
}
const t = new Temp(100);
console.log(t.f, Object.keys(t));
t.f = 32;
console.log(t._c, %HasFastProperties(t), %HaveSameMap(t, new Temp(0)));
const d = Object.getOwnPropertyDescriptor(Temp.prototype, 'f');
console.log(typeof d.get, typeof d.set, d.enumerable, d.configurable);
