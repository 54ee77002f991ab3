//! The packed 8-byte form a value takes inside the heap.
//!
//! [`Value`] is the API's type: a 16-byte enum, easy to match on. The heap
//! stores many values (every field, element and dictionary value), and V8 stores
//! them in 4-byte compressed tagged slots, so a 16-byte value in every slot
//! doubles an object's size for no gain. Inside the heap a value is a [`Slot`]:
//! one `u64`, NaN-boxed, converted at the API boundary.
//!
//! # The encoding
//!
//! ```text
//!   a number          its IEEE-754 bits; every NaN is stored as the one
//!                     canonical quiet NaN 0x7FF8_0000_0000_0000
//!   anything else     0xFFF8 | tag  in the top 16 bits, payload in the low 48
//!                     tag 1 undefined, 2 null, 3 boolean (payload 0 or 1),
//!                         4 string, 5 object (slot index | generation << 32),
//!                         6 native, 7 symbol (their u32 ID)
//!   a hole (elements) 0xFFF8_0000_0000_0000 (tag 0)
//! ```
//!
//! The top 16 bits `0xFFF8..=0xFFFF` are negative quiet NaNs, which no number
//! takes once NaNs are canonical, so one compare tells a number from the rest
//! and a number needs no decoding at all. JavaScript cannot tell NaN payloads
//! apart, and V8 canonicalizes the NaNs it stores in double arrays too.
//!
//! # Why NaN-boxing and not pointer tagging
//!
//! V8 tags: small integers and pointers share a word, and a double that is not
//! a small integer is boxed in a heap number (or stored unboxed in a double
//! field). A model that boxed doubles would need a heap-number arena, a
//! collector that traces it, and a representation per field to decide where a
//! double lives, for no difference any script can see. NaN-boxing keeps every
//! double inline, exact, and costs nothing to read; the 48 payload bits hold
//! every other kind of value, because the heap's IDs are 32-bit slot indices
//! plus generations that never pass [`MAX_GENERATION`].
//!
//! # Generations in 16 bits
//!
//! An object or string reference keeps its slot's generation, so a `Slot`
//! converts back to exactly the [`Value`] that was stored, stale or not, and
//! [`Heap::verify`](crate::Heap::verify) can still find a dangling reference.
//! The collector retires a slot whose generation reaches [`MAX_GENERATION`]
//! instead of reusing it, so an ID's generation always fits.

use crate::ids::{NativeId, ObjectId, StrId, SymbolId};
use crate::value::Value;

/// The largest generation an object or string slot reaches: the collector
/// retires a slot when its generation would pass it, so that the generation
/// fits in a packed [`Slot`]'s 16 bits beside a 32-bit index (48 payload bits
/// in a NaN box). A slot is retired after 65,535 reuses.
pub const MAX_GENERATION: u32 = u16::MAX as u32;

/// The canonical NaN every stored NaN becomes.
const CANONICAL_NAN: u64 = 0x7FF8_0000_0000_0000;
/// The top 16 bits of every non-number: a negative quiet NaN.
const BOXED: u64 = 0xFFF8_0000_0000_0000;
const PAYLOAD: u64 = (1 << 48) - 1;
const TAG_UNDEFINED: u64 = 1;
const TAG_NULL: u64 = 2;
const TAG_BOOL: u64 = 3;
const TAG_STRING: u64 = 4;
const TAG_OBJECT: u64 = 5;
const TAG_NATIVE: u64 = 6;
const TAG_SYMBOL: u64 = 7;

const fn boxed(tag: u64, payload: u64) -> u64 {
    BOXED | tag << 48 | payload
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod packed {
    /// A value packed into 8 bytes, as the heap stores it; see the module docs.
    ///
    /// ```
    /// use shapeshift::value::{Slot, Value};
    /// for v in [Value::Number(-0.0), Value::Null, Value::Bool(true), Value::Number(1.5)] {
    ///     assert_eq!(Slot::pack(v).get(), v);
    /// }
    /// assert_eq!(std::mem::size_of::<Slot>(), 8);
    /// assert!(Slot::HOLE.is_hole());
    /// ```
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        PartialEq,
        Eq,
        Hash,
    )]
    #[repr(transparent)]
    pub struct Slot(pub(super) u64);
}
pub use packed::Slot;
#[doc(hidden)]
pub use packed::{ArchivedSlot, SlotResolver};

impl Slot {
    /// `undefined`.
    pub const UNDEFINED: Slot = Slot(boxed(TAG_UNDEFINED, 0));
    /// A missing element of a holey elements store (never a property's value).
    pub const HOLE: Slot = Slot(BOXED);

