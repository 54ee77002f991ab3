// Named and keyed stores: index keys are ordered numerically no matter when they were added.
const o = {};
o.z = 1;
o[10] = 1;
o['4294967295'] = 1;
o[1] = 1;
o['-1'] = 1;
o.a = 1;
o['4294967294'] = 1;
o['01'] = 1;
const k = '0';
o[k] = 1;
console.log(JSON.stringify(Reflect.ownKeys(o)), %HasFastProperties(o));
