//! Node's worker startup experiment, on shapeshift: time until N workers are
//! online (N = 1, 4, 16) when each worker
//!
//! - (a) restores a snapshot with the `stream` library already initialized,
//! - (b) restores a snapshot without it and initializes `stream` at startup,
//! - (c) has no snapshot and initializes `stream` in a fresh heap,
//!
//! next to Node's figures for `new Worker` until online on these machines
//! (BRIEF.md: ~50 ms for 1, ~200 ms for 4, ~830 ms for 16).
//!
//! ```sh
//! cargo run --release --example worker_startup
//! ```

use shapeshift::snapshot::Snapshot;
use shapeshift::stdlib;
use shapeshift::worker::{Online, Startup, Worker};
use shapeshift_cli::snapshot_tools as tools;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Repetitions per cell; the table shows the median.
const RUNS: usize = 15;
/// Node 20's `new Worker` until online, from BRIEF.md (ms).
const NODE_MS: [(usize, f64); 3] = [(1, 50.0), (4, 200.0), (16, 830.0)];

fn online_time(rt: &Arc<shapeshift::Runtime>, startup: &Startup, n: usize) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let online = Online::new();
            let start = Instant::now();
            let workers: Vec<Worker<()>> = (0..n)
                .map(|_| {
                    Worker::spawn(rt.clone(), startup.clone(), online.clone(), |_| ())
                        .expect("a worker thread starts")
                })
                .collect();
            assert!(
                online.wait_for(n, Duration::from_secs(60)),
                "workers came online"
            );
            let t = start.elapsed();
            for w in workers {
                w.join().expect("worker ends");
            }
            t
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let rt = Arc::new(stdlib::runtime(&[])?);
    let dir = tempfile_dir()?;
    let with = dir.join("with-stream.snap");
    let without = dir.join("empty.snap");
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
    println!("time until all workers are online (median of {RUNS} runs)\n");
    println!("{:<34} {:>12} {:>12} {:>12}", "workers", "1", "4", "16");
    for (name, startup) in &scenarios {
        let cells: Vec<String> = NODE_MS
            .iter()
            .map(|&(n, _)| format!("{:.3} ms", online_time(&rt, startup, n).as_secs_f64() * 1e3))
            .collect();
        println!(
            "{name:<34} {:>12} {:>12} {:>12}",
            cells[0], cells[1], cells[2]
        );
    }
    let node: Vec<String> = NODE_MS.iter().map(|&(_, ms)| format!("~{ms} ms")).collect();
    println!(
        "{:<34} {:>12} {:>12} {:>12}",
        "Node 20 new Worker (BRIEF.md)", node[0], node[1], node[2]
    );
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// A fresh directory under the system's temporary directory.
fn tempfile_dir() -> std::io::Result<std::path::PathBuf> {
    let dir = std::env::temp_dir().join(format!("shapeshift-workers-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}
