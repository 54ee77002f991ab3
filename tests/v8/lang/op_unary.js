// Unary + - ! ~ void and delete results.
const o = { a: 1, b: 2 };
console.log(+'42', +'', +[], +{}, -'3', !!'', !!'0', ~~'7.9', void 0, typeof void 0);
console.log(delete o.b, delete o.zz, o, %HasFastProperties(o));
const arr = [1, 2, 3];
console.log(delete arr[1], arr, arr.length, 1 in arr);
