//! The writer: a value of a heap → one message.
//!
//! The walk keeps its own stack of open containers ([`Frame`]), each with its
//! run of pending items in one shared vector, so nesting depth costs no native
//! stack. Objects are numbered in the order their first tag is written; a second
//! visit writes a back-reference.
//!
//! A channel carries one kind of message over and over. A session remembers
//! the shape of the last root it wrote as one value block of leaves
//! ([`KnownRoot`]); the next root of that shape is written straight from its
//! fields, header, shape slot and block, without the walk's per-object work.
//! It makes the walk's checks on the object itself (its ID, shape, elements
//! and fields) and writes the bytes the walk would, which the tests below
//! compare message by message.

use super::session::{SenderSession, TEMPLATE_NODES_MAX, TemplateNode};
use super::wire::{self, tag};
use super::{
    CloneError, CloneOptions, Encoding, MAX_CLONE_DEPTH, flat_facts, flat_shape, known_flat_shape,
    text_word,
};
use crate::atoms::PropertyKey;
use crate::heap::Heap;
use crate::object::{Elements, ObjectId, PropertySlot};
use crate::shape::{ObjectKind, ShapeId};
use crate::value::{Slot, Value};
use hashbrown::HashTable;
use rustc_hash::FxHashMap;
use xxhash_rust::xxh3::xxh3_64;

/// Pool entries searched linearly before the pool moves to a hash table: below
/// this, comparing lengths (and the rare equal-length bytes) is cheaper than
/// hashing every string (measured on `clone/serialize_fast/flat16`).
const POOL_LINEAR_MAX: usize = 16;

/// What the shape fast path did with an object.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Flat {
    /// Wrote it as a flat object.
    Written,
    /// Its shape is flat but a value is an object: its fields are in
    /// `fields`, its keys in shape-cache entry `.0`.
    HasObjects(u32),
    /// Not a flat shape (or it has elements).
    No,
}

/// One thing still to write inside an open container. Values are read when
/// the container opens; if a getter has run since (anywhere in the message),
/// they are read again when written (see [`Frame::epoch`]).
#[derive(Copy, Clone)]
enum Item {
    /// A dense array element (no key is written) at this index.
    Element(u32, Value),
    /// A hole in a dense array at this index.
    Hole(u32),
    /// A data property: key, then value.
    Property(PropertyKey, Value),
    /// An accessor property: its getter runs when the property is written, as
    /// V8's serializer reads each property in turn.
    Getter(PropertyKey),
    /// The value of a value block's nested word: written in full, with no key.
    Nested(Value),
}

/// A flat object's fields in field order: where the shape's fields are the
/// object's region as it lies, the heap's in-object run and its property
/// array's run, read in place; otherwise one run gathered into the writer's
/// scratch vector (`tail` empty).
#[derive(Copy, Clone)]
struct Fields<'a> {
    head: &'a [Slot],
    tail: &'a [Slot],
}

impl<'a> Fields<'a> {
    fn len(self) -> usize {
        self.head.len() + self.tail.len()
    }

    fn get(self, i: usize) -> Option<Slot> {
        match i.checked_sub(self.head.len()) {
            None => self.head.get(i).copied(),
            Some(j) => self.tail.get(j).copied(),
        }
    }

    fn iter(self) -> impl Iterator<Item = Slot> + 'a {
        self.head.iter().chain(self.tail).copied()
    }

    /// Whether a field holds an object, a native or a symbol.
    fn any_object_native_or_symbol(self) -> bool {
        self.iter().any(Slot::is_object_native_or_symbol)
    }
}

/// Writes the words of one run of a value block's fields (field `first` on),
/// into `words`, sized to them. Numbers, `undefined`, `null` and booleans are
/// their own wire words; a string held in the session is its slot's word; any
/// other string is noted in `pooled`, written as it is, and given its pool
/// index after. Whether a field holds an object, a native or a symbol, which
/// the caller makes a nested word.
#[inline(always)]
fn block_words(
    heap: &Heap,
    session: &mut Option<SenderSession>,
    pooled: &mut Vec<u32>,
    run: &[Slot],
    first: usize,
    words: &mut [u8],
) -> bool {
    let mut nests = false;
    let words = words.chunks_exact_mut(wire::BLOCK_WORD_BYTES);
    for (i, (slot, at)) in run.iter().zip(words).enumerate() {
        let mut word = slot.bits();
        // One compare sets numbers and the other inline values apart.
        if slot.is_string_object_native_or_symbol() {
            if let Some(s) = slot.as_string() {
                match session
                    .as_mut()
                    .and_then(|session| session.string(s, || heap.stored_str(s)))
                {
                    Some(slot) => word = wire::block_session_string_word(slot),
                    None => pooled.push((first + i) as u32),
                }
            } else {
                nests = true;
            }
        }
        at.copy_from_slice(&word.to_le_bytes());
    }
    nests
}

/// The shape of the last session root written as one value block of leaves,
/// with what the writer needs to write the next root of that shape the same
/// way without the walk ([`Serializer::write_known_root`]). A program posts
/// one kind of message over a channel again and again; this is what the
/// walk's per-object work (the ID lookup, the kind, the shape cache, the
/// template hint, the nesting rule) answers the same for each of them.
#[derive(Copy, Clone)]
struct KnownRoot {
    /// The heap instance the shape's ID is of. (What the writer knows of a
    /// shape never changes: a deprecation moves only the shape `{}` plus its
    /// keys reaches, which a session's value block does not name.)
    instance: u64,
    shape: ShapeId,
    /// The shape's entry in the heap's shape cache, and its field count
    /// (its fields lie in order in the object's region).
    index: u32,
    fields: u32,
}

/// An open container.
struct Frame {
    /// The object being written.
    object: ObjectId,
    /// How many getters had run in this message when the container opened: if
    /// more have run since, its values may have changed, and each is read
    /// again when written (a property a getter deleted is skipped, as V8's
    /// `WriteJSObjectPropertiesSlow` does).
    epoch: u64,
    /// Its items are `items[start..end]`; `next` is the next to write. Items of
    /// a nested container go after `end` and are dropped when it closes.
    start: usize,
    next: usize,
    end: usize,
    /// The tag that closes it; `None` for the nested values of a value
    /// block, which end when the last is written.
    end_tag: Option<u8>,
    /// Properties written (the count after the end tag).
    properties: u32,
    /// For arrays, the length written after the count.
    length: Option<u32>,
}

