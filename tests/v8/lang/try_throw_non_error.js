// Throwing plain values and objects; catch binding is optional.
const caught = [];
for (const v of [1, 'str', { code: 7 }, null]) {
  try { throw v; } catch (e) { caught.push(e === null ? 'null' : typeof e); }
}
let ran = false;
try { throw 0; } catch { ran = true; }
console.log(caught, ran);
let thrown; try { throw { code: 7, msg: 'x' }; } catch (e) { thrown = e; }
console.log(thrown, %HaveSameMap(thrown, { code: 1, msg: 'y' }), %HasFastProperties(thrown));
