// Messages of common TypeErrors: calling a non-function, reading a property of undefined.
const o = { a: 1 };
try { o.notFn(); } catch (e) { console.log(e.name + ': ' + e.message); }
try { const u = undefined; u.x; } catch (e) { console.log(e.name + ': ' + e.message); }
try { null.y = 1; } catch (e) { console.log(e.name + ': ' + e.message); }
try { new (() => {})(); } catch (e) { console.log(e.name + ': ' + e.message); }
let t1, t2; try { o.a(); } catch (e) { t1 = e; } try { o.b.c; } catch (e) { t2 = e; }
console.log(t1.message, '|', t2.message, %HaveSameMap(t1, t2));
