//! The heap: arenas of shapes, objects and strings, and the object operations.
//!
//! One `Heap` per worker, single-threaded. Everything is addressed by typed indices
//! ([`ObjectId`], [`ShapeId`], [`StrId`], [`Atom`]), so the heap is a
//! handful of flat vectors: cheap to walk, cheap to archive, and free of reference
//! cycles. A mark-sweep collector ([`gc`]) frees the objects and strings that no
//! root reaches, at safepoints the owner chooses; shapes live as long as their heap.
//!
//! # Operations
//!
//! Every operation that JavaScript exposes is a method here, and each produces V8's
//! observable result for mode (`%HasFastProperties`), shape identity
//! (`%HaveSameMap`) and key order (`Reflect.ownKeys`). The decisions are the
//! [`Policy`]'s; the mechanisms are [`crate::shape`] and [`crate::object`]. Whenever
//! an object's shape changes, a [`TraceEvent`] is recorded if tracing is on.
//!
//! Functions in the model are opaque: `function () {}` objects exist, have shapes,
//! and can be getters or setters, but calling one runs an empty body and returns
//! `undefined`. Native functions ([`Value::Native`]) are called through a native
//! registry; a heap without one reports a clear `TypeError`.

use crate::atoms::{Atom, Atoms, PropertyKey, SymbolEntry, SymbolId};
use crate::error::JsError;
use crate::heap::gc::STRING_SLOT_BYTES;
use crate::heap::module::{LazyEntry, ModuleId, ModuleState, Runtime};
use crate::heap::native::{LAZY_GETTER, LAZY_SETTER};
use crate::heap::trace::{TraceEvent, TraceSite};
use crate::ids::BodyId;
use crate::layered::{ArchivedTable, Layered};
use crate::object::{DictEntry, Dictionary, Elements, Header, JsObject, ObjectId, PropertySlot};
use crate::policy::{DeletePolicy, LiteralRoot, Policy, PolicyError, StoreOrigin};
use crate::shape::{
    AddOutcome, Attrs, DescriptorValue, ElementsKind, FieldLocation, IntegrityLevel, ObjectKind,
    Representation, RootKind, ShapeId, ShapeTable, ShapeTableImage, TransitionKey, apply_integrity,
};
use crate::value::NativeId;
use crate::value::{Slot, StrId, Value};
use rustc_hash::FxHashSet;
use std::collections::BTreeMap;
use std::sync::Arc;

/// One entry of an object literal, in source order.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum LiteralEntry {
    /// `key: value`, `'key': value`, `3: value`, shorthand or method. `computed` is
    /// true for `[expr]: value` (which V8 stores after the boilerplate).
    Property {
        /// The key.
        key: PropertyKey,
        /// The value.
        value: Value,
        /// Whether the key was computed (`[expr]`).
        computed: bool,
    },
    /// `...expr`.
    Spread(Value),
    /// `__proto__: null` written literally: the object is born in dictionary mode.
    NullProto,
    /// `__proto__: expr` for any other expression (its value: an object or null).
    Proto(Value),
}

/// The flavours of script function objects, each with its own map in V8.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FunctionFlavour {
    /// A sloppy-mode `function`: `sloppy_function_map`.
    Sloppy,
    /// A strict-mode `function`: `strict_function_map`.
    Strict,
    /// A class constructor: `class_function_map`.
    Class,
    /// An arrow, method or accessor: a map without `prototype`.
    WithoutPrototype,
    /// A bound function (`f.bind(…)`): V8 gives one map to those whose
    /// target constructs and another to the rest, neither shared with a
    /// plain function.
    Bound {
        /// Whether the target constructs (`new` of the bound function works).
        constructor: bool,
    },
}

/// A property descriptor as `Object.defineProperty` takes it: absent fields are
/// `None`.
#[derive(Copy, Clone, PartialEq, Debug, Default)]
pub struct PropertyDescriptor {
    /// `value`.
    pub value: Option<Value>,
    /// `writable`.
    pub writable: Option<bool>,
    /// `get`.
    pub get: Option<Value>,
    /// `set`.
    pub set: Option<Value>,
    /// `enumerable`.
    pub enumerable: Option<bool>,
    /// `configurable`.
    pub configurable: Option<bool>,
}

impl PropertyDescriptor {
    /// A data descriptor with every attribute given.
    pub fn data(value: Value, attrs: Attrs) -> Self {
        PropertyDescriptor {
            value: Some(value),
            writable: Some(attrs.contains(Attrs::WRITABLE)),
            enumerable: Some(attrs.contains(Attrs::ENUMERABLE)),
            configurable: Some(attrs.contains(Attrs::CONFIGURABLE)),
            ..Default::default()
        }
    }

    /// A getter (or, with `getter` false, a setter) alone, enumerable and
    /// configurable: what a literal's `get x() {}` and `__defineGetter__`
    /// define.
    pub fn accessor(function: Value, getter: bool) -> Self {
        PropertyDescriptor {
            get: getter.then_some(function),
            set: (!getter).then_some(function),
            enumerable: Some(true),
            configurable: Some(true),
            ..Default::default()
        }
    }

    /// True if `get` or `set` is present.
    pub fn is_accessor(&self) -> bool {
        self.get.is_some() || self.set.is_some()
    }

    /// True if `value` or `writable` is present.
    pub fn is_data(&self) -> bool {
        self.value.is_some() || self.writable.is_some()
    }
}

