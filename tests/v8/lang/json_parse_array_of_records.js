// Records in a parsed array share a map; a record with an extra key gets another one.
const arr = JSON.parse('[{"a":1,"b":2},{"a":3,"b":4},{"a":5,"b":6,"c":7}]');
console.log(%HaveSameMap(arr[0], arr[1]), %HaveSameMap(arr[0], arr[2]), arr.length);
console.log(Array.isArray(arr), %HasFastProperties(arr[2]));
arr[1].c = 8;
console.log(%HaveSameMap(arr[1], arr[2]), JSON.stringify(arr));
