//! Allocation, the prototype role and mode changes: how objects are born,
//! how they become prototypes (V8's `JSObject::OptimizeAsPrototype`), and how they
//! move between fast and dictionary mode (`NormalizeProperties`, `MigrateToMap`).

use super::*;

/// How an object is made a prototype: V8's `enable_setup_mode` of
/// `JSObject::OptimizeAsPrototype`, and whether an object that is a prototype
/// already is looked at again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum PrototypeSetup {
    /// Setup mode for an object becoming a prototype; one that is a prototype
    /// already is left as it is. V8's paths that set a map's prototype
    /// directly behave so: a constructor's own initial map (`new F`), and
    /// `F.prototype = o`.
    FirstUse,
    /// `Map::SetPrototype` in setup mode: as `FirstUse`, and a prototype
    /// still fast and not marked "should be fast" is normalized again.
    Again,
    /// Without setup mode, as `InitClassConstructor` sets a class's
    /// superclass constructor: the object is copied as a prototype and stays
    /// fast.
    Off,
}

/// What an add along a transition does, as a store cache records it: the
/// facts of the two shapes that [`Heap::apply_cached_add_at`] needs, so a hit
/// looks none of them up. A store IC's transition handler and the store stub
/// cache ([`stubs`](mod@super::stubs)) both hold one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct CachedAdd {
    /// The shape the add moves to.
    pub(crate) to: ShapeId,
    /// The new field's index (`to`'s last field).
    pub(crate) field: u32,
    /// The new field's representation when recorded (a later in-place
    /// generalization only widens it).
    pub(crate) representation: Representation,
    /// Whether the shape the add starts from is a prototype map, whose
    /// change moves the heap's chain stamp: a fact of the shape.
    pub(crate) from_prototype_map: bool,
}

impl Heap {
    // ----- allocation ------------------------------------------------------------

    pub(super) fn alloc(&mut self, shape: ShapeId) -> ObjectId {
        self.alloc_placed(shape).0
    }

    /// [`Heap::alloc`], and where the new object's region starts (its
    /// in-object slots, then its property array), so that a caller filling
    /// the fields need not look the header up again.
    #[inline(always)]
    pub(super) fn alloc_placed(&mut self, shape: ShapeId) -> (ObjectId, u32) {
        let s = self.shapes.get(shape);
        let dictionary = s.is_dictionary();
        let inobject_capacity = s.inobject_capacity();
        // An object born with a shape that has out-of-object fields (a copy,
        // a clone) gets its property array at once, as V8's
        // `AllocateStorageForMap` does: one region, not a grown one.
        let property_array = (!dictionary)
            .then(|| s.out_of_object_capacity())
            .filter(|&c| c > 0);
        let region = inobject_capacity + property_array.map_or(0, |c| 1 + c);
        self.count_allocation(
            size_of::<Header>()
                + region as usize * size_of::<Slot>()
                + if dictionary {
                    size_of::<JsObject>() + size_of::<crate::object::RareFields>()
                } else {
                    0
                },
        );
        // A cleared region: a freed one of this size, or new slots.
        let inobject_base = self.alloc_region(region);
        // The policy keeps in-object capacities below 2^15 (the top bit is
        // the property-array flag).
        let mut capacity = u16::try_from(inobject_capacity).unwrap_or(0) & !Header::PROPERTY_ARRAY;
        if let Some(c) = property_array {
            let meta = (inobject_base + inobject_capacity - self.base_slots) as usize;
            self.inobject_slots[meta] = Slot::from_bits(u64::from(c));
            capacity |= Header::PROPERTY_ARRAY;
        }
        let id = self.place_header(Header {
            shape,
            generation: 0,
            inobject_capacity: capacity,
            inobject_base,
            body: Header::NO_BODY,
        });
        if dictionary {
            self.object_mut(id)
                .set_dictionary(Some(Dictionary::default()));
        }
        self.log_object(id);
        (id, inobject_base)
    }

    /// Writes `header` (whose generation is ignored) into a free object slot,
    /// whose generation the new ID takes, or into a new one.
    #[inline(always)]
    pub(super) fn place_header(&mut self, mut header: Header) -> ObjectId {
        if let Some(index) = self.take_free_object()
            && let Some(free) = self.headers.overlay_mut(ObjectId(index, 0))
        {
            header.generation = free.generation;
            *free = header;
            return ObjectId(index, u32::from(header.generation));
        }
        header.generation = 0;
        self.headers.push(header)
    }

    pub(super) fn alloc_fast(
        &mut self,
        kind: ObjectKind,
        root_kind: RootKind,
        proto: Option<ObjectId>,
        inobject: u32,
    ) -> ObjectId {
        let shape = self.shapes.root(kind, root_kind, proto, inobject);
        self.alloc(shape)
    }

    pub(super) fn alloc_dictionary(
        &mut self,
        proto: Option<ObjectId>,
        reason: &'static str,
    ) -> ObjectId {
        let shape = self.shapes.slow_dictionary(ObjectKind::Ordinary, proto);
        let id = self.alloc(shape);
        self.record(|| TraceEvent::NewDictionary { object: id, reason });
        id
    }

    /// `{}`: the Object function's initial map, with the policy's
    /// [`initial_object_inobject_slots`](Policy::initial_object_inobject_slots)
    /// (4 in V8).
    pub fn new_object(&mut self) -> ObjectId {
        let map = self.object_function_map();
        self.alloc(map)
    }

