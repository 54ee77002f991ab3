//! Field generalization, deprecation and map update: V8's `MapUpdater`.
//!
//! Every data field records a [`Representation`] and a constness. A store
//! that needs more than the field records *generalizes* it:
//!
//! - **In place** ([`ShapeTable::generalize_in_place`]) when the old
//!   representation can change without touching stored values (everything but
//!   a step to `Double` from `None` or `Smi`) and for constness. The change is
//!   made on the *field owner*, the shape that added the field, and on every
//!   shape reached from it by transitions, because they all describe objects
//!   whose field may now hold the new kind of value (V8's
//!   `Map::GeneralizeField` and `UpdateFieldType`). No object changes shape.
//! - **By a new map** ([`ShapeTable::updated`]) otherwise. The update replays
//!   the shape's steps from its root: each step follows an existing transition
//!   whose target already accommodates the wanted descriptor (generalizing it
//!   in place where it can), and the first step that cannot is the *split*.
//!   The transition there is deprecated with its whole subtree, and the rest of
//!   the chain is built anew with the general representation; the new shapes
//!   replace the deprecated ones in their parents' transitions.
//!
//! ```text
//!   root ──+x(Smi)──▶ {x:s} ──+y──▶ {x:s,y}         o.x = 1.5 on an {x:s,y} object
//!      └─+x(Double)─▶ {x:d} ──+y──▶ {x:d,y}         (deprecated: {x:s}, {x:s,y})
//! ```
//!
//! An object whose shape is deprecated keeps it (and reads through it stay
//! right: the layout is the same) until its next property access through the
//! runtime, which moves it to [`ShapeTable::updated`] of its shape, as V8's
//! `JSObject::MigrateInstance` does. `%HaveSameMap` does not migrate, so a
//! script sees the old object on another map until it touches it.
//!
//! Not modelled: V8's field *types* (the map of the objects a `HeapObject`
//! field holds), which change in place and never split a map; and
//! `CopyGeneralizeAllFields`, V8's answer to a change of a field that the root
//! map itself owns (detached and prototype maps). The model generalizes those
//! in place: the object keeps its unshared map where V8 would give it another
//! unshared one.

use super::*;

/// The change a store asks of one field.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct FieldChange {
    /// The descriptor's position.
    pub(crate) position: u32,
    /// The representation the field must at least have.
    pub(crate) representation: Representation,
    /// Whether the field must become mutable.
    pub(crate) mutable: bool,
}

impl ShapeTable {
    /// Number of fields of `shape` that are no longer const (V8's
    /// `Map::GetFieldCounts().mutable_count()`).
    pub(crate) fn mutable_field_count(&self, shape: ShapeId) -> u32 {
        self.descriptors(shape)
            .iter()
            .filter(|d| matches!(d.value, DescriptorValue::Field(_)) && !d.constant)
            .count() as u32
    }

    /// The shape that added the property at `position` of `shape` (V8's
    /// `Map::FindFieldOwner`): the last shape on the back-pointer chain that
    /// still has it.
    fn field_owner(&self, shape: ShapeId, position: u32) -> ShapeId {
        let mut owner = shape;
        while let Some(parent) = self.get(owner).back_pointer
            && self.get(parent).descriptors > position
        {
            owner = parent;
        }
        owner
    }

    /// Whether a field at `position` of `shape` can be generalized as `change`
    /// says without a new map.
    pub(crate) fn can_generalize_in_place(&self, shape: ShapeId, change: FieldChange) -> bool {
        let Some(d) = self.descriptors(shape).get(change.position as usize) else {
            return true;
        };
        let s = self.get(shape);
        let wanted = d.representation.generalize(change.representation);
        d.representation.can_change_in_place_to(wanted)
            // The model's `None` fields are made by walks that know the key
            // before the value (clones of a shape entry) and fit the field to
            // its first value at once: no object holds an uninitialized value
            // there, so the first representation is taken in place, as V8
            // would have made the field with it.
            || d.representation == Representation::None
            // A field the root map owns (detached and prototype maps) cannot be
            // replayed: generalized where it is (see the module docs).
            || self.get(self.root_of(shape)).descriptors > change.position
            || s.dictionary
    }