/// Writes values as messages. Keep one per sending thread to reuse its scratch
/// space. Nothing a message wrote (strings, shapes, objects) is remembered by the
/// next one, except in a [session](super::session): its tables, and the shape
/// of its last flat root, outlast each message.
pub struct Serializer {
    options: CloneOptions,
    /// The string pool of the current message: indices into `pool`, hashed by
    /// content (in-process encoding only).
    pool_table: HashTable<u32>,
    /// Per pooled string: its [`text_word`] (while the pool is searched
    /// linearly) or its hash (once it is hashed), and where its bytes are in
    /// the message (from `message_start`).
    pool: Vec<(u64, u32, u32)>,
    /// Where the current message starts in the output buffer (which may
    /// hold earlier messages): pool offsets count from here.
    message_start: usize,
    /// One bit per (word, length) hash of the linearly searched pool's strings.
    pool_filter: u64,
    /// Objects written so far in this message → their message ID.
    objects: Numbering<ObjectId>,
    /// Shape entries defined so far in this message (by the source's shape).
    shape_entries: Numbering<ShapeId>,
    stack: Vec<Frame>,
    items: Vec<Item>,
    /// Scratch: the fields of a flat object as the heap packs them (when
    /// they cannot be read in place, or when the object is written by the
    /// generic path), and an object's own properties.
    fields: Vec<Slot>,
    slots: Vec<(PropertyKey, PropertySlot)>,
    /// Getters run so far in this message (see [`Frame::epoch`]).
    getters_run: u64,
    /// Open frames of nested values (see [`Serializer::may_nest`]).
    nested_open: u32,
    /// Whether the message is being written again without nested values.
    nesting_off: bool,
    /// Whether a getter was about to run under nested values, so that the
    /// message has to be written again without them.
    restart: bool,
    /// Whether this message may name snapshot shapes by ID.
    snapshot_shapes: Option<u32>,
    /// Scratch: the fields of the value block being written whose strings
    /// go through the message's pool.
    pooled: Vec<u32>,
    /// The session the messages form, if they form one.
    session: Option<SenderSession>,
    /// Scratch of [`Serializer::template_walk`] and
    /// [`Serializer::write_walked_template`]: the message's template nodes
    /// as signature words, its leaves, its objects, each object's shape and
    /// flat-shape index and then its session shape slot, and the walk's
    /// stack of values still to visit.
    template: Vec<u64>,
    template_leaves: Vec<Slot>,
    template_objects: Vec<ObjectId>,
    template_shapes: Vec<(ShapeId, u32)>,
    template_slots: Vec<u32>,
    template_stack: Vec<Slot>,
    /// Whether the next object `write_value` sees is a session message's
    /// root, not yet offered to a template.
    template_root: bool,
    /// The shape of the last root object a template carried.
    template_hint: Option<ShapeId>,
    /// The shape of the last root written as one value block of leaves.
    known_root: Option<KnownRoot>,
    /// Messages [`Serializer::write_known_root`] wrote.
    #[cfg(test)]
    known_root_messages: u64,
}

impl Serializer {
    /// A serializer with `options`.
    pub fn new(options: CloneOptions) -> Self {
        Serializer {
            options,
            pool_table: HashTable::new(),
            pool: Vec::new(),
            pool_filter: 0,
            objects: Numbering::default(),
            shape_entries: Numbering::default(),
            stack: Vec::new(),
            items: Vec::new(),
            fields: Vec::new(),
            slots: Vec::new(),
            getters_run: 0,
            nested_open: 0,
            nesting_off: false,
            restart: false,
            snapshot_shapes: None,
            pooled: Vec::new(),
            session: (options.session && options.encoding == Encoding::InProcess)
                .then(SenderSession::new),
            template: Vec::new(),
            template_leaves: Vec::new(),
            template_objects: Vec::new(),
            template_shapes: Vec::new(),
            template_slots: Vec::new(),
            template_stack: Vec::new(),
            template_root: false,
            template_hint: None,
            known_root: None,
            message_start: 0,
            #[cfg(test)]
            known_root_messages: 0,
        }
    }

    /// The options in force.
    pub fn options(&self) -> CloneOptions {
        self.options
    }

    /// Writes `value` as a new message.
    pub fn serialize(&mut self, heap: &mut Heap, value: Value) -> Result<Vec<u8>, CloneError> {
        let mut out = Vec::new();
        self.serialize_into(heap, value, &mut out)?;
        Ok(out)
    }

    /// Appends `value` as a message to `out`. On error `out` is left as it was.
    pub fn serialize_into(
        &mut self,
        heap: &mut Heap,
        value: Value,
        out: &mut Vec<u8>,
    ) -> Result<(), CloneError> {
        let start = out.len();
        self.message_start = start;
        let mut result = if self.write_known_root(heap, value, out) {
            #[cfg(test)]
            {
                self.known_root_messages += 1;
            }
            Ok(())
        } else {
            self.write_message(heap, value, out)
        };
        if self.restart {
            // A getter was about to run under a value block's nested values
            // (see `may_nest`): nothing has run yet, so the message is
            // written again from its start with every object in order.
            self.reset();
            if let Some(session) = &mut self.session {
                session.roll_back();
            }
            out.truncate(start);
            self.nesting_off = true;
            result = self.write_message(heap, value, out);
            self.nesting_off = false;
        }
        if result.is_ok() {
            result = super::check_message_length(out.len() - start);
        }
        self.reset();
        match (&mut self.session, &result) {
            (Some(session), Ok(())) => session.commit(),
            (Some(session), Err(_)) => session.roll_back(),
            (None, _) => {}
        }
        if result.is_err() {
            out.truncate(start);
        }
        result
    }

    fn reset(&mut self) {
        if !self.pool_table.is_empty() {
            self.pool_table.clear();
        }
        self.pool.clear();
        self.pool_filter = 0;
        self.objects.clear();
        self.shape_entries.clear();
        self.stack.clear();
        self.items.clear();
        self.getters_run = 0;
        self.nested_open = 0;
        self.restart = false;
        self.template_root = false;
    }

    /// Whether an object of a flat shape whose fields include objects may be
    /// written as a value block with nested values: in-process, and only
    /// while no getter has run in the message.
    ///
    /// The block holds the fields as they were when it was written, while
    /// V8 reads each property when its turn comes, after the values before
    /// it. The two differ only if a getter runs in between, so a getter
    /// about to run under an open block ([`Serializer::read_live`]) stops the
    /// message before it runs, and the message is written again without
    /// nested values (`serialize_into`): every getter runs once, in V8's
    /// order.
    #[inline]
    fn may_nest(&self) -> bool {
        self.options.encoding == Encoding::InProcess && !self.nesting_off && self.getters_run == 0
    }

