// Translated from v8/test/mjsunit/es6/classes-subclass-builtins.js by translate.py; see README.md.
// Copyright 2015 the V8 project authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.


"use strict";


function checkPrototypeChain(object, constructors) {
  var proto = object.__proto__;
  for (var i = 0; i < constructors.length; i++) {
    console.log(proto);
    console.log(proto.constructor);
    proto = proto.__proto__;
  }
}


(function() {
  class A extends Object {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var s = new A("foo");
  console.log(s instanceof Object);
  console.log(s instanceof A);
  console.log(typeof s);
  checkPrototypeChain(s, [A, Object]);
  console.log(s.a);
  console.log(s.d);
  console.log(s.o.foo);

  var s1 = new A("bar");
  console.log(%HaveSameMap(s, s1));


  var n = new A(153);
  console.log(n instanceof Object);
  console.log(n instanceof A);
  console.log(typeof s);
  checkPrototypeChain(s, [A, Object]);
  console.log(n.a);
  console.log(n.d);
  console.log(n.o.foo);

  var n1 = new A(312);
  console.log(%HaveSameMap(n, n1));
  console.log(%HaveSameMap(n, s));


  var b = new A(true);
  console.log(b instanceof Object);
  console.log(b instanceof A);
  console.log(typeof s);
  checkPrototypeChain(s, [A, Object]);
  console.log(b.a);
  console.log(b.d);
  console.log(b.o.foo);

  var b1 = new A(true);
  console.log(%HaveSameMap(b, b1));
  console.log(%HaveSameMap(b, s));

  void 0 /* gc() dropped */;
})();


(function() {
  class A extends Function {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }
  var sloppy_func = new A("");
  var strict_func = new A("'use strict';");
  console.log(sloppy_func.caller);
  void (() => { try { const f__ = ("strict_f.caller"); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
  console.log(Object.getOwnPropertyDescriptor(sloppy_func, "caller").value);
  console.log(Object.getOwnPropertyDescriptor(strict_func, "caller"));

  function CheckFunction(func) {
    console.log(typeof func);
    console.log(func instanceof Object);
    console.log(func instanceof Function);
    console.log(func instanceof A);
    checkPrototypeChain(func, [A, Function, Object]);
    console.log(func.a);
    console.log(func.d);
    console.log(func.o.foo);
    console.log(undefined !== func.prototype);
    func.prototype.bar = "func.bar";
    var obj = new func();
    console.log(obj instanceof Object);
    console.log(obj instanceof func);
    console.log(typeof obj);
    console.log(obj.foo);
    console.log(obj.bar);
    delete func.prototype.bar;
  }

  var source = "this.foo = 113;";

  // Sloppy function
  var sloppy_func = new A(source);
  console.log(undefined !== sloppy_func.prototype);
  CheckFunction(sloppy_func, false);

  var sloppy_func1 = new A("return 312;");
  console.log(%HaveSameMap(sloppy_func, sloppy_func1));

  // Strict function
  var strict_func = new A("'use strict'; " + source);
  console.log(%HaveSameMap(strict_func, sloppy_func));
  CheckFunction(strict_func, false);

  var strict_func1 = new A("'use strict'; return 312;");
  console.log(%HaveSameMap(strict_func, strict_func1));

  void 0 /* gc() dropped */;
})();


(function() {
  class A extends Boolean {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A(true);
  console.log(o instanceof Object);
  console.log(o instanceof Boolean);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, Boolean]);
  console.log(o.valueOf());
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A(false);
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
})();


function TestErrorSubclassing(error) {
  class A extends error {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A("message");
  console.log(o instanceof Object);
  console.log(o instanceof error);
  console.log(o instanceof Error);
  console.log(o instanceof A);
  console.log(typeof o);
  if (error == Error) {
    checkPrototypeChain(o, [A, Error, Object]);
  } else {
    checkPrototypeChain(o, [A, error, Error, Object]);
  }
  console.log(o.message);
  console.log(o.toString());
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A("achtung!");
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
}


(function() {
  TestErrorSubclassing(Error);
  TestErrorSubclassing(EvalError);
  TestErrorSubclassing(RangeError);
  TestErrorSubclassing(ReferenceError);
  TestErrorSubclassing(SyntaxError);
  TestErrorSubclassing(TypeError);
  TestErrorSubclassing(URIError);
})();


(function() {
  class A extends Number {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A(153);
  console.log(o instanceof Object);
  console.log(o instanceof Number);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, Number, Object]);
  console.log(o.valueOf());
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A(312);
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
})();


(function() {
  class A extends Date {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A(1234567890);
  console.log(o instanceof Object);
  console.log(o instanceof Date);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, Date, Object]);
  console.log(o.getTime());
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A(2015, 10, 29);
  console.log(o1.getFullYear());
  console.log(o1.getMonth());
  console.log(o1.getDate());
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
})();


(function() {
  class A extends String {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A("foo");
  console.log(o instanceof Object);
  console.log(o instanceof String);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, String, Object]);

  console.log(o.valueOf());
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A("bar");
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
})();


(function() {
  class A extends RegExp {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A("o(..)h", "g");
  console.log(o instanceof Object);
  console.log(o instanceof RegExp);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, RegExp, Object]);
  console.log(o.test("ouch"));
  console.log(o.exec("boom! ouch! bam!"));
  console.log(o.source);
  console.log(o.global);
  console.log(o.ignoreCase);
  console.log(o.multiline);
  console.log(o.lastIndex);
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A(7);
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
})();


