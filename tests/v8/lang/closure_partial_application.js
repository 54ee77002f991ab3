// Partial application with closures vs bind: both give callable functions; maps differ.
const add = (a, b, c) => a + b + c;
const partial = (f, ...pre) => (...rest) => f(...pre, ...rest);
const add1 = partial(add, 1);
const add1b = add.bind(null, 1);
console.log(add1(2, 3), add1b(2, 3), add1b.name, add1b.length);
console.log(%HaveSameMap(add1, add), %HaveSameMap(add1b, add), typeof add1b);
