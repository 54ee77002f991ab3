//! `shapeshift memory`: bytes per object, beside V8's for the same objects.
//!
//! Each workload builds many objects of one kind in a fresh heap, collects
//! (keeping the objects), and divides the growth of [`Heap::stats`]' total
//! (objects, slots, property arrays, dictionaries, elements, strings, shapes,
//! descriptors: everything the heap has allocated, free slots included) by
//! their number, so shared shapes are amortized as V8's maps are.
//!
//! The V8 side is the same objects built by the same JavaScript in Node
//! (`--expose-gc`): `process.memoryUsage().heapUsed` after `gc()` before and
//! after, divided by their number, with the array that keeps them alive made
//! before the first measurement.
//!
//! | workload | what each object is |
//! |---|---|
//! | `literal8` | `{a: i, b: i + 1, …, h: i + 7}`, an object literal |
//! | `named30` | `{}` then 30 named stores `o.p0 = i` … `o.p29 = i` (fast) |
//! | `keyed30_dictionary` | `{}` then 30 keyed stores `o['k' + k] = i` (dictionary mode) |
//! | `flat16` | the clone payload: 16 named stores, 7 numbers and 9 short strings (string literals: made once and shared by every object, as V8 internalizes a script's literals) |
//! | `array16` | `[i, i + 1, …, i + 15]` |

use crate::payloads::Field;
use shapeshift::{Heap, LiteralEntry, ObjectId, StoreOrigin, Value};
use std::collections::BTreeMap;

/// The workloads, in the order they are printed.
pub const WORKLOADS: [&str; 5] = [
    "literal8",
    "named30",
    "keyed30_dictionary",
    "flat16",
    "array16",
];

/// How many objects each workload builds by default: enough that one-off
/// costs (the first shapes, the arena's growth) are a rounding error.
pub const DEFAULT_COUNT: usize = 100_000;

/// One row: bytes per object in the model and, when Node ran, in V8.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Row {
    /// Bytes per object in the model.
    pub shapeshift: f64,
    /// Bytes per object in V8 (`None` where Node is not installed or failed).
    pub v8: Option<f64>,
}

/// Builds `count` objects of `workload` in a fresh heap and returns the
/// heap's growth per object, or `None` for an unknown workload.
pub fn model_bytes_per_object(workload: &str, count: usize) -> Option<f64> {
    let mut heap = Heap::new();
    let make = maker(workload)?;
    let keys = Keys::new(&mut heap);
    let before = heap.stats().bytes.total();
    let mut made = Vec::with_capacity(count);
    for i in 0..count {
        made.extend(make(&mut heap, &keys, i as i32).map(Value::Object));
    }
    // As Node's side measures after `gc()`: the temporaries (the keyed
    // workload's `'k' + k` strings) are freed, the objects kept.
    heap.collect_with(&made);
    let after = heap.stats().bytes.total();
    Some(after.saturating_sub(before) as f64 / count.max(1) as f64)
}

