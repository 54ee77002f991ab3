//! An archived base plus an owned overlay, copied on first use: how a heap
//! restored from a snapshot reads its tables without copying them.
//!
//! # The problem
//!
//! A worker that restores a snapshot must be ready at once, whatever the
//! snapshot's size: restoring may not visit every object or shape. Yet the
//! worker's heap also writes: it adds objects and shapes, changes an object's
//! shape, adds a transition to a snapshot shape. The archive is a read-only
//! mapping shared by every worker, so it cannot take those writes.
//!
//! # The design
//!
//! A [`Layered`] table answers for IDs `0..base_len` from the *base* (the
//! archive) and for the rest from its own `Vec` (the *overlay* of new items):
//!
//! ```text
//!   IDs:   0 ............ base_len-1 | base_len ........ len-1
//!          read from the archive     | owned: Vec<V>
//!          (copied into `copies` on first &-access or write)
//! ```
//!
//! A base item is turned into an owned `V` the first time it is needed:
//! - [`Layered::get`] hands out `&V`, so it copies the item into `copies` (boxed,
//!   append-only, so references already handed out stay valid while more items
//!   are copied through `&self`);
//! - [`Layered::get_mut`] copies it too, then writes the copy;
//! - [`Layered::peek`] reads a `Copy` item by value *without* copying it, unless a
//!   copy already exists (the copy is then the truth). Object headers use it: a
//!   property read never copies.
//!
//! One bounds check decides both layers on the hot path: an ID in the base wraps
//! around (`id - base_len`) to an index past the overlay's end.
//!
//! The base is any [`ArchivedTable`]: something that can read item `i` out of an
//! archive it keeps alive. This module knows nothing of snapshots; the heap
//! supplies the projections into its mapped image.
//!
//! # What it serves
//!
//! Shapes and descriptor tables ([`crate::shape::ShapeTable`]), object headers
//! and object bodies ([`crate::heap::Heap`]).

use crate::ids::EntityId;
use elsa::FrozenMap;
use rustc_hash::FxBuildHasher;
use std::cell::Cell;
use std::marker::PhantomData;
use std::sync::Arc;

/// The archived side of a [`Layered`] table: reads item `index` out of an
/// archive that this value keeps alive (for a snapshot, its mapping).
pub trait ArchivedTable<V>: Send + Sync {
    /// How many items the archive holds.
    fn len(&self) -> u32;

    /// Whether the archive holds no items.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Item `index` as an owned value. Called only with `index < self.len()`.
    fn read(&self, index: u32) -> V;
}

/// An archived base plus an owned overlay, copied on first use; see the module
/// docs.
///
/// ```
/// use shapeshift::ids::ShapeId;
/// use shapeshift::layered::{ArchivedTable, Layered};
/// use std::sync::Arc;
///
/// struct Squares;
/// impl ArchivedTable<u64> for Squares {
///     fn len(&self) -> u32 { 10 }
///     fn read(&self, i: u32) -> u64 { u64::from(i) * u64::from(i) }
/// }
///
/// let mut t: Layered<ShapeId, u64> = Layered::over(Arc::new(Squares));
/// let id = |i| shapeshift::ids::EntityId::from_index(i);
/// assert_eq!(t.peek(id(3)), 9); // read in place, nothing copied
/// assert_eq!(t.copied(), 0);
/// *t.get_mut(id(3)) += 1; // copied, then written
/// assert_eq!((t.peek(id(3)), t.copied()), (10, 1));
/// let new = t.push(7); // the overlay
/// assert_eq!((new, t.len()), (id(10), 11));
/// ```
pub struct Layered<K: EntityId, V> {
    base: Option<Arc<dyn ArchivedTable<V>>>,
    base_len: u32,
    owned: Vec<V>,
    copies: FrozenMap<u32, Box<V>, FxBuildHasher>,
    /// How many entries `copies` has (elsa counts only with its default hasher).
    copied: Cell<u32>,
    _key: PhantomData<K>,
}

impl<K: EntityId, V> Default for Layered<K, V> {
    fn default() -> Self {
        Self::from_vec(Vec::new())
    }
}

