// An element defined with non-default attributes needs dictionary elements.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, 2]; Object.defineProperty(a, 0, {value: 5, writable: false});
const b = [1, 2]; Object.defineProperty(b, 0, {value: 5});
const c = [1, 2]; Object.defineProperty(c, 5, {value: 5, writable: true, enumerable: true, configurable: true});
console.log(k(a), k(b), k(c));
