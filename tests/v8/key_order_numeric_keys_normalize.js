// Number keys are converted with ToString: 1.0 is '1', 1.5 is '1.5', -0 is '0', 1e21 is '1e+21'.
const o = {};
o[1.0] = 'a';
o[1.5] = 'b';
o[-0] = 'c';
o[1e21] = 'd';
o[-3] = 'e';
console.log(JSON.stringify(Reflect.ownKeys(o)), o[1], o['0'], o['1e+21']);
