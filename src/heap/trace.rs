//! Transition events and DOT export: the transition tree made visible.
//!
//! When tracing is on ([`Heap::set_tracing`](crate::Heap::set_tracing)), every
//! shape change of an object is recorded as a [`TraceEvent`], in the spirit of V8's
//! `--trace-maps`: transitions (followed or created), rollbacks on delete,
//! reconfigurations, prototype and integrity transitions, field generalizations,
//! deprecations and migrations off deprecated shapes, and normalizations with V8's reason
//! string. [`TraceEvent::describe`] prints one line per event.
//!
//! [`dot`] renders shapes as Graphviz DOT ([`DotSelection`]: the whole table, the
//! tree under one shape, or the trees behind named objects): one node per shape
//! (its keys, in-object usage, prototype), one labelled edge per transition, dashed
//! edges for transitions V8 does not record (detached parents, prototype copies),
//! dictionary shapes as dashed nodes, deprecated shapes in gray, double fields
//! marked `:d` and elements kinds other than the object's initial one named, and the normalizations the trace recorded as
//! edges from the fast shape an object left to its dictionary shape. The output is
//! deterministic (shape IDs are allocation order), so it is reviewed with insta
//! snapshots.

use crate::atoms::PropertyKey;
use crate::heap::Heap;
use crate::object::ObjectId;
use crate::shape::{ElementsKind, ObjectKind, Representation, RootKind, ShapeId, TransitionKey};
use rustc_hash::FxHashMap;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// A source position an event happened at: 1-based line and column, as
/// V8's `--log-maps` gives them; line 0 when no position was set.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TraceSite {
    /// The line, from 1 (0: unknown).
    pub line: u32,
    /// The column, from 1, in characters.
    pub col: u32,
}

impl TraceSite {
    /// No position.
    pub const UNKNOWN: TraceSite = TraceSite { line: 0, col: 0 };
}

