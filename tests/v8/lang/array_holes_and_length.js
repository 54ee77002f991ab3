// Writing far past the end makes a holey (or dictionary) array; setting length truncates.
const a = [1, 2, 3];
a[10] = 11;
console.log(a.length, a, %HasFastProperties(a));
const big = [1];
big[100000] = 2;
console.log(big.length, Object.keys(big));
a.length = 2;
console.log(a, a.length);
