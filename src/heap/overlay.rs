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
    /// In-object slots.
    pub inobject_slots: usize,
    /// Pending lazy properties.
    pub lazy_entries: usize,
    /// Modules initialized in the archived heap.
    pub loaded_modules: Vec<ModuleId>,
}

impl ArchivedHeap {
    /// The archived shape arena.
    pub(crate) fn shape_table(&self) -> &ArchivedShapeTable {
        &self.shapes
    }

    /// The sizes of the archived tables.
    pub fn counts(&self) -> ImageCounts {
        ImageCounts {
            atoms: self.atoms.len(),
            strings: self.strings.len(),
            shapes: self.shapes.shape_count(),
            descriptor_tables: self.shapes.table_count(),
            objects: self.objects.len(),
            inobject_slots: self.inobject_slots.len(),
            lazy_entries: self.lazy.len(),
            loaded_modules: self
                .modules
                .iter()
                .enumerate()
                .filter(|(_, m)| matches!(m, crate::module::ArchivedModuleState::Loaded(_)))
                .map(|(i, _)| ModuleId(i as u32))
                .collect(),
        }
    }
}

/// Converts an archived value (a snapshot's) to a value.
pub(super) fn archived_value(v: &ArchivedValue) -> Value {
    match v {
        ArchivedValue::Undefined => Value::Undefined,
        ArchivedValue::Null => Value::Null,
        ArchivedValue::Bool(b) => Value::Bool(*b),
        ArchivedValue::Number(x) => Value::Number(x.to_native()),
        ArchivedValue::String(s) => Value::String(StrId(s.0.to_native())),
        ArchivedValue::Object(o) => Value::Object(ObjectId(o.0.to_native())),
        ArchivedValue::Native(n) => Value::Native(NativeId(n.0.to_native())),
    }
}

/// Deserializes an archived part of a snapshot's heap. The archive was
/// validated when the snapshot was opened (or vouched for by the caller of the
/// trusted opening), and these types' deserialization cannot fail otherwise.
pub(crate) fn unarchive<T, A>(archived: &A) -> T
where
    A: rkyv::Deserialize<T, rkyv::rancor::Strategy<rkyv::de::Pool, rkyv::rancor::Panic>>,
{
    match rkyv::deserialize::<T, rkyv::rancor::Panic>(archived) {
        Ok(v) => v,
        Err(never) => match never {},
    }
}

/// Restoring from a snapshot: a heap that reads the archive in place.
impl Heap {
    /// A heap restored from `snapshot`, running on `runtime` (the one the
    /// snapshot was opened for; its fingerprint was checked then).
    ///
    /// The restore does not visit the snapshot's objects, slots or strings: they
    /// stay in the mapped archive and are read in place. An object is copied into
    /// the heap's own overlay when it is written (its header and in-object slots,
    /// copy-on-write) or when its body (out-of-object fields, dictionary,
    /// elements, flags) is first needed other than for a field read. New
    /// objects, strings, shapes and transitions live in the overlay. What *is*
    /// copied at restore is proportional to the snapshot's shapes, atoms, module
    /// states and pending lazy entries, not to its objects: the shape arena and
    /// the key interner (both need hash indexes for lookups), the module cache and
    /// the lazy table. Lazy entries resolve on first access in this heap only.
    pub fn restore(snapshot: Arc<Snapshot>, runtime: Arc<Runtime>) -> Heap {
        let image = &snapshot.image().heap;
        let mut heap = Heap {
            atoms: unarchive(&image.atoms),
            strings: Default::default(),
            string_bytes: 0,
            shapes: ShapeTable::restore(snapshot.clone()),
            headers: Vec::new(),
            objects: Vec::new(),
            inobject_slots: Vec::new(),
            policy: unarchive(&image.policy),
            intrinsics: unarchive(&image.intrinsics),
            length_atom: unarchive(&image.length_atom),
            trace: None,
            scratch: Vec::new(),
            runtime,
            modules: unarchive(&image.modules),
            lazy: unarchive(&image.lazy),
            resolving: FxHashSet::default(),
            base: None,
            base_objects: image.headers.len() as u32,
            base_slots: image.inobject_slots.len() as u32,
            base_strings: image.strings.len() as u32,
            base_headers: FxHashMap::default(),
            base_bodies: Bodies::default(),
            clone_shapes: Default::default(),
        };
        heap.base = Some(snapshot);
        heap
    }