/// A snapshot of one own property: what `Object.getOwnPropertyDescriptor` returns.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct OwnProperty {
    /// The value or accessor pair.
    pub slot: PropertySlot,
    /// The attributes (with [`Attrs::ACCESSOR`] for accessors).
    pub attrs: Attrs,
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod intrinsics {
    use super::*;

    /// Well-known objects every heap starts with.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        Debug,
        PartialEq,
        Eq,
    )]
    pub struct Intrinsics {
        /// `Object.prototype`.
        pub object_prototype: ObjectId,
        /// `Function.prototype`.
        pub function_prototype: ObjectId,
        /// `Array.prototype`.
        pub array_prototype: ObjectId,
    }
}
pub use intrinsics::Intrinsics;
#[doc(hidden)]
pub use intrinsics::{ArchivedIntrinsics, IntrinsicsResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod heap_image {
    use super::*;

    /// The archived form of a [`Heap`]: every table in ID order, as a snapshot
    /// stores it. Not a heap: [`Heap::from_image`] turns one into a heap, and a
    /// restored heap reads the archived form in place ([`HeapBase`]).
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
    )]
    pub struct HeapImage {
        pub(crate) atoms: Atoms,
        pub(crate) strings: crate::strings::StringArena,
        pub(crate) shapes: ShapeTableImage,
        /// Per object: shape, generation, in-object region and body.
        pub(crate) headers: Vec<Header>,
        /// The objects' bodies (out-of-object fields, dictionary, elements,
        /// flags), as the headers name them; only objects that need one have one.
        pub(crate) bodies: Vec<JsObject>,
        /// Every object's in-object slots, back to back.
        pub(crate) inobject_slots: Vec<Slot>,
        pub(crate) policy: Policy,
        pub(crate) intrinsics: Intrinsics,
        pub(crate) length_atom: Atom,
        pub(crate) modules: Vec<ModuleState>,
        pub(crate) lazy: BTreeMap<(ObjectId, PropertyKey), LazyEntry>,
    }
}
#[doc(hidden)]
pub use heap_image::HeapImageResolver;
pub use heap_image::{ArchivedHeapImage, HeapImage};

/// The heap. See the module docs.
///
/// ```
/// use shapeshift::{Heap, StoreOrigin, Value};
/// let mut heap = Heap::new();
/// let (a, b) = (heap.new_object(), heap.new_object());
/// let x = heap.key("x");
/// heap.set(a, x, Value::from(1), StoreOrigin::Named).unwrap();
/// heap.set(b, x, Value::from(2), StoreOrigin::Named).unwrap();
/// // `{}` plus `x`: one shape for both, and fast properties
/// // (`%HaveSameMap(a, b)` and `%HasFastProperties(a)` in V8).
/// assert_eq!(heap.same_shape(a, b), Some(true));
/// assert_eq!(heap.has_fast_properties(a), Some(true));
/// // Deleting a property other than the last one added normalizes (V8 11.3).
/// let y = heap.key("y");
/// heap.set(a, y, Value::from(3), StoreOrigin::Named).unwrap();
/// heap.delete(a, x).unwrap();
/// assert_eq!(heap.has_fast_properties(a), Some(false));
/// assert_eq!(heap.same_shape(a, b), Some(false));
/// ```
///
/// # IDs
///
/// Objects, strings, shapes, natives and modules are named by IDs the heap
/// hands out ([`ObjectId`], …); their fields are private, so code outside the
/// crate cannot make one up. Every method checks the IDs it is given: an ID
/// past the end of this heap's tables is `None` (queries) or an
/// [`UnknownId`](crate::JsErrorKind::UnknownId) error (operations), never a
/// panic and never a made-up answer. An object or string ID is a slot and
/// the slot's generation, so one kept past the collection that freed its
/// object is detected too ([`Heap::collect`]); an ID from another heap whose
/// slot and generation exist here names this heap's object there.
///
/// The live heap is its tables (the [`HeapImage`]'s contents) plus what only a
/// running heap has: the snapshot overlay (a restored heap's [`HeapBase`], read
/// in place through [`Layered`] tables), the runtime, the trace, scratch space
/// and the upper layers' caches ([`HeapCaches`]).
#[derive(Clone, Debug)]
pub struct Heap {
    atoms: Atoms,
    strings: crate::strings::StringArena,
    /// Bytes of the live strings this heap made ([`Heap::string_bytes`]).
    string_bytes: usize,
    shapes: ShapeTable,
    /// Per object: shape, generation, in-object region and body (what an IC
    /// hit reads).
    pub(crate) headers: Layered<ObjectId, Header>,
    /// The bodies (out-of-object fields, dictionary, elements, flags) of the
    /// objects that have one, as their headers name them.
    pub(crate) bodies: Layered<BodyId, JsObject>,
    /// Every object's in-object slots, back to back, from `base_slots` on.
    pub(crate) inobject_slots: Vec<Slot>,
    policy: Policy,
    intrinsics: Intrinsics,
    length_atom: Atom,
    trace: Option<Vec<TraceEvent>>,
    /// Where each recorded event happened, index for index with `trace`.
    trace_sites: Vec<TraceSite>,
    /// The source position the caller is executing, stamped on new events.
    trace_site: TraceSite,
    /// Reused by copies (`{...s}`, `Object.assign`) to collect source properties.
    scratch: Vec<(PropertyKey, Value)>,
    /// Reused by copies to collect a source's property slots before its
    /// values are read.
    slot_scratch: Vec<(PropertyKey, PropertySlot)>,
    /// The natives and modules this heap's values refer to by ID (a restored
    /// heap gets the restoring process's runtime, checked against the
    /// snapshot's fingerprint).
    runtime: Arc<Runtime>,
    /// A spare handle on `runtime` that keeps a running native alive.
    native_call_pin: property::NativeCallPin,
    /// Results of script-function calls an interpreter made for the operation
    /// it is replaying ([`Heap::replay_script_calls`]).
    script_call_replay: Option<(Vec<Value>, usize)>,
    /// Calls of script functions go back to the caller
    /// ([`Heap::hand_script_calls_to_caller`]); otherwise they return
    /// `undefined`, as for opaque functions.
    script_calls_to_caller: bool,
    /// Per module (by ID): whether it ran in this heap, and its exports.
    modules: Vec<ModuleState>,
    /// Pending lazy properties: (holder, key) → the module whose export it reads.
    /// Plain data, no closures, so that a snapshot can archive it.
    lazy: BTreeMap<(ObjectId, PropertyKey), LazyEntry>,
    /// Lazy properties being resolved right now (a cycle of lazy exports would
    /// otherwise recurse forever).
    resolving: FxHashSet<(ObjectId, PropertyKey)>,
    /// The archived image a restored heap reads its first objects, slots and
    /// strings from (`None` for a heap built from scratch).
    base: Option<Arc<dyn HeapBase>>,
    /// In-object slots `0..base_slots` are `base`'s; the overlay's
    /// `inobject_slots` hold slots from `base_slots` on.
    base_slots: u32,
    /// Strings `0..base_strings` are `base`'s.
    base_strings: u32,
    /// The Object function's initial map (`{}`), once looked up (a root map
    /// never changes).
    object_function_map: Option<ShapeId>,
    /// The initial array map of each elements kind (for the fast kinds, the
    /// maps V8's native context holds), once looked up: root maps, never
    /// deprecated, whose edges from the array root are never cleared.
    initial_array_maps: [Option<ShapeId>; ElementsKind::COUNT],
    /// Caches the upper layers keep per heap (the clone's per-shape facts).
    caches: HeapCaches,
    /// Mutable borrows of object bodies so far (see [`chains`]): what a
    /// cached fact about a dictionary's keys is checked against.
    body_writes: u64,
    /// The version of every prototype chain, for the ICs' chain checks
    /// ([`chains::ChainEpoch`]).
    chain_epoch: chains::ChainEpoch,
    /// Prototype chains known to lack a key, for stores ([`chains`]).
    absent_chains: chains::AbsentChains,
    /// Copies (`Object.assign`, spread) replayed by shape ([`copies`]).
    copies: copies::CopyCache,
    /// Adds along transitions by shape and key, for stores without a cache
    /// of their own ([`stubs`]).
    store_stubs: stubs::StoreStubs,
    /// The collector's free lists, roots and budget.
    gc: gc::GcState,
}

