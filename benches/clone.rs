//! Structured clone and message port benchmarks (stable IDs). Every
//! figure is time per message.
//!
//! - `clone/roundtrip/{empty,flat16,leaves24,session_entry}`: serialize (one
//!   fresh buffer, as a port does) + deserialize into another heap, as a
//!   port's two ends do: in-process encoding, fast path, in a session (the
//!   same payload each message, so after the first its shapes and short
//!   strings travel as slots).
//! - `clone/roundtrip_stateless/{…}`: the same with the default options, no
//!   session: every message self-contained, its shapes and strings in full.
//! - `clone/serialize_fast/{flat16,leaves24}` and
//!   `clone/serialize_generic/{flat16,leaves24}`: the writer alone into a reused
//!   buffer, the same object with the fast path on and forced off.
//! - `clone/serialize_pooled/session_entry` and
//!   `clone/serialize_canonical/session_entry`: the writer alone, both encodings.
//! - `port/sender/{…}`: the synchronous send loop of a [`MessagePort`], in
//!   batches of 1,000 messages; a receiver thread drains each batch after it
//!   was sent, outside the timed region (the sender waits for the drain,
//!   untimed), so the figure is serialize + one buffer moved into the channel.
//! - `node/structured_clone/{…}`: Node 20's `structuredClone` of the same
//!   payloads, measured in this run through `benches/node/structured_clone.mjs
//!   --serve` (skipped, with a message, where Node is absent).
//! - `node/post_message/{…}`: Node 20's synchronous `port.postMessage` loop on
//!   the same payloads, per message, in batches of 1,000
//!   (`benches/node/peers.mjs --serve`): the peer of `port/sender`.
//!
//! At the end the bench prints `clone/roundtrip` and `port/sender` against
//! Node as tables, read from criterion's estimates of this run.

mod common;

use common::NodePeer;
use criterion::{BenchmarkId, Criterion, black_box};
use shapeshift::clone::{CloneOptions, Deserializer, Serializer};
use shapeshift::port::MessagePort;
use shapeshift::{Heap, Value};
use shapeshift_cli::guard::Variant;
use shapeshift_cli::payloads;
use std::time::{Duration, Instant};

/// Messages per timed batch of `port/sender`.
const BATCH: u64 = 1_000;

fn payload(name: &str) -> (Heap, Value) {
    let mut heap = Heap::new();
    let o = payloads::build(&mut heap, name).expect("a payload");
    (heap, Value::Object(o))
}

fn roundtrip(c: &mut Criterion) {
    let session = CloneOptions {
        session: true,
        ..CloneOptions::default()
    };
    roundtrips(c, "clone/roundtrip", session);
    roundtrips(c, "clone/roundtrip_stateless", CloneOptions::default());
}

fn roundtrips(c: &mut Criterion, group: &str, options: CloneOptions) {
    let mut g = c.benchmark_group(group);
    for name in payloads::PAYLOADS {
        let (mut source, value) = payload(name);
        let mut target = Heap::new();
        let mut writer = Serializer::new(options);
        let mut reader = Deserializer::new();
        let mut hint = 64;
        g.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter(|| {
                let mut buffer = Vec::with_capacity(hint);
                writer
                    .serialize_into(&mut source, value, &mut buffer)
                    .expect("serializes");
                hint = buffer.len();
                let copy = reader.deserialize(&mut target, &buffer).expect("reads");
                // The copy is garbage at once: collections run as the
                // allocation budget is spent, as in a receiving worker.
                target.collect_if_due(&[]);
                black_box(copy)
            })
        });
    }
    g.finish();
}

fn serialize_only(c: &mut Criterion, group: &str, names: &[&str], options: CloneOptions) {
    let mut g = c.benchmark_group(group);
    for &name in names {
        let (mut heap, value) = payload(name);
        let mut writer = Serializer::new(options);
        let mut buffer = Vec::with_capacity(1024);
        g.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter(|| {
                buffer.clear();
                writer
                    .serialize_into(&mut heap, value, &mut buffer)
                    .expect("serializes");
                black_box(buffer.len())
            })
        });
    }
    g.finish();
}

