//! The structure checks of a shape table from outside (a snapshot): every
//! index in range, and the transition tree's invariants, so that nothing
//! read from an archive can make a lookup go out of bounds or a store add a
//! key twice.

use super::*;

impl ShapeTable {
    /// Checks that every index an owned table holds points inside it (tables,
    /// shapes, descriptor prefixes) and that its keys and values are in range, as
    /// decided by `key_ok`, `value_ok` and `object_ok`: what an archive from
    /// outside must satisfy before anything reads it by index.
    pub(crate) fn check_references(
        &self,
        key_ok: &dyn Fn(PropertyKey) -> bool,
        value_ok: &dyn Fn(Value) -> bool,
        object_ok: &dyn Fn(ObjectId) -> bool,
    ) -> Result<(), String> {
        if self.shapes.base_len() != 0 || self.tables.base_len() != 0 {
            return Err("the checks run on owned tables (ShapeTable::from_image)".into());
        }
        let n = self.shapes.len();
        let shape_ok = |s: ShapeId| (s.0 as usize) < n;
        let tkey_ok = |k: &TransitionKey| match *k {
            TransitionKey::Add { key, .. } => key_ok(key),
            TransitionKey::Prototype(p) => p.is_none_or(object_ok),
            TransitionKey::Integrity(_) => true,
        };
        for (t, table) in self.tables.owned().iter().enumerate() {
            for d in &table.entries {
                let value_in_range = match d.value {
                    DescriptorValue::Field(_) => true,
                    DescriptorValue::Accessor { get, set } => value_ok(get) && value_ok(set),
                };
                if !key_ok(d.key) || !value_in_range {
                    return Err(format!("descriptor table {t} refers outside the heap"));
                }
            }
            if let Some(index) = &table.index
                && index.values().any(|&p| p as usize >= table.entries.len())
            {
                return Err(format!("descriptor table {t} has a bad index"));
            }
        }
        for (i, s) in self.shapes.owned().iter().enumerate() {
            let table = self.tables.owned().get(s.table as usize);
            let bad = table.is_none_or(|t| s.descriptors as usize > t.entries.len())
                || s.fields > s.descriptors
                || !s.prototype.is_none_or(object_ok)
                || !s.back_pointer.is_none_or(shape_ok)
                || !s
                    .created_by
                    .is_none_or(|(from, k)| shape_ok(from) && tkey_ok(&k))
                || !match &s.transitions {
                    Transitions::None => true,
                    Transitions::One(k, to) => tkey_ok(k) && shape_ok(*to),
                    Transitions::Many(m) => m.iter().all(|(k, to)| tkey_ok(k) && shape_ok(*to)),
                };
            if bad {
                return Err(format!("shape s{i} refers outside the heap"));
            }
        }
        if self
            .roots
            .iter()
            .any(|(k, s)| !shape_ok(*s) || !k.prototype.is_none_or(object_ok))
        {
            return Err("the root-map cache refers outside the heap".into());
        }
        self.check_structure()
    }

