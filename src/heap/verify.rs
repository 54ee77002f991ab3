//! The heap's structural invariants, checked: what every operation keeps
//! true, and what the model tests check after every step. A snapshot from
//! outside is checked against them too (`crate::snapshot::validate`).

use super::*;

/// A broken heap invariant, found by [`Heap::verify`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeapInvariantError {
    /// A shape's descriptors hold an array-index key (those live in elements).
    #[error("{shape} has an array-index key among its descriptors")]
    IndexKeyInShape {
        /// The shape.
        shape: ShapeId,
    },
    /// A shape's descriptors repeat a key.
    #[error("{shape} repeats a key")]
    RepeatedKey {
        /// The shape.
        shape: ShapeId,
    },
    /// A shape's field indices are not dense and ascending.
    #[error("{shape} numbers its fields out of order")]
    FieldsOutOfOrder {
        /// The shape.
        shape: ShapeId,
    },
    /// A descriptor's accessor bit disagrees with what it holds.
    #[error("{shape} has a descriptor whose accessor bit disagrees with its value")]
    AccessorBitMismatch {
        /// The shape.
        shape: ShapeId,
    },
    /// A shape's field count is not its data descriptors' count.
    #[error("{shape} miscounts its fields")]
    FieldCount {
        /// The shape.
        shape: ShapeId,
    },
    /// A fast shape with a dictionary, or a dictionary shape without one.
    #[error("{object}: its shape's mode and its storage disagree")]
    ModeMismatch {
        /// The object.
        object: ObjectId,
    },
    /// A fast object's in-object capacity is not its shape's.
    #[error("{object}: in-object capacity {found} differs from its shape's {expected}")]
    InobjectCapacity {
        /// The object.
        object: ObjectId,
        /// The object's capacity.
        found: u32,
        /// The shape's.
        expected: u32,
    },
    /// An overlay object's in-object slots do not all lie in the heap's slot
    /// arena (the inline-cache hit path reads them without a bounds check).
    #[error("object slot {index}: its in-object slots lie outside the slot arena")]
    RegionOutsideArena {
        /// The object slot.
        index: u32,
    },
    /// A fast object's out-of-object store does not hold its shape's fields.
    #[error("{object}: {found} out-of-object slots for {fields} fields")]
    OutOfObjectSlots {
        /// The object.
        object: ObjectId,
        /// The slots it has.
        found: usize,
        /// Its shape's field count.
        fields: u32,
    },
    /// A property dictionary holds an array-index key.
    #[error("{object}: an index key in its property dictionary")]
    IndexKeyInDictionary {
        /// The object.
        object: ObjectId,
    },
    /// A field holds a value its representation does not fit.
    #[error(
        "{object}: field {field} holds a value its {representation:?} representation does not fit"
    )]
    RepresentationMismatch {
        /// The object.
        object: ObjectId,
        /// The field's index.
        field: u32,
        /// The field's representation.
        representation: crate::shape::Representation,
    },
    /// The elements' storage disagrees with the shape's elements kind (fast
    /// kinds are dense, dictionary elements sparse).
    #[error("{object}: its elements' storage disagrees with its {kind:?} elements kind")]
    ElementsKindMismatch {
        /// The object.
        object: ObjectId,
        /// The shape's elements kind.
        kind: crate::shape::ElementsKind,
    },
    /// A live object refers to an object or string that is not alive (freed
    /// by the collector, or never handed out).
    #[error("{object} refers to {target}, which is not alive")]
    DanglingReference {
        /// The object.
        object: ObjectId,
        /// The value it holds, as `Debug` prints it.
        target: String,
    },
    /// Two objects name the same body.
    #[error("{object} names body {body}, which another object names too")]
    SharedBody {
        /// The second object found naming it.
        object: ObjectId,
        /// The body.
        body: u32,
    },
    /// A free object slot still has a body or in-object values.
    #[error("free slot {index} still holds a body or values")]
    FreeSlotNotEmpty {
        /// The slot.
        index: u32,
    },
    /// The free object slots name a slot that is not free, or one twice: the
    /// next two objects would share it.
    #[error("object slot {index} is handed out as free, but is not, or is twice")]
    FreeListWrong {
        /// The slot.
        index: u32,
    },
    /// A slot of the slot arena is in two places at once: two live objects'
    /// regions, or a live region and the free space (or the free space
    /// twice), so that two objects would write one slot.
    #[error("arena slot {slot} is in two regions, or in a region and the free space")]
    ArenaSlotTwice {
        /// The slot's arena index.
        slot: u32,
    },
}

