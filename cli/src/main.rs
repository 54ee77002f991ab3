//! `shapeshift`: the command-line front end.
//!
//! With no subcommand (or `tour`) it runs the built-in tour of the object model:
//! the null-prototype example, the http options copy chain in both variants
//! (modes, shape sharing, timing), inline caches going from monomorphic to
//! megamorphic, and the `--trace-maps`-style event log of a small object's life;
//! then it builds the standard library's startup snapshot, starts workers from it
//! and reports their startup, and has two workers exchange messages
//! (`shapeshift_cli::tour`).
//!
//! `run`, `dot` and `trace` run a shape script (see `docs/shape-script.md`):
//! `run` prints what `node --allow-natives-syntax FILE.js` prints, `dot` the
//! transition trees the script built (Graphviz), `trace` the transition events
//! interleaved with the script's output.

use clap::{Parser, Subcommand};
use shapeshift::ids::EntityId;
use shapeshift::script::{Interpreter, Line, Program, ScriptError};
use shapeshift::trace::{DotError, DotSelection, dot};
use shapeshift::{Heap, ShapeId, V8Version, Value};
use shapeshift_cli::input::{input_name, read_input};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Exit status: a JavaScript exception (or a failed check: `clone guard`, `stress`).
const EXIT_EXCEPTION: u8 = 1;
/// Exit status: a wrong argument, a syntax error or unsupported JavaScript.
const EXIT_USAGE: u8 = 2;
/// Exit status: an I/O error, or a damaged or foreign file.
const EXIT_IO: u8 = 3;

/// The most workers `shapeshift stress` starts: each is an OS thread with its
/// own heap and two ports, and every one must be alive for the ring to turn.
/// 1,024 threads fit the default per-process limits and the memory of a small
/// machine many times over; 100,000 do not (the run would abort half-started).
const MAX_STRESS_WORKERS: usize = 1_024;

const EXIT_STATUS_HELP: &str = "\
Exit status:
  0  success
  1  a JavaScript exception (or a failed check: clone guard, stress)
  2  a wrong argument, a syntax error, or unsupported JavaScript
  3  an I/O error, or a damaged or foreign file

Scripts and messages are read from a regular file (or `-`, standard input) of at
most 64 MiB. A closed output pipe ends the command quietly.";

