// structuredClone gives every array HOLEY_ELEMENTS, as V8's deserializer does.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k(structuredClone([1, 2])), k(structuredClone([1.5])), k(structuredClone([])));
const sparse = []; sparse[100] = 1;
console.log(k(structuredClone(sparse)), k(structuredClone(['x', 1])), k(structuredClone({0: 1})));
