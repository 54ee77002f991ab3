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
use crate::ids::EntityId;
use crate::value::{NativeId, Value};
use indexmap::IndexMap;
use rustc_hash::FxBuildHasher;
use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

/// A native function: `(heap, this, arguments) -> result`. It may hold state
/// (a closure's captures), shared by every heap of the runtime, hence
/// `Send + Sync`; register it with [`NativeRegistry::register`].
pub type NativeFn = Arc<dyn Fn(&mut Heap, Value, &[Value]) -> Result<Value, JsError> + Send + Sync>;

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
///
/// A name is a `&'static str` or a `String` made at run time; a function is a
/// plain `fn` item or a closure with state:
///
/// ```
/// use shapeshift::{Heap, JsError, NativeRegistry, Value};
/// use std::sync::Arc;
/// use std::sync::atomic::{AtomicUsize, Ordering};
///
/// fn answer(_: &mut Heap, _: Value, _: &[Value]) -> Result<Value, JsError> {
///     Ok(Value::from(42))
/// }
///
/// let mut natives = NativeRegistry::new();
/// natives.register("answer", answer).unwrap();
/// let calls = Arc::new(AtomicUsize::new(0));
/// let counter = calls.clone();
/// let name = format!("counter.{}", 1);
/// let id = natives
///     .register(name, move |_: &mut Heap, _: Value, _: &[Value]| {
///         Ok(Value::from(counter.fetch_add(1, Ordering::Relaxed) as i32))
///     })
///     .unwrap();
/// assert_eq!(natives.name(id), Some("counter.1"));
/// assert!(natives.register("answer", answer).is_err(), "names are unique");
/// ```
#[derive(Clone, Debug)]
pub struct NativeRegistry {
    natives: NamedTable<NativeId, NativeFn>,
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
            natives: NamedTable::default(),
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

    /// Registers `function` under `name` and returns its ID. The name may be
    /// static or built at run time; the function may be a `fn` item or a
    /// closure holding state.
    pub fn register(
        &mut self,
        name: impl Into<Cow<'static, str>>,
        function: impl Fn(&mut Heap, Value, &[Value]) -> Result<Value, JsError> + Send + Sync + 'static,
    ) -> Result<NativeId, RegistryError> {
        self.natives.insert(name.into(), Arc::new(function))
    }

    /// The ID registered for `name`.
    pub fn id(&self, name: &str) -> Option<NativeId> {
        self.natives.id(name)
    }

    /// The name of `id`.
    pub fn name(&self, id: NativeId) -> Option<&str> {
        self.natives.name(id)
    }

    /// The function of `id`, borrowed: a caller that needs `&mut Heap` for the
    /// call keeps the registry alive by other means (the heap pins its runtime).
    #[inline]
    pub fn function(&self, id: NativeId) -> Option<&NativeFn> {
        self.natives.get(id)
    }

    /// Number of registered natives (the heap's own included).
    pub fn len(&self) -> usize {
        self.natives.len()
    }

    /// Always false: the heap's own natives are always there.
    pub fn is_empty(&self) -> bool {
        self.natives.len() == 0
    }

    /// The names, in ID order.
    pub fn names(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.natives.names()
    }

    /// A stable hash of the names in order (see [`fingerprint`]); kept up to
    /// date by [`NativeRegistry::register`], so reading it costs nothing.
    pub fn fingerprint(&self) -> u64 {
        self.natives.fingerprint()
    }
}

/// Named entries in registration order, an entry's ID its position: what the
/// native and module registries share. The names' [`fingerprint`] is kept up
/// to date by [`NamedTable::insert`], so reading it costs nothing.
#[derive(Clone)]
pub(crate) struct NamedTable<I, T> {
    entries: IndexMap<Cow<'static, str>, T, FxBuildHasher>,
    fingerprint: u64,
    ids: std::marker::PhantomData<I>,
}

impl<I, T> Default for NamedTable<I, T> {
    fn default() -> Self {
        NamedTable {
            entries: IndexMap::default(),
            fingerprint: fingerprint(std::iter::empty()),
            ids: std::marker::PhantomData,
        }
    }
}

impl<I, T> fmt::Debug for NamedTable<I, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NamedTable")
            .field("names", &self.names().collect::<Vec<_>>())
            .field("fingerprint", &self.fingerprint)
            .finish()
    }
}

impl<I: EntityId, T> NamedTable<I, T> {
    /// Adds `value` under `name`, which must be new, and returns its ID.
    pub(crate) fn insert(&mut self, name: Cow<'static, str>, value: T) -> Result<I, RegistryError> {
        if self.entries.contains_key(name.as_ref()) {
            return Err(RegistryError::Duplicate(name.into_owned()));
        }
        let id = I::from_index(u32::try_from(self.entries.len()).map_err(|_| RegistryError::Full)?);
        self.entries.insert(name, value);
        self.fingerprint = fingerprint(self.names());
        Ok(id)
    }

