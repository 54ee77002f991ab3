// map, slice, splice and concat keep holes as holes; filter keeps its source's
// holeyness; flat and flatMap build on new Array(0), so their results are holey.
var h = [1, , 3];
var r = {map: h.map(x => x), slice: h.slice(0), splice: h.slice().splice(0, 3), concat: h.concat([4, , 6]), filter: h.filter(x => true), concatArgHole: [1].concat([, 2])};
for (const k in r) { const a = r[k]; console.log(k, a.length, 1 in a, %HasHoleyElements(a), %HasSmiElements(a), JSON.stringify(a)); }
console.log(%HaveSameMap(h.map(x => x), h.slice(0)));
var d = [1.5, , 2.5]; console.log(%HasDoubleElements(d.slice(0)), %HasHoleyElements(d.slice(0)), %HasDoubleElements(d.map(x=>x)));
var p = [1, 2, 3]; console.log(%HasHoleyElements(p.map(x => x)), %HasHoleyElements(p.slice(1)), %HasHoleyElements(p.splice(0, 1)), %HasHoleyElements(p.concat([1])));
console.log(%HasHoleyElements([1,2,3].filter(x=>true)), %HasHoleyElements([1,2,3].filter(x=>false)), %HasHoleyElements([].filter(x=>true)));
console.log(%HasHoleyElements([1.5,2].filter(x=>true)), %HasDoubleElements([1.5,2].filter(x=>true)));
console.log(%HasHoleyElements(['a'].filter(x=>true)));
console.log(%HasHoleyElements([1,2].map(x=>'s')), %HasHoleyElements([1,,2].map(x=>'s')), %HasObjectElements([1,,2].map(x=>'s')));
console.log(%HasHoleyElements([1,2,3].slice()), %HasHoleyElements([1,2,3].slice(5)), %HasHoleyElements([].concat([])));
var f = [[1],[2]].flat(); var l = [1,2];
console.log(%HaveSameMap(f, l), %HasSmiElements(f), %HasHoleyElements(f), %HasObjectElements(f), %HasDoubleElements(f));
var e = []; e.push(1); e.push(2);
console.log(%HaveSameMap(f, e), %HaveSameMap(l, e), %HasHoleyElements(e));
var m = [1,2].map(x => x);
console.log(%HaveSameMap(f, m), %HasHoleyElements(m), %HaveSameMap(l, m));
var fl = [[1.5],[2]].flat(); console.log(%HasDoubleElements(fl), %HasHoleyElements(fl));
var fo = [['a'],[2]].flat(); console.log(%HasObjectElements(fo), %HasHoleyElements(fo));
var fm = [1,[2]].flatMap(x => x); console.log(%HaveSameMap(fm, f), %HasHoleyElements(fm));
var c = [1].concat([2]); console.log(%HaveSameMap(c, l), %HasHoleyElements(c));
var s = [1,2,3].slice(1); console.log(%HaveSameMap(s, l), %HasHoleyElements(s));
var fi = [1,2,3].filter(x => x > 1); console.log(%HaveSameMap(fi, l), %HasHoleyElements(fi));
var af = Array.from([1,2]); console.log(%HaveSameMap(af, l), %HasHoleyElements(af));
var ao = Array.of(1,2); console.log(%HaveSameMap(ao, l), %HasHoleyElements(ao));
