//! The corpus as an event-level check: V8's own map events for each script of
//! `tests/v8` (recorded from Node 20 by `tests/v8/record_maps.sh`, filtered to
//! the script's positions, in `tests/v8/maps/`) against the model's, event by
//! event. `SHAPESHIFT_V8LOG_DETAIL=1` prints each disagreeing script aligned.

use shapeshift::script::RUN_STACK_BYTES;
use shapeshift_cli::v8log::corpus_agreement;
use std::path::Path;

/// The share of V8's script-position events (kind, reason, name, position
/// and map identity) the model must agree with over the corpus.
const CORPUS_AGREEMENT_FLOOR: f64 = 0.97;

#[test]
fn the_corpus_agrees_with_v8s_own_map_log() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/v8");
    let show = std::env::var_os("SHAPESHIFT_V8LOG_DETAIL").is_some();
    let t = std::thread::Builder::new()
        .stack_size(RUN_STACK_BYTES)
        .spawn(move || {
            corpus_agreement(&dir, |name, listing| {
                if show {
                    eprintln!("== {name}\n{listing}");
                }
            })
        })
        .expect("a thread")
        .join()
        .expect("no panic")
        .expect("the corpus and its recordings read");
    assert!(
        t.scripts >= 500,
        "recordings are missing: {} scripts",
        t.scripts
    );
    eprintln!(
        "event agreement: {}/{} over {} scripts",
        t.agreed, t.total, t.scripts
    );
    for (class, ok, all) in &t.classes {
        eprintln!("  {ok:>6}/{all:<6} {class}");
    }
    for (missed, name) in t.worst.iter().take(10) {
        eprintln!("  {missed:>5} missed in {name}");
    }
    let share = t.agreed as f64 / t.total as f64;
    assert!(
        share >= CORPUS_AGREEMENT_FLOOR,
        "event agreement {:.1}% is under {:.0}%",
        share * 100.0,
        CORPUS_AGREEMENT_FLOOR * 100.0
    );
}
