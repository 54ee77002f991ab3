// A class setter validating input throws RangeError; the instance keeps one shape.
class Age {
  #v = 0;
  get value() { return this.#v; }
  set value(n) { if (n < 0) throw new RangeError('negative age: ' + n); this.#v = n; }
}
const a = new Age(), b = new Age();
a.value = 30;
try { b.value = -1; } catch (e) { console.log(e.message); }
console.log(a.value, b.value, %HaveSameMap(a, b), Object.keys(a));
