//! `shapeshift run` never panics, whatever the input: every corpus script is cut,
//! spliced and sprinkled with stray tokens, deterministically, and each mutant
//! must end in output or a clean [`ScriptError`]. A handful of hostile inputs
//! (deep nesting, long chains, huge loops, deep structures) are checked as well.

mod support;

use shapeshift::script::{ErrorKind, run_source};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use support::Rng;

/// Mutants in total (at least 1,000), spread over the corpus scripts
/// round-robin: round `k` mutates each script `k + 1` times over.
const MUTANTS: usize = 2_500;
/// Statements a mutant may run (a mutated loop bound must not stall the test).
const STEP_LIMIT: u64 = 20_000;

/// Tokens spliced into scripts: the characters that break a parser's balance and
/// the constructs at the edge of the subset.
const STRAY: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "'",
    "\"",
    "/*",
    "*/",
    "//",
    ",",
    ";",
    "...",
    "=>",
    "%",
    "\\",
    "`",
    "0x",
    "1e400",
    "-0",
    "delete ",
    "for (",
    "let ",
    "const ",
    "__proto__: ",
    "%HasFastProperties(",
    "Object.",
    ".",
    "=",
    "===",
    "+",
    "?.",
    "\u{2028}",
    "é",
    "\u{0}",
    "9007199254740993",
    "'\\u{D800}'",
    "function () {",
    "() =>",
    "null.",
    "undefined[",
    "structuredClone(",
    "JSON.stringify(",
    "class ",
    " extends ",
    "new ",
    "this.",
    "super(",
    "try {",
    "catch (e) {",
    "=> {",
    "return ",
    "`${",
    "for (const k in ",
    " of ",
    "arguments",
    "get x() {",
];

/// A char-boundary byte offset in `s`.
fn boundary(s: &str, rng: &mut Rng) -> usize {
    let mut i = rng.below(s.len() + 1);
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn mutate(s: &str, rng: &mut Rng) -> String {
    let (a, b) = {
        let x = boundary(s, rng);
        let y = boundary(s, rng);
        (x.min(y), x.max(y))
    };
    match rng.below(6) {
        0 => s[..a].to_string(),                            // truncate
        1 => format!("{}{}", &s[..a], &s[b..]),             // delete a range
        2 => format!("{}{}{}", &s[..b], &s[a..b], &s[b..]), // duplicate a range
        3 => {
            // sprinkle stray tokens
            let mut out = s.to_string();
            for _ in 0..1 + rng.below(3) {
                let at = boundary(&out, rng);
                out.insert_str(at, STRAY[rng.below(STRAY.len())]);
            }
            out
        }
        4 => {
            // swap two ranges' order
            let c = boundary(s, rng).max(b);
            format!("{}{}{}{}", &s[..a], &s[b..c], &s[a..b], &s[c..])
        }
        _ => {
            // replace a character with an arbitrary one
            let mut out: Vec<char> = s.chars().collect();
            if !out.is_empty() {
                let i = rng.below(out.len());
                out[i] = char::from_u32(rng.below(0x3000) as u32).unwrap_or('?');
            }
            out.into_iter().collect()
        }
    }
}

/// Runs `source`; panics (failing the test) only if the engine panicked.
fn survives(label: &str, source: &str) -> Option<ErrorKind> {
    match catch_unwind(AssertUnwindSafe(|| run_source(source, Some(STEP_LIMIT)))) {
        Ok(outcome) => outcome.error.map(|e| e.kind),
        Err(_) => panic!("the engine panicked on {label}:\n---\n{source}\n---"),
    }
}

#[test]
fn mutated_corpus_scripts_never_panic() {
    // The straight-line corpus, the language set (functions, classes, loops)
    // and V8's translated mjsunit tests.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/v8");
    let mut paths = Vec::new();
    for dir in [root.clone(), root.join("lang"), root.join("mjsunit")] {
        let found: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "js"))
            .collect();
        assert!(!found.is_empty(), "no scripts in {}", dir.display());
        paths.extend(found);
    }
    paths.sort();
    let sources: Vec<String> = paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap_or_default())
        .collect();
    let mut rng = Rng(0x5eed_cafe_f00d_0001);
    let mut errors = 0;
    for n in 0..MUTANTS {
        let (i, round) = (n % paths.len(), n / paths.len());
        // Mutants of mutants, too: later rounds stray further.
        let mut mutant = mutate(&sources[i], &mut rng);
        for _ in 0..round.min(8) {
            mutant = mutate(&mutant, &mut rng);
        }
        let label = format!("mutant {n} (of {})", paths[i].display());
        if survives(&label, &mutant).is_some() {
            errors += 1;
        }
    }
    let total = MUTANTS;
    // Most mutants must be rejected or throw: if none were, the mutator is broken.
    assert!(
        errors > total / 4,
        "only {errors} of {total} mutants failed: the mutator is too gentle"
    );
}

