//! Making shapes: root maps, dictionary shapes, prototype copies, and the
//! transitions (add, prototype, integrity) with V8's limits, plus rollback and
//! reconfiguration by replay.

use super::*;

impl ShapeTable {
    /// The cached root shape for fast objects of `kind` with `prototype` and
    /// `inobject` in-object slots.
    pub(crate) fn root(
        &mut self,
        kind: ObjectKind,
        root_kind: RootKind,
        prototype: Option<ObjectId>,
        inobject: u32,
    ) -> ShapeId {
        self.root_shape(RootKey::fast(kind, root_kind, prototype, inobject))
    }

    /// Whether [`ShapeTable::root`] has made this root already.
    pub(crate) fn has_root(
        &self,
        kind: ObjectKind,
        root_kind: RootKind,
        prototype: Option<ObjectId>,
        inobject: u32,
    ) -> bool {
        self.roots
            .contains_key(&RootKey::fast(kind, root_kind, prototype, inobject))
    }

    /// The normalized dictionary shape for objects of `kind` with `prototype`.
    pub(crate) fn dictionary(
        &mut self,
        kind: ObjectKind,
        prototype: Option<ObjectId>,
        extensible: bool,
        elements_kind: ElementsKind,
    ) -> ShapeId {
        self.root_shape(RootKey {
            dictionary: true,
            kind,
            root_kind: RootKind::Dictionary,
            prototype,
            inobject: 0,
            extensible,
            elements_kind,
        })
    }

    /// The shape of objects born in dictionary mode with `prototype`.
    pub(crate) fn slow_dictionary(
        &mut self,
        kind: ObjectKind,
        prototype: Option<ObjectId>,
    ) -> ShapeId {
        self.root_shape(RootKey {
            dictionary: true,
            kind,
            root_kind: RootKind::SlowDictionary,
            prototype,
            inobject: 0,
            extensible: true,
            elements_kind: ElementsKind::initial(kind),
        })
    }

    /// A copy of `from` for an object that has become a prototype (V8's
    /// `Map::Copy(…, "CopyAsPrototype")` in `JSObject::OptimizeAsPrototype`): same
    /// layout, never shared (detached when it has properties, like V8's copy).
    /// Works for fast and dictionary shapes.
    pub(crate) fn prototype_copy(&mut self, from: ShapeId) -> ShapeId {
        let prototype = self.get(from).prototype;
        self.prototype_copy_with(from, prototype)
    }

    /// [`ShapeTable::prototype_copy`] with `prototype` as the copy's
    /// prototype: V8's `Map::CopyDropDescriptors` then `Map::SetPrototype` on
    /// the copy, before any object has it (a class constructor's map).
    pub(crate) fn prototype_copy_with(
        &mut self,
        from: ShapeId,
        prototype: Option<ObjectId>,
    ) -> ShapeId {
        let mut copy = self.derive(from);
        copy.prototype = prototype;
        copy.prototype_map = true;
        copy.back_pointer = None;
        copy.created_by = None;
        copy.detached = copy.descriptors > 0;
        self.push_shape(copy)
    }

    /// A dictionary shape of its own, shared with no other object. V8 copies a
    /// dictionary map for a prototype object (every prototype map is its own), on
    /// a prototype change (`"TransitionToPrototype"`) and on an integrity level
    /// (`"SlowCopyForPreventExtensions"`); `prototype_map` marks the first.
    pub(crate) fn unshared_dictionary(
        &mut self,
        kind: ObjectKind,
        prototype: Option<ObjectId>,
        extensible: bool,
        prototype_map: bool,
        elements_kind: ElementsKind,
    ) -> ShapeId {
        let shared = self.dictionary(kind, prototype, extensible, elements_kind);
        let mut copy = self.derive(shared);
        copy.prototype_map = prototype_map;
        self.push_shape(copy)
    }

