//! The results page: criterion's saved estimates turned into one Markdown
//! page and three SVG charts (`shapeshift report`).
//!
//! # Where the figures come from
//!
//! Every figure is a criterion estimate saved under
//! `target/criterion/**/new/`: `benchmark.json` names it (`full_id`, and the
//! bytes of throughput where the benchmark set one) and `estimates.json`
//! holds the time (the slope where criterion sampled linearly, else the mean,
//! in nanoseconds per iteration). Node's figures are criterion estimates too:
//! the benches drive Node through the `--serve` mode of the scripts in
//! `benches/node/`, so each comparison row pairs two figures from one `cargo
//! bench` run of one bench file (see [`COMPARISONS`] for which file).
//!
//! The median sample is read too. A steady loop keeps it within a few percent
//! of the estimate; where it lies further off (see [`MEDIAN_DISAGREES`]) the
//! samples were bimodal, and the comparison table shows the median and the
//! medians' ratio beside the estimate and its ratio, so that one tier change
//! in a peer's process cannot make or break a target unseen.
//!
//! Nothing here measures anything; a missing figure shows as "–" and is
//! listed under "missing" on the page, with the command that produces it.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// One saved criterion estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// The benchmark ID (`group/function/value`).
    pub id: String,
    /// Nanoseconds per iteration.
    pub ns: f64,
    /// The median sample's nanoseconds per iteration, where criterion saved
    /// it: set beside [`Figure::ns`] in the comparison table when the two
    /// disagree (see [`MEDIAN_DISAGREES`]).
    pub median: Option<f64>,
    /// Bytes of throughput per iteration, where the benchmark declared them.
    pub bytes: Option<u64>,
    /// When criterion wrote it.
    pub measured: Option<SystemTime>,
}

/// The directory, under criterion's, where each bench file that measures a
/// comparison records the start of each of its runs: the file `runs/BENCH`,
/// one line per run, seconds and nanoseconds since the Unix epoch
/// (`SECS.NANOS`). `benches/common` writes it.
pub const RUNS_DIR: &str = "runs";

/// The recorded starts of each bench file's runs ([`RUNS_DIR`]): a figure
/// belongs to the last run of its bench file that started before criterion
/// wrote it, so two figures come from one run when that start is the same.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Runs(BTreeMap<String, Vec<SystemTime>>);

impl Runs {
    /// Every bench file's recorded runs under `criterion_dir` (none where
    /// nothing was recorded; unreadable lines are skipped).
    pub fn read(criterion_dir: &Path) -> Runs {
        let mut runs = BTreeMap::new();
        let Ok(entries) = std::fs::read_dir(criterion_dir.join(RUNS_DIR)) else {
            return Runs(runs);
        };
        for entry in entries.flatten() {
            let (Ok(text), Some(bench)) = (
                std::fs::read_to_string(entry.path()),
                entry.file_name().to_str().map(str::to_string),
            ) else {
                continue;
            };
            let mut starts: Vec<SystemTime> = text.lines().filter_map(parse_run_start).collect();
            starts.sort();
            runs.insert(bench, starts);
        }
        Runs(runs)
    }

    /// The line [`Runs::read`] reads for a run that started at `start`.
    pub fn line(start: SystemTime) -> String {
        let since = start
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default();
        format!("{}.{:09}", since.as_secs(), since.subsec_nanos())
    }

    /// The start of the run of `bench` that wrote a figure at `measured`.
    fn run_of(&self, bench: &str, measured: Option<SystemTime>) -> Option<SystemTime> {
        let measured = measured?;
        self.0
            .get(bench)?
            .iter()
            .rev()
            .find(|&&start| start <= measured)
            .copied()
    }

    /// Whether `a` and `b`, both measured by `bench`, come from one run of
    /// it: `None` when that cannot be told (the bench recorded no runs, or
    /// neither figure falls in a recorded one).
    pub fn same_run(&self, bench: &str, a: &Figure, b: &Figure) -> Option<bool> {
        match (
            self.run_of(bench, a.measured),
            self.run_of(bench, b.measured),
        ) {
            (None, None) => None,
            (x, y) => Some(x == y),
        }
    }
}

fn parse_run_start(line: &str) -> Option<SystemTime> {
    let (secs, nanos) = line.trim().split_once('.')?;
    let since = std::time::Duration::new(secs.parse().ok()?, nanos.parse().ok()?);
    SystemTime::UNIX_EPOCH.checked_add(since)
}

/// Why a report could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// No criterion output at all.
    #[error(
        "no criterion estimates under {0} (run the benchmarks first: see the README's Results)"
    )]
    NoEstimates(PathBuf),
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// A chart could not be drawn.
    #[error("chart {0}: {1}")]
    Chart(&'static str, String),
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> ReportError + '_ {
    move |source| ReportError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Reads every estimate under `criterion_dir` (normally `target/criterion`).
pub fn collect(criterion_dir: &Path) -> Result<BTreeMap<String, Figure>, ReportError> {
    let mut figures = BTreeMap::new();
    let mut stack = vec![criterion_dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if !path.is_dir() {
                continue;
            }
            // A `new` directory holds an estimate, unless it is a benchmark's
            // own directory (a benchmark named `new`): then look inside it.
            let figure = path
                .file_name()
                .is_some_and(|n| n == "new")
                .then(|| read_figure(&path))
                .flatten();
            match figure {
                Some(f) => {
                    // Two directories can hold one ID (a group named with a
                    // slash in one bench, split in another): keep the newest.
                    let newer = figures
                        .get(&f.id)
                        .is_none_or(|old: &Figure| f.measured >= old.measured);
                    if newer {
                        figures.insert(f.id.clone(), f);
                    }
                }
                None => stack.push(path),
            }
        }
    }
    if figures.is_empty() {
        return Err(ReportError::NoEstimates(criterion_dir.to_path_buf()));
    }
    Ok(figures)
}