impl Heap {
    /// Checks the heap's structural invariants and describes the first broken one:
    /// every fast object has its shape's in-object capacity, exactly its shape's
    /// out-of-object field count in its property store, and no dictionary; every dictionary-mode object has a dictionary shape and table;
    /// no shape descriptor is an array index or repeats a key; field indices are
    /// dense; every field's value fits its representation; fast elements kinds
    /// have dense storage and dictionary elements sparse; no slot of the slot
    /// arena is in two live regions or in one and the free space, and the
    /// free object slots are free. Used by the
    /// model-based tests after every step, and by `Snapshot::open`.
    pub fn verify(&self) -> Result<(), HeapInvariantError> {
        for id in self.shapes.ids() {
            let descriptors = self.shapes.descriptors(id);
            let mut fields = 0;
            // Small prefixes are compared pairwise; larger ones through a set,
            // so a heap of many large shapes verifies in linear time.
            let mut seen = rustc_hash::FxHashSet::default();
            let large = descriptors.len() > crate::policy::DESCRIPTOR_LINEAR_SEARCH_MAX;
            for (i, d) in descriptors.iter().enumerate() {
                if d.key.is_index() {
                    return Err(HeapInvariantError::IndexKeyInShape { shape: id });
                }
                let repeated = if large {
                    !seen.insert(d.key)
                } else {
                    descriptors[..i].iter().any(|e| e.key == d.key)
                };
                if repeated {
                    return Err(HeapInvariantError::RepeatedKey { shape: id });
                }
                if let DescriptorValue::Field(f) = d.value {
                    if f != fields {
                        return Err(HeapInvariantError::FieldsOutOfOrder { shape: id });
                    }
                    fields += 1;
                }
                if d.attrs.contains(Attrs::ACCESSOR)
                    != matches!(d.value, DescriptorValue::Accessor { .. })
                {
                    return Err(HeapInvariantError::AccessorBitMismatch { shape: id });
                }
            }
            if fields != self.shapes.get(id).field_count() {
                return Err(HeapInvariantError::FieldCount { shape: id });
            }
        }
        let mut named_bodies = vec![false; self.bodies.len()];
        for i in 0..self.object_slots() {
            let header = self.header(ObjectId(i, 0));
            if !self.inobject_part_in_arena(i) {
                return Err(HeapInvariantError::RegionOutsideArena { index: i });
            }
            if header.shape == Header::FREE {
                self.verify_free_slot(i)?;
                continue;
            }
            let id = ObjectId(i, header.generation());
            if let Some(named) = named_bodies.get_mut(header.body as usize) {
                if *named {
                    return Err(HeapInvariantError::SharedBody {
                        object: id,
                        body: header.body,
                    });
                }
                *named = true;
            }
            let capacity = header.capacity();
            let obj = self.object_known(id);
            self.verify_references(id)?;
            let shape = self.shapes.get(header.shape);
            if shape.is_dictionary() != obj.dictionary().is_some() {
                return Err(HeapInvariantError::ModeMismatch { object: id });
            }
            if !shape.is_dictionary() && shape.inobject_capacity() != capacity {
                return Err(HeapInvariantError::InobjectCapacity {
                    object: id,
                    found: capacity,
                    expected: shape.inobject_capacity(),
                });
            }
            let out_of_object = shape.field_count().saturating_sub(capacity);
            let (_, room) = self.property_array(&header);
            if (!shape.is_dictionary() && room < out_of_object)
                || (shape.is_dictionary() && header.has_property_array())
            {
                return Err(HeapInvariantError::OutOfObjectSlots {
                    object: id,
                    found: room as usize,
                    fields: shape.field_count(),
                });
            }
            if let Some(dict) = obj.dictionary()
                && dict.keys().any(|k| k.is_index())
            {
                return Err(HeapInvariantError::IndexKeyInDictionary { object: id });
            }
            let kind = shape.elements_kind();
            let sparse = matches!(obj.elements, Elements::Sparse(_));
            if (kind.is_fast() && sparse)
                || (kind == crate::shape::ElementsKind::Dictionary && !sparse)
            {
                return Err(HeapInvariantError::ElementsKindMismatch { object: id, kind });
            }
            if !shape.is_dictionary() {
                for d in self.shapes.descriptors(header.shape) {
                    if let DescriptorValue::Field(f) = d.value {
                        let value = self.read_location(id, shape.field_location(f));
                        if !d.representation.fits(value) {
                            return Err(HeapInvariantError::RepresentationMismatch {
                                object: id,
                                field: f,
                                representation: d.representation,
                            });
                        }
                    }
                }
            }
        }
        self.verify_free_space()?;
        Ok(())
    }

