//! The reader: one message → a value of the receiving heap.
//!
//! Like the writer, it keeps an explicit stack of open containers, so a message
//! nested [`MAX_CLONE_DEPTH`] deep costs heap memory, not native stack. Every
//! rule it checks is named in the [`CloneError`] it returns.

use super::received::ReceivedStrings;
use super::session::{ReadNode, ReceiverSession, SessionShape, Template};
use super::trace::{NoTrace, Position, Trace};
use super::wire::{self, ByteReader, tag};
use super::{
    CloneError, Fault, MAX_CLONE_DEPTH, MAX_RESOLVED_ENTRIES, cache_mut, fault, flat_facts,
    flat_shape, shape_cache,
};
use crate::atoms::{MAX_ARRAY_INDEX, PropertyKey};
use crate::heap::Heap;
use crate::object::{Elements, ObjectId};
use crate::policy::StoreOrigin;
use crate::shape::{AddOutcome, Attrs, ElementsKind, ShapeId, TransitionKey};
use crate::value::{Slot, StrId, Value};
use xxhash_rust::xxh3::xxh3_64;

/// The most elements a dense array of a message reserves before they are
/// read: enough for the arrays messages carry, while a chain of
/// [`MAX_CLONE_DEPTH`] nested arrays that each declare a long length
/// reserves at most 2,000 × 2 KiB; longer arrays grow as they are read.
const RESERVED_ELEMENTS_MAX: u32 = 256;

/// A per-message shape entry, resolved in the receiving heap.
#[derive(Copy, Clone)]
enum ShapeEntry {
    /// Objects of the entry are allocated with this shape (`fields` values).
    Fast { shape: ShapeId, fields: u32 },
    /// Adding the keys normalizes the object (too many properties): objects of
    /// the entry are built by adds; the keys are `keys[start..start + count]`.
    Slow { start: u32, count: u32 },
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Container {
    Object,
    DenseArray,
    SparseArray,
    /// The nested values of a value block's object (see
    /// [value blocks](wire#value-blocks)): one per nested word, no end tag.
    Nested,
}

/// An open container.
struct Frame {
    object: ObjectId,
    /// The object's number in the message (what back-references name).
    number: u32,
    container: Container,
    /// Dense arrays: elements still to read, and the next element's index.
    /// Nested values: values still to read, and where the next one's field
    /// is in the reader's `nested` list.
    elements_left: u32,
    next_index: u32,
    /// The declared length (arrays).
    length: u32,
    /// Properties read (checked against the count after the end tag).
    properties: u32,
    /// The key the value being read will be stored under.
    pending: Option<PropertyKey>,
    /// Objects: while every key so far followed (or made) an add transition
    /// from `{}`, the shape reached. Their values wait in the reader's
    /// `fields` from `fields_start` on and are stored at once when the object
    /// ends (V8's `ReadJSObjectProperties` transitioning loop); `None` once a
    /// key leaves the tree (an index, a repeat, a normalization), after which
    /// properties are added one by one.
    walk: Option<ShapeId>,
    fields_start: usize,
    /// Nested values: the field the value being read goes to, where the
    /// object's nested fields start in the reader's `nested` list, and the
    /// object's entry (which names each field's key: a fast entry's shape
    /// has field `i` as its descriptor `i`, `{}` plus data adds).
    nested_field: u32,
    nested_start: usize,
    nested_entry: Option<ShapeEntry>,
}

/// What reading a value gave: the value, or a container opened on the stack.
enum Step {
    Value(Value),
    Opened,
}

/// Reads messages into heaps. Keep one per receiving thread to reuse its
/// scratch space. The receiving heap remembers the shape entries it resolved
/// (its [`ShapeCache`](super::ShapeCache)); the reader remembers the short
/// strings it made in the heap it last read into, so that the same text
/// arriving in the next message is the same heap string.
#[derive(Default)]
pub struct Deserializer {
    /// The strings received into the heap this reader last read into.
    received: ReceivedStrings,
    in_process: bool,
    /// The keys of a normalizing shape entry read so far (repeats are refused).
    slow_keys: rustc_hash::FxHashSet<PropertyKey>,
    /// Holes sparse arrays of this message may still add to dense storage.
    hole_budget: usize,
    /// The string pool: where each string's bytes are in the message, and its
    /// heap string once one was made.
    pool: Vec<(u32, u32, Option<StrId>)>,
    /// Objects by message ID.
    objects: Vec<ObjectId>,
    shapes: Vec<ShapeEntry>,
    keys: Vec<PropertyKey>,
    stack: Vec<Frame>,
    /// Values of objects still walking transitions (see [`Frame::walk`]).
    fields: Vec<Slot>,
    /// The values of the flat object being read, packed.
    flat: Vec<Slot>,
    /// The string words of the value block being read: (field, pool index).
    block_strings: Vec<(u32, u32)>,
    /// The nested words of the value block being read (their fields), and
    /// of the blocks whose nested values are being read.
    block_nested: Vec<u32>,
    nested: Vec<u32>,
    /// Snapshot shapes `0..n` may be named by ID in this message.
    snapshot_shapes: Option<u32>,
    /// The receiving heap's `{}` map (set when a message starts).
    object_function_map: Option<ShapeId>,
    /// The session this reader follows, and whether the message being read is
    /// one of its messages.
    session: ReceiverSession,
    in_session: bool,
}

impl Deserializer {
    /// A reader.
    pub fn new() -> Self {
        Self::default()
    }

    /// Reads one message into `heap`. On error, every object and string it made
    /// is discarded (shapes and keys it made are kept, as transitions are).
    pub fn deserialize(&mut self, heap: &mut Heap, bytes: &[u8]) -> Result<Value, CloneError> {
        self.deserialize_traced(heap, bytes, &mut NoTrace)
    }

    /// [`Deserializer::deserialize`], telling `trace` what each run of bytes
    /// meant as it is consumed (how [`dump`](mod@super::dump) prints a message:
    /// the dump is this reader, so it accepts exactly what the reader accepts).
    pub(super) fn deserialize_traced<T: Trace>(
        &mut self,
        heap: &mut Heap,
        bytes: &[u8],
        trace: &mut T,
    ) -> Result<Value, CloneError> {
        heap.start_allocation_log();
        self.received.bind(heap);
        let result = self.read_message(heap, bytes, trace).map_err(|e| *e);
        self.pool.clear();
        self.objects.clear();
        self.shapes.clear();
        self.keys.clear();
        self.stack.clear();
        self.fields.clear();
        self.nested.clear();
        if result.is_err() {
            heap.undo_logged_allocations();
        } else {
            heap.stop_allocation_log();
        }
        result
    }