#[test]
fn hostile_inputs_end_in_clean_errors() {
    let deep = 100_000;
    let cases: Vec<(&str, String)> = vec![
        (
            "deep parentheses",
            format!("{}1{}", "(".repeat(deep), ")".repeat(deep)),
        ),
        (
            "deep arrays",
            format!("const a = {}{};", "[".repeat(deep), "]".repeat(deep)),
        ),
        (
            "deep literals",
            format!("const a = {}1{};", "{a:".repeat(deep), "}".repeat(deep)),
        ),
        (
            "deep blocks",
            format!("{}{}", "{".repeat(deep), "}".repeat(deep)),
        ),
        (
            "long member chain",
            format!("const o = {{}};\no{};", ".a".repeat(deep)),
        ),
        (
            "long negation chain",
            format!("const x = {}1;", "-".repeat(deep)),
        ),
        (
            "unterminated everything",
            "const o = {a: [1, 'x".to_string(),
        ),
        ("lone surrogate", "const s = '\\uD800';".to_string()),
        ("empty", String::new()),
        ("only a comment", "/* never closed".to_string()),
    ];
    for (label, source) in &cases {
        let kind = survives(label, source);
        // Deep nesting throws V8's stack-overflow RangeError, as Node does.
        let range_error = Some(ErrorKind::Thrown {
            name: "RangeError".into(),
        });
        assert!(
            matches!(kind, Some(ErrorKind::Syntax | ErrorKind::Unsupported))
                || kind == range_error
                || source.is_empty(),
            "{label}: expected a clean parse error, got {kind:?}"
        );
    }
}

#[test]
fn deep_structures_throw_range_errors_or_clone() {
    // 5,000 levels: past the JSON depth bound, which must throw, not overflow.
    let src = "let o = {};\nfor (let i = 0; i < 5000; i++) o = {o};\nconsole.log(JSON.stringify(o) === undefined);";
    let outcome = run_source(src, None);
    let e = outcome
        .error
        .expect("JSON.stringify of 5,000 levels throws");
    assert_eq!(
        e.kind,
        ErrorKind::Thrown {
            name: "RangeError".into()
        }
    );
    // structuredClone of 50,000 levels throws the RangeError Node 20 throws
    // (its stack runs out past 1,960 levels; ours is MAX_CLONE_DEPTH) …
    let src =
        "let o = {};\nfor (let i = 0; i < 50000; i++) o = {o};\nconst c = structuredClone(o);";
    let e = run_source(src, None).error.expect("too deep to clone");
    assert_eq!(
        e.kind,
        ErrorKind::Thrown {
            name: "RangeError".into()
        }
    );
    assert_eq!(e.message, "Maximum call stack size exceeded");
    // … and 1,000 levels clone.
    let src = "let o = {};\nfor (let i = 0; i < 1000; i++) o = {o};\nconst c = structuredClone(o);\nconsole.log(c === o, %HaveSameMap(c, c.o));";
    let outcome = run_source(src, None);
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.lines, vec!["false true"]);
    // Cycles clone to cycles and stop JSON.
    let src = "const a = {}; a.self = a; const c = structuredClone(a);\nconsole.log(c.self === c, c === a);\nJSON.stringify(a);";
    let outcome = run_source(src, None);
    assert_eq!(outcome.lines, vec!["true false"]);
    assert_eq!(
        outcome.error.map(|e| e.headline()),
        Some("TypeError: Converting circular structure to JSON".into())
    );
}