    /// The invariants of the tables and the transition tree that the rest of
    /// this module assumes, for a table read from an untrusted snapshot (after
    /// [`ShapeTable::check_references`] found every ID in range):
    /// - a descriptor table's keys are unique, its attributes are known bits
    ///   that agree with the value kind, and its hash index (present exactly
    ///   when the table outgrows linear search) maps every key to its position;
    /// - a table has at most [`policy::MAX_NUMBER_OF_DESCRIPTORS`] entries; a
    ///   shape has at most [`policy::MAX_INOBJECT_PROPERTIES`] in-object
    ///   slots; a fast shape's integrity level holds of its attributes (and
    ///   it is not extensible); a dictionary shape has no descriptors, fields
    ///   or transitions;
    /// - a back pointer and a `created_by` edge point to an older shape, so
    ///   walking them ends; the back pointer's shape has the same prototype,
    ///   kind and in-object capacity and this shape's descriptors minus at
    ///   most the last one (an add or an integrity edge);
    /// - every recorded transition leads to a younger shape that is exactly
    ///   what following it means: an add appends one descriptor with the
    ///   edge's key and attributes (one more field for data) and points back;
    ///   a prototype edge changes the prototype only; an integrity edge changes
    ///   the attributes as [`apply_integrity`] does and is not extensible;
    /// - a cached root shape is the shape its key describes, with no
    ///   descriptors.
    ///
    /// Lookups, the store path, `delete`'s rollback and reconfiguration all
    /// rely on these; a table that breaks one could loop, index past a
    /// prefix, or duplicate a key.
    pub(super) fn check_structure(&self) -> Result<(), String> {
        for (t, table) in self.tables.owned().iter().enumerate() {
            // The engine never grows a table past the descriptor limit (adds
            // normalize there, `migrate_to_fast` refuses larger dictionaries);
            // bounding it keeps every per-shape walk below linear in the file.
            if table.entries.len() > policy::MAX_NUMBER_OF_DESCRIPTORS as usize {
                return Err(format!(
                    "descriptor table {t} has more descriptors than a map can"
                ));
            }
            let mut keys = rustc_hash::FxHashSet::default();
            for d in &table.entries {
                if !keys.insert(d.key) {
                    return Err(format!("descriptor table {t} repeats a key"));
                }
                if d.key.is_index() {
                    return Err(format!("descriptor table {t} has an array index key"));
                }
                let accessor = matches!(d.value, DescriptorValue::Accessor { .. });
                if Attrs::from_bits(d.attrs.bits()).is_none()
                    || d.attrs.contains(Attrs::ACCESSOR) != accessor
                {
                    return Err(format!("descriptor table {t} has bad attributes"));
                }
            }
            let indexed = table.entries.len() > DESCRIPTOR_LINEAR_SEARCH_MAX;
            let index_ok = match &table.index {
                None => !indexed,
                Some(index) => {
                    indexed
                        && index.len() == table.entries.len()
                        && index.iter().all(|(k, &p)| {
                            table.entries.get(p as usize).is_some_and(|d| d.key == *k)
                        })
                }
            };
            if !index_ok {
                return Err(format!("descriptor table {t} has a bad index"));
            }
        }
        let same_layout = |a: &Shape, b: &Shape| {
            a.kind == b.kind && a.inobject == b.inobject && !a.dictionary && !b.dictionary
        };
        let same_descriptor = |a: &Descriptor, b: &Descriptor, attrs: Attrs| {
            a.key == b.key && a.value == b.value && b.attrs == attrs
        };
        for (i, s) in self.shapes.owned().iter().enumerate() {
            let bad = |what: &str| Err(format!("shape s{i}: {what}"));
            if s.inobject > policy::MAX_INOBJECT_PROPERTIES {
                return bad("more in-object slots than a map can have");
            }
            // A fast shape's integrity level is what `freeze`/`seal` trust to
            // return early: it must hold of its attributes.
            if let Some(level) = s.integrity
                && !s.dictionary
                && (s.extensible
                    || self
                        .descriptors(ShapeId(i as u32))
                        .iter()
                        .any(|d| apply_integrity(d.attrs, level) != d.attrs))
            {
                return bad("its integrity level does not hold of its properties");
            }
            if s.dictionary && (s.descriptors != 0 || s.fields != 0 || s.transitions.len() != 0) {
                return bad("a dictionary shape with descriptors or transitions");
            }
            if let Some(p) = s.back_pointer {
                let parent = &self.shapes.owned()[p.0 as usize];
                let n = parent.descriptors as usize;
                let ok = (p.0 as usize) < i
                    && same_layout(parent, s)
                    && parent.prototype == s.prototype
                    && (s.descriptors as usize == n || s.descriptors as usize == n + 1)
                    && self
                        .descriptors(p)
                        .iter()
                        .zip(self.descriptors(ShapeId(i as u32)))
                        .all(|(a, b)| a.key == b.key && a.value == b.value);
                if !ok {
                    return bad("its back pointer is not its parent");
                }
            }
            if s.created_by.is_some_and(|(from, _)| from.0 as usize >= i) {
                return bad("created by a younger shape");
            }
            if let Some((_, TransitionKey::Add { key, .. })) = s.created_by
                && key.is_index()
            {
                return bad("created by adding an array index key");
            }
            // Reconfiguration replays the `created_by` edges along the back
            // pointers: each must be the parent's recorded edge to this shape.
            if let Some(p) = s.back_pointer {
                let recorded = match s.created_by {
                    Some((from, edge)) => {
                        from == p
                            && self.shapes.owned()[p.0 as usize].transitions.get(&edge)
                                == Some(ShapeId(i as u32))
                    }
                    None => false,
                };
                if !recorded {
                    return bad("its creating edge is not its parent's transition to it");
                }
            }
            let edges: Vec<(TransitionKey, ShapeId)> = match &s.transitions {
                Transitions::None => Vec::new(),
                Transitions::One(k, to) => vec![(*k, *to)],
                Transitions::Many(m) => m.iter().map(|(k, to)| (*k, *to)).collect(),
            };
            for (key, to) in edges {
                let target = &self.shapes.owned()[to.0 as usize];
                let from = self.descriptors(ShapeId(i as u32));
                let next = self.descriptors(to);
                let ok = (to.0 as usize) > i
                    && same_layout(s, target)
                    && match key {
                        TransitionKey::Add { key, attrs } => {
                            let data = !attrs.contains(Attrs::ACCESSOR);
                            target.back_pointer == Some(ShapeId(i as u32))
                                && target.prototype == s.prototype
                                && next.len() == from.len() + 1
                                && from
                                    .iter()
                                    .zip(next)
                                    .all(|(a, b)| same_descriptor(a, b, a.attrs))
                                && next
                                    .last()
                                    .is_some_and(|d| d.key == key && d.attrs == attrs)
                                && target.fields == s.fields + u32::from(data)
                        }
                        TransitionKey::Prototype(p) => {
                            target.prototype == p
                                && next.len() == from.len()
                                && target.fields == s.fields
                                && from
                                    .iter()
                                    .zip(next)
                                    .all(|(a, b)| same_descriptor(a, b, a.attrs))
                        }
                        TransitionKey::Integrity(level) => {
                            target.prototype == s.prototype
                                && !target.extensible
                                && next.len() == from.len()
                                && target.fields == s.fields
                                && from.iter().zip(next).all(|(a, b)| {
                                    same_descriptor(a, b, apply_integrity(a.attrs, level))
                                })
                        }
                    };
                if !ok {
                    return bad("a transition leads to a shape that does not follow from it");
                }
            }
        }
        for (k, &id) in &self.roots {
            let s = &self.shapes.owned()[id.0 as usize];
            let ok = s.dictionary == k.dictionary
                && s.kind == k.kind
                && s.root_kind == k.root_kind
                && s.prototype == k.prototype
                && s.inobject == k.inobject
                && s.extensible == k.extensible
                && s.descriptors == 0;
            if !ok {
                return Err(format!(
                    "the root-map cache entry for s{} does not describe it",
                    id.0
                ));
            }
        }
        Ok(())
    }
}
