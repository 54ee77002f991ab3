//! Load and store inline caches.
//!
//! An inline cache belongs to one property-access *site* (one `o.k` in a script, as
//! a bytecode VM's feedback vector slot does) and remembers, per receiver shape, how
//! the access was resolved last time:
//!
//! ```text
//!  Uninitialized ──miss──▶ Monomorphic(1) ──miss──▶ Polymorphic(≤4) ──miss──▶ Megamorphic
//! ```
//!
//! A hit compares the receiver's [`ShapeId`] with the cached one and then does the
//! cached work directly: a slot load, a slot store, or an add-property transition
//! (shape swap plus slot push). Megamorphic sites fall back to the generic lookup.
//! The thresholds are the heap policy's ([`max_polymorphism`](crate::Policy::max_polymorphism)).
//!
//! # Prototype hits are validated, holder included
//!
//! The receiver's shape fixes its prototype, but not what the prototype holds. A
//! load found on a prototype caches the *chain*: each object from the receiver's
//! prototype up to the holder, with the shape it had. A hit re-checks every link:
//! each intermediate must still have its shape (and, when in dictionary mode, still
//! lack the key: the negative lookup old V8 emitted), and the holder must still
//! have its shape before its cached slot is read. Boa's cache, keyed only by the
//! receiver's shape, skips the holder check and reads the wrong slot after
//! `delete proto.x`; `tests/ic.rs` has the test that catches exactly that.
//!
//! Store transitions cache (from shape, to shape, field) and validate the whole
//! prototype chain the same way (a setter or read-only property could have
//! appeared on it). Boa does not cache adds at all.

use crate::atoms::PropertyKey;
use crate::error::JsError;
use crate::heap::{
    Boilerplate, CachedAdd, ChainStamp, Heap, InlineFieldKey, InlineFieldRead, ObjectLayout,
};
use crate::object::{ObjectId, PropertySlot};
use crate::policy::StoreOrigin;
use crate::shape::{Attrs, DescriptorValue, FieldLocation, Representation, ShapeId, TransitionKey};
use crate::value::Value;
use std::cell::Cell;

/// The state of an inline cache.
#[derive(Clone, Debug, PartialEq)]
pub enum IcState<E> {
    /// Never executed, or never cacheable.
    Uninitialized,
    /// One shape seen.
    Monomorphic(E),
    /// Two to the policy's [`max_polymorphism`](crate::Policy::max_polymorphism) shapes seen.
    Polymorphic(Vec<E>),
    /// More shapes than that: generic lookups from now on.
    Megamorphic,
}

impl<E> IcState<E> {
    /// A short name: `uninitialized`, `monomorphic`, `polymorphic(n)`, `megamorphic`.
    pub fn name(&self) -> String {
        match self {
            IcState::Uninitialized => "uninitialized".into(),
            IcState::Monomorphic(_) => "monomorphic".into(),
            IcState::Polymorphic(v) => format!("polymorphic({})", v.len()),
            IcState::Megamorphic => "megamorphic".into(),
        }
    }

    /// Adds a shape's entry; past `max_polymorphism` shapes the site goes
    /// megamorphic (the policy's [`max_polymorphism`](crate::Policy::max_polymorphism)).
    fn add(&mut self, entry: E, max_polymorphism: u32) {
        let max = max_polymorphism as usize;
        *self = match std::mem::replace(self, IcState::Uninitialized) {
            IcState::Uninitialized => IcState::Monomorphic(entry),
            IcState::Monomorphic(e) if max >= 2 => IcState::Polymorphic(vec![e, entry]),
            IcState::Polymorphic(mut v) if v.len() < max => {
                v.push(entry);
                IcState::Polymorphic(v)
            }
            IcState::Monomorphic(_) | IcState::Polymorphic(_) | IcState::Megamorphic => {
                IcState::Megamorphic
            }
        }
    }
}

/// How many own-field entries a load cache checks inline before its full
/// state: V8's default polymorphism ([`MAX_POLYMORPHISM`](crate::policy::MAX_POLYMORPHISM)),
/// so that under the default policy every field entry is inline; a policy
/// with a larger `max_polymorphism` has the rest checked out of line.
const INLINE_FIELD_HITS: usize = crate::policy::MAX_POLYMORPHISM as usize;

/// An impossible entry for the inline own-field table.
const NO_FIELD_HIT: (ShapeId, FieldLocation) = (ShapeId(u32::MAX), FieldLocation::InObject(0));

/// One link of a cached prototype chain: an object and the shape it had.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Link {
    object: ObjectId,
    shape: ShapeId,
    dictionary: bool,
}

/// A cached prototype chain: its links, and when they were last found to
/// hold (V8 keeps such a chain behind a prototype validity cell).
#[derive(Clone, Debug)]
struct Chain {
    links: Box<[Link]>,
    /// Whether every link had a prototype map (V8's `is_prototype_map`) when
    /// the chain was made. Only then can the heap's [`ChainStamp`] vouch
    /// for it: a prototype map changes hands only by moving the stamp.
    prototype_maps: bool,
    /// [`Heap::body_writes`] at the last check that looked the key up in the
    /// dictionary links. While the count is the same, no dictionary gained a
    /// key, so a check compares shapes alone. Starts at `u64::MAX`, which the
    /// count (one step per mutable body borrow) does not reach.
    verified_at: Cell<u64>,
    /// [`Heap::chain_stamp`] at the last check that passed, for a chain of
    /// prototype maps: while the stamp is the same, nothing the check
    /// looked at has changed, and the chain holds without a walk.
    verified_stamp: Cell<ChainStamp>,
}

impl PartialEq for Chain {
    /// The same links: `verified_at` only saves lookups.
    fn eq(&self, other: &Chain) -> bool {
        self.links == other.links
    }
}

impl Chain {
    /// The holder, when the chain ends at one.
    fn last(&self) -> Option<&Link> {
        self.links.last()
    }
}

/// Checks a cached chain against the heap: every link still has its shape, and
/// dictionary-mode links (except a holder, which is read by key) still lack
/// `key`, looked up only if a body was written since the last check. A chain
/// of prototype maps checked under the heap's chain stamp now holds without
/// a walk.
#[inline]
fn chain_valid(heap: &Heap, chain: &Chain, key: PropertyKey, holder_is_last: bool) -> bool {
    let stamp = heap.chain_stamp();
    if chain.verified_stamp.get() == stamp {
        return true;
    }
    chain_walk_valid(heap, chain, key, holder_is_last, stamp)
}

