//! The V8 policy: every threshold and rule that decides an object's layout.
//!
//! This module is the one place where shapeshift says "this is what V8 does". Each
//! constant names the V8 constant it models and where it lives; each rule names the
//! V8 function that decides it. The defaults reproduce Node 20 (V8 11.3); every rule
//! was checked against `node --allow-natives-syntax` (`%HasFastProperties`,
//! `%HaveSameMap`, `%DebugPrint`), and `tests/v8/` keeps those checks.
//!
//! The mechanisms (shapes, transitions, dictionaries) live in [`crate::shape`] and
//! [`crate::object`]; they ask this module *when* to normalize, how many in-object
//! slots a root shape gets, and how the out-of-object store grows. Research policies
//! are expressed by changing a [`Policy`] value, not by editing the mechanisms:
//! every decision reads the heap's policy when it is made.
//!
//! The constants below document the defaults ([`Policy::node20`]) and where V8
//! takes each number from. Two are not policy fields, because they are bounds of
//! the model's own structures rather than rules: [`MAX_INOBJECT_PROPERTIES`] (the
//! ceiling a policy's slot counts are checked against, and a snapshot's shapes)
//! and [`DESCRIPTOR_LINEAR_SEARCH_MAX`] (when a descriptor table gets a hash
//! index, which changes speed, never a layout).

/// In-object slots of the Object function's initial map: what `{}`, `new Object`,
/// `Object.create(proto)`, spreads and `structuredClone` results start from.
/// V8: `JSObject::kInitialGlobalObjectUnusedPropertiesCount` (4), used by
/// `Genesis::CreateObjectFunction` in `bootstrapper.cc`.
pub const INITIAL_OBJECT_INOBJECT_SLOTS: u32 = 4;

/// How many out-of-object slots are added when the property array is full.
/// V8: `JSObject::kFieldsAdded` (3), used by `Map::CopyWithField` through
/// `UnusedPropertyFields`.
pub const FIELDS_ADDED: u32 = 3;

/// Keyed stores normalize once more than this many (or more than the in-object
/// count, whichever is larger) fields are out of object and the store is full.
/// V8: `kFastPropertiesSoftLimit` (12) in `Map::TooManyFastProperties`.
pub const FAST_PROPERTIES_SOFT_LIMIT: u32 = 12;

/// Named stores normalize once more than this many (or more than the
/// in-object count, whichever is larger) *mutable* fields are out of object
/// and the store is full; const fields do not count, so that module-like
/// objects full of functions stay fast. V8: `kMaxFastProperties` (128) in
/// `Map::TooManyFastProperties`.
pub const MAX_FAST_PROPERTIES: u32 = 128;

/// The most descriptors (own properties) a fast map may have; the next add
/// normalizes. V8: `kMaxNumberOfDescriptors` = `(1 << kDescriptorIndexBitCount) - 4`
/// = 1020, checked by `Map::CopyWithField` / `Map::CopyAddDescriptor`.
pub const MAX_NUMBER_OF_DESCRIPTORS: u32 = 1020;

/// Object literals with fewer properties than this take their root map from the
/// native context's literal map cache, keyed by property count (in-object slots =
/// count). Larger literals are built slow and migrated to a fresh, unshared fast map.
/// V8: `JSObject::kMapCacheSize` (128), `Factory::ObjectLiteralMapFromCache` and
/// `JSObject::MigrateSlowToFast(…, "FastLiteral")`. `JSON.parse` takes the same
/// root map for its objects but does not migrate them (`JsonParser::BuildJsonObject`).
pub const LITERAL_MAP_CACHE_SIZE: u32 = 128;

/// The most in-object slots a map may have. V8: `JSObject::kMaxInObjectProperties`
/// = (`kMaxInstanceSize` 255 words − the 3-word `JSObject` header) = 252 on 64-bit.
/// The model itself never makes more than [`LITERAL_MAP_CACHE_SIZE`] − 1;
/// `Snapshot::open` refuses a shape above this bound (allocating an object of
/// it would reserve that many slots).
pub const MAX_INOBJECT_PROPERTIES: u32 = 252;

/// The most shapes one inline cache tracks before it goes megamorphic.
/// V8: `v8_flags.max_valid_polymorphic_map_count` (4, `kMaxPolymorphism`).
pub const MAX_POLYMORPHISM: u32 = 4;

/// The most transitions one map keeps; past it, new maps are made without being
/// inserted (`OMIT_TRANSITION`), so objects stop sharing them.
/// V8: `TransitionsAccessor::kMaxNumberOfTransitions` (1024 + 512).
pub const MAX_NUMBER_OF_TRANSITIONS: u32 = 1536;

/// Descriptor tables up to this size are searched linearly; larger ones through a
/// hash index. V8: `kMaxElementsForLinearSearch` (8) in `DescriptorArray::Search`.
pub const DESCRIPTOR_LINEAR_SEARCH_MAX: usize = 8;

