// Integer-like keys in JSON become elements: key order and map.
const o = JSON.parse('{"b":1,"2":"two","a":2,"0":"zero"}');
console.log(Object.keys(o), %HasFastProperties(o));
const p = JSON.parse('{"b":9,"a":8}');
console.log(%HaveSameMap(o, p));