    /// `Object.create(proto)`. With `None` the object is born in dictionary mode
    /// (V8: `slow_object_with_null_prototype_map`); otherwise `proto` is set up
    /// as a prototype ([`Heap::set_up_prototype`]) and the object gets the
    /// `Object.create` map for it: the policy's in-object slots of `{}`,
    /// cached per prototype.
    pub(crate) fn object_create_known(&mut self, proto: Option<ObjectId>) -> ObjectId {
        match proto {
            None => self.alloc_dictionary(None, "ObjectCreateNull"),
            Some(p) => {
                self.set_up_prototype(p);
                self.alloc_fast(
                    ObjectKind::Ordinary,
                    RootKind::ObjectFunction,
                    Some(p),
                    self.policy.initial_object_inobject_slots,
                )
            }
        }
    }

    /// An array literal `[a, b, …]` (dense elements).
    pub(crate) fn new_array_known(&mut self, values: &[Value]) -> ObjectId {
        self.new_array_of_kind(values.iter().map(|&v| Some(v)).collect(), None)
    }

    /// An opaque function object: `function () {}` or, with `arrow`, `() => {}`.
    /// The two kinds have different maps, as in V8.
    pub fn new_function(&mut self, arrow: bool) -> ObjectId {
        let proto = Some(self.intrinsics.function_prototype);
        let kind = if arrow {
            ObjectKind::ArrowFunction
        } else {
            ObjectKind::Function
        };
        self.alloc_fast(kind, RootKind::Builtin, proto, 0)
    }

    /// A script function object of the given flavour. V8 gives each flavour its
    /// own map (`sloppy_function_map`, `strict_function_map`,
    /// `class_function_map`, the maps of functions without a `prototype`:
    /// arrows, methods, accessors, and the two maps of bound functions).
    /// `proto` is Function.prototype, or the parent class for `class B
    /// extends A`.
    pub fn new_script_function(
        &mut self,
        flavour: FunctionFlavour,
        proto: Option<ObjectId>,
    ) -> ObjectId {
        let proto = proto.or(Some(self.intrinsics.function_prototype));
        let (kind, root) = match flavour {
            FunctionFlavour::Sloppy => (ObjectKind::Function, RootKind::Builtin),
            FunctionFlavour::Strict => (ObjectKind::Function, RootKind::StrictFunction),
            FunctionFlavour::Class => (ObjectKind::Function, RootKind::ClassConstructor),
            FunctionFlavour::WithoutPrototype => (ObjectKind::ArrowFunction, RootKind::Builtin),
            FunctionFlavour::Bound { constructor: true } => {
                (ObjectKind::Function, RootKind::BoundConstructor)
            }
            FunctionFlavour::Bound { constructor: false } => {
                (ObjectKind::ArrowFunction, RootKind::BoundFunction)
            }
        };
        if let Some(p) = proto
            && p != self.intrinsics.function_prototype
        {
            self.make_prototype(p);
        }
        self.alloc_fast(kind, root, proto, 0)
    }

    /// `new F()`'s allocation: an object from a constructor's initial map with
    /// prototype `proto` (made a prototype first, as V8's `Map::SetPrototype`
    /// does) and `inobject` in-object slots.
    pub fn new_instance(&mut self, proto: ObjectId, inobject: u32) -> Result<ObjectId, JsError> {
        self.check_object(proto)?;
        self.make_prototype(proto);
        let inobject = inobject.min(crate::policy::MAX_INOBJECT_PROPERTIES);
        Ok(self.alloc_fast(
            ObjectKind::Ordinary,
            RootKind::InitialMap,
            Some(proto),
            inobject,
        ))
    }

    /// An object of `map`, a constructor's initial map that a `new` made
    /// before ([`Heap::new_instance_with_fresh_map`]): what the interpreter
    /// does with the map it keeps per function (V8's `JSFunction::initial_map`).
    /// `None` when `map` is not a fast, empty initial map whose prototype is
    /// marked as one, or when a full collection found it dead (a collected
    /// shape is never used again; no object had it, so a new map is as good).
    pub(crate) fn new_instance_of_initial_map(&mut self, map: ShapeId) -> Option<ObjectId> {
        let s = self.shapes.get(map);
        let initial = s.root_kind() == RootKind::InitialMap
            && s.kind() == ObjectKind::Ordinary
            && !s.is_dictionary()
            && !s.is_deprecated()
            && !s.is_collected()
            && s.field_count() == 0
            && s.prototype()
                .is_some_and(|p| self.object_known(p).is_prototype());
        initial.then(|| self.alloc(map))
    }

    /// `Reflect.construct(F, args, G)` with a `new.target` `G` that is neither
    /// `F` nor a subclass of it: V8 cannot cache the derived map
    /// (`JSFunction::GetDerivedMap`'s slow path, `Map::CopyInitialMap`), so each
    /// such object gets a fresh initial map with prototype `proto`.
    pub fn new_instance_with_fresh_map(
        &mut self,
        proto: ObjectId,
        inobject: u32,
    ) -> Result<ObjectId, JsError> {
        self.check_object(proto)?;
        self.make_prototype(proto);
        let inobject = inobject.min(crate::policy::MAX_INOBJECT_PROPERTIES);
        let shape = self.shapes.fresh_root(
            ObjectKind::Ordinary,
            RootKind::InitialMap,
            Some(proto),
            inobject,
        );
        Ok(self.alloc(shape))
    }

