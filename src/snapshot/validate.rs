//! Every check of an untrusted snapshot, in one place.
//!
//! # Why bytecheck is not enough
//!
//! `rkyv::access` (bytecheck) proves that the payload's bytes form valid
//! archived *types*: every pointer inside the buffer, every enum tag known,
//! every string UTF-8. It cannot know that the values form a *heap*: that an
//! object's shape ID names a shape, that a descriptor table's hash index agrees
//! with its entries, that a transition leads where its key says. The engine
//! reads its tables by index and trusts those invariants on every lookup and
//! store, so a file from outside the process must pass these checks before any
//! heap reads it; otherwise a corrupted byte becomes a panic, a hang (a
//! prototype cycle) or a key added twice.
//!
//! # What is checked, in order
//!
//! [`check_image`] runs on the deserialized [`HeapImage`]:
//! 1. the string arena's offsets ascend and fall on character boundaries;
//! 2. every reference is in range: descriptor tables (keys, accessor values,
//!    their hash index), shapes (table, descriptor counts, prototype, back
//!    pointer, creating edge, transitions), the root-map cache, object headers
//!    and bodies (shape, slots, out-of-object fields, natives, dictionary and
//!    element entries with attribute bits that agree with what they hold),
//!    in-object slots, intrinsics, the module cache and lazy entries, against
//!    the runtime's natives and modules;
//! 3. the shape table's structure: unique keys, sizes within V8's limits,
//!    integrity levels that hold, back pointers and creating edges that point
//!    to older shapes and are their parent's recorded transitions, transitions
//!    that lead to exactly the shape they mean, root-map cache entries that
//!    describe their shapes;
//!
//! then, on the heap made from it ([`check_heap`]):
//! 4. every prototype chain ends;
//! 5. the heap's own invariants ([`Heap::verify`]).
//!
//! Each failure is an [`InvalidSnapshot`] naming the table and entry.

use crate::atoms::{MAX_ARRAY_INDEX, PropertyKey};
use crate::heap::module::ModuleState;
use crate::heap::{Heap, HeapImage, HeapInvariantError};
use crate::ids::{ObjectId, ShapeId, TableId};
use crate::object::{DictEntry, Elements, Header, PropertySlot};
use crate::policy::{self, DESCRIPTOR_LINEAR_SEARCH_MAX};
use crate::shape::{
    Attrs, Descriptor, DescriptorValue, Shape, ShapeTableImage, TransitionKey, Transitions,
    apply_integrity,
};
use crate::strings::StringArena;
use crate::value::Value;

/// Why a snapshot's contents are not a heap this build can use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidSnapshot {
    /// rkyv's validation refused the payload (its own message).
    #[error("the archive is malformed: {0}")]
    Archive(String),
    /// A string's offsets are out of order or split a character.
    #[error("string {string} has a bad range {start}..{end}")]
    StringRange {
        /// The string's index.
        string: usize,
        /// Its start offset.
        start: u64,
        /// Its end offset.
        end: u64,
    },
    /// The string arena's free list or generations disagree with its slots
    /// (a free list naming a live slot would let a new string overwrite it).
    #[error("the string arena's free list or generations disagree with its slots")]
    StringFreeList,
    /// The string arena's start and end offsets differ in number.
    #[error("the string arena has {starts} start offsets for {ends} end offsets")]
    StringOffsetCount {
        /// Start offsets.
        starts: usize,
        /// End offsets.
        ends: usize,
    },
    /// An object names a body that does not exist, or that an object
    /// before it names too.
    #[error("{object} names body {body}, which is missing or another object's")]
    BodyReference {
        /// The object.
        object: ObjectId,
        /// The body it names.
        body: u32,
    },
    /// An entry refers to a shape, object, string, key, native or module that
    /// does not exist.
    #[error("{0} refers outside the heap or the runtime")]
    OutOfRange(Place),
    /// A descriptor table breaks an invariant.
    #[error("{table} {problem}")]
    DescriptorTable {
        /// The table.
        table: TableId,
        /// What is wrong.
        problem: &'static str,
    },
    /// A shape breaks an invariant of the transition tree.
    #[error("{shape}: {problem}")]
    Shape {
        /// The shape.
        shape: ShapeId,
        /// What is wrong.
        problem: &'static str,
    },
    /// A root-map cache entry does not describe its shape.
    #[error("the root-map cache entry for {shape} does not describe it")]
    RootMapCache {
        /// The shape.
        shape: ShapeId,
    },
    /// A prototype chain loops.
    #[error("{object} is its own prototype's prototype")]
    PrototypeCycle {
        /// An object on the loop.
        object: ObjectId,
    },
    /// A heap invariant does not hold.
    #[error(transparent)]
    Invariant(#[from] HeapInvariantError),
    /// The recorded policy has a field out of range.
    #[error("the recorded policy is unusable: {0}")]
    Policy(crate::policy::PolicyError),
    /// A named root refers outside the heap.
    #[error("root `{name}` refers outside the heap")]
    Root {
        /// The root's name.
        name: String,
    },
}

/// Where an out-of-range reference was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// A descriptor table's keys or accessor values.
    DescriptorTable(TableId),
    /// A shape's table, counts, prototype or edges.
    Shape(ShapeId),
    /// The root-map cache.
    RootMapCache,
    /// An object's header or body.
    Object(ObjectId),
    /// The in-object slot arena.
    InObjectSlots,
    /// The intrinsics or the `length` key.
    Intrinsics,
    /// The module cache.
    ModuleCache,
    /// The pending lazy properties.
    LazyEntries,
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::DescriptorTable(t) => write!(f, "{t}"),
            Place::Shape(s) => write!(f, "{s}"),
            Place::RootMapCache => f.write_str("the root-map cache"),
            Place::Object(o) => write!(f, "{o}"),
            Place::InObjectSlots => f.write_str("an in-object slot"),
            Place::Intrinsics => f.write_str("the intrinsics"),
            Place::ModuleCache => f.write_str("the module cache"),
            Place::LazyEntries => f.write_str("a lazy entry"),
        }
    }
}

