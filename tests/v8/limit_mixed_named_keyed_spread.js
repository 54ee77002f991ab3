// A spread copy of a 25-key dictionary is fast with a full property array: a keyed add normalizes it, unless a named add made room first.
const src = {};
for (let i = 0; i < 25; i++) src['s' + i] = i;
const copy = {...src};
const copy2 = {...src};
console.log(%HasFastProperties(src), %HasFastProperties(copy), %HaveSameMap(copy, copy2));
const K = 'keyed';
copy[K] = 1;
copy2.named = 1;
copy2[K] = 1;
console.log(%HasFastProperties(copy), %HasFastProperties(copy2), JSON.stringify(Reflect.ownKeys(copy2)));
