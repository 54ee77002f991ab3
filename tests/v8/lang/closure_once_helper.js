// A `once` helper: the wrapped function runs one time; the wrapper can carry a flag property.
function once(fn) {
  let done = false, result;
  const wrapper = function (...args) { if (!done) { done = true; result = fn(...args); } return result; };
  wrapper.isOnce = true;
  return wrapper;
}
let calls = 0;
const init = once((x) => { calls++; return x * 2; });
const other = once(() => 0);
console.log(init(5), init(100), calls, init.isOnce, %HaveSameMap(init, other), %HasFastProperties(init));