/// Whether `o` names a live slot of `image` of its own generation.
fn object_in_image(image: &HeapImage, o: ObjectId) -> bool {
    image
        .headers
        .get(o.index() as usize)
        .is_some_and(|h| h.generation() == o.generation() && h.shape != Header::FREE)
}

/// Whether `v` names something `image` holds, for a runtime of `natives`
/// natives: an object or a string of its own generation, a native, a symbol
/// in range. Every value a snapshot stores must, its named roots included.
pub fn value_in_image(image: &HeapImage, natives: usize, v: Value) -> bool {
    match v {
        Value::String(s) => image
            .strings
            .get_checked(s.index() as usize, s.generation())
            .is_some(),
        Value::Object(o) => object_in_image(image, o),
        Value::Native(n) => (n.index() as usize) < natives,
        Value::Symbol(s) => image.atoms.key_in_range(PropertyKey::Symbol(s)),
        _ => true,
    }
}

/// Checks 1–3 of the module docs on a deserialized image, for a runtime of
/// `natives` natives and `modules` modules.
pub fn check_image(
    image: &HeapImage,
    natives: usize,
    modules: usize,
) -> Result<(), InvalidSnapshot> {
    image.policy.validate().map_err(InvalidSnapshot::Policy)?;
    check_strings(&image.strings)?;
    let object_ok = |o: ObjectId| object_in_image(image, o);
    let value_ok = |v: Value| value_in_image(image, natives, v);
    // A slot holds bits `Slot::pack` writes, naming something in range.
    let slot_ok = |v: crate::value::Slot| v.decode().is_some_and(value_ok);
    let key_ok = |k: PropertyKey| image.atoms.key_in_range(k);
    check_shape_references(&image.shapes, &key_ok, &value_ok, &object_ok)?;
    check_shape_structure(&image.shapes)?;

    let slots = image.inobject_slots.len();
    // In range, known attribute bits, and the accessor bit saying what the
    // slot holds.
    let entry_ok = |e: &DictEntry| {
        let known = Attrs::from_bits(e.attrs.bits()).is_some();
        let accessor = e.attrs.contains(Attrs::ACCESSOR);
        known
            && match e.slot {
                PropertySlot::Data(v) => !accessor && value_ok(v),
                PropertySlot::Accessor { get, set } => accessor && value_ok(get) && value_ok(set),
            }
    };
    let shapes = image.shapes.shapes.len();
    let mut named = vec![false; image.bodies.len()];
    for (i, h) in image.headers.iter().enumerate() {
        let id = ObjectId(i as u32, h.generation());
        let o = match h.body {
            Header::NO_BODY => &crate::object::EMPTY_BODY,
            body => match named.get_mut(body as usize) {
                Some(named) if !*named => {
                    *named = true;
                    &image.bodies[body as usize]
                }
                _ => return Err(InvalidSnapshot::BodyReference { object: id, body }),
            },
        };
        let free = h.shape == Header::FREE;
        let emptied = !h.has_property_array()
            && o.dictionary().is_none()
            && o.elements.is_empty()
            && o.native().is_none();
        let bad = (!free && (h.shape.index() as usize) >= shapes)
            || (free && (!emptied || h.body != Header::NO_BODY))
            || h.capacity() > policy::MAX_INOBJECT_PROPERTIES
            || image
                .region_size(h)
                .and_then(|size| size.checked_add(h.inobject_base as usize))
                .is_none_or(|end| end > slots)
            || o.native().is_some_and(|n| (n.index() as usize) >= natives)
            || !o.dictionary().is_none_or(|d| {
                d.is_consistent() && d.iter().all(|(&k, e)| key_ok(k) && entry_ok(&e))
            })
            || !match &o.elements {
                Elements::Dense(v) => v.iter().all(|&e| e.is_hole() || slot_ok(e)),
                Elements::Sparse(m) => m.iter().all(|(&i, e)| i <= MAX_ARRAY_INDEX && entry_ok(e)),
            };
        if bad {
            return Err(InvalidSnapshot::OutOfRange(Place::Object(id)));
        }
    }
    if !image.inobject_slots.iter().all(|&v| slot_ok(v)) {
        return Err(InvalidSnapshot::OutOfRange(Place::InObjectSlots));
    }
    let i = image.intrinsics;
    if !(object_ok(i.object_prototype)
        && object_ok(i.function_prototype)
        && object_ok(i.array_prototype))
        || (image.length_atom.index() as usize) >= image.atoms.len()
    {
        return Err(InvalidSnapshot::OutOfRange(Place::Intrinsics));
    }
    if image.modules.len() > modules
        || image
            .modules
            .iter()
            .any(|m| matches!(m, ModuleState::Loaded(v) if !value_ok(*v)))
    {
        return Err(InvalidSnapshot::OutOfRange(Place::ModuleCache));
    }
    if image.lazy.iter().any(|(&(o, k), e)| {
        !object_ok(o)
            || !key_ok(k)
            || e.module.index() as usize >= modules
            || !e.loaded.is_none_or(value_ok)
    }) {
        return Err(InvalidSnapshot::OutOfRange(Place::LazyEntries));
    }
    Ok(())
}