/// A store to an array index at least this far past the end of dense elements
/// makes the elements sparse (dictionary elements). V8: `JSObject::kMaxGap` (1024)
/// in `JSObject::ShouldConvertToSlowElements`, which measures from the backing
/// store's capacity; the model measures from the length, so the two agree on
/// empty elements and the model goes sparse sooner once V8 has grown spare
/// capacity.
pub const ELEMENTS_MAX_GAP: u32 = 1024;

/// The largest [`Policy::elements_max_gap`] a policy may set: a store that
/// far past the end fills the gap with holes (16 bytes each), so the bound
/// keeps one store, or a snapshot's recorded policy, from asking for more
/// than 16 MiB. Not a V8 number; V8's own gap is [`ELEMENTS_MAX_GAP`].
pub const MAX_ELEMENTS_GAP_CEILING: u32 = 1 << 20;

/// How a property store was written, which decides the limit it is checked against
/// (V8's `StoreOrigin`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum StoreOrigin {
    /// `o.k = v`, object literals, spreads, `structuredClone`, `defineProperty`:
    /// fast up to [`MAX_NUMBER_OF_DESCRIPTORS`]. V8: `StoreOrigin::kNamed`.
    Named,
    /// `o[k] = v` (even with a constant key) and `Object.assign`: normalizes past the
    /// soft limit. V8: `StoreOrigin::kMaybeKeyed`.
    Keyed,
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod delete_policy {
    /// What `delete` of a fast object's last-added property does.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        PartialEq,
        Eq,
        Debug,
        Hash,
        Default,
    )]
    pub enum DeletePolicy {
        /// V8 up to 12.1 (Node 20): deleting the last-added property rolls the object
        /// back to its parent map and it stays fast; any other delete normalizes.
        /// V8: `DeleteObjectPropertyFast` in `runtime-object.cc`.
        #[default]
        RollbackLast,
        /// V8 12.2 and later: every delete normalizes.
        AlwaysNormalize,
    }
}
pub use delete_policy::DeletePolicy;
#[doc(hidden)]
pub use delete_policy::{ArchivedDeletePolicy, DeletePolicyResolver};

