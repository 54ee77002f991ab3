//! Boa's side of `benches/peers.rs` (compiled only with `--features boa`).
//!
//! API choices, the fairest public ones in boa_engine 0.22:
//! - objects are made with `ObjectInitializer::with_native_data(OrdinaryObject,
//!   …)`, which starts from the root shape and gives *shared* shapes (the plain
//!   `ObjectInitializer::new` makes unique ones); the bench asserts
//!   `shape().is_shared()` and that all 64 objects have one shape;
//! - loads go through `JsObject::get` (`[[Get]]`) with a prebuilt
//!   `PropertyKey` (Boa's inline caches live in its bytecode VM and are not
//!   reachable from Rust, so this is the host-API read, as ours is a `LoadIc`
//!   from Rust);
//! - scripts run with `Context::eval` on a fresh `Context` made untimed, with a
//!   `console.log` defined in JavaScript that keeps the last line.

use super::{EMPTY_LOOP_SAMPLES, KEYS, LOADS, OBJECTS, SCRIPTS, script_source};
use boa_engine::builtins::object::OrdinaryObject;
use boa_engine::object::ObjectInitializer;
use boa_engine::property::{Attribute, PropertyKey};
use boa_engine::{Context, JsObject, JsString, Source, js_string};
use criterion::{BatchSize, Criterion, black_box};
use std::time::{Duration, Instant};

/// Defines `console.log` (Boa's engine has no console): it keeps the last
/// line, joined by spaces as Node prints it.
const PRELUDE: &str =
    "var __out = ''; var console = { log: function (...a) { __out = a.map(String).join(' '); } };";

fn eight(ctx: &mut Context, keys: &[JsString], first: i32) -> JsObject {
    let mut init = ObjectInitializer::with_native_data(OrdinaryObject, ctx);
    for (n, k) in keys.iter().enumerate() {
        let v = if n == 0 { first } else { n as i32 + 1 };
        init.property(k.clone(), v, Attribute::all());
    }
    init.build()
}

fn context_with_console() -> Context {
    let mut ctx = Context::default();
    ctx.eval(Source::from_bytes(PRELUDE))
        .expect("the prelude runs");
    ctx
}

/// What `source` prints last on Boa.
pub fn output(source: &str) -> String {
    let mut ctx = context_with_console();
    ctx.eval(Source::from_bytes(source))
        .expect("Boa runs the script");
    let out = ctx
        .eval(Source::from_bytes("__out"))
        .expect("reads the output");
    out.to_string(&mut ctx)
        .expect("a string")
        .to_std_string_escaped()
}

pub fn bench(c: &mut Criterion) {
    let mut ctx = Context::default();
    let keys: Vec<JsString> = KEYS.iter().map(|k| JsString::from(*k)).collect();
    let objects: Vec<JsObject> = (0..LOADS as i32)
        .map(|i| eight(&mut ctx, &keys, i))
        .collect();
    assert!(
        objects.iter().all(|o| o.borrow().shape().is_shared()),
        "Boa's shared-shape path"
    );
    let shape = objects[0].borrow().shape().to_addr_usize();
    assert!(
        objects
            .iter()
            .all(|o| o.borrow().shape().to_addr_usize() == shape),
        "one shape for all 64 objects"
    );
    let key = PropertyKey::from(js_string!("c"));
    let mut g = c.benchmark_group("peer/boa");
    g.bench_function("load_shared_shape", |b| {
        b.iter(|| {
            let mut acc = 0.0;
            for o in black_box(&objects) {
                acc += o
                    .get(key.clone(), &mut ctx)
                    .expect("reads")
                    .as_number()
                    .unwrap_or_default();
            }
            acc
        })
    });
    g.bench_function("build_objects_8", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            let mut built = Vec::with_capacity(OBJECTS);
            for i in 0..iters {
                let start = Instant::now();
                for n in 0..OBJECTS {
                    built.push(eight(&mut ctx, &keys, black_box((i as usize + n) as i32)));
                }
                total += start.elapsed();
                built.clear();
            }
            total
        })
    });
    g.bench_function("context_new", |b| b.iter_with_large_drop(Context::default));
    g.finish();

    let mut g = c.benchmark_group("peer/boa/script");
    for name in SCRIPTS {
        if name == "empty_loop" {
            g.sample_size(EMPTY_LOOP_SAMPLES);
        }
        let source = script_source(name);
        g.bench_function(name, |b| {
            b.iter_batched(
                context_with_console,
                |mut ctx| {
                    black_box(ctx.eval(Source::from_bytes(&source)).expect("runs"));
                    ctx
                },
                BatchSize::PerIteration,
            )
        });
    }
    g.finish();
}