/// Checks 4–5 of the module docs on a heap made from a checked image.
pub fn check_heap(heap: &Heap) -> Result<(), InvalidSnapshot> {
    check_prototype_chains(heap)?;
    heap.verify()?;
    Ok(())
}

/// Every live string's range lies in the buffer on character boundaries, every
/// slot has a generation, and the free list names free slots, each once.
fn check_strings(arena: &StringArena) -> Result<(), InvalidSnapshot> {
    if arena.starts.len() != arena.ends.len() {
        return Err(InvalidSnapshot::StringOffsetCount {
            starts: arena.starts.len(),
            ends: arena.ends.len(),
        });
    }
    if arena.generations.len() != arena.starts.len()
        || arena
            .generations
            .iter()
            .any(|&g| g > crate::value::MAX_GENERATION)
        || arena.garbage_bytes > arena.data.len() as u64
    {
        return Err(InvalidSnapshot::StringFreeList);
    }
    for (i, (&start, &end)) in arena.starts.iter().zip(&arena.ends).enumerate() {
        if start == crate::strings::FREE_START {
            continue;
        }
        let range = || InvalidSnapshot::StringRange {
            string: i,
            start,
            end,
        };
        let (Ok(start), Ok(end)) = (usize::try_from(start), usize::try_from(end)) else {
            return Err(range());
        };
        if end < start || arena.data.get(start..end).is_none() {
            return Err(range());
        }
    }
    let mut listed = vec![false; arena.starts.len()];
    for &f in &arena.free {
        match (arena.starts.get(f as usize), listed.get_mut(f as usize)) {
            (Some(&crate::strings::FREE_START), Some(seen)) if !*seen => *seen = true,
            _ => return Err(InvalidSnapshot::StringFreeList),
        }
    }
    Ok(())
}

/// Every index the shape table holds points inside it (tables, shapes,
/// descriptor prefixes), and its keys and values are in range, as decided by
/// `key_ok`, `value_ok` and `object_ok`.
fn check_shape_references(
    t: &ShapeTableImage,
    key_ok: &dyn Fn(PropertyKey) -> bool,
    value_ok: &dyn Fn(Value) -> bool,
    object_ok: &dyn Fn(ObjectId) -> bool,
) -> Result<(), InvalidSnapshot> {
    let n = t.shapes.len();
    let shape_ok = |s: ShapeId| (s.index() as usize) < n;
    let tkey_ok = |k: &TransitionKey| match *k {
        TransitionKey::Add { key, .. } => key_ok(key),
        TransitionKey::Prototype(p) => p.is_none_or(object_ok),
        TransitionKey::Integrity(_) | TransitionKey::Elements(_) => true,
    };
    for (i, table) in t.tables.iter().enumerate() {
        let id = TableId(i as u32);
        for d in &table.entries {
            let value_in_range = match d.value {
                DescriptorValue::Field(_) => true,
                DescriptorValue::Accessor { get, set } => value_ok(get) && value_ok(set),
            };
            if !key_ok(d.key) || !value_in_range {
                return Err(InvalidSnapshot::OutOfRange(Place::DescriptorTable(id)));
            }
        }
        if let Some(index) = &table.index
            && index.values().any(|&p| p as usize >= table.entries.len())
        {
            return Err(InvalidSnapshot::DescriptorTable {
                table: id,
                problem: "has a bad index",
            });
        }
    }
    for (i, s) in t.shapes.iter().enumerate() {
        let table = t.tables.get(s.table as usize);
        let bad = table.is_none_or(|t| s.descriptors as usize > t.entries.len())
            || s.fields > s.descriptors
            || !s.prototype.is_none_or(object_ok)
            || !s.back_pointer.is_none_or(shape_ok)
            || !s
                .created_by
                .is_none_or(|(from, k)| shape_ok(from) && tkey_ok(&k))
            || !match &s.transitions {
                Transitions::None => true,
                Transitions::One(k, to) => tkey_ok(k) && shape_ok(*to),
                Transitions::Many(m) => m.iter().all(|(k, to)| tkey_ok(k) && shape_ok(*to)),
            };
        if bad {
            return Err(InvalidSnapshot::OutOfRange(Place::Shape(ShapeId(i as u32))));
        }
    }
    if t.roots
        .iter()
        .any(|(k, s)| !shape_ok(*s) || !k.prototype.is_none_or(object_ok))
    {
        return Err(InvalidSnapshot::OutOfRange(Place::RootMapCache));
    }
    Ok(())
}

/// A shape's own descriptors (its table's prefix), in a table whose references
/// were checked.
fn descriptors(t: &ShapeTableImage, id: ShapeId) -> &[Descriptor] {
    let s = &t.shapes[id.index() as usize];
    t.tables
        .get(s.table as usize)
        .and_then(|table| table.entries.get(..s.descriptors as usize))
        .unwrap_or(&[])
}

