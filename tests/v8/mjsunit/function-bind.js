// Translated from v8/test/mjsunit/function-bind.js by translate.py; see README.md.
// Copyright 2010 the V8 project authors. All rights reserved.
// Redistribution and use in source and binary forms, with or without
// modification, are permitted provided that the following conditions are
// met:
//
//     * Redistributions of source code must retain the above copyright
//       notice, this list of conditions and the following disclaimer.
//     * Redistributions in binary form must reproduce the above
//       copyright notice, this list of conditions and the following
//       disclaimer in the documentation and/or other materials provided
//       with the distribution.
//     * Neither the name of Google Inc. nor the names of its
//       contributors may be used to endorse or promote products derived
//       from this software without specific prior written permission.
//
// THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
// "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
// LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
// A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT
// OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
// SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
// LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
// DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
// THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
// (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
// OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.


// Tests the Function.prototype.bind method.


// Simple tests.
function foo(x, y, z) {
  return [this, arguments.length, x];
}

console.log(foo.length);

var f = foo.bind(foo);
console.log(f(1, 2, 3));
console.log(f.length);
console.log(f.toString());
%HeapObjectVerify(f);

f = foo.bind(foo, 1);
console.log(f(2, 3));
console.log(f.length);
console.log(f.toString());
%HeapObjectVerify(f);

f = foo.bind(foo, 1, 2);
console.log(f(3));
console.log(f.length);
console.log(f.toString());
%HeapObjectVerify(f);

f = foo.bind(foo, 1, 2, 3);
console.log(f());
console.log(f.length);
console.log(f.toString());
%HeapObjectVerify(f);

// Test that length works correctly even if more than the actual number
// of arguments are given when binding.
f = foo.bind(foo, 1, 2, 3, 4, 5, 6, 7, 8, 9);
console.log(f());
console.log(f.length);
console.log(f.toString());
%HeapObjectVerify(f);

// Use a different bound object.
var obj = {x: 42, y: 43};
// Values that would normally be in "this" when calling f_bound_this.
var x = 42;
var y = 44;

function f_bound_this(z) {
  return z + this.y - this.x;
}

console.log(f_bound_this(1))
f = f_bound_this.bind(obj);
console.log(f(1));
console.log(f.length);
%HeapObjectVerify(f);

f = f_bound_this.bind(obj, 2);
console.log(f());
console.log(f.length);
console.log(Object.prototype.toString.call(f));
%HeapObjectVerify(f);

// Test chained binds.

// When only giving the thisArg, any number of binds should have
// the same effect.
f = foo.bind(foo);
console.log(f(1, 2, 3));
%HeapObjectVerify(f);

var not_foo = {};
f = foo.bind(foo).bind(not_foo).bind(not_foo).bind(not_foo);
console.log(f(1, 2, 3));
console.log(f.length);
%HeapObjectVerify(f);

