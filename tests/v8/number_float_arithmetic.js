// console.log prints numbers with JavaScript's shortest round-trip form.
console.log(0.1 + 0.2, 0.1 + 0.7, 1.1 + 2.2, 0.5 + 0.25);
const x = 3 + 0.14159;
console.log(x, x + x, 1 + -1, -1.5 + -1.5);