impl Default for Heap {
    fn default() -> Self {
        Self::new()
    }
}

impl Heap {
    /// A heap with the Node 20 policy.
    pub fn new() -> Self {
        Self::with_policy(Policy::node20())
    }

    /// A heap with a chosen policy and no natives or modules beyond the heap's own.
    ///
    /// # Panics
    ///
    /// If `policy` is out of range ([`Policy::validate`]); see
    /// [`Heap::try_with_runtime`] for the fallible form.
    pub fn with_policy(policy: Policy) -> Self {
        Self::with_runtime(policy, Arc::new(Runtime::new()))
    }

    /// A heap with a chosen policy whose natives and modules come from `runtime`.
    ///
    /// # Panics
    ///
    /// If `policy` is out of range ([`Policy::validate`]); see
    /// [`Heap::try_with_runtime`] for the fallible form.
    pub fn with_runtime(policy: Policy, runtime: Arc<Runtime>) -> Self {
        match Self::try_with_runtime(policy, runtime) {
            Ok(heap) => heap,
            Err(e) => panic!("{e}"),
        }
    }

    /// A heap with a chosen policy whose natives and modules come from
    /// `runtime`, or the first policy field out of range.
    pub fn try_with_runtime(policy: Policy, runtime: Arc<Runtime>) -> Result<Self, PolicyError> {
        policy.validate()?;
        let mut atoms = Atoms::new();
        let length_atom = atoms.intern("length");
        let mut heap = Heap {
            atoms,
            strings: Default::default(),
            string_bytes: 0,
            shapes: ShapeTable::new(),
            headers: Layered::default(),
            bodies: Layered::default(),
            inobject_slots: Vec::new(),
            policy,
            intrinsics: Intrinsics {
                object_prototype: ObjectId(0, 0),
                function_prototype: ObjectId(0, 0),
                array_prototype: ObjectId(0, 0),
            },
            length_atom,
            trace: None,
            trace_sites: Vec::new(),
            trace_site: TraceSite::UNKNOWN,
            scratch: Vec::new(),
            slot_scratch: Vec::new(),
            runtime,
            native_call_pin: Default::default(),
            script_call_replay: None,
            script_calls_to_caller: false,
            modules: Vec::new(),
            lazy: BTreeMap::new(),
            resolving: FxHashSet::default(),
            base: None,
            base_slots: 0,
            base_strings: 0,
            object_function_map: None,
            initial_array_maps: [None; ElementsKind::COUNT],
            caches: HeapCaches::default(),
            body_writes: 0,
            chain_epoch: chains::ChainEpoch::new(),
            absent_chains: chains::AbsentChains::default(),
            copies: copies::CopyCache::default(),
            store_stubs: stubs::StoreStubs::default(),
            gc: Default::default(),
        };
        // V8 keeps the builtin prototypes fast (%HasFastProperties is true for
        // all three). They are made like `{}`, with the Object function's
        // in-object slots: the model adds no properties to them itself.
        let slots = policy.initial_object_inobject_slots;
        let object_prototype =
            heap.alloc_fast(ObjectKind::Ordinary, RootKind::Builtin, None, slots);
        let function_prototype = heap.alloc_fast(
            ObjectKind::Ordinary,
            RootKind::Builtin,
            Some(object_prototype),
            slots,
        );
        let array_prototype = heap.alloc_fast(
            ObjectKind::Ordinary,
            RootKind::Builtin,
            Some(object_prototype),
            slots,
        );
        for o in [object_prototype, function_prototype, array_prototype] {
            let copy = heap.shapes.prototype_copy(heap.shape_of_known(o));
            heap.set_shape(o, copy);
            let obj = heap.object_mut(o);
            obj.rare_mut().is_prototype = true;
            obj.rare_mut().should_be_fast = true;
        }
        heap.intrinsics = Intrinsics {
            object_prototype,
            function_prototype,
            array_prototype,
        };
        Ok(heap)
    }

    // ----- accessors -------------------------------------------------------------

    /// The policy in force: the one the heap was made with, or for a restored
    /// heap the one its snapshot recorded unless another was given
    /// ([`Heap::restore_with_policy`]).
    pub fn policy(&self) -> Policy {
        self.policy
    }

    /// The interned keys.
    pub fn atoms(&self) -> &Atoms {
        &self.atoms
    }

    /// The shape arena.
    pub fn shapes(&self) -> &ShapeTable {
        &self.shapes
    }

    /// The well-known objects.
    pub fn intrinsics(&self) -> Intrinsics {
        self.intrinsics
    }

    /// Interns a key, classifying array indices (`"3"` → `Index(3)`).
    pub fn key(&mut self, name: &str) -> PropertyKey {
        self.atoms.key(name)
    }

