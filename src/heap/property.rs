//! Own property access: `[[GetOwnProperty]]`, `[[Get]]`, `[[Set]]`, calls, element
//! writes and `CreateDataProperty`, each with V8's effect on the object's shape.

use super::chains::CHAIN_LINKS;
use super::*;

/// A spare handle on the heap's runtime that [`Heap::call`] moves onto its stack
/// frame while a native runs, so that the function it borrows from the runtime
/// stays alive whatever the native does to the heap. Moving the handle costs no
/// reference-count update; only the first call, or a call from inside a native
/// (when the spare is out), clones the runtime's `Arc`.
#[derive(Clone, Default)]
pub(super) struct NativeCallPin(Option<Arc<Runtime>>);

impl std::fmt::Debug for NativeCallPin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "NativeCallPin(held)"
        } else {
            "NativeCallPin(empty)"
        })
    }
}

impl NativeCallPin {
    /// The spare handle, or a new one on `runtime` when it is out.
    #[inline]
    fn take(&mut self, runtime: &Arc<Runtime>) -> Arc<Runtime> {
        self.0.take().unwrap_or_else(|| Arc::clone(runtime))
    }

    /// Keeps `handle` as the spare if it is still on the heap's `runtime` and
    /// no spare is held (a nested call put its own back); drops it otherwise.
    #[inline]
    fn put_back(&mut self, handle: Arc<Runtime>, runtime: &Arc<Runtime>) {
        if self.0.is_none() && Arc::ptr_eq(&handle, runtime) {
            self.0 = Some(handle);
        }
    }
}

/// What a receiver's prototype chain makes of a store of a key the receiver
/// lacks ([`Heap::inherited_store`]).
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) enum InheritedStore {
    /// The receiver adds the key.
    Add,
    /// A holder's accessor: its setter runs (a missing one refuses).
    Setter { setter: Value, holder: ObjectId },
    /// A read-only data property: the store is refused.
    ReadOnly,
}

impl Heap {
    // ----- own property access -----------------------------------------------------

    /// The own property `key` of `id`, if any.
    pub(crate) fn get_own_property_known(
        &self,
        id: ObjectId,
        key: PropertyKey,
    ) -> Option<OwnProperty> {
        let shape = self.shapes.get(self.shape_of_known(id));
        // A named key of a fast, non-array object is decided by its shape alone
        // (and read through `field`), which keeps a snapshot object's body in
        // the archive.
        if !key.is_index() && !shape.is_dictionary() && shape.kind() != ObjectKind::Array {
            return self.shape_property(id, key);
        }
        let obj = self.object_known(id);
        if let PropertyKey::Index(i) = key {
            return obj.elements.get(i).map(|e| OwnProperty {
                slot: e.slot,
                attrs: e.attrs,
            });
        }
        if key == PropertyKey::String(self.length_atom) && shape.kind() == ObjectKind::Array {
            // Freezing makes an array's length read-only.
            let frozen = shape.integrity() == Some(IntegrityLevel::Freeze);
            return Some(OwnProperty {
                slot: PropertySlot::Data(Value::Number(f64::from(obj.elements.length()))),
                attrs: if frozen {
                    Attrs::empty()
                } else {
                    Attrs::WRITABLE
                },
            });
        }
        if let Some(dict) = obj.dictionary() {
            return dict.get(&key).map(|e| OwnProperty {
                slot: e.slot,
                attrs: e.attrs,
            });
        }
        self.shape_property(id, key)
    }

    /// Whether `id` or an object up its prototype chain has an own property
    /// `key` (no getter runs).
    ///
    /// The chain above `id` is answered from the cache of chains known to
    /// lack a key ([`chains`](mod@super::chains)) when it can be, and a walk that
    /// finds no holder is recorded there, as a store's walk is: the
    /// interpreter asks this on every read of a built-in method
    /// (`Object.assign`), whose chain ends in the dictionary
    /// `Object.prototype`.
    pub(crate) fn chain_holds(&mut self, id: ObjectId, key: PropertyKey) -> bool {
        if self.get_own_property_known(id, key).is_some() {
            return true;
        }
        let Some(first) = self.get_prototype_of_known(id) else {
            return false;
        };
        if self.chain_known_to_lack(first, key) {
            return false;
        }
        match self.walk_chain(first, key) {
            (_, Some((shapes, links))) => {
                let body_writes = self.body_writes;
                self.absent_chains
                    .record(first, key, body_writes, &shapes[..links]);
                false
            }
            // No record: a holder was found, or the chain is one the cache
            // does not keep (an array link, or longer than it holds).
            (_, None) => self.chain_walk_finds(first, key),
        }
    }

