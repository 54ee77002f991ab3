// V8 keeps Object.prototype fast: adds and a delete of the last property roll back.
Object.prototype.a = 1;
Object.prototype.b = 2;
console.log(%HasFastProperties(Object.prototype));
delete Object.prototype.b;
console.log(%HasFastProperties(Object.prototype), ({}).a, ({}).b);