/// [`chain_valid`]'s walk, when the stamp cannot vouch for the chain.
#[inline(never)]
fn chain_walk_valid(
    heap: &Heap,
    chain: &Chain,
    key: PropertyKey,
    holder_is_last: bool,
    stamp: ChainStamp,
) -> bool {
    let now = heap.body_writes();
    let looked_up = chain.verified_at.get() == now;
    let n = chain.links.len();
    let valid = chain.links.iter().enumerate().all(|(i, link)| {
        heap.shape_of_known(link.object) == link.shape
            && (!link.dictionary
                || looked_up
                || (holder_is_last && i + 1 == n)
                || heap.get_own_property_known(link.object, key).is_none())
    });
    if valid {
        chain.verified_at.set(now);
        if chain.prototype_maps {
            chain.verified_stamp.set(stamp);
        }
    }
    valid
}

/// The chain from `receiver`'s prototype to `holder` (inclusive), or to the end of
/// the chain when `holder` is `None`.
fn chain_to(heap: &Heap, receiver: ObjectId, holder: Option<ObjectId>) -> Chain {
    let mut chain = Vec::new();
    let mut prototype_maps = true;
    let mut at = heap.get_prototype_of_known(receiver);
    while let Some(o) = at {
        let shape = heap.shape_of_known(o);
        prototype_maps &= heap.shapes().get(shape).is_prototype_map();
        chain.push(Link {
            object: o,
            shape,
            dictionary: heap.shapes().get(shape).is_dictionary(),
        });
        if Some(o) == holder {
            break;
        }
        at = heap.get_prototype_of_known(o);
    }
    Chain {
        links: chain.into_boxed_slice(),
        prototype_maps,
        verified_at: Cell::new(u64::MAX),
        verified_stamp: Cell::new(ChainStamp::NEVER),
    }
}

/// How a cached load is done.
#[derive(Clone, Debug, PartialEq)]
enum LoadHandler {
    /// Own fast field.
    Field(u32),
    /// Own constant accessor: call the getter.
    Getter(Value),
    /// Own dictionary lookup (V8's `kNormal`); misses go generic.
    Dictionary,
    /// Found on a prototype (the last link), or nowhere (`holder` false).
    Prototype {
        chain: Chain,
        found: Option<LoadHandlerOnHolder>,
    },
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum LoadHandlerOnHolder {
    Field(u32),
    Getter(Value),
    Dictionary,
}

/// A cached load for one receiver shape.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadEntry {
    shape: ShapeId,
    handler: LoadHandler,
}

/// A load inline cache for one named-property site (`o.key`).
///
/// Besides the full [`IcState`], the cache keeps the (shape, field) pairs of its
/// own-field entries in a small inline array: the hit path is a linear scan of at
/// most four (V8's default polymorphism) shape compares and one slot load, as V8's polymorphic
/// handlers are.
#[derive(Clone, Debug)]
pub struct LoadIc {
    key: PropertyKey,
    /// The monomorphic in-object hit, checked inline ([`InlineFieldKey::NONE`]
    /// if none).
    inline: InlineFieldKey,
    field_hits: [(ShapeId, FieldLocation); INLINE_FIELD_HITS],
    field_hit_count: usize,
    state: IcState<LoadEntry>,
}

/// A load cache's monomorphic in-object hit, bound to one heap while that
/// heap is borrowed: the hit path of [`LoadIc::load`] with its inputs read
/// once.
///
/// Each [`LoadIc::load`] reads the cache's key and the heap's table bounds
/// again, because its miss path may change them all. Optimized code hoists
/// such reads out of a loop and deoptimizes when a check fails; a bound load
/// does the same in Rust. It holds the cache's key and the heap's tables by
/// value, so a loop keeps them in registers, and [`get`](BoundLoad::get) is
/// one bounds-checked header read, one compare and one slot read. It answers
/// `None` for anything else (another shape, a property on a prototype, a
/// snapshot object, an ID the heap did not hand out): then drop it, load
/// through the cache, and bind again, since the miss may have changed the
/// cache and the heap. The borrow keeps the heap from changing while it is
/// bound. Only a monomorphic site whose field lies in-object has such a hit,
/// so binding a polymorphic site gains nothing.
///
/// ```
/// use shapeshift::{Heap, LoadIc, StoreOrigin, Value};
///
/// let mut heap = Heap::new();
/// let x = heap.key("x");
/// let objects: Vec<_> = (0..4)
///     .map(|i| {
///         let o = heap.new_object();
///         heap.set(o, x, Value::from(i), StoreOrigin::Named).unwrap();
///         o
///     })
///     .collect();
/// let mut ic = LoadIc::new(x);
/// let mut sum = 0.0;
/// let mut bound = ic.bind(&heap);
/// for &o in &objects {
///     let v = match bound.get(o) {
///         Some(v) => v,
///         None => {
///             // The first load misses: load through the cache, which
///             // learns the shape, and bind again.
///             let v = ic.load(&mut heap, o).unwrap();
///             bound = ic.bind(&heap);
///             v
///         }
///     };
///     if let Value::Number(n) = v {
///         sum += n;
///     }
/// }
/// assert_eq!(sum, 6.0);
/// ```
#[derive(Copy, Clone)]
pub struct BoundLoad<'h> {
    hit: InlineFieldRead<'h>,
}

impl std::fmt::Debug for BoundLoad<'_> {
    /// The cache's key and how many headers and slots the bound heap has
    /// (not the tables themselves).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoundLoad").field("hit", &self.hit).finish()
    }
}

impl BoundLoad<'_> {
    /// The receiver's field, when the cache's monomorphic in-object entry
    /// covers it; `None` sends the load to [`LoadIc::load`].
    #[inline(always)]
    pub fn get(&self, receiver: ObjectId) -> Option<Value> {
        self.hit.read(receiver)
    }
}

impl LoadIc {
    /// A fresh cache for loads of `key`.
    pub fn new(key: PropertyKey) -> Self {
        LoadIc {
            key,
            inline: InlineFieldKey::NONE,
            field_hits: [NO_FIELD_HIT; INLINE_FIELD_HITS],
            field_hit_count: 0,
            state: IcState::Uninitialized,
        }
    }