    /// Whether `first` or a link above it has an own property `key`, by a
    /// plain walk.
    fn chain_walk_finds(&self, first: ObjectId, key: PropertyKey) -> bool {
        let mut at = Some(first);
        while let Some(o) = at {
            if self.get_own_property_known(o, key).is_some() {
                return true;
            }
            at = self.get_prototype_of_known(o);
        }
        false
    }

    /// The own property `key` of a fast object, from its shape's descriptors.
    pub(super) fn shape_property(&self, id: ObjectId, key: PropertyKey) -> Option<OwnProperty> {
        self.shapes
            .lookup(self.shape_of_known(id), key)
            .map(|(_, d)| OwnProperty {
                slot: match d.value {
                    DescriptorValue::Field(i) => PropertySlot::Data(self.field_known(id, i)),
                    DescriptorValue::Accessor { get, set } => PropertySlot::Accessor { get, set },
                },
                attrs: d.attrs,
            })
    }

    /// Calls `function` with `this` and `args`: a native (a [`Value::Native`] or a
    /// native function object) runs its registered Rust function; a script
    /// function returns `undefined` (its body is opaque to the heap), or, once
    /// an interpreter has asked for them ([`Heap::hand_script_calls_to_caller`]),
    /// is handed back as [`JsErrorKind::ScriptCall`](crate::JsErrorKind::ScriptCall); anything else is a
    /// `TypeError`.
    pub fn call(&mut self, function: Value, this: Value, args: &[Value]) -> Result<Value, JsError> {
        self.check_value(function)?;
        self.check_value(this)?;
        for &arg in args {
            self.check_value(arg)?;
        }
        let native = match function {
            Value::Native(n) => Some(n),
            Value::Object(o) => match self.kind_of_known(o) {
                ObjectKind::Function | ObjectKind::ArrowFunction => self.object_known(o).native(),
                _ => {
                    return Err(JsError::type_error(format!(
                        "{} is not a function",
                        self.object_tag_known(o)
                    )));
                }
            },
            _ => return Err(JsError::type_error("value is not a function")),
        };
        let Some(native) = native else {
            if let Some((results, next)) = &mut self.script_call_replay
                && let Some(&v) = results.get(*next)
            {
                *next += 1;
                return Ok(v);
            }
            if !self.script_calls_to_caller {
                return Ok(Value::Undefined);
            }
            return Err(JsError::script_call(function, this, args.first().copied()));
        };
        // The function is borrowed from a runtime handle held on this stack
        // frame, so the call can take `&mut self` and the native can do anything
        // to the heap (even replace it) without freeing the closure it runs.
        let runtime = self.native_call_pin.take(&self.runtime);
        let result = match runtime.natives.function(native) {
            Some(f) => f(self, this, args),
            None => Err(JsError::type_error(format!(
                "native function #{} is not in this heap's registry",
                native.0
            ))),
        };
        self.native_call_pin.put_back(runtime, &self.runtime);
        result
    }

    /// Makes calls of script functions (getters, setters) fail with
    /// [`JsErrorKind::ScriptCall`](crate::JsErrorKind::ScriptCall) so that an interpreter can run them.
    pub fn hand_script_calls_to_caller(&mut self) {
        self.script_calls_to_caller = true;
    }

    /// Runs `op` with the results of the script-function calls it makes, in
    /// order, taken from `results`: an interpreter that got
    /// [`JsErrorKind::ScriptCall`](crate::JsErrorKind::ScriptCall) from an operation that reads getters
    /// (a spread, a clone) makes that call, appends its result, and runs the
    /// operation again, until it completes. Each getter runs once, in order.
    pub fn replay_script_calls<T>(
        &mut self,
        results: &[Value],
        op: impl FnOnce(&mut Heap) -> Result<T, JsError>,
    ) -> Result<T, JsError> {
        self.script_call_replay = Some((results.to_vec(), 0));
        let r = op(self);
        self.script_call_replay = None;
        r
    }

