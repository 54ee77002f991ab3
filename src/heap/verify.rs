//! Whole-heap checks: every ID in range, prototype chains acyclic, and the
//! structural invariants a heap from outside must satisfy before it is used.

use super::*;

impl Heap {
    /// Checks that every ID the heap's tables hold is in range (shapes, objects,
    /// strings, atoms, symbols, natives of `natives`, modules of `modules`), then
    /// the structural invariants ([`Heap::verify`]). An archive from outside the
    /// process passes this before it is used: bytecheck proves the bytes form
    /// valid archived types, this proves they form a heap.
    pub fn check_references(&self, natives: usize, modules: usize) -> Result<(), String> {
        if self.base.is_some() {
            return Err("check_references runs on owned heaps (flatten a restored one)".into());
        }
        let objects = self.objects.len();
        if self.headers.len() != objects {
            return Err("headers and objects differ in number".into());
        }
        self.strings.check()?;
        let object_ok = |o: ObjectId| (o.0 as usize) < objects;
        let value_ok = |v: Value| match v {
            Value::String(s) => (s.0 as usize) < self.strings.len(),
            Value::Object(o) => object_ok(o),
            Value::Native(n) => (n.0 as usize) < natives,
            _ => true,
        };
        let key_ok = |k: PropertyKey| self.atoms.key_in_range(k);
        self.shapes
            .check_references(&key_ok, &value_ok, &object_ok)?;
        let slots = self.inobject_slots.len();
        // In range, known attribute bits, and the accessor bit saying what the
        // slot holds.
        let entry_ok = |e: &DictEntry| {
            let known = Attrs::from_bits(e.attrs.bits()).is_some();
            let accessor = e.attrs.contains(Attrs::ACCESSOR);
            known
                && match e.slot {
                    PropertySlot::Data(v) => !accessor && value_ok(v),
                    PropertySlot::Accessor { get, set } => {
                        accessor && value_ok(get) && value_ok(set)
                    }
                }
        };
        for (i, (h, o)) in self
            .headers
            .owned()
            .iter()
            .zip(self.objects.owned())
            .enumerate()
        {
            let bad = (h.shape.0 as usize) >= self.shapes.len()
                || o.inobject_capacity > policy::MAX_INOBJECT_PROPERTIES
                || h.inobject_base as usize + o.inobject_capacity as usize > slots
                || !o.out_of_object.iter().all(|&v| value_ok(v))
                || o.native.is_some_and(|n| (n.0 as usize) >= natives)
                || !o
                    .dictionary
                    .as_deref()
                    .is_none_or(|d| d.iter().all(|(&k, e)| key_ok(k) && entry_ok(e)))
                || !match &o.elements {
                    Elements::Dense(v) => v.iter().all(|e| e.is_none_or(value_ok)),
                    Elements::Sparse(m) => m
                        .iter()
                        .all(|(&i, e)| i <= crate::atoms::MAX_ARRAY_INDEX && entry_ok(e)),
                };
            if bad {
                return Err(format!("object #{i} refers outside the heap"));
            }
        }
        if !self.inobject_slots.iter().all(|&v| value_ok(v)) {
            return Err("an in-object slot refers outside the heap".into());
        }
        self.check_prototype_chains()?;
        let i = self.intrinsics;
        if !(object_ok(i.object_prototype)
            && object_ok(i.function_prototype)
            && object_ok(i.array_prototype))
            || (self.length_atom.0 as usize) >= self.atoms.len()
        {
            return Err("the intrinsics refer outside the heap".into());
        }
        if self.modules.len() > modules
            || self
                .modules
                .iter()
                .any(|m| matches!(m, ModuleState::Loaded(v) if !value_ok(*v)))
        {
            return Err("the module cache refers outside the heap or the runtime".into());
        }
        if self.lazy.iter().any(|(&(o, k), e)| {
            !object_ok(o)
                || !key_ok(k)
                || e.module.0 as usize >= modules
                || !e.loaded.is_none_or(value_ok)
        }) {
            return Err("a lazy entry refers outside the heap or the runtime".into());
        }
        self.verify()
    }

