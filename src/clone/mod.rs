//! Structured clone between heaps: a wire format on shapes.
//!
//! Workers talk by structured clone. [`Serializer`] turns a value of one heap into
//! bytes; [`Deserializer`] builds the same graph in another heap (or the same one:
//! [`Heap::structured_clone`] is a write followed by a read). The copy is the one
//! JavaScript's `structuredClone` gives: own enumerable string-keyed properties,
//! getters called (so lazy properties load their modules), prototypes dropped
//! (every ordinary object comes back as `{}` plus named adds), arrays with their
//! elements, holes and length, and shared references and cycles preserved.
//! Functions and natives fail with [`CloneError::DataClone`].
//!
//! # The format in one paragraph
//!
//! A message is a header (version, encoding; in-process messages add a flags
//! byte and, when they name snapshot shapes, the snapshot's identity) and one
//! value, written in
//! the pre-order of the object graph like V8's `ValueSerializer`: tags from V8's
//! vocabulary (`o` … `{` for objects, `A`/`a` for dense and sparse arrays, `^` for
//! a back-reference to an object written earlier) plus three of our own (`f`, `g`
//! and `P`, below). `docs/formats.md` gives every byte; [`wire`] holds the constants.
//!
//! # Two encodings
//!
//! - **In-process** ([`Encoding::InProcess`]): strings are pooled by content for
//!   the length of one message (each distinct string is written once, later uses
//!   are a `P` + index), and when both heaps were restored from the same snapshot,
//!   a snapshot shape travels as its ID (`g`). The pool lives for one message.
//! - **Canonical** ([`Encoding::Canonical`]): self-contained and stable (equal
//!   graphs give equal bytes; NaN is canonical), for storage and other processes.
//!   No pool, no snapshot IDs.
//!
//! # The fast path, on shapes
//!
//! A *flat* object is a fast-mode ordinary object whose prototype is
//! `Object.prototype` or `null`, with no elements, whose own properties are all
//! enumerable writable string-keyed data fields holding primitives or strings.
//! Flatness of the shape is computed once per shape and kept in the heap's
//! [`ShapeCache`] (with the shape's encoded key list), so recognizing a flat
//! object costs one vector index plus a scan of its slots, done before anything
//! is written. A flat object is written as `f` + a per-message shape entry (its
//! keys, written once per distinct shape per message) + its values in field order.
//!
//! In the in-process encoding the values are a value block, and an object of
//! a flat shape whose fields include objects is one too: each object field is
//! a *nested* word, and the objects follow the block in field order, as full
//! values (see [`wire`]'s value blocks). The block holds the fields as they
//! were when it was written; V8 reads each property in its turn. The two
//! differ only if a getter runs in between, so the writer nests only while no
//! getter has run in the message, and a getter about to run under an open
//! block makes the writer start the message again without nesting, before the
//! getter runs.
//!
//! The reader turns a shape entry into a shape by walking from the `{}` map:
//! when the shape's one transition is an add whose key has the entry's bytes it
//! follows it without interning anything (V8's `ReadJSObjectProperties` with
//! `TransitionsAccessor::ExpectedTransitionKey` and `ReadExpectedString`);
//! otherwise it interns the key and follows or makes the add transition, as a
//! named store would. Objects of the entry are then allocated with exactly that
//! shape and their fields written at once. The receiving heap remembers each
//! entry it resolved ([`ShapeCache`]), so the next message with the same entry
//! compares bytes and skips the walk. When both heaps were restored from
//! one snapshot (same [`Snapshot::identity`](crate::snapshot::Snapshot::identity)),
//! a shape that the walk would reach inside the snapshot travels as its ID and
//! the reader skips the walk. Everything else takes the generic path: key/value
//! pairs. A generic object's string keys still follow add transitions from
//! `{}` while they can, its values waiting until its end tag, when its fields
//! are stored at once (V8's transitioning loop); from the first key that leaves
//! the tree on, each property is a `CreateDataProperty`.
//!
//! # A robust reader
//!
//! Bytes from another thread or process are untrusted. The reader checks every
//! length against the bytes left before allocating, refuses unknown tags,
//! out-of-range references and pool indices, invalid UTF-8, trailing bytes and
//! nesting deeper than [`MAX_CLONE_DEPTH`] (it keeps its own stack, so depth
//! costs no native stack), and reports each as a [`CloneError`] with the offset.
//! On error, the objects it allocated are discarded.

