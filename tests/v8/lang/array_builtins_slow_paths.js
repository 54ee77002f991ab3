// Built-ins on array-likes and strings take V8's slow paths (holey results), read
// a string's characters as its elements; concat joins its parts' kinds when all
// are arrays, else makes PACKED_DOUBLE or HOLEY_ELEMENTS.
const a = new Array(3); for (let i = 0; i < 3; i++) a[i] = i;
const p = [1, 2, 3];
const h = [1, , 3];
console.log(%HasHoleyElements(a), %HasHoleyElements(a.slice(1)), %HasHoleyElements(a.slice().splice(0, 2)), %HasHoleyElements(a.concat([4])), %HasHoleyElements(p.concat(a)), %HasHoleyElements(p.concat(h)), %HasHoleyElements(a.map(x => x)), %HasHoleyElements(a.filter(x => true)));
console.log(%HasHoleyElements(p.concat(1, 2)), %HasHoleyElements(a.concat(1)), %HasHoleyElements([1.5].concat(a)), %HasDoubleElements([1.5].concat(a)));
console.log(JSON.stringify(Array.prototype.slice.call('abc')), JSON.stringify(Array.prototype.flatMap.call('ab', x => [x, x])), JSON.stringify(Array.prototype.map.call('ab', x => x + 1)), JSON.stringify(Array.prototype.filter.call('ab', x => true)));
const al2 = {length: 2, 0: 1, 1: 2};
const AP = Array.prototype;
console.log(%HasHoleyElements(AP.slice.call(al2)), %HasHoleyElements(AP.map.call(al2, x => x)), %HasHoleyElements(AP.filter.call(al2, x => true)), %HasHoleyElements(AP.splice.call({length: 2, 0: 1, 1: 2}, 0, 1)), %HasHoleyElements(AP.concat.call(al2, [1])), %HasHoleyElements(AP.flat.call(al2)));
console.log(%HasHoleyElements(AP.slice.call('ab')), %HasHoleyElements(AP.map.call('ab', x => x)), %HasHoleyElements(AP.filter.call('ab', x => true)));
console.log(%HasHoleyElements(['x'].concat(1)), %HasHoleyElements([1.5].concat(2)), %HasHoleyElements([].concat(1)), %HasHoleyElements([1].concat([2], [3])), %HasHoleyElements([1].concat()));
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o)].map(Number).join(''); }
console.log(k([1,2].concat(1, 2)), k(['x'].concat(1)), k([1.5].concat(2)), k([1.5].concat(2.5)), k([1].concat(2.5)), k([1.5].concat('x')), k([1].concat({})), k([1.5, , 2].concat(1)), k([1].concat([1.5])), k([1].concat(['a'])), k([1,,2].concat([1])));
