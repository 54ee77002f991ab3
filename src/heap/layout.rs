//! Objects built straight into a shape from a layout: V8's `ObjectTemplate`
//! idea for host code that turns rows or records into objects.
//!
//! Host code that makes many objects with the same keys (database rows,
//! parsed records, options) would otherwise run one transition lookup per key
//! per object, or worse build null-prototype objects that each go to
//! dictionary mode and make every read of them megamorphic (Node's `sqlite`
//! rows do). An [`ObjectLayout`] names the keys in order, the prototype, and
//! which JavaScript the objects stand for:
//!
//! - [`ObjectLayout::literal`]: the object literal `{k1: v1, …, kn: vn}`, whose
//!   root map comes from the literal map cache
//!   ([`Policy::literal_root`](crate::Policy::literal_root));
//! - [`ObjectLayout::stores`]: `{}` followed by the named stores `o.k1 = v1`, …,
//!   as a deserializer or a constructor body builds objects.
//!
//! A prototype other than `Object.prototype` is set after the keys, as
//! `Object.setPrototypeOf(obj, proto)` would be, so a null-prototype layout
//! gives fast objects that share one map (the literal-then-`setPrototypeOf`
//! fix), unlike the literal `{__proto__: null, …}`, which V8 builds in
//! dictionary mode.
//!
//! [`Heap::create`] builds the first object of a layout the slow way (the
//! literal or the stores, then the prototype change), so every decision is the
//! policy's. When that object is fast and its shape is shared (it is what any
//! later object of the layout would reach), the heap remembers the shape in a
//! per-heap cache keyed by the layout, and later objects are allocated with it
//! and their values written straight into their fields. A layout whose objects
//! go to dictionary mode, or get a map of their own (a literal past the map
//! cache), is built the slow way every time, so its objects are what V8's
//! would be.

use super::*;
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// What a layout's objects stand for in JavaScript.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LayoutBuild {
    /// The object literal `{k1: v1, …}`.
    Literal,
    /// `{}` followed by the named stores `o.k1 = v1; …`.
    Stores,
}

/// The prototype of a layout's objects.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LayoutPrototype {
    /// `Object.prototype`, as literals and `{}` have.
    ObjectPrototype,
    /// `null`, set after the keys (`Object.setPrototypeOf(obj, null)`).
    Null,
    /// This object, set after the keys (`Object.setPrototypeOf(obj, proto)`);
    /// it becomes a prototype, as the policy says.
    Object(ObjectId),
}

/// Why a layout cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// An array index is an element, not a property of a shape.
    #[error("key #{position} is an array index, which is an element, not a shape's property")]
    IndexKey {
        /// Its position in the layout.
        position: usize,
    },
    /// A key appears twice.
    #[error("key #{position} repeats an earlier key")]
    RepeatedKey {
        /// The position of the repeat.
        position: usize,
    },
}

/// The keys in order, the prototype, and the JavaScript a family of objects
/// stands for; [`Heap::create`] builds objects from it. See the
/// [module docs](crate::heap).
///
/// A layout's keys are the interned keys of one heap: used with another heap
/// they name that heap's keys with the same numbers.
///
/// ```
/// use shapeshift::{Heap, ObjectLayout, Value};
///
/// let mut heap = Heap::new();
/// let keys = [heap.key("id"), heap.key("name")];
/// // Rows as `{}` + stores, with a null prototype: fast, one shared map.
/// let row = ObjectLayout::stores(keys)?.with_prototype(None);
/// let name = heap.string("Ada");
/// let a = heap.create(&row, &[Value::from(1), name])?;
/// let b = heap.create(&row, &[Value::from(2), name])?;
/// assert_eq!(heap.has_fast_properties(a), Some(true));
/// assert_eq!(heap.shape_of(a).expect("an ID this heap handed out"), heap.shape_of(b).expect("an ID this heap handed out"));
/// assert_eq!(heap.get_prototype_of(a).expect("an ID this heap handed out"), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct ObjectLayout {
    /// Names this layout (and its clones) in each heap's shape cache.
    identity: u64,
    keys: Box<[PropertyKey]>,
    build: LayoutBuild,
    prototype: LayoutPrototype,
}

/// Hands out layout identities; never reused within a process.
static NEXT_LAYOUT: AtomicU64 = AtomicU64::new(0);

impl ObjectLayout {
    /// Objects that stand for the literal `{k1: v1, …}` with these keys.
    pub fn literal(keys: impl IntoIterator<Item = PropertyKey>) -> Result<Self, LayoutError> {
        Self::new(keys, LayoutBuild::Literal)
    }

