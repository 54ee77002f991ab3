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
//! are expressed by changing a [`Policy`] value, not by editing the mechanisms.

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

/// The most descriptors (own properties) a fast map may have; the next add
/// normalizes. V8: `kMaxNumberOfDescriptors` = `(1 << kDescriptorIndexBitCount) - 4`
/// = 1020, checked by `Map::CopyWithField` / `Map::CopyAddDescriptor`.
pub const MAX_NUMBER_OF_DESCRIPTORS: u32 = 1020;

/// Object literals with fewer properties than this take their root map from the
/// native context's literal map cache, keyed by property count (in-object slots =
/// count). Larger literals are built slow and migrated to a fresh, unshared fast map.
/// V8: `JSObject::kMapCacheSize` (128), `Factory::ObjectLiteralMapFromCache` and
/// `JSObject::MigrateSlowToFast(…, "FastLiteral")`.
pub const LITERAL_MAP_CACHE_SIZE: u32 = 128;

/// The most in-object slots a map may have. V8: `JSObject::kMaxInObjectProperties`
/// = (`kMaxInstanceSize` 255 words − the 3-word `JSObject` header) = 252 on 64-bit.
/// The model itself never makes more than [`LITERAL_MAP_CACHE_SIZE`] − 1;
/// `Snapshot::open` refuses a shape above this bound (allocating an object of
/// it would reserve that many slots).
pub const MAX_INOBJECT_PROPERTIES: u32 = 252;

/// The most shapes one inline cache tracks before it goes megamorphic.
/// V8: `v8_flags.max_valid_polymorphic_map_count` (4, `kMaxPolymorphism`).
pub const MAX_POLYMORPHISM: usize = 4;

/// The most transitions one map keeps; past it, new maps are made without being
/// inserted (`OMIT_TRANSITION`), so objects stop sharing them.
/// V8: `TransitionsAccessor::kMaxNumberOfTransitions` (1024 + 512).
pub const MAX_NUMBER_OF_TRANSITIONS: u32 = 1536;

/// Descriptor tables up to this size are searched linearly; larger ones through a
/// hash index. V8: `kMaxElementsForLinearSearch` (8) in `DescriptorArray::Search`.
pub const DESCRIPTOR_LINEAR_SEARCH_MAX: usize = 8;

/// A store to an array index more than this far past the end of dense elements
/// makes the elements sparse (dictionary elements). V8: `JSObject::kMaxGap` (1024)
/// in `JSObject::ShouldConvertToSlowElements`.
pub const ELEMENTS_MAX_GAP: u32 = 1024;

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

/// A complete layout policy. [`Policy::node20`] (the default) is V8 11.3.
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
}

impl Default for Policy {
    fn default() -> Self {
        Self::node20()
    }
}

impl Policy {
    /// Node 20 / V8 11.3.
    pub const fn node20() -> Self {
        Policy {
            delete: DeletePolicy::RollbackLast,
            normalize_prototypes: true,
            make_prototypes_fast: true,
        }
    }

    /// V8 12.2 and later: like [`Policy::node20`] but every delete normalizes.
    pub const fn v8_12_2() -> Self {
        Policy {
            delete: DeletePolicy::AlwaysNormalize,
            normalize_prototypes: true,
            make_prototypes_fast: true,
        }
    }
}

/// The out-of-object capacity of a fast object whose map has `fields` fields and
/// `inobject` in-object slots: the out-of-object part grows in chunks of
/// [`FIELDS_ADDED`], exactly as V8's `UnusedPropertyFields` accounting does.
pub const fn out_of_object_capacity(fields: u32, inobject: u32) -> u32 {
    if fields <= inobject {
        0
    } else {
        (fields - inobject).div_ceil(FIELDS_ADDED) * FIELDS_ADDED
    }
}

/// V8's `Map::UnusedPropertyFields`: free slots before the next field needs the
/// out-of-object store to grow.
pub const fn unused_property_fields(fields: u32, inobject: u32) -> u32 {
    if fields < inobject {
        inobject - fields
    } else {
        out_of_object_capacity(fields, inobject) - (fields - inobject)
    }
}

