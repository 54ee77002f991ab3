//! What the tools and the upper layers (inline caches, clone) read from the heap:
//! object kinds, tags, store failure messages and raw field access.

use super::*;

impl Heap {
    /// What kind of object `id` is (ordinary, array, function), or `None`
    /// for an ID this heap did not hand out.
    pub fn kind_of(&self, id: ObjectId) -> Option<ObjectKind> {
        self.contains(id).then(|| self.kind_of_known(id))
    }

    /// How V8 names object `id` in messages (see `object_tag_known`), or
    /// `None` for an ID this heap did not hand out.
    pub fn object_tag(&self, id: ObjectId) -> Option<&'static str> {
        self.contains(id).then(|| self.object_tag_known(id))
    }

    /// What kind of object `id` is (ordinary, array, function).
    pub(crate) fn kind_of_known(&self, id: ObjectId) -> ObjectKind {
        self.shapes.get(self.shape_of_known(id)).kind()
    }

    /// How V8 names an object in messages: `#<Object>`, or `[object Array]` /
    /// `[object Object]` for arrays and null-prototype objects.
    pub(crate) fn object_tag_known(&self, id: ObjectId) -> &'static str {
        match (self.kind_of_known(id), self.get_prototype_of_known(id)) {
            (ObjectKind::Array, _) => "[object Array]",
            (ObjectKind::Function | ObjectKind::ArrowFunction, _) => "#<Function>",
            (ObjectKind::Ordinary, None) => "[object Object]",
            (ObjectKind::Ordinary, Some(_)) => "#<Object>",
        }
    }

    /// V8's message for a `[[Set]]` that failed in strict code (`Object.assign`).
    pub(super) fn failed_store_message(&self, target: ObjectId, key: PropertyKey) -> String {
        let name = self.atoms.display(key);
        let mut at = Some(target);
        while let Some(o) = at {
            if let Some(p) = self.get_own_property_known(o, key) {
                if let PropertySlot::Accessor { .. } = p.slot {
                    return format!(
                        "Cannot set property {name} of {} which has only a getter",
                        self.object_tag_known(target)
                    );
                }
                break;
            }
            at = self.get_prototype_of_known(o);
        }
        if self.get_own_property_known(target, key).is_none() && !self.is_extensible_known(target) {
            return format!("Cannot add property {name}, object is not extensible");
        }
        format!(
            "Cannot assign to read only property '{name}' of object '{}'",
            self.object_tag_known(target)
        )
    }
}

/// What the clone format needs from the heap.
impl Heap {
    /// The caches the upper layers keep for this heap (see [`HeapCaches`]).
    pub fn caches(&self) -> &HeapCaches {
        &self.caches
    }

    /// The caches the upper layers keep for this heap, to fill them.
    pub fn caches_mut(&mut self) -> &mut HeapCaches {
        &mut self.caches
    }

    /// The identity of the image this heap was restored from, if any
    /// ([`HeapBase::identity`]).
    pub fn snapshot_identity(&self) -> Option<u64> {
        self.base.as_ref().map(|s| s.identity())
    }

    /// The Object function's initial map (`{}`'s shape).
    pub(crate) fn object_function_map(&mut self) -> ShapeId {
        if let Some(map) = self.object_function_map {
            return map;
        }
        let proto = Some(self.intrinsics.object_prototype);
        let map = self.shapes.root(
            ObjectKind::Ordinary,
            RootKind::ObjectFunction,
            proto,
            self.policy.initial_object_inobject_slots,
        );
        self.object_function_map = Some(map);
        map
    }

    /// The initial map of arrays whose elements are of `kind`: the array
    /// root's elements transition of that kind (for the fast kinds, the map
    /// V8's `Context::GetInitialJSArrayMap` gives).
    #[inline]
    pub(crate) fn initial_array_map(&mut self, kind: ElementsKind) -> ShapeId {
        if let Some(map) = self.initial_array_maps[kind as usize] {
            return map;
        }
        let proto = Some(self.intrinsics.array_prototype);
        let root = self
            .shapes
            .root(ObjectKind::Array, RootKind::Builtin, proto, 0);
        let map = self.shapes.elements_root(&self.policy, root, kind);
        self.initial_array_maps[kind as usize] = Some(map);
        map
    }