    /// The value of `holder`'s own property `key` (held in `slot`) as read through
    /// `receiver`: data as is; a getter is called with `receiver` as `this`; a
    /// pending lazy property is resolved (its module loads).
    pub(crate) fn read_slot(
        &mut self,
        holder: ObjectId,
        receiver: ObjectId,
        key: PropertyKey,
        slot: PropertySlot,
    ) -> Result<Value, JsError> {
        match slot {
            PropertySlot::Data(v) => Ok(v),
            PropertySlot::Accessor { get, .. } => {
                if self.is_native(get, LAZY_GETTER) && self.lazy.contains_key(&(holder, key)) {
                    return self.resolve_lazy(holder, key);
                }
                if get == Value::Undefined {
                    return Ok(Value::Undefined);
                }
                self.call(get, Value::Object(receiver), &[])
            }
        }
    }

    /// `o[key]`: own property, then along the prototype chain. Getters run (and
    /// may change the heap), hence `&mut`.
    pub fn get(&mut self, id: ObjectId, key: PropertyKey) -> Result<Value, JsError> {
        self.check_object(id)?;
        self.check_key(key)?;
        self.migrate_if_deprecated(id);
        if self.atoms.is_private_key(key) {
            // A private symbol is looked up on the receiver alone.
            return match self.get_own_property_known(id, key) {
                Some(p) => self.read_slot(id, id, key, p.slot),
                None => Ok(Value::Undefined),
            };
        }
        let mut at = Some(id);
        while let Some(o) = at {
            if let Some(p) = self.get_own_property_known(o, key) {
                return self.read_slot(o, id, key, p.slot);
            }
            at = self.get_prototype_of_known(o);
        }
        Ok(Value::Undefined)
    }

    /// The descriptor of `id`'s own field `key`: `None` in dictionary mode
    /// and for accessors and absent keys.
    fn own_field(&self, id: ObjectId, key: PropertyKey) -> Option<crate::shape::Descriptor> {
        if !self.has_fast_properties_known(id) {
            return None;
        }
        self.shapes
            .lookup(self.shape_of_known(id), key)
            .map(|(_, d)| *d)
            .filter(|d| matches!(d.value, DescriptorValue::Field(_)))
    }

    /// `o[key] = value` in sloppy mode (JavaScript's `OrdinarySet`): returns whether
    /// the store happened (false for read-only targets, non-extensible objects and
    /// setter-less accessors). `origin` says whether it was written as a named or a
    /// keyed store, which decides V8's limit and, as in V8's store IC runtime
    /// path, whether the prototypes on the chain are made fast again
    /// ([`Policy::make_prototypes_fast`]). `set` models a store that reaches V8's
    /// runtime, as every first execution of a store site does; a
    /// [`StoreIc`](crate::StoreIc) hit models the cached path that does not.
    pub fn set(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        value: Value,
        origin: StoreOrigin,
    ) -> Result<bool, JsError> {
        self.check_object(id)?;
        self.check_key(key)?;
        self.check_value(value)?;
        self.set_known(id, key, value, origin)
    }

