// Translated from v8/test/mjsunit/regress/regress-crbug-827013.js by translate.py; see README.md.
// Copyright 2018 the V8 project authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.


(function Test() {
  var f = () => 42;
  function modify_f() {
    delete f.length;
    delete f.name;

    var g = Object.create(f);
    for (var i = 0; i < 5; i++) {
      g.dummy;
    }
  }
  %EnsureFeedbackVectorForFunction(f);
  console.log(%HasFastProperties(f));

  var h = f.bind(this);
})();
