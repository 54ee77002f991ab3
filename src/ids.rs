//! Typed indices: one scheme for every ID in the engine.
//!
//! The heap is a handful of flat tables (objects, shapes, descriptor tables,
//! strings, atoms, natives, modules), and everything refers to everything else
//! by position in one of them. A bare `u32` would let a shape's index be used as
//! an object's; a `Rc<RefCell<…>>` web would make the heap impossible to archive
//! as flat tables and to share across threads. So each table has its own index
//! type, a `u32` newtype made by [`entity_id!`](crate::entity_id), in the style of
//! cranelift-entity's `EntityRef` and rust-analyzer's arena IDs.
//!
//! Every ID type:
//! - is `Copy`, ordered and hashable, and archives (rkyv) as a bare `u32`;
//! - implements [`EntityId`], so generic code ([`IdVec`]) can index with it;
//! - has `index()` for its position and a `Display` that names its table
//!   (`object#4`, `shape#12`), the form the tools print.
//!
//! An ID means something only in the heap (or registry) that handed it out.
//! Within that heap it stays valid for the heap's life: nothing is ever freed.
//!
//! [`IdVec`] is the table side: a `Vec` that is indexed by one ID type only, so
//! a table cannot be read with another table's ID.

use std::marker::PhantomData;

/// A typed index into one table: the trait every [`entity_id!`](crate::entity_id) type
/// implements.
pub trait EntityId: Copy + Eq + Ord + std::hash::Hash + std::fmt::Debug {
    /// The ID of position `index`.
    fn from_index(index: u32) -> Self;
    /// The position this ID names.
    fn index(self) -> u32;
}

