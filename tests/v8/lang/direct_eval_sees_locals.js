// A direct eval sees the caller's variables; its sloppy vars join the
// function's scope, and objects it builds get the same maps.
function make(n) {
  const base = 10;
  eval("var made = { x: base + n, y: 2 }");
  return made;
}
const a = make(1), b = make(2);
console.log(a, b, %HaveSameMap(a, b), typeof made);
function counter() {
  let count = 0;
  const bump = eval("(function () { return ++count; })");
  bump(); bump();
  return count;
}
console.log(counter(), (0, eval)("typeof base"));
