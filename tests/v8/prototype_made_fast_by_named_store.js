// A named store through an object whose prototype is in dictionary mode makes the
// prototype fast again (V8's MakePrototypesFast on the StoreIC miss), and a delete
// keeps it fast (ReoptimizeIfPrototype).
const proto = {}; proto.a = 1; proto.b = 2;
const receiver = Object.create(proto);
console.log(%HasFastProperties(proto));
receiver.x = 0;
console.log(%HasFastProperties(proto), receiver.b);
delete proto.a;
console.log(%HasFastProperties(proto), receiver.b);
proto.c = 3;
console.log(%HasFastProperties(proto), receiver.b, receiver.c);