    /// A fresh detached fast shape holding `descriptors` (fields numbered in order)
    /// for an object of dictionary shape `from` with `inobject` slots, as
    /// `JSObject::MigrateSlowToFast` makes for large literals and for prototypes
    /// made fast again. Never shared.
    pub(crate) fn detached_with(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        inobject: u32,
        prototype_map: bool,
        descriptors: Vec<NewDescriptor>,
    ) -> ShapeId {
        let (kind, prototype, extensible, elements_kind) = {
            let s = self.get(from);
            (s.kind, s.prototype, s.extensible, s.elements_kind)
        };
        let mut fields = 0;
        let entries: Vec<Descriptor> = descriptors
            .into_iter()
            .map(|(key, attrs, accessor)| Descriptor {
                key,
                attrs,
                constant: accessor.is_none(),
                // `JSObject::MigrateSlowToFast` makes every field tagged.
                representation: Representation::Tagged,
                value: match accessor {
                    Some((get, set)) => DescriptorValue::Accessor { get, set },
                    None => {
                        fields += 1;
                        DescriptorValue::Field(fields - 1)
                    }
                },
            })
            .collect();
        let n = entries.len() as u32;
        let table = self.new_table(entries);
        self.push_shape(Shape {
            dictionary: false,
            kind,
            root_kind: RootKind::MigratedLiteral,
            prototype,
            inobject,
            out_of_object: policy.out_of_object_capacity(fields, inobject),
            back_pointer: None,
            created_by: None,
            table,
            descriptors: n,
            fields,
            extensible,
            integrity: None,
            detached: n > 0,
            prototype_map,
            deprecated: false,
            collected: false,
            elements_kind,
            transitions: Transitions::None,
        })
    }

    /// Makes the child of `from` along `key`, recording the transition unless the
    /// parent is detached, a prototype map, or already has
    /// the policy's [`max_number_of_transitions`](Policy::max_number_of_transitions).
    /// (Node shows a property added to a fast prototype behaving as part of its
    /// root map: reconfiguring it normalizes.)
    pub(super) fn make_child(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        key: TransitionKey,
        mut child: Shape,
    ) -> ShapeId {
        let parent = self.get(from);
        let unshared = parent.prototype_map;
        let record = !parent.detached
            && !unshared
            && parent.transitions.len() < policy.max_number_of_transitions;
        let is_prototype_edge = matches!(key, TransitionKey::Prototype(_));
        child.created_by = Some((from, key));
        if is_prototype_edge {
            // V8 keeps prototype transitions in a side cache; the copy has no back
            // pointer, so it is detached as soon as it has descriptors.
            child.back_pointer = None;
            child.detached = child.descriptors > 0;
        } else if record {
            child.back_pointer = Some(from);
            child.detached = false;
        } else {
            child.back_pointer = None;
            child.detached = child.descriptors > 0;
        }
        let id = self.push_shape(child);
        if record || (is_prototype_edge && !unshared) {
            self.shape_mut(from).transitions.insert(key, id);
        }
        id
    }

    /// A table holding `from`'s descriptors plus `extra`, sharing `from`'s table when
    /// `from` is its tip.
    pub(super) fn table_with(&mut self, from: ShapeId, extra: Descriptor) -> u32 {
        let s = self.get(from);
        let (t, n) = (s.table, s.descriptors);
        if self.table(t).entries.len() == n as usize {
            self.table_mut(t).push(extra);
            t
        } else {
            let mut entries = self.table(t).entries[..n as usize].to_vec();
            entries.push(extra);
            self.new_table(entries)
        }
    }