    /// Objects that stand for `{}` followed by `o.k = v` for each key in order.
    pub fn stores(keys: impl IntoIterator<Item = PropertyKey>) -> Result<Self, LayoutError> {
        Self::new(keys, LayoutBuild::Stores)
    }

    fn new(
        keys: impl IntoIterator<Item = PropertyKey>,
        build: LayoutBuild,
    ) -> Result<Self, LayoutError> {
        let keys: Box<[PropertyKey]> = keys.into_iter().collect();
        let mut seen = FxHashSet::default();
        for (position, key) in keys.iter().enumerate() {
            if key.is_index() {
                return Err(LayoutError::IndexKey { position });
            }
            if !seen.insert(*key) {
                return Err(LayoutError::RepeatedKey { position });
            }
        }
        Ok(ObjectLayout {
            identity: NEXT_LAYOUT.fetch_add(1, Ordering::Relaxed),
            keys,
            build,
            prototype: LayoutPrototype::ObjectPrototype,
        })
    }

    /// The same keys with prototype `proto` (`None` for `null`), set after the
    /// keys as `Object.setPrototypeOf` would.
    pub fn with_prototype(self, proto: Option<ObjectId>) -> Self {
        let prototype = match proto {
            None => LayoutPrototype::Null,
            Some(p) => LayoutPrototype::Object(p),
        };
        ObjectLayout {
            // Another family of objects: another cache entry.
            identity: NEXT_LAYOUT.fetch_add(1, Ordering::Relaxed),
            prototype,
            ..self
        }
    }

    /// The keys, in order.
    pub fn keys(&self) -> &[PropertyKey] {
        &self.keys
    }

    /// What the objects stand for.
    pub fn build(&self) -> LayoutBuild {
        self.build
    }

    /// The objects' prototype.
    pub fn prototype(&self) -> LayoutPrototype {
        self.prototype
    }
}

/// The most layouts one heap remembers. Literal sites make a layout each time
/// their keys change, so without a bound a site that alternates between two
/// literals would grow the cache forever; when it is full it is emptied, and
/// each layout's next object is built the slow way once more. Not a V8
/// number: it bounds this cache's memory (about 100 KiB).
pub(crate) const LAYOUT_CACHE_CAPACITY: usize = 4096;

/// What one heap knows about a layout's objects.
#[derive(Clone)]
enum Learned {
    /// Built the slow way every time.
    Slowly,
    /// Allocated with `shape`; for layouts of stores, only while
    /// `Object.prototype` (the chain the stores walk) still has
    /// `object_prototype_shape`, since a setter or a read-only property
    /// added there would change what the stores do.
    With {
        shape: ShapeId,
        object_prototype_shape: Option<ShapeId>,
        /// The shape's field representations when it was learned, one byte
        /// each, so that checking a creation's values reads no descriptor. A
        /// field widened in place since only sends a value to the slow path,
        /// which learns again.
        representations: Box<[Representation]>,
        /// The shape table's deprecation count when learned: while it holds,
        /// the shape is not deprecated.
        deprecations: u64,
    },
}

/// What a literal site keeps of the shape a heap learned for its layout, so
/// that a later creation reads no cache of the heap: V8's boilerplate, held by
/// the site's `AllocationSite` rather than looked up.
///
/// It holds only while [`Heap::boilerplate_holds`]: in the heap it was taken
/// from (shapes are never freed, so the shape stays that heap's) and while no
/// shape was deprecated since. A value whose representation the shape had not
/// when it was taken goes the slow way, which learns again.
#[derive(Clone, Debug)]
pub(crate) struct Boilerplate {
    /// The [`HeapCaches::instance`] of the heap it was taken from.
    instance: u64,
    pub(crate) shape: ShapeId,
    /// The shape's field representations, as [`Learned::With`] has them.
    pub(crate) representations: Box<[Representation]>,
    /// Whether every field is a Smi field (integer literals), which
    /// [`Heap::alloc_fitting_fields`] checks with one test per value.
    pub(crate) all_smi: bool,
    /// The shape's facts an allocation reads, taken once so that a creation
    /// looks no shape up; `None` unless it is a fast shape of these fields,
    /// all in-object, with no property array (see
    /// [`Heap::in_object_allocation`]).
    pub(crate) in_object: Option<InObjectAllocation>,
    deprecations: u64,
}