/// The longest time per iteration a figure may claim: about 11.6 days, far
/// past any bench criterion runs (its samples take seconds). Larger figures,
/// like zero, negative or non-finite ones, come from a damaged
/// `estimates.json`, and would stretch a chart's log axis without end.
const MAX_ESTIMATE_NS: f64 = 1e15;

/// Whether `ns` can be a criterion estimate (see [`MAX_ESTIMATE_NS`]).
fn plausible_ns(ns: f64) -> bool {
    ns.is_finite() && ns > 0.0 && ns <= MAX_ESTIMATE_NS
}

fn read_figure(new: &Path) -> Option<Figure> {
    let benchmark = std::fs::read_to_string(new.join("benchmark.json")).ok()?;
    let estimates_path = new.join("estimates.json");
    let estimates = std::fs::read_to_string(&estimates_path).ok()?;
    let id = json_string(&benchmark, "full_id")?;
    let ns = ["slope", "mean"].iter().find_map(|field| {
        json_object(&estimates, field).and_then(|o| json_number(o, "point_estimate"))
    })?;
    if !plausible_ns(ns) {
        eprintln!(
            "shapeshift report: {}: {ns} ns is not an estimate; {id} left out",
            estimates_path.display()
        );
        return None;
    }
    let median = json_object(&estimates, "median")
        .and_then(|o| json_number(o, "point_estimate"))
        .filter(|&m| plausible_ns(m));
    let bytes = json_object(&benchmark, "throughput")
        .and_then(|t| json_number(t, "Bytes"))
        .map(|b| b as u64);
    let measured = std::fs::metadata(&estimates_path)
        .and_then(|m| m.modified())
        .ok();
    Some(Figure {
        id,
        ns,
        median,
        bytes,
        measured,
    })
}

/// The text after `"field":` (whitespace skipped), if the field is present.
fn json_field<'a>(text: &'a str, field: &str) -> Option<&'a str> {
    let key = format!("\"{field}\"");
    let rest = &text[text.find(&key)? + key.len()..];
    Some(rest.trim_start().strip_prefix(':')?.trim_start())
}

/// A string field (criterion's IDs contain no escapes but `\/`, which is
/// unescaped here).
fn json_string(text: &str, field: &str) -> Option<String> {
    let rest = json_field(text, field)?.strip_prefix('"')?;
    let end = rest.find('"')?;
    Some(rest[..end].replace("\\/", "/"))
}

/// The `{…}` of an object field (`null` gives `None`).
fn json_object<'a>(text: &'a str, field: &str) -> Option<&'a str> {
    let rest = json_field(text, field)?;
    if !rest.starts_with('{') {
        return None;
    }
    let mut depth = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&rest[..=i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// A number field.
fn json_number(text: &str, field: &str) -> Option<f64> {
    let rest = json_field(text, field)?;
    let end = rest.find([',', '}']).unwrap_or(rest.len());
    rest[..end].trim().parse().ok()
}

/// Which peer a row compares with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Peer {
    /// Boa (the `boa_engine` crate), in-process.
    Boa,
    /// Node 20, driven through `benches/node/*.mjs --serve`.
    Node,
    /// No engine: the same work done on a plain Rust `Vec`, the floor a
    /// cost is measured against.
    Floor,
}

impl Peer {
    fn name(self) -> &'static str {
        match self {
            Peer::Boa => "Boa 0.22",
            Peer::Node => "Node 20",
            Peer::Floor => "a Vec<Value> index",
        }
    }
}

/// One row of the comparison table: the same work on both sides, measured
/// in one run of `bench`.
#[derive(Copy, Clone, Debug)]
pub struct Comparison {
    /// What the row measures.
    pub what: &'static str,
    /// shapeshift's benchmark ID.
    pub ours: &'static str,
    /// The peer's benchmark ID.
    pub theirs: &'static str,
    /// The peer.
    pub peer: Peer,
    /// The bench file that measures both.
    pub bench: &'static str,
    /// The ratio (peer ÷ shapeshift) this round aims for, if any.
    pub target: Option<f64>,
}

const fn row(
    what: &'static str,
    ours: &'static str,
    theirs: &'static str,
    peer: Peer,
    bench: &'static str,
    target: Option<f64>,
) -> Comparison {
    Comparison {
        what,
        ours,
        theirs,
        peer,
        bench,
        target,
    }
}

