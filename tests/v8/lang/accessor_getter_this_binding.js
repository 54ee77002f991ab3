// A prototype getter sees the receiver as `this`, including through Reflect.get with a receiver.
const proto = { get who() { return this.name; } };
const a = Object.create(proto); a.name = 'a';
console.log(a.who, Reflect.get(proto, 'who', { name: 'via receiver' }), proto.who);
console.log(%HasFastProperties(proto), %HasFastProperties(a), Object.keys(a));