/// How an object of a shape whose fields all live in-object is allocated:
/// what [`Heap::alloc_placed`] would read from the shape, read once. A shape's
/// kind and capacities never change, so these hold for as long as the shape.
#[derive(Clone, Copy, Debug)]
pub(crate) struct InObjectAllocation {
    /// Slots in the object's region: its in-object capacity.
    pub(crate) region: u32,
    /// The header's capacity word (no property array).
    pub(crate) capacity_word: u16,
    /// Bytes counted towards the collector's budget.
    pub(crate) bytes: usize,
}

/// Each layout's [`Learned`] in one heap, by layout identity.
#[derive(Default)]
struct LayoutShapes(FxHashMap<u64, Learned>);

impl Heap {
    /// A new object of `layout` whose properties, in the layout's order, are
    /// `values`: the object the JavaScript the layout stands for would make,
    /// built straight into its shape after the first (see
    /// [`ObjectLayout`]).
    ///
    /// A `TypeError` when `values` does not have one value per key; an
    /// [`UnknownId`](crate::JsErrorKind::UnknownId) error, before anything is
    /// built, when a value or the layout's prototype is not this heap's.
    pub fn create(&mut self, layout: &ObjectLayout, values: &[Value]) -> Result<ObjectId, JsError> {
        self.create_counted(layout, values).map(|(o, _)| o)
    }

    /// [`Heap::create`], and whether the object was allocated with the
    /// layout's remembered shape.
    pub(crate) fn create_counted(
        &mut self,
        layout: &ObjectLayout,
        values: &[Value],
    ) -> Result<(ObjectId, bool), JsError> {
        if values.len() != layout.keys.len() {
            return Err(JsError::type_error(format!(
                "the layout has {} keys but {} values were given",
                layout.keys.len(),
                values.len()
            )));
        }
        for &value in values {
            self.check_value(value)?;
        }
        if let LayoutPrototype::Object(p) = layout.prototype {
            self.check_object(p)?;
        }
        if let Some(shape) = self.layout_shape(layout, values) {
            return Ok((self.alloc_with_fields(shape, values), true));
        }
        let o = self.create_slowly(layout, values)?;
        self.learn_layout(layout, o);
        Ok((o, false))
    }

    /// The boilerplate of literal `layout` in this heap, when the heap has
    /// learned a shared shape for it (see [`Boilerplate`]).
    pub(crate) fn boilerplate(&self, layout: &ObjectLayout) -> Option<Boilerplate> {
        if layout.build != LayoutBuild::Literal
            || layout.prototype != LayoutPrototype::ObjectPrototype
        {
            return None;
        }
        match self.caches.get::<LayoutShapes>()?.0.get(&layout.identity)? {
            Learned::With {
                shape,
                object_prototype_shape: None,
                representations,
                deprecations,
            } if *deprecations == self.shapes.deprecations() => Some(Boilerplate {
                instance: self.caches.instance(),
                shape: *shape,
                all_smi: representations.iter().all(|&r| r == Representation::Smi),
                in_object: self.in_object_allocation(*shape, representations.len()),
                representations: representations.clone(),
                deprecations: *deprecations,
            }),
            _ => None,
        }
    }

    /// How objects of `shape` are allocated when it is a fast shape of
    /// `fields` fields that all fit in-object, with no property array.
    fn in_object_allocation(&self, shape: ShapeId, fields: usize) -> Option<InObjectAllocation> {
        let s = self.shapes.get(shape);
        let region = s.inobject_capacity();
        let fits = !s.is_dictionary()
            && s.out_of_object_capacity() == 0
            && s.field_count() as usize == fields
            && s.field_count() <= region;
        let capacity_word = u16::try_from(region)
            .ok()
            .filter(|&c| c & Header::PROPERTY_ARRAY == 0)?;
        fits.then(|| InObjectAllocation {
            region,
            capacity_word,
            bytes: size_of::<Header>() + region as usize * size_of::<Slot>(),
        })
    }

    /// Whether `boilerplate` still describes this heap's objects of its
    /// layout: it was taken from this heap, and no shape was deprecated since.
    #[inline]
    pub(crate) fn boilerplate_holds(&self, boilerplate: &Boilerplate) -> bool {
        boilerplate.instance == self.caches.instance()
            && boilerplate.deprecations == self.shapes.deprecations()
    }

