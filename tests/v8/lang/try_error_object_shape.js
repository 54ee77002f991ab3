// Errors thrown by V8 and errors created by user code: own keys and map sharing.
let t1, t2;
try { null.x; } catch (e) { t1 = e; }
try { undefined.y; } catch (e) { t2 = e; }
const u = new TypeError('mine');
console.log(%HaveSameMap(t1, t2), %HaveSameMap(t1, u), Object.keys(t1), %HasFastProperties(u));
u.code = 'E_MINE';
console.log(Object.keys(u), %HasFastProperties(u));
