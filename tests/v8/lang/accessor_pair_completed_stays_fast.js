// Defining an accessor's missing half keeps the object fast, by a transition a second
// object completing the same pair follows; replacing a half that is there normalizes.
const s = function (v) {}, g = function () { return 1; }, g2 = function () { return 2; };
function pair(get, set, order) {
  const o = {};
  if (order) { Object.defineProperty(o, 'c', { set, configurable: true }); Object.defineProperty(o, 'c', { get }); }
  else { Object.defineProperty(o, 'c', { get, configurable: true }); Object.defineProperty(o, 'c', { set }); }
  return o;
}
const o1 = pair(g, s, true), o2 = pair(g, s, true), o3 = pair(g2, s, true), o4 = pair(g, s, false);
console.log(%HasFastProperties(o1), %HasFastProperties(o2), %HasFastProperties(o3), %HasFastProperties(o4));
console.log(%HaveSameMap(o1, o2), %HaveSameMap(o1, o3), %HaveSameMap(o1, o4));
const o5 = {}; Object.defineProperty(o5, 'c', { set: s, configurable: true });
const o6 = {}; Object.defineProperty(o6, 'c', { set: s, configurable: true });
console.log(%HaveSameMap(o5, o6));
Object.defineProperty(o5, 'c', { get: g });
console.log(%HaveSameMap(o5, o6), %HaveSameMap(o5, o1));
Object.defineProperty(o6, 'c', { get: g, set: s });
console.log(%HasFastProperties(o6), %HaveSameMap(o5, o6));
const o7 = {}; Object.defineProperty(o7, 'c', { set: s, configurable: true }); Object.defineProperty(o7, 'c', { get: g, set: s });
console.log(%HasFastProperties(o7), %HaveSameMap(o7, o6));
const o8 = {}; Object.defineProperty(o8, 'c', { set: s, configurable: true }); o8.x = 1; Object.defineProperty(o8, 'c', { get: g });
console.log(%HasFastProperties(o8));
const o9 = {}; Object.defineProperty(o9, 'c', { set: s, configurable: true }); Object.defineProperty(o9, 'c', { get: g, enumerable: true });
console.log(%HasFastProperties(o9));
const p = {}; Object.defineProperty(p, 'c', { set: s, configurable: true }); Object.defineProperty(p, 'c', { get: g }); p.y = 2;
const q = {}; Object.defineProperty(q, 'c', { set: s, configurable: true }); Object.defineProperty(q, 'c', { get: g }); q.y = 2;
console.log(%HasFastProperties(p), %HasFastProperties(q), %HaveSameMap(p, q), Object.getOwnPropertyNames(p));
class St { static set c(v) {} static get c() { return 1; } static x = 1; }
console.log(%HasFastProperties(St));
