// Arrow functions capture the enclosing `this`; function expressions do not.
const obj = {
  v: 42,
  viaArrow() { return [1].map(() => this.v)[0]; },
  viaFunction() { return [1].map(function () { return this === undefined ? 'undef' : typeof this; })[0]; },
};
console.log(obj.viaArrow(), obj.viaFunction());
console.log(%HasFastProperties(obj), %HaveSameMap(obj.viaArrow, obj.viaFunction), Object.keys(obj));
