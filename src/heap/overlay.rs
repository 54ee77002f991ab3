//! The snapshot overlay: a restored heap reads its first objects, slots and
//! strings straight from the archive and copies an object into its own tables
//! only when it is touched (copy-on-write).

use super::*;

/// Table sizes of an archived heap (what `shapeshift snapshot inspect` shows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageCounts {
    /// Interned keys.
    pub atoms: usize,
    /// Strings.
    pub strings: usize,
    /// Shapes.
    pub shapes: usize,
    /// Shared descriptor tables.
    pub descriptor_tables: usize,
    /// Objects.
    pub objects: usize,
    /// Slots of the slot arena: every object's in-object slots and property array.
    pub inobject_slots: usize,
    /// Pending lazy properties.
    pub lazy_entries: usize,
    /// Modules initialized in the archived heap.
    pub loaded_modules: Vec<ModuleId>,
}

impl ArchivedHeapImage {
    /// The policy the archived heap was built under.
    pub fn recorded_policy(&self) -> Policy {
        unarchive(&self.policy)
    }

    /// The sizes of the archived tables.
    pub fn counts(&self) -> ImageCounts {
        ImageCounts {
            atoms: self.atoms.len(),
            strings: self.strings.len(),
            shapes: self.shapes.shape_count(),
            descriptor_tables: self.shapes.table_count(),
            objects: self.headers.len(),
            inobject_slots: self.inobject_slots.len(),
            lazy_entries: self.lazy.len(),
            loaded_modules: self
                .modules
                .iter()
                .enumerate()
                .filter(|(_, m)| matches!(m, crate::heap::module::ArchivedModuleState::Loaded(_)))
                .map(|(i, _)| ModuleId(i as u32))
                .collect(),
        }
    }
}

/// Deserializes an archived part of a snapshot's heap. The archive was
/// validated when the snapshot was opened (or vouched for by the caller of the
/// trusted opening), and these types' deserialization cannot fail otherwise.
pub(super) fn unarchive<T, A>(archived: &A) -> T
where
    A: rkyv::Deserialize<T, rkyv::rancor::Strategy<rkyv::de::Pool, rkyv::rancor::Panic>>,
{
    match rkyv::deserialize::<T, rkyv::rancor::Panic>(archived) {
        Ok(v) => v,
        Err(never) => match never {},
    }
}

/// An archived heap image kept alive at a stable address: what a restored heap
/// reads its first objects, shapes, slots and strings from. A snapshot is one
/// (`crate::snapshot::Snapshot`); the heap knows only this trait.
pub trait HeapBase: Send + Sync + std::fmt::Debug {
    /// The archived image. It must stay the same, at the same address, for as
    /// long as `self` lives.
    fn image(&self) -> &ArchivedHeapImage;

    /// A stable identity of the image's contents: two heaps restored from bases
    /// with the same identity share shape IDs.
    fn identity(&self) -> u64;
}

/// The archived object headers of a base, read in place.
struct BaseHeaders(Arc<dyn HeapBase>);

impl ArchivedTable<Header> for BaseHeaders {
    fn len(&self) -> u32 {
        self.0.image().headers.len() as u32
    }
    fn read(&self, index: u32) -> Header {
        let h = &self.0.image().headers[index as usize];
        Header {
            shape: ShapeId(h.shape.0.to_native()),
            generation: h.generation.to_native(),
            inobject_capacity: h.inobject_capacity.to_native(),
            inobject_base: h.inobject_base.to_native(),
            body: h.body.to_native(),
        }
    }
}

/// The archived object bodies of a base, copied out one by one.
struct BaseBodies(Arc<dyn HeapBase>);

impl ArchivedTable<JsObject> for BaseBodies {
    fn len(&self) -> u32 {
        self.0.image().bodies.len() as u32
    }
    fn read(&self, index: u32) -> JsObject {
        unarchive(&self.0.image().bodies[index as usize])
    }
}

impl HeapImage {
    /// The slots an object's region spans (in-object slots, then the meta
    /// slot and property array if it has one), or `None` when its meta slot
    /// is out of range or names an impossible capacity.
    pub(crate) fn region_size(&self, h: &Header) -> Option<usize> {
        region_size_in(&self.inobject_slots, h)
    }
}

/// [`HeapImage::region_size`] of a header in the arena `slots`.
fn region_size_in(slots: &[Slot], h: &Header) -> Option<usize> {
    let inobject = h.capacity() as usize;
    if !h.has_property_array() {
        return Some(inobject);
    }
    let meta = slots.get(h.inobject_base as usize + inobject)?;
    let capacity = usize::try_from(meta.bits()).ok()?;
    (capacity <= crate::policy::MAX_NUMBER_OF_DESCRIPTORS as usize).then(|| inobject + 1 + capacity)
}

/// The archived shapes of a base.
struct BaseShapes(Arc<dyn HeapBase>);