    fn write_message(
        &mut self,
        heap: &mut Heap,
        value: Value,
        out: &mut Vec<u8>,
    ) -> Result<(), CloneError> {
        // Everything reachable from a value of this heap is this heap's.
        heap.check_value(value)?;
        out.push(wire::FORMAT_VERSION);
        self.snapshot_shapes = None;
        // Where the session's definitions go: the count's placeholder byte.
        let mut definitions_at = None;
        match self.options.encoding {
            Encoding::Canonical => out.push(wire::ENCODING_CANONICAL),
            Encoding::InProcess => {
                out.push(wire::ENCODING_IN_PROCESS);
                let flags_at = out.len();
                out.push(0);
                let identity = heap.snapshot_identity();
                if let Some(id) = identity
                    && self.options.peer_snapshot == Some(id)
                {
                    out[flags_at] |= wire::FLAG_SNAPSHOT_SHAPES;
                    out.extend_from_slice(&id.to_le_bytes());
                    self.snapshot_shapes = Some(heap.shapes().snapshot_shapes());
                }
                if let Some(session) = &mut self.session {
                    out[flags_at] |= wire::FLAG_SESSION;
                    definitions_at = Some(session.begin_message(heap, out));
                }
            }
        }
        // A session template may carry the value: `write_value` offers the
        // root to one, an array at once, an object once its block turned
        // out to nest values (so that a flat object of leaves pays nothing).
        self.template_root = self.session.is_some() && self.options.fast_path;
        self.write_body(heap, value, out)?;
        self.template_root = false;
        // The definitions the value made go before it.
        if let (Some(at), Some(session)) = (definitions_at, &self.session) {
            session.place_definitions(at, out);
        }
        Ok(())
    }

    /// Writes `value` as a message if it is an object of the shape
    /// [`KnownRoot`] remembers and every field holds a leaf: the header, the
    /// shape's session slot and the value block, the bytes `write_message`
    /// writes for it. Returns whether it did; otherwise nothing was written.
    #[inline]
    fn write_known_root(&mut self, heap: &Heap, value: Value, out: &mut Vec<u8>) -> bool {
        let (Some(known), Value::Object(o)) = (self.known_root, value) else {
            return false;
        };
        // The walk's checks, in the order it makes them: an object of this
        // heap, of the shape (so an ordinary object of a flat shape), not
        // the template's hint, with no elements and its fields in place.
        let Some(shape) = heap.shape_of(o) else {
            return false;
        };
        if shape != known.shape
            || heap.caches().instance() != known.instance
            || self.template_hint == Some(shape)
            || !heap.object_known(o).elements.is_empty()
        {
            return false;
        }
        let Some((head, tail)) = heap.ordered_field_slots(o, known.fields) else {
            return false;
        };
        let fields = Fields { head, tail };
        // A field that holds an object makes the block nest values, which
        // the walk writes.
        if fields.any_object_native_or_symbol() {
            return false;
        }
        let Some(session) = self.session.as_mut() else {
            return false;
        };
        let start = out.len();
        out.extend_from_slice(&[
            wire::FORMAT_VERSION,
            wire::ENCODING_IN_PROCESS,
            wire::FLAG_SESSION,
        ]);
        let definitions_at = session.begin_message(heap, out);
        let entry = || &flat_facts(heap, known.index).entry[..];
        let Some(slot) = session.shape(shape, entry) else {
            // The slot holds another shape that a failed message of this
            // number used (its marks stay): the walk writes the shape in full.
            out.truncate(start);
            return false;
        };
        out.push(tag::SESSION_FLAT_BLOCK);
        wire::put_varint(out, slot);
        self.write_block(heap, o, fields, out);
        if let Some(session) = &self.session {
            session.place_definitions(definitions_at, out);
        }
        true
    }

    /// Remembers root `o`, just written as one value block of leaves, for
    /// [`Serializer::write_known_root`], when its fields lie in order in its
    /// region and no snapshot's shapes are in play.
    fn remember_root(&mut self, heap: &Heap, o: ObjectId) {
        let shape = heap.shape_of_known(o);
        self.known_root = match known_flat_shape(heap, shape) {
            Some(Some((index, flat))) if flat.in_order && self.options.peer_snapshot.is_none() => {
                Some(KnownRoot {
                    instance: heap.caches().instance(),
                    shape,
                    index,
                    fields: flat.fields.len() as u32,
                })
            }
            _ => None,
        };
    }

    /// The message's value, after the header.
    fn write_body(
        &mut self,
        heap: &mut Heap,
        value: Value,
        out: &mut Vec<u8>,
    ) -> Result<(), CloneError> {
        self.write_value(heap, value, out)?;
        while let Some(frame) = self.stack.last_mut() {
            if frame.next < frame.end {
                let item = self.items[frame.next];
                frame.next += 1;
                let (object, stale) = (frame.object, frame.epoch != self.getters_run);
                match item {
                    Item::Element(i, v) => {
                        let v = if stale {
                            self.read_live(heap, object, PropertyKey::Index(i))?
                        } else {
                            Some(v)
                        };
                        match v {
                            Some(v) => self.write_value(heap, v, out)?,
                            None => out.push(tag::HOLE),
                        }
                    }
                    Item::Hole(i) => match stale {
                        false => out.push(tag::HOLE),
                        true => match self.read_live(heap, object, PropertyKey::Index(i))? {
                            Some(v) => self.write_value(heap, v, out)?,
                            None => out.push(tag::HOLE),
                        },
                    },
                    Item::Property(key, v) => {
                        let v = if stale {
                            self.read_live(heap, object, key)?
                        } else {
                            Some(v)
                        };
                        if let Some(v) = v {
                            self.write_property(heap, key, v, out)?;
                        }
                    }
                    Item::Getter(key) => {
                        if let Some(v) = self.read_live(heap, object, key)? {
                            self.write_property(heap, key, v, out)?;
                        }
                    }
                    // No getter ran since the block was written (`may_nest`).
                    Item::Nested(v) => self.write_value(heap, v, out)?,
                }
            } else {
                match frame.end_tag {
                    Some(end_tag) => {
                        out.push(end_tag);
                        wire::put_varint(out, frame.properties);
                        if let Some(length) = frame.length {
                            wire::put_varint(out, length);
                        }
                    }
                    None => self.nested_open -= 1,
                }
                let start = frame.start;
                self.items.truncate(start);
                self.stack.pop();
            }
        }
        Ok(())
    }

    /// Writes a property of the open container: its key and value.
    fn write_property(
        &mut self,
        heap: &mut Heap,
        key: PropertyKey,
        v: Value,
        out: &mut Vec<u8>,
    ) -> Result<(), CloneError> {
        if let Some(frame) = self.stack.last_mut() {
            frame.properties += 1;
        }
        self.write_key(heap, key, out);
        self.write_value(heap, v, out)
    }

    /// An own property's value now (`None` if it is gone), running its getter.
    fn read_live(
        &mut self,
        heap: &mut Heap,
        object: ObjectId,
        key: PropertyKey,
    ) -> Result<Option<Value>, CloneError> {
        let Some(p) = heap.get_own_property_known(object, key) else {
            return Ok(None);
        };
        if matches!(p.slot, PropertySlot::Accessor { .. }) {
            if self.nested_open > 0 {
                // Stop before the getter runs (see `may_nest`); the error
                // never leaves `serialize_into`, which writes the message
                // again.
                self.restart = true;
                return Err(CloneError::DataClone(Value::Undefined));
            }
            self.getters_run += 1;
        }
        Ok(Some(heap.read_slot(object, object, key, p.slot)?))
    }

