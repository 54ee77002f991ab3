// Reading an undeclared variable throws a ReferenceError.
const defined = {a: 1};
console.log(JSON.stringify(defined));
const copy = {...undefinedThing};