    /// Every prototype chain ends (`[[SetPrototypeOf]]` refuses a cycle, so a
    /// heap that has one was not made by the engine; every walk up a chain, as
    /// in `get` and `set`, would never return). Linear: each object is walked
    /// once, marked on the way, then marked done.
    pub(super) fn check_prototype_chains(&self) -> Result<(), String> {
        const UNSEEN: u8 = 0;
        const ON_PATH: u8 = 1;
        const DONE: u8 = 2;
        let mut state = vec![UNSEEN; self.objects.len()];
        let mut path = Vec::new();
        for start in 0..self.objects.len() {
            let mut at = Some(start);
            while let Some(o) = at {
                match state[o] {
                    DONE => break,
                    ON_PATH => return Err(format!("object #{o} is its own prototype's prototype")),
                    _ => {}
                }
                state[o] = ON_PATH;
                path.push(o);
                at = self
                    .get_prototype_of(ObjectId(o as u32))
                    .map(|p| p.0 as usize);
            }
            for o in path.drain(..) {
                state[o] = DONE;
            }
        }
        Ok(())
    }

    /// Checks the heap's structural invariants and describes the first broken one:
    /// every fast object has its shape's in-object capacity, exactly its shape's
    /// out-of-object field count in its property store, and no dictionary; every dictionary-mode object has a dictionary shape and table;
    /// no shape descriptor is an array index or repeats a key; field indices are
    /// dense. Used by the model-based tests after every step.
    pub fn verify(&self) -> Result<(), String> {
        for id in self.shapes.ids() {
            let descriptors = self.shapes.descriptors(id);
            let mut fields = 0;
            // Small prefixes are compared pairwise; larger ones through a set,
            // so a heap of many large shapes verifies in linear time.
            let mut seen = rustc_hash::FxHashSet::default();
            let large = descriptors.len() > crate::policy::DESCRIPTOR_LINEAR_SEARCH_MAX;
            for (i, d) in descriptors.iter().enumerate() {
                if d.key.is_index() {
                    return Err(format!("shape s{} has an index key", id.index()));
                }
                let repeated = if large {
                    !seen.insert(d.key)
                } else {
                    descriptors[..i].iter().any(|e| e.key == d.key)
                };
                if repeated {
                    return Err(format!("shape s{} repeats a key", id.index()));
                }
                if let DescriptorValue::Field(f) = d.value {
                    if f != fields {
                        return Err(format!("shape s{} numbers fields out of order", id.index()));
                    }
                    fields += 1;
                }
                if d.attrs.contains(Attrs::ACCESSOR)
                    != matches!(d.value, DescriptorValue::Accessor { .. })
                {
                    return Err(format!(
                        "shape s{} has an accessor bit mismatch",
                        id.index()
                    ));
                }
            }
            if fields != self.shapes.get(id).field_count() {
                return Err(format!("shape s{} miscounts its fields", id.index()));
            }
        }
        for i in 0..self.object_count() as u32 {
            let (obj, header) = (self.object(ObjectId(i)), self.header(ObjectId(i)));
            let shape = self.shapes.get(header.shape);
            if shape.is_dictionary() != obj.dictionary.is_some() {
                return Err(format!("object #{i}: shape mode and storage disagree"));
            }
            if !shape.is_dictionary() && shape.inobject_capacity() != obj.inobject_capacity {
                return Err(format!(
                    "object #{i}: in-object capacity differs from its shape's"
                ));
            }
            let out_of_object = shape.field_count().saturating_sub(obj.inobject_capacity);
            if !shape.is_dictionary() && obj.out_of_object.len() != out_of_object as usize {
                return Err(format!(
                    "object #{i}: {} out-of-object slots for {} fields",
                    obj.out_of_object.len(),
                    shape.field_count()
                ));
            }
            if let Some(dict) = obj.dictionary.as_deref()
                && dict.keys().any(|k| k.is_index())
            {
                return Err(format!("object #{i}: index key in the property dictionary"));
            }
        }
        Ok(())
    }
}
