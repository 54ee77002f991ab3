// JSON.stringify nests as deep as V8's stack allows (about 10,000 plain objects
// in Node 20); the interpreter stops at MAX_JSON_DEPTH (256) with V8's RangeError.
let o = {};
for (let i = 0; i < 1000; i++) o = {o};
console.log(JSON.stringify(o) === undefined);
