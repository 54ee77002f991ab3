//! Transition events and DOT export: the transition tree made visible.
//!
//! When tracing is on ([`Heap::set_tracing`](crate::Heap::set_tracing)), every
//! shape change of an object is recorded as a [`TraceEvent`], in the spirit of V8's
//! `--trace-maps`: transitions (followed or created), rollbacks on delete,
//! reconfigurations, prototype and integrity transitions, and normalizations with
//! V8's reason string. [`TraceEvent::describe`] prints one line per event.
//!
//! [`dot`] renders the transition trees behind a set of named objects as Graphviz
//! DOT: one node per shape (its keys, in-object usage, prototype), one labelled edge
//! per transition, dashed edges for transitions V8 does not record (detached
//! parents, prototype copies), and dictionary-mode objects as separate boxes. The
//! output is deterministic (shape IDs are allocation order), so it is reviewed with
//! insta snapshots.

use crate::heap::Heap;
use crate::object::ObjectId;
use crate::shape::{RootKind, ShapeId, TransitionKey};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

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
            TraceEvent::Normalize {
                object,
                from,
                reason,
            } => format!(
                "normalize {} s{} -> dictionary reason={reason}",
                heap.object_label(object),
                from.index()
            ),
            TraceEvent::NewDictionary { object, reason } => format!(
                "new-dictionary {} reason={reason}",
                heap.object_label(object)
            ),
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
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// The most keys a DOT node lists before eliding the middle.
pub const DOT_MAX_KEYS_PER_NODE: usize = 8;

/// Renders the transition trees of the shapes behind `objects` (name, object) as
/// Graphviz DOT. Each tree is drawn whole from its root, so branches made by other
/// objects are visible; each named object is attached to its shape.
pub fn dot(heap: &Heap, objects: &[(&str, ObjectId)]) -> String {
    let shapes = heap.shapes();
    let root_of = |mut s: ShapeId| {
        while let Some((parent, _)) = shapes.get(s).created_by() {
            s = parent;
        }
        s
    };
    let roots: BTreeSet<ShapeId> = objects
        .iter()
        .map(|&(_, o)| heap.shape_of(o))
        .filter(|&s| !shapes.get(s).is_dictionary())
        .map(root_of)
        .collect();
    let mut children: BTreeMap<ShapeId, Vec<(ShapeId, TransitionKey)>> = BTreeMap::new();
    for id in shapes.ids() {
        if let Some((parent, key)) = shapes.get(id).created_by() {
            children.entry(parent).or_default().push((id, key));
        }
    }
    let mut out = String::from(
        "digraph transitions {\n  rankdir=LR;\n  node [shape=box, fontname=\"monospace\"];\n",
    );
    let mut included = BTreeSet::new();
    let mut stack: Vec<ShapeId> = roots.iter().rev().copied().collect();
    while let Some(s) = stack.pop() {
        if !included.insert(s) {
            continue;
        }
        if let Some(kids) = children.get(&s) {
            stack.extend(kids.iter().rev().map(|&(c, _)| c));
        }
    }
    for &s in &included {
        let _ = writeln!(
            out,
            "  s{} [label=\"{}\"];",
            s.index(),
            escape(&shape_label(heap, s))
        );
    }
    for &s in &included {
        for &(c, key) in children.get(&s).into_iter().flatten() {
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
    for (i, &(name, o)) in objects.iter().enumerate() {
        let s = heap.shape_of(o);
        let _ = writeln!(
            out,
            "  obj{i} [label=\"{}\", shape=ellipse, style=filled, fillcolor=\"{}\"];",
            escape(name),
            if shapes.get(s).is_dictionary() {
                "lightpink"
            } else {
                "lightblue"
            }
        );
        if shapes.get(s).is_dictionary() {
            let _ = writeln!(
                out,
                "  d{i} [label=\"dictionary\\nproto={}\\n{} own keys\", style=dashed];\n  obj{i} -> d{i} [style=dotted];",
                escape(&heap.prototype_label(shapes.get(s).prototype())),
                heap.own_keys(o).len()
            );
        } else {
            let _ = writeln!(out, "  obj{i} -> s{} [style=dotted];", s.index());
        }
    }
    out.push_str("}\n");
    out
}

/// A shape's node label: ID, root kind, keys, in-object usage, prototype, flags.
pub fn shape_label(heap: &Heap, s: ShapeId) -> String {
    let shape = heap.shapes().get(s);
    let keys: Vec<String> = heap
        .shapes()
        .descriptors(s)
        .iter()
        .map(|d| heap.atoms().display(d.key).to_string())
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
    format!(
        "s{}{}\n{{{}}}\nfields {}/{} in-object, {} out-of-object\nproto={}{}",
        s.index(),
        root,
        keys,
        shape.field_count().min(shape.inobject_capacity()),
        shape.inobject_capacity(),
        shape.out_of_object_capacity(),
        heap.prototype_label(shape.prototype()),
        if flags.is_empty() {
            String::new()
        } else {
            format!("\n{}", flags.join(", "))
        }
    )
}
