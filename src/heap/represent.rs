//! Keeping representations and elements kinds true.
//!
//! - Every store into a fast object's field goes through [`Heap::fit_field`],
//!   which generalizes the field when the value does not fit (in place, or by
//!   a new shape; see `crate::shape`'s update module), and every property
//!   access through the runtime first moves an object off a deprecated shape
//!   ([`Heap::migrate_if_deprecated`]).
//! - Every change to an object's elements reports to
//!   [`Heap::note_element_store`] (or sets the kind outright), which moves the
//!   object along the elements-kind lattice ([`ElementsKind`]) by an elements
//!   transition.

use super::*;
use crate::shape::{ElementsKind, FieldChange, ReplayStep};

impl Heap {
    /// Makes field `position` of fast object `id`'s shape able to hold
    /// `value`, before the value is written (V8's
    /// `LookupIterator::PrepareForDataProperty`). The object may move to a new
    /// shape with the same layout, or normalize when the new shape cannot be
    /// made.
    #[inline]
    pub(crate) fn fit_field(&mut self, id: ObjectId, position: u32, value: Value) {
        let shape = self.shape_of_known(id);
        let d = self
            .shapes
            .descriptors(shape)
            .get(position as usize)
            .copied();
        self.fit_descriptor(id, shape, position, d, value);
    }

    /// [`Heap::fit_field`] for the property a transition just added: the
    /// shape's last descriptor, found with one look at its table.
    #[inline]
    pub(crate) fn fit_last_field(&mut self, id: ObjectId, value: Value) {
        let shape = self.shape_of_known(id);
        let descriptors = self.shapes.descriptors(shape);
        let position = descriptors.len().saturating_sub(1) as u32;
        let d = descriptors.last().copied();
        self.fit_descriptor(id, shape, position, d, value);
    }

    /// Generalizes descriptor `d` (at `position` of `id`'s shape `shape`)
    /// when it is a field that cannot hold `value`.
    #[inline(always)]
    fn fit_descriptor(
        &mut self,
        id: ObjectId,
        shape: ShapeId,
        position: u32,
        d: Option<crate::shape::Descriptor>,
        value: Value,
    ) {
        if let Some(d) = d
            && !d.representation.fits(value)
            && matches!(d.value, DescriptorValue::Field(_))
        {
            self.generalize_field(id, shape, position, Representation::of(value));
        }
    }

    #[cold]
    fn generalize_field(
        &mut self,
        id: ObjectId,
        shape: ShapeId,
        position: u32,
        representation: Representation,
    ) {
        let d = self.shapes.descriptors(shape)[position as usize];
        let change = FieldChange {
            position,
            representation,
            mutable: false,
        };
        let before = d.representation;
        let after = before.generalize(representation);
        if self.shapes.can_generalize_in_place(shape, change) {
            self.shapes.generalize_in_place(shape, change);
            self.record(|| TraceEvent::Generalize {
                object: id,
                from: shape,
                to: shape,
                key: d.key,
                before,
                after,
            });
            return;
        }
        match self.updated_shape(shape, Some(change)) {
            Ok(to) => {
                self.set_shape(id, to);
                self.record(|| TraceEvent::Generalize {
                    object: id,
                    from: shape,
                    to,
                    key: d.key,
                    before,
                    after,
                });
            }
            Err(reason) => self.normalize_known(id, reason),
        }
    }

    /// Fits every field of fast object `id` to the value it holds: for objects
    /// built straight into a shape whose fields were made before their values
    /// were known (clones of a shape entry).
    pub(crate) fn fit_fields(&mut self, id: ObjectId) {
        let mut position = 0;
        loop {
            let shape = self.shape_of_known(id);
            if self.shapes.get(shape).is_dictionary() {
                return;
            }
            let Some(d) = self
                .shapes
                .descriptors(shape)
                .get(position as usize)
                .copied()
            else {
                return;
            };
            if let DescriptorValue::Field(i) = d.value {
                let location = self.shapes.get(shape).field_location(i);
                let value = self.read_location(id, location);
                self.fit_field(id, position, value);
            }
            position += 1;
        }
    }

    /// Whether `values`, in field order, fit the fields of fast shape `shape`,
    /// and the shape is current: what building an object straight into a
    /// remembered shape needs.
    #[inline]
    pub(crate) fn values_fit(&self, shape: ShapeId, values: &[Value]) -> bool {
        self.fields_fit(shape, values, Representation::fits)
    }

    /// [`Heap::values_fit`] for packed values.
    #[inline]
    pub(crate) fn slots_fit(&self, shape: ShapeId, slots: &[Slot]) -> bool {
        self.fields_fit(shape, slots, Representation::fits_slot)
    }

