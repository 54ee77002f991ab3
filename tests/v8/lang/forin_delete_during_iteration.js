// Deleting a not-yet-visited key during for...in skips it; the object goes dictionary.
const o = { a: 1, b: 2, c: 3, d: 4 };
const seen = [];
for (const k in o) {
  seen.push(k);
  if (k === 'a') delete o.c;
}
console.log(seen, Object.keys(o), %HasFastProperties(o));