    fn read_message<T: Trace>(
        &mut self,
        heap: &mut Heap,
        bytes: &[u8],
        trace: &mut T,
    ) -> Result<Value, Fault> {
        super::check_message_length(bytes.len()).map_err(fault)?;
        let mut r = ByteReader::new(bytes);
        self.hole_budget = bytes.len();
        let version = r.byte()?;
        if version != wire::FORMAT_VERSION {
            return Err(fault(CloneError::UnsupportedVersion { found: version }));
        }
        trace.header(0, r.pos(), || format!("version {version}"));
        self.snapshot_shapes = None;
        self.in_session = false;
        let at = r.pos();
        match r.byte()? {
            wire::ENCODING_CANONICAL => {
                self.in_process = false;
                trace.header(at, r.pos(), || "encoding: canonical".into());
            }
            wire::ENCODING_IN_PROCESS => {
                self.in_process = true;
                trace.header(at, r.pos(), || "encoding: in-process".into());
                let at = r.pos();
                let flags = r.byte()?;
                if flags & !(wire::FLAG_SNAPSHOT_SHAPES | wire::FLAG_SESSION) != 0 {
                    return Err(CloneError::malformed(at, "unknown header flags"));
                }
                if flags & wire::FLAG_SNAPSHOT_SHAPES != 0 {
                    let identity = r.u64()?;
                    let receiver = heap.snapshot_identity();
                    if receiver != Some(identity) {
                        return Err(fault(CloneError::SnapshotMismatch {
                            message: identity,
                            receiver,
                        }));
                    }
                    self.snapshot_shapes = Some(heap.shapes().snapshot_shapes());
                    trace.header(at, r.pos(), || {
                        format!("flags: snapshot shapes of {identity:#018x}")
                    });
                } else {
                    trace.header(at, r.pos(), || format!("flags: {flags:#04x}"));
                }
                if flags & wire::FLAG_SESSION != 0 {
                    let at = r.pos();
                    let id = r.u64()?;
                    let seq = r.varint()?;
                    trace.header(at, r.pos(), || format!("session {id:#018x}, message {seq}"));
                    self.session.admit(id, seq, at)?;
                    let at = r.pos();
                    let count = r.count(2, "session definitions")?;
                    trace.header(at, r.pos(), || format!("{count} session definitions"));
                    self.session.define(&mut r, count, trace)?;
                    self.in_session = true;
                }
            }
            found => return Err(fault(CloneError::UnknownEncoding { found })),
        }
        self.object_function_map = Some(heap.object_function_map());
        let root = self.read_graph(heap, &mut r, trace)?;
        if !r.at_end() {
            return Err(fault(CloneError::TrailingBytes {
                offset: r.pos(),
                count: r.remaining(),
            }));
        }
        Ok(root)
    }