    /// Rebuilds the inline own-field table from the state.
    fn sync_field_hits(&mut self, heap: &Heap) {
        let entries: &[LoadEntry] = match &self.state {
            IcState::Monomorphic(e) => std::slice::from_ref(e),
            IcState::Polymorphic(v) => v,
            IcState::Uninitialized | IcState::Megamorphic => &[],
        };
        self.field_hit_count = 0;
        self.field_hits = [NO_FIELD_HIT; INLINE_FIELD_HITS];
        for e in entries {
            if let LoadHandler::Field(i) = e.handler
                && self.field_hit_count < INLINE_FIELD_HITS
            {
                let location = heap.shapes().get(e.shape).field_location(i);
                self.field_hits[self.field_hit_count] = (e.shape, location);
                self.field_hit_count += 1;
            }
        }
        self.inline = match self.field_hits[0] {
            (shape, FieldLocation::InObject(i)) if self.field_hit_count > 0 => {
                InlineFieldKey::new(heap.shapes(), shape, i).unwrap_or(InlineFieldKey::NONE)
            }
            _ => InlineFieldKey::NONE,
        };
    }

    /// The key this site loads.
    pub fn key(&self) -> PropertyKey {
        self.key
    }

    /// Whether the cache holds, for `receiver`'s shape, that neither
    /// `receiver` nor any object up its prototype chain has the key: an
    /// entry whose chain ends without a holder, and still is as it was
    /// cached. An embedder whose objects have properties the heap does not
    /// hold (the interpreter's built-in methods) answers a load the cache
    /// finds `undefined` for by itself, when this is so.
    pub fn proves_absent(&self, heap: &Heap, receiver: ObjectId) -> bool {
        if heap.check_object(receiver).is_err() {
            return false;
        }
        let shape = heap.shape_of_known(receiver);
        let entry = match &self.state {
            IcState::Monomorphic(e) if e.shape == shape => Some(e),
            IcState::Polymorphic(v) => v.iter().find(|e| e.shape == shape),
            _ => None,
        };
        matches!(
            entry,
            Some(LoadEntry {
                handler: LoadHandler::Prototype { chain, found: None },
                ..
            }) if chain_valid(heap, chain, self.key, false)
        )
    }

    /// The cache state.
    pub fn state(&self) -> &IcState<LoadEntry> {
        &self.state
    }

    /// Loads `receiver[key]`, through the cache when it hits.
    ///
    /// The first own-field entry, when it is an in-object field, is checked inline
    /// (the monomorphic hit: one header load, one compare, one slot load);
    /// everything else is out of line.
    #[inline(always)]
    pub fn load(&mut self, heap: &mut Heap, receiver: ObjectId) -> Result<Value, JsError> {
        if let Some(v) = heap.read_inobject_if(receiver, self.inline) {
            return Ok(v);
        }
        self.load_polymorphic(heap, receiver)
    }

