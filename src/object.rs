//! Object storage: fast slots, dictionary properties and elements.
//!
//! An object is a 16-byte header, addressed by [`ObjectId`], plus its region of
//! the heap's slot arena and, when it needs one, a body ([`JsObject`]). Values
//! are stored packed ([`Slot`], 8 bytes). The layout follows V8:
//!
//! - **Fast mode**: the shape describes every named property; values live in
//!   fields, numbered by the descriptors. Field `i` is in-object when
//!   `i < inobject_capacity`: those slots start the object's region, their
//!   number fixed at birth (a V8 instance's size is fixed). The rest live in
//!   the property array that follows them in the region, which grows in chunks
//!   of the policy's [`fields_added`](crate::Policy::fields_added) (the region
//!   moves then). The headers sit in a dense vector of their own, so an
//!   inline-cache hit reads the header, compares shape and generation and reads
//!   one slot.
//! - **Dictionary mode**: the body owns an ordered hash table ([`Dictionary`]) of
//!   key → (value or accessor pair, attributes) in enumeration order; its shape only
//!   fixes prototype, kind and extensibility.
//! - **Elements**: array-index keys, in either mode, live in [`Elements`]: dense
//!   (a vector with holes) or sparse (an ordered map with attributes, V8's
//!   dictionary elements). Dense elements always have default attributes; anything
//!   else (a non-writable index, an accessor, freeze/seal) makes them sparse.

pub use crate::ids::ObjectId;
use crate::shape::{Attrs, ShapeId};
use crate::value::{Slot, Value};
use std::collections::BTreeMap;

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod property_slot {
    // rkyv gives the generated resolver's variant fields no docs (and no hook to add
    // them), and `doc(hidden)` on the re-export does not silence the lint.
    #![allow(missing_docs)]
    use super::*;

    /// A property's value: data or an accessor pair.
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
    pub enum PropertySlot {
        /// A data property's value.
        Data(Value),
        /// An accessor property's getter and setter (`Undefined` when absent).
        Accessor {
            /// Getter.
            get: Value,
            /// Setter.
            set: Value,
        },
    }
}
pub use property_slot::PropertySlot;
#[doc(hidden)]
pub use property_slot::{ArchivedPropertySlot, PropertySlotResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod dict_entry {
    use super::*;

    /// A dictionary-mode property (or sparse element): slot plus attributes. The
    /// attributes carry [`Attrs::ACCESSOR`] exactly when the slot is an accessor.
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
    pub struct DictEntry {
        /// The value or accessor pair.
        pub slot: PropertySlot,
        /// The attributes.
        pub attrs: Attrs,
    }
}
pub use dict_entry::DictEntry;
#[doc(hidden)]
pub use dict_entry::{ArchivedDictEntry, DictEntryResolver};

pub mod dictionary;
pub use dictionary::Dictionary;

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod elements {
    use super::*;

    /// Array-indexed properties.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
        PartialEq,
    )]
    pub enum Elements {
        /// Dense storage; [`Slot::HOLE`] is a hole. All present elements are
        /// writable, enumerable and configurable data properties.
        Dense(Vec<Slot>),
        /// Sparse storage with per-element attributes (V8's dictionary elements).
        /// Boxed, so that the rare sparse case does not widen every body: the
        /// enum is a vector's 24 bytes (its capacity's niche holds the tag).
        Sparse(Box<BTreeMap<u32, DictEntry>>),
    }
}
pub use elements::Elements;
#[doc(hidden)]
pub use elements::{ArchivedElements, ElementsResolver};

impl Default for Elements {
    fn default() -> Self {
        Elements::Dense(Vec::new())
    }
}

impl Elements {
    /// The element at `index`.
    pub fn get(&self, index: u32) -> Option<DictEntry> {
        match self {
            Elements::Dense(v) => {
                v.get(index as usize)
                    .and_then(|s| s.element())
                    .map(|v| DictEntry {
                        slot: PropertySlot::Data(v),
                        attrs: Attrs::DEFAULT,
                    })
            }
            Elements::Sparse(m) => m.get(&index).copied(),
        }
    }

    /// Present indices, ascending.
    pub fn indices(&self) -> Vec<u32> {
        match self {
            Elements::Dense(v) => v
                .iter()
                .enumerate()
                .filter(|(_, e)| !e.is_hole())
                .map(|(i, _)| i as u32)
                .collect(),
            Elements::Sparse(m) => m.keys().copied().collect(),
        }
    }

    /// One past the largest present index (an array's `length`).
    pub fn length(&self) -> u32 {
        match self {
            Elements::Dense(v) => v.len() as u32,
            Elements::Sparse(m) => m.keys().next_back().map_or(0, |&i| i + 1),
        }
    }

