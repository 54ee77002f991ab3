// compose/pipe helpers built from closures.
const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);
const compose = (...fns) => (x) => fns.reduceRight((v, f) => f(v), x);
const inc = (x) => x + 1, dbl = (x) => x * 2;
console.log(pipe(inc, dbl)(3), compose(inc, dbl)(3), pipe()(7));
console.log(%HaveSameMap(pipe(inc), compose(dbl)));