    /// Packs `value`. Every NaN becomes the canonical one.
    #[inline]
    pub fn pack(value: Value) -> Slot {
        Slot(match value {
            Value::Number(n) if n.is_nan() => CANONICAL_NAN,
            Value::Number(n) => n.to_bits(),
            Value::Undefined => boxed(TAG_UNDEFINED, 0),
            Value::Null => boxed(TAG_NULL, 0),
            Value::Bool(b) => boxed(TAG_BOOL, u64::from(b)),
            Value::String(s) => boxed(TAG_STRING, reference(s.0, s.1)),
            Value::Object(o) => boxed(TAG_OBJECT, reference(o.0, o.1)),
            Value::Native(n) => boxed(TAG_NATIVE, u64::from(n.0)),
            Value::Symbol(s) => boxed(TAG_SYMBOL, u64::from(s.0)),
        })
    }

    /// The value this slot holds; a hole reads as `undefined`.
    #[inline(always)]
    pub fn get(self) -> Value {
        self.decode().unwrap_or(Value::Undefined)
    }

    /// The value, or `None` for a hole or for bits [`Slot::pack`] never
    /// writes (a corrupt snapshot's).
    #[inline(always)]
    pub fn decode(self) -> Option<Value> {
        let bits = self.0;
        if bits < BOXED {
            return Some(Value::Number(f64::from_bits(bits)));
        }
        let payload = bits & PAYLOAD;
        let index = payload as u32;
        let generation = (payload >> 32) as u32;
        Some(match (bits >> 48) & 7 {
            TAG_UNDEFINED if payload == 0 => Value::Undefined,
            TAG_NULL if payload == 0 => Value::Null,
            TAG_BOOL if payload <= 1 => Value::Bool(payload == 1),
            TAG_STRING => Value::String(StrId(index, generation)),
            TAG_OBJECT => Value::Object(ObjectId(index, generation)),
            TAG_NATIVE if payload >> 32 == 0 => Value::Native(NativeId(index)),
            TAG_SYMBOL if payload >> 32 == 0 => Value::Symbol(SymbolId(index)),
            _ => return None,
        })
    }

    /// A slot of raw bits, valid or not (a region's meta slot holds a count
    /// this way; tests make slots validation refuses).
    pub(crate) const fn from_bits(bits: u64) -> Slot {
        Slot(bits)
    }

    /// Whether this holds a number (which names nothing in the heap).
    #[inline]
    pub fn is_number(self) -> bool {
        self.0 < BOXED
    }

    /// Whether this is the hole of an elements store.
    #[inline]
    pub fn is_hole(self) -> bool {
        self.0 == BOXED
    }

    /// The value, or `None` for a hole.
    #[inline]
    pub fn element(self) -> Option<Value> {
        if self.is_hole() {
            None
        } else {
            Some(self.get())
        }
    }

    /// An element: `None` is a hole.
    #[inline]
    pub fn pack_element(value: Option<Value>) -> Slot {
        value.map_or(Slot::HOLE, Slot::pack)
    }

    /// The object this slot refers to, if it holds one (without building a
    /// [`Value`]: the collector's marking reads slots this way).
    #[inline]
    pub fn as_object(self) -> Option<ObjectId> {
        match self.decode() {
            Some(Value::Object(o)) => Some(o),
            _ => None,
        }
    }

    /// The number this slot holds, if it holds one: no decoding, since a
    /// number is stored as its own bits.
    #[inline(always)]
    pub fn as_number(self) -> Option<f64> {
        self.is_number().then(|| f64::from_bits(self.0))
    }

    /// The string this slot refers to, if it holds one (without building a
    /// [`Value`]: the clone writer reads fields this way).
    #[inline(always)]
    pub fn as_string(self) -> Option<StrId> {
        (self.0 >> 48 == boxed(TAG_STRING, 0) >> 48).then(|| {
            let payload = self.0 & PAYLOAD;
            StrId(payload as u32, (payload >> 32) as u32)
        })
    }

    /// Whether this holds a string, an object, a native or a symbol: every
    /// value that is not inline (the tags from string's on, in one compare).
    #[inline(always)]
    pub fn is_string_object_native_or_symbol(self) -> bool {
        self.0 >= boxed(TAG_STRING, 0)
    }

    /// Whether this holds an object, a native or a symbol: the values a flat
    /// clone cannot carry inline (the tags above string's, in one compare).
    #[inline(always)]
    pub fn is_object_native_or_symbol(self) -> bool {
        self.0 >= boxed(TAG_OBJECT, 0)
    }

    /// The raw bits (for hashing and the collector's fast checks).
    #[inline]
    pub fn bits(self) -> u64 {
        self.0
    }
}

