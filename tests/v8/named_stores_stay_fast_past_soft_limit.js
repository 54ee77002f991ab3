const o = {};
o.a0 = 0; o.a1 = 1; o.a2 = 2; o.a3 = 3; o.a4 = 4; o.a5 = 5; o.a6 = 6; o.a7 = 7; o.a8 = 8; o.a9 = 9;
o.b0 = 0; o.b1 = 1; o.b2 = 2; o.b3 = 3; o.b4 = 4; o.b5 = 5; o.b6 = 6; o.b7 = 7; o.b8 = 8; o.b9 = 9;
o.c0 = 0; o.c1 = 1; o.c2 = 2; o.c3 = 3; o.c4 = 4; o.c5 = 5; o.c6 = 6; o.c7 = 7; o.c8 = 8; o.c9 = 9;
console.log(%HasFastProperties(o));
