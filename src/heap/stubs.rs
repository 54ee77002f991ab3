//! The store stub cache: adds along transitions, by shape and key.
//!
//! A store site that meets many shapes or many keys (`o['k' + j] = v`, a
//! store in a function called with every kind of object) has no inline cache
//! of its own: V8 sends it to the *megamorphic stub cache*, a table of
//! handlers keyed by map and name that every such site shares. This is the
//! same table for [`Heap::set`](super::Heap::set)'s most common store, an
//! add along a transition the shape already has:
//!
//! ```text
//!   (shape, key) ──► new shape, its field, the field's representation
//!                    + chain stamp + deprecation count
//! ```
//!
//! What a hit rests on, and how each part is checked again on use:
//! - **The receiver lacks the key, is fast and extensible:** a shape with
//!   an add transition for the key says so, and the shape is compared.
//! - **The prototype chain lets the add happen** (no setter, no read-only
//!   key): the entry holds under the [chain stamp](super::chains::ChainEpoch)
//!   it was recorded with.
//! - **The transition still leads to the new shape, and neither shape is
//!   deprecated:** no shape has been deprecated since (the shape table counts
//!   deprecations), and a collection moves the chain stamp.
//! - **The value fits the new field**, as the store checks before it
//!   generalizes; a value that does not fit takes the full store.
//!
//! Never recorded: a traced heap (the map log wants each transition), a
//! receiver that is a prototype, and an add whose value generalized the
//! field.

use super::CachedAdd;
use super::chains::{ChainStamp, DirectMapped};
use crate::atoms::PropertyKey;
use crate::shape::ShapeId;

/// Entries: a power of two. A megamorphic store meets many (shape, key)
/// pairs: 256 holds the adds of a few dozen objects of eight keys.
const STUB_ENTRIES: usize = 256;

/// One add along a transition, with what it was recorded under.
#[derive(Clone, Copy, Debug)]
struct StoreStub {
    from: ShapeId,
    key: PropertyKey,
    add: CachedAdd,
    stamp: ChainStamp,
    deprecations: u64,
}

/// The cache: a direct-mapped table, empty until its first entry. See the
/// module docs.
#[derive(Clone, Debug)]
pub(super) struct StoreStubs {
    entries: DirectMapped<StoreStub, STUB_ENTRIES>,
    /// Whether stores use the table (tests compare a heap without it).
    enabled: bool,
}

impl Default for StoreStubs {
    fn default() -> StoreStubs {
        StoreStubs {
            entries: DirectMapped::default(),
            enabled: true,
        }
    }
}

/// Where `(from, key)` lives in the table, or `None` for an index key
/// (elements, not shapes, hold those).
#[inline]
fn entry_of(from: ShapeId, key: PropertyKey) -> Option<usize> {
    super::chains::keyed_entry(from.0, key, STUB_ENTRIES)
}

impl StoreStubs {
    /// The add of `key` to an object of shape `from`, if one was recorded
    /// under `stamp` with `deprecations` shapes deprecated.
    #[inline]
    pub(super) fn get(
        &self,
        from: ShapeId,
        key: PropertyKey,
        stamp: ChainStamp,
        deprecations: u64,
    ) -> Option<CachedAdd> {
        let e = self.entries.get(entry_of(from, key)?)?;
        (e.from == from && e.key == key && e.stamp == stamp && e.deprecations == deprecations)
            .then_some(e.add)
    }

    /// Records `add`, an add of `key` from `from`, under `stamp` with
    /// `deprecations` shapes deprecated.
    pub(super) fn record(
        &mut self,
        from: ShapeId,
        key: PropertyKey,
        add: CachedAdd,
        stamp: ChainStamp,
        deprecations: u64,
    ) {
        if !self.enabled {
            return;
        }
        let Some(at) = entry_of(from, key) else {
            return;
        };
        self.entries.put(
            at,
            StoreStub {
                from,
                key,
                add,
                stamp,
                deprecations,
            },
        );
    }

    /// Stops recording: every store takes the full path (for tests that
    /// compare against it).
    #[cfg(test)]
    pub(super) fn disable(&mut self) {
        self.enabled = false;
        self.entries.clear();
    }
}

#[cfg(test)]
mod tests {
    use crate::heap::{Heap, PropertyDescriptor};
    use crate::policy::StoreOrigin;
    use crate::value::Value;

    /// Three receivers of one shape add a key: the third add is the stub's.
    /// A setter put on the prototype after the stub was recorded must run
    /// (here: refuse the store, having no setter function), and a value
    /// the field cannot hold must generalize it.
    #[test]
    fn a_recorded_add_gives_way_to_a_changed_chain_and_a_wider_value() {
        let mut h = Heap::new();
        let (a, b) = (h.key("a"), h.key("b"));
        let p = h.new_object();
        let receivers: Vec<_> = (0..4).map(|_| h.object_create_known(Some(p))).collect();
        for &r in &receivers[..3] {
            assert_eq!(h.set(r, a, Value::from(1), StoreOrigin::Named), Ok(true));
        }
        assert_eq!(h.shape_of(receivers[1]), h.shape_of(receivers[2]));
        let setter = PropertyDescriptor::accessor(Value::Undefined, false);
        h.define_property(p, a, setter).unwrap();
        assert_eq!(
            h.set(receivers[3], a, Value::from(1), StoreOrigin::Named),
            Ok(false),
            "the accessor without a setter refuses the store"
        );
        assert!(h.get_own_property_known(receivers[3], a).is_none());

        let others: Vec<_> = (0..4).map(|_| h.new_object()).collect();
        for &o in &others[..3] {
            assert_eq!(h.set(o, b, Value::from(1), StoreOrigin::Named), Ok(true));
        }
        let double = Value::Number(0.5);
        assert_eq!(h.set(others[3], b, double, StoreOrigin::Named), Ok(true));
        assert_eq!(h.get(others[3], b), Ok(double));
        assert!(h.verify().is_ok(), "{:?}", h.verify());
    }
}
