// Numbers at and beyond 1e21 print in exponent form; below 1e-6 too.
console.log(1e21, 1e20, 123456789012345680000, 1e-7, 0.000001, 1.5e-10);
console.log(1.7976931348623157e308, 5e-324, 2.5e+300, 1e300 + 1e300);
console.log(9007199254740992, 9007199254740993, 2e53, 4294967295 + 1);
