// Translated from v8/test/mjsunit/arguments.js by translate.py; see README.md.
// Copyright 2011 the V8 project authors. All rights reserved.
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


function argc0() {
  return arguments.length;
}

function argc1(i) {
  return arguments.length;
}

function argc2(i, j) {
  return arguments.length;
}

console.log(argc0());
console.log(argc0(1));
console.log(argc0(1, 2));
console.log(argc0(1, 2, 3));
console.log(argc1());
console.log(argc1(1));
console.log(argc1(1, 2));
console.log(argc1(1, 2, 3));
console.log(argc2());
console.log(argc2(1));
console.log(argc2(1, 2));
console.log(argc2(1, 2, 3));

var index;

function argv0() {
  return arguments[index];
}

function argv1(i) {
  return arguments[index];
}

function argv2(i, j) {
  return arguments[index];
}

index = 0;
console.log(argv0(7));
console.log(argv0(7, 8));
console.log(argv0(7, 8, 9));
console.log(argv1(7));
console.log(argv1(7, 8));
console.log(argv1(7, 8, 9));
console.log(argv2(7));
console.log(argv2(7, 8));
console.log(argv2(7, 8, 9));

index = 1;
console.log(argv0(7, 8));
console.log(argv0(7, 8));
console.log(argv1(7, 8, 9));
console.log(argv1(7, 8, 9));
console.log(argv2(7, 8, 9));
console.log(argv2(7, 8, 9));

index = 2;
console.log(argv0(7, 8, 9));
console.log(argv1(7, 8, 9));
console.log(argv2(7, 8, 9));


// Test that calling a lazily compiled function with
// an unexpected number of arguments works.
function f(a) { return arguments.length; };
console.log(f(1, 2, 3));

function f1(x, y) {
  function g(a) {
    a[0] = "three";
    return a.length;
  }
  var l = g(arguments);
  y = 5;
  console.log(l);
  console.log(x);
  console.log(y);
}
f1(3, "five");


function f2() {
  if (arguments[0] > 0) {
    return arguments.callee(arguments[0] - 1) + arguments[0];
  }
  return 0;
}
console.log(f2(10));


function f3() {
  console.log(arguments.length);
}
f3();


function f4() {
  var arguments = 0;
  console.log(arguments.length);
}
f4();


function f5(x, y, z) {
  function g(a) {
    x = "two";
    y = "three";
    a[1] = "drei";
    a[2] = "fuenf";
  };

  g(arguments);
  console.log(x);
  console.log(y);
  console.log(z);
}
f5(2, 3, 5);


function f6(x, y) {
  x = "x";
  arguments[1] = "y";
  return [arguments.length, arguments[0], y, arguments[2]];
}

console.log(f6());
console.log(f6(1));
console.log(f6(9, 17));
console.log(f6(3, 5, 7));
console.log(f6("a", "b", "c", "d"));


function list_args(a) {
  console.log(typeof a.callee);
  var result = [];
  result.push(a.length);
  for (i = 0; i < a.length; i++) result.push(a[i]);
  return result;
}


function f7(x, y) {
  function g(p) {
    x = p;
  }
  g(y);
  return list_args(arguments);
}

console.log(f7());
console.log(f7(3));
console.log(f7(3, 5));
console.log(f7(3, 5, 7));

// Check out of bounds behavior.
function arg_get(x) { return arguments[x]; }
function arg_del(x) { return delete arguments[x]; }
function arg_set(x) { return (arguments[x] = 117); }
console.log(arg_get(0xFFFFFFFF));
console.log(arg_del(0xFFFFFFFF));
console.log(arg_set(0xFFFFFFFF));

(function() {
  function f(a) { return arguments; }
  var a = f(1,2,3);
  // Turn arguments into slow.
  console.log(%HasSloppyArgumentsElements(a));
  a[10000] = 1;
  console.log(%HasSloppyArgumentsElements(a));
  // Make it fast again by adding values.
  for (var i = 0; i < 1000; i++) {
    a[i] = 1.5;
  }
  console.log(%HasSloppyArgumentsElements(a));
})();