    /// A constructor's initial map made before any instance of it (V8's
    /// `JSFunction::EnsureHasInitialMap`, which a subclass's first instance
    /// runs for its base class): a fresh root with prototype `proto` (made a
    /// prototype first) and `inobject` in-object slots. Record it with
    /// [`Heap::note_constructor_initial_map`].
    pub fn new_initial_map(&mut self, proto: ObjectId, inobject: u32) -> Result<ShapeId, JsError> {
        self.check_object(proto)?;
        self.make_prototype(proto);
        let inobject = inobject.min(crate::policy::MAX_INOBJECT_PROPERTIES);
        Ok(self.shapes.fresh_root(
            ObjectKind::Ordinary,
            RootKind::InitialMap,
            Some(proto),
            inobject,
        ))
    }

    /// [`Heap::new_instance`] for a subclass's instance (V8's
    /// `JSFunction::GetDerivedMap`, whose map the `new.target` keeps): also
    /// whether the map was made now, which V8 logs as the `new.target`'s
    /// initial map.
    pub fn new_derived_instance(
        &mut self,
        proto: ObjectId,
        inobject: u32,
    ) -> Result<(ObjectId, bool), JsError> {
        self.check_object(proto)?;
        let inobject = inobject.min(crate::policy::MAX_INOBJECT_PROPERTIES);
        let made = !self.shapes.has_root(
            ObjectKind::Ordinary,
            RootKind::InitialMap,
            Some(proto),
            inobject,
        );
        Ok((self.new_instance(proto, inobject)?, made))
    }

    /// Records `map` as the initial map a constructor named `name` got
    /// before any instance (see [`Heap::new_initial_map`]): V8 logs its
    /// making (`InitialMap`). The event's object is the constructor.
    pub fn note_constructor_initial_map(
        &mut self,
        constructor: ObjectId,
        map: ShapeId,
        name: PropertyKey,
    ) {
        self.record(|| TraceEvent::InitialMap {
            object: constructor,
            map,
            name,
            reason: "",
        });
    }

    /// Records that `instance` is the first of a constructor's new initial
    /// map (its shape), the constructor being named `name`: V8 logs the map's
    /// making.
    pub(crate) fn note_initial_map(&mut self, instance: ObjectId, name: PropertyKey) {
        let map = self.shape_of_known(instance);
        self.record(|| TraceEvent::InitialMap {
            object: instance,
            map,
            name,
            reason: "",
        });
    }

    /// A class's prototype object, as V8's `CreateClassPrototype` makes it:
    /// born on a fresh copy of the Object function's initial map with no
    /// in-object slots (`Map::Create`, which V8 logs as `MapCreate`), with
    /// `parent` as its prototype (`None`: `extends null`). `parent` is set up
    /// as `InitClassPrototype`'s `Map::SetPrototype` sets it up, in setup
    /// mode ([`Heap::set_up_as_prototype`]). The class's members then go on
    /// the object's own shapes, never on the Object function's.
    pub fn new_class_prototype(&mut self, parent: Option<ObjectId>) -> Result<ObjectId, JsError> {
        if let Some(p) = parent {
            self.check_object(p)?;
        }
        let from = self.object_function_map();
        let to = self
            .shapes
            .fresh_root(ObjectKind::Ordinary, RootKind::ObjectFunction, parent, 0);
        let id = self.alloc(to);
        self.record(|| TraceEvent::MapCreate {
            object: id,
            from,
            to,
        });
        if let Some(p) = parent {
            self.set_up_prototype(p);
        }
        Ok(id)
    }

    /// Records the maps a class definition leaves its constructor and its
    /// prototype on, as V8's `Runtime_DefineClass` logs them once both are
    /// set up (`InitialMap`, reasons `init class constructor` and `init class
    /// prototype`). `name` is the class's.
    pub fn note_class_maps(
        &mut self,
        constructor: ObjectId,
        prototype: ObjectId,
        name: PropertyKey,
    ) -> Result<(), JsError> {
        self.check_object(constructor)?;
        self.check_object(prototype)?;
        let constructor_map = self.shape_of_known(constructor);
        let prototype_map = self.shape_of_known(prototype);
        let unnamed = self.key("");
        self.record(|| TraceEvent::InitialMap {
            object: constructor,
            map: constructor_map,
            name,
            reason: "init class constructor",
        });
        self.record(|| TraceEvent::InitialMap {
            object: prototype,
            map: prototype_map,
            name: unnamed,
            reason: "init class prototype",
        });
        Ok(())
    }

    /// Marks `id` as a prototype (V8's `JSObject::OptimizeAsPrototype`), as
    /// `F.prototype = o` does.
    pub fn make_prototype_of_function(&mut self, id: ObjectId) -> Result<(), JsError> {
        self.check_object(id)?;
        self.make_prototype(id);
        Ok(())
    }

    /// Sets `id` up as a prototype as V8's `Map::SetPrototype` does in setup
    /// mode: it becomes a prototype as [`Heap::make_prototype_of_function`]
    /// makes one, or, if it is one already, is normalized again while it is
    /// fast and not marked "should be fast". What a subclass's first
    /// instance does to the subclass's prototype (`JSFunction::GetDerivedMap`).
    pub fn set_up_as_prototype(&mut self, id: ObjectId) -> Result<(), JsError> {
        self.check_object(id)?;
        self.set_up_prototype(id);
        Ok(())
    }

