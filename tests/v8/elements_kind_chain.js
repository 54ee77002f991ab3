// One array climbs the elements-kind lattice: Smis, a double, a string, a hole, then a far index makes its elements a dictionary; arrays born at each kind share its map.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o)].map(Number).join(''); }
const a = [1, 2, 3];
console.log(k(a));
a[0] = 1.5;
console.log(k(a), %HaveSameMap(a, [0.5]));
a[1] = 'two';
console.log(k(a), %HaveSameMap(a, ['x']));
a[5] = 6;
console.log(k(a), %HaveSameMap(a, ['x', , 'y']));
a[100000] = 7;
console.log(k(a));