    /// Writes one value: a primitive in full, an object's opening (its items are
    /// queued on a new frame).
    fn write_value(
        &mut self,
        heap: &mut Heap,
        value: Value,
        out: &mut Vec<u8>,
    ) -> Result<(), CloneError> {
        let o = match value {
            Value::Object(o) => o,
            Value::Native(_) | Value::Symbol(_) => return Err(CloneError::DataClone(value)),
            primitive => {
                self.write_primitive(heap, primitive, out);
                return Ok(());
            }
        };
        if let Some(id) = self.objects.get(o) {
            out.push(tag::OBJECT_REFERENCE);
            wire::put_varint(out, id);
            return Ok(());
        }
        match heap.kind_of_known(o) {
            ObjectKind::Function | ObjectKind::ArrowFunction => Err(CloneError::DataClone(value)),
            // Function.prototype is a function in V8, whatever its kind here.
            ObjectKind::Ordinary if o == heap.intrinsics().function_prototype => {
                Err(CloneError::DataClone(value))
            }
            ObjectKind::Ordinary => {
                let root = std::mem::take(&mut self.template_root);
                // A root of the shape the last templated root had is walked
                // first: its block would most likely be taken back.
                let hinted = root && self.template_hint == Some(heap.shape_of_known(o));
                if hinted {
                    if self.template_walk(heap, o) && self.write_walked_template(heap, o, out) {
                        return Ok(());
                    }
                    self.template_hint = None;
                }
                let at = out.len();
                let mut flat = if self.options.fast_path {
                    self.write_flat(heap, o, out)
                } else {
                    Flat::No
                };
                // A session message's root whose block has nested values:
                // the message may be a template's. The block is taken back
                // (and the writer is as it was before the root) only when
                // the walk finds a tree.
                if flat == Flat::Written
                    && root
                    && !hinted
                    && self.nested_open > 0
                    && self.template_walk(heap, o)
                {
                    out.truncate(at);
                    self.reset();
                    if self.write_walked_template(heap, o, out) {
                        self.template_hint = Some(heap.shape_of_known(o));
                        return Ok(());
                    }
                    // A slot the template needs is taken in this message:
                    // the root is written as before.
                    flat = self.write_flat(heap, o, out);
                }
                if flat == Flat::Written {
                    if root && !hinted && self.nested_open == 0 {
                        self.remember_root(heap, o);
                    }
                    return Ok(());
                }
                self.open(o)?;
                out.push(tag::BEGIN_OBJECT);
                let start = self.items.len();
                match flat {
                    // A flat shape whose values include objects: the properties
                    // come straight from the descriptors and the fields already
                    // read (V8's `WriteJSObject` fast path), not from a lookup
                    // of each key.
                    Flat::HasObjects(index) => {
                        let keys = &flat_facts(heap, index).keys;
                        self.items.extend(
                            keys.iter()
                                .zip(&self.fields)
                                .map(|(&k, &slot)| Item::Property(k, slot.get())),
                        );
                    }
                    _ => self.queue_properties(heap, o, false),
                }
                self.push_frame(o, start, Some(tag::END_OBJECT), None);
                Ok(())
            }
            ObjectKind::Array => {
                if std::mem::take(&mut self.template_root)
                    && self.template_walk(heap, o)
                    && self.write_walked_template(heap, o, out)
                {
                    return Ok(());
                }
                self.open(o)?;
                let start = self.items.len();
                let dense = match &heap.object_known(o).elements {
                    Elements::Dense(v) => {
                        out.push(tag::BEGIN_DENSE_ARRAY);
                        wire::put_varint(out, v.len() as u32);
                        self.items
                            .extend(v.iter().enumerate().map(|(i, e)| match e.element() {
                                Some(v) => Item::Element(i as u32, v),
                                None => Item::Hole(i as u32),
                            }));
                        true
                    }
                    Elements::Sparse(_) => false,
                };
                let length = heap.object_known(o).elements.length();
                if dense {
                    self.queue_properties(heap, o, true);
                    self.push_frame(o, start, Some(tag::END_DENSE_ARRAY), Some(length));
                } else {
                    out.push(tag::BEGIN_SPARSE_ARRAY);
                    wire::put_varint(out, length);
                    self.queue_properties(heap, o, false);
                    self.push_frame(o, start, Some(tag::END_SPARSE_ARRAY), Some(length));
                }
                Ok(())
            }
        }
    }

    /// Numbers a new container and checks the depth.
    fn open(&mut self, o: ObjectId) -> Result<(), CloneError> {
        if self.stack.len() >= MAX_CLONE_DEPTH {
            return Err(CloneError::TooDeep { offset: 0 });
        }
        self.objects.number(o);
        Ok(())
    }

    /// Queues `o`'s own enumerable string-keyed properties, leaving out its
    /// elements when `skip_indices` (a dense array's elements are queued
    /// already; index keys are only ever elements, as `Heap::verify` checks).
    /// No getter runs here: an accessor is queued as [`Item::Getter`] and
    /// runs when its turn comes.
    fn queue_properties(&mut self, heap: &Heap, o: ObjectId, skip_indices: bool) {
        self.slots.clear();
        heap.enumerable_own_slots_of(o, !skip_indices, &mut self.slots);
        self.items
            .extend(self.slots.iter().filter_map(|&(k, slot)| match (k, slot) {
                (PropertyKey::Symbol(_), _) => None,
                (k, PropertySlot::Data(v)) => Some(Item::Property(k, v)),
                (k, PropertySlot::Accessor { .. }) => Some(Item::Getter(k)),
            }));
    }

    fn push_frame(
        &mut self,
        object: ObjectId,
        start: usize,
        end_tag: Option<u8>,
        length: Option<u32>,
    ) {
        self.stack.push(Frame {
            object,
            epoch: self.getters_run,
            start,
            next: start,
            end: self.items.len(),
            end_tag,
            properties: 0,
            length,
        });
    }

