// A strict function has a different map from a sloppy one; two strict functions share.
function sloppy() { return 1; }
function strict1() { 'use strict'; return 2; }
function strict2() { 'use strict'; return 3; }
console.log(%HaveSameMap(sloppy, strict1), %HaveSameMap(strict1, strict2));
console.log(sloppy() + strict1() + strict2());
console.log(Object.getOwnPropertyNames(sloppy).sort().join(','));
console.log(Object.getOwnPropertyNames(strict1).sort().join(','));