mod dump;
mod read;
mod received;
pub mod session;
mod trace;
pub mod wire;
mod write;

pub use dump::{dump, dump_messages};
pub use read::Deserializer;
pub use write::Serializer;

use crate::atoms::PropertyKey;
use crate::error::JsError;
use crate::heap::Heap;
use crate::shape::{Attrs, DescriptorValue, ObjectKind, ShapeId, TransitionKey};
use crate::value::Value;
use rustc_hash::FxHashMap;

/// The deepest object nesting a message may have. Node 20's `structuredClone` is
/// bounded by the native stack: on these machines it clones 1,960 levels of
/// `{c: {c: …}}` and throws `RangeError: Maximum call stack size exceeded` at
/// 1,961 (binary search, `tests/clone.rs` keeps the probe). Both sides here keep
/// explicit stacks, so the limit is a choice: the smallest round number above
/// Node's, so that every graph Node clones here, this clones too.
pub const MAX_CLONE_DEPTH: usize = 2_000;

/// The longest message, in bytes: the format's lengths and the in-process
/// pool's string offsets are 32-bit, so a longer message could not name its
/// own strings. Both ends refuse one ([`CloneError::TooLarge`]).
pub const MAX_MESSAGE_BYTES: usize = u32::MAX as usize;

/// [`CloneError::TooLarge`] for a message of `length` bytes over
/// [`MAX_MESSAGE_BYTES`].
fn check_message_length(length: usize) -> Result<(), CloneError> {
    if length > MAX_MESSAGE_BYTES {
        return Err(CloneError::TooLarge { length });
    }
    Ok(())
}

/// Which encoding a message uses (byte 1 of the header).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// Per-message string pool; snapshot shapes by ID between heaps of one snapshot.
    InProcess,
    /// Self-contained, stable bytes.
    Canonical,
}

/// How a [`Serializer`] writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CloneOptions {
    /// The encoding.
    pub encoding: Encoding,
    /// Whether flat objects take the shape fast path (off: everything is generic,
    /// for comparison).
    pub fast_path: bool,
    /// The snapshot identity of the receiving heap, when known. Snapshot shapes
    /// travel as IDs only when it equals the sending heap's own identity (and
    /// the encoding is in-process).
    pub peer_snapshot: Option<u64>,
    /// Whether the serializer's messages form a [`session`]: shapes and
    /// short strings travel in full once, as slot numbers afterwards (in-process
    /// encoding only). Every message must then be read, in order, by one
    /// [`Deserializer`], as a [`MessagePort`](crate::port::MessagePort)'s are.
    pub session: bool,
}

impl Default for CloneOptions {
    fn default() -> Self {
        CloneOptions {
            encoding: Encoding::InProcess,
            fast_path: true,
            peer_snapshot: None,
            session: false,
        }
    }
}

impl CloneOptions {
    /// The canonical encoding with the fast path.
    pub fn canonical() -> Self {
        CloneOptions {
            encoding: Encoding::Canonical,
            ..Self::default()
        }
    }
}