impl ArchivedTable<crate::shape::Shape> for BaseShapes {
    fn len(&self) -> u32 {
        self.0.image().shapes.shape_count() as u32
    }
    fn read(&self, index: u32) -> crate::shape::Shape {
        unarchive(&self.0.image().shapes.shapes[index as usize])
    }
}

/// The archived descriptor tables of a base.
struct BaseTables(Arc<dyn HeapBase>);

impl ArchivedTable<crate::shape::DescriptorTable> for BaseTables {
    fn len(&self) -> u32 {
        self.0.image().shapes.table_count() as u32
    }
    fn read(&self, index: u32) -> crate::shape::DescriptorTable {
        unarchive(&self.0.image().shapes.tables[index as usize])
    }
}

/// Restoring from an archived image: a heap that reads the archive in place.
impl Heap {
    /// A heap restored from `base`, running on `runtime` (whose natives and
    /// modules the image was checked against when it was opened).
    ///
    /// The restore does not visit the image's objects, slots or strings: they
    /// stay in the archive and are read in place. An object is copied into
    /// the heap's own overlay when it is written (its header and in-object slots,
    /// copy-on-write) or when its body (out-of-object fields, dictionary,
    /// elements, flags) is first needed other than for a field read. New
    /// objects, strings, shapes and transitions live in the overlay. What *is*
    /// copied at restore is proportional to the image's root maps, atoms, module
    /// states and pending lazy entries, not to its objects: the key interner
    /// (it needs a hash index for lookups), the root-map cache, the module cache
    /// and the lazy table. Lazy entries resolve on first access in this heap
    /// only.
    pub fn restore_from(base: Arc<dyn HeapBase>, runtime: Arc<Runtime>) -> Heap {
        let image = base.image();
        let shapes = ShapeTable::restore(
            Arc::new(BaseShapes(base.clone())),
            Arc::new(BaseTables(base.clone())),
            unarchive(&image.shapes.roots),
        );
        Heap {
            atoms: unarchive(&image.atoms),
            strings: Default::default(),
            string_bytes: 0,
            shapes,
            headers: Layered::over(Arc::new(BaseHeaders(base.clone()))),
            bodies: Layered::over(Arc::new(BaseBodies(base.clone()))),
            inobject_slots: Vec::new(),
            policy: unarchive(&image.policy),
            intrinsics: unarchive(&image.intrinsics),
            length_atom: unarchive(&image.length_atom),
            trace: None,
            trace_sites: Vec::new(),
            trace_site: crate::heap::trace::TraceSite::UNKNOWN,
            scratch: Vec::new(),
            slot_scratch: Vec::new(),
            runtime,
            native_call_pin: Default::default(),
            script_call_replay: None,
            script_calls_to_caller: false,
            modules: unarchive(&image.modules),
            lazy: unarchive(&image.lazy),
            resolving: FxHashSet::default(),
            base_slots: image.inobject_slots.len() as u32,
            base_strings: image.strings.len() as u32,
            base: Some(base),
            object_function_map: None,
            initial_array_maps: [None; ElementsKind::COUNT],
            caches: HeapCaches::default(),
            body_writes: 0,
            chain_epoch: chains::ChainEpoch::new(),
            absent_chains: chains::AbsentChains::default(),
            copies: copies::CopyCache::default(),
            store_stubs: stubs::StoreStubs::default(),
            // Snapshot objects are never freed, so a restored heap starts with
            // no free slots.
            gc: Default::default(),
        }
    }

