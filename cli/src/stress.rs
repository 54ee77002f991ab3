//! The stress run: many workers exchanging many messages through a ring of
//! [`MessagePort`]s, every message checked.
//!
//! # Topology and flow control
//!
//! Worker `k` posts to worker `k + 1` (mod the worker count) and receives from
//! worker `k - 1`: one port pair per edge of the ring, so every port has one
//! sender and one receiver and per-port order is defined. Each worker sends
//! its share of the messages and receives its predecessor's, interleaving the
//! two: it posts while it is fewer than [`StressConfig::window`] messages ahead
//! of what it has received, then blocks on one receive. Each worker's lead is
//! at most the window, so at most `workers × window` messages are in flight
//! in the whole ring, and memory stays flat however many go round.
//!
//! It cannot deadlock. A worker blocks only on a receive whose queue is
//! empty, so its predecessor has not finished sending; a worker that has not
//! finished sending blocks only when it is a full window ahead. If every
//! worker were blocked, every predecessor, hence every worker, would be a
//! full window ahead: the ring would have posted more than it received while
//! every queue is empty, which cannot be.
//!
//! # What is checked, per message
//!
//! A message is an envelope `{from, seq, sum, body}`: the sender's index, its
//! sequence number on this port, the [`digest`] of the body as a hex string,
//! and the body (one of the clone payloads by `seq`, plus a `note` string that
//! differs per message). The receiver checks every message: `from` is its
//! predecessor, `seq` is the next one expected (a smaller one is a duplicate,
//! a larger one a loss; either is a reordering), and the body's digest in the
//! receiver's heap equals `sum`. A message's objects are garbage once it is
//! posted or checked, and both sides collect whenever their allocation budget
//! is spent ([`Heap::collect_if_due`]), so memory stays flat however long the
//! run.
//!
//! A watchdog bounds the run: if the workers have not all finished within
//! [`StressConfig::deadline`], the run reports a suspected deadlock instead
//! of hanging.

use crate::exchange::digest;
use crate::payloads;
use shapeshift::clone::CloneOptions;
use shapeshift::heap::Heap;
use shapeshift::module::Runtime;
use shapeshift::policy::StoreOrigin;
use shapeshift::port::MessagePort;
use shapeshift::snapshot::Snapshot;
use shapeshift::value::Value;
use shapeshift::worker::{Online, Startup, Worker};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The default posts a worker may be ahead of its receives.
pub const DEFAULT_WINDOW: usize = 64;

/// What to run.
#[derive(Clone, Debug)]
pub struct StressConfig {
    /// Workers in the ring (at least 2).
    pub workers: usize,
    /// Messages in total, shared out over the workers.
    pub messages: usize,
    /// Posts a worker may be ahead of its receives.
    pub window: usize,
    /// How the ports write.
    pub options: CloneOptions,
    /// The snapshot every worker restores from (`None`: fresh heaps).
    pub snapshot: Option<Arc<Snapshot>>,
    /// How long the run may take before it is reported as stuck.
    pub deadline: Duration,
}

impl StressConfig {
    /// `workers` workers, `messages` messages in total, the default window,
    /// in-process encoding, fresh heaps, a ten-minute deadline.
    pub fn new(workers: usize, messages: usize) -> Self {
        StressConfig {
            workers,
            messages,
            window: DEFAULT_WINDOW,
            options: CloneOptions::default(),
            snapshot: None,
            deadline: Duration::from_secs(600),
        }
    }
}

/// What one worker saw on its incoming port.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PortReport {
    /// Messages it posted.
    pub sent: usize,
    /// Messages it received.
    pub received: usize,
    /// Received messages that passed every check.
    pub verified: usize,
    /// Messages whose `seq` was below the next one expected.
    pub duplicated: usize,
    /// Messages whose `seq` skipped ahead (the skipped ones were lost).
    pub skipped: usize,
    /// Messages from another sender than the predecessor.
    pub misrouted: usize,
    /// Messages whose body's digest differed from `sum`.
    pub corrupted: usize,
}