/// Why a value could not be written or a message could not be read.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum CloneError {
    /// The value holds something JavaScript cannot clone (a function or a native):
    /// `DataCloneError`.
    #[error("DataCloneError: {} could not be cloned", crate::error::describe_uncloneable(.0))]
    DataClone(Value),
    /// A getter run while reading the value threw (a lazy module failed to load).
    #[error("{0}")]
    Js(JsError),
    /// The graph nests deeper than [`MAX_CLONE_DEPTH`].
    #[error("nesting deeper than {MAX_CLONE_DEPTH} levels (at offset {offset})")]
    TooDeep {
        /// Offset of the container that went too deep (0 when writing).
        offset: usize,
    },
    /// The message ended in the middle of an item.
    #[error("message truncated at offset {offset}")]
    Truncated {
        /// Where more bytes were needed.
        offset: usize,
    },
    /// A length or count claims more items than the rest of the message can hold.
    #[error("{what} {length} at offset {offset} exceeds the {remaining} bytes left in the message")]
    LengthOutOfBounds {
        /// Offset of the length field.
        offset: usize,
        /// What was being counted.
        what: &'static str,
        /// The claimed length.
        length: u32,
        /// Bytes left after the field.
        remaining: usize,
    },
    /// The first byte is not a version this build reads: not a clone message
    /// of this format (the version byte is the format's only signature).
    #[error(
        "not a clone message (its version byte is {found:#04x}; this build reads version {})",
        wire::FORMAT_VERSION
    )]
    UnsupportedVersion {
        /// The version byte found.
        found: u8,
    },
    /// The second byte is not an encoding this build reads.
    #[error("unknown clone encoding 0x{found:02x}")]
    UnknownEncoding {
        /// The encoding byte found.
        found: u8,
    },
    /// A byte where a tag was expected is no tag of the format.
    #[error("unknown tag 0x{tag:02x} at offset {offset}")]
    UnknownTag {
        /// Offset of the byte.
        offset: usize,
        /// The byte.
        tag: u8,
    },
    /// The bytes break a rule of the format.
    #[error("malformed message at offset {offset}: {reason}")]
    Malformed {
        /// Offset of the offending item.
        offset: usize,
        /// The rule broken.
        reason: &'static str,
    },
    /// The message names shapes of a snapshot the receiving heap was not restored from.
    #[error("message names shapes of snapshot {message:#018x}, but the receiving heap {}", match .receiver { Some(r) => format!("was restored from {r:#018x}"), None => "was not restored from a snapshot".into() })]
    SnapshotMismatch {
        /// The identity in the message.
        message: u64,
        /// The receiving heap's identity.
        receiver: Option<u64>,
    },
    /// Bytes follow the message's one value.
    #[error("{count} trailing bytes after the value, at offset {offset}")]
    TrailingBytes {
        /// Offset of the first extra byte.
        offset: usize,
        /// How many there are.
        count: usize,
    },
    /// A session message this reader cannot read: it did not follow the
    /// session from its first message, the message is of another session, or
    /// the session broke earlier.
    #[error("session message refused at offset {offset}: {reason}")]
    Session {
        /// Offset of the session header.
        offset: usize,
        /// Why.
        reason: &'static str,
    },
    /// A session message arrived out of order (one was lost or read
    /// elsewhere); the session is broken for this reader.
    #[error("session message {found} arrived where message {expected} was due")]
    SessionOutOfOrder {
        /// The number of the message due.
        expected: u32,
        /// The number the message has.
        found: u32,
    },
    /// The other end of a message port is gone.
    #[error("the message port is closed: its other end was dropped")]
    PortClosed,
    /// A message longer than [`MAX_MESSAGE_BYTES`], written or read.
    #[error(
        "a message of {length} bytes is longer than the format allows ({MAX_MESSAGE_BYTES} bytes: its offsets are 32-bit)"
    )]
    TooLarge {
        /// The message's length.
        length: usize,
    },
}

/// A [`CloneError`] on the reader's hot paths: boxed, so that a `Result` of a
/// [`Value`] or a byte stays two registers wide (a 48-byte error type made the
/// compiler return every decoded value through memory, in pieces that stalled
/// store forwarding: measured at 45% of a value's decoding time).
pub(crate) type Fault = Box<CloneError>;

/// Boxes an error for the hot paths.
#[cold]
pub(crate) fn fault(e: CloneError) -> Fault {
    Box::new(e)
}

impl CloneError {
    #[cold]
    pub(crate) fn malformed(offset: usize, reason: &'static str) -> Fault {
        Box::new(CloneError::Malformed { offset, reason })
    }
}

