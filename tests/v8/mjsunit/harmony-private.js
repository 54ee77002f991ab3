// Translated from v8/test/mjsunit/harmony/private.js by translate.py; see README.md.
// Copyright 2013 the V8 project authors. All rights reserved.
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


var symbols = []


// Returns true if the string is a valid
// serialization of Symbols added to the 'symbols'
// array. Adjust if you extend 'symbols' with other
// values.
function isValidSymbolString(s) {
  return ["Symbol(66)"].indexOf(s) >= 0;
}


// Test different forms of constructor calls, all equivalent.
function TestNew() {
  for (var i = 0; i < 2; ++i) {
    for (var j = 0; j < 5; ++j) {
      symbols.push(%CreatePrivateSymbol("66"))
      symbols.push(Object(%CreatePrivateSymbol("66")).valueOf())
    }
    void 0 /* gc() dropped */  // Promote existing symbols and then allocate some more.
  }
}
TestNew()


function TestType() {
  for (var i in symbols) {
    console.log(typeof symbols[i])
    console.log(typeof symbols[i] === "symbol")
    console.log(%SymbolIsPrivate(symbols[i]))
  }
}
TestType()


function TestPrototype() {
  for (var i in symbols) {
    console.log(symbols[i].__proto__)
  }
}
TestPrototype()


function TestConstructor() {
  for (var i in symbols) {
    console.log(symbols[i].__proto__.constructor)
    console.log(Object(symbols[i]).__proto__.constructor)
  }
}
TestConstructor()


