//! Sessions: what one direction of a channel remembers from message to message.
//!
//! A port sends the same kinds of object over and over: the same shapes, and
//! mostly the same short strings (names, codes, enum-like tags). A message on
//! its own has to carry every key list and every string in full, and the
//! receiver has to find or make each again. A *session* is the stream of
//! messages one [`Serializer`](super::Serializer) writes with
//! [`CloneOptions::session`](super::CloneOptions::session) on: the writer and
//! the reader of the stream keep two small tables in step, so that a shape or a
//! string travels in full once and as a slot number afterwards, as snapshot
//! shapes already do between heaps of one snapshot.
//!
//! # The tables
//!
//! Both tables are direct-mapped arrays of slots ([`SESSION_STRINGS`] strings,
//! [`SESSION_SHAPES`] shapes). The writer owns the mapping: it puts a string
//! (keyed by its ID in the sending heap) or a shape (by its ID) in the slot its
//! hash picks, and a message that puts something in a slot carries a
//! *definition*: the slot and the string's text or the shape's entry. The
//! reader only applies definitions, so the two tables hold the same texts and
//! entries after every message, whatever the reader's heap does.
//!
//! Definitions come right after the message header, before the value, and the
//! reader applies all of them before it reads the value: a value that turns
//! out malformed leaves the tables in step. A slot that a message uses or
//! defines is not redefined by the same message (the writer falls back to the
//! message's own pool), because the reader resolves every use against the
//! table as it stands after the definitions.
//!
//! # Templates
//!
//! A message that is a tree of flat objects and dense arrays (no object
//! reached twice, no holes, nothing but data properties) is, from the second
//! time its structure travels, one word per *leaf*: the writer keeps a third
//! table, [`SESSION_TEMPLATES`] slots of *templates*, each the structure of
//! one such tree in pre-order: each object's session shape slot, each array's
//! length, and which values are leaves (primitives and strings) rather than
//! objects. A message whose root has a template it holds is the template's
//! slot and one value block of the leaves (`t`); the reader builds the tree
//! children first, each object in one allocation with all its fields, as a
//! literal site does. A template names shape slots, not shapes: every message
//! that uses one claims its shapes' slots again (defining any slot another
//! shape took meanwhile), so the reader resolves each object's shape from the
//! slot as it stands. A root that is one flat object with no object fields
//! gains nothing from a template (it is one shape slot and one block already)
//! and travels as before.
//!
//! # What the reader keeps
//!
//! The reader keeps each slot's text (the string is made in the receiving
//! heap on first use, and remembered weakly, by ID and generation, as the
//! received-strings table does) and each shape slot's entry bytes (resolved in
//! the receiving heap on first use, and again when the heap or its
//! deprecations change). So the tables do not hold heap objects alive, and a
//! reader can follow one session into several heaps.
//!
//! # Order
//!
//! Every session message carries the session's identity and its sequence
//! number. A reader follows the session whose first message (number 0) it
//! reads, and refuses a message of another session, or out of order, with an
//! error that says so; after a refused definition or a message out of order,
//! the session is broken for that reader, since its tables can no longer be
//! trusted, and every later message of the session is refused. A writer whose
//! message fails (a function in the graph) takes back everything that message
//! did to its tables, and does not count the message.

use super::trace::Trace;
use super::wire::{self, ByteReader};
use super::{CloneError, Fault, fault};
use crate::atoms::PropertyKey;
use crate::heap::Heap;
use crate::ids::Atom;
use crate::shape::ShapeId;
use crate::value::StrId;
use std::sync::atomic::{AtomicU64, Ordering};