    /// [`Heap::set`] of an object, key and value already checked (a copy's
    /// target and its sources' properties, or the interpreter's own values
    /// at a megamorphic store site). An add along a transition the store
    /// stub cache holds ([`stubs`](mod@super::stubs)) is done first.
    pub(crate) fn set_known(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        value: Value,
        origin: StoreOrigin,
    ) -> Result<bool, JsError> {
        if self.add_by_stub(id, key, value) {
            return Ok(true);
        }
        self.migrate_if_deprecated(id);
        if self.atoms.is_private_key(key) {
            self.set_private(id, key, value, origin);
            return Ok(true);
        }
        if !key.is_index()
            && let Some(done) = self.set_along_transition(id, key, value)
        {
            return done;
        }
        let own = self.get_own_property_known(id, key);
        let fast = self.has_fast_properties_known(id);
        let shape = self.shape_of_known(id);
        // An own field is an own property: an absent key needs no second look.
        let own_field = own.and_then(|_| self.own_field(id, key));
        let own_field_is_const = own_field.is_some_and(|d| d.constant);
        // A value the field's representation cannot hold needs the map
        // updated (V8's store handlers check the representation and miss).
        let own_field_must_generalize = own_field.is_some_and(|d| !d.representation.fits(value));
        // V8's generic store stub completes some stores itself and others reach
        // `StoreIC::Store` (which runs `MakePrototypesFast` first). The stub does:
        // stores to an own accessor or read-only property; stores to a mutable own
        // field (a const field needs the runtime to check and generalize it);
        // adds along an existing transition; and, on a dictionary-mode receiver,
        // any store the dictionary can take (own writable, or an add while
        // extensible).
        let handled_in_stub = key.is_index()
            || match own {
                Some(p)
                    if p.attrs.contains(Attrs::ACCESSOR) || !p.attrs.contains(Attrs::WRITABLE) =>
                {
                    true
                }
                Some(_) => !fast || !(own_field_is_const || own_field_must_generalize),
                None if !fast => self.is_extensible_known(id),
                None => self
                    .shapes
                    .find_transition(
                        shape,
                        &TransitionKey::Add {
                            key,
                            attrs: Attrs::DEFAULT,
                        },
                    )
                    .is_some(),
            };
        if self.policy.make_prototypes_fast && !handled_in_stub {
            if origin == StoreOrigin::Named {
                self.make_prototypes_fast(id);
            }
            self.reoptimize_direct_prototype(id);
        }
        if let Some(p) = own {
            return match p.slot {
                PropertySlot::Accessor { set, .. } => self.call_setter(set, id, id, key, value),
                PropertySlot::Data(_) if !p.attrs.contains(Attrs::WRITABLE) => Ok(false),
                PropertySlot::Data(old) => {
                    // Writing a different value over a const field generalizes it
                    // to mutable, in place (V8's field constness tracking). A keyed
                    // store (and `Object.assign`) generalizes it even when the value
                    // is the same: V8's keyed store handlers do not check const
                    // fields, so the field is made mutable before one is cached
                    // (measured: `proto_fast_after_same_value_keyed_store`).
                    let make_mutable = own_field_is_const
                        && (origin == StoreOrigin::Keyed || !self.same_value(old, value));
                    self.write_own_data_generalizing(id, key, value, make_mutable);
                    Ok(true)
                }
            };
        }
        match self.inherited_store(id, key) {
            InheritedStore::Setter { setter, holder } => {
                return self.call_setter(setter, holder, id, key, value);
            }
            InheritedStore::ReadOnly => return Ok(false),
            InheritedStore::Add => {}
        }
        if !self.is_extensible_known(id) {
            return Ok(false);
        }
        self.add_property(id, key, PropertySlot::Data(value), Attrs::DEFAULT, origin);
        Ok(true)
    }

    /// [`Heap::set`] of a key `id` lacks, when `id`'s shape has a recorded
    /// add transition for it: `None` when it has none (or only a deprecated
    /// one). The transition proves the key absent and the object fast and
    /// extensible, so what is left to look at is the prototype chain; an add
    /// then follows the transition, as `add_property` would (V8's generic
    /// store stub takes these adds itself, so no prototype is made fast).
    fn set_along_transition(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        value: Value,
    ) -> Option<Result<bool, JsError>> {
        let add = TransitionKey::Add {
            key,
            attrs: Attrs::DEFAULT,
        };
        let to = self.shapes.find_transition(self.shape_of_known(id), &add)?;
        if self.shapes.get(to).is_deprecated() {
            return None;
        }
        Some(match self.inherited_store(id, key) {
            InheritedStore::Setter { setter, holder } => {
                self.call_setter(setter, holder, id, key, value)
            }
            InheritedStore::ReadOnly => Ok(false),
            InheritedStore::Add => {
                let from = self.shape_of_known(id);
                let deprecations = self.shapes.deprecations();
                let tkey = self.shapes.get(to).created_by().map_or(add, |(_, k)| k);
                self.transition(id, to, tkey, false);
                self.push_field(id, value);
                self.fit_last_field(id, value);
                if self.shape_of_known(id) == to && self.shapes.deprecations() == deprecations {
                    self.record_store_stub(id, from, key, to);
                }
                Ok(true)
            }
        })
    }

