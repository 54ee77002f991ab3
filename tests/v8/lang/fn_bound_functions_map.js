// Bound functions have their own map family: two bound functions share, a bound and a plain one do not.
function greet(greeting, name) { return greeting + ', ' + this.title + ' ' + name; }
const ctx = { title: 'Dr' };
const hello = greet.bind(ctx, 'Hello');
const hi = greet.bind(ctx, 'Hi');
const arrowBound = ((x) => x).bind(null);
console.log(hello('Who'), hi('No'), hello.name, hello.length, 'prototype' in hello);
console.log(%HaveSameMap(hello, hi), %HaveSameMap(hello, greet), %HaveSameMap(hello, arrowBound), %HasFastProperties(hello));