/// String slots of a session. The clone payloads hold at most 24 distinct
/// strings; a thousand slots keep collisions rare for the distinct short values
/// of a real stream, in 8 KiB per writer.
pub const SESSION_STRINGS: usize = 1_024;
/// Shape slots of a session: programs send a handful of message shapes.
pub const SESSION_SHAPES: usize = 256;
/// The longest string a session keeps: the bound the reader's table of
/// received strings has, past which a copy of the text costs about what a
/// lookup saves.
pub const SESSION_STRING_MAX: usize = super::received::RECEIVED_STRING_MAX;
/// Template slots of a session: one per kind of structured message a stream
/// carries, as [`SESSION_SHAPES`] is per kind of object; a program posts a
/// few kinds of message over a channel.
pub const SESSION_TEMPLATES: usize = 64;
/// The most nodes (objects, arrays and leaves) a template holds: bounds the
/// writer's walk before it gives up and the reader's work per definition. A
/// graph past it is large enough that its structure costs little beside its
/// values, and travels as a value block per object.
pub const TEMPLATE_NODES_MAX: usize = 256;

const _: () = assert!(
    SESSION_STRINGS.is_power_of_two()
        && SESSION_SHAPES.is_power_of_two()
        && SESSION_TEMPLATES.is_power_of_two()
);

/// Definition kinds (the byte that starts a definition).
pub mod definition {
    /// A string slot: varint slot, varint byte length, UTF-8.
    pub const STRING: u8 = 0x01;
    /// A shape slot: varint slot, then a shape entry as `f` writes one.
    pub const SHAPE: u8 = 0x02;
    /// A template slot: varint slot, varint byte length of the nodes, then
    /// the nodes in pre-order (see [`node`](super::node)).
    pub const TEMPLATE: u8 = 0x03;
}

/// Template node kinds (the byte that starts a node).
pub mod node {
    /// A leaf: one word of the message's value block.
    pub const LEAF: u8 = 0x00;
    /// A flat object: varint session shape slot, varint field count, then
    /// one node per field, in field order.
    pub const OBJECT: u8 = 0x01;
    /// A dense array with no holes and no named properties: varint length,
    /// then one node per element.
    pub const ARRAY: u8 = 0x02;
}

/// A writer's template node, packed as one word of the template's
/// signature: what the writer compares to find a template it holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum TemplateNode {
    /// A primitive or a string.
    Leaf,
    /// A flat object of the sending heap's shape `shape` (by index), with
    /// `fields` fields.
    Object { shape: u32, fields: u32 },
    /// A dense array of `length` elements.
    Array { length: u32 },
}

impl TemplateNode {
    /// The node as a signature word.
    pub(crate) fn word(self) -> u64 {
        match self {
            TemplateNode::Leaf => 0,
            TemplateNode::Object { shape, fields } => {
                1 | u64::from(shape) << 2 | u64::from(fields) << 34
            }
            TemplateNode::Array { length } => 2 | u64::from(length) << 2,
        }
    }

    /// The node of a signature word.
    pub(crate) fn of_word(word: u64) -> TemplateNode {
        match word & 3 {
            1 => TemplateNode::Object {
                shape: (word >> 2) as u32,
                fields: (word >> 34) as u32,
            },
            2 => TemplateNode::Array {
                length: (word >> 2) as u32,
            },
            _ => TemplateNode::Leaf,
        }
    }
}

/// Session identities, unique in the process.
static NEXT_SESSION: AtomicU64 = AtomicU64::new(1);

/// A fresh session identity: a counter, mixed so that two processes' streams
/// are unlikely to share one.
fn new_session_id() -> u64 {
    let n = NEXT_SESSION.fetch_add(1, Ordering::Relaxed);
    (u64::from(std::process::id()) << 40 ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1
}

/// The slot of `key` in a table of `slots` (a power of two).
#[inline(always)]
fn slot_of(key: u64, slots: usize) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - slots.trailing_zeros())) as usize
}

/// A writer's slot: what it holds (a string's or shape's ID as bits,
/// [`Held::EMPTY`] for nothing), and the message that last used it.
#[derive(Copy, Clone)]
struct Held {
    key: u64,
    /// The message number + 1 that last used or defined the slot (0: none).
    used: u32,
}

