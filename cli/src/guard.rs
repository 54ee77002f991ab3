//! A paired regression guard for the sender's cost, as this project's
//! postMessage fix used: run a *baseline* and a *candidate* sender setting
//! interleaved, pair by pair, and compare the median of the paired ratios
//! (candidate ÷ baseline) with a ceiling.
//!
//! Pairing cancels what a noisy 2-core machine does to absolute times: each
//! pair's two samples run back to back, so a slow moment slows both, and the
//! order alternates between pairs so that neither setting always runs warm.
//! Each sample is the send loop of [`BATCH`](GuardConfig::batch) messages
//! through a [`MessagePort`], the receiver draining outside the timed region
//! (what `port/sender` measures).

use crate::payloads;
use shapeshift::clone::{CloneOptions, Encoding};
use shapeshift::heap::Heap;
use shapeshift::port::MessagePort;
use shapeshift::value::Value;
use std::time::Instant;

/// A sender setting the guard can time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Variant {
    /// In-process encoding, shape fast path on (the default).
    Fast,
    /// In-process encoding, fast path off.
    Generic,
    /// Canonical encoding, fast path on.
    Canonical,
    /// Canonical encoding, fast path off.
    CanonicalGeneric,
}

impl Variant {
    /// Every variant, with its command-line name.
    pub const ALL: [(&'static str, Variant); 4] = [
        ("fast", Variant::Fast),
        ("generic", Variant::Generic),
        ("canonical", Variant::Canonical),
        ("canonical-generic", Variant::CanonicalGeneric),
    ];

    /// The variant named `name`.
    pub fn parse(name: &str) -> Option<Variant> {
        Self::ALL.iter().find(|(n, _)| *n == name).map(|&(_, v)| v)
    }

    /// Its command-line name.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|&&(_, v)| v == self)
            .map_or("?", |&(n, _)| n)
    }

    /// The clone options it sends with.
    pub fn options(self) -> CloneOptions {
        let (encoding, fast_path) = match self {
            Variant::Fast => (Encoding::InProcess, true),
            Variant::Generic => (Encoding::InProcess, false),
            Variant::Canonical => (Encoding::Canonical, true),
            Variant::CanonicalGeneric => (Encoding::Canonical, false),
        };
        CloneOptions {
            encoding,
            fast_path,
            ..CloneOptions::default()
        }
    }
}

/// What to compare.
#[derive(Clone, Debug)]
pub struct GuardConfig {
    /// The payload ([`payloads::PAYLOADS`]).
    pub payload: String,
    /// The reference setting.
    pub baseline: Variant,
    /// The setting under test.
    pub candidate: Variant,
    /// Number of (baseline, candidate) pairs.
    pub pairs: usize,
    /// Messages per sample.
    pub batch: usize,
    /// The largest acceptable median ratio.
    pub ceiling: f64,
}

/// The ceiling the postMessage fix used: the candidate may be at most 3% slower.
pub const DEFAULT_CEILING: f64 = 1.03;
/// Pairs the postMessage fix ran.
pub const DEFAULT_PAIRS: usize = 30;

impl Default for GuardConfig {
    fn default() -> Self {
        GuardConfig {
            payload: "flat16".into(),
            baseline: Variant::Generic,
            candidate: Variant::Fast,
            pairs: DEFAULT_PAIRS,
            batch: 2_000,
            ceiling: DEFAULT_CEILING,
        }
    }
}

/// What the guard measured.
#[derive(Clone, Debug)]
pub struct GuardReport {
    /// Candidate ÷ baseline, per pair, in run order.
    pub ratios: Vec<f64>,
    /// The median of `ratios`.
    pub median: f64,
    /// Median sender time per message, baseline and candidate.
    pub baseline_ns: f64,
    /// See `baseline_ns`.
    pub candidate_ns: f64,
    /// Whether `median` is at most the ceiling.
    pub passed: bool,
}

/// One setting's sender: a port whose other end drains on demand.
struct Sender {
    heap: Heap,
    value: Value,
    port: MessagePort,
    drain: std::sync::mpsc::Sender<usize>,
    done: std::sync::mpsc::Receiver<()>,
    receiver: Option<std::thread::JoinHandle<()>>,
}

impl Sender {
    fn new(payload: &str, variant: Variant) -> Result<Sender, String> {
        let mut heap = Heap::new();
        let o = payloads::build(&mut heap, payload).ok_or_else(|| {
            format!(
                "unknown payload `{payload}` (one of {:?})",
                payloads::PAYLOADS
            )
        })?;
        let (port, mut rx) = MessagePort::pair_with(variant.options());
        let (drain, drain_rx) = std::sync::mpsc::channel::<usize>();
        let (done_tx, done) = std::sync::mpsc::channel();
        let receiver = std::thread::spawn(move || {
            while let Ok(n) = drain_rx.recv() {
                for _ in 0..n {
                    if rx.receive_bytes().is_err() {
                        return;
                    }
                }
                if done_tx.send(()).is_err() {
                    return;
                }
            }
        });
        Ok(Sender {
            heap,
            value: Value::Object(o),
            port,
            drain,
            done,
            receiver: Some(receiver),
        })
    }