(function TestArraySubclassing() {
  class A extends Array {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new Array(13);
  console.log(o instanceof Object);
  console.log(o instanceof Array);
  console.log(typeof o);
  checkPrototypeChain(o, [Array, Object]);
  console.log(o.length);

  var o = new A(10);
  console.log(o instanceof Object);
  console.log(o instanceof Array);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, Array, Object]);
  console.log(o.length);
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A(7);
  console.log(%HaveSameMap(o, o1));
})();


var TypedArray = Uint8Array.__proto__;

function TestTypedArraySubclassing(array) {
  class A extends array {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new array(13);
  console.log(o instanceof Object);
  console.log(o instanceof TypedArray);
  console.log(o instanceof array);
  console.log(typeof o);
  checkPrototypeChain(o, [array, TypedArray, Object]);
  console.log(o.length);

  var o = new A(10);
  console.log(o instanceof Object);
  console.log(o instanceof TypedArray);
  console.log(o instanceof array);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, array, TypedArray, Object]);
  console.log(o.length);
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A(7);
  console.log(%HaveSameMap(o, o1));
}


(function() {
  TestTypedArraySubclassing(Int8Array);
  TestTypedArraySubclassing(Uint8Array);
  TestTypedArraySubclassing(Uint8ClampedArray);
  TestTypedArraySubclassing(Int16Array);
  TestTypedArraySubclassing(Uint16Array);
  TestTypedArraySubclassing(Int32Array);
  TestTypedArraySubclassing(Uint32Array);
  TestTypedArraySubclassing(Float32Array);
  TestTypedArraySubclassing(Float64Array);
})();


function TestMapSetSubclassing(container, is_map) {
  var keys = [{name: "banana"}, {name: "cow"}, {name: "orange"}, {name: "chicken"}, {name: "apple"}];

  class A extends container {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A();
  console.log(o instanceof Object);
  console.log(o instanceof container);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, container, Object]);

  for (var i = 0; i < keys.length; i++) {
    if (is_map) {
      o.set(keys[i], (i + 1) * 11);
    } else {
      o.add(keys[i]);
    }
  }
  o.delete(keys[1]);
  o.delete(keys[3]);

  console.log(o.has(keys[0]));
  console.log(o.has(keys[1]));
  console.log(o.has(keys[2]));
  console.log(o.has(keys[1]));
  console.log(o.has(keys[4]));
  if (is_map) {
    console.log(o.get(keys[0]));
    console.log(o.get(keys[1]));
    console.log(o.get(keys[2]));
    console.log(o.get(keys[3]));
    console.log(o.get(keys[4]));
  }
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A();
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
}