    /// True when no element is present.
    pub fn is_empty(&self) -> bool {
        match self {
            Elements::Dense(v) => v.iter().all(|e| e.is_hole()),
            Elements::Sparse(m) => m.is_empty(),
        }
    }

    /// Converts to sparse storage (keeps every element and its attributes).
    pub fn make_sparse(&mut self) -> &mut BTreeMap<u32, DictEntry> {
        if let Elements::Dense(v) = self {
            let map = v
                .iter()
                .enumerate()
                .filter_map(|(i, e)| {
                    e.element().map(|v| {
                        (
                            i as u32,
                            DictEntry {
                                slot: PropertySlot::Data(v),
                                attrs: Attrs::DEFAULT,
                            },
                        )
                    })
                })
                .collect();
            *self = Elements::Sparse(Box::new(map));
        }
        match self {
            Elements::Sparse(m) => m,
            Elements::Dense(_) => unreachable!("converted to sparse above"),
        }
    }
}

/// The part of every object: its shape, the generation of its slot, where its
/// in-object slots start in the heap's in-object arena and how many there are,
/// and its body if it has one. Sixteen bytes, kept in a dense vector of their
/// own so that a cache hit touches one header and then the slot it wants
/// (usually in the same or the next cache line). A free slot has the shape
/// [`Header::FREE`].
///
/// Most objects need nothing but their in-object slots: an object literal, or a
/// constructor's instance, whose fields all fit. Such an object has no body
/// ([`Header::NO_BODY`]); its header and slots are all it costs, as a V8
/// object whose property and elements pointers name the shared empty arrays.
#[derive(
    crate::schema::ArchiveSchema,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    Copy,
    Clone,
    Debug,
    PartialEq,
    Eq,
)]
#[repr(C)]
pub(crate) struct Header {
    pub(crate) shape: ShapeId,
    /// The slot's generation: an [`ObjectId`] names this object only while its
    /// generation equals this one. The collector moves it on when it frees the
    /// slot, up to [`MAX_GENERATION`](crate::value::MAX_GENERATION), which is
    /// why 16 bits hold it. Next to the shape, so that the inline-cache hit
    /// path reads both from one 8-byte word.
    pub(crate) generation: u16,
    /// In-object slots the object was allocated with (at most
    /// [`MAX_INOBJECT_PROPERTIES`](crate::policy::MAX_INOBJECT_PROPERTIES)),
    /// and in the top bit whether a property array follows them
    /// ([`Header::PROPERTY_ARRAY`]).
    pub(crate) inobject_capacity: u16,
    /// Where the object's region starts in the slot arena (see
    /// [`crate::heap`]'s `region` module): its in-object slots, then its
    /// property array if it has one.
    pub(crate) inobject_base: u32,
    /// The object's [`JsObject`] in the heap's body table, or
    /// [`Header::NO_BODY`].
    pub(crate) body: u32,
}

impl Header {
    /// The shape of a slot the collector freed (never a real shape's number:
    /// the shape table refuses to grow that far).
    pub(crate) const FREE: ShapeId = ShapeId(u32::MAX);

    /// The body of an object that has none: no out-of-object fields, no
    /// dictionary, no elements, no flags.
    pub(crate) const NO_BODY: u32 = u32::MAX;

    /// The generation as an ID carries it.
    #[inline(always)]
    pub(crate) fn generation(&self) -> u32 {
        u32::from(self.generation)
    }

    /// The shape, the generation and the in-object capacity field (with its
    /// property-array bit) as one word, as they lie in memory: what an inline
    /// cache's [`InlineFieldKey`](crate::heap::InlineFieldKey) is compared with.
    #[inline(always)]
    pub(crate) fn word(&self) -> u64 {
        u64::from(self.shape.0)
            | u64::from(self.generation) << 32
            | u64::from(self.inobject_capacity) << 48
    }

    /// The in-object capacity.
    #[inline(always)]
    pub(crate) fn capacity(&self) -> u32 {
        u32::from(self.inobject_capacity & !Self::PROPERTY_ARRAY)
    }
}