    /// [`Heap::set_known`] of a key whose add from `id`'s shape the stub
    /// cache holds ([`stubs`](mod@super::stubs)): `true` when done, `false`
    /// (with nothing changed) when the full store must run.
    #[inline]
    fn add_by_stub(&mut self, id: ObjectId, key: PropertyKey, value: Value) -> bool {
        let from = self.shape_of_known(id);
        let Some(stub) = self.store_stubs.get(
            from,
            key,
            self.chain_epoch.stamp(),
            self.shapes.deprecations(),
        ) else {
            return false;
        };
        if !stub.representation.fits(value)
            || self.trace.is_some()
            || self.object_known(id).is_prototype()
        {
            return false;
        }
        self.apply_cached_add_at(id, stub, value);
        true
    }

    /// Records the add that just moved `id` from `from` to `to` along a
    /// transition, its value fitting, for [`Heap::add_by_stub`].
    fn record_store_stub(&mut self, id: ObjectId, from: ShapeId, key: PropertyKey, to: ShapeId) {
        if self.trace.is_some() || self.object_known(id).is_prototype() {
            return;
        }
        let Some(last) = self.shapes.descriptors(to).last() else {
            return;
        };
        let representation = last.representation;
        let DescriptorValue::Field(field) = last.value else {
            return;
        };
        let add = CachedAdd {
            to,
            field,
            representation,
            from_prototype_map: self.shapes.get(from).is_prototype_map(),
        };
        let stamp = self.chain_epoch.stamp();
        let deprecations = self.shapes.deprecations();
        self.store_stubs.record(from, key, add, stamp, deprecations);
    }

    /// What `id`'s prototype chain makes of a store of `key`, which `id`
    /// itself lacks (JavaScript's `OrdinarySet` past the receiver): the
    /// first holder's setter runs, a read-only data property refuses, and a
    /// writable one or none lets the receiver add the key. A chain found to
    /// hold no `key` is remembered ([`chains`](mod@super::chains)), so that the
    /// next store of `key` through it compares shapes instead of walking.
    #[inline]
    pub(super) fn inherited_store(&mut self, id: ObjectId, key: PropertyKey) -> InheritedStore {
        let Some(first) = self.get_prototype_of_known(id) else {
            return InheritedStore::Add;
        };
        if self.chain_known_to_lack(first, key) {
            return InheritedStore::Add;
        }
        self.walk_inherited_store(first, key)
    }

    /// [`Heap::inherited_store`] by walking the chain from `first`, which
    /// records a chain that holds no `key`.
    #[inline(never)]
    fn walk_inherited_store(&mut self, first: ObjectId, key: PropertyKey) -> InheritedStore {
        let (result, absent) = self.walk_chain(first, key);
        if let Some((shapes, links)) = absent {
            let body_writes = self.body_writes;
            self.absent_chains
                .record(first, key, body_writes, &shapes[..links]);
        }
        result
    }

    /// What the chain from `first` makes of a store of `key`, looking at
    /// every link; with [`InheritedStore::Add`] because no link holds `key`,
    /// also the links' shapes when the chain may be cached
    /// ([`chains`](mod@super::chains)).
    pub(super) fn walk_chain(
        &self,
        first: ObjectId,
        key: PropertyKey,
    ) -> (InheritedStore, Option<([ShapeId; CHAIN_LINKS], usize)>) {
        let mut shapes = [ShapeId(0); CHAIN_LINKS];
        let mut links = 0;
        let mut cacheable = true;
        let mut at = Some(first);
        while let Some(o) = at {
            if let Some(p) = self.get_own_property_known(o, key) {
                let result = match p.slot {
                    PropertySlot::Accessor { set, .. } => InheritedStore::Setter {
                        setter: set,
                        holder: o,
                    },
                    PropertySlot::Data(_) if !p.attrs.contains(Attrs::WRITABLE) => {
                        InheritedStore::ReadOnly
                    }
                    PropertySlot::Data(_) => InheritedStore::Add,
                };
                return (result, None);
            }
            let shape = self.shape_of_known(o);
            match shapes.get_mut(links) {
                Some(s) if self.shapes.get(shape).kind() != ObjectKind::Array => *s = shape,
                _ => cacheable = false,
            }
            links += 1;
            at = self.shapes.get(shape).prototype();
        }
        (InheritedStore::Add, cacheable.then_some((shapes, links)))
    }