// Giving bound parameters should work at any place in the chain.
f = foo.bind(foo, 1).bind(not_foo).bind(not_foo).bind(not_foo);
console.log(f(2, 3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo).bind(not_foo, 1).bind(not_foo).bind(not_foo);
console.log(f(2, 3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo).bind(not_foo).bind(not_foo,1 ).bind(not_foo);
console.log(f(2, 3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo).bind(not_foo).bind(not_foo).bind(not_foo, 1);
console.log(f(2, 3));
console.log(f.length);
%HeapObjectVerify(f);

// Several parameters can be given, and given in different bind invocations.
f = foo.bind(foo, 1, 2).bind(not_foo).bind(not_foo).bind(not_foo);
console.log(f(3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo).bind(not_foo, 1, 2).bind(not_foo).bind(not_foo);
console.log(f(1));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo).bind(not_foo, 1, 2).bind(not_foo).bind(not_foo);
console.log(f(3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo).bind(not_foo).bind(not_foo, 1, 2).bind(not_foo);
console.log(f(1));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo).bind(not_foo).bind(not_foo).bind(not_foo, 1, 2);
console.log(f(3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo, 1).bind(not_foo, 2).bind(not_foo).bind(not_foo);
console.log(f(3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo, 1).bind(not_foo).bind(not_foo, 2).bind(not_foo);
console.log(f(3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo, 1).bind(not_foo).bind(not_foo).bind(not_foo, 2);
console.log(f(3));
console.log(f.length);
%HeapObjectVerify(f);

f = foo.bind(foo).bind(not_foo, 1).bind(not_foo).bind(not_foo, 2);
console.log(f(3));
console.log(f.length);
%HeapObjectVerify(f);

// The wrong number of arguments can be given to bound functions too.
f = foo.bind(foo);
console.log(f.length);
console.log(f());
console.log(f(1));
console.log(f(1, 2));
console.log(f(1, 2, 3));
console.log(f(1, 2, 3, 4));
%HeapObjectVerify(f);

f = foo.bind(foo, 1);
console.log(f.length);
console.log(f());
console.log(f(2));
console.log(f(2, 3));
console.log(f(2, 3, 4));
%HeapObjectVerify(f);

f = foo.bind(foo, 1, 2);
console.log(f.length);
console.log(f());
console.log(f(3));
console.log(f(3, 4));
%HeapObjectVerify(f);

f = foo.bind(foo, 1, 2, 3);
console.log(f.length);
console.log(f());
console.log(f(4));
%HeapObjectVerify(f);

f = foo.bind(foo, 1, 2, 3, 4);
console.log(f.length);
console.log(f());
%HeapObjectVerify(f);

// Test constructor calls.

function bar(x, y, z) {
  this.x = x;
  this.y = y;
  this.z = z;
}

f = bar.bind(bar);
var obj2 = new f(1,2,3);
console.log(obj2.x);
console.log(obj2.y);
console.log(obj2.z);
%HeapObjectVerify(f);
%HeapObjectVerify(obj2);

f = bar.bind(bar, 1);
obj2 = new f(2,3);
console.log(obj2.x);
console.log(obj2.y);
console.log(obj2.z);
%HeapObjectVerify(f);
%HeapObjectVerify(obj2);

f = bar.bind(bar, 1, 2);
obj2 = new f(3);
console.log(obj2.x);
console.log(obj2.y);
console.log(obj2.z);
%HeapObjectVerify(f);
%HeapObjectVerify(obj2);

f = bar.bind(bar, 1, 2, 3);
obj2 = new f();
console.log(obj2.x);
console.log(obj2.y);
console.log(obj2.z);
%HeapObjectVerify(f);
%HeapObjectVerify(obj2);


// Test bind chains when used as a constructor.
f = bar.bind(bar, 1).bind(bar, 2).bind(bar, 3);
obj2 = new f();
console.log(obj2.x);
console.log(obj2.y);
console.log(obj2.z);
%HeapObjectVerify(f);
%HeapObjectVerify(obj2);

// Test obj2 is instanceof both bar and f.
console.log(obj2 instanceof bar);
console.log(obj2 instanceof f);

// This-args are not relevant to instanceof.
f = bar.bind(foo.prototype, 1).
    bind(String.prototype, 2).
    bind(Function.prototype, 3);
var obj3 = new f();
console.log(obj3 instanceof bar);
console.log(obj3 instanceof f);
console.log(obj3 instanceof foo);
console.log(obj3 instanceof Function);
console.log(obj3 instanceof String);
%HeapObjectVerify(f);
%HeapObjectVerify(obj3);

// thisArg is converted to object.
f = foo.bind(undefined);
console.log(f());
%HeapObjectVerify(f);

f = foo.bind(null);
console.log(f());
%HeapObjectVerify(f);

f = foo.bind(42);
console.log(f());
%HeapObjectVerify(f);

f = foo.bind("foo");
console.log(f());
%HeapObjectVerify(f);

f = foo.bind(true);
console.log(f());
%HeapObjectVerify(f);

// Strict functions don't convert thisArg.
function soo(x, y, z) {
  "use strict";
  return [this, arguments.length, x];
}

var s = soo.bind(undefined);
console.log(s());
%HeapObjectVerify(s);

s = soo.bind(null);
console.log(s());
%HeapObjectVerify(s);

s = soo.bind(42);
console.log(s());
%HeapObjectVerify(s);

s = soo.bind("foo");
console.log(s());
%HeapObjectVerify(s);

s = soo.bind(true);
console.log(s());
%HeapObjectVerify(s);

// Test that .arguments and .caller are poisoned according to the ES5 spec.

// Check that property descriptors are correct (unconfigurable, unenumerable,
// and both get and set is the ThrowTypeError function).
//
// Poisoned accessors are no longer own properties --- get them from the
// prototype
var f_proto = Object.getPrototypeOf(f);
var cdesc = Object.getOwnPropertyDescriptor(f_proto, "caller");
var adesc = Object.getOwnPropertyDescriptor(f_proto, "arguments");

console.log(cdesc.enumerable);
console.log(cdesc.configurable);

console.log(adesc.enumerable);
console.log(adesc.configurable);

console.log(cdesc.set);
console.log(adesc.get);
console.log(adesc.set);

console.log(cdesc.get instanceof Function);
console.log(cdesc.get.length);
void (() => { try { const f__ = (cdesc.get); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();

void (() => { try { const f__ = (function() { return f.caller; }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
void (() => { try { const f__ = (function() { f.caller = 42; }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
void (() => { try { const f__ = (function() { return f.arguments; }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
void (() => { try { const f__ = (function() { f.arguments = 42; }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();

// Shouldn't throw. Accessing the functions caller must throw if
// the caller is strict and the callee isn't. A bound function is built-in,
// but not considered strict.
(function foo() { return foo.caller; }).bind()();


(function TestProtoIsPreserved() {
  function fun() {}

  function proto() {}
  Object.setPrototypeOf(fun, proto);
  var bound = fun.bind({});
  console.log(Object.getPrototypeOf(bound));
  %HeapObjectVerify(bound);

  var bound2 = fun.bind({});
  console.log(%HaveSameMap(new bound, new bound2));
  %HeapObjectVerify(bound2);

  Object.setPrototypeOf(fun, null);
  bound = Function.prototype.bind.call(fun, {});
  console.log(Object.getPrototypeOf(bound));
  %HeapObjectVerify(bound);
})();