    /// Adds property `key` to fast shape `from`, following an existing transition if
    /// there is one (V8: `Map::TransitionToDataProperty` /
    /// `Map::TransitionToAccessorProperty`), otherwise asking the policy whether a
    /// new shape may be made (`Map::TooManyFastProperties`).
    ///
    /// For accessors, `accessor` is the (getter, setter) pair; an existing transition
    /// whose pair differs normalizes (`"TransitionToDifferentAccessor"`).
    ///
    /// A new data field starts with `representation` (that of the value about
    /// to be stored). A followed transition is returned as it is: the caller
    /// fits its value to the target's field ([`ShapeTable::generalize_in_place`],
    /// [`ShapeTable::updated`]).
    pub(crate) fn add_property(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        (key, attrs, accessor): NewDescriptor,
        representation: Representation,
        origin: StoreOrigin,
        is_prototype: bool,
    ) -> AddOutcome {
        let attrs = if accessor.is_some() {
            (attrs | Attrs::ACCESSOR) - Attrs::WRITABLE
        } else {
            attrs - Attrs::ACCESSOR
        };
        let tkey = TransitionKey::Add { key, attrs };
        if let Some(target) = self.find_transition(from, &tkey)
            && !self.get(target).deprecated
        {
            if let Some((get, set)) = accessor {
                let last = self.descriptors(target).last().map(|d| d.value);
                if last != Some(DescriptorValue::Accessor { get, set }) {
                    return AddOutcome::Normalize("TransitionToDifferentAccessor");
                }
            }
            return AddOutcome::Followed(target);
        }
        let s = self.get(from);
        if accessor.is_some() {
            if s.descriptors >= policy.max_number_of_descriptors {
                return AddOutcome::Normalize("TooManyAccessors");
            }
        } else if policy.too_many_fast_properties(
            s.descriptors,
            s.fields,
            self.mutable_field_count(from),
            s.inobject,
            s.unused_property_fields(),
            origin,
            is_prototype,
        ) {
            return AddOutcome::Normalize("TooManyFastProperties");
        }
        let (value, fields) = match accessor {
            Some((get, set)) => (DescriptorValue::Accessor { get, set }, s.fields),
            None => (DescriptorValue::Field(s.fields), s.fields + 1),
        };
        let descriptors = s.descriptors + 1;
        // V8's `Map::CopyWithField`: a field that does not fit grows the
        // property array by `fields_added` slots.
        let grows = accessor.is_none() && s.unused_property_fields() == 0;
        let out_of_object = s.out_of_object + if grows { policy.fields_added } else { 0 };
        let mut child = self.derive(from);
        child.out_of_object = out_of_object;
        let constant = accessor.is_none();
        child.table = self.table_with(
            from,
            Descriptor {
                key,
                attrs,
                value,
                constant,
                // Accessors, and every field of an array (V8's
                // `GeneralizeIfCanHaveTransitionableFastElementsKind`: fields
                // of maps whose elements kind can change start general, since
                // a field change is not carried across elements transitions).
                representation: if constant && s.kind != ObjectKind::Array {
                    representation
                } else {
                    Representation::Tagged
                },
            },
        );
        child.descriptors = descriptors;
        child.fields = fields;
        AddOutcome::Created(self.make_child(policy, from, tkey, child))
    }

    /// Gives accessor `key`, the last property of fast shape `from`, its other
    /// half: `(get, set)` is the whole new pair, with `attrs` as it has them. V8's
    /// `Map::TransitionToAccessorProperty` copies the pair into a new map by
    /// `CopyInsertDescriptor`, which replaces the descriptor and connects the
    /// copy by a transition of the key, so a second object completing the
    /// same pair follows it. A transition there to another pair normalizes
    /// (`"TransitionToDifferentAccessor"`). The child has as many descriptors
    /// as `from`: the replays ([`ShapeTable::path_from_root`]) skip its edge.
    pub(crate) fn complete_accessor(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        key: PropertyKey,
        attrs: Attrs,
        (get, set): (Value, Value),
    ) -> AddOutcome {
        let attrs = (attrs | Attrs::ACCESSOR) - Attrs::WRITABLE;
        let value = DescriptorValue::Accessor { get, set };
        let tkey = TransitionKey::Add { key, attrs };
        if let Some(target) = self.find_transition(from, &tkey)
            && !self.get(target).deprecated
        {
            if self.descriptors(target).last().map(|d| d.value) != Some(value) {
                return AddOutcome::Normalize("TransitionToDifferentAccessor");
            }
            return AddOutcome::Followed(target);
        }
        let mut entries = self.descriptors(from).to_vec();
        match entries.last_mut() {
            Some(last) if last.key == key => last.value = value,
            _ => return AddOutcome::Normalize("AccessorsOverwritingNonLast"),
        }
        let mut child = self.derive(from);
        child.table = self.new_table(entries);
        AddOutcome::Created(self.make_child(policy, from, tkey, child))
    }