(function testDeleteArguments() {
  function f() { return arguments };
  var args = f(1, 2);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args.length);

  delete args[0];
  console.log(args[0]);
  console.log(args[1]);
  console.log(args.length);

  delete args[1];
  console.log(args[0]);
  console.log(args[1]);
  console.log(args.length);
})();

(function testDeleteFastSloppyArguments() {
  function f(a) { return arguments };
  var args = f(1, 2);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args.length);

  delete args[0];
  console.log(args[0]);
  console.log(args[1]);
  console.log(args.length);

  delete args[1];
  console.log(args[0]);
  console.log(args[1]);
  console.log(args.length);
})();

(function testDeleteSlowSloppyArguments() {
  var key = 10000;
  function f(a) {
    arguments[key] = key;
    return arguments
  };
  var args = f(1, 2);
  %HeapObjectVerify(args);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args[key]);
  console.log(args.length);

  delete args[0];
  %HeapObjectVerify(args);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args[key]);
  console.log(args.length);

  delete args[1];
  %HeapObjectVerify(args);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args[key]);
  console.log(args.length);

  delete args[key];
  %HeapObjectVerify(args);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args[key]);
  console.log(args.length);
})();

(function testDeleteSlowSloppyArguments2() {
  function f(a) {
    return arguments
  };
  var args = f(1, 2);
  %HeapObjectVerify(args);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args.length);

  delete args[1];
  %HeapObjectVerify(args);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args[2]);
  console.log(args.length);

  delete args[0];
  %HeapObjectVerify(args);
  console.log(args[0]);
  console.log(args[1]);
  console.log(args[2]);
  console.log(args.length);
})();

(function testSloppyArgumentProperties() {
  function f(a, b) { return arguments }
  let args = f(1, 2, 3, 4);
  %HeapObjectVerify(args);
  console.log(args.length);
  args.foo = "foo";
  %HeapObjectVerify(args);
  console.log(args.foo);
  console.log(args.length);

  delete args.foo;
  %HeapObjectVerify(args);
  console.log(args.foo);
  console.log(args.length);
})();


(function testSloppyArgumentsLengthMapChange() {
  function f(a) { return arguments };
  let args1 = f(1);
  let args2 = f(1,2);
  console.log(%HaveSameMap(args1, args2));
  args2.length = 12;
  console.log(%HaveSameMap(args1, args2));
  args2.length = "aa"
  console.log(%HaveSameMap(args1, args2));

  let args3 = f(1);
  let args4 = f(1,2);
  // Creating holes causes map transitions.
  console.log(%HaveSameMap(args1, args3));
  console.log(%HaveSameMap(args1, args4));
  delete args3[0];
  console.log(%HaveSameMap(args1, args3));
  delete args4[1];
  console.log(%HaveSameMap(args1, args4));
})();

(function testSloppyArgumentsLengthMapChange() {
  function f(a) { return arguments };
  let args1 = f(1);
  let args2 = f(1,2);
  console.log(%HaveSameMap(args1, args2));
  // Changing the length type doesn't causes a map transition.
  args2.length = 12;
  console.log(%HaveSameMap(args1, args2));
  args2.length = 12.0;
  console.log(%HaveSameMap(args1, args2));
  args2.length = "aa"
  console.log(%HaveSameMap(args1, args2));
})();


(function testArgumentsVerification() {
  (function f2(a,a) {
    %HeapObjectVerify(arguments);
  })(1,2);

  function f7(a,a,a,a,a,a,a) {
    %HeapObjectVerify(arguments);
  };
  f7(1,2,3,4,5,6);
  f7(1,2,3,4,5,6,7);
  f7(1,2,3,4,5,6,7,8);
})();
