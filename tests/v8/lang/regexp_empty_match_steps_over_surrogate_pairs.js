// An empty match steps over a whole surrogate pair under the u flag (AdvanceStringIndex).
console.log("😀😀".match(/(?:)/gu).length, [..."😀😀".matchAll(/(?:)/gu)].map((m) => m.index), "😀😀".replace(/(?:)/gu, "-"), "😀😀".match(/(?:)/g).length);
console.log("😀😀".split(/(?:)/u), "😀😀".split(/(?:)/).length, "a😀b".split(/(?:)/u), "😀x😀".replace(/x*/gu, "_"), "😀x😀".replaceAll(/x*/gu, "_"));
console.log("😀😀".match(/(?:)/gv).length, "a😀".split(/(?=)/u), [..."😀a".matchAll(/a*?/gu)].map((m) => m.index));
