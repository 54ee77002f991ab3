//! Shapes (V8's maps, SpiderMonkey's shapes, JSC's structures) and their
//! transition trees.
//!
//! # The model
//!
//! A fast object is a [`ShapeId`] plus its field slots. The shape says, for every
//! own named property, its key, its [`Attrs`] and where its value is: a *field* (an
//! index into the object's fields, in-object first) or, for accessors, a constant getter/setter pair kept in the
//! descriptor itself, as V8's `AccessorConstant` descriptors do. The shape also fixes
//! the prototype, the in-object capacity and extensibility, so two objects with the
//! same shape have the same layout *and* the same prototype: comparing shape IDs is
//! all an inline cache needs to do.
//!
//! Shapes form trees. Each tree grows from a *root* (the `{}` map, a literal-size map
//! from the literal map cache, an `Object.create(p)` map, …), and each edge is a
//! [`TransitionKey`]:
//!
//! ```text
//!   {} (4 in-object) ──+x──▶ {x} ──+y──▶ {x,y} ──freeze──▶ {x,y} frozen
//!                                 └─+z──▶ {x,z}
//!   {x,y} ──__proto__=null──▶ {x,y} proto=null (detached: a new root for updates)
//! ```
//!
//! Objects that take the same steps from the same root share every shape on the way.
//!
//! # Descriptor tables are shared along a chain
//!
//! A shape does not own a copy of its descriptors. Like V8's descriptor-array
//! sharing, a shape points at a `DescriptorTable` and uses its first `descriptors`
//! entries. Adding a property to the shape at the tip of a table appends to that
//! table, so a chain of n adds costs O(n) space, not O(n²). Adding from a shape that
//! is not the tip copies its prefix into a new table. Entries are never modified
//! once written; only appended. Within a table, keys are unique.
//!
//! Lookup scans the prefix linearly up to [`DESCRIPTOR_LINEAR_SEARCH_MAX`] entries
//! (V8's `kMaxElementsForLinearSearch`); larger tables carry a hash index from key to
//! position, and a hit at a position past the shape's prefix is a miss. Lookup is
//! therefore O(1) for large shapes and a handful of compares for small ones.
//!
//! # Detached shapes
//!
//! V8's `Map::IsDetached`: a map with descriptors but no back pointer (a prototype
//! transition from a map with properties, or a literal migrated from dictionary
//! mode). Transitions from a detached map are never recorded
//! (`Map::ConnectTransition`), so every add to such an object makes a fresh,
//! unshared shape, and `delete` of the last property cannot roll back. The V8 corpus
//! checks both effects.
//!
//! # Dictionary shapes
//!
//! A dictionary-mode object keeps its properties in its own table, so its shape only
//! records prototype, extensibility and object kind. As in V8 (where
//! `%HaveSameMap` is true for any two dictionary objects with the same prototype),
//! there is one dictionary shape per (kind, prototype, extensible).

use crate::atoms::PropertyKey;
pub use crate::ids::ShapeId;
use crate::ids::{ObjectId, TableId};
use crate::layered::{ArchivedTable, Layered};
use crate::policy::{self, DESCRIPTOR_LINEAR_SEARCH_MAX, MAX_NUMBER_OF_TRANSITIONS, StoreOrigin};
use crate::value::Value;
use bitflags::bitflags;
use rustc_hash::FxHashMap;
use std::sync::Arc;

bitflags! {
    /// Property attributes (ECMA-262 §6.1.7.1), plus the kind bit.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub struct Attrs: u8 {
        /// `[[Writable]]` (data properties only).
        const WRITABLE = 1;
        /// `[[Enumerable]]`.
        const ENUMERABLE = 2;
        /// `[[Configurable]]`.
        const CONFIGURABLE = 4;
        /// The property is an accessor (getter/setter pair), not a data property.
        const ACCESSOR = 8;
    }
}

// Attributes archive as their bits (one byte). The schema names every flag
// with its bit, so that a new or moved flag changes the snapshot schema hash.
impl crate::schema::ArchiveSchema for Attrs {
    fn describe(out: &mut crate::schema::SchemaWriter) {
        let flags: Vec<String> = Attrs::all()
            .iter_names()
            .map(|(name, bits)| format!("{name}={}", bits.bits()))
            .collect();
        out.leaf::<Self>(&format!("Attrs({})", flags.join(",")));
    }
}

impl rkyv::Archive for Attrs {
    type Archived = u8;
    type Resolver = ();

    fn resolve(&self, _: (), out: rkyv::Place<u8>) {
        out.write(self.bits());
    }
}

impl<S: rkyv::rancor::Fallible + ?Sized> rkyv::Serialize<S> for Attrs {
    fn serialize(&self, _: &mut S) -> Result<(), S::Error> {
        Ok(())
    }
}

impl<D: rkyv::rancor::Fallible + ?Sized> rkyv::Deserialize<Attrs, D> for u8 {
    fn deserialize(&self, _: &mut D) -> Result<Attrs, D::Error> {
        Ok(Attrs::from_bits_retain(*self))
    }
}

impl Attrs {
    /// What `o.k = v` and literals create: writable, enumerable, configurable.
    pub const DEFAULT: Attrs = Attrs::WRITABLE
        .union(Attrs::ENUMERABLE)
        .union(Attrs::CONFIGURABLE);

    /// True for data properties.
    pub fn is_data(self) -> bool {
        !self.contains(Attrs::ACCESSOR)
    }

    /// V8's short form: `W`, `E`, `C` or `_` in that order, then `A` for accessors.
    pub fn short(self) -> String {
        let mut s = String::with_capacity(4);
        s.push(if self.contains(Attrs::WRITABLE) {
            'W'
        } else {
            '_'
        });
        s.push(if self.contains(Attrs::ENUMERABLE) {
            'E'
        } else {
            '_'
        });
        s.push(if self.contains(Attrs::CONFIGURABLE) {
            'C'
        } else {
            '_'
        });
        if self.contains(Attrs::ACCESSOR) {
            s.push('A');
        }
        s
    }
}

// rkyv's derive gives the generated resolver enum's variant fields no docs
// (and no hook to add them), so this enum lives in a module that allows it.
mod descriptor_value {
    #![allow(missing_docs)]
    use super::*;

    /// Where a descriptor's value lives.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        PartialEq,
        Debug,
    )]
    pub enum DescriptorValue {
        /// In the object's field at this index (see [`Shape::field_location`]).
        Field(u32),
        /// A constant accessor pair (V8's `AccessorConstant`); `Undefined` for a missing half.
        Accessor {
            /// The getter, or `Undefined`.
            get: Value,
            /// The setter, or `Undefined`.
            set: Value,
        },
    }
}
pub use descriptor_value::{ArchivedDescriptorValue, DescriptorValue, DescriptorValueResolver};

