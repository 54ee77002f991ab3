//! The byte-level vocabulary of the clone format: tags, varints, and a bounded
//! reader. Everything here is shared by the writer, the reader and the dump.
//!
//! Integers are unsigned LEB128 varints of at most five bytes (a `u32`); signed
//! small integers are zigzag-encoded first, as V8's `WriteZigZag` does. A
//! reader never trusts a length: every length is checked against the bytes
//! that remain before anything is allocated for it.
//!
//! # Value blocks
//!
//! In the in-process encoding a flat object's values travel as the heap holds
//! them: one 8-byte little-endian word per field, in field order, the packed
//! bits of [`Slot`] (NaN-boxed). A number, `undefined`, `null` or a boolean is
//! its slot's bits, so the writer copies its fields and the reader copies them
//! into the new object, with no tag to dispatch on and no number to re-encode.
//! A string is the string tag with a pool index as its payload (generation
//! bits 0): an index below the pool's size names a pooled string; the index
//! equal to its size names the next string after the block. Those *new*
//! strings follow the block, each a varint byte length and UTF-8, in the
//! order the block first names them, and each becomes the next pool entry.
//! In a session message, generation bits 1 name a session string slot instead.
//!
//! A field that holds an object is the *nested* word ([`block_nested_word`]):
//! the object reference with index 0 and generation 0. The field's value is
//! then written in full after the block and its new strings, as any value is
//! (an object, an array, a back-reference), one per nested word, in field
//! order. The object numbers of the message stay in pre-order: the block's
//! object is numbered at its tag, its nested values after it.
//!
//! The reader checks every word ([`decode_block_word`]): NaNs are made
//! canonical, and only the kinds of value a flat object holds are accepted.
//!
//! [`Slot`]: crate::value::Slot

use super::{CloneError, Fault, fault};
use crate::ids::ObjectId;
use crate::value::{Slot, StrId, Value};

/// The format version: byte 0 of every message.
pub const FORMAT_VERSION: u8 = 4;

/// Byte 1 for the in-process encoding (pooled strings, snapshot shape IDs).
pub const ENCODING_IN_PROCESS: u8 = 0x01;
/// Byte 1 for the canonical encoding (self-contained, stable bytes).
pub const ENCODING_CANONICAL: u8 = 0x02;

/// In-process header flag: the message names snapshot shapes by ID, and the
/// snapshot identity (8 bytes, little endian) follows the flags byte.
pub const FLAG_SNAPSHOT_SHAPES: u8 = 0x01;

/// In-process header flag: the message belongs to a [session](super::session):
/// the session's identity (8 bytes, little endian), the message's number
/// (varint), the number of definitions (varint) and the definitions follow
/// (after the snapshot identity, if there is one).
pub const FLAG_SESSION: u8 = 0x02;

