// Static getters and instance getters coexist; the class object stays fast.
class Temp {
  static #made = 0;
  static get made() { return Temp.#made; }
  constructor(v) { Temp.#made++; this.v = v; }
  get doubled() { return this.v * 2; }
}
new Temp(1); const t = new Temp(4);
console.log(Temp.made, t.doubled, Object.keys(t), %HasFastProperties(Temp), %HasFastProperties(Temp.prototype));