/// An engine for object shapes, modelled on V8 and checked against it.
#[derive(Parser)]
#[command(name = "shapeshift", version, about, after_help = EXIT_STATUS_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Runs the built-in tour of the object model and prints its report (the default).
    Tour,
    /// Runs a shape script and prints what `node --allow-natives-syntax FILE` prints.
    ///
    /// With `--stats`, then prints the heap's statistics on standard output, after
    /// a `--- heap stats ---` line: shapes (total, reachable from objects,
    /// transitions, dictionary), objects by mode, and bytes per table. They are
    /// printed after an exception too (the exit status stays as it is), and not
    /// when the script does not parse (nothing ran).
    Run {
        /// The script (`-`: standard input).
        file: PathBuf,
        /// Print the heap's statistics after the script's output.
        #[arg(long)]
        stats: bool,
        /// The V8 whose rules to run under: `11.3` (Node 20, the default),
        /// `12.4` (Node 22), `13.6` (Node 24), or `all`, which prints the
        /// three outputs side by side and marks the lines where they differ.
        #[arg(long, value_name = "VERSION", default_value = "11.3", value_parser = parse_v8_choice)]
        v8: V8Choice,
        /// Seed `Math.random` as `node --random-seed=SEED` seeds it, so that
        /// the script draws the numbers Node draws. V8's flag is an `int`;
        /// 0 (the default) seeds it from the system, as V8 does.
        #[arg(
            long,
            value_name = "SEED",
            default_value_t = 0,
            allow_negative_numbers = true
        )]
        random_seed: i32,
    },
    /// Runs a shape script and prints the DOT of the transition trees it built, with
    /// the objects bound to its variables marked on their shapes.
    ///
    /// An object in dictionary mode is marked on its dictionary shape, which is
    /// linked to the fast shape the object left, and that shape's tree is drawn.
    /// `--all` draws every shape of the heap instead, `--shape` one tree.
    Dot {
        /// The script (`-`: standard input).
        file: PathBuf,
        /// Draw every shape of the heap instead (every tree, every dictionary shape).
        #[arg(long, conflicts_with = "shape")]
        all: bool,
        /// Draw only the tree under this shape: `N`, `sN` (as DOT labels it) or
        /// `shape#N`.
        #[arg(long, value_name = "N", value_parser = parse_shape_id)]
        shape: Option<ShapeId>,
        /// The V8 whose rules to run under: `11.3` (Node 20, the default),
        /// `12.4` (Node 22) or `13.6` (Node 24).
        #[arg(long, value_name = "VERSION", default_value = "11.3")]
        v8: V8Version,
    },
    /// Runs a shape script, printing each transition or normalization event as it
    /// happens (`[maps] …` lines) between the script's own output.
    Trace {
        /// The script (`-`: standard input).
        file: PathBuf,
        /// The V8 whose rules to run under: `11.3` (Node 20, the default),
        /// `12.4` (Node 22) or `13.6` (Node 24).
        #[arg(long, value_name = "VERSION", default_value = "11.3")]
        v8: V8Version,
    },
    /// Prints bytes per object for five workloads (100,000 objects each: an
    /// 8-property literal, 30 named stores, 30 keyed stores that end in
    /// dictionary mode, the flat16 clone payload, an array of 16 numbers),
    /// measured from `Heap::stats()`, beside V8's for the same objects built by
    /// the same JavaScript in Node (`heapUsed` after `gc()`), with the ratio.
    /// Without Node the V8 column is empty.
    Memory {
        /// Objects per workload.
        #[arg(long, default_value_t = shapeshift_cli::memory::DEFAULT_COUNT as u64, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        count: u64,
        /// The Node to run (default: `node` on the PATH).
        #[arg(long, value_name = "NODE", default_value = "node")]
        node: String,
        /// Print one JSON object: `{"WORKLOAD": {"shapeshift": BYTES, "v8": BYTES or null}, …}`.
        #[arg(long)]
        json: bool,
    },
    /// Writes the explorer page of a shape script: one self-contained HTML
    /// file (no network use) with the transition forest the script built under
    /// each modelled V8, drawn as SVG, the source with each event marked on
    /// its line, the timeline of events, the variables (click one to see its
    /// chain of shapes), dictionary objects with their reasons, and a switch
    /// between versions with the events that differ marked.
    ///
    /// Exit status 2 when the script is outside the model (nothing is
    /// written); a script that throws still gets its page.
    Explore {
        /// The script (`-`: standard input).
        file: PathBuf,
        /// Where to write the page (default: the script's name with `.html`,
        /// in the current directory).
        #[arg(short, long, value_name = "OUT")]
        out: Option<PathBuf>,
        /// The V8 to model: `11.3`, `12.4`, `13.6` or `all` (the default).
        #[arg(long, value_name = "VERSION", default_value = "all", value_parser = parse_v8_choice)]
        v8: V8Choice,
        /// Print the page's data (JSON) on standard output instead.
        #[arg(long)]
        json: bool,
    },
    /// Runs a script in Node with `--log-maps`, keeps the map events made by the
    /// script's own code, and aligns them with the model's, event by event
    /// (kind, reason, property name, line:col, and which events make the same
    /// map). Prints the first divergence with both sides, then
    /// `agreement: A/T events`: A of V8's T events agree.
    ///
    /// The model runs under the V8 the log names (Node 20: 11.3, 22: 12.4,
    /// 24: 13.6). Exit status 3 when the log is not a V8 log, is truncated or
    /// holds no code of the script; 2 when the script is outside the model.
    V8log {
        /// The script.
        file: PathBuf,
        /// Read this log (recorded with `node --log-maps --logfile=LOG
        /// --no-logfile-per-isolate --allow-natives-syntax FILE`, perhaps on
        /// another machine) instead of running Node.
        #[arg(long, value_name = "LOG")]
        log: Option<PathBuf>,
        /// The Node to run (default: `node` on the PATH).
        #[arg(long, value_name = "NODE", default_value = "node")]
        node: String,
        /// Also list every event of both sides, aligned.
        #[arg(long)]
        verbose: bool,
        /// Write V8's script events in the corpus form (`tests/v8/maps/`) to this file.
        #[arg(long, value_name = "OUT")]
        save: Option<PathBuf>,
        /// Also write the explorer page with V8's tree beside the model's.
        #[arg(long, value_name = "OUT")]
        html: Option<PathBuf>,
    },
    /// Builds or inspects startup snapshots (of the model standard library).
    #[command(subcommand)]
    Snapshot(SnapshotCommand),
    /// Writes, dumps and guards structured-clone messages.
    #[command(subcommand)]
    Clone(CloneCommand),
    /// Writes the results page: criterion's saved estimates (and Node's, which
    /// the benches measure through criterion too) as OUT/index.md with SVG
    /// charts. Run the benchmarks first (`scripts/results.sh` does both).
    Report {
        /// Where criterion saved its estimates.
        #[arg(long, default_value = "target/criterion")]
        criterion: PathBuf,
        /// Where to write the page.
        #[arg(long, default_value = "target/report")]
        out: PathBuf,
    },
    /// The stress run: workers in a ring of message ports exchange messages,
    /// every one checked (sender, order, checksum); prints what arrived, the
    /// time and the peak resident set.
    Stress {
        /// Workers in the ring (at most 1,024).
        #[arg(long, default_value_t = 16)]
        workers: usize,
        /// Messages in total.
        #[arg(long, default_value_t = 1_000_000)]
        messages: usize,
        /// Posts a worker may be ahead of its receives.
        #[arg(long, default_value_t = shapeshift_cli::stress::DEFAULT_WINDOW)]
        window: usize,
        /// Use the canonical encoding (default: in-process).
        #[arg(long)]
        canonical: bool,
        /// Restore every worker from the stdlib snapshot (and send its shapes by ID).
        #[arg(long)]
        snapshot: bool,
    },
}

