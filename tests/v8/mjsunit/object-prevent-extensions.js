// Translated from v8/test/mjsunit/object-prevent-extensions.js by translate.py; see README.md.
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

// Tests the Object.preventExtensions method - ES 15.2.3.10



var obj1 = {};
// Extensible defaults to true.
console.log(Object.isExtensible(obj1));
Object.preventExtensions(obj1);

// Make sure the is_extensible flag is set.
console.log(Object.isExtensible(obj1));
obj1.x = 42;
console.log(obj1.x);

// Try adding a new element.
obj1[1] = 42;
console.log(obj1[1]);


// Try when the object has an existing property.
var obj2 = {};
console.log(Object.isExtensible(obj2));
obj2.x = 42;
console.log(obj2.x);
console.log(Object.isExtensible(obj2));

Object.preventExtensions(obj2);
console.log(obj2.x);

obj2.y = 42;
// obj2.y should still be undefined.
console.log(obj2.y);
// Make sure we can still write values to obj.x.
obj2.x = 43;
console.log(obj2.x)

obj2.y = new function() { return 42; };
// obj2.y should still be undefined.
console.log(obj2.y);
console.log(obj2.x)

try {
  Object.defineProperty(obj2, "y", {value: 42});
} catch (e) {
  console.log(/object is not extensible/.test(e));
}

// obj2.y should still be undefined.
console.log(obj2.y);
console.log(obj2.x);

obj2[1] = 42;
console.log(obj2[1]);

var arr = new Array();
arr[1] = 10;

Object.preventExtensions(arr);

arr[2] = 42;
console.log(arr[1]);

// We should still be able to change existing elements.
arr[1]= 42;
console.log(arr[1]);


// Test the the extensible flag is not inherited.
var parent = {};
parent.x = 42;
Object.preventExtensions(parent);

var child = Object.create(parent);

// We should be able to add new properties to the child object.
child.y = 42;

// This should have no influence on the parent class.
parent.y = 29;


// Test that attributes on functions are also handled correctly.
function foo() {
  return 42;
}

Object.preventExtensions(foo);

foo.x = 29;
console.log(foo.x);

// when Object.isExtensible(o) === false
// assignment should return right hand side value
var o = Object.preventExtensions({});
var v = o.v = 50;
console.log(o.v);
console.log(v);

// test same behavior as above, but for integer properties
var n = o[0] = 100;
console.log(o[0]);
console.log(n);

// Fast properties should remain fast
obj = { x: 42, y: 'foo' };
console.log(%HasFastProperties(obj));
Object.preventExtensions(obj);
console.log(Object.isExtensible(obj));
console.log(Object.isSealed(obj));
console.log(%HasFastProperties(obj));

// Non-extensible objects should share maps where possible
obj = { prop1: 1, prop2: 2 };
obj2 = { prop1: 3, prop2: 4 };
console.log(%HaveSameMap(obj, obj2));
Object.preventExtensions(obj);
Object.preventExtensions(obj2);
console.log(Object.isExtensible(obj));
console.log(Object.isExtensible(obj2));
console.log(Object.isSealed(obj));
console.log(Object.isSealed(obj2));
console.log(%HaveSameMap(obj, obj2));

// Non-extensible objects should share maps even when they have elements
obj = { prop1: 1, prop2: 2, 75: 'foo' };
obj2 = { prop1: 3, prop2: 4, 150: 'bar' };
console.log(%HaveSameMap(obj, obj2));
Object.preventExtensions(obj);
Object.preventExtensions(obj2);
console.log(Object.isExtensible(obj));
console.log(Object.isExtensible(obj2));
console.log(Object.isSealed(obj));
console.log(Object.isSealed(obj2));
console.log(%HaveSameMap(obj, obj2));
