// typeof for every kind of value, including undeclared identifiers.
const vals = [1, 'a', true, undefined, null, {}, [], () => 1, class {}, Symbol('s'), 10n, new Date(0)];
console.log(vals.map((v) => typeof v).join(' '), typeof notDeclared);
const o = {};
console.log(typeof o.missing, typeof typeof o, typeof null === 'object', typeof Math, typeof JSON.parse);
console.log(typeof new Number(1), typeof Number(1), typeof Object(Symbol()));
console.log(%HaveSameMap(vals[5], {}), %HaveSameMap(vals[6], []), %HaveSameMap(vals[7], () => 2));
