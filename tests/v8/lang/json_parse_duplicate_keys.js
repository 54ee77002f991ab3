// Duplicate keys in JSON: the last value wins and the key keeps its first position.
const o = JSON.parse('{"a":1,"b":2,"a":3}');
console.log(o, Object.keys(o), %HasFastProperties(o));
console.log(%HaveSameMap(o, JSON.parse('{"a":0,"b":0}')));
const twice = JSON.parse('{"a":0,"b":0}');
console.log(%HaveSameMap(twice, JSON.parse('{"a":1,"b":2}')));
