// Error subclasses: name, message, instanceof, and the shape of error objects.
const errs = [new Error('e'), new TypeError('t'), new RangeError('r'), new SyntaxError('s'), new ReferenceError('f')];
console.log(errs.map((e) => e.name + ':' + e.message).join(' '));
console.log(errs.every((e) => e instanceof Error), errs[1] instanceof RangeError, String(errs[2]));
console.log(Object.keys(errs[0]), Object.getOwnPropertyNames(errs[0]).sort().join(','));
const withCause = new Error('outer', { cause: 'inner' });
console.log(withCause.cause, Object.getOwnPropertyNames(withCause).sort().join(','));
console.log(%HaveSameMap(errs[1], new TypeError('other')), %HaveSameMap(errs[0], errs[1]), %HaveSameMap(withCause, errs[0]), %HasFastProperties(withCause));