    /// Adds a string-keyed data property with default attributes to shape
    /// `shape` as a named store would (follow, make, or normalize).
    pub(crate) fn add_shape_property(&mut self, shape: ShapeId, key: PropertyKey) -> AddOutcome {
        let outcome = self.shapes.add_property(
            &self.policy,
            shape,
            (key, Attrs::DEFAULT, None),
            // The value is not known yet: the field starts uninitialized, as
            // in a boilerplate, and takes its first value's representation.
            Representation::None,
            StoreOrigin::Named,
            false,
        );
        if let AddOutcome::Created(to) = outcome {
            self.record(|| TraceEvent::ShapeAdded {
                from: shape,
                to,
                key: TransitionKey::Add {
                    key,
                    attrs: Attrs::DEFAULT,
                },
            });
        }
        outcome
    }

    /// Fields `0..n` of fast object `id` as they lie in its region, packed:
    /// its in-object part and its property array's part. `None` for an
    /// object whose region is not in this heap's overlay (a snapshot's) or
    /// that has fewer fields; [`Heap::read_field_slots`] reads any object.
    #[inline]
    pub(crate) fn ordered_field_slots(&self, id: ObjectId, n: u32) -> Option<(&[Slot], &[Slot])> {
        let h = self.headers.overlay(id)?;
        let start = h.inobject_base.checked_sub(self.base_slots)? as usize;
        let cap = h.capacity();
        if n <= cap {
            return Some((self.inobject_slots.get(start..start + n as usize)?, &[]));
        }
        let (_, props) = self.property_array(h);
        let rest = n - cap;
        if rest > props {
            return None;
        }
        // The property array follows the in-object part and the meta slot.
        let array = start + cap as usize + 1;
        Some((
            self.inobject_slots.get(start..start + cap as usize)?,
            self.inobject_slots.get(array..array + rest as usize)?,
        ))
    }

    /// Appends fields `fields` of fast object `id` to `out`, in that order,
    /// packed as the heap holds them: a writer that dispatches on the packed
    /// bits (a number needs no decoding) never builds a [`Value`] per field.
    #[inline]
    pub(crate) fn read_field_slots(&self, id: ObjectId, fields: &[u32], out: &mut Vec<Slot>) {
        // Where field `f` is in the object's region: its in-object slot, or
        // its slot of the property array, which follows the meta slot.
        let in_region = |h: &Header, props: u32, f: u32| {
            let cap = h.capacity();
            if f < cap {
                Some(f)
            } else {
                (f - cap < props).then_some(f + 1)
            }
        };
        // An overlay object: its slots and property array, looked up once.
        if let Some(h) = self.headers.overlay(id)
            && let Some(start) = h.inobject_base.checked_sub(self.base_slots)
        {
            let (_, props) = self.property_array(h);
            let slots = self.inobject_slots.get(start as usize..).unwrap_or(&[]);
            out.extend(fields.iter().map(|&f| {
                in_region(h, props, f)
                    .and_then(|i| slots.get(i as usize).copied())
                    .unwrap_or_default()
            }));
            return;
        }
        let h = self.header(id);
        let (_, props) = self.property_array(&h);
        out.extend(fields.iter().map(|&f| {
            in_region(&h, props, f)
                .and_then(|i| self.raw_slot(h.inobject_base + i))
                .unwrap_or_default()
        }));
    }

    /// Gives `id`, a new object still with `{}`'s map and no properties, the
    /// shape `shape` (a descendant of `{}`'s map by data adds) and its fields
    /// `values`, at once: the end of V8's transitioning property loop in
    /// `ReadJSObjectProperties`.
    pub(crate) fn store_fields_of_new_object(
        &mut self,
        id: ObjectId,
        shape: ShapeId,
        slots: &[Slot],
    ) {
        let s = self.shapes.get(shape);
        debug_assert_eq!(s.field_count() as usize, slots.len());
        debug_assert_eq!(s.inobject_capacity(), self.inobject_capacity_of(id));
        let cap = self.inobject_capacity_of(id) as usize;
        let out_cap = s.out_of_object_capacity() as usize;
        self.set_shape(id, shape);
        let inline = slots.len().min(cap);
        self.slots_mut(id)[..inline].copy_from_slice(&slots[..inline]);
        self.store_out_of_object_fields(id, out_cap, slots.get(cap..).unwrap_or(&[]));
        self.settle_fields(id, self.slots_fit(shape, slots));
    }