function TestToString() {
  for (var i in symbols) {
    void (() => { try { const f__ = (function() {new String(symbols[i]) }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })()
    console.log(String(symbols[i]))
    void (() => { try { const f__ = (function() { symbols[i] + "" }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })()
    console.log(isValidSymbolString(symbols[i].toString()))
    console.log(isValidSymbolString(Object(symbols[i]).toString()))
    console.log(isValidSymbolString(Symbol.prototype.toString.call(symbols[i])))
    console.log(Object.prototype.toString.call(symbols[i]))
  }
}
TestToString()


function TestToBoolean() {
  for (var i in symbols) {
    console.log(Boolean(symbols[i]).valueOf())
    console.log(!symbols[i])
    console.log(!!symbols[i])
    console.log(symbols[i] && true)
    console.log(!symbols[i] && false)
    console.log(!symbols[i] || true)
    console.log(symbols[i] ? 1 : 2)
    console.log(!symbols[i] ? 1 : 2)
    if (!symbols[i]) console.log("unreachable");
    if (symbols[i]) {} else console.log("unreachable");
  }
}
TestToBoolean()


function TestToNumber() {
  for (var i in symbols) {
    void (() => { try { const f__ = (function() { Number(symbols[i]); }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
    void (() => { try { const f__ = (function() { symbols[i] + 0; }); if (typeof f__ === "string") (0, eval)(f__); else f__(); console.log("no throw"); } catch (e) { console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })();
  }
}
TestToNumber()


function TestEquality() {
  // Every symbol should equal itself, and non-strictly equal its wrapper.
  for (var i in symbols) {
    console.log(symbols[i])
    console.log(symbols[i])
    console.log(Object.is(symbols[i], symbols[i]))
    console.log(symbols[i] === symbols[i])
    console.log(symbols[i] == symbols[i])
    console.log(symbols[i] === Object(symbols[i]))
    console.log(Object(symbols[i]) === symbols[i])
    console.log(symbols[i] == Object(symbols[i]))
    console.log(Object(symbols[i]) == symbols[i])
    console.log(symbols[i] === symbols[i].valueOf())
    console.log(symbols[i].valueOf() === symbols[i])
    console.log(symbols[i] == symbols[i].valueOf())
    console.log(symbols[i].valueOf() == symbols[i])
  }

  // All symbols should be distinct.
  for (var i = 0; i < symbols.length; ++i) {
    for (var j = i + 1; j < symbols.length; ++j) {
      console.log(Object.is(symbols[i], symbols[j]))
      console.log(symbols[i] === symbols[j])
      console.log(symbols[i] == symbols[j])
    }
  }

  // Symbols should not be equal to any other value (and the test terminates).
  var values = [347, 1.275, NaN, "string", null, undefined, {}, function() {}]
  for (var i in symbols) {
    for (var j in values) {
      console.log(symbols[i] === values[j])
      console.log(values[j] === symbols[i])
      console.log(symbols[i] == values[j])
      console.log(values[j] == symbols[i])
    }
  }
}
TestEquality()


function TestGet() {
  for (var i in symbols) {
    console.log(isValidSymbolString(symbols[i].toString()))
    console.log(symbols[i].valueOf())
    console.log(symbols[i].a)
    console.log(symbols[i]["a" + "b"])
    console.log(symbols[i]["" + "1"])
    console.log(symbols[i][62])
  }
}
TestGet()


function TestSet() {
  for (var i in symbols) {
    symbols[i].toString = 0
    console.log(isValidSymbolString(symbols[i].toString()))
    symbols[i].valueOf = 0
    console.log(symbols[i].valueOf())
    symbols[i].a = 0
    console.log(symbols[i].a)
    symbols[i]["a" + "b"] = 0
    console.log(symbols[i]["a" + "b"])
    symbols[i][62] = 0
    console.log(symbols[i][62])
  }
}
TestSet()


function TestCollections() {
  var set = new Set
  var map = new Map
  for (var i in symbols) {
    set.add(symbols[i])
    map.set(symbols[i], i)
  }
  console.log(set.size)
  console.log(map.size)
  for (var i in symbols) {
    console.log(set.has(symbols[i]))
    console.log(map.has(symbols[i]))
    console.log(map.get(symbols[i]))
  }
  for (var i in symbols) {
    console.log(set.delete(symbols[i]))
    console.log(map.delete(symbols[i]))
  }
  console.log(set.size)
  console.log(map.size)
}
TestCollections()



function TestKeySet(obj) {
  console.log(%HasFastProperties(obj))
  // Set the even symbols via assignment.
  for (var i = 0; i < symbols.length; i += 2) {
    obj[symbols[i]] = i
    // Object should remain in fast mode until too many properties were added.
    console.log(%HasFastProperties(obj) || i >= 30)
  }
}


function TestKeyDefine(obj) {
  // Set the odd symbols via defineProperty (as non-enumerable).
  for (var i = 1; i < symbols.length; i += 2) {
    Object.defineProperty(obj, symbols[i], {value: i, configurable: true})
  }
}


function TestKeyGet(obj) {
  var obj2 = Object.create(obj)
  for (var i in symbols) {
    console.log(obj[symbols[i]])
    // Private symbols key own-properties.
    console.log(obj2[symbols[i]])
  }
}


function TestKeyHas() {
  for (var i in symbols) {
    console.log(symbols[i] in obj)
    console.log(Object.hasOwnProperty.call(obj, symbols[i]))
  }
}


function TestKeyEnum(obj) {
  for (var name in obj) {
    console.log(typeof name)
  }
}


function TestKeyNames(obj) {
  console.log(Object.keys(obj).length)

  var names = Object.getOwnPropertyNames(obj)
  for (var i in names) {
    console.log(typeof names[i])
  }
}


function TestKeyDescriptor(obj) {
  for (var i in symbols) {
    var desc = Object.getOwnPropertyDescriptor(obj, symbols[i]);
    console.log(desc.value)
    console.log(desc.configurable)
    console.log(desc.writable)
    console.log(desc.enumerable)
    console.log(Object.prototype.propertyIsEnumerable.call(obj, symbols[i]))
  }
}


function TestKeyDelete(obj) {
  for (var i in symbols) {
    delete obj[symbols[i]]
  }
  for (var i in symbols) {
    console.log(Object.getOwnPropertyDescriptor(obj, symbols[i]))
  }
}


var objs = [{}, [], Object.create({}), Object(1), new Map, function(){}]

for (var i in objs) {
  var obj = objs[i]
  TestKeySet(obj)
  TestKeyDefine(obj)
  TestKeyGet(obj)
  TestKeyHas(obj)
  TestKeyEnum(obj)
  TestKeyNames(obj)
  TestKeyDescriptor(obj)
  TestKeyDelete(obj)
}


function TestCachedKeyAfterScavenge() {
  void 0 /* gc() dropped */;
  // Keyed property lookup are cached.  Hereby we assume that the keys are
  // tenured, so that we only have to clear the cache between mark compacts,
  // but not between scavenges.  This must also apply for symbol keys.
  var key = Symbol("key");
  var a = {};
  a[key] = "abc";

  for (var i = 0; i < 100000; i++) {
    a[key] += "a";  // Allocations cause a scavenge.
  }
}
TestCachedKeyAfterScavenge();


function TestGetOwnPropertySymbols() {
  var privateSymbol = %CreatePrivateSymbol("private")
  var publicSymbol = Symbol()
  var publicSymbol2 = Symbol()
  var obj = {}
  obj[publicSymbol] = 1
  obj[privateSymbol] = 2
  obj[publicSymbol2] = 3
  var syms = Object.getOwnPropertySymbols(obj)
  console.log([publicSymbol, publicSymbol2])
}
TestGetOwnPropertySymbols()


function TestSealAndFreeze(factory, freeze, isFrozen) {
  var sym = %CreatePrivateSymbol("private")
  var obj = factory();
  obj[sym] = 1
  freeze(obj)
  console.log(isFrozen(obj))
  obj[sym] = 2
  console.log(obj[sym])
  console.log(delete obj[sym])
  console.log(obj[sym])
}

var fastObj = () => {
  var obj = {}
  console.log(%HasFastProperties(obj))
  return obj
}
var dictObj = () => {
  var obj = Object.create(null)
  obj.a = 1
  delete obj.a
  console.log(%HasFastProperties(obj))
  return obj
}

TestSealAndFreeze(fastObj, Object.seal, Object.isSealed)
TestSealAndFreeze(fastObj, Object.freeze,  Object.isFrozen)
TestSealAndFreeze(fastObj, Object.preventExtensions, obj => !Object.isExtensible(obj))
TestSealAndFreeze(dictObj, Object.seal, Object.isSealed)
TestSealAndFreeze(dictObj, Object.freeze,  Object.isFrozen)
TestSealAndFreeze(dictObj, Object.preventExtensions, obj => !Object.isExtensible(obj))


var s = %CreatePrivateSymbol("s");
var s1 = %CreatePrivateSymbol("s1");

function TestSimple() {
  var p = {}
  p[s] = "moo";

  var o = Object.create(p);

  console.log(o[s]);
  console.log(p[s]);

  o[s] = "bow-wow";
  console.log(o[s]);
  console.log(p[s]);
}
TestSimple();


function TestICs() {
  var p = {}
  p[s] = "moo";


  var o = Object.create(p);
  o[s1] = "bow-wow";
  function checkNonOwn(o) {
    console.log(o[s]);
    console.log(o[s1]);
  }

  checkNonOwn(o);

  // Test monomorphic/optimized.
  for (var i = 0; i < 1000; i++) {
    checkNonOwn(o);
  }

  // Test non-monomorphic.
  for (var i = 0; i < 1000; i++) {
    var oNew = Object.create(p);
    oNew["s" + i] = i;
    oNew[s1] = "bow-wow";
    checkNonOwn(oNew);
  }
}
TestICs();
