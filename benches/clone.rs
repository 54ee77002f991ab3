//! Structured clone and message port benchmarks (IDs fixed by issue 6). Every
//! figure is time per message.
//!
//! - `clone/roundtrip/{empty,flat16,leaves24,session_entry}`: serialize (one
//!   fresh buffer, as a port does) + deserialize into another heap, default
//!   settings (in-process encoding, fast path).
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
//!
//! At the end the bench prints `clone/roundtrip` against Node as one table,
//! read from criterion's estimates of this run.

use criterion::{BenchmarkId, Criterion, black_box};
use shapeshift::clone::guard::Variant;
use shapeshift::clone::{CloneOptions, Deserializer, Serializer, payloads};
use shapeshift::port::MessagePort;
use shapeshift::{Heap, Value};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// Messages per timed batch of `port/sender`.
const BATCH: u64 = 1_000;

fn payload(name: &str) -> (Heap, Value) {
    let mut heap = Heap::new();
    let o = payloads::build(&mut heap, name).expect("a payload");
    (heap, Value::Object(o))
}

fn roundtrip(c: &mut Criterion) {
    let mut g = c.benchmark_group("clone/roundtrip");
    for name in payloads::PAYLOADS {
        let (mut source, value) = payload(name);
        let mut target = Heap::new();
        let mark = target.object_mark();
        let mut writer = Serializer::new(CloneOptions::default());
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
                target.rewind_objects(mark);
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
        let (mut tx, rx) = MessagePort::pair();
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

/// A Node process answering "PAYLOAD ITERS" with elapsed nanoseconds.
struct NodePeer {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl NodePeer {
    fn start() -> Option<NodePeer> {
        let script =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/node/structured_clone.mjs");
        let mut child = Command::new("node")
            .arg(script)
            .arg("--serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .ok()?;
        let stdin = child.stdin.take()?;
        let stdout = BufReader::new(child.stdout.take()?);
        Some(NodePeer {
            child,
            stdin,
            stdout,
        })
    }

    fn run(&mut self, name: &str, iters: u64) -> Duration {
        writeln!(self.stdin, "{name} {iters}").expect("node reads");
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("node answers");
        Duration::from_nanos(line.trim().parse().expect("nanoseconds"))
    }
}

impl Drop for NodePeer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn node_peer(c: &mut Criterion) {
    let Some(mut node) = NodePeer::start() else {
        eprintln!("node/structured_clone: skipped, `node` is not on PATH");
        return;
    };
    let mut g = c.benchmark_group("node/structured_clone");
    for name in payloads::PAYLOADS {
        g.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter_custom(|iters| node.run(name, iters))
        });
    }
    g.finish();
}

/// Criterion's estimate for `group/name` from this run, in nanoseconds: the
/// slope (what criterion prints for these linearly sampled benchmarks), or
/// the mean where there is no slope.
fn estimate(group: &str, name: &str, since: std::time::SystemTime) -> Option<f64> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target/criterion")
        .join(group.replace('/', "_"))
        .join(name)
        .join("new/estimates.json");
    // Only this run's figures (a `--test` run or a filtered one leaves older
    // estimates in place).
    if std::fs::metadata(&path).ok()?.modified().ok()? < since {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    ["\"slope\"", "\"mean\""]
        .iter()
        .find_map(|field| point_estimate(&text, field))
}

/// The `point_estimate` of `field` in criterion's estimates JSON.
fn point_estimate(text: &str, field: &str) -> Option<f64> {
    let rest = &text[text.find(field)? + field.len()..];
    // `"slope":null` when criterion sampled flat.
    let rest = rest.trim_start().strip_prefix(':')?.trim_start();
    if !rest.starts_with('{') {
        return None;
    }
    let rest = &rest[rest.find("\"point_estimate\":")? + "\"point_estimate\":".len()..];
    let rest = rest.trim_start();
    let end = rest.find([',', '}'])?;
    rest[..end].trim().parse().ok()
}

fn print_table(since: std::time::SystemTime) {
    let rows: Vec<_> = payloads::PAYLOADS
        .iter()
        .filter_map(|name| {
            let ours = estimate("clone/roundtrip", name, since)?;
            let node = estimate("node/structured_clone", name, since)?;
            Some((name, ours, node))
        })
        .collect();
    if rows.is_empty() {
        return;
    }
    println!("\nclone/roundtrip vs Node 20 structuredClone (criterion estimates of this run)");
    println!("| payload | shapeshift | Node 20 | Node ÷ shapeshift |");
    println!("|---|---:|---:|---:|");
    for (name, ours, node) in rows {
        println!(
            "| {name} | {ours:.0} ns | {node:.0} ns | {:.1}× |",
            node / ours
        );
    }
}

fn main() {
    let started = std::time::SystemTime::now();
    let mut c = Criterion::default().configure_from_args();
    roundtrip(&mut c);
    serializers(&mut c);
    port_sender(&mut c);
    node_peer(&mut c);
    c.final_summary();
    print_table(started);
}
