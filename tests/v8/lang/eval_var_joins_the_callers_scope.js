// A sloppy direct eval's var joins the calling function's scope: it shadows bindings outside the function, reuses the function's own, is blocked by a let around the call, and can be deleted.
function g() { var x = 1; function h() { eval('var x = 2'); return x; } const r = h(); return r + ':' + x; }
console.log(g());
function g2() { var x = 1; function h() { eval('var x = 2; console.log("in eval", x)'); return x; } const r = h(); return r + ':' + x; }
console.log(g2());
var gx = 1; function h3() { eval('var gx = 2'); return gx; } console.log(h3(), gx);
let ly = 1; function h4() { eval('var ly = 2'); return ly; } console.log(h4(), ly);
function h5(p) { eval('var p = 2'); return p; } console.log(h5(1));
function h6() { var q = 1; eval('var q = 2'); return q; } console.log(h6());
function h7() { var z = 1; function k() { eval('var z = 2'); return () => z; } return k()() + ':' + z; } console.log(h7());
function h8() { var w = 1; function k() { eval('var w = 2'); return typeof w + w; } return k(); } console.log(h8());
function h9() { var v = 1; function k() { eval('var v = 2'); v = 3; return v; } const r = k(); return r + ':' + v; } console.log(h9());
let a1 = 1;
try { eval('var a1 = 2'); } catch (e) { console.log(e.name + ': ' + e.message); }
function f1() { let b = 1; try { eval('var b = 2'); } catch (e) { return e.name + ': ' + e.message; } }
console.log(f1());
function f2() { const c = 1; { try { eval('var c = 2'); } catch (e) { return e.name + ': ' + e.message + ' ' + c; } } }
console.log(f2());
function f3() { var d = 1; { let d = 5; try { eval('var d = 2'); } catch (e) { return e.name + ': ' + e.message + ' ' + d; } } }
console.log(f3());
function f4() { { let e1 = 5; } eval('var e1 = 2'); return e1; }
console.log(f4());
function f5() { let g = 1; return (() => { eval('var g = 2'); return g; })() + ':' + g; }
console.log(f5());
function f6() { class K {} try { eval('var K = 2'); } catch (e) { return e.name + ': ' + e.message; } }
console.log(f6());
function f7() { var x = 1; eval('var x = 2; delete x'); return x; }
console.log(f7());
function f8() { var y = 1; function k() { eval('var y = 2'); const r1 = y; eval('delete y'); return r1 + ',' + y; } return k(); }
console.log(f8());
x1 = 5;
console.log(delete x1, typeof x1, delete Math.PI, delete nothere);
var v1 = 1;
console.log(delete v1, typeof v1);
function f10() { var y = 1; function k() { eval('var y = 2'); const r1 = y; const d = eval('delete y'); return r1 + ',' + y + ',' + d; } return k(); }
console.log(f10());
function f11() { eval('var z = 3'); const a = z; const d = delete z; return a + ',' + d + ',' + typeof z; }
console.log(f11());