(function() {
  TestMapSetSubclassing(Map, true);
  TestMapSetSubclassing(WeakMap, true);
  TestMapSetSubclassing(Set, false);
  TestMapSetSubclassing(WeakSet, false);
})();


(function() {
  class A extends ArrayBuffer {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A(16);
  console.log(o instanceof Object);
  console.log(o instanceof ArrayBuffer);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, ArrayBuffer, Object]);

  console.log(o.byteLength);
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A("bar");
  console.log(%HaveSameMap(o, o1));


  class MyInt32Array extends Int32Array {
    constructor(v, name) {
      super(v);
      this.name = name;
    }
  }

  class MyUint32Array extends Uint32Array {
    constructor(v, name) {
      super(v);
      this.name = name;
    }
  }

  var int32view = new MyInt32Array(o, "cats");
  var uint32view = new MyUint32Array(o, "dogs");

  int32view[0] = -2;
  uint32view[1] = 0xffffffff;

  console.log(int32view.name);
  console.log(uint32view.name);
  console.log(int32view[0]);
  console.log(int32view[1]);
  console.log(uint32view[0]);
  console.log(uint32view[1]);

  void 0 /* gc() dropped */;
})();


(function() {
  class A extends DataView {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var buffer = new ArrayBuffer(16);
  var o = new A(buffer);
  console.log(o instanceof Object);
  console.log(o instanceof DataView);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, DataView, Object]);

  o.setUint32(0, 0xcafebabe, false);
  console.log(o.getUint32(0, false));
  console.log(o.getUint32(0, true));
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);

  var o1 = new A(buffer);
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
})();


