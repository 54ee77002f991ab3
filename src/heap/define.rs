//! `Object.defineProperty` and `delete`: attribute transitions, redefinitions
//! (data to accessor normalizes), and V8's delete rule (the last-added property
//! rolls back to the parent map; any other normalizes, by policy).

use super::*;

impl Heap {
    // ----- defineProperty ----------------------------------------------------------

    pub(super) fn same_value(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => {
                (x.is_nan() && y.is_nan())
                    || (x == y && x.is_sign_negative() == y.is_sign_negative())
            }
            (Value::String(x), Value::String(y)) => {
                x == y || self.str_known(x) == self.str_known(y)
            }
            _ => a == b,
        }
    }

    /// `Object.defineProperty(o, key, desc)`, with the spec's validation
    /// (`ValidateAndApplyPropertyDescriptor`) and V8's shape effects:
    ///
    /// - a new property takes an add transition (data field or constant accessor
    ///   pair); an existing transition with a different accessor pair normalizes;
    /// - changing attributes or turning an accessor into data replays the tree
    ///   (V8's `MapUpdater`) and stays fast;
    /// - turning data into an accessor, or changing an accessor pair, normalizes.
    pub fn define_property(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> Result<(), JsError> {
        self.check_object(id)?;
        self.check_key(key)?;
        for value in [desc.value, desc.get, desc.set].into_iter().flatten() {
            self.check_value(value)?;
        }
        self.define_property_inner(id, key, desc)?;
        // A redefinition of the value or accessors replaces a pending lazy
        // property for good; one that only changes enumerable/configurable
        // keeps the lazy accessor (as in Node).
        if !self.lazy.is_empty() && (desc.is_accessor() || desc.is_data()) {
            self.lazy.remove(&(id, key));
        }
        Ok(())
    }

    pub(super) fn define_property_inner(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> Result<(), JsError> {
        if desc.is_accessor() && desc.is_data() {
            return Err(JsError::type_error(
                "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute",
            ));
        }
        // V8 defines on the up-to-date map (`Map::Update` through the lookup).
        self.migrate_if_deprecated(id);
        for f in [desc.get, desc.set].into_iter().flatten() {
            let callable = match f {
                Value::Undefined | Value::Native(_) => true,
                Value::Object(o) => matches!(
                    self.shapes.get(self.shape_of_known(o)).kind(),
                    ObjectKind::Function | ObjectKind::ArrowFunction
                ),
                _ => false,
            };
            if !callable {
                return Err(JsError::type_error("Getter must be a function"));
            }
        }
        if desc.is_accessor() && self.policy.make_prototypes_fast {
            self.reoptimize_direct_prototype(id);
        }
        let name = || self.atoms.display(key).to_string();
        let private = self.atoms.is_private_key(key);
        let Some(current) = self.get_own_property_known(id, key) else {
            if !private && !self.is_extensible_known(id) {
                return Err(JsError::type_error(format!(
                    "Cannot define property {}, object is not extensible",
                    name()
                )));
            }
            let mut attrs = Attrs::empty();
            // A private symbol's property is never enumerable (V8 adds it
            // with DONT_ENUM whatever the descriptor says).
            attrs.set(Attrs::ENUMERABLE, desc.enumerable == Some(true) && !private);
            attrs.set(Attrs::CONFIGURABLE, desc.configurable == Some(true));
            let slot = if desc.is_accessor() {
                attrs |= Attrs::ACCESSOR;
                PropertySlot::Accessor {
                    get: desc.get.unwrap_or_default(),
                    set: desc.set.unwrap_or_default(),
                }
            } else {
                attrs.set(Attrs::WRITABLE, desc.writable == Some(true));
                PropertySlot::Data(desc.value.unwrap_or_default())
            };
            self.add_property(id, key, slot, attrs, StoreOrigin::Named);
            return Ok(());
        };
        let redefine = || {
            Err(JsError::type_error(format!(
                "Cannot redefine property: {}",
                name()
            )))
        };
        let cur_accessor = current.attrs.contains(Attrs::ACCESSOR);
        if !current.attrs.contains(Attrs::CONFIGURABLE) {
            if desc.configurable == Some(true)
                || desc
                    .enumerable
                    .is_some_and(|e| e != current.attrs.contains(Attrs::ENUMERABLE))
                || (desc.is_accessor() && !cur_accessor)
                || (desc.is_data() && cur_accessor)
            {
                return redefine();
            }
            match current.slot {
                PropertySlot::Data(v) if !current.attrs.contains(Attrs::WRITABLE) => {
                    if desc.writable == Some(true)
                        || desc.value.is_some_and(|nv| !self.same_value(nv, v))
                    {
                        return redefine();
                    }
                }
                PropertySlot::Accessor { get, set } => {
                    if desc.get.is_some_and(|g| g != get) || desc.set.is_some_and(|s| s != set) {
                        return redefine();
                    }
                }
                PropertySlot::Data(_) => {}
            }
        }
        // The merged result.
        let mut attrs = current.attrs - Attrs::ACCESSOR - Attrs::WRITABLE;
        if let Some(e) = desc.enumerable {
            attrs.set(Attrs::ENUMERABLE, e);
        }
        if let Some(c) = desc.configurable {
            attrs.set(Attrs::CONFIGURABLE, c);
        }
        let slot = match (desc.is_accessor(), desc.is_data(), current.slot) {
            (true, _, PropertySlot::Accessor { get, set }) => PropertySlot::Accessor {
                get: desc.get.unwrap_or(get),
                set: desc.set.unwrap_or(set),
            },
            (true, _, PropertySlot::Data(_)) => PropertySlot::Accessor {
                get: desc.get.unwrap_or_default(),
                set: desc.set.unwrap_or_default(),
            },
            (false, true, PropertySlot::Accessor { .. }) => {
                attrs.set(Attrs::WRITABLE, desc.writable == Some(true));
                PropertySlot::Data(desc.value.unwrap_or_default())
            }
            (false, _, PropertySlot::Accessor { get, set }) => PropertySlot::Accessor { get, set },
            (false, _, PropertySlot::Data(v)) => {
                attrs.set(
                    Attrs::WRITABLE,
                    desc.writable
                        .unwrap_or(current.attrs.contains(Attrs::WRITABLE)),
                );
                PropertySlot::Data(desc.value.unwrap_or(v))
            }
        };
        if matches!(slot, PropertySlot::Accessor { .. }) {
            attrs |= Attrs::ACCESSOR;
        }
        if let PropertyKey::Index(i) = key {
            // A redefinition that leaves a dense element plain stays dense;
            // anything else needs per-element attributes: dictionary elements.
            if let (PropertySlot::Data(v), true, Elements::Dense(_)) = (
                slot,
                attrs == Attrs::DEFAULT,
                &self.object_known(id).elements,
            ) {
                self.write_element(id, i, v);
                return Ok(());
            }
            let m = self.object_mut(id).elements.make_sparse();
            m.insert(i, DictEntry { slot, attrs });
            self.note_element_store(id, None, false);
            return Ok(());
        }
        if key == PropertyKey::String(self.length_atom)
            && self.shapes.get(self.shape_of_known(id)).kind() == ObjectKind::Array
        {
            if let PropertySlot::Data(v) = slot {
                self.set_array_length(id, v);
            }
            return Ok(());
        }
        self.apply_redefinition(id, key, current, slot, attrs);
        Ok(())
    }

    pub(super) fn apply_redefinition(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        current: OwnProperty,
        slot: PropertySlot,
        attrs: Attrs,
    ) {
        let from = self.shape_of_known(id);
        let last_added = self.shapes.descriptors(from).last().map(|d| d.key) == Some(key);
        if !self.shapes.get(from).is_dictionary()
            && matches!(slot, PropertySlot::Accessor { .. })
            && !last_added
        {
            // V8's `Map::TransitionToAccessorProperty` checks this first: an
            // accessor defined over any property but the last added one
            // normalizes, whatever was there.
            self.normalize_known(id, "AccessorsOverwritingNonLast");
        } else if !self.shapes.get(from).is_dictionary() {
            let same_kind = matches!(
                (current.slot, slot),
                (PropertySlot::Data(_), PropertySlot::Data(_))
                    | (PropertySlot::Accessor { .. }, PropertySlot::Accessor { .. })
            );
            if same_kind && attrs == current.attrs {
                match slot {
                    PropertySlot::Data(v) => {
                        // A different value generalizes a const field to
                        // mutable, as a store does (V8's
                        // `PrepareForDataProperty`), together with its
                        // representation.
                        let make_mutable = matches!(current.slot,
                            PropertySlot::Data(old) if !self.same_value(old, v))
                            && self
                                .shapes
                                .lookup(from, key)
                                .is_some_and(|(_, d)| d.constant);
                        self.write_own_data_generalizing(id, key, v, make_mutable)
                    }
                    PropertySlot::Accessor { .. } if slot == current.slot => {}
                    PropertySlot::Accessor { get, set } => {
                        // Filling a missing half stays fast; replacing a half
                        // that is there normalizes (V8's
                        // `Map::TransitionToAccessorProperty`).
                        let PropertySlot::Accessor {
                            get: had_get,
                            set: had_set,
                        } = current.slot
                        else {
                            return;
                        };
                        let replaces =
                            |had: Value, new: Value| had != Value::Undefined && had != new;
                        if replaces(had_get, get) || replaces(had_set, set) {
                            self.normalize_known(id, "AccessorsOverwritingAccessors")
                        } else {
                            let outcome = self.shapes.complete_accessor(
                                &self.policy,
                                from,
                                key,
                                attrs,
                                (get, set),
                            );
                            let (to, created) = match outcome {
                                AddOutcome::Followed(to) => (Some(to), false),
                                AddOutcome::Created(to) => (Some(to), true),
                                AddOutcome::Normalize(reason) => {
                                    self.normalize_known(id, reason);
                                    (None, false)
                                }
                            };
                            if let Some(to) = to {
                                self.transition_by_add(id, to, (key, attrs), created);
                            }
                        }
                    }
                }
            } else if matches!(slot, PropertySlot::Accessor { .. }) {
                // Data → accessor, or an accessor with new attributes.
                let reason = if same_kind {
                    "AccessorsWithAttributes"
                } else {
                    "AccessorsOverwritingNonAccessors"
                };
                self.normalize_known(id, reason);
            } else {
                let atoms = &self.atoms;
                match self
                    .shapes
                    .reconfigure(&self.policy, from, key, attrs, None, &|k| {
                        atoms.is_private_key(k)
                    }) {
                    Ok(to) => {
                        self.migrate_fields(id, to, key, slot);
                        self.record(|| TraceEvent::Reconfigure {
                            object: id,
                            from,
                            to,
                        });
                        // V8's `PrepareForDataProperty` after the reconfiguration:
                        // a value the field's representation does not fit
                        // generalizes it.
                        if let PropertySlot::Data(v) = slot
                            && let Some((position, _)) = self.shapes.lookup(to, key)
                        {
                            self.fit_field(id, position, v);
                        }
                        return;
                    }
                    Err(reason) => self.normalize_known(id, reason),
                }
            }
        }
        if let Some(dict) = self.existing_body_mut(id).and_then(|b| b.dictionary_mut())
            && let Some(mut e) = dict.get_mut(&key)
        {
            *e = DictEntry { slot, attrs };
        }
        // V8's `LookupIterator::TransitionToAccessorProperty` ends with
        // `ReoptimizeIfPrototype`; reconfiguring to data (MapUpdater) does not.
        if matches!(slot, PropertySlot::Accessor { .. }) {
            self.reoptimize_if_prototype(id);
        }
    }

    /// Moves a fast object to shape `to` (same keys, possibly different field
    /// numbering), moving values by key; `key` gets `slot`.
    pub(super) fn migrate_fields(
        &mut self,
        id: ObjectId,
        to: ShapeId,
        key: PropertyKey,
        slot: PropertySlot,
    ) {
        let from = self.shape_of_known(id);
        let old = self.field_values(id, self.shapes.get(from).field_count());
        let mut slots = vec![Value::Undefined; self.shapes.get(to).field_count() as usize];
        for d in self.shapes.descriptors(to) {
            if let DescriptorValue::Field(i) = d.value {
                let v = if d.key == key {
                    match slot {
                        PropertySlot::Data(v) => v,
                        PropertySlot::Accessor { .. } => Value::Undefined,
                    }
                } else {
                    match self.shapes.lookup(from, d.key).map(|(_, d)| d.value) {
                        Some(DescriptorValue::Field(j)) => old[j as usize],
                        _ => Value::Undefined,
                    }
                };
                slots[i as usize] = v;
            }
        }
        self.set_shape(id, to);
        self.replace_fields(id, &slots);
    }

    // ----- delete --------------------------------------------------------------------

    /// `delete o[key]` in sloppy mode: false for non-configurable properties. On a
    /// fast object, deleting the last-added property rolls back to the parent shape
    /// (V8 `DeleteObjectPropertyFast`) under [`DeletePolicy::RollbackLast`]; any
    /// other delete normalizes (`"DeletingProperty"`).
    pub fn delete(&mut self, id: ObjectId, key: PropertyKey) -> Result<bool, JsError> {
        self.delete_with(id, key, self.policy.delete)
    }

    /// [`Heap::delete`] as V8's own C++ code deletes
    /// (`JSReceiver::DeletePropertyOrElement`, e.g. for a `JSON.parse`
    /// reviver's `undefined`): a named property always normalizes, since only
    /// the `delete` operator's runtime call (`Runtime_DeleteProperty`) tries
    /// the last-property rollback, whatever the policy.
    pub fn delete_normalizing(&mut self, id: ObjectId, key: PropertyKey) -> Result<bool, JsError> {
        self.delete_with(id, key, DeletePolicy::AlwaysNormalize)
    }

    /// What deleting a property the heap does not hold does to `id`'s map,
    /// when V8's object has that property and it is not the last one added:
    /// a built-in object's method, which the interpreter answers on lookup
    /// instead of holding. As [`Heap::delete`] of a middle property: a fast
    /// object is normalized (`"DeletingProperty"`), and a prototype is made
    /// fast again.
    pub(crate) fn normalize_for_unheld_delete(&mut self, id: ObjectId) {
        if !self.shapes.get(self.shape_of_known(id)).is_dictionary() {
            self.normalize_known(id, "DeletingProperty");
        }
        self.reoptimize_if_prototype(id);
    }

    fn delete_with(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        policy: DeletePolicy,
    ) -> Result<bool, JsError> {
        self.check_object(id)?;
        self.check_key(key)?;
        let deleted = self.delete_inner(id, key, policy)?;
        if deleted && !self.lazy.is_empty() {
            self.lazy.remove(&(id, key));
        }
        Ok(deleted)
    }

    fn delete_inner(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        policy: DeletePolicy,
    ) -> Result<bool, JsError> {
        let Some(current) = self.get_own_property_known(id, key) else {
            return Ok(true);
        };
        if !current.attrs.contains(Attrs::CONFIGURABLE) {
            return Ok(false);
        }
        if let PropertyKey::Index(i) = key {
            let hole = match &mut self.object_mut(id).elements {
                Elements::Dense(v) => {
                    if let Some(e) = v.get_mut(i as usize) {
                        *e = Slot::HOLE;
                    }
                    true
                }
                Elements::Sparse(m) => {
                    m.remove(&i);
                    false
                }
            };
            if hole {
                self.note_element_store(id, None, true);
            }
            return Ok(true);
        }
        let from = self.shape_of_known(id);
        if !self.shapes.get(from).is_dictionary() {
            if policy == DeletePolicy::RollbackLast
                && let Some(to) = self.shapes.rollback_target(from, key)
            {
                let fields = self.shapes.get(to).field_count();
                self.set_shape(id, to);
                self.truncate_fields(id, fields);
                self.record(|| TraceEvent::Rollback {
                    object: id,
                    from,
                    to,
                });
                return Ok(true);
            }
            self.normalize_known(id, "DeletingProperty");
        }
        if let Some(dict) = self.existing_body_mut(id).and_then(|b| b.dictionary_mut()) {
            dict.shift_remove(&key);
        }
        self.reoptimize_if_prototype(id);
        Ok(true)
    }
}