#[derive(Subcommand)]
enum CloneCommand {
    /// Writes one of the clone payloads (empty, flat16, leaves24, session_entry)
    /// as a message to OUT.
    Write {
        /// The payload.
        payload: String,
        /// Where to write the message.
        out: PathBuf,
        /// Use the canonical encoding (default: in-process).
        #[arg(long)]
        canonical: bool,
    },
    /// Prints a message byte by byte, with what each byte means (after reading
    /// it as a receiver would; messages naming snapshot shapes by ID need the
    /// snapshot's heap, which this command does not have, and are refused).
    Dump {
        /// The message (`-`: standard input).
        file: PathBuf,
    },
    /// The paired regression guard: runs the baseline and candidate sender
    /// settings interleaved in pairs and fails when the median of the paired
    /// ratios (candidate / baseline) is above the ceiling.
    Guard {
        /// The payload.
        #[arg(long, default_value = "flat16")]
        payload: String,
        /// The reference setting: fast, generic, canonical, canonical-generic.
        #[arg(long, default_value = "generic")]
        baseline: String,
        /// The setting under test.
        #[arg(long, default_value = "fast")]
        candidate: String,
        /// Number of pairs.
        #[arg(long, default_value_t = shapeshift_cli::guard::DEFAULT_PAIRS)]
        pairs: usize,
        /// Messages per sample.
        #[arg(long, default_value_t = 2_000)]
        batch: usize,
        /// The largest acceptable median ratio.
        #[arg(long, default_value_t = shapeshift_cli::guard::DEFAULT_CEILING)]
        ceiling: f64,
    },
}

#[derive(Subcommand)]
enum SnapshotCommand {
    /// Runs the chosen modules in a fresh heap and writes its snapshot to OUT
    /// (atomically: a temporary file, fsync, rename).
    Build {
        /// Where to write the snapshot.
        out: PathBuf,
        /// Modules to initialize before the snapshot, comma-separated.
        #[arg(long, value_delimiter = ',', default_value = "stream")]
        modules: Vec<String>,
        /// The V8 whose rules build the heap, recorded in the snapshot:
        /// `11.3` (Node 20, the default), `12.4` (Node 22) or `13.6` (Node 24).
        #[arg(long, value_name = "VERSION", default_value = "11.3")]
        v8: V8Version,
    },
    /// Checks a snapshot fully (header, checksum, archive) and prints its header,
    /// size and table counts.
    Inspect {
        /// The snapshot.
        file: PathBuf,
    },
}

/// A closed output pipe (`shapeshift dot x.js | head`) ends the process as it
/// ends other Unix tools: by the default action of `SIGPIPE` (exit status 141
/// in a shell), not by a panic in `println!`. The Rust runtime ignores `SIGPIPE`
/// so that writes fail with an error instead; every write of this program is
/// output for a reader, and a reader that has gone wants nothing more.
fn end_quietly_on_closed_pipes() {
    #[cfg(unix)]
    {
        unsafe extern "C" {
            fn signal(signum: i32, handler: usize) -> usize;
        }
        const SIGPIPE: i32 = 13;
        const SIG_DFL: usize = 0;
        // SAFETY: `signal` is the C library's, with its C signature (an int and a
        // handler pointer, here the integer `SIG_DFL`); it runs before any other
        // thread exists, and restoring the default action installs no Rust code
        // as a handler.
        unsafe {
            signal(SIGPIPE, SIG_DFL);
        }
    }
}

/// Writes to standard output; see [`emit`].
macro_rules! out {
    ($($arg:tt)*) => {
        emit(format_args!($($arg)*))
    };
}