/// One own property of a shape.
#[derive(
    crate::schema::ArchiveSchema,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    Copy,
    Clone,
    PartialEq,
    Debug,
)]
pub struct Descriptor {
    /// The key (never an array index: those live in elements).
    pub key: PropertyKey,
    /// The attributes.
    pub attrs: Attrs,
    /// Where the value is.
    pub value: DescriptorValue,
    /// V8's field constness: a data field starts `kConst` and becomes mutable
    /// the first time a store writes a different value over it. It decides
    /// whether V8's generic store stub may do a store itself (mutable) or must go
    /// to the runtime (const). Changed in place ([`ShapeTable::mark_field_mutable`]).
    pub constant: bool,
}

/// Whether a field is stored inside the object or in its out-of-object store.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FieldLocation {
    /// In-object slot `n`.
    InObject(u32),
    /// Out-of-object (property array) slot `n`.
    OutOfObject(u32),
}

/// An integrity level (V8 marks these transitions with private symbols).
#[derive(crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
#[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum IntegrityLevel {
    /// `Object.preventExtensions` (V8: `nonextensible_symbol`).
    PreventExtensions,
    /// `Object.seal` (V8: `sealed_symbol`): also clears configurable.
    Seal,
    /// `Object.freeze` (V8: `frozen_symbol`): also clears writable.
    Freeze,
}

// rkyv's derive gives the generated resolver enum's variant fields no docs
// (and no hook to add them), so this enum lives in a module that allows it.
mod transition_key {
    #![allow(missing_docs)]
    use super::*;

    /// The label of a transition edge.
    #[derive(crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
    #[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum TransitionKey {
        /// Add a property with these attributes (accessors carry [`Attrs::ACCESSOR`]).
        Add {
            /// The new key.
            key: PropertyKey,
            /// Its attributes.
            attrs: Attrs,
        },
        /// Change the prototype (V8's prototype transitions, `Map::TransitionToPrototype`).
        Prototype(Option<ObjectId>),
        /// Apply an integrity level (`Map::CopyForPreventExtensions`).
        Integrity(IntegrityLevel),
    }
}
pub use transition_key::{ArchivedTransitionKey, TransitionKey, TransitionKeyResolver};

/// What kind of object a shape describes.
#[derive(crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
#[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ObjectKind {
    /// An ordinary object.
    Ordinary,
    /// An array (its `length` is derived from its elements).
    Array,
    /// A `function () {}` (opaque: its body is never run).
    Function,
    /// An arrow function `() => {}` (opaque).
    ArrowFunction,
}

/// Why a root shape exists; shown in DOT output and traces.
#[derive(crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
#[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RootKind {
    /// The Object function's initial map: `{}`, `Object.create(p)` and copies.
    ObjectFunction,
    /// A literal map from the literal map cache (in-object = property count).
    Literal,
    /// A fresh map made by migrating a large literal from dictionary mode.
    MigratedLiteral,
    /// A function or array map.
    Builtin,
    /// A normalized dictionary-mode map (V8's `NormalizedMapCache`: one per
    /// prototype for objects that went from fast to dictionary mode).
    Dictionary,
    /// The map of objects born in dictionary mode (V8's
    /// `slow_object_with_null_prototype_map` for `{__proto__: null}` and
    /// `Object.create(null)`): distinct from normalized maps.
    SlowDictionary,
}

#[derive(
    crate::schema::ArchiveSchema,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    Clone,
    Debug,
    Default,
)]
enum Transitions {
    #[default]
    None,
    One(TransitionKey, ShapeId),
    Many(Box<FxHashMap<TransitionKey, ShapeId>>),
}

impl Transitions {
    fn get(&self, key: &TransitionKey) -> Option<ShapeId> {
        match self {
            Transitions::None => None,
            Transitions::One(k, s) => (k == key).then_some(*s),
            Transitions::Many(m) => m.get(key).copied(),
        }
    }

    fn len(&self) -> u32 {
        match self {
            Transitions::None => 0,
            Transitions::One(..) => 1,
            Transitions::Many(m) => m.len() as u32,
        }
    }

    fn insert(&mut self, key: TransitionKey, target: ShapeId) {
        match std::mem::take(self) {
            Transitions::None => *self = Transitions::One(key, target),
            Transitions::One(k, s) => {
                let mut m = FxHashMap::default();
                m.insert(k, s);
                m.insert(key, target);
                *self = Transitions::Many(Box::new(m));
            }
            Transitions::Many(mut m) => {
                m.insert(key, target);
                *self = Transitions::Many(m);
            }
        }
    }
}

/// A shared, append-only descriptor table (see the module docs).
#[derive(
    crate::schema::ArchiveSchema,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    Clone,
    Debug,
    Default,
)]
pub(crate) struct DescriptorTable {
    entries: Vec<Descriptor>,
    /// Key → position, present once the table outgrows linear search.
    index: Option<FxHashMap<PropertyKey, u32>>,
}

impl DescriptorTable {
    fn push(&mut self, d: Descriptor) {
        let pos = self.entries.len() as u32;
        self.entries.push(d);
        if let Some(index) = &mut self.index {
            index.insert(d.key, pos);
        } else if self.entries.len() > DESCRIPTOR_LINEAR_SEARCH_MAX {
            self.index = Some(
                self.entries
                    .iter()
                    .enumerate()
                    .map(|(i, d)| (d.key, i as u32))
                    .collect(),
            );
        }
    }

    fn from_entries(entries: Vec<Descriptor>) -> Self {
        let mut t = DescriptorTable {
            entries: Vec::with_capacity(entries.len() + 1),
            index: None,
        };
        for d in entries {
            t.push(d);
        }
        t
    }

    fn find(&self, key: PropertyKey, prefix: u32) -> Option<u32> {
        if let Some(index) = &self.index
            && prefix as usize > DESCRIPTOR_LINEAR_SEARCH_MAX
        {
            return index.get(&key).copied().filter(|&p| p < prefix);
        }
        self.entries[..prefix as usize]
            .iter()
            .position(|d| d.key == key)
            .map(|p| p as u32)
    }
}

