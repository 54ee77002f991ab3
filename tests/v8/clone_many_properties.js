// structuredClone of a 30-property fast literal: the clone is built by adds and stays fast (named-store limits).
const o = {f0: 0, f1: 1, f2: 2, f3: 3, f4: 4, f5: 5, f6: 6, f7: 7, f8: 8, f9: 9, f10: 10, f11: 11, f12: 12, f13: 13, f14: 14, f15: 15, f16: 16, f17: 17, f18: 18, f19: 19, f20: 20, f21: 21, f22: 22, f23: 23, f24: 24, f25: 25, f26: 26, f27: 27, f28: 28, f29: 29};
const c = structuredClone(o);
const s = {...o};
console.log(%HasFastProperties(o), %HasFastProperties(c), %HasFastProperties(s), %HaveSameMap(c, s));
