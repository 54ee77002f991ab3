// Private fields do not show in keys or JSON; instances still share a map.
class Account {
  #balance = 0;
  owner;
  constructor(owner) { this.owner = owner; }
  deposit(n) { this.#balance += n; return this.#balance; }
  static isAccount(o) { return #balance in o; }
}
const a = new Account('ann'), b = new Account('bob');
a.deposit(10);
console.log(a.deposit(5), Object.keys(a), JSON.stringify(b), Account.isAccount(a), Account.isAccount({}));
console.log(%HaveSameMap(a, b), %HasFastProperties(a));