/// Every comparison on the page.
pub const COMPARISONS: &[Comparison] = &[
    row(
        "64 property loads, shared shape (unequal: shapeshift through a warm LoadIc, Boa through uncached JsObject::get, cloning the key each load)",
        "peer/shapeshift/load_ic_hit",
        "peer/boa/load_shared_shape",
        Peer::Boa,
        "peers",
        Some(5.0),
    ),
    row(
        "64 property loads, one map (shapeshift: a warm LoadIc called from Rust; Node: the loop in optimized code)",
        "peer/shapeshift/load_ic_hit",
        "peer/node/load",
        Peer::Node,
        "peers",
        Some(0.83),
    ),
    row(
        "64 property loads, one map (shapeshift: the same warm LoadIc running the loop, LoadIc::load_each, which reads its key, the heap's table bounds and the field's representation once per 64 loads and reads a number field with no decoding; Node: the loop in optimized code, specialized for the field's Smi representation)",
        "peer/shapeshift/load_bound",
        "peer/node/load",
        Peer::Node,
        "peers",
        Some(0.83),
    ),
    row(
        "64 property loads from 64 objects of one shape, in a scrambled order (shapeshift: a warm LoadIc called from Rust; the floor: the same 64 values read by index from a Vec<Value>; both sum what they read)",
        "load/ic_hit_fast",
        "load/vec_index_baseline",
        Peer::Floor,
        "shapes",
        Some(0.77),
    ),
    row(
        "the same, shapeshift's cache running the loop (LoadIc::load_each)",
        "load/ic_hit_bound",
        "load/vec_index_baseline",
        Peer::Floor,
        "shapes",
        Some(0.77),
    ),
    row(
        "1,000 objects × 8 properties (unequal: shapeshift through a warm plain LiteralIc given each object's values; Boa by 8 property adds per object through its API; each side holds the batch's objects, and its collections run in its timing)",
        "peer/shapeshift/build_objects_8",
        "peer/boa/build_objects_8",
        Peer::Boa,
        "peers",
        Some(5.0),
    ),
    row(
        "1,000 objects × 8 properties (shapeshift: a plain LiteralIc from Rust, given each object's values; Node: object literals in optimized code; each side holds the batch's objects, and its collections run in its timing)",
        "peer/shapeshift/build_objects_8",
        "peer/node/build_objects_8",
        Peer::Node,
        "peers",
        Some(0.5),
    ),
    row(
        "script: literals",
        "peer/shapeshift/script/literals",
        "peer/boa/script/literals",
        Peer::Boa,
        "peers",
        Some(5.0),
    ),
    row(
        "script: keyed_stores",
        "peer/shapeshift/script/keyed_stores",
        "peer/boa/script/keyed_stores",
        Peer::Boa,
        "peers",
        Some(5.0),
    ),
    row(
        "script: assign_chain",
        "peer/shapeshift/script/assign_chain",
        "peer/boa/script/assign_chain",
        Peer::Boa,
        "peers",
        Some(5.0),
    ),
    row(
        "script: calls",
        "peer/shapeshift/script/calls",
        "peer/boa/script/calls",
        Peer::Boa,
        "peers",
        Some(5.0),
    ),
    row(
        "script: new",
        "peer/shapeshift/script/new",
        "peer/boa/script/new",
        Peer::Boa,
        "peers",
        Some(5.0),
    ),
    row(
        "script: empty_loop",
        "peer/shapeshift/script/empty_loop",
        "peer/boa/script/empty_loop",
        Peer::Boa,
        "peers",
        Some(1.0),
    ),
    row(
        "a fresh runtime (unequal: shapeshift opens and maps the snapshot file, then restores its 10k-object heap lazily, each object read from the file when first used; Boa makes a whole context and reads no file; neither side's drop is timed)",
        "peer/shapeshift/fresh_runtime/10k",
        "peer/boa/context_new",
        Peer::Boa,
        "peers",
        Some(100.0),
    ),
    row(
        "of which opening and mapping the snapshot file alone, no restore (the floor under a fresh runtime that maps the file)",
        "peer/shapeshift/map_only/10k",
        "peer/boa/context_new",
        Peer::Boa,
        "peers",
        None,
    ),
    row(
        "the same, snapshot already open (what each worker pays)",
        "peer/shapeshift/restore_shared/10k",
        "peer/boa/context_new",
        Peer::Boa,
        "peers",
        None,
    ),
    row(
        "structuredClone: empty (shapeshift: a port's session, the same payload each message, so shapes and short strings travel by slot after the first; Node: a full copy each time)",
        "clone/roundtrip/empty",
        "node/structured_clone/empty",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "structuredClone: flat16 (shapeshift: a port's session, the same payload each message, so shapes and short strings travel by slot after the first; Node: a full copy each time)",
        "clone/roundtrip/flat16",
        "node/structured_clone/flat16",
        Peer::Node,
        "clone",
        Some(10.0),
    ),
    row(
        "structuredClone: leaves24 (shapeshift: a port's session, the same payload each message, so shapes and short strings travel by slot after the first; Node: a full copy each time)",
        "clone/roundtrip/leaves24",
        "node/structured_clone/leaves24",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "structuredClone: session_entry (shapeshift: a port's session, the same payload each message, so after the first its structure travels as one template slot and its leaves as one block; Node: a full copy each time)",
        "clone/roundtrip/session_entry",
        "node/structured_clone/session_entry",
        Peer::Node,
        "clone",
        Some(6.7),
    ),
    row(
        "structuredClone: empty, self-contained messages (no session: each carries its shapes and strings in full; the receiver still reuses the strings it made from earlier messages, by their text)",
        "clone/roundtrip_stateless/empty",
        "node/structured_clone/empty",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "structuredClone: flat16, self-contained messages (no session: each carries its shapes and strings in full; the receiver still reuses the strings it made from earlier messages, by their text)",
        "clone/roundtrip_stateless/flat16",
        "node/structured_clone/flat16",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "structuredClone: leaves24, self-contained messages (no session: each carries its shapes and strings in full; the receiver still reuses the strings it made from earlier messages, by their text)",
        "clone/roundtrip_stateless/leaves24",
        "node/structured_clone/leaves24",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "structuredClone: session_entry, self-contained messages (no session: each carries its shapes and strings in full; the receiver still reuses the strings it made from earlier messages, by their text)",
        "clone/roundtrip_stateless/session_entry",
        "node/structured_clone/session_entry",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "postMessage sender: empty (shapeshift: a port's session)",
        "port/sender/empty",
        "node/post_message/empty",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "postMessage sender: flat16 (shapeshift: a port's session)",
        "port/sender/flat16",
        "node/post_message/flat16",
        Peer::Node,
        "clone",
        Some(10.0),
    ),
    row(
        "postMessage sender: leaves24 (shapeshift: a port's session)",
        "port/sender/leaves24",
        "node/post_message/leaves24",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "postMessage sender: session_entry (shapeshift: a port's session)",
        "port/sender/session_entry",
        "node/post_message/session_entry",
        Peer::Node,
        "clone",
        None,
    ),
    row(
        "1 worker online (unequal: shapeshift starts a thread that restores the snapshot lazily, in O(1), and runs no JavaScript; Node starts a worker isolate that runs a two-line script)",
        "workers_online/1/snapshot",
        "node/worker_online/1",
        Peer::Node,
        "restore",
        None,
    ),
    row(
        "4 workers online (unequal: shapeshift starts a thread that restores the snapshot lazily, in O(1), and runs no JavaScript; Node starts a worker isolate that runs a two-line script)",
        "workers_online/4/snapshot",
        "node/worker_online/4",
        Peer::Node,
        "restore",
        None,
    ),
    row(
        "16 workers online (unequal: shapeshift starts a thread that restores the snapshot lazily, in O(1), and runs no JavaScript; Node starts a worker isolate that runs a two-line script)",
        "workers_online/16/snapshot",
        "node/worker_online/16",
        Peer::Node,
        "restore",
        None,
    ),
    row(
        "1 worker online, each running the same start-up script (benches/scripts/worker_startup.js: a class, 200 routes with closures) and posting its line: shapeshift restores the snapshot and interprets it; Node starts an isolate and runs it",
        "workers_online/1/snapshot_then_script",
        "node/worker_online_script/1",
        Peer::Node,
        "restore",
        None,
    ),
    row(
        "4 workers online, each running the same start-up script (benches/scripts/worker_startup.js: a class, 200 routes with closures) and posting its line: shapeshift restores the snapshot and interprets it; Node starts an isolate and runs it",
        "workers_online/4/snapshot_then_script",
        "node/worker_online_script/4",
        Peer::Node,
        "restore",
        None,
    ),
    row(
        "16 workers online, each running the same start-up script (benches/scripts/worker_startup.js: a class, 200 routes with closures) and posting its line: shapeshift restores the snapshot and interprets it; Node starts an isolate and runs it",
        "workers_online/16/snapshot_then_script",
        "node/worker_online_script/16",
        Peer::Node,
        "restore",
        None,
    ),
];

