// Node's side of examples/worker_startup.rs: the time until N workers are
// online (N = 1, 4, 16). Each worker requires `stream` and then posts
// "online", so that it has what the Rust workers have when they come online:
// a heap with the `stream` library initialized.
//
//   node examples/worker_startup.js [RUNS]     (RUNS: 15 unless given)
//
// For each N: one untimed warm-up round, then RUNS timed rounds. A round
// starts N workers at once and ends when the parent has received "online"
// from every one; the workers are then terminated, outside the time. Prints
// one line per figure, which the Rust example reads:
//
//   node VERSION
//   online N MEDIAN_MS          (the median round, in milliseconds)
//
// and exits with status 1, with the reason on stderr, if a worker fails.

"use strict";

const { Worker } = require("node:worker_threads");

const COUNTS = [1, 4, 16];
const WORKER_SOURCE = `
  require("node:stream");
  require("node:worker_threads").parentPort.postMessage("online");
`;
// A round that takes longer than this has failed (a worker hangs).
const ROUND_TIMEOUT_MS = 60_000;

async function round(n) {
  const workers = [];
  const online = [];
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const w = new Worker(WORKER_SOURCE, { eval: true });
    workers.push(w);
    online.push(
      new Promise((resolve, reject) => {
        w.once("message", resolve);
        w.once("error", reject);
        w.once("exit", (code) =>
          reject(new Error(`a worker exited (code ${code}) before it was online`)),
        );
      }),
    );
  }
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${n} workers were not online after ${ROUND_TIMEOUT_MS} ms`)),
      ROUND_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([Promise.all(online), timeout]);
  } finally {
    clearTimeout(timer);
  }
  const elapsed = process.hrtime.bigint() - start;
  await Promise.all(workers.map((w) => w.terminate()));
  return Number(elapsed) / 1e6;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const runs = process.argv[2] === undefined ? 15 : Number(process.argv[2]);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`RUNS must be a positive integer, not ${process.argv[2]}`);
  }
  console.log(`node ${process.version}`);
  for (const n of COUNTS) {
    await round(n);
    const times = [];
    for (let r = 0; r < runs; r++) times.push(await round(n));
    console.log(`online ${n} ${median(times).toFixed(3)}`);
  }
}

main().catch((e) => {
  console.error(`worker_startup.js: ${e.message}`);
  process.exit(1);
});
