//! Shape scripts: the JavaScript subset of `docs/shape-script.md`, run on the
//! object model so that its output can be compared with
//! `node --allow-natives-syntax` line by line.
//!
//! # Pipeline
//!
//! ```text
//!  source ──oxc_parser──▶ oxc AST ──lower──▶ ir::Code ──Interpreter──▶ lines
//!                                  (scopes, sites)       (Heap + ICs)
//! ```
//!
//! - [`oxc_parser`] parses every valid script (V8's `%Name(…)` natives
//!   included), so a syntax error here is a syntax error in Node too.
//! - `lower` turns oxc's tree into the interpreter's own [`ir`]: variables
//!   resolved to context slots, every property access numbered as a *site*.
//!   `o['name']` with a string literal that is not an array index is a named
//!   access, as V8's bytecode generator makes it. What the model does not run
//!   (generators, `async`, BigInt, modules) is
//!   refused here, at its position.
//! - [`interp`] walks the tree. Property loads and stores go through one
//!   [`LoadIc`](crate::LoadIc)/[`StoreIc`](crate::StoreIc) per site, so stores
//!   reach the modelled V8 runtime ([`Heap::set`](crate::Heap::set)) exactly when a
//!   bytecode VM's feedback would send them there. Plain object literals build
//!   from one [`LiteralIc`](crate::LiteralIc) per site.
//!
//! # Errors
//!
//! A [`ScriptError`] carries a position and an [`ErrorKind`]: syntax errors and
//! JavaScript the subset does not run exit with status 2; exceptions JavaScript
//! would throw (with V8's message) exit with status 1. No input panics: lowering bounds its
//! nesting ([`MAX_NESTING`]), calls are bounded
//! ([`interp::MAX_CALL_DEPTH`]), and the interpreter never indexes with a value
//! that came from the script.
//!
//! # Output
//!
//! `console.log` prints as Node's `util.inspect` does, through the heap's value
//! display ([`Heap::display`](crate::Heap::display): numbers by
//! [`number_to_string`](crate::value::number_to_string), `-0` as `-0`).

pub mod interp;
pub mod ir;
mod lower;

pub use interp::Interpreter;

use std::fmt;

/// A 1-based line and column (columns count characters).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Pos {
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1.
    pub col: u32,
}

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text is not JavaScript.
    Syntax,
    /// JavaScript outside the subset.
    Unsupported,
    /// An exception JavaScript would throw; `name` as Node prints it
    /// (`TypeError`, `ReferenceError`, `DOMException [DataCloneError]`).
    Thrown {
        /// The error's name.
        name: String,
    },
    /// The run exceeded [`Interpreter::set_step_limit`].
    StepLimit,
}

/// An error with its position in the script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    /// What kind of error.
    pub kind: ErrorKind,
    /// Where (line 0 when the error has no position, such as a step limit).
    pub pos: Pos,
    /// The message, without the error name.
    pub message: String,
}

impl ScriptError {
    /// A syntax error at `pos`.
    pub fn syntax(pos: Pos, message: impl Into<String>) -> Self {
        ScriptError {
            kind: ErrorKind::Syntax,
            pos,
            message: message.into(),
        }
    }

    /// JavaScript outside the subset, described by `what`.
    pub fn unsupported(pos: Pos, what: impl Into<String>) -> Self {
        ScriptError {
            kind: ErrorKind::Unsupported,
            pos,
            message: what.into(),
        }
    }

    /// The process exit status the CLI uses: 1 for a thrown exception (as Node),
    /// 2 for everything the subset does not run.
    pub fn exit_code(&self) -> i32 {
        match self.kind {
            ErrorKind::Thrown { .. } => 1,
            _ => 2,
        }
    }

    /// `TypeError: message`, `unsupported: message`, …
    pub fn headline(&self) -> String {
        match &self.kind {
            ErrorKind::Syntax => format!("SyntaxError: {}", self.message),
            ErrorKind::Unsupported => format!("unsupported: {}", self.message),
            ErrorKind::Thrown { name } => format!("{name}: {}", self.message),
            ErrorKind::StepLimit => format!("limit: {}", self.message),
        }
    }
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.pos.line, self.pos.col, self.headline())
    }
}

impl std::error::Error for ScriptError {}

