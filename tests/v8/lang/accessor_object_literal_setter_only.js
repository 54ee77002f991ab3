// A setter-only property reads as undefined.
const sink = { log: [], set push(v) { this.log.push(v); } };
sink.push = 1; sink.push = 2;
console.log(sink.push, sink.log, Object.keys(sink));
console.log(%HasFastProperties(sink), typeof Object.getOwnPropertyDescriptor(sink, 'push').set);
