// instanceof asks the right-hand side's [Symbol.hasInstance]: a class's own
// static method decides, a non-callable one throws; without one, the
// built-in walks the prototype chain. Right-hand sides that are not objects
// or not callable throw V8's messages.
const show = (label, f) => { try { console.log(label, f()); } catch (e) { console.log(label, 'threw', e.constructor.name, e.message); } };
class Even { static [Symbol.hasInstance](x) { return x % 2 === 0; } }
show('static method', () => [2 instanceof Even, 3 instanceof Even]);
show('plain object with one', () => [] instanceof { [Symbol.hasInstance]: () => 'yes' });
show('not callable', () => [] instanceof { [Symbol.hasInstance]: 5 });
show('undefined falls back', () => { function F() {} F[Symbol.hasInstance] = undefined; return new F() instanceof F; });
show('number on the right', () => 1 instanceof 2);
show('object on the right', () => ({}) instanceof {});
show('inherited from a base class', () => { class Sub extends Even {} return [4 instanceof Sub, 5 instanceof Sub]; });
show('receiver is the class', () => { let seen; class C { static [Symbol.hasInstance](x) { seen = this; return true; } } return [null instanceof C, seen === C]; });
show('bound', () => { function F() {} const B = F.bind(null); return [new F() instanceof B, {} instanceof B]; });
show('ordinary', () => [[] instanceof Array, [] instanceof Object, Object.create(null) instanceof Object]);