    /// Generalizes the field at `position` in place, on its owner and every
    /// shape reached from the owner by add and integrity transitions (see the
    /// module docs). The representation only widens; constness only goes from
    /// const to mutable.
    pub(crate) fn generalize_in_place(&mut self, shape: ShapeId, change: FieldChange) {
        let owner = self.field_owner(shape, change.position);
        let mut stack = vec![owner];
        let mut seen_tables = rustc_hash::FxHashSet::default();
        while let Some(at) = stack.pop() {
            let s = self.get(at);
            let table = s.table;
            if s.descriptors > change.position && seen_tables.insert(table) {
                let entry = &mut self.table_mut(table).entries[change.position as usize];
                if matches!(entry.value, DescriptorValue::Field(_)) {
                    entry.representation = entry.representation.generalize(change.representation);
                    if change.mutable {
                        entry.constant = false;
                    }
                }
            }
            stack.extend(self.tree_children(at));
        }
    }

    /// The shapes `at` leads to by add and integrity transitions: its subtree
    /// in V8's sense (prototype and elements edges lead to other roots).
    fn tree_children(&self, at: ShapeId) -> impl Iterator<Item = ShapeId> + '_ {
        self.get(at)
            .transitions
            .iter()
            .filter(|(k, _)| !matches!(k, TransitionKey::Prototype(_) | TransitionKey::Elements(_)))
            .map(|(_, t)| t)
    }

    /// The root `shape` grew from and the recorded edges from that root to
    /// `shape`, in order: what a replay follows.
    pub(crate) fn path_from_root(&self, shape: ShapeId) -> (ShapeId, Vec<TransitionKey>) {
        let mut steps = Vec::new();
        let mut root = shape;
        while let Some(parent) = self.get(root).back_pointer {
            let Some((_, edge)) = self.get(root).created_by else {
                break;
            };
            // An edge that completed an accessor pair adds no descriptor
            // (`complete_accessor`): the replay adds the whole pair where
            // the key was added, as V8's `MapUpdater` replays descriptors.
            let completes_pair = matches!(edge, TransitionKey::Add { .. })
                && self.get(parent).descriptors == self.get(root).descriptors;
            if !completes_pair {
                steps.push(edge);
            }
            root = parent;
        }
        steps.reverse();
        (root, steps)
    }

    /// Marks `shape` and every shape reached from it by add and integrity
    /// transitions deprecated (V8's `Map::DeprecateTransitionTree`), each
    /// subtree before its parent, as V8 logs them. Returns how many shapes it
    /// marked.
    fn deprecate_tree(&mut self, shape: ShapeId) -> u32 {
        self.deprecations += 1;
        // (shape, its children already pushed): a shape is marked when it
        // comes off the stack the second time, after its whole subtree.
        let mut stack = vec![(shape, false)];
        let mut marked = 0;
        while let Some((at, children_done)) = stack.pop() {
            if self.get(at).deprecated {
                continue;
            }
            if children_done {
                self.shape_mut(at).deprecated = true;
                self.log_replay(ReplayStep::Deprecated(at));
                marked += 1;
                continue;
            }
            stack.push((at, true));
            // V8 walks a map's transition array, ordered by its names'
            // hashes, which are seeded per process; the model takes the
            // newest transition's subtree first.
            let children: Vec<ShapeId> = self.tree_children(at).collect();
            stack.extend(children.into_iter().map(|c| (c, false)));
        }
        marked
    }

    /// Records `step` while a caller of [`ShapeTable::updated_logged`]
    /// collects them.
    fn log_replay(&mut self, step: ReplayStep) {
        if let Some(log) = &mut self.replay_log {
            log.push(step);
        }
    }

    /// The root `shape` grew from, by back pointers.
    pub(crate) fn root_of(&self, shape: ShapeId) -> ShapeId {
        let mut root = shape;
        while let Some(parent) = self.get(root).back_pointer {
            root = parent;
        }
        root
    }

    /// The up-to-date shape for objects of `from` once `change` (if any) is
    /// applied: V8's `MapUpdater::ReconfigureToDataField` with a change, and
    /// `Map::Update` of a deprecated map without one. See the module docs for
    /// the replay; it deprecates the split transition's subtree when it has to
    /// build past it. The result has `from`'s descriptors in the same order
    /// with the same field numbers, so an object moves to it without moving a
    /// value.
    ///
    /// Fails with V8's reason when the replay would normalize (a transition
    /// limit reached on the way); the caller normalizes the object.
    pub(crate) fn updated(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        change: Option<FieldChange>,
        is_private: &dyn Fn(PropertyKey) -> bool,
    ) -> Result<ShapeId, &'static str> {
        self.replayed(policy, from, change, NewRoot::Same, is_private)
    }

    /// [`ShapeTable::updated`], appending to `steps` what the replay did to
    /// the tree, in order: the shapes it deprecated and the ones it made.
    pub(crate) fn updated_logged(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        change: Option<FieldChange>,
        is_private: &dyn Fn(PropertyKey) -> bool,
        steps: &mut Vec<ReplayStep>,
    ) -> Result<ShapeId, &'static str> {
        self.replay_log = Some(std::mem::take(steps));
        let result = self.updated(policy, from, change, is_private);
        *steps = self.replay_log.take().unwrap_or_default();
        result
    }

    /// The shape for objects of fast shape `from` once their elements are of
    /// `kind` (V8's `Map::TransitionElementsTo` through
    /// `MapUpdater::ReconfigureElementsKind`): the root's sibling of that kind
    /// ([`ShapeTable::elements_root`]), then `from`'s steps replayed from it,
    /// so that `[1]` + `x` then a double element and `[1.5]` + `x` share a
    /// shape. Dictionary shapes change kind directly.
    pub(crate) fn with_elements_kind(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        kind: ElementsKind,
        is_private: &dyn Fn(PropertyKey) -> bool,
    ) -> Result<ShapeId, &'static str> {
        let s = self.get(from);
        if s.elements_kind == kind {
            return Ok(from);
        }
        if s.dictionary {
            let key = RootKey {
                dictionary: true,
                kind: s.kind,
                root_kind: s.root_kind,
                prototype: s.prototype,
                inobject: 0,
                extensible: s.extensible,
                elements_kind: s.elements_kind,
            };
            if self.roots.get(&key) == Some(&from) {
                return Ok(self.root_shape(RootKey {
                    elements_kind: kind,
                    ..key
                }));
            }
            let mut copy = self.derive(from);
            copy.elements_kind = kind;
            return Ok(self.push_shape(copy));
        }
        self.replayed(policy, from, None, NewRoot::Elements(kind), is_private)
    }

    /// The root of `root`'s tree for elements of `kind`: for a cached root,
    /// the cached root of that kind, linked from `root` by an elements edge
    /// (V8's elements transitions between the initial array maps); for any
    /// other root, a copy with that kind, recorded as `root`'s transition
    /// unless `root` records none.
    pub(crate) fn elements_root(
        &mut self,
        policy: &Policy,
        root: ShapeId,
        kind: ElementsKind,
    ) -> ShapeId {
        let s = self.get(root);
        if s.elements_kind == kind {
            return root;
        }
        let edge = TransitionKey::Elements(kind);
        if let Some(target) = self.find_transition(root, &edge)
            && !self.get(target).deprecated
        {
            return target;
        }
        let key = RootKey {
            dictionary: false,
            kind: s.kind,
            root_kind: s.root_kind,
            prototype: s.prototype,
            inobject: s.inobject,
            extensible: s.extensible,
            elements_kind: s.elements_kind,
        };
        if s.descriptors == 0 && !s.prototype_map && self.roots.get(&key) == Some(&root) {
            let target = self.root_shape(RootKey {
                elements_kind: kind,
                ..key
            });
            if self.get(target).created_by.is_none() {
                self.shape_mut(target).created_by = Some((root, edge));
            }
            self.shape_mut(root).transitions.insert(edge, target);
            return target;
        }
        let mut child = self.derive(root);
        child.elements_kind = kind;
        let target = self.make_child(policy, root, edge, child);
        // A root of its own kind: later steps replay from it.
        let t = self.shape_mut(target);
        t.back_pointer = None;
        t.detached = t.descriptors > 0;
        target
    }

    fn replayed(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        change: Option<FieldChange>,
        new_root: NewRoot,
        is_private: &dyn Fn(PropertyKey) -> bool,
    ) -> Result<ShapeId, &'static str> {
        let mut wanted: Vec<Descriptor> = self.descriptors(from).to_vec();
        if let Some(c) = change
            && let Some(d) = wanted.get_mut(c.position as usize)
        {
            d.representation = d.representation.generalize(c.representation);
            d.constant &= !c.mutable;
        }
        let (root, steps) = self.path_from_root(from);
        // V8's `MapUpdater::TrySaveIntegrityLevelTransitions`: integrity
        // steps must all come last, and they are replayed as one step of the
        // last (strongest) level; one followed by other steps cannot be.
        let integrity_steps = steps
            .iter()
            .rev()
            .take_while(|e| matches!(e, TransitionKey::Integrity(_)))
            .count();
        let (body, integrity) = steps.split_at(steps.len() - integrity_steps);
        if body
            .iter()
            .any(|e| matches!(e, TransitionKey::Integrity(_)))
        {
            return Err("Normalize_PrivateSymbolsOnNonExtensible");
        }
        let mut steps = body.to_vec();
        if let Some(&last) = integrity.last() {
            steps.push(last);
        }
        if let NewRoot::Prototype(_) = new_root {
            // The new prototype replaces every earlier change of it.
            steps.retain(|e| !matches!(e, TransitionKey::Prototype(_)));
        }
        let mut at = match new_root {
            NewRoot::Same => root,
            NewRoot::Elements(kind) => self.elements_root(policy, root, kind),
            NewRoot::Prototype(p) => self.root_prototype_transition(policy, root, p),
        };
        for edge in steps {
            at = match edge {
                TransitionKey::Add { .. } => {
                    let position = self.get(at).descriptors;
                    let want = wanted[position as usize];
                    self.replay_add(policy, at, edge, position, want)
                        .ok_or("Normalize_TooManyFields")?
                }
                TransitionKey::Integrity(level) => {
                    let (to, created) = self.integrity_transition(policy, at, level, is_private);
                    if created {
                        self.log_replay(ReplayStep::Made { from: at, to, edge });
                    }
                    to
                }
                TransitionKey::Prototype(p) => self.prototype_transition(policy, at, p).0,
                TransitionKey::Elements(kind) => self.elements_root(policy, at, kind),
            };
            debug_assert!(!self.get(at).deprecated);
        }
        Ok(at)
    }

    /// One add step of [`ShapeTable::updated`]: follows `edge` from `at` when
    /// its target accommodates `want` (generalizing the target in place if it
    /// can), and otherwise deprecates that target's subtree and makes the
    /// step anew.
    fn replay_add(
        &mut self,
        policy: &Policy,
        at: ShapeId,
        edge: TransitionKey,
        position: u32,
        want: Descriptor,
    ) -> Option<ShapeId> {
        if let Some(target) = self.find_transition(at, &edge)
            && !self.get(target).deprecated
        {
            let have = self.descriptors(target)[position as usize];
            let same_kind = match (have.value, want.value) {
                (DescriptorValue::Field(_), DescriptorValue::Field(_)) => true,
                (a @ DescriptorValue::Accessor { .. }, b) => a == b,
                _ => false,
            };
            if same_kind {
                let wider = have.representation.generalize(want.representation);
                let change = FieldChange {
                    position,
                    representation: wider,
                    mutable: !want.constant && have.constant,
                };
                if wider == have.representation {
                    if change.mutable {
                        self.generalize_in_place(target, change);
                    }
                    return Some(target);
                }
                if have.representation.can_change_in_place_to(wider) {
                    self.generalize_in_place(target, change);
                    return Some(target);
                }
                // The split: this edge's subtree is deprecated, and a new
                // target made with the wider representation replaces it.
                self.deprecate_tree(target);
                let want = Descriptor {
                    representation: wider,
                    constant: want.constant && have.constant,
                    ..want
                };
                return self.make_add(policy, at, edge, want);
            }
            self.deprecate_tree(target);
        }
        self.make_add(policy, at, edge, want)
    }

    /// Makes the child of `at` adding `want` along `edge` (replacing any
    /// transition `edge` had), as [`ShapeTable::add_property`] would.
    fn make_add(
        &mut self,
        policy: &Policy,
        at: ShapeId,
        edge: TransitionKey,
        want: Descriptor,
    ) -> Option<ShapeId> {
        let s = self.get(at);
        if s.descriptors >= policy.max_number_of_descriptors {
            return None;
        }
        let is_field = matches!(want.value, DescriptorValue::Field(_));
        let (value, fields) = if is_field {
            (DescriptorValue::Field(s.fields), s.fields + 1)
        } else {
            (want.value, s.fields)
        };
        let grows = is_field && s.unused_property_fields() == 0;
        let out_of_object = s.out_of_object + if grows { policy.fields_added } else { 0 };
        let descriptors = s.descriptors + 1;
        let mut child = self.derive(at);
        child.out_of_object = out_of_object;
        child.table = self.table_with(at, Descriptor { value, ..want });
        child.descriptors = descriptors;
        child.fields = fields;
        let to = self.make_child(policy, at, edge, child);
        self.log_replay(ReplayStep::Made { from: at, to, edge });
        Some(to)
    }
}

