//! `shapeshift memory`: every workload measured, the JSON form, and the V8
//! column present exactly when Node ran.

use std::process::Command;

fn shapeshift(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_shapeshift"))
        .args(args)
        .output()
        .expect("the shapeshift binary runs")
}

#[test]
fn every_workload_has_its_bytes_and_v8s_when_node_runs() {
    // Enough objects that V8's figure is not lost in its heap's own noise.
    let o = shapeshift(&["memory", "--json", "--count", "20000"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
    let node_ran = o.stderr.is_empty();
    for name in shapeshift_cli::memory::WORKLOADS {
        let row = &v[name];
        let ours = row["shapeshift"].as_f64().expect("the model's figure");
        assert!(ours > 0.0, "{name}: {ours}");
        match row["v8"].as_f64() {
            Some(theirs) => assert!(node_ran && theirs.is_finite(), "{name}: {theirs}"),
            None => assert!(!node_ran, "{name}: Node ran but gave no figure"),
        }
    }
    // A dictionary of 30 entries costs more than 30 fields, in either engine.
    assert!(v["keyed30_dictionary"]["shapeshift"].as_f64() > v["named30"]["shapeshift"].as_f64());
}

#[test]
fn without_node_the_v8_column_is_empty_and_says_why() {
    let o = shapeshift(&["memory", "--count", "100", "--node", "/nonexistent/node"]);
    assert!(o.status.success());
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(
        table.contains("| `named30` |") && table.contains("| — | — |"),
        "{table}"
    );
    assert!(String::from_utf8_lossy(&o.stderr).contains("no V8 figures: could not run"));
}

#[test]
fn a_count_out_of_range_is_a_usage_error() {
    let o = shapeshift(&["memory", "--count", "0"]);
    assert_eq!(o.status.code(), Some(2));
}