// In a module of its own, for the same reason as `DeletePolicy`.
mod spread_clone {
    /// How `{...source}` (V8's `CloneObject` bytecode) picks the map of the
    /// copy when its site has no feedback vector yet, as at a script's top level
    /// and in a function's first calls.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        PartialEq,
        Eq,
        Debug,
        Hash,
        Default,
    )]
    pub enum SpreadClone {
        /// V8 11.3 (Node 20): without feedback, `Runtime_CloneObjectIC_Miss`
        /// takes the slow path, which starts from the Object function's initial
        /// map and adds the source's properties one by one: the copy shares the
        /// `{}` add chain, never the source's map.
        #[default]
        ObjectFunctionAdds,
        /// V8 12.4 and later (Node 22, 24): the miss handler decides by
        /// `GetCloneModeForMap` with or without feedback. A source whose map is
        /// a plain object literal's (Object constructor and prototype, not a
        /// prototype, smi or object elements, only enumerable, writable,
        /// configurable data properties) is copied *with its own map*
        /// (`kIdenticalMap`). Any other fast source is copied by the slow path
        /// onto the literal cache's map for as many properties as the source
        /// uses in-object slots (`ObjectLiteralMapFromCache`); a dictionary or
        /// non-object source onto the Object function's map, as before.
        CloneModes,
    }
}
pub use spread_clone::SpreadClone;
#[doc(hidden)]
pub use spread_clone::{ArchivedSpreadClone, SpreadCloneResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod settings {
    use super::*;

    /// A complete layout policy: every threshold and rule the model takes from V8,
    /// read from the heap's policy at the moment of each decision. [`Policy::node20`]
    /// (the default) is V8 11.3; the `pub const`s of this module document its values.
    ///
    /// A research policy is a changed value:
    ///
    /// ```
    /// use shapeshift::{Heap, Policy, StoreOrigin, Value};
    ///
    /// // Keyed stores normalize after 4 out-of-object fields instead of 12.
    /// let policy = Policy { fast_properties_soft_limit: 4, ..Policy::node20() };
    /// let mut heap = Heap::with_policy(policy);
    /// let o = heap.new_object();
    /// for i in 0..12 {
    ///     let key = heap.key(&format!("k{i}"));
    ///     heap.set(o, key, Value::Number(i as f64), StoreOrigin::Keyed)?;
    /// }
    /// assert_eq!(heap.has_fast_properties(o), Some(false));
    /// # Ok::<(), shapeshift::JsError>(())
    /// ```
    ///
    /// A heap restored from a snapshot uses the policy the snapshot recorded
    /// ([`Heap::restore`](crate::Heap::restore)) unless it is given another
    /// ([`Heap::restore_with_policy`](crate::Heap::restore_with_policy)).
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        PartialEq,
        Eq,
        Debug,
        Hash,
    )]
    pub struct Policy {
        /// What delete does; see [`DeletePolicy`].
        pub delete: DeletePolicy,
        /// Whether an object that becomes a prototype (`Object.create(o)`,
        /// `Object.setPrototypeOf(x, o)`, `{__proto__: o}`) is normalized to dictionary
        /// mode, as V8's `JSObject::OptimizeAsPrototype` does. Turning it off models an
        /// engine that keeps prototypes fast.
        pub normalize_prototypes: bool,
        /// Whether a named store (`o.k = v`, which reaches V8's `StoreIC::Store` on
        /// its first execution) makes the prototypes on `o`'s chain fast again, as
        /// V8's `JSObject::MakePrototypesFast` does. Not when `o` is in dictionary
        /// mode or has an own accessor or read-only `k` (the generic stub handles those
        /// without the runtime), and never for keyed stores, `Object.assign`,
        /// `defineProperty` or first-execution loads.
        pub make_prototypes_fast: bool,
        /// Whether a prototype transition (`Object.setPrototypeOf`, `__proto__ =`)
        /// of a fast object makes its const fields mutable. V8 12.4 does (it
        /// generalizes the fields of prototype transition targets); V8 11.3 and
        /// 13.6 keep their constness. Observable through the store path: a
        /// store over a const field reaches the runtime, which makes the
        /// chain's prototypes fast, while the stub completes a store over a
        /// mutable one (measured on each Node:
        /// `proto_fast_after_same_value_keyed_store`).
        pub prototype_transition_makes_fields_mutable: bool,
        /// Whether a prototype transition of a fast object with properties
        /// changes the prototype on the root map and replays the object's path
        /// from there (V8 13.6, `move_prototype_transitions_first`), instead of
        /// branching off the object's own map (V8 11.3, 12.4). Observable with
        /// `%HaveSameMap`: setting a prototype back returns to the original map,
        /// and two objects of one map given the same prototype share a map
        /// however they got there.
        pub prototype_transitions_at_root: bool,
        /// Whether `Array.prototype.fill` over the whole of a non-empty holey
        /// array moves it to the packed elements kind (V8 13.6), or leaves it
        /// holey (V8 11.3, 12.4). Measured with `%HasHoleyElements` on each
        /// Node: `elements_fill_reverse_sort`.
        pub fill_packs_holey_arrays: bool,
        /// Whether named stores normalize once more than
        /// [`max_fast_properties`](Policy::max_fast_properties) mutable fields
        /// are out of object (V8 11.3, 12.4). V8 13.6's
        /// `Map::TooManyFastProperties` returns false for every store that is
        /// not keyed, so named stores stay fast up to the descriptor limit
        /// (`named_limit_counts_mutable_fields`).
        pub named_stores_limit_mutable_fields: bool,
        /// Whether `Reflect.construct(F, args, G)` with a `new.target` `G` that
        /// is neither `F` nor a subclass of it reuses one derived map for every
        /// such object (V8 12.4, 13.6: `Map::GetDerivedMap` caches it in the
        /// prototype's info), or makes a fresh map each time (V8 11.3). The
        /// model keys the cached map by prototype and in-object size, V8 by the
        /// constructor's initial map and prototype
        /// (mjsunit's `regress-reflect-construct`).
        pub derived_maps_cached: bool,
        /// Whether `Object.groupBy` and `Map.groupBy` exist (V8 11.7 and later:
        /// Node 22 and 24 have them, Node 20 does not). Not a layout rule, but
        /// one that decides what a script can run; `Object.groupBy`'s result
        /// has a null prototype and is born in dictionary mode.
        pub group_by: bool,
        /// Whether `JSON.parse` passes its reviver a third argument, a context
        /// object whose `source` is a primitive's JSON text while the value is
        /// still the one parsed (JSON.parse source text access: Node 22 and 24
        /// pass it, Node 20 calls the reviver with two arguments).
        pub json_parse_source_text: bool,
        /// Whether a `JSON.parse` `SyntaxError` that gives a position also
        /// gives its line and column, `at position 7 (line 2 column 3)` (V8
        /// 12.4 and later: Node 22 and 24; Node 20 gives the position alone).
        /// Not a layout rule, but one a script sees in its messages.
        pub json_parse_error_line_column: bool,
        /// Whether an array built-in given a callback that is not callable
        /// (`[1].map(5)`, `Array.from(a, 'x')`) names the value's type, as
        /// `Map.prototype.forEach` always does: `number 5 is not a function`,
        /// `string "x" is not a function`, `object is not a function` (V8's
        /// default call site, from 12.4: Node 22 and 24). Node 20 prints the
        /// value alone: `5 is not a function`. Not a layout rule, but one a
        /// script sees in its messages.
        pub array_callback_errors_name_the_type: bool,
        /// Whether `sort`'s and `toSorted`'s refusal of a comparator that is
        /// not callable ends with the value, `…must be either a function or
        /// undefined: 5` (V8 12.4 and later: Node 22 and 24; Node 20 stops at
        /// `undefined`).
        pub sort_comparator_error_shows_the_value: bool,
        /// Whether `console.log` prints a symbol key in brackets,
        /// `{ [Symbol(a)]: 1 }` (Node 20 and 22), or without, `{ Symbol(a): 1 }`
        /// (Node 24). Node's `util.inspect`, not V8: the model prints what the
        /// Node that ships each version prints.
        pub inspect_symbol_keys_in_brackets: bool,
        /// Whether `Math.random` makes its number from the top 53 bits of the
        /// xorshift128+ state, divided by 2⁵³ (V8 13.6: Node 24, after V8's
        /// "Make random ToDouble better distributed"), or from the top 52 as
        /// the fraction of a double in [1, 2), less 1 (Node 20 and 22). Seen
        /// under `--random-seed`: the same seed draws other last digits.
        pub math_random_uses_53_bits: bool,
        /// How `{...source}` picks the copy's map; see [`SpreadClone`].
        pub spread_clone: SpreadClone,
        /// In-object slots of the Object function's initial map (`{}`,
        /// `Object.create(proto)`, clones). Default [`INITIAL_OBJECT_INOBJECT_SLOTS`];
        /// at most [`MAX_INOBJECT_PROPERTIES`].
        pub initial_object_inobject_slots: u32,
        /// Out-of-object slots added each time the property array is full. Default
        /// [`FIELDS_ADDED`]; between 1 and [`MAX_NUMBER_OF_DESCRIPTORS`].
        pub fields_added: u32,
        /// Out-of-object fields past which a keyed store into a full property array
        /// normalizes (or the in-object count, if larger). Default
        /// [`FAST_PROPERTIES_SOFT_LIMIT`].
        pub fast_properties_soft_limit: u32,
        /// Out-of-object mutable fields past which a named store into a full
        /// property array normalizes (or the in-object count, if larger).
        /// Default [`MAX_FAST_PROPERTIES`].
        pub max_fast_properties: u32,
        /// The most own properties a fast map may have. Default and ceiling
        /// [`MAX_NUMBER_OF_DESCRIPTORS`].
        pub max_number_of_descriptors: u32,
        /// Literals with fewer properties than this take a cached root map with that
        /// many in-object slots; larger ones are built slow and migrated. Default
        /// [`LITERAL_MAP_CACHE_SIZE`]; at most [`MAX_INOBJECT_PROPERTIES`] + 1.
        pub literal_map_cache_size: u32,
        /// The most shapes one inline cache tracks before it goes megamorphic.
        /// Default [`MAX_POLYMORPHISM`]; at least 1.
        pub max_polymorphism: u32,
        /// The most transitions one map records. Default
        /// [`MAX_NUMBER_OF_TRANSITIONS`].
        pub max_number_of_transitions: u32,
        /// How far past the end of dense elements a store may land before the
        /// elements go sparse. Default [`ELEMENTS_MAX_GAP`]; at most
        /// [`MAX_ELEMENTS_GAP_CEILING`].
        pub elements_max_gap: u32,
    }
}
pub use settings::Policy;
#[doc(hidden)]
pub use settings::{ArchivedPolicy, PolicyResolver};

