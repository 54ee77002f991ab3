// 20 instances: early and late instances, each given one more property; do they share maps?
function T() { this.a = 1; this.b = 2; }
const all = [];
for (let i = 0; i < 20; i++) all.push(new T());
all[0].c = 1;
all[19].c = 1;
all[10].c = 1;
console.log(%HaveSameMap(all[0], all[19]), %HaveSameMap(all[10], all[19]), %HaveSameMap(all[1], all[18]));
all[19].d = 2;
all[0].d = 2;
console.log(%HaveSameMap(all[0], all[19]), %HasFastProperties(all[19]));
