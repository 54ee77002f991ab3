//! Prototype chains known to lack a key.
//!
//! A store of a key its receiver lacks must look at the receiver's prototype
//! chain (JavaScript's `OrdinarySet`): a setter there runs, a read-only data
//! property refuses the store, and only when no link holds the key does the
//! receiver add it. `Object.prototype` is in dictionary mode, so the walk
//! ends in a hash lookup on every such store. V8 walks the chain once per
//! store handler and keeps the answer behind a *prototype validity cell*,
//! which any change to a prototype invalidates. This cache keeps the same
//! answer for the heap's own stores ([`Heap::set`](super::Heap::set) and the
//! transitions it follows), keyed by the first prototype and the key:
//!
//! ```text
//!   (prototype, key) ──► [ shape of link 1, shape of link 2, … ] + body writes
//! ```
//!
//! What the answer rests on, and how each part is checked again on use:
//! - **Fast links.** A fast, non-array object holds a named key only if its
//!   shape says so, and a shape never changes its keys. So an entry records
//!   each link's shape, and a link with the same shape still lacks the key.
//!   A shape also names its prototype, so the next link is the one the
//!   recorded shape names: matching shapes in order prove the whole chain.
//! - **Dictionary links.** Their keys are in their bodies, which change only
//!   through a mutable borrow of a body. The heap counts those borrows
//!   (`body_writes`); an entry holds only under the count it was made with.
//!   The count also moves for writes that add no key (elements, values), so
//!   it is conservative: a stale entry is walked again, never believed.
//! - **Never cached:** index keys (elements, not shapes, hold them), chains
//!   with an array link (its `length` is its own) and chains longer than
//!   [`CHAIN_LINKS`].
//!
//! An entry is written only after a walk found no holder. Shapes are never
//! freed, and the first link is the receiver's prototype now, so every link
//! the recorded shapes lead to is a live object.

use crate::atoms::PropertyKey;
use crate::object::ObjectId;
use crate::shape::ShapeId;

/// Entries: a power of two. A store loop meets a handful of (prototype, key)
/// pairs; 64 keeps distinct pairs in distinct entries with little collision.
const CHAIN_ENTRIES: usize = 64;

/// The longest chain cached: instances of a class two levels deep reach
/// `Object.prototype` in three links; longer chains walk every time.
pub(super) const CHAIN_LINKS: usize = 4;

/// One chain known to lack `key`.
#[derive(Clone, Copy, Debug)]
struct AbsentChain {
    prototype: ObjectId,
    key: PropertyKey,
    body_writes: u64,
    links: [ShapeId; CHAIN_LINKS],
    len: u8,
}

/// The cache: a direct-mapped table, empty until its first entry. See the
/// module docs.
#[derive(Clone, Debug, Default)]
pub(super) struct AbsentChains {
    entries: DirectMapped<AbsentChain, CHAIN_ENTRIES>,
}

/// A direct-mapped table of `N` entries (a power of two), which allocates
/// nothing until its first entry: the chain cache, the store stub cache and
/// the copy cache are each one, told apart by what their entries hold and
/// check on use. An entry replaces whatever was at its index.
#[derive(Clone, Debug)]
pub(super) struct DirectMapped<T, const N: usize> {
    entries: Vec<Option<T>>,
}

impl<T, const N: usize> Default for DirectMapped<T, N> {
    fn default() -> Self {
        DirectMapped {
            entries: Vec::new(),
        }
    }
}

impl<T: Copy, const N: usize> DirectMapped<T, N> {
    /// The entry at `at`, if one was put there.
    #[inline]
    pub(super) fn get(&self, at: usize) -> Option<&T> {
        self.entries.get(at)?.as_ref()
    }

    /// Puts `entry` at `at` (below `N`), over what was there.
    pub(super) fn put(&mut self, at: usize, entry: T) {
        if self.entries.is_empty() {
            self.entries.resize(N, None);
        }
        if let Some(e) = self.entries.get_mut(at) {
            *e = Some(entry);
        }
    }

    /// Empties the table.
    #[cfg(test)]
    pub(super) fn clear(&mut self) {
        self.entries.clear();
    }
}

/// Where `(prototype, key)` lives in the table, or `None` for a key that is
/// never cached (an index).
#[inline]
fn entry_of(prototype: ObjectId, key: PropertyKey) -> Option<usize> {
    keyed_entry(prototype.0, key, CHAIN_ENTRIES)
}