impl Default for Policy {
    fn default() -> Self {
        Self::node20()
    }
}

/// Why a [`Policy`] value cannot be used: a field outside the range the model's
/// structures support.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("policy field `{field}` is {value}; it must be {bound}")]
pub struct PolicyError {
    /// The field's name.
    pub field: &'static str,
    /// Its value.
    pub value: u32,
    /// The range it must lie in, in words.
    pub bound: &'static str,
}

/// A V8 version the model has a complete [`Policy`] for, with the Node release
/// that ships it: the versions whose answers `tests/v8` records.
///
/// ```
/// use shapeshift::{Policy, V8Version};
///
/// let v: V8Version = "12.4".parse()?;
/// assert_eq!(v.node(), 22);
/// assert_eq!(v.policy(), Policy::v8_12_4());
/// assert_eq!(V8Version::ALL.len(), 3);
/// # Ok::<(), shapeshift::policy::UnknownV8Version>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum V8Version {
    /// V8 11.3, in Node 20.
    V8_11_3,
    /// V8 12.4, in Node 22.
    V8_12_4,
    /// V8 13.6, in Node 24.
    V8_13_6,
}

impl V8Version {
    /// Every modelled version, oldest first.
    pub const ALL: [V8Version; 3] = [V8Version::V8_11_3, V8Version::V8_12_4, V8Version::V8_13_6];

    /// The version's policy.
    pub const fn policy(self) -> Policy {
        match self {
            V8Version::V8_11_3 => Policy::v8_11_3(),
            V8Version::V8_12_4 => Policy::v8_12_4(),
            V8Version::V8_13_6 => Policy::v8_13_6(),
        }
    }

    /// The major version of the Node release that ships it.
    pub const fn node(self) -> u32 {
        match self {
            V8Version::V8_11_3 => 20,
            V8Version::V8_12_4 => 22,
            V8Version::V8_13_6 => 24,
        }
    }

