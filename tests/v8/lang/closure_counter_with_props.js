// Functions with properties attached in a factory: all results share one map.
function makeTagged(tag) { const f = () => tag; f.tag = tag; f.created = 1; return f; }
const a = makeTagged('a'), b = makeTagged('b');
console.log(a(), b.tag, %HaveSameMap(a, b), %HasFastProperties(a), Object.keys(a));
const bare = () => 'z';
console.log(%HaveSameMap(a, bare), bare.name, a.name);
