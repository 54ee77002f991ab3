// The clone payloads (src/clone/payloads.rs): each copy, nested ones included, has the map of {} plus its keys as named stores, is fast, and keeps key order; a literal source's map is not the copy's.
const flat16 = {id: 1234, name: "alice", score: 98.5, city: "Paris", zip: "75001", age: 31, level: 7, tag: "beta",
                ratio: 0.25, country: "FR", lang: "fr", visits: 1024, plan: "pro", color: "blue", rank: 3, team: "core"};
const f = structuredClone(flat16);
const pf = {}; pf.id = 0; pf.name = 0; pf.score = 0; pf.city = 0; pf.zip = 0; pf.age = 0; pf.level = 0; pf.tag = 0;
pf.ratio = 0; pf.country = 0; pf.lang = 0; pf.visits = 0; pf.plan = 0; pf.color = 0; pf.rank = 0; pf.team = 0;
console.log(%HaveSameMap(f, pf), %HaveSameMap(f, flat16), %HasFastProperties(f), JSON.stringify(f) === JSON.stringify(flat16));
const leaves = {};
leaves.f00 = "red"; leaves.f01 = "green"; leaves.f02 = "blue"; leaves.f03 = "amber"; leaves.f04 = "red"; leaves.f05 = "green";
leaves.f06 = "blue"; leaves.f07 = "amber"; leaves.f08 = "red"; leaves.f09 = "green"; leaves.f10 = "blue"; leaves.f11 = "amber";
leaves.f12 = "red"; leaves.f13 = "green"; leaves.f14 = "blue"; leaves.f15 = "amber"; leaves.f16 = "red"; leaves.f17 = "green";
leaves.f18 = "blue"; leaves.f19 = "amber"; leaves.f20 = "red"; leaves.f21 = "green"; leaves.f22 = "blue"; leaves.f23 = "amber";
const l = structuredClone(leaves);
console.log(%HaveSameMap(l, leaves), %HasFastProperties(l), JSON.stringify(Object.keys(l)) === JSON.stringify(Object.keys(leaves)));
const session = {id: 42, user: {id: 7, name: "ada", roles: ["admin", "dev"]},
                 meta: {ts: 1700000000000, region: "eu-west-1", flags: {beta: true, tracing: false}},
                 counters: {sent: 10, recv: 12}};
const s = structuredClone(session);
const ps = {}; ps.id = 0; ps.user = 0; ps.meta = 0; ps.counters = 0;
const pu = {}; pu.id = 0; pu.name = 0; pu.roles = 0;
const pm = {}; pm.ts = 0; pm.region = 0; pm.flags = 0;
const pg = {}; pg.beta = 0; pg.tracing = 0;
const pc = {}; pc.sent = 0; pc.recv = 0;
console.log(%HaveSameMap(s, ps), %HaveSameMap(s.user, pu), %HaveSameMap(s.meta, pm), %HaveSameMap(s.meta.flags, pg), %HaveSameMap(s.counters, pc));
console.log(%HaveSameMap(s, session), %HaveSameMap(s.user, session.user), JSON.stringify(s) === JSON.stringify(session));
console.log(%HasFastProperties(s), %HasFastProperties(s.user), %HasFastProperties(s.meta.flags), s.user.roles.length, s.user.roles[1]);
const e = structuredClone({});
console.log(%HaveSameMap(e, {}), %HasFastProperties(e));
