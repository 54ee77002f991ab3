// Slack tracking: one instance, then an added property; a later instance gets the same added shape.
function T() { this.a = 1; this.b = 2; }
const t1 = new T();
t1.extra = 3;
const t2 = new T();
t2.extra = 4;
console.log(%HaveSameMap(t1, t2), %HasFastProperties(t1), t1, t2);
