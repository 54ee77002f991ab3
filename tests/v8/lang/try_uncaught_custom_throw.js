// A thrown custom RangeError that nobody catches: output before it is still printed.
function check(n) { if (n > 10) throw new RangeError('n too big: ' + n); return n; }
console.log(check(3));
const results = [1, 5, 10].map(check);
console.log(results, results.length);
const err = new RangeError('probe');
console.log(%HaveSameMap(err, new RangeError('other')), %HasFastProperties(err));
check(11);