/// One shape change of one object.
#[derive(Clone, Debug, PartialEq)]
pub enum TraceEvent {
    /// The object moved along a transition edge.
    Transition {
        /// The object.
        object: ObjectId,
        /// Its shape before.
        from: ShapeId,
        /// Its shape after.
        to: ShapeId,
        /// The edge.
        key: TransitionKey,
        /// Whether the target shape was made by this step (false: followed).
        created: bool,
    },
    /// `delete` of the last-added property rolled the object back to the parent shape.
    Rollback {
        /// The object.
        object: ObjectId,
        /// Its shape before.
        from: ShapeId,
        /// The parent it returned to.
        to: ShapeId,
    },
    /// A property's attributes or kind changed by replaying the tree (V8's MapUpdater).
    Reconfigure {
        /// The object.
        object: ObjectId,
        /// Its shape before.
        from: ShapeId,
        /// Its shape after.
        to: ShapeId,
    },
    /// A store generalized a field's representation (V8's `MapUpdater`):
    /// in place, or by deprecating the shape and moving the object to a new one.
    Generalize {
        /// The object.
        object: ObjectId,
        /// Its shape before.
        from: ShapeId,
        /// Its shape after (`from` itself for a change in place).
        to: ShapeId,
        /// The field's key.
        key: PropertyKey,
        /// The field's representation before.
        before: Representation,
        /// The field's representation after.
        after: Representation,
    },
    /// An object on a deprecated shape moved to the shape that replaces it
    /// (V8's `JSObject::MigrateInstance`).
    Migrate {
        /// The object.
        object: ObjectId,
        /// Its deprecated shape.
        from: ShapeId,
        /// The up-to-date shape.
        to: ShapeId,
    },
    /// The object went to dictionary mode.
    Normalize {
        /// The object.
        object: ObjectId,
        /// Its fast shape before.
        from: ShapeId,
        /// V8's reason string (`TooManyFastProperties`, `DeletingProperty`, …).
        reason: &'static str,
    },
    /// An object was born in dictionary mode.
    NewDictionary {
        /// The object.
        object: ObjectId,
        /// Why (`NullPrototypeLiteral`, `ObjectCreateNull`, `SlowLiteral`).
        reason: &'static str,
    },
    /// A constructor's initial map was made, with its first instance (V8's
    /// `JSFunction::SetInitialMap`, which logs `InitialMap`).
    InitialMap {
        /// The first instance; the constructor for a map made before any
        /// instance ([`Heap::note_constructor_initial_map`]); for a class's
        /// maps, the constructor or the prototype.
        object: ObjectId,
        /// The map.
        map: ShapeId,
        /// The constructor's name (`""` for an anonymous one), as V8's
        /// `SharedFunctionInfo::DebugName` gives it; `""` for a class's
        /// prototype, which V8 logs without one.
        name: PropertyKey,
        /// V8's reason: `""` for a constructor's first `new`, `"init class
        /// constructor"` and `"init class prototype"` for the maps a class
        /// definition leaves its constructor and prototype on
        /// (`Runtime_DefineClass`).
        reason: &'static str,
    },
    /// A map was made as a copy of the Object function's initial map (V8's
    /// `Map::Create`, logged as `ReplaceDescriptors` with reason `MapCreate`):
    /// a class's prototype is born on one.
    MapCreate {
        /// The object born on it.
        object: ObjectId,
        /// The Object function's initial map.
        from: ShapeId,
        /// The copy.
        to: ShapeId,
    },
    /// A transition was made ahead of the objects that will take it: the
    /// clone reader resolving a message's shape entry before it allocates,
    /// or a map update building the path past a deprecated subtree (V8's
    /// `Map::AddMissingTransitions`).
    ShapeAdded {
        /// The parent shape.
        from: ShapeId,
        /// The new shape.
        to: ShapeId,
        /// The edge.
        key: TransitionKey,
    },
    /// A map update deprecated a shape (V8's `Map::DeprecateTransitionTree`):
    /// one event for each shape of the subtree, each after its children.
    Deprecate {
        /// The shape.
        shape: ShapeId,
    },
    /// A dictionary-mode object was migrated to a fresh fast shape.
    MigrateToFast {
        /// The object.
        object: ObjectId,
        /// Its new shape.
        to: ShapeId,
        /// V8's reason string.
        reason: &'static str,
    },
}

impl TraceEvent {
    /// One line describing the event, with keys and objects named through `heap`.
    pub fn describe(&self, heap: &Heap) -> String {
        match *self {
            TraceEvent::Transition {
                object,
                from,
                to,
                key,
                created,
            } => format!(
                "transition {} s{} -> s{} {} ({})",
                heap.object_label(object),
                from.index(),
                to.index(),
                edge_label(heap, key),
                if created { "new" } else { "cached" }
            ),
            TraceEvent::Rollback { object, from, to } => format!(
                "rollback {} s{} -> s{} (delete of the last property)",
                heap.object_label(object),
                from.index(),
                to.index()
            ),
            TraceEvent::Reconfigure { object, from, to } => format!(
                "reconfigure {} s{} -> s{}",
                heap.object_label(object),
                from.index(),
                to.index()
            ),
            TraceEvent::Generalize {
                object,
                from,
                to,
                key,
                before,
                after,
            } => {
                let how = if from == to {
                    "in place".to_string()
                } else {
                    format!("s{} deprecated -> s{}", from.index(), to.index())
                };
                format!(
                    "generalize {} s{} field {} {:?} -> {:?} ({how})",
                    heap.object_label(object),
                    from.index(),
                    heap.atoms().display(key),
                    before,
                    after
                )
            }
            TraceEvent::Migrate { object, from, to } => format!(
                "migrate {} s{} (deprecated) -> s{}",
                heap.object_label(object),
                from.index(),
                to.index()
            ),
            TraceEvent::Normalize {
                object,
                from,
                reason,
            } => format!(
                "normalize {} s{} -> dictionary reason={reason}",
                heap.object_label(object),
                from.index()
            ),
            TraceEvent::ShapeAdded { from, to, key } => format!(
                "transition s{} -> s{} {} (new, before an object takes it)",
                from.index(),
                to.index(),
                edge_label(heap, key)
            ),
            TraceEvent::InitialMap {
                object,
                map,
                name,
                reason,
            } => {
                let mut line = format!(
                    "initial-map {} s{} of {}",
                    heap.object_label(object),
                    map.index(),
                    heap.atoms().display(name)
                );
                if !reason.is_empty() {
                    let _ = write!(line, " ({reason})");
                }
                line
            }
            TraceEvent::MapCreate { object, from, to } => format!(
                "map-create {} s{} -> s{} (a copy of the Object function's map)",
                heap.object_label(object),
                from.index(),
                to.index()
            ),
            TraceEvent::NewDictionary { object, reason } => format!(
                "new-dictionary {} reason={reason}",
                heap.object_label(object)
            ),
            TraceEvent::Deprecate { shape } => format!("deprecate s{}", shape.index()),
            TraceEvent::MigrateToFast { object, to, reason } => format!(
                "migrate-to-fast {} -> s{} reason={reason}",
                heap.object_label(object),
                to.index()
            ),
        }
    }
}