    /// Makes `id` a prototype as V8's bootstrapper leaves a built-in one:
    /// fast (the bootstrapper normalizes nothing), and, with `stays_fast`,
    /// marked to stay fast, so that no setup mode normalizes it later.
    pub fn make_builtin_prototype(
        &mut self,
        id: ObjectId,
        stays_fast: bool,
    ) -> Result<(), JsError> {
        self.check_object(id)?;
        self.make_prototype_in(id, PrototypeSetup::Off);
        if stays_fast {
            self.object_mut(id).rare_mut().should_be_fast = true;
        }
        Ok(())
    }

    /// An object with prototype `proto` from a built-in constructor's initial
    /// map, which V8 made with that prototype: unlike `Object.create`, nothing
    /// sets `proto` up again (`Object("x")`, `new Number(1)`).
    pub(crate) fn new_of_builtin_initial_map(&mut self, proto: ObjectId) -> ObjectId {
        self.make_prototype(proto);
        self.alloc_fast(
            ObjectKind::Ordinary,
            RootKind::ObjectFunction,
            Some(proto),
            self.policy.initial_object_inobject_slots,
        )
    }

    /// V8's `JSObject::MakePrototypesFast` from `id` itself (for-in's
    /// `kStartAtReceiver`).
    pub fn make_prototypes_fast_from(&mut self, id: ObjectId) -> Result<(), JsError> {
        self.check_object(id)?;
        if self.object_known(id).is_prototype() {
            self.make_prototypes_fast_including(id);
        } else {
            self.make_prototypes_fast(id);
        }
        Ok(())
    }

    /// A prototype set up whole, as V8 builds a class's prototype from its
    /// boilerplate: marked a prototype and, if that normalized it, moved to a
    /// fresh fast shape (`"OptimizeAsPrototype"`).
    pub fn optimize_as_prototype(&mut self, id: ObjectId) -> Result<(), JsError> {
        self.check_object(id)?;
        self.make_prototype(id);
        if !self.has_fast_properties_known(id) {
            self.migrate_to_fast(id, "OptimizeAsPrototype");
        }
        Ok(())
    }

    /// V8's `%ToFastProperties`: a dictionary-mode object (not a prototype
    /// marked otherwise) moves to a fresh fast shape.
    pub fn to_fast_properties(&mut self, id: ObjectId) -> Result<(), JsError> {
        self.check_object(id)?;
        if !self.has_fast_properties_known(id) {
            self.migrate_to_fast(id, "RuntimeToFastProperties");
        }
        Ok(())
    }

    /// An array literal with holes (`None`).
    pub(crate) fn new_array_with_holes(&mut self, values: Vec<Option<Value>>) -> ObjectId {
        self.new_array_of_kind(values, None)
    }

    /// An object literal. Follows V8's `CreateObjectLiteral` and the bytecode
    /// generator's `VisitObjectLiteral`:
    ///
    /// - `__proto__: null` (literally) makes a dictionary-mode object from birth;
    /// - otherwise the root map comes from the literal map cache, with in-object
    ///   slots = the number of entries that are not array indices or `__proto__`
    ///   (spreads and computed keys count); counts 0 and 4 get the Object
    ///   function's map, as `{}` does ([`Policy::literal_root`]);
    ///   literals of [`literal_map_cache_size`](Policy::literal_map_cache_size) or
    ///   more entries are built slow and migrated to a fresh, unshared fast map;
    /// - a literal whose first property (`__proto__` aside) is a spread (V8's
    ///   `CloneObject`) or a computed key starts from the Object function's map
    ///   like `{}` (its boilerplate is empty);
    /// - the constant part (entries before the first computed key or spread) forms
    ///   the boilerplate; `__proto__: expr` in it applies after the boilerplate;
    ///   later entries apply one by one, in order.
    pub fn object_literal(&mut self, entries: &[LiteralEntry]) -> Result<ObjectId, JsError> {
        self.object_literal_at(entries, &[])
    }

    /// An object `JSON.parse` builds: as [`object_literal`](Heap::object_literal),
    /// but one of [`literal_map_cache_size`](Policy::literal_map_cache_size) or
    /// more entries stays in dictionary mode. V8's parser takes the same root
    /// map (`JsonParser::BuildJsonObject`, later `JSDataObjectBuilder`:
    /// `ObjectLiteralMapFromCache` by the number of named members) and never
    /// migrates it; only `CreateObjectLiteral` does (`"FastLiteral"`).
    pub(crate) fn json_object(&mut self, entries: &[LiteralEntry]) -> Result<ObjectId, JsError> {
        self.build_object_literal(entries, &[], false)
    }

    /// [`object_literal`](Heap::object_literal), with the source position of
    /// each entry: the entries applied one by one after the boilerplate
    /// (spreads, computed keys) record their events at their own positions,
    /// as V8's bytecode does. Missing positions keep the current one.
    pub fn object_literal_at(
        &mut self,
        entries: &[LiteralEntry],
        sites: &[crate::heap::trace::TraceSite],
    ) -> Result<ObjectId, JsError> {
        self.build_object_literal(entries, sites, true)
    }

