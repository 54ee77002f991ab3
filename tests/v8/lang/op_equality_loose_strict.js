// == vs === across types.
console.log(0 == '', 0 === '', null == undefined, null === undefined, '1' == 1, [1] == 1, [] == false);
console.log(NaN == NaN, ({}) == '[object Object]', null == 0, undefined == 0, '0' == false, 'a' === 'a');
const o = { x: 1 };
console.log(o == { x: 1 }, o === o, %HaveSameMap(o, { x: 1 }));
