// Objects whose methods close over private variables: no private data in keys.
function makeAccount(owner) {
  let balance = 0;
  return { owner, deposit(n) { balance += n; return balance; }, get balance() { return balance; } };
}
const a = makeAccount('a'), b = makeAccount('b');
a.deposit(50);
console.log(a.balance, b.balance, Object.keys(a), %HaveSameMap(a, b), %HasFastProperties(a));
