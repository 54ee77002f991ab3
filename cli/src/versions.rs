//! One script under every modelled V8 version, side by side: `shapeshift run
//! --v8 all FILE.js`.
//!
//! The question this answers is "does my fix hold on Node 22 and 24?". Each
//! version runs the script on a heap of its own, with its [`Policy`]; the
//! outputs are then lined up line by line (the *n*-th printed line of each run
//! against the others', as the corpus compares a run with Node's recording),
//! and a line where the versions print different things is marked with `!`.
//! An exception ends a run with the line Node's recordings end with
//! (`!! exit 1: TypeError: …`), so a version that throws where another does not
//! shows as a difference too.
//!
//! [`Policy`]: shapeshift::Policy

use shapeshift::V8Version;
use shapeshift::script::{Interpreter, Line, Outcome, Program};

/// What one version printed.
#[derive(Clone, Debug, PartialEq)]
pub struct VersionRun {
    /// The version.
    pub version: V8Version,
    /// The printed lines, in the format of Node's recordings: a logged value
    /// with line breaks gives several lines, and an uncaught exception adds
    /// `!! exit 1: Name: message` (what Node prints on stderr) as the last
    /// ([`Outcome::recorded_lines`]).
    pub lines: Vec<String>,
}

/// Runs `program` once under each of [`V8Version::ALL`], each on a fresh heap,
/// with `Math.random` seeded with `random_seed` in each (0: with one seed
/// drawn from the system for all of them, so that the versions still draw
/// the same numbers).
pub fn run_each(program: &Program, random_seed: u64) -> Vec<VersionRun> {
    let random_seed = match random_seed {
        0 => shapeshift::script::draw_random_seed(),
        seed => seed,
    };
    V8Version::ALL
        .into_iter()
        .map(|version| VersionRun {
            version,
            lines: run_under(program, version, random_seed),
        })
        .collect()
}

/// The lines `program` prints under `version`, with `Math.random` seeded
/// with `random_seed` ([`Interpreter::set_random_seed`]), in the recordings'
/// format.
pub fn run_under(program: &Program, version: V8Version, random_seed: u64) -> Vec<String> {
    let mut interp = Interpreter::new(version.policy());
    interp.set_random_seed(random_seed);
    let mut lines = Vec::new();
    let result = interp.run(program, &mut |line| {
        if let Line::Log(text) = line {
            lines.push(text.to_string());
        }
    });
    Outcome {
        lines,
        error: result.err(),
    }
    .recorded_lines()
}