    /// The key a string of this heap names (`ToPropertyKey` of a string),
    /// without copying its text out first.
    pub(crate) fn key_of_string(&mut self, id: StrId) -> PropertyKey {
        // The interner is moved out for the call (a move of its handles), so
        // the text can be borrowed from the string arena meanwhile.
        let mut atoms = std::mem::take(&mut self.atoms);
        let key = atoms.key(self.str_known(id));
        self.atoms = atoms;
        key
    }

    /// A fresh symbol key.
    pub fn symbol(&mut self, description: &str) -> PropertyKey {
        PropertyKey::Symbol(self.atoms.new_symbol(description))
    }

    /// A fresh symbol as `entry` describes it: with or without a description,
    /// public or private ([`SymbolEntry::private`]).
    pub fn new_symbol(&mut self, entry: SymbolEntry) -> SymbolId {
        self.atoms.add_symbol(entry)
    }

    /// Allocates a string value.
    pub fn string(&mut self, s: &str) -> Value {
        Value::String(self.new_str(s))
    }

    /// Allocates a string.
    #[inline]
    pub(crate) fn new_str(&mut self, s: &str) -> StrId {
        self.string_bytes += s.len();
        let (i, generation) = self.strings.push_with_generation(s);
        self.new_string_id(i, generation, s.len())
    }

    /// The ID of the string of `bytes` just placed in overlay slot `i`.
    #[inline]
    fn new_string_id(&mut self, i: usize, generation: u32, bytes: usize) -> StrId {
        let id = StrId(self.base_strings + i as u32, generation);
        self.count_allocation(bytes + STRING_SLOT_BYTES);
        self.log_string(id);
        id
    }

    /// Bytes of the strings this heap has made since it was created or
    /// restored, less those the collector freed.
    pub fn string_bytes(&self) -> usize {
        self.string_bytes
    }

    /// The string `left + right`. When `left` is the newest string, the two
    /// share its bytes and only `right` is stored (the string arena's docs).
    pub(crate) fn concat_strings(&mut self, left: StrId, right: &str) -> Value {
        if let Some(i) = left.0.checked_sub(self.base_strings)
            && let Some((i, appended)) = self.strings.push_concat(i as usize, right)
        {
            self.string_bytes += appended;
            let generation = self.strings.generation(i);
            return Value::String(self.new_string_id(i, generation, appended));
        }
        let mut joined = self.str_known(left).to_string();
        joined.push_str(right);
        self.string(&joined)
    }

    /// Number of live strings (a restored heap's snapshot strings included).
    pub fn string_count(&self) -> usize {
        self.base_strings as usize + self.strings.len() - self.strings.free.len()
    }

