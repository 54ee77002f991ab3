// push takes the value's kind; pop keeps the array packed.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, 2];
a.push(3);
console.log(k(a));
a.push(0.5);
console.log(k(a));
a.pop(); a.pop(); a.pop();
console.log(k(a), a.length);
