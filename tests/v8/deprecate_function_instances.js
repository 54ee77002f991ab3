// Instances of one constructor split by a double and rejoin when touched.
function F(a) { this.a = a; }
const list = [new F(1), new F(2), new F(3)];
const d = new F(0.5);
console.log(list.map(o => %HaveSameMap(o, d)).join());
list.forEach(o => o.a);
console.log(list.map(o => %HaveSameMap(o, d)).join());