/// The text of a transition edge: `+x [WEC]`, `__proto__=null`, `freeze`.
pub fn edge_label(heap: &Heap, key: TransitionKey) -> String {
    match key {
        TransitionKey::Add { key, attrs } => {
            format!("+{} [{}]", heap.atoms().display(key), attrs.short())
        }
        TransitionKey::Prototype(p) => format!("__proto__={}", heap.prototype_label(p)),
        TransitionKey::Integrity(level) => format!("{level:?}").to_lowercase(),
        TransitionKey::Elements(kind) => kind.v8_name().to_string(),
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// The most keys a DOT node lists before eliding the middle.
pub const DOT_MAX_KEYS_PER_NODE: usize = 8;

/// What [`dot`] draws.
#[derive(Clone, Copy, Debug)]
pub enum DotSelection<'a> {
    /// Every shape of the heap: every tree, every dictionary shape.
    All,
    /// The tree under one shape: it and every shape made from it by a
    /// transition, recorded or not.
    Tree(ShapeId),
    /// The trees behind these named objects, each drawn whole from its root so
    /// that branches made by other objects show; each name points at its
    /// object's shape. A dictionary-mode object points at its dictionary shape,
    /// and the fast tree it left is drawn too (see [`dot`]).
    Objects(&'a [(&'a str, ObjectId)]),
}

/// Why [`dot`] drew nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DotError {
    /// The shape is not in this heap's table.
    #[error("{shape} is not a shape of this heap (it has {count}, shape#0 to shape#{last})", last = count.saturating_sub(1))]
    UnknownShape {
        /// The shape asked for.
        shape: ShapeId,
        /// How many shapes the heap has.
        count: usize,
    },
    /// A named object is not in this heap.
    #[error("`{name}` is {object}, which is not an object of this heap (it has {count})")]
    UnknownObject {
        /// Its name.
        name: String,
        /// The object.
        object: ObjectId,
        /// How many objects the heap has.
        count: usize,
    },
}