/// One shape. Read it through [`ShapeTable::get`].
#[derive(
    crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Clone, Debug,
)]
pub struct Shape {
    dictionary: bool,
    kind: ObjectKind,
    root_kind: RootKind,
    prototype: Option<ObjectId>,
    inobject: u32,
    /// The map this one was reached from by an add or integrity transition that was
    /// recorded (V8's back pointer). `None` for roots and detached shapes.
    back_pointer: Option<ShapeId>,
    /// The edge that created this shape (also for unrecorded and prototype edges),
    /// for DOT output.
    created_by: Option<(ShapeId, TransitionKey)>,
    table: u32,
    descriptors: u32,
    fields: u32,
    extensible: bool,
    integrity: Option<IntegrityLevel>,
    detached: bool,
    /// V8's `is_prototype_map`: the shape of an object used as a prototype. Never
    /// shared with another object; transitions from it are never recorded.
    prototype_map: bool,
    transitions: Transitions,
}

impl Shape {
    /// True for dictionary-mode shapes.
    pub fn is_dictionary(&self) -> bool {
        self.dictionary
    }
    /// The object kind.
    pub fn kind(&self) -> ObjectKind {
        self.kind
    }
    /// Why this shape's tree exists.
    pub fn root_kind(&self) -> RootKind {
        self.root_kind
    }
    /// The prototype every object of this shape has.
    pub fn prototype(&self) -> Option<ObjectId> {
        self.prototype
    }
    /// In-object slot capacity.
    pub fn inobject_capacity(&self) -> u32 {
        self.inobject
    }
    /// Number of own descriptors (own named properties). Zero for dictionary shapes.
    pub fn descriptor_count(&self) -> u32 {
        self.descriptors
    }
    /// Number of field slots used.
    pub fn field_count(&self) -> u32 {
        self.fields
    }
    /// Out-of-object store capacity objects of this shape carry (grows by 3).
    pub fn out_of_object_capacity(&self) -> u32 {
        policy::out_of_object_capacity(self.fields, self.inobject)
    }
    /// Whether properties may be added.
    pub fn is_extensible(&self) -> bool {
        self.extensible
    }
    /// The strongest integrity level applied along this shape's chain, if any.
    pub fn integrity(&self) -> Option<IntegrityLevel> {
        self.integrity
    }
    /// V8's `Map::IsDetached`: transitions from this shape are not recorded.
    pub fn is_detached(&self) -> bool {
        self.detached
    }
    /// V8's `is_prototype_map`: this shape belongs to one prototype object alone.
    pub fn is_prototype_map(&self) -> bool {
        self.prototype_map
    }

    /// The back pointer (parent in the transition tree), if recorded.
    pub fn back_pointer(&self) -> Option<ShapeId> {
        self.back_pointer
    }
    /// The edge that made this shape, if it is not a root.
    pub fn created_by(&self) -> Option<(ShapeId, TransitionKey)> {
        self.created_by
    }
    /// Where field `index` lives for objects of this shape.
    pub fn field_location(&self, index: u32) -> FieldLocation {
        if index < self.inobject {
            FieldLocation::InObject(index)
        } else {
            FieldLocation::OutOfObject(index - self.inobject)
        }
    }
}

/// A descriptor for [`ShapeTable::detached_with`]: key, attributes, and the
/// accessor pair for accessors (`None` for a data field).
pub type NewDescriptor = (PropertyKey, Attrs, Option<(Value, Value)>);

/// The outcome of adding a property to a fast shape.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AddOutcome {
    /// Followed an existing transition.
    Followed(ShapeId),
    /// Made a new shape (recorded as a transition unless the parent is detached or full).
    Created(ShapeId),
    /// The object must normalize to dictionary mode, for this V8 reason.
    Normalize(&'static str),
}

#[derive(crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
#[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
/// What selects a root map in the root-map cache.
pub(crate) struct RootKey {
    dictionary: bool,
    kind: ObjectKind,
    root_kind: RootKind,
    prototype: Option<ObjectId>,
    inobject: u32,
    extensible: bool,
}

/// The archived form of a [`ShapeTable`]: every shape and descriptor table in
/// ID order, and the root-map cache. What a snapshot stores.
#[derive(
    crate::schema::ArchiveSchema,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    Clone,
    Debug,
    Default,
)]
pub struct ShapeTableImage {
    pub(crate) shapes: Vec<Shape>,
    pub(crate) tables: Vec<DescriptorTable>,
    pub(crate) roots: FxHashMap<RootKey, ShapeId>,
}

/// The shape arena of one heap: shapes, their descriptor tables, and the root
/// caches. Shapes are never freed.
///
/// A table restored from a snapshot reads its first shapes and descriptor
/// tables from the archive and copies each on first access ([`Layered`]).
#[derive(Clone, Debug, Default)]
pub struct ShapeTable {
    shapes: Layered<ShapeId, Shape>,
    tables: Layered<TableId, DescriptorTable>,
    roots: FxHashMap<RootKey, ShapeId>,
}

impl ShapeTable {
    /// An owned table from its archived form's contents.
    pub(crate) fn from_image(image: ShapeTableImage) -> ShapeTable {
        ShapeTable {
            shapes: Layered::from_vec(image.shapes),
            tables: Layered::from_vec(image.tables),
            roots: image.roots,
        }
    }

    /// The archivable form: every shape and table copied out, in ID order.
    pub(crate) fn to_image(&self) -> ShapeTableImage {
        ShapeTableImage {
            shapes: self.shapes.to_vec(),
            tables: self.tables.to_vec(),
            roots: self.roots.clone(),
        }
    }

    /// The shape arena of a restored heap: the archived shapes and descriptor
    /// tables stay in the archive and are copied one by one on first access;
    /// only the root cache (one entry per distinct root map) is copied now.
    pub(crate) fn restore(
        shapes: Arc<dyn ArchivedTable<Shape>>,
        tables: Arc<dyn ArchivedTable<DescriptorTable>>,
        roots: FxHashMap<RootKey, ShapeId>,
    ) -> ShapeTable {
        ShapeTable {
            shapes: Layered::over(shapes),
            tables: Layered::over(tables),
            roots,
        }
    }