impl From<Fault> for CloneError {
    fn from(e: Fault) -> Self {
        *e
    }
}

impl From<JsError> for Fault {
    fn from(e: JsError) -> Self {
        Box::new(CloneError::Js(e))
    }
}

impl From<JsError> for CloneError {
    fn from(e: JsError) -> Self {
        CloneError::Js(e)
    }
}

impl From<CloneError> for JsError {
    /// What `structuredClone` throws: `DataCloneError` for a function,
    /// `RangeError: Maximum call stack size exceeded` for a graph too deep (as
    /// V8 does), the getter's own exception, and a `TypeError` naming the
    /// problem for anything else.
    fn from(e: CloneError) -> Self {
        match e {
            CloneError::DataClone(v) => JsError::data_clone(v),
            CloneError::Js(e) => e,
            CloneError::TooDeep { .. } => JsError::range_error("Maximum call stack size exceeded"),
            other => JsError::type_error(other.to_string()),
        }
    }
}

/// Writes `value` of `heap` as a message (one allocation, sized from a first
/// estimate; see [`Serializer`] to reuse scratch space across messages).
///
/// ```
/// use shapeshift::clone::{self, CloneOptions};
/// use shapeshift::{Heap, StoreOrigin, Value};
/// let mut sender = Heap::new();
/// let o = sender.new_object();
/// let k = sender.key("id");
/// sender.set(o, k, Value::from(7), StoreOrigin::Named).unwrap();
/// let bytes = clone::serialize(&mut sender, Value::Object(o), CloneOptions::default()).unwrap();
///
/// // Another heap reads the copy: `{}` plus `id`, as a named store would make it.
/// let mut receiver = Heap::new();
/// let Value::Object(copy) = clone::deserialize(&mut receiver, &bytes).unwrap() else {
///     panic!("an object")
/// };
/// let k = receiver.key("id");
/// assert_eq!(receiver.get(copy, k).unwrap(), Value::from(7));
/// assert_eq!(receiver.has_fast_properties(copy), Some(true));
/// ```
pub fn serialize(
    heap: &mut Heap,
    value: Value,
    options: CloneOptions,
) -> Result<Vec<u8>, CloneError> {
    Serializer::new(options).serialize(heap, value)
}

/// Reads a message into `heap`.
///
/// Bytes from outside are checked as they are read; anything that is not a
/// message of this format is an error that says what is wrong, and the heap
/// keeps nothing of a refused message.
///
/// ```
/// use shapeshift::clone;
/// use shapeshift::Heap;
/// let mut heap = Heap::new();
/// let before = heap.object_count();
/// let refusal = clone::deserialize(&mut heap, b"hello").unwrap_err();
/// assert!(refusal.to_string().contains("not a clone message"));
/// assert_eq!(heap.object_count(), before);
/// ```
pub fn deserialize(heap: &mut Heap, bytes: &[u8]) -> Result<Value, CloneError> {
    Deserializer::new().deserialize(heap, bytes)
}

/// What the clone format knows about one shape, computed once per shape.
#[derive(Clone, Debug)]
pub(crate) struct FlatShape {
    /// Field index of each descriptor, in descriptor (key) order.
    pub(crate) fields: Box<[u32]>,
    /// Whether `fields` is `0, 1, 2, …` (a shape grown by adds from `{}`):
    /// the fields are then the object's region as it lies.
    pub(crate) in_order: bool,
    /// The descriptors' keys, in order.
    pub(crate) keys: Box<[PropertyKey]>,
    /// The shape entry as written: its varint byte length, then varint key
    /// count, then varint length + UTF-8 for each key.
    pub(crate) entry: Box<[u8]>,
    /// The shape a `{}` plus these keys as named adds reaches in this heap, if
    /// every transition on the way exists already (`Some(itself)` for a shape
    /// grown from `{}`).
    pub(crate) clone_target: Option<ShapeId>,
}

