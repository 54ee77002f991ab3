// A Redux-style reducer returning new state objects with spread: do states share a map?
const initial = { count: 0, status: 'idle', items: [] };
function reducer(state = initial, action) {
  switch (action.type) {
    case 'inc': return { ...state, count: state.count + 1 };
    case 'load': return { ...state, status: 'loaded', items: action.items };
    default: return state;
  }
}
const s1 = reducer(undefined, { type: 'inc' });
const s2 = reducer(s1, { type: 'load', items: [1, 2] });
const s3 = reducer(s2, { type: 'noop' });
console.log(s2, s3 === s2);
console.log(%HaveSameMap(s1, s2), %HaveSameMap(s1, initial), %HasFastProperties(s2));
