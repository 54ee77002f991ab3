// Storing to a frozen object in a strict function throws a TypeError; sloppy stores fail silently.
const cfg = Object.freeze({ mode: 'prod' });
function setStrict(o) { 'use strict'; o.mode = 'dev'; }
function setSloppy(o) { o.mode = 'dev'; }
try { setStrict(cfg); } catch (e) { console.log(e instanceof TypeError, e.message); }
setSloppy(cfg);
console.log(cfg.mode, %HasFastProperties(cfg));