/// Writes a line to standard output; see [`emit`].
macro_rules! outln {
    ($($arg:tt)*) => {
        emit(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// Writes `args` to standard output. A write that fails (a full disk: `>
/// /dev/full`) ends the program with the error named and [`EXIT_IO`]: what
/// the command printed before stays printed, and nothing after it is
/// half-written. (A closed pipe ends it before, by `SIGPIPE`: see
/// [`end_quietly_on_closed_pipes`].)
fn emit(args: std::fmt::Arguments<'_>) {
    if let Err(e) = std::io::stdout().lock().write_fmt(args) {
        output_failed(&e);
    }
}

/// Flushes standard output, as [`emit`] writes.
fn flush_output() {
    if let Err(e) = std::io::stdout().lock().flush() {
        output_failed(&e);
    }
}

#[cold]
fn output_failed(e: &std::io::Error) -> ! {
    eprintln!("shapeshift: writing output: {e}");
    std::process::exit(i32::from(EXIT_IO))
}

/// Runs a script command on a thread with the stack the interpreter needs
/// ([`RUN_STACK_BYTES`](shapeshift::script::RUN_STACK_BYTES)): it recurses once
/// per script call and nesting level.
fn on_script_stack(command: impl FnOnce() -> ExitCode + Send + 'static) -> ExitCode {
    let spawned = std::thread::Builder::new()
        .stack_size(shapeshift::script::RUN_STACK_BYTES)
        .spawn(command);
    match spawned {
        Ok(handle) => match handle.join() {
            Ok(code) => code,
            Err(panic) => std::panic::resume_unwind(panic),
        },
        Err(e) => {
            eprintln!("shapeshift: cannot start the script's thread: {e}");
            ExitCode::from(EXIT_IO)
        }
    }
}

fn main() -> ExitCode {
    end_quietly_on_closed_pipes();
    let cli = Cli::parse();
    let code = match cli.command {
        Some(Command::V8log {
            file,
            log,
            node,
            verbose,
            save,
            html,
        }) => on_script_stack(move || {
            let outputs = V8logOutputs {
                verbose,
                save: save.as_deref(),
                html: html.as_deref(),
            };
            v8log(&file, log.as_deref(), &node, &outputs)
        }),
        Some(Command::Memory { count, node, json }) => memory(count as usize, &node, json),
        Some(Command::Explore {
            file,
            out,
            v8,
            json,
        }) => on_script_stack(move || explore(&file, out.as_deref(), v8, json)),
        None | Some(Command::Tour) => match shapeshift_cli::tour::run(
            &mut std::io::stdout().lock(),
            &shapeshift_cli::tour::TourOptions::default(),
        ) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("shapeshift: {e}");
                ExitCode::from(EXIT_IO)
            }
        },
        Some(Command::Run {
            file,
            stats,
            v8: V8Choice::One(version),
            random_seed,
        }) => on_script_stack(move || {
            script(
                &file,
                Mode::Run { stats },
                version,
                shapeshift::script::random_seed_of_flag(random_seed),
            )
        }),
        Some(Command::Run {
            file,
            stats: true,
            v8: V8Choice::All,
            ..
        }) => {
            eprintln!(
                "shapeshift: {}: --stats prints one heap's statistics; choose one --v8 version with it",
                input_name(&file)
            );
            ExitCode::from(EXIT_USAGE)
        }
        Some(Command::Run {
            file,
            v8: V8Choice::All,
            random_seed,
            ..
        }) => on_script_stack(move || {
            script_on_every_version(&file, shapeshift::script::random_seed_of_flag(random_seed))
        }),
        Some(Command::Dot {
            file,
            all,
            shape,
            v8,
        }) => {
            let selection = match (all, shape) {
                (true, _) => DotChoice::All,
                (false, Some(shape)) => DotChoice::Tree(shape),
                (false, None) => DotChoice::Variables,
            };
            on_script_stack(move || script(&file, Mode::Dot(selection), v8, 0))
        }
        Some(Command::Trace { file, v8 }) => {
            on_script_stack(move || script(&file, Mode::Trace, v8, 0))
        }
        Some(Command::Snapshot(cmd)) => snapshot(cmd),
        Some(Command::Clone(cmd)) => clone_command(cmd),
        Some(Command::Report { criterion, out }) => {
            match shapeshift_cli::report::write(&criterion, &out, &shapeshift_cli::report::today())
            {
                Ok(page) => {
                    let table = page
                        .split("## Side by side")
                        .nth(1)
                        .and_then(|t| t.split("## Charts").next())
                        .unwrap_or("");
                    outln!("{}", table.trim());
                    outln!("\nwrote {}", out.join("index.md").display());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("shapeshift report: {e}");
                    ExitCode::from(EXIT_IO)
                }
            }
        }
        Some(Command::Stress { workers, .. }) if workers > MAX_STRESS_WORKERS => {
            eprintln!(
                "shapeshift stress: --workers {workers} is more than the {MAX_STRESS_WORKERS} the ring runs"
            );
            ExitCode::from(EXIT_USAGE)
        }
        Some(Command::Stress {
            workers,
            messages,
            window,
            canonical,
            snapshot,
        }) => match stress_command(workers, messages, window, canonical, snapshot) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(EXIT_EXCEPTION),
            Err(e) => {
                eprintln!("shapeshift stress: {e}");
                ExitCode::from(EXIT_USAGE)
            }
        },
    };
    // What the command printed last, if a line is still buffered.
    flush_output();
    code
}