/// Renders the shapes `selection` names as Graphviz DOT: one node per shape (its
/// keys, in-object usage, prototype; dictionary shapes dashed), one labelled
/// edge per transition (dashed for transitions V8 does not record: detached
/// parents, prototype copies), and an ellipse per named object pointing at its
/// shape (blue when fast, pink in dictionary mode, with its own-key count).
///
/// A dictionary shape is shared by every object normalized with the same
/// prototype, so it does not say which fast shape an object left; the heap's
/// trace does. With tracing on ([`Heap::set_tracing`](crate::Heap::set_tracing),
/// events not yet taken), every normalization out of a drawn fast shape is an
/// edge `normalize (REASON)` to the object's dictionary shape, and a named
/// dictionary object's fast tree is drawn from the shape it left. Without a
/// trace, a named object that went to dictionary mode gets the fast roots it
/// could have started from (same kind, prototype and in-object size, the root
/// its map implies), drawn with an edge "normalized from this tree (shape not
/// traced)", or its dictionary node alone when there is none (objects born in
/// dictionary mode, prototypes).
///
/// The output is deterministic (shape IDs are allocation order), so it is
/// reviewed with insta snapshots. An ID that is not in the heap is an error.
///
/// ```
/// use shapeshift::trace::{DotSelection, dot};
/// use shapeshift::{Heap, Policy, StoreOrigin, Value};
/// let mut heap = Heap::with_policy(Policy::v8_12_2());
/// heap.set_tracing(true);
/// let (x, y) = (heap.key("x"), heap.key("y"));
/// let o = heap.new_object();
/// heap.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
/// heap.set(o, y, Value::from(2), StoreOrigin::Named).unwrap();
/// let before = heap.shape_of(o).expect("an object of this heap");
/// heap.delete(o, y).unwrap(); // under V8 12.2 every delete normalizes
/// assert_eq!(heap.has_fast_properties(o), Some(false));
/// let after = heap.shape_of(o).expect("an object of this heap");
/// let drawing = dot(&heap, &DotSelection::Objects(&[("o", o)])).unwrap();
/// let edge = format!(
///     "s{} -> s{} [label=\"normalize (DeletingProperty)\"",
///     before.index(),
///     after.index()
/// );
/// assert!(drawing.contains(&edge));
/// assert!(dot(&heap, &DotSelection::All).unwrap().contains("dictionary"));
/// ```
pub fn dot(heap: &Heap, selection: &DotSelection<'_>) -> Result<String, DotError> {
    let shapes = heap.shapes();
    match *selection {
        DotSelection::All => {}
        DotSelection::Tree(shape) => {
            if shape.index() as usize >= shapes.len() {
                return Err(DotError::UnknownShape {
                    shape,
                    count: shapes.len(),
                });
            }
        }
        DotSelection::Objects(objects) => {
            for &(name, object) in objects {
                if heap.object_id(object.index()).is_none() {
                    return Err(DotError::UnknownObject {
                        name: name.to_string(),
                        object,
                        count: heap.object_count(),
                    });
                }
            }
        }
    }
    let mut children: BTreeMap<ShapeId, Vec<(ShapeId, TransitionKey)>> = BTreeMap::new();
    for id in shapes.ids() {
        if let Some((parent, key)) = shapes.get(id).created_by() {
            children.entry(parent).or_default().push((id, key));
        }
    }
    // An elements edge may lead to a root another edge made first (the
    // cached root of that kind): draw every recorded one.
    for id in shapes.ids() {
        for (key, target) in shapes.get(id).transitions.iter() {
            if matches!(key, TransitionKey::Elements(_))
                && shapes.get(target).created_by() != Some((id, key))
            {
                children.entry(id).or_default().push((target, key));
            }
        }
    }
    let root_of = |mut s: ShapeId| {
        while let Some((parent, _)) = shapes.get(s).created_by() {
            s = parent;
        }
        s
    };
    let left = normalized_from(heap);
    // Where the drawn trees start, shapes drawn on their own, and the untraced
    // normalizations drawn as "from this tree".
    let mut starts = BTreeSet::new();
    let mut drawn = BTreeSet::new();
    let mut untraced = BTreeSet::new();
    match *selection {
        DotSelection::All => drawn.extend(shapes.ids()),
        DotSelection::Tree(shape) => {
            starts.insert(shape);
        }
        DotSelection::Objects(objects) => {
            let mut implied_roots = None;
            for &(_, o) in objects {
                let s = heap.shape_of_known(o);
                if !shapes.get(s).is_dictionary() {
                    starts.insert(root_of(s));
                    continue;
                }
                drawn.insert(s);
                if let Some(&(from, _)) = left.get(&o) {
                    starts.insert(root_of(from));
                    continue;
                }
                let roots = implied_roots.get_or_insert_with(|| fast_roots(heap));
                let key = (shapes.get(s).kind(), shapes.get(s).prototype());
                let inobject = heap.inobject_capacity_of(o);
                for &(root, _) in roots
                    .get(&key)
                    .into_iter()
                    .flatten()
                    .filter(|&&(_, capacity)| capacity == inobject)
                {
                    starts.insert(root);
                    untraced.insert((root, s));
                }
            }
        }
    }
    let mut stack: Vec<ShapeId> = starts.iter().rev().copied().collect();
    while let Some(s) = stack.pop() {
        if !drawn.insert(s) {
            continue;
        }
        if let Some(kids) = children.get(&s) {
            stack.extend(kids.iter().rev().map(|&(c, _)| c));
        }
    }
    let normalizations: BTreeSet<(ShapeId, ShapeId, &str)> = left
        .iter()
        .filter(|(_, (from, _))| drawn.contains(from))
        .map(|(&o, &(from, reason))| (from, heap.shape_of_known(o), reason))
        .collect();
    drawn.extend(normalizations.iter().map(|&(_, to, _)| to));

    let mut out = String::from(
        "digraph transitions {\n  rankdir=LR;\n  node [shape=box, fontname=\"monospace\"];\n",
    );
    for &s in &drawn {
        let _ = writeln!(
            out,
            "  s{} [label=\"{}\"{}];",
            s.index(),
            escape(&shape_label(heap, s)),
            match (shapes.get(s).is_dictionary(), shapes.get(s).is_deprecated()) {
                (true, _) => ", style=dashed",
                (false, true) => ", color=\"gray\", fontcolor=\"gray\"",
                (false, false) => "",
            }
        );
    }
    for &s in &drawn {
        for &(c, key) in children.get(&s).into_iter().flatten() {
            if !drawn.contains(&c) {
                continue;
            }
            let recorded = shapes.find_transition(s, &key) == Some(c);
            let _ = writeln!(
                out,
                "  s{} -> s{} [label=\"{}\"{}];",
                s.index(),
                c.index(),
                escape(&edge_label(heap, key)),
                if recorded { "" } else { ", style=dashed" }
            );
        }
    }
    for &(from, to, reason) in &normalizations {
        let _ = writeln!(
            out,
            "  s{} -> s{} [label=\"normalize ({})\", color=\"crimson\"];",
            from.index(),
            to.index(),
            escape(reason)
        );
    }
    for &(root, to) in &untraced {
        let _ = writeln!(
            out,
            "  s{} -> s{} [label=\"normalized from this tree (shape not traced)\", style=dotted, color=\"crimson\"];",
            root.index(),
            to.index()
        );
    }
    if let DotSelection::Objects(objects) = *selection {
        for (i, &(name, o)) in objects.iter().enumerate() {
            let s = heap.shape_of_known(o);
            let dictionary = shapes.get(s).is_dictionary();
            let label = if dictionary {
                format!("{name}\n{} own keys", heap.own_keys_known(o).len())
            } else {
                name.to_string()
            };
            let _ = writeln!(
                out,
                "  obj{i} [label=\"{}\", shape=ellipse, style=filled, fillcolor=\"{}\"];\n  obj{i} -> s{} [style=dotted];",
                escape(&label),
                if dictionary { "lightpink" } else { "lightblue" },
                s.index()
            );
        }
    }
    out.push_str("}\n");
    Ok(out)
}