/// The invariants of the tables and the transition tree that the shape layer
/// assumes, for a table whose references were checked:
/// - a descriptor table's keys are unique, its attributes are known bits
///   that agree with the value kind, and its hash index (present exactly
///   when the table outgrows linear search) maps every key to its position;
/// - a table has at most [`policy::MAX_NUMBER_OF_DESCRIPTORS`] entries; a
///   shape has at most [`policy::MAX_INOBJECT_PROPERTIES`] in-object
///   slots and a property array that holds its fields with less than one
///   growth to spare; a fast shape's integrity level holds of its attributes (and
///   it is not extensible); a dictionary shape has no descriptors, fields
///   or transitions;
/// - a back pointer and a `created_by` edge point to an older shape, so
///   walking them ends; the back pointer's shape has the same prototype,
///   kind and in-object capacity and this shape's descriptors minus at
///   most the last one (an add or an integrity edge);
/// - every recorded transition leads to a younger shape that is exactly
///   what following it means: an add appends one descriptor with the
///   edge's key and attributes (one more field for data) and points back;
///   a prototype edge changes the prototype only; an integrity edge changes
///   the attributes as [`apply_integrity`] does and is not extensible;
/// - a cached root shape is the shape its key describes, with no
///   descriptors.
///
/// Lookups, the store path, `delete`'s rollback and reconfiguration all
/// rely on these; a table that breaks one could loop, index past a
/// prefix, or duplicate a key.
fn check_shape_structure(t: &ShapeTableImage) -> Result<(), InvalidSnapshot> {
    for (i, table) in t.tables.iter().enumerate() {
        let bad = |problem| {
            Err(InvalidSnapshot::DescriptorTable {
                table: TableId(i as u32),
                problem,
            })
        };
        // The engine never grows a table past the descriptor limit (adds
        // normalize there, `migrate_to_fast` refuses larger dictionaries);
        // bounding it keeps every per-shape walk below linear in the file.
        if table.entries.len() > policy::MAX_NUMBER_OF_DESCRIPTORS as usize {
            return bad("has more descriptors than a map can");
        }
        let mut keys = rustc_hash::FxHashSet::default();
        for d in &table.entries {
            if !keys.insert(d.key) {
                return bad("repeats a key");
            }
            if d.key.is_index() {
                return bad("has an array index key");
            }
            let accessor = matches!(d.value, DescriptorValue::Accessor { .. });
            if Attrs::from_bits(d.attrs.bits()).is_none()
                || d.attrs.contains(Attrs::ACCESSOR) != accessor
            {
                return bad("has bad attributes");
            }
        }
        let indexed = table.entries.len() > DESCRIPTOR_LINEAR_SEARCH_MAX;
        let index_ok = match &table.index {
            None => !indexed,
            Some(index) => {
                indexed
                    && index.len() == table.entries.len()
                    && index
                        .iter()
                        .all(|(k, &p)| table.entries.get(p as usize).is_some_and(|d| d.key == *k))
            }
        };
        if !index_ok {
            return bad("has a bad index");
        }
    }
    let same_layout = |a: &Shape, b: &Shape| {
        a.kind == b.kind && a.inobject == b.inobject && !a.dictionary && !b.dictionary
    };
    let same_descriptor = |a: &Descriptor, b: &Descriptor, attrs: Attrs| {
        a.key == b.key && a.value == b.value && b.attrs == attrs
    };
    for (i, s) in t.shapes.iter().enumerate() {
        let id = ShapeId(i as u32);
        let bad = |problem| Err(InvalidSnapshot::Shape { shape: id, problem });
        if s.inobject > policy::MAX_INOBJECT_PROPERTIES {
            return bad("more in-object slots than a map can have");
        }
        // Objects of the shape reserve its property array: it must hold the
        // fields and be no larger than one growth (at most the descriptor
        // limit, `Policy::validate`'s ceiling on `fields_added`) past them.
        let out_of_object_fields = s.fields.saturating_sub(s.inobject);
        if s.out_of_object < out_of_object_fields
            || s.out_of_object > out_of_object_fields + policy::MAX_NUMBER_OF_DESCRIPTORS
            || (s.dictionary && s.out_of_object != 0)
        {
            return bad("its property array capacity does not fit its fields");
        }
        // A fast shape's integrity level is what `freeze`/`seal` trust to
        // return early: it must hold of its attributes.
        if let Some(level) = s.integrity
            && !s.dictionary
            && (s.extensible
                || descriptors(t, id)
                    .iter()
                    .any(|d| apply_integrity(d.attrs, level) != d.attrs))
        {
            return bad("its integrity level does not hold of its properties");
        }
        if s.dictionary && (s.descriptors != 0 || s.fields != 0 || s.transitions.len() != 0) {
            return bad("a dictionary shape with descriptors or transitions");
        }
        if let Some(p) = s.back_pointer {
            let parent = &t.shapes[p.index() as usize];
            let n = parent.descriptors as usize;
            let ok = (p.index() as usize) < i
                && same_layout(parent, s)
                && parent.prototype == s.prototype
                && (s.descriptors as usize == n || s.descriptors as usize == n + 1)
                && descriptors(t, p)
                    .iter()
                    .zip(descriptors(t, id))
                    .all(|(a, b)| a.key == b.key && a.value == b.value);
            if !ok {
                return bad("its back pointer is not its parent");
            }
        }
        if s.created_by
            .is_some_and(|(from, _)| from.index() as usize >= i)
        {
            return bad("created by a younger shape");
        }
        if let Some((_, TransitionKey::Add { key, .. })) = s.created_by
            && key.is_index()
        {
            return bad("created by adding an array index key");
        }
        // Reconfiguration replays the `created_by` edges along the back
        // pointers: each must be the parent's recorded edge to this shape,
        // or, for a deprecated shape, an edge of the parent that now leads to
        // its replacement. A collected shape's edge was dropped (no live
        // shape's path runs through it, so no replay does either).
        if let Some(p) = s.back_pointer
            && !s.collected
        {
            let recorded = match s.created_by {
                Some((from, edge)) => {
                    let target = t.shapes[p.index() as usize].transitions.get(&edge);
                    from == p && (target == Some(id) || (s.deprecated && target.is_some()))
                }
                None => false,
            };
            if !recorded {
                return bad("its creating edge is not its parent's transition to it");
            }
        }
        let edges: Vec<(TransitionKey, ShapeId)> = match &s.transitions {
            Transitions::None => Vec::new(),
            Transitions::One(k, to) => vec![(*k, *to)],
            Transitions::Many(m) => m.iter().map(|(k, to)| (*k, *to)).collect(),
        };
        for (key, to) in edges {
            let target = &t.shapes[to.index() as usize];
            let from = descriptors(t, id);
            let next = descriptors(t, to);
            // An elements edge may lead to an older root (the cached root of
            // that kind); walks over the tree never follow one.
            let ok = ((to.index() as usize) > i || matches!(key, TransitionKey::Elements(_)))
                && same_layout(s, target)
                && match key {
                    TransitionKey::Add { key, attrs } => {
                        let data = !attrs.contains(Attrs::ACCESSOR);
                        target.back_pointer == Some(id)
                            && target.prototype == s.prototype
                            && next.len() == from.len() + 1
                            && from
                                .iter()
                                .zip(next)
                                .all(|(a, b)| same_descriptor(a, b, a.attrs))
                            && next
                                .last()
                                .is_some_and(|d| d.key == key && d.attrs == attrs)
                            && target.fields == s.fields + u32::from(data)
                    }
                    TransitionKey::Prototype(p) => {
                        target.prototype == p
                            && next.len() == from.len()
                            && target.fields == s.fields
                            && from
                                .iter()
                                .zip(next)
                                .all(|(a, b)| same_descriptor(a, b, a.attrs))
                    }
                    TransitionKey::Elements(kind) => {
                        target.elements_kind == kind
                            && kind != s.elements_kind
                            && target.prototype == s.prototype
                            && next.len() == from.len()
                            && target.fields == s.fields
                            && from
                                .iter()
                                .zip(next)
                                .all(|(a, b)| same_descriptor(a, b, a.attrs))
                    }
                    TransitionKey::Integrity(level) => {
                        target.prototype == s.prototype
                            && !target.extensible
                            && next.len() == from.len()
                            && target.fields == s.fields
                            && from.iter().zip(next).all(|(a, b)| {
                                same_descriptor(a, b, apply_integrity(a.attrs, level))
                            })
                    }
                };
            if !ok {
                return bad("a transition leads to a shape that does not follow from it");
            }
        }
    }
    for (k, &id) in &t.roots {
        let s = &t.shapes[id.index() as usize];
        let ok = s.dictionary == k.dictionary
            && s.kind == k.kind
            && s.root_kind == k.root_kind
            && s.prototype == k.prototype
            && s.inobject == k.inobject
            && s.extensible == k.extensible
            && s.elements_kind == k.elements_kind
            && s.descriptors == 0;
        if !ok {
            return Err(InvalidSnapshot::RootMapCache { shape: id });
        }
    }
    Ok(())
}