impl<K: EntityId, V: Clone> Clone for Layered<K, V> {
    fn clone(&self) -> Self {
        Layered {
            base: self.base.clone(),
            base_len: self.base_len,
            owned: self.owned.clone(),
            copies: self.copies.clone(),
            copied: self.copied.clone(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityId, V> std::fmt::Debug for Layered<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Layered({} archived, {} copied, {} owned)",
            self.base_len,
            self.copied.get(),
            self.owned.len()
        )
    }
}

impl<K: EntityId, V> Layered<K, V> {
    /// A table with no base: every item owned.
    pub fn from_vec(owned: Vec<V>) -> Self {
        Layered {
            base: None,
            base_len: 0,
            owned,
            copies: FrozenMap::default(),
            copied: Cell::new(0),
            _key: PhantomData,
        }
    }

    /// A table whose first `base.len()` items are read from `base`.
    pub fn over(base: Arc<dyn ArchivedTable<V>>) -> Self {
        Layered {
            base_len: base.len(),
            base: Some(base),
            owned: Vec::new(),
            copies: FrozenMap::default(),
            copied: Cell::new(0),
            _key: PhantomData,
        }
    }

    /// How many items the table has, base and overlay.
    #[inline]
    pub fn len(&self) -> usize {
        self.base_len as usize + self.owned.len()
    }

    /// Whether the table has no items.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many of the first IDs are the base's.
    #[inline]
    pub fn base_len(&self) -> u32 {
        self.base_len
    }

    /// Whether `id` names an item of this table.
    #[inline]
    pub fn contains(&self, id: K) -> bool {
        (id.index() as usize) < self.len()
    }

    /// Whether `id` is a base item (read from the archive until copied).
    #[inline]
    pub fn is_base(&self, id: K) -> bool {
        id.index() < self.base_len
    }

    /// Whether base item `id` has been copied into the overlay.
    pub fn is_copied(&self, id: K) -> bool {
        self.copies.get(&id.index()).is_some()
    }

    /// How many base items have been copied so far.
    pub fn copied(&self) -> usize {
        self.copied.get() as usize
    }

    /// The owned items (the overlay), in ID order from [`Layered::base_len`].
    pub fn owned(&self) -> &[V] {
        &self.owned
    }

    /// The owned items (the overlay), to modify them in place.
    pub fn owned_mut(&mut self) -> &mut [V] {
        &mut self.owned
    }

    /// The indices of the base items copied so far, in no particular order.
    pub fn copied_indices(&mut self) -> Vec<u32> {
        self.copies.as_mut().keys().copied().collect()
    }

    /// Appends `value` to the overlay and returns its ID.
    pub fn push(&mut self, value: V) -> K {
        let id = K::from_index(self.base_len + self.owned.len() as u32);
        self.owned.push(value);
        id
    }

    /// Drops overlay items from the ID `len` on (base items stay).
    pub fn truncate(&mut self, len: u32) {
        self.owned
            .truncate(len.saturating_sub(self.base_len) as usize);
    }

    /// The item `id`, copying a base item on first access.
    ///
    /// # Panics
    ///
    /// When `id` is not an item of this table (an ID from another heap).
    #[inline]
    pub fn get(&self, id: K) -> &V {
        match self
            .owned
            .get(id.index().wrapping_sub(self.base_len) as usize)
        {
            Some(v) => v,
            None => self.base_item(id.index()),
        }
    }

    /// The item `id` if it is an overlay item (never a base item, copied or
    /// not): the hot paths' one bounds check.
    #[inline(always)]
    pub fn overlay(&self, id: K) -> Option<&V> {
        self.owned
            .get(id.index().wrapping_sub(self.base_len) as usize)
    }

    /// The item `id`, to modify it, if it is an overlay item.
    #[inline]
    pub fn overlay_mut(&mut self, id: K) -> Option<&mut V> {
        self.owned
            .get_mut(id.index().wrapping_sub(self.base_len) as usize)
    }

    /// The item `id`, or `None` when `id` is not an item of this table.
    pub fn try_get(&self, id: K) -> Option<&V> {
        self.contains(id).then(|| self.get(id))
    }

    /// The item `id`, to modify it: a base item is copied first.
    ///
    /// # Panics
    ///
    /// When `id` is not an item of this table.
    #[inline]
    pub fn get_mut(&mut self, id: K) -> &mut V {
        let i = id.index();
        match i.checked_sub(self.base_len) {
            Some(o) => &mut self.owned[o as usize],
            None => {
                self.base_item(i);
                match self.copies.as_mut().get_mut(&i) {
                    Some(v) => v,
                    None => unreachable!("base_item just copied item {i}"),
                }
            }
        }
    }

