// 4294967294 is the largest array index and sorts with the indices; 4294967295 and above are ordinary string keys.
const o = {};
o['4294967296'] = 'c';
o['4294967295'] = 'b';
o['4294967294'] = 'a';
o['9007199254740993'] = 'd';
o[0] = 'z';
console.log(JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o), %HasFastProperties(o));
