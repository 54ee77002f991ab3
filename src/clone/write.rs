//! The writer: a value of a heap → one message.
//!
//! The walk keeps its own stack of open containers ([`Frame`]), each with its
//! run of pending items in one shared vector, so nesting depth costs no native
//! stack. Objects are numbered in the order their first tag is written; a second
//! visit writes a back-reference.

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
/// space; nothing a message wrote (strings, shapes, objects) is remembered by the
/// next one.
pub struct Serializer {
    options: CloneOptions,
    /// The string pool of the current message: indices into `pool`, hashed by
    /// content (in-process encoding only).
    pool_table: HashTable<u32>,
    /// Per pooled string: its [`text_word`] (while the pool is searched
    /// linearly) or its hash (once it is hashed), and where its bytes are in
    /// the output.
    pool: Vec<(u64, u32, u32)>,
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
        let mut result = self.write_message(heap, value, out);
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
                    session.begin(heap);
                    out[flags_at] |= wire::FLAG_SESSION;
                    out.extend_from_slice(&session.id.to_le_bytes());
                    wire::put_varint(out, session.seq);
                    definitions_at = Some(out.len());
                    out.push(0);
                }
            }
        }
        // A session template may carry the value: `write_value` offers the
        // root to one, an array at once, an object once its block turned
        // out to nest values (so that a flat object of leaves pays nothing).
        self.template_root = self.session.is_some() && self.options.fast_path;
        self.write_body(heap, value, out)?;
        self.template_root = false;
        // The definitions the value made go before it: the body moves only
        // when there are some.
        if let (Some(at), Some(session)) = (definitions_at, &self.session)
            && session.definition_count > 0
        {
            let mut definitions = Vec::with_capacity(session.definitions.len() + 5);
            wire::put_varint(&mut definitions, session.definition_count);
            definitions.extend_from_slice(&session.definitions);
            out.splice(at..at + 1, definitions);
        }
        Ok(())
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
                    .and_then(|session| session.shape(shape, &flat.entry))
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
            match session.shape(shape, &flat_facts(heap, index).entry) {
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
            self.pool
                .iter()
                .position(|&(p, at, len)| {
                    p == word
                        && len as usize == bytes.len()
                        && (len <= 8 || &out[at as usize..(at + len) as usize] == bytes)
                })
                .map(|i| i as u32)
                .ok_or(word)
        } else {
            if self.pool_table.is_empty() {
                self.index_pool(out);
            }
            let hash = xxh3_64(bytes);
            let pool = &self.pool;
            self.pool_table
                .find(hash, |&i| {
                    let (h, at, len) = pool[i as usize];
                    h == hash && &out[at as usize..(at + len) as usize] == bytes
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
        let at = out.len() as u32;
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
            let hash = xxh3_64(&out[at as usize..(at + len) as usize]);
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
