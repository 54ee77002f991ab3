// Translated from v8/test/mjsunit/regress/regress-1449550.js by translate.py; see README.md.
// Copyright 2023 the V8 project authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.


function x() {
  let obj = { foo: "bar" };
  obj.toJSON = 42;
  obj.__proto__ = new Proxy([], {});
  console.log(%HasFastProperties(obj));
  return obj;
}
console.log(toString.call(x()));

function y() {
  let obj = { foo: "bar" };
  Object.defineProperty(obj, "foo", {
    get: function () {}
  });
  obj.toJSON = 42;
  obj.__proto__ = new Proxy([], {});
  console.log(%HasFastProperties(obj));
  return obj;
}
console.log(toString.call(y()));
