//! Object storage: fast slots, dictionary properties and elements.
//!
//! An object is a [`JsObject`] in the heap's object arena, addressed by [`ObjectId`].
//! Its layout follows V8:
//!
//! - **Fast mode**: the shape describes every named property; values live in
//!   `slots`, indexed by the descriptor's field index. The first
//!   `shape.inobject_capacity()` slots model the in-object part; the rest model the
//!   out-of-object property array, whose capacity grows in chunks of
//!   [`FIELDS_ADDED`](crate::policy::FIELDS_ADDED). Both parts share one `Vec` so an
//!   inline-cache hit is a single indexed load; the split is a property of the shape.
//! - **Dictionary mode**: the object owns an ordered hash table ([`Dictionary`]) of
//!   key → (value or accessor pair, attributes) in enumeration order; its shape only
//!   fixes prototype, kind and extensibility.
//! - **Elements**: array-index keys, in either mode, live in [`Elements`]: dense
//!   (a vector with holes) or sparse (an ordered map with attributes, V8's
//!   dictionary elements). Dense elements always have default attributes; anything
//!   else (a non-writable index, an accessor, freeze/seal) makes them sparse.

use crate::atoms::PropertyKey;
use crate::shape::{Attrs, ShapeId};
use crate::value::Value;
use indexmap::IndexMap;
use rustc_hash::FxBuildHasher;
use std::collections::BTreeMap;

/// An object, by index into the heap's object arena.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ObjectId(pub(crate) u32);

impl ObjectId {
    /// The object's position in the arena.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A property's value: data or an accessor pair.
#[derive(Copy, Clone, PartialEq, Debug)]
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

/// A dictionary-mode property (or sparse element): slot plus attributes. The
/// attributes carry [`Attrs::ACCESSOR`] exactly when the slot is an accessor.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct DictEntry {
    /// The value or accessor pair.
    pub slot: PropertySlot,
    /// The attributes.
    pub attrs: Attrs,
}

/// The property table of a dictionary-mode object, in enumeration order.
pub type Dictionary = IndexMap<PropertyKey, DictEntry, FxBuildHasher>;

/// Array-indexed properties.
#[derive(Clone, Debug, PartialEq)]
pub enum Elements {
    /// Dense storage; `None` is a hole. All present elements are writable,
    /// enumerable and configurable data properties.
    Dense(Vec<Option<Value>>),
    /// Sparse storage with per-element attributes (V8's dictionary elements).
    Sparse(BTreeMap<u32, DictEntry>),
}

impl Default for Elements {
    fn default() -> Self {
        Elements::Dense(Vec::new())
    }
}

impl Elements {
    /// The element at `index`.
    pub fn get(&self, index: u32) -> Option<DictEntry> {
        match self {
            Elements::Dense(v) => v.get(index as usize).copied().flatten().map(|v| DictEntry {
                slot: PropertySlot::Data(v),
                attrs: Attrs::DEFAULT,
            }),
            Elements::Sparse(m) => m.get(&index).copied(),
        }
    }

    /// Present indices, ascending.
    pub fn indices(&self) -> Vec<u32> {
        match self {
            Elements::Dense(v) => v
                .iter()
                .enumerate()
                .filter(|(_, e)| e.is_some())
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
            Elements::Dense(v) => v.iter().all(Option::is_none),
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
                    e.map(|v| {
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
            *self = Elements::Sparse(map);
        }
        match self {
            Elements::Sparse(m) => m,
            Elements::Dense(_) => unreachable!("converted to sparse above"),
        }
    }
}

/// One object in the arena.
#[derive(Clone, Debug)]
pub struct JsObject {
    pub(crate) shape: ShapeId,
    /// Field values of a fast object (in-object part first). Empty in dictionary mode.
    pub(crate) slots: Vec<Value>,
    /// The property table of a dictionary-mode object.
    pub(crate) dictionary: Option<Box<Dictionary>>,
    pub(crate) elements: Elements,
    /// Set once the object has been some object's prototype (V8's prototype maps).
    pub(crate) is_prototype: bool,
}

impl JsObject {
    /// The object's current shape.
    #[inline]
    pub fn shape(&self) -> ShapeId {
        self.shape
    }

    /// Field `index` of a fast object, for callers that have just checked the
    /// object's shape against one whose descriptors name that field.
    ///
    /// The heap keeps every fast object's slot count equal to its shape's field
    /// count (`Heap::verify` checks it), so an index taken from the shape is in
    /// bounds. The check is kept in debug builds; release builds read directly.
    #[inline(always)]
    pub fn field(&self, index: u32) -> Value {
        debug_assert!((index as usize) < self.slots.len());
        match self.slots.get(index as usize) {
            Some(v) => *v,
            // Unreachable while the invariant holds; a wrong index must not read
            // out of bounds, so it degrades to `undefined` instead.
            None => Value::Undefined,
        }
    }

    /// The fast-mode field values (empty in dictionary mode).
    pub fn slots(&self) -> &[Value] {
        &self.slots
    }

    /// The dictionary-mode property table, if the object is in dictionary mode.
    pub fn dictionary(&self) -> Option<&Dictionary> {
        self.dictionary.as_deref()
    }

    /// The elements.
    pub fn elements(&self) -> &Elements {
        &self.elements
    }

    /// Whether this object has been used as a prototype.
    pub fn is_prototype(&self) -> bool {
        self.is_prototype
    }
}
