//! Prototype changes (`Object.setPrototypeOf`, a prototype transition on a fast
//! object) and integrity levels (`preventExtensions`, `seal`, `freeze`, attribute
//! transitions that stay fast).

use super::alloc::PrototypeSetup;
use super::*;
use crate::shape::ElementsKind;

impl Heap {
    // ----- prototypes ----------------------------------------------------------------

    /// `Object.setPrototypeOf(o, proto)`. On a fast object this is a prototype
    /// transition: it stays fast, and objects of one shape that get the same
    /// prototype share the result. `proto` is set up as a prototype as V8's
    /// `Map::SetPrototype` sets one up (see [`Policy::normalize_prototypes`]):
    /// normalized the first time it becomes one, and again if it is one still
    /// fast and not marked to stay fast. Throws for non-extensible objects and
    /// cycles, as JavaScript does.
    pub fn set_prototype_of(
        &mut self,
        id: ObjectId,
        proto: Option<ObjectId>,
    ) -> Result<(), JsError> {
        self.set_prototype_in(id, proto, PrototypeSetup::Again)
    }

    /// Sets up a class's constructor `id` as V8's `InitClassConstructor`
    /// does. The constructor gets a map of its own, a prototype map
    /// (`Map::CopyDropDescriptors`, which V8 does not log): it is a prototype
    /// from its birth, and its static members never go on a map another
    /// function shares.
    ///
    /// With `superclass` (`class C extends P`), that map's prototype is
    /// `superclass`, set without setup mode: `superclass` becomes a prototype
    /// and stays fast, and then it and its own prototypes are marked "should
    /// be fast" (`JSObject::MakePrototypesFast` from the superclass itself),
    /// so that no later setup normalizes them.
    pub fn init_class_constructor(
        &mut self,
        id: ObjectId,
        superclass: Option<ObjectId>,
    ) -> Result<(), JsError> {
        self.check_object(id)?;
        let from = self.shape_of_known(id);
        let prototype = match superclass {
            Some(p) => {
                self.check_prototype_change(id, p)?;
                self.make_prototype_in(p, PrototypeSetup::Off);
                Some(p)
            }
            None => self.shapes.get(from).prototype(),
        };
        if self.shapes.get(from).is_dictionary() {
            // Not a constructor as the interpreter makes one: a dictionary
            // object changes its prototype as any other does.
            self.set_prototype_in(id, prototype, PrototypeSetup::Off)?;
            self.make_prototype_in(id, PrototypeSetup::Off);
        } else {
            let copy = self.shapes.prototype_copy_with(from, prototype);
            self.set_shape(id, copy);
            self.object_mut(id).rare_mut().is_prototype = true;
        }
        match superclass {
            Some(p) => self.make_prototypes_fast_from(p),
            None => Ok(()),
        }
    }

    /// Checks that `id`'s prototype may become `proto` (a heap object): as
    /// `Object.setPrototypeOf` checks, the immutable `Object.prototype`, a
    /// non-extensible object and a cycle throw.
    fn check_prototype_change(&self, id: ObjectId, proto: ObjectId) -> Result<(), JsError> {
        self.check_object(proto)?;
        if self.shapes.get(self.shape_of_known(id)).prototype() == Some(proto) {
            return Ok(());
        }
        if id == self.intrinsics.object_prototype {
            return Err(JsError::type_error(
                "Immutable prototype object 'Object.prototype' cannot have their prototype set",
            ));
        }
        if !self.is_extensible_known(id) {
            return Err(JsError::type_error("#<Object> is not extensible"));
        }
        let mut at = Some(proto);
        while let Some(p) = at {
            if p == id {
                return Err(JsError::type_error("Cyclic __proto__ value"));
            }
            at = self.get_prototype_of_known(p);
        }
        Ok(())
    }

    fn set_prototype_in(
        &mut self,
        id: ObjectId,
        proto: Option<ObjectId>,
        setup: PrototypeSetup,
    ) -> Result<(), JsError> {
        self.check_object(id)?;
        if let Some(p) = proto {
            self.check_object(p)?;
        }
        let from = self.shape_of_known(id);
        if self.shapes.get(from).prototype() == proto {
            return Ok(());
        }
        match proto {
            Some(p) => self.check_prototype_change(id, p)?,
            // Only the cycle check needs a prototype.
            None if id == self.intrinsics.object_prototype => {
                return Err(JsError::type_error(
                    "Immutable prototype object 'Object.prototype' cannot have their prototype set",
                ));
            }
            None if !self.is_extensible_known(id) => {
                return Err(JsError::type_error("#<Object> is not extensible"));
            }
            None => {}
        }
        if let Some(p) = proto {
            self.make_prototype_in(p, setup);
        }
        let from = self.shape_of_known(id);
        let shape = self.shapes.get(from);
        if shape.is_dictionary() {
            // V8 copies a dictionary map for each prototype change: never shared.
            let (kind, elements_kind) = (shape.kind(), shape.elements_kind());
            let is_prototype = self.object_known(id).is_prototype();
            let to =
                self.shapes
                    .unshared_dictionary(kind, proto, true, is_prototype, elements_kind);
            self.set_shape(id, to);
        } else {
            let (to, created) = self.shapes.prototype_transition(&self.policy, from, proto);
            self.transition(id, to, TransitionKey::Prototype(proto), created);
        }
        Ok(())
    }