    /// Checks that every index an owned table holds points inside it (tables,
    /// shapes, descriptor prefixes) and that its keys and values are in range, as
    /// decided by `key_ok`, `value_ok` and `object_ok`: what an archive from
    /// outside must satisfy before anything reads it by index.
    pub(crate) fn check_references(
        &self,
        key_ok: &dyn Fn(PropertyKey) -> bool,
        value_ok: &dyn Fn(Value) -> bool,
        object_ok: &dyn Fn(ObjectId) -> bool,
    ) -> Result<(), String> {
        if self.shapes.base_len() != 0 || self.tables.base_len() != 0 {
            return Err("the checks run on owned tables (ShapeTable::from_image)".into());
        }
        let n = self.shapes.len();
        let shape_ok = |s: ShapeId| (s.0 as usize) < n;
        let tkey_ok = |k: &TransitionKey| match *k {
            TransitionKey::Add { key, .. } => key_ok(key),
            TransitionKey::Prototype(p) => p.is_none_or(object_ok),
            TransitionKey::Integrity(_) => true,
        };
        for (t, table) in self.tables.owned().iter().enumerate() {
            for d in &table.entries {
                let value_in_range = match d.value {
                    DescriptorValue::Field(_) => true,
                    DescriptorValue::Accessor { get, set } => value_ok(get) && value_ok(set),
                };
                if !key_ok(d.key) || !value_in_range {
                    return Err(format!("descriptor table {t} refers outside the heap"));
                }
            }
            if let Some(index) = &table.index
                && index.values().any(|&p| p as usize >= table.entries.len())
            {
                return Err(format!("descriptor table {t} has a bad index"));
            }
        }
        for (i, s) in self.shapes.owned().iter().enumerate() {
            let table = self.tables.owned().get(s.table as usize);
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
                return Err(format!("shape s{i} refers outside the heap"));
            }
        }
        if self
            .roots
            .iter()
            .any(|(k, s)| !shape_ok(*s) || !k.prototype.is_none_or(object_ok))
        {
            return Err("the root-map cache refers outside the heap".into());
        }
        self.check_structure()
    }

    /// The invariants of the tables and the transition tree that the rest of
    /// this module assumes, for a table read from an untrusted snapshot (after
    /// [`ShapeTable::check_references`] found every ID in range):
    /// - a descriptor table's keys are unique, its attributes are known bits
    ///   that agree with the value kind, and its hash index (present exactly
    ///   when the table outgrows linear search) maps every key to its position;
    /// - a table has at most [`policy::MAX_NUMBER_OF_DESCRIPTORS`] entries; a
    ///   shape has at most [`policy::MAX_INOBJECT_PROPERTIES`] in-object
    ///   slots; a fast shape's integrity level holds of its attributes (and
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
    fn check_structure(&self) -> Result<(), String> {
        for (t, table) in self.tables.owned().iter().enumerate() {
            // The engine never grows a table past the descriptor limit (adds
            // normalize there, `migrate_to_fast` refuses larger dictionaries);
            // bounding it keeps every per-shape walk below linear in the file.
            if table.entries.len() > policy::MAX_NUMBER_OF_DESCRIPTORS as usize {
                return Err(format!(
                    "descriptor table {t} has more descriptors than a map can"
                ));
            }
            let mut keys = rustc_hash::FxHashSet::default();
            for d in &table.entries {
                if !keys.insert(d.key) {
                    return Err(format!("descriptor table {t} repeats a key"));
                }
                if d.key.is_index() {
                    return Err(format!("descriptor table {t} has an array index key"));
                }
                let accessor = matches!(d.value, DescriptorValue::Accessor { .. });
                if Attrs::from_bits(d.attrs.bits()).is_none()
                    || d.attrs.contains(Attrs::ACCESSOR) != accessor
                {
                    return Err(format!("descriptor table {t} has bad attributes"));
                }
            }
            let indexed = table.entries.len() > DESCRIPTOR_LINEAR_SEARCH_MAX;
            let index_ok = match &table.index {
                None => !indexed,
                Some(index) => {
                    indexed
                        && index.len() == table.entries.len()
                        && index.iter().all(|(k, &p)| {
                            table.entries.get(p as usize).is_some_and(|d| d.key == *k)
                        })
                }
            };
            if !index_ok {
                return Err(format!("descriptor table {t} has a bad index"));
            }
        }
        let same_layout = |a: &Shape, b: &Shape| {
            a.kind == b.kind && a.inobject == b.inobject && !a.dictionary && !b.dictionary
        };
        let same_descriptor = |a: &Descriptor, b: &Descriptor, attrs: Attrs| {
            a.key == b.key && a.value == b.value && b.attrs == attrs
        };
        for (i, s) in self.shapes.owned().iter().enumerate() {
            let bad = |what: &str| Err(format!("shape s{i}: {what}"));
            if s.inobject > policy::MAX_INOBJECT_PROPERTIES {
                return bad("more in-object slots than a map can have");
            }
            // A fast shape's integrity level is what `freeze`/`seal` trust to
            // return early: it must hold of its attributes.
            if let Some(level) = s.integrity
                && !s.dictionary
                && (s.extensible
                    || self
                        .descriptors(ShapeId(i as u32))
                        .iter()
                        .any(|d| apply_integrity(d.attrs, level) != d.attrs))
            {
                return bad("its integrity level does not hold of its properties");
            }
            if s.dictionary && (s.descriptors != 0 || s.fields != 0 || s.transitions.len() != 0) {
                return bad("a dictionary shape with descriptors or transitions");
            }
            if let Some(p) = s.back_pointer {
                let parent = &self.shapes.owned()[p.0 as usize];
                let n = parent.descriptors as usize;
                let ok = (p.0 as usize) < i
                    && same_layout(parent, s)
                    && parent.prototype == s.prototype
                    && (s.descriptors as usize == n || s.descriptors as usize == n + 1)
                    && self
                        .descriptors(p)
                        .iter()
                        .zip(self.descriptors(ShapeId(i as u32)))
                        .all(|(a, b)| a.key == b.key && a.value == b.value);
                if !ok {
                    return bad("its back pointer is not its parent");
                }
            }
            if s.created_by.is_some_and(|(from, _)| from.0 as usize >= i) {
                return bad("created by a younger shape");
            }
            if let Some((_, TransitionKey::Add { key, .. })) = s.created_by
                && key.is_index()
            {
                return bad("created by adding an array index key");
            }
            // Reconfiguration replays the `created_by` edges along the back
            // pointers: each must be the parent's recorded edge to this shape.
            if let Some(p) = s.back_pointer {
                let recorded = match s.created_by {
                    Some((from, edge)) => {
                        from == p
                            && self.shapes.owned()[p.0 as usize].transitions.get(&edge)
                                == Some(ShapeId(i as u32))
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
                let target = &self.shapes.owned()[to.0 as usize];
                let from = self.descriptors(ShapeId(i as u32));
                let next = self.descriptors(to);
                let ok = (to.0 as usize) > i
                    && same_layout(s, target)
                    && match key {
                        TransitionKey::Add { key, attrs } => {
                            let data = !attrs.contains(Attrs::ACCESSOR);
                            target.back_pointer == Some(ShapeId(i as u32))
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
        for (k, &id) in &self.roots {
            let s = &self.shapes.owned()[id.0 as usize];
            let ok = s.dictionary == k.dictionary
                && s.kind == k.kind
                && s.root_kind == k.root_kind
                && s.prototype == k.prototype
                && s.inobject == k.inobject
                && s.extensible == k.extensible
                && s.descriptors == 0;
            if !ok {
                return Err(format!(
                    "the root-map cache entry for s{} does not describe it",
                    id.0
                ));
            }
        }
        Ok(())
    }

    /// How many of a restored table's snapshot shapes have been copied out of the
    /// archive so far (0 right after a restore).
    pub fn copied_from_snapshot(&self) -> usize {
        self.shapes.copied()
    }

    fn shape_mut(&mut self, id: ShapeId) -> &mut Shape {
        self.shapes.get_mut(id)
    }

    #[inline]
    fn table(&self, t: u32) -> &DescriptorTable {
        self.tables.get(TableId(t))
    }

    fn table_mut(&mut self, t: u32) -> &mut DescriptorTable {
        self.tables.get_mut(TableId(t))
    }

    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of shapes made so far.
    pub fn len(&self) -> usize {
        self.shapes.len()
    }

    /// True when no shape exists.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every shape ID, in creation order.
    pub fn ids(&self) -> impl Iterator<Item = ShapeId> + '_ {
        (0..self.len() as u32).map(ShapeId)
    }

    /// The shape for an ID.
    #[inline]
    pub fn get(&self, id: ShapeId) -> &Shape {
        self.shapes.get(id)
    }

    /// The own descriptors of a shape, in property order.
    pub fn descriptors(&self, id: ShapeId) -> &[Descriptor] {
        let s = self.get(id);
        &self.table(s.table).entries[..s.descriptors as usize]
    }

    /// Finds `key` among a shape's own descriptors: its position and descriptor.
    #[inline]
    pub fn lookup(&self, id: ShapeId, key: PropertyKey) -> Option<(u32, &Descriptor)> {
        let s = self.get(id);
        let table = self.table(s.table);
        table
            .find(key, s.descriptors)
            .map(|p| (p, &table.entries[p as usize]))
    }

    /// Generalizes the constness of `key`'s field in `shape` to mutable, in place
    /// (V8's `MapUpdater` const → mutable generalization; no new map). The change
    /// is seen by every shape that shares the descriptor table entry.
    pub fn mark_field_mutable(&mut self, shape: ShapeId, key: PropertyKey) {
        let table = self.get(shape).table as usize;
        if let Some((position, _)) = self.lookup(shape, key) {
            self.table_mut(table as u32).entries[position as usize].constant = false;
        }
    }

    /// The transition recorded from `from` for `key`, if any.
    pub fn find_transition(&self, from: ShapeId, key: &TransitionKey) -> Option<ShapeId> {
        self.get(from).transitions.get(key)
    }

    /// Number of transitions recorded from a shape.
    pub fn transition_count(&self, id: ShapeId) -> u32 {
        self.get(id).transitions.len()
    }

    /// V8's `TransitionsAccessor::ExpectedTransitionKey`: when a shape has exactly
    /// one transition and it adds a string-keyed data property with default
    /// attributes, that key and its target. A deserializer reading a key compares
    /// the bytes with this key before interning anything.
    #[inline]
    pub fn expected_transition(&self, id: ShapeId) -> Option<(crate::atoms::Atom, ShapeId)> {
        match self.get(id).transitions {
            Transitions::One(
                TransitionKey::Add {
                    key: PropertyKey::String(atom),
                    attrs,
                },
                target,
            ) if attrs == Attrs::DEFAULT => Some((atom, target)),
            _ => None,
        }
    }

    /// Shapes `0..n` come from the snapshot this table was restored from (0 for
    /// a table built from scratch).
    pub fn snapshot_shapes(&self) -> u32 {
        self.shapes.base_len()
    }

    /// A copy of `from` without its transitions, to be turned into a child.
    fn derive(&self, from: ShapeId) -> Shape {
        let s = self.get(from);
        Shape {
            dictionary: s.dictionary,
            kind: s.kind,
            root_kind: s.root_kind,
            prototype: s.prototype,
            inobject: s.inobject,
            back_pointer: s.back_pointer,
            created_by: s.created_by,
            table: s.table,
            descriptors: s.descriptors,
            fields: s.fields,
            extensible: s.extensible,
            integrity: s.integrity,
            detached: s.detached,
            prototype_map: s.prototype_map,
            transitions: Transitions::None,
        }
    }

    fn push_shape(&mut self, shape: Shape) -> ShapeId {
        self.shapes.push(shape)
    }

    fn new_table(&mut self, entries: Vec<Descriptor>) -> u32 {
        self.tables
            .push(DescriptorTable::from_entries(entries))
            .index()
    }

    fn root_shape(&mut self, key: RootKey) -> ShapeId {
        if let Some(&id) = self.roots.get(&key) {
            return id;
        }
        let table = self.new_table(Vec::new());
        let id = self.push_shape(Shape {
            dictionary: key.dictionary,
            kind: key.kind,
            root_kind: key.root_kind,
            prototype: key.prototype,
            inobject: key.inobject,
            back_pointer: None,
            created_by: None,
            table,
            descriptors: 0,
            fields: 0,
            extensible: key.extensible,
            integrity: None,
            detached: false,
            prototype_map: false,
            transitions: Transitions::None,
        });
        self.roots.insert(key, id);
        id
    }

    /// The cached root shape for fast objects of `kind` with `prototype` and
    /// `inobject` in-object slots.
    pub fn root(
        &mut self,
        kind: ObjectKind,
        root_kind: RootKind,
        prototype: Option<ObjectId>,
        inobject: u32,
    ) -> ShapeId {
        self.root_shape(RootKey {
            dictionary: false,
            kind,
            root_kind,
            prototype,
            inobject,
            extensible: true,
        })
    }

    /// The normalized dictionary shape for objects of `kind` with `prototype`.
    pub fn dictionary(
        &mut self,
        kind: ObjectKind,
        prototype: Option<ObjectId>,
        extensible: bool,
    ) -> ShapeId {
        self.root_shape(RootKey {
            dictionary: true,
            kind,
            root_kind: RootKind::Dictionary,
            prototype,
            inobject: 0,
            extensible,
        })
    }

    /// The shape of objects born in dictionary mode with `prototype`.
    pub fn slow_dictionary(&mut self, kind: ObjectKind, prototype: Option<ObjectId>) -> ShapeId {
        self.root_shape(RootKey {
            dictionary: true,
            kind,
            root_kind: RootKind::SlowDictionary,
            prototype,
            inobject: 0,
            extensible: true,
        })
    }

    /// A copy of `from` for an object that has become a prototype (V8's
    /// `Map::Copy(…, "CopyAsPrototype")` in `JSObject::OptimizeAsPrototype`): same
    /// layout, never shared (detached when it has properties, like V8's copy).
    /// Works for fast and dictionary shapes.
    pub fn prototype_copy(&mut self, from: ShapeId) -> ShapeId {
        let mut copy = self.derive(from);
        copy.prototype_map = true;
        copy.back_pointer = None;
        copy.created_by = None;
        copy.detached = copy.descriptors > 0;
        self.push_shape(copy)
    }

    /// A dictionary shape of its own, shared with no other object. V8 copies a
    /// dictionary map for a prototype object (every prototype map is its own), on
    /// a prototype change (`"TransitionToPrototype"`) and on an integrity level
    /// (`"SlowCopyForPreventExtensions"`); `prototype_map` marks the first.
    pub fn unshared_dictionary(
        &mut self,
        kind: ObjectKind,
        prototype: Option<ObjectId>,
        extensible: bool,
        prototype_map: bool,
    ) -> ShapeId {
        let shared = self.dictionary(kind, prototype, extensible);
        let mut copy = self.derive(shared);
        copy.prototype_map = prototype_map;
        self.push_shape(copy)
    }

    /// A fresh detached fast shape holding `descriptors` (fields numbered in order),
    /// as `JSObject::MigrateSlowToFast` makes for large literals and for prototypes
    /// made fast again. Never shared.
    pub fn detached_with(
        &mut self,
        kind: ObjectKind,
        prototype: Option<ObjectId>,
        inobject: u32,
        extensible: bool,
        prototype_map: bool,
        descriptors: Vec<NewDescriptor>,
    ) -> ShapeId {
        let mut fields = 0;
        let entries: Vec<Descriptor> = descriptors
            .into_iter()
            .map(|(key, attrs, accessor)| Descriptor {
                key,
                attrs,
                constant: accessor.is_none(),
                value: match accessor {
                    Some((get, set)) => DescriptorValue::Accessor { get, set },
                    None => {
                        fields += 1;
                        DescriptorValue::Field(fields - 1)
                    }
                },
            })
            .collect();
        let n = entries.len() as u32;
        let table = self.new_table(entries);
        self.push_shape(Shape {
            dictionary: false,
            kind,
            root_kind: RootKind::MigratedLiteral,
            prototype,
            inobject,
            back_pointer: None,
            created_by: None,
            table,
            descriptors: n,
            fields,
            extensible,
            integrity: None,
            detached: n > 0,
            prototype_map,
            transitions: Transitions::None,
        })
    }

    /// Makes the child of `from` along `key`, recording the transition unless the
    /// parent is detached, a prototype map, or already has
    /// [`MAX_NUMBER_OF_TRANSITIONS`]. (Node shows a property added to a fast
    /// prototype behaving as part of its root map: reconfiguring it normalizes.)
    fn make_child(&mut self, from: ShapeId, key: TransitionKey, mut child: Shape) -> ShapeId {
        let parent = self.get(from);
        let unshared = parent.prototype_map;
        let record =
            !parent.detached && !unshared && parent.transitions.len() < MAX_NUMBER_OF_TRANSITIONS;
        let is_prototype_edge = matches!(key, TransitionKey::Prototype(_));
        child.created_by = Some((from, key));
        if is_prototype_edge {
            // V8 keeps prototype transitions in a side cache; the copy has no back
            // pointer, so it is detached as soon as it has descriptors.
            child.back_pointer = None;
            child.detached = child.descriptors > 0;
        } else if record {
            child.back_pointer = Some(from);
            child.detached = false;
        } else {
            child.back_pointer = None;
            child.detached = child.descriptors > 0;
        }
        let id = self.push_shape(child);
        if record || (is_prototype_edge && !unshared) {
            self.shape_mut(from).transitions.insert(key, id);
        }
        id
    }

    /// A table holding `from`'s descriptors plus `extra`, sharing `from`'s table when
    /// `from` is its tip.
    fn table_with(&mut self, from: ShapeId, extra: Descriptor) -> u32 {
        let s = self.get(from);
        let (t, n) = (s.table, s.descriptors);
        if self.table(t).entries.len() == n as usize {
            self.table_mut(t).push(extra);
            t
        } else {
            let mut entries = self.table(t).entries[..n as usize].to_vec();
            entries.push(extra);
            self.new_table(entries)
        }
    }

    /// Adds property `key` to fast shape `from`, following an existing transition if
    /// there is one (V8: `Map::TransitionToDataProperty` /
    /// `Map::TransitionToAccessorProperty`), otherwise asking the policy whether a
    /// new shape may be made (`Map::TooManyFastProperties`).
    ///
    /// For accessors, `accessor` is the (getter, setter) pair; an existing transition
    /// whose pair differs normalizes (`"TransitionToDifferentAccessor"`).
    pub fn add_property(
        &mut self,
        from: ShapeId,
        key: PropertyKey,
        attrs: Attrs,
        accessor: Option<(Value, Value)>,
        origin: StoreOrigin,
        is_prototype: bool,
    ) -> AddOutcome {
        let attrs = if accessor.is_some() {
            (attrs | Attrs::ACCESSOR) - Attrs::WRITABLE
        } else {
            attrs - Attrs::ACCESSOR
        };
        let tkey = TransitionKey::Add { key, attrs };
        if let Some(target) = self.find_transition(from, &tkey) {
            if let Some((get, set)) = accessor {
                let last = self.descriptors(target).last().map(|d| d.value);
                if last != Some(DescriptorValue::Accessor { get, set }) {
                    return AddOutcome::Normalize("TransitionToDifferentAccessor");
                }
            }
            return AddOutcome::Followed(target);
        }
        let s = self.get(from);
        if accessor.is_some() {
            if s.descriptors >= policy::MAX_NUMBER_OF_DESCRIPTORS {
                return AddOutcome::Normalize("TooManyAccessors");
            }
        } else if policy::too_many_fast_properties(
            s.descriptors,
            s.fields,
            s.inobject,
            origin,
            is_prototype,
        ) {
            return AddOutcome::Normalize("TooManyFastProperties");
        }
        let (value, fields) = match accessor {
            Some((get, set)) => (DescriptorValue::Accessor { get, set }, s.fields),
            None => (DescriptorValue::Field(s.fields), s.fields + 1),
        };
        let descriptors = s.descriptors + 1;
        let mut child = self.derive(from);
        let constant = accessor.is_none();
        child.table = self.table_with(
            from,
            Descriptor {
                key,
                attrs,
                value,
                constant,
            },
        );
        child.descriptors = descriptors;
        child.fields = fields;
        AddOutcome::Created(self.make_child(from, tkey, child))
    }

    /// Changes the prototype of fast shape `from` (V8: `Map::TransitionToPrototype`).
    /// Cached, so two objects of one shape that get the same prototype share the
    /// result. Returns the target and whether this call made it.
    pub fn prototype_transition(
        &mut self,
        from: ShapeId,
        prototype: Option<ObjectId>,
    ) -> (ShapeId, bool) {
        let tkey = TransitionKey::Prototype(prototype);
        if let Some(target) = self.find_transition(from, &tkey) {
            return (target, false);
        }
        let mut child = self.derive(from);
        child.prototype = prototype;
        (self.make_child(from, tkey, child), true)
    }

    /// Applies an integrity level to fast shape `from` (V8:
    /// `Map::CopyForPreventExtensions`): a new descriptor table with the attributes
    /// changed, recorded as a special transition so equal objects share it.
    /// Returns the target and whether this call made it.
    pub fn integrity_transition(
        &mut self,
        from: ShapeId,
        level: IntegrityLevel,
    ) -> (ShapeId, bool) {
        let tkey = TransitionKey::Integrity(level);
        if let Some(target) = self.find_transition(from, &tkey) {
            return (target, false);
        }
        let entries: Vec<Descriptor> = self
            .descriptors(from)
            .iter()
            .map(|d| Descriptor {
                attrs: apply_integrity(d.attrs, level),
                ..*d
            })
            .collect();
        let mut child = self.derive(from);
        child.table = self.new_table(entries);
        child.extensible = false;
        child.integrity = child.integrity.max(Some(level));
        (self.make_child(from, tkey, child), true)
    }

    /// The shape `delete` of `key` rolls back to, if V8's `DeleteObjectPropertyFast`
    /// allows it: `key` is the last descriptor, configurable, the shape has a back
    /// pointer, and that parent has exactly one descriptor fewer (the last transition
    /// added a property and was not special).
    pub fn rollback_target(&self, shape: ShapeId, key: PropertyKey) -> Option<ShapeId> {
        let s = self.get(shape);
        let last = self.descriptors(shape).last()?;
        if last.key != key || !last.attrs.contains(Attrs::CONFIGURABLE) {
            return None;
        }
        let parent = s.back_pointer?;
        (self.get(parent).descriptors + 1 == s.descriptors).then_some(parent)
    }

    /// Reconfigures existing property `key` of fast shape `from` to `attrs` (and to an
    /// accessor pair or back to a data field), the way V8's `MapUpdater` does: find
    /// the root map by back pointers, then replay every step from it with the changed
    /// descriptor, reusing transitions that already exist. Fails with V8's reason when
    /// the property belongs to the root itself (`"Normalize_RootModification1"`).
    ///
    /// Field numbering may change (an accessor turning into a data field); callers
    /// move values by key.
    pub fn reconfigure(
        &mut self,
        from: ShapeId,
        key: PropertyKey,
        attrs: Attrs,
        accessor: Option<(Value, Value)>,
    ) -> Result<ShapeId, &'static str> {
        let Some((position, _)) = self.lookup(from, key) else {
            return Err("Normalize_MissingProperty");
        };
        // Collect the recorded edges back to the root.
        let mut steps = Vec::new();
        let mut root = from;
        while let Some(parent) = self.get(root).back_pointer {
            let Some((_, edge)) = self.get(root).created_by else {
                break;
            };
            steps.push(edge);
            root = parent;
        }
        if position < self.get(root).descriptors {
            return Err("Normalize_RootModification1");
        }
        let mut at = root;
        for edge in steps.into_iter().rev() {
            at = match edge {
                TransitionKey::Add { key: k, attrs: a } => {
                    let (attrs, pair) = if k == key {
                        (attrs, accessor)
                    } else {
                        let pair = match self.lookup(from, k).map(|(_, d)| d.value) {
                            Some(DescriptorValue::Accessor { get, set }) => Some((get, set)),
                            _ => None,
                        };
                        (a, pair)
                    };
                    match self.add_property(at, k, attrs, pair, StoreOrigin::Named, false) {
                        AddOutcome::Followed(s) | AddOutcome::Created(s) => s,
                        AddOutcome::Normalize(reason) => return Err(reason),
                    }
                }
                TransitionKey::Integrity(level) => self.integrity_transition(at, level).0,
                TransitionKey::Prototype(p) => self.prototype_transition(at, p).0,
            };
        }
        Ok(at)
    }
}

/// The attributes a descriptor gets under an integrity level.
pub fn apply_integrity(attrs: Attrs, level: IntegrityLevel) -> Attrs {
    match level {
        IntegrityLevel::PreventExtensions => attrs,
        IntegrityLevel::Seal => attrs - Attrs::CONFIGURABLE,
        IntegrityLevel::Freeze => {
            if attrs.is_data() {
                attrs - Attrs::CONFIGURABLE - Attrs::WRITABLE
            } else {
                attrs - Attrs::CONFIGURABLE
            }
        }
    }
}

impl ArchivedShapeTableImage {
    /// Number of shapes in an archived table.
    pub(crate) fn shape_count(&self) -> usize {
        self.shapes.len()
    }

    /// Number of descriptor tables in an archived table.
    pub(crate) fn table_count(&self) -> usize {
        self.tables.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atoms::Atoms;

    fn add(t: &mut ShapeTable, from: ShapeId, key: PropertyKey) -> ShapeId {
        match t.add_property(from, key, Attrs::DEFAULT, None, StoreOrigin::Named, false) {
            AddOutcome::Followed(s) | AddOutcome::Created(s) => s,
            AddOutcome::Normalize(r) => panic!("unexpected normalize: {r}"),
        }
    }

    #[test]
    fn same_steps_share_shapes_and_tables() {
        let mut atoms = Atoms::new();
        let (x, y, z) = (atoms.key("x"), atoms.key("y"), atoms.key("z"));
        let mut t = ShapeTable::new();
        let root = t.root(ObjectKind::Ordinary, RootKind::ObjectFunction, None, 4);
        let a = add(&mut t, root, x);
        let ab = add(&mut t, a, y);
        assert_eq!(add(&mut t, root, x), a);
        assert_eq!(add(&mut t, a, y), ab);
        // The chain shares one table; a branch copies.
        assert_eq!(t.get(a).table, t.get(ab).table);
        let az = add(&mut t, a, z);
        assert_ne!(t.get(az).table, t.get(ab).table);
        assert_eq!(t.lookup(az, z).map(|(p, _)| p), Some(1));
        assert_eq!(t.lookup(a, y), None, "a prefix must not see later entries");
        assert_eq!(t.rollback_target(ab, y), Some(a));
        assert_eq!(t.rollback_target(ab, x), None);
    }

    /// A table with a chain of 12 adds (indexed), a branch, a prototype edge
    /// and an integrity edge: everything `check_structure` looks at.
    fn tree(atoms: &mut Atoms) -> (ShapeTable, Vec<ShapeId>) {
        let mut t = ShapeTable::new();
        let mut s = t.root(ObjectKind::Ordinary, RootKind::ObjectFunction, None, 4);
        let mut chain = vec![s];
        for i in 0..12 {
            s = add(&mut t, s, atoms.key(&format!("k{i}")));
            chain.push(s);
        }
        add(&mut t, chain[2], atoms.key("branch"));
        t.prototype_transition(chain[3], Some(ObjectId(0)));
        t.integrity_transition(chain[4], IntegrityLevel::Freeze);
        (t, chain)
    }

    #[test]
    fn check_structure_accepts_what_the_engine_builds() {
        let (t, _) = tree(&mut Atoms::new());
        assert_eq!(t.check_structure(), Ok(()));
    }

    /// Each corruption a fuzzed snapshot could carry is refused, naming what
    /// is wrong (the first was found by `fuzz/`'s `snapshot_open`: a
    /// corrupted hash index made a present key look absent, and the next
    /// store added it twice).
    #[test]
    fn check_structure_refuses_corrupted_trees() {
        let mut atoms = Atoms::new();
        let other = atoms.key("other");
        type Corruption = Box<dyn Fn(&mut ShapeTable, &[ShapeId])>;
        let cases: Vec<(&str, Corruption)> = vec![
            (
                "bad index",
                Box::new(move |t, c| {
                    let table = t.shapes.get_mut(ShapeId(c[12].0)).table as usize;
                    let index = t
                        .tables
                        .get_mut(TableId((table) as u32))
                        .index
                        .as_mut()
                        .expect("indexed");
                    let (&k, _) = index.iter().next().expect("an entry");
                    index.insert(k, 0);
                    index.insert(other, 1);
                }),
            ),
            (
                "repeats a key",
                Box::new(|t, c| {
                    let table = t.shapes.get_mut(ShapeId(c[2].0)).table as usize;
                    let first = t.tables.get_mut(TableId((table) as u32)).entries[0];
                    t.tables.get_mut(TableId((table) as u32)).entries[1].key = first.key;
                }),
            ),
            (
                "back pointer",
                Box::new(|t, _| {
                    // The prototype copy: no back pointer, no edge points back
                    // at it, so only the back-pointer check sees a loop.
                    let i = t.shapes.len() - 2;
                    assert!(t.shapes.get_mut(ShapeId((i) as u32)).back_pointer.is_none());
                    t.shapes.get_mut(ShapeId((i) as u32)).back_pointer = Some(ShapeId(i as u32));
                }),
            ),
            (
                "does not follow",
                Box::new(|t, c| {
                    let target = &mut (*t.shapes.get_mut(ShapeId(c[5].0)));
                    target.fields += 1;
                    target.back_pointer = None;
                }),
            ),
            (
                "integrity level",
                Box::new(|t, _| {
                    // The branch shape made by `tree` claims to be frozen while
                    // its properties are writable: `freeze` would return early.
                    let i = t.shapes.len() - 3;
                    t.shapes.get_mut(ShapeId((i) as u32)).integrity = Some(IntegrityLevel::Freeze);
                    t.shapes.get_mut(ShapeId((i) as u32)).extensible = false;
                }),
            ),
            (
                "more descriptors than a map",
                Box::new(|t, c| {
                    let table = t.shapes.get_mut(ShapeId(c[12].0)).table as usize;
                    let d = t.tables.get_mut(TableId((table) as u32)).entries[0];
                    let mut atoms = Atoms::new();
                    for n in 0..1100 {
                        (*t.tables.get_mut(TableId((table) as u32))).push(Descriptor {
                            key: atoms.key(&format!("extra{n}")),
                            ..d
                        });
                    }
                }),
            ),
            (
                "root-map cache",
                Box::new(|t, c| t.shapes.get_mut(ShapeId(c[0].0)).extensible = false),
            ),
        ];
        for (what, corrupt) in cases {
            let (mut t, chain) = tree(&mut atoms);
            corrupt(&mut t, &chain);
            let err = t.check_structure().expect_err(what);
            assert!(err.contains(what), "{what}: {err}");
        }
    }

    #[test]
    fn large_shapes_use_the_hash_index() {
        let mut atoms = Atoms::new();
        let mut t = ShapeTable::new();
        let mut s = t.root(ObjectKind::Ordinary, RootKind::ObjectFunction, None, 4);
        let keys: Vec<_> = (0..200).map(|i| atoms.key(&format!("k{i}"))).collect();
        let mut shapes = vec![s];
        for &k in &keys {
            s = add(&mut t, s, k);
            shapes.push(s);
        }
        for (i, &k) in keys.iter().enumerate() {
            assert_eq!(t.lookup(s, k).map(|(p, _)| p), Some(i as u32));
            // Shape i has exactly the first i keys.
            assert_eq!(t.lookup(shapes[i], k), None);
            assert_eq!(t.lookup(shapes[i + 1], k).map(|(p, _)| p), Some(i as u32));
        }
    }

    #[test]
    fn integrity_levels_change_attributes() {
        assert_eq!(
            apply_integrity(Attrs::DEFAULT, IntegrityLevel::Seal).short(),
            "WE_"
        );
        assert_eq!(
            apply_integrity(Attrs::DEFAULT, IntegrityLevel::Freeze).short(),
            "_E_"
        );
        let acc = Attrs::ENUMERABLE | Attrs::CONFIGURABLE | Attrs::ACCESSOR;
        assert_eq!(apply_integrity(acc, IntegrityLevel::Freeze).short(), "_E_A");
    }
}