/// Every prototype chain ends (`[[SetPrototypeOf]]` refuses a cycle, so a
/// heap that has one was not made by the engine; every walk up a chain, as
/// in `get` and `set`, would never return). Linear: each object is walked
/// once, marked on the way, then marked done.
fn check_prototype_chains(heap: &Heap) -> Result<(), InvalidSnapshot> {
    const UNSEEN: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let n = heap.object_slots() as usize;
    let mut state = vec![UNSEEN; n];
    let mut path = Vec::new();
    for start in heap.object_ids() {
        let mut at = Some(start);
        while let Some(id) = at {
            let o = id.index() as usize;
            match state[o] {
                DONE => break,
                ON_PATH => return Err(InvalidSnapshot::PrototypeCycle { object: id }),
                _ => {}
            }
            state[o] = ON_PATH;
            path.push(o);
            at = heap
                .get_prototype_of_known(id)
                .filter(|&p| (p.index() as usize) < n);
        }
        for o in path.drain(..) {
            state[o] = DONE;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::Heap;
    use crate::heap::module::Runtime;
    use crate::policy::StoreOrigin;
    use crate::shape::IntegrityLevel;
    use std::sync::Arc;

    /// A heap whose shape table has a chain of 12 adds (the last table
    /// indexed), a branch, a prototype edge and an integrity edge: everything
    /// the structure checks look at. Returns its image and the chain's shapes,
    /// root first.
    fn tree() -> (HeapImage, Vec<ShapeId>) {
        let mut heap = Heap::new();
        let keys: Vec<_> = (0..12).map(|i| heap.key(&format!("k{i}"))).collect();
        let build = |heap: &mut Heap, n: usize| {
            let o = heap.new_object();
            for &k in &keys[..n] {
                heap.set(o, k, Value::Null, StoreOrigin::Named)
                    .expect("a store");
            }
            o
        };
        let chain = build(&mut heap, 12);
        let branch = build(&mut heap, 2);
        let b = heap.key("branch");
        heap.set(branch, b, Value::Null, StoreOrigin::Named)
            .expect("a store");
        let with_proto = build(&mut heap, 3);
        let proto = heap.new_object();
        heap.set_prototype_of(with_proto, Some(proto))
            .expect("a prototype change");
        let frozen = build(&mut heap, 4);
        heap.freeze_known(frozen);
        let mut shapes = vec![heap.shape_of_known(chain)];
        while let Some(p) = heap.shapes().get(shapes[shapes.len() - 1]).back_pointer {
            shapes.push(p);
        }
        shapes.reverse();
        assert_eq!(shapes.len(), 13);
        (heap.to_image(), shapes)
    }

    fn shape(image: &mut HeapImage, id: ShapeId) -> &mut Shape {
        &mut image.shapes.shapes[id.index() as usize]
    }

    #[test]
    fn what_the_engine_builds_passes() {
        let (image, _) = tree();
        assert_eq!(check_image(&image, 0, 0), Ok(()));
        let heap = Heap::from_image(image, Arc::new(Runtime::new()));
        assert_eq!(check_heap(&heap), Ok(()));
    }

    /// Each corruption a fuzzed snapshot could carry is refused, naming what is
    /// wrong (the first was found by `fuzz/`'s `snapshot_open`: a corrupted hash
    /// index made a present key look absent, and the next store added it
    /// twice).
    #[test]
    fn corrupted_transition_trees_are_refused_by_name() {
        type Corruption = Box<dyn Fn(&mut HeapImage, &[ShapeId])>;
        let cases: Vec<(&str, Corruption)> = vec![
            (
                "has a bad index",
                Box::new(|image, c| {
                    let table = shape(image, c[12]).table as usize;
                    let other = image.shapes.tables[0].entries.first().map(|d| d.key);
                    let index = image.shapes.tables[table].index.as_mut().expect("indexed");
                    let (&k, _) = index.iter().next().expect("an entry");
                    index.insert(k, 0);
                    index.insert(other.unwrap_or(k), 1);
                }),
            ),
            (
                "repeats a key",
                Box::new(|image, c| {
                    let table = shape(image, c[2]).table as usize;
                    let entries = &mut image.shapes.tables[table].entries;
                    entries[1].key = entries[0].key;
                }),
            ),
            (
                "its back pointer is not its parent",
                Box::new(|image, c| shape(image, c[0]).back_pointer = Some(c[0])),
            ),
            (
                "does not follow from it",
                Box::new(|image, c| {
                    let target = shape(image, c[5]);
                    target.fields -= 1;
                    target.back_pointer = None;
                }),
            ),
            (
                "integrity level does not hold",
                Box::new(|image, c| {
                    // Claims to be frozen while its properties are writable:
                    // `freeze` would return early.
                    let s = shape(image, c[3]);
                    s.integrity = Some(IntegrityLevel::Freeze);
                    s.extensible = false;
                }),
            ),
            (
                "more descriptors than a map can",
                Box::new(|image, c| {
                    let table = shape(image, c[12]).table as usize;
                    let entries = &mut image.shapes.tables[table].entries;
                    let d = entries[0];
                    entries.extend((0..1100).map(|n| Descriptor {
                        key: PropertyKey::Index(n),
                        ..d
                    }));
                }),
            ),
            (
                "root-map cache entry",
                Box::new(|image, c| shape(image, c[0]).extensible = false),
            ),
            (
                // Every object of the shape would reserve 4 GiB of slots.
                "property array capacity does not fit",
                Box::new(|image, c| shape(image, c[12]).out_of_object = u32::MAX),
            ),
            (
                "property array capacity does not fit",
                Box::new(|image, c| shape(image, c[12]).out_of_object = 0),
            ),
        ];
        for (what, corrupt) in cases {
            let (mut image, chain) = tree();
            corrupt(&mut image, &chain);
            let err = check_shape_structure(&image.shapes).expect_err(what);
            assert!(
                matches!(
                    err,
                    InvalidSnapshot::DescriptorTable { .. }
                        | InvalidSnapshot::Shape { .. }
                        | InvalidSnapshot::RootMapCache { .. }
                ),
                "{what}: {err:?}"
            );
            assert!(err.to_string().contains(what), "{what}: {err}");
        }
    }

    /// Images that are well-formed archives but not heaps: each is refused
    /// with the place it refers out of, or the invariant it breaks.
    #[test]
    fn images_that_are_not_heaps_are_refused_by_place() {
        type Tamper = Box<dyn Fn(&mut HeapImage)>;
        let n = tree().0.headers.len();
        let last = |image: &HeapImage| image.headers.len() - 1;
        let cases: Vec<(Tamper, InvalidSnapshot)> = vec![
            (
                Box::new(move |i| {
                    let n = last(i);
                    i.headers[n].shape = ShapeId(9_999)
                }),
                InvalidSnapshot::OutOfRange(Place::Object(ObjectId(n as u32 - 1, 0))),
            ),
            (
                Box::new(move |i| {
                    let n = last(i);
                    i.headers[n].inobject_base = 1 << 30
                }),
                InvalidSnapshot::OutOfRange(Place::Object(ObjectId(n as u32 - 1, 0))),
            ),
            (
                Box::new(|i| i.inobject_slots.push(Value::Object(ObjectId(77, 0)).into())),
                InvalidSnapshot::OutOfRange(Place::InObjectSlots),
            ),
            (
                Box::new(|i| i.inobject_slots[0] = Value::String(crate::ids::StrId(5, 0)).into()),
                InvalidSnapshot::OutOfRange(Place::InObjectSlots),
            ),
            (
                // Bits no value packs to (a boolean of 2).
                Box::new(|i| {
                    i.inobject_slots[0] = crate::value::Slot::from_bits(0xFFFB_0000_0000_0002)
                }),
                InvalidSnapshot::OutOfRange(Place::InObjectSlots),
            ),
            (
                Box::new(|i| i.intrinsics.array_prototype = ObjectId(1_000, 0)),
                InvalidSnapshot::OutOfRange(Place::Intrinsics),
            ),
            (
                Box::new(|i| i.modules.push(ModuleState::Loaded(Value::Null))),
                InvalidSnapshot::OutOfRange(Place::ModuleCache),
            ),
            (
                Box::new(|i| i.strings.free.push(0)),
                InvalidSnapshot::StringFreeList,
            ),
            (
                // Growing a property array by nothing would never make room.
                Box::new(|i| i.policy.fields_added = 0),
                InvalidSnapshot::Policy(crate::policy::PolicyError {
                    field: "fields_added",
                    value: 0,
                    bound: "between 1 and MAX_NUMBER_OF_DESCRIPTORS (1020)",
                }),
            ),
            (
                Box::new(move |i| {
                    let n = last(i);
                    i.headers[n].body = 1 << 30;
                }),
                InvalidSnapshot::BodyReference {
                    object: ObjectId(n as u32 - 1, 0),
                    body: 1 << 30,
                },
            ),
            (
                // Two objects sharing one body.
                Box::new(move |i| {
                    let with_body = i.headers.iter().position(|h| h.body != Header::NO_BODY);
                    let n = last(i);
                    i.headers[n].body = i.headers[with_body.unwrap_or(0)].body;
                }),
                InvalidSnapshot::BodyReference {
                    object: ObjectId(n as u32 - 1, 0),
                    body: 0,
                },
            ),
        ];
        for (tamper, expected) in cases {
            let (mut image, _) = tree();
            tamper(&mut image);
            assert_eq!(check_image(&image, 0, 0), Err(expected));
        }
    }

    #[test]
    fn heaps_that_break_an_invariant_or_loop_are_refused() {
        // A fast object that lost its in-object capacity: in range, but not
        // what its shape says.
        let (mut image, _) = tree();
        let n = image.headers.len() - 1;
        image.headers[n].inobject_capacity = 0;
        assert_eq!(check_image(&image, 0, 0), Ok(()));
        let heap = Heap::from_image(image, Arc::new(Runtime::new()));
        assert!(matches!(
            check_heap(&heap),
            Err(InvalidSnapshot::Invariant(
                HeapInvariantError::InobjectCapacity { .. }
            ))
        ));

        // `Object.prototype` as its own prototype: every lookup would loop.
        let (mut image, _) = tree();
        let object_prototype = image.intrinsics.object_prototype;
        let own = image.headers[object_prototype.index() as usize].shape;
        shape(&mut image, own).prototype = Some(object_prototype);
        assert_eq!(check_image(&image, 0, 0), Ok(()));
        let heap = Heap::from_image(image, Arc::new(Runtime::new()));
        assert_eq!(
            check_heap(&heap),
            Err(InvalidSnapshot::PrototypeCycle {
                object: object_prototype
            })
        );
    }

    #[test]
    fn string_ranges_inside_a_character_or_inverted_and_bad_free_lists_are_refused() {
        let arena = |data: &str, starts: Vec<u64>, ends: Vec<u64>| StringArena {
            data: data.into(),
            generations: vec![0; starts.len()],
            starts,
            ends,
            ..Default::default()
        };
        assert_eq!(
            check_strings(&arena("é", vec![0, 1], vec![1, 2])),
            Err(InvalidSnapshot::StringRange {
                string: 0,
                start: 0,
                end: 1
            })
        );
        assert!(matches!(
            check_strings(&arena("ab", vec![2], vec![1])),
            Err(InvalidSnapshot::StringRange { string: 0, .. })
        ));
        assert!(matches!(
            check_strings(&arena("ab", vec![0], vec![3])),
            Err(InvalidSnapshot::StringRange { string: 0, .. })
        ));
        assert_eq!(
            check_strings(&arena("ab", vec![0], vec![1, 2])),
            Err(InvalidSnapshot::StringOffsetCount { starts: 1, ends: 2 })
        );
        // Shared bytes, and a reused slot whose range comes later.
        assert_eq!(
            check_strings(&arena("abcd", vec![0, 0], vec![2, 4])),
            Ok(())
        );
        assert_eq!(
            check_strings(&arena("abcd", vec![2, 0], vec![4, 2])),
            Ok(())
        );
        let mut fine = StringArena::default();
        fine.push("héllo");
        fine.push("日本");
        assert_eq!(check_strings(&fine), Ok(()));
        fine.free_slot(0);
        assert_eq!(check_strings(&fine), Ok(()));
        // A free list naming a live slot, or a free one twice.
        let mut live_listed = fine.clone();
        live_listed.free.push(1);
        assert_eq!(
            check_strings(&live_listed),
            Err(InvalidSnapshot::StringFreeList)
        );
        let mut twice = fine.clone();
        twice.free.push(0);
        assert_eq!(check_strings(&twice), Err(InvalidSnapshot::StringFreeList));
        let mut no_generations = fine;
        no_generations.generations.pop();
        assert_eq!(
            check_strings(&no_generations),
            Err(InvalidSnapshot::StringFreeList)
        );
    }

    /// Writes the kept `snapshot_open` fuzz inputs for this build's archive
    /// layout, each with its `.why`. The inputs are bare payloads (mode byte 0:
    /// the harness adds a correct header), so they mean something only to a
    /// build with the same archived types; after an archived type changes, they
    /// no longer decode, the replay's `.why` check says so, and this rebuilds
    /// them: the stdlib heap the fuzz fixture uses, with each finding's
    /// corruption made again.
    ///
    /// `cargo test -p shapeshift --lib regenerate_snapshot_fuzz_inputs -- --ignored`
    #[test]
    #[ignore]
    fn regenerate_snapshot_fuzz_inputs() {
        use crate::heap::Heap;
        use crate::policy::Policy;
        use crate::schema::cached_schema_hash;
        use crate::snapshot::{
            Header, NamedRoot, RuntimeNames, Snapshot, SnapshotError, SnapshotImage, publish,
        };
        let runtime = Arc::new(crate::stdlib::runtime(&[]).expect("the stdlib registers"));
        let image = || {
            let mut heap = Heap::with_runtime(Policy::node20(), runtime.clone());
            let stream = heap.require_named("stream").expect("stream loads");
            // An object whose descriptor table outgrows linear search, so that
            // it carries a hash index.
            let big = heap.new_object();
            for i in 0..12 {
                let k = heap.key(&format!("k{i}"));
                heap.set(big, k, Value::Null, StoreOrigin::Named)
                    .expect("a store");
            }
            SnapshotImage {
                heap: heap.to_image(),
                runtime: RuntimeNames::of(&runtime),
                roots: vec![
                    NamedRoot {
                        name: "stream".into(),
                        value: stream,
                    },
                    NamedRoot {
                        name: "big".into(),
                        value: Value::Object(big),
                    },
                ],
            }
        };
        type Corruption = Box<dyn Fn(&mut SnapshotImage)>;
        /// A finding's name, its corruption, and the refusal it must meet.
        type Finding = (&'static str, Corruption, fn(&InvalidSnapshot) -> bool);
        let findings: Vec<Finding> = vec![
            (
                // A descriptor table's hash index that hides a key: a later
                // store would add it twice.
                "corrupt-descriptor-index",
                Box::new(|image| {
                    let table = image
                        .heap
                        .shapes
                        .tables
                        .iter_mut()
                        .find(|t| t.index.is_some())
                        .expect("an indexed table");
                    let index = table.index.as_mut().expect("indexed");
                    let (&k, _) = index.iter().next().expect("an entry");
                    let wrong = u32::from(index.get(&k) == Some(&0));
                    index.insert(k, wrong);
                }),
                |e| {
                    matches!(
                        e,
                        InvalidSnapshot::DescriptorTable {
                            problem: "has a bad index",
                            ..
                        }
                    )
                },
            ),
            (
                // A creating edge that adds an array index: reconfiguration
                // replays it and adds an index key to a shape.
                "index-key-in-creating-edge",
                Box::new(|image| {
                    let s = image
                        .heap
                        .shapes
                        .shapes
                        .iter_mut()
                        .find(|s| {
                            s.back_pointer.is_some()
                                && matches!(s.created_by, Some((_, TransitionKey::Add { .. })))
                        })
                        .expect("a shape made by an add");
                    if let Some((_, TransitionKey::Add { key, .. })) = &mut s.created_by {
                        *key = PropertyKey::Index(7);
                    }
                }),
                |e| {
                    matches!(e, InvalidSnapshot::Shape { problem, .. }
                        if problem.contains("array index key"))
                },
            ),
            (
                // `Object.prototype` as its own prototype: every lookup loops.
                "prototype-cycle",
                Box::new(|image| {
                    let h = &mut image.heap;
                    let o = h.intrinsics.object_prototype;
                    let shape = h.headers[o.index() as usize].shape;
                    h.shapes.shapes[shape.index() as usize].prototype = Some(o);
                }),
                |e| matches!(e, InvalidSnapshot::PrototypeCycle { .. }),
            ),
            (
                // A root naming a live object slot under another generation:
                // `Snapshot::root` would hand out an ID the heap does not know.
                "root-names-a-missing-object",
                Box::new(|image| {
                    let root = &mut image.roots[1];
                    let Value::Object(o) = root.value else {
                        panic!("`big` is an object")
                    };
                    root.name = "empty".into();
                    root.value = Value::Object(ObjectId(o.index(), o.1 + 1));
                }),
                |e| matches!(e, InvalidSnapshot::Root { name } if name == "empty"),
            ),
        ];
        let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fuzz_regressions/snapshot_open");
        let scratch = tempfile::tempdir().expect("a temporary directory");
        for (name, corrupt, expected) in findings {
            let mut image = image();
            corrupt(&mut image);
            let payload = rkyv::to_bytes::<rkyv::rancor::Error>(&image).expect("archives");
            let header = Header::for_payload(
                cached_schema_hash::<SnapshotImage>(),
                runtime.fingerprint(),
                &payload,
            );
            let file = scratch.path().join(name);
            publish(&file, &header, &payload).expect("writes");
            let why = match Snapshot::open(&file, &runtime) {
                Err(SnapshotError::Invalid(e)) if expected(&e) => e.to_string(),
                other => panic!("{name}: refused for another reason: {other:?}"),
            };
            let mut input = vec![0u8];
            input.extend_from_slice(&payload);
            std::fs::write(out.join(name), input).expect("writes the input");
            std::fs::write(out.join(format!("{name}.why")), format!("{why}\n"))
                .expect("writes the reason");
        }
    }

    /// The whole path: a snapshot file of a heap that breaks an invariant is
    /// refused by `Snapshot::open` with the typed reason.
    #[test]
    fn snapshot_open_refuses_a_file_whose_heap_is_invalid() {
        use crate::snapshot::{Snapshot, SnapshotBuilder, SnapshotError};
        let (mut image, _) = tree();
        image.intrinsics.function_prototype = ObjectId(4_000, 0);
        let runtime = Arc::new(Runtime::new());
        let heap = Heap::from_image(image, runtime.clone());
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("invalid.snap");
        SnapshotBuilder::new(&heap).write(&path).expect("writes");
        match Snapshot::open(&path, &runtime) {
            Err(SnapshotError::Invalid(InvalidSnapshot::OutOfRange(Place::Intrinsics))) => {}
            other => panic!("expected the intrinsics to be refused, got {other:?}"),
        }
    }
}
