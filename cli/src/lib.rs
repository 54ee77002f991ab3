//! The tools around the `shapeshift` engine: what the command line, the tour,
//! the benchmarks, the examples and the stress test share.
//!
//! The engine crate (`shapeshift`) holds the object model, snapshots and
//! clone, and depends only on what those need. Everything here is a *user* of
//! that public API: workloads and payloads to measure, the paired regression
//! guard, the stress ring, the snapshot inspector and the results page (which
//! draws charts, so it brings `plotters`). Keeping them in their own crate keeps
//! the command-line parser and the chart library out of an embedder's build.
//!
//! - [`payloads`]: the four clone payloads the benchmarks and Node's script share;
//! - [`scenarios`]: the http-options copy chain and the other tour workloads;
//! - [`exchange`]: two workers exchanging messages through a port, measured;
//! - [`guard`]: the paired sender-cost regression guard;
//! - [`stress`]: many workers in a ring of ports, every message checked;
//! - [`snapshot_tools`]: `shapeshift snapshot build|inspect` as functions, and
//!   the scratch directory the tour and the stress run build snapshots in;
//! - [`tour`]: the built-in tour, the command line's default;
//! - [`input`]: scripts and messages read from files or standard input, bounded;
//! - [`memory`]: bytes per object in the model and in V8, workload by workload;
//! - [`report`]: the results page from criterion's saved estimates.
//! - [`explore`]: the explorer page, one self-contained HTML file;
//! - [`v8log`]: V8's `--log-maps` events read and aligned with the model's.

#![warn(missing_docs)]

pub mod exchange;
pub mod explore;
pub mod guard;
pub mod input;
pub mod memory;
pub mod payloads;
pub mod report;
pub mod scenarios;
pub mod snapshot_tools;
pub mod stress;
pub mod tour;
pub mod v8log;
pub mod versions;
