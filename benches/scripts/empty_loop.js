// An empty loop of 10,000,000 iterations: the interpreter's own overhead.
let i = 0;
for (i = 0; i < 10000000; i++) {}
console.log(i);
