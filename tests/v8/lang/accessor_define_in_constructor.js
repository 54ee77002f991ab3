// A constructor that defines an accessor per instance with a fresh closure: first instance fast, later ones dictionary.
function Temp(c) {
  let celsius = c;
  Object.defineProperty(this, 'fahrenheit', { get() { return celsius * 9 / 5 + 32; }, enumerable: true });
}
const a = new Temp(0), b = new Temp(100), c = new Temp(37);
console.log(a.fahrenheit, b.fahrenheit, Object.keys(c));
console.log(%HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(b, c));