/// The per-shape cache of the clone fast path: for every shape, unknown, not
/// flat, or flat with its facts (field index and key per descriptor, the
/// encoded shape entry, the shape `{}` plus its keys reaches). Shapes never
/// change the facts it records (key, attributes and location of each
/// descriptor, prototype, kind, mode), but a deprecation replaces transitions,
/// which moves the shape `{}` plus the keys reaches: when the heap's
/// deprecation count moves, every shape is looked at again (the facts already
/// handed out stay where they are) and the resolved entries are forgotten.
/// Also the shape entries this heap resolved as a receiver. Not archived: a
/// restored heap fills it again on use.
#[derive(Clone, Debug, Default)]
pub struct ShapeCache {
    /// The heap's deprecation count the entries were computed under.
    deprecations: u64,
    /// Per shape index: 0 unknown, 1 not flat, `n + 2` flat with `flat[n]`.
    state: Vec<u32>,
    flat: Vec<FlatShape>,
    /// Shape entries this heap has resolved as a receiver: XXH3-64 of the
    /// entry's bytes → (those bytes, the shape the walk reached). Bounded by
    /// [`MAX_RESOLVED_ENTRIES`].
    pub(crate) resolved: FxHashMap<u64, (Box<[u8]>, ShapeId)>,
    /// Shape entries found in `resolved` (the walk skipped).
    pub(crate) resolved_hits: u64,
}

/// How many resolved shape entries a receiving heap remembers. Each is one
/// distinct key list (a few hundred bytes at most in practice), so the bound
/// keeps a stream of hostile entries from growing memory without limit while
/// covering any real program's set of message shapes.
pub const MAX_RESOLVED_ENTRIES: usize = 4_096;

const UNKNOWN: u32 = 0;
const NOT_FLAT: u32 = 1;

impl ShapeCache {
    /// Number of shapes known to be flat.
    pub fn flat_shapes(&self) -> usize {
        self.flat.len()
    }

    /// Shape entries this heap resolved as a receiver and remembers.
    pub fn resolved_entries(&self) -> usize {
        self.resolved.len()
    }

    /// Shape entries a message used that this heap had resolved before (each
    /// one a walk skipped).
    pub fn resolved_hits(&self) -> u64 {
        self.resolved_hits
    }

    pub(crate) fn get(&self, index: u32) -> &FlatShape {
        &self.flat[index as usize]
    }
}

/// This heap's clone cache (kept among the heap's [`HeapCaches`](crate::heap::HeapCaches)),
/// if the clone ran in it. A heap's clone cache is its own: shape IDs mean nothing in
/// another heap.
pub fn shape_cache(heap: &Heap) -> Option<&ShapeCache> {
    heap.caches().get::<ShapeCache>()
}

/// Forgets what a deprecation may have changed (see [`ShapeCache`]).
#[inline]
pub(crate) fn refresh_after_deprecations(heap: &mut Heap) {
    let now = heap.shapes().deprecations();
    if shape_cache(heap).is_some_and(|c| c.deprecations != now) {
        let cache = cache_mut(heap);
        cache.deprecations = now;
        cache.state.clear();
        cache.resolved.clear();
    }
}

/// This heap's clone cache, made on first use.
pub(crate) fn cache_mut(heap: &mut Heap) -> &mut ShapeCache {
    heap.caches_mut().get_or_default::<ShapeCache>()
}

/// A word made from a string's bytes. For up to eight bytes it is exact: two
/// texts of one length have the same word only if they are the same text (the
/// first and last four bytes cover all eight, the first, middle and last byte
/// all three). Longer texts share words, and equal texts always have equal
/// words: the writer's string pool and the reader's received strings compare
/// those in full.
#[inline(always)]
pub(crate) fn text_word(b: &[u8]) -> u64 {
    let n = b.len();
    if let (Some(first), Some(last)) = (b.first_chunk::<8>(), b.last_chunk::<8>()) {
        return u64::from_le_bytes(*first) ^ u64::from_le_bytes(*last).rotate_left(29);
    }
    if let (Some(first), Some(last)) = (b.first_chunk::<4>(), b.last_chunk::<4>()) {
        return u64::from(u32::from_le_bytes(*first)) | u64::from(u32::from_le_bytes(*last)) << 32;
    }
    match (b.first(), b.get(n / 2), b.last()) {
        (Some(&first), Some(&middle), Some(&last)) => {
            u64::from(first) | u64::from(middle) << 8 | u64::from(last) << 16
        }
        _ => 0,
    }
}