    /// The shape fast path: writes `o` as a flat object if it is one. Its
    /// shape and elements are checked before the first byte is written; its
    /// fields only where values cannot nest (a field that holds an object
    /// then sends `o` to the generic path).
    fn write_flat(&mut self, heap: &mut Heap, o: ObjectId, out: &mut Vec<u8>) -> Flat {
        let shape = heap.shape_of_known(o);
        let (index, flat) = match known_flat_shape(heap, shape) {
            Some(Some(known)) => known,
            Some(None) => return Flat::No,
            None => match flat_shape(heap, shape) {
                Some(index) => (index, flat_facts(heap, index)),
                None => return Flat::No,
            },
        };
        let heap = &*heap;
        if !heap.object_known(o).elements.is_empty() {
            return Flat::No;
        }
        // Fields in order are read where they lie; others are gathered.
        let in_place = flat
            .in_order
            .then(|| heap.ordered_field_slots(o, flat.fields.len() as u32))
            .flatten();
        let mut gathered = std::mem::take(&mut self.fields);
        gathered.clear();
        let fields = match in_place {
            Some((head, tail)) => Fields { head, tail },
            None => {
                heap.read_field_slots(o, &flat.fields, &mut gathered);
                Fields {
                    head: &gathered,
                    tail: &[],
                }
            }
        };
        // Where values may nest, to the depth the generic path allows, an
        // object field is a nested word of the value block, and the block
        // is written without a look at the fields first. Natives and symbols
        // nest too: each fails when its turn comes, after the fields before
        // it, where the generic path fails. Elsewhere an object field sends
        // the object to the generic path.
        let nests = self.may_nest() && self.stack.len() < MAX_CLONE_DEPTH;
        if !nests && fields.any_object_native_or_symbol() {
            // The generic path reads the fields from `self.fields`.
            if let Some((head, tail)) = in_place {
                gathered.extend_from_slice(head);
                gathered.extend_from_slice(tail);
            }
            self.fields = gathered;
            return Flat::HasObjects(index);
        }
        self.objects.number(o);
        let in_process = self.options.encoding == Encoding::InProcess;
        match (self.snapshot_shapes, flat.clone_target) {
            (Some(n), Some(target)) if target.index() < n => {
                out.push(tag::SNAPSHOT_SHAPE_OBJECT);
                wire::put_varint(out, target.index());
            }
            _ => {
                if let Some(slot) = self
                    .session
                    .as_mut()
                    .and_then(|session| session.shape(shape, || &flat.entry))
                {
                    out.push(tag::SESSION_FLAT_BLOCK);
                    wire::put_varint(out, slot);
                    self.write_block(heap, o, fields, out);
                    self.fields = gathered;
                    return Flat::Written;
                }
                out.push(if in_process {
                    tag::FLAT_BLOCK
                } else {
                    tag::FLAT_OBJECT
                });
                match self.shape_entries.get(shape) {
                    Some(entry) => wire::put_varint(out, entry),
                    None => {
                        wire::put_varint(out, self.shape_entries.number(shape));
                        out.extend_from_slice(&flat.entry);
                    }
                }
            }
        }
        if in_process {
            self.write_block(heap, o, fields, out);
        } else {
            // Numbers and strings are nearly all a flat object holds: test for
            // them on the packed bits, with plain branches (they predict better
            // than one jump table, and a number needs no decoding).
            for slot in fields.iter() {
                if let Some(n) = slot.as_number() {
                    wire::put_number(out, n);
                } else if let Some(s) = slot.as_string() {
                    self.write_str(heap.stored_str(s), out);
                } else {
                    self.write_primitive(heap, slot.get(), out);
                }
            }
        }
        self.fields = gathered;
        Flat::Written
    }

    /// Writes the message's value, the graph under `root` that
    /// [`Serializer::template_walk`] found to be a tree, by a session
    /// template (see [templates](super::session#templates)): when its
    /// objects' shapes and the template itself have session slots. Returns
    /// whether it did; otherwise nothing was written, and the message is
    /// written as any other (the shape slots claimed on the way are ones it
    /// would claim too).
    fn write_walked_template(&mut self, heap: &Heap, root: ObjectId, out: &mut Vec<u8>) -> bool {
        let Some(session) = self.session.as_mut() else {
            return false;
        };
        self.template_slots.clear();
        for &(shape, index) in &self.template_shapes {
            match session.shape(shape, || &flat_facts(heap, index).entry) {
                Some(slot) => self.template_slots.push(slot),
                None => return false,
            }
        }
        let Some(slot) = session.template(&self.template, &self.template_slots) else {
            return false;
        };
        out.push(tag::SESSION_TEMPLATE);
        wire::put_varint(out, slot);
        let leaves = std::mem::take(&mut self.template_leaves);
        // The leaves hold no object, native or symbol: nothing nests.
        self.write_block(
            heap,
            root,
            Fields {
                head: &leaves,
                tail: &[],
            },
            out,
        );
        self.template_leaves = leaves;
        true
    }

    /// Walks the graph under `root` in pre-order into the template scratch:
    /// whether it is a tree a template can carry (a tree of flat objects and
    /// dense arrays, at most [`TEMPLATE_NODES_MAX`] nodes).
    fn template_walk(&mut self, heap: &mut Heap, root: ObjectId) -> bool {
        self.template.clear();
        self.template_leaves.clear();
        self.template_objects.clear();
        self.template_shapes.clear();
        self.template_stack.clear();
        self.template_stack.push(Slot::pack(Value::Object(root)));
        while let Some(slot) = self.template_stack.pop() {
            if self.template.len() == TEMPLATE_NODES_MAX {
                return false;
            }
            // One compare sets leaves (numbers, strings, the other
            // primitives) apart.
            if !slot.is_object_native_or_symbol() {
                self.template.push(TemplateNode::Leaf.word());
                self.template_leaves.push(slot);
                continue;
            }
            // A native or a symbol fails the message: where the generic path
            // says so.
            let Some(o) = slot.as_object() else {
                return false;
            };
            // A tree: an object reached twice travels as a reference.
            if self.template_objects.contains(&o) {
                return false;
            }
            self.template_objects.push(o);
            // Function.prototype fails the message: where the generic path
            // says so.
            if o == heap.intrinsics().function_prototype {
                return false;
            }
            match heap.kind_of_known(o) {
                ObjectKind::Ordinary => {
                    let shape = heap.shape_of_known(o);
                    let (index, flat) = match known_flat_shape(heap, shape) {
                        Some(Some(known)) => known,
                        Some(None) => return false,
                        None => match flat_shape(heap, shape) {
                            Some(index) => (index, flat_facts(heap, index)),
                            None => return false,
                        },
                    };
                    let heap = &*heap;
                    if !heap.object_known(o).elements.is_empty() {
                        return false;
                    }
                    let n = flat.fields.len() as u32;
                    let in_place = flat
                        .in_order
                        .then(|| heap.ordered_field_slots(o, n))
                        .flatten();
                    self.template.push(
                        TemplateNode::Object {
                            shape: shape.index(),
                            fields: n,
                        }
                        .word(),
                    );
                    self.template_shapes.push((shape, index));
                    // Last field first, so that the first is visited next.
                    match in_place {
                        Some((head, tail)) => {
                            self.template_stack.extend(tail.iter().rev());
                            self.template_stack.extend(head.iter().rev());
                        }
                        None => {
                            let start = self.template_stack.len();
                            heap.read_field_slots(o, &flat.fields, &mut self.template_stack);
                            self.template_stack[start..].reverse();
                        }
                    }
                }
                ObjectKind::Array => {
                    let shape = heap.shape_of_known(o);
                    let obj = heap.object_known(o);
                    let Elements::Dense(elements) = &obj.elements else {
                        return false;
                    };
                    // Elements only: no named property, no trailing holes.
                    if obj.dictionary().is_some()
                        || !heap.shapes().descriptors(shape).is_empty()
                        || obj.elements.length() as usize != elements.len()
                    {
                        return false;
                    }
                    let start = self.template_stack.len();
                    for e in elements.iter().rev() {
                        match e.element() {
                            Some(v) => self.template_stack.push(Slot::pack(v)),
                            None => return false,
                        }
                    }
                    let length = (self.template_stack.len() - start) as u32;
                    self.template.push(TemplateNode::Array { length }.word());
                }
                ObjectKind::Function | ObjectKind::ArrowFunction => return false,
            }
        }
        true
    }

