// The gap is measured from the current length in the model and from capacity in V8: a store 1000 past a 10-element array stays fast.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
a[1010] = 1;
console.log(k(a));