/// A duration for people: ns, µs, ms or s with three significant digits.
pub fn human(ns: f64) -> String {
    let (v, unit) = if ns < 1e3 {
        (ns, "ns")
    } else if ns < 1e6 {
        (ns / 1e3, "µs")
    } else if ns < 1e9 {
        (ns / 1e6, "ms")
    } else {
        (ns / 1e9, "s")
    };
    if v >= 100.0 {
        format!("{v:.0} {unit}")
    } else if v >= 10.0 {
        format!("{v:.1} {unit}")
    } else {
        format!("{v:.2} {unit}")
    }
}

/// How far (as a fraction) a figure's median sample may lie from its
/// estimate before the comparison table shows the median beside it. A
/// criterion run of a steady loop keeps the two within a few percent; a gap
/// this wide means the samples were bimodal (a peer's process changing
/// tiers, or a busy neighbour), and a ratio of the one estimate alone would
/// hide it. The fraction is this project's choice, not criterion's.
pub const MEDIAN_DISAGREES: f64 = 0.2;

/// The figure's median, when it lies more than [`MEDIAN_DISAGREES`] from
/// its estimate.
fn disagreeing_median(figure: &Figure) -> Option<f64> {
    let median = figure.median?;
    ((median - figure.ns).abs() > MEDIAN_DISAGREES * figure.ns).then_some(median)
}

/// The comparison table as Markdown (what the page and the README show).
///
/// A side whose samples were bimodal shows its median beside its estimate,
/// and the ratio then gives the medians' ratio too; a target is judged at
/// the medians then, at the estimates otherwise. Two figures that `runs`
/// shows come from different runs of their bench file give no ratio.
pub fn comparison_table(figures: &BTreeMap<String, Figure>, runs: &Runs) -> String {
    let mut out = String::from(
        "| work | shapeshift | peer | peer ÷ shapeshift | target |\n|---|---|---|---|---|\n",
    );
    let time = |f: Option<&Figure>| match f {
        None => "–".to_string(),
        Some(f) => match disagreeing_median(f) {
            Some(m) => format!("{} (median {})", human(f.ns), human(m)),
            None => human(f.ns),
        },
    };
    for c in COMPARISONS {
        let ours = figures.get(c.ours);
        let theirs = figures.get(c.theirs);
        // The ratio shown, and the one a target is judged at.
        let (ratio, judged) = match (ours, theirs) {
            (Some(o), Some(t)) if runs.same_run(c.bench, o, t) == Some(false) => (
                format!("– (not from one run of `benches/{}.rs`)", c.bench),
                None,
            ),
            (Some(o), Some(t)) if o.ns > 0.0 => {
                let mut ratio = format!("**{:.1}×**", t.ns / o.ns);
                let mut judged = t.ns / o.ns;
                if disagreeing_median(o).is_some() || disagreeing_median(t).is_some() {
                    let median = |f: &Figure| f.median.unwrap_or(f.ns);
                    if median(o) > 0.0 {
                        judged = median(t) / median(o);
                        let _ = write!(ratio, " ({judged:.2}× at the medians)");
                    }
                }
                (ratio, Some(judged))
            }
            _ => ("–".into(), None),
        };
        let target = match (c.target, judged) {
            (None, _) => String::new(),
            (Some(t), None) => format!("≥ {t}×"),
            (Some(t), Some(r)) if r >= t => format!("≥ {t}× (met)"),
            (Some(t), Some(_)) => format!("≥ {t}× (missed)"),
        };
        let _ = writeln!(
            out,
            "| {} (`{}` vs `{}`) | {} | {}: {} | {} | {} |",
            c.what,
            c.ours,
            c.theirs,
            time(ours),
            c.peer.name(),
            time(theirs),
            ratio,
            target,
        );
    }
    out
}

/// Today's date (UTC) as `YYYY-MM-DD`, from the system clock.
pub fn today() -> String {
    let secs = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    // Howard Hinnant's civil_from_days.
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// What the page says about the machine: processor, cores, Node's version.
pub fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|s| s.trim().to_string())
        })
        .unwrap_or_else(|| "unknown processor".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let node = std::process::Command::new("node")
        .arg("--version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map_or("not installed".into(), |o| {
            String::from_utf8_lossy(&o.stdout).trim().to_string()
        });
    format!(
        "{cpu}, {cores} cores, {} {}, Node {node}",
        std::env::consts::OS,
        std::env::consts::ARCH
    )
}