    /// After the value block of `o` (at the start of `block`, which its new
    /// strings follow), whose `fields` include objects (or natives or
    /// symbols, which fail when written): gives each such field the nested
    /// word, and opens a frame that writes their values in field order.
    fn open_nested(&mut self, o: ObjectId, fields: Fields<'_>, block: &mut [u8]) {
        let start = self.items.len();
        for (i, slot) in fields.iter().enumerate() {
            if slot.is_object_native_or_symbol() {
                let at = i * wire::BLOCK_WORD_BYTES;
                block[at..at + wire::BLOCK_WORD_BYTES]
                    .copy_from_slice(&wire::block_nested_word().to_le_bytes());
                self.items.push(Item::Nested(slot.get()));
            }
        }
        self.nested_open += 1;
        self.push_frame(o, start, None, None);
    }

    /// The [value block](wire#value-blocks) of `o`: the fields' packed bits,
    /// each string replaced by its session slot or pool index, then the
    /// strings new to the pool. Fields that hold objects, natives or symbols
    /// become nested words ([`Serializer::open_nested`]).
    #[inline]
    fn write_block(&mut self, heap: &Heap, o: ObjectId, fields: Fields<'_>, out: &mut Vec<u8>) {
        let block = out.len();
        // The block is sized once; each word is then a plain store.
        out.resize(block + fields.len() * wire::BLOCK_WORD_BYTES, 0);
        let Serializer {
            session, pooled, ..
        } = self;
        pooled.clear();
        let (head, tail) = out[block..].split_at_mut(fields.head.len() * wire::BLOCK_WORD_BYTES);
        let nests = block_words(heap, session, pooled, fields.head, 0, head)
            | block_words(heap, session, pooled, fields.tail, fields.head.len(), tail);
        if !self.pooled.is_empty() {
            self.pool_block_strings(heap, fields, block, out);
        }
        if nests {
            self.open_nested(o, fields, &mut out[block..]);
        }
    }

    /// The strings of a value block that go through the message's pool (the
    /// fields `self.pooled` names): each word is given its pool index, and a
    /// string new to the pool follows the block.
    fn pool_block_strings(
        &mut self,
        heap: &Heap,
        fields: Fields<'_>,
        block: usize,
        out: &mut Vec<u8>,
    ) {
        let pooled = std::mem::take(&mut self.pooled);
        for &i in &pooled {
            let Some(s) = fields.get(i as usize).and_then(Slot::as_string) else {
                continue;
            };
            let at = block + i as usize * wire::BLOCK_WORD_BYTES;
            let bytes = heap.stored_str(s).as_bytes();
            let index = match self.pool_find(bytes, out) {
                Ok(index) => index,
                Err(key) => {
                    wire::put_varint(out, bytes.len() as u32);
                    self.pool_define(bytes, key, out)
                }
            };
            out[at..at + wire::BLOCK_WORD_BYTES]
                .copy_from_slice(&wire::block_string_word(index).to_le_bytes());
        }
        self.pooled = pooled;
    }

    #[inline]
    fn write_primitive(&mut self, heap: &Heap, v: Value, out: &mut Vec<u8>) {
        match v {
            Value::Undefined => out.push(tag::UNDEFINED),
            Value::Null => out.push(tag::NULL),
            Value::Bool(true) => out.push(tag::TRUE),
            Value::Bool(false) => out.push(tag::FALSE),
            Value::Number(n) => wire::put_number(out, n),
            Value::String(s) => {
                if let Some(slot) = self
                    .session
                    .as_mut()
                    .and_then(|session| session.string(s, || heap.stored_str(s)))
                {
                    out.push(tag::SESSION_STRING);
                    wire::put_varint(out, slot);
                    return;
                }
                self.write_str(heap.stored_str(s), out)
            }
            // Objects, natives and symbols never reach here.
            Value::Object(_) | Value::Native(_) | Value::Symbol(_) => out.push(tag::UNDEFINED),
        }
    }

    #[inline]
    fn write_key(&mut self, heap: &Heap, key: PropertyKey, out: &mut Vec<u8>) {
        match key {
            PropertyKey::Index(i) => wire::put_number(out, f64::from(i)),
            // Keys on the heap's own objects are the heap's atoms.
            PropertyKey::String(a) => {
                let name = || heap.atoms().name(a).unwrap_or_default();
                if let Some(slot) = self
                    .session
                    .as_mut()
                    .and_then(|session| session.atom(a, name))
                {
                    out.push(tag::SESSION_STRING);
                    wire::put_varint(out, slot);
                    return;
                }
                self.write_str(name(), out)
            }
            // Symbols are filtered out when queued.
            PropertyKey::Symbol(_) => out.push(tag::UNDEFINED),
        }
    }

    /// A string: inline in the canonical encoding; pooled by content in the
    /// in-process encoding (the first occurrence defines the pool entry). A
    /// small pool is searched linearly (length first, then bytes); from
    /// [`POOL_LINEAR_MAX`] entries on, through a hash table of the contents.
    #[inline]
    fn write_str(&mut self, s: &str, out: &mut Vec<u8>) {
        if self.options.encoding == Encoding::Canonical {
            out.push(tag::STRING);
            wire::put_bytes(out, s.as_bytes());
            return;
        }
        let bytes = s.as_bytes();
        match self.pool_find(bytes, out) {
            Ok(i) => {
                out.push(tag::POOLED_STRING);
                wire::put_varint(out, i);
            }
            Err(key) => {
                out.push(tag::STRING);
                wire::put_varint(out, bytes.len() as u32);
                self.pool_define(bytes, key, out);
            }
        }
    }

    /// The pool index of a string with these bytes written earlier in this
    /// message, or, when there is none, the key [`Serializer::pool_define`]
    /// files it under: its [`text_word`] while the pool is searched linearly,
    /// its hash once it is hashed.
    #[inline]
    fn pool_find(&mut self, bytes: &[u8], out: &[u8]) -> Result<u32, u64> {
        if self.pool.len() < POOL_LINEAR_MAX {
            // Most strings of a message are new: a one-word filter of the
            // (word, length) pairs seen proves it without a scan.
            let word = text_word(bytes);
            if self.pool_filter & pool_filter_bit(word, bytes.len()) == 0 {
                return Err(word);
            }
            let start = self.message_start;
            self.pool
                .iter()
                .position(|&(p, at, len)| {
                    p == word
                        && len as usize == bytes.len()
                        && (len <= 8 || pooled(out, start, at, len) == Some(bytes))
                })
                .map(|i| i as u32)
                .ok_or(word)
        } else {
            if self.pool_table.is_empty() {
                self.index_pool(out);
            }
            let hash = xxh3_64(bytes);
            let pool = &self.pool;
            let start = self.message_start;
            self.pool_table
                .find(hash, |&i| {
                    let (h, at, len) = pool[i as usize];
                    h == hash && pooled(out, start, at, len) == Some(bytes)
                })
                .copied()
                .ok_or(hash)
        }
    }