    #[inline(always)]
    fn fields_fit<T: Copy>(
        &self,
        shape: ShapeId,
        values: &[T],
        fits: impl Fn(Representation, T) -> bool,
    ) -> bool {
        if self.shapes.get(shape).is_deprecated() {
            return false;
        }
        let descriptors = self.shapes.descriptors(shape);
        if descriptors.len() == values.len() {
            // Only fields (the shapes objects are built straight into): one
            // pass, no filtering.
            return descriptors
                .iter()
                .zip(values)
                .all(|(d, &v)| fits(d.representation, v));
        }
        descriptors
            .iter()
            .filter(|d| matches!(d.value, DescriptorValue::Field(_)))
            .zip(values)
            .all(|(d, &v)| fits(d.representation, v))
    }

    /// A new object of fast shape `shape` holding `values` in field order,
    /// with its shape brought up to date and its fields fitted to the values:
    /// V8's `ValueDeserializer` follows the transitions its keys expect, then
    /// updates the map and generalizes fields whose values do not fit.
    #[inline]
    pub(crate) fn alloc_fitted(&mut self, shape: ShapeId, values: &[Value]) -> ObjectId {
        let id = self.alloc_with_fields(shape, values);
        self.settle_fields(id, self.values_fit(shape, values));
        id
    }

    /// [`Heap::alloc_fitted`] for packed values: the region is filled by
    /// copying them.
    #[inline]
    pub(crate) fn alloc_fitted_slots(&mut self, shape: ShapeId, slots: &[Slot]) -> ObjectId {
        let id = self.alloc_with_slots(shape, slots);
        self.settle_fields(id, self.slots_fit(shape, slots));
        id
    }

    /// After `id` was given a shape and its field values at once: unless they
    /// fit and the shape is current (`fit`, from [`Heap::values_fit`] or
    /// [`Heap::slots_fit`]), moves `id` off a deprecated shape and fits its
    /// fields.
    #[inline]
    pub(crate) fn settle_fields(&mut self, id: ObjectId, fit: bool) {
        if !fit {
            self.migrate_if_deprecated(id);
            self.fit_fields(id);
        }
    }

    /// Moves `id` off a deprecated shape to the shape that replaces it (V8's
    /// `JSObject::MigrateInstance`, which property accesses through the
    /// runtime run first). Returns whether it moved.
    #[inline]
    pub(crate) fn migrate_if_deprecated(&mut self, id: ObjectId) -> bool {
        // A heap that never deprecated a shape (most) pays one compare.
        if self.shapes.deprecations() == 0 {
            return false;
        }
        let from = self.shape_of_known(id);
        if !self.shapes.get(from).is_deprecated() {
            return false;
        }
        self.migrate_deprecated(id, from);
        true
    }

    /// The shape that replaces `from` once `change` (if any) is applied
    /// ([`ShapeTable::updated`](crate::shape::ShapeTable)); when tracing,
    /// what the replay did to the tree is recorded first, as V8 logs its
    /// `MapUpdater`: each shape deprecated, then each shape made.
    fn updated_shape(
        &mut self,
        from: ShapeId,
        change: Option<FieldChange>,
    ) -> Result<ShapeId, &'static str> {
        let atoms = &self.atoms;
        let is_private = |k| atoms.is_private_key(k);
        if self.trace.is_none() {
            return self.shapes.updated(&self.policy, from, change, &is_private);
        }
        let mut steps = Vec::new();
        let result =
            self.shapes
                .updated_logged(&self.policy, from, change, &is_private, &mut steps);
        for step in steps {
            self.record(|| match step {
                ReplayStep::Deprecated(shape) => TraceEvent::Deprecate { shape },
                ReplayStep::Made { from, to, edge } => TraceEvent::ShapeAdded {
                    from,
                    to,
                    key: edge,
                },
            });
        }
        result
    }

    #[cold]
    fn migrate_deprecated(&mut self, id: ObjectId, from: ShapeId) {
        match self.updated_shape(from, None) {
            Ok(to) => {
                self.set_shape(id, to);
                self.record(|| TraceEvent::Migrate {
                    object: id,
                    from,
                    to,
                });
            }
            Err(reason) => self.normalize_known(id, reason),
        }
    }

    /// `shape` itself, or when it is deprecated, the shape that replaces it
    /// (V8's `Map::Update`): what a walk that holds a shape across stores
    /// (a deserializer's expected map) continues from.
    pub(crate) fn current_shape(&mut self, shape: ShapeId) -> Option<ShapeId> {
        if !self.shapes.get(shape).is_deprecated() {
            return Some(shape);
        }
        self.updated_shape(shape, None).ok()
    }

    /// V8's `%TryMigrateInstance`: moves `id` off a deprecated shape. Returns
    /// whether the object's shape was deprecated (and so moved).
    pub fn try_migrate_instance(&mut self, id: ObjectId) -> Result<bool, JsError> {
        self.check_object(id)?;
        Ok(self.migrate_if_deprecated(id))
    }
}