/// What a stress run measured.
#[derive(Clone, Debug, PartialEq)]
pub struct StressReport {
    /// Workers in the ring.
    pub workers: usize,
    /// Per worker, in ring order.
    pub ports: Vec<PortReport>,
    /// Wall time of the exchange (all workers spawned to all done).
    pub elapsed: Duration,
    /// The process's resident set before the run, in bytes (Linux).
    pub rss_before: Option<u64>,
    /// The process's peak resident set after the run, in bytes (Linux's
    /// `VmHWM`: the high-water mark of the whole process, so it includes
    /// whatever ran before in it).
    pub peak_rss: Option<u64>,
}

impl StressReport {
    /// Messages posted, in total.
    pub fn sent(&self) -> usize {
        self.ports.iter().map(|p| p.sent).sum()
    }
    /// Messages received, in total.
    pub fn received(&self) -> usize {
        self.ports.iter().map(|p| p.received).sum()
    }
    /// Messages that passed every check, in total.
    pub fn verified(&self) -> usize {
        self.ports.iter().map(|p| p.verified).sum()
    }
    /// One line: what was sent, received and verified, the time, and the
    /// resident set before and at its peak.
    pub fn summary(&self) -> String {
        let mib = |b: Option<u64>| {
            b.map_or("n/a".to_string(), |b| {
                format!("{:.1} MiB", b as f64 / 1048576.0)
            })
        };
        format!(
            "{} workers: {} sent, {} received, {} verified in {:.2?}; resident set before {}, peak {}",
            self.workers,
            self.sent(),
            self.received(),
            self.verified(),
            self.elapsed,
            mib(self.rss_before),
            mib(self.peak_rss)
        )
    }

    /// True when every message posted arrived once, in order, intact.
    pub fn clean(&self) -> bool {
        let sent = self.sent();
        sent == self.received()
            && sent == self.verified()
            && self
                .ports
                .iter()
                .all(|p| p.duplicated + p.skipped + p.misrouted + p.corrupted == 0)
    }
}

