// Translated from v8/test/mjsunit/regress/regress-crbug-605060.js by translate.py; see README.md.
// Copyright 2016 the V8 project authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.


Array.prototype.__defineGetter__('map', function(){});
Array.prototype.__defineGetter__('map', function(){});
Array.prototype.__defineGetter__('map', function(){});
console.log(%HasFastProperties(Array.prototype));
