// Number parsing and formatting.
console.log(Number('12px'), parseInt('12px'), parseFloat('3.5e2x'), Number(''), Number(' 7 '));
console.log((1234.5678).toFixed(2), (255).toString(16), (0.1 + 0.2).toPrecision(3), Number.isInteger(5.0));
console.log(Number.MAX_SAFE_INTEGER, Number.isNaN('x'), isNaN('x'), Number.EPSILON > 0, (1e21).toString());
console.log(Number.parseFloat === parseFloat, (25).toString(36), (-7.25).toFixed(1), Number('0x1f'), Number('1_000'));
const boxed = new Number(5); boxed.unit = 'kg';
console.log(boxed + 1, boxed.unit, %HasFastProperties(boxed), %HaveSameMap(new Number(1), new Number(2)));
