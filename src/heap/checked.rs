//! The public forms of the heap's object operations that return nothing to
//! fail with: each checks its IDs first, so an ID this heap did not hand out
//! is `None` or an [`UnknownId`](crate::JsErrorKind::UnknownId) error, never a
//! panic and never a made-up answer. (The operations that already return a
//! `Result` check their IDs where they start.) Inside the crate the heap
//! calls the unchecked forms (`*_known`) on IDs it made itself.
//!
//! IDs are indices: only an ID past the end of this heap's tables is
//! detected. An in-range ID from another heap names whatever this heap has
//! at that index; see [`Heap::contains`].

use super::*;

impl Heap {
    /// Own property keys in V8's order (integer indices ascending, then strings
    /// in creation order, then symbols): `Reflect.ownKeys`. `None` for an ID
    /// this heap did not hand out.
    pub fn own_keys(&self, id: ObjectId) -> Option<Vec<PropertyKey>> {
        self.contains(id).then(|| self.own_keys_known(id))
    }

    /// Enumerable own string keys in V8's order: `Object.keys`. `None` for an
    /// ID this heap did not hand out.
    pub fn keys(&self, id: ObjectId) -> Option<Vec<PropertyKey>> {
        self.contains(id).then(|| self.keys_known(id))
    }

    /// The own property `key` of `id` (`None` when it has none, or when the
    /// heap did not hand out `id`).
    pub fn get_own_property(&self, id: ObjectId, key: PropertyKey) -> Option<OwnProperty> {
        self.contains(id)
            .then(|| self.get_own_property_known(id, key))
            .flatten()
    }

    /// `Object.isFrozen` / `Object.isSealed` (by `level`); `None` for an ID
    /// this heap did not hand out.
    pub fn test_integrity_level(&self, id: ObjectId, level: IntegrityLevel) -> Option<bool> {
        self.contains(id)
            .then(|| self.test_integrity_level_known(id, level))
    }

    /// Normalizes `id` to dictionary mode for V8 reason `reason` (V8's
    /// `JSObject::NormalizeProperties`).
    pub fn normalize(&mut self, id: ObjectId, reason: &'static str) -> Result<(), JsError> {
        self.check_object(id)?;
        self.normalize_known(id, reason);
        Ok(())
    }

    /// `Object.preventExtensions`.
    pub fn prevent_extensions(&mut self, id: ObjectId) -> Result<(), JsError> {
        self.check_object(id)?;
        self.prevent_extensions_known(id);
        Ok(())
    }

    /// `Object.seal`.
    pub fn seal(&mut self, id: ObjectId) -> Result<(), JsError> {
        self.check_object(id)?;
        self.seal_known(id);
        Ok(())
    }

    /// `Object.freeze`.
    pub fn freeze(&mut self, id: ObjectId) -> Result<(), JsError> {
        self.check_object(id)?;
        self.freeze_known(id);
        Ok(())
    }

    /// `Object.create(proto)`. With `None` the object is born in dictionary
    /// mode (V8: `slow_object_with_null_prototype_map`); otherwise `proto`
    /// becomes a prototype (normalized under the V8 policy) and the object
    /// gets the `Object.create` map for it, cached per prototype.
    pub fn object_create(&mut self, proto: Option<ObjectId>) -> Result<ObjectId, JsError> {
        if let Some(p) = proto {
            self.check_object(p)?;
        }
        Ok(self.object_create_known(proto))
    }

    /// An array literal `[a, b, …]` (dense elements).
    pub fn new_array(&mut self, values: &[Value]) -> Result<ObjectId, JsError> {
        for &value in values {
            self.check_value(value)?;
        }
        Ok(self.new_array_known(values))
    }

    /// A function object for native `native` of this heap's runtime.
    pub fn new_native_function(&mut self, native: NativeId) -> Result<ObjectId, JsError> {
        self.check_value(Value::Native(native))?;
        Ok(self.new_native_function_known(native))
    }
}
