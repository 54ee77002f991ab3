// A lazy getter on the prototype that defines an own data property on first access.
class Doc {
  constructor(text) { this.text = text; }
  get words() {
    const w = this.text.split(' ');
    Object.defineProperty(this, 'words', { value: w, enumerable: true });
    return w;
  }
}
const d = new Doc('a b c'), e = new Doc('x');
console.log(d.words.length, d.words === d.words, Object.keys(d), %HasFastProperties(d));
console.log(%HaveSameMap(d, e));
e.words;
console.log(%HaveSameMap(d, e));
