//! A byte-by-byte, annotated dump of a message, for people: what the golden
//! tests snapshot and `shapeshift clone dump` prints.
//!
//! Each line is an offset, up to eight bytes in hex, and what they mean,
//! indented by nesting (at most [`MAX_INDENT`] levels, so that the dump of a
//! deep message stays proportional to its size).
//!
//! # One decoder
//!
//! The dump is not a second decoder of the format: it is the reader
//! ([`Deserializer`]) with a [`Trace`] that is told, as each run of bytes is
//! consumed, what it meant. The reader builds the value in a scratch heap (a
//! copy of `heap` when one is given, which a message naming snapshot shapes
//! needs) and the trace prints; so the dump accepts exactly the messages the
//! reader accepts, and refuses the others with the reader's error. The reader's
//! own calls use `NoTrace`, whose methods are empty and inlined away.

use super::CloneError;
use super::read::Deserializer;
use super::trace::{Position, Trace};
use crate::heap::Heap;
use std::fmt::Write;

/// Hex bytes per dump line.
const BYTES_PER_LINE: usize = 8;

/// Deepest indentation, in levels (deeper lines are indented as much).
pub const MAX_INDENT: usize = 32;

/// Dumps `bytes` (one message). `heap` resolves snapshot shape IDs (`g`); without
/// it, a message that uses them is refused as the reader refuses it.
pub fn dump(bytes: &[u8], heap: Option<&Heap>) -> Result<String, CloneError> {
    let mut scratch = heap.cloned().unwrap_or_default();
    let mut printer = Printer::new(bytes);
    Deserializer::new().deserialize_traced(&mut scratch, bytes, &mut printer)?;
    Ok(printer.out)
}

/// Dumps a stream of messages read in order by one reader, as a port's
/// receiver reads them: a [session](super::session)'s messages after its
/// first name shapes and strings by slot, which only its earlier messages
/// define. Each message's dump follows a line `message N (B bytes)`.
pub fn dump_messages(messages: &[&[u8]], heap: Option<&Heap>) -> Result<String, CloneError> {
    let mut scratch = heap.cloned().unwrap_or_default();
    let mut reader = Deserializer::new();
    let mut out = String::new();
    for (n, bytes) in messages.iter().enumerate() {
        let mut printer = Printer::new(bytes);
        reader.deserialize_traced(&mut scratch, bytes, &mut printer)?;
        let _ = writeln!(out, "message {n} ({} bytes)", bytes.len());
        out.push_str(&printer.out);
    }
    Ok(out)
}

/// The dump's trace: one annotated line per run of bytes.
struct Printer<'m> {
    bytes: &'m [u8],
    out: String,
    /// The depth of each open container, innermost last.
    containers: Vec<usize>,
    /// The depth of the next value.
    depth: usize,
    /// The depth of the flat object being read.
    flat: usize,
}

impl<'m> Printer<'m> {
    /// A printer of the message `bytes`, at the root.
    fn new(bytes: &'m [u8]) -> Self {
        Printer {
            bytes,
            out: String::new(),
            containers: Vec::new(),
            depth: 0,
            flat: 0,
        }
    }

    /// The depth of the innermost open container (0 at the root).
    fn top(&self) -> usize {
        self.containers.last().copied().unwrap_or(0)
    }

    /// Writes the bytes `start..end` with `text`, indented `depth` levels.
    fn line(&mut self, start: usize, end: usize, depth: usize, text: &str) {
        let bytes = self.bytes.get(start..end).unwrap_or(&[]);
        let mut chunks = bytes.chunks(BYTES_PER_LINE);
        let first = chunks.next().unwrap_or(&[]);
        let hex = |c: &[u8]| {
            c.iter()
                .map(|b| format!("{b:02x}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let _ = writeln!(
            self.out,
            "{start:04x}  {:<23}  {}{text}",
            hex(first),
            "  ".repeat(depth.min(MAX_INDENT))
        );
        for (i, c) in chunks.enumerate() {
            let _ = writeln!(
                self.out,
                "{:04x}  {}",
                start + (i + 1) * BYTES_PER_LINE,
                hex(c)
            );
        }
    }
}

impl Trace for Printer<'_> {
    const ON: bool = true;

    fn header(&mut self, start: usize, end: usize, text: impl FnOnce() -> String) {
        self.line(start, end, 0, &text());
    }

    fn position(&mut self, position: Position) {
        self.depth = match position {
            Position::Root => 0,
            Position::Element => self.top() + 1,
            Position::Property => self.top() + 2,
            Position::FlatValue => self.flat + 1,
        };
    }

    fn value(&mut self, start: usize, end: usize, text: impl FnOnce() -> String) {
        self.line(start, end, self.depth, &text());
    }

    fn open(&mut self, start: usize, end: usize, text: impl FnOnce() -> String) {
        self.line(start, end, self.depth, &text());
        self.containers.push(self.depth);
    }

    fn flat(&mut self, start: usize, end: usize, text: impl FnOnce() -> String) {
        self.line(start, end, self.depth, &text());
        self.flat = self.depth;
    }

    fn entry(&mut self, start: usize, end: usize, level: usize, text: impl FnOnce() -> String) {
        self.line(start, end, self.flat + level, &text());
    }

    fn key(&mut self, start: usize, end: usize, text: impl FnOnce() -> String) {
        self.line(start, end, self.top() + 1, &text());
    }

    fn hole(&mut self, start: usize, end: usize) {
        self.line(start, end, self.top() + 1, "hole");
    }

    fn close(&mut self, start: usize, end: usize, text: impl FnOnce() -> String) {
        let depth = self.containers.pop().unwrap_or(0);
        self.line(start, end, depth, &text());
    }

    fn nest(&mut self) {
        self.containers.push(self.flat);
    }

    fn unnest(&mut self) {
        self.containers.pop();
    }
}