    /// [`object_literal_at`](Heap::object_literal_at); with `migrate_slow`
    /// false, a literal built slow stays slow ([`Heap::json_object`]).
    fn build_object_literal(
        &mut self,
        entries: &[LiteralEntry],
        sites: &[crate::heap::trace::TraceSite],
        migrate_slow: bool,
    ) -> Result<ObjectId, JsError> {
        for entry in entries {
            match *entry {
                LiteralEntry::Property { key, value, .. } => {
                    self.check_key(key)?;
                    self.check_value(value)?
                }
                LiteralEntry::Spread(value) | LiteralEntry::Proto(value) => {
                    self.check_value(value)?
                }
                LiteralEntry::NullProto => {}
            }
        }
        let null_proto = entries.iter().any(|e| matches!(e, LiteralEntry::NullProto));
        // A literal whose first property (ignoring `__proto__`) is a spread or a
        // computed key has an empty boilerplate: `{...s, …}` compiles to V8's
        // CloneObject, `{[k]: v, …}` to an empty object literal; both start from
        // the Object function's initial map, like `{}`, and add the rest one by
        // one. Everything else starts from a boilerplate of the literal's size.
        let starts_empty = matches!(
            entries
                .iter()
                .find(|e| !matches!(e, LiteralEntry::NullProto | LiteralEntry::Proto(_))),
            Some(LiteralEntry::Spread(_) | LiteralEntry::Property { computed: true, .. })
        );
        let boilerplate_len = entries
            .iter()
            .position(|e| {
                matches!(
                    e,
                    LiteralEntry::Spread(_) | LiteralEntry::Property { computed: true, .. }
                )
            })
            .unwrap_or(entries.len());
        let (boilerplate, mut dynamic) = entries.split_at(boilerplate_len);
        let first_spread = match dynamic.first() {
            Some(&LiteralEntry::Spread(source)) if starts_empty && !null_proto => Some(source),
            _ => None,
        };
        let id = if null_proto {
            self.alloc_dictionary(None, "NullPrototypeLiteral")
        } else if let Some(source) = first_spread
            && self.policy.spread_clone == crate::policy::SpreadClone::CloneModes
        {
            let (id, copied) = self.clone_object_start(source);
            if copied {
                dynamic = &dynamic[1..];
            }
            id
        } else if starts_empty {
            self.new_object()
        } else {
            let count = entries
                .iter()
                .filter(|e| match e {
                    LiteralEntry::Property { key, computed, .. } => *computed || !key.is_index(),
                    LiteralEntry::Spread(_) => true,
                    LiteralEntry::NullProto | LiteralEntry::Proto(_) => false,
                })
                .count() as u32;
            let proto = Some(self.intrinsics.object_prototype);
            match self.policy.literal_root(count) {
                LiteralRoot::ObjectFunction => self.new_object(),
                LiteralRoot::Cache(inobject) => {
                    self.alloc_fast(ObjectKind::Ordinary, RootKind::Literal, proto, inobject)
                }
                LiteralRoot::Slow => self.alloc_dictionary(proto, "SlowLiteral"),
            }
        };
        let mut deferred_proto = None;
        for entry in boilerplate {
            match *entry {
                LiteralEntry::Property { key, value, .. } => {
                    self.create_data_property(id, key, value, StoreOrigin::Named)?
                }
                LiteralEntry::Proto(v) => deferred_proto = Some(v),
                LiteralEntry::NullProto | LiteralEntry::Spread(_) => {}
            }
        }
        if migrate_slow && !self.has_fast_properties_known(id) && !null_proto {
            self.migrate_to_fast(id, "FastLiteral");
        }
        if let Some(v) = deferred_proto {
            self.literal_set_prototype(id, v)?;
        }
        let dynamic_from = entries.len() - dynamic.len();
        for (i, entry) in dynamic.iter().enumerate() {
            if let Some(&site) = sites.get(dynamic_from + i) {
                self.set_trace_site(site);
            }
            match *entry {
                LiteralEntry::Property { key, value, .. } => {
                    self.create_data_property(id, key, value, StoreOrigin::Named)?
                }
                LiteralEntry::Spread(source) => self.copy_data_properties(id, source)?,
                LiteralEntry::Proto(v) => self.literal_set_prototype(id, v)?,
                LiteralEntry::NullProto => {}
            }
        }
        Ok(id)
    }

    /// Where V8 12.4's `CloneObject` starts `{...source}` (see
    /// [`SpreadClone::CloneModes`](crate::policy::SpreadClone::CloneModes)): a finished copy on the source's own map
    /// (`kIdenticalMap`, returned with `true`), or an empty object for the
    /// slow path to copy the properties into: on the literal cache's map for
    /// the source's used in-object slots when the source is a fast object,
    /// else on the Object function's map. A deprecated source is migrated
    /// first and then takes the slow path, as the miss handler does.
    fn clone_object_start(&mut self, source: Value) -> (ObjectId, bool) {
        let Value::Object(src) = source else {
            return (self.new_object(), false);
        };
        let migrated = self.migrate_if_deprecated(src);
        if !self.has_fast_properties_known(src) {
            return (self.new_object(), false);
        }
        if !migrated && self.clones_with_identical_map(src) {
            let shape = self.shape_of_known(src);
            let values = self.field_values(src, self.shapes.get(shape).field_count());
            let elements = self.object_known(src).elements.clone();
            let id = self.alloc_fitted(shape, &values);
            if elements != Elements::default() {
                self.object_mut(id).elements = elements;
            }
            return (id, true);
        }
        let shape = self.shapes.get(self.shape_of_known(src));
        let used_inobject = shape.field_count().min(shape.inobject_capacity());
        let proto = Some(self.intrinsics.object_prototype);
        let id = match self.policy.literal_root(used_inobject) {
            LiteralRoot::ObjectFunction => self.new_object(),
            LiteralRoot::Cache(inobject) => {
                self.alloc_fast(ObjectKind::Ordinary, RootKind::Literal, proto, inobject)
            }
            LiteralRoot::Slow => self.alloc_dictionary(proto, "SlowLiteral"),
        };
        (id, false)
    }