/// Nested arrays join by recursion, as V8's join does on its stack: deep ones
/// throw V8's stack overflow rather than overflow the native stack. A
/// million-deep chain of bound functions is called, named and measured as
/// Node does, without walking the chain.
#[test]
fn deep_joins_and_bound_chains_end_cleanly() {
    for join in ["String(a)", "`${a}`", "a + ''", "a == 'x'", "[a].join()"] {
        let src = format!(
            "let a = [];\nfor (let i = 0; i < 100000; i++) a = [a];\ntry {{ {join}; }} catch (e) {{ console.log(e.name, e.message); }}"
        );
        let outcome = run_source(&src, None);
        assert_eq!(outcome.error, None, "{join}");
        assert_eq!(
            outcome.lines,
            ["RangeError Maximum call stack size exceeded"],
            "{join}"
        );
    }
    let src =
        "let a = [1];\nfor (let i = 0; i < 100; i++) a = [a, 2];\nconsole.log(String(a).length);";
    assert_eq!(run_source(src, None).lines, ["201"]);
    let src = "let g = function h(a, b) { return this === undefined ? a + b : 0; };\n\
               for (let i = 0; i < 1000000; i++) g = g.bind(undefined);\n\
               const two = g.bind(null, 2);\n\
               console.log(two(3), g.name.length, g.length, two.length, new g(1, 2) instanceof Object);";
    let outcome = run_source(src, None);
    assert_eq!(outcome.error, None);
    // As Node 20 prints it. (`new g(1, 2) instanceof g` is left out: Node's
    // `instanceof` walks the chain and overflows its stack.)
    assert_eq!(outcome.lines, ["0 6000001 2 1 true"]);
}