    /// Changes the prototype of fast shape `from` (V8: `Map::TransitionToPrototype`).
    /// Cached, so two objects of one shape that get the same prototype share the
    /// result. Returns the target and whether this call made it.
    pub(crate) fn prototype_transition(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        prototype: Option<ObjectId>,
    ) -> (ShapeId, bool) {
        let tkey = TransitionKey::Prototype(prototype);
        if let Some(target) = self.find_transition(from, &tkey)
            && !self.get(target).deprecated
        {
            return (target, false);
        }
        if policy.prototype_transitions_at_root && !self.get(from).prototype_map {
            let s = self.get(from);
            let before = self.len();
            if s.back_pointer.is_some() {
                if let Some(to) = self.prototype_transition_at_root(policy, from, prototype) {
                    return (to, self.len() > before);
                }
            } else if s.descriptors == 0
                && matches!(s.created_by, Some((_, TransitionKey::Prototype(_))))
            {
                // A root made by a prototype change: change it on the root it
                // came from, so that setting the prototype back returns there.
                let to = self.root_prototype_transition(policy, from, prototype);
                return (to, self.len() > before);
            }
        }
        let mut child = self.derive(from);
        child.prototype = prototype;
        // V8 before `move_prototype_transitions_first` (11.3, 12.4)
        // generalizes every field of a prototype transition's target to the
        // Tagged representation, so that field changes need not propagate
        // across the transition; 12.4 also makes them mutable.
        let generalize = !policy.prototype_transitions_at_root;
        let mutable = policy.prototype_transition_makes_fields_mutable;
        let own = self.descriptors(from);
        // The target gets descriptors of its own (V8's `Map::Copy` for a
        // prototype transition copies them): a field generalized later on one
        // side does not change the other.
        if !own.is_empty() {
            let entries: Vec<Descriptor> = own
                .iter()
                .map(|d| match d.value {
                    DescriptorValue::Field(_) => Descriptor {
                        representation: if generalize {
                            Representation::Tagged
                        } else {
                            d.representation
                        },
                        constant: d.constant && !mutable,
                        ..*d
                    },
                    _ => *d,
                })
                .collect();
            child.table = self.new_table(entries);
        }
        (self.make_child(policy, from, tkey, child), true)
    }

    /// Applies an integrity level to fast shape `from` (V8:
    /// `Map::CopyForPreventExtensions`): a new descriptor table with the attributes
    /// changed, recorded as a special transition so equal objects share it.
    /// Returns the target and whether this call made it. Properties whose key
    /// `is_private` keeps (V8's private symbols) keep their attributes, as in
    /// V8's `DescriptorArray::CopyUpToAddAttributes`.
    pub(crate) fn integrity_transition(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        level: IntegrityLevel,
        is_private: &dyn Fn(PropertyKey) -> bool,
    ) -> (ShapeId, bool) {
        let tkey = TransitionKey::Integrity(level);
        if let Some(target) = self.find_transition(from, &tkey)
            && !self.get(target).deprecated
        {
            return (target, false);
        }
        let entries: Vec<Descriptor> = self
            .descriptors(from)
            .iter()
            .map(|d| Descriptor {
                attrs: if is_private(d.key) {
                    d.attrs
                } else {
                    apply_integrity(d.attrs, level)
                },
                ..*d
            })
            .collect();
        let mut child = self.derive(from);
        child.table = self.new_table(entries);
        child.extensible = false;
        child.integrity = child.integrity.max(Some(level));
        child.elements_kind = child.elements_kind.with_integrity(level);
        (self.make_child(policy, from, tkey, child), true)
    }