impl Held {
    /// No ID has these bits: a string's generation never passes
    /// [`MAX_GENERATION`](crate::value::MAX_GENERATION), and shape IDs are 32 bits.
    const EMPTY: Held = Held {
        key: u64::MAX,
        used: 0,
    };
}

/// What a writer's table says of a key, for the current message.
enum Claim {
    /// The slot holds the key (now marked used by this message).
    Held(u32),
    /// The slot holds another key that this message used or defined.
    Taken,
    /// The slot may be given the key.
    Free(usize),
}

/// One of a writer's tables: `SLOTS` direct-mapped slots, and what the current
/// message's definitions replaced, to take back if it fails. (A slot the
/// message only used keeps its mark: the retried message then leaves it
/// alone, which costs a pooled string at most.)
struct Table<const SLOTS: usize> {
    slots: Vec<Held>,
    undo: Vec<(u32, Held)>,
}

impl<const SLOTS: usize> Table<SLOTS> {
    const fn new() -> Self {
        Table {
            slots: Vec::new(),
            undo: Vec::new(),
        }
    }

    /// Where `key` stands for the message marked `used`.
    #[inline(always)]
    fn claim(&mut self, key: u64, used: u32) -> Claim {
        let slot = slot_of(key, SLOTS);
        let Some(held) = self.slots.get_mut(slot) else {
            return Claim::Taken;
        };
        if held.key == key {
            held.used = used;
            Claim::Held(slot as u32)
        } else if held.used == used {
            Claim::Taken
        } else {
            Claim::Free(slot)
        }
    }

    /// Gives free slot `slot` to `key`, remembering what it held.
    fn put(&mut self, slot: usize, key: u64, used: u32) {
        if let Some(held) = self.slots.get_mut(slot) {
            self.undo.push((slot as u32, *held));
            *held = Held { key, used };
        }
    }

    /// Forgets every key.
    fn clear(&mut self) {
        self.slots.clear();
        self.slots.resize(SLOTS, Held::EMPTY);
    }

    /// Takes back the current message's definitions, newest first.
    fn roll_back(&mut self) {
        while let Some((slot, held)) = self.undo.pop() {
            self.slots[slot as usize] = held;
        }
    }
}

/// The writer's side of a session (see the module docs).
pub(crate) struct SenderSession {
    pub(crate) id: u64,
    /// The number of the message being written (and of messages written).
    pub(crate) seq: u32,
    /// The heap instance the tables' string and shape IDs belong to.
    heap: u64,
    strings: Table<SESSION_STRINGS>,
    shapes: Table<SESSION_SHAPES>,
    templates: Table<SESSION_TEMPLATES>,
    /// Each template slot's signature, to tell two signatures of one hash
    /// apart (a slot whose definition was taken back keeps the signature it
    /// was given, which then matches nothing: the slot is defined again).
    signatures: Vec<Vec<u64>>,
    /// The current message's definitions, and how many.
    definitions: Vec<u8>,
    definition_count: u32,
}

impl SenderSession {
    pub(crate) fn new() -> Self {
        SenderSession {
            id: new_session_id(),
            seq: 0,
            heap: 0,
            strings: Table::new(),
            shapes: Table::new(),
            templates: Table::new(),
            signatures: Vec::new(),
            definitions: Vec::new(),
            definition_count: 0,
        }
    }

    /// Starts a message of `heap`: the tables' IDs name another heap's
    /// strings and shapes when the heap changed, so they are forgotten (the
    /// reader keeps the texts; slots are defined again as they are used).
    pub(crate) fn begin(&mut self, heap: &Heap) {
        let instance = heap.caches().instance();
        if self.heap != instance || self.strings.slots.is_empty() {
            self.heap = instance;
            self.strings.clear();
            self.shapes.clear();
            self.templates.clear();
            self.signatures.clear();
            self.signatures.resize(SESSION_TEMPLATES, Vec::new());
        }
        self.strings.undo.clear();
        self.shapes.undo.clear();
        self.templates.undo.clear();
        self.definitions.clear();
        self.definition_count = 0;
    }

