// The revealing-module pattern: a returned API object is fast and shares its literal map.
function createStore() {
  const state = {};
  return {
    set(k, v) { state[k] = v; return this; },
    get(k) { return state[k]; },
    keys() { return Object.keys(state); },
  };
}
const s1 = createStore(), s2 = createStore();
s1.set('a', 1).set('b', 2);
console.log(s1.keys(), s2.keys(), s1.get('b'), %HaveSameMap(s1, s2), %HasFastProperties(s1));
