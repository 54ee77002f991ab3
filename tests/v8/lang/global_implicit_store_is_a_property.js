// A sloppy store to an undeclared name makes a property of the global object; the global
// proxy scripts see keeps its one fast map whatever the global object holds.
implicitX = 5;
console.log(globalThis.implicitX, typeof implicitX, implicitX);
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(globalThis, 'implicitX')));
console.log(Object.keys(globalThis).includes('implicitX'), 'implicitX' in globalThis, globalThis.hasOwnProperty('implicitX'));
implicitX = 6;
console.log(globalThis.implicitX);
globalThis.implicitX = 7;
console.log(implicitX);
console.log(delete globalThis.implicitX, typeof implicitX);
try { implicitX; } catch (e) { console.log(e.constructor.name, e.message); }
function f() { inner = 1; } f(); console.log(globalThis.inner, inner);
Object.defineProperty(globalThis, 'fixed', { value: 1, writable: false, configurable: true });
fixed = 2; console.log(fixed);
(function () { 'use strict'; try { fixed = 3; } catch (e) { console.log(e.constructor.name, e.message); } })();
(function () { 'use strict'; try { undeclaredStrict = 3; } catch (e) { console.log(e.constructor.name, e.message); } })();
for (var i = 0; i < 3; i++) counter = (typeof counter === 'number' ? counter : 0) + i;
console.log(counter, globalThis.counter);
const o = globalThis;
o.later = 'x';
later = later + 'y';
console.log(o.later, %HasFastProperties(globalThis));
globalThis.a = 1; globalThis.b = 2;
console.log(%HasFastProperties(globalThis));
delete globalThis.a;
console.log(%HasFastProperties(globalThis));
console.log(%HaveSameMap(globalThis, {}), %HaveSameMap(globalThis, globalThis));
for (let i = 0; i < 40; i++) globalThis['g' + i] = i;
console.log(%HasFastProperties(globalThis), Object.keys(globalThis).length > 40);