/// `shapeshift stress`: true when every message arrived once, in order, intact.
fn stress_command(
    workers: usize,
    messages: usize,
    window: usize,
    canonical: bool,
    snapshot: bool,
) -> Result<bool, String> {
    use shapeshift::clone::CloneOptions;
    use shapeshift_cli::stress::{self, StressConfig};
    let runtime = cli_runtime()?;
    let mut config = StressConfig::new(workers, messages);
    config.window = window;
    if canonical {
        config.options = CloneOptions::canonical();
    }
    let scratch = shapeshift_cli::snapshot_tools::ScratchDir::new("stress")?;
    if snapshot {
        let path = scratch.path().join("stdlib.snap");
        shapeshift_cli::snapshot_tools::build_snapshot(&runtime, &["stream"], &path)
            .map_err(|e| e.to_string())?;
        let s = std::sync::Arc::new(
            shapeshift::snapshot::Snapshot::open(&path, &runtime).map_err(|e| e.to_string())?,
        );
        if !canonical {
            config.options.peer_snapshot = Some(s.identity());
        }
        config.snapshot = Some(s);
    }
    let report = stress::run(&runtime, &config)?;
    outln!(
        "ring window {}, {} encoding{}",
        config.window,
        if canonical { "canonical" } else { "in-process" },
        if snapshot {
            ", heaps restored from the stdlib snapshot"
        } else {
            ""
        }
    );
    outln!("{}", report.summary());
    let lost: usize = report.ports.iter().map(|p| p.skipped).sum();
    let duplicated: usize = report.ports.iter().map(|p| p.duplicated).sum();
    let corrupted: usize = report.ports.iter().map(|p| p.corrupted).sum();
    let misrouted: usize = report.ports.iter().map(|p| p.misrouted).sum();
    outln!("lost {lost}, duplicated {duplicated}, corrupted {corrupted}, misrouted {misrouted}");
    outln!(
        "{:.0} messages/s",
        report.sent() as f64 / report.elapsed.as_secs_f64().max(1e-9)
    );
    Ok(report.clean())
}

fn clone_command(cmd: CloneCommand) -> ExitCode {
    use shapeshift::clone::{self, CloneOptions};
    use shapeshift_cli::{guard, payloads};
    // Err((status, message)).
    let result: Result<bool, (u8, String)> = match cmd {
        CloneCommand::Write {
            payload,
            out,
            canonical,
        } => (|| {
            let mut heap = Heap::new();
            let o = payloads::build(&mut heap, &payload).ok_or_else(|| {
                let known = payloads::PAYLOADS;
                (
                    EXIT_USAGE,
                    format!("unknown payload `{payload}` (one of {known:?})"),
                )
            })?;
            let options = if canonical {
                CloneOptions::canonical()
            } else {
                CloneOptions::default()
            };
            let bytes = clone::serialize(&mut heap, Value::Object(o), options)
                .map_err(|e| (EXIT_EXCEPTION, e.to_string()))?;
            shapeshift_cli::input::write_atomically(&out, &bytes)
                .map_err(|e| (EXIT_IO, format!("{}: {e}", out.display())))?;
            outln!("wrote {} bytes to {}", bytes.len(), out.display());
            Ok(true)
        })(),
        CloneCommand::Dump { file } => (|| {
            let bytes = read_input(&file).map_err(|e| (EXIT_IO, e.to_string()))?;
            let dump = clone::dump(&bytes, None)
                .map_err(|e| (EXIT_IO, format!("{}: {e}", input_name(&file))))?;
            out!("{dump}");
            Ok(true)
        })(),
        CloneCommand::Guard {
            payload,
            baseline,
            candidate,
            pairs,
            batch,
            ceiling,
        } => (|| {
            let variant = |name: &str| {
                guard::Variant::parse(name).ok_or_else(|| {
                    let names: Vec<_> = guard::Variant::ALL.iter().map(|(n, _)| *n).collect();
                    let names = names.join(", ");
                    (
                        EXIT_USAGE,
                        format!("unknown setting `{name}` (one of {names})"),
                    )
                })
            };
            let config = guard::GuardConfig {
                payload,
                baseline: variant(&baseline)?,
                candidate: variant(&candidate)?,
                pairs,
                batch,
                ceiling,
            };
            let r = guard::run(&config).map_err(|e| (EXIT_USAGE, e))?;
            outln!(
                "{} pairs of {} messages of {}: baseline {} {:.0} ns/msg, candidate {} {:.0} ns/msg",
                config.pairs,
                config.batch,
                config.payload,
                config.baseline.name(),
                r.baseline_ns,
                config.candidate.name(),
                r.candidate_ns
            );
            outln!(
                "median of paired ratios (candidate / baseline): {:.4}, ceiling {:.4}: {}",
                r.median,
                config.ceiling,
                if r.passed { "pass" } else { "FAIL" }
            );
            Ok(r.passed)
        })(),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(EXIT_EXCEPTION),
        Err((status, e)) => {
            eprintln!("shapeshift: {e}");
            ExitCode::from(status)
        }
    }
}