impl ArchivedSlot {
    /// The archived slot as a [`Slot`].
    #[inline]
    pub fn to_slot(&self) -> Slot {
        Slot(self.0.to_native())
    }
}

impl Default for Slot {
    fn default() -> Self {
        Slot::UNDEFINED
    }
}

impl From<Value> for Slot {
    fn from(value: Value) -> Self {
        Slot::pack(value)
    }
}

impl std::fmt::Debug for Slot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.decode() {
            _ if self.is_hole() => f.write_str("Hole"),
            Some(v) => write!(f, "{v:?}"),
            None => write!(f, "Slot({:#x})", self.0),
        }
    }
}

/// The payload of an object or string reference: the slot index, and the
/// generation (at most [`MAX_GENERATION`]) above it.
#[inline]
fn reference(index: u32, generation: u32) -> u64 {
    debug_assert!(
        generation <= MAX_GENERATION,
        "generation {generation} does not fit"
    );
    u64::from(index) | u64::from(generation & MAX_GENERATION) << 32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One value of every kind, with the extremes of each payload (no NaN:
    /// it never equals itself).
    const SAMPLES: [Value; 18] = [
        Value::Undefined,
        Value::Null,
        Value::Bool(false),
        Value::Bool(true),
        Value::Number(0.0),
        Value::Number(-0.0),
        Value::Number(f64::INFINITY),
        Value::Number(f64::NEG_INFINITY),
        Value::Number(f64::MIN_POSITIVE / 2.0),
        Value::Number(-1.5e300),
        Value::String(StrId(7, 0)),
        Value::String(StrId(u32::MAX, MAX_GENERATION)),
        Value::Object(ObjectId(7, 3)),
        Value::Object(ObjectId(u32::MAX, 0)),
        Value::Object(ObjectId(u32::MAX, MAX_GENERATION)),
        Value::Native(NativeId(u32::MAX)),
        Value::Symbol(SymbolId(12)),
        Value::Symbol(SymbolId(u32::MAX)),
    ];

    #[test]
    fn the_direct_readers_agree_with_decoding() {
        for v in SAMPLES.into_iter().chain([Value::Number(f64::NAN)]) {
            let s = Slot::pack(v);
            let number = match s.get() {
                Value::Number(n) => Some(n.to_bits()),
                _ => None,
            };
            assert_eq!(s.as_number().map(f64::to_bits), number, "{v:?}");
            let string = match v {
                Value::String(id) => Some(id),
                _ => None,
            };
            assert_eq!(s.as_string(), string, "{v:?}");
            let by_reference = matches!(v, Value::Object(_) | Value::Native(_) | Value::Symbol(_));
            assert_eq!(s.is_object_native_or_symbol(), by_reference, "{v:?}");
        }
        assert_eq!(Slot::HOLE.as_number(), None);
        assert_eq!(Slot::HOLE.as_string(), None);
        assert!(!Slot::HOLE.is_object_native_or_symbol());
    }

    #[test]
    fn every_kind_of_value_round_trips() {
        for v in SAMPLES {
            let slot = Slot::pack(v);
            assert_eq!(slot.decode(), Some(v), "{v:?}");
            assert!(!slot.is_hole());
            // -0 keeps its sign bit.
            if let (Value::Number(n), Value::Number(m)) = (v, slot.get()) {
                assert_eq!(m.to_bits(), n.to_bits());
            }
        }
    }

    #[test]
    fn every_nan_becomes_the_canonical_one() {
        for bits in [
            CANONICAL_NAN,
            0xFFF8_0000_0000_0000,
            0xFFFF_FFFF_FFFF_FFFF,
            0x7FF0_0000_0000_0001,
        ] {
            let n = f64::from_bits(bits);
            assert!(n.is_nan());
            let slot = Slot::pack(Value::Number(n));
            assert_eq!(slot.bits(), CANONICAL_NAN);
            assert!(matches!(slot.get(), Value::Number(m) if m.is_nan()));
        }
    }

    #[test]
    fn holes_and_foreign_bits_are_not_values() {
        assert_eq!(Slot::HOLE.decode(), None);
        assert_eq!(Slot::HOLE.element(), None);
        assert_eq!(Slot::pack_element(None), Slot::HOLE);
        // A boolean other than 0 or 1, and a null with a payload.
        assert_eq!(Slot(boxed(TAG_BOOL, 2)).decode(), None);
        assert_eq!(Slot(boxed(TAG_NULL, 1)).decode(), None);
        assert_eq!(Slot(boxed(TAG_SYMBOL, 1 << 40)).decode(), None);
    }
}
