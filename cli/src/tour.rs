//! The built-in tour (`shapeshift`, or `cargo run --release` from the root): the
//! object model in six short parts, each value printed in JavaScript form
//! ([`Heap::display`]) and each notation explained where it first appears.
//!
//! 1. null-prototype objects and the transitions they take (`s6 -> s7`, `#4`,
//!    `[WEC]`);
//! 2. Node's http options copy chain in both variants: modes, shapes shared
//!    across runs, a quick timing;
//! 3. a load inline cache going from monomorphic to megamorphic;
//! 4. delete: rollback against normalization;
//! 5. the standard library's startup snapshot and workers restored from it;
//! 6. two workers exchanging the clone payloads through a message port.
//!
//! [`TourOptions::redact`] replaces every timing (and anything else that
//! depends on the machine) by `[time]`, so that `cli/tests/tour.rs` can keep
//! the output as a reviewed snapshot.

use crate::exchange::exchange;
use crate::payloads;
use crate::scenarios::{CopyVariant, OptionsChain};
use crate::snapshot_tools::{self, ScratchDir};
use shapeshift::clone::CloneOptions;
use shapeshift::snapshot::Snapshot;
use shapeshift::worker::{Online, Startup, Worker};
use shapeshift::{Heap, JsError, LiteralEntry, LoadIc, ObjectId, Runtime, StoreOrigin, Value};
use shapeshift::{Policy, stdlib};
use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How much work the tour does, and whether it shows its timings.
#[derive(Clone, Debug)]
pub struct TourOptions {
    /// Http options chains timed per variant in part 2.
    pub chain_iterations: u32,
    /// Workers started from the snapshot in part 5.
    pub workers: usize,
    /// Messages per payload in part 6.
    pub messages: usize,
    /// Print `[time]` for every timing, for a reviewed snapshot of the output.
    pub redact: bool,
}

impl Default for TourOptions {
    /// The tour `shapeshift` runs.
    fn default() -> Self {
        TourOptions {
            chain_iterations: 100_000,
            workers: 4,
            messages: 20_000,
            redact: false,
        }
    }
}

impl TourOptions {
    /// A timing, or `[time]` when redacting.
    fn time(&self, figure: impl FnOnce() -> String) -> String {
        if self.redact {
            "[time]".into()
        } else {
            figure()
        }
    }

    fn ms(&self, d: Duration, decimals: usize) -> String {
        self.time(|| format!("{:.decimals$} ms", d.as_secs_f64() * 1e3))
    }
}

/// Why the tour stopped.
#[derive(Debug, thiserror::Error)]
pub enum TourError {
    /// The model threw where the tour expected it not to.
    #[error(transparent)]
    Js(#[from] JsError),
    /// The snapshot, the workers or the messages failed.
    #[error("{0}")]
    Runtime(String),
    /// Writing the tour's output failed.
    #[error("writing the tour: {0}")]
    Output(#[from] std::io::Error),
}

impl From<String> for TourError {
    fn from(e: String) -> Self {
        TourError::Runtime(e)
    }
}

/// Runs the tour, writing its report to `out`.
pub fn run(out: &mut dyn Write, options: &TourOptions) -> Result<(), TourError> {
    let policy = Policy::node20();
    writeln!(out, "shapeshift tour: the object model (policy: {policy})")?;
    writeln!(
        out,
        "  {{}} has {} in-object slots, out-of-object grows by {}, keyed soft limit {}, {} descriptors max",
        policy.initial_object_inobject_slots,
        policy.fields_added,
        policy.fast_properties_soft_limit,
        policy.max_number_of_descriptors
    )?;
    writeln!(
        out,
        "  values print as Node's util.inspect prints them: 'text', {{ a: 1 }}, [Object: null prototype] {{}}"
    )?;
    null_prototype(out)?;
    options_chain(out, options)?;
    inline_cache(out)?;
    delete(out)?;
    let (runtime, snapshot, _scratch) = snapshot_and_workers(out, options)?;
    messages(out, options, &runtime, &snapshot)
}

fn mode(heap: &Heap, o: ObjectId) -> &'static str {
    if heap.has_fast_properties(o) == Some(true) {
        "fast"
    } else {
        "dictionary"
    }
}

/// `n thing` or `n things`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn show(heap: &Heap, o: ObjectId) -> shapeshift::ValueDisplay<'_> {
    heap.display(Value::Object(o))
}

