// Slack tracking completes around the 7th-8th construction: compare shapes across the boundary.
function T() { this.a = 1; this.b = 2; }
const all = [];
for (let i = 0; i < 8; i++) all.push(new T());
const late = new T();
console.log(%HaveSameMap(all[0], late), %HaveSameMap(all[7], late));
all[0].c = 3;
all[7].c = 3;
late.c = 3;
console.log(%HaveSameMap(all[0], all[7]), %HaveSameMap(all[0], late), %HaveSameMap(all[7], late));
console.log(%HasFastProperties(late), late);
