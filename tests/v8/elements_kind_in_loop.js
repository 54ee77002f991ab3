// A loop of stores climbs once and stays.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [];
for (let i = 0; i < 10; i++) a.push(i);
console.log(k(a));
for (let i = 0; i < 10; i++) a[i] = i / 2;
console.log(k(a));