    /// Whether the chain from `first` is one [`chains`](mod@super::chains)
    /// recorded as lacking `key`, and still is: no body written since, and
    /// every link with its recorded shape.
    #[inline]
    fn chain_known_to_lack(&self, first: ObjectId, key: PropertyKey) -> bool {
        let Some(shapes) = self.absent_chains.get(first, key, self.body_writes) else {
            return false;
        };
        let mut at = Some(first);
        for &shape in shapes {
            match at {
                Some(o) if self.shape_of_known(o) == shape => {
                    at = self.shapes.get(shape).prototype();
                }
                _ => return false,
            }
        }
        at.is_none()
    }

    /// A store to a private symbol (V8's private names): on the receiver alone,
    /// whatever its prototypes hold and whether or not it is extensible, frozen
    /// or sealed; an added property is not enumerable (V8's `DONT_ENUM`).
    fn set_private(&mut self, id: ObjectId, key: PropertyKey, value: Value, origin: StoreOrigin) {
        match self.get_own_property_known(id, key) {
            Some(_) => self.write_own_data(id, key, value),
            None => self.add_property(
                id,
                key,
                PropertySlot::Data(value),
                Attrs::DEFAULT - Attrs::ENUMERABLE,
                origin,
            ),
        }
    }

    /// Runs the setter `setter` of `holder`'s accessor `key` for a store through
    /// `receiver`. A pending lazy property's setter does what Node's does: it
    /// redefines the property on its holder as a writable data property (the
    /// module is not loaded).
    pub(super) fn call_setter(
        &mut self,
        setter: Value,
        holder: ObjectId,
        receiver: ObjectId,
        key: PropertyKey,
        value: Value,
    ) -> Result<bool, JsError> {
        match setter {
            Value::Undefined => Ok(false),
            setter
                if self.is_native(setter, LAZY_SETTER)
                    && self.lazy.contains_key(&(holder, key)) =>
            {
                self.settle_lazy(holder, key, value)?;
                Ok(true)
            }
            other => self
                .call(other, Value::Object(receiver), &[value])
                .map(|_| true),
        }
    }

    /// Overwrites the value of an existing own writable data property.
    pub(super) fn write_own_data(&mut self, id: ObjectId, key: PropertyKey, value: Value) {
        self.write_own_data_generalizing(id, key, value, false);
    }

    /// [`Heap::write_own_data`], also making a const field mutable when
    /// `make_mutable`: one generalization of the field, constness and
    /// representation together, as V8's `MapUpdater` makes it.
    pub(super) fn write_own_data_generalizing(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        value: Value,
        make_mutable: bool,
    ) {
        if let PropertyKey::Index(i) = key {
            self.write_element(id, i, value);
            return;
        }
        if key == PropertyKey::String(self.length_atom)
            && self.shapes.get(self.shape_of_known(id)).kind() == ObjectKind::Array
        {
            self.set_array_length(id, value);
            return;
        }
        let shape = self.shape_of_known(id);
        if !self.shapes.get(shape).is_dictionary()
            && let Some((position, _)) = self.shapes.lookup(shape, key)
        {
            self.fit_field(id, position, value);
            if make_mutable {
                // On the shape the value now fits (a new one when the
                // representation needed it; the old one keeps its constness).
                let shape = self.shape_of_known(id);
                self.shapes.mark_field_mutable(shape, key);
            }
        }
        let shape = self.shape_of_known(id);
        if let Some(dict) = self.existing_body_mut(id).and_then(|b| b.dictionary_mut()) {
            if let Some(mut e) = dict.get_mut(&key) {
                e.slot = PropertySlot::Data(value);
            }
        } else if let Some((_, d)) = self.shapes.lookup(shape, key)
            && let DescriptorValue::Field(i) = d.value
        {
            self.write_field(id, i, value);
        }
    }