    /// The shape `delete` of `key` rolls back to, if V8's `DeleteObjectPropertyFast`
    /// allows it: `key` is the last descriptor, configurable, the shape has a back
    /// pointer, and that parent has exactly one descriptor fewer (the last transition
    /// added a property and was not special).
    pub(crate) fn rollback_target(&self, shape: ShapeId, key: PropertyKey) -> Option<ShapeId> {
        let s = self.get(shape);
        let last = self.descriptors(shape).last()?;
        if last.key != key || !last.attrs.contains(Attrs::CONFIGURABLE) {
            return None;
        }
        let parent = s.back_pointer?;
        (self.get(parent).descriptors + 1 == s.descriptors).then_some(parent)
    }

    /// Reconfigures existing property `key` of fast shape `from` to `attrs` (and to an
    /// accessor pair or back to a data field), the way V8's `MapUpdater` does: find
    /// the root map by back pointers, then replay every step from it with the changed
    /// descriptor, reusing transitions that already exist. Fails with V8's reason when
    /// the property belongs to the root itself (`"Normalize_RootModification1"`).
    ///
    /// Field numbering may change (an accessor turning into a data field); callers
    /// move values by key.
    pub(crate) fn reconfigure(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        key: PropertyKey,
        attrs: Attrs,
        accessor: Option<(Value, Value)>,
        is_private: &dyn Fn(PropertyKey) -> bool,
    ) -> Result<ShapeId, &'static str> {
        let Some((position, _)) = self.lookup(from, key) else {
            return Err("Normalize_MissingProperty");
        };
        let (root, steps) = self.path_from_root(from);
        if self.get(from).is_prototype_map()
            && self
                .descriptors(from)
                .get(position as usize)
                .is_some_and(|d| d.attrs != attrs)
        {
            // V8's `MapUpdater` does not replay a prototype's map with other
            // attributes.
            return Err("Normalize_AttributesMismatchProtoMap");
        }
        if position < self.get(root).descriptors {
            return Err("Normalize_RootModification1");
        }
        let mut at = root;
        for edge in steps {
            at = match edge {
                TransitionKey::Add { key: k, attrs: a } => {
                    let (attrs, pair) = if k == key {
                        (attrs, accessor)
                    } else {
                        let pair = match self.lookup(from, k).map(|(_, d)| d.value) {
                            Some(DescriptorValue::Accessor { get, set }) => Some((get, set)),
                            _ => None,
                        };
                        (a, pair)
                    };
                    let representation = match self.lookup(from, k).map(|(_, d)| d) {
                        Some(d) if matches!(d.value, DescriptorValue::Field(_)) => d.representation,
                        _ => Representation::Tagged,
                    };
                    match self.add_property(
                        policy,
                        at,
                        (k, attrs, pair),
                        representation,
                        StoreOrigin::Named,
                        false,
                    ) {
                        AddOutcome::Followed(s) | AddOutcome::Created(s) => s,
                        AddOutcome::Normalize(reason) => return Err(reason),
                    }
                }
                TransitionKey::Integrity(level) => {
                    self.integrity_transition(policy, at, level, is_private).0
                }
                TransitionKey::Prototype(p) => self.prototype_transition(policy, at, p).0,
                TransitionKey::Elements(kind) => self.elements_root(policy, at, kind),
            };
        }
        Ok(at)
    }
}

/// The attributes a descriptor gets under an integrity level.
pub fn apply_integrity(attrs: Attrs, level: IntegrityLevel) -> Attrs {
    match level {
        IntegrityLevel::PreventExtensions => attrs,
        IntegrityLevel::Seal => attrs - Attrs::CONFIGURABLE,
        IntegrityLevel::Freeze => {
            if attrs.is_data() {
                attrs - Attrs::CONFIGURABLE - Attrs::WRITABLE
            } else {
                attrs - Attrs::CONFIGURABLE
            }
        }
    }
}

impl ArchivedShapeTableImage {
    /// Number of shapes in an archived table.
    pub(crate) fn shape_count(&self) -> usize {
        self.shapes.len()
    }

    /// Number of descriptor tables in an archived table.
    pub(crate) fn table_count(&self) -> usize {
        self.tables.len()
    }
}