/// The runtime the CLI's snapshots are built and opened with: the model
/// standard library.
fn cli_runtime() -> Result<std::sync::Arc<shapeshift::Runtime>, String> {
    shapeshift::stdlib::runtime(&[])
        .map(std::sync::Arc::new)
        .map_err(|e| e.to_string())
}

fn snapshot(cmd: SnapshotCommand) -> ExitCode {
    let runtime = match cli_runtime() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("shapeshift: cannot set up the runtime: {e}");
            return ExitCode::from(EXIT_EXCEPTION);
        }
    };
    match cmd {
        SnapshotCommand::Build { out, modules, v8 } => {
            let names: Vec<&str> = modules
                .iter()
                .map(String::as_str)
                .filter(|m| !m.is_empty())
                .collect();
            let policy = v8.policy();
            match shapeshift_cli::snapshot_tools::build_snapshot_with_policy(
                &runtime, &names, &out, policy,
            ) {
                Ok(h) => {
                    outln!(
                        "wrote {} ({} bytes of archive, modules: {}, policy: {policy})",
                        out.display(),
                        h.payload_len,
                        names.join(", ")
                    );
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("shapeshift: snapshot build: {e}");
                    let status = match e {
                        shapeshift_cli::snapshot_tools::BuildError::UnknownModule(..) => EXIT_USAGE,
                        shapeshift_cli::snapshot_tools::BuildError::Module(..) => EXIT_EXCEPTION,
                        shapeshift_cli::snapshot_tools::BuildError::Snapshot(_) => EXIT_IO,
                    };
                    ExitCode::from(status)
                }
            }
        }
        SnapshotCommand::Inspect { file } => {
            match shapeshift_cli::snapshot_tools::inspect(&file, &runtime, false) {
                Ok(report) => {
                    out!("{report}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("shapeshift: {}", snapshot_error(&file, &e));
                    ExitCode::from(EXIT_IO)
                }
            }
        }
    }
}

/// A snapshot error that names `file` once: the errors that carry a path say
/// it themselves.
fn snapshot_error(file: &Path, e: &shapeshift::snapshot::SnapshotError) -> String {
    use shapeshift::snapshot::SnapshotError;
    match e {
        SnapshotError::Io { .. } | SnapshotError::NotARegularFile { .. } => e.to_string(),
        _ => format!("{}: {e}", file.display()),
    }
}

#[derive(Copy, Clone, PartialEq)]
enum Mode {
    /// `run`, with `--stats` or not.
    Run {
        stats: bool,
    },
    Dot(DotChoice),
    Trace,
}

/// What `shapeshift dot` draws.
#[derive(Copy, Clone, PartialEq)]
enum DotChoice {
    /// The trees behind the objects the script's variables hold.
    Variables,
    /// Every shape.
    All,
    /// The tree under one shape.
    Tree(ShapeId),
}

/// A shape ID as `N`, `sN` (DOT's node names) or `shape#N` (its `Display`).
fn parse_shape_id(text: &str) -> Result<ShapeId, String> {
    let digits = text
        .strip_prefix("shape#")
        .or_else(|| text.strip_prefix('s'))
        .unwrap_or(text);
    match digits.parse::<u32>() {
        Ok(n) if digits.bytes().all(|b| b.is_ascii_digit()) => Ok(ShapeId::from_index(n)),
        _ => Err(format!(
            "`{text}` is not a shape ID (expected N, sN or shape#N, with N from 0 to {})",
            u32::MAX
        )),
    }
}

/// `run --v8`: one version, or every version side by side.
#[derive(Copy, Clone, PartialEq, Debug)]
enum V8Choice {
    One(V8Version),
    All,
}

fn parse_v8_choice(text: &str) -> Result<V8Choice, String> {
    if text == "all" {
        return Ok(V8Choice::All);
    }
    text.parse()
        .map(V8Choice::One)
        .map_err(|e| format!("{e}, or `all`"))
}

/// Reads a script file as UTF-8 text, reporting why not on stderr.
fn script_source(file: &Path) -> Result<String, ExitCode> {
    let name = input_name(file);
    match read_input(file) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(s) => Ok(s),
            Err(e) => {
                eprintln!(
                    "shapeshift: {name}: not UTF-8 text (invalid byte at offset {})",
                    e.utf8_error().valid_up_to()
                );
                Err(ExitCode::from(EXIT_USAGE))
            }
        },
        Err(e) => {
            eprintln!("shapeshift: {e}");
            Err(ExitCode::from(EXIT_IO))
        }
    }
}