    /// `"11.3"`, `"12.4"` or `"13.6"`.
    pub const fn number(self) -> &'static str {
        match self {
            V8Version::V8_11_3 => "11.3",
            V8Version::V8_12_4 => "12.4",
            V8Version::V8_13_6 => "13.6",
        }
    }

    /// The version whose policy equals `policy`, if any.
    pub fn of_policy(policy: &Policy) -> Option<V8Version> {
        Self::ALL.into_iter().find(|v| v.policy() == *policy)
    }
}

impl std::fmt::Display for V8Version {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "V8 {} (Node {})", self.number(), self.node())
    }
}

/// A version text that names no modelled V8 version.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a modelled V8 version (expected 11.3, 12.4 or 13.6; or node20, node22 or node24)"
)]
pub struct UnknownV8Version(pub String);

impl std::str::FromStr for V8Version {
    type Err = UnknownV8Version;

    /// `11.3`, `12.4`, `13.6`, or the Node release: `node20`, `node22`, `node24`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        V8Version::ALL
            .into_iter()
            .find(|v| text == v.number() || text == format!("node{}", v.node()))
            .ok_or_else(|| UnknownV8Version(text.to_string()))
    }
}

impl Policy {
    /// Node 20 / V8 11.3: the same value as [`Policy::node20`].
    pub const fn v8_11_3() -> Self {
        Self::node20()
    }

    /// Node 22 / V8 12.4: every delete normalizes, spreads copy by clone
    /// mode, prototype transitions make fields mutable, and derived maps are
    /// cached.
    pub const fn v8_12_4() -> Self {
        Policy {
            spread_clone: SpreadClone::CloneModes,
            prototype_transition_makes_fields_mutable: true,
            derived_maps_cached: true,
            group_by: true,
            json_parse_source_text: true,
            json_parse_error_line_column: true,
            array_callback_errors_name_the_type: true,
            sort_comparator_error_shows_the_value: true,
            ..Self::v8_12_2()
        }
    }

    /// Node 24 / V8 13.6: as V8 12.4, but prototype transitions happen on
    /// the root map and keep the fields' constness, `fill` can pack a holey
    /// array, and named stores are limited only by the descriptor count.
    pub const fn v8_13_6() -> Self {
        Policy {
            prototype_transition_makes_fields_mutable: false,
            prototype_transitions_at_root: true,
            fill_packs_holey_arrays: true,
            named_stores_limit_mutable_fields: false,
            inspect_symbol_keys_in_brackets: false,
            math_random_uses_53_bits: true,
            ..Self::v8_12_4()
        }
    }

    /// Node 20 / V8 11.3.
    pub const fn node20() -> Self {
        Policy {
            delete: DeletePolicy::RollbackLast,
            normalize_prototypes: true,
            make_prototypes_fast: true,
            prototype_transition_makes_fields_mutable: false,
            prototype_transitions_at_root: false,
            fill_packs_holey_arrays: false,
            named_stores_limit_mutable_fields: true,
            derived_maps_cached: false,
            group_by: false,
            json_parse_source_text: false,
            json_parse_error_line_column: false,
            array_callback_errors_name_the_type: false,
            sort_comparator_error_shows_the_value: false,
            inspect_symbol_keys_in_brackets: true,
            math_random_uses_53_bits: false,
            spread_clone: SpreadClone::ObjectFunctionAdds,
            initial_object_inobject_slots: INITIAL_OBJECT_INOBJECT_SLOTS,
            fields_added: FIELDS_ADDED,
            fast_properties_soft_limit: FAST_PROPERTIES_SOFT_LIMIT,
            max_fast_properties: MAX_FAST_PROPERTIES,
            max_number_of_descriptors: MAX_NUMBER_OF_DESCRIPTORS,
            literal_map_cache_size: LITERAL_MAP_CACHE_SIZE,
            max_polymorphism: MAX_POLYMORPHISM,
            max_number_of_transitions: MAX_NUMBER_OF_TRANSITIONS,
            elements_max_gap: ELEMENTS_MAX_GAP,
        }
    }

    /// V8 12.2 and later: like [`Policy::node20`] but every delete normalizes.
    pub const fn v8_12_2() -> Self {
        Policy {
            delete: DeletePolicy::AlwaysNormalize,
            ..Self::node20()
        }
    }