    /// This cache's monomorphic in-object hit, bound to `heap` for a run of
    /// loads: see [`BoundLoad`].
    #[inline(always)]
    pub fn bind<'h>(&self, heap: &'h Heap) -> BoundLoad<'h> {
        BoundLoad {
            hit: heap.inline_field(self.inline),
        }
    }

    /// Loads this cache's key from each of `receivers` in turn, giving each
    /// value to `each`: a loop of loads as optimized code runs it. The hits
    /// run bound to the heap (see [`BoundLoad`]), with the field's
    /// representation read once per run, so a field that holds only numbers
    /// is read with no decoding, as code specialized for a representation
    /// reads it. A miss loads through the cache and binds again. An error
    /// stops the loop: `each` has then seen the values before it.
    ///
    /// ```
    /// use shapeshift::{Heap, LoadIc, StoreOrigin, Value};
    ///
    /// let mut heap = Heap::new();
    /// let x = heap.key("x");
    /// let objects: Vec<_> = (0..4)
    ///     .map(|i| {
    ///         let o = heap.new_object();
    ///         heap.set(o, x, Value::from(i), StoreOrigin::Named).unwrap();
    ///         o
    ///     })
    ///     .collect();
    /// let mut ic = LoadIc::new(x);
    /// let mut sum = 0.0;
    /// ic.load_each(&mut heap, &objects, |v| {
    ///     if let Value::Number(n) = v {
    ///         sum += n;
    ///     }
    /// })
    /// .unwrap();
    /// assert_eq!(sum, 6.0);
    /// ```
    #[inline(always)]
    pub fn load_each(
        &mut self,
        heap: &mut Heap,
        receivers: &[ObjectId],
        mut each: impl FnMut(Value),
    ) -> Result<(), JsError> {
        let mut rest = receivers;
        loop {
            let read = heap
                .inline_field_for_run(self.inline)
                .read_each(rest, &mut each);
            let Some((&missed, tail)) = rest.get(read..).and_then(<[ObjectId]>::split_first) else {
                return Ok(());
            };
            each(self.load(heap, missed)?);
            rest = tail;
            // A cache the miss left with no monomorphic in-object hit (a
            // polymorphic one) has nothing to bind: binding again after
            // each miss would only add a lookup of the field's
            // representation to every load.
            if self.inline == InlineFieldKey::NONE {
                for &o in rest {
                    each(self.load(heap, o)?);
                }
                return Ok(());
            }
        }
    }

    #[inline(never)]
    fn load_polymorphic(&mut self, heap: &mut Heap, receiver: ObjectId) -> Result<Value, JsError> {
        // The inline hit reads only objects the heap has; anything else is
        // checked here, before its shape is read.
        heap.check_object(receiver)?;
        let shape = heap.shape_of_known(receiver);
        for &(cached, location) in &self.field_hits[..self.field_hit_count] {
            if cached == shape {
                return Ok(heap.read_location(receiver, location));
            }
        }
        let hit = match &self.state {
            IcState::Monomorphic(e) if e.shape == shape => Some(e),
            IcState::Polymorphic(v) => v.iter().find(|e| e.shape == shape),
            _ => None,
        };
        if let Some(entry) = hit
            && let Some(v) = Self::run(heap, receiver, self.key, &entry.handler)
        {
            return v;
        }
        self.miss(heap, receiver)
    }

    /// Runs a handler; `None` means it no longer applies (a stale prototype chain).
    fn run(
        heap: &mut Heap,
        receiver: ObjectId,
        key: PropertyKey,
        handler: &LoadHandler,
    ) -> Option<Result<Value, JsError>> {
        match handler {
            LoadHandler::Field(i) => Some(Ok(heap.field_known(receiver, *i))),
            LoadHandler::Getter(g) => {
                let getter = PropertySlot::Accessor {
                    get: *g,
                    set: Value::Undefined,
                };
                Some(heap.read_slot(receiver, receiver, key, getter))
            }
            LoadHandler::Dictionary => {
                let entry = heap.object_known(receiver).dictionary()?.get(&key)?;
                Some(heap.read_slot(receiver, receiver, key, entry.slot))
            }
            LoadHandler::Prototype { chain, found } => {
                if !chain_valid(heap, chain, key, found.is_some()) {
                    return None;
                }
                let Some(found) = found else {
                    return Some(Ok(Value::Undefined));
                };
                let holder = chain.last()?.object;
                Some(match *found {
                    LoadHandlerOnHolder::Field(i) => Ok(heap.field_known(holder, i)),
                    LoadHandlerOnHolder::Getter(g) => {
                        let getter = PropertySlot::Accessor {
                            get: g,
                            set: Value::Undefined,
                        };
                        heap.read_slot(holder, receiver, key, getter)
                    }
                    LoadHandlerOnHolder::Dictionary => {
                        let entry = heap.object_known(holder).dictionary()?.get(&key)?;
                        heap.read_slot(holder, receiver, key, entry.slot)
                    }
                })
            }
        }
    }

    #[cold]
    fn miss(&mut self, heap: &mut Heap, receiver: ObjectId) -> Result<Value, JsError> {
        let value = heap.get(receiver, self.key)?;
        if matches!(self.state, IcState::Megamorphic) || self.key.is_index() {
            return Ok(value);
        }
        let shape = heap.shape_of_known(receiver);
        // Drop a stale entry for this shape before re-caching it.
        match &mut self.state {
            IcState::Monomorphic(e) if e.shape == shape => self.state = IcState::Uninitialized,
            IcState::Polymorphic(v) => v.retain(|e| e.shape != shape),
            _ => {}
        }
        if let Some(handler) = self.resolve(heap, receiver) {
            self.state
                .add(LoadEntry { shape, handler }, heap.policy().max_polymorphism);
        }
        self.sync_field_hits(heap);
        Ok(value)
    }

    /// Works out how to load `key` from objects shaped like `receiver`.
    fn resolve(&self, heap: &Heap, receiver: ObjectId) -> Option<LoadHandler> {
        // A pending lazy property is never cached: its first read changes it into
        // a data property, which the next miss caches.
        let mut at = Some(receiver);
        while let Some(o) = at {
            if heap.get_own_property_known(o, self.key).is_some() {
                if heap.is_lazy(o, self.key) {
                    return None;
                }
                break;
            }
            at = heap.get_prototype_of_known(o);
        }
        if !heap.has_fast_properties_known(receiver) {
            return heap
                .object_known(receiver)
                .dictionary()
                .is_some_and(|d| d.contains_key(&self.key))
                .then_some(LoadHandler::Dictionary);
        }
        if let Some((_, d)) = heap
            .shapes()
            .lookup(heap.shape_of_known(receiver), self.key)
        {
            return Some(match d.value {
                DescriptorValue::Field(i) => LoadHandler::Field(i),
                DescriptorValue::Accessor { get, .. } => LoadHandler::Getter(get),
            });
        }
        if heap.get_own_property_known(receiver, self.key).is_some() {
            return None; // array length and other non-descriptor own properties
        }
        if heap.atoms().is_private_key(self.key) {
            // A private symbol is never looked up on the prototypes.
            return Some(LoadHandler::Prototype {
                chain: Chain {
                    links: Box::new([]),
                    prototype_maps: true,
                    verified_at: Cell::new(u64::MAX),
                    verified_stamp: Cell::new(ChainStamp::NEVER),
                },
                found: None,
            });
        }
        let mut at = heap.get_prototype_of_known(receiver);
        while let Some(o) = at {
            if heap.get_own_property_known(o, self.key).is_some() {
                let found = match heap.object_known(o).dictionary() {
                    Some(_) => LoadHandlerOnHolder::Dictionary,
                    None => match heap
                        .shapes()
                        .lookup(heap.shape_of_known(o), self.key)?
                        .1
                        .value
                    {
                        DescriptorValue::Field(i) => LoadHandlerOnHolder::Field(i),
                        DescriptorValue::Accessor { get, .. } => LoadHandlerOnHolder::Getter(get),
                    },
                };
                return Some(LoadHandler::Prototype {
                    chain: chain_to(heap, receiver, Some(o)),
                    found: Some(found),
                });
            }
            at = heap.get_prototype_of_known(o);
        }
        Some(LoadHandler::Prototype {
            chain: chain_to(heap, receiver, None),
            found: None,
        })
    }
}

/// How a cached store is done.
#[derive(Clone, Debug, PartialEq)]
enum StoreHandler {
    /// Overwrite an own writable field, when the value fits its representation
    /// (V8's field store handlers check it; a value that does not fit misses
    /// and generalizes the field).
    Field {
        index: u32,
        representation: Representation,
    },
    /// Add the property: swap to `add.to` and write the value (a
    /// field-backed add), when the value fits the new field, `add.to` is not
    /// deprecated and the chain is as it was.
    Transition { add: CachedAdd, chain: Chain },
}

/// A cached store for one receiver shape.
#[derive(Clone, Debug, PartialEq)]
pub struct StoreEntry {
    shape: ShapeId,
    handler: StoreHandler,
}

/// A store inline cache for one property-store site (`o.key = v` or `o[key] = v`).
#[derive(Clone, Debug)]
pub struct StoreIc {
    key: PropertyKey,
    origin: StoreOrigin,
    state: IcState<StoreEntry>,
}

impl StoreIc {
    /// A fresh cache for stores of `key` written as `origin`.
    pub fn new(key: PropertyKey, origin: StoreOrigin) -> Self {
        StoreIc {
            key,
            origin,
            state: IcState::Uninitialized,
        }
    }

    /// The key this site stores.
    pub fn key(&self) -> PropertyKey {
        self.key
    }

    /// The cache state.
    pub fn state(&self) -> &IcState<StoreEntry> {
        &self.state
    }

    /// `receiver[key] = value`: returns whether the store happened (sloppy mode).
    #[inline]
    pub fn store(
        &mut self,
        heap: &mut Heap,
        receiver: ObjectId,
        value: Value,
    ) -> Result<bool, JsError> {
        heap.check_object(receiver)?;
        heap.check_value(value)?;
        self.store_known(heap, receiver, value)
    }