    /// Every object and string value that live object `id` holds is alive.
    fn verify_references(&self, id: ObjectId) -> Result<(), HeapInvariantError> {
        let alive = |v: Value| match v {
            Value::Object(o) => self.contains(o),
            Value::String(s) => self.str(s).is_some(),
            _ => true,
        };
        let header = self.header(id);
        let (props, room) = self.property_array(&header);
        let obj = self.object_known(id);
        let slots = (0..header.capacity())
            .map(|i| header.inobject_base + i)
            .chain(props..props + room)
            .map(|i| self.slot(i).unwrap_or_default());
        let dictionary = obj
            .dictionary()
            .into_iter()
            .flat_map(|d| d.values().map(|e| e.slot));
        let elements: Vec<PropertySlot> = match &obj.elements {
            Elements::Dense(v) => v
                .iter()
                .filter_map(|s| s.element())
                .map(PropertySlot::Data)
                .collect(),
            Elements::Sparse(m) => m.values().map(|e| e.slot).collect(),
        };
        let values = slots.chain(dictionary.chain(elements).flat_map(|slot| match slot {
            PropertySlot::Data(v) => [v, Value::Undefined],
            PropertySlot::Accessor { get, set } => [get, set],
        }));
        for target in values {
            if !alive(target) {
                return Err(HeapInvariantError::DanglingReference {
                    object: id,
                    target: format!("{target:?}"),
                });
            }
        }
        Ok(())
    }

    /// The overlay's slot arena and the free object slots: no arena slot is
    /// in two live regions, or in one and in the free space, or twice in the
    /// free space; every slot the free list hands out is free, once.
    fn verify_free_space(&self) -> Result<(), HeapInvariantError> {
        let arena = self.inobject_slots.len();
        let mut taken = vec![false; arena];
        let mut take = |start: u32, size: u32| {
            let offset = start.checked_sub(self.base_slots)? as usize;
            for (i, t) in taken
                .iter_mut()
                .skip(offset)
                .take(size as usize)
                .enumerate()
            {
                if std::mem::replace(t, true) {
                    return Some(start + i as u32);
                }
            }
            None
        };
        for i in 0..self.object_slots() {
            let header = self.header(ObjectId(i, 0));
            if header.shape == Header::FREE {
                continue;
            }
            if let Some(slot) = take(header.inobject_base, self.region_size(&header)) {
                return Err(HeapInvariantError::ArenaSlotTwice { slot });
            }
        }
        for (start, size) in self.gc.free_pieces() {
            if let Some(slot) = take(start, size) {
                return Err(HeapInvariantError::ArenaSlotTwice { slot });
            }
        }
        let mut handed = vec![false; self.object_slots() as usize];
        for index in self.gc.free_object_indices() {
            let free = self
                .headers
                .overlay(ObjectId(index, 0))
                .is_some_and(|h| h.shape == Header::FREE);
            let once = handed
                .get_mut(index as usize)
                .is_some_and(|h| !std::mem::replace(h, true));
            if !(free && once) {
                return Err(HeapInvariantError::FreeListWrong { index });
            }
        }
        Ok(())
    }

    /// Whether the in-object part of object slot `index`, if it is an overlay
    /// slot, lies in the overlay's slot arena: the invariant that lets
    /// [`Heap::read_inobject_if`] read a slot unchecked. Snapshot objects are
    /// read through checked paths, and their regions are validated with the
    /// snapshot.
    fn inobject_part_in_arena(&self, index: u32) -> bool {
        let Some(h) = self.headers.overlay(ObjectId(index, 0)) else {
            return true;
        };
        // A freed slot's header has no in-object part (capacity 0, base 0).
        if h.capacity() == 0 {
            return true;
        }
        h.inobject_base
            .checked_sub(self.base_slots)
            .and_then(|start| start.checked_add(h.capacity()))
            .is_some_and(|end| end as usize <= self.inobject_slots.len())
    }

    /// A free slot has an empty body and cleared in-object slots.
    fn verify_free_slot(&self, index: u32) -> Result<(), HeapInvariantError> {
        let id = ObjectId(index, 0);
        let header = self.header(id);
        let obj = self.object_known(id);
        let base = header.inobject_base;
        let cleared = (0..header.capacity())
            .all(|i| self.slot(base + i).unwrap_or_default() == Value::Undefined);
        if header.body == Header::NO_BODY
            && !header.has_property_array()
            && obj.dictionary().is_none()
            && obj.elements.is_empty()
            && cleared
        {
            Ok(())
        } else {
            Err(HeapInvariantError::FreeSlotNotEmpty { index })
        }
    }
}
