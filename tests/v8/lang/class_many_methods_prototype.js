// A class with 30 methods: is its prototype still fast?
class Big {
  m0() { return 0; } m1() { return 1; } m2() { return 2; } m3() { return 3; } m4() { return 4; }
  m5() { return 5; } m6() { return 6; } m7() { return 7; } m8() { return 8; } m9() { return 9; }
  n0() { return 0; } n1() { return 1; } n2() { return 2; } n3() { return 3; } n4() { return 4; }
  n5() { return 5; } n6() { return 6; } n7() { return 7; } n8() { return 8; } n9() { return 9; }
  o0() { return 0; } o1() { return 1; } o2() { return 2; } o3() { return 3; } o4() { return 4; }
  o5() { return 5; } o6() { return 6; } o7() { return 7; } o8() { return 8; } o9() { return 9; }
}
console.log(%HasFastProperties(Big.prototype), Object.getOwnPropertyNames(Big.prototype).length);
const b = new Big();
console.log(b.o9() + b.m1(), %HasFastProperties(Big.prototype), %HasFastProperties(b));
