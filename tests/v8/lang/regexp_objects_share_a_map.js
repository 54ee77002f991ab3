// Every RegExp object starts from one initial map with an own lastIndex.
const r1 = /a+/g, r2 = new RegExp("b", "i");
console.log(%HaveSameMap(r1, r2), %HasFastProperties(r1), Object.getOwnPropertyNames(r1));
r1.extra = 1;
console.log(%HaveSameMap(r1, r2), r1, String(r2), r2.flags, r1.source);
console.log(r1.test("caab"), r1.lastIndex, r1.test("caab"), r1.lastIndex);
console.log("2024-01-31".replace(/(\d+)-(\d+)-(\d+)/, "$3/$2/$1"), "a,b;c".split(/[,;]/));
console.log("x1y22z333".match(/\d+/g), /(?<year>\d{4})/.exec("in 1999").groups.year);