/// Part 1: the null-prototype example, its trace, and the trace's notation.
fn null_prototype(out: &mut dyn Write) -> Result<(), TourError> {
    let mut heap = Heap::new();
    heap.set_tracing(true);
    let (host, port, path) = (heap.key("host"), heap.key("port"), heap.key("path"));
    let localhost = heap.string("localhost");
    let defaults = heap.object_literal(&[
        LiteralEntry::NullProto,
        LiteralEntry::Property {
            key: host,
            value: localhost,
            computed: false,
        },
        LiteralEntry::Property {
            key: port,
            value: Value::from(80),
            computed: false,
        },
    ])?;
    let options = heap.spread(Value::Object(defaults))?;
    heap.set_prototype_of(options, None)?;
    let slash = heap.string("/");
    heap.set(options, path, slash, StoreOrigin::Named)?;
    writeln!(out, "\n1. null-prototype objects")?;
    writeln!(
        out,
        "   const defaults = {{__proto__: null, host: 'localhost', port: 80}};  -> {}",
        mode(&heap, defaults)
    )?;
    writeln!(
        out,
        "   const options = Object.setPrototypeOf({{...defaults}}, null);      -> {}",
        mode(&heap, options)
    )?;
    writeln!(
        out,
        "   options.path = '/';                                                -> {}",
        mode(&heap, options)
    )?;
    writeln!(out, "   options is {}", show(&heap, options))?;
    writeln!(out, "   the trace, in the style of V8's --trace-maps:")?;
    for event in heap.take_trace() {
        writeln!(out, "     {}", event.describe(&heap))?;
    }
    let objects = format!(
        "{}, {}",
        heap.object_label(defaults),
        heap.object_label(options)
    );
    let legend = [
        (
            objects.as_str(),
            "objects of this heap by number: here defaults and options",
        ),
        (
            "s6 -> s7",
            "a transition from shape 6 to shape 7 (a shape is V8's map, or hidden class)",
        ),
        (
            "+host [WEC]",
            "the edge: host added as Writable, Enumerable, Configurable (_ for one that is off)",
        ),
        ("__proto__=null", "the edge: the prototype set to null"),
        (
            "(new), (cached)",
            "the transition made its shape now, or followed one made before",
        ),
        (
            "reason=…",
            "why the object is in dictionary mode, in V8's words",
        ),
    ];
    writeln!(out, "   where")?;
    for (notation, meaning) in legend {
        writeln!(out, "     {notation:<16} {meaning}")?;
    }
    Ok(())
}

/// Part 2: the http options chain, both variants.
fn options_chain(out: &mut dyn Write, options: &TourOptions) -> Result<(), TourError> {
    writeln!(
        out,
        "\n2. Node's http options copy chain (5 copies, 20 keys at the end)"
    )?;
    let mut heap = Heap::new();
    let chain = OptionsChain::new(&mut heap);
    let mut per_chain = Vec::new();
    for variant in CopyVariant::ALL {
        let first = chain.run(&mut heap, variant)?;
        let second = chain.run(&mut heap, variant)?;
        let fast = first
            .iter()
            .filter(|&&o| heap.has_fast_properties(o) == Some(true))
            .count();
        let shared = first
            .iter()
            .zip(&second)
            .filter(|&(&a, &b)| heap.same_shape(a, b) == Some(true))
            .count();
        let t = chain.time_per_chain(&mut heap, variant, options.chain_iterations)?;
        writeln!(
            out,
            "   {:<58} {fast}/5 fast, {shared}/5 shapes shared across runs, {} per chain",
            variant.source(),
            options.time(|| format!("{} ns", t.as_nanos()))
        )?;
        per_chain.push(t.as_secs_f64());
    }
    writeln!(
        out,
        "   slow/fast: {} ({} chains each, one run; `cargo bench` measures it properly)",
        options.time(|| format!("{:.2}x", per_chain[0] / per_chain[1])),
        options.chain_iterations
    )?;
    Ok(())
}