/// One line of output.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Line<'a> {
    /// A `console.log` line.
    Log(&'a str),
    /// A transition event (when tracing).
    Trace(&'a str),
}

pub use lower::MAX_NESTING;

/// The `Math.random` seed a script asks for by the convention of V8's own
/// tests: a `// Flags: --random-seed=N` line among the comment lines at its
/// top, widened as [`random_seed_of_flag`] widens it. 0 (a seed from the
/// system) without one.
///
/// ```
/// use shapeshift::script::flags_random_seed;
///
/// assert_eq!(flags_random_seed("// Shuffles.\n// Flags: --random-seed=42\nf();"), 42);
/// assert_eq!(flags_random_seed("// Flags: --random-seed=-1\n"), u64::MAX);
/// // Only at the top, and no other flag.
/// assert_eq!(flags_random_seed("f();\n// Flags: --random-seed=42\n"), 0);
/// assert_eq!(flags_random_seed("// Flags: --expose-gc\n"), 0);
/// ```
pub fn flags_random_seed(source: &str) -> u64 {
    source
        .lines()
        .take_while(|l| l.starts_with("//"))
        .filter_map(|l| l.strip_prefix("// Flags:"))
        .flat_map(str::split_whitespace)
        .filter_map(|flag| flag.strip_prefix("--random-seed="))
        .filter_map(|n| n.parse::<i32>().ok())
        .last()
        .map_or(0, random_seed_of_flag)
}

/// The seed [`Interpreter::set_random_seed`] takes for V8's `--random-seed`
/// flag: the flag is an `int`, which V8 widens to its 64-bit seed by sign
/// extension (`uint64_t seed = v8_flags.random_seed`).
pub fn random_seed_of_flag(flag: i32) -> u64 {
    i64::from(flag) as u64
}

/// A seed for [`Interpreter::set_random_seed`] drawn from the system's
/// randomness (never 0): for runs that must draw the same numbers as each
/// other without a seed given, such as one script under several versions.
pub fn draw_random_seed() -> u64 {
    interp::math_random::system_seed()
}

/// A parsed and lowered script, ready to run any number of times.
#[derive(Clone, Debug)]
pub struct Program {
    code: std::rc::Rc<ir::Code>,
}

impl Program {
    /// Parses (with oxc, as a sloppy-mode script with V8 natives allowed) and
    /// lowers `source`.
    pub fn parse(source: &str) -> Result<Program, ScriptError> {
        Self::parse_as(source, false)
    }

    /// Parses code for `eval`, run in the global scope: its top-level `var`s
    /// are globals.
    pub(crate) fn parse_eval(source: &str) -> Result<Program, ScriptError> {
        Self::parse_as(source, true)
    }

    /// Parses code for a direct `eval` that sees the caller's bindings.
    pub(crate) fn parse_direct_eval(
        source: &str,
        scope: &ir::EvalScope,
    ) -> Result<Program, ScriptError> {
        Self::parse_with(source, |l| l.for_direct_eval(scope))
    }

    fn parse_as(source: &str, eval: bool) -> Result<Program, ScriptError> {
        Self::parse_with(source, |l| if eval { l.for_eval() } else { l })
    }

    fn parse_with(
        source: &str,
        configure: impl FnOnce(lower::Lowering<'_>) -> lower::Lowering<'_>,
    ) -> Result<Program, ScriptError> {
        lower::check_bracket_nesting(source)?;
        let allocator = oxc_allocator::Allocator::default();
        let source_type = oxc_span::SourceType::cjs();
        let options = oxc_parser::ParseOptions {
            allow_v8_intrinsics: true,
            allow_return_outside_function: false,
            ..oxc_parser::ParseOptions::default()
        };
        let parsed = oxc_parser::Parser::new(&allocator, source, source_type)
            .with_options(options)
            .parse();
        if let Some(d) = parsed.diagnostics.iter().next() {
            let offset = d.labels.first().map_or(0, |l| l.offset());
            return Err(lower::syntax_error(source, offset, d.message.to_string()));
        }
        if parsed.panicked {
            return Err(lower::syntax_error(source, 0, "the parser gave up".into()));
        }
        // The early errors the parser leaves to a scope analysis: a name
        // declared twice (`let x; let x;`), a `break` to no label, ….
        let semantic = oxc_semantic::SemanticBuilder::new()
            .with_check_syntax_error(true)
            .build(&parsed.program);
        if let Some(d) = semantic.diagnostics.first() {
            // A redeclaration labels the first declaration, then the second:
            // V8 reports the second, where the script went wrong.
            let offset = d.labels.last().map_or(0, |l| l.offset());
            return Err(lower::syntax_error(source, offset, d.message.to_string()));
        }
        let code = configure(lower::Lowering::new(source)).program(&parsed.program)?;
        Ok(Program {
            code: std::rc::Rc::new(code),
        })
    }

    /// The number of property-access sites (each has its own inline cache).
    pub fn site_count(&self) -> usize {
        (self.code.load_sites + self.code.store_sites) as usize
    }
}

/// What a run printed and how it ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The `console.log` lines, in order.
    pub lines: Vec<String>,
    /// The error that stopped the run, if any.
    pub error: Option<ScriptError>,
}

impl Outcome {
    /// The run's output in the format of the corpus's recordings of Node
    /// (`tests/v8/record.sh`): printed lines (a logged string with line
    /// breaks gives several), then, when the run ended by an error, an
    /// uncaught exception as `!! exit 1: Name: message` (what Node prints on
    /// stderr) or anything else as `!! engine stopped: reason`.
    ///
    /// ```
    /// use shapeshift::script::run_source;
    ///
    /// let outcome = run_source("console.log('a\\nb'); null.x;", None);
    /// assert_eq!(
    ///     outcome.recorded_lines(),
    ///     ["a", "b", "!! exit 1: TypeError: Cannot read properties of null (reading 'x')"]
    /// );
    /// ```
    pub fn recorded_lines(&self) -> Vec<String> {
        let mut lines: Vec<String> = self
            .lines
            .iter()
            .flat_map(|l| l.split('\n').map(String::from))
            .collect();
        if let Some(e) = &self.error {
            lines.push(match e.kind {
                ErrorKind::Thrown { .. } => format!("!! exit 1: {}", e.headline()),
                _ => format!("!! engine stopped: {e}"),
            });
        }
        lines
    }
}

/// The stack [`run_source`] runs scripts on: the tree walker recurses once per
/// script call and nesting level, so deep (but valid) scripts need more than a
/// test thread's 2 MiB.
pub const RUN_STACK_BYTES: usize = 256 << 20;

/// Parses and runs `source` on a fresh Node 20 heap, collecting its output.
/// `step_limit` bounds the statements run (`None`: no bound). Runs on a thread
/// of its own with [`RUN_STACK_BYTES`] of stack.
pub fn run_source(source: &str, step_limit: Option<u64>) -> Outcome {
    run_source_with_policy(source, step_limit, crate::policy::Policy::node20())
}

/// [`run_source`] under `policy`: the script on a fresh heap with that
/// policy's rules (for example [`V8Version::policy`](crate::policy::V8Version::policy)).
pub fn run_source_with_policy(
    source: &str,
    step_limit: Option<u64>,
    policy: crate::policy::Policy,
) -> Outcome {
    run_source_seeded(source, step_limit, policy, 0)
}

/// [`run_source_with_policy`] with `Math.random` seeded as
/// [`Interpreter::set_random_seed`] seeds it (0: from the system).
pub fn run_source_seeded(
    source: &str,
    step_limit: Option<u64>,
    policy: crate::policy::Policy,
    random_seed: u64,
) -> Outcome {
    let owned = source.to_string();
    let spawned = std::thread::Builder::new()
        .stack_size(RUN_STACK_BYTES)
        .spawn(move || run_source_here(&owned, step_limit, policy, random_seed));
    match spawned {
        Ok(handle) => match handle.join() {
            Ok(outcome) => outcome,
            // A panic is a bug in the engine: it reaches the caller as one
            // (fuzzers and tests must see it), never as an ordinary outcome.
            Err(panic) => std::panic::resume_unwind(panic),
        },
        // The system could not start the thread: nothing ran.
        Err(e) => Outcome {
            lines: Vec::new(),
            error: Some(ScriptError::unsupported(
                Pos::default(),
                format!("the script's thread could not start: {e}"),
            )),
        },
    }
}

fn run_source_here(
    source: &str,
    step_limit: Option<u64>,
    policy: crate::policy::Policy,
    random_seed: u64,
) -> Outcome {
    let program = match Program::parse(source) {
        Ok(p) => p,
        Err(e) => {
            return Outcome {
                lines: Vec::new(),
                error: Some(e),
            };
        }
    };
    let mut interp = Interpreter::new(policy);
    interp.set_step_limit(step_limit);
    interp.set_random_seed(random_seed);
    let mut lines = Vec::new();
    let result = interp.run(&program, &mut |line| {
        if let Line::Log(s) = line {
            lines.push(s.to_string());
        }
    });
    Outcome {
        lines,
        error: result.err(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_declared_twice_is_a_syntax_error_where_it_is_declared_again() {
        for (source, line, col) in [
            ("let x = 1;\nlet x = 2;", 2, 5),
            ("const y = 1;\nvar y;", 2, 5),
            ("function f(a) { let a; }", 1, 21),
            ("class A { m() { return this.#nope; } }", 1, 29),
        ] {
            let Err(e) = Program::parse(source) else {
                panic!("`{source}` parsed");
            };
            assert_eq!(e.kind, ErrorKind::Syntax, "{source}: {e}");
            assert_eq!((e.pos.line, e.pos.col), (line, col), "{source}: {e}");
        }
        // What sloppy code may declare twice stays a program.
        for source in [
            "var a; var a;",
            "function f() {} var f;",
            "function g(p, p) {}",
            "try {} catch (e) { var e; }",
        ] {
            assert!(Program::parse(source).is_ok(), "{source}");
        }
    }
}