/// Value and structure tags. The letters follow V8's `SerializationTag` where
/// V8 has the same thing (`_`, `0`, `T`, `F`, `I`, `N`, `S`, `o`, `{`, `A`, `$`,
/// `a`, `@`, `-`, `^`); `P`, `f`, `b`, `g`, `h`, `s` and `t` are this format's own.
pub mod tag {
    /// `undefined`.
    pub const UNDEFINED: u8 = b'_';
    /// `null`.
    pub const NULL: u8 = b'0';
    /// `true`.
    pub const TRUE: u8 = b'T';
    /// `false`.
    pub const FALSE: u8 = b'F';
    /// An integral number in `i32` range (not `-0`): zigzag varint.
    pub const INT32: u8 = b'I';
    /// Any other number: 8 bytes, IEEE-754 little endian (NaN canonical).
    pub const DOUBLE: u8 = b'N';
    /// A string: varint byte length, then UTF-8. In the in-process encoding it
    /// also defines the next string-pool entry.
    pub const STRING: u8 = b'S';
    /// In-process only: a string written before in this message (varint pool index).
    pub const POOLED_STRING: u8 = b'P';
    /// A generic object: (key, value) pairs up to [`END_OBJECT`].
    pub const BEGIN_OBJECT: u8 = b'o';
    /// End of a generic object: varint number of properties.
    pub const END_OBJECT: u8 = b'{';
    /// A flat object by per-message shape entry: varint entry, the entry itself
    /// if this is its first use (varint byte length, varint key count, then
    /// varint length + UTF-8 per key), then one value per key.
    pub const FLAT_OBJECT: u8 = b'f';
    /// In-process only: a flat object by shape entry, as [`FLAT_OBJECT`], whose
    /// values are a [value block](super#value-blocks).
    pub const FLAT_BLOCK: u8 = b'b';
    /// Session messages only: a string (a value or a key) by session string
    /// slot (varint).
    pub const SESSION_STRING: u8 = b's';
    /// Session messages only: a flat object by session shape slot (varint),
    /// then a [value block](super#value-blocks) of its fields.
    pub const SESSION_FLAT_BLOCK: u8 = b'h';
    /// Session messages only, and only as the message's root value: a whole
    /// graph by session template slot (varint), then one
    /// [value block](super#value-blocks) of the template's leaves in
    /// pre-order, which holds no nested word.
    pub const SESSION_TEMPLATE: u8 = b't';
    /// In-process only: a flat object by snapshot shape ID (varint), then a
    /// [value block](super#value-blocks) of its fields.
    pub const SNAPSHOT_SHAPE_OBJECT: u8 = b'g';
    /// A dense array: varint length, that many elements (or holes), then
    /// (key, value) pairs up to [`END_DENSE_ARRAY`].
    pub const BEGIN_DENSE_ARRAY: u8 = b'A';
    /// End of a dense array: varint properties, varint length.
    pub const END_DENSE_ARRAY: u8 = b'$';
    /// A sparse array: varint length, then (key, value) pairs up to [`END_SPARSE_ARRAY`].
    pub const BEGIN_SPARSE_ARRAY: u8 = b'a';
    /// End of a sparse array: varint properties, varint length.
    pub const END_SPARSE_ARRAY: u8 = b'@';
    /// A hole in a dense array.
    pub const HOLE: u8 = b'-';
    /// A reference to an object written earlier in this message (varint ID,
    /// objects numbered from 0 in the order their first tag was written).
    pub const OBJECT_REFERENCE: u8 = b'^';
}

/// The bytes one field takes in a [value block](self#value-blocks).
pub const BLOCK_WORD_BYTES: usize = 8;

/// A word of a [value block](self#value-blocks), read.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum BlockWord {
    /// A primitive, as the heap stores it (NaN canonical).
    Primitive(Slot),
    /// A string: this pool index.
    String(u32),
    /// A string: this session string slot.
    SessionString(u32),
    /// An object: its value follows the block.
    Nested,
}

/// The word of a field whose value follows the block (see
/// [value blocks](self#value-blocks)): an object reference to index 0,
/// generation 0.
#[inline(always)]
pub fn block_nested_word() -> u64 {
    Slot::pack(Value::Object(ObjectId(0, 0))).bits()
}

/// The word a string with pool index `index` takes in a value block.
#[inline(always)]
pub fn block_string_word(index: u32) -> u64 {
    Slot::pack(Value::String(StrId(index, 0))).bits()
}

/// The word of session string slot `slot` in a value block.
#[inline(always)]
pub fn block_session_string_word(slot: u32) -> u64 {
    Slot::pack(Value::String(StrId(slot, 1))).bits()
}

/// A value block's word when it is a number, as the heap stores it (any NaN
/// the bytes hold becomes the canonical one): what
/// [`decode_block_word`] answers as a primitive, by one compare.
#[inline(always)]
pub fn block_number(bits: u64) -> Option<Slot> {
    let slot = Slot::from_bits(bits);
    let n = slot.as_number()?;
    Some(if n.is_nan() {
        Slot::pack(Value::Number(f64::NAN))
    } else {
        slot
    })
}

/// A value block's word when it is a session string: its slot, as
/// [`decode_block_word`] answers [`BlockWord::SessionString`], by one
/// compare of the word's top half.
#[inline(always)]
pub fn block_session_string(bits: u64) -> Option<u32> {
    (bits >> 32 == block_session_string_word(0) >> 32).then_some(bits as u32)
}

