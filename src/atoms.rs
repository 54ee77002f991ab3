//! Interned property keys.
//!
//! Every property key in a heap is a [`PropertyKey`]: an array index, an interned
//! string ([`Atom`]) or a symbol ([`SymbolId`]). Interning makes keys `Copy`, four
//! bytes of payload, and comparable in one instruction, which is what shapes,
//! transition tables and inline caches need: V8 does the same with internalized
//! strings ("unique names").
//!
//! # Array indices are not strings
//!
//! As in ECMAScript (and V8's `Name::AsArrayIndex`), a string that is the canonical
//! decimal form of an integer in `0..=2^32 - 2` is an *array index*. Such keys never
//! enter a shape: they live in the object's elements and enumerate first, in
//! ascending order. [`Atoms::key`] performs that classification once, at intern time.
//!
//! # Storage
//!
//! The interner is an [`IndexSet`]: the string is stored once and its position is
//! the atom's number, so there is no second copy of each key (as an interner
//! with a vector of strings beside a map from string to number has).

pub use crate::ids::{Atom, SymbolId};
use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;
use std::fmt;

/// The largest array index: `2^32 - 2` (ECMA-262 §6.1.7, "array index").
pub const MAX_ARRAY_INDEX: u32 = u32::MAX - 1;

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod property_key {
    use super::*;

    /// A property key, classified the way the spec and V8 classify it.
    #[derive(crate::schema::ArchiveSchema, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
    #[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
    #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
    pub enum PropertyKey {
        /// An array index (`"0"`, `"17"`, …): stored in elements, never in a shape.
        Index(u32),
        /// Any other string key.
        String(Atom),
        /// A symbol key.
        Symbol(SymbolId),
    }
}
pub use property_key::PropertyKey;
#[doc(hidden)]
pub use property_key::{ArchivedPropertyKey, PropertyKeyResolver};

impl PropertyKey {
    /// True for array-index keys.
    pub fn is_index(self) -> bool {
        matches!(self, PropertyKey::Index(_))
    }
}

/// Parses the canonical decimal form of an array index: no sign, no leading zero
/// (except `"0"` itself), value at most [`MAX_ARRAY_INDEX`].
pub fn parse_array_index(s: &str) -> Option<u32> {
    let bytes = s.as_bytes();
    if bytes.is_empty() || bytes.len() > 10 || (bytes.len() > 1 && bytes[0] == b'0') {
        return None;
    }
    let mut n: u64 = 0;
    for &b in bytes {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u64::from(b - b'0');
    }
    if n <= u64::from(MAX_ARRAY_INDEX) {
        Some(n as u32)
    } else {
        None
    }
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod interner {
    use super::*;

    /// The interner: strings and symbols of one heap.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Default,
        Clone,
        Debug,
    )]
    pub struct Atoms {
        // `pub(super)`: as private to `atoms` as before it moved into this module.
        pub(super) strings: IndexSet<Box<str>, FxBuildHasher>,
        pub(super) symbols: Vec<SymbolEntry>,
    }

    /// One symbol: its description, and whether it is private.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
        PartialEq,
    )]
    pub struct SymbolEntry {
        /// `Symbol(description)`'s text; `None` for `Symbol()`, whose
        /// `description` is `undefined`.
        pub description: Option<Box<str>>,
        /// A private symbol (V8's private names and `%CreatePrivateSymbol`): a
        /// key that is never inherited, never listed among an object's own
        /// keys, and stored even on non-extensible objects.
        pub private: bool,
    }
}
#[doc(hidden)]
pub use interner::{ArchivedAtoms, ArchivedSymbolEntry, AtomsResolver, SymbolEntryResolver};
pub use interner::{Atoms, SymbolEntry};