    /// A new fast object of `shape` whose fields, in order, are `values` (one per
    /// field of the shape): what V8's deserializer does once it has followed the
    /// transitions (`JSObject::AllocateStorageForMap`, then the stores). The
    /// out-of-object store gets the capacity the shape's adds would have grown.
    pub(crate) fn alloc_with_fields(&mut self, shape: ShapeId, values: &[Value]) -> ObjectId {
        self.alloc_filled(shape, values)
    }

    /// [`Heap::alloc_with_fields`] for packed values.
    pub(crate) fn alloc_with_slots(&mut self, shape: ShapeId, slots: &[Slot]) -> ObjectId {
        self.alloc_filled(shape, slots)
    }

    /// A new object of `boilerplate`'s shape holding `values` in field
    /// order, when every value fits its field's representation: a literal
    /// site's creation from its boilerplate. One pass packs each value into
    /// the new object's slots and checks it, so the values are read once;
    /// when one does not fit, or names nothing of this heap, the region is
    /// given back before any header is taken and the answer is `None`: the
    /// caller builds the object the slow way, which reports a bad value.
    /// (A small answer, not a `Result`: the hit path's answer stays in
    /// registers.)
    #[inline]
    pub(crate) fn alloc_fitting_fields(
        &mut self,
        boilerplate: &super::layout::Boilerplate,
        values: &[Value],
    ) -> Option<ObjectId> {
        if values.len() != boilerplate.representations.len() {
            return None;
        }
        match boilerplate.in_object {
            Some(allocation) => self.alloc_fitting_in_object(boilerplate, allocation, values),
            None => self.alloc_fitting_out_of_object(boilerplate, values),
        }
    }

    /// [`Heap::alloc_fitting_fields`] for a shape whose fields all live
    /// in-object: the region comes first (a freed one of its size, or new
    /// slots at the arena's end), the values are packed into it and checked,
    /// and only an object whose values fit takes a header. Nothing here looks
    /// the shape up: `allocation` is what the shape says.
    #[inline(always)]
    fn alloc_fitting_in_object(
        &mut self,
        boilerplate: &super::layout::Boilerplate,
        allocation: super::layout::InObjectAllocation,
        values: &[Value],
    ) -> Option<ObjectId> {
        // Every slot is written: the ones past the values cleared here, the
        // values below.
        let base = self.alloc_region_to_overwrite(allocation.region);
        let start = (base - self.base_slots) as usize;
        if let Some(rest) = self
            .inobject_slots
            .get_mut(start + values.len()..start + allocation.region as usize)
        {
            rest.fill(Slot::UNDEFINED);
        }
        let mut fit = true;
        let mut names_something = false;
        if let Some(slots) = self.inobject_slots.get_mut(start..start + values.len()) {
            if boilerplate.all_smi {
                // Smi fields only (`{a: 1, b: 2}`): a value fits when it is a
                // number that is a Smi, and such a number is its own slot. Any
                // other value misfits (a NaN stands in for it), and the region
                // is cleared below, whatever was written. The values are
                // checked two at a time as they are written.
                let number = |value: Value| match value {
                    Value::Number(n) => n,
                    _ => f64::NAN,
                };
                let mut check = crate::shape::SmiCheck::new();
                let mut out = slots.chunks_exact_mut(2);
                let mut pairs = values.chunks_exact(2);
                for (out, pair) in (&mut out).zip(&mut pairs) {
                    let (a, b) = (number(pair[0]), number(pair[1]));
                    out[0] = Slot::from_bits(a.to_bits());
                    out[1] = Slot::from_bits(b.to_bits());
                    check.pair(a, b);
                }
                fit = check.all();
                if let (Some(slot), Some(&value)) =
                    (out.into_remainder().first_mut(), pairs.remainder().first())
                {
                    let n = number(value);
                    *slot = Slot::from_bits(n.to_bits());
                    fit &= crate::shape::is_smi(n);
                }
            } else {
                for ((slot, &value), representation) in slots
                    .iter_mut()
                    .zip(values)
                    .zip(&*boilerplate.representations)
                {
                    fit &= representation.fits(value);
                    names_something |= matches!(
                        value,
                        Value::Object(_) | Value::String(_) | Value::Native(_)
                    );
                    *slot = Slot::pack(value);
                }
            }
        } else {
            // Not the region the invariant promises: build it another way.
            fit = false;
        }
        let names_nothing_here =
            names_something && values.iter().any(|&value| self.check_value(value).is_err());
        if !fit || names_nothing_here {
            // Freed again: no header was taken, so no ID moved.
            self.free_region(base, allocation.region);
            return None;
        }
        let id = self.place_header(Header {
            shape: boilerplate.shape,
            generation: 0,
            inobject_capacity: allocation.capacity_word,
            inobject_base: base,
            body: Header::NO_BODY,
        });
        self.count_allocation(allocation.bytes);
        self.log_object(id);
        Some(id)
    }