/// The entry of a direct-mapped table of `entries` (a power of two) for an
/// object or shape number and a named key, or `None` for an index key
/// (elements, not shapes, hold those). The chain cache and the store stub
/// cache share it.
#[inline]
pub(super) fn keyed_entry(number: u32, key: PropertyKey, entries: usize) -> Option<usize> {
    let key_bits = match key {
        PropertyKey::Index(_) => return None,
        PropertyKey::String(atom) => atom.index(),
        PropertyKey::Symbol(symbol) => !symbol.index(),
    };
    let mixed = number.wrapping_mul(0x9E37_79B9) ^ key_bits.wrapping_mul(0x85EB_CA6B);
    Some((mixed >> (32 - entries.trailing_zeros())) as usize)
}

impl AbsentChains {
    /// The recorded link shapes of a chain from `prototype` known to lack
    /// `key`, if one was recorded under `body_writes`; the caller checks the
    /// shapes against the heap.
    #[inline]
    pub(super) fn get(
        &self,
        prototype: ObjectId,
        key: PropertyKey,
        body_writes: u64,
    ) -> Option<&[ShapeId]> {
        let e = self.entries.get(entry_of(prototype, key)?)?;
        // `len` is at most `CHAIN_LINKS` (`record`); `min` lets the slice
        // go unchecked.
        let len = (e.len as usize).min(CHAIN_LINKS);
        (e.prototype == prototype && e.key == key && e.body_writes == body_writes)
            .then(|| &e.links[..len])
    }

    /// Records that the chain from `prototype` whose links have `shapes`
    /// lacks `key`, under `body_writes` (a longer chain, or an index key, is
    /// not recorded).
    pub(super) fn record(
        &mut self,
        prototype: ObjectId,
        key: PropertyKey,
        body_writes: u64,
        shapes: &[ShapeId],
    ) {
        let Some(at) = entry_of(prototype, key) else {
            return;
        };
        if shapes.len() > CHAIN_LINKS {
            return;
        }
        let mut links = [ShapeId(0); CHAIN_LINKS];
        links[..shapes.len()].copy_from_slice(shapes);
        self.entries.put(
            at,
            AbsentChain {
                prototype,
                key,
                body_writes,
                links,
                len: shapes.len() as u8,
            },
        );
    }
}

/// A version number for every prototype chain of one heap: the one-word
/// form of V8's *prototype validity cells*.
///
/// V8 hangs a validity cell on each prototype map; a change to a prototype
/// (a new map, a dictionary write) invalidates the cells of the chains
/// through it, and an IC handler that checked its chain against a valid cell
/// skips the walk. Here one count stands for every cell of the heap: it
/// moves when any chain could have changed, so a chain checked under a count
/// holds while the count is the same. It moves on
/// - every mutable borrow of an object body (a dictionary gaining a key,
///   as `body_writes` counts them);
/// - every shape change of an object whose old shape is a prototype map
///   (V8's `is_prototype_map`: a shape that belongs to one prototype alone);
/// - every collection (a freed object's ID can name a new object).
///
/// A chain may rest on the count only if every link had a prototype map
/// when it was checked: an object with a shared shape changes shape without
/// moving the count. Such a link's shape was recorded, so the link can only
/// leave it, which moves the count; coming back to it later needs no move,
/// since the leaving already voided every check made before.
///
/// A count is only meaningful for the heap it came from, so each heap (and
/// each clone of one) draws its own `heap` number; a stamp is the pair.
#[derive(Debug)]
pub(crate) struct ChainEpoch {
    heap: u64,
    count: u64,
}

/// The next heap number: one per heap and per clone of a heap.
static NEXT_HEAP: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl ChainEpoch {
    /// A new heap's count, under a heap number no other heap has.
    pub(super) fn new() -> ChainEpoch {
        ChainEpoch {
            heap: NEXT_HEAP.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            count: 0,
        }
    }

    /// Some chain of the heap may have changed.
    #[inline(always)]
    pub(super) fn advance(&mut self) {
        self.count = self.count.wrapping_add(1);
    }

    /// The heap and its count now: a check made under this stamp holds
    /// while [`ChainEpoch::stamp`] gives the same pair.
    #[inline(always)]
    pub(crate) fn stamp(&self) -> ChainStamp {
        ChainStamp {
            heap: self.heap,
            count: self.count,
        }
    }
}

impl Default for ChainEpoch {
    fn default() -> ChainEpoch {
        ChainEpoch::new()
    }
}

