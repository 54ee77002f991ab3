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
use crate::policy::{DESCRIPTOR_LINEAR_SEARCH_MAX, Policy, StoreOrigin};
use crate::value::{Slot, Value};
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

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod descriptor_value {
    // rkyv gives the generated resolver's variant fields no docs (and no hook to add
    // them), and `doc(hidden)` on the re-export does not silence the lint.
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
pub use descriptor_value::DescriptorValue;
#[doc(hidden)]
pub use descriptor_value::{ArchivedDescriptorValue, DescriptorValueResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod representation {
    /// A field's representation, V8's `Representation` (`src/objects/property-details.h`):
    /// the most specific kind of value the field has held.
    ///
    /// ```text
    ///            Tagged
    ///           /      \
    ///       Double   HeapObject
    ///         |          |
    ///        Smi         |
    ///           \       /
    ///             None
    /// ```
    ///
    /// A store of a value that does not fit generalizes the field up this
    /// lattice. Most steps happen in place, on the map every object already
    /// has; a step to `Double` from `None` or `Smi` cannot (V8 would have to box
    /// the values already stored), so it deprecates the map and builds a new
    /// one ([`Representation::can_change_in_place_to`]).
    ///
    /// ```
    /// use shapeshift::{Representation, Value};
    /// assert_eq!(Representation::of(Value::from(7)), Representation::Smi);
    /// assert_eq!(Representation::of(Value::from(0.5)), Representation::Double);
    /// assert_eq!(
    ///     Representation::Smi.generalize(Representation::HeapObject),
    ///     Representation::Tagged
    /// );
    /// assert!(!Representation::Smi.can_change_in_place_to(Representation::Double));
    /// ```
    #[derive(crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
    #[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
    pub enum Representation {
        /// Nothing stored yet (V8's uninitialized boilerplate fields).
        None,
        /// Small integers: V8's Smis, 32-bit signed in x64 Node builds, which
        /// have no pointer compression ([`SMI_RANGE`](super::SMI_RANGE)).
        Smi,
        /// Numbers that are not Smis (fractions, `-0`, `NaN`, large integers);
        /// V8 boxes them in `HeapNumber`s (no unboxed doubles since 9.x).
        Double,
        /// Any heap object: strings, objects, `undefined`, `null`, booleans, symbols.
        HeapObject,
        /// Anything.
        Tagged,
    }
}
pub use representation::Representation;
#[doc(hidden)]
pub use representation::{ArchivedRepresentation, RepresentationResolver};

/// The smallest and largest Smi: V8's `kSmiMinValue`/`kSmiMaxValue` with
/// 32-bit Smis, as x64 Node builds without pointer compression have (checked:
/// Node 20 keeps `{x: 2**31 - 1}` and `{x: 1}` on one map, and `{x: 2**31}`
/// on another).
pub const SMI_RANGE: std::ops::RangeInclusive<f64> = -2_147_483_648.0..=2_147_483_647.0;

/// Whether `n` is a Smi: an integer in [`SMI_RANGE`] other than `-0`. The
/// truncation to `i32` drops fractions and gives some in-range integer for a
/// number out of range or `NaN`, so the round trip through `f64` gives back
/// the same bits exactly for Smis: a fraction, a number out of range, `NaN`
/// and `-0` (whose bits differ from `0`'s) all come back different.
#[inline]
pub(crate) fn is_smi(n: f64) -> bool {
    f64::from(truncate_to_i32(n)).to_bits() == n.to_bits()
}

/// Checks numbers for Smis two at a time, with no branch until the answer:
/// on x86-64 one packed truncation and conversion back per pair (the packed
/// truncation gives `i32::MIN` for a number out of range or `NaN`, as
/// [`is_smi`]'s scalar one does, and the round trip compares bits).
#[derive(Clone, Copy)]
pub(crate) struct SmiCheck {
    #[cfg(target_arch = "x86_64")]
    equal: std::arch::x86_64::__m128i,
    #[cfg(not(target_arch = "x86_64"))]
    all: bool,
}

impl SmiCheck {
    /// No number seen yet: all Smis.
    #[inline(always)]
    pub(crate) fn new() -> Self {
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: needs only SSE2, which every x86-64 processor has (the
            // x86_64 target's baseline, which `cfg(target_arch)` selects);
            // reads no memory.
            SmiCheck {
                equal: unsafe { std::arch::x86_64::_mm_set1_epi32(-1) },
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            SmiCheck { all: true }
        }
    }

    /// Takes in `a` and `b`.
    #[inline(always)]
    pub(crate) fn pair(&mut self, a: f64, b: f64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{
                _mm_and_si128, _mm_castpd_si128, _mm_cmpeq_epi32, _mm_cvtepi32_pd,
                _mm_cvttpd_epi32, _mm_set_pd,
            };
            // SAFETY: as in `new`: SSE2 only, and no memory is read (the
            // numbers are passed by value).
            unsafe {
                let v = _mm_set_pd(b, a);
                let back = _mm_cvtepi32_pd(_mm_cvttpd_epi32(v));
                // Equal bits in both 32-bit halves of both numbers.
                self.equal = _mm_and_si128(
                    self.equal,
                    _mm_cmpeq_epi32(_mm_castpd_si128(back), _mm_castpd_si128(v)),
                );
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            self.all &= is_smi(a) & is_smi(b);
        }
    }

    /// Whether every number taken in was a Smi.
    #[inline(always)]
    pub(crate) fn all(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: as in `new`: SSE2 only, on a register.
            unsafe { std::arch::x86_64::_mm_movemask_epi8(self.equal) == 0xFFFF }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            self.all
        }
    }
}

/// `n` truncated to an `i32`; for `n` out of range or `NaN`, some `i32`
/// (which [`is_smi`]'s round trip then tells apart from `n`). On x86-64 this
/// is one `cvttsd2si`, which gives `i32::MIN` for those; `n as i32` would add
/// the clamping and the `NaN` test of Rust's saturating cast, which the round
/// trip does not need.
#[inline(always)]
fn truncate_to_i32(n: f64) -> i32 {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: both intrinsics need only SSE2, which every x86-64
        // processor has (it is part of the x86_64 target's baseline, which
        // `cfg(target_arch)` selects); they read no memory.
        unsafe { std::arch::x86_64::_mm_cvttsd_si32(std::arch::x86_64::_mm_set_sd(n)) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        n as i32
    }
}

impl Representation {
    /// V8's `Object::OptimalRepresentation`: `Smi` for integers in
    /// [`SMI_RANGE`] other than `-0`, `Double` for other numbers, `HeapObject`
    /// for everything else.
    #[inline]
    pub fn of(value: Value) -> Representation {
        match value {
            Value::Number(n) if is_smi(n) => Representation::Smi,
            Value::Number(_) => Representation::Double,
            _ => Representation::HeapObject,
        }
    }

    /// Whether a field of this representation can hold `value` as it is
    /// (V8's `Object::FitsRepresentation`).
    #[inline]
    pub fn fits(self, value: Value) -> bool {
        match self {
            Representation::Tagged => true,
            Representation::None => false,
            Representation::HeapObject => !matches!(value, Value::Number(_)),
            Representation::Double => matches!(value, Value::Number(_)),
            Representation::Smi => matches!(value, Value::Number(n) if is_smi(n)),
        }
    }

    /// [`Representation::fits`] for a packed value. The slot's class (a Smi,
    /// another number, or no number) is one bit and each representation a
    /// mask of the classes it takes, so this is a table lookup with no branch
    /// on the representation: what checks a whole object's fields in a row
    /// (a clone's, a copy's), where a `match` was an indirect jump per field.
    /// A store checks one field, by the `match` of `fits`.
    #[inline]
    pub fn fits_slot(self, slot: Slot) -> bool {
        const SMI: u8 = 1;
        const OTHER_NUMBER: u8 = 2;
        const NO_NUMBER: u8 = 4;
        // The classes each representation takes, in declaration order.
        const ACCEPTS: [u8; 5] = [
            0,                              // None
            SMI,                            // Smi
            SMI | OTHER_NUMBER,             // Double
            NO_NUMBER,                      // HeapObject
            SMI | OTHER_NUMBER | NO_NUMBER, // Tagged
        ];
        let class = match slot.as_number() {
            None => NO_NUMBER,
            Some(n) if is_smi(n) => SMI,
            Some(_) => OTHER_NUMBER,
        };
        ACCEPTS[self as usize] & class != 0
    }

    /// V8's `Representation::is_more_general_than`.
    pub fn is_more_general_than(self, other: Representation) -> bool {
        if self == Representation::HeapObject {
            return other == Representation::None;
        }
        if other == Representation::HeapObject {
            return self == Representation::Tagged;
        }
        self > other
    }

    /// The least representation that holds both (V8's `Representation::generalize`).
    pub fn generalize(self, other: Representation) -> Representation {
        if self == other || self.is_more_general_than(other) {
            self
        } else if other.is_more_general_than(self) {
            other
        } else {
            Representation::Tagged
        }
    }

    /// V8's `Representation::CanBeInPlaceChangedTo`: whether a field can change
    /// from this representation to `other` on the map objects already have.
    /// `None` changes in place to anything but `Double`; `Smi`, `Double` and
    /// `HeapObject` change in place to `Tagged`.
    pub fn can_change_in_place_to(self, other: Representation) -> bool {
        if self == other {
            return true;
        }
        if self == Representation::None {
            return other != Representation::Double;
        }
        other == Representation::Tagged
    }

    /// The short name V8's `%DebugPrint` uses (`s`, `d`, `h`, `t`, `v` for none).
    pub fn mnemonic(self) -> &'static str {
        match self {
            Representation::None => "v",
            Representation::Smi => "s",
            Representation::Double => "d",
            Representation::HeapObject => "h",
            Representation::Tagged => "t",
        }
    }
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod descriptor {
    use super::*;

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
        /// to the runtime (const). Changed in place by the first store of another value.
        pub constant: bool,
        /// The field's representation (V8's `PropertyDetails::representation`):
        /// what every value stored in it so far fits. `Tagged` for accessors.
        pub representation: Representation,
    }
}
pub use descriptor::Descriptor;
#[doc(hidden)]
pub use descriptor::{ArchivedDescriptor, DescriptorResolver};

/// Whether a field is stored inside the object or in its out-of-object store.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FieldLocation {
    /// In-object slot `n`.
    InObject(u32),
    /// Out-of-object (property array) slot `n`.
    OutOfObject(u32),
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod integrity_level {
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
}
pub use integrity_level::IntegrityLevel;
#[doc(hidden)]
pub use integrity_level::{ArchivedIntegrityLevel, IntegrityLevelResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod transition_key {
    // rkyv gives the generated resolver's variant fields no docs (and no hook to add
    // them), and `doc(hidden)` on the re-export does not silence the lint.
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
        /// Change the elements kind (V8's elements transitions, kept on the
        /// root: the shapes under it are replayed from the new root).
        Elements(ElementsKind),
    }
}
pub use transition_key::TransitionKey;
#[doc(hidden)]
pub use transition_key::{ArchivedTransitionKey, TransitionKeyResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod object_kind {
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
}
pub use object_kind::ObjectKind;
#[doc(hidden)]
pub use object_kind::{ArchivedObjectKind, ObjectKindResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod elements_kind {
    /// V8's `ElementsKind` (`src/objects/elements-kind.h`): what an object's
    /// array-indexed properties hold, part of its map.
    ///
    /// The fast kinds form a lattice that stores only ever climb:
    ///
    /// ```text
    ///   PACKED_SMI ──▶ PACKED_DOUBLE ──▶ PACKED_ELEMENTS
    ///       │               │                 │
    ///       ▼               ▼                 ▼
    ///   HOLEY_SMI ───▶ HOLEY_DOUBLE ───▶ HOLEY_ELEMENTS ──▶ DICTIONARY
    /// ```
    ///
    /// A double in Smi elements makes them double; anything but a number makes
    /// them object elements; a hole (a store past the end, a `delete`, a
    /// longer `length`) makes them holey; a far store or an element with
    /// other attributes makes them a dictionary. `preventExtensions`, `seal`
    /// and `freeze` move fast elements to the non-extensible, sealed and
    /// frozen kinds (after object elements, which they are based on).
    #[derive(crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
    #[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
    pub enum ElementsKind {
        /// `PACKED_SMI_ELEMENTS`: small integers, no holes.
        PackedSmi,
        /// `HOLEY_SMI_ELEMENTS`.
        HoleySmi,
        /// `PACKED_DOUBLE_ELEMENTS`: numbers, no holes.
        PackedDouble,
        /// `HOLEY_DOUBLE_ELEMENTS`.
        HoleyDouble,
        /// `PACKED_ELEMENTS`: any values, no holes.
        Packed,
        /// `HOLEY_ELEMENTS`: what ordinary objects have.
        Holey,
        /// `PACKED_NONEXTENSIBLE_ELEMENTS`.
        PackedNonextensible,
        /// `HOLEY_NONEXTENSIBLE_ELEMENTS`.
        HoleyNonextensible,
        /// `PACKED_SEALED_ELEMENTS`.
        PackedSealed,
        /// `HOLEY_SEALED_ELEMENTS`.
        HoleySealed,
        /// `PACKED_FROZEN_ELEMENTS`.
        PackedFrozen,
        /// `HOLEY_FROZEN_ELEMENTS`.
        HoleyFrozen,
        /// `DICTIONARY_ELEMENTS`: elements in a number dictionary.
        Dictionary,
    }
}
pub use elements_kind::ElementsKind;
#[doc(hidden)]
pub use elements_kind::{ArchivedElementsKind, ElementsKindResolver};

impl ElementsKind {
    /// How many kinds there are: one past the last, `Dictionary`, so that
    /// `kind as usize` indexes a table with an entry per kind.
    pub(crate) const COUNT: usize = ElementsKind::Dictionary as usize + 1;

    /// The kind new objects of `kind` start with: `PACKED_SMI_ELEMENTS` for
    /// arrays (`[]`), `HOLEY_ELEMENTS` for everything else.
    pub fn initial(kind: ObjectKind) -> ElementsKind {
        match kind {
            ObjectKind::Array => ElementsKind::PackedSmi,
            _ => ElementsKind::Holey,
        }
    }

    /// V8's name for the kind (`PACKED_SMI_ELEMENTS`, …).
    pub fn v8_name(self) -> &'static str {
        match self {
            ElementsKind::PackedSmi => "PACKED_SMI_ELEMENTS",
            ElementsKind::HoleySmi => "HOLEY_SMI_ELEMENTS",
            ElementsKind::PackedDouble => "PACKED_DOUBLE_ELEMENTS",
            ElementsKind::HoleyDouble => "HOLEY_DOUBLE_ELEMENTS",
            ElementsKind::Packed => "PACKED_ELEMENTS",
            ElementsKind::Holey => "HOLEY_ELEMENTS",
            ElementsKind::PackedNonextensible => "PACKED_NONEXTENSIBLE_ELEMENTS",
            ElementsKind::HoleyNonextensible => "HOLEY_NONEXTENSIBLE_ELEMENTS",
            ElementsKind::PackedSealed => "PACKED_SEALED_ELEMENTS",
            ElementsKind::HoleySealed => "HOLEY_SEALED_ELEMENTS",
            ElementsKind::PackedFrozen => "PACKED_FROZEN_ELEMENTS",
            ElementsKind::HoleyFrozen => "HOLEY_FROZEN_ELEMENTS",
            ElementsKind::Dictionary => "DICTIONARY_ELEMENTS",
        }
    }

    /// V8's `IsFastElementsKind`: the six kinds of the fast lattice.
    pub fn is_fast(self) -> bool {
        self <= ElementsKind::Holey
    }

    /// V8's `IsSmiElementsKind`.
    pub fn is_smi(self) -> bool {
        matches!(self, ElementsKind::PackedSmi | ElementsKind::HoleySmi)
    }

    /// V8's `IsDoubleElementsKind`.
    pub fn is_double(self) -> bool {
        matches!(self, ElementsKind::PackedDouble | ElementsKind::HoleyDouble)
    }

    /// V8's `IsObjectElementsKind`: `PACKED_ELEMENTS` or `HOLEY_ELEMENTS`.
    pub fn is_object(self) -> bool {
        matches!(self, ElementsKind::Packed | ElementsKind::Holey)
    }

    /// V8's `IsHoleyElementsKind` as `%HasHoleyElements` asks it: the holey
    /// fast kinds.
    pub fn is_holey(self) -> bool {
        matches!(
            self,
            ElementsKind::HoleySmi | ElementsKind::HoleyDouble | ElementsKind::Holey
        )
    }

    /// V8's `IsFastPackedElementsKind`.
    pub fn is_fast_packed(self) -> bool {
        matches!(
            self,
            ElementsKind::PackedSmi | ElementsKind::PackedDouble | ElementsKind::Packed
        )
    }

    /// Whether the kind has holes, in any family.
    fn holey_bit(self) -> bool {
        matches!(
            self,
            ElementsKind::HoleySmi
                | ElementsKind::HoleyDouble
                | ElementsKind::Holey
                | ElementsKind::HoleyNonextensible
                | ElementsKind::HoleySealed
                | ElementsKind::HoleyFrozen
        )
    }

    /// The holey kind of the same family (V8's `GetHoleyElementsKind`).
    pub fn to_holey(self) -> ElementsKind {
        match self {
            ElementsKind::PackedSmi => ElementsKind::HoleySmi,
            ElementsKind::PackedDouble => ElementsKind::HoleyDouble,
            ElementsKind::Packed => ElementsKind::Holey,
            ElementsKind::PackedNonextensible => ElementsKind::HoleyNonextensible,
            ElementsKind::PackedSealed => ElementsKind::HoleySealed,
            ElementsKind::PackedFrozen => ElementsKind::HoleyFrozen,
            other => other,
        }
    }

    /// The kind a fast kind must at least become to hold `value` (V8's
    /// `Object::OptimalElementsKind` joined with the current kind); other
    /// kinds hold anything as they are.
    pub fn to_hold(self, value: Value) -> ElementsKind {
        if !self.is_fast() {
            return self;
        }
        let needed = match Representation::of(value) {
            Representation::Smi => ElementsKind::PackedSmi,
            Representation::Double => ElementsKind::PackedDouble,
            _ => ElementsKind::Packed,
        };
        self.join(needed)
    }

    /// The least fast kind above both (V8's `IsMoreGeneralElementsKindTransition`
    /// order, with holeyness kept). Both must be fast.
    pub fn join(self, other: ElementsKind) -> ElementsKind {
        let family = |k: ElementsKind| match k {
            ElementsKind::PackedSmi | ElementsKind::HoleySmi => 0,
            ElementsKind::PackedDouble | ElementsKind::HoleyDouble => 1,
            _ => 2,
        };
        let packed = match family(self).max(family(other)) {
            0 => ElementsKind::PackedSmi,
            1 => ElementsKind::PackedDouble,
            _ => ElementsKind::Packed,
        };
        if self.holey_bit() || other.holey_bit() {
            packed.to_holey()
        } else {
            packed
        }
    }

    /// The kind elements take under an integrity level (V8's
    /// `JSObject::PreventExtensionsWithTransition`): fast elements become the
    /// level's kind, keeping their holeyness; a dictionary stays one.
    pub fn with_integrity(self, level: IntegrityLevel) -> ElementsKind {
        if self == ElementsKind::Dictionary {
            return self;
        }
        let holey = self.holey_bit();
        let strongest = match self {
            ElementsKind::PackedFrozen | ElementsKind::HoleyFrozen => IntegrityLevel::Freeze,
            ElementsKind::PackedSealed | ElementsKind::HoleySealed => IntegrityLevel::Seal,
            ElementsKind::PackedNonextensible | ElementsKind::HoleyNonextensible => {
                IntegrityLevel::PreventExtensions
            }
            _ => level,
        };
        let packed = match strongest.max(level) {
            IntegrityLevel::PreventExtensions => ElementsKind::PackedNonextensible,
            IntegrityLevel::Seal => ElementsKind::PackedSealed,
            IntegrityLevel::Freeze => ElementsKind::PackedFrozen,
        };
        if holey { packed.to_holey() } else { packed }
    }

    /// The kind of a new array holding `values` (`None` for holes), as V8's
    /// array literals and array builtins make it.
    pub fn of_values<'a>(values: impl IntoIterator<Item = &'a Option<Value>>) -> ElementsKind {
        values
            .into_iter()
            .fold(ElementsKind::PackedSmi, |kind, v| match v {
                Some(v) => kind.to_hold(*v),
                None => kind.to_holey(),
            })
    }
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod root_kind {
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
        /// A strict-mode function's map (V8's `strict_function_map`: no
        /// `arguments`/`caller` accessors).
        StrictFunction,
        /// A class constructor's map (V8's `class_function_map`).
        ClassConstructor,
        /// A bound function's map whose target constructs (V8's
        /// `bound_function_with_constructor_map`).
        BoundConstructor,
        /// A bound function's map whose target does not construct: an
        /// arrow's, a method's, most built-ins' (V8's
        /// `bound_function_without_constructor_map`).
        BoundFunction,
        /// A constructor's initial map: what `new F()` allocates from.
        InitialMap,
        /// A tagged template's strings array (V8's
        /// `js_array_template_literal_object_map`).
        TemplateObject,
        /// A normalized dictionary-mode map (V8's `NormalizedMapCache`: one per
        /// prototype for objects that went from fast to dictionary mode).
        Dictionary,
        /// The map of objects born in dictionary mode (V8's
        /// `slow_object_with_null_prototype_map` for `{__proto__: null}` and
        /// `Object.create(null)`): distinct from normalized maps.
        SlowDictionary,
    }
}
pub use root_kind::RootKind;
#[doc(hidden)]
pub use root_kind::{ArchivedRootKind, RootKindResolver};

#[derive(
    crate::schema::ArchiveSchema,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    Clone,
    Debug,
    Default,
)]
pub(crate) enum Transitions {
    #[default]
    None,
    One(TransitionKey, ShapeId),
    Many(Box<FxHashMap<TransitionKey, ShapeId>>),
}

