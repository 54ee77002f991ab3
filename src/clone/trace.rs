//! What the reader tells about the bytes it consumes, for whoever wants to
//! know: the dump prints it, the reader's own calls ignore it.
//!
//! The reader is generic over a [`Trace`]; with [`NoTrace`] every call is an
//! empty inlined function and compiles away, so a plain read pays nothing for
//! it. The texts are closures, built only when a trace records them.

/// Where the value the reader reads next stands: what its indentation is
/// relative to.
#[derive(Copy, Clone, Debug)]
pub(super) enum Position {
    /// The message's root.
    Root,
    /// An element of the innermost dense array.
    Element,
    /// The value of the key just read.
    Property,
    /// A value of the flat object just begun.
    FlatValue,
}

/// What the reader tells about the bytes it consumes: each call names the run
/// `start..end` of message offsets and what it meant (built only when asked
/// for). Depths are the trace's own business: the reader says where a value
/// stands ([`Trace::position`]) and when containers open and close.
pub(super) trait Trace {
    /// Whether anything is recorded (the reader skips its caches when so).
    const ON: bool;
    /// The message header (version, encoding, flags).
    fn header(&mut self, start: usize, end: usize, text: impl FnOnce() -> String);
    /// Where the next value stands.
    fn position(&mut self, position: Position);
    /// A value that opens nothing.
    fn value(&mut self, start: usize, end: usize, text: impl FnOnce() -> String);
    /// An object or array that stays open until [`Trace::close`].
    fn open(&mut self, start: usize, end: usize, text: impl FnOnce() -> String);
    /// A flat object's header; its entry and values follow.
    fn flat(&mut self, start: usize, end: usize, text: impl FnOnce() -> String);
    /// A part of a new shape entry, `level` deeper than its flat object.
    fn entry(&mut self, start: usize, end: usize, level: usize, text: impl FnOnce() -> String);
    /// A property key of the innermost open container.
    fn key(&mut self, start: usize, end: usize, text: impl FnOnce() -> String);
    /// A hole of the innermost dense array.
    fn hole(&mut self, start: usize, end: usize);
    /// The end of the innermost open container.
    fn close(&mut self, start: usize, end: usize, text: impl FnOnce() -> String);
    /// The flat object just read has nested values, which follow; they
    /// stand as the elements of a container would.
    fn nest(&mut self);
    /// Its last nested value was read (the end has no bytes).
    fn unnest(&mut self);
}

/// The reader's own trace: nothing.
pub(super) struct NoTrace;

impl Trace for NoTrace {
    const ON: bool = false;
    #[inline(always)]
    fn header(&mut self, _: usize, _: usize, _: impl FnOnce() -> String) {}
    #[inline(always)]
    fn position(&mut self, _: Position) {}
    #[inline(always)]
    fn value(&mut self, _: usize, _: usize, _: impl FnOnce() -> String) {}
    #[inline(always)]
    fn open(&mut self, _: usize, _: usize, _: impl FnOnce() -> String) {}
    #[inline(always)]
    fn flat(&mut self, _: usize, _: usize, _: impl FnOnce() -> String) {}
    #[inline(always)]
    fn entry(&mut self, _: usize, _: usize, _: usize, _: impl FnOnce() -> String) {}
    #[inline(always)]
    fn key(&mut self, _: usize, _: usize, _: impl FnOnce() -> String) {}
    #[inline(always)]
    fn hole(&mut self, _: usize, _: usize) {}
    #[inline(always)]
    fn close(&mut self, _: usize, _: usize, _: impl FnOnce() -> String) {}
    #[inline(always)]
    fn nest(&mut self) {}
    #[inline(always)]
    fn unnest(&mut self) {}
}
