// Methods in literals are ordinary enumerable data properties holding functions; JSON.stringify skips them.
const a = {m() {}, x: 1};
const b = {m() {}, x: 2};
const c = {m: function () {}, x: 3};
const d = {m: () => {}, x: 4};
console.log(%HasFastProperties(a), %HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(a, d));
console.log(JSON.stringify(a), JSON.stringify(Object.keys(a)), JSON.stringify(Reflect.ownKeys(d)));