    /// V8's `GetCloneModeForMap` answering `kIdenticalMap`: `src` (fast, not
    /// deprecated) is an ordinary object on a map whose constructor is the
    /// Object function (`{}`, a literal) with Object.prototype as prototype,
    /// not a prototype itself, with smi or object elements (not double, sparse
    /// or integrity-level ones), and only enumerable, writable, configurable
    /// data properties, none private.
    fn clones_with_identical_map(&self, src: ObjectId) -> bool {
        let shape_id = self.shape_of_known(src);
        let shape = self.shapes.get(shape_id);
        let plain_map = shape.kind() == ObjectKind::Ordinary
            && matches!(
                shape.root_kind(),
                RootKind::ObjectFunction | RootKind::Literal | RootKind::MigratedLiteral
            )
            && shape.prototype() == Some(self.intrinsics.object_prototype)
            && !shape.is_prototype_map()
            && !self.object_known(src).is_prototype()
            && matches!(
                shape.elements_kind(),
                crate::shape::ElementsKind::PackedSmi
                    | crate::shape::ElementsKind::HoleySmi
                    | crate::shape::ElementsKind::Packed
                    | crate::shape::ElementsKind::Holey
            );
        plain_map
            && self.shapes.descriptors(shape_id).iter().all(|d| {
                matches!(d.value, DescriptorValue::Field(_))
                    && d.attrs
                        .contains(Attrs::ENUMERABLE | Attrs::WRITABLE | Attrs::CONFIGURABLE)
                    && !self.atoms.is_private_key(d.key)
            })
    }

    pub(super) fn literal_set_prototype(&mut self, id: ObjectId, v: Value) -> Result<(), JsError> {
        // `__proto__: 1` is ignored, as in JavaScript.
        match v {
            Value::Null => self.set_prototype_of(id, None),
            Value::Object(p) => self.set_prototype_of(id, Some(p)),
            _ => Ok(()),
        }
    }

    /// `JSObject::MigrateSlowToFast`: a dictionary object with at most
    /// `kMaxNumberOfDescriptors` properties gets a fresh detached fast shape.
    pub(super) fn migrate_to_fast(&mut self, id: ObjectId, reason: &'static str) {
        let obj = self.object_known(id);
        let Some(dict) = obj.dictionary() else {
            return;
        };
        if dict.len() > self.policy.max_number_of_descriptors as usize {
            return;
        }
        let mut descriptors = Vec::with_capacity(dict.len());
        let mut slots = Vec::with_capacity(dict.len());
        for (&key, entry) in dict.iter() {
            match entry.slot {
                PropertySlot::Data(v) => {
                    slots.push(v);
                    descriptors.push((key, entry.attrs, None));
                }
                PropertySlot::Accessor { get, set } => {
                    descriptors.push((key, entry.attrs, Some((get, set))))
                }
            }
        }
        let inobject = self.inobject_capacity_of(id);
        let is_prototype = self.object_known(id).is_prototype();
        let from = self.shape_of_known(id);
        let to = self
            .shapes
            .detached_with(&self.policy, from, inobject, is_prototype, descriptors);
        self.set_shape(id, to);
        self.object_mut(id).set_dictionary(None);
        self.replace_fields(id, &slots);
        self.record(|| TraceEvent::MigrateToFast {
            object: id,
            to,
            reason,
        });
    }

    // ----- the prototype role ------------------------------------------------------

    /// A prototype set up whole by `Map::SetPrototype` in setup mode, as
    /// `Object.create(p)`, `Object.setPrototypeOf(o, p)`, a class's
    /// `extends` and a subclass's first instance do: `p` becomes a prototype
    /// as [`Heap::make_prototype`] makes one, or, if it is one already, is
    /// normalized again while it is fast and not marked "should be fast".
    pub(super) fn set_up_prototype(&mut self, id: ObjectId) {
        self.make_prototype_in(id, PrototypeSetup::Again);
    }

    /// Marks `id` as a prototype: V8's `JSObject::OptimizeAsPrototype`. The first
    /// time an object becomes a prototype it is normalized (under
    /// [`Policy::normalize_prototypes`]) and gets a shape of its own, shared with
    /// no other object (V8 copies its map as a prototype map).
    pub(super) fn make_prototype(&mut self, id: ObjectId) {
        self.make_prototype_in(id, PrototypeSetup::FirstUse);
    }