    fn read_graph<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        trace: &mut T,
    ) -> Result<Value, Fault> {
        trace.position(Position::Root);
        if let Step::Value(v) = self.read_value(heap, r, trace)? {
            return Ok(v);
        }
        loop {
            let Some(frame) = self.stack.last_mut() else {
                unreachable!("a container is open until its end tag");
            };
            if frame.container == Container::Nested {
                if frame.elements_left == 0 {
                    let done = Value::Object(frame.object);
                    self.nested.truncate(frame.nested_start);
                    self.stack.pop();
                    trace.unnest();
                    if self.stack.is_empty() {
                        return Ok(done);
                    }
                    self.deliver(heap, done)?;
                    continue;
                }
                frame.elements_left -= 1;
                frame.nested_field = self.nested[frame.next_index as usize];
                frame.next_index += 1;
                trace.position(Position::Element);
                if let Step::Value(v) = self.read_value(heap, r, trace)? {
                    self.deliver(heap, v)?;
                }
                continue;
            }
            if frame.elements_left > 0 {
                frame.elements_left -= 1;
                let index = frame.next_index;
                frame.next_index += 1;
                if r.peek()? == tag::HOLE {
                    let at = r.pos();
                    r.byte()?;
                    trace.hole(at, r.pos());
                    continue;
                }
                frame.pending = Some(PropertyKey::Index(index));
                trace.position(Position::Element);
            } else {
                let at = r.pos();
                let t = r.peek()?;
                let end = match frame.container {
                    Container::Object => tag::END_OBJECT,
                    Container::DenseArray => tag::END_DENSE_ARRAY,
                    Container::SparseArray => tag::END_SPARSE_ARRAY,
                    Container::Nested => unreachable!("nested values are read above"),
                };
                if t == end {
                    r.byte()?;
                    let properties = r.varint()?;
                    if properties != frame.properties {
                        return Err(CloneError::malformed(
                            at,
                            "property count after the end tag differs from the properties read",
                        ));
                    }
                    let mut length_at_end = None;
                    if frame.container != Container::Object {
                        let length = r.varint()?;
                        length_at_end = Some(length);
                        if length != frame.length {
                            return Err(CloneError::malformed(
                                at,
                                "array length after the end tag differs from the one at its start",
                            ));
                        }
                        // Trailing holes: the length is more than the elements
                        // give. A dense array's holes were bytes of the message;
                        // a sparse array's length is a bare number, so the holes
                        // it adds to dense storage are paid from a budget of
                        // one per message byte (the writer never needs any: it
                        // writes arrays with trailing holes densely).
                        let elements = heap.object_known(frame.object).elements();
                        let grow = length.saturating_sub(elements.length()) as usize;
                        if frame.container == Container::SparseArray
                            && grow > 0
                            && matches!(elements, Elements::Dense(_))
                        {
                            if grow > self.hole_budget {
                                return Err(CloneError::malformed(
                                    at,
                                    "sparse array length asks for more holes than the message has bytes",
                                ));
                            }
                            self.hole_budget -= grow;
                        }
                        // Never shorter: an element stored past the declared
                        // length has extended the array, and V8's
                        // `ReadSparseJSArray` keeps it (it sets the length
                        // before reading and only compares the two varints).
                        if grow > 0 {
                            heap.set_array_length(frame.object, Value::Number(f64::from(length)));
                        }
                    }
                    let number = frame.number;
                    trace.close(at, r.pos(), || match length_at_end {
                        None => format!("end of object #{number}: {properties} properties"),
                        Some(length) => format!(
                            "end of array #{number}: {properties} properties, length {length}"
                        ),
                    });
                    let done = Value::Object(frame.object);
                    if let Some(shape) = frame.walk {
                        let start = frame.fields_start;
                        heap.store_fields_of_new_object(frame.object, shape, &self.fields[start..]);
                        self.fields.truncate(start);
                    }
                    self.stack.pop();
                    if self.stack.is_empty() {
                        return Ok(done);
                    }
                    self.deliver(heap, done)?;
                    continue;
                }
                // Reading the last value may have deprecated the walking
                // shape: go on from its replacement, as V8's deserializer
                // does (`Map::Update` of its expected map).
                if let Some(shape) = frame.walk
                    && heap.shapes().get(shape).is_deprecated()
                {
                    match heap.current_shape(shape) {
                        Some(current) => frame.walk = Some(current),
                        None => {
                            let (object, start) = (frame.object, frame.fields_start);
                            frame.walk = None;
                            heap.store_fields_of_new_object(object, shape, &self.fields[start..]);
                            self.fields.truncate(start);
                        }
                    }
                }
                let frame = self.stack.last_mut().unwrap_or_else(|| unreachable!());
                // A key that the walking shape's one transition expects is
                // taken without interning (V8's `ReadExpectedString`).
                let expected = frame
                    .walk
                    .and_then(|shape| heap.shapes().expected_transition(shape));
                let (key, followed) = match self.read_key_text(r, trace)? {
                    Some(text) => match expected {
                        Some((atom, target)) if heap.atoms().name(atom) == Some(text) => {
                            (PropertyKey::String(atom), Some(target))
                        }
                        _ => (heap.key(text), None),
                    },
                    None => {
                        // A session key is an atom already: compared as one.
                        let key = self.read_key(heap, r, trace)?;
                        match expected {
                            Some((atom, target)) if key == PropertyKey::String(atom) => {
                                (key, Some(target))
                            }
                            _ => (key, None),
                        }
                    }
                };
                if let Some(target) = followed {
                    let frame = self.stack.last_mut().unwrap_or_else(|| unreachable!());
                    frame.properties += 1;
                    frame.pending = Some(key);
                    frame.walk = Some(target);
                    trace.position(Position::Property);
                    if let Step::Value(v) = self.read_value(heap, r, trace)? {
                        self.deliver(heap, v)?;
                    }
                    continue;
                }
                trace.position(Position::Property);
                let frame = self.stack.last_mut().unwrap_or_else(|| unreachable!());
                frame.properties += 1;
                frame.pending = Some(key);
                if let Some(shape) = frame.walk {
                    let next = match key {
                        PropertyKey::String(_) => {
                            let add = TransitionKey::Add {
                                key,
                                attrs: Attrs::DEFAULT,
                            };
                            match heap.shapes().find_transition(shape, &add) {
                                Some(next) => Some(next),
                                None if heap.shapes().lookup(shape, key).is_some() => None,
                                None => match heap.add_shape_property(shape, key) {
                                    AddOutcome::Followed(t) | AddOutcome::Created(t) => Some(t),
                                    AddOutcome::Normalize(_) => None,
                                },
                            }
                        }
                        _ => None,
                    };
                    if next.is_none() {
                        // Leave the tree: store what was read so far, then add
                        // this property and the rest one by one.
                        let (object, start) = (frame.object, frame.fields_start);
                        frame.walk = None;
                        heap.store_fields_of_new_object(object, shape, &self.fields[start..]);
                        self.fields.truncate(start);
                    } else {
                        frame.walk = next;
                    }
                }
            }
            if let Step::Value(v) = self.read_value(heap, r, trace)? {
                self.deliver(heap, v)?;
            }
        }
    }

    /// Stores a finished value under the top container's pending key.
    fn deliver(&mut self, heap: &mut Heap, v: Value) -> Result<(), Fault> {
        let Some(frame) = self.stack.last_mut() else {
            return Ok(());
        };
        let (object, key) = (frame.object, frame.pending.take());
        if frame.container == Container::Nested {
            let field = frame.nested_field;
            let fast = !heap
                .shapes()
                .get(heap.shape_of_known(object))
                .is_dictionary();
            let key = match frame.nested_entry {
                // The object is new and fast, of the shape its entry gave
                // it (or the one that replaced it, whose fields are the
                // same), and the field was in its block: no store path.
                Some(ShapeEntry::Fast { .. }) if fast => {
                    heap.write_field(object, field, v);
                    return Ok(());
                }
                // Settling its fields normalized it.
                Some(ShapeEntry::Fast { shape, .. }) => heap
                    .shapes()
                    .descriptors(shape)
                    .get(field as usize)
                    .map(|d| d.key),
                Some(ShapeEntry::Slow { start, .. }) => {
                    self.keys.get(start as usize + field as usize).copied()
                }
                None => None,
            };
            let Some(key) = key else {
                unreachable!("a nested field is a field of its entry");
            };
            heap.create_data_property(object, key, v, StoreOrigin::Named)?;
        } else if frame.walk.is_some() {
            self.fields.push(Slot::pack(v));
        } else if let Some(key) = key {
            // A dense array's elements arrive in order: each one is appended
            // (the array is new and extensible, and the value is this heap's).
            let appended = frame.container == Container::DenseArray
                && matches!(key, PropertyKey::Index(i) if heap.append_dense_element_known(object, i, v));
            if !appended {
                heap.create_data_property(object, key, v, StoreOrigin::Named)?;
            }
        }
        Ok(())
    }

