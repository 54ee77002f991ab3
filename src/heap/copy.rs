//! Keys and copies: `Reflect.ownKeys` order, enumerable own values, and the
//! copies (`{...s}`, `Object.assign`) with the fast-source path V8 takes.

use super::*;

/// The most fields a recorded copy appends: a replay gathers the source's
/// values on the stack first. Literal-sized sources (V8 keeps up to 128
/// properties of a fast literal in its boilerplate) reach far fewer; a
/// larger copy takes the stores.
const REPLAYED_FIELDS_MAX: usize = 32;

impl Heap {
    // ----- keys and copies -------------------------------------------------------------

    /// `Reflect.ownKeys`: array indices ascending, then string keys in insertion
    /// order, then symbols in insertion order.
    pub(crate) fn own_keys_known(&self, id: ObjectId) -> Vec<PropertyKey> {
        let obj = self.object_known(id);
        let mut keys: Vec<PropertyKey> = obj
            .elements
            .indices()
            .into_iter()
            .map(PropertyKey::Index)
            .collect();
        if self.shapes.get(self.shape_of_known(id)).kind() == ObjectKind::Array {
            keys.push(PropertyKey::String(self.length_atom));
        }
        let named: Vec<PropertyKey> = match obj.dictionary() {
            Some(dict) => dict.keys().copied().collect(),
            None => self
                .shapes
                .descriptors(self.shape_of_known(id))
                .iter()
                .map(|d| d.key)
                .collect(),
        };
        keys.extend(named.iter().filter(|k| matches!(k, PropertyKey::String(_))));
        // Private symbols are never listed (V8's `KeyAccumulator` skips them).
        keys.extend(
            named
                .iter()
                .filter(|&&k| matches!(k, PropertyKey::Symbol(_)) && !self.atoms.is_private_key(k)),
        );
        keys
    }

    /// `Object.keys`: own enumerable string keys (indices included), in order.
    pub(crate) fn keys_known(&self, id: ObjectId) -> Vec<PropertyKey> {
        self.own_keys_known(id)
            .into_iter()
            .filter(|&k| !matches!(k, PropertyKey::Symbol(_)))
            .filter(|&k| {
                self.get_own_property_known(id, k)
                    .is_some_and(|p| p.attrs.contains(Attrs::ENUMERABLE))
            })
            .collect()
    }

    /// Appends the own enumerable properties of `source` to `out`, in
    /// `Reflect.ownKeys` order, with their values (getters called). A fast source is
    /// read straight from its descriptors and slots (V8's fast path for fast-mode
    /// sources); a dictionary source goes through the generic key walk.
    /// Returns whether a getter ran (a value it returned is the script's,
    /// not one a live object holds).
    pub(crate) fn enumerable_own_values(
        &mut self,
        source: ObjectId,
        out: &mut Vec<(PropertyKey, Value)>,
    ) -> Result<bool, JsError> {
        // Slots first (no getter runs while the tables are borrowed), values
        // after. The slots go into the heap's reused buffer, which a getter
        // that copies an object itself finds taken (and empty) meanwhile.
        let mut slots = std::mem::take(&mut self.slot_scratch);
        slots.clear();
        self.enumerable_own_slots(source, &mut slots);
        let result = self.read_enumerable_slots(source, &slots, out);
        self.slot_scratch = slots;
        result
    }

    /// The values of `slots` (`source`'s, from `enumerable_own_slots`) into
    /// `out`, running getters; whether one ran.
    fn read_enumerable_slots(
        &mut self,
        source: ObjectId,
        slots: &[(PropertyKey, PropertySlot)],
        out: &mut Vec<(PropertyKey, Value)>,
    ) -> Result<bool, JsError> {
        out.reserve(slots.len());
        // Once a getter has run, it may have changed the object: every later
        // key is read afresh, and skipped if it is gone (V8's
        // `WriteJSObjectPropertiesSlow`: `GetProperty` per key, "if the property
        // is no longer found, do not serialize it").
        let mut code_ran = false;
        for &(key, slot) in slots {
            let slot = match (code_ran, slot) {
                (false, PropertySlot::Data(v)) => {
                    out.push((key, v));
                    continue;
                }
                _ => match self.get_own_property_known(source, key) {
                    Some(p) => p.slot,
                    None => continue,
                },
            };
            code_ran |= matches!(slot, PropertySlot::Accessor { .. });
            let value = self.read_slot(source, source, key, slot)?;
            out.push((key, value));
        }
        Ok(code_ran)
    }

    /// The own enumerable properties of `source` as slots, in `Reflect.ownKeys`
    /// order (indices, strings, then symbols); no getter runs.
    pub(crate) fn enumerable_own_slots(
        &self,
        source: ObjectId,
        slots: &mut Vec<(PropertyKey, PropertySlot)>,
    ) {
        self.enumerable_own_slots_of(source, true, slots);
    }