/// The facts of flat shape `index`, which [`flat_shape`] returned (so the
/// cache exists and holds it).
#[inline]
pub(crate) fn flat_facts(heap: &Heap, index: u32) -> &FlatShape {
    match shape_cache(heap) {
        Some(cache) => cache.get(index),
        None => unreachable!("flat_shape made the cache before returning an index"),
    }
}

/// The flat-shape facts for `shape`, computing them on first use: `Some(index)`
/// into the heap's [`ShapeCache`] when flat.
#[inline]
pub(crate) fn flat_shape(heap: &mut Heap, shape: ShapeId) -> Option<u32> {
    match known_flat_shape(heap, shape) {
        Some(known) => known.map(|(index, _)| index),
        None => flat_shape_slow(heap, shape),
    }
}

/// [`flat_shape`] with the facts, for a shape seen before with no
/// deprecation since (one look at the cache): `Some(Some((index, facts)))`
/// when flat, `Some(None)` when not, and `None` when the cache does not know
/// (then [`flat_shape`] finds out).
#[inline]
pub(crate) fn known_flat_shape(heap: &Heap, shape: ShapeId) -> Option<Option<(u32, &FlatShape)>> {
    let cache = shape_cache(heap)?;
    if cache.deprecations != heap.shapes().deprecations() {
        return None;
    }
    match cache.state.get(shape.index() as usize) {
        Some(&NOT_FLAT) => Some(None),
        Some(&n) if n != UNKNOWN => Some(Some((n - 2, cache.get(n - 2)))),
        _ => None,
    }
}

/// [`flat_shape`] for a shape the cache does not hold under the heap's
/// current deprecation count: it is not in the cache, the cache is new, or a
/// deprecation since made the cache forget every shape. Once the cache is
/// brought up to date the shape is unknown, so its facts are computed.
#[inline(never)]
fn flat_shape_slow(heap: &mut Heap, shape: ShapeId) -> Option<u32> {
    let i = shape.index() as usize;
    refresh_after_deprecations(heap);
    let now = heap.shapes().deprecations();
    let root = heap.object_function_map();
    let computed = compute_flat(heap, root, shape);
    let cache = cache_mut(heap);
    // A cache made just now starts out under the current count too.
    cache.deprecations = now;
    if cache.state.len() <= i {
        cache.state.resize(i + 1, UNKNOWN);
    }
    match computed {
        Some(flat) => {
            cache.flat.push(flat);
            let n = (cache.flat.len() - 1) as u32;
            cache.state[i] = n + 2;
            Some(n)
        }
        None => {
            cache.state[i] = NOT_FLAT;
            None
        }
    }
}

