// JSON.stringify of 1000 nested objects: V8's bound is its stack (about 10,000 levels in Node 20), the model's MAX_JSON_DEPTH (1,500), so both stringify it.
let o = {};
for (let i = 0; i < 1000; i++) o = {o};
console.log(JSON.stringify(o) === undefined);
