// An own property shadowing a prototype property: maps and reads.
const proto = { color: 'red', size: 1 };
const a = Object.create(proto), b = Object.create(proto);
a.color = 'blue';
console.log(a.color, b.color, %HaveSameMap(a, b), Object.keys(a), Object.keys(b));
delete a.color;
console.log(a.color, %HasFastProperties(a), %HaveSameMap(a, b));
