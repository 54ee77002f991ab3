// Translated from v8/test/mjsunit/es6/classes-maps.js by translate.py; see README.md.
// Copyright 2014 the V8 project authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.
//
'use strict';

(function TestMaps() {
  class Base {}
  class Derived extends Base {}

  let d1 = new Derived();
  let d2 = new Derived();

  console.log(%HaveSameMap(d1, d2));
}());


(function TestProtoModificationArray() {
  let called = 0;
  function F() {
    called++;
    console.log(Array.isArray(this));
  }
  class Derived extends Array {}
  console.log(Array);

  let d1 = new Derived();
  console.log(Array.isArray(d1));

  Derived.__proto__ = F;
  called = 0;
  let d2 = new Derived();
  console.log(called);
  console.log(Array.isArray(d2));

  console.log(%HaveSameMap(d1, d2));
}());


(function TestProtoModification() {
  let called = 0;
  function F() {
    called++;
    let exn = null;
    try {
      this.byteLength;
    } catch (e) {
      exn = e;
    }
    console.log(exn instanceof TypeError);
  }
  class Derived extends Uint8Array {
    constructor() { super(10); }
  }
  console.log(Uint8Array);

  let d1 = new Derived();
  console.log(d1.byteLength);

  Derived.__proto__ = F;
  called = 0;
  let d2 = new Derived();
  console.log(called);
  void (() => { try { const f__ = (function() { d2.byteLength; }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();

  console.log(%HaveSameMap(d1, d2));
}());
