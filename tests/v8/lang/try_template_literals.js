// Template literals with expressions, nesting, and a tag function.
const user = { name: 'Ann', items: 3 };
const msg = `${user.name} has ${user.items} item${user.items === 1 ? '' : 's'}`;
function tag(strings, ...vals) { return strings.raw.join('|') + ' / ' + vals.join(','); }
console.log(msg, tag`a${1}b${2}c`, `line1\nline2`.split('\n').length, `${[1, 2]}${{}}`);
const card = { title: `${user.name}`, body: `${user.items}` };
console.log(card, %HaveSameMap(card, { title: 'x', body: 'y' }));