/// Per object now in dictionary mode, the fast shape it left and why, from the
/// heap's trace (its last normalization; an object born in dictionary mode
/// since has none).
fn normalized_from(heap: &Heap) -> BTreeMap<ObjectId, (ShapeId, &'static str)> {
    let mut left = BTreeMap::new();
    for event in heap.trace_events() {
        match *event {
            TraceEvent::Normalize {
                object,
                from,
                reason,
            } => {
                left.insert(object, (from, reason));
            }
            TraceEvent::NewDictionary { object, .. } => {
                left.remove(&object);
            }
            _ => {}
        }
    }
    let shapes = heap.shapes();
    left.retain(|&object, &mut (from, _)| {
        heap.object_id(object.index()).is_some()
            && shapes.get(heap.shape_of_known(object)).is_dictionary()
            && (from.index() as usize) < shapes.len()
            && !shapes.get(from).is_dictionary()
    });
    left
}

/// The roots a fast object starts from (the Object function's map, literal
/// maps, array and function maps; not prototype copies or migrated maps, which
/// belong to one object), by kind and prototype, with their in-object size.
fn fast_roots(heap: &Heap) -> RootsByKindAndPrototype {
    let shapes = heap.shapes();
    let mut roots = RootsByKindAndPrototype::default();
    for id in shapes.ids() {
        let shape = shapes.get(id);
        // An ordinary builtin root is an intrinsic prototype's first map.
        let starts_objects = match shape.root_kind() {
            RootKind::ObjectFunction | RootKind::Literal => true,
            RootKind::Builtin => shape.kind() != ObjectKind::Ordinary,
            _ => false,
        };
        if shape.created_by().is_none()
            && starts_objects
            && !shape.is_dictionary()
            && !shape.is_prototype_map()
            && !shape.is_detached()
        {
            roots
                .entry((shape.kind(), shape.prototype()))
                .or_default()
                .push((id, shape.inobject_capacity()));
        }
    }
    roots
}

