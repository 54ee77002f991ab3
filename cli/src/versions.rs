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
use shapeshift::script::{ErrorKind, Interpreter, Line, Program};

/// What one version printed.
#[derive(Clone, Debug, PartialEq)]
pub struct VersionRun {
    /// The version.
    pub version: V8Version,
    /// The printed lines, in the format of Node's recordings: a logged value
    /// with line breaks gives several lines, and an uncaught exception adds
    /// `!! exit 1: Name: message` (what Node prints on stderr) as the last.
    pub lines: Vec<String>,
}

/// Runs `program` once under each of [`V8Version::ALL`], each on a fresh heap.
pub fn run_each(program: &Program) -> Vec<VersionRun> {
    V8Version::ALL
        .into_iter()
        .map(|version| VersionRun {
            version,
            lines: run_under(program, version),
        })
        .collect()
}

/// The lines `program` prints under `version`, in the recordings' format.
pub fn run_under(program: &Program, version: V8Version) -> Vec<String> {
    let mut interp = Interpreter::new(version.policy());
    let mut lines = Vec::new();
    let result = interp.run(program, &mut |line| {
        if let Line::Log(text) = line {
            lines.extend(text.split('\n').map(String::from));
        }
    });
    if let Err(e) = result {
        lines.push(match e.kind {
            ErrorKind::Thrown { .. } => format!("!! exit 1: {}", e.headline()),
            _ => format!("!! stopped: {e}"),
        });
    }
    lines
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
/// let table = side_by_side(&run_each(&program));
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
