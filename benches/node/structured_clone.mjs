// Node 20's structuredClone on the four clone payloads (the same contents as
// src/clone/payloads.rs builds).
//
// Two modes:
//   node benches/node/structured_clone.mjs            prints ns per clone per payload
//   node benches/node/structured_clone.mjs --serve    reads "PAYLOAD ITERS" lines on stdin,
//       runs structuredClone ITERS times and answers with the elapsed nanoseconds
//       (what benches/clone.rs drives, so that criterion measures Node in the
//       same run as the engine).

import { createInterface } from "node:readline";

function payloads() {
  const leaves = ["red", "green", "blue", "amber"];
  const leaves24 = {};
  for (let i = 0; i < 24; i++) leaves24["f" + String(i).padStart(2, "0")] = leaves[i % 4];
  return {
    empty: {},
    flat16: {
      id: 1234, name: "alice", score: 98.5, city: "Paris", zip: "75001", age: 31, level: 7,
      tag: "beta", ratio: 0.25, country: "FR", lang: "fr", visits: 1024, plan: "pro",
      color: "blue", rank: 3, team: "core",
    },
    leaves24,
    session_entry: {
      id: 42,
      user: { id: 7, name: "ada", roles: ["admin", "dev"] },
      meta: { ts: 1700000000000, region: "eu-west-1", flags: { beta: true, tracing: false } },
      counters: { sent: 10, recv: 12 },
    },
  };
}

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