    /// Nanoseconds per message of one timed batch.
    fn sample(&mut self, batch: usize) -> Result<f64, String> {
        let t = Instant::now();
        for _ in 0..batch {
            self.port
                .post_message(&mut self.heap, self.value)
                .map_err(|e| e.to_string())?;
        }
        let ns = t.elapsed().as_secs_f64() * 1e9 / batch as f64;
        self.drain.send(batch).map_err(|_| "the receiver stopped")?;
        self.done.recv().map_err(|_| "the receiver stopped")?;
        Ok(ns)
    }
}

impl Drop for Sender {
    fn drop(&mut self) {
        // Closing the drain channel ends the receiver thread.
        let (closed, _) = std::sync::mpsc::channel();
        self.drain = closed;
        if let Some(r) = self.receiver.take() {
            let _ = r.join();
        }
    }
}

/// The median of `xs` (the mean of the middle two for an even count).
pub fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// Runs the guard (see the module docs).
pub fn run(config: &GuardConfig) -> Result<GuardReport, String> {
    if config.pairs == 0 || config.batch == 0 {
        return Err("pairs and batch must be at least 1".into());
    }
    if !(config.ceiling.is_finite() && config.ceiling > 0.0) {
        return Err(format!(
            "the ceiling must be a positive number, not {}",
            config.ceiling
        ));
    }
    let mut baseline = Sender::new(&config.payload, config.baseline)?;
    let mut candidate = Sender::new(&config.payload, config.candidate)?;
    // Warm both (caches, shape cache, buffers) before the first pair.
    baseline.sample(config.batch)?;
    candidate.sample(config.batch)?;
    let (mut bs, mut cs) = (Vec::new(), Vec::new());
    for pair in 0..config.pairs {
        let (b, c) = if pair % 2 == 0 {
            let b = baseline.sample(config.batch)?;
            (b, candidate.sample(config.batch)?)
        } else {
            let c = candidate.sample(config.batch)?;
            (baseline.sample(config.batch)?, c)
        };
        bs.push(b);
        cs.push(c);
    }
    Ok(verdict(&bs, &cs, config.ceiling))
}

/// The report of paired samples (`baseline[i]` and `candidate[i]` ran as
/// pair `i`): each pair's ratio, their median, and whether it is at most
/// `ceiling`.
fn verdict(baseline: &[f64], candidate: &[f64], ceiling: f64) -> GuardReport {
    let ratios: Vec<f64> = baseline.iter().zip(candidate).map(|(b, c)| c / b).collect();
    let m = median(&ratios);
    GuardReport {
        median: m,
        baseline_ns: median(baseline),
        candidate_ns: median(candidate),
        passed: m <= ceiling,
        ratios,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn variants_round_trip_their_names() {
        for (name, v) in Variant::ALL {
            assert_eq!(Variant::parse(name), Some(v));
            assert_eq!(v.name(), name);
        }
        assert_eq!(Variant::parse("turbo"), None);
    }

    #[test]
    fn the_verdict_is_the_median_of_the_paired_ratios_against_the_ceiling() {
        // Pairs 2 and 3 ran on a slow moment (both samples slower): their
        // ratios, not their times, count.
        let baseline = [100.0, 100.0, 300.0, 300.0, 100.0];
        let candidate = [102.0, 101.0, 306.0, 330.0, 150.0];
        let report = verdict(&baseline, &candidate, DEFAULT_CEILING);
        assert_eq!(report.ratios, [1.02, 1.01, 1.02, 1.1, 1.5]);
        assert_eq!(report.median, 1.02);
        assert!(report.passed);
        assert_eq!((report.baseline_ns, report.candidate_ns), (100.0, 150.0));
        // Two pairs more over the ceiling move the median past it.
        let baseline = [100.0; 5];
        let candidate = [101.0, 104.0, 105.0, 102.0, 110.0];
        let report = verdict(&baseline, &candidate, DEFAULT_CEILING);
        assert_eq!(report.median, 1.04);
        assert!(!report.passed, "{report:?}");
        // At the ceiling passes.
        assert!(verdict(&[1.0], &[DEFAULT_CEILING], DEFAULT_CEILING).passed);
    }

    #[test]
    fn a_guard_of_a_setting_against_itself_centres_on_one() {
        let config = GuardConfig {
            baseline: Variant::Fast,
            candidate: Variant::Fast,
            pairs: 5,
            batch: 200,
            ceiling: 100.0,
            ..GuardConfig::default()
        };
        let report = run(&config).expect("runs");
        assert_eq!(report.ratios.len(), 5);
        assert!(report.passed);
        assert!(report.median > 0.1 && report.median < 10.0, "{report:?}");
        let bad = GuardConfig {
            payload: "nope".into(),
            ..config
        };
        assert!(run(&bad).unwrap_err().contains("unknown payload"));
    }
}