    /// Every live string, in slot order (a restored heap's snapshot strings
    /// first).
    pub fn string_ids(&self) -> impl Iterator<Item = StrId> + '_ {
        let image = self.base_image();
        let base = (0..self.base_strings).filter_map(move |i| {
            let strings = &image?.strings;
            strings
                .get(i as usize)
                .is_some()
                .then(|| StrId(i, strings.generation(i as usize)))
        });
        let overlay = (0..self.strings.len())
            .filter(|&i| self.strings.is_live(i))
            .map(|i| StrId(self.base_strings + i as u32, self.strings.generation(i)));
        base.chain(overlay)
    }

    /// JavaScript's `ToBoolean` of a value the heap holds.
    pub(crate) fn to_boolean(&self, v: Value) -> bool {
        match v {
            Value::Undefined | Value::Null => false,
            Value::Bool(b) => b,
            Value::Number(x) => !(x == 0.0 || x.is_nan()),
            Value::String(s) => !self.str_known(s).is_empty(),
            Value::Object(_) | Value::Native(_) | Value::Symbol(_) => true,
        }
    }

    /// The text of string `id`, or `None` for an ID this heap did not hand out.
    #[inline]
    pub fn str(&self, id: StrId) -> Option<&str> {
        match id.0.checked_sub(self.base_strings) {
            Some(i) => self.strings.get_checked(i as usize, id.1),
            // A snapshot's strings are read in place.
            None => self
                .base_image()
                .and_then(|image| image.strings.get_checked(id.0 as usize, id.1)),
        }
    }

    /// Whether `id` names a string this heap holds: its slot is live and of
    /// `id`'s generation (what [`Heap::str`] checks, without the text).
    #[inline]
    pub(crate) fn holds_string(&self, id: StrId) -> bool {
        match id.0.checked_sub(self.base_strings) {
            Some(i) => self.strings.holds(i as usize, id.1),
            None => self.str(id).is_some(),
        }
    }

    /// The text of string `id` read from a live object of this heap, without
    /// the generation check: the collector frees no string a live object
    /// holds, so a stored ID's slot is still of its generation
    /// ([`Heap::verify`] checks that no live object holds a dangling one).
    /// What the clone writer reads its strings with.
    #[inline]
    pub(crate) fn stored_str(&self, id: StrId) -> &str {
        match id.0.checked_sub(self.base_strings) {
            Some(i) => {
                debug_assert!(self.strings.holds(i as usize, id.1), "{id} is stale");
                self.strings.get(i as usize).unwrap_or_default()
            }
            None => self.str_known(id),
        }
    }

    /// The text of a string the heap holds: every string ID stored in the
    /// heap is in range (snapshots are validated; values stored through the
    /// public API are checked).
    #[inline]
    pub(crate) fn str_known(&self, id: StrId) -> &str {
        self.str(id).unwrap_or_default()
    }

    /// The live object in slot `index`, if there is one (for walking every
    /// object, e.g. to compare two heaps).
    pub fn object_id(&self, index: u32) -> Option<ObjectId> {
        if (index as usize) >= self.headers.len() {
            return None;
        }
        let header = self.headers.peek(ObjectId(index, 0));
        (header.shape != Header::FREE).then_some(ObjectId(index, header.generation()))
    }

    /// Every live object, in slot order.
    pub fn object_ids(&self) -> impl Iterator<Item = ObjectId> + '_ {
        (0..self.object_slots()).filter_map(|i| self.object_id(i))
    }

    /// Number of live objects (intrinsics included).
    pub fn object_count(&self) -> usize {
        self.headers.len() - self.free_object_slots()
    }

    /// Number of object slots, free ones included: every live object's
    /// [`index`](ObjectId::index) is below it.
    pub fn object_slots(&self) -> u32 {
        self.headers.len() as u32
    }

    /// The object for an ID (everything but its shape and in-object slots), or
    /// `None` for an ID this heap did not hand out.
    ///
    /// An object of a restored heap's snapshot is read from the archive and kept
    /// in the overlay from then on (its body is copied once, on first access);
    /// see [`Heap::restore`].
    #[inline]
    pub fn object(&self, id: ObjectId) -> Option<&JsObject> {
        self.contains(id).then(|| self.object_known(id))
    }

    /// How many in-object slots an object was allocated with (V8's
    /// in-object properties, fixed at birth), or `None` for an ID this heap
    /// did not hand out.
    pub fn inobject_capacity(&self, id: ObjectId) -> Option<u32> {
        self.contains(id).then(|| self.inobject_capacity_of(id))
    }

    /// The object for an ID this heap handed out (an object without a body
    /// reads as an empty one).
    #[inline]
    pub(crate) fn object_known(&self, id: ObjectId) -> &JsObject {
        match self.header(id).body {
            Header::NO_BODY => &crate::object::EMPTY_BODY,
            body => self.bodies.get(BodyId(body)),
        }
    }

    /// The body of an object if it has one, without copying a snapshot
    /// object's (`None` also for a snapshot body not copied yet).
    #[inline]
    pub(crate) fn overlay_body(&self, header: &Header) -> Option<&JsObject> {
        match header.body {
            Header::NO_BODY => Some(&crate::object::EMPTY_BODY),
            body => self.bodies.overlay(BodyId(body)),
        }
    }

    /// Whether `header`'s body is a snapshot body not copied yet.
    #[inline]
    pub(crate) fn body_in_archive(&self, header: &Header) -> bool {
        let body = BodyId(header.body);
        header.body != Header::NO_BODY && self.bodies.is_base(body) && !self.bodies.is_copied(body)
    }

    /// Mutable borrows of object bodies so far: a fact about the keys of
    /// dictionary-mode objects, checked under one count, holds while the
    /// count is the same (see [`chains`]). It grows by one per borrow, so it
    /// does not wrap in any run.
    #[inline]
    pub(crate) fn body_writes(&self) -> u64 {
        self.body_writes
    }

    /// The version of the heap's prototype chains now: a chain whose links
    /// all had prototype maps, checked under this stamp, holds while the
    /// stamp is the same (see [`chains::ChainEpoch`]).
    #[inline(always)]
    pub(crate) fn chain_stamp(&self) -> ChainStamp {
        self.chain_epoch.stamp()
    }

    /// The body of an object, to modify it: an object without one gets one.
    /// The header is written too, so that a snapshot object whose body is
    /// written is among the written headers the collector traces.
    #[inline]
    fn object_mut(&mut self, id: ObjectId) -> &mut JsObject {
        self.body_writes = self.body_writes.wrapping_add(1);
        self.chain_epoch.advance();
        let mut body = self.header_mut(id).body;
        if body == Header::NO_BODY {
            body = self.new_body();
            self.header_mut(id).body = body;
        }
        self.bodies.get_mut(BodyId(body))
    }

    /// The body of an object only if it has one (a write that an object
    /// without a body needs no body for).
    #[inline]
    fn existing_body_mut(&mut self, id: ObjectId) -> Option<&mut JsObject> {
        self.body_writes = self.body_writes.wrapping_add(1);
        self.chain_epoch.advance();
        let body = self.header_mut(id).body;
        (body != Header::NO_BODY).then(|| self.bodies.get_mut(BodyId(body)))
    }

    /// The header of an object (shape and in-object base).
    #[inline(always)]
    fn header(&self, id: ObjectId) -> Header {
        // One bounds check decides both layers (see `Layered::peek`); a
        // snapshot object's header is read in place.
        self.headers.peek(id)
    }

    /// The header of an object, to modify it (a snapshot object's header is
    /// copied into the overlay first).
    #[inline]
    fn header_mut(&mut self, id: ObjectId) -> &mut Header {
        self.headers.get_mut(id)
    }

    /// In-object slot `index` of the slot arena (base region from the archive).
    #[inline(always)]
    fn slot(&self, index: u32) -> Option<Value> {
        self.raw_slot(index).map(Slot::get)
    }

    /// The in-object slots of `id`, writable: a snapshot object's region is
    /// copied into the overlay on its first write (copy-on-write).
    fn slots_mut(&mut self, id: ObjectId) -> &mut [Slot] {
        let header = self.header(id);
        let cap = header.capacity() as usize;
        // An overlay region lies in the arena (the region invariant): its
        // in-object part is there as it is, with no region size to work out.
        if let Some(start) = header.inobject_base.checked_sub(self.base_slots) {
            let start = start as usize;
            return &mut self.inobject_slots[start..start + cap];
        }
        &mut self.region_mut(id)[..cap]
    }

    /// The current shape of an object, or `None` for an ID this heap did not
    /// hand out.
    #[inline]
    pub fn shape_of(&self, id: ObjectId) -> Option<ShapeId> {
        self.contains(id).then(|| self.shape_of_known(id))
    }

    /// The current shape of an object this heap handed out.
    #[inline(always)]
    pub(crate) fn shape_of_known(&self, id: ObjectId) -> ShapeId {
        self.header(id).shape
    }

    /// [`Heap::set_shape`] when the caller knows whether the old shape is a
    /// prototype map; the header as it is now.
    #[inline]
    fn set_shape_known(&mut self, id: ObjectId, shape: ShapeId, old_prototype_map: bool) -> Header {
        let header = self.headers.get_mut(id);
        header.shape = shape;
        let header = *header;
        if old_prototype_map {
            self.chain_epoch.advance();
        }
        header
    }

    #[inline]
    fn set_shape(&mut self, id: ObjectId, shape: ShapeId) {
        let header = self.headers.get_mut(id);
        let old = std::mem::replace(&mut header.shape, shape);
        // A prototype's change of shape is a change of every chain through
        // it (see `chains::ChainEpoch`). A chain the stamp vouches for
        // recorded the old shape, a prototype map, so the old one decides.
        if self.shapes.get(old).is_prototype_map() {
            self.chain_epoch.advance();
        }
    }

    /// Reads a field at a location taken from the object's current shape.
    #[inline(always)]
    pub(crate) fn read_location(&self, id: ObjectId, location: FieldLocation) -> Value {
        match location {
            FieldLocation::InObject(i) => self
                .slot(self.header(id).inobject_base + i)
                .unwrap_or_default(),
            FieldLocation::OutOfObject(i) => self.out_of_object_field(id, i),
        }
    }

    /// Out-of-object field `i`: in the property array after the in-object
    /// slots (read in place for a snapshot object not written yet).
    #[inline]
    fn out_of_object_field(&self, id: ObjectId, i: u32) -> Value {
        let (start, capacity) = self.property_array(&self.header(id));
        if i < capacity {
            self.slot(start + i).unwrap_or_default()
        } else {
            Value::Undefined
        }
    }

    /// In-object field `index` of `id` if the object's header matches `key`:
    /// the inline-cache hit path (one bounds-checked header read, one 8-byte
    /// compare, one slot read).
    ///
    /// The compare covers the shape, the generation and the in-object capacity
    /// at once ([`InlineFieldKey`]), and the key's index is below its capacity.
    /// A header that matches therefore has an in-object part of more than
    /// `index` slots, and the region invariant ([`Heap::verify`] checks it)
    /// puts that whole part inside the arena: the slot read needs no bounds
    /// check, in this heap or in any other one the cache meets.
    #[inline(always)]
    pub(crate) fn read_inobject_if(&self, id: ObjectId, key: InlineFieldKey) -> Option<Value> {
        self.inline_field(key).read(id)
    }

    /// `key`'s hit path bound to this heap's tables, so that a loop of loads
    /// keeps them in registers (see [`crate::ic::BoundLoad`]).
    #[inline(always)]
    pub(crate) fn inline_field(&self, key: InlineFieldKey) -> InlineFieldRead<'_> {
        self.inline_field_with(key, false)
    }

    /// [`Heap::inline_field`], with the field's representation read once for
    /// [`InlineFieldRead::read_each`]: while the borrow lasts nothing can
    /// generalize it, so a field that holds only numbers now holds only
    /// numbers for every read through the binding.
    #[inline(always)]
    pub(crate) fn inline_field_for_run(&self, key: InlineFieldKey) -> InlineFieldRead<'_> {
        let numbers_only = self
            .shapes
            .descriptors_of(ShapeId(key.word as u32))
            .and_then(|d| d.get(key.descriptor as usize))
            .is_some_and(|d| {
                matches!(
                    d.representation,
                    crate::shape::Representation::Smi | crate::shape::Representation::Double
                )
            });
        self.inline_field_with(key, numbers_only)
    }

    #[inline(always)]
    fn inline_field_with(&self, key: InlineFieldKey, numbers_only: bool) -> InlineFieldRead<'_> {
        InlineFieldRead {
            headers: self.headers.owned(),
            base_len: self.headers.base_len(),
            slots: &self.inobject_slots,
            word: key.word,
            slot_offset: key.index.wrapping_sub(self.base_slots),
            numbers_only,
        }
    }

    /// Field `index` of fast object `id`, or `None` when the heap did not
    /// hand out `id`, the object is in dictionary mode, or it has no such
    /// field.
    pub fn field(&self, id: ObjectId, index: u32) -> Option<Value> {
        let shape = self.shapes.get(self.shape_of(id)?);
        (!shape.is_dictionary() && index < shape.field_count()).then(|| self.field_known(id, index))
    }

    /// Field `index` of a fast object the heap handed out.
    #[inline]
    pub(crate) fn field_known(&self, id: ObjectId, index: u32) -> Value {
        let cap = self.inobject_capacity_of(id);
        if index < cap {
            self.read_location(id, FieldLocation::InObject(index))
        } else {
            self.read_location(id, FieldLocation::OutOfObject(index - cap))
        }
    }

    /// Overwrites field `index` of a fast object.
    #[inline]
    pub(crate) fn write_field(&mut self, id: ObjectId, index: u32, value: Value) {
        let cap = self.inobject_capacity_of(id);
        if index < cap {
            self.slots_mut(id)[index as usize] = Slot::pack(value);
        } else {
            self.write_out_of_object(id, index - cap, Slot::pack(value));
        }
    }

    /// The values of a fast object's first `count` fields, in field order.
    fn field_values(&self, id: ObjectId, count: u32) -> Vec<Value> {
        (0..count).map(|i| self.field_known(id, i)).collect()
    }

    /// Drops fields from `count` on: in-object slots are cleared, the
    /// out-of-object store shrinks (its capacity stays, as V8's property array does).
    fn truncate_fields(&mut self, id: ObjectId, count: u32) {
        let header = self.header(id);
        let cap = header.capacity();
        let (_, props) = self.property_array(&header);
        if count >= cap && count - cap >= props {
            return;
        }
        // The in-object slots from `count` on, and the property array's
        // (the meta slot between them kept).
        for (i, slot) in self.region_mut(id).iter_mut().enumerate() {
            let i = i as u32;
            let field = match i.cmp(&cap) {
                std::cmp::Ordering::Less => i,
                std::cmp::Ordering::Equal => continue,
                std::cmp::Ordering::Greater => i - 1,
            };
            if field >= count {
                *slot = Slot::UNDEFINED;
            }
        }
    }

    /// V8's `%HasFastProperties`: the object is not in dictionary mode (`None`
    /// for an ID this heap did not hand out).
    pub fn has_fast_properties(&self, id: ObjectId) -> Option<bool> {
        self.contains(id)
            .then(|| self.has_fast_properties_known(id))
    }

    /// V8's `%HaveSameMap` (`None` when either ID is not this heap's).
    pub fn same_shape(&self, a: ObjectId, b: ObjectId) -> Option<bool> {
        (self.contains(a) && self.contains(b)).then(|| self.same_shape_known(a, b))
    }

    /// `Object.getPrototypeOf`: `Some(None)` for a null prototype, `None` for
    /// an ID this heap did not hand out.
    pub fn get_prototype_of(&self, id: ObjectId) -> Option<Option<ObjectId>> {
        self.contains(id).then(|| self.get_prototype_of_known(id))
    }

    /// `Object.isExtensible` (`None` for an ID this heap did not hand out).
    pub fn is_extensible(&self, id: ObjectId) -> Option<bool> {
        self.contains(id).then(|| self.is_extensible_known(id))
    }

    /// Whether this heap handed out `id` and its object is alive: an ID past
    /// the end, or one kept past a collection that freed its object, is not
    /// (the slot's generation moved on). An ID from another heap whose slot and
    /// generation exist here names this heap's object there.
    #[inline]
    pub fn contains(&self, id: ObjectId) -> bool {
        (id.index() as usize) < self.headers.len() && {
            let header = self.headers.peek(id);
            header.generation() == id.1 && header.shape != Header::FREE
        }
    }

    /// `Ok` when the heap handed out `id`; otherwise the [`JsError`] every
    /// fallible operation returns for it ([`JsErrorKind::UnknownId`]).
    ///
    /// [`JsErrorKind::UnknownId`]: crate::JsErrorKind::UnknownId
    #[inline]
    pub fn check_object(&self, id: ObjectId) -> Result<(), JsError> {
        if self.contains(id) {
            Ok(())
        } else {
            Err(self.unknown_object(id))
        }
    }

    /// The error [`Heap::check_object`] gives for an ID it does not hold.
    #[cold]
    #[inline(never)]
    fn unknown_object(&self, id: ObjectId) -> JsError {
        JsError::unknown_id(
            // In range but not alive: its generation moved on.
            if (id.index() as usize) < self.headers.len() {
                format!("{id} was freed by the collector")
            } else {
                format!(
                    "{id} is not an object of this heap (it has {} slots)",
                    self.headers.len()
                )
            },
        )
    }

    /// `Ok` when this heap interned `key` (its atom or symbol).
    pub fn check_key(&self, key: PropertyKey) -> Result<(), JsError> {
        if self.atoms.key_in_range(key) {
            Ok(())
        } else {
            Err(JsError::unknown_id(format!(
                "{} is not a key of this heap",
                self.atoms.display(key)
            )))
        }
    }

    /// `Ok` when every ID inside `value` (an object, a string, a native) is
    /// one this heap or its runtime handed out.
    #[inline]
    pub fn check_value(&self, value: Value) -> Result<(), JsError> {
        // Numbers and the other immediates name nothing: no call for them.
        match value {
            Value::Object(_) | Value::String(_) | Value::Native(_) => self.check_value_id(value),
            _ => Ok(()),
        }
    }

    /// [`Heap::check_value`] of a value that names an object, string or native.
    fn check_value_id(&self, value: Value) -> Result<(), JsError> {
        match value {
            Value::Object(o) => self.check_object(o),
            Value::String(s) if !self.holds_string(s) => Err(JsError::unknown_id(format!(
                "{s} is not a string of this heap"
            ))),
            Value::Native(n) if self.runtime.natives.name(n).is_none() => Err(JsError::unknown_id(
                format!("{n} is not a native of this heap's runtime"),
            )),
            _ => Ok(()),
        }
    }

    /// V8's `%HasFastProperties` for an object the heap handed out.
    pub(crate) fn has_fast_properties_known(&self, id: ObjectId) -> bool {
        !self.shapes.get(self.shape_of_known(id)).is_dictionary()
    }

    /// V8's `%HaveSameMap`.
    pub(crate) fn same_shape_known(&self, a: ObjectId, b: ObjectId) -> bool {
        self.shape_of_known(a) == self.shape_of_known(b)
    }

    /// `Object.getPrototypeOf`.
    pub(crate) fn get_prototype_of_known(&self, id: ObjectId) -> Option<ObjectId> {
        self.shapes.get(self.shape_of_known(id)).prototype()
    }

    /// `Object.isExtensible`.
    pub(crate) fn is_extensible_known(&self, id: ObjectId) -> bool {
        self.shapes.get(self.shape_of_known(id)).is_extensible()
    }

    // ----- tracing ---------------------------------------------------------------

    /// Whether the event trace is on.
    pub fn is_tracing(&self) -> bool {
        self.trace.is_some()
    }

    /// Turns the event trace on or off (turning it on clears it).
    pub fn set_tracing(&mut self, on: bool) {
        self.trace = on.then(Vec::new);
        self.trace_sites.clear();
    }

    /// The events recorded since tracing was turned on or last taken.
    pub fn take_trace(&mut self) -> Vec<TraceEvent> {
        self.trace_sites.clear();
        self.trace.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// The events recorded since tracing was turned on or last taken, without
    /// taking them (empty when tracing is off).
    pub fn trace_events(&self) -> &[TraceEvent] {
        self.trace.as_deref().unwrap_or_default()
    }

    /// Where each event of [`trace_events`](Heap::trace_events) happened, index
    /// for index: the site set by [`set_trace_site`](Heap::set_trace_site) when
    /// it was recorded.
    pub fn trace_sites(&self) -> &[TraceSite] {
        &self.trace_sites
    }

    /// Sets the source position that events recorded from now on carry (an
    /// interpreter calls it before each operation that can change a shape, as
    /// V8's log takes the position of the bytecode that made the map).
    #[inline]
    pub fn set_trace_site(&mut self, site: TraceSite) {
        self.trace_site = site;
    }

    /// The source position new events carry.
    pub fn trace_site(&self) -> TraceSite {
        self.trace_site
    }

    /// Drops the recorded events from index `from` on for which `keep` is false
    /// (the earlier ones stay as they are), and returns the number of events
    /// left: the next call can start there, so each event is looked at once.
    pub fn retain_trace_from(
        &mut self,
        from: usize,
        mut keep: impl FnMut(&TraceEvent) -> bool,
    ) -> usize {
        let Some(events) = &mut self.trace else {
            return 0;
        };
        let from = from.min(events.len());
        let mut kept = from;
        for i in from..events.len() {
            if keep(&events[i]) {
                events.swap(kept, i);
                self.trace_sites.swap(kept, i);
                kept += 1;
            }
        }
        events.truncate(kept);
        self.trace_sites.truncate(kept);
        kept
    }

    #[inline]
    fn record(&mut self, event: impl FnOnce() -> TraceEvent) {
        if let Some(t) = &mut self.trace {
            t.push(event());
            self.trace_sites.push(self.trace_site);
        }
    }

    /// A short name for an object in traces and DOT: `#12`, or the intrinsic's name.
    pub fn object_label(&self, id: ObjectId) -> String {
        let i = self.intrinsics;
        if id == i.object_prototype {
            "Object.prototype".into()
        } else if id == i.function_prototype {
            "Function.prototype".into()
        } else if id == i.array_prototype {
            "Array.prototype".into()
        } else {
            format!("#{}", id.0)
        }
    }

    /// A prototype's name for traces and DOT (`null` for none).
    pub fn prototype_label(&self, proto: Option<ObjectId>) -> String {
        proto.map_or_else(|| "null".into(), |p| self.object_label(p))
    }
}

