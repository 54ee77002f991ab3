// AggregateError (in Node since 15): errors first, then message and options;
// message, cause, then an own non-enumerable errors array; its maps as V8's.
const e = new AggregateError([1, 2], 'm', { cause: 'c' });
console.log(%HaveSameMap(e, new AggregateError([], 'x', { cause: 1 })), %HaveSameMap(e, new AggregateError([])), %HasFastProperties(e));
console.log(%HaveSameMap(new AggregateError([]), new AggregateError([], undefined)), %HaveSameMap(new AggregateError([], 'a'), new Error('a')));
class MyAgg extends AggregateError { constructor(e) { super(e, 'mine'); this.extra = 1; } }
const m = new MyAgg([new Error('x')]);
console.log(m instanceof AggregateError, m.name, m.message, m.errors.length, Object.keys(m), %HasFastProperties(m));
console.log(Object.prototype.toString.call(e), String(e), e.errors === e.errors, Array.isArray(e.errors));
console.log(AggregateError.prototype.name, AggregateError.length, AggregateError.name, Object.getPrototypeOf(AggregateError.prototype) === Error.prototype);
try { [1].map(e); } catch (x) { console.log(x.message); }
console.log(Object.getOwnPropertyNames(e), e.name, e.message, e.errors, e.cause, e instanceof Error, Object.getPrototypeOf(AggregateError) === Error);
const f = AggregateError([3]);
console.log(Object.getOwnPropertyNames(f), String(f), f.errors.length, Array.isArray(f.errors));
try { new AggregateError(5); } catch (x) { console.log(x.constructor.name, x.message); }
console.log(Object.getOwnPropertyDescriptor(e, 'errors'));
console.log(AggregateError.prototype.name, AggregateError.length, AggregateError.name, String(new AggregateError(new Set([1]))));