/// The runs as columns, one row per printed line, with `!` before each row
/// where the versions differ and a closing count.
///
/// ```
/// use shapeshift::script::Program;
/// use shapeshift_cli::versions::{run_each, side_by_side};
///
/// let program = Program::parse(
///     "var o = {a: 1, b: 2}; delete o.b; console.log(%HasFastProperties(o));",
/// )?;
/// let table = side_by_side(&run_each(&program, 0));
/// // Node 20 rolls the last-added property back; Node 22 and 24 normalize.
/// assert!(table.contains("! true"));
/// assert!(table.ends_with("the versions differ on 1 of 1 lines\n"));
/// # Ok::<(), shapeshift::script::ScriptError>(())
/// ```
pub fn side_by_side(runs: &[VersionRun]) -> String {
    const GAP: &str = " | ";
    let rows = runs.iter().map(|r| r.lines.len()).max().unwrap_or(0);
    fn cell(run: &VersionRun, i: usize) -> &str {
        run.lines.get(i).map_or("", String::as_str)
    }
    let headers: Vec<String> = runs.iter().map(|r| r.version.to_string()).collect();
    let widths: Vec<usize> = runs
        .iter()
        .zip(&headers)
        .map(|(run, header)| {
            run.lines
                .iter()
                .map(|l| l.chars().count())
                .chain([header.chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    let mut row = |mark: char, cells: Vec<&str>| {
        out.push(mark);
        out.push(' ');
        let last = cells.len().saturating_sub(1);
        for (c, (text, width)) in cells.iter().zip(&widths).enumerate() {
            out.push_str(text);
            if c < last {
                let pad = width.saturating_sub(text.chars().count());
                out.extend(std::iter::repeat_n(' ', pad));
                out.push_str(GAP);
            }
        }
        out.push('\n');
    };
    row(' ', headers.iter().map(String::as_str).collect());
    let mut differing = 0;
    for i in 0..rows {
        let cells: Vec<&str> = runs.iter().map(|r| cell(r, i)).collect();
        let differs = runs.iter().any(|r| r.lines.get(i) != runs[0].lines.get(i));
        differing += usize::from(differs);
        row(if differs { '!' } else { ' ' }, cells);
    }
    if differing == 0 {
        out.push_str(&format!("the versions agree on all {rows} lines\n"));
    } else {
        out.push_str(&format!(
            "the versions differ on {differing} of {rows} lines\n"
        ));
    }
    out
}

/// One rule that differs between the modelled versions, with a corpus script
/// that shows it and the three Nodes' recorded output of that script.
struct RuleExample {
    field: &'static str,
    script: &'static str,
    source: &'static str,
    node: [&'static str; 3],
}

macro_rules! rule_example {
    ($field:literal, $name:literal) => {
        RuleExample {
            field: $field,
            script: $name,
            source: include_str!(concat!("../../tests/v8/", $name, ".js")),
            node: [
                include_str!(concat!("../../tests/v8/", $name, ".out")),
                include_str!(concat!("../../tests/v8/", $name, ".node22.out")),
                include_str!(concat!("../../tests/v8/", $name, ".node24.out")),
            ],
        }
    };
}

/// The `Policy` fields whose values differ between V8 11.3, 12.4 and 13.6,
/// each with the corpus script `docs/v8-rules.md` names for it.
fn rule_examples() -> [RuleExample; 14] {
    [
        rule_example!("delete", "delete_last_rolls_back"),
        rule_example!("spread_clone", "spread_fast_source_twice"),
        rule_example!(
            "prototype_transition_makes_fields_mutable",
            "proto_fast_after_same_value_keyed_store"
        ),
        rule_example!(
            "prototype_transitions_at_root",
            "set_prototype_back_is_a_new_map"
        ),
        rule_example!(
            "derived_maps_cached",
            "derived_map_for_unrelated_new_target"
        ),
        rule_example!("fill_packs_holey_arrays", "elements_fill_reverse_sort"),
        rule_example!(
            "named_stores_limit_mutable_fields",
            "named_limit_counts_mutable_fields"
        ),
        rule_example!("group_by", "group_by_result_is_a_dictionary"),
        rule_example!("json_parse_source_text", "json_parse_reviver"),
        rule_example!("json_parse_error_line_column", "json_parse_errors"),
        rule_example!(
            "array_callback_errors_name_the_type",
            "lang/callback_not_callable_messages"
        ),
        rule_example!(
            "sort_comparator_error_shows_the_value",
            "lang/callback_not_callable_messages"
        ),
        rule_example!(
            "inspect_symbol_keys_in_brackets",
            "lang/symbol_keys_share_maps"
        ),
        rule_example!(
            "math_random_uses_53_bits",
            "lang/builtin_math_random_seeded"
        ),
    ]
}

/// The results page's table of the rules that differ between the versions:
/// for each, its example script and the script's output under each version's
/// policy, run now, beside what that version's Node printed (recorded in
/// `tests/v8/`). A cell shows one answer when the two agree, both when not.
pub fn rule_table() -> String {
    let mut out = String::from(
        "| `Policy` field | example (`tests/v8/`) | V8 11.3 (Node 20) | V8 12.4 (Node 22) | V8 13.6 (Node 24) |\n|---|---|---|---|---|\n",
    );
    for rule in rule_examples() {
        let program = match Program::parse(rule.source) {
            Ok(p) => p,
            Err(e) => {
                out.push_str(&format!(
                    "| `{}` | `{}` | does not parse: {e} | | |\n",
                    rule.field, rule.script
                ));
                continue;
            }
        };
        let cells: Vec<String> = V8Version::ALL
            .into_iter()
            .zip(rule.node)
            .map(|(version, node)| {
                let seed = shapeshift::script::flags_random_seed(rule.source);
                let model = run_under(&program, version, seed).join(" / ");
                let node = node.lines().collect::<Vec<_>>().join(" / ");
                if model == node {
                    format!("`{model}`")
                } else {
                    format!("model `{model}`, Node `{node}`")
                }
            })
            .collect();
        out.push_str(&format!(
            "| `{}` | `{}` | {} |\n",
            rule.field,
            rule.script,
            cells.join(" | ")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_example_agrees_with_its_nodes_and_shows_a_difference() {
        let table = rule_table();
        assert!(!table.contains("model `"), "{table}");
        assert!(!table.contains("does not parse"), "{table}");
        for rule in rule_examples() {
            assert!(
                rule.node[0] != rule.node[1] || rule.node[1] != rule.node[2],
                "{}: the three Nodes print the same, so it shows no difference",
                rule.script
            );
        }
    }
}