impl Clone for ChainEpoch {
    /// A clone is another heap: its chains change apart from this one's, so
    /// it draws a heap number of its own.
    fn clone(&self) -> ChainEpoch {
        ChainEpoch::new()
    }
}

/// A [`ChainEpoch`] at one moment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct ChainStamp {
    heap: u64,
    count: u64,
}

impl ChainStamp {
    /// A stamp no heap gives (heap numbers are drawn from zero up, and no
    /// run makes `u64::MAX` heaps).
    pub(crate) const NEVER: ChainStamp = ChainStamp {
        heap: u64::MAX,
        count: u64::MAX,
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atoms::Atom;
    use crate::heap::property::InheritedStore;
    use crate::heap::{Heap, PropertyDescriptor};
    use crate::policy::StoreOrigin;
    use crate::shape::Attrs;
    use crate::value::Value;
    use proptest::prelude::*;

    /// What a step does to three prototypes (`p1` starts with `p0` as its
    /// prototype) and the receivers made from them.
    #[derive(Clone, Debug)]
    enum Step {
        /// A store on a receiver (it adds the key, or not).
        Store {
            receiver: usize,
            key: usize,
        },
        /// A receiver made from a prototype.
        Receiver {
            proto: usize,
        },
        /// An accessor with no setter on a prototype.
        Setter {
            proto: usize,
            key: usize,
        },
        /// A read-only data property on a prototype.
        ReadOnly {
            proto: usize,
            key: usize,
        },
        /// A plain store on a prototype, named or keyed.
        Data {
            proto: usize,
            key: usize,
            keyed: bool,
        },
        /// An element on a prototype (a body write that adds no named key).
        Element {
            proto: usize,
        },
        Delete {
            proto: usize,
            key: usize,
        },
        SetPrototype {
            proto: usize,
            to: Option<usize>,
        },
        Freeze {
            proto: usize,
        },
    }

    fn step() -> impl Strategy<Value = Step> {
        let (p, k) = (0..3usize, 0..3usize);
        prop_oneof![
            3 => (0..6usize, k.clone()).prop_map(|(receiver, key)| Step::Store { receiver, key }),
            1 => p.clone().prop_map(|proto| Step::Receiver { proto }),
            1 => (p.clone(), k.clone()).prop_map(|(proto, key)| Step::Setter { proto, key }),
            1 => (p.clone(), k.clone()).prop_map(|(proto, key)| Step::ReadOnly { proto, key }),
            2 => (p.clone(), k.clone(), any::<bool>())
                .prop_map(|(proto, key, keyed)| Step::Data { proto, key, keyed }),
            1 => p.clone().prop_map(|proto| Step::Element { proto }),
            1 => (p.clone(), k).prop_map(|(proto, key)| Step::Delete { proto, key }),
            1 => (p.clone(), proptest::option::of(p.clone()))
                .prop_map(|(proto, to)| Step::SetPrototype { proto, to }),
            1 => p.prop_map(|proto| Step::Freeze { proto }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// After every step, the cached answer for every receiver and key is
        /// the one a walk of the chain gives.
        #[test]
        fn cached_chains_answer_as_a_walk_does(steps in prop::collection::vec(step(), 1..40)) {
            // The store stub cache too: a heap without it goes through the
            // same shapes and holds the same values after every step.
            let with_stubs = run_steps(&mut Heap::new(), &steps)?;
            let mut twin = Heap::new();
            twin.store_stubs.disable();
            let without = run_steps(&mut twin, &steps)?;
            prop_assert_eq!(with_stubs, without);
        }
    }

    /// What each receiver is after a step: its shape and its three values.
    type After = Vec<(ShapeId, Vec<Result<Value, crate::error::JsError>>)>;

    /// Runs `steps` on `h`, checking the chain cache's answers after each
    /// one against a walk, and returns what the receivers were after each.
    fn run_steps(h: &mut Heap, steps: &[Step]) -> Result<Vec<After>, TestCaseError> {
        let mut afters = Vec::new();
        {
            let keys = ["a", "b", "c"].map(|k| h.key(k));
            let p0 = h.new_object();
            let p1 = h.object_create_known(Some(p0));
            let p2 = h.new_object();
            let protos = [p0, p1, p2];
            let mut receivers = vec![
                h.object_create_known(Some(p0)),
                h.object_create_known(Some(p1)),
                h.object_create_known(Some(p2)),
                h.new_object(),
            ];
            for step in steps.iter().cloned() {
                // Each step may be refused (a cycle, a frozen object): only
                // the answers after it matter.
                match step {
                    Step::Store { receiver, key } => {
                        let r = receivers[receiver % receivers.len()];
                        let _ = h.set(r, keys[key], Value::from(1), StoreOrigin::Named);
                    }
                    Step::Receiver { proto } => {
                        receivers.push(h.object_create_known(Some(protos[proto])));
                    }
                    Step::Setter { proto, key } => {
                        let setter = PropertyDescriptor::accessor(Value::Undefined, false);
                        let _ = h.define_property(protos[proto], keys[key], setter);
                    }
                    Step::ReadOnly { proto, key } => {
                        let read_only = PropertyDescriptor::data(Value::from(2), Attrs::ENUMERABLE);
                        let _ = h.define_property(protos[proto], keys[key], read_only);
                    }
                    Step::Data { proto, key, keyed } => {
                        let origin = if keyed {
                            StoreOrigin::Keyed
                        } else {
                            StoreOrigin::Named
                        };
                        let _ = h.set(protos[proto], keys[key], Value::from(3), origin);
                    }
                    Step::Element { proto } => {
                        let _ = h.set(
                            protos[proto],
                            PropertyKey::Index(0),
                            Value::from(4),
                            StoreOrigin::Keyed,
                        );
                    }
                    Step::Delete { proto, key } => {
                        let _ = h.delete(protos[proto], keys[key]);
                    }
                    Step::SetPrototype { proto, to } => {
                        let _ = h.set_prototype_of(protos[proto], to.map(|t| protos[t]));
                    }
                    Step::Freeze { proto } => {
                        let _ = h.freeze(protos[proto]);
                    }
                }
                for &r in &receivers {
                    for &k in &keys {
                        let walked = match h.get_prototype_of_known(r) {
                            Some(first) => h.walk_chain(first, k).0,
                            None => InheritedStore::Add,
                        };
                        prop_assert_eq!(h.inherited_store(r, k), walked);
                    }
                }
                let after: After = receivers
                    .iter()
                    .map(|&r| {
                        (
                            h.shape_of_known(r),
                            keys.iter().map(|&k| h.get(r, k)).collect(),
                        )
                    })
                    .collect();
                afters.push(after);
            }
        }
        prop_assert!(h.verify().is_ok());
        Ok(afters)
    }

    #[test]
    fn an_entry_holds_only_for_its_prototype_key_and_count() {
        let mut chains = AbsentChains::default();
        let (p, q) = (ObjectId(3, 0), ObjectId(4, 0));
        let (k, j) = (PropertyKey::String(Atom(7)), PropertyKey::String(Atom(8)));
        assert_eq!(chains.get(p, k, 0), None, "empty until recorded");
        chains.record(p, k, 5, &[ShapeId(1), ShapeId(2)]);
        assert_eq!(chains.get(p, k, 5), Some(&[ShapeId(1), ShapeId(2)][..]));
        assert_eq!(chains.get(p, k, 6), None, "a body was written since");
        assert_eq!(chains.get(q, k, 5), None);
        assert_eq!(chains.get(p, j, 5), None);
        assert_eq!(chains.get(ObjectId(3, 1), k, 5), None, "another generation");
        // Index keys and long chains are never recorded.
        chains.record(p, PropertyKey::Index(0), 5, &[ShapeId(1)]);
        assert_eq!(chains.get(p, PropertyKey::Index(0), 5), None);
        chains.record(q, k, 5, &[ShapeId(1); CHAIN_LINKS + 1]);
        assert_eq!(chains.get(q, k, 5), None);
    }

    #[test]
    fn a_clone_of_a_heap_has_chain_stamps_of_its_own() {
        let mut h = Heap::new();
        let p = h.new_object();
        let _ = h.object_create_known(Some(p));
        let clone = h.clone();
        assert_ne!(
            h.chain_stamp(),
            clone.chain_stamp(),
            "the two heaps' chains change apart from here on"
        );
        let before = h.chain_stamp();
        let key = h.key("x");
        h.set(p, key, Value::from(1), StoreOrigin::Named).unwrap();
        assert_ne!(h.chain_stamp(), before, "a prototype changed");
        let before = h.chain_stamp();
        let o = h.new_object();
        h.set(o, key, Value::from(1), StoreOrigin::Named).unwrap();
        assert_eq!(h.chain_stamp(), before, "an ordinary object's transition");
    }
}