mod alloc;
mod chains;
pub(crate) use alloc::CachedAdd;
pub(crate) use chains::ChainStamp;
mod checked;
mod copies;
mod copy;
mod define;
mod display;
mod layout;
mod lazy;
mod overlay;
mod property;
mod proto;
mod region;
mod represent;
mod stats;
mod stubs;
mod support;
#[cfg(test)]
mod tests;
mod verify;

pub mod gc;

mod caches;
pub mod module;
pub mod native;
pub mod trace;

pub use caches::HeapCaches;
pub use display::{DEFAULT_DISPLAY_DEPTH, MAX_DISPLAY_DEPTH, ValueDisplay};
pub use gc::{CollectionStats, DEFAULT_ALLOCATION_BUDGET, RootId};
pub(crate) use layout::Boilerplate;
pub use layout::{LayoutBuild, LayoutError, LayoutPrototype, ObjectLayout};
pub use overlay::{HeapBase, ImageCounts};
pub(crate) use region::InlineFieldKey;
pub use stats::{HeapStats, ObjectCounts, ShapeCounts, TableBytes};
pub use verify::HeapInvariantError;

/// An inline-cache key bound to the heap's tables that its hit path reads:
/// the overlay's headers and where their IDs start, and the slot arena with
/// the key's field index already moved by where the arena's slots start. A
/// loop that holds one keeps all of it in registers, as optimized code hoists
/// its map checks' inputs; the borrow keeps the heap from changing under it.
#[derive(Copy, Clone)]
pub(crate) struct InlineFieldRead<'h> {
    headers: &'h [Header],
    base_len: u32,
    slots: &'h [Slot],
    /// The key's shape, in-object capacity field and (zero) generation.
    word: u64,
    /// The key's field index minus the arena's first slot number (wrapping):
    /// added to a header's `inobject_base`, the field's index in `slots`.
    slot_offset: u32,
    /// The field's representation takes only numbers (V8's `Smi` or
    /// `Double`): every object of the key's shape holds a number there
    /// ([`Heap::verify`] checks that each field fits its representation), so
    /// the hit takes the slot's bits as the number without decoding them, as
    /// optimized code loads a field of known representation with no check.
    numbers_only: bool,
}

