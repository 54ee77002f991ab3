// Objects with toString/valueOf in arithmetic and template contexts.
const money = { cents: 250, valueOf() { return this.cents; }, toString() { return '$2.50'; } };
console.log(money + 50, `${money}`, String(money), money * 2, money > 200, [money].join());
console.log(%HasFastProperties(money));
const plain = { a: 1 };
console.log(plain + '', `${[1, [2, 3]]}`, String(null), String([null]), %HaveSameMap(money, plain));
