//! The corpus as an event-level check: V8's own map events for each script of
//! `tests/v8` (recorded from Node 20 by `tests/v8/record_maps.sh`, filtered to
//! the script's positions) against the model's, event by event.

use shapeshift::V8Version;
use shapeshift::script::{Program, RUN_STACK_BYTES};
use shapeshift_cli::v8log::{align, from_text, run_model};
use std::path::Path;

/// Agreement over the whole corpus, in events: the model must keep at least
/// this share of V8's script-position events (kind, reason, name, position
/// and map identity).
const CORPUS_AGREEMENT_FLOOR: f64 = 0.95;

struct Totals {
    agreed: usize,
    total: usize,
    scripts: usize,
    classes: Vec<(String, usize, usize)>,
    worst: Vec<(usize, String)>,
}

fn corpus_totals() -> Totals {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/v8");
    let mut names: Vec<_> = std::fs::read_dir(dir.join("maps"))
        .expect("tests/v8/maps exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "maps"))
        .collect();
    names.sort();
    let mut t = Totals {
        agreed: 0,
        total: 0,
        scripts: 0,
        classes: Vec::new(),
        worst: Vec::new(),
    };
    for maps in names {
        let stem = maps
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        let v8 = from_text(&std::fs::read_to_string(&maps).expect("reads")).expect("a recording");
        let source = std::fs::read_to_string(dir.join(format!("{stem}.js"))).expect("its script");
        let program = Program::parse(&source).expect("corpus scripts parse");
        let run = run_model(&program, V8Version::V8_11_3.policy());
        let model = run.map_events();
        let a = align(&v8, &model);
        if std::env::var_os("SHAPESHIFT_V8LOG_DETAIL").is_some() && a.agreed < a.total {
            eprintln!(
                "== {stem}\n{}",
                shapeshift_cli::v8log::side_by_side(&v8, &model)
            );
        }
        t.agreed += a.agreed;
        t.total += a.total;
        t.scripts += 1;
        if a.agreed < a.total {
            t.worst.push((a.total - a.agreed, stem));
        }
        for (class, ok, all) in a.by_class {
            match t.classes.iter_mut().find(|c| c.0 == class) {
                Some(c) => {
                    c.1 += ok;
                    c.2 += all;
                }
                None => t.classes.push((class, ok, all)),
            }
        }
    }
    t.classes.sort_by_key(|c| std::cmp::Reverse(c.2));
    t.worst.sort_by(|a, b| b.cmp(a));
    t
}

#[test]
fn the_corpus_agrees_with_v8s_own_map_log() {
    let t = std::thread::Builder::new()
        .stack_size(RUN_STACK_BYTES)
        .spawn(corpus_totals)
        .expect("a thread")
        .join()
        .expect("no panic");
    assert!(
        t.scripts >= 400,
        "the recordings are missing: {} scripts",
        t.scripts
    );
    eprintln!(
        "event agreement: {}/{} over {} scripts",
        t.agreed, t.total, t.scripts
    );
    for (class, ok, all) in &t.classes {
        eprintln!("  {ok:>6}/{all:<6} {class}");
    }
    for (missed, name) in t.worst.iter().take(25) {
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