    /// [`Heap::alloc_fitting_fields`] for any other shape (one with
    /// out-of-object fields, in practice): the values are checked first,
    /// then the object is allocated and filled; a shape that is not a fast
    /// one of these fields answers `None`.
    #[cold]
    fn alloc_fitting_out_of_object(
        &mut self,
        boilerplate: &super::layout::Boilerplate,
        values: &[Value],
    ) -> Option<ObjectId> {
        let shape = boilerplate.shape;
        let s = self.shapes.get(shape);
        let fit = !s.is_dictionary()
            && s.field_count() as usize == values.len()
            && values
                .iter()
                .zip(&*boilerplate.representations)
                .all(|(&v, r)| r.fits(v) && self.check_value(v).is_ok());
        fit.then(|| self.alloc_filled(shape, values))
    }

    /// A new object of fast shape `shape` whose fields are `values`: the
    /// in-object slots first, then the property array (`alloc` gives the
    /// object the one its shape carries).
    #[inline(always)]
    fn alloc_filled<F: FieldValues>(&mut self, shape: ShapeId, values: F) -> ObjectId {
        let s = self.shapes.get(shape);
        debug_assert!(!s.is_dictionary() && s.field_count() as usize == values.len());
        let cap = s.inobject_capacity() as usize;
        let out_cap = s.out_of_object_capacity() as usize;
        let (id, base) = self.alloc_placed(shape);
        let (inline, rest) = values.split_at(values.len().min(cap));
        // A new object is an overlay object, its region in the overlay's slots
        // (at the end, or a freed slot's region of the same size).
        let start = (base - self.base_slots) as usize;
        inline.fill(&mut self.inobject_slots[start..start + inline.len()]);
        if rest.len() > 0 {
            self.store_out_of_object_fields(id, out_cap, rest);
        }
        id
    }

    /// Gives a new object a property array of `capacity` holding `values`
    /// (none when there are no values).
    #[inline]
    fn store_out_of_object_fields<F: FieldValues>(
        &mut self,
        id: ObjectId,
        capacity: usize,
        values: F,
    ) {
        let n = values.len();
        if n == 0 {
            return;
        }
        let wanted = capacity.max(n) as u32;
        let header = self.header(id);
        let (mut start, room) = self.property_array(&header);
        if !header.has_property_array() || room < wanted {
            self.reserve_property_array(id, wanted);
            start = self.property_array(&self.header(id)).0;
        }
        let start = (start - self.base_slots) as usize;
        values.fill(&mut self.inobject_slots[start..start + n]);
    }
}

/// Field values, in field order, that a new object's slots are filled from:
/// packed slots are copied as they are, API values packed on the way.
trait FieldValues: Copy {
    fn len(self) -> usize;
    /// The first `n` values, and the rest.
    fn split_at(self, n: usize) -> (Self, Self);
    /// Writes the values to `to`, which is as long.
    fn fill(self, to: &mut [Slot]);
}

impl FieldValues for &[Slot] {
    fn len(self) -> usize {
        <[Slot]>::len(self)
    }
    fn split_at(self, n: usize) -> (Self, Self) {
        <[Slot]>::split_at(self, n)
    }
    fn fill(self, to: &mut [Slot]) {
        to.copy_from_slice(self);
    }
}

impl FieldValues for &[Value] {
    fn len(self) -> usize {
        <[Value]>::len(self)
    }
    fn split_at(self, n: usize) -> (Self, Self) {
        <[Value]>::split_at(self, n)
    }
    fn fill(self, to: &mut [Slot]) {
        for (slot, &value) in to.iter_mut().zip(self) {
            *slot = Slot::pack(value);
        }
    }
}
