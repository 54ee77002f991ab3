// A stateful closure tracking calls in an object literal that it mutates uniformly.
function tracker() {
  const stats = { calls: 0, last: null };
  return (v) => { stats.calls++; stats.last = v; return stats; };
}
const t = tracker();
t('a'); const s = t('b');
const u = tracker()('z');
console.log(s, u, %HaveSameMap(s, u), %HasFastProperties(s));
