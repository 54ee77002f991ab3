// A class with [Symbol.iterator] feeds for...of, spread and Array.from.
class Range {
  constructor(n) { this.n = n; }
  [Symbol.iterator]() {
    let i = 0;
    const n = this.n;
    return { next: () => (i < n ? { value: i++, done: false } : { value: undefined, done: true }) };
  }
}
const seen = [];
for (const x of new Range(3)) seen.push(x * 10);
console.log(seen, [...new Range(4)], Array.from(new Range(2)), new Set(new Range(3)).size);