    /// Whether this heap reads objects from a snapshot.
    pub fn is_restored(&self) -> bool {
        self.base.is_some()
    }

    /// How many snapshot objects have been copied into this heap's overlay so far
    /// (bodies copied on first access; headers copied on first write).
    pub fn copied_snapshot_objects(&self) -> (usize, usize) {
        (self.base_bodies.0.len(), self.base_headers.len())
    }

    pub(super) fn base_image(&self) -> Option<&ArchivedHeap> {
        self.base.as_deref().map(|s| &s.image().heap)
    }

    #[cold]
    pub(super) fn base_header(&self, i: u32) -> Header {
        if let Some(h) = self.base_headers.get(&i) {
            return *h;
        }
        match self
            .base_image()
            .and_then(|image| image.headers.get(i as usize))
        {
            Some(h) => Header {
                shape: ShapeId(h.shape.0.to_native()),
                inobject_base: h.inobject_base.to_native(),
            },
            // Only IDs below `base_objects` (the archive's length) come here.
            None => unreachable!("snapshot object #{i} is out of the archive's range"),
        }
    }

    #[cold]
    pub(super) fn base_slot(&self, index: u32) -> Option<Value> {
        self.base_image()
            .and_then(|image| image.inobject_slots.get(index as usize))
            .map(archived_value)
    }

    #[cold]
    pub(super) fn base_body(&self, i: u32) -> &JsObject {
        if let Some(body) = self.base_bodies.0.get(&i) {
            return body;
        }
        let body: JsObject = match self
            .base_image()
            .and_then(|image| image.objects.get(i as usize))
        {
            Some(archived) => unarchive(archived),
            None => unreachable!("snapshot object #{i} is out of the archive's range"),
        };
        self.base_bodies.0.insert(i, Box::new(body))
    }

    /// In-object capacity of `id`, without copying a snapshot object's body.
    #[inline]
    pub(super) fn inobject_capacity_of(&self, id: ObjectId) -> u32 {
        if id.0 < self.base_objects
            && self.base_bodies.0.get(&id.0).is_none()
            && let Some(body) = self
                .base_image()
                .and_then(|image| image.objects.get(id.0 as usize))
        {
            return body.inobject_capacity.to_native();
        }
        self.object(id).inobject_capacity
    }

    /// An owned copy of this heap with every snapshot object, slot and string
    /// copied out of the archive: what a snapshot of a restored heap archives.
    pub fn flattened(&self) -> Heap {
        let mut flat = self.clone();
        if self.base.is_none() {
            return flat;
        }
        let n = self.object_count() as u32;
        flat.headers = (0..n).map(|i| self.header(ObjectId(i))).collect();
        flat.objects = (0..n).map(|i| self.object(ObjectId(i)).clone()).collect();
        // Slot indices stay as they are: base slots first, then the overlay's.
        let base_slots: Vec<Value> = (0..self.base_slots)
            .map(|i| self.base_slot(i).unwrap_or_default())
            .collect();
        flat.inobject_slots = base_slots;
        flat.inobject_slots.extend_from_slice(&self.inobject_slots);
        flat.strings = Default::default();
        for i in 0..self.base_strings + self.strings.len() as u32 {
            flat.strings.push(self.str(StrId(i)));
        }
        flat.shapes = self.shapes.flattened();
        flat.base = None;
        flat.base_objects = 0;
        flat.base_slots = 0;
        flat.base_strings = 0;
        flat.base_headers = FxHashMap::default();
        flat.base_bodies = Bodies::default();
        flat.clone_shapes = Default::default();
        flat
    }
}