    /// Checks every field against the range the model's structures support.
    pub fn validate(&self) -> Result<(), PolicyError> {
        let checks = [
            (
                "initial_object_inobject_slots",
                self.initial_object_inobject_slots,
                self.initial_object_inobject_slots <= MAX_INOBJECT_PROPERTIES,
                "at most MAX_INOBJECT_PROPERTIES (252)",
            ),
            (
                "fields_added",
                self.fields_added,
                (1..=MAX_NUMBER_OF_DESCRIPTORS).contains(&self.fields_added),
                "between 1 and MAX_NUMBER_OF_DESCRIPTORS (1020)",
            ),
            (
                "max_number_of_descriptors",
                self.max_number_of_descriptors,
                self.max_number_of_descriptors <= MAX_NUMBER_OF_DESCRIPTORS,
                "at most MAX_NUMBER_OF_DESCRIPTORS (1020)",
            ),
            (
                "literal_map_cache_size",
                self.literal_map_cache_size,
                self.literal_map_cache_size <= MAX_INOBJECT_PROPERTIES + 1,
                "at most MAX_INOBJECT_PROPERTIES + 1 (253)",
            ),
            (
                "elements_max_gap",
                self.elements_max_gap,
                self.elements_max_gap <= MAX_ELEMENTS_GAP_CEILING,
                "at most MAX_ELEMENTS_GAP_CEILING (1048576)",
            ),
            (
                "max_polymorphism",
                self.max_polymorphism,
                self.max_polymorphism >= 1,
                "at least 1",
            ),
        ];
        match checks.into_iter().find(|c| !c.2) {
            Some((field, value, _, bound)) => Err(PolicyError {
                field,
                value,
                bound,
            }),
            None => Ok(()),
        }
    }

    /// The out-of-object capacity of a fast object whose map has `fields` fields
    /// and `inobject` in-object slots, the out-of-object part having grown in
    /// chunks of [`fields_added`](Policy::fields_added), as V8's
    /// `UnusedPropertyFields` accounting does.
    pub const fn out_of_object_capacity(&self, fields: u32, inobject: u32) -> u32 {
        if fields <= inobject {
            0
        } else {
            (fields - inobject).div_ceil(self.fields_added) * self.fields_added
        }
    }

    /// V8's `Map::TooManyFastProperties` together with the descriptor check of
    /// `Map::CopyWithField`: whether adding one more field-backed property to a
    /// map with `descriptors` descriptors, `fields` fields of which
    /// `mutable_fields` are no longer const, `inobject` in-object slots and
    /// `unused` free field slots (V8's `UnusedPropertyFields`) must normalize
    /// instead of making a new map. Keyed stores count every field against
    /// [`fast_properties_soft_limit`](Policy::fast_properties_soft_limit), named
    /// stores only the mutable ones against
    /// [`max_fast_properties`](Policy::max_fast_properties).
    ///
    /// Only called when no transition for the key exists: an existing transition
    /// is always followed (`Map::TransitionToDataProperty` searches transitions
    /// first).
    #[allow(clippy::too_many_arguments)]
    pub const fn too_many_fast_properties(
        &self,
        descriptors: u32,
        fields: u32,
        mutable_fields: u32,
        inobject: u32,
        unused: u32,
        origin: StoreOrigin,
        is_prototype: bool,
    ) -> bool {
        if descriptors >= self.max_number_of_descriptors {
            return true;
        }
        if unused != 0 || is_prototype {
            return false;
        }
        match origin {
            StoreOrigin::Named if !self.named_stores_limit_mutable_fields => false,
            StoreOrigin::Named => {
                let limit = if self.max_fast_properties > inobject {
                    self.max_fast_properties
                } else {
                    inobject
                };
                mutable_fields.saturating_sub(inobject) > limit
            }
            StoreOrigin::Keyed => {
                let limit = if self.fast_properties_soft_limit > inobject {
                    self.fast_properties_soft_limit
                } else {
                    inobject
                };
                fields.saturating_sub(inobject) > limit
            }
        }
    }

    /// The root map of an object literal with `property_count` properties
    /// (`ObjectBoilerplateDescription::backing_store_size`: every property and
    /// spread except array-index keys and `__proto__`), as
    /// `Factory::ObjectLiteralMapFromCache` picks it. The native context seeds
    /// the cache's slot [`initial_object_inobject_slots`] with the Object
    /// function's initial map, so `{a, b, c, d}` and `{}` + a, b, c, d share a
    /// map; `{1: x}` (count 0) also starts from it.
    ///
    /// [`initial_object_inobject_slots`]: Policy::initial_object_inobject_slots
    pub const fn literal_root(&self, property_count: u32) -> LiteralRoot {
        if property_count == 0 || property_count == self.initial_object_inobject_slots {
            LiteralRoot::ObjectFunction
        } else if property_count < self.literal_map_cache_size {
            LiteralRoot::Cache(property_count)
        } else {
            LiteralRoot::Slow
        }
    }

