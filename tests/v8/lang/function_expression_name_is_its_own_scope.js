// A named function expression's own name is a binding around the function: its own parameters, vars and functions shadow it, and a sloppy assignment to it does nothing.
const r1 = (function f() { var f; return typeof f; })();
const r2 = (function f() { var f = 1; return f; })();
const r3 = (function f() { f = 1; return typeof f; })();
const r4 = (function f() { 'use strict'; try { f = 1; } catch (e) { return e.name + ': ' + e.message; } })();
const r5 = (function f(f) { return typeof f; })(3);
const r6 = (function f() { function f() { return 2; } return f(); })();
const r7 = (function f() { { function f() { return 3; } } return typeof f; })();
const r8 = (function f() { let g = () => f; var f = 5; return g(); })();
const r9 = (function f() { return typeof f; })();
const r10 = (function f() { if (false) { var f; } return typeof f; })();
const r11 = (function f() { eval('var f = 7'); return f; })();
const r12 = (function f() { const h = function () { f = 9; return typeof f; }; return h(); })();
const r13 = (function f() { var f = f; return typeof f; })();
console.log(r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13);
function outer() { 'use strict'; const g = function h() { return (() => { try { h = 2; } catch (e) { return e.message; } })(); }; return g(); }
console.log(outer());
const named = function self(n) { return n ? self(n - 1) + 1 : 0; };
console.log(named(5), %HasFastProperties(named));
