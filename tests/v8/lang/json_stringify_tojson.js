// toJSON methods customise serialisation of class instances.
class Money {
  constructor(cents) { this.cents = cents; }
  toJSON() { return (this.cents / 100).toFixed(2); }
}
console.log(JSON.stringify({ price: new Money(1999), list: [new Money(5)] }));
console.log(%HasFastProperties(new Money(1)));
