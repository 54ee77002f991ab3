// A null-prototype literal with many keys is a dictionary that keeps insertion order; adds and deletes keep it so.
const a = {__proto__: null, k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9};
a.extra = 'e';
delete a.k0;
a.k0 = 'again';
console.log(%HasFastProperties(a), JSON.stringify(Reflect.ownKeys(a)));
console.log(JSON.stringify(a));