    /// [`StoreIc::store`] of a receiver and value the caller knows `heap`
    /// holds (the interpreter's, read from the heap or made in it).
    #[inline]
    pub(crate) fn store_known(
        &mut self,
        heap: &mut Heap,
        receiver: ObjectId,
        value: Value,
    ) -> Result<bool, JsError> {
        let shape = heap.shape_of_known(receiver);
        let hit = match &self.state {
            IcState::Monomorphic(e) if e.shape == shape => Some(&e.handler),
            IcState::Polymorphic(v) => v.iter().find(|e| e.shape == shape).map(|e| &e.handler),
            _ => None,
        };
        match hit {
            Some(StoreHandler::Field {
                index,
                representation,
            }) if representation.fits(value) => {
                heap.write_field(receiver, *index, value);
                return Ok(true);
            }
            Some(StoreHandler::Transition { add, chain })
                if add.representation.fits(value)
                    && !heap.shapes().get(add.to).is_deprecated()
                    && !heap.shapes().get(add.to).is_collected()
                    && chain_valid(heap, chain, self.key, false)
                    && !heap.object_known(receiver).is_prototype() =>
            {
                heap.apply_cached_add_at(receiver, *add, value);
                return Ok(true);
            }
            Some(_) | None => {}
        }
        self.miss(heap, receiver, value)
    }

    #[cold]
    fn miss(&mut self, heap: &mut Heap, receiver: ObjectId, value: Value) -> Result<bool, JsError> {
        let from = heap.shape_of_known(receiver);
        let before = heap.shapes().lookup(from, self.key).map(|(_, d)| *d);
        let was_prototype = heap.object_known(receiver).is_prototype();
        let stored = heap.set(receiver, self.key, value, self.origin)?;
        if matches!(self.state, IcState::Megamorphic) || self.key.is_index() || !stored {
            return Ok(stored);
        }
        match &mut self.state {
            IcState::Monomorphic(e) if e.shape == from => self.state = IcState::Uninitialized,
            IcState::Polymorphic(v) => v.retain(|e| e.shape != from),
            _ => {}
        }
        let to = heap.shape_of_known(receiver);
        // A const field is left to the slow path, which generalizes it on the first
        // store of a different value (as V8's handlers check const fields).
        let now_mutable = |d: &crate::shape::Descriptor| {
            heap.shapes()
                .lookup(to, d.key)
                .is_some_and(|(_, now)| !now.constant)
        };
        let handler = match before {
            Some(d) => match d.value {
                DescriptorValue::Field(index)
                    if d.attrs.contains(Attrs::WRITABLE) && to == from && now_mutable(&d) =>
                {
                    let representation = heap
                        .shapes()
                        .lookup(to, d.key)
                        .map_or(Representation::None, |(_, now)| now.representation);
                    Some(StoreHandler::Field {
                        index,
                        representation,
                    })
                }
                _ => None,
            },
            None => {
                // A cacheable add: a recorded field-backed transition from `from`.
                let tkey = TransitionKey::Add {
                    key: self.key,
                    attrs: Attrs::DEFAULT,
                };
                let recorded = heap.shapes().find_transition(from, &tkey) == Some(to);
                let shape = heap.shapes().get(from);
                let representation = heap
                    .shapes()
                    .descriptors(to)
                    .last()
                    .map_or(Representation::None, |d| d.representation);
                (recorded && !shape.is_dictionary() && !was_prototype).then(|| {
                    StoreHandler::Transition {
                        add: CachedAdd {
                            to,
                            field: heap.shapes().get(to).field_count().saturating_sub(1),
                            representation,
                            from_prototype_map: shape.is_prototype_map(),
                        },
                        chain: chain_to(heap, receiver, None),
                    }
                })
            }
        };
        if let Some(handler) = handler {
            let max_polymorphism = heap.policy().max_polymorphism;
            self.state.add(
                StoreEntry {
                    shape: from,
                    handler,
                },
                max_polymorphism,
            );
        }
        Ok(stored)
    }
}

/// The feedback of one object-literal site: V8's boilerplate, kept in the
/// literal's `AllocationSite`, which `CreateObjectLiteral` copies instead of
/// running the literal's stores again.
///
/// The first creation runs [`Heap::object_literal`]. When the literal is plain
/// (only non-computed string keys, no duplicates, no `__proto__`, no spread)
/// the site keeps it as an [`ObjectLayout::literal`], and the heap learns the
/// layout's shape from the object just made when it is fast and shared. A
/// later creation with the same keys is [`Heap::create`] of that layout: one
/// allocation with the values written straight into their fields, no
/// transition lookups. Once the heap has learned the shape, the site keeps it
/// too, with the field representations it checks the values against, so that
/// a creation reads no cache of the heap. The shape is the heap's, so a site
/// used with another heap, or after a shape was deprecated, builds its object
/// the slow way instead of misbuilding.
#[derive(Clone, Debug, Default)]
pub struct LiteralIc {
    layout: Option<ObjectLayout>,
    /// The layout's shape in the heap last used, once that heap learned one:
    /// a creation that matches it reads no cache of the heap.
    boilerplate: Option<Boilerplate>,
    /// Scratch: the values of the entries [`LiteralIc::create`] was given.
    values: Vec<Value>,
    hits: u64,
}

impl LiteralIc {
    /// A site that has not run yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Creates the literal `entries` (see the type's docs).
    pub fn create(
        &mut self,
        heap: &mut Heap,
        entries: &[crate::heap::LiteralEntry],
    ) -> Result<ObjectId, JsError> {
        use crate::heap::LiteralEntry;
        if let Some(layout) = &self.layout
            && entries.len() == layout.keys().len()
        {
            // The layout's keys in order: the literal is the layout's values,
            // built as a plain site builds them.
            let mut values = std::mem::take(&mut self.values);
            values.clear();
            let same_keys = entries.iter().zip(layout.keys()).all(|(e, k)| match e {
                LiteralEntry::Property {
                    key,
                    value,
                    computed: false,
                } if key == k => {
                    values.push(*value);
                    true
                }
                _ => false,
            });
            let created = same_keys.then(|| self.create_values(heap, &values));
            self.values = values;
            if let Some(created) = created {
                return created;
            }
        }
        let o = heap.object_literal(entries)?;
        let keys: Option<Vec<PropertyKey>> = entries
            .iter()
            .map(|e| match e {
                LiteralEntry::Property {
                    key,
                    computed: false,
                    ..
                } if !key.is_index() => Some(*key),
                _ => None,
            })
            .collect();
        self.layout = keys.and_then(|keys| ObjectLayout::literal(keys).ok());
        if let Some(layout) = &self.layout {
            heap.learn_layout(layout, o);
        }
        self.boilerplate = self.layout.as_ref().and_then(|l| heap.boilerplate(l));
        Ok(o)
    }