impl Transitions {
    pub(crate) fn get(&self, key: &TransitionKey) -> Option<ShapeId> {
        match self {
            Transitions::None => None,
            Transitions::One(k, s) => (k == key).then_some(*s),
            Transitions::Many(m) => m.get(key).copied(),
        }
    }

    pub(crate) fn len(&self) -> u32 {
        match self {
            Transitions::None => 0,
            Transitions::One(..) => 1,
            Transitions::Many(m) => m.len() as u32,
        }
    }

    /// Every edge and its target.
    pub(crate) fn iter(&self) -> Box<dyn Iterator<Item = (TransitionKey, ShapeId)> + '_> {
        match self {
            Transitions::None => Box::new(std::iter::empty()),
            Transitions::One(k, s) => Box::new(std::iter::once((*k, *s))),
            Transitions::Many(m) => Box::new(m.iter().map(|(k, s)| (*k, *s))),
        }
    }

    /// Drops the edges whose target `dead` says is dead; returns how many.
    fn retain_live(&mut self, dead: impl Fn(ShapeId) -> bool) -> usize {
        match self {
            Transitions::None => 0,
            Transitions::One(_, s) => {
                if dead(*s) {
                    *self = Transitions::None;
                    1
                } else {
                    0
                }
            }
            Transitions::Many(m) => {
                let before = m.len();
                m.retain(|_, s| !dead(*s));
                let cleared = before - m.len();
                if m.is_empty() {
                    *self = Transitions::None;
                }
                cleared
            }
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
    pub(crate) entries: Vec<Descriptor>,
    /// Key → position, present once the table outgrows linear search.
    pub(crate) index: Option<FxHashMap<PropertyKey, u32>>,
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

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod hidden_class {
    use super::*;

    /// One shape. Read it through [`ShapeTable::shape`].
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
    )]
    pub struct Shape {
        pub(crate) dictionary: bool,
        pub(crate) kind: ObjectKind,
        pub(crate) root_kind: RootKind,
        pub(crate) prototype: Option<ObjectId>,
        pub(crate) inobject: u32,
        /// Out-of-object slots the property array of an object of this shape
        /// holds: it grew by the policy's `fields_added` each time a field did not
        /// fit (V8 keeps the equivalent `UnusedPropertyFields` in the map).
        pub(crate) out_of_object: u32,
        /// The map this one was reached from by an add or integrity transition that was
        /// recorded (V8's back pointer). `None` for roots and detached shapes.
        pub(crate) back_pointer: Option<ShapeId>,
        /// The edge that created this shape (also for unrecorded and prototype edges),
        /// for DOT output.
        pub(crate) created_by: Option<(ShapeId, TransitionKey)>,
        pub(crate) table: u32,
        pub(crate) descriptors: u32,
        pub(crate) fields: u32,
        pub(crate) extensible: bool,
        pub(crate) integrity: Option<IntegrityLevel>,
        pub(crate) detached: bool,
        /// V8's `is_prototype_map`: the shape of an object used as a prototype. Never
        /// shared with another object; transitions from it are never recorded.
        pub(crate) prototype_map: bool,
        /// V8's `Map::is_deprecated`: a field of this shape (or of a shape it was
        /// reached from) was generalized in a way that needed a new map. Objects
        /// still on it move to its replacement ([`ShapeTable::updated`]) on their
        /// next property access; transitions lead past it.
        pub(crate) deprecated: bool,
        /// A full collection found no live object on this shape or below it
        /// and dropped the edge to it (V8 frees such a map): no object takes
        /// it again, and caches that remember it as a target miss.
        pub(crate) collected: bool,
        /// What the elements of objects of this shape hold (V8 keeps it in the map).
        pub(crate) elements_kind: ElementsKind,
        pub(crate) transitions: Transitions,
    }
}
pub use hidden_class::Shape;
#[doc(hidden)]
pub use hidden_class::{ArchivedShape, ShapeResolver};

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
    /// Out-of-object store capacity objects of this shape carry (it grows by
    /// the policy's [`fields_added`](Policy::fields_added)).
    pub fn out_of_object_capacity(&self) -> u32 {
        self.out_of_object
    }
    /// Field slots free before the next field needs the property array to grow
    /// (V8's `Map::UnusedPropertyFields`).
    pub fn unused_property_fields(&self) -> u32 {
        (self.inobject + self.out_of_object).saturating_sub(self.fields)
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
    /// The elements kind of objects of this shape.
    pub fn elements_kind(&self) -> ElementsKind {
        self.elements_kind
    }
    /// V8's `Map::is_deprecated`: objects of this shape move to an updated
    /// shape on their next property access.
    pub fn is_deprecated(&self) -> bool {
        self.deprecated
    }

    /// Whether a full collection found this shape dead (see
    /// [`Heap::collect`](crate::Heap::collect)): no object has it, and no
    /// transition leads to it any more.
    pub fn is_collected(&self) -> bool {
        self.collected
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

/// A descriptor for a shape made all at once (`JSObject::MigrateSlowToFast`): key, attributes, and the
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
    pub(crate) dictionary: bool,
    pub(crate) kind: ObjectKind,
    pub(crate) root_kind: RootKind,
    pub(crate) prototype: Option<ObjectId>,
    pub(crate) inobject: u32,
    pub(crate) extensible: bool,
    pub(crate) elements_kind: ElementsKind,
}

impl RootKey {
    /// The key of an extensible fast root.
    pub(crate) fn fast(
        kind: ObjectKind,
        root_kind: RootKind,
        prototype: Option<ObjectId>,
        inobject: u32,
    ) -> Self {
        RootKey {
            dictionary: false,
            kind,
            root_kind,
            prototype,
            inobject,
            extensible: true,
            elements_kind: ElementsKind::initial(kind),
        }
    }
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod shape_table_image {
    use super::*;

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
}
pub use shape_table_image::ShapeTableImage;
#[doc(hidden)]
pub use shape_table_image::{ArchivedShapeTableImage, ShapeTableImageResolver};

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
    /// How many times a subtree was deprecated (at least 1 when the table may
    /// hold a deprecated shape): a cache that remembered a shape with this
    /// count knows the shape is still current while it holds, and 0 means no
    /// shape is deprecated.
    deprecations: u64,
    /// What the running replay did, while [`ShapeTable::updated_logged`]
    /// collects it.
    replay_log: Option<Vec<update::ReplayStep>>,
}

impl ShapeTable {
    /// An owned table from its archived form's contents.
    pub(crate) fn from_image(image: ShapeTableImage) -> ShapeTable {
        let deprecations = u64::from(image.shapes.iter().any(|s| s.deprecated));
        ShapeTable {
            shapes: Layered::from_vec(image.shapes),
            tables: Layered::from_vec(image.tables),
            roots: image.roots,
            deprecations,
            replay_log: None,
        }
    }

    /// V8's weak transitions: drops every recorded edge to a shape that is
    /// not alive. Alive are the shapes in `in_use` (live objects' shapes), every
    /// snapshot shape and root map (held strongly, as V8's native context and
    /// constructors hold initial maps), and every shape on a live shape's path
    /// back to its root (V8's back pointers are strong). Shapes are not freed:
    /// an ID an inline cache holds stays a shape no object has. Returns how
    /// many edges were dropped.
    pub(crate) fn clear_dead_transitions(
        &mut self,
        in_use: impl Iterator<Item = ShapeId>,
    ) -> usize {
        let n = self.shapes.len();
        let base = self.shapes.base_len() as usize;
        let mut live = vec![false; n];
        live[..base.min(n)].fill(true);
        // Mark what is in use, then close over back pointers from each
        // shape marked here (each shape is visited once).
        let mut used = vec![false; n];
        for s in in_use.chain(self.roots.values().copied()) {
            if let Some(u) = used.get_mut(s.index() as usize) {
                *u = true;
            }
        }
        for start in used.iter().enumerate().filter(|(_, u)| **u).map(|(i, _)| i) {
            let mut at = Some(ShapeId(start as u32));
            while let Some(s) = at {
                match live.get_mut(s.index() as usize) {
                    Some(l) if !*l => *l = true,
                    _ => break,
                }
                at = self.get(s).back_pointer;
            }
        }
        let dead = |s: ShapeId| !live.get(s.index() as usize).copied().unwrap_or(true);
        let mut cleared = 0;
        for i in 0..n as u32 {
            let id = ShapeId(i);
            if !live[i as usize] {
                // A dead shape's edges go with it: none can be followed again.
                if (i as usize) >= base && !self.get(id).collected {
                    let shape = self.shape_mut(id);
                    shape.collected = true;
                    cleared += std::mem::take(&mut shape.transitions).len() as usize;
                }
                continue;
            }
            if self.get(id).transitions.iter().any(|(_, t)| dead(t)) {
                cleared += self.shape_mut(id).transitions.retain_live(dead);
            }
        }
        if cleared > 0 {
            // Caches that remember shapes revalidate (see `deprecations`).
            self.deprecations += 1;
        }
        cleared
    }

    /// Calls `f` with every value a shape or descriptor table of this table
    /// holds (prototypes and constant accessors): the collector's roots, since
    /// shapes are not collected. Archived items not copied yet are skipped:
    /// they refer to archived objects only, which are never freed.
    pub(crate) fn for_each_value(&mut self, mut f: impl FnMut(Value)) {
        let mut shape = |s: &Shape| {
            if let Some(p) = s.prototype {
                f(Value::Object(p));
            }
        };
        for s in self.shapes.owned() {
            shape(s);
        }
        for i in self.shapes.copied_indices() {
            shape(self.shapes.get(ShapeId(i)));
        }
        let table = |t: &DescriptorTable, f: &mut dyn FnMut(Value)| {
            for d in &t.entries {
                if let DescriptorValue::Accessor { get, set } = d.value {
                    f(get);
                    f(set);
                }
            }
        };
        for t in self.tables.owned() {
            table(t, &mut f);
        }
        for i in self.tables.copied_indices() {
            table(self.tables.get(TableId(i)), &mut f);
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
            // Unknown without reading every archived shape: assume the
            // archive may hold deprecated ones.
            deprecations: 1,
            replay_log: None,
        }
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

    /// How many deprecations this table has seen, and full collections that
    /// dropped transitions: unchanged means no shape became deprecated or
    /// collected since.
    pub(crate) fn deprecations(&self) -> u64 {
        self.deprecations
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

    /// Whether this table made `id`.
    pub fn contains(&self, id: ShapeId) -> bool {
        (id.index() as usize) < self.len()
    }

    /// The shape for an ID, or `None` for an ID this table did not make.
    pub fn shape(&self, id: ShapeId) -> Option<&Shape> {
        self.contains(id).then(|| self.get(id))
    }

    /// The own descriptors of a shape in property order, or `None` for an ID
    /// this table did not make.
    pub fn descriptors_of(&self, id: ShapeId) -> Option<&[Descriptor]> {
        self.contains(id).then(|| self.descriptors(id))
    }

    /// The shape for an ID the table made.
    #[inline]
    pub(crate) fn get(&self, id: ShapeId) -> &Shape {
        self.shapes.get(id)
    }

    /// The own descriptors of a shape the table made, in property order.
    pub(crate) fn descriptors(&self, id: ShapeId) -> &[Descriptor] {
        let s = self.get(id);
        &self.table(s.table).entries[..s.descriptors as usize]
    }

    /// Finds `key` among a shape's own descriptors: its position and descriptor.
    #[inline]
    pub(crate) fn lookup(&self, id: ShapeId, key: PropertyKey) -> Option<(u32, &Descriptor)> {
        let s = self.get(id);
        let table = self.table(s.table);
        table
            .find(key, s.descriptors)
            .map(|p| (p, &table.entries[p as usize]))
    }

    /// Generalizes the constness of `key`'s field in `shape` to mutable, in place
    /// (V8's `MapUpdater` const → mutable generalization; no new map), on the
    /// field's owner and every shape reached from it.
    pub(crate) fn mark_field_mutable(&mut self, shape: ShapeId, key: PropertyKey) {
        if let Some((position, d)) = self.lookup(shape, key) {
            let representation = d.representation;
            self.generalize_in_place(
                shape,
                update::FieldChange {
                    position,
                    representation,
                    mutable: true,
                },
            );
        }
    }

    /// The transition recorded from `from` for `key`, if any.
    pub(crate) fn find_transition(&self, from: ShapeId, key: &TransitionKey) -> Option<ShapeId> {
        self.get(from).transitions.get(key)
    }

    /// Number of transitions recorded from a shape, or `None` for an ID this
    /// table did not make.
    pub fn transition_count(&self, id: ShapeId) -> Option<u32> {
        self.shape(id).map(|s| s.transitions.len())
    }

    /// V8's `TransitionsAccessor::ExpectedTransitionKey`: when a shape has exactly
    /// one transition and it adds a string-keyed data property with default
    /// attributes, that key and its target. A deserializer reading a key compares
    /// the bytes with this key before interning anything.
    #[inline]
    pub(crate) fn expected_transition(&self, id: ShapeId) -> Option<(crate::atoms::Atom, ShapeId)> {
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
            out_of_object: s.out_of_object,
            back_pointer: s.back_pointer,
            created_by: s.created_by,
            table: s.table,
            descriptors: s.descriptors,
            fields: s.fields,
            extensible: s.extensible,
            integrity: s.integrity,
            detached: s.detached,
            prototype_map: s.prototype_map,
            deprecated: false,
            collected: false,
            elements_kind: s.elements_kind,
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
        let id = self.uncached_root_shape(key);
        self.roots.insert(key, id);
        id
    }

    /// A root shape no other object gets: V8's `Map::CopyInitialMap` for a
    /// `new.target` whose initial map cannot be cached.
    pub(crate) fn fresh_root(
        &mut self,
        kind: ObjectKind,
        root_kind: RootKind,
        prototype: Option<ObjectId>,
        inobject: u32,
    ) -> ShapeId {
        self.uncached_root_shape(RootKey::fast(kind, root_kind, prototype, inobject))
    }

    fn uncached_root_shape(&mut self, key: RootKey) -> ShapeId {
        let table = self.new_table(Vec::new());
        self.push_shape(Shape {
            dictionary: key.dictionary,
            kind: key.kind,
            root_kind: key.root_kind,
            prototype: key.prototype,
            inobject: key.inobject,
            out_of_object: 0,
            back_pointer: None,
            created_by: None,
            table,
            descriptors: 0,
            fields: 0,
            extensible: key.extensible,
            integrity: None,
            detached: false,
            prototype_map: false,
            deprecated: false,
            collected: false,
            elements_kind: key.elements_kind,
            transitions: Transitions::None,
        })
    }
}

/// The table's storage, for measuring it ([`crate::heap::Heap::stats`]): which
/// shapes and descriptor tables are still in a snapshot's archive, which are
/// owned, and how large the root-map cache is.
impl ShapeTable {
    pub(crate) fn shape_storage(&self) -> &Layered<ShapeId, Shape> {
        &self.shapes
    }

    pub(crate) fn table_storage(&self) -> &Layered<TableId, DescriptorTable> {
        &self.tables
    }

    pub(crate) fn root_cache_capacity(&self) -> usize {
        self.roots.capacity()
    }
}

#[cfg(test)]
mod tests;
mod transitions;
mod update;

pub(crate) use update::{FieldChange, ReplayStep};

pub use transitions::apply_integrity;