/// Reads a value block's word: `None` for bits that are no value a block
/// holds (a hole, an object other than the nested word, a native, a symbol,
/// a string whose generation bits are neither 0 nor 1, or no value at all).
#[inline(always)]
pub fn decode_block_word(bits: u64) -> Option<BlockWord> {
    if let Some(slot) = block_number(bits) {
        return Some(BlockWord::Primitive(slot));
    }
    let slot = Slot::from_bits(bits);
    match slot.decode()? {
        Value::String(StrId(index, 0)) => Some(BlockWord::String(index)),
        Value::String(StrId(slot, 1)) => Some(BlockWord::SessionString(slot)),
        Value::Undefined | Value::Null | Value::Bool(_) => Some(BlockWord::Primitive(slot)),
        Value::Object(ObjectId(0, 0)) => Some(BlockWord::Nested),
        _ => None,
    }
}

/// Appends `v` as an unsigned LEB128 varint.
#[inline]
pub fn put_varint(out: &mut Vec<u8>, mut v: u32) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// Zigzag encoding of a signed 32-bit integer (0, -1, 1, -2, … → 0, 1, 2, 3, …).
#[inline]
pub fn zigzag(v: i32) -> u32 {
    ((v << 1) ^ (v >> 31)) as u32
}

/// Inverse of [`zigzag`].
#[inline]
pub fn unzigzag(v: u32) -> i32 {
    ((v >> 1) as i32) ^ -((v & 1) as i32)
}

/// The canonical bits of a number: every NaN is written as the one quiet NaN
/// (`0x7FF8_0000_0000_0000`), so equal values give equal bytes.
#[inline]
pub fn canonical_bits(n: f64) -> u64 {
    if n.is_nan() {
        0x7FF8_0000_0000_0000
    } else {
        n.to_bits()
    }
}

/// The `i32` a number is written as with [`tag::INT32`], if it is one (`-0` is not).
#[inline]
pub fn as_int32(n: f64) -> Option<i32> {
    let i = n as i32;
    (f64::from(i) == n && (i != 0 || n.is_sign_positive())).then_some(i)
}

/// Appends a number: [`tag::INT32`] + zigzag varint, or [`tag::DOUBLE`] + 8 bytes.
#[inline]
pub fn put_number(out: &mut Vec<u8>, n: f64) {
    match as_int32(n) {
        Some(i) => {
            out.push(tag::INT32);
            put_varint(out, zigzag(i));
        }
        None => {
            out.push(tag::DOUBLE);
            out.extend_from_slice(&canonical_bits(n).to_le_bytes());
        }
    }
}

/// Appends varint length + bytes (no tag).
#[inline]
pub fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    put_varint(out, bytes.len() as u32);
    out.extend_from_slice(bytes);
}

