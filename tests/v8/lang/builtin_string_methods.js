// Common String methods.
const s = '  Hello, World  ';
console.log(s.trim(), s.trimStart().length, s.toUpperCase(), s.indexOf('o'), s.includes('World'));
console.log('a-b-c'.split('-'), 'abc'.padStart(5, '*'), 'ab'.repeat(3), 'Hello'.at(-1), 'x,y'.replace(',', ';'));
console.log('aXbXc'.replaceAll('X', '_'), 'abcdef'.slice(2, -1), 'abc'.charCodeAt(1), 'z'.localeCompare('a'));
const w1 = new String('ab'), w2 = new String('abcd');
console.log(w1.length, Object.keys(w2).length, %HaveSameMap(w1, w2), %HasFastProperties(w2));