    pub(crate) fn set_array_length(&mut self, id: ObjectId, value: Value) {
        let Value::Number(n) = value else { return };
        if !(n >= 0.0 && n <= f64::from(u32::MAX) && n.fract() == 0.0) {
            return;
        }
        let len = n as u32;
        let gap = self.policy.elements_max_gap;
        let grew = match &mut self.object_mut(id).elements {
            // Growing by holes is bounded like element stores are: array lengths
            // are not modelled beyond the elements (V8 would keep the length and
            // switch to dictionary elements; a huge dense resize would exhaust
            // memory instead).
            Elements::Dense(v) if len as usize > v.len() + gap as usize => false,
            Elements::Dense(v) => {
                let grew = len as usize > v.len();
                v.resize(len as usize, Slot::HOLE);
                grew
            }
            Elements::Sparse(m) => {
                m.split_off(&len);
                false
            }
        };
        if grew {
            // A longer array has holes at its end: holey (V8's `SetLengthImpl`).
            self.note_element_store(id, None, true);
        }
    }

    /// Appends `value` to the dense elements of `id` if `index` is their
    /// length, noting the store in the elements kind as `write_element`
    /// does; `false`, doing nothing, otherwise. For a new extensible array the
    /// caller fills in order with values of this heap (the clone reader): the
    /// store a define of the next index makes, without its checks and lookup.
    pub(crate) fn append_dense_element_known(
        &mut self,
        id: ObjectId,
        index: u32,
        value: Value,
    ) -> bool {
        // An array has a body from birth (its elements).
        match self.existing_body_mut(id).map(|body| &mut body.elements) {
            Some(Elements::Dense(v)) if v.len() == index as usize => v.push(Slot::pack(value)),
            _ => return false,
        }
        // `HOLEY_ELEMENTS` holds every value, so an append never moves it (the
        // clone reader's arrays are born with it).
        if self.elements_kind_known(id) != crate::shape::ElementsKind::Holey {
            self.note_element_store(id, Some(value), false);
        }
        true
    }

    /// Makes room for `additional` more dense elements of `id` (nothing for
    /// sparse elements).
    pub(crate) fn reserve_dense_elements(&mut self, id: ObjectId, additional: u32) {
        if let Elements::Dense(v) = &mut self.object_mut(id).elements {
            v.reserve_exact(additional as usize);
        }
    }

    pub(super) fn write_element(&mut self, id: ObjectId, index: u32, value: Value) {
        let gap = self.policy.elements_max_gap;
        let mut holes = false;
        match &mut self.object_mut(id).elements {
            Elements::Dense(v) => {
                let i = index as usize;
                if i < v.len() {
                    v[i] = Slot::pack(value);
                } else if index == v.len() as u32 || index - (v.len() as u32) < gap {
                    holes = i > v.len();
                    v.resize(i, Slot::HOLE);
                    v.push(Slot::pack(value));
                } else {
                    let m = self.object_mut(id).elements.make_sparse();
                    m.insert(
                        index,
                        DictEntry {
                            slot: PropertySlot::Data(value),
                            attrs: Attrs::DEFAULT,
                        },
                    );
                }
            }
            Elements::Sparse(m) => {
                m.entry(index)
                    .and_modify(|e| e.slot = PropertySlot::Data(value))
                    .or_insert(DictEntry {
                        slot: PropertySlot::Data(value),
                        attrs: Attrs::DEFAULT,
                    });
            }
        }
        self.note_element_store(id, Some(value), holes);
    }