impl std::fmt::Debug for InlineFieldRead<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InlineFieldRead")
            .field("key_word", &format_args!("{:#018x}", self.word))
            .field("slot_offset", &self.slot_offset)
            .field("numbers_only", &self.numbers_only)
            .field("headers", &self.headers.len())
            .field("slots", &self.slots.len())
            .finish()
    }
}

impl InlineFieldRead<'_> {
    /// In-object field of `id` if the object's header matches the key: the
    /// inline-cache hit path (one bounds-checked header read, one 8-byte
    /// compare, one slot read). See [`Heap::read_inobject_if`].
    #[inline(always)]
    pub(crate) fn read(&self, id: ObjectId) -> Option<Value> {
        self.slot(id).map(Slot::get)
    }

    /// The slot [`InlineFieldRead::read`] reads.
    #[inline(always)]
    fn slot(&self, id: ObjectId) -> Option<Slot> {
        // The overlay's objects and slots, inline; anything in the snapshot's
        // layer (or a miss) out of line.
        let h = self
            .headers
            .get(id.0.wrapping_sub(self.base_len) as usize)?;
        if h.word() != self.word | (u64::from(id.1 as u16) << 32) {
            return None;
        }
        let slot = h.inobject_base.wrapping_add(self.slot_offset) as usize;
        debug_assert!(slot < self.slots.len());
        // SAFETY: `h` is an overlay header whose capacity equals the key's
        // (the compare above), and the key's index is below that capacity
        // (`InlineFieldKey::new`), so `slot` is `inobject_base - base_slots +
        // index` for an in-object slot of `h`'s object. Every overlay header's
        // in-object part lies in the arena (`slots`, the heap's
        // `inobject_slots` while it is borrowed) from `inobject_base -
        // base_slots` on: `alloc` and the region moves give a header a region
        // the arena holds, `Heap::from_image` clears the capacity of any image
        // header whose in-object part lies outside the image's arena (a
        // snapshot's are also validated), the arena never shrinks, and a freed
        // header has capacity 0, which no key has (`Heap::verify` checks all of
        // this as `RegionOutsideArena`). So `slot` is in bounds.
        Some(*unsafe { self.slots.get_unchecked(slot) })
    }

    /// Reads the field of each of `receivers` in turn into `each`, until one
    /// misses; returns how many it read. When the field takes only numbers
    /// the loop is written for them: it takes each slot's bits as the number
    /// with no decoding, as optimized code specialized for a field
    /// representation does.
    #[inline(always)]
    pub(crate) fn read_each(&self, receivers: &[ObjectId], mut each: impl FnMut(Value)) -> usize {
        // One pointer walks the receivers; the count read is worked out only
        // at a miss, so the loop keeps no counter.
        let mut rest = receivers.iter();
        if self.numbers_only {
            for &id in rest.by_ref() {
                match self.slot(id) {
                    // Were the representation invariant broken, this would
                    // read a NaN, never out of bounds.
                    Some(slot) => each(Value::Number(f64::from_bits(slot.bits()))),
                    None => return receivers.len() - rest.len() - 1,
                }
            }
        } else {
            for &id in rest.by_ref() {
                match self.slot(id) {
                    Some(slot) => each(slot.get()),
                    None => return receivers.len() - rest.len() - 1,
                }
            }
        }
        receivers.len()
    }
}
