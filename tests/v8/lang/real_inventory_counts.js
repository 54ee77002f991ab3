// Inventory counts updated with += on known keys: stays fast; an unknown SKU is added later.
const stock = { apple: 10, pear: 4, plum: 0 };
const twin = { apple: 0, pear: 0, plum: 0 };
const moves = [['apple', -3], ['plum', 5], ['pear', -4], ['apple', 1]];
for (const [sku, n] of moves) stock[sku] += n;
console.log(stock, %HaveSameMap(stock, twin));
stock.kiwi = 2;
console.log(%HasFastProperties(stock), %HaveSameMap(stock, twin));