    /// A site for the plain literal `{k0: v0, k1: v1, …}` whose keys, in
    /// order, are `keys`: what V8 knows of a literal from its
    /// `ObjectBoilerplateDescription` before it first runs. Its objects are
    /// made from their values alone with [`LiteralIc::create_values`]; it
    /// takes [`LiteralIc::create`] too.
    ///
    /// Fails, naming the key's position, when `keys` has a duplicate or an
    /// array index (such a literal is not plain: build it from its entries).
    ///
    /// ```
    /// use shapeshift::{Heap, LiteralIc, Value};
    ///
    /// let mut heap = Heap::new();
    /// let keys = vec![heap.key("x"), heap.key("y")];
    /// let mut site = LiteralIc::plain(keys).unwrap();
    /// let a = site.create_values(&mut heap, &[Value::from(1), Value::from(2)]).unwrap();
    /// let b = site.create_values(&mut heap, &[Value::from(3), Value::from(4)]).unwrap();
    /// let c = site.create_values(&mut heap, &[Value::from(5), Value::from(6)]).unwrap();
    /// assert_eq!(heap.same_shape(a, c), Some(true));
    /// let y = heap.key("y");
    /// assert_eq!(heap.get(b, y), Ok(Value::from(4)));
    /// // The first creation built the object and the second learned its
    /// // shape; the third came from the boilerplate.
    /// assert_eq!(site.hits(), 2);
    /// ```
    pub fn plain(keys: Vec<PropertyKey>) -> Result<LiteralIc, JsError> {
        let layout = ObjectLayout::literal(keys)
            .map_err(|e| JsError::type_error(format!("not a plain literal: {e}")))?;
        Ok(LiteralIc {
            layout: Some(layout),
            ..LiteralIc::default()
        })
    }

    /// Creates the plain literal of a [`LiteralIc::plain`] site whose values,
    /// in key order, are `values`. Once the heap has learned the literal's
    /// shape, a creation whose values fit the fields' representations is one
    /// allocation with the values packed into its fields; any other is
    /// [`Heap::create`] of the site's layout, which builds the same object.
    ///
    /// Fails when the site is not a plain one, when `values` is not one
    /// value per key, or when a value names nothing in `heap`.
    #[inline]
    pub fn create_values(
        &mut self,
        heap: &mut Heap,
        values: &[Value],
    ) -> Result<ObjectId, JsError> {
        if let Some(boilerplate) = &self.boilerplate
            && heap.boilerplate_holds(boilerplate)
            && let Some(o) = heap.alloc_fitting_fields(boilerplate, values)
        {
            self.hits += 1;
            return Ok(o);
        }
        self.create_values_from_layout(heap, values)
    }

    /// [`LiteralIc::create_values`] when the boilerplate does not serve: the
    /// layout builds the object, and the site learns its boilerplate.
    #[cold]
    #[inline(never)]
    fn create_values_from_layout(
        &mut self,
        heap: &mut Heap,
        values: &[Value],
    ) -> Result<ObjectId, JsError> {
        let Some(layout) = &self.layout else {
            return Err(JsError::type_error(
                "create_values needs a site made by LiteralIc::plain",
            ));
        };
        let (o, from_shape) = heap.create_counted(layout, values)?;
        self.hits += u64::from(from_shape);
        self.boilerplate = heap.boilerplate(layout);
        Ok(o)
    }

    /// Whether the site knows its literal's keys: it was made by
    /// [`LiteralIc::plain`], or [`LiteralIc::create`] has built a plain
    /// literal, so [`LiteralIc::create_values`] takes its values.
    pub fn knows_keys(&self) -> bool {
        self.layout.is_some()
    }

