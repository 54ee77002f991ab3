// Arrays list their indices, then length, then other own keys in insertion order.
const arr = ['a', 'b'];
arr.extra = 1;
arr[5] = 'f';
arr['-1'] = 'neg';
console.log(JSON.stringify(Reflect.ownKeys(arr)), JSON.stringify(Object.keys(arr)), JSON.stringify(arr));