/// Defines a typed index: a `u32` newtype with [`EntityId`], `index()`,
/// `Display` as `NAME#N`, and rkyv support (archived as a bare `u32`, with the
/// archived form hashable and ordered so archived maps can key on it).
///
/// ```
/// shapeshift::entity_id! {
///     /// A row of some table.
///     pub struct RowId(pub u32) = "row";
/// }
/// use shapeshift::ids::EntityId;
/// let r = RowId::from_index(3);
/// assert_eq!(r.index(), 3);
/// assert_eq!(r.to_string(), "row#3");
/// ```
#[macro_export]
macro_rules! entity_id {
    ($(#[$meta:meta])* $vis:vis struct $name:ident($field_vis:vis u32) = $display:literal;) => {
        $(#[$meta])*
        #[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
        #[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #[derive($crate::schema::ArchiveSchema)]
        $vis struct $name($field_vis u32);

        impl $name {
            /// The position this ID names in its table.
            #[inline]
            pub fn index(self) -> u32 {
                self.0
            }
        }

        impl $crate::ids::EntityId for $name {
            #[inline]
            fn from_index(index: u32) -> Self {
                $name(index)
            }
            #[inline]
            fn index(self) -> u32 {
                self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($display, "#{}"), self.0)
            }
        }
    };
}

/// Defines a generational ID: a slot index plus the generation of the slot it
/// was handed out from (slotmap's keys, V8-free). A collected slot's generation
/// moves on, so an ID kept past its item's death no longer matches its slot and
/// is detected instead of naming whatever took the slot. Displays as
/// `NAME#INDEX`, with `vGENERATION` after it once the slot has been reused.
///
/// ```
/// shapeshift::generational_id! {
///     /// An item of some collected table.
///     pub struct ItemId(pub u32, pub u32) = "item";
/// }
/// use shapeshift::ids::EntityId;
/// let first = ItemId::from_index(3);
/// assert_eq!((first.index(), first.generation()), (3, 0));
/// assert_eq!(first.to_string(), "item#3");
/// assert_eq!(ItemId(3, 2).to_string(), "item#3v2");
/// assert_ne!(first, ItemId(3, 2));
/// ```
#[macro_export]
macro_rules! generational_id {
    ($(#[$meta:meta])* $vis:vis struct $name:ident($field_vis:vis u32, $gen_vis:vis u32) = $display:literal;) => {
        $(#[$meta])*
        #[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
        #[rkyv(derive(Hash, PartialEq, Eq, PartialOrd, Ord))]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #[derive($crate::schema::ArchiveSchema)]
        $vis struct $name($field_vis u32, $gen_vis u32);

        impl $name {
            /// The slot this ID names in its table.
            #[inline]
            pub fn index(self) -> u32 {
                self.0
            }

            /// The generation of the slot when this ID was handed out.
            #[inline]
            pub fn generation(self) -> u32 {
                self.1
            }
        }

        impl $crate::ids::EntityId for $name {
            /// The ID of slot `index` in its first generation.
            #[inline]
            fn from_index(index: u32) -> Self {
                $name(index, 0)
            }
            #[inline]
            fn index(self) -> u32 {
                self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($display, "#{}"), self.0)?;
                if self.1 != 0 {
                    write!(f, "v{}", self.1)?;
                }
                Ok(())
            }
        }
    };
}

// In a module of their own, so that the types rkyv generates next to them stay
// out of the docs (see "Archived types in the docs" in `crate::schema`).
mod id_types {
    generational_id! {
        /// An object, by slot in the heap's object table and that slot's
        /// generation (the collector reuses slots; see [`crate::heap::gc`]).
        pub struct ObjectId(pub(crate) u32, pub(crate) u32) = "object";
    }

    entity_id! {
        /// A shape (V8's map), by index into the heap's shape table.
        pub struct ShapeId(pub(crate) u32) = "shape";
    }

    entity_id! {
        /// A descriptor table (a shape's property list, shared along a transition
        /// path), by index into the heap's shape table.
        pub struct TableId(pub(crate) u32) = "table";
    }

    generational_id! {
        /// A string value, by slot in the heap's string arena and that slot's
        /// generation. Strings are immutable; the collector frees the ones
        /// nothing reaches (see [`crate::heap::gc`]).
        pub struct StrId(pub(crate) u32, pub(crate) u32) = "string";
    }

    entity_id! {
        /// An interned property-key string. Two atoms of one interner are equal
        /// exactly when their strings are equal.
        pub struct Atom(pub(crate) u32) = "atom";
    }

    entity_id! {
        /// A symbol: a key that is never equal to any string. Its description is
        /// kept for display only.
        pub struct SymbolId(pub(crate) u32) = "symbol";
    }

    entity_id! {
        /// A native function, by its ID in a native registry. Natives are never
        /// pointers inside a heap, as in Node's `ExternalReferenceRegistry`.
        pub struct NativeId(pub u32) = "native";
    }

    generational_id! {
        /// A persistent root of a heap ([`Heap::root`](crate::Heap::root)), by
        /// slot in the heap's root table and that slot's generation.
        pub struct RootId(pub(crate) u32, pub(crate) u32) = "root";
    }

    entity_id! {
        /// A module, by its index in a module registry.
        pub struct ModuleId(pub u32) = "module";
    }

    entity_id! {
        /// An object's body (its [`JsObject`](crate::object::JsObject)), by
        /// index into the heap's body table. Only objects that need a body
        /// have one; the object's header names it.
        pub struct BodyId(pub(crate) u32) = "body";
    }
}
#[doc(hidden)]
pub use id_types::{
    ArchivedAtom, ArchivedBodyId, ArchivedModuleId, ArchivedNativeId, ArchivedObjectId,
    ArchivedRootId, ArchivedShapeId, ArchivedStrId, ArchivedSymbolId, ArchivedTableId,
    AtomResolver, BodyIdResolver, ModuleIdResolver, NativeIdResolver, ObjectIdResolver,
    RootIdResolver, ShapeIdResolver, StrIdResolver, SymbolIdResolver, TableIdResolver,
};
pub use id_types::{
    Atom, BodyId, ModuleId, NativeId, ObjectId, RootId, ShapeId, StrId, SymbolId, TableId,
};

/// A table indexed by one ID type only (cranelift-entity's `PrimaryMap`):
/// [`IdVec::push`] hands out the next ID, and reading with another table's ID
/// does not compile.
///
/// ```
/// use shapeshift::ids::{IdVec, ObjectId};
/// let mut names: IdVec<ObjectId, &str> = IdVec::new();
/// let a = names.push("a");
/// assert_eq!(names[a], "a");
/// assert_eq!(names.get(a), Some(&"a"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdVec<K: EntityId, V> {
    items: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityId, V> Default for IdVec<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityId, V> IdVec<K, V> {
    /// An empty table.
    pub fn new() -> Self {
        IdVec {
            items: Vec::new(),
            _key: PhantomData,
        }
    }

    /// Appends `value` and returns its ID.
    pub fn push(&mut self, value: V) -> K {
        let id = K::from_index(self.items.len() as u32);
        self.items.push(value);
        id
    }

    /// The value under `id`, or `None` when `id` is past the end.
    pub fn get(&self, id: K) -> Option<&V> {
        self.items.get(id.index() as usize)
    }

    /// The value under `id`, mutably, or `None` when `id` is past the end.
    pub fn get_mut(&mut self, id: K) -> Option<&mut V> {
        self.items.get_mut(id.index() as usize)
    }

    /// How many entries the table has.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The entries with their IDs, in order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, v)| (K::from_index(i as u32), v))
    }

    /// The values, in ID order.
    pub fn values(&self) -> &[V] {
        &self.items
    }
}

impl<K: EntityId, V> std::ops::Index<K> for IdVec<K, V> {
    type Output = V;
    fn index(&self, id: K) -> &V {
        &self.items[id.index() as usize]
    }
}

impl<K: EntityId, V> std::ops::IndexMut<K> for IdVec<K, V> {
    fn index_mut(&mut self, id: K) -> &mut V {
        &mut self.items[id.index() as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_display_their_table() {
        assert_eq!(ObjectId(4, 0).to_string(), "object#4");
        assert_eq!(ObjectId(4, 3).to_string(), "object#4v3");
        assert_eq!(ShapeId(12).to_string(), "shape#12");
        assert_eq!(ModuleId(0).to_string(), "module#0");
    }

    #[test]
    fn id_vec_hands_out_ids_in_order_and_refuses_past_the_end() {
        let mut v: IdVec<ShapeId, u8> = IdVec::new();
        assert_eq!(v.push(7), ShapeId(0));
        assert_eq!(v.push(9), ShapeId(1));
        assert_eq!(v[ShapeId(1)], 9);
        assert_eq!(v.get(ShapeId(2)), None);
        let pairs: Vec<_> = v.iter().collect();
        assert_eq!(pairs, vec![(ShapeId(0), &7), (ShapeId(1), &9)]);
    }
}
