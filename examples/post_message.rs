//! The four clone payloads through a message port between two workers, with
//! the shape fast path on and off, in both encodings, and with snapshot shapes
//! travelling by ID (both workers restored from one snapshot that holds the
//! payloads' shapes). Prints sender and end-to-end nanoseconds per message.
//!
//! ```text
//! cargo run --release --example post_message [MESSAGES]
//! ```
//!
//! Each row is one run of [`shapeshift_cli::exchange::exchange`]: the receiver
//! reads every message and checks the digest of a sample against the
//! sender's; `verified` counts the matches of those checked.

use shapeshift::clone::CloneOptions;
use shapeshift::snapshot::{Snapshot, SnapshotBuilder};
use shapeshift::{Heap, Policy, Runtime, Value};
use shapeshift_cli::exchange::exchange;
use shapeshift_cli::guard::Variant;
use shapeshift_cli::payloads;
use std::sync::Arc;

fn main() -> Result<(), String> {
    let messages: usize = match std::env::args().nth(1) {
        Some(n) => n.parse().map_err(|_| format!("not a message count: {n}"))?,
        None => 20_000,
    };
    let runtime = Arc::new(Runtime::new());
    // A snapshot whose heap holds one of each payload, so that their shapes
    // (the ones `{}` plus their keys reach) are snapshot shapes.
    let dir = tempdir()?;
    let path = dir.join("payloads.snap");
    let mut base = Heap::with_runtime(Policy::node20(), runtime.clone());
    let mut builder_roots = Vec::new();
    for name in payloads::PAYLOADS {
        let o = payloads::build(&mut base, name).ok_or("unknown payload")?;
        builder_roots.push((name, Value::Object(o)));
    }
    let mut builder = SnapshotBuilder::new(&base);
    for (name, v) in builder_roots {
        builder = builder.root(name, v);
    }
    builder.write(&path).map_err(|e| e.to_string())?;
    let snapshot = Arc::new(Snapshot::open(&path, &runtime).map_err(|e| e.to_string())?);

    let by_id = CloneOptions {
        peer_snapshot: Some(snapshot.identity()),
        ..Variant::Fast.options()
    };
    let configs = [
        ("fast path, pooled", Variant::Fast.options()),
        ("generic, pooled", Variant::Generic.options()),
        ("fast path, canonical", Variant::Canonical.options()),
        ("generic, canonical", Variant::CanonicalGeneric.options()),
        ("fast path, pooled, snapshot shape IDs", by_id),
    ];
    println!(
        "{messages} messages per row, two workers restored from {}",
        path.display()
    );
    println!(
        "| payload | settings | bytes, first / later | sender ns/msg | end-to-end ns/msg | verified |"
    );
    println!("|---|---|---:|---:|---:|---:|");
    for name in payloads::PAYLOADS {
        for (label, options) in configs {
            let r = exchange(&runtime, Some(&snapshot), name, options, messages)?;
            println!(
                "| {name} | {label} | {} / {} | {:.0} | {:.0} | {}/{} |",
                r.message_bytes.0,
                r.message_bytes.1,
                r.sender_ns,
                r.end_to_end_ns,
                r.verified,
                r.checked
            );
            if r.verified != r.checked {
                return Err(format!("{name} with {label}: a message arrived changed"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

fn tempdir() -> Result<std::path::PathBuf, String> {
    let dir = std::env::temp_dir().join(format!("shapeshift-post-message-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}