    /// Appends `bytes` (whose length was just written) as the next pool
    /// entry, under the `key` [`Serializer::pool_find`] gave; returns its
    /// index.
    #[inline]
    fn pool_define(&mut self, bytes: &[u8], key: u64, out: &mut Vec<u8>) -> u32 {
        // A message too long for 32-bit offsets is refused when it ends.
        let at = (out.len() - self.message_start) as u32;
        out.extend_from_slice(bytes);
        let i = self.pool.len() as u32;
        if self.pool.len() < POOL_LINEAR_MAX {
            self.pool_filter |= pool_filter_bit(key, bytes.len());
            self.pool.push((key, at, bytes.len() as u32));
        } else {
            let hash = key;
            self.pool.push((hash, at, bytes.len() as u32));
            let pool = &self.pool;
            self.pool_table
                .insert_unique(hash, i, |&j| pool[j as usize].0);
        }
        i
    }

    /// Moves the pool from linear search to the hash table.
    #[cold]
    fn index_pool(&mut self, out: &[u8]) {
        for i in 0..self.pool.len() {
            let (_, at, len) = self.pool[i];
            let hash = xxh3_64(pooled(out, self.message_start, at, len).unwrap_or_default());
            self.pool[i].0 = hash;
            let pool = &self.pool;
            self.pool_table
                .insert_unique(hash, i as u32, |&j| pool[j as usize].0);
        }
    }
}

