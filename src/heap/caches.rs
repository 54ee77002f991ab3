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

use std::any::{Any, TypeId};

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
#[derive(Default)]
pub struct HeapCaches {
    // A few entries at most, so a vector scan beats hashing the type ID.
    entries: Vec<(TypeId, Box<dyn Any + Send>)>,
}

impl HeapCaches {
    /// The cache of type `T`, if one was made.
    #[inline]
    pub fn get<T: Any + Send>(&self) -> Option<&T> {
        let id = TypeId::of::<T>();
        self.entries
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, v)| v.downcast_ref())
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
        match self.entries[at].1.downcast_mut() {
            Some(v) => v,
            // The entry was stored under `T`'s type ID.
            None => unreachable!("a heap cache is stored under its own type"),
        }
    }
}

impl Clone for HeapCaches {
    /// An empty set: caches are rebuilt on use.
    fn clone(&self) -> Self {
        HeapCaches::default()
    }
}

impl std::fmt::Debug for HeapCaches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HeapCaches({} entries)", self.entries.len())
    }
}