/// Root shapes (with their in-object size) by object kind and prototype.
type RootsByKindAndPrototype = FxHashMap<(ObjectKind, Option<ObjectId>), Vec<(ShapeId, u32)>>;

/// A shape's node label (for a shape `dot` checked): ID, root kind, keys,
/// in-object usage, prototype, flags.
/// The text DOT and the explorer page show for shape `s`: its ID and root,
/// its keys (doubles marked `:d`, long lists shortened), its fields, its
/// prototype and its flags, one part per line.
pub fn shape_label(heap: &Heap, s: ShapeId) -> String {
    let shape = heap.shapes().get(s);
    let keys: Vec<String> = heap
        .shapes()
        .descriptors(s)
        .iter()
        .map(|d| {
            // Double fields are marked: the one representation that splits maps.
            let marker = if d.representation == Representation::Double {
                ":d"
            } else {
                ""
            };
            format!("{}{marker}", heap.atoms().display(d.key))
        })
        .collect();
    let keys = if keys.len() > DOT_MAX_KEYS_PER_NODE {
        let half = DOT_MAX_KEYS_PER_NODE / 2;
        format!(
            "{},…({} more)…,{}",
            keys[..half].join(","),
            keys.len() - DOT_MAX_KEYS_PER_NODE,
            keys[keys.len() - half..].join(",")
        )
    } else {
        keys.join(",")
    };
    let root = match (shape.created_by(), shape.root_kind()) {
        (Some(_), _) => String::new(),
        (None, RootKind::ObjectFunction) => " root {}".into(),
        (None, RootKind::Literal) => " root literal".into(),
        (None, RootKind::MigratedLiteral) => " migrated literal".into(),
        (None, RootKind::Builtin) => format!(" root {:?}", shape.kind()),
        (None, RootKind::StrictFunction) => " root strict Function".into(),
        (None, RootKind::ClassConstructor) => " root class".into(),
        (None, RootKind::BoundConstructor) => " root bound constructor".into(),
        (None, RootKind::BoundFunction) => " root bound function".into(),
        (None, RootKind::InitialMap) => " initial map".into(),
        (None, RootKind::TemplateObject) => " root template object".into(),
        (None, RootKind::Dictionary) => " dictionary".into(),
        (None, RootKind::SlowDictionary) => " dictionary (born)".into(),
    };
    let mut flags = Vec::new();
    if shape.is_prototype_map() {
        flags.push("prototype map".to_string());
    } else if shape.is_detached() {
        flags.push("detached".to_string());
    }
    if let Some(level) = shape.integrity() {
        flags.push(format!("{level:?}").to_lowercase());
    } else if !shape.is_extensible() {
        flags.push("non-extensible".into());
    }
    if shape.elements_kind() != ElementsKind::initial(shape.kind()) {
        flags.push(shape.elements_kind().v8_name().to_string());
    }
    if shape.is_deprecated() {
        flags.push("deprecated".into());
    }
    let flags = if flags.is_empty() {
        String::new()
    } else {
        format!("\n{}", flags.join(", "))
    };
    if shape.is_dictionary() {
        // A dictionary shape has no descriptors or fields: its object's
        // dictionary holds the properties.
        return format!(
            "s{}{}\nproto={}{}",
            s.index(),
            root,
            heap.prototype_label(shape.prototype()),
            flags
        );
    }
    format!(
        "s{}{}\n{{{}}}\nfields {}/{} in-object, {} out-of-object\nproto={}{}",
        s.index(),
        root,
        keys,
        shape.field_count().min(shape.inobject_capacity()),
        shape.inobject_capacity(),
        shape.out_of_object_capacity(),
        heap.prototype_label(shape.prototype()),
        flags
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::policy::{Policy, StoreOrigin};
    use crate::value::Value;

    /// Under V8 12.2 every delete normalizes: `last` loses its last property,
    /// `middle` its middle one; `fast` keeps all three.
    fn deleted_under_v8_12_2(tracing: bool) -> (Heap, [ObjectId; 3]) {
        let mut heap = Heap::with_policy(Policy::v8_12_2());
        heap.set_tracing(tracing);
        let keys = [heap.key("x"), heap.key("y"), heap.key("z")];
        let objects = [heap.new_object(), heap.new_object(), heap.new_object()];
        for o in objects {
            for k in keys {
                heap.set(o, k, Value::from(1), StoreOrigin::Named).unwrap();
            }
        }
        heap.delete(objects[0], keys[2]).unwrap();
        heap.delete(objects[1], keys[1]).unwrap();
        (heap, objects)
    }

    fn node(s: ShapeId) -> String {
        format!("  s{} [", s.index())
    }

    #[test]
    fn dictionary_objects_keep_their_tree_and_show_their_dictionary_shape() {
        let (heap, [last, middle, fast]) = deleted_under_v8_12_2(true);
        assert!(!heap.has_fast_properties_known(last) && !heap.has_fast_properties_known(middle));
        let full = heap.shape_of_known(fast);
        let dictionary = heap.shape_of_known(last);
        assert_eq!(
            heap.shape_of_known(middle),
            dictionary,
            "one normalized map per prototype"
        );
        // Only the dictionary objects are named: their tree is still drawn.
        let named = [("last", last), ("middle", middle)];
        let drawing = dot(&heap, &DotSelection::Objects(&named)).unwrap();
        assert!(drawing.contains(&node(full)), "{drawing}");
        assert!(drawing.contains(&format!(
            "  s{} [label=\"s{} dictionary\\nproto=Object.prototype\", style=dashed];",
            dictionary.index(),
            dictionary.index()
        )));
        // Both left the shape with x, y and z, as the trace recorded.
        assert!(drawing.contains(&format!(
            "  s{} -> s{} [label=\"normalize (DeletingProperty)\", color=\"crimson\"];",
            full.index(),
            dictionary.index()
        )));
        assert!(drawing.contains("obj0 [label=\"last\\n2 own keys\""));
        assert!(drawing.contains(&format!("obj1 -> s{} [style=dotted]", dictionary.index())));
        assert!(!drawing.contains("not traced"));
        // The same heap draws the same text.
        assert_eq!(drawing, dot(&heap, &DotSelection::Objects(&named)).unwrap());
    }

    #[test]
    fn without_a_trace_the_root_the_map_implies_is_drawn() {
        let (heap, [last, _, fast]) = deleted_under_v8_12_2(false);
        let drawing = dot(&heap, &DotSelection::Objects(&[("last", last)])).unwrap();
        let root = {
            let mut s = heap.shape_of_known(fast);
            while let Some((parent, _)) = heap.shapes().get(s).created_by() {
                s = parent;
            }
            s
        };
        assert!(
            drawing.contains(&node(heap.shape_of_known(fast))),
            "{drawing}"
        );
        assert!(drawing.contains(&format!(
            "  s{} -> s{} [label=\"normalized from this tree (shape not traced)\"",
            root.index(),
            heap.shape_of_known(last).index()
        )));
        assert!(!drawing.contains("normalize ("));
        // An object born in dictionary mode left no tree: its node alone.
        let mut heap = Heap::new();
        let born = heap.object_create_known(None);
        let drawing = dot(&heap, &DotSelection::Objects(&[("born", born)])).unwrap();
        assert!(
            drawing.contains("dictionary (born)\\nproto=null"),
            "{drawing}"
        );
        assert_eq!(drawing.matches(" -> ").count(), 1, "only the name's arrow");
    }

    #[test]
    fn all_draws_every_shape_and_a_tree_only_what_is_under_it() {
        let (heap, [last, _, fast]) = deleted_under_v8_12_2(true);
        let all = dot(&heap, &DotSelection::All).unwrap();
        for s in heap.shapes().ids() {
            assert!(all.contains(&node(s)), "{s} missing from\n{all}");
        }
        assert!(!all.contains("obj0"), "no names");
        assert!(all.contains("normalize (DeletingProperty)"));

        // Under the shape with x: {x,y}, {x,y,z}, and the dictionary shape
        // objects normalized into from there; not the root above it.
        let full = heap.shape_of_known(fast);
        let (with_xy, _) = heap.shapes().get(full).created_by().unwrap();
        let (with_x, _) = heap.shapes().get(with_xy).created_by().unwrap();
        let (root, _) = heap.shapes().get(with_x).created_by().unwrap();
        let tree = dot(&heap, &DotSelection::Tree(with_x)).unwrap();
        for s in [with_x, with_xy, full, heap.shape_of_known(last)] {
            assert!(tree.contains(&node(s)), "{s} missing from\n{tree}");
        }
        assert!(!tree.contains(&node(root)), "{tree}");
        // A dictionary shape has nothing under it.
        let dictionary = dot(&heap, &DotSelection::Tree(heap.shape_of_known(last))).unwrap();
        assert_eq!(dictionary.matches(" [label=").count(), 1, "{dictionary}");
    }

    #[test]
    fn unknown_ids_are_errors() {
        let (heap, _) = deleted_under_v8_12_2(false);
        let count = heap.shapes().len();
        let beyond = ShapeId(count as u32);
        assert_eq!(
            dot(&heap, &DotSelection::Tree(beyond)),
            Err(DotError::UnknownShape {
                shape: beyond,
                count
            })
        );
        assert_eq!(
            DotError::UnknownShape {
                shape: beyond,
                count
            }
            .to_string(),
            format!(
                "shape#{count} is not a shape of this heap (it has {count}, shape#0 to shape#{})",
                count - 1
            )
        );
        let gone = ObjectId(heap.object_count() as u32, 0);
        assert!(matches!(
            dot(&heap, &DotSelection::Objects(&[("gone", gone)])),
            Err(DotError::UnknownObject { object, .. }) if object == gone
        ));
    }
}