/// Bytes per object in the model and in V8 (`shapeshift memory`), measured
/// when the page is written; V8's column needs Node.
fn memory_section() -> String {
    use crate::memory as m;
    let v8 = m::v8_bytes_per_object("node", m::DEFAULT_COUNT);
    let rows = m::rows(m::DEFAULT_COUNT, v8.as_ref().ok());
    let mut out = format!(
        "## Memory per object\n\n{} objects per workload, each side's heap growth divided by \
         their number: `Heap::stats()` in the model, `heapUsed` after `gc()` in Node \
         (`shapeshift memory`).\n\n{}",
        m::DEFAULT_COUNT,
        m::table(&rows)
    );
    if let Err(why) = v8 {
        let _ = writeln!(out, "\nNo V8 column: {why}.");
    }
    out
}

/// The corpus's agreement with V8's own map log (`tests/v8/maps/`, read from
/// `dir` when the page is written: the report runs from the repository).
fn map_log_section(dir: &Path) -> String {
    let dir = dir.to_path_buf();
    let computed = std::thread::Builder::new()
        .stack_size(shapeshift::script::RUN_STACK_BYTES)
        .spawn(move || crate::v8log::corpus_agreement(&dir, |_, _| {}).map_err(|e| e.to_string()))
        .map_err(|e| e.to_string())
        .and_then(|h| h.join().map_err(|_| "the comparison panicked".to_string()))
        .and_then(|r| r);
    let mut out = String::from(
        "## V8's own map log\n\nV8's map events for the corpus's scripts (`node --log-maps` on \
         Node 20, kept where the script's own code made them: `tests/v8/maps/`) against the \
         model's, event by event: kind, reason, property name, line:col, and which events make \
         the same map (`shapeshift v8log FILE.js` does it for one script).\n\n",
    );
    match computed {
        Ok(t) => {
            let share = 100.0 * t.agreed as f64 / t.total.max(1) as f64;
            let _ = writeln!(
                out,
                "**{}/{} events agree ({share:.1}%)** over {} scripts.\n\n| V8 event (reason) | agree | events |\n|---|---:|---:|",
                t.agreed, t.total, t.scripts
            );
            for (class, ok, all) in &t.classes {
                let _ = writeln!(out, "| {class} | {ok} | {all} |");
            }
        }
        Err(e) => {
            let _ = writeln!(
                out,
                "Not computed: {e} (write the page from the repository's root)."
            );
        }
    }
    out
}

/// Writes `index.md` and the charts into `out_dir`; returns the page.
pub fn write(criterion_dir: &Path, out_dir: &Path, date: &str) -> Result<String, ReportError> {
    let figures = collect(criterion_dir)?;
    std::fs::create_dir_all(out_dir).map_err(io(out_dir))?;
    let mut page = String::new();
    let _ = writeln!(page, "# shapeshift results\n");
    let _ = writeln!(page, "Measured {date} on {}.\n", machine());
    let _ = writeln!(
        page,
        "Every figure is a criterion estimate (time per iteration) from `target/criterion`; \
         each row pairs two figures from one run of one bench file. Regenerate with \
         `scripts/results.sh`.\n"
    );
    let runs = Runs::read(criterion_dir);
    let _ = writeln!(
        page,
        "## Side by side\n\n{}",
        comparison_table(&figures, &runs)
    );
    let missing: Vec<String> = COMPARISONS
        .iter()
        .flat_map(|c| {
            // Boa's side is built only with the `boa` feature.
            let features = match c.peer {
                Peer::Boa => " --features boa",
                Peer::Node | Peer::Floor => "",
            };
            [(c.ours, c.bench, ""), (c.theirs, c.bench, features)]
        })
        .filter(|(id, _, _)| !figures.contains_key(*id))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .map(|(id, bench, features)| format!("- `{id}` (`cargo bench{features} --bench {bench}`)"))
        .collect();
    if !missing.is_empty() {
        let _ = writeln!(page, "Missing figures:\n\n{}\n", missing.join("\n"));
    }
    let charts: [(&str, &str, ChartFn); 3] = [
        (
            "restore.svg",
            "Restore time against snapshot size",
            restore_chart,
        ),
        (
            "clone.svg",
            "Structured clone round trip against Node",
            clone_chart,
        ),
        ("loads.svg", "Cost of one property load", loads_chart),
    ];
    let _ = writeln!(
        page,
        "## Three V8s\n\nThe rules that differ between the modelled versions, each with a corpus \
         script that shows it: the model's output under each version's policy, which equals what \
         that version's Node printed (`tests/v8/NAME.out`, `.node22.out`, `.node24.out`) unless \
         the cell shows both. `shapeshift run --v8 all FILE.js` prints any script this way.\n\n{}",
        crate::versions::rule_table()
    );
    let _ = writeln!(page, "{}", map_log_section(Path::new("tests/v8")));
    let _ = writeln!(page, "{}", memory_section());
    let _ = writeln!(page, "## Charts\n");
    for (file, title, draw) in charts {
        let path = out_dir.join(file);
        draw(&figures, &path)?;
        let _ = writeln!(page, "### {title}\n\n![{title}]({file})\n");
    }
    let _ = writeln!(
        page,
        "## Every figure\n\n| benchmark | time per iteration |\n|---|---|"
    );
    for f in figures.values() {
        let _ = writeln!(page, "| `{}` | {} |", f.id, human(f.ns));
    }
    let index = out_dir.join("index.md");
    std::fs::write(&index, &page).map_err(io(&index))?;
    Ok(page)
}

