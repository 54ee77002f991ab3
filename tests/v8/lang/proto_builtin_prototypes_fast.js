// Built-in prototypes: which ones does V8 keep in fast mode?
console.log(%HasFastProperties(Object.prototype), %HasFastProperties(Array.prototype));
console.log(%HasFastProperties(Function.prototype), %HasFastProperties(String.prototype));
console.log(%HasFastProperties(Math), %HasFastProperties(JSON), %HasFastProperties(Reflect));
console.log(%HaveSameMap(Array.prototype, Object.prototype), %HasFastProperties(Error.prototype));
