// Object.groupBy is not in Node 20; emulate grouping with reduce and check the groups' shapes.
const items = [{ t: 'a', v: 1 }, { t: 'b', v: 2 }, { t: 'a', v: 3 }];
const groups = items.reduce((g, it) => ((g[it.t] ??= []).push(it.v), g), {});
console.log(groups, typeof Object.groupBy, %HasFastProperties(groups));
groups.c = []; delete groups.a;
console.log(Object.keys(groups), %HasFastProperties(groups));
