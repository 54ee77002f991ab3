//! Native functions, named by registry ID.
//!
//! A heap never holds a pointer to Rust code: a native function is a
//! [`NativeId`], an index into a [`NativeRegistry`] of named Rust functions. That
//! is what lets a heap be archived in a snapshot and restored in another process,
//! as Node's `ExternalReferenceRegistry` lets V8's snapshot refer to C++ callbacks
//! by index. The registry's [`fingerprint`](NativeRegistry::fingerprint) (a
//! stable hash of its names in order) is recorded by a snapshot and checked when
//! it is opened: a binary whose registry differs must not restore it, since every
//! ID would name the wrong function.
//!
//! Every registry starts with the heap's own natives ([`LAZY_GETTER`],
//! [`LAZY_SETTER`]: the accessor pair of a pending lazy property, see
//! [`Heap::define_lazy_properties`](crate::Heap::define_lazy_properties)), so their
//! IDs are the same in every registry.

use crate::error::JsError;
use crate::heap::Heap;
use crate::value::{NativeId, Value};
use rustc_hash::FxHashMap;

/// A native function: `(heap, this, arguments) -> result`.
pub type NativeFn = fn(&mut Heap, Value, &[Value]) -> Result<Value, JsError>;

/// The getter of every pending lazy property (the heap resolves it by holder
/// and key; calling it directly is an error).
pub const LAZY_GETTER: NativeId = NativeId(0);
/// The setter of every pending lazy property.
pub const LAZY_SETTER: NativeId = NativeId(1);

fn lazy_accessor_called_directly(_: &mut Heap, _: Value, _: &[Value]) -> Result<Value, JsError> {
    Err(JsError::type_error(
        "a lazy property's accessor was called without its property (read or write the property instead)",
    ))
}

/// Why a registration was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RegistryError {
    /// The name is taken: names must be unique, since they are what the
    /// fingerprint and a snapshot's references agree on.
    #[error("`{0}` is already registered")]
    Duplicate(String),
    /// More entries than a `u32` ID can name.
    #[error("the registry is full")]
    Full,
}

/// Named native functions, in registration order.
#[derive(Clone, Debug)]
pub struct NativeRegistry {
    names: Vec<&'static str>,
    functions: Vec<NativeFn>,
    by_name: FxHashMap<&'static str, NativeId>,
    /// [`fingerprint`] of the names, kept up to date by `register`.
    fingerprint: u64,
}

impl Default for NativeRegistry {
    fn default() -> Self {
        Self::new()
    }
}

impl NativeRegistry {
    /// A registry holding only the heap's own natives.
    pub fn new() -> Self {
        let mut r = NativeRegistry {
            names: Vec::new(),
            functions: Vec::new(),
            by_name: FxHashMap::default(),
            fingerprint: fingerprint(std::iter::empty()),
        };
        for (name, id) in [
            ("shapeshift.lazyGetter", LAZY_GETTER),
            ("shapeshift.lazySetter", LAZY_SETTER),
        ] {
            let got = r.register(name, lazy_accessor_called_directly);
            debug_assert_eq!(got, Ok(id));
        }
        r
    }

    /// Registers `function` under `name` and returns its ID.
    pub fn register(
        &mut self,
        name: &'static str,
        function: NativeFn,
    ) -> Result<NativeId, RegistryError> {
        if self.by_name.contains_key(name) {
            return Err(RegistryError::Duplicate(name.to_string()));
        }
        let id = NativeId(u32::try_from(self.names.len()).map_err(|_| RegistryError::Full)?);
        self.names.push(name);
        self.functions.push(function);
        self.by_name.insert(name, id);
        self.fingerprint = fingerprint(self.names.iter().copied());
        Ok(id)
    }

    /// The ID registered for `name`.
    pub fn id(&self, name: &str) -> Option<NativeId> {
        self.by_name.get(name).copied()
    }

    /// The name of `id`.
    pub fn name(&self, id: NativeId) -> Option<&'static str> {
        self.names.get(id.0 as usize).copied()
    }

    /// The function of `id`.
    pub fn function(&self, id: NativeId) -> Option<NativeFn> {
        self.functions.get(id.0 as usize).copied()
    }

    /// Number of registered natives (the heap's own included).
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Always false: the heap's own natives are always there.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The names, in ID order.
    pub fn names(&self) -> &[&'static str] {
        &self.names
    }

    /// A stable hash of the names in order (see [`fingerprint`]); kept up to
    /// date by [`NativeRegistry::register`], so reading it costs nothing.
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }
}

/// 64-bit FNV-1a over each name followed by a 0 byte, then the count: stable
/// across builds, platforms and Rust versions (unlike `std`'s hashers), and it
/// changes when a name is added, removed, renamed or moved.
pub fn fingerprint<'a>(names: impl Iterator<Item = &'a str>) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash = OFFSET;
    let mut count: u64 = 0;
    let mut eat = |b: u8| {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(PRIME);
    };
    for name in names {
        name.bytes().for_each(&mut eat);
        eat(0);
        count += 1;
    }
    count.to_le_bytes().into_iter().for_each(eat);
    hash
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nop(_: &mut Heap, _: Value, _: &[Value]) -> Result<Value, JsError> {
        Ok(Value::Undefined)
    }

    #[test]
    fn ids_are_registration_order_and_names_unique() {
        let mut r = NativeRegistry::new();
        assert_eq!(r.id("shapeshift.lazyGetter"), Some(LAZY_GETTER));
        let a = r.register("a", nop).unwrap();
        assert_eq!(a, NativeId(2));
        assert_eq!(r.name(a), Some("a"));
        assert_eq!(
            r.register("a", nop),
            Err(RegistryError::Duplicate("a".into()))
        );
        assert_eq!(r.len(), 3);
    }

    #[test]
    fn fingerprint_tracks_names_and_order() {
        let mut a = NativeRegistry::new();
        let mut b = NativeRegistry::new();
        assert_eq!(a.fingerprint(), b.fingerprint());
        a.register("x", nop).unwrap();
        a.register("y", nop).unwrap();
        b.register("y", nop).unwrap();
        b.register("x", nop).unwrap();
        assert_ne!(a.fingerprint(), b.fingerprint(), "order matters");
        let mut c = NativeRegistry::new();
        c.register("x", nop).unwrap();
        c.register("y", nop).unwrap();
        assert_eq!(a.fingerprint(), c.fingerprint());
        // Concatenation ambiguity: ["ab", "c"] vs ["a", "bc"].
        assert_ne!(
            fingerprint(["ab", "c"].into_iter()),
            fingerprint(["a", "bc"].into_iter())
        );
        // A known value, so that the hash cannot drift silently between builds
        // (computed once by this function; FNV-1a of "" then count 0).
        assert_eq!(fingerprint(std::iter::empty()), 0xa8c7_f832_281a_39c5);
    }
}