/// Runs the ring (see the module docs).
pub fn run(runtime: &Arc<Runtime>, config: &StressConfig) -> Result<StressReport, String> {
    let n = config.workers;
    if n < 2 {
        return Err(format!("a ring needs at least 2 workers, not {n}"));
    }
    if config.window == 0 {
        return Err("the window must be at least 1 message".into());
    }
    let share = |k: usize| config.messages / n + usize::from(k < config.messages % n);
    // Edge k: worker k posts on `outgoing[k]`, worker k + 1 receives on `incoming[k]`.
    let (mut outgoing, mut incoming): (Vec<_>, Vec<_>) = (0..n)
        .map(|_| MessagePort::pair_with(config.options))
        .unzip();
    incoming.rotate_right(1); // incoming[k] is now edge k - 1's receiving end.
    let rss_before = resident_bytes("VmRSS:");
    let online = Online::new();
    let (done_tx, done_rx) = mpsc::channel::<usize>();
    let mut workers = Vec::with_capacity(n);
    for (k, (tx, rx)) in outgoing.drain(..).zip(incoming.drain(..)).enumerate() {
        let startup = match &config.snapshot {
            Some(s) => Startup::Snapshot(s.clone()),
            None => Startup::Modules(Vec::new()),
        };
        let (to_send, to_receive) = (share(k), share((k + n - 1) % n));
        let predecessor = (k + n - 1) % n;
        let window = config.window;
        let done = done_tx.clone();
        let worker = Worker::spawn(runtime.clone(), startup, online.clone(), move |heap| {
            let result = ring_worker(heap, k, predecessor, tx, rx, to_send, to_receive, window);
            let _ = done.send(k);
            result
        })
        .map_err(|e| e.to_string())?;
        workers.push(worker);
    }
    drop(done_tx);
    let start = Instant::now();
    let deadline = start + config.deadline;
    let mut finished = 0;
    while finished < n {
        let left = deadline.saturating_duration_since(Instant::now());
        match done_rx.recv_timeout(left) {
            Ok(_) => finished += 1,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Err(format!(
                    "deadlock suspected: {} of {n} workers still running after {:?}",
                    n - finished,
                    config.deadline
                ));
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let elapsed = start.elapsed();
    let mut ports = Vec::with_capacity(n);
    for (k, w) in workers.into_iter().enumerate() {
        let report = w
            .join()
            .map_err(|e| format!("worker {k}: {e}"))?
            .map_err(|e| format!("worker {k}: {e}"))?;
        ports.push(report);
    }
    Ok(StressReport {
        workers: n,
        ports,
        elapsed,
        rss_before,
        peak_rss: resident_bytes("VmHWM:"),
    })
}

/// One worker of the ring: posts `to_send` messages on `tx` and receives
/// `to_receive` on `rx`, at most `window` posts ahead.
#[allow(clippy::too_many_arguments)]
fn ring_worker(
    heap: &mut Heap,
    me: usize,
    predecessor: usize,
    mut tx: MessagePort,
    mut rx: MessagePort,
    to_send: usize,
    to_receive: usize,
    window: usize,
) -> Result<PortReport, String> {
    let keys = Keys::new(heap);
    let mut report = PortReport::default();
    let mut expected_seq = 0usize;
    while report.sent < to_send || report.received < to_receive {
        while report.sent < to_send
            && (report.received >= to_receive || report.sent - report.received < window)
        {
            let message = envelope(heap, &keys, me, report.sent)?;
            tx.post_message(heap, message)
                .map_err(|e| format!("post {}: {e}", report.sent))?;
            heap.collect_if_due(&[]);
            report.sent += 1;
        }
        if report.received < to_receive {
            let message = rx
                .receive(heap)
                .map_err(|e| format!("receive {}: {e}", report.received))?;
            report.received += 1;
            check(
                heap,
                &keys,
                message,
                predecessor,
                &mut expected_seq,
                &mut report,
            )?;
            heap.collect_if_due(&[]);
        }
    }
    Ok(report)
}

/// The envelope's keys, interned once per worker.
struct Keys {
    from: shapeshift::atoms::PropertyKey,
    seq: shapeshift::atoms::PropertyKey,
    sum: shapeshift::atoms::PropertyKey,
    body: shapeshift::atoms::PropertyKey,
    note: shapeshift::atoms::PropertyKey,
}

impl Keys {
    fn new(heap: &mut Heap) -> Keys {
        Keys {
            from: heap.key("from"),
            seq: heap.key("seq"),
            sum: heap.key("sum"),
            body: heap.key("body"),
            note: heap.key("note"),
        }
    }
}

/// `{from, seq, sum, body}` for message `seq` of worker `me`.
fn envelope(heap: &mut Heap, keys: &Keys, me: usize, seq: usize) -> Result<Value, String> {
    let kind = payloads::PAYLOADS[seq % payloads::PAYLOADS.len()];
    let body = payloads::build(heap, kind).ok_or("a payload")?;
    let note = heap.string(&format!("worker {me} message {seq}"));
    let set = |heap: &mut Heap, o, k, v| {
        heap.set(o, k, v, StoreOrigin::Named)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    set(heap, body, keys.note, note)?;
    let sum = digest(heap, Value::Object(body));
    let sum = heap.string(&format!("{sum:016x}"));
    let message = heap.new_object();
    set(heap, message, keys.from, Value::from(me as i32))?;
    set(heap, message, keys.seq, Value::Number(seq as f64))?;
    set(heap, message, keys.sum, sum)?;
    set(heap, message, keys.body, Value::Object(body))?;
    Ok(Value::Object(message))
}

/// Checks one received envelope and counts the outcome.
fn check(
    heap: &mut Heap,
    keys: &Keys,
    message: Value,
    predecessor: usize,
    expected_seq: &mut usize,
    report: &mut PortReport,
) -> Result<(), String> {
    let Value::Object(o) = message else {
        return Err(format!("a message that is not an object: {message:?}"));
    };
    let get = |heap: &mut Heap, k| heap.get(o, k).map_err(|e| e.to_string());
    let from = get(heap, keys.from)?;
    let seq = match get(heap, keys.seq)? {
        Value::Number(n) if n >= 0.0 && n.fract() == 0.0 => n as usize,
        other => return Err(format!("a message without a sequence number: {other:?}")),
    };
    let sum = match get(heap, keys.sum)? {
        Value::String(s) => heap.str(s).expect("an ID this heap handed out").to_string(),
        other => return Err(format!("a message without a checksum: {other:?}")),
    };
    let body = get(heap, keys.body)?;
    let mut ok = true;
    if from != Value::from(predecessor as i32) {
        report.misrouted += 1;
        ok = false;
    }
    match seq.cmp(expected_seq) {
        std::cmp::Ordering::Less => {
            report.duplicated += 1;
            ok = false;
        }
        std::cmp::Ordering::Greater => {
            report.skipped += seq - *expected_seq;
            *expected_seq = seq + 1;
            ok = false;
        }
        std::cmp::Ordering::Equal => *expected_seq += 1,
    }
    if format!("{:016x}", digest(heap, body)) != sum {
        report.corrupted += 1;
        ok = false;
    }
    if ok {
        report.verified += 1;
    }
    Ok(())
}

/// A field of `/proc/self/status` in bytes (`VmRSS:`, `VmHWM:`), on Linux.
pub fn resident_bytes(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kb: u64 = line[field.len()..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_ring_delivers_every_message_in_order() {
        let runtime = Arc::new(Runtime::new());
        let report = run(&runtime, &StressConfig::new(3, 301)).expect("runs");
        assert_eq!(report.sent(), 301);
        assert!(report.clean(), "{report:?}");
        assert_eq!(report.ports[0].sent, 101);
        assert_eq!(report.ports[1].received, 101);
    }

    #[test]
    fn a_window_of_one_still_finishes() {
        let runtime = Arc::new(Runtime::new());
        let mut config = StressConfig::new(4, 40);
        config.window = 1;
        assert!(run(&runtime, &config).expect("runs").clean());
    }

    #[test]
    fn the_checks_catch_what_they_claim() {
        let mut heap = Heap::new();
        let keys = Keys::new(&mut heap);
        let mut report = PortReport::default();
        let mut expected = 0;
        let good = envelope(&mut heap, &keys, 1, 0).expect("builds");
        check(&mut heap, &keys, good, 1, &mut expected, &mut report).expect("checks");
        assert_eq!((report.verified, expected), (1, 1));
        // The same message again: a duplicate.
        check(&mut heap, &keys, good, 1, &mut expected, &mut report).expect("checks");
        assert_eq!(report.duplicated, 1);
        // Message 3 next: 1 and 2 were lost.
        let late = envelope(&mut heap, &keys, 1, 3).expect("builds");
        check(&mut heap, &keys, late, 1, &mut expected, &mut report).expect("checks");
        assert_eq!(report.skipped, 2);
        // From another worker; then a body changed after its sum was taken.
        let stray = envelope(&mut heap, &keys, 2, 4).expect("builds");
        check(&mut heap, &keys, stray, 1, &mut expected, &mut report).expect("checks");
        assert_eq!(report.misrouted, 1);
        let tampered = envelope(&mut heap, &keys, 1, 5).expect("builds");
        let Value::Object(o) = tampered else {
            unreachable!()
        };
        let Ok(Value::Object(body)) = heap.get(o, keys.body) else {
            panic!("a body")
        };
        let other = heap.string("tampered");
        heap.set(body, keys.note, other, StoreOrigin::Named)
            .expect("set");
        check(&mut heap, &keys, tampered, 1, &mut expected, &mut report).expect("checks");
        assert_eq!(report.corrupted, 1);
        assert_eq!(report.verified, 1);
    }
}
