// Node 20's structuredClone on the four clone payloads (the same contents as
// cli/src/payloads.rs builds).
//
// Two modes:
//   node benches/node/structured_clone.mjs            prints ns per clone per payload
//   node benches/node/structured_clone.mjs --serve    reads "PAYLOAD ITERS" lines on stdin,
//       runs structuredClone ITERS times and answers with the elapsed nanoseconds
//       (what benches/clone.rs drives, so that criterion measures Node in the
//       same run as the engine).

import { createInterface } from "node:readline";
import { payloads } from "./payloads.mjs";

const all = payloads();
let sink = 0;

function run(name, iters) {
  const p = all[name];
  const t = process.hrtime.bigint();
  for (let i = 0; i < iters; i++) sink ^= structuredClone(p) === p ? 1 : 0;
  return process.hrtime.bigint() - t;
}

if (process.argv.includes("--serve")) {
  const rl = createInterface({ input: process.stdin });
  rl.on("line", (line) => {
    const [name, n] = line.trim().split(/\s+/);
    if (!(name in all)) {
      process.stdout.write(`error unknown payload ${name}\n`);
      return;
    }
    process.stdout.write(`${run(name, Number(n))}\n`);
  });
} else {
  for (const name of Object.keys(all)) {
    run(name, 200000);
    const runs = [];
    for (let r = 0; r < 7; r++) runs.push(Number(run(name, 100000)) / 100000);
    runs.sort((a, b) => a - b);
    console.log(`${name}\t${runs[3].toFixed(0)} ns`);
  }
}
