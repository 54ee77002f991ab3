// `let` in a for loop gives each closure its own binding; `var` shares one.
const withLet = [], withVar = [];
for (let i = 0; i < 3; i++) withLet.push(() => i);
for (var j = 0; j < 3; j++) withVar.push(() => j);
console.log(withLet.map((f) => f()), withVar.map((f) => f()));
console.log(%HaveSameMap(withLet[0], withVar[0]));