/// One cluster of a bar chart: its label, then each bar's series name and
/// value (`None`: not measured).
type BarGroup = (String, Vec<(&'static str, Option<f64>)>);

type ChartFn = fn(&BTreeMap<String, Figure>, &Path) -> Result<(), ReportError>;

/// Restore time against snapshot size, on log axes: trusted, validated, eager
/// copy and runtime init at 1k, 10k and 100k objects. The sizes are the bytes
/// `restore/validated/*` declares as throughput.
fn restore_chart(figures: &BTreeMap<String, Figure>, path: &Path) -> Result<(), ReportError> {
    use plotters::prelude::*;
    let err = |e: &dyn std::fmt::Display| ReportError::Chart("restore", e.to_string());
    let labels = ["1k", "10k", "100k"];
    let sizes: Vec<Option<u64>> = labels
        .iter()
        .map(|l| {
            figures
                .get(&format!("restore/validated/{l}"))
                .and_then(|f| f.bytes)
        })
        .collect();
    let series = ["trusted", "validated", "eager_copy", "runtime_init"];
    let mut points: Vec<(&str, Vec<(f64, f64)>)> = Vec::new();
    for s in series {
        let pts: Vec<(f64, f64)> = labels
            .iter()
            .zip(&sizes)
            .filter_map(|(l, size)| {
                let ns = figures.get(&format!("restore/{s}/{l}"))?.ns;
                Some(((*size)? as f64, ns / 1e3))
            })
            .collect();
        points.push((s, pts));
    }
    let all: Vec<(f64, f64)> = points.iter().flat_map(|(_, p)| p.iter().copied()).collect();
    let root = SVGBackend::new(path, (800, 480)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    if all.is_empty() {
        root.titled(
            "restore: no figures (cargo bench --bench restore)",
            ("sans-serif", 18),
        )
        .map_err(|e| err(&e))?;
        return root.present().map_err(|e| err(&e));
    }
    let (x_min, x_max) = bounds(all.iter().map(|p| p.0));
    let (y_min, y_max) = bounds(all.iter().map(|p| p.1));
    let mut chart = ChartBuilder::on(&root)
        .caption("restore time vs snapshot size", ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(64)
        .build_cartesian_2d(
            (x_min / 2.0..x_max * 2.0).log_scale(),
            (y_min / 2.0..y_max * 2.0).log_scale(),
        )
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .x_desc("snapshot file size (bytes)")
        .y_desc("time (µs)")
        .x_label_formatter(&|x| format!("{:.0} KB", x / 1e3))
        .draw()
        .map_err(|e| err(&e))?;
    let colors = [BLUE, RED, GREEN, MAGENTA];
    for ((name, pts), color) in points.into_iter().zip(colors) {
        chart
            .draw_series(LineSeries::new(pts.clone(), color.stroke_width(2)))
            .map_err(|e| err(&e))?
            .label(name)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], color));
        chart
            .draw_series(pts.into_iter().map(|p| Circle::new(p, 4, color.filled())))
            .map_err(|e| err(&e))?;
    }
    chart
        .configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE.mix(0.9))
        .draw()
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))
}

/// Grouped bars per payload: shapeshift's round trip against Node's
/// `structuredClone`.
fn clone_chart(figures: &BTreeMap<String, Figure>, path: &Path) -> Result<(), ReportError> {
    let groups: Vec<BarGroup> = crate::payloads::PAYLOADS
        .iter()
        .map(|p| {
            (
                p.to_string(),
                vec![
                    (
                        "shapeshift",
                        figures.get(&format!("clone/roundtrip/{p}")).map(|f| f.ns),
                    ),
                    (
                        "Node 20",
                        figures
                            .get(&format!("node/structured_clone/{p}"))
                            .map(|f| f.ns),
                    ),
                ],
            )
        })
        .collect();
    bar_chart(
        path,
        "clone",
        "structured clone round trip (ns, lower is better)",
        &groups,
    )
}

/// One property load on each side, in ns: criterion's per-iteration figure
/// divided by the 64 loads each iteration does.
fn loads_chart(figures: &BTreeMap<String, Figure>, path: &Path) -> Result<(), ReportError> {
    let per_load = |id: &str| figures.get(id).map(|f| f.ns / 64.0);
    let rows = [
        ("Vec index (floor)", "load/vec_index_baseline"),
        ("IC hit, fast", "load/ic_hit_fast"),
        ("IC hit, bound", "load/ic_hit_bound"),
        ("IC, 4 shapes", "load/ic_polymorphic_4"),
        ("dictionary", "load/dictionary"),
        ("IndexMap", "load/indexmap_baseline"),
        ("peer: shapeshift IC", "peer/shapeshift/load_ic_hit"),
        ("peer: shapeshift bound", "peer/shapeshift/load_bound"),
        ("peer: Boa", "peer/boa/load_shared_shape"),
        ("peer: Node 20", "peer/node/load"),
    ];
    let groups: Vec<BarGroup> = rows
        .iter()
        .map(|(label, id)| (label.to_string(), vec![("ns per load", per_load(id))]))
        .collect();
    bar_chart(
        path,
        "loads",
        "one property load (ns, lower is better)",
        &groups,
    )
}