    /// The fields that differ from `base`, as `name=value` pairs.
    fn differences(&self, base: &Policy) -> Vec<String> {
        let flags = [
            (
                "normalize_prototypes",
                self.normalize_prototypes,
                base.normalize_prototypes,
            ),
            (
                "make_prototypes_fast",
                self.make_prototypes_fast,
                base.make_prototypes_fast,
            ),
            (
                "prototype_transition_makes_fields_mutable",
                self.prototype_transition_makes_fields_mutable,
                base.prototype_transition_makes_fields_mutable,
            ),
            (
                "prototype_transitions_at_root",
                self.prototype_transitions_at_root,
                base.prototype_transitions_at_root,
            ),
            (
                "fill_packs_holey_arrays",
                self.fill_packs_holey_arrays,
                base.fill_packs_holey_arrays,
            ),
            (
                "named_stores_limit_mutable_fields",
                self.named_stores_limit_mutable_fields,
                base.named_stores_limit_mutable_fields,
            ),
            (
                "derived_maps_cached",
                self.derived_maps_cached,
                base.derived_maps_cached,
            ),
            ("group_by", self.group_by, base.group_by),
            (
                "json_parse_source_text",
                self.json_parse_source_text,
                base.json_parse_source_text,
            ),
            (
                "json_parse_error_line_column",
                self.json_parse_error_line_column,
                base.json_parse_error_line_column,
            ),
            (
                "array_callback_errors_name_the_type",
                self.array_callback_errors_name_the_type,
                base.array_callback_errors_name_the_type,
            ),
            (
                "sort_comparator_error_shows_the_value",
                self.sort_comparator_error_shows_the_value,
                base.sort_comparator_error_shows_the_value,
            ),
            (
                "inspect_symbol_keys_in_brackets",
                self.inspect_symbol_keys_in_brackets,
                base.inspect_symbol_keys_in_brackets,
            ),
            (
                "math_random_uses_53_bits",
                self.math_random_uses_53_bits,
                base.math_random_uses_53_bits,
            ),
        ];
        let rules = [
            (self.delete != base.delete).then(|| format!("delete={:?}", self.delete)),
            (self.spread_clone != base.spread_clone)
                .then(|| format!("spread_clone={:?}", self.spread_clone)),
        ];
        let numbers = [
            (
                "initial_object_inobject_slots",
                self.initial_object_inobject_slots,
                base.initial_object_inobject_slots,
            ),
            ("fields_added", self.fields_added, base.fields_added),
            (
                "fast_properties_soft_limit",
                self.fast_properties_soft_limit,
                base.fast_properties_soft_limit,
            ),
            (
                "max_fast_properties",
                self.max_fast_properties,
                base.max_fast_properties,
            ),
            (
                "max_number_of_descriptors",
                self.max_number_of_descriptors,
                base.max_number_of_descriptors,
            ),
            (
                "literal_map_cache_size",
                self.literal_map_cache_size,
                base.literal_map_cache_size,
            ),
            (
                "max_polymorphism",
                self.max_polymorphism,
                base.max_polymorphism,
            ),
            (
                "max_number_of_transitions",
                self.max_number_of_transitions,
                base.max_number_of_transitions,
            ),
            (
                "elements_max_gap",
                self.elements_max_gap,
                base.elements_max_gap,
            ),
        ];
        let flags = flags
            .into_iter()
            .filter(|(_, value, default)| value != default)
            .map(|(field, value, _)| format!("{field}={value}"));
        let numbers = numbers
            .into_iter()
            .filter(|(_, value, default)| value != default)
            .map(|(field, value, _)| format!("{field}={value}"));
        rules
            .into_iter()
            .flatten()
            .chain(flags)
            .chain(numbers)
            .collect()
    }
}

impl std::fmt::Display for Policy {
    /// The nearest preset, then the fields that differ from it:
    /// `node20 (V8 11.3)`, `node20 (V8 11.3) with fast_properties_soft_limit=4`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let presets = [
            ("node20 (V8 11.3)", Policy::v8_11_3()),
            ("node22 (V8 12.4)", Policy::v8_12_4()),
            ("node24 (V8 13.6)", Policy::v8_13_6()),
            ("v8_12_2 (V8 12.2)", Policy::v8_12_2()),
        ];
        let (name, differences) = presets
            .iter()
            .map(|(name, base)| (*name, self.differences(base)))
            .min_by_key(|(_, d)| d.len())
            .unwrap_or(("node20 (V8 11.3)", Vec::new()));
        f.write_str(name)?;
        if !differences.is_empty() {
            write!(f, " with {}", differences.join(", "))?;
        }
        Ok(())
    }
}

