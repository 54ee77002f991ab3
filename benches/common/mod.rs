//! What the bench files share: a Node process measuring the same work through
//! the `--serve` mode of a script in `benches/node/`, and the table of this
//! run's figures each bench prints at its end.

#![allow(dead_code)]

use shapeshift::snapshot::SnapshotBuilder;
use shapeshift::stdlib::{self, SyntheticSpec};
use shapeshift::{Heap, Policy, Runtime};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// Records that a run of bench file `bench` starts now, in
/// `target/criterion/runs/BENCH` (see `shapeshift_cli::report::Runs`: the
/// results page pairs two figures only when they come from one run), and
/// returns the start. A run that cannot record itself says so and goes on.
pub fn record_run(bench: &str) -> SystemTime {
    let start = SystemTime::now();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target/criterion")
        .join(shapeshift_cli::report::RUNS_DIR);
    let recorded = std::fs::create_dir_all(&dir).and_then(|()| {
        let mut file = std::fs::File::options()
            .create(true)
            .append(true)
            .open(dir.join(bench))?;
        writeln!(file, "{}", shapeshift_cli::report::Runs::line(start))
    });
    if let Err(e) = recorded {
        eprintln!(
            "{bench}: this run's start is not recorded ({e}): the results page cannot tell its figures from an earlier run's"
        );
    }
    start
}

/// A Node process running `benches/node/SCRIPT --serve`: each request line is
/// answered with the elapsed nanoseconds of the work it names.
pub struct NodePeer {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    script: &'static str,
}

impl NodePeer {
    /// Starts the script, or prints why the Node side is skipped and gives
    /// `None` (no `node` on PATH).
    pub fn start(script: &'static str, group: &str) -> Option<NodePeer> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("benches/node")
            .join(script);
        let started = Command::new("node")
            .arg(path)
            .arg("--serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn();
        let mut child = match started {
            Ok(c) => c,
            Err(e) => {
                eprintln!("{group}: skipped, Node is not available ({e})");
                return None;
            }
        };
        let stdin = child.stdin.take()?;
        let stdout = BufReader::new(child.stdout.take()?);
        Some(NodePeer {
            child,
            stdin,
            stdout,
            script,
        })
    }

    /// Sends `request` (the script's "… ITERS" line) and returns the time Node
    /// reports for it.
    pub fn run(&mut self, request: &str) -> Duration {
        writeln!(self.stdin, "{request}")
            .unwrap_or_else(|e| panic!("{}: node stopped reading: {e}", self.script));
        let mut line = String::new();
        self.stdout
            .read_line(&mut line)
            .unwrap_or_else(|e| panic!("{}: node stopped answering: {e}", self.script));
        let nanos: u64 = line.trim().parse().unwrap_or_else(|_| {
            panic!(
                "{}: `{request}` was answered with `{}`",
                self.script,
                line.trim()
            )
        });
        Duration::from_nanos(nanos)
    }
}

impl Drop for NodePeer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Prints `(label, ours, theirs)` rows as a table of this run's criterion
/// estimates (figures older than `since`, from an earlier or filtered run,
/// are left out), with the ratio theirs ÷ ours.
pub fn print_table(title: &str, peer: &str, rows: &[(String, &str, &str)], since: SystemTime) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/criterion");
    let Ok(figures) = shapeshift_cli::report::collect(&dir) else {
        return;
    };
    let fresh = |id: &str| {
        figures
            .get(id)
            .filter(|f| f.measured.is_some_and(|t| t >= since))
            .map(|f| f.ns)
    };
    let lines: Vec<String> = rows
        .iter()
        .filter_map(|(label, ours, theirs)| {
            let (o, t) = (fresh(ours)?, fresh(theirs)?);
            Some(format!(
                "| {label} | {} | {} | {:.1}× |",
                shapeshift_cli::report::human(o),
                shapeshift_cli::report::human(t),
                t / o
            ))
        })
        .collect();
    if lines.is_empty() {
        return;
    }
    println!("\n{title} (criterion estimates of this run)");
    println!("| work | shapeshift | {peer} | {peer} ÷ shapeshift |");
    println!("|---|---:|---:|---:|");
    for l in lines {
        println!("{l}");
    }
}

