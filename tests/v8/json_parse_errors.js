// JSON.parse refuses malformed text with V8's SyntaxError: each fault has its
// own message and the position in UTF-16 code units; a character that cannot
// start or continue a value is named by its token (the end of the text, a
// number, a string, or the character with up to ten characters of context on
// each side). Node 22 and 24 add the line and column, counting \r\n, \r and \n
// as line ends. Numbers follow JSON's grammar: no leading zero, digits after a
// minus sign, a point and an exponent.
const cases = [
  '[1 2]', '{"a":1 "b":2}', '{"a" 1}', '{a:1}', '{"a":1,}', '[1,]', '{"a":}',
  '[,1]', '{,}', '[1', '{"a":1', '{"a"', '', ' ', '[', ' [', '{',
  '"abc', '"a\u0001b"', '"\\x"', '"\\é"', '"\\u12G4"', '"\\u12', '"\\',
  '-', '-a', '[-]', '1.', '1.e5', '01', '-01', '00', '1e', '1e+', '.5', '+1',
  '1 2', '[1] x', '{"a":1}}', '"abc"d', '"a"é',
  'tru', 'tru2', 'nul', 'nulL', 'fals', 'True', 'undefined', 'NaN', 'Infinity',
  '-Infinity', '[object Object]', '€', '😀x', '["😀😀", x]',
  'x'.repeat(20), 'x'.repeat(21), '[' + 'x'.repeat(30),
  '[1,2,3,4,5,6,7,8,9,x,1,2,3,4,5,6,7,8,9,10]',
  '[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,x]',
  '{"key": "value", "another": tru}',
  '\n\n  [1,\n 2 x]', '\r\n[1 x]', '\r[1\r\n\n x]',
];
for (const c of cases) {
  try {
    console.log(JSON.stringify(c), '->', JSON.stringify(JSON.parse(c)));
  } catch (e) {
    console.log(JSON.stringify(c), e.name + ': ' + e.message);
  }
}
for (const v of [{}, undefined, NaN, Infinity]) {
  try { JSON.parse(v); } catch (e) { console.log(e.name + ': ' + e.message); }
}
// What parses: numbers at the grammar's edges, escapes, whitespace.
console.log(JSON.stringify(JSON.parse('[1e400, -0, 0.1, 1E2, 5e-324, -0.0e+0, 10]')));
console.log(Object.is(JSON.parse('-0'), -0), JSON.parse('\t\n\r 7 \t'));
console.log(JSON.parse('"\\u00e9\\uD83D\\uDE00\\"\\\\\\/\\b\\f\\n\\r\\t"').length);