/// Where an object literal's root map comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LiteralRoot {
    /// The Object function's initial map, as for `{}`.
    ObjectFunction,
    /// The literal map cache's map for this many in-object slots.
    Cache(u32),
    /// Too many properties for the cache: built in dictionary mode, then migrated
    /// to a fresh, unshared fast map.
    Slow,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The n-th store into `{}` (4 in-object slots) sees n - 1 existing
    /// fields, all mutable (each stored twice) or all still const.
    fn normalized_at_with(
        policy: &Policy,
        origin: StoreOrigin,
        max: u32,
        mutable: bool,
    ) -> Option<u32> {
        (1..=max).find(|&n| {
            let fields = n - 1;
            let mutable_fields = if mutable { fields } else { 0 };
            let capacity = 4 + policy.out_of_object_capacity(fields, 4);
            policy.too_many_fast_properties(
                fields,
                fields,
                mutable_fields,
                4,
                capacity - fields,
                origin,
                false,
            )
        })
    }

    fn normalized_at(policy: &Policy, origin: StoreOrigin, max: u32) -> Option<u32> {
        normalized_at_with(policy, origin, max, false)
    }

    #[test]
    fn named_stores_count_mutable_fields_against_max_fast_properties() {
        // 4 in-object + 129 out of object (a full property array: 43 chunks
        // of 3) is more than 128 external mutable fields: the 134th add
        // normalizes, as `named_limit_counts_mutable_fields` shows on Node.
        let node20 = Policy::node20();
        assert_eq!(
            normalized_at_with(&node20, StoreOrigin::Named, 2000, true),
            Some(134)
        );
        let low = Policy {
            max_fast_properties: 8,
            ..node20
        };
        assert_eq!(
            normalized_at_with(&low, StoreOrigin::Named, 2000, true),
            Some(14)
        );
    }

    #[test]
    fn keyed_stores_into_empty_object_normalize_at_the_20th_property() {
        // Replays V8's decision for `{}` filled by `o['k' + i] = i`.
        let node20 = Policy::node20();
        assert_eq!(normalized_at(&node20, StoreOrigin::Keyed, 40), Some(20));
        // A lower soft limit moves it to the next full property array past 4 + 4.
        let low = Policy {
            fast_properties_soft_limit: 4,
            ..node20
        };
        assert_eq!(normalized_at(&low, StoreOrigin::Keyed, 40), Some(11));
    }

    #[test]
    fn named_stores_normalize_at_descriptor_limit() {
        let node20 = Policy::node20();
        assert_eq!(
            normalized_at(&node20, StoreOrigin::Named, 2000),
            Some(MAX_NUMBER_OF_DESCRIPTORS + 1)
        );
        let small = Policy {
            max_number_of_descriptors: 30,
            ..node20
        };
        assert_eq!(normalized_at(&small, StoreOrigin::Named, 2000), Some(31));
    }

    #[test]
    fn out_of_object_store_grows_by_fields_added() {
        let node20 = Policy::node20();
        assert_eq!(node20.out_of_object_capacity(4, 4), 0);
        assert_eq!(node20.out_of_object_capacity(5, 4), 3);
        assert_eq!(node20.out_of_object_capacity(7, 4), 3);
        assert_eq!(node20.out_of_object_capacity(8, 4), 6);
        let by_five = Policy {
            fields_added: 5,
            ..node20
        };
        assert_eq!(by_five.out_of_object_capacity(8, 4), 5);
        assert_eq!(by_five.out_of_object_capacity(10, 4), 10);
    }

    #[test]
    fn literal_root_sizes() {
        let node20 = Policy::node20();
        assert_eq!(node20.literal_root(0), LiteralRoot::ObjectFunction);
        assert_eq!(node20.literal_root(2), LiteralRoot::Cache(2));
        assert_eq!(node20.literal_root(4), LiteralRoot::ObjectFunction);
        assert_eq!(node20.literal_root(127), LiteralRoot::Cache(127));
        assert_eq!(node20.literal_root(128), LiteralRoot::Slow);
        let small_cache = Policy {
            literal_map_cache_size: 10,
            ..node20
        };
        assert_eq!(small_cache.literal_root(10), LiteralRoot::Slow);
    }

    #[test]
    fn validate_names_the_field_out_of_range() {
        assert_eq!(Policy::node20().validate(), Ok(()));
        assert_eq!(Policy::v8_12_2().validate(), Ok(()));
        let err = Policy {
            fields_added: 0,
            ..Policy::node20()
        }
        .validate()
        .unwrap_err();
        assert_eq!(err.field, "fields_added");
        assert_eq!(
            err.to_string(),
            "policy field `fields_added` is 0; it must be between 1 and MAX_NUMBER_OF_DESCRIPTORS (1020)"
        );
        let err = Policy {
            initial_object_inobject_slots: 300,
            ..Policy::node20()
        }
        .validate()
        .unwrap_err();
        assert_eq!(err.field, "initial_object_inobject_slots");
        let err = Policy {
            elements_max_gap: u32::MAX,
            ..Policy::node20()
        }
        .validate()
        .unwrap_err();
        assert_eq!(err.field, "elements_max_gap");
    }

    #[test]
    fn display_names_the_preset_and_the_differences() {
        assert_eq!(Policy::node20().to_string(), "node20 (V8 11.3)");
        assert_eq!(Policy::v8_12_2().to_string(), "v8_12_2 (V8 12.2)");
        assert_eq!(Policy::v8_12_4().to_string(), "node22 (V8 12.4)");
        assert_eq!(Policy::v8_13_6().to_string(), "node24 (V8 13.6)");
        let near_24 = Policy {
            fill_packs_holey_arrays: false,
            ..Policy::v8_13_6()
        };
        assert_eq!(
            near_24.to_string(),
            "node24 (V8 13.6) with fill_packs_holey_arrays=false"
        );
        let custom = Policy {
            normalize_prototypes: false,
            fast_properties_soft_limit: 4,
            ..Policy::node20()
        };
        assert_eq!(
            custom.to_string(),
            "node20 (V8 11.3) with normalize_prototypes=false, fast_properties_soft_limit=4"
        );
    }
}