/// The largest dense elements buffer, in slots, a freed body keeps for the next
/// object that gets it ([`JsObject::empty_for_reuse`]): 128 bytes, two cache
/// lines, enough for the short arrays messages carry; a larger buffer is
/// returned to the allocator.
pub(crate) const RETAINED_ELEMENTS_MAX: usize = 16;

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod js_object {
    use super::*;

    /// The rest of an object: its elements, and the parts few objects have (a
    /// dictionary, a native, prototype flags). An object that needs none of them
    /// has no body (its header says so); the heap gives it one on its first
    /// element, dictionary or flag.
    ///
    /// A body is 32 bytes: the elements (a vector, or a boxed sparse map) and
    /// one pointer to `RareFields`, which only dictionary-mode objects,
    /// prototypes and native functions have. An array of numbers is then its
    /// header, this and its elements, as a V8 `JSArray` is a header and a
    /// `FixedDoubleArray`.
    ///
    /// A fast object's fields are not here: they live in its region of the
    /// heap's slot arena, in-object slots first and then the property array,
    /// which grows in chunks of the policy's
    /// [`fields_added`](crate::Policy::fields_added).
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
    )]
    pub struct JsObject {
        pub(crate) elements: Elements,
        /// The parts few objects have; `None` while all of them are unset.
        pub(crate) rare: Option<Box<RareFields>>,
    }

    /// The parts of a body that few objects have, boxed apart so that every
    /// other body stays small.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
        Default,
    )]
    pub(crate) struct RareFields {
        /// The property table of a dictionary-mode object.
        pub(crate) dictionary: Option<Dictionary>,
        /// For a native function object: the native it calls.
        pub(crate) native: Option<crate::value::NativeId>,
        /// Set once the object has been some object's prototype (V8's prototype maps).
        pub(crate) is_prototype: bool,
        /// V8's `should_be_fast_prototype_map`: set by a named store through the
        /// object's prototype chain; the prototype is then kept in fast mode.
        pub(crate) should_be_fast: bool,
    }
}
pub use js_object::JsObject;
pub(crate) use js_object::RareFields;
#[doc(hidden)]
pub use js_object::{ArchivedJsObject, JsObjectResolver};

/// The body every object without one reads as.
pub(crate) static EMPTY_BODY: JsObject = JsObject::EMPTY;

impl JsObject {
    /// A body with no fields, elements or flags (what an allocation starts from,
    /// and what a freed slot keeps).
    pub(crate) const EMPTY: JsObject = JsObject {
        elements: Elements::Dense(Vec::new()),
        rare: None,
    };

    /// Empties a freed body for the next object that needs one. A dense
    /// elements buffer of at most [`RETAINED_ELEMENTS_MAX`] slots stays
    /// allocated (and empty), so that a heap that receives small arrays message
    /// after message does not allocate and free a buffer for each.
    pub(crate) fn empty_for_reuse(&mut self) {
        match &mut self.elements {
            Elements::Dense(v) if v.capacity() <= RETAINED_ELEMENTS_MAX => v.clear(),
            elements => *elements = Elements::Dense(Vec::new()),
        }
        self.rare = None;
    }

    /// The dictionary-mode property table, if the object is in dictionary mode.
    pub fn dictionary(&self) -> Option<&Dictionary> {
        self.rare.as_deref().and_then(|r| r.dictionary.as_ref())
    }

    /// The dictionary-mode property table, to change.
    pub(crate) fn dictionary_mut(&mut self) -> Option<&mut Dictionary> {
        self.rare.as_deref_mut().and_then(|r| r.dictionary.as_mut())
    }

    /// Puts the object's dictionary in place (`Some`) or drops it (`None`),
    /// returning the old one.
    pub(crate) fn set_dictionary(&mut self, dictionary: Option<Dictionary>) -> Option<Dictionary> {
        match dictionary {
            Some(d) => self.rare_mut().dictionary.replace(d),
            None => {
                let old = self.rare.as_deref_mut().and_then(|r| r.dictionary.take());
                self.drop_rare_if_unset();
                old
            }
        }
    }

    /// The elements.
    pub fn elements(&self) -> &Elements {
        &self.elements
    }

    /// Whether this object has been used as a prototype.
    pub fn is_prototype(&self) -> bool {
        self.rare.as_deref().is_some_and(|r| r.is_prototype)
    }

    /// The native a native function object calls.
    pub fn native(&self) -> Option<crate::value::NativeId> {
        self.rare.as_deref().and_then(|r| r.native)
    }

    /// Whether this prototype is to be kept in fast mode (V8's
    /// `should_be_fast_prototype_map`).
    pub fn should_be_fast(&self) -> bool {
        self.rare.as_deref().is_some_and(|r| r.should_be_fast)
    }

    /// The rare parts, made on first use.
    pub(crate) fn rare_mut(&mut self) -> &mut RareFields {
        self.rare.get_or_insert_with(Box::default)
    }

    /// Frees the rare parts once none of them is set.
    fn drop_rare_if_unset(&mut self) {
        if self.rare.as_deref().is_some_and(|r| {
            r.dictionary.is_none() && r.native.is_none() && !r.is_prototype && !r.should_be_fast
        }) {
            self.rare = None;
        }
    }
}

// The sizes the memory figures rest on (`Heap::stats` counts them): a header
// is two 8-byte words, and a body is the elements vector plus one pointer.
const _: () = assert!(std::mem::size_of::<Header>() == 16);
const _: () = assert!(std::mem::size_of::<Elements>() == 24);
const _: () = assert!(std::mem::size_of::<JsObject>() == 32);
