// for...of over a string iterates code points; counting letters in an object.
const counts = {};
for (const ch of 'hello world') {
  if (ch === ' ') continue;
  counts[ch] = (counts[ch] || 0) + 1;
}
console.log(counts, Object.keys(counts).length, %HasFastProperties(counts));
const cps = [];
for (const c of 'a\u{1F600}b') cps.push(c.codePointAt(0));
console.log(cps);
