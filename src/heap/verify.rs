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
}

impl Heap {
    /// Checks the heap's structural invariants and describes the first broken one:
    /// every fast object has its shape's in-object capacity, exactly its shape's
    /// out-of-object field count in its property store, and no dictionary; every dictionary-mode object has a dictionary shape and table;
    /// no shape descriptor is an array index or repeats a key; field indices are
    /// dense; every field's value fits its representation; fast elements kinds
    /// have dense storage and dictionary elements sparse. Used by the
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
        for i in 0..self.object_count() as u32 {
            let (obj, header) = (self.object_known(ObjectId(i)), self.header(ObjectId(i)));
            let shape = self.shapes.get(header.shape);
            if shape.is_dictionary() != obj.dictionary.is_some() {
                return Err(HeapInvariantError::ModeMismatch {
                    object: ObjectId(i),
                });
            }
            if !shape.is_dictionary() && shape.inobject_capacity() != obj.inobject_capacity {
                return Err(HeapInvariantError::InobjectCapacity {
                    object: ObjectId(i),
                    found: obj.inobject_capacity,
                    expected: shape.inobject_capacity(),
                });
            }
            let out_of_object = shape.field_count().saturating_sub(obj.inobject_capacity);
            if !shape.is_dictionary() && obj.out_of_object.len() != out_of_object as usize {
                return Err(HeapInvariantError::OutOfObjectSlots {
                    object: ObjectId(i),
                    found: obj.out_of_object.len(),
                    fields: shape.field_count(),
                });
            }
            if let Some(dict) = obj.dictionary.as_deref()
                && dict.keys().any(|k| k.is_index())
            {
                return Err(HeapInvariantError::IndexKeyInDictionary {
                    object: ObjectId(i),
                });
            }
            let kind = shape.elements_kind();
            let sparse = matches!(obj.elements, Elements::Sparse(_));
            if (kind.is_fast() && sparse)
                || (kind == crate::shape::ElementsKind::Dictionary && !sparse)
            {
                return Err(HeapInvariantError::ElementsKindMismatch {
                    object: ObjectId(i),
                    kind,
                });
            }
            if !shape.is_dictionary() {
                for d in self.shapes.descriptors(header.shape) {
                    if let DescriptorValue::Field(f) = d.value {
                        let value = self.read_location(ObjectId(i), shape.field_location(f));
                        if !d.representation.fits(value) {
                            return Err(HeapInvariantError::RepresentationMismatch {
                                object: ObjectId(i),
                                field: f,
                                representation: d.representation,
                            });
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
