// freeze, seal and preventExtensions give arrays their own elements kinds, not dictionaries.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k(Object.freeze([1, 2])), k(Object.seal([1, , 2])), k(Object.preventExtensions([1, 2])));
console.log(k(Object.freeze([])), k(Object.freeze({0: 1, a: 1})), k(Object.freeze([1.5])));
