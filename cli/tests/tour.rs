//! The tour's report, kept as a reviewed snapshot (`snapshots/tour.snap`):
//! every part, in the order the command prints them, with timings redacted.
//! It runs a smaller tour than `shapeshift` does (fewer chains timed, fewer
//! messages), so counts that follow from those two differ from the command's.

use shapeshift_cli::tour::{self, TourOptions};

#[macro_use]
#[path = "../../tests/support/mod.rs"]
mod support;

#[test]
fn the_tour_reads_as_reviewed() {
    let options = TourOptions {
        chain_iterations: 200,
        messages: 300,
        redact: true,
        ..TourOptions::default()
    };
    let mut out = Vec::new();
    tour::run(&mut out, &options).expect("the tour runs");
    let text = String::from_utf8(out).expect("the tour prints UTF-8");
    // Nothing Rust-only is left in the report: values are in JavaScript form.
    for rust in ["Number(", "String(", "Object(object", "Undefined", "StrId"] {
        assert!(!text.contains(rust), "`{rust}` in:\n{text}");
    }
    snapshot!("tour", text);
}