    /// [`Heap::enumerable_own_slots`], leaving out the elements unless
    /// `elements` (a writer that took a dense array's elements already).
    pub(crate) fn enumerable_own_slots_of(
        &self,
        source: ObjectId,
        elements: bool,
        slots: &mut Vec<(PropertyKey, PropertySlot)>,
    ) {
        let obj = self.object_known(source);
        if elements {
            for i in obj.elements.indices() {
                if let Some(e) = obj.elements.get(i)
                    && e.attrs.contains(Attrs::ENUMERABLE)
                {
                    slots.push((PropertyKey::Index(i), e.slot));
                }
            }
        }
        if obj.dictionary().is_none() {
            let descriptors = self.shapes.descriptors(self.shape_of_known(source));
            slots.reserve(descriptors.len());
            let is_symbol = |k: PropertyKey| matches!(k, PropertyKey::Symbol(_));
            let slot_of = |d: &crate::shape::Descriptor| match d.value {
                DescriptorValue::Field(i) => PropertySlot::Data(self.field_known(source, i)),
                DescriptorValue::Accessor { get, set } => PropertySlot::Accessor { get, set },
            };
            // Strings first, then symbols: a second pass only if there are any.
            let mut symbols = false;
            for d in descriptors {
                if is_symbol(d.key) {
                    symbols = true;
                } else if d.attrs.contains(Attrs::ENUMERABLE) {
                    slots.push((d.key, slot_of(d)));
                }
            }
            if symbols {
                for d in descriptors {
                    if is_symbol(d.key) && d.attrs.contains(Attrs::ENUMERABLE) {
                        slots.push((d.key, slot_of(d)));
                    }
                }
            }
        } else {
            for key in self.own_keys_known(source) {
                if key.is_index() {
                    continue;
                }
                if let Some(p) = self.get_own_property_known(source, key)
                    && p.attrs.contains(Attrs::ENUMERABLE)
                {
                    slots.push((key, p.slot));
                }
            }
        }
    }

    /// The own enumerable properties of a copy source (`{...source}`,
    /// `Object.assign`), into the heap's reusable scratch buffer: objects as
    /// [`Heap::enumerable_own_values`] reads them, strings as one property per
    /// character, other primitives as nothing. Return the buffer with
    /// `self.scratch = buf` when done. With it, whether a getter ran: only
    /// then may a value be one the heap does not hold.
    pub(super) fn take_source_values(
        &mut self,
        source: Value,
    ) -> Result<(Vec<(PropertyKey, Value)>, bool), JsError> {
        let mut buf = std::mem::take(&mut self.scratch);
        buf.clear();
        let mut code_ran = false;
        match source {
            Value::Object(s) => code_ran = self.enumerable_own_values(s, &mut buf)?,
            Value::String(s) => {
                let chars: Vec<String> = self.str_known(s).chars().map(String::from).collect();
                for (i, c) in chars.iter().enumerate() {
                    let v = self.string(c);
                    buf.push((PropertyKey::Index(i as u32), v));
                }
            }
            _ => {}
        }
        Ok((buf, code_ran))
    }

    /// JavaScript's `CopyDataProperties`, as `{...source}` runs it: every own
    /// enumerable property of `source` becomes a data property of `target`
    /// (named-store limits). `null`, `undefined` and other primitives copy nothing;
    /// strings copy their characters.
    pub fn copy_data_properties(&mut self, target: ObjectId, source: Value) -> Result<(), JsError> {
        self.check_object(target)?;
        self.check_value(source)?;
        if self.replay_copy(target, source, true) {
            return Ok(());
        }
        let before = self.shape_of_known(target);
        let (values, _) = self.take_source_values(source)?;
        for &(key, value) in &values {
            self.create_data_property(target, key, value, StoreOrigin::Named)?;
        }
        self.scratch = values;
        self.record_copy(target, before, source, true);
        Ok(())
    }

    /// `{...source}`: a new object from the Object function's map, filled by
    /// [`Heap::copy_data_properties`].
    pub fn spread(&mut self, source: Value) -> Result<ObjectId, JsError> {
        self.object_literal(&[LiteralEntry::Spread(source)])
    }

    /// `Object.assign(target, ...sources)`: `[[Set]]` of every own enumerable property
    /// of each source, as keyed stores (V8 uses `StoreOrigin::kMaybeKeyed`, so the
    /// soft limit applies). Fast sources take the descriptor fast path; dictionary
    /// sources the generic key walk. Throws if a store fails, as `Object.assign` does.
    pub fn assign(&mut self, target: ObjectId, sources: &[Value]) -> Result<(), JsError> {
        self.check_object(target)?;
        for &source in sources {
            self.check_value(source)?;
        }
        for &source in sources {
            if self.replay_copy(target, source, false) {
                continue;
            }
            let before = self.shape_of_known(target);
            let (values, code_ran) = self.take_source_values(source)?;
            for &(key, value) in &values {
                // The target was checked above and the keys are a source's.
                // A value read from a source's slot is one a live object
                // holds; one a getter returned is checked as any store's is.
                if code_ran {
                    self.check_value(value)?;
                }
                if !self.set_known(target, key, value, StoreOrigin::Keyed)? {
                    return Err(JsError::type_error(self.failed_store_message(target, key)));
                }
            }
            self.scratch = values;
            self.record_copy(target, before, source, false);
        }
        Ok(())
    }

