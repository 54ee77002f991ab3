// Optional chaining on missing properties, calls and computed keys.
const user = { profile: { name: 'ann', tags: ['a'] }, greet() { return 'hi'; } };
console.log(user?.profile?.name, user.settings?.theme, user.greet?.(), user.nope?.(), user.profile?.tags?.[0]);
const missing = null;
console.log(missing?.a.b.c, (missing?.a) ?? 'fallback');
console.log(%HasFastProperties(user), %HaveSameMap(user.profile, { name: 'x', tags: [] }));
