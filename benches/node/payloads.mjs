// The clone payloads of cli/src/payloads.rs, for the Node peer scripts.
export function payloads() {
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
