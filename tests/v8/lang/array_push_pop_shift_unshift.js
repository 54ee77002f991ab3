// push/pop/shift/unshift return values and the final contents; the array stays fast.
const a = [2, 3];
console.log(a.push(4, 5), a.pop(), a.unshift(0, 1), a.shift(), a);
console.log(%HasFastProperties(a), a.length);
const twin = [1, 2, 3, 4];
console.log(%HaveSameMap(a, twin), a.push(0.5), %HaveSameMap(a, twin));
