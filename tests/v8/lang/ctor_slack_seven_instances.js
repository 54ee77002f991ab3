// Slack tracking after 7 constructions: adding a property to the first and the last.
function T() { this.a = 1; this.b = 2; }
const all = [];
for (let i = 0; i < 7; i++) all.push(new T());
all[0].c = 3;
all[6].c = 3;
console.log(%HaveSameMap(all[0], all[6]), %HaveSameMap(all[1], all[5]), %HaveSameMap(all[0], all[1]));
console.log(%HasFastProperties(all[0]));