/// The keys the workloads use, interned once.
struct Keys {
    letters: Vec<shapeshift::PropertyKey>,
    named: Vec<shapeshift::PropertyKey>,
    keyed: Vec<String>,
    /// `flat16`'s fields, its string literals made once.
    flat16: Vec<(&'static str, Value)>,
}

impl Keys {
    fn new(heap: &mut Heap) -> Keys {
        Keys {
            letters: ["a", "b", "c", "d", "e", "f", "g", "h"]
                .iter()
                .map(|k| heap.key(k))
                .collect(),
            named: (0..30).map(|k| heap.key(&format!("p{k}"))).collect(),
            keyed: (0..30).map(|k| format!("k{k}")).collect(),
            flat16: crate::payloads::FLAT16
                .iter()
                .map(|&(k, v)| {
                    let value = match v {
                        Field::Number(n) => Value::Number(n),
                        Field::Str(s) => heap.string(s),
                        Field::Bool(b) => Value::Bool(b),
                        Field::Value(v) => v,
                    };
                    (k, value)
                })
                .collect(),
        }
    }
}

type Maker = fn(&mut Heap, &Keys, i32) -> Option<ObjectId>;

fn maker(workload: &str) -> Option<Maker> {
    Some(match workload {
        "literal8" => |heap, keys, i| {
            let entries: Vec<LiteralEntry> = (0..8)
                .map(|k| LiteralEntry::Property {
                    key: keys.letters[k],
                    value: Value::from(i + k as i32),
                    computed: false,
                })
                .collect();
            heap.object_literal(&entries).ok()
        },
        "named30" => |heap, keys, i| {
            let o = heap.new_object();
            for &k in &keys.named {
                heap.set(o, k, Value::from(i), StoreOrigin::Named).ok()?;
            }
            Some(o)
        },
        "keyed30_dictionary" => |heap, keys, i| {
            let o = heap.new_object();
            for name in &keys.keyed {
                // `'k' + k` makes the key at run time, as the script does.
                let k = heap.key(name);
                heap.set(o, k, Value::from(i), StoreOrigin::Keyed).ok()?;
            }
            Some(o)
        },
        "flat16" => |heap, keys, _| {
            let fields: Vec<(&str, Field)> = keys
                .flat16
                .iter()
                .map(|&(k, v)| (k, Field::Value(v)))
                .collect();
            Some(crate::payloads::object(heap, &fields))
        },
        "array16" => |heap, _, i| {
            let values: Vec<Value> = (0..16).map(|k| Value::from(i + k)).collect();
            heap.new_array(&values).ok()
        },
        _ => return None,
    })
}

/// The same workloads in JavaScript, for Node: prints one JSON object of
/// bytes per object. The count is its first argument.
pub const NODE_SCRIPT: &str = r#"
const N = Number(process.argv[1] || 100000);
const workloads = {
  literal8: (i) => ({ a: i, b: i + 1, c: i + 2, d: i + 3, e: i + 4, f: i + 5, g: i + 6, h: i + 7 }),
  named30: (i) => { const o = {}; o.p0 = i; o.p1 = i; o.p2 = i; o.p3 = i; o.p4 = i; o.p5 = i; o.p6 = i;
    o.p7 = i; o.p8 = i; o.p9 = i; o.p10 = i; o.p11 = i; o.p12 = i; o.p13 = i; o.p14 = i; o.p15 = i;
    o.p16 = i; o.p17 = i; o.p18 = i; o.p19 = i; o.p20 = i; o.p21 = i; o.p22 = i; o.p23 = i; o.p24 = i;
    o.p25 = i; o.p26 = i; o.p27 = i; o.p28 = i; o.p29 = i; return o; },
  keyed30_dictionary: (i) => { const o = {}; for (let k = 0; k < 30; k++) o['k' + k] = i; return o; },
  flat16: () => { const o = {}; o.id = 1234; o.name = 'alice'; o.score = 98.5; o.city = 'Paris';
    o.zip = '75001'; o.age = 31; o.level = 7; o.tag = 'beta'; o.ratio = 0.25; o.country = 'FR';
    o.lang = 'fr'; o.visits = 1024; o.plan = 'pro'; o.color = 'blue'; o.rank = 3; o.team = 'core';
    return o; },
  array16: (i) => [i, i + 1, i + 2, i + 3, i + 4, i + 5, i + 6, i + 7, i + 8, i + 9, i + 10, i + 11,
    i + 12, i + 13, i + 14, i + 15],
};
const out = {};
// Warm every maker first (their code and feedback are not the objects' cost).
for (const make of Object.values(workloads)) for (let i = 0; i < 100; i++) make(i);
for (const [name, make] of Object.entries(workloads)) {
  let holder = new Array(N).fill(0);
  gc(); gc(); gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < N; i++) holder[i] = make(i);
  gc(); gc(); gc();
  out[name] = (process.memoryUsage().heapUsed - before) / N;
  if (holder.length !== N) throw new Error('the objects were not kept');
  holder = null;
}
console.log(JSON.stringify(out));
"#;

/// Runs [`NODE_SCRIPT`] in `node`; `Err` says why there are no figures.
pub fn v8_bytes_per_object(node: &str, count: usize) -> Result<BTreeMap<String, f64>, String> {
    let output = std::process::Command::new(node)
        .arg("--expose-gc")
        .arg("-e")
        .arg(NODE_SCRIPT)
        .arg(count.to_string())
        .output()
        .map_err(|e| format!("could not run `{node}`: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "`{node}` failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("`{node}` printed something other than the figures: {e}"))
}

/// Every workload's row: the model's figure, and V8's when `node` gave them.
pub fn rows(count: usize, v8: Option<&BTreeMap<String, f64>>) -> Vec<(&'static str, Row)> {
    WORKLOADS
        .iter()
        .map(|&name| {
            let row = Row {
                shapeshift: model_bytes_per_object(name, count).unwrap_or(f64::NAN),
                v8: v8.and_then(|m| m.get(name).copied()),
            };
            (name, row)
        })
        .collect()
}

/// The rows as a Markdown table with the ratio per row.
pub fn table(rows: &[(&str, Row)]) -> String {
    let mut out =
        String::from("| workload | shapeshift | V8 | shapeshift ÷ V8 |\n|---|---:|---:|---:|\n");
    for (name, row) in rows {
        let (v8, ratio) = match row.v8 {
            Some(v) if v > 0.0 => (format!("{v:.0} B"), format!("{:.2}×", row.shapeshift / v)),
            _ => ("—".to_string(), "—".to_string()),
        };
        out.push_str(&format!(
            "| `{name}` | {:.0} B | {v8} | {ratio} |\n",
            row.shapeshift
        ));
    }
    out
}
