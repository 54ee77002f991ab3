// An if/else-if chain classifying values into uniformly-shaped result objects.
function classify(n) {
  let kind;
  if (n < 0) kind = 'neg'; else if (n === 0) kind = 'zero'; else if (n < 10) kind = 'small'; else kind = 'big';
  return { n, kind };
}
const rs = [-3, 0, 4, 99].map(classify);
console.log(rs.map((r) => r.kind).join(','), %HaveSameMap(rs[0], rs[3]));