(function() {
  var GeneratorFunction = (function*() {}).constructor;
  class A extends GeneratorFunction {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }
  var sloppy_func = new A("yield 153;");
  var strict_func = new A("'use strict'; yield 153;");
  // Unfortunately the difference is not observable from outside.
  void (() => { try { const f__ = ("sloppy_func.caller"); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
  void (() => { try { const f__ = ("strict_f.caller"); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
  console.log(Object.getOwnPropertyDescriptor(sloppy_func, "caller"));
  console.log(Object.getOwnPropertyDescriptor(strict_func, "caller"));

  function CheckFunction(func) {
    console.log(typeof func);
    console.log(func instanceof Object);
    console.log(func instanceof Function);
    console.log(func instanceof GeneratorFunction);
    console.log(func instanceof A);
    checkPrototypeChain(func, [A, GeneratorFunction, Function, Object]);

    console.log(func.a);
    console.log(func.d);
    console.log(func.o.foo);

    console.log(undefined !== func.prototype);
    func.prototype.bar = "func.bar";
    var obj = func();  // Generator object.
    console.log(obj instanceof Object);
    console.log(obj instanceof func);
    console.log(typeof obj);
    console.log(obj.bar);
    delete func.prototype.bar;

    console.log(obj.next());
    console.log(obj.next());
    console.log(obj.next());
    console.log(obj.next());
    console.log(obj.next());
    console.log(obj.next());
    console.log(obj.next());
  }

  var source = "yield 1; yield 1; yield 2; yield 3; yield 5; yield 8;";

  // Sloppy generator function
  var sloppy_func = new A(source);
  console.log(undefined !== sloppy_func.prototype);
  CheckFunction(sloppy_func, false);

  var sloppy_func1 = new A("yield 312;");
  console.log(%HaveSameMap(sloppy_func, sloppy_func1));

  // Strict generator function
  var strict_func = new A("'use strict'; " + source);
  console.log(%HaveSameMap(strict_func, sloppy_func));
  CheckFunction(strict_func, false);

  var strict_func1 = new A("'use strict'; yield 312;");
  console.log(%HaveSameMap(strict_func, strict_func1));

  void 0 /* gc() dropped */;
})();


(function() {
  class A extends Promise {
    constructor(...args) {
      console.log(new.target === undefined);
      super(...args);
      this.a = 42;
      this.d = 4.2;
      this.o = {foo:153};
    }
  }

  var o = new A(function(resolve, reject) {
    resolve("ok");
  });
  console.log(o instanceof Object);
  console.log(o instanceof Promise);
  console.log(o instanceof A);
  console.log(typeof o);
  checkPrototypeChain(o, [A, Promise, Object]);
  console.log(o.a);
  console.log(o.d);
  console.log(o.o.foo);
  o.then(
      function(val) { console.log(val); },
      function(reason) { console.log("unreachable"); })
    .catch(function(reason) { %AbortJS("catch handler called: " + reason); });

  var o1 = new A(function(resolve, reject) {
    reject("fail");
  });
  o1.then(
      function(val) { console.log("unreachable"); },
      function(reason) { console.log(reason); })
    .catch(function(reason) { %AbortJS("catch handler called: " + reason); });
  console.log(%HaveSameMap(o, o1));

  void 0 /* gc() dropped */;
})();


(function() {
  class A extends Boolean {
    constructor() {
      console.log(new.target === undefined);
      super(true);
      this.a00 = 0
      this.a01 = 0
      this.a02 = 0
      this.a03 = 0
      this.a04 = 0
      this.a05 = 0
      this.a06 = 0
      this.a07 = 0
      this.a08 = 0
      this.a09 = 0
      this.a10 = 0
      this.a11 = 0
      this.a12 = 0
      this.a13 = 0
      this.a14 = 0
      this.a15 = 0
      this.a16 = 0
      this.a17 = 0
      this.a18 = 0
      this.a19 = 0
    }
  }

  class B extends A {
    constructor() {
      console.log(new.target === undefined);
      super();
      this.b00 = 0
      this.b01 = 0
      this.b02 = 0
      this.b03 = 0
      this.b04 = 0
      this.b05 = 0
      this.b06 = 0
      this.b07 = 0
      this.b08 = 0
      this.b09 = 0
      this.b10 = 0
      this.b11 = 0
      this.b12 = 0
      this.b13 = 0
      this.b14 = 0
      this.b15 = 0
      this.b16 = 0
      this.b17 = 0
      this.b18 = 0
      this.b19 = 0
    }
  }

  class C extends B {
    constructor() {
      console.log(new.target === undefined);
      super();
      this.c00 = 0
      this.c01 = 0
      this.c02 = 0
      this.c03 = 0
      this.c04 = 0
      this.c05 = 0
      this.c06 = 0
      this.c07 = 0
      this.c08 = 0
      this.c09 = 0
      this.c10 = 0
      this.c11 = 0
      this.c12 = 0
      this.c13 = 0
      this.c14 = 0
      this.c15 = 0
      this.c16 = 0
      this.c17 = 0
      this.c18 = 0
      this.c19 = 0
    }
  }

  var o = new C();
  console.log(o instanceof Object);
  console.log(o instanceof Boolean);
  console.log(o instanceof A);
  console.log(o instanceof B);
  console.log(o instanceof C);
  console.log(typeof o);
  checkPrototypeChain(o, [C, B, A, Boolean, Object]);

  void 0 /* gc() dropped */;
})();


(function() {
  void (() => { try { const f__ = ("class A extends undefined {}"); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
  void (() => { try { const f__ = ("class B extends NaN {}"); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
  void (() => { try { const f__ = ("class C extends Infinity {}"); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
})();


(function() {
  class A extends null {}
  void (() => { try { const f__ = ("new A"); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
})();


(function() {
  class A extends Symbol {}
  void (() => { try { const f__ = ("new A"); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
})();


(function() {
  function f() {}

  var p = f.prototype;
  var p2 = {};
  var o = Reflect.construct(
        Number, [{valueOf() { f.prototype=p2; return 10; }}], f);

  console.log(o.__proto__ === f.prototype);
  console.log(p2 === f.prototype);
  console.log(p === o.__proto__);
  console.log(Number.prototype.valueOf.call(o));
})();


(function() {
  function f() {}

  var p = f.prototype;
  var p2 = {};
  var o = Reflect.construct(
        String, [{toString() { f.prototype=p2; return "biep"; }}], f);

  console.log(o.__proto__ === f.prototype);
  console.log(p2 === o.__proto__);
  console.log(p === o.__proto__);
  console.log(String.prototype.toString.call(o));
})();


(function() {
  function f() {}

  var p = f.prototype;
  var p2 = {};
  var o = Reflect.construct(
        Date, [{valueOf() { f.prototype=p2; return 1447836899614; }}], f);

  console.log(o.__proto__ === f.prototype);
  console.log(p2 === f.prototype);
  console.log(p === o.__proto__);
  console.log(Date.prototype.toString.call(o));
})();


(function() {
  function f() {}

  var p = f.prototype;
  var p2 = {};
  var o = Reflect.construct(
        Date, [2015, {valueOf() { f.prototype=p2; return 10; }}], f);

  console.log(o.__proto__ === f.prototype);
  console.log(p2 === f.prototype);
  console.log(p === o.__proto__);
  console.log(Date.prototype.getYear.call(o));
  console.log(Date.prototype.getMonth.call(o));
})();


(function() {
  function f() {}

  var p = f.prototype;
  var p2 = {};
  var o = Reflect.construct(
        DataView, [new ArrayBuffer(100),
                   {valueOf(){ f.prototype=p2; return 5; }}], f);

  var byteOffset = Object.getOwnPropertyDescriptor(
      DataView.prototype, "byteOffset").get;
  var byteLength = Object.getOwnPropertyDescriptor(
      DataView.prototype, "byteLength").get;

  console.log(o.__proto__ === f.prototype);
  console.log(p2 === f.prototype);
  console.log(p === o.__proto__);
  console.log(byteOffset.call(o));
  console.log(byteLength.call(o));
})();


(function() {
  function f() {}

  var p = f.prototype;
  var p2 = {};
  var o = Reflect.construct(
        DataView, [new ArrayBuffer(100),
                   30, {valueOf() { f.prototype=p2; return 5; }}], f);

  var byteOffset = Object.getOwnPropertyDescriptor(
      DataView.prototype, "byteOffset").get;
  var byteLength = Object.getOwnPropertyDescriptor(
      DataView.prototype, "byteLength").get;

  console.log(o.__proto__ === f.prototype);
  console.log(p2 === f.prototype);
  console.log(p === o.__proto__);
  console.log(byteOffset.call(o));
  console.log(byteLength.call(o));
})();


(function() {
  function f() {}

  var p = f.prototype;
  var p2 = {};
  var p3 = {};

  var log = [];

  var pattern = {toString() {
    log.push("tostring");
    f.prototype = p3; return "biep" }};

  Object.defineProperty(pattern, Symbol.match, {
    get() { log.push("match"); f.prototype = p2; return false; }});

  var o = Reflect.construct(RegExp, [pattern], f);
  console.log(log);
  // TODO(littledan): Is the RegExp constructor correct to create
  // the internal slots and do these type checks this way?
  void (() => { try { const f__ = (() => Object.getOwnPropertyDescriptor(RegExp.prototype,
                                                     'source').get(o)); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
  console.log(RegExp.prototype.toString.call(o));
  console.log(o.__proto__ === p2);
  console.log(f.prototype === p3);
})();
