//! JavaScript values.
//!
//! A [`Value`] is a small `Copy` enum (16 bytes). Everything that has identity or a
//! variable size lives in the [`Heap`](crate::Heap) and is referred to by a typed
//! index: objects by [`ObjectId`], strings by [`StrId`], native functions by
//! [`NativeId`] (an index into a native registry, never a pointer, so that a value can
//! be archived in a snapshot).

use crate::ids::ObjectId;
pub use crate::ids::{NativeId, StrId, SymbolId};

pub mod number;
pub use number::{inspect_number, number_to_string};
pub mod slot;
#[doc(hidden)]
pub use slot::ArchivedSlot;
pub use slot::{MAX_GENERATION, Slot};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod js_value {
    use super::*;

    /// A JavaScript value.
    ///
    /// `repr(C, u64)`: an 8-byte tag, then the payload at offset 8. With no padding
    /// bytes, moving a value (or a `Result<Value, JsError>`, which uses the tag's niche)
    /// is two aligned 8-byte moves. The default layout packs `Bool` at offset 1, and
    /// the compiler then copies values as overlapping unaligned byte ranges, which
    /// stalls store forwarding on the inline-cache hit path (measured: 4x slower).
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        PartialEq,
        Debug,
        Default,
    )]
    #[repr(C, u64)]
    pub enum Value {
        /// `undefined`.
        #[default]
        Undefined,
        /// `null`.
        Null,
        /// `true` / `false`.
        Bool(bool),
        /// A number (IEEE-754 double, as in JavaScript).
        Number(f64),
        /// A string, by arena index.
        String(StrId),
        /// An object (ordinary, array or function), by arena index.
        Object(ObjectId),
        /// A native function, by registry ID.
        Native(NativeId),
        /// A symbol, by its ID in the heap's [`Atoms`](crate::Atoms). Symbols
        /// are values and property keys alike, as in JavaScript.
        Symbol(SymbolId),
    }
}
pub use js_value::Value;
#[doc(hidden)]
pub use js_value::{ArchivedValue, ValueResolver};

impl Value {
    /// The object ID if this value is an object.
    pub fn as_object(self) -> Option<ObjectId> {
        match self {
            Value::Object(o) => Some(o),
            _ => None,
        }
    }

    /// True for `undefined` and `null`.
    pub fn is_nullish(self) -> bool {
        matches!(self, Value::Undefined | Value::Null)
    }
}

impl From<f64> for Value {
    fn from(n: f64) -> Self {
        Value::Number(n)
    }
}

impl From<i32> for Value {
    fn from(n: i32) -> Self {
        Value::Number(f64::from(n))
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Self {
        Value::Bool(b)
    }
}

impl From<ObjectId> for Value {
    fn from(o: ObjectId) -> Self {
        Value::Object(o)
    }
}