    /// Starts a message of `heap` ([`SenderSession::begin`]) and writes the
    /// session's part of its header, after the flags: the session's identity,
    /// the message's number and a placeholder for the definitions' count.
    /// Returns where the placeholder is, for
    /// [`SenderSession::place_definitions`].
    pub(crate) fn begin_message(&mut self, heap: &Heap, out: &mut Vec<u8>) -> usize {
        self.begin(heap);
        out.extend_from_slice(&self.id.to_le_bytes());
        wire::put_varint(out, self.seq);
        let at = out.len();
        out.push(0);
        at
    }

    /// Puts the definitions the message made at `at`, the placeholder
    /// [`SenderSession::begin_message`] wrote, before the value: the value's
    /// bytes move only when there are some.
    pub(crate) fn place_definitions(&self, at: usize, out: &mut Vec<u8>) {
        if self.definition_count > 0 {
            let mut definitions = Vec::with_capacity(self.definitions.len() + 5);
            wire::put_varint(&mut definitions, self.definition_count);
            definitions.extend_from_slice(&self.definitions);
            out.splice(at..at + 1, definitions);
        }
    }

    /// The mark of the message being written.
    #[inline(always)]
    fn used(&self) -> u32 {
        self.seq.wrapping_add(1)
    }

    /// The slot of string `id` (whose text `text` gives, asked only when the
    /// slot is to be defined): defined by this message if the reader does not
    /// hold it. `None` when the string is too long to keep or its slot is used
    /// by another string in this message.
    #[inline(always)]
    pub(crate) fn string<'t>(&mut self, id: StrId, text: impl FnOnce() -> &'t str) -> Option<u32> {
        self.text(u64::from(id.0) | u64::from(id.1) << 32, text)
    }

    /// [`SenderSession::string`] for a property key's atom: atoms and strings
    /// share the slots, their keys apart (a string's key has its 16-bit
    /// generation in bits 32 to 47, an atom's has bit 63).
    #[inline(always)]
    pub(crate) fn atom<'t>(&mut self, atom: Atom, text: impl FnOnce() -> &'t str) -> Option<u32> {
        self.text(1 << 63 | u64::from(atom.index()), text)
    }

    #[inline(always)]
    fn text<'t>(&mut self, key: u64, text: impl FnOnce() -> &'t str) -> Option<u32> {
        match self.strings.claim(key, self.used()) {
            Claim::Held(slot) => Some(slot),
            Claim::Taken => None,
            Claim::Free(slot) => {
                let text = text();
                (text.len() <= SESSION_STRING_MAX).then(|| self.define_string(slot, key, text))
            }
        }
    }

    #[inline(never)]
    fn define_string(&mut self, slot: usize, key: u64, text: &str) -> u32 {
        self.strings.put(slot, key, self.used());
        self.definitions.push(definition::STRING);
        wire::put_varint(&mut self.definitions, slot as u32);
        wire::put_bytes(&mut self.definitions, text.as_bytes());
        self.definition_count += 1;
        slot as u32
    }

    /// The slot of `shape` (whose shape entry `entry` gives, asked only when
    /// the slot is to be defined), defined by this message if the reader does
    /// not hold it; `None` when its slot is used by another shape in this
    /// message.
    #[inline]
    pub(crate) fn shape<'e>(
        &mut self,
        shape: ShapeId,
        entry: impl FnOnce() -> &'e [u8],
    ) -> Option<u32> {
        let key = u64::from(shape.index());
        match self.shapes.claim(key, self.used()) {
            Claim::Held(slot) => Some(slot),
            Claim::Taken => None,
            Claim::Free(slot) => {
                self.shapes.put(slot, key, self.used());
                self.definitions.push(definition::SHAPE);
                wire::put_varint(&mut self.definitions, slot as u32);
                self.definitions.extend_from_slice(entry());
                self.definition_count += 1;
                Some(slot as u32)
            }
        }
    }

    /// The slot of the template whose pre-order nodes are `signature`, each
    /// object's session shape slot (claimed by this message) in
    /// `shape_slots`, in pre-order: defined by this message if the reader
    /// does not hold it. `None` when its slot holds another template this
    /// message used.
    pub(crate) fn template(&mut self, signature: &[u64], shape_slots: &[u32]) -> Option<u32> {
        // The signature's hash; `Held::EMPTY`'s key is no hash.
        let key = signature_hash(signature).min(u64::MAX - 1);
        let slot = match self.templates.claim(key, self.used()) {
            Claim::Held(slot) => {
                if self.signatures.get(slot as usize)?.as_slice() == signature {
                    return Some(slot);
                }
                // Another signature of the same hash, or a definition taken
                // back since: the slot is defined again.
                slot as usize
            }
            Claim::Taken => return None,
            Claim::Free(slot) => slot,
        };
        // The nodes first: a signature and slots that disagree define nothing.
        let mut nodes = Vec::with_capacity(signature.len() * 2);
        let mut shapes = shape_slots.iter();
        for &word in signature {
            match TemplateNode::of_word(word) {
                TemplateNode::Leaf => nodes.push(node::LEAF),
                TemplateNode::Object { fields, .. } => {
                    nodes.push(node::OBJECT);
                    wire::put_varint(&mut nodes, *shapes.next()?);
                    wire::put_varint(&mut nodes, fields);
                }
                TemplateNode::Array { length } => {
                    nodes.push(node::ARRAY);
                    wire::put_varint(&mut nodes, length);
                }
            }
        }
        let held = self.signatures.get_mut(slot)?;
        held.clear();
        held.extend_from_slice(signature);
        self.templates.put(slot, key, self.used());
        self.definitions.push(definition::TEMPLATE);
        wire::put_varint(&mut self.definitions, slot as u32);
        wire::put_bytes(&mut self.definitions, &nodes);
        self.definition_count += 1;
        Some(slot as u32)
    }

    /// The message was written: the next one has the next number.
    pub(crate) fn commit(&mut self) {
        self.seq = self.seq.wrapping_add(1);
    }

    /// The message failed: its changes to the tables are taken back, and its
    /// number is the next message's.
    pub(crate) fn roll_back(&mut self) {
        self.strings.roll_back();
        self.shapes.roll_back();
        self.templates.roll_back();
    }
}

