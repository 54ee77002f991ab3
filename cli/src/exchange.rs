//! Two workers exchanging messages through a [`MessagePort`], measured: what the
//! tour, `examples/post_message.rs` and the port tests share.
//!
//! The sender worker builds a payload ([`payloads`]) in its heap and posts it
//! `messages` times; the receiver worker reads every message into its heap and
//! checks the [`digest`] of a sample against the sender's (the first
//! [`CHECK_FIRST`] messages, then one in [`CHECK_EVERY`]: a digest walks the
//! whole graph and costs more than reading it, so checking all of them would
//! measure the check). Both workers restore their heaps
//! from one snapshot when one is given (and the port then carries snapshot
//! shapes by ID if `options.peer_snapshot` names it), or start from empty heaps.
//!
//! Reported per message: the sender's synchronous send loop (serialize + move
//! the buffer into the channel), and end to end (first post to last message
//! read, divided by the count: a throughput figure, with both threads busy).

use crate::payloads;
use shapeshift::clone::{CloneError, CloneOptions};
use shapeshift::heap::Heap;
use shapeshift::module::Runtime;
use shapeshift::object::ObjectId;
use shapeshift::port::MessagePort;
use shapeshift::shape::ObjectKind;
use shapeshift::snapshot::Snapshot;
use shapeshift::value::Value;
use shapeshift::worker::{Online, Startup, Worker};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Messages whose digest the receiver checks before it starts sampling.
pub const CHECK_FIRST: usize = 100;
/// After [`CHECK_FIRST`], the receiver checks one message in this many (and the last).
pub const CHECK_EVERY: usize = 100;

/// What one exchange measured.
#[derive(Clone, Debug, PartialEq)]
pub struct ExchangeReport {
    /// Messages sent and read.
    pub messages: usize,
    /// Messages whose digest was checked.
    pub checked: usize,
    /// Checked messages whose digest matched the sender's.
    pub verified: usize,
    /// Bytes of the first message (a port's session defines its shapes and
    /// strings in it) and of each message after it.
    pub message_bytes: (usize, usize),
    /// The sender's send loop, per message.
    pub sender_ns: f64,
    /// First post to last read, per message.
    pub end_to_end_ns: f64,
}

/// Runs one exchange of `messages` copies of payload `payload` (see the module docs).
pub fn exchange(
    runtime: &Arc<Runtime>,
    snapshot: Option<&Arc<Snapshot>>,
    payload: &'static str,
    options: CloneOptions,
    messages: usize,
) -> Result<ExchangeReport, String> {
    let startup = || match snapshot {
        Some(s) => Startup::Snapshot(s.clone()),
        None => Startup::Modules(Vec::new()),
    };
    let (mut tx, mut rx) = MessagePort::pair_with(options);
    let online = Online::new();
    let start = Arc::new(std::sync::OnceLock::<Instant>::new());
    let (digest_tx, digest_rx) = std::sync::mpsc::channel::<u64>();
    let sender_start = start.clone();
    let sender = Worker::spawn(runtime.clone(), startup(), online.clone(), move |heap| {
        let o = payloads::build(heap, payload).ok_or("unknown payload")?;
        let value = Value::Object(o);
        let expected = digest(heap, value);
        digest_tx
            .send(expected)
            .map_err(|_| "the receiver is gone")?;
        let mut bytes = (0, 0);
        let t = Instant::now();
        let _ = sender_start.set(t);
        for _ in 0..messages {
            tx.post_message(heap, value).map_err(|e| e.to_string())?;
        }
        let elapsed = t.elapsed();
        // The size of the session's first message and of those after it.
        let mut writer = shapeshift::clone::Serializer::new(tx.options());
        if let (Ok(first), Ok(later)) =
            (writer.serialize(heap, value), writer.serialize(heap, value))
        {
            bytes = (first.len(), later.len());
        }
        Ok::<_, String>((elapsed, bytes))
    })
    .map_err(|e| e.to_string())?;
    let receiver = Worker::spawn(runtime.clone(), startup(), online, move |heap| {
        let expected = digest_rx.recv().map_err(|_| "the sender is gone")?;
        let (mut checked, mut verified) = (0, 0);
        for i in 0..messages {
            let v = rx.receive(heap).map_err(|e: CloneError| e.to_string())?;
            if i < CHECK_FIRST || i % CHECK_EVERY == 0 || i + 1 == messages {
                checked += 1;
                if digest(heap, v) == expected {
                    verified += 1;
                }
            }
            // Each message's objects are garbage once checked: the collector
            // keeps memory flat over long runs.
            heap.collect_if_due(&[]);
        }
        Ok::<_, String>((Instant::now(), checked, verified))
    })
    .map_err(|e| e.to_string())?;
    let (sent, message_bytes) = sender.join().map_err(|e| e.to_string())??;
    let (end, checked, verified) = receiver.join().map_err(|e| e.to_string())??;
    let first = start.get().copied().ok_or("the sender never started")?;
    let per = |d: Duration| d.as_secs_f64() * 1e9 / messages.max(1) as f64;
    Ok(ExchangeReport {
        messages,
        checked,
        verified,
        message_bytes,
        sender_ns: per(sent),
        end_to_end_ns: per(end.saturating_duration_since(first)),
    })
}

/// A digest of the graph under `v` as `structuredClone` sees it: kinds, own
/// enumerable string keys in order, primitive values, string contents, array
/// lengths, and which objects are shared (objects numbered in pre-order). Two
/// graphs a clone relates have equal digests, whichever heaps they live in.
pub fn digest(heap: &mut Heap, v: Value) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let mut seen: HashMap<ObjectId, usize> = HashMap::new();
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        match v {
            Value::Object(o) => {
                if let Some(n) = seen.get(&o) {
                    (b'^', *n).hash(&mut h);
                    continue;
                }
                seen.insert(o, seen.len());
                let kind = heap.kind_of(o).expect("an ID this heap handed out");
                (b'o', kind == ObjectKind::Array).hash(&mut h);
                if kind == ObjectKind::Array {
                    heap.object(o)
                        .expect("an ID this heap handed out")
                        .elements()
                        .length()
                        .hash(&mut h);
                }
                let keys = heap.keys(o).expect("an ID this heap handed out");
                keys.len().hash(&mut h);
                let mut children = Vec::with_capacity(keys.len());
                for k in keys {
                    heap.atoms().display(k).to_string().hash(&mut h);
                    children.push(heap.get(o, k).unwrap_or(Value::Undefined));
                }
                // Depth first, in key order.
                stack.extend(children.into_iter().rev());
            }
            Value::String(s) => {
                (b's', heap.str(s).expect("an ID this heap handed out")).hash(&mut h)
            }
            Value::Number(n) => (b'n', shapeshift::clone::wire::canonical_bits(n)).hash(&mut h),
            Value::Bool(b) => (b'b', b).hash(&mut h),
            Value::Null => b'0'.hash(&mut h),
            Value::Undefined => b'_'.hash(&mut h),
            Value::Native(n) => (b'f', n.0).hash(&mut h),
            // A clone refuses symbols, so no cloned graph holds one; the
            // description keeps the digest a function of the graph alone.
            Value::Symbol(s) => (b'y', heap.atoms().symbol_description(s)).hash(&mut h),
        }
    }
    h.finish()
}
