//! The stress run: 16 workers exchange 1,000,000 messages in total
//! through a ring of ports, every message checked (sender, sequence number,
//! checksum of its body): nothing lost, duplicated, reordered or corrupted, no
//! deadlock (a watchdog), memory bounded (the peak resident set is printed and
//! bounded here). One test per binary, so the peak is this run's.
//!
//! `SHAPESHIFT_STRESS_MESSAGES` changes the count; `shapeshift stress` runs the
//! same thing from the command line (release build) with a report.

use shapeshift_cli::stress::{self, StressConfig};
use std::sync::Arc;

/// Twice the peak measured in a release run of 10,000,000 messages (34 MiB):
/// the bound catches growth with the message count (each heap collects as its
/// allocation budget is spent, and the window bounds what is queued), not a
/// few megabytes either way.
const PEAK_RSS_LIMIT: u64 = 64 << 20;

#[test]
fn sixteen_workers_exchange_a_million_checked_messages() {
    let messages = std::env::var("SHAPESHIFT_STRESS_MESSAGES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let runtime = Arc::new(shapeshift::stdlib::runtime(&[]).expect("the runtime"));
    let report = stress::run(&runtime, &StressConfig::new(16, messages)).expect("the ring runs");
    eprintln!("stress: {}", report.summary());
    assert_eq!(report.sent(), messages);
    assert_eq!(report.verified(), messages, "{:?}", report.ports);
    assert!(report.clean(), "{:?}", report.ports);
    // Under valgrind the resident set is valgrind's; `.ci/valgrind` says so.
    if std::env::var_os("SHAPESHIFT_NO_RSS_BOUND").is_some() {
        eprintln!("stress: peak RSS bound skipped (SHAPESHIFT_NO_RSS_BOUND)");
    } else if let Some(peak) = report.peak_rss {
        assert!(peak < PEAK_RSS_LIMIT, "peak RSS {peak} bytes");
    }
}