/// V8's `Map::TooManyFastProperties` together with the descriptor check of
/// `Map::CopyWithField`: whether adding one more field-backed property to a map with
/// `descriptors` descriptors, `fields` fields and `inobject` in-object slots must
/// normalize instead of making a new map.
///
/// Only called when no transition for the key exists: an existing transition is
/// always followed (`Map::TransitionToDataProperty` searches transitions first).
///
/// Not modelled: V8 also counts *mutable* out-of-object fields against
/// `kMaxFastProperties` (128) for named stores; shapeshift does not track field
/// constness, so named stores are limited by descriptors only.
pub const fn too_many_fast_properties(
    descriptors: u32,
    fields: u32,
    inobject: u32,
    origin: StoreOrigin,
    is_prototype: bool,
) -> bool {
    if descriptors >= MAX_NUMBER_OF_DESCRIPTORS {
        return true;
    }
    if unused_property_fields(fields, inobject) != 0 || is_prototype {
        return false;
    }
    match origin {
        StoreOrigin::Named => false,
        StoreOrigin::Keyed => {
            let limit = if FAST_PROPERTIES_SOFT_LIMIT > inobject {
                FAST_PROPERTIES_SOFT_LIMIT
            } else {
                inobject
            };
            fields.saturating_sub(inobject) > limit
        }
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

/// The root map of an object literal with `property_count` properties
/// (`ObjectBoilerplateDescription::backing_store_size`: every property and spread
/// except array-index keys and `__proto__`), as `Factory::ObjectLiteralMapFromCache`
/// picks it. The native context seeds the cache's slot
/// [`INITIAL_OBJECT_INOBJECT_SLOTS`] with the Object function's initial map, so
/// `{a, b, c, d}` and `{}` + a, b, c, d share a map; `{1: x}` (count 0) also starts
/// from it.
pub const fn literal_root(property_count: u32) -> LiteralRoot {
    if property_count == 0 || property_count == INITIAL_OBJECT_INOBJECT_SLOTS {
        LiteralRoot::ObjectFunction
    } else if property_count < LITERAL_MAP_CACHE_SIZE {
        LiteralRoot::Cache(property_count)
    } else {
        LiteralRoot::Slow
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyed_stores_into_empty_object_normalize_at_the_20th_property() {
        // Replays V8's decision for `{}` filled by `o['k' + i] = i`.
        // The n-th store sees n - 1 existing fields.
        let normalized_at = (1..=40)
            .find(|&n| too_many_fast_properties(n - 1, n - 1, 4, StoreOrigin::Keyed, false));
        assert_eq!(normalized_at, Some(20));
    }

    #[test]
    fn named_stores_normalize_at_descriptor_limit() {
        let normalized_at = (1..=2000)
            .find(|&n| too_many_fast_properties(n - 1, n - 1, 4, StoreOrigin::Named, false));
        assert_eq!(normalized_at, Some(MAX_NUMBER_OF_DESCRIPTORS + 1));
    }

    #[test]
    fn out_of_object_store_grows_in_threes() {
        assert_eq!(out_of_object_capacity(4, 4), 0);
        assert_eq!(out_of_object_capacity(5, 4), 3);
        assert_eq!(out_of_object_capacity(7, 4), 3);
        assert_eq!(out_of_object_capacity(8, 4), 6);
        assert_eq!(unused_property_fields(2, 4), 2);
        assert_eq!(unused_property_fields(5, 4), 2);
        assert_eq!(unused_property_fields(7, 4), 0);
    }

    #[test]
    fn literal_root_sizes() {
        assert_eq!(literal_root(0), LiteralRoot::ObjectFunction);
        assert_eq!(literal_root(2), LiteralRoot::Cache(2));
        assert_eq!(literal_root(4), LiteralRoot::ObjectFunction);
        assert_eq!(literal_root(127), LiteralRoot::Cache(127));
        assert_eq!(literal_root(128), LiteralRoot::Slow);
    }
}
