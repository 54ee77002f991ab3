// Function.prototype is itself a function: it returns undefined, does not construct, and cannot be cloned.
console.log(typeof Function.prototype);
console.log(Function.prototype(), Function.prototype(1, 2));
console.log(Object.prototype.toString.call(Function.prototype), String(Function.prototype));
console.log(Function.prototype);
console.log([Function.prototype], { f: Function.prototype });
console.log(Function.prototype.name === '', Function.prototype.length, Function.prototype instanceof Function, Function.prototype instanceof Object);
try { new Function.prototype(); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Function.prototype.call.call(Function.prototype), Function.prototype.bind().name);
console.log(%HasFastProperties(Function.prototype));
try { structuredClone(Function.prototype); } catch (e) { console.log(e.name, e.message); }
console.log(JSON.stringify({ f: Function.prototype }), Object.keys(Function.prototype).length, typeof Object.getPrototypeOf(function () {}));
console.log(Function.prototype.apply(null, [1]), Function.prototype.call(), [1, 2].map(Function.prototype));
