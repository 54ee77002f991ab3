// Catching, wrapping with cause, and reading the chain.
function parse(s) { try { return JSON.parse(s); } catch (e) { throw new Error('bad config', { cause: e }); } }
try { parse('{'); } catch (e) {
  console.log(e.message, e.cause instanceof SyntaxError, e.cause.name);
}
console.log(parse('{"ok":true}'));
let w1, w2; try { parse('x'); } catch (e) { w1 = e; } try { parse('['); } catch (e) { w2 = e; }
console.log(%HaveSameMap(w1, w2), %HaveSameMap(w1, new Error('plain')), Object.getOwnPropertyNames(w1).sort().join(','));
