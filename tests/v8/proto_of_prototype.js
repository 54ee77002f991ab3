// The prototype of a prototype: mid.m = 2 made top fast; mid is dictionary until a named store on the leaf makes the chain fast.
const top = {t: 1};
const mid = Object.create(top);
mid.m = 2;
const leaf = Object.create(mid);
console.log(%HasFastProperties(top), %HasFastProperties(mid), %HasFastProperties(leaf));
leaf.l = 3;
console.log(%HasFastProperties(top), %HasFastProperties(mid), %HasFastProperties(leaf));
console.log(leaf.t, leaf.m, leaf.l);