/// The synthetic snapshots of the restore benchmarks: label, module, objects
/// (6 properties each, 16 pooled strings).
pub const SIZES: &[(&str, &str, usize)] = &[
    ("1k", "synthetic/1k", 1_000),
    ("10k", "synthetic/10k", 10_000),
    ("100k", "synthetic/100k", 100_000),
];

/// The stdlib runtime plus one synthetic module per entry of [`SIZES`].
pub fn synthetic_runtime() -> Arc<Runtime> {
    let specs: Vec<SyntheticSpec> = SIZES
        .iter()
        .map(|&(_, name, objects)| SyntheticSpec {
            name,
            objects,
            properties_per_object: 6,
            strings: 16,
        })
        .collect();
    Arc::new(stdlib::runtime(&specs).expect("registers"))
}

/// Builds the snapshot of module `name` (root `exports`) as `dir/LABEL.snap`.
pub fn synthetic_snapshot(rt: &Arc<Runtime>, dir: &Path, label: &str, name: &str) -> PathBuf {
    let mut heap = Heap::with_runtime(Policy::node20(), rt.clone());
    let exports = heap.require_named(name).expect("initializes");
    let path = dir.join(format!("{label}.snap"));
    SnapshotBuilder::new(&heap)
        .root("exports", exports)
        .write(&path)
        .expect("writes");
    path
}

/// Opens and maps the snapshot file at `path` (which the calling bench
/// wrote, and nothing writes while it is mapped), reads its first and last
/// byte (the pages a restore reads: the header and the archive's root), then
/// unmaps and closes it: what any restore that maps the file pays at least.
pub fn map_first_and_last(path: &Path) -> (u8, u8) {
    let file = std::fs::File::open(path).expect("opens");
    // SAFETY: the caller wrote the file, and nothing writes it while it is
    // mapped (see above).
    let map = unsafe { memmap2::Mmap::map(&file) }.expect("maps");
    (map[0], map[map.len() - 1])
}

/// [`map_first_and_last`], returning the mapping (with the two pages read)
/// instead of unmapping it: for a bench that leaves the unmap out of its
/// timing, as its peer leaves out its own drop.
pub fn map_touching_first_and_last(path: &Path) -> memmap2::Mmap {
    let file = std::fs::File::open(path).expect("opens");
    // SAFETY: as in `map_first_and_last`.
    let map = unsafe { memmap2::Mmap::map(&file) }.expect("maps");
    std::hint::black_box((map[0], map[map.len() - 1]));
    map
}

/// Folds a loaded value into a running result, so that no load can be
/// optimized away: a sum, as Node's side of the peer bench sums what it
/// loads (`s += o.c`, one integer add per load). Numbers add their bits,
/// anything else counts one.
#[inline(always)]
pub fn fold(acc: u64, v: shapeshift::Value) -> u64 {
    match v {
        shapeshift::Value::Number(n) => acc.wrapping_add(n.to_bits()),
        _ => acc.wrapping_add(1),
    }
}

/// Loads `ic`'s key from each of `receivers` as a loop
/// ([`shapeshift::LoadIc::load_each`]: the hits bound to `heap`, the field's
/// representation read once), folding every value.
#[inline(always)]
pub fn fold_bound_loads(
    ic: &mut shapeshift::LoadIc,
    heap: &mut shapeshift::Heap,
    receivers: &[shapeshift::ObjectId],
) -> u64 {
    let mut acc = 0;
    ic.load_each(heap, std::hint::black_box(receivers), |v| {
        acc = fold(acc, v)
    })
    .expect("the bench's loads succeed");
    acc
}
