//! Shape scripts: the JavaScript subset of `docs/shape-script.md`, run on the
//! object model so that its output can be compared with
//! `node --allow-natives-syntax` line by line.
//!
//! # Pipeline
//!
//! ```text
//!  source ──lexer──▶ tokens ──parser──▶ AST ──resolve──▶ Program ──Interpreter──▶ lines
//!                                      (sites)          (slots)      (Heap + ICs)
//! ```
//!
//! - [`lexer`] turns the source into tokens with line/column positions.
//! - [`parser`] builds the [`ast`], numbering every property access *site*.
//!   `o['name']` with a string literal that is not an array index is a named
//!   access, as V8's bytecode generator makes it (the spec's "keyed" reading is
//!   wrong for V8; `tests/v8/constant_bracket_key_is_named.js` shows it).
//! - [`resolve`] binds each variable to a slot of one flat frame (bodies of
//!   functions are never run, so there is one function scope) and records which
//!   slots need a temporal-dead-zone reset on block entry.
//! - [`interp`] walks the tree. Property loads and stores go through one
//!   [`LoadIc`](crate::LoadIc)/[`StoreIc`](crate::StoreIc) per site, so stores
//!   reach the modelled V8 runtime ([`Heap::set`](crate::Heap::set)) exactly when a
//!   bytecode VM's feedback would send them there.
//!
//! # Errors
//!
//! A [`ScriptError`] carries a position and an [`ErrorKind`]: syntax errors and
//! JavaScript the subset does not run exit with status 2; exceptions JavaScript
//! would throw (with V8's message) exit with status 1. No input panics: the parser
//! bounds its nesting ([`parser::MAX_NESTING`]), and the interpreter never indexes
//! with a value that came from the script.
//!
//! # Output
//!
//! `console.log` prints primitives as Node does, through the heap's value
//! display ([`Heap::display`](crate::Heap::display): numbers by
//! [`number_to_string`](crate::value::number_to_string), `-0` as `-0`); other
//! output is V8's natives (`%HasFastProperties`, `%HaveSameMap`) and
//! `JSON.stringify`.

pub mod ast;
pub mod interp;
pub mod lexer;
pub mod parser;
pub mod resolve;

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

/// A parsed and resolved script, ready to run any number of times.
#[derive(Clone, Debug)]
pub struct Program {
    body: Vec<ast::Stmt>,
    slots: Vec<resolve::SlotInfo>,
    load_sites: u32,
    store_sites: u32,
}

impl Program {
    /// Parses and resolves `source`.
    pub fn parse(source: &str) -> Result<Program, ScriptError> {
        let mut parsed = parser::parse(source)?;
        let slots = resolve::resolve(&mut parsed.body)?;
        Ok(Program {
            body: parsed.body,
            slots,
            load_sites: parsed.load_sites,
            store_sites: parsed.store_sites,
        })
    }

    /// The number of property-access sites (each has its own inline cache).
    pub fn site_count(&self) -> usize {
        (self.load_sites + self.store_sites) as usize
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

/// Parses and runs `source` on a fresh Node 20 heap, collecting its output.
/// `step_limit` bounds the statements run (`None`: no bound).
pub fn run_source(source: &str, step_limit: Option<u64>) -> Outcome {
    let program = match Program::parse(source) {
        Ok(p) => p,
        Err(e) => {
            return Outcome {
                lines: Vec::new(),
                error: Some(e),
            };
        }
    };
    let mut interp = Interpreter::default();
    interp.set_step_limit(step_limit);
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