    /// Remembers what `o`, an object just built as `layout` says, tells about
    /// the layout's objects in this heap: its shape when later objects would
    /// share it, or that they are built the slow way.
    pub(crate) fn learn_layout(&mut self, layout: &ObjectLayout, o: ObjectId) {
        let shape = self.shape_of_known(o);
        let representations = || {
            self.shapes
                .descriptors(shape)
                .iter()
                .map(|d| d.representation)
                .collect()
        };
        let learned = if !self.is_layout_shape(shape, layout) {
            Learned::Slowly
        } else if layout.build == LayoutBuild::Literal {
            // A literal defines its properties: the prototype chain has no say.
            Learned::With {
                shape,
                object_prototype_shape: None,
                representations: representations(),
                deprecations: self.shapes.deprecations(),
            }
        } else {
            let object_prototype = self.intrinsics.object_prototype;
            let chain = self.shape_of_known(object_prototype);
            if self.shapes.get(chain).is_dictionary() {
                // A dictionary-mode chain can change without changing its
                // shape: check it on every object, the slow way.
                Learned::Slowly
            } else {
                Learned::With {
                    shape,
                    object_prototype_shape: Some(chain),
                    representations: representations(),
                    deprecations: self.shapes.deprecations(),
                }
            }
        };
        let cache = &mut self.caches.get_or_default::<LayoutShapes>().0;
        if cache.len() >= LAYOUT_CACHE_CAPACITY {
            cache.clear();
        }
        cache.insert(layout.identity, learned);
    }

    /// The learned shape of `layout`'s objects, when `values` fit its fields'
    /// representations and it is not deprecated.
    #[inline]
    fn layout_shape(&self, layout: &ObjectLayout, values: &[Value]) -> Option<ShapeId> {
        match self.caches.get::<LayoutShapes>()?.0.get(&layout.identity)? {
            Learned::Slowly => None,
            Learned::With {
                shape,
                object_prototype_shape,
                representations,
                deprecations,
            } => {
                if let Some(chain) = object_prototype_shape
                    && self.shape_of_known(self.intrinsics.object_prototype) != *chain
                {
                    return None;
                }
                let fits = representations.len() == values.len()
                    && representations.iter().zip(values).all(|(r, &v)| r.fits(v));
                // A deprecation since it was learned may have reached the
                // shape: the slow path finds out, and learns again.
                (fits && *deprecations == self.shapes.deprecations()).then_some(*shape)
            }
        }
    }

    /// Runs the JavaScript `layout` stands for.
    fn create_slowly(
        &mut self,
        layout: &ObjectLayout,
        values: &[Value],
    ) -> Result<ObjectId, JsError> {
        let o = match layout.build {
            LayoutBuild::Literal => {
                let entries: Vec<LiteralEntry> = layout
                    .keys
                    .iter()
                    .zip(values)
                    .map(|(&key, &value)| LiteralEntry::Property {
                        key,
                        value,
                        computed: false,
                    })
                    .collect();
                self.object_literal(&entries)?
            }
            LayoutBuild::Stores => {
                let o = self.new_object();
                for (&key, &value) in layout.keys.iter().zip(values) {
                    self.set(o, key, value, StoreOrigin::Named)?;
                }
                o
            }
        };
        match layout.prototype {
            LayoutPrototype::ObjectPrototype => {}
            LayoutPrototype::Null => self.set_prototype_of(o, None)?,
            LayoutPrototype::Object(p) => self.set_prototype_of(o, Some(p))?,
        }
        Ok(o)
    }

    /// True when every object of `layout` would reach `shape`: a fast shape
    /// that later objects share (a cached root, or a transition's recorded
    /// target), with the layout's prototype and the layout's keys as
    /// default-attribute data fields numbered in order.
    fn is_layout_shape(&self, shape: ShapeId, layout: &ObjectLayout) -> bool {
        let s = self.shapes.get(shape);
        let prototype = match layout.prototype {
            LayoutPrototype::ObjectPrototype => Some(self.intrinsics.object_prototype),
            LayoutPrototype::Null => None,
            LayoutPrototype::Object(p) => Some(p),
        };
        let shared = match s.created_by() {
            Some((from, edge)) => self.shapes.find_transition(from, &edge) == Some(shape),
            None => !s.is_detached(),
        };
        if s.is_dictionary()
            || !shared
            || !s.is_extensible()
            || s.kind() != ObjectKind::Ordinary
            || s.prototype() != prototype
            || s.field_count() as usize != layout.keys.len()
        {
            return false;
        }
        let descriptors = self.shapes.descriptors(shape);
        descriptors.len() == layout.keys.len()
            && descriptors
                .iter()
                .zip(layout.keys.iter())
                .enumerate()
                .all(|(i, (d, k))| {
                    d.key == *k
                        && d.attrs == Attrs::DEFAULT
                        && d.value == DescriptorValue::Field(i as u32)
                })
    }
}
