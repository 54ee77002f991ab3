//! Node's worker startup experiment, on shapeshift and on Node, measured in one
//! run: the time until N workers are online (N = 1, 4, 16) when each worker
//!
//! - (a) restores a snapshot with the `stream` library already initialized,
//! - (b) restores a snapshot without it and initializes `stream` at startup,
//! - (c) has no snapshot and initializes `stream` in a fresh heap,
//!
//! next to Node 20 starting N `new Worker`s that each `require('node:stream')`
//! and post "online" (`examples/worker_startup.js`, run with the `node` on
//! PATH). Both sides start one untimed warm-up round per N, then time the same
//! number of rounds and report the median; the ratios are Node's time over each
//! shapeshift row's. Without Node the shapeshift figures still print, with a
//! line saying that Node was not found.
//!
//! ```sh
//! cargo run --release --example worker_startup
//! ```

use shapeshift::snapshot::Snapshot;
use shapeshift::stdlib;
use shapeshift::worker::{Online, Startup, Worker};
use shapeshift_cli::snapshot_tools::{self as tools, ScratchDir};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Timed rounds per cell, on both sides; the table shows the median.
const RUNS: usize = 15;
/// The worker counts, in the order of the table's columns.
const COUNTS: [usize; 3] = [1, 4, 16];
/// How long the Node side may take before it is stopped (about 10 s here).
const NODE_TIMEOUT: Duration = Duration::from_secs(600);

/// One round: start `n` workers and time until all are online (joining them
/// afterwards, untimed).
fn round(rt: &Arc<shapeshift::Runtime>, startup: &Startup, n: usize) -> Result<Duration, String> {
    let online = Online::new();
    let start = Instant::now();
    let workers: Vec<Worker<()>> = (0..n)
        .map(|_| Worker::spawn(rt.clone(), startup.clone(), online.clone(), |_| ()))
        .collect::<Result<_, _>>()
        .map_err(|e| format!("a worker did not start: {e}"))?;
    if !online.wait_for(n, Duration::from_secs(60)) {
        return Err(format!("{n} workers were not online after 60 s"));
    }
    let t = start.elapsed();
    for w in workers {
        w.join().map_err(|e| format!("a worker failed: {e}"))?;
    }
    Ok(t)
}

/// The median of [`RUNS`] rounds, after one untimed warm-up round.
fn online_time(
    rt: &Arc<shapeshift::Runtime>,
    startup: &Startup,
    n: usize,
) -> Result<Duration, String> {
    round(rt, startup, n)?;
    let mut times = (0..RUNS)
        .map(|_| round(rt, startup, n))
        .collect::<Result<Vec<_>, _>>()?;
    times.sort();
    Ok(times[times.len() / 2])
}

/// What `examples/worker_startup.js` reported.
#[derive(Debug, PartialEq)]
struct NodeFigures {
    /// `process.version`.
    version: String,
    /// Median milliseconds until N workers were online, in [`COUNTS`] order.
    online_ms: [f64; 3],
}

/// Why there are no Node figures.
#[derive(Debug)]
enum NodeMissing {
    /// `node` is not on PATH.
    NotFound,
    /// Node ran but failed, or said something this example cannot read.
    Failed(String),
}

/// Reads the script's output: a `node VERSION` line and one `online N MS` line
/// per worker count. Other lines are ignored; a missing or malformed figure is
/// an error naming it.
fn parse_node(stdout: &str) -> Result<NodeFigures, String> {
    let mut version = None;
    let mut online_ms = [None; COUNTS.len()];
    for line in stdout.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        match fields.as_slice() {
            ["node", v] => version = Some(v.to_string()),
            ["online", n, ms] => {
                let n: usize = n
                    .parse()
                    .map_err(|_| format!("`{line}`: `{n}` is not a worker count"))?;
                let ms: f64 = ms
                    .parse()
                    .ok()
                    .filter(|ms: &f64| ms.is_finite() && *ms > 0.0)
                    .ok_or_else(|| format!("`{line}`: `{ms}` is not a time in milliseconds"))?;
                let column = COUNTS
                    .iter()
                    .position(|&c| c == n)
                    .ok_or_else(|| format!("`{line}`: {n} workers is not one of {COUNTS:?}"))?;
                online_ms[column] = Some(ms);
            }
            _ => {}
        }
    }
    let version = version.ok_or("no `node VERSION` line")?;
    let mut figures = [0.0; COUNTS.len()];
    for ((figure, ms), n) in figures.iter_mut().zip(online_ms).zip(COUNTS) {
        *figure = ms.ok_or_else(|| format!("no figure for {n} workers"))?;
    }
    Ok(NodeFigures {
        version,
        online_ms: figures,
    })
}