/// A script file's name (as errors show it), text and program; a script that
/// cannot be read or parsed is reported on stderr, with the exit status.
fn parsed_script(file: &Path) -> Result<(String, String, Program), ExitCode> {
    let name = input_name(file);
    let source = script_source(file)?;
    match Program::parse(&source) {
        Ok(program) => Ok((name, source, program)),
        Err(e) => {
            eprintln!("{name}:{e}");
            Err(ExitCode::from(e.exit_code() as u8))
        }
    }
}

/// `run --v8 all`: the script under every modelled version, printed side by
/// side (see [`shapeshift_cli::versions`]).
fn script_on_every_version(file: &Path, random_seed: u64) -> ExitCode {
    let (_, _, program) = match parsed_script(file) {
        Ok(parsed) => parsed,
        Err(code) => return code,
    };
    let runs = shapeshift_cli::versions::run_each(&program, random_seed);
    out!("{}", shapeshift_cli::versions::side_by_side(&runs));
    ExitCode::SUCCESS
}

/// Runs a script file in `mode` under `version`'s rules, with `Math.random`
/// seeded with `random_seed` (0: from the system); errors go to stderr as
/// `FILE:LINE:COL: message`.
fn script(file: &Path, mode: Mode, version: V8Version, random_seed: u64) -> ExitCode {
    let (name, _, program) = match parsed_script(file) {
        Ok(parsed) => parsed,
        Err(code) => return code,
    };
    let report = |e: &ScriptError| -> ExitCode {
        eprintln!("{name}:{e}");
        ExitCode::from(e.exit_code() as u8)
    };
    let mut interp = Interpreter::new(version.policy());
    interp.set_random_seed(random_seed);
    interp.set_tracing(mode == Mode::Trace);
    if let Mode::Dot(_) = mode {
        // So that the drawing links each dictionary object to the shape it left.
        interp.record_normalizations(true);
    }
    let result = interp.run(&program, &mut |line| match (mode, line) {
        (Mode::Dot(_), _) => {}
        (_, Line::Log(s)) => outln!("{s}"),
        (_, Line::Trace(s)) => outln!("[maps] {s}"),
    });
    if mode == (Mode::Run { stats: true }) {
        // After the script's output, whether it ended normally or by an error
        // (which goes to stderr and keeps its exit status).
        out!("\n--- heap stats ---\n{}", interp.heap().stats());
    }
    // The output before any error message on standard error.
    flush_output();
    match result {
        Ok(objects) => {
            if mode == Mode::Trace {
                // The events name objects by ID; say which variables hold them.
                let legend: Vec<String> = objects
                    .iter()
                    .map(|(name, o)| format!("#{} = {name}", o.index()))
                    .collect();
                outln!("[maps] objects: {}", legend.join(", "));
            }
            if let Mode::Dot(choice) = mode {
                let named: Vec<(&str, shapeshift::ObjectId)> =
                    objects.iter().map(|(n, o)| (n.as_str(), *o)).collect();
                let selection = match choice {
                    DotChoice::Variables => DotSelection::Objects(&named),
                    DotChoice::All => DotSelection::All,
                    DotChoice::Tree(shape) => DotSelection::Tree(shape),
                };
                match dot(interp.heap(), &selection) {
                    Ok(drawing) => out!("{drawing}"),
                    Err(e @ DotError::UnknownShape { .. }) => {
                        eprintln!("shapeshift: --shape: {e}");
                        return ExitCode::from(EXIT_USAGE);
                    }
                    Err(e) => {
                        eprintln!("shapeshift: {e}");
                        return ExitCode::from(EXIT_EXCEPTION);
                    }
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => report(&e),
    }
}

/// What `v8log` writes besides its summary.
struct V8logOutputs<'a> {
    verbose: bool,
    save: Option<&'a Path>,
    html: Option<&'a Path>,
}

/// `shapeshift explore`: the explorer page of a script.
fn explore(file: &Path, out: Option<&Path>, choice: V8Choice, json: bool) -> ExitCode {
    let (name, source, program) = match parsed_script(file) {
        Ok(parsed) => parsed,
        Err(code) => return code,
    };
    let versions: Vec<V8Version> = match choice {
        V8Choice::All => V8Version::ALL.to_vec(),
        V8Choice::One(v) => vec![v],
    };
    let mut runs = Vec::new();
    for version in versions {
        let run = shapeshift_cli::v8log::run_model(&program, version.policy());
        if let Some(e) = &run.error
            && !matches!(e.kind, shapeshift::script::ErrorKind::Thrown { .. })
        {
            eprintln!("{name}:{e}");
            return ExitCode::from(e.exit_code() as u8);
        }
        runs.push((version, run));
    }
    let page = shapeshift_cli::explore::page(&name, &source, &runs, None);
    if json {
        match serde_json::to_string_pretty(&page) {
            Ok(text) => {
                outln!("{text}");
                return ExitCode::SUCCESS;
            }
            Err(e) => {
                eprintln!("shapeshift: the page's data: {e}");
                return ExitCode::from(EXIT_IO);
            }
        }
    }
    let out = out.map(Path::to_path_buf).unwrap_or_else(|| {
        let stem = file
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("script");
        PathBuf::from(format!("{stem}.html"))
    });
    write_page(&page, &out)
}

/// Writes the explorer page atomically and says where.
fn write_page(page: &shapeshift_cli::explore::Page, out: &Path) -> ExitCode {
    let html = shapeshift_cli::explore::render(page);
    if let Err(e) = shapeshift_cli::input::write_atomically(out, html.as_bytes()) {
        eprintln!("shapeshift: {}: {e}", out.display());
        return ExitCode::from(EXIT_IO);
    }
    let nodes: usize = page.versions.iter().map(|v| v.forest.nodes.len()).sum();
    outln!(
        "wrote {} ({} bytes, {} versions, {nodes} nodes)",
        out.display(),
        html.len(),
        page.versions.len()
    );
    ExitCode::SUCCESS
}

/// `shapeshift v8log`: V8's map events for a script beside the model's.
fn v8log(file: &Path, log: Option<&Path>, node: &str, outputs: &V8logOutputs<'_>) -> ExitCode {
    use shapeshift_cli::v8log as v;
    let (name, source, program) = match parsed_script(file) {
        Ok(parsed) => parsed,
        Err(code) => return code,
    };
    let text = match log {
        Some(path) => match read_input(path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                eprintln!("shapeshift: {e}");
                return ExitCode::from(EXIT_IO);
            }
        },
        None => match v::log_with_node(node, file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("shapeshift: {e}");
                return ExitCode::from(EXIT_IO);
            }
        },
    };
    let script_path = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let v8_events = match v::parse_log(&text, &script_path.to_string_lossy()) {
        Ok(e) => e,
        Err(e) => {
            eprintln!(
                "shapeshift: {}: {e}",
                log.map_or_else(|| "Node's log".to_string(), input_name)
            );
            return ExitCode::from(EXIT_IO);
        }
    };
    if let Some(out) = outputs.save
        && let Err(e) =
            shapeshift_cli::input::write_atomically(out, v::to_text(&v8_events).as_bytes())
    {
        eprintln!("shapeshift: {}: {e}", out.display());
        return ExitCode::from(EXIT_IO);
    }
    let version = v::log_version(&text).unwrap_or(V8Version::V8_11_3);
    let run = v::run_model(&program, version.policy());
    if let Some(e) = &run.error
        && !matches!(e.kind, shapeshift::script::ErrorKind::Thrown { .. })
    {
        eprintln!("{name}:{e}");
        return ExitCode::from(e.exit_code() as u8);
    }
    let model = run.map_events();
    let alignment = v::align(&v8_events, &model);
    outln!(
        "V8 {version}: {} script events; model: {} events",
        alignment.total,
        alignment.model_total
    );
    if outputs.verbose {
        out!("{}", v::side_by_side(&v8_events, &model));
    }
    if let Some((theirs, ours)) = &alignment.first_divergence {
        outln!("first divergence:");
        outln!("  V8:    {theirs}");
        match ours {
            Some(e) => {
                outln!("  model: {e}");
            }
            None => {
                outln!("  model: nothing");
            }
        }
    }
    outln!("agreement: {}/{} events", alignment.agreed, alignment.total);
    if let Some(html) = outputs.html {
        let runs = [(version, run)];
        let page =
            shapeshift_cli::explore::page(&name, &source, &runs, Some((&v8_events, &alignment)));
        return write_page(&page, html);
    }
    ExitCode::SUCCESS
}

/// `shapeshift memory`: bytes per object beside V8's.
fn memory(count: usize, node: &str, json: bool) -> ExitCode {
    use shapeshift_cli::memory as m;
    let v8 = match m::v8_bytes_per_object(node, count) {
        Ok(figures) => Some(figures),
        Err(why) => {
            eprintln!("shapeshift: no V8 figures: {why}");
            None
        }
    };
    let rows = m::rows(count, v8.as_ref());
    if json {
        let object: serde_json::Map<String, serde_json::Value> = rows
            .iter()
            .map(|(name, row)| (name.to_string(), serde_json::json!(row)))
            .collect();
        outln!("{}", serde_json::Value::Object(object));
    } else {
        outln!("bytes per object, {count} objects per workload\n");
        out!("{}", m::table(&rows));
    }
    ExitCode::SUCCESS
}
