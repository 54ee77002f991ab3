// String concatenation uses Number::toString: 'k' + 1.5, 'x' + -0, 'e' + 1e21, 'n' + null.
console.log('k' + 1.5, 'x' + -0, 'e' + 1e21, 'n' + null, 'u' + undefined, 't' + true);
console.log(1 + '2', 1 + 2 + '3', '1' + 2 + 3, 'small' + 1e-7, 'big' + 123456789012345680000);