    /// Creations served from the layout's shape.
    pub fn hits(&self) -> u64 {
        self.hits
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::LiteralEntry;

    fn entries(heap: &mut Heap, keys: &[&str], base: i32) -> Vec<LiteralEntry> {
        keys.iter()
            .enumerate()
            .map(|(i, k)| LiteralEntry::Property {
                key: heap.key(k),
                value: Value::from(base + i as i32),
                computed: false,
            })
            .collect()
    }

    #[test]
    fn literal_site_copies_the_boilerplate_shape() {
        let mut heap = Heap::new();
        let keys = ["a", "b", "c", "d", "e", "f", "g", "h"];
        let mut site = LiteralIc::new();
        let first = entries(&mut heap, &keys, 0);
        let a = site.create(&mut heap, &first).unwrap();
        let second = entries(&mut heap, &keys, 100);
        let b = site.create(&mut heap, &second).unwrap();
        assert_eq!(site.hits(), 1);
        // The same shape as the slow path gives, and the values in place.
        let slow = heap.object_literal(&second).unwrap();
        assert!(heap.same_shape_known(a, b) && heap.same_shape_known(b, slow));
        for (i, k) in keys.iter().enumerate() {
            let key = heap.key(k);
            assert_eq!(heap.get(b, key), Ok(Value::from(100 + i as i32)));
        }
        assert_eq!(heap.verify(), Ok(()));
        // Other keys miss and re-learn.
        let other = entries(&mut heap, &["x", "y"], 0);
        let c = site.create(&mut heap, &other).unwrap();
        assert_eq!(site.hits(), 1);
        assert!(!heap.same_shape_known(a, c));
    }

    /// A Smi-field site checks its values two at a time: a value that is no
    /// Smi, in either half of a pair or last of an odd count, gets the shape
    /// the literal would get, with the values in place.
    #[test]
    fn literal_site_sees_a_misfit_at_every_position() {
        let keys = ["a", "b", "c", "d", "e"];
        for len in 1..=keys.len() {
            for at in 0..len {
                for misfit in [Value::Number(0.5), Value::Number(-0.0), Value::Null] {
                    let mut heap = Heap::new();
                    let names: Vec<_> = keys[..len].iter().map(|k| heap.key(k)).collect();
                    let mut site = LiteralIc::plain(names.clone()).unwrap();
                    let smis: Vec<Value> = (0..len as i32).map(Value::from).collect();
                    site.create_values(&mut heap, &smis).unwrap();
                    let mut values = smis.clone();
                    values[at] = misfit;
                    let o = site.create_values(&mut heap, &values).unwrap();
                    let entries: Vec<_> = names
                        .iter()
                        .zip(&values)
                        .map(|(&key, &value)| LiteralEntry::Property {
                            key,
                            value,
                            computed: false,
                        })
                        .collect();
                    let slow = heap.object_literal(&entries).unwrap();
                    assert!(
                        heap.same_shape_known(o, slow),
                        "{len} values, {misfit:?} at {at}"
                    );
                    for (&key, &value) in names.iter().zip(&values) {
                        assert_eq!(heap.get(o, key), Ok(value));
                    }
                    // Smis again take the boilerplate's shape, whatever it
                    // became.
                    let again = site.create_values(&mut heap, &smis).unwrap();
                    for (&key, &value) in names.iter().zip(&smis) {
                        assert_eq!(heap.get(again, key), Ok(value));
                    }
                    assert_eq!(heap.verify(), Ok(()));
                }
            }
        }
    }

    #[test]
    fn literal_site_boilerplate_follows_representations_and_deprecations() {
        use crate::policy::StoreOrigin::Named;
        let mut heap = Heap::new();
        let keys = ["a", "b"];
        let mut site = LiteralIc::new();
        let smis = entries(&mut heap, &keys, 1);
        let first = site.create(&mut heap, &smis).unwrap();
        // The first creation took the boilerplate; later ones use it.
        for _ in 0..2 {
            let o = site.create(&mut heap, &smis).unwrap();
            assert!(heap.same_shape_known(first, o));
        }
        assert_eq!(site.hits(), 2);
        // A string where the boilerplate has a Smi field: not its shape, but
        // what the literal would get.
        let a = heap.key("a");
        let b = heap.key("b");
        let s = heap.string("text");
        let wider = [
            LiteralEntry::Property {
                key: a,
                value: s,
                computed: false,
            },
            LiteralEntry::Property {
                key: b,
                value: Value::from(2),
                computed: false,
            },
        ];
        let o = site.create(&mut heap, &wider).unwrap();
        let slow = heap.object_literal(&wider).unwrap();
        assert!(heap.same_shape_known(o, slow));
        assert_eq!(heap.get(o, a), Ok(s));
        // A double stored into a Smi field deprecates a map of the tree: a
        // later creation must not use a shape that is no longer current.
        heap.set(first, b, Value::Number(0.5), Named).unwrap();
        let o = site.create(&mut heap, &smis).unwrap();
        let slow = heap.object_literal(&smis).unwrap();
        assert!(heap.same_shape_known(o, slow));
        assert_eq!(heap.get(o, b), Ok(Value::from(2)));
        assert_eq!(heap.verify(), Ok(()));
    }

    #[test]
    fn a_smi_boilerplate_takes_smis_and_refuses_anything_else() {
        // Values a Smi field cannot hold, each met by a site whose
        // boilerplate has only Smi fields: the object is the one the layout
        // builds, and the one the fast path started is freed again.
        for misfit in ["0.5", "-0", "string", "null"] {
            let mut heap = Heap::new();
            let keys: Vec<PropertyKey> = ["a", "b"].iter().map(|k| heap.key(k)).collect();
            let mut site = LiteralIc::plain(keys.clone()).unwrap();
            for i in 0..3 {
                site.create_values(&mut heap, &[Value::from(i), Value::from(7)])
                    .unwrap();
            }
            assert_eq!(site.hits(), 2, "the third creation took the boilerplate");
            let value = match misfit {
                "0.5" => Value::Number(0.5),
                "-0" => Value::Number(-0.0),
                "string" => heap.string("s"),
                _ => Value::Null,
            };
            let live = heap.object_count();
            let o = site
                .create_values(&mut heap, &[Value::from(1), value])
                .unwrap();
            assert_eq!(heap.object_count(), live + 1, "{misfit}");
            assert_eq!(site.hits(), 2, "{misfit}: not from the boilerplate");
            let layout = ObjectLayout::literal(keys.clone()).unwrap();
            let slow = heap.create(&layout, &[Value::from(1), value]).unwrap();
            assert!(heap.same_shape_known(o, slow), "{misfit}");
            assert_eq!(heap.get(o, keys[1]), Ok(value), "{misfit}");
            assert_eq!(heap.verify(), Ok(()), "{misfit}");
        }
    }

    #[test]
    fn plain_literal_site_builds_what_its_entries_would() {
        let mut heap = Heap::new();
        let keys = ["a", "b", "c"];
        let key_ids: Vec<PropertyKey> = keys.iter().map(|k| heap.key(k)).collect();
        let mut site = LiteralIc::plain(key_ids.clone()).unwrap();
        let values = |base: i32| [Value::from(base), Value::from(base + 1), Value::Null];
        let mut made = Vec::new();
        for base in 0..4 {
            made.push(site.create_values(&mut heap, &values(base)).unwrap());
        }
        // The first creation built the object, the second learned its shape
        // from the heap; the rest came from the boilerplate.
        assert_eq!(site.hits(), 3);
        for (base, &o) in made.iter().enumerate() {
            assert!(heap.same_shape_known(o, made[0]));
            for (i, &key) in key_ids.iter().enumerate() {
                assert_eq!(heap.get(o, key), Ok(values(base as i32)[i]));
            }
        }
        let nine: Vec<LiteralEntry> = key_ids
            .iter()
            .zip(values(9))
            .map(|(&key, value)| LiteralEntry::Property {
                key,
                value,
                computed: false,
            })
            .collect();
        let from_entries = site.create(&mut heap, &nine).unwrap();
        assert!(heap.same_shape_known(from_entries, made[0]));
        assert_eq!(site.hits(), 4);

        // A value that does not fit its field's representation: the object
        // the literal would get, and the one the fast path started freed.
        let live = heap.object_count();
        let s = heap.string("text");
        let o = site
            .create_values(&mut heap, &[s, Value::from(1), Value::Null])
            .unwrap();
        assert_eq!(heap.object_count(), live + 1);
        let wider = [s, Value::from(1), Value::Null];
        let slow = heap
            .create(&ObjectLayout::literal(key_ids.clone()).unwrap(), &wider)
            .unwrap();
        assert!(heap.same_shape_known(o, slow));
        assert_eq!(heap.get(o, key_ids[0]), Ok(s));
        assert_eq!(heap.verify(), Ok(()));
    }

    #[test]
    fn plain_literal_site_refuses_what_it_cannot_build() {
        let mut heap = Heap::new();
        let a = heap.key("a");
        let zero = heap.key("0");
        let repeated = LiteralIc::plain(vec![a, a]).unwrap_err();
        assert!(
            repeated.message().contains("repeats"),
            "{}",
            repeated.message()
        );
        let index = LiteralIc::plain(vec![a, zero]).unwrap_err();
        assert!(index.message().contains("index"), "{}", index.message());
        let mut site = LiteralIc::plain(vec![a]).unwrap();
        let too_many = site
            .create_values(&mut heap, &[Value::Null, Value::Null])
            .unwrap_err();
        assert!(
            too_many.message().contains("1 keys but 2 values"),
            "{}",
            too_many.message()
        );
        let not_plain = LiteralIc::new()
            .create_values(&mut heap, &[Value::Null])
            .unwrap_err();
        assert!(not_plain.message().contains("LiteralIc::plain"));
        // An object this heap never made: an error, and nothing allocated,
        // from a site that has not learned its shape (the slow path), and
        // from one whose field holds objects (the fast path, which frees the
        // object it started).
        let foreign = Value::Object(ObjectId(1 << 20, 0));
        let mut warm = LiteralIc::plain(vec![a]).unwrap();
        for _ in 0..3 {
            let o = Value::Object(heap.new_object());
            warm.create_values(&mut heap, &[o]).unwrap();
        }
        assert_eq!(warm.hits(), 2);
        for site in [&mut LiteralIc::plain(vec![a]).unwrap(), &mut warm] {
            let live = heap.object_count();
            let e = site.create_values(&mut heap, &[foreign]).unwrap_err();
            assert!(
                e.message().contains("not an object of this heap"),
                "{}",
                e.message()
            );
            assert_eq!(heap.object_count(), live);
        }
        assert_eq!(heap.verify(), Ok(()));
    }

    #[test]
    fn literal_site_never_caches_what_it_cannot_copy() {
        let mut heap = Heap::new();
        let mut site = LiteralIc::new();
        // Duplicate keys, array indices, computed keys: always the slow path.
        let dup = entries(&mut heap, &["a", "a"], 0);
        let index = entries(&mut heap, &["a", "0"], 0);
        let mut computed = entries(&mut heap, &["a", "b"], 0);
        if let LiteralEntry::Property { computed: c, .. } = &mut computed[1] {
            *c = true;
        }
        for e in [&dup, &index, &computed, &dup, &index, &computed] {
            let o = site.create(&mut heap, e).unwrap();
            let slow = heap.object_literal(e).unwrap();
            assert!(heap.same_shape_known(o, slow));
        }
        assert_eq!(site.hits(), 0);
    }

    #[test]
    fn literal_site_never_shares_a_detached_shape() {
        // 130 keys: built slow and migrated to a fresh shape per object, as
        // V8's `MigrateSlowToFast(…, "FastLiteral")` does; a copy must not share it.
        let mut heap = Heap::new();
        let names: Vec<String> = (0..130).map(|i| format!("k{i}")).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut site = LiteralIc::new();
        let e = entries(&mut heap, &refs, 0);
        let a = site.create(&mut heap, &e).unwrap();
        let b = site.create(&mut heap, &e).unwrap();
        assert_eq!(site.hits(), 0);
        assert!(!heap.same_shape_known(a, b));
    }

    #[test]
    fn literal_site_used_with_another_heap_falls_back() {
        let mut one = Heap::new();
        let mut site = LiteralIc::new();
        let e = entries(&mut one, &["a", "b"], 0);
        site.create(&mut one, &e).unwrap();
        // Another heap, with the same atoms for the keys, where that shape
        // number means something else: only the shape check can tell.
        let mut two = Heap::new();
        let e2 = entries(&mut two, &["a", "b"], 7);
        let junk = two.new_object();
        for k in ["p", "q", "r", "s", "t"] {
            let key = two.key(k);
            two.set(junk, key, Value::Null, crate::policy::StoreOrigin::Named)
                .unwrap();
        }
        let o = site.create(&mut two, &e2).unwrap();
        assert_eq!(site.hits(), 0, "the remembered shape is not this heap's");
        let slow = two.object_literal(&e2).unwrap();
        assert!(two.same_shape_known(o, slow));
        assert_eq!(two.verify(), Ok(()));
    }

    #[test]
    fn load_ic_used_with_another_heap_never_reads_past_an_object() {
        use crate::policy::StoreOrigin::Named;
        // Heap two: a one-slot literal `{q: 5}`, after some padding so that
        // its shape number is one heap one can reach.
        let mut two = Heap::new();
        let pad = two.new_object();
        for i in 0..8 {
            let k = two.key(&format!("pad{i}"));
            two.set(pad, k, Value::Null, Named).unwrap();
        }
        let q = two.key("q");
        let small = two
            .object_literal(&[LiteralEntry::Property {
                key: q,
                value: Value::from(5),
                computed: false,
            }])
            .unwrap();
        let target = two.shape_of(small).unwrap();
        assert_eq!(two.shapes().get(target).inobject_capacity(), 1);
        // Heap one: `{}` + a, b, x lands on the same shape number, with four
        // in-object slots, and `x` in the third.
        let mut one = Heap::new();
        let [a, b, x] = ["a", "b", "x"].map(|k| one.key(k));
        let junk = one.new_object();
        let mut n = 0;
        while one.shapes().len() + 2 < target.0 as usize {
            let k = one.key(&format!("junk{n}"));
            one.set(junk, k, Value::Null, Named).unwrap();
            n += 1;
        }
        let o = one.new_object();
        for (k, v) in [(a, 1), (b, 2), (x, 3)] {
            one.set(o, k, Value::from(v), Named).unwrap();
        }
        assert_eq!(one.shape_of(o), Some(target));
        let mut ic = LoadIc::new(x);
        assert_eq!(ic.load(&mut one, o), Ok(Value::from(3)));
        assert_eq!(ic.load(&mut one, o), Ok(Value::from(3)));
        assert_ne!(ic.inline, InlineFieldKey::NONE, "the inline hit is armed");
        // Through heap two's object the shape number matches but the capacity
        // does not: no inline hit (which would read the third slot of a
        // one-slot object, past it), and the out-of-line path answers as the
        // heap does.
        let expected = two.get(small, x);
        assert_eq!(ic.load(&mut two, small), expected);
        assert_eq!(two.verify(), Ok(()));
    }
}