fn serializers(c: &mut Criterion) {
    let fast = Variant::Fast.options();
    let generic = Variant::Generic.options();
    let canonical = Variant::Canonical.options();
    serialize_only(c, "clone/serialize_fast", &["flat16", "leaves24"], fast);
    serialize_only(
        c,
        "clone/serialize_generic",
        &["flat16", "leaves24"],
        generic,
    );
    serialize_only(c, "clone/serialize_pooled", &["session_entry"], fast);
    serialize_only(
        c,
        "clone/serialize_canonical",
        &["session_entry"],
        canonical,
    );
}

fn port_sender(c: &mut Criterion) {
    let mut g = c.benchmark_group("port/sender");
    for name in payloads::PAYLOADS {
        let (mut heap, value) = payload(name);
        let (mut tx, mut rx) = MessagePort::pair();
        // The receiver drains a batch when told to, after the timed loop, so
        // that it never competes with the sender for the channel or a core
        // while the sender is timed.
        let (drain_tx, drain_rx) = std::sync::mpsc::channel::<u64>();
        let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
        let receiver = std::thread::spawn(move || {
            while let Ok(n) = drain_rx.recv() {
                for _ in 0..n {
                    match rx.receive_bytes() {
                        Ok(message) => drop(black_box(message)),
                        Err(_) => return,
                    }
                }
                if done_tx.send(()).is_err() {
                    return;
                }
            }
        });
        g.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter_custom(|iters| {
                let mut timed = Duration::ZERO;
                for _ in 0..iters {
                    let start = Instant::now();
                    for _ in 0..BATCH {
                        tx.post_message(&mut heap, value).expect("posts");
                    }
                    timed += start.elapsed();
                    drain_tx.send(BATCH).expect("the receiver runs");
                    done_rx.recv().expect("the receiver drains");
                }
                timed / BATCH as u32
            })
        });
        drop(drain_tx);
        receiver.join().expect("the receiver ends");
    }
    g.finish();
}

fn node_peer(c: &mut Criterion) {
    let Some(mut node) = NodePeer::start("structured_clone.mjs", "node/structured_clone") else {
        return;
    };
    let mut g = c.benchmark_group("node/structured_clone");
    for name in payloads::PAYLOADS {
        g.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter_custom(|iters| node.run(&format!("{name} {iters}")))
        });
    }
    g.finish();
    drop(node);
    // Node's postMessage sender loop, per message: batches of BATCH posts, as
    // `port/sender` measures ours.
    let Some(mut node) = NodePeer::start("peers.mjs", "node/post_message") else {
        return;
    };
    let mut g = c.benchmark_group("node/post_message");
    for name in payloads::PAYLOADS {
        g.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter_custom(|iters| {
                // peers.mjs posts 1,000 messages per batch.
                let batches = iters.div_ceil(BATCH);
                node.run(&format!("post {name} {batches}")) * iters as u32
                    / (batches * BATCH) as u32
            })
        });
    }
    g.finish();
}

fn print_tables(since: std::time::SystemTime) {
    let rows = |ours: &str, theirs: &str| -> Vec<(String, String, String)> {
        payloads::PAYLOADS
            .iter()
            .map(|p| {
                (
                    p.to_string(),
                    format!("{ours}/{p}"),
                    format!("{theirs}/{p}"),
                )
            })
            .collect()
    };
    for (title, ours, theirs) in [
        (
            "clone/roundtrip (port session) vs Node 20 structuredClone",
            "clone/roundtrip",
            "node/structured_clone",
        ),
        (
            "clone/roundtrip_stateless vs Node 20 structuredClone",
            "clone/roundtrip_stateless",
            "node/structured_clone",
        ),
        (
            "port/sender vs Node 20 postMessage (sender loop, per message)",
            "port/sender",
            "node/post_message",
        ),
    ] {
        let owned = rows(ours, theirs);
        let rows: Vec<(String, &str, &str)> = owned
            .iter()
            .map(|(l, o, t)| (l.clone(), o.as_str(), t.as_str()))
            .collect();
        common::print_table(title, "Node 20", &rows, since);
    }
}

fn main() {
    let started = common::record_run("clone");
    let mut c = Criterion::default().configure_from_args();
    roundtrip(&mut c);
    serializers(&mut c);
    port_sender(&mut c);
    node_peer(&mut c);
    c.final_summary();
    print_tables(started);
}