/// One change a replay made to the tree, as V8's map log shows `MapUpdater`'s
/// work ([`ShapeTable::updated_logged`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ReplayStep {
    /// A shape was deprecated (`Map::DeprecateTransitionTree` logs
    /// `Deprecate`).
    Deprecated(ShapeId),
    /// A shape was made along `edge` from `from` (`Map::AddMissingTransitions`
    /// logs a `Transition`).
    Made {
        /// The parent.
        from: ShapeId,
        /// The new shape.
        to: ShapeId,
        /// The edge.
        edge: TransitionKey,
    },
}

/// Where [`ShapeTable::replayed`] starts replaying a shape's path: from its
/// own root, or from that root moved to another elements kind or prototype.
#[derive(Copy, Clone, Debug)]
enum NewRoot {
    Same,
    Elements(ElementsKind),
    Prototype(Option<ObjectId>),
}

impl ShapeTable {
    /// V8 13.6's prototype transition (`move_prototype_transitions_first`):
    /// the prototype changes on the root map, and the path from the root to
    /// `from` is replayed from there, so that an object whose prototype is
    /// set back returns to the map it had, and objects of one map that get the
    /// same prototype share the result. `None` when the path cannot be
    /// replayed (the caller then transitions `from` itself).
    pub(crate) fn prototype_transition_at_root(
        &mut self,
        policy: &Policy,
        from: ShapeId,
        prototype: Option<ObjectId>,
    ) -> Option<ShapeId> {
        self.replayed(policy, from, None, NewRoot::Prototype(prototype), &|_| {
            false
        })
        .ok()
    }

    /// The root `root` with its prototype changed: the root it was itself
    /// made from by prototype transitions, when that one has `prototype`,
    /// else that original root's (cached) prototype transition.
    pub(crate) fn root_prototype_transition(
        &mut self,
        policy: &Policy,
        mut root: ShapeId,
        prototype: Option<ObjectId>,
    ) -> ShapeId {
        while let Some((parent, TransitionKey::Prototype(_))) = self.get(root).created_by
            && self.get(root).descriptors == 0
        {
            root = parent;
        }
        if self.get(root).prototype == prototype {
            return root;
        }
        self.prototype_transition(policy, root, prototype).0
    }
}