    #[cold]
    fn base_item(&self, i: u32) -> &V {
        if let Some(v) = self.copies.get(&i) {
            return v;
        }
        let item = self.read_base(i);
        self.copied.set(self.copied.get() + 1);
        self.copies.insert(i, Box::new(item))
    }

    /// Base item `i`, read from the archive.
    ///
    /// # Panics
    ///
    /// When `i` is not a base item (an ID from another heap).
    fn read_base(&self, i: u32) -> V {
        match &self.base {
            Some(base) if i < self.base_len => base.read(i),
            _ => panic!(
                "ID {i} is out of range for this table of {} items",
                self.len()
            ),
        }
    }

    /// Every item in ID order, as owned values (base items read or copied).
    pub fn to_vec(&self) -> Vec<V>
    where
        V: Clone,
    {
        (0..self.len() as u32)
            .map(|i| self.get(K::from_index(i)).clone())
            .collect()
    }
}

impl<K: EntityId, V: Copy> Layered<K, V> {
    /// The item `id` by value, read from the archive in place for a base item
    /// that has not been copied (nothing is copied).
    ///
    /// # Panics
    ///
    /// When `id` is not an item of this table.
    #[inline(always)]
    pub fn peek(&self, id: K) -> V {
        match self
            .owned
            .get(id.index().wrapping_sub(self.base_len) as usize)
        {
            Some(v) => *v,
            None => self.peek_base(id.index()),
        }
    }

    #[cold]
    fn peek_base(&self, i: u32) -> V {
        match self.copies.get(&i) {
            Some(v) => *v,
            None => self.read_base(i),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ShapeId;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// A base that counts its reads, so tests see what was copied and when.
    struct Counting {
        items: Vec<String>,
        reads: AtomicU32,
    }

    impl ArchivedTable<String> for Counting {
        fn len(&self) -> u32 {
            self.items.len() as u32
        }
        fn read(&self, index: u32) -> String {
            self.reads.fetch_add(1, Ordering::Relaxed);
            self.items[index as usize].clone()
        }
    }

    fn layered() -> (Arc<Counting>, Layered<ShapeId, String>) {
        let base = Arc::new(Counting {
            items: vec!["a".into(), "b".into()],
            reads: AtomicU32::new(0),
        });
        (base.clone(), Layered::over(base))
    }

    #[test]
    fn base_items_are_copied_once_and_references_stay_valid() {
        let (base, t) = layered();
        let a = t.get(ShapeId(0));
        let b = t.get(ShapeId(1));
        let a_again = t.get(ShapeId(0));
        assert_eq!((a.as_str(), b.as_str(), a_again.as_str()), ("a", "b", "a"));
        assert_eq!(base.reads.load(Ordering::Relaxed), 2);
        assert_eq!(t.copied(), 2);
    }

    #[test]
    fn writes_go_to_the_copy_and_new_items_to_the_overlay() {
        let (_, mut t) = layered();
        t.get_mut(ShapeId(1)).push('!');
        assert_eq!(t.get(ShapeId(1)), "b!");
        assert!(t.is_copied(ShapeId(1)) && !t.is_copied(ShapeId(0)));
        assert_eq!(t.push("c".into()), ShapeId(2));
        assert_eq!(t.to_vec(), vec!["a", "b!", "c"]);
        t.truncate(2);
        assert_eq!(t.len(), 2);
    }

    #[test]
    fn peek_reads_in_place_until_a_copy_exists() {
        struct Numbers;
        impl ArchivedTable<u32> for Numbers {
            fn len(&self) -> u32 {
                3
            }
            fn read(&self, index: u32) -> u32 {
                index * 10
            }
        }
        let mut t: Layered<ShapeId, u32> = Layered::over(Arc::new(Numbers));
        assert_eq!(t.peek(ShapeId(2)), 20);
        assert_eq!(t.copied(), 0);
        *t.get_mut(ShapeId(2)) = 7;
        assert_eq!(t.peek(ShapeId(2)), 7);
    }

    #[test]
    fn ids_past_the_end_are_refused() {
        let (_, t) = layered();
        assert_eq!(t.try_get(ShapeId(2)), None);
        let past_the_end = std::panic::AssertUnwindSafe(&t);
        assert!(std::panic::catch_unwind(|| past_the_end.get(ShapeId(9)).len()).is_err());
    }
}