    // ----- integrity levels -----------------------------------------------------------

    /// `Object.preventExtensions`.
    pub(crate) fn prevent_extensions_known(&mut self, id: ObjectId) {
        self.apply_integrity_level(id, IntegrityLevel::PreventExtensions);
    }

    /// `Object.seal`.
    pub(crate) fn seal_known(&mut self, id: ObjectId) {
        self.apply_integrity_level(id, IntegrityLevel::Seal);
    }

    /// `Object.freeze`.
    pub(crate) fn freeze_known(&mut self, id: ObjectId) {
        self.apply_integrity_level(id, IntegrityLevel::Freeze);
    }

    /// Applies an integrity level: an attribute transition on fast objects (they stay
    /// fast and equal objects share the result), attribute edits on dictionary objects.
    /// Elements other than under `preventExtensions` become sparse with the new
    /// attributes.
    pub(super) fn apply_integrity_level(&mut self, id: ObjectId, level: IntegrityLevel) {
        // V8's `TestIntegrityLevel` first: an object that already satisfies the
        // level (e.g. an empty non-extensible object, which is vacuously sealed and
        // frozen) keeps its map.
        if self.test_integrity_level_known(id, level) {
            return;
        }
        // Smi and double elements become object elements first (V8's
        // `PreventExtensionsWithTransition`), so that `[1]` and `['x']` frozen
        // share a shape.
        let elements_kind = self.elements_kind_known(id);
        if elements_kind.is_smi() || elements_kind.is_double() {
            let object_kind = if elements_kind.is_holey() {
                ElementsKind::Holey
            } else {
                ElementsKind::Packed
            };
            self.set_elements_kind(id, object_kind);
        }
        if level != IntegrityLevel::PreventExtensions && !self.object_known(id).elements.is_empty()
        {
            let m = self.object_mut(id).elements.make_sparse();
            for e in m.values_mut() {
                e.attrs = apply_integrity(e.attrs, level);
            }
        }
        let from = self.shape_of_known(id);
        let shape = self.shapes.get(from);
        if shape.is_dictionary() {
            let (kind, proto) = (shape.kind(), shape.prototype());
            let elements_kind = shape.elements_kind().with_integrity(level);
            // V8 copies a dictionary map for each integrity change
            // (`"SlowCopyForPreventExtensions"`), so it is never shared.
            let is_prototype = self.object_known(id).is_prototype();
            let to =
                self.shapes
                    .unshared_dictionary(kind, proto, false, is_prototype, elements_kind);
            self.set_shape(id, to);
            // Not an edge of any tree (dictionary maps record no transitions),
            // but a new map all the same: V8 logs it.
            self.record(|| TraceEvent::Transition {
                object: id,
                from,
                to,
                key: TransitionKey::Integrity(level),
                created: true,
            });
            let body = self.header_mut(id).body;
            self.body_writes = self.body_writes.wrapping_add(1);
            self.chain_epoch.advance();
            let atoms = &self.atoms;
            if body != Header::NO_BODY
                && let Some(dict) = self.bodies.get_mut(BodyId(body)).dictionary_mut()
            {
                dict.for_each_mut(|&k, e| {
                    if !atoms.is_private_key(k) {
                        e.attrs = apply_integrity(e.attrs, level);
                    }
                });
            }
        } else {
            if shape.integrity() >= Some(level) {
                return;
            }
            let atoms = &self.atoms;
            let (to, created) = self
                .shapes
                .integrity_transition(&self.policy, from, level, &|k| atoms.is_private_key(k));
            self.transition(id, to, TransitionKey::Integrity(level), created);
        }
    }

    /// JavaScript's `TestIntegrityLevel` (`Object.isSealed` / `Object.isFrozen`,
    /// and "not extensible" for `PreventExtensions`).
    pub(crate) fn test_integrity_level_known(&self, id: ObjectId, level: IntegrityLevel) -> bool {
        if self.is_extensible_known(id) {
            return false;
        }
        self.own_keys_known(id).into_iter().all(|k| {
            let Some(p) = self.get_own_property_known(id, k) else {
                return true;
            };
            match level {
                IntegrityLevel::PreventExtensions => true,
                IntegrityLevel::Seal => !p.attrs.contains(Attrs::CONFIGURABLE),
                IntegrityLevel::Freeze => {
                    !p.attrs.contains(Attrs::CONFIGURABLE)
                        && (p.attrs.contains(Attrs::ACCESSOR) || !p.attrs.contains(Attrs::WRITABLE))
                }
            }
        })
    }
}