    /// [`Heap::make_prototype`] as `setup` says: V8's
    /// `JSObject::OptimizeAsPrototype` and its `enable_setup_mode`.
    pub(super) fn make_prototype_in(&mut self, id: ObjectId, setup: PrototypeSetup) {
        // Read first: every `new` passes its prototype here, and a write
        // would count as a body write (see `chains`).
        let obj = self.object_known(id);
        if obj.is_prototype() {
            // `PrototypeBenefitsFromNormalization`: a prototype still fast and
            // not marked "should be fast" is normalized again, with V8's
            // reason for a map that is already a prototype map.
            if setup == PrototypeSetup::Again
                && self.policy.normalize_prototypes
                && !obj.should_be_fast()
                && self.has_fast_properties_known(id)
            {
                self.normalize_known(id, "NormalizeAsPrototype");
            }
            return;
        }
        self.object_mut(id).rare_mut().is_prototype = true;
        if setup != PrototypeSetup::Off
            && self.policy.normalize_prototypes
            && self.has_fast_properties_known(id)
        {
            // `normalize` picks an unshared dictionary shape for prototypes
            // (V8 normalizes without its map cache here, and names the
            // reason so).
            self.normalize_known(id, "NormalizeAndCopyAsPrototype");
        } else {
            let copy = self.shapes.prototype_copy(self.shape_of_known(id));
            self.set_shape(id, copy);
        }
        // An object becoming a prototype for the first time brings its own
        // prototype back to fast mode when that one should be fast but an
        // operation normalized it (measured on Node 20, 22 and 24 through
        // `Object.create`, `Object.setPrototypeOf`, `__proto__ =` and
        // `F.prototype =`: `child_becoming_prototype_reoptimizes_parent`);
        // prototypes further up stay as they are.
        if let Some(parent) = self.get_prototype_of_known(id) {
            self.reoptimize_if_prototype(parent);
        }
    }

    /// V8's `JSObject::MakePrototypesFast`, run by a named store's IC miss: every
    /// prototype on `id`'s chain is marked "should be fast" and, if in dictionary
    /// mode, migrated to a fresh fast shape (`"OptimizeAsPrototype"`). Stops at the
    /// first prototype already marked (its own prototypes were marked with it).
    pub(super) fn make_prototypes_fast(&mut self, id: ObjectId) {
        let start = self.get_prototype_of_known(id);
        self.make_prototypes_fast_at(start);
    }

    fn make_prototypes_fast_including(&mut self, id: ObjectId) {
        self.make_prototypes_fast_at(Some(id));
    }

    fn make_prototypes_fast_at(&mut self, start: Option<ObjectId>) {
        let mut at = start;
        while let Some(p) = at {
            let obj = self.object_known(p);
            if obj.should_be_fast() {
                return;
            }
            if obj.is_prototype() {
                self.object_mut(p).rare_mut().should_be_fast = true;
                if !self.has_fast_properties_known(p) {
                    self.migrate_to_fast(p, "OptimizeAsPrototype");
                }
            }
            at = self.get_prototype_of_known(p);
        }
    }

    /// V8's `JSObject::ReoptimizeIfPrototype`: a prototype marked "should be fast"
    /// goes back to fast mode (a fresh shape) after an operation normalized it.
    /// V8 calls it after deletes and after accessor definitions.
    pub(super) fn reoptimize_if_prototype(&mut self, id: ObjectId) {
        let obj = self.object_known(id);
        if obj.is_prototype() && obj.should_be_fast() && obj.dictionary().is_some() {
            self.migrate_to_fast(id, "OptimizeAsPrototype");
        }
    }

    /// Re-optimizes `id`'s direct prototype if it is marked "should be fast" but
    /// sits in dictionary mode (say, after a reconfiguration normalized it).
    /// Measured on the V8 paths that compute a store or accessor handler for a
    /// fast receiver (named and keyed stores reaching the runtime, accessor
    /// definitions); only the direct prototype is affected, not those above it.
    pub(super) fn reoptimize_direct_prototype(&mut self, id: ObjectId) {
        if !self.has_fast_properties_known(id) {
            return;
        }
        if let Some(p) = self.get_prototype_of_known(id) {
            self.reoptimize_if_prototype(p);
        }
    }

    /// The dictionary shape `id` gets: the shared one for its prototype, or an
    /// unshared one if `id` is itself a prototype.
    pub(super) fn dictionary_shape(
        &mut self,
        id: ObjectId,
        kind: ObjectKind,
        proto: Option<ObjectId>,
        extensible: bool,
    ) -> ShapeId {
        let elements_kind = self.elements_kind_known(id);
        if self.object_known(id).is_prototype() {
            self.shapes
                .unshared_dictionary(kind, proto, extensible, true, elements_kind)
        } else {
            self.shapes
                .dictionary(kind, proto, extensible, elements_kind)
        }
    }

    // ----- mode changes ------------------------------------------------------------

    /// Moves a fast object to dictionary mode (V8: `JSObject::NormalizeProperties`).
    pub(crate) fn normalize_known(&mut self, id: ObjectId, reason: &'static str) {
        let from = self.shape_of_known(id);
        let shape = self.shapes.get(from);
        if shape.is_dictionary() {
            return;
        }
        let (kind, proto, extensible) = (shape.kind(), shape.prototype(), shape.is_extensible());
        let values = self.field_values(id, shape.field_count());
        let descriptors = self.shapes.descriptors(from);
        let mut dict = Dictionary::with_capacity(descriptors.len());
        for d in descriptors {
            let slot = match d.value {
                DescriptorValue::Field(i) => PropertySlot::Data(values[i as usize]),
                DescriptorValue::Accessor { get, set } => PropertySlot::Accessor { get, set },
            };
            dict.insert(
                d.key,
                DictEntry {
                    slot,
                    attrs: d.attrs,
                },
            );
        }
        let to = self.dictionary_shape(id, kind, proto, extensible);
        self.truncate_fields(id, 0);
        self.set_shape(id, to);
        self.drop_property_array(id);
        self.object_mut(id).set_dictionary(Some(dict));
        self.record(|| TraceEvent::Normalize {
            object: id,
            from,
            reason,
        });
    }