/// Inputs an independent review found killing or stalling the process, each now
/// a clean end (the corpus has the output-difference findings as scripts).
#[test]
fn review_findings_end_cleanly_and_fast() {
    let long_sum = format!("console.log({});", vec!["1"; 20_000].join("+"));
    let outcome = run_source(&long_sum, None);
    assert_eq!(
        outcome.lines,
        vec!["20000"],
        "a 20,000-term sum evaluates without recursion"
    );
    let long_eq = format!("console.log({});", vec!["1"; 20_000].join(" === "));
    assert_eq!(run_source(&long_eq, None).error, None);

    let kind = |src: &str| {
        run_source(src, Some(STEP_LIMIT))
            .error
            .map(|e| (e.kind, e.message))
    };
    // A huge array length is refused, not allocated.
    assert!(matches!(
        kind("const a = [];\na.length = 4294967295;"),
        Some((ErrorKind::Unsupported, _))
    ));
    assert!(matches!(
        kind("const a = [];\nObject.assign(a, {length: 4294967295});"),
        Some((ErrorKind::Unsupported, _))
    ));
    // A huge array-like is refused by name, not walked into a full memory
    // (or, past 2^32, with its indices wrapped).
    for src in [
        "Array.prototype.fill.call({length: 2 ** 53 - 1}, 0);",
        "Array.prototype.indexOf.call({length: 1e12}, 0);",
        "Array.prototype.sort.call({length: 1e12});",
        "const o = {length: 2 ** 32};\nArray.prototype.push.call(o, 'x');",
        "Array.from({length: 2 ** 32});",
    ] {
        assert!(
            matches!(
                kind(src),
                Some((ErrorKind::Unsupported, m)) if m.contains("an array-like of length")
            ),
            "{src}: {:?}",
            kind(src)
        );
    }
    // A huge sparse array met while flattening (nested, or returned by
    // flatMap's callback) is refused too, before its walk.
    for src in [
        "const a = [];\na[4294967294] = 1;\n[a].flat();",
        "const a = [];\na[4294967294] = 1;\n[1].flatMap(() => a);",
    ] {
        assert!(
            matches!(
                kind(src),
                Some((ErrorKind::Unsupported, m)) if m.contains("flattening an array of length 4294967295")
            ),
            "{src}: {:?}",
            kind(src)
        );
    }
    // A short one is walked.
    assert_eq!(
        kind("if (Array.prototype.indexOf.call({length: 3, 1: 'a'}, 'a') !== 1) throw 0;"),
        None
    );
    // JSON of a huge sparse array throws V8's RangeError at once.
    assert_eq!(
        kind("const a = [];\na[4294967294] = 1;\nJSON.stringify(a);"),
        Some((
            ErrorKind::Thrown {
                name: "RangeError".into()
            },
            "Invalid string length".into()
        ))
    );
    // Doubling a string reaches V8's length limit (appending onto the newest
    // string stores only the appended half).
    assert_eq!(
        kind("let s = 'ab';\nfor (let i = 0; i < 40; i++) s = s + s;"),
        Some((
            ErrorKind::Thrown {
                name: "RangeError".into()
            },
            "Invalid string length".into()
        ))
    );
    // Live strings are bounded.
    assert!(matches!(
        kind("const kept = [];\nfor (let i = 0; i < 40; i++) kept.push('x'.repeat(1 << 24));"),
        Some((ErrorKind::Unsupported, m)) if m.contains("MiB of strings (live ones")
    ));
    // A string counts until the end of the top-level statement that dropped
    // it, `gc()` inside a loop body included.
    assert_eq!(
        kind("for (let i = 0; i < 40; i++) {\n  const s = 'x'.repeat(1 << 24);\n  gc();\n}"),
        Some((
            ErrorKind::Unsupported,
            "making more than 256 MiB of strings (live ones: a string counts from its making until the collection after the statement that dropped it)".into()
        ))
    );
    // 160 MiB made and dropped by each loop: the collection between the two
    // statements (the allocation budget is spent) frees the first loop's.
    let dropped = "for (let i = 0; i < 10; i++) {\n  const s = 'x'.repeat(1 << 24);\n}\n";
    assert_eq!(kind(&dropped.repeat(2)), None);
    // What the model leaves out is named, not answered with `undefined`.
    for src in [
        "const d = new Date();",
        "const p = new Proxy({}, {});\nObject.keys(p);",
        "function* g() {}",
        "const big = 10n;",
    ] {
        assert!(
            matches!(kind(src), Some((ErrorKind::Unsupported, _))),
            "{src}"
        );
    }
}

/// Every endless loop ends at the step limit, whatever its body: a loop round
/// takes its step in its body's statement, so a body with no statement of its
/// own (`;`, `{}`) must still count one.
#[test]
fn endless_loops_end_at_the_step_limit() {
    for src in [
        "for (;;);",
        "for (;;) {}",
        "for (;;) { {} }",
        "while (true) {}",
        "let x = 0; while (true) { x++; }",
        "do {} while (true);",
        "do ; while (true);",
        "outer: for (;;) { continue outer; }",
        "for (let i = 0; ; i++) { if (i < 0) break; }",
    ] {
        let outcome = run_source(src, Some(STEP_LIMIT));
        let error = outcome.error.unwrap_or_else(|| panic!("{src} ended"));
        assert_eq!(error.kind, ErrorKind::StepLimit, "{src}: {}", error.message);
    }
}