/// Vertical bars, one cluster per group, a log-scaled value axis.
fn bar_chart(
    path: &Path,
    name: &'static str,
    caption: &str,
    groups: &[BarGroup],
) -> Result<(), ReportError> {
    use plotters::prelude::*;
    let err = |e: &dyn std::fmt::Display| ReportError::Chart(name, e.to_string());
    let values: Vec<f64> = groups
        .iter()
        .flat_map(|(_, bars)| bars.iter().filter_map(|b| b.1))
        .collect();
    let root = SVGBackend::new(path, (900, 480)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    if values.is_empty() {
        root.titled(&format!("{name}: no figures"), ("sans-serif", 18))
            .map_err(|e| err(&e))?;
        return root.present().map_err(|e| err(&e));
    }
    let (lo, hi) = bounds(values.iter().copied());
    let per_group = groups.iter().map(|g| g.1.len()).max().unwrap_or(1);
    let slots = groups.len() * (per_group + 1);
    let mut chart = ChartBuilder::on(&root)
        .caption(caption, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(48)
        .y_label_area_size(64)
        .build_cartesian_2d(0f64..slots as f64, (lo / 2.0..hi * 2.0).log_scale())
        .map_err(|e| err(&e))?;
    let width = (per_group + 1) as f64;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_desc("ns")
        .draw()
        .map_err(|e| err(&e))?;
    // Group labels under each cluster, placed in pixels (the x axis is a
    // plain number line).
    for (g, (label, _)) in groups.iter().enumerate() {
        let center = g as f64 * width + 0.5 + per_group as f64 * 0.45;
        let (px, py) = chart.backend_coord(&(center, lo / 2.0));
        root.draw(&Text::new(
            label.clone(),
            (px, py + 8),
            ("sans-serif", 13)
                .into_text_style(&root)
                .pos(plotters::style::text_anchor::Pos::new(
                    plotters::style::text_anchor::HPos::Center,
                    plotters::style::text_anchor::VPos::Top,
                )),
        ))
        .map_err(|e| err(&e))?;
    }
    let colors = [BLUE, RED, GREEN, MAGENTA];
    let series: Vec<&str> = groups
        .first()
        .map(|g| g.1.iter().map(|b| b.0).collect())
        .unwrap_or_default();
    for (s, label) in series.iter().enumerate() {
        let color = colors[s % colors.len()];
        let bars: Vec<Rectangle<(f64, f64)>> = groups
            .iter()
            .enumerate()
            .filter_map(|(g, (_, bars))| {
                let v = bars.get(s)?.1?;
                let x0 = g as f64 * width + 0.5 + s as f64;
                Some(Rectangle::new(
                    [(x0, lo / 2.0), (x0 + 0.9, v)],
                    color.filled(),
                ))
            })
            .collect();
        chart
            .draw_series(bars)
            .map_err(|e| err(&e))?
            .label(*label)
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled()));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .border_style(BLACK)
        .background_style(WHITE.mix(0.9))
        .draw()
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))
}