    /// Copies `source` into `target` by a recorded copy ([`copies`]), if one
    /// holds: `true` when done, `false` (with nothing changed) when the
    /// stores or definitions must run. `define` is `{...source}`'s
    /// `CreateDataProperty`, else `Object.assign`'s `[[Set]]`.
    #[inline]
    fn replay_copy(&mut self, target: ObjectId, source: Value, define: bool) -> bool {
        let Value::Object(src) = source else {
            return false;
        };
        let target_shape = self.shape_of_known(target);
        let source_shape = self.shape_of_known(src);
        let Some(result) =
            self.copies
                .get(target_shape, source_shape, define, self.chain_epoch.stamp())
        else {
            return false;
        };
        let to = self.shapes.get(result);
        if to.is_deprecated()
            || to.is_collected()
            || self.shapes.get(target_shape).is_deprecated()
            || self.trace.is_some()
            || self.object_known(target).is_prototype()
            || !self.object_known(src).elements.is_empty()
        {
            return false;
        }
        let base = self.shapes.get(target_shape).field_count();
        let added = &self.shapes.descriptors(result)[base as usize..];
        // A recorded source's fields are its descriptors, in order.
        let n = added.len();
        let Some((inobject, out_of_object)) = self.ordered_field_slots(src, n as u32) else {
            return false;
        };
        let mut values = [Slot::UNDEFINED; REPLAYED_FIELDS_MAX];
        let Some(values) = values.get_mut(..n) else {
            return false;
        };
        for ((value, &slot), to) in values
            .iter_mut()
            .zip(inobject.iter().chain(out_of_object))
            .zip(added)
        {
            if !to.representation.fits_slot(slot) {
                // The stores generalize the field.
                return false;
            }
            *value = slot;
        }
        self.set_shape(target, result);
        self.append_fields(target, base, values);
        true
    }

    /// Records a copy of `source` into `target` that just ran from
    /// `target`'s shape `before` (see [`copies`]), if it only added each
    /// key of a plain fast source, along transitions, to a fast target.
    fn record_copy(&mut self, target: ObjectId, before: ShapeId, source: Value, define: bool) {
        let Value::Object(src) = source else {
            return;
        };
        if self.trace.is_some()
            || self.object_known(target).is_prototype()
            || !self.object_known(src).elements.is_empty()
        {
            return;
        }
        let source_shape = self.shape_of_known(src);
        let result = self.shape_of_known(target);
        let s = self.shapes.get(source_shape);
        if s.is_dictionary()
            || s.kind() != ObjectKind::Ordinary
            || self.shapes.get(result).is_dictionary()
            || self.shapes.get(before).is_dictionary()
        {
            return;
        }
        let sources = self.shapes.descriptors(source_shape);
        let base = self.shapes.get(before).field_count() as usize;
        let Some(added) = self.shapes.descriptors(result).get(base..) else {
            return;
        };
        // A replay reads the source's fields in field order and gathers at
        // most `REPLAYED_FIELDS_MAX` of them: the descriptors must be the
        // fields, in order.
        let plain = !sources.is_empty()
            && sources.len() <= REPLAYED_FIELDS_MAX
            && added.len() == sources.len()
            && sources
                .iter()
                .zip(added)
                .enumerate()
                .all(|(j, (from, to))| {
                    from.value == DescriptorValue::Field(j as u32)
                        && from.attrs.contains(Attrs::ENUMERABLE)
                        && matches!(from.key, PropertyKey::String(_))
                        && !self.atoms.is_private_key(from.key)
                        && to.key == from.key
                        && to.value == DescriptorValue::Field((base + j) as u32)
                        && to.attrs == Attrs::DEFAULT
                });
        // A store that ran a setter instead of adding (a setter that added
        // the key itself, say) is no add to replay: every key must still
        // find nothing on the chain.
        if !plain {
            return;
        }
        let keys: Vec<PropertyKey> = sources.iter().map(|d| d.key).collect();
        let adds = define
            || keys
                .iter()
                .all(|&key| self.inherited_store(target, key) == property::InheritedStore::Add);
        if adds {
            let stamp = self.chain_epoch.stamp();
            self.copies
                .record(before, source_shape, define, result, stamp);
        }
    }
}
