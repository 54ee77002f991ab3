// Annex B.3.3: a function declared in a block of sloppy code is also a var of the enclosing function.
{ function h() { return 1; } }
console.log(typeof h, h());
console.log(typeof later);
if (true) { function later() { return 'later'; } }
console.log(typeof later, later());
function outer() {
  console.log('before', typeof g);
  { function g() { return 'g'; } }
  console.log('after', typeof g, g());
  return g;
}
console.log(outer()());
function notTaken() { if (false) { function never() {} } return typeof never + ' ' + (never === undefined); }
console.log(notTaken());
function shadowedByLet() { let s = 1; { function s() {} } return typeof s; }
console.log(shadowedByLet());
function parameter(p) { { function p() {} } return typeof p; }
console.log(parameter(5));
function enclosingBlockLet() { { let q = 1; { function q() {} } } return typeof q; }
try { console.log(enclosingBlockLet()); } catch (e) { console.log(e.constructor.name, e.message); }
function reassigned() { { function r() { return 1; } r = 2; } return r; }
console.log(typeof reassigned(), reassigned());
function copiedAtDeclaration() { { r2 = 5; function r2() {} r2 = 7; } return r2; }
console.log(copiedAtDeclaration());
function existingVar() { var v = 1; { function v() {} } return typeof v; }
console.log(existingVar());
function switchCase(x) { switch (x) { case 1: function sc() { return 'sc'; } } return typeof sc; }
console.log(switchCase(1), switchCase(2));
function inTry() { try { function t1() {} } catch (e) { function t2() {} } finally { function t3() {} } return [typeof t1, typeof t2, typeof t3].join(); }
console.log(inTry());
function inLoop() { for (let i = 0; i < 2; i++) { function lf() { return i; } } return lf(); }
console.log(inLoop());
function loopLetClash() { for (let lc of [1]) { function lc() {} } return typeof lc; }
try { console.log(loopLetClash()); } catch (e) { console.log(e.constructor.name, e.message); }
function strictOne() { 'use strict'; { function st() {} } return typeof st; }
console.log(strictOne());
function twoLevels() { { { function deep() { return 'deep'; } } } return deep(); }
console.log(twoLevels());
function nestedSameName() { { function n1() { return 'outer'; } { function n1() { return 'inner'; } } } return n1(); }
console.log(nestedSameName());
const viaEval = eval('{ function fromEval() { return "e"; } } typeof fromEval');
console.log(viaEval, typeof fromEval);
function inFunctionEval() { eval('{ function fe() { return 1; } }'); return typeof fe; }
console.log(inFunctionEval());
function closure() { { let captured = 'c'; function cl() { return captured; } } return cl(); }
console.log(closure());
label: { function labelled() { return 'l'; } }
console.log(typeof labelled);
function catchParam() { try { throw 1; } catch (cp) { { function cp() { return 'cp'; } } } return typeof cp; }
console.log(catchParam());
function classClash() { { class K {} { function K() {} } } return typeof K; }
console.log(classClash());
function callBefore() { try { early(); } catch (e) { console.log(e.constructor.name, e.message); } { function early() {} } return typeof early; }
console.log(callBefore());
var arrow = () => { { function inArrow() { return 'a'; } } return inArrow(); };
console.log(arrow());
function sloppyIfElse(x) { if (x) { function pick() { return 'yes'; } } else { function pick() { return 'no'; } } return pick(); }
console.log(sloppyIfElse(true), sloppyIfElse(false));
function onGlobal() { return typeof globalThis.h + ' ' + typeof globalThis.labelled; }
console.log(onGlobal());