    /// A property key: a string, or a number that is an array index.
    fn read_key<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        trace: &mut T,
    ) -> Result<PropertyKey, Fault> {
        if let Some(text) = self.read_key_text(r, trace)? {
            return Ok(heap.key(text));
        }
        let at = r.pos();
        match r.byte()? {
            tag::SESSION_STRING if self.in_session => {
                let slot = r.varint()?;
                trace.key(at, r.pos(), || format!("key: session string #{slot}"));
                self.session.key(heap, slot, at)
            }
            tag::INT32 => {
                let i = wire::unzigzag(r.varint()?);
                trace.key(at, r.pos(), || format!("key {i}"));
                u32::try_from(i)
                    .map(PropertyKey::Index)
                    .map_err(|_| CloneError::malformed(at, "negative number as a property key"))
            }
            tag::DOUBLE => {
                let n = r.f64()?;
                trace.key(at, r.pos(), || format!("key {n}"));
                if n >= 0.0 && n <= f64::from(MAX_ARRAY_INDEX) && n.fract() == 0.0 {
                    Ok(PropertyKey::Index(n as u32))
                } else {
                    Err(CloneError::malformed(
                        at,
                        "number key is not an array index",
                    ))
                }
            }
            t if is_tag(t) => Err(CloneError::malformed(at, "expected a property key")),
            t => Err(fault(CloneError::UnknownTag { offset: at, tag: t })),
        }
    }

    /// A string key (`S`, which also takes its pool entry in-process, or `P`),
    /// consumed; `None`, consuming nothing, when the next item is not one.
    fn read_key_text<'a, T: Trace>(
        &mut self,
        r: &mut ByteReader<'a>,
        trace: &mut T,
    ) -> Result<Option<&'a str>, Fault> {
        let at = r.pos();
        match r.peek()? {
            tag::STRING => {
                r.byte()?;
                let s = self.read_string_bytes(r)?;
                trace.key(at, r.pos(), || format!("key {s:?}{}", self.pool_note()));
                Ok(Some(s))
            }
            tag::POOLED_STRING => {
                r.byte()?;
                let i = self.pooled(r, at)?;
                trace.key(at, r.pos(), || format!("key: pooled string #{i}"));
                Ok(Some(self.pool_text(r, i)))
            }
            _ => Ok(None),
        }
    }

    /// A string value after its `S` tag: made in `heap`, and remembered in its
    /// pool entry (in-process) so that later `P`s reuse it.
    #[inline(always)]
    fn read_string_value<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        at: usize,
        trace: &mut T,
    ) -> Result<Value, Fault> {
        let s = self.read_string_bytes(r)?;
        trace.value(at, r.pos(), || format!("string {s:?}{}", self.pool_note()));
        let id = self.received.string(heap, s);
        if let Some(last) = self.pool.last_mut()
            && self.in_process
        {
            last.2 = Some(id);
        }
        Ok(Value::String(id))
    }

    /// The bytes of a string after its `S` tag (and its pool entry, in-process).
    fn read_string_bytes<'a>(&mut self, r: &mut ByteReader<'a>) -> Result<&'a str, Fault> {
        let s = r.str()?;
        if self.in_process {
            let end = r.pos() as u32;
            self.pool.push((end - s.len() as u32, s.len() as u32, None));
        }
        Ok(s)
    }

    /// A `P` reference: its pool index.
    fn pooled(&mut self, r: &mut ByteReader, at: usize) -> Result<usize, Fault> {
        if !self.in_process {
            return Err(CloneError::malformed(
                at,
                "pooled string in the canonical encoding",
            ));
        }
        let i = r.varint()?;
        if i as usize >= self.pool.len() {
            return Err(CloneError::malformed(at, "string pool index out of range"));
        }
        Ok(i as usize)
    }

    /// What a trace says of the string just read: its pool entry, in-process.
    fn pool_note(&self) -> String {
        if self.in_process {
            format!(" (pool #{})", self.pool.len().saturating_sub(1))
        } else {
            String::new()
        }
    }

    /// The text of pool entry `i`: message bytes that were checked to be UTF-8
    /// when the entry was read, so the check here cannot fail.
    fn pool_text<'a>(&self, r: &ByteReader<'a>, i: usize) -> &'a str {
        let (at, len, _) = self.pool[i];
        let bytes = &r.bytes()[at as usize..(at + len) as usize];
        std::str::from_utf8(bytes).unwrap_or_default()
    }

    fn read_value<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        trace: &mut T,
    ) -> Result<Step, Fault> {
        let at = r.pos();
        let t = r.byte()?;
        let v = match t {
            tag::BEGIN_OBJECT => {
                let o = heap.new_object();
                let n = self.objects.len();
                self.open(o, Container::Object, 0, at)?;
                trace.open(at, r.pos(), || format!("object #{n}"));
                return Ok(Step::Opened);
            }
            tag::BEGIN_DENSE_ARRAY => {
                let length = r.count(1, "dense array length")?;
                // V8's `ReadDenseJSArray` and `ReadSparseJSArray` make
                // `HOLEY_ELEMENTS` arrays, whatever the values.
                let a = heap.new_array_of_kind(Vec::new(), Some(ElementsKind::Holey));
                // Room for the elements up front, up to a bound: the length
                // is only checked against the bytes left, and arrays nested
                // MAX_CLONE_DEPTH deep must not each reserve that much.
                heap.reserve_dense_elements(a, length.min(RESERVED_ELEMENTS_MAX));
                let n = self.objects.len();
                self.open(a, Container::DenseArray, length, at)?;
                trace.open(at, r.pos(), || {
                    format!("object #{n} dense array, length {length}")
                });
                return Ok(Step::Opened);
            }
            tag::BEGIN_SPARSE_ARRAY => {
                let length = r.varint()?;
                let a = heap.new_array_of_kind(Vec::new(), Some(ElementsKind::Holey));
                let n = self.objects.len();
                self.open(a, Container::SparseArray, length, at)?;
                trace.open(at, r.pos(), || {
                    format!("object #{n} sparse array, length {length}")
                });
                return Ok(Step::Opened);
            }
            tag::OBJECT_REFERENCE => {
                let id = r.varint()?;
                match self.objects.get(id as usize) {
                    Some(&o) => {
                        trace.value(at, r.pos(), || format!("reference to object #{id}"));
                        Value::Object(o)
                    }
                    None => return Err(CloneError::malformed(at, "object reference out of range")),
                }
            }
            tag::FLAT_OBJECT => return self.read_flat(heap, r, at, false, trace),
            tag::FLAT_BLOCK if self.in_process => return self.read_flat(heap, r, at, true, trace),
            tag::FLAT_BLOCK => {
                return Err(CloneError::malformed(
                    at,
                    "value block in the canonical encoding",
                ));
            }
            tag::SESSION_FLAT_BLOCK if self.in_session => {
                return self.read_session_flat(heap, r, at, trace);
            }
            tag::SESSION_FLAT_BLOCK => {
                return Err(CloneError::malformed(
                    at,
                    "session shape in a message outside a session",
                ));
            }
            tag::SESSION_TEMPLATE if self.in_session => {
                // Its objects are numbered by no tag: nothing may refer to
                // them, so it is the whole value.
                if !self.objects.is_empty() || !self.stack.is_empty() {
                    return Err(CloneError::malformed(
                        at,
                        "session template anywhere but at the message's root",
                    ));
                }
                return self.read_template(heap, r, at, trace).map(Step::Value);
            }
            tag::SESSION_TEMPLATE => {
                return Err(CloneError::malformed(
                    at,
                    "session template in a message outside a session",
                ));
            }
            tag::SNAPSHOT_SHAPE_OBJECT => return self.read_snapshot_shaped(heap, r, at, trace),
            _ => self.read_primitive(heap, r, t, at, trace)?,
        };
        Ok(Step::Value(v))
    }

    #[inline(always)]
    fn read_primitive<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        t: u8,
        at: usize,
        trace: &mut T,
    ) -> Result<Value, Fault> {
        Ok(match t {
            tag::UNDEFINED => {
                trace.value(at, r.pos(), || "undefined".into());
                Value::Undefined
            }
            tag::NULL => {
                trace.value(at, r.pos(), || "null".into());
                Value::Null
            }
            tag::TRUE => {
                trace.value(at, r.pos(), || "true".into());
                Value::Bool(true)
            }
            tag::FALSE => {
                trace.value(at, r.pos(), || "false".into());
                Value::Bool(false)
            }
            tag::INT32 => {
                let n = wire::unzigzag(r.varint()?);
                trace.value(at, r.pos(), || format!("int32 {n}"));
                Value::Number(f64::from(n))
            }
            tag::DOUBLE => {
                let n = r.f64()?;
                trace.value(at, r.pos(), || format!("double {n:?}"));
                Value::Number(n)
            }
            tag::STRING => self.read_string_value(heap, r, at, trace)?,
            tag::SESSION_STRING if self.in_session => {
                let slot = r.varint()?;
                trace.value(at, r.pos(), || format!("session string #{slot}"));
                Value::String(self.session.string(heap, slot, at)?)
            }
            tag::POOLED_STRING => {
                let i = self.pooled(r, at)?;
                trace.value(at, r.pos(), || format!("pooled string #{i}"));
                match self.pool[i].2 {
                    Some(id) => Value::String(id),
                    None => {
                        let id = self.received.string(heap, self.pool_text(r, i));
                        self.pool[i].2 = Some(id);
                        Value::String(id)
                    }
                }
            }
            t if is_tag(t) => return Err(CloneError::malformed(at, "expected a value")),
            t => return Err(fault(CloneError::UnknownTag { offset: at, tag: t })),
        })
    }

    fn open(
        &mut self,
        object: ObjectId,
        container: Container,
        length: u32,
        at: usize,
    ) -> Result<(), Fault> {
        if self.stack.len() >= MAX_CLONE_DEPTH {
            return Err(fault(CloneError::TooDeep { offset: at }));
        }
        let number = self.objects.len() as u32;
        self.objects.push(object);
        self.stack.push(Frame {
            object,
            number,
            container,
            elements_left: if container == Container::DenseArray {
                length
            } else {
                0
            },
            next_index: 0,
            length,
            properties: 0,
            pending: None,
            walk: match container {
                Container::Object => self.object_function_map,
                _ => None,
            },
            fields_start: self.fields.len(),
            nested_field: 0,
            nested_start: 0,
            nested_entry: None,
        });
        Ok(())
    }

    /// `f` and `b`: a flat object by shape entry (defined here on first use),
    /// its values tagged or a value block.
    fn read_flat<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        at: usize,
        block: bool,
        trace: &mut T,
    ) -> Result<Step, Fault> {
        let entry = r.varint()?;
        let object = self.objects.len();
        let entry = match entry as usize {
            n if n < self.shapes.len() => {
                trace.flat(at, r.pos(), || {
                    format!("object #{object} flat, shape entry #{n}")
                });
                self.shapes[n]
            }
            n if n == self.shapes.len() => {
                trace.flat(at, r.pos(), || {
                    format!("object #{object} flat, new shape entry #{n}")
                });
                let e = self.define_entry(heap, r, trace)?;
                self.shapes.push(e);
                e
            }
            _ => return Err(CloneError::malformed(at, "shape entry out of range")),
        };
        self.read_entry_object(heap, r, entry, block, trace)
    }

    /// `h`: a flat object by session shape slot, its values a value block.
    fn read_session_flat<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        at: usize,
        trace: &mut T,
    ) -> Result<Step, Fault> {
        let slot = r.varint()?;
        let object = self.objects.len();
        trace.flat(at, r.pos(), || {
            format!("object #{object} flat, session shape #{slot}")
        });
        let entry = self.session_entry(heap, slot, at)?;
        self.read_entry_object(heap, r, entry, true, trace)
    }

    /// Session shape slot `slot` as a shape entry of `heap`.
    #[inline]
    fn session_entry(
        &mut self,
        heap: &mut Heap,
        slot: u32,
        at: usize,
    ) -> Result<ShapeEntry, Fault> {
        Ok(match self.session.shape(heap, slot, at)? {
            SessionShape::Resolved { shape, fields } => ShapeEntry::Fast { shape, fields },
            SessionShape::Entry(bytes) => {
                // Resolved as a message's own entry is, untraced: the
                // definition's line in the header shows its bytes.
                let bytes = bytes.to_vec();
                let entry = self
                    .define_entry(heap, &mut ByteReader::new(&bytes), &mut NoTrace)
                    .map_err(|e| shift(e, at))?;
                if let ShapeEntry::Fast { shape, fields } = entry {
                    self.session.resolved(heap, slot, shape, fields);
                }
                entry
            }
        })
    }

    /// `t`: the message's value by session template (see
    /// [templates](super::session#templates)), then its leaves' value block.
    fn read_template<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        at: usize,
        trace: &mut T,
    ) -> Result<Value, Fault> {
        let slot = r.varint()?;
        let template = self.session.take_template(slot, at)?;
        trace.flat(at, r.pos(), || {
            format!(
                "the value by session template #{slot}: {} leaves",
                template.leaves
            )
        });
        let built = self.build_template(heap, r, &template, at, trace);
        self.session.put_template(slot, template);
        built
    }

    /// Reads the leaves of `template` and builds its tree, children first:
    /// each object in one allocation of its session shape with all its
    /// fields, each array at once with all its elements.
    fn build_template<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        template: &Template,
        at: usize,
        trace: &mut T,
    ) -> Result<Value, Fault> {
        let block_at = r.pos();
        self.read_block(heap, r, template.leaves, trace)?;
        if let Some(&field) = self.block_nested.first() {
            return Err(CloneError::malformed(
                block_at + field as usize * wire::BLOCK_WORD_BYTES,
                "nested word in a session template's value block",
            ));
        }
        // Nodes in reverse pre-order: a node's children are built before
        // it, last child first, so the values of its children are the top
        // of the stack, in reverse.
        let mut leaf = self.flat.len();
        let mut values = std::mem::take(&mut self.fields);
        let start_all = values.len();
        let built = (|| {
            for &node in template.nodes.iter().rev() {
                let made = match node {
                    ReadNode::Leaf => {
                        leaf = leaf.checked_sub(1).ok_or_else(|| {
                            CloneError::malformed(
                                at,
                                "session template has more leaves than its block",
                            )
                        })?;
                        values.push(self.flat[leaf]);
                        continue;
                    }
                    ReadNode::Object { shape_slot, fields } => {
                        let start = children_start(&values, start_all, fields, at)?;
                        values[start..].reverse();
                        let entry = self.session_entry(heap, shape_slot, at)?;
                        let expected = match entry {
                            ShapeEntry::Fast { fields, .. } => fields,
                            ShapeEntry::Slow { count, .. } => count,
                        };
                        if expected != fields {
                            return Err(CloneError::malformed(
                                at,
                                "session template object's field count differs from its shape's",
                            ));
                        }
                        let o = self.make_entry_object(heap, entry, &values[start..])?;
                        values.truncate(start);
                        o
                    }
                    ReadNode::Array { length } => {
                        let start = children_start(&values, start_all, length, at)?;
                        // V8's `ReadDenseJSArray` makes `HOLEY_ELEMENTS`
                        // arrays. A leaf's word holds no hole, and a child
                        // is an object.
                        let elements = values[start..].iter().rev().copied();
                        let a = heap.new_array_of_slots(elements, ElementsKind::Holey);
                        values.truncate(start);
                        a
                    }
                };
                values.push(Slot::pack(Value::Object(made)));
            }
            match values.get(start_all..) {
                Some([root]) => Ok(root.get()),
                _ => Err(CloneError::malformed(
                    at,
                    "session template is not one tree",
                )),
            }
        })();
        values.truncate(start_all);
        self.fields = values;
        built
    }

    /// An object of `entry` whose fields, in order, are `slots`: allocated
    /// with all of them when the entry is a fast shape, else built by adds.
    #[inline]
    fn make_entry_object(
        &mut self,
        heap: &mut Heap,
        entry: ShapeEntry,
        slots: &[Slot],
    ) -> Result<ObjectId, Fault> {
        Ok(match entry {
            ShapeEntry::Fast { shape, .. } => heap.alloc_fitted_slots(shape, slots),
            ShapeEntry::Slow { start, count } => {
                let o = heap.new_object();
                for (i, slot) in slots.iter().enumerate().take(count as usize) {
                    let key = self.keys[start as usize + i];
                    heap.create_data_property(o, key, slot.get(), StoreOrigin::Named)?;
                }
                o
            }
        })
    }

    /// The values of a flat object of `entry` (a value block or tagged
    /// values), and the object; or, when the block has nested words, the
    /// object opened for its nested values.
    fn read_entry_object<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        entry: ShapeEntry,
        block: bool,
        trace: &mut T,
    ) -> Result<Step, Fault> {
        let at = r.pos();
        self.block_nested.clear();
        let id = self.objects.len();
        self.objects.push(ObjectId(0, 0));
        let values = match entry {
            ShapeEntry::Fast { fields, .. } => fields,
            ShapeEntry::Slow { count, .. } => count,
        };
        if block {
            self.read_block(heap, r, values, trace)?;
        } else {
            self.read_flat_values(heap, r, values, trace)?;
        }
        let flat = std::mem::take(&mut self.flat);
        let object = self.make_entry_object(heap, entry, &flat);
        self.flat = flat;
        let object = object?;
        self.objects[id] = object;
        if self.block_nested.is_empty() {
            return Ok(Step::Value(Value::Object(object)));
        }
        // The object is made, with `undefined` in its nested fields (a
        // heap-object value, as the objects that replace it are, so the
        // fields' representations are the ones the objects give), and numbered
        // before its nested values, as the writer numbered it.
        if self.stack.len() >= MAX_CLONE_DEPTH {
            return Err(fault(CloneError::TooDeep { offset: at }));
        }
        let nested_start = self.nested.len();
        self.nested.extend_from_slice(&self.block_nested);
        self.stack.push(Frame {
            object,
            number: id as u32,
            container: Container::Nested,
            elements_left: self.block_nested.len() as u32,
            next_index: nested_start as u32,
            length: 0,
            properties: 0,
            pending: None,
            walk: None,
            fields_start: self.fields.len(),
            nested_field: 0,
            nested_start,
            nested_entry: Some(entry),
        });
        trace.nest();
        Ok(Step::Opened)
    }

    /// `g`: a flat object by snapshot shape ID.
    fn read_snapshot_shaped<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        at: usize,
        trace: &mut T,
    ) -> Result<Step, Fault> {
        let Some(n) = self.snapshot_shapes else {
            return Err(CloneError::malformed(
                at,
                "snapshot shape ID in a message without a snapshot identity",
            ));
        };
        let index = r.varint()?;
        if index >= n {
            return Err(CloneError::malformed(at, "snapshot shape ID out of range"));
        }
        let shape = ShapeId(index);
        // Only a shape that `{}` plus its keys reaches may be named.
        // (Or a snapshot shape an earlier value of this message deprecated:
        // the object is made on it and moves to its replacement.)
        let fields = match flat_shape(heap, shape) {
            Some(i)
                if flat_facts(heap, i).clone_target == Some(shape)
                    || heap.shapes().get(shape).is_deprecated() =>
            {
                flat_facts(heap, i).fields.len() as u32
            }
            _ => {
                return Err(CloneError::malformed(
                    at,
                    "snapshot shape is not one a clone can have",
                ));
            }
        };
        let id = self.objects.len();
        trace.flat(at, r.pos(), || {
            format!("object #{id} flat, snapshot shape {index} ({fields} values)")
        });
        self.read_entry_object(heap, r, ShapeEntry::Fast { shape, fields }, true, trace)
    }

    /// A [value block](wire#value-blocks) of `count` words, then the strings
    /// it names that are new to the pool, into `self.flat`.
    ///
    /// Two passes, so that the bytes are consumed in order: the words (each
    /// string word keeps its pool index as a placeholder, in `self.block_strings`),
    /// then the new strings, then the string words are given their heap strings.
    fn read_block<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        count: u32,
        trace: &mut T,
    ) -> Result<(), Fault> {
        let start = r.pos();
        let Some(words) = (count as usize)
            .checked_mul(wire::BLOCK_WORD_BYTES)
            .filter(|&n| n <= r.remaining())
        else {
            return Err(fault(CloneError::LengthOutOfBounds {
                offset: start,
                what: "value block",
                length: count,
                remaining: r.remaining(),
            }));
        };
        let block = r.take(words)?;
        self.flat.clear();
        self.flat.resize(count as usize, Slot::UNDEFINED);
        self.block_strings.clear();
        self.block_nested.clear();
        let instance = heap.caches().instance();
        // The pool index the next new string will take.
        let mut next_new = self.pool.len();
        let words = block.chunks_exact(wire::BLOCK_WORD_BYTES);
        for ((i, word), out) in words.enumerate().zip(self.flat.iter_mut()) {
            let at = start + i * wire::BLOCK_WORD_BYTES;
            let mut bytes = [0; wire::BLOCK_WORD_BYTES];
            bytes.copy_from_slice(word);
            let bits = u64::from_le_bytes(bytes);
            trace.position(Position::FlatValue);
            // The two common words first, each by one compare of its bits: a
            // number, and (in a session) a session string.
            if let Some(slot) = wire::block_number(bits) {
                trace.value(at, at + wire::BLOCK_WORD_BYTES, || {
                    block_primitive_text(slot)
                });
                *out = slot;
                continue;
            }
            if let Some(slot) = wire::block_session_string(bits)
                && self.in_session
            {
                trace.value(at, at + wire::BLOCK_WORD_BYTES, || {
                    format!("session string #{slot}")
                });
                let id = self.session.string_in(heap, instance, slot, at)?;
                *out = Slot::pack(Value::String(id));
                continue;
            }
            match wire::decode_block_word(bits) {
                Some(wire::BlockWord::Primitive(slot)) => {
                    trace.value(at, at + wire::BLOCK_WORD_BYTES, || {
                        block_primitive_text(slot)
                    });
                    *out = slot;
                }
                Some(wire::BlockWord::String(index)) if index as usize <= next_new => {
                    let new = index as usize == next_new;
                    trace.value(at, at + wire::BLOCK_WORD_BYTES, || {
                        let what = if new { "new" } else { "pooled" };
                        format!("{what} string #{index}")
                    });
                    next_new += usize::from(new);
                    self.block_strings.push((i as u32, index));
                }
                Some(wire::BlockWord::Nested) => {
                    trace.value(at, at + wire::BLOCK_WORD_BYTES, || {
                        "object, after the block".into()
                    });
                    self.block_nested.push(i as u32);
                }
                Some(wire::BlockWord::String(_)) => {
                    return Err(CloneError::malformed(
                        at,
                        "value block string index out of range",
                    ));
                }
                Some(wire::BlockWord::SessionString(_)) => {
                    return Err(CloneError::malformed(
                        at,
                        "session string in a message outside a session",
                    ));
                }
                None => {
                    return Err(CloneError::malformed(
                        at,
                        "a value block word must be a primitive or a pooled string",
                    ));
                }
            }
        }
        while self.pool.len() < next_new {
            trace.position(Position::FlatValue);
            let at = r.pos();
            self.read_string_value(heap, r, at, trace)?;
        }
        for &(field, index) in &self.block_strings {
            let (_, _, made) = self.pool[index as usize];
            let id = match made {
                Some(id) => id,
                None => {
                    // A string pooled by a key or a canonical-style `S`
                    // value: made in the heap on first use as a value.
                    let text = self.pool_text(r, index as usize);
                    let id = self.received.string(heap, text);
                    self.pool[index as usize].2 = Some(id);
                    id
                }
            };
            self.flat[field as usize] = Slot::pack(Value::String(id));
        }
        Ok(())
    }

    /// The `count` values of a flat object (primitives and strings only).
    fn read_flat_values<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        count: u32,
        trace: &mut T,
    ) -> Result<(), Fault> {
        if count as usize > r.remaining() {
            return Err(fault(CloneError::LengthOutOfBounds {
                offset: r.pos(),
                what: "flat object values",
                length: count,
                remaining: r.remaining(),
            }));
        }
        let mut values = std::mem::take(&mut self.flat);
        values.clear();
        let mut result = Ok(());
        for _ in 0..count {
            trace.position(Position::FlatValue);
            let at = r.pos();
            let t = match r.byte() {
                Ok(t) => t,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            // Numbers first, with plain branches (they predict better than the
            // jump table of `read_primitive`).
            if t == tag::INT32 {
                match r.varint() {
                    Ok(v) => {
                        let n = wire::unzigzag(v);
                        trace.value(at, r.pos(), || format!("int32 {n}"));
                        values.push(Slot::pack(Value::Number(f64::from(n))));
                    }
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                }
                continue;
            }
            if t == tag::DOUBLE {
                match r.f64() {
                    Ok(n) => {
                        trace.value(at, r.pos(), || format!("double {n:?}"));
                        values.push(Slot::pack(Value::Number(n)));
                    }
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                }
                continue;
            }
            if t == tag::STRING {
                match self.read_string_value(heap, r, at, trace) {
                    Ok(v) => values.push(Slot::pack(v)),
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                }
                continue;
            }
            if matches!(
                t,
                tag::BEGIN_OBJECT
                    | tag::BEGIN_DENSE_ARRAY
                    | tag::BEGIN_SPARSE_ARRAY
                    | tag::FLAT_OBJECT
                    | tag::FLAT_BLOCK
                    | tag::SESSION_FLAT_BLOCK
                    | tag::SESSION_TEMPLATE
                    | tag::SNAPSHOT_SHAPE_OBJECT
                    | tag::OBJECT_REFERENCE
            ) {
                result = Err(CloneError::malformed(
                    at,
                    "a flat object's value must be a primitive or a string",
                ));
                break;
            }
            match self.read_primitive(heap, r, t, at, trace) {
                Ok(v) => values.push(Slot::pack(v)),
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        self.flat = values;
        result
    }

    /// Reads a shape entry's keys and resolves it in `heap`: from the `{}` map,
    /// follow the expected transition when its key has the same bytes (nothing
    /// interned), else intern the key and follow or make the add transition.
    ///
    /// The walk's answer for given entry bytes never changes once its shape is
    /// recorded in the transition tree (shapes and transitions are never
    /// removed), so the heap remembers it ([`ShapeCache`](super::ShapeCache)):
    /// the next message with the same entry hashes its bytes, compares them
    /// with the remembered ones, and skips the walk.
    fn define_entry<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        trace: &mut T,
    ) -> Result<ShapeEntry, Fault> {
        // The entry's bytes (after their length), to look up the shapes this
        // heap resolved before.
        let length_at = r.pos();
        let bytes = {
            let n = r.count(1, "shape entry length")?;
            r.take(n as usize)?
        };
        let at = r.pos() - bytes.len();
        let hash = xxh3_64(bytes);
        // A trace reads every key, so it skips the remembered entries.
        super::refresh_after_deprecations(heap);
        if !T::ON
            && let Some((known, shape)) = shape_cache(heap).and_then(|c| c.resolved.get(&hash))
            && **known == *bytes
        {
            let shape = *shape;
            cache_mut(heap).resolved_hits += 1;
            return Ok(ShapeEntry::Fast {
                shape,
                fields: heap.shapes().get(shape).field_count(),
            });
        }
        let mut keys = ByteReader::new(bytes);
        let entry = self
            .resolve_entry(heap, &mut keys, length_at, at, trace)
            .map_err(|e| shift(e, at))?;
        if !keys.at_end() {
            return Err(CloneError::malformed(
                at + keys.pos(),
                "shape entry is longer than its keys",
            ));
        }
        // Remember a shape the walk will always reach again: one recorded in the
        // transition tree (not detached), while there is room.
        if let ShapeEntry::Fast { shape, .. } = entry
            && !heap.shapes().get(shape).is_detached()
            && shape_cache(heap).is_none_or(|c| c.resolved.len() < MAX_RESOLVED_ENTRIES)
        {
            cache_mut(heap).resolved.insert(hash, (bytes.into(), shape));
        }
        Ok(entry)
    }

    /// Resolves a shape entry by walking transitions from `{}` (see [`Self::define_entry`]).
    /// `r` reads the entry's bytes, which start at `base` in the message
    /// (their length varint at `length_at`).
    fn resolve_entry<T: Trace>(
        &mut self,
        heap: &mut Heap,
        r: &mut ByteReader,
        length_at: usize,
        base: usize,
        trace: &mut T,
    ) -> Result<ShapeEntry, Fault> {
        let count = r.count(1, "shape entry key count")?;
        trace.entry(length_at, base + r.pos(), 1, || {
            format!("{} bytes, {count} keys", r.bytes().len())
        });
        let mut shape = heap.object_function_map();
        let mut slow: Option<u32> = None;
        for _ in 0..count {
            let at = r.pos();
            let text = r.str()?;
            trace.entry(base + at, base + r.pos(), 2, || format!("key {text:?}"));
            if slow.is_none()
                && let Some((atom, target)) = heap.shapes().expected_transition(shape)
                && heap.atoms().name(atom) == Some(text)
            {
                shape = target;
                continue;
            }
            let key = match heap.key(text) {
                PropertyKey::Index(_) => {
                    return Err(CloneError::malformed(
                        at,
                        "array index as a shape entry key",
                    ));
                }
                k => k,
            };
            if slow.is_some() {
                if !self.slow_keys.insert(key) {
                    return Err(CloneError::malformed(at, "key repeated in a shape entry"));
                }
                self.keys.push(key);
                continue;
            }
            let add = TransitionKey::Add {
                key,
                attrs: Attrs::DEFAULT,
            };
            if let Some(target) = heap.shapes().find_transition(shape, &add) {
                shape = target;
                continue;
            }
            if heap.shapes().lookup(shape, key).is_some() {
                return Err(CloneError::malformed(at, "key repeated in a shape entry"));
            }
            match heap.add_shape_property(shape, key) {
                AddOutcome::Followed(t) | AddOutcome::Created(t) => shape = t,
                AddOutcome::Normalize(_) => {
                    // Keep the keys so far and this one; objects of this entry
                    // are built by adds and normalize where V8's would.
                    let start = self.keys.len() as u32;
                    self.keys
                        .extend(heap.shapes().descriptors(shape).iter().map(|d| d.key));
                    self.keys.push(key);
                    self.slow_keys.clear();
                    self.slow_keys
                        .extend(self.keys[start as usize..].iter().copied());
                    slow = Some(start);
                }
            }
        }
        Ok(match slow {
            None => ShapeEntry::Fast {
                shape,
                fields: heap.shapes().get(shape).field_count(),
            },
            Some(start) => ShapeEntry::Slow {
                start,
                count: self.keys.len() as u32 - start,
            },
        })
    }
}

/// Where the last `n` values a template node's children left on `values`
/// (above `floor`) start.
fn children_start(values: &[Slot], floor: usize, n: u32, at: usize) -> Result<usize, Fault> {
    values
        .len()
        .checked_sub(n as usize)
        .filter(|&start| start >= floor)
        .ok_or_else(|| {
            CloneError::malformed(at, "session template node has fewer children than it says")
        })
}

/// True for bytes that are tags of the format (in some position).
/// How the dump shows a primitive word of a value block.
fn block_primitive_text(slot: Slot) -> String {
    match slot.get() {
        Value::Number(n) => format!("number {n:?}"),
        Value::Bool(b) => format!("{b}"),
        Value::Null => "null".into(),
        _ => "undefined".into(),
    }
}

fn is_tag(t: u8) -> bool {
    matches!(
        t,
        tag::UNDEFINED
            | tag::NULL
            | tag::TRUE
            | tag::FALSE
            | tag::INT32
            | tag::DOUBLE
            | tag::STRING
            | tag::POOLED_STRING
            | tag::BEGIN_OBJECT
            | tag::END_OBJECT
            | tag::FLAT_OBJECT
            | tag::FLAT_BLOCK
            | tag::SESSION_FLAT_BLOCK
            | tag::SESSION_STRING
            | tag::SESSION_TEMPLATE
            | tag::SNAPSHOT_SHAPE_OBJECT
            | tag::BEGIN_DENSE_ARRAY
            | tag::END_DENSE_ARRAY
            | tag::BEGIN_SPARSE_ARRAY
            | tag::END_SPARSE_ARRAY
            | tag::HOLE
            | tag::OBJECT_REFERENCE
    )
}

/// An error found inside a sub-reader (a shape entry read on its own), with its
/// offset moved to the whole message's.
pub(super) fn shift(mut e: Fault, by: usize) -> Fault {
    match &mut *e {
        CloneError::Truncated { offset }
        | CloneError::Malformed { offset, .. }
        | CloneError::LengthOutOfBounds { offset, .. }
        | CloneError::UnknownTag { offset, .. } => *offset += by,
        _ => {}
    }
    e
}
