//! A byte-by-byte, annotated dump of a message, for people: what the golden
//! tests snapshot and `shapeshift clone dump` prints.
//!
//! Each line is an offset, up to eight bytes in hex, and what they mean,
//! indented by nesting (at most [`MAX_INDENT`] levels, so that the dump of a
//! deep message stays proportional to its size). A message the reader refuses
//! is refused here with the reader's error: the dump first reads the message
//! into a scratch heap (a copy of `heap` when one is given, which a message
//! naming snapshot shapes needs), then walks it byte by byte.

use super::wire::{self, ByteReader, tag};
use super::{CloneError, Fault, MAX_CLONE_DEPTH, fault};
use crate::heap::Heap;
use crate::shape::ShapeId;
use std::fmt::Write;

/// Hex bytes per dump line.
const BYTES_PER_LINE: usize = 8;

/// Deepest indentation, in levels (deeper lines are indented as much).
pub const MAX_INDENT: usize = 32;

/// Dumps `bytes` (one message). `heap` resolves snapshot shape IDs (`g`); without
/// it, a message that uses them cannot be dumped past the first one.
pub fn dump(bytes: &[u8], heap: Option<&Heap>) -> Result<String, CloneError> {
    let mut scratch = heap.cloned().unwrap_or_default();
    super::deserialize(&mut scratch, bytes)?;
    let mut d = Dumper {
        r: ByteReader::new(bytes),
        out: String::new(),
        heap,
        entries: Vec::new(),
        pool: 0,
        objects: 0,
        open: 0,
        in_process: false,
    };
    d.message().map_err(|e| *e)?;
    Ok(d.out)
}

struct Dumper<'a, 'h> {
    r: ByteReader<'a>,
    out: String,
    heap: Option<&'h Heap>,
    /// Key count of each shape entry defined so far.
    entries: Vec<u32>,
    pool: u32,
    objects: u32,
    /// Containers open (the reader's depth).
    open: usize,
    in_process: bool,
}

