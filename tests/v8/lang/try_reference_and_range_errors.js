// ReferenceError for undeclared names and TDZ; RangeError for bad array length and toFixed.
try { undeclaredThing; } catch (e) { console.log(e.name + ': ' + e.message); }
try { tdz; let tdz = 1; } catch (e) { console.log(e.name + ': ' + e.message); }
try { new Array(-1); } catch (e) { console.log(e.name + ': ' + e.message); }
try { (1).toFixed(101); } catch (e) { console.log(e.name + ': ' + e.message); }
let e1, e2; try { a1; } catch (e) { e1 = e; } try { a2; } catch (e) { e2 = e; }
console.log(%HaveSameMap(e1, e2), %HaveSameMap(e1, new ReferenceError('x')));