/// The hash of a template signature.
fn signature_hash(signature: &[u64]) -> u64 {
    signature.iter().fold(signature.len() as u64, |h, &w| {
        (h.rotate_left(5) ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}

/// A reader's template: its nodes in pre-order, and how many are leaves.
#[derive(Debug)]
pub(crate) struct Template {
    pub(crate) nodes: Box<[ReadNode]>,
    pub(crate) leaves: u32,
}

/// A node of a reader's template.
#[derive(Copy, Clone, Debug)]
pub(crate) enum ReadNode {
    /// The next word of the value block.
    Leaf,
    /// A flat object of the shape session slot `shape_slot` holds, with
    /// `fields` fields.
    Object { shape_slot: u32, fields: u32 },
    /// A dense array of `length` elements.
    Array { length: u32 },
}

impl Template {
    /// Parses a template's nodes (`bytes`, which start at offset `base` of
    /// the message): one tree in pre-order, an object or an array at its
    /// root, at most [`TEMPLATE_NODES_MAX`] nodes.
    fn parse<T: Trace>(bytes: &[u8], base: usize, trace: &mut T) -> Result<Template, Fault> {
        let mut r = ByteReader::new(bytes);
        let mut nodes = Vec::new();
        let mut leaves = 0;
        // Children each open node still waits for; the tree is done when the
        // root's are read.
        let mut open: Vec<u32> = Vec::new();
        loop {
            let at = base + r.pos();
            if nodes.len() == TEMPLATE_NODES_MAX {
                return Err(CloneError::malformed(
                    at,
                    "session template has too many nodes",
                ));
            }
            let (node, children) = match r.byte().map_err(|e| super::read::shift(e, base))? {
                node::LEAF if !nodes.is_empty() => (ReadNode::Leaf, 0),
                node::LEAF => {
                    return Err(CloneError::malformed(
                        at,
                        "session template's root is a leaf",
                    ));
                }
                node::OBJECT => {
                    let shape_slot = r.varint().map_err(|e| super::read::shift(e, base))?;
                    if shape_slot as usize >= SESSION_SHAPES {
                        return Err(CloneError::malformed(at, "session shape slot out of range"));
                    }
                    let fields = r.varint().map_err(|e| super::read::shift(e, base))?;
                    (ReadNode::Object { shape_slot, fields }, fields)
                }
                node::ARRAY => {
                    let length = r.varint().map_err(|e| super::read::shift(e, base))?;
                    (ReadNode::Array { length }, length)
                }
                _ => return Err(CloneError::malformed(at, "unknown session template node")),
            };
            if children as usize > TEMPLATE_NODES_MAX {
                return Err(CloneError::malformed(
                    at,
                    "session template has too many nodes",
                ));
            }
            let depth = open.len();
            trace.header(at, base + r.pos(), || {
                let indent = "  ".repeat(2 + depth.min(super::dump::MAX_INDENT));
                match node {
                    ReadNode::Leaf => format!("{indent}leaf"),
                    ReadNode::Object { shape_slot, fields } => {
                        format!("{indent}object, session shape #{shape_slot}, {fields} fields")
                    }
                    ReadNode::Array { length } => format!("{indent}array, length {length}"),
                }
            });
            nodes.push(node);
            leaves += u32::from(matches!(node, ReadNode::Leaf));
            if let Some(left) = open.last_mut() {
                *left -= 1;
            }
            if children > 0 {
                open.push(children);
            }
            while open.last() == Some(&0) {
                open.pop();
            }
            if open.is_empty() {
                break;
            }
        }
        if !r.at_end() {
            return Err(CloneError::malformed(
                base + r.pos(),
                "session template is longer than its nodes",
            ));
        }
        Ok(Template {
            nodes: nodes.into(),
            leaves,
        })
    }
}

/// A reader's string slot.
#[derive(Clone, Default)]
struct TextSlot {
    defined: bool,
    text: String,
    /// The string made for it: (heap instance, ID), checked before use.
    made: Option<(u64, StrId)>,
    /// The property key it is in a heap: (heap instance, key). Keys are
    /// never freed, so the instance is all there is to check.
    key: Option<(u64, PropertyKey)>,
}

/// A reader's shape slot.
#[derive(Clone, Default)]
struct ShapeSlot {
    defined: bool,
    /// The shape entry as the writer wrote it (its length first).
    entry: Vec<u8>,
    /// Where it resolved: (heap instance, deprecation count, shape, fields).
    resolved: Option<(u64, u64, ShapeId, u32)>,
}

/// What a shape slot gives the reader.
pub(crate) enum SessionShape<'a> {
    /// Resolved in this heap before.
    Resolved { shape: ShapeId, fields: u32 },
    /// Its entry, to resolve.
    Entry(&'a [u8]),
}

/// The reader's side of a session (see the module docs).
#[derive(Default)]
pub(crate) struct ReceiverSession {
    /// The session followed, once its first message was read.
    id: Option<u64>,
    /// The number of the next message.
    next: u32,
    /// Why the session broke, if it did.
    broken: bool,
    strings: Vec<TextSlot>,
    shapes: Vec<ShapeSlot>,
    templates: Vec<Option<Box<Template>>>,
}

impl ReceiverSession {
    /// Checks that message `seq` of session `id` is the next one to read; a
    /// first message (0) starts following its session.
    pub(crate) fn admit(&mut self, id: u64, seq: u32, at: usize) -> Result<(), Fault> {
        // A first message of a session not followed yet. (The same session's
        // number wraps to 0 after 2^32 messages; it goes on as any other.)
        if seq == 0 && self.id != Some(id) {
            *self = ReceiverSession {
                id: Some(id),
                strings: vec![TextSlot::default(); SESSION_STRINGS],
                shapes: vec![ShapeSlot::default(); SESSION_SHAPES],
                templates: (0..SESSION_TEMPLATES).map(|_| None).collect(),
                ..ReceiverSession::default()
            };
        }
        let refuse = |reason| Err(fault(CloneError::Session { offset: at, reason }));
        match self.id {
            None => return refuse("the reader did not read the session's first message"),
            Some(followed) if followed != id => {
                return refuse(
                    "the message is of a session other than the one this reader follows",
                );
            }
            Some(_) if self.broken => {
                return refuse("the session broke at an earlier message");
            }
            Some(_) => {}
        }
        if seq != self.next {
            self.broken = true;
            return Err(fault(CloneError::SessionOutOfOrder {
                expected: self.next,
                found: seq,
            }));
        }
        self.next = self.next.wrapping_add(1);
        Ok(())
    }

    /// Reads `count` definitions and applies them; a malformed one breaks the
    /// session. `trace` says what each was.
    pub(super) fn define<T: Trace>(
        &mut self,
        r: &mut ByteReader,
        count: u32,
        trace: &mut T,
    ) -> Result<(), Fault> {
        let result = (|| {
            for _ in 0..count {
                let at = r.pos();
                match r.byte()? {
                    definition::STRING => {
                        let slot = r.varint()? as usize;
                        let text = r.str()?;
                        if text.len() > SESSION_STRING_MAX {
                            return Err(CloneError::malformed(at, "session string too long"));
                        }
                        let Some(s) = self.strings.get_mut(slot) else {
                            return Err(CloneError::malformed(
                                at,
                                "session string slot out of range",
                            ));
                        };
                        s.defined = true;
                        s.text.clear();
                        s.text.push_str(text);
                        s.made = None;
                        s.key = None;
                        trace.header(at, r.pos(), || {
                            format!("  session string #{slot} = {text:?}")
                        });
                    }
                    definition::SHAPE => {
                        let slot = r.varint()? as usize;
                        let start = r.pos();
                        let n = r.count(1, "shape entry length")?;
                        r.take(n as usize)?;
                        let entry = &r.bytes()[start..r.pos()];
                        let Some(s) = self.shapes.get_mut(slot) else {
                            return Err(CloneError::malformed(
                                at,
                                "session shape slot out of range",
                            ));
                        };
                        s.defined = true;
                        s.entry.clear();
                        s.entry.extend_from_slice(entry);
                        s.resolved = None;
                        trace.header(at, r.pos(), || {
                            format!("  session shape #{slot}, {n} entry bytes")
                        });
                    }
                    definition::TEMPLATE => {
                        let slot = r.varint()? as usize;
                        let n = r.count(1, "session template length")?;
                        let base = r.pos();
                        if slot >= SESSION_TEMPLATES {
                            return Err(CloneError::malformed(
                                at,
                                "session template slot out of range",
                            ));
                        }
                        trace.header(at, base, || {
                            format!("  session template #{slot}, {n} bytes of nodes")
                        });
                        let template = Template::parse(r.take(n as usize)?, base, trace)?;
                        if let Some(held) = self.templates.get_mut(slot) {
                            *held = Some(Box::new(template));
                        }
                    }
                    _ => return Err(CloneError::malformed(at, "unknown session definition")),
                }
            }
            Ok(())
        })();
        if result.is_err() {
            self.broken = true;
        }
        result
    }

    /// String slot `slot` in `heap`: the string made for it before if it is
    /// still alive, else a new one (remembered).
    #[inline]
    pub(crate) fn string(&mut self, heap: &mut Heap, slot: u32, at: usize) -> Result<StrId, Fault> {
        let instance = heap.caches().instance();
        self.string_in(heap, instance, slot, at)
    }

    /// [`ReceiverSession::string`] when the caller knows `heap`'s instance.
    #[inline(always)]
    pub(crate) fn string_in(
        &mut self,
        heap: &mut Heap,
        instance: u64,
        slot: u32,
        at: usize,
    ) -> Result<StrId, Fault> {
        let s = self.defined_string(slot, at)?;
        if let Some((made_in, id)) = s.made
            && made_in == instance
            && heap.holds_string(id)
        {
            return Ok(id);
        }
        let id = heap.new_str(&s.text);
        s.made = Some((instance, id));
        Ok(id)
    }

    /// String slot `slot`, if a definition gave it a text.
    #[inline(always)]
    fn defined_string(&mut self, slot: u32, at: usize) -> Result<&mut TextSlot, Fault> {
        match self.strings.get_mut(slot as usize) {
            Some(s) if s.defined => Ok(s),
            _ => Err(CloneError::malformed(at, "undefined session string")),
        }
    }

    /// String slot `slot` as a property key of `heap` (interned on first use).
    #[inline]
    pub(crate) fn key(
        &mut self,
        heap: &mut Heap,
        slot: u32,
        at: usize,
    ) -> Result<PropertyKey, Fault> {
        let instance = heap.caches().instance();
        let s = self.defined_string(slot, at)?;
        if let Some((made_in, key)) = s.key
            && made_in == instance
        {
            return Ok(key);
        }
        let key = heap.key(&s.text);
        s.key = Some((instance, key));
        Ok(key)
    }

    /// Shape slot `slot` as `heap` knows it.
    #[inline]
    pub(crate) fn shape(
        &self,
        heap: &Heap,
        slot: u32,
        at: usize,
    ) -> Result<SessionShape<'_>, Fault> {
        match self.shapes.get(slot as usize) {
            Some(s) if s.defined => Ok(match s.resolved {
                Some((instance, deprecations, shape, fields))
                    if instance == heap.caches().instance()
                        && deprecations == heap.shapes().deprecations() =>
                {
                    SessionShape::Resolved { shape, fields }
                }
                _ => SessionShape::Entry(&s.entry),
            }),
            _ => Err(CloneError::malformed(at, "undefined session shape")),
        }
    }

    /// Takes template slot `slot`'s template, if a definition gave it one,
    /// to read a message by; [`ReceiverSession::put_template`] gives it back.
    #[inline]
    pub(crate) fn take_template(&mut self, slot: u32, at: usize) -> Result<Box<Template>, Fault> {
        match self.templates.get_mut(slot as usize).and_then(Option::take) {
            Some(t) => Ok(t),
            None => Err(CloneError::malformed(at, "undefined session template")),
        }
    }

    /// Gives back a template [`ReceiverSession::take_template`] took.
    #[inline]
    pub(crate) fn put_template(&mut self, slot: u32, template: Box<Template>) {
        if let Some(held) = self.templates.get_mut(slot as usize) {
            *held = Some(template);
        }
    }

    /// Remembers where shape slot `slot` resolved in `heap`.
    pub(crate) fn resolved(&mut self, heap: &Heap, slot: u32, shape: ShapeId, fields: u32) {
        if let Some(s) = self.shapes.get_mut(slot as usize) {
            s.resolved = Some((
                heap.caches().instance(),
                heap.shapes().deprecations(),
                shape,
                fields,
            ));
        }
    }
}