impl Dumper<'_, '_> {
    /// Writes the bytes from `start` to the current position with `text`.
    fn line(&mut self, start: usize, depth: usize, text: &str) {
        let bytes = &self.r.bytes()[start..self.r.pos()];
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

    fn message(&mut self) -> Result<(), Fault> {
        let version = self.r.byte()?;
        if version != wire::FORMAT_VERSION {
            return Err(fault(CloneError::UnsupportedVersion { found: version }));
        }
        self.line(0, 0, &format!("version {version}"));
        let at = self.r.pos();
        match self.r.byte()? {
            wire::ENCODING_CANONICAL => self.line(at, 0, "encoding: canonical"),
            wire::ENCODING_IN_PROCESS => {
                self.in_process = true;
                self.line(at, 0, "encoding: in-process");
                let at = self.r.pos();
                let flags = self.r.byte()?;
                if flags & wire::FLAG_SNAPSHOT_SHAPES != 0 {
                    let id = self.r.u64()?;
                    self.line(at, 0, &format!("flags: snapshot shapes of {id:#018x}"));
                } else {
                    self.line(at, 0, &format!("flags: {flags:#04x}"));
                }
            }
            found => return Err(fault(CloneError::UnknownEncoding { found })),
        }
        self.walk()?;
        if !self.r.at_end() {
            return Err(fault(CloneError::TrailingBytes {
                offset: self.r.pos(),
                count: self.r.remaining(),
            }));
        }
        Ok(())
    }

    fn string(&mut self, at: usize, depth: usize, what: &str) -> Result<(), Fault> {
        let s = self.r.str()?;
        let note = if self.in_process {
            self.pool += 1;
            format!(" (pool #{})", self.pool - 1)
        } else {
            String::new()
        };
        self.line(at, depth, &format!("{what}{s:?}{note}"));
        Ok(())
    }

    /// Walks the values with an explicit stack (a message may nest
    /// `MAX_CLONE_DEPTH` containers deep; native recursion would not fit a
    /// small thread's stack).
    fn walk(&mut self) -> Result<(), Fault> {
        let mut stack: Vec<Frame> = Vec::new();
        self.value(0, &mut stack)?;
        while let Some(top) = stack.last_mut() {
            match top {
                Frame::Values { left, depth } => {
                    if *left == 0 {
                        stack.pop();
                        continue;
                    }
                    *left -= 1;
                    let depth = *depth;
                    self.value(depth, &mut stack)?;
                }
                Frame::Container {
                    elements,
                    end,
                    object,
                    depth,
                } => {
                    let (end, object, depth) = (*end, *object, *depth);
                    if *elements > 0 {
                        *elements -= 1;
                        if self.r.peek()? == tag::HOLE {
                            let at = self.r.pos();
                            self.r.byte()?;
                            self.line(at, depth + 1, "hole");
                        } else {
                            self.value(depth + 1, &mut stack)?;
                        }
                        continue;
                    }
                    let at = self.r.pos();
                    if self.r.peek()? == end {
                        self.r.byte()?;
                        let properties = self.r.varint()?;
                        let text = if end == tag::END_OBJECT {
                            format!("end of object #{object}: {properties} properties")
                        } else {
                            let length = self.r.varint()?;
                            format!(
                                "end of array #{object}: {properties} properties, length {length}"
                            )
                        };
                        self.line(at, depth, &text);
                        stack.pop();
                        self.open -= 1;
                        continue;
                    }
                    match self.r.byte()? {
                        tag::STRING => self.string(at, depth + 1, "key ")?,
                        tag::POOLED_STRING => {
                            let i = self.r.varint()?;
                            if !self.in_process || i >= self.pool {
                                return Err(CloneError::malformed(
                                    at,
                                    "string pool index out of range",
                                ));
                            }
                            self.line(at, depth + 1, &format!("key: pooled string #{i}"));
                        }
                        tag::INT32 => {
                            let v = wire::unzigzag(self.r.varint()?);
                            self.line(at, depth + 1, &format!("key {v}"));
                        }
                        tag::DOUBLE => {
                            let v = self.r.f64()?;
                            self.line(at, depth + 1, &format!("key {v}"));
                        }
                        _ => return Err(CloneError::malformed(at, "expected a property key")),
                    }
                    self.value(depth + 2, &mut stack)?;
                }
            }
        }
        Ok(())
    }

    /// Prints one value; a container or flat object pushes a frame for what
    /// follows it.
    fn value(&mut self, depth: usize, stack: &mut Vec<Frame>) -> Result<(), Fault> {
        let at = self.r.pos();
        let t = self.r.byte()?;
        match t {
            tag::UNDEFINED => self.line(at, depth, "undefined"),
            tag::NULL => self.line(at, depth, "null"),
            tag::TRUE => self.line(at, depth, "true"),
            tag::FALSE => self.line(at, depth, "false"),
            tag::INT32 => {
                let v = wire::unzigzag(self.r.varint()?);
                self.line(at, depth, &format!("int32 {v}"));
            }
            tag::DOUBLE => {
                let v = self.r.f64()?;
                self.line(at, depth, &format!("double {v:?}"));
            }
            tag::STRING => self.string(at, depth, "string ")?,
            tag::POOLED_STRING => {
                let i = self.r.varint()?;
                if !self.in_process || i >= self.pool {
                    return Err(CloneError::malformed(at, "string pool index out of range"));
                }
                self.line(at, depth, &format!("pooled string #{i}"));
            }
            tag::OBJECT_REFERENCE => {
                let i = self.r.varint()?;
                if i >= self.objects {
                    return Err(CloneError::malformed(at, "object reference out of range"));
                }
                self.line(at, depth, &format!("reference to object #{i}"));
            }
            tag::FLAT_OBJECT => {
                let left = self.flat(at, depth)?;
                stack.push(Frame::Values {
                    left,
                    depth: depth + 1,
                });
            }
            tag::SNAPSHOT_SHAPE_OBJECT => {
                let id = self.r.varint()?;
                let fields = self
                    .heap
                    .filter(|h| id < h.shapes().snapshot_shapes())
                    .map(|h| h.shapes().get(ShapeId(id)).field_count())
                    .ok_or_else(|| {
                        CloneError::malformed(at, "snapshot shape unknown to the dump")
                    })?;
                self.objects += 1;
                self.line(
                    at,
                    depth,
                    &format!(
                        "object #{} flat, snapshot shape {id} ({fields} values)",
                        self.objects - 1
                    ),
                );
                stack.push(Frame::Values {
                    left: fields,
                    depth: depth + 1,
                });
            }
            tag::BEGIN_OBJECT | tag::BEGIN_DENSE_ARRAY | tag::BEGIN_SPARSE_ARRAY => {
                if self.open >= MAX_CLONE_DEPTH {
                    return Err(fault(CloneError::TooDeep { offset: at }));
                }
                self.open += 1;
                let object = self.objects;
                self.objects += 1;
                let (end, elements) = match t {
                    tag::BEGIN_OBJECT => {
                        self.line(at, depth, &format!("object #{object}"));
                        (tag::END_OBJECT, 0)
                    }
                    tag::BEGIN_DENSE_ARRAY => {
                        let n = self.r.count(1, "dense array length")?;
                        self.line(
                            at,
                            depth,
                            &format!("object #{object} dense array, length {n}"),
                        );
                        (tag::END_DENSE_ARRAY, n)
                    }
                    _ => {
                        let n = self.r.varint()?;
                        self.line(
                            at,
                            depth,
                            &format!("object #{object} sparse array, length {n}"),
                        );
                        (tag::END_SPARSE_ARRAY, 0)
                    }
                };
                stack.push(Frame::Container {
                    elements,
                    end,
                    object,
                    depth,
                });
            }
            t => return Err(fault(CloneError::UnknownTag { offset: at, tag: t })),
        }
        Ok(())
    }

    /// Prints a flat object's header and, on first use, its shape entry;
    /// returns how many values follow.
    fn flat(&mut self, at: usize, depth: usize) -> Result<u32, Fault> {
        let entry = self.r.varint()?;
        let object = self.objects;
        self.objects += 1;
        if (entry as usize) < self.entries.len() {
            self.line(
                at,
                depth,
                &format!("object #{object} flat, shape entry #{entry}"),
            );
            Ok(self.entries[entry as usize])
        } else if entry as usize == self.entries.len() {
            self.line(
                at,
                depth,
                &format!("object #{object} flat, new shape entry #{entry}"),
            );
            let at = self.r.pos();
            let len = self.r.count(1, "shape entry length")?;
            let end = self.r.pos() + len as usize;
            let count = self.r.count(1, "shape entry key count")?;
            self.line(at, depth + 1, &format!("{len} bytes, {count} keys"));
            for _ in 0..count {
                let at = self.r.pos();
                let key = self.r.str()?;
                self.line(at, depth + 2, &format!("key {key:?}"));
            }
            if self.r.pos() != end {
                return Err(CloneError::malformed(
                    at,
                    "shape entry length disagrees with its keys",
                ));
            }
            self.entries.push(count);
            Ok(count)
        } else {
            Err(CloneError::malformed(at, "shape entry out of range"))
        }
    }
}

/// What the dump's walk is in the middle of.
enum Frame {
    /// A flat object's values.
    Values { left: u32, depth: usize },
    /// An object or array: its elements still to print (dense arrays), then
    /// (key, value) pairs up to `end`.
    Container {
        elements: u32,
        end: u8,
        object: u32,
        depth: usize,
    },
}