/// Part 3: one load site meeting six shapes.
fn inline_cache(out: &mut dyn Write) -> Result<(), TourError> {
    writeln!(
        out,
        "\n3. a load inline cache at one site, o.x, meeting objects of six shapes"
    )?;
    let mut heap = Heap::new();
    let x = heap.key("x");
    let mut ic = LoadIc::new(x);
    for i in 0..6 {
        let o = heap.new_object();
        let pad = heap.key(&format!("pad{i}"));
        heap.set(o, pad, Value::Null, StoreOrigin::Named)?;
        heap.set(o, x, Value::from(i), StoreOrigin::Named)?;
        let v = ic.load(&mut heap, o)?;
        let receiver = show(&heap, o).to_string();
        writeln!(
            out,
            "   o = {receiver:<22} shape s{:<3} o.x -> {}  cache: {}",
            heap.shape_of(o)
                .expect("an ID this heap handed out")
                .index(),
            heap.display(v),
            ic.state().name()
        )?;
    }
    writeln!(
        out,
        "   (polymorphic(n): the cache holds n shapes; past {} it stops caching for this site: megamorphic)",
        heap.policy().max_polymorphism
    )?;
    Ok(())
}

/// Part 4: deleting the last property against one in the middle.
fn delete(out: &mut dyn Write) -> Result<(), TourError> {
    writeln!(out, "\n4. delete")?;
    let mut heap = Heap::new();
    heap.set_tracing(true);
    let keys: Vec<_> = ["x", "y", "z"].iter().map(|k| heap.key(k)).collect();
    let (a, b) = (heap.new_object(), heap.new_object());
    for o in [a, b] {
        for &k in &keys {
            heap.set(o, k, Value::from(1), StoreOrigin::Named)?;
        }
    }
    heap.take_trace();
    writeln!(
        out,
        "   a and b are {} ({} and {})",
        show(&heap, a),
        heap.object_label(a),
        heap.object_label(b)
    )?;
    heap.delete(a, keys[2])?;
    heap.delete(b, keys[1])?;
    writeln!(
        out,
        "   delete a.z (last added) -> {}, a is {}",
        mode(&heap, a),
        show(&heap, a)
    )?;
    writeln!(
        out,
        "   delete b.y (middle)     -> {}, b is {}",
        mode(&heap, b),
        show(&heap, b)
    )?;
    for event in heap.take_trace() {
        writeln!(out, "     {}", event.describe(&heap))?;
    }
    writeln!(
        out,
        "   (a rollback goes back along the transition that added z; normalize moves b to dictionary mode)"
    )?;
    writeln!(
        out,
        "\n{} shapes, {} objects in the last heap",
        heap.shapes().len(),
        heap.object_count()
    )?;
    Ok(())
}

/// What one worker of part 5 saw.
struct WorkerReport {
    pipeline: String,
    loaded_here: bool,
    bodies: usize,
    headers: usize,
}