    /// [`Heap::transition`] along the edge that made `to`: an add of `key`
    /// with `attrs` when the table recorded none (a copy no transition joins).
    pub(super) fn transition_by_add(
        &mut self,
        id: ObjectId,
        to: ShapeId,
        (key, attrs): (PropertyKey, Attrs),
        created: bool,
    ) {
        let edge = self
            .shapes
            .get(to)
            .created_by()
            .map_or(TransitionKey::Add { key, attrs }, |(_, edge)| edge);
        self.transition(id, to, edge, created);
    }

    /// Moves a fast object to `to`, made by a transition from its current shape.
    pub(super) fn transition(
        &mut self,
        id: ObjectId,
        to: ShapeId,
        key: TransitionKey,
        created: bool,
    ) {
        let from = self.shape_of_known(id);
        self.set_shape(id, to);
        self.record(|| TraceEvent::Transition {
            object: id,
            from,
            to,
            key,
            created,
        });
    }

    /// A store IC hit that adds a property: swap to `to` (a recorded add transition
    /// from the current shape) and append the value.
    #[inline]
    pub(crate) fn apply_cached_add(&mut self, id: ObjectId, to: ShapeId, value: Value) {
        if self.trace.is_some() {
            let key = self.shapes.get(to).created_by().map(|(_, k)| k);
            if let Some(key) = key {
                self.transition(id, to, key, false);
            }
        } else {
            self.set_shape(id, to);
        }
        self.push_field(id, value);
    }

    /// [`Heap::apply_cached_add`] for a cache that recorded `add` (a store
    /// IC's handler, the store stub cache): one header write, and an
    /// in-object field written in place. The caller has checked that the
    /// value fits `add.representation`.
    #[inline]
    pub(crate) fn apply_cached_add_at(&mut self, id: ObjectId, add: CachedAdd, value: Value) {
        let CachedAdd {
            to,
            field,
            from_prototype_map,
            ..
        } = add;
        if self.trace.is_some() {
            self.apply_cached_add(id, to, value);
            return;
        }
        let header = self.set_shape_known(id, to, from_prototype_map);
        match header.inobject_base.checked_sub(self.base_slots) {
            Some(start) if field < header.capacity() => {
                self.inobject_slots[(start + field) as usize] = Slot::pack(value);
            }
            _ => self.push_field_at(id, field, value),
        }
    }

    /// Appends a field value, growing the out-of-object part by
    /// the policy's [`fields_added`](Policy::fields_added) when full (V8's property array growth).
    ///
    /// Called right after the object moved to the shape that added the field, so
    /// the new field is that shape's last one.
    #[inline]
    pub(crate) fn push_field(&mut self, id: ObjectId, value: Value) {
        let index = self.shapes.get(self.shape_of_known(id)).field_count() - 1;
        self.push_field_at(id, index, value);
    }

    /// Writes `values` as fields `base..` of fast object `id`, whose shape
    /// already has them: what a [`Heap::push_field`] per value does, the
    /// in-object part as one copy. The out-of-object part grows step by step
    /// as the pushes would grow it, so the allocations are the same.
    pub(super) fn append_fields(&mut self, id: ObjectId, base: u32, values: &[Slot]) {
        let inobject = self.header(id).capacity();
        let split = (inobject.saturating_sub(base) as usize).min(values.len());
        let (inside, outside) = values.split_at(split);
        if !inside.is_empty() {
            // `split` keeps the range inside the in-object slots.
            let at = base as usize;
            self.slots_mut(id)[at..at + inside.len()].copy_from_slice(inside);
        }
        for (j, &slot) in outside.iter().enumerate() {
            self.push_field_at(id, base + (split + j) as u32, slot.get());
        }
    }

    /// Writes field `index`, one past the fields written so far, growing the
    /// out-of-object part as [`Heap::push_field`] does.
    #[inline]
    pub(super) fn push_field_at(&mut self, id: ObjectId, index: u32, value: Value) {
        let header = self.header(id);
        let inobject = header.capacity();
        if index < inobject {
            self.slots_mut(id)[index as usize] = Slot::pack(value);
        } else {
            let i = index - inobject;
            let (_, capacity) = self.property_array(&header);
            if i >= capacity {
                let grown = capacity + self.policy.fields_added;
                self.reserve_property_array(id, grown.max(i + 1));
            }
            self.write_out_of_object(id, i, Slot::pack(value));
        }
    }

    /// Sets all fields of a fast object (in field order) after a shape change that
    /// renumbered them.
    pub(super) fn replace_fields(&mut self, id: ObjectId, values: &[Value]) {
        self.truncate_fields(id, 0);
        let cap = self.inobject_capacity_of(id) as usize;
        let inline = values.len().min(cap);
        for (slot, &value) in self.slots_mut(id).iter_mut().zip(&values[..inline]) {
            *slot = Slot::pack(value);
        }
        let capacity = self
            .shapes
            .get(self.shape_of_known(id))
            .out_of_object_capacity();
        let rest = &values[inline..];
        if capacity > 0 || !rest.is_empty() {
            self.reserve_property_array(id, capacity.max(rest.len() as u32));
        }
        for (i, &v) in rest.iter().enumerate() {
            self.write_out_of_object(id, i as u32, Slot::pack(v));
        }
    }
}