impl Heap {
    /// The elements kind of object `id` (from its shape).
    #[inline]
    pub(crate) fn elements_kind_known(&self, id: ObjectId) -> ElementsKind {
        self.shapes.get(self.shape_of_known(id)).elements_kind()
    }

    /// The elements kind of object `id`, as V8's `%Has…Elements` natives see it.
    pub fn elements_kind(&self, id: ObjectId) -> Result<ElementsKind, JsError> {
        self.check_object(id)?;
        Ok(self.elements_kind_known(id))
    }

    /// Moves `id` to the shape for elements of `kind` (V8's
    /// `JSObject::TransitionElementsKind`), recorded as an elements transition.
    pub(crate) fn set_elements_kind(&mut self, id: ObjectId, kind: ElementsKind) {
        let from = self.shape_of_known(id);
        if self.shapes.get(from).elements_kind() == kind {
            return;
        }
        let before = self.shapes.len();
        let atoms = &self.atoms;
        match self
            .shapes
            .with_elements_kind(&self.policy, from, kind, &|k| atoms.is_private_key(k))
        {
            Ok(to) => {
                self.set_shape(id, to);
                let created = self.shapes.len() > before;
                self.record(|| TraceEvent::Transition {
                    object: id,
                    from,
                    to,
                    key: TransitionKey::Elements(kind),
                    created,
                });
            }
            Err(reason) => {
                self.normalize_known(id, reason);
                self.set_elements_kind(id, kind);
            }
        }
    }

    /// Follows an element store of `value` into `id`'s elements: the kind
    /// climbs to hold the value, to holey when the store left `holes` before
    /// it, and to a dictionary when the store made the elements sparse. Kinds
    /// other than the fast six (integrity levels, dictionaries) stay.
    #[inline]
    pub(crate) fn note_element_store(&mut self, id: ObjectId, value: Option<Value>, holes: bool) {
        let kind = self.elements_kind_known(id);
        if !kind.is_fast() {
            return;
        }
        let mut wanted = if matches!(self.object_known(id).elements, Elements::Sparse(_)) {
            ElementsKind::Dictionary
        } else {
            value.map_or(kind, |v| kind.to_hold(v))
        };
        if holes && wanted.is_fast() {
            wanted = wanted.to_holey();
        }
        if wanted != kind {
            self.set_elements_kind(id, wanted);
        }
    }

    /// A new array of `values` (`None` for holes) with the elements kind they
    /// call for ([`ElementsKind::of_values`]), or `kind` when given.
    pub(crate) fn new_array_of_kind(
        &mut self,
        values: Vec<Option<Value>>,
        kind: Option<ElementsKind>,
    ) -> ObjectId {
        let kind = kind.unwrap_or_else(|| ElementsKind::of_values(&values));
        self.new_array_of_slots(values.iter().map(|&v| Slot::pack_element(v)), kind)
    }

    /// A new array of elements kind `kind` whose elements are `elements`,
    /// packed (a hole is [`Slot::HOLE`]), with nothing in between: what a
    /// reader that holds the elements as slots already makes.
    pub(crate) fn new_array_of_slots(
        &mut self,
        elements: impl ExactSizeIterator<Item = Slot>,
        kind: ElementsKind,
    ) -> ObjectId {
        let shape = self.initial_array_map(kind);
        self.new_array_in(shape, elements)
    }

    /// A tagged template's strings array (`PACKED_ELEMENTS`), not yet given
    /// its `raw` or frozen. V8 makes it from a map of its own
    /// (`js_array_template_literal_object_map`), so no array a script
    /// builds, however alike, shares its map.
    pub(crate) fn new_template_array(&mut self, values: &[Value]) -> ObjectId {
        let proto = Some(self.intrinsics.array_prototype);
        let root = self
            .shapes
            .root(ObjectKind::Array, RootKind::TemplateObject, proto, 0);
        let shape = self
            .shapes
            .elements_root(&self.policy, root, ElementsKind::Packed);
        self.new_array_in(shape, values.iter().map(|&v| Slot::pack_element(Some(v))))
    }

    /// A new array of array map `shape` whose elements are `elements`.
    fn new_array_in(
        &mut self,
        shape: ShapeId,
        elements: impl ExactSizeIterator<Item = Slot>,
    ) -> ObjectId {
        let id = self.alloc(shape);
        // Not `into_iter().collect()`: that would reuse the source's buffer,
        // three times the size the slots need. A reused body may bring an
        // empty buffer of its own (`JsObject::empty_for_reuse`).
        let slots = &mut self.object_mut(id).elements;
        if let Elements::Dense(dense) = slots {
            dense.clear();
            dense.reserve_exact(elements.len());
            dense.extend(elements);
        } else {
            let mut dense = Vec::with_capacity(elements.len());
            dense.extend(elements);
            *slots = Elements::Dense(dense);
        }
        id
    }
}
