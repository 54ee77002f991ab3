// Node 20 as a peer: the work benches/peers.rs measures on shapeshift and Boa,
// done by Node on the same inputs and counts.
//
//   node benches/node/peers.mjs            prints each figure once (a quick look)
//   node benches/node/peers.mjs --serve    reads "TASK ARG ITERS" lines on stdin,
//       runs the task ITERS times and answers with the elapsed nanoseconds
//       (what benches/peers.rs drives, so criterion measures Node in the same
//       run as the engine). TASK is one of:
//         load 0 N            N monomorphic loads of o.c on {a..h} objects of one map
//         build8 0 N          N times: 1,000 objects with 8 properties each
//         post PAYLOAD N      N batches of 1,000 port.postMessage(payload) calls
//                             (the synchronous sender loop; the receiving port
//                             is closed and reopened between batches, untimed)
//         workers K N         N times: start K workers and wait until each
//                             has posted "online", then terminate them (untimed)
//         workers_script K N  the same, each worker running
//                             benches/scripts/worker_startup.js first: its
//                             console.log line is the "online" message, and
//                             must be the line in worker_startup.out
//
// The payloads are the clone payloads (cli/src/payloads.rs), shared with
// structured_clone.mjs.

import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { MessageChannel, Worker } from "node:worker_threads";
import { payloads } from "./payloads.mjs";

const all = payloads();
let sink = 0;

// Eight-property objects of one map, as benches/peers.rs builds them.
function make8(i) {
  return { a: i, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8 };
}
const loadTargets = Array.from({ length: 64 }, (_, i) => make8(i));

function load(iters) {
  const t = process.hrtime.bigint();
  let s = 0;
  for (let i = 0; i < iters; i++) s += loadTargets[i & 63].c;
  const elapsed = process.hrtime.bigint() - t;
  sink ^= s;
  return elapsed;
}

function build8(iters) {
  const t = process.hrtime.bigint();
  for (let n = 0; n < iters; n++) {
    const out = new Array(1000);
    for (let i = 0; i < 1000; i++) out[i] = make8(i);
    sink ^= out[999].a;
  }
  return process.hrtime.bigint() - t;
}

function post(name, iters) {
  const p = all[name];
  let elapsed = 0n;
  for (let n = 0; n < iters; n++) {
    const { port1, port2 } = new MessageChannel();
    const t = process.hrtime.bigint();
    for (let i = 0; i < 1000; i++) port1.postMessage(p);
    elapsed += process.hrtime.bigint() - t;
    port1.close();
    port2.close();
  }
  return elapsed;
}

const WORKER_SOURCE = `
  const { parentPort } = require("node:worker_threads");
  parentPort.postMessage("online");
`;

// The start-up script benches/restore.rs runs in each shapeshift worker; its
// one printed line travels to the parent as the worker's "online" message.
const scriptsDir = new URL("../scripts/", import.meta.url);
const STARTUP_SCRIPT = readFileSync(new URL("worker_startup.js", scriptsDir), "utf8");
const STARTUP_LINE = readFileSync(new URL("worker_startup.out", scriptsDir), "utf8").trim();
const SCRIPT_WORKER_SOURCE = `
  const { parentPort } = require("node:worker_threads");
  const console = { log: (line) => parentPort.postMessage(String(line)) };
  ${STARTUP_SCRIPT}
`;

async function workers(k, iters, source = WORKER_SOURCE, expected = "online") {
  let elapsed = 0n;
  for (let n = 0; n < iters; n++) {
    const t = process.hrtime.bigint();
    const started = [];
    const online = [];
    for (let i = 0; i < k; i++) {
      const w = new Worker(source, { eval: true });
      started.push(w);
      online.push(new Promise((resolve, reject) => {
        w.once("message", (line) => {
          if (line === expected) resolve();
          else reject(new Error(`a worker said ${JSON.stringify(line)}, not ${JSON.stringify(expected)}`));
        });
        w.once("error", reject);
      }));
    }
    await Promise.all(online);
    elapsed += process.hrtime.bigint() - t;
    await Promise.all(started.map((w) => w.terminate()));
  }
  return elapsed;
}

async function runTask(task, arg, iters) {
  switch (task) {
    case "load": return load(iters);
    case "build8": return build8(iters);
    case "post":
      if (!(arg in all)) throw new Error(`unknown payload ${arg}`);
      return post(arg, iters);
    case "workers": return workers(Number(arg), iters);
    case "workers_script":
      return workers(Number(arg), iters, SCRIPT_WORKER_SOURCE, STARTUP_LINE);
    default: throw new Error(`unknown task ${task}`);
  }
}

if (process.argv.includes("--serve")) {
  const rl = createInterface({ input: process.stdin });
  let queue = Promise.resolve();
  rl.on("line", (line) => {
    const [task, arg, n] = line.trim().split(/\s+/);
    queue = queue.then(async () => {
      try {
        process.stdout.write(`${await runTask(task, arg, Number(n))}\n`);
      } catch (e) {
        process.stdout.write(`error ${e.message}\n`);
      }
    });
  });
} else {
  const show = async (label, task, arg, iters, per) => {
    await runTask(task, arg, iters);
    const ns = Number(await runTask(task, arg, iters)) / iters / per;
    console.log(`${label}\t${ns.toFixed(1)} ns`);
  };
  await show("load", "load", 0, 10_000_000, 1);
  await show("build_objects_8 (1,000 objects)", "build8", 0, 1000, 1);
  for (const name of Object.keys(all)) await show(`post ${name} (per message)`, "post", name, 20, 1000);
  for (const k of [1, 4, 16]) await show(`workers online ${k}`, "workers", k, 3, 1);
  for (const k of [1, 4, 16]) {
    await show(`workers online ${k}, start-up script`, "workers_script", k, 3, 1);
  }
  if (sink === 42) console.log("");
}