    /// A heap that owns every table of `image`, running on `runtime`.
    pub fn from_image(mut image: HeapImage, runtime: Arc<Runtime>) -> Heap {
        // The region invariant the inline-cache hit relies on
        // (`Heap::read_inobject_if`): every in-object part lies in the arena.
        // A validated snapshot's image keeps it; an image deserialized by
        // other means may not, and a header whose in-object part is outside
        // loses it (its object then reads `undefined` there, and `verify`
        // reports its capacity), so that no read leaves the arena. A property
        // array that does not fit is dropped the same way, so that the free
        // regions worked out below never include a live object's slots.
        let arena = image.inobject_slots.len();
        for h in &mut image.headers {
            let end = (h.inobject_base as usize).checked_add(h.capacity() as usize);
            if end.is_none_or(|end| end > arena) {
                h.inobject_capacity = 0;
                continue;
            }
            let whole = region_size_in(&image.inobject_slots, h)
                .and_then(|size| size.checked_add(h.inobject_base as usize));
            if whole.is_none_or(|end| end > arena) {
                h.inobject_capacity &= !Header::PROPERTY_ARRAY;
            }
        }
        // The image's free object slots, for reuse.
        let free: Vec<u32> = image
            .headers
            .iter()
            .enumerate()
            .filter(|(_, h)| {
                h.shape == Header::FREE && h.generation() < crate::value::MAX_GENERATION
            })
            .map(|(i, _)| i as u32)
            .collect();
        // The slot arena's free regions: every run of slots no live object's
        // region covers.
        let live_regions = image
            .headers
            .iter()
            .filter(|h| h.shape != Header::FREE)
            .map(|h| (h.inobject_base as usize, image.region_size(h).unwrap_or(0)));
        let free_regions: Vec<(u32, u32)> = gc::uncovered_runs(arena, live_regions)
            .into_iter()
            .map(|(start, end)| (start as u32, (end - start) as u32))
            .collect();
        // Bodies no object names are free (emptied, for reuse).
        let mut named = vec![false; image.bodies.len()];
        for h in &image.headers {
            if let Some(n) = named.get_mut(h.body as usize) {
                *n = true;
            }
        }
        let mut free_bodies = Vec::new();
        for (i, body) in image.bodies.iter_mut().enumerate() {
            if !named[i] {
                *body = JsObject::EMPTY;
                free_bodies.push(i as u32);
            }
        }
        let string_bytes = image.strings.live_bytes();
        Heap {
            atoms: image.atoms,
            strings: image.strings,
            string_bytes,
            shapes: ShapeTable::from_image(image.shapes),
            headers: Layered::from_vec(image.headers),
            bodies: Layered::from_vec(image.bodies),
            inobject_slots: image.inobject_slots,
            policy: image.policy,
            intrinsics: image.intrinsics,
            length_atom: image.length_atom,
            trace: None,
            trace_sites: Vec::new(),
            trace_site: crate::heap::trace::TraceSite::UNKNOWN,
            scratch: Vec::new(),
            slot_scratch: Vec::new(),
            runtime,
            native_call_pin: Default::default(),
            script_call_replay: None,
            script_calls_to_caller: false,
            modules: image.modules,
            lazy: image.lazy,
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
            gc: gc::GcState::with_free(&free, free_bodies, &free_regions),
        }
    }

    /// The archivable form of this heap: every object, slot, string, shape and
    /// descriptor table in its own tables (a restored heap's archived ones
    /// copied out), in ID order. What a snapshot of this heap stores.
    pub fn to_image(&self) -> HeapImage {
        let n = self.object_slots();
        // The slot arena, compacted: every live object's region in object
        // order, and no free regions.
        let mut inobject_slots: Vec<Slot> = Vec::new();
        let headers: Vec<Header> = (0..n)
            .map(|i| {
                let mut header = self.header(ObjectId(i, 0));
                let size = self.region_size(&header);
                let start = inobject_slots.len() as u32;
                inobject_slots.extend(
                    (0..size).map(|s| self.raw_slot(header.inobject_base + s).unwrap_or_default()),
                );
                header.inobject_base = start;
                header
            })
            .collect();
        let strings = if self.base.is_none() {
            self.strings.clone()
        } else {
            let mut all = crate::strings::StringArena::default();
            let image = self.base_image();
            for i in 0..self.base_strings {
                let (text, generation) = match image {
                    Some(image) => (
                        image.strings.get(i as usize),
                        image.strings.generation(i as usize),
                    ),
                    None => (None, 0),
                };
                all.push_slot(text, generation);
            }
            for i in 0..self.strings.len() {
                all.push_slot(self.strings.get(i), self.strings.generation(i));
            }
            all
        };
        HeapImage {
            atoms: self.atoms.clone(),
            strings,
            shapes: self.shapes.to_image(),
            headers,
            bodies: self.bodies.to_vec(),
            inobject_slots,
            policy: self.policy,
            intrinsics: self.intrinsics,
            length_atom: self.length_atom,
            modules: self.modules.clone(),
            lazy: self.lazy.clone(),
        }
    }

    /// Whether this heap reads objects from a snapshot.
    pub fn is_restored(&self) -> bool {
        self.base.is_some()
    }

    /// How many snapshot objects have been copied into this heap's overlay so far:
    /// (bodies, copied on first access; headers, copied on first write).
    pub fn copied_snapshot_objects(&self) -> (usize, usize) {
        (self.bodies.copied(), self.headers.copied())
    }

    pub(super) fn base_image(&self) -> Option<&ArchivedHeapImage> {
        self.base.as_deref().map(|b| b.image())
    }

    /// In-object capacity of `id`, without copying a snapshot object's body.
    #[inline]
    pub(super) fn inobject_capacity_of(&self, id: ObjectId) -> u32 {
        self.header(id).capacity()
    }

    /// This heap deciding by `policy` from now on (a checked policy).
    pub(crate) fn with_policy_replaced(mut self, policy: Policy) -> Heap {
        self.policy = policy;
        self
    }

    /// An owned copy of this heap with every snapshot object, slot and string
    /// copied out of the archive.
    pub fn flattened(&self) -> Heap {
        Heap::from_image(self.to_image(), self.runtime.clone())
    }
}
