// Translated from v8/test/mjsunit/regress/regress-crbug-1195331.js by translate.py; see README.md.
// Copyright 2021 the V8 project authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.


let o1 = { a: 1, b: 0 };
let o2 = { a: 2, b: 0 };
console.log(%HaveSameMap(o1, o2));
console.log(%HasOwnConstDataProperty(o1, "a"));
console.log(%HasOwnConstDataProperty(o1, "b"));

Object.defineProperty(o1, "b", {
  value: 4.2, enumerable: true, configurable: true, writable: true,
});
console.log(%HaveSameMap(o1, o2));
console.log(%HasOwnConstDataProperty(o1, "a"));
console.log(%HasOwnConstDataProperty(o1, "b"));
console.log(%HasOwnConstDataProperty(o2, "a"));
console.log(%HasOwnConstDataProperty(o2, "b"));

let o3 = { a: "foo", b: 0 };
console.log(%HaveSameMap(o2, o3));
console.log(%HasOwnConstDataProperty(o3, "a"));
console.log(%HasOwnConstDataProperty(o3, "b"));

Object.defineProperty(o2, "a", {
  value:2, enumerable: false, configurable: true, writable: true,
});
console.log(%HasOwnConstDataProperty(o1, "a"));
console.log(%HasOwnConstDataProperty(o1, "b"));
console.log(%HasOwnConstDataProperty(o3, "a"));
console.log(%HasOwnConstDataProperty(o3, "b"));

console.log(%HasOwnConstDataProperty(o2, "a"));
console.log(%HasOwnConstDataProperty(o2, "b"));
