// JSON.stringify with an array replacer and indentation.
const o = { id: 7, secret: 'x', name: 'n', nested: { id: 1, secret: 'y' } };
console.log(JSON.stringify(o, ['id', 'nested']));
console.log(JSON.stringify({ a: [1, 2], b: { c: 3 } }, null, 2));
console.log(JSON.stringify(o, (k, v) => (k === 'secret' ? undefined : v)));
const back = JSON.parse(JSON.stringify(o, ['id', 'nested']));
console.log(%HaveSameMap(back, back.nested), %HaveSameMap(back.nested, { id: 0 }), %HasFastProperties(back));
