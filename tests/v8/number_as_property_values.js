// Number values read back from properties print the same way; integer-valued doubles print as integers.
const o = {};
o.a = 2.0;
o.b = 1e21;
o.c = -0;
console.log(o.a, o.b, o.c, JSON.stringify(o), %HasFastProperties(o));
