// finally runs after return; a return in finally overrides the try's return.
const log = [];
function f() { try { log.push('try'); return 'from try'; } finally { log.push('finally'); } }
function g() { try { throw new Error('x'); } catch (e) { return 'catch'; } finally { return 'finally wins'; } }
console.log(f(), g(), log.join('>'));
const r1 = (() => { try { return { ok: 1 }; } finally { log.push('f2'); } })();
console.log(r1, %HaveSameMap(r1, { ok: 2 }), log.length);