    /// Adds a new own property (the key must not exist; the object must be
    /// extensible). Fast objects take a transition or normalize, as the policy says.
    pub(super) fn add_property(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        slot: PropertySlot,
        attrs: Attrs,
        origin: StoreOrigin,
    ) {
        if let PropertyKey::Index(i) = key {
            match slot {
                PropertySlot::Data(v) if attrs == Attrs::DEFAULT => self.write_element(id, i, v),
                _ => {
                    self.object_mut(id)
                        .elements
                        .make_sparse()
                        .insert(i, DictEntry { slot, attrs });
                    self.note_element_store(id, None, false);
                }
            }
            return;
        }
        let from = self.shape_of_known(id);
        if !self.shapes.get(from).is_dictionary() {
            let accessor = match slot {
                PropertySlot::Accessor { get, set } => Some((get, set)),
                PropertySlot::Data(_) => None,
            };
            let is_prototype = self.object_known(id).is_prototype();
            let representation = match slot {
                PropertySlot::Data(v) => Representation::of(v),
                PropertySlot::Accessor { .. } => Representation::Tagged,
            };
            let outcome = self.shapes.add_property(
                &self.policy,
                from,
                (key, attrs, accessor),
                representation,
                origin,
                is_prototype,
            );
            let (to, created) = match outcome {
                AddOutcome::Followed(to) => (to, false),
                AddOutcome::Created(to) => (to, true),
                AddOutcome::Normalize(reason) => {
                    self.normalize_known(id, reason);
                    self.add_property(id, key, slot, attrs, origin);
                    if accessor.is_some() {
                        self.reoptimize_if_prototype(id);
                    }
                    return;
                }
            };
            self.transition_by_add(id, to, (key, attrs), created);
            if let PropertySlot::Data(v) = slot {
                self.push_field(id, v);
                self.fit_last_field(id, v);
            }
            return;
        }
        let attrs = match slot {
            PropertySlot::Accessor { .. } => (attrs | Attrs::ACCESSOR) - Attrs::WRITABLE,
            PropertySlot::Data(_) => attrs - Attrs::ACCESSOR,
        };
        if let Some(dict) = self.existing_body_mut(id).and_then(|b| b.dictionary_mut()) {
            dict.insert(key, DictEntry { slot, attrs });
        }
    }

    /// JavaScript's `CreateDataProperty`: define `key` as a default data property
    /// (used by literals and spreads). Throws on non-configurable or
    /// non-extensible targets, as `CreateDataPropertyOrThrow` does.
    pub fn create_data_property(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        value: Value,
        origin: StoreOrigin,
    ) -> Result<(), JsError> {
        self.check_object(id)?;
        self.check_key(key)?;
        self.check_value(value)?;
        self.migrate_if_deprecated(id);
        if self.atoms.is_private_key(key) {
            self.set_private(id, key, value, origin);
            return Ok(());
        }
        // Transition first, as V8's stores do: a recorded add transition for the
        // key proves the key is absent and the shape fast and extensible.
        let add = TransitionKey::Add {
            key,
            attrs: Attrs::DEFAULT,
        };
        if !key.is_index()
            && let Some(to) = self.shapes.find_transition(self.shape_of_known(id), &add)
            && !self.shapes.get(to).is_deprecated()
        {
            self.transition(id, to, add, false);
            self.push_field(id, value);
            self.fit_last_field(id, value);
            return Ok(());
        }
        match self.get_own_property_known(id, key) {
            Some(p) if p.attrs == Attrs::DEFAULT => {
                // Redefining a const field with another value makes it mutable,
                // as a store does: `{y: 1, y: 2}` has a mutable `y` in V8.
                let is_const_field = self.own_field(id, key).is_some_and(|d| d.constant);
                let changes =
                    matches!(p.slot, PropertySlot::Data(old) if !self.same_value(old, value));
                self.write_own_data_generalizing(id, key, value, is_const_field && changes);
                Ok(())
            }
            Some(_) => {
                self.define_property(id, key, PropertyDescriptor::data(value, Attrs::DEFAULT))
            }
            None if !self.is_extensible_known(id) => Err(JsError::type_error(format!(
                "Cannot add property {}, object is not extensible",
                self.atoms.display(key)
            ))),
            None => {
                self.add_property(id, key, PropertySlot::Data(value), Attrs::DEFAULT, origin);
                Ok(())
            }
        }
    }
}