fn compute_flat(heap: &Heap, root: ShapeId, shape: ShapeId) -> Option<FlatShape> {
    let shapes = heap.shapes();
    let s = shapes.get(shape);
    let plain_proto = match s.prototype() {
        None => true,
        Some(p) => p == heap.intrinsics().object_prototype,
    };
    if s.is_dictionary() || s.kind() != ObjectKind::Ordinary || !plain_proto {
        return None;
    }
    let descriptors = shapes.descriptors(shape);
    let mut fields = Vec::with_capacity(descriptors.len());
    let mut keys = Vec::new();
    wire::put_varint(&mut keys, descriptors.len() as u32);
    let mut target = Some(root);
    for d in descriptors {
        let (PropertyKey::String(atom), DescriptorValue::Field(f)) = (d.key, d.value) else {
            return None;
        };
        if !d.attrs.contains(Attrs::ENUMERABLE | Attrs::WRITABLE) {
            return None;
        }
        fields.push(f);
        wire::put_bytes(
            &mut keys,
            heap.atoms().name(atom).unwrap_or_default().as_bytes(),
        );
        target = target.and_then(|t| {
            shapes.find_transition(
                t,
                &TransitionKey::Add {
                    key: d.key,
                    attrs: Attrs::DEFAULT,
                },
            )
        });
    }
    let mut entry = Vec::with_capacity(keys.len() + 5);
    wire::put_bytes(&mut entry, &keys);
    let in_order = fields.iter().enumerate().all(|(i, &f)| f == i as u32);
    Some(FlatShape {
        in_order,
        fields: fields.into(),
        keys: descriptors.iter().map(|d| d.key).collect(),
        entry: entry.into(),
        clone_target: target,
    })
}

/// Structured clone within one heap.
impl Heap {
    /// `structuredClone(value)` within one heap, with the shapes V8's
    /// `ValueDeserializer` gives the copy: the value is written in the clone
    /// format and read back ([`crate::clone`]), as V8 does.
    ///
    /// - an ordinary object (whatever its prototype or mode) becomes a fresh object
    ///   from the Object function's map (`{}`), and its own enumerable properties
    ///   are added in `Reflect.ownKeys` order as named adds
    ///   (`ReadJSObjectProperties` follows or makes add transitions), so a copy
    ///   shares the map of `{}` + the same named stores; index keys become elements;
    /// - an array becomes an array with the same elements, then its other own
    ///   enumerable properties;
    /// - getters are called (opaque functions give `undefined`), non-enumerable,
    ///   symbol-keyed and inherited properties are skipped;
    /// - shared references and cycles keep their identity in the copy (the
    ///   serializer's back-references);
    /// - a function throws [`JsErrorKind::DataClone`](crate::error::JsErrorKind::DataClone);
    ///   nesting deeper than [`MAX_CLONE_DEPTH`]
    ///   throws `RangeError: Maximum call stack size exceeded`, as V8 does when
    ///   its stack runs out.
    pub fn structured_clone(&mut self, value: Value) -> Result<Value, JsError> {
        clone_within(self, value)
    }
}

/// `structuredClone(value)` within one heap: a write and a read of the
/// in-process encoding (snapshot shapes by ID when the heap was restored).
pub(crate) fn clone_within(heap: &mut Heap, value: Value) -> Result<Value, JsError> {
    if !matches!(
        value,
        Value::Object(_) | Value::Native(_) | Value::Symbol(_)
    ) {
        return Ok(value);
    }
    let options = CloneOptions {
        peer_snapshot: heap.snapshot_identity(),
        ..CloneOptions::default()
    };
    let bytes = serialize(heap, value, options)?;
    Ok(deserialize(heap, &bytes)?)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_message_over_four_gibibytes_is_refused_by_length() {
        assert_eq!(check_message_length(MAX_MESSAGE_BYTES), Ok(()));
        let err = check_message_length(MAX_MESSAGE_BYTES + 1).unwrap_err();
        assert_eq!(
            err,
            CloneError::TooLarge {
                length: MAX_MESSAGE_BYTES + 1
            }
        );
        assert!(err.to_string().contains("32-bit"), "{err}");
    }

    use super::*;

    #[test]
    fn hot_path_results_stay_two_registers_wide() {
        assert_eq!(std::mem::size_of::<Result<Value, Fault>>(), 16);
        assert_eq!(std::mem::size_of::<Result<u32, Fault>>(), 16);
    }

    #[test]
    fn errors_convert_to_what_structured_clone_throws() {
        let deep: JsError = CloneError::TooDeep { offset: 0 }.into();
        assert_eq!(
            deep.to_string(),
            "RangeError: Maximum call stack size exceeded"
        );
        let other: JsError = CloneError::PortClosed.into();
        assert_eq!(other.name(), "TypeError");
    }
}