/// Part 5, the startup snapshot: build the standard library's snapshot in a
/// scratch directory, open it once, start workers that each restore their own
/// heap from it and read a lazy export, and report timings and counts. The
/// scratch directory is returned so that it outlives part 6.
fn snapshot_and_workers(
    out: &mut dyn Write,
    options: &TourOptions,
) -> Result<(Arc<Runtime>, Arc<Snapshot>, ScratchDir), TourError> {
    writeln!(out, "\n5. startup snapshot and workers")?;
    let runtime = Arc::new(stdlib::runtime(&[]).map_err(|e| e.to_string())?);
    let scratch = ScratchDir::new("tour")?;
    let path = scratch.path().join("stdlib.snap");
    let t = Instant::now();
    let header =
        snapshot_tools::build_snapshot(&runtime, &["stream"], &path).map_err(|e| e.to_string())?;
    writeln!(
        out,
        "   built stdlib.snap ({} bytes, in a scratch directory) in {}: require('stream') ran, its lazy exports did not",
        header.payload_len + 64,
        options.ms(t.elapsed(), 2)
    )?;
    let t = Instant::now();
    let snap = Arc::new(Snapshot::open(&path, &runtime).map_err(|e| e.to_string())?);
    writeln!(
        out,
        "   opened and validated once in {} (mmap, checksum, rkyv check)",
        options.ms(t.elapsed(), 3)
    )?;
    let stream = snap
        .root("stream")
        .and_then(|v| v.as_object())
        .ok_or_else(|| TourError::Runtime("the snapshot has no stream root".into()))?;
    let online = Online::new();
    let start = Instant::now();
    let workers: Vec<Worker<WorkerReport>> = (0..options.workers)
        .map(|_| {
            Worker::spawn(
                runtime.clone(),
                Startup::Snapshot(snap.clone()),
                online.clone(),
                move |heap| {
                    let pipeline = heap.key("pipeline");
                    let was_lazy = heap.is_lazy(stream, pipeline);
                    let pipeline_text = match heap.get(stream, pipeline) {
                        Ok(value) => heap.display(value).to_string(),
                        Err(e) => format!("not readable ({e})"),
                    };
                    let (bodies, headers) = heap.copied_snapshot_objects();
                    WorkerReport {
                        pipeline: pipeline_text,
                        loaded_here: was_lazy && !heap.is_lazy(stream, pipeline),
                        bodies,
                        headers,
                    }
                },
            )
            .map_err(|e| e.to_string())
        })
        .collect::<Result<_, _>>()?;
    if !online.wait_for(options.workers, Duration::from_secs(30)) {
        return Err("workers did not come online".to_string().into());
    }
    writeln!(
        out,
        "   {} workers online in {} (`cargo run --release --example worker_startup` times Node's `new Worker` next to this)",
        options.workers,
        options.ms(start.elapsed(), 3)
    )?;
    let objects = snap.image().heap.counts().objects;
    for (i, w) in workers.into_iter().enumerate() {
        let r = w.join().map_err(|e| e.to_string())?;
        writeln!(
            out,
            "   worker {i}: stream.pipeline = {}{}; copied from the snapshot: {}, {}",
            r.pipeline,
            if r.loaded_here {
                ", loaded in its own heap"
            } else {
                ""
            },
            count(r.bodies, "body", "bodies"),
            count(r.headers, "header", "headers")
        )?;
    }
    writeln!(
        out,
        "   (a worker reads the snapshot's {objects} objects in place from the mapping and copies one into its"
    )?;
    writeln!(
        out,
        "   own heap only when it must: a body when it first reads the object, a header when it first writes it;"
    )?;
    writeln!(
        out,
        "   the model's functions carry no names, hence (anonymous))"
    )?;
    Ok((runtime, snap, scratch))
}

/// Part 6: two workers restored from the tour's snapshot exchange each clone
/// payload through a message port (structured clone on shapes).
fn messages(
    out: &mut dyn Write,
    options: &TourOptions,
    runtime: &Arc<Runtime>,
    snap: &Arc<Snapshot>,
) -> Result<(), TourError> {
    writeln!(
        out,
        "\n6. messages between workers (structured clone on shapes)"
    )?;
    writeln!(
        out,
        "   two workers restored from the snapshot; {} messages per payload through a MessagePort",
        options.messages
    )?;
    writeln!(
        out,
        "   (the payloads' shapes are not in this snapshot: the port's session carries them and their short strings in full in its first message, by slot after it)"
    )?;
    writeln!(
        out,
        "   | payload | bytes, first / later | sender ns/msg | end-to-end ns/msg | digests checked and equal |"
    )?;
    writeln!(out, "   |---|---:|---:|---:|---:|")?;
    for name in payloads::PAYLOADS {
        let r = exchange(
            runtime,
            Some(snap),
            name,
            CloneOptions::default(),
            options.messages,
        )?;
        writeln!(
            out,
            "   | {name} | {} / {} | {} | {} | {}/{} |",
            r.message_bytes.0,
            r.message_bytes.1,
            options.time(|| format!("{:.0}", r.sender_ns)),
            options.time(|| format!("{:.0}", r.end_to_end_ns)),
            r.verified,
            r.checked
        )?;
        if r.verified != r.checked {
            return Err(format!("{name}: a message arrived changed").into());
        }
    }
    writeln!(
        out,
        "   (`cargo bench --bench clone` times Node's structuredClone of the same payloads in the same run)"
    )?;
    Ok(())
}