/// A cursor over a message that checks every read against the end.
#[derive(Clone)]
pub struct ByteReader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> ByteReader<'a> {
    /// A reader at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Self {
        ByteReader { bytes, pos: 0 }
    }

    /// The whole message.
    #[inline(always)]
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The offset of the next byte.
    #[inline(always)]
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Bytes not read yet.
    #[inline(always)]
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    /// True when every byte has been read.
    #[inline(always)]
    pub fn at_end(&self) -> bool {
        self.pos == self.bytes.len()
    }

    /// The next byte, without consuming it.
    #[inline(always)]
    pub fn peek(&self) -> Result<u8, Fault> {
        self.bytes
            .get(self.pos)
            .copied()
            .ok_or_else(|| fault(CloneError::Truncated { offset: self.pos }))
    }

    /// The next byte.
    #[inline(always)]
    pub fn byte(&mut self) -> Result<u8, Fault> {
        let b = self.peek()?;
        self.pos += 1;
        Ok(b)
    }

    /// The next `n` bytes.
    #[inline(always)]
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], Fault> {
        if n > self.remaining() {
            return Err(fault(CloneError::Truncated { offset: self.pos }));
        }
        let s = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// An unsigned LEB128 varint of at most five bytes that fits a `u32`.
    #[inline(always)]
    pub fn varint(&mut self) -> Result<u32, Fault> {
        let start = self.pos;
        let mut v: u32 = 0;
        for shift in [0u32, 7, 14, 21, 28] {
            let b = self.byte()?;
            let bits = u32::from(b & 0x7F);
            if shift == 28 && bits > 0x0F {
                return Err(CloneError::malformed(start, "varint overflows 32 bits"));
            }
            v |= bits << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(CloneError::malformed(start, "varint longer than 5 bytes"))
    }

    /// A varint that counts items of at least `min_bytes` bytes each that are
    /// still to come: refused when the rest of the message could not hold them,
    /// so no length field can make the reader allocate more than the message
    /// itself justifies.
    #[inline(always)]
    pub fn count(&mut self, min_bytes: usize, what: &'static str) -> Result<u32, Fault> {
        let at = self.pos;
        let n = self.varint()?;
        if (n as usize).saturating_mul(min_bytes) > self.remaining() {
            return Err(fault(CloneError::LengthOutOfBounds {
                offset: at,
                what,
                length: n,
                remaining: self.remaining(),
            }));
        }
        Ok(n)
    }

    /// A varint length, then that many bytes of UTF-8.
    #[inline(always)]
    pub fn str(&mut self) -> Result<&'a str, Fault> {
        let at = self.pos;
        let n = self.count(1, "string length")? as usize;
        let bytes = self.take(n)?;
        // Most strings on the wire are short ASCII: a byte loop the compiler
        // inlines beats the call into the general validator.
        if bytes.iter().all(|&b| b < 0x80) {
            // SAFETY: every byte is below 0x80, and a sequence of ASCII bytes is
            // valid UTF-8.
            return Ok(unsafe { std::str::from_utf8_unchecked(bytes) });
        }
        std::str::from_utf8(bytes).map_err(|_| CloneError::malformed(at, "string is not UTF-8"))
    }

    /// Eight bytes, little endian.
    #[inline(always)]
    pub fn f64(&mut self) -> Result<f64, Fault> {
        Ok(f64::from_bits(self.u64()?))
    }

    /// Eight bytes, little endian.
    #[inline(always)]
    pub fn u64(&mut self) -> Result<u64, Fault> {
        let b = self.take(8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_and_refuse_overflow() {
        for v in [0u32, 1, 127, 128, 300, 16_383, 16_384, u32::MAX] {
            let mut out = Vec::new();
            put_varint(&mut out, v);
            let mut r = ByteReader::new(&out);
            assert_eq!(r.varint().ok(), Some(v));
            assert!(r.at_end());
        }
        // 2^32 needs a sixth bit in the fifth byte.
        let mut r = ByteReader::new(&[0x80, 0x80, 0x80, 0x80, 0x10]);
        assert!(matches!(
            r.varint().map_err(|e| *e),
            Err(CloneError::Malformed { .. })
        ));
        let mut r = ByteReader::new(&[0x80, 0x80]);
        assert!(matches!(
            r.varint().map_err(|e| *e),
            Err(CloneError::Truncated { offset: 2 })
        ));
    }

    #[test]
    fn zigzag_and_int32_classification() {
        for v in [0, -1, 1, i32::MIN, i32::MAX, 12345, -6789] {
            assert_eq!(unzigzag(zigzag(v)), v);
        }
        assert_eq!(as_int32(3.0), Some(3));
        assert_eq!(as_int32(-0.0), None);
        assert_eq!(as_int32(0.5), None);
        assert_eq!(as_int32(2147483648.0), None);
        assert_eq!(as_int32(f64::NAN), None);
        assert_eq!(canonical_bits(-f64::NAN), canonical_bits(f64::NAN));
    }

    #[test]
    fn counts_are_bounded_by_the_remaining_bytes() {
        let mut out = Vec::new();
        put_varint(&mut out, 1_000_000);
        out.extend_from_slice(&[0; 10]);
        let mut r = ByteReader::new(&out);
        assert!(matches!(
            r.count(1, "array length").map_err(|e| *e),
            Err(CloneError::LengthOutOfBounds {
                length: 1_000_000,
                remaining: 10,
                ..
            })
        ));
    }
}