impl Atoms {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Interns `s` as a string atom, whatever its form (use [`Atoms::key`] to get the
    /// array-index classification).
    pub fn intern(&mut self, s: &str) -> Atom {
        if let Some(i) = self.strings.get_index_of(s) {
            return Atom(i as u32);
        }
        let (i, _) = self.strings.insert_full(s.into());
        Atom(i as u32)
    }

    /// The atom for `s` if it was interned already.
    pub fn lookup(&self, s: &str) -> Option<Atom> {
        self.strings.get_index_of(s).map(|i| Atom(i as u32))
    }

    /// Classifies and interns a string key: array indices become
    /// [`PropertyKey::Index`], everything else an atom.
    pub fn key(&mut self, s: &str) -> PropertyKey {
        match parse_array_index(s) {
            Some(i) => PropertyKey::Index(i),
            None => PropertyKey::String(self.intern(s)),
        }
    }

    /// A fresh symbol with a description (`Symbol(description)`).
    pub fn new_symbol(&mut self, description: &str) -> SymbolId {
        self.add_symbol(SymbolEntry {
            description: Some(description.into()),
            private: false,
        })
    }

    /// A fresh symbol as `entry` describes it (`Symbol()` has no description;
    /// private symbols model V8's private names).
    pub fn add_symbol(&mut self, entry: SymbolEntry) -> SymbolId {
        self.symbols.push(entry);
        SymbolId((self.symbols.len() - 1) as u32)
    }

    /// Whether `symbol` is a private symbol of this table.
    pub fn is_private(&self, symbol: SymbolId) -> bool {
        self.symbols
            .get(symbol.0 as usize)
            .is_some_and(|e| e.private)
    }

    /// Whether `key` is a private symbol of this table.
    pub fn is_private_key(&self, key: PropertyKey) -> bool {
        matches!(key, PropertyKey::Symbol(s) if self.is_private(s))
    }

    /// The text of an atom, or `None` for an atom this table did not make.
    pub fn name(&self, atom: Atom) -> Option<&str> {
        self.strings.get_index(atom.0 as usize).map(|s| &**s)
    }

    /// The description of a symbol, or `None` for a symbol this table did not
    /// make.
    pub fn symbol_description(&self, symbol: SymbolId) -> Option<&str> {
        self.symbols
            .get(symbol.0 as usize)
            .map(|s| s.description.as_deref().unwrap_or(""))
    }

    /// A symbol's entry, or `None` for a symbol this table did not make.
    pub fn symbol_entry(&self, symbol: SymbolId) -> Option<&SymbolEntry> {
        self.symbols.get(symbol.0 as usize)
    }

    /// Number of interned strings.
    pub fn len(&self) -> usize {
        self.strings.len()
    }

    /// Number of symbols made.
    pub fn symbol_count(&self) -> usize {
        self.symbols.len()
    }

    /// Whether every part of `key` names an entry of this table.
    pub fn key_in_range(&self, key: PropertyKey) -> bool {
        match key {
            PropertyKey::Index(i) => i != u32::MAX,
            PropertyKey::String(a) => (a.0 as usize) < self.strings.len(),
            PropertyKey::Symbol(s) => (s.0 as usize) < self.symbols.len(),
        }
    }

    /// True when nothing is interned.
    pub fn is_empty(&self) -> bool {
        self.strings.is_empty()
    }

    /// A key as JavaScript's `String(key)` prints it (`Symbol(desc)` for symbols).
    pub fn display(&self, key: PropertyKey) -> KeyDisplay<'_> {
        KeyDisplay { atoms: self, key }
    }
}

/// Formats a [`PropertyKey`] with the help of its [`Atoms`] table.
pub struct KeyDisplay<'a> {
    atoms: &'a Atoms,
    key: PropertyKey,
}

impl fmt::Display for KeyDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.key {
            PropertyKey::Index(i) => write!(f, "{i}"),
            PropertyKey::String(a) => match self.atoms.name(a) {
                Some(name) => f.write_str(name),
                None => write!(f, "<{a}, not a key of this heap>"),
            },
            PropertyKey::Symbol(s) => match self.atoms.symbol_description(s) {
                Some(description) => write!(f, "Symbol({description})"),
                None => write!(f, "<{s}, not a symbol of this heap>"),
            },
        }
    }
}

impl ArchivedAtoms {
    /// Number of interned strings in an archived table.
    pub(crate) fn len(&self) -> usize {
        self.strings.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn array_index_classification() {
        assert_eq!(parse_array_index("0"), Some(0));
        assert_eq!(parse_array_index("10"), Some(10));
        assert_eq!(parse_array_index("4294967294"), Some(MAX_ARRAY_INDEX));
        assert_eq!(parse_array_index("4294967295"), None);
        assert_eq!(parse_array_index("01"), None);
        assert_eq!(parse_array_index("-1"), None);
        assert_eq!(parse_array_index("1.5"), None);
        assert_eq!(parse_array_index(""), None);
        assert_eq!(parse_array_index("99999999999"), None);
    }

    #[test]
    fn interning_is_idempotent_and_classifies() {
        let mut atoms = Atoms::new();
        let a = atoms.intern("x");
        assert_eq!(atoms.intern("x"), a);
        assert_ne!(atoms.intern("y"), a);
        assert_eq!(atoms.key("7"), PropertyKey::Index(7));
        assert_eq!(atoms.key("x"), PropertyKey::String(a));
        let s = atoms.new_symbol("iterator");
        assert_eq!(
            atoms.display(PropertyKey::Symbol(s)).to_string(),
            "Symbol(iterator)"
        );
        assert_eq!(atoms.display(PropertyKey::Index(3)).to_string(), "3");
    }
}
