// switch with fallthrough and default builds differently shaped objects per case.
function make(kind) {
  const o = { kind };
  switch (kind) {
    case 'circle': o.r = 1; break;
    case 'square':
    case 'rect': o.w = 2; o.h = 2; break;
    default: o.unknown = true;
  }
  return o;
}
const c = make('circle'), s = make('square'), r = make('rect'), x = make('blob');
console.log(c, s, x);
console.log(%HaveSameMap(s, r), %HaveSameMap(c, s), %HaveSameMap(c, make('circle')));