fn bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    values.fold((f64::INFINITY, 0f64), |(lo, hi), v| (lo.min(v), hi.max(v)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write_figure(root: &Path, dir: &str, id: &str, ns: f64, bytes: Option<u64>) {
        write_figure_with_median(root, dir, id, ns, ns, bytes);
    }

    fn write_figure_with_median(
        root: &Path,
        dir: &str,
        id: &str,
        ns: f64,
        median: f64,
        bytes: Option<u64>,
    ) {
        let new = root.join(dir).join("new");
        std::fs::create_dir_all(&new).unwrap();
        let throughput = bytes.map_or("null".to_string(), |b| format!("{{\"Bytes\":{b}}}"));
        std::fs::write(
            new.join("benchmark.json"),
            format!("{{\"group_id\":\"g\",\"throughput\":{throughput},\"full_id\":\"{id}\"}}"),
        )
        .unwrap();
        std::fs::write(
            new.join("estimates.json"),
            format!(
                "{{\"mean\":{{\"confidence_interval\":{{\"lower_bound\":1.0}},\"point_estimate\":{}}},\"median\":{{\"point_estimate\":{}}},\"slope\":null}}",
                ns, median
            ),
        )
        .unwrap();
    }

    /// Sets when criterion "wrote" the figure in directory `dir`.
    fn set_measured(root: &Path, dir: &str, at: SystemTime) {
        let file = std::fs::File::options()
            .write(true)
            .open(root.join(dir).join("new/estimates.json"))
            .unwrap();
        file.set_modified(at).unwrap();
    }

    /// An estimate no bench can give (zero, negative, infinite, NaN, or days
    /// per iteration) is left out, not drawn on a log axis; a damaged median
    /// is dropped and the mean kept.
    #[test]
    fn damaged_estimates_are_left_out() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write_figure(root, "good", "g/good", 120.0, None);
        for (i, ns) in ["0", "-5", "1e308", "NaN", "inf"].iter().enumerate() {
            let new = root.join(format!("bad{i}")).join("new");
            std::fs::create_dir_all(&new).unwrap();
            std::fs::write(
                new.join("benchmark.json"),
                format!("{{\"throughput\":null,\"full_id\":\"g/bad{i}\"}}"),
            )
            .unwrap();
            std::fs::write(
                new.join("estimates.json"),
                format!("{{\"mean\":{{\"point_estimate\":{ns}}},\"slope\":null}}"),
            )
            .unwrap();
        }
        write_figure_with_median(root, "odd_median", "g/odd_median", 80.0, 1e300, None);
        let figures = collect(root).unwrap();
        let ids: Vec<&str> = figures.keys().map(String::as_str).collect();
        assert_eq!(ids, ["g/good", "g/odd_median"]);
        assert_eq!(figures["g/odd_median"].ns, 80.0);
        assert_eq!(figures["g/odd_median"].median, None);
    }

    /// Two figures are paired only when they come from one recorded run of
    /// their bench file; a target is judged met or missed from the ratio.
    #[test]
    fn a_pair_from_two_runs_gives_no_ratio_and_targets_are_judged() {
        let dir = tempfile::tempdir().unwrap();
        let hour = std::time::Duration::from_secs(3600);
        let first = SystemTime::now() - 3 * hour;
        let second = first + hour;
        std::fs::create_dir_all(dir.path().join(RUNS_DIR)).unwrap();
        std::fs::write(
            dir.path().join(RUNS_DIR).join("peers"),
            format!("{}\ngarbage\n{}\n", Runs::line(second), Runs::line(first)),
        )
        .unwrap();
        for (name, id, ns, at) in [
            // The load pair: ours from the second run, Node's from the first.
            (
                "ours_load",
                "peer/shapeshift/load_ic_hit",
                100.0,
                second + hour / 2,
            ),
            ("node_load", "peer/node/load", 130.0, first + hour / 2),
            // The calls pair: both from the second run, 4.0x against a 5x target.
            (
                "ours_calls",
                "peer/shapeshift/script/calls",
                10.0,
                second + hour / 4,
            ),
            (
                "boa_calls",
                "peer/boa/script/calls",
                40.0,
                second + hour / 3,
            ),
            (
                "ours_lit",
                "peer/shapeshift/script/literals",
                10.0,
                second + hour / 4,
            ),
            (
                "boa_lit",
                "peer/boa/script/literals",
                60.0,
                second + hour / 3,
            ),
        ] {
            write_figure(dir.path(), name, id, ns, None);
            set_measured(dir.path(), name, at);
        }
        let runs = Runs::read(dir.path());
        let table = comparison_table(&collect(dir.path()).unwrap(), &runs);
        let row = |needle: &str| {
            table
                .lines()
                .find(|l| l.contains(needle))
                .unwrap_or_else(|| panic!("no row with {needle}: {table}"))
                .to_string()
        };
        let load = row("`peer/node/load`");
        assert!(
            load.contains("| – (not from one run of `benches/peers.rs`) | ≥ 0.83× |"),
            "{load}"
        );
        assert!(
            row("`peer/boa/script/calls`").contains("| **4.0×** | ≥ 5× (missed) |"),
            "{table}"
        );
        assert!(
            row("`peer/boa/script/literals`").contains("| **6.0×** | ≥ 5× (met) |"),
            "{table}"
        );
        // Without recorded runs the pair cannot be told apart, and is shown.
        let table = comparison_table(&collect(dir.path()).unwrap(), &Runs::default());
        assert!(table.contains("| **1.3×** | ≥ 0.83× (met) |"), "{table}");
    }

    /// A side whose median lies far from its estimate shows it, with the
    /// medians' ratio; a steady side does not.
    #[test]
    fn a_bimodal_side_shows_its_median_and_the_medians_ratio() {
        let dir = tempfile::tempdir().unwrap();
        write_figure(
            dir.path(),
            "peer_shapeshift/load_ic_hit",
            "peer/shapeshift/load_ic_hit",
            190.0,
            None,
        );
        write_figure_with_median(
            dir.path(),
            "peer_node/load",
            "peer/node/load",
            188.0,
            128.0,
            None,
        );
        write_figure_with_median(
            dir.path(),
            "clone_roundtrip/flat16",
            "clone/roundtrip/flat16",
            500.0,
            520.0,
            None,
        );
        write_figure(
            dir.path(),
            "node_structured_clone/flat16",
            "node/structured_clone/flat16",
            5600.0,
            None,
        );
        let table = comparison_table(&collect(dir.path()).unwrap(), &Runs::default());
        let row = |needle: &str| {
            table
                .lines()
                .find(|l| l.contains(needle))
                .unwrap_or_else(|| panic!("no row with {needle}: {table}"))
                .to_string()
        };
        let load = row("`peer/node/load`");
        assert!(
            load.contains("| 190 ns | Node 20: 188 ns (median 128 ns) |"),
            "{load}"
        );
        assert!(load.contains("**1.0×** (0.67× at the medians)"), "{load}");
        let clone = row("`node/structured_clone/flat16`");
        assert!(!clone.contains("median"), "{clone}");
        assert!(clone.contains("**11.2×** |"), "{clone}");
    }

    /// A benchmark named `new` has a directory `new` of its own, which holds
    /// criterion's `new` (and `base`) estimates.
    #[test]
    fn a_benchmark_named_new_is_read() {
        let dir = tempfile::tempdir().unwrap();
        write_figure(
            dir.path(),
            "peer_shapeshift_script/new",
            "peer/shapeshift/script/new",
            5.0e7,
            None,
        );
        let figures = collect(dir.path()).unwrap();
        assert_eq!(
            figures.get("peer/shapeshift/script/new").map(|f| f.ns),
            Some(5.0e7)
        );
    }

    #[test]
    fn reads_estimates_and_writes_the_page_and_charts() {
        let dir = tempfile::tempdir().unwrap();
        let crit = dir.path().join("criterion");
        write_figure(
            &crit,
            "clone_roundtrip/flat16",
            "clone/roundtrip/flat16",
            620.0,
            None,
        );
        write_figure(
            &crit,
            "node_structured_clone/flat16",
            "node/structured_clone/flat16",
            3370.0,
            None,
        );
        write_figure(
            &crit,
            "restore/validated/1k",
            "restore/validated/1k",
            130_000.0,
            Some(178_208),
        );
        write_figure(
            &crit,
            "restore/trusted/1k",
            "restore/trusted/1k",
            5_000.0,
            None,
        );
        let figures = collect(&crit).unwrap();
        assert_eq!(figures["restore/validated/1k"].bytes, Some(178_208));
        assert_eq!(figures["clone/roundtrip/flat16"].ns, 620.0);
        let table = comparison_table(&figures, &Runs::default());
        assert!(table.contains("| structuredClone: flat16"), "{table}");
        assert!(table.contains("**5.4×**"), "{table}");
        let out = dir.path().join("report");
        let page = write(&crit, &out, "today").unwrap();
        assert!(page.contains("Missing figures"));
        assert!(
            page.contains("`peer/boa/context_new` (`cargo bench --features boa --bench peers`)"),
            "{page}"
        );
        for svg in ["restore.svg", "clone.svg", "loads.svg"] {
            let text = std::fs::read_to_string(out.join(svg)).unwrap();
            assert!(text.starts_with("<svg"), "{svg}");
        }
        let clone_svg = std::fs::read_to_string(out.join("clone.svg")).unwrap();
        assert!(clone_svg.contains("<rect"), "bars are drawn");
    }

    #[test]
    fn no_estimates_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let err = collect(dir.path()).unwrap_err();
        assert!(err.to_string().contains("no criterion estimates"));
    }

    #[test]
    fn today_is_a_date() {
        let d = today();
        assert_eq!(d.len(), 10);
        assert!(d.starts_with("20"), "{d}");
    }

    #[test]
    fn human_durations() {
        assert_eq!(human(1.234), "1.23 ns");
        assert_eq!(human(620.0), "620 ns");
        assert_eq!(human(3_370.0), "3.37 µs");
        assert_eq!(human(52_000_000.0), "52.0 ms");
    }
}