    /// The ID of `name`.
    pub(crate) fn id(&self, name: &str) -> Option<I> {
        self.entries
            .get_index_of(name)
            .map(|i| I::from_index(i as u32))
    }

    /// The name of `id`.
    pub(crate) fn name(&self, id: I) -> Option<&str> {
        self.entries
            .get_index(id.index() as usize)
            .map(|(name, _)| name.as_ref())
    }

    /// The entry of `id`.
    #[inline]
    pub(crate) fn get(&self, id: I) -> Option<&T> {
        self.entries.get_index(id.index() as usize).map(|(_, v)| v)
    }

    /// Number of entries.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// The fingerprint of the names in order.
    pub(crate) fn fingerprint(&self) -> u64 {
        self.fingerprint
    }
}

impl<I, T> NamedTable<I, T> {
    /// The names, in ID order.
    pub(crate) fn names(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.entries.keys().map(|name| name.as_ref())
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
    use crate::heap::module::Runtime;
    use crate::policy::Policy;
    use std::sync::atomic::{AtomicUsize, Ordering};

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

    #[test]
    fn a_closure_keeps_its_state_under_a_name_built_at_run_time() {
        let calls = Arc::new(AtomicUsize::new(0));
        let counter = calls.clone();
        let mut runtime = Runtime::new();
        let name = format!("counter.{}", ["a", "b"].join(""));
        let id = runtime
            .natives
            .register(name.clone(), move |_, _, args| {
                counter.fetch_add(1, Ordering::Relaxed);
                Ok(Value::from(args.len() as i32))
            })
            .unwrap();
        assert_eq!(runtime.natives.id("counter.ab"), Some(id));
        assert_eq!(runtime.natives.name(id), Some("counter.ab"));
        assert_eq!(
            runtime.natives.register(name.clone(), nop),
            Err(RegistryError::Duplicate("counter.ab".into())),
            "an owned name is refused like a static one"
        );
        // The fingerprint hashes the name's text, however it was built.
        let mut static_named = NativeRegistry::new();
        static_named.register("counter.ab", nop).unwrap();
        assert_eq!(runtime.natives.fingerprint(), static_named.fingerprint());

        let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(runtime));
        let f = Value::Object(heap.native_function(&name).unwrap());
        for args in [&[][..], &[Value::Null], &[Value::Null, Value::Null]] {
            assert_eq!(
                heap.call(f, Value::Undefined, args),
                Ok(Value::from(args.len() as i32))
            );
        }
        assert_eq!(
            heap.call(Value::Native(id), Value::Undefined, &[]),
            Ok(Value::from(0))
        );
        assert_eq!(calls.load(Ordering::Relaxed), 4);
    }

    #[test]
    fn calls_after_the_first_clone_no_runtime_handle() {
        let mut runtime = Runtime::new();
        let id = runtime.natives.register("nop", nop).unwrap();
        let runtime = Arc::new(runtime);
        let mut heap = Heap::with_runtime(Policy::node20(), runtime.clone());
        assert_eq!(Arc::strong_count(&runtime), 2);
        heap.call(Value::Native(id), Value::Undefined, &[]).unwrap();
        // The heap keeps one spare handle for its calls, and reuses it.
        assert_eq!(Arc::strong_count(&runtime), 3);
        for _ in 0..10 {
            heap.call(Value::Native(id), Value::Undefined, &[]).unwrap();
        }
        assert_eq!(Arc::strong_count(&runtime), 3);
        drop(heap);
        assert_eq!(Arc::strong_count(&runtime), 1);
    }

    #[test]
    fn a_native_may_call_natives_and_replace_its_own_heap() {
        // The closure's state is alive only as long as the runtime holding it.
        let state = Arc::new(41);
        let mut runtime = Runtime::new();
        let inner = runtime.natives.register("inner", nop).unwrap();
        let seen = state.clone();
        runtime
            .natives
            .register("outer", move |heap, this, _| {
                heap.call(Value::Native(inner), this, &[])?;
                // Replacing the heap drops its handles on this runtime, the
                // only ones there are; the call in progress keeps it alive.
                *heap = Heap::new();
                Ok(Value::from(*seen + 1))
            })
            .unwrap();
        let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(runtime));
        let outer = Value::Object(heap.native_function("outer").unwrap());
        assert_eq!(heap.call(outer, Value::Undefined, &[]), Ok(Value::from(42)));
        // The runtime, and the closure's captured state with it, went with the
        // call: nothing kept it.
        assert_eq!(Arc::strong_count(&state), 1);
        assert!(heap.native_function("outer").is_err());
    }
}