/// Runs `examples/worker_startup.js` with the `node` on PATH and reads its
/// figures.
fn measure_node() -> Result<NodeFigures, NodeMissing> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/worker_startup.js");
    let mut child = Command::new("node")
        .arg(&script)
        .arg(RUNS.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => NodeMissing::NotFound,
            _ => NodeMissing::Failed(format!("`node` did not start: {e}")),
        })?;
    // Both pipes are drained on their own threads, so that neither can fill
    // while the other is waited on.
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut text);
            }
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let stdout = drain(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let stderr = drain(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > NODE_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(NodeMissing::Failed(format!(
                    "node did not finish within {} s and was stopped",
                    NODE_TIMEOUT.as_secs()
                )));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(NodeMissing::Failed(format!("waiting for node: {e}"))),
        }
    };
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    if !status.success() {
        let reason = stderr.trim();
        return Err(NodeMissing::Failed(format!(
            "node {} failed ({status}){}",
            script.display(),
            if reason.is_empty() {
                String::new()
            } else {
                format!(": {reason}")
            }
        )));
    }
    parse_node(&stdout).map_err(|e| {
        NodeMissing::Failed(format!(
            "node's output could not be read ({e}); it was:\n{}",
            stdout.trim_end()
        ))
    })
}

fn ratio(node_ms: f64, ours: Duration) -> String {
    let r = node_ms / (ours.as_secs_f64() * 1e3);
    if r >= 10.0 {
        format!("{r:.0}x")
    } else {
        format!("{r:.1}x")
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let rt = Arc::new(stdlib::runtime(&[])?);
    let dir = ScratchDir::new("workers")?;
    let with = dir.path().join("with-stream.snap");
    let without = dir.path().join("empty.snap");
    tools::build_snapshot(&rt, &["stream"], &with)?;
    tools::build_empty_snapshot(&rt, &without)?;
    let with = Arc::new(Snapshot::open(&with, &rt)?);
    let without = Arc::new(Snapshot::open(&without, &rt)?);
    let scenarios = [
        ("(a) snapshot with stream", Startup::Snapshot(with.clone())),
        (
            "(b) snapshot, stream at startup",
            Startup::SnapshotThenModules(without.clone(), vec!["stream"]),
        ),
        ("(c) no snapshot", Startup::Modules(vec!["stream"])),
    ];
    println!(
        "time until all workers are online (median of {RUNS} rounds, after one warm-up round)\n"
    );
    println!("{:<34} {:>12} {:>12} {:>12}", "workers", "1", "4", "16");
    let mut rows = Vec::new();
    for (name, startup) in &scenarios {
        let times = COUNTS
            .iter()
            .map(|&n| online_time(&rt, startup, n))
            .collect::<Result<Vec<_>, _>>()?;
        let cells: Vec<String> = times
            .iter()
            .map(|t| format!("{:.3} ms", t.as_secs_f64() * 1e3))
            .collect();
        println!(
            "{name:<34} {:>12} {:>12} {:>12}",
            cells[0], cells[1], cells[2]
        );
        rows.push((name, times));
    }
    match measure_node() {
        Ok(node) => {
            let cells: Vec<String> = node
                .online_ms
                .iter()
                .map(|ms| format!("{ms:.1} ms"))
                .collect();
            println!(
                "{:<34} {:>12} {:>12} {:>12}",
                format!("Node {}", node.version),
                cells[0],
                cells[1],
                cells[2]
            );
            println!(
                "  (Node: `new Worker`s that each require('node:stream') and post \"online\"; examples/worker_startup.js)"
            );
            println!(
                "\nNode's time over shapeshift's (above 1: shapeshift's workers are online sooner)\n"
            );
            println!("{:<34} {:>12} {:>12} {:>12}", "workers", "1", "4", "16");
            for (name, times) in &rows {
                let cells: Vec<String> = node
                    .online_ms
                    .iter()
                    .zip(times)
                    .map(|(&ms, &t)| ratio(ms, t))
                    .collect();
                println!(
                    "{name:<34} {:>12} {:>12} {:>12}",
                    cells[0], cells[1], cells[2]
                );
            }
        }
        Err(NodeMissing::NotFound) => {
            println!(
                "\nNode: not found (no `node` on PATH), so there is no comparison; install Node 20 to see one."
            );
        }
        Err(NodeMissing::Failed(reason)) => {
            println!("\nNode: not measured: {reason}");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scripts_lines_are_read_in_any_order_and_with_any_spacing() {
        let out =
            "node v20.20.2\nonline 16  306.5\n  online 1 35.912\nsomething else\nonline 4 77.3\n";
        assert_eq!(
            parse_node(out),
            Ok(NodeFigures {
                version: "v20.20.2".into(),
                online_ms: [35.912, 77.3, 306.5],
            })
        );
    }

    #[test]
    fn a_missing_or_malformed_figure_is_named() {
        let cases = [
            ("", "no `node VERSION` line"),
            (
                "node v20\nonline 1 3\nonline 4 4\n",
                "no figure for 16 workers",
            ),
            ("node v20\nonline one 3\n", "`one` is not a worker count"),
            ("node v20\nonline 1 fast\n", "`fast` is not a time"),
            ("node v20\nonline 1 NaN\n", "`NaN` is not a time"),
            ("node v20\nonline 1 -2\n", "`-2` is not a time"),
            (
                "node v20\nonline 3 2\n",
                "3 workers is not one of [1, 4, 16]",
            ),
        ];
        for (out, want) in cases {
            match parse_node(out) {
                Err(e) => assert!(e.contains(want), "{out:?}: {e}"),
                Ok(f) => panic!("{out:?} read as {f:?}"),
            }
        }
    }
}
