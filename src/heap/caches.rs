//! Per-heap caches of the layers above the heap.
//!
//! Some upper layers remember facts about a heap's shapes: the structured
//! clone records, per shape, whether it is flat and its encoded key list, and
//! which shape entries it resolved as a receiver. Those facts belong to one
//! heap (shape IDs mean nothing elsewhere) and must live as long as it, yet the
//! heap must not know the clone's types: the heap is a lower layer.
//!
//! So the heap keeps a small map from a type to one value of that type, and
//! the owner of the type decides what it holds ([`HeapCaches::get_or_default`]).
//! Everything in it is a cache: it can be rebuilt from the heap, so a clone of
//! the heap (or a heap made from an image) starts with none.
//!
//! A cache that lives outside the heap (in a reader kept per thread, say) but
//! names the heap's strings or objects must know which heap it was filled
//! from: [`HeapCaches::instance`] is a number no two sets of caches share, and
//! a clone of a heap gets a new one, as it gets new caches.

use std::any::{Any, TypeId};
use std::sync::atomic::{AtomicU64, Ordering};

/// The next [`HeapCaches::instance`].
static NEXT_INSTANCE: AtomicU64 = AtomicU64::new(1);

/// Caches the upper layers keep per heap, one value per type. See the module
/// docs.
///
/// ```
/// use shapeshift::heap::HeapCaches;
/// #[derive(Default)]
/// struct Seen(u32);
/// let mut caches = HeapCaches::default();
/// caches.get_or_default::<Seen>().0 += 1;
/// assert_eq!(caches.get::<Seen>().map(|s| s.0), Some(1));
/// ```
pub struct HeapCaches {
    // A few entries at most, so a vector scan beats hashing the type ID.
    entries: Vec<(TypeId, Box<dyn Any + Send>)>,
    instance: u64,
}

impl Default for HeapCaches {
    /// No caches, and a new [`HeapCaches::instance`].
    fn default() -> Self {
        HeapCaches {
            entries: Vec::new(),
            instance: NEXT_INSTANCE.fetch_add(1, Ordering::Relaxed),
        }
    }
}

impl HeapCaches {
    /// A number that names these caches, and so the heap that has them: no
    /// other set of caches in this process has it (a heap's clone has caches
    /// of its own). A table kept outside the heap that names its strings or
    /// objects records it, and starts over when it meets another heap.
    ///
    /// ```
    /// use shapeshift::Heap;
    /// let heap = Heap::new();
    /// assert_eq!(heap.caches().instance(), heap.caches().instance());
    /// assert_ne!(heap.clone().caches().instance(), heap.caches().instance());
    /// assert_ne!(Heap::new().caches().instance(), heap.caches().instance());
    /// ```
    #[inline]
    pub fn instance(&self) -> u64 {
        self.instance
    }

    /// The cache of type `T`, if one was made.
    #[inline]
    pub fn get<T: Any + Send>(&self) -> Option<&T> {
        let id = TypeId::of::<T>();
        let (_, value) = self.entries.iter().find(|(t, _)| *t == id)?;
        let value: &(dyn Any + Send) = &**value;
        // SAFETY: an entry's value is of the type whose ID it is stored
        // under: `get_or_default` is the only place that adds entries, and
        // it stores `T::default()` under `TypeId::of::<T>()`. So the value
        // behind this `dyn Any` is a `T`, and the cast of the fat pointer to
        // a thin `*const T` (dropping the vtable) points at it, valid for the
        // borrow of `self`. (`downcast_ref` would compare the type IDs a
        // second time, through a virtual call, on every clone message.)
        Some(unsafe { &*(value as *const (dyn Any + Send)).cast::<T>() })
    }

    /// The cache of type `T`, made with `T::default()` on first use.
    #[inline]
    pub fn get_or_default<T: Any + Send + Default>(&mut self) -> &mut T {
        let id = TypeId::of::<T>();
        let at = match self.entries.iter().position(|(t, _)| *t == id) {
            Some(at) => at,
            None => {
                self.entries.push((id, Box::new(T::default())));
                self.entries.len() - 1
            }
        };
        let value: &mut (dyn Any + Send) = &mut *self.entries[at].1;
        // SAFETY: as in `get`: the entry at `at` was stored under
        // `TypeId::of::<T>()`, by this function, as a `T`; the pointer is
        // unique for the mutable borrow of `self`.
        unsafe { &mut *(value as *mut (dyn Any + Send)).cast::<T>() }
    }
}

impl Clone for HeapCaches {
    /// An empty set, with an instance of its own: caches are rebuilt on use.
    fn clone(&self) -> Self {
        HeapCaches::default()
    }
}

impl std::fmt::Debug for HeapCaches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HeapCaches({} entries)", self.entries.len())
    }
}