/// The bit of the pool's one-word filter for a string of this word and length.
#[inline(always)]
fn pool_filter_bit(word: u64, len: usize) -> u64 {
    1u64 << ((word ^ len as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58)
}

/// Items numbered in the order first seen (objects, shapes of one message).
/// Most messages number a handful, so a short vector is searched linearly;
/// past [`NUMBERING_LINEAR_MAX`] items a hash index takes over. Clearing an
/// unused index costs nothing (a cleared hash table is rewritten in full).
struct Numbering<K> {
    items: Vec<K>,
    index: FxHashMap<K, u32>,
}

/// Items a [`Numbering`] searches linearly before it builds its hash index.
const NUMBERING_LINEAR_MAX: usize = 16;

impl<K> Default for Numbering<K> {
    fn default() -> Self {
        Numbering {
            items: Vec::new(),
            index: FxHashMap::default(),
        }
    }
}

impl<K: Copy + Eq + std::hash::Hash> Numbering<K> {
    #[inline]
    fn get(&self, k: K) -> Option<u32> {
        if self.items.len() <= NUMBERING_LINEAR_MAX {
            self.items.iter().position(|&x| x == k).map(|i| i as u32)
        } else {
            self.index.get(&k).copied()
        }
    }

    /// Numbers `k` (not numbered yet) and returns its number.
    #[inline]
    fn number(&mut self, k: K) -> u32 {
        let n = self.items.len() as u32;
        self.items.push(k);
        if self.items.len() > NUMBERING_LINEAR_MAX {
            if self.index.is_empty() {
                self.index
                    .extend(self.items.iter().enumerate().map(|(i, &x)| (x, i as u32)));
            } else {
                self.index.insert(k, n);
            }
        }
        n
    }

    fn clear(&mut self) {
        self.items.clear();
        if !self.index.is_empty() {
            self.index.clear();
        }
    }
}

/// The bytes of the pool entry at message offset `at` of `len` bytes, in
/// `out`, whose message starts at `start` (`None` only for a message too long
/// for its offsets, which is refused when it ends).
#[inline(always)]
fn pooled(out: &[u8], start: usize, at: u32, len: u32) -> Option<&[u8]> {
    let from = start + at as usize;
    out.get(from..from + len as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::policy::StoreOrigin;

    const SESSION: CloneOptions = CloneOptions {
        encoding: Encoding::InProcess,
        fast_path: true,
        peer_snapshot: None,
        session: true,
    };

    /// Two writers of one session identity, one of which forgets its known
    /// root before every message and so walks every root.
    struct KnownAndWalk {
        known: Serializer,
        walk: Serializer,
        sent: usize,
        /// The receiving end of the known writer's messages, read in order
        /// by one reader, as a port's other end reads them.
        receiver: Heap,
        reader: crate::clone::Deserializer,
    }

    impl KnownAndWalk {
        fn new() -> Self {
            let known = Serializer::new(SESSION);
            let mut walk = Serializer::new(SESSION);
            if let (Some(a), Some(b)) = (walk.session.as_mut(), known.session.as_ref()) {
                a.id = b.id;
            }
            KnownAndWalk {
                known,
                walk,
                sent: 0,
                receiver: Heap::new(),
                reader: crate::clone::Deserializer::new(),
            }
        }

        /// Writes `root` with both: the same bytes, or the same error. The
        /// known writer's message is read back, and must show as `root`.
        fn send(&mut self, heap: &mut Heap, root: Value) {
            self.walk.known_root = None;
            let by_walk = self.walk.serialize(heap, root);
            let by_known = self.known.serialize(heap, root);
            let i = self.sent;
            match (by_walk, by_known) {
                (Ok(a), Ok(b)) => {
                    assert_eq!(a, b, "message {i}");
                    let read = self
                        .reader
                        .deserialize(&mut self.receiver, &b)
                        .unwrap_or_else(|e| panic!("message {i} reads back: {e}"));
                    assert_eq!(
                        self.receiver.display(read).to_string(),
                        heap.display(root).to_string(),
                        "message {i} read back"
                    );
                }
                (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "message {i}"),
                (a, b) => panic!("message {i}: the walk gave {a:?}, the known root {b:?}"),
            }
            self.sent += 1;
            assert_eq!(self.walk.known_root_messages, 0);
        }

        /// Messages the known writer wrote by its known root.
        fn by_known_root(&self) -> u64 {
            self.known.known_root_messages
        }
    }

    fn object_id(value: Value) -> ObjectId {
        match value {
            Value::Object(o) => o,
            _ => panic!("{value:?} is not an object"),
        }
    }

    fn store(heap: &mut Heap, o: Value, key: &str, v: Value) {
        let key = heap.key(key);
        heap.set(object_id(o), key, v, StoreOrigin::Named)
            .expect("a store");
    }

    /// `{}` plus named stores of `fields`.
    fn object(heap: &mut Heap, fields: &[(&str, Value)]) -> Value {
        let o = Value::Object(heap.new_object());
        for &(k, v) in fields {
            store(heap, o, k, v);
        }
        o
    }

    const KEYS: [&str; 16] = [
        "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p",
    ];

    /// Eight numbers and eight strings under [`KEYS`], the strings made from
    /// `tag`.
    fn flat16(heap: &mut Heap, tag: &str, n: i32) -> Value {
        let o = Value::Object(heap.new_object());
        for (i, k) in KEYS.iter().enumerate() {
            let v = if i % 2 == 0 {
                Value::from(n + i as i32)
            } else {
                heap.string(&format!("{tag}{}", i % 5))
            };
            store(heap, o, k, v);
        }
        o
    }

    #[test]
    fn known_roots_are_written_as_the_walk_writes_them() {
        let mut heap = Heap::new();
        let mut writers = KnownAndWalk::new();
        let first = flat16(&mut heap, "s", 0);
        for _ in 0..3 {
            writers.send(&mut heap, first);
        }
        assert_eq!(writers.by_known_root(), 2);
        // The same shape with other values: strings the session holds, new
        // ones, and one too long to keep, which goes through the pool.
        for n in 1..40 {
            let tag = if n % 3 == 0 {
                "s".to_string()
            } else {
                format!("t{n}-")
            };
            let root = flat16(&mut heap, &tag, n);
            writers.send(&mut heap, root);
        }
        let long = heap.string(&"x".repeat(super::super::session::SESSION_STRING_MAX + 1));
        let with_long = flat16(&mut heap, "s", 7);
        store(&mut heap, with_long, "b", long);
        writers.send(&mut heap, with_long);
        writers.send(&mut heap, with_long);
        // Many distinct strings: slots are taken by other strings, within
        // a message and across messages.
        for n in 0..300 {
            let root = flat16(&mut heap, &format!("u{n}:"), n);
            writers.send(&mut heap, root);
        }
        assert!(writers.by_known_root() > 340, "{}", writers.by_known_root());
        // Other roots: a primitive, another shape (known in turn), an array.
        let s1 = heap.string("s1");
        let other = object(&mut heap, &[("q", s1)]);
        let array = Value::Object(heap.new_array(&[Value::from(1)]).expect("an array"));
        for root in [Value::from(5), other, other, first, array, first, first] {
            writers.send(&mut heap, root);
        }
        // A field that changes in place: a string where a number was (the
        // field is generalized in place, the shape stays).
        let changing = flat16(&mut heap, "s", 8);
        writers.send(&mut heap, changing);
        let text = heap.string("now a string");
        store(&mut heap, changing, "a", text);
        writers.send(&mut heap, changing);
        // Dictionary mode: the object leaves the shape.
        let key = heap.key("a");
        heap.delete(object_id(changing), key).expect("a delete");
        writers.send(&mut heap, changing);
        writers.send(&mut heap, first);
    }

    #[test]
    fn roots_the_walk_writes_another_way_are_left_to_it() {
        let mut heap = Heap::new();
        let mut writers = KnownAndWalk::new();
        let first = flat16(&mut heap, "s", 0);
        writers.send(&mut heap, first);
        writers.send(&mut heap, first);
        assert_eq!(writers.by_known_root(), 1);
        // An object in a field: a value block with a nested value, which
        // makes the message a template's, and the shape the template hint.
        let nested = flat16(&mut heap, "s", 1);
        let inner = object(&mut heap, &[("z", Value::from(1))]);
        store(&mut heap, nested, "c", inner);
        for root in [nested, first, nested, first, first] {
            writers.send(&mut heap, root);
        }
        // A message that fails (a function in a field): both refuse it and
        // take back what it did to the session's tables.
        let failing = flat16(&mut heap, "s", 2);
        let function = Value::Object(heap.new_function(false));
        store(&mut heap, failing, "e", function);
        for root in [failing, first, failing, failing, first, first] {
            writers.send(&mut heap, root);
        }
        // An element (an element store moves an object to its elements
        // kind's shape, which it keeps when its elements go).
        let [emptied, with_element] = [true, false].map(|empty| {
            let o = heap.new_object();
            heap.set(o, PropertyKey::Index(0), Value::from(1), StoreOrigin::Keyed)
                .expect("a store");
            if empty {
                heap.delete(o, PropertyKey::Index(0)).expect("a delete");
            }
            store(&mut heap, Value::Object(o), "a", Value::from(1));
            Value::Object(o)
        });
        assert_eq!(
            heap.shape_of(object_id(emptied)),
            heap.shape_of(object_id(with_element))
        );
        for root in [emptied, emptied, with_element, emptied] {
            writers.send(&mut heap, root);
        }
        // A deprecation: a double stored into a Smi field moves the shape's
        // objects to a new shape when next touched; `stale` still has the
        // old one, which the walk writes as before.
        let stale = flat16(&mut heap, "s", 4);
        writers.send(&mut heap, stale);
        writers.send(&mut heap, stale);
        let moved = flat16(&mut heap, "s", 5);
        let deprecations = heap.shapes().deprecations();
        store(&mut heap, moved, "a", Value::Number(1.5));
        assert!(heap.shapes().deprecations() > deprecations);
        assert_ne!(
            heap.shape_of(object_id(moved)),
            heap.shape_of(object_id(stale))
        );
        for root in [stale, moved, stale, moved, moved, stale] {
            writers.send(&mut heap, root);
        }
        // A freed root, which the known root's shape had: refused by both.
        let before = writers.by_known_root();
        let again = flat16(&mut heap, "s", 6);
        writers.send(&mut heap, again);
        writers.send(&mut heap, again);
        assert!(writers.by_known_root() > before);
        heap.collect();
        assert!(heap.check_object(object_id(again)).is_err());
        let fresh = flat16(&mut heap, "s", 6);
        writers.send(&mut heap, fresh);
        writers.send(&mut heap, again);
        writers.send(&mut heap, fresh);
    }

    #[test]
    fn a_known_root_of_one_heap_is_not_taken_for_another_heaps() {
        // The same shape index in two heaps, another shape in each: the
        // same stores in two orders. Each heap's shape cache holds another
        // flat shape first in one of them.
        let mut heaps = [Heap::new(), Heap::new()];
        let mut reversed = KEYS;
        reversed.reverse();
        let ours = {
            let heap = &mut heaps[0];
            let fields: Vec<_> = KEYS.iter().map(|&k| (k, Value::from(1))).collect();
            object(heap, &fields)
        };
        let theirs = {
            let heap = &mut heaps[1];
            let fields: Vec<_> = reversed.iter().map(|&k| (k, Value::from(2))).collect();
            object(heap, &fields)
        };
        assert_eq!(
            heaps[0].shape_of(object_id(ours)).map(|s| s.index()),
            heaps[1].shape_of(object_id(theirs)).map(|s| s.index())
        );
        let small = object(&mut heaps[1], &[("q", Value::from(1))]);
        let mut writers = KnownAndWalk::new();
        for (h, root) in [(0, ours), (0, ours), (1, small), (1, theirs), (1, theirs)] {
            writers.send(&mut heaps[h], root);
        }
        assert_eq!(writers.by_known_root(), 2);
        for (h, root) in [(0, ours), (1, theirs), (0, ours), (0, ours)] {
            writers.send(&mut heaps[h], root);
        }
        assert_eq!(writers.by_known_root(), 3);
    }
}
