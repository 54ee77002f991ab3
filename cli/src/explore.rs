//! `shapeshift explore`: the shapes a script made, as one self-contained page.
//!
//! The page is a single HTML file with no network use: its style, its script
//! and its data are inline. The data is computed here, and the page only
//! draws it:
//!
//! - **the transition forest** of each modelled V8 version: the shapes the
//!   script's events touched and the shapes its variables end on, with every
//!   ancestor up to the root. Each normalization adds a dictionary node under
//!   the fast shape the object left (with V8's reason), a dictionary-born
//!   object a dictionary root. [`layout`] places the nodes (a layered tree
//!   layout: leaves left to right in depth-first order, each parent centred
//!   over its children), so the page needs no layout engine;
//! - **the events**, in order, each with the source position the interpreter
//!   stamped on it and the nodes it went from and to;
//! - **the variables**: each top-level variable that holds an object, with
//!   the chain of nodes from its root to its shape;
//! - **the differences** between versions: events of one version that the
//!   first version (Node 20's V8) does not have at the same place, by a
//!   longest common subsequence of their descriptions (shape numbers aside);
//! - with `shapeshift v8log --html`, **V8's own tree** from its map log,
//!   beside the model's, each event marked as agreeing or not.
//!
//! [`Page`] is what the page embeds (as JSON); tests review it with insta
//! rather than the HTML's bytes.

use crate::v8log::{Alignment, MapEvent, ModelRun};
use serde::Serialize;
use shapeshift::shape::TransitionKey;
use shapeshift::trace::{TraceEvent, edge_label, shape_label};
use shapeshift::{Heap, ObjectId, ShapeId, V8Version};
use std::collections::HashMap;

/// Horizontal distance between neighbouring leaves, in page pixels.
pub const NODE_SPACING_X: f32 = 170.0;
/// Vertical distance between depths, in page pixels.
pub const NODE_SPACING_Y: f32 = 96.0;

/// Everything the page shows.
#[derive(Serialize, Debug, Clone)]
pub struct Page {
    /// The script's file name.
    pub script: String,
    /// The script's text.
    pub source: String,
    /// One view per modelled version, Node 20's first.
    pub versions: Vec<VersionView>,
    /// V8's own log of the script, when it was read.
    pub v8: Option<V8View>,
}

/// One version's run of the script.
#[derive(Serialize, Debug, Clone)]
pub struct VersionView {
    /// `node20`, `node22`, `node24`.
    pub name: String,
    /// `V8 11.3 (Node 20)`.
    pub label: String,
    /// The drawing.
    pub forest: Forest,
    /// The shape events, in order.
    pub events: Vec<EventView>,
    /// The top-level variables that hold objects.
    pub variables: Vec<VariableView>,
    /// What the script printed.
    pub output: Vec<String>,
    /// How it ended, if by an error.
    pub error: Option<String>,
    /// Events that differ from the first version's.
    pub differing: usize,
}

/// Nodes and edges, laid out.
#[derive(Serialize, Debug, Clone, Default)]
pub struct Forest {
    /// The nodes.
    pub nodes: Vec<Node>,
    /// The edges.
    pub edges: Vec<Edge>,
    /// The drawing's width.
    pub width: f32,
    /// The drawing's height.
    pub height: f32,
}

/// One node: a shape, or a dictionary an object went to.
#[derive(Serialize, Debug, Clone)]
pub struct Node {
    /// `s12` for a shape, `d3` for the dictionary of the third normalization.
    pub id: String,
    /// The first line: the ID and the root.
    pub title: String,
    /// The keys (or the dictionary's object and reason).
    pub keys: String,
    /// Everything else the label says (fields, prototype, flags).
    pub detail: String,
    /// A dictionary node.
    pub dictionary: bool,
    /// A deprecated shape.
    pub deprecated: bool,
    /// Centre, left to right.
    pub x: f32,
    /// Top.
    pub y: f32,
}

/// One edge of the forest.
#[derive(Serialize, Debug, Clone)]
pub struct Edge {
    /// The parent node.
    pub from: String,
    /// The child node.
    pub to: String,
    /// The transition's key, or what happened.
    pub label: String,
    /// Not a transition V8 records (a normalization, a detached copy).
    pub dashed: bool,
}

/// One event of the trace.
#[derive(Serialize, Debug, Clone)]
pub struct EventView {
    /// Its line (0: no position).
    pub line: u32,
    /// Its column.
    pub col: u32,
    /// What happened, as `shapeshift trace` prints it.
    pub text: String,
    /// The node the object left.
    pub from: Option<String>,
    /// The node it reached.
    pub to: Option<String>,
    /// A dictionary event (normalization or dictionary birth).
    pub dictionary: bool,
    /// Not in the first version's trace at this place.
    pub differs: bool,
}

/// A top-level variable holding an object.
#[derive(Serialize, Debug, Clone)]
pub struct VariableView {
    /// The variable.
    pub name: String,
    /// The object's label (`#12`).
    pub object: String,
    /// The nodes from its root to its shape.
    pub chain: Vec<String>,
    /// Why it is in dictionary mode, if it is.
    pub dictionary: Option<String>,
}

/// V8's own events for the script, and its tree.
#[derive(Serialize, Debug, Clone)]
pub struct V8View {
    /// `A/T`.
    pub agreement: String,
    /// The maps and their transitions.
    pub forest: Forest,
    /// The events, each marked.
    pub events: Vec<V8EventView>,
}

/// One of V8's events.
#[derive(Serialize, Debug, Clone)]
pub struct V8EventView {
    /// Its line.
    pub line: u32,
    /// Its column.
    pub col: u32,
    /// The event.
    pub text: String,
    /// Whether the model agrees.
    pub agrees: bool,
    /// The map it made.
    pub to: String,
}

/// The nodes and chains of one run.
fn version_view(version: V8Version, run: &ModelRun) -> VersionView {
    let heap = run.interp.heap();
    let events = heap.trace_events();
    let sites = heap.trace_sites();
    let mut b = ForestBuilder::default();
    let mut views = Vec::with_capacity(events.len());
    // The dictionary node each object is in (its last normalization).
    let mut in_dictionary: HashMap<ObjectId, (String, &'static str)> = HashMap::new();
    let mut dictionary_count = 0;
    for (event, site) in events.iter().zip(sites) {
        let (from, to, dictionary) = match *event {
            TraceEvent::Transition { from, to, .. }
            | TraceEvent::Rollback { from, to, .. }
            | TraceEvent::Reconfigure { from, to, .. }
            | TraceEvent::Generalize { from, to, .. }
            | TraceEvent::Migrate { from, to, .. }
            | TraceEvent::ShapeAdded { from, to, .. } => {
                b.shape(heap, from);
                b.shape(heap, to);
                (Some(shape_id(from)), Some(shape_id(to)), false)
            }
            TraceEvent::Normalize {
                object,
                from,
                reason,
            } => {
                dictionary_count += 1;
                let id = format!("d{dictionary_count}");
                b.shape(heap, from);
                b.dictionary(&id, heap.object_label(object), reason, Some(shape_id(from)));
                in_dictionary.insert(object, (id.clone(), reason));
                (Some(shape_id(from)), Some(id), true)
            }
            TraceEvent::NewDictionary { object, reason } => {
                dictionary_count += 1;
                let id = format!("d{dictionary_count}");
                b.dictionary(&id, heap.object_label(object), reason, None);
                in_dictionary.insert(object, (id.clone(), reason));
                (None, Some(id), true)
            }
            TraceEvent::InitialMap { map, .. } => {
                b.shape(heap, map);
                (None, Some(shape_id(map)), false)
            }
            TraceEvent::MapCreate { from, to, .. } => {
                b.shape(heap, from);
                b.shape(heap, to);
                (Some(shape_id(from)), Some(shape_id(to)), false)
            }
            TraceEvent::Deprecate { shape } => {
                b.shape(heap, shape);
                (Some(shape_id(shape)), None, false)
            }
            TraceEvent::MigrateToFast { object, to, .. } => {
                b.shape(heap, to);
                let from = in_dictionary.remove(&object).map(|(id, _)| id);
                if let Some(d) = &from {
                    b.edges.push(Edge {
                        from: d.clone(),
                        to: shape_id(to),
                        label: "to fast".into(),
                        dashed: true,
                    });
                }
                (from, Some(shape_id(to)), false)
            }
        };
        views.push(EventView {
            line: site.line,
            col: site.col,
            text: event.describe(heap),
            from,
            to,
            dictionary,
            differs: false,
        });
    }
    let mut variables = Vec::new();
    for (name, object) in &run.objects {
        let Some(shape) = heap.shape_of(*object) else {
            continue;
        };
        let dictionary = heap
            .shapes()
            .shape(shape)
            .is_some_and(|s| s.is_dictionary());
        let (chain, reason) = match in_dictionary.get(object) {
            Some((d, reason)) if dictionary => {
                let mut chain = b.parents_chain(d);
                chain.push(d.clone());
                (chain, Some(reason.to_string()))
            }
            _ if dictionary => (Vec::new(), Some("dictionary".to_string())),
            _ => {
                b.shape(heap, shape);
                let mut chain = b.parents_chain(&shape_id(shape));
                chain.push(shape_id(shape));
                (chain, None)
            }
        };
        variables.push(VariableView {
            name: name.clone(),
            object: heap.object_label(*object),
            chain,
            dictionary: reason,
        });
    }
    VersionView {
        name: format!("node{}", version.node()),
        label: version.to_string(),
        forest: b.finish(),
        events: views,
        variables,
        output: run.lines.clone(),
        error: run.error.as_ref().map(|e| e.to_string()),
        differing: 0,
    }
}

fn shape_id(s: ShapeId) -> String {
    format!("s{}", s.index())
}

/// Collects nodes and tree edges, then lays them out.
#[derive(Default)]
struct ForestBuilder {
    nodes: Vec<Node>,
    index: HashMap<String, usize>,
    /// The tree parent of each node, by index.
    parent: Vec<Option<usize>>,
    edges: Vec<Edge>,
}

impl ForestBuilder {
    /// Adds shape `s` and its ancestors (each once).
    fn shape(&mut self, heap: &Heap, s: ShapeId) {
        let mut chain = Vec::new();
        let mut at = Some(s);
        while let Some(shape) = at {
            // Shapes are made from earlier ones, so a chain is no longer
            // than the table; the bound only guards a damaged one.
            if self.index.contains_key(&shape_id(shape)) || chain.len() > heap.shapes().len() {
                break;
            }
            chain.push(shape);
            at = heap
                .shapes()
                .shape(shape)
                .and_then(|x| x.created_by())
                .map(|(p, _)| p);
        }
        // Roots first, so that a parent is there before its children.
        for &shape in chain.iter().rev() {
            let info = heap.shapes().shape(shape);
            let created_by = info.and_then(|x| x.created_by());
            let label = shape_label(heap, shape);
            let mut lines = label.lines();
            let title = lines.next().unwrap_or_default().to_string();
            let keys = lines.next().unwrap_or_default().to_string();
            let detail: Vec<&str> = lines.collect();
            let parent = created_by.and_then(|(p, _)| self.index.get(&shape_id(p)).copied());
            self.push(
                Node {
                    id: shape_id(shape),
                    title,
                    keys,
                    detail: detail.join("\n"),
                    dictionary: info.is_some_and(|x| x.is_dictionary()),
                    deprecated: info.is_some_and(|x| x.is_deprecated()),
                    x: 0.0,
                    y: 0.0,
                },
                parent,
            );
            if let Some((p, key)) = created_by {
                let detached = matches!(key, TransitionKey::Prototype(_))
                    || heap.shapes().shape(p).is_some_and(|x| x.is_detached());
                self.edges.push(Edge {
                    from: shape_id(p),
                    to: shape_id(shape),
                    label: edge_label(heap, key),
                    dashed: detached,
                });
            }
        }
    }

    /// Adds a dictionary node for `object`, under `parent` (the fast shape it
    /// left) if any.
    fn dictionary(&mut self, id: &str, object: String, reason: &str, parent: Option<String>) {
        let parent_index = parent.as_ref().and_then(|p| self.index.get(p).copied());
        self.push(
            Node {
                id: id.to_string(),
                title: format!("{id} dictionary"),
                keys: object,
                detail: reason.to_string(),
                dictionary: true,
                deprecated: false,
                x: 0.0,
                y: 0.0,
            },
            parent_index,
        );
        if let Some(p) = parent {
            self.edges.push(Edge {
                from: p,
                to: id.to_string(),
                label: reason.to_string(),
                dashed: true,
            });
        }
    }

    fn push(&mut self, node: Node, parent: Option<usize>) {
        self.index.insert(node.id.clone(), self.nodes.len());
        self.nodes.push(node);
        self.parent.push(parent);
    }

    /// The tree ancestors of node `id`, root first (not `id` itself).
    fn parents_chain(&self, id: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut at = self.index.get(id).and_then(|&i| self.parent[i]);
        while let Some(i) = at {
            out.push(self.nodes[i].id.clone());
            at = self.parent[i];
            if out.len() > self.nodes.len() {
                break;
            }
        }
        out.reverse();
        out
    }

    fn finish(mut self) -> Forest {
        let (width, height) = layout(&mut self.nodes, &self.parent);
        Forest {
            nodes: self.nodes,
            edges: self.edges,
            width,
            height,
        }
    }
}

/// Places the nodes of a forest (`parent[i]` is node `i`'s parent, which
/// comes before it): depth gives the row; leaves take the next column in
/// depth-first order, roots in the order they came; a parent sits centred
/// over its children. Returns the drawing's width and height.
pub fn layout(nodes: &mut [Node], parent: &[Option<usize>]) -> (f32, f32) {
    let n = nodes.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for i in 0..n {
        match parent.get(i).copied().flatten() {
            Some(p) if p < i => children[p].push(i),
            _ => roots.push(i),
        }
    }
    let mut next_column = 0.0f32;
    let mut depth_max = 0usize;
    // Iterative post-order: (node, depth, children visited).
    let mut stack: Vec<(usize, usize, bool)> = roots.iter().rev().map(|&r| (r, 0, false)).collect();
    let mut column = vec![0.0f32; n];
    while let Some((i, depth, visited)) = stack.pop() {
        depth_max = depth_max.max(depth);
        nodes[i].y = depth as f32 * NODE_SPACING_Y + 20.0;
        if children[i].is_empty() {
            column[i] = next_column;
            next_column += 1.0;
        } else if visited {
            let first = column[children[i][0]];
            let last = column[children[i][children[i].len() - 1]];
            column[i] = (first + last) / 2.0;
        } else {
            stack.push((i, depth, true));
            for &c in children[i].iter().rev() {
                stack.push((c, depth + 1, false));
            }
        }
    }
    for i in 0..n {
        nodes[i].x = column[i] * NODE_SPACING_X + NODE_SPACING_X / 2.0;
    }
    (
        next_column.max(1.0) * NODE_SPACING_X,
        (depth_max + 1) as f32 * NODE_SPACING_Y + 20.0,
    )
}

/// An event's description without shape numbers, at its position: what is
/// compared between versions (shape numbering differs between runs).
fn signature(e: &EventView) -> String {
    let mut out = String::with_capacity(e.text.len() + 8);
    let mut chars = e.text.chars().peekable();
    let mut previous = ' ';
    while let Some(c) = chars.next() {
        out.push(c);
        if c == 's' && !previous.is_alphanumeric() {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
        }
        previous = c;
    }
    format!("{}:{} {out}", e.line, e.col)
}

/// Marks, in `b`, the events that a longest common subsequence with `a`
/// leaves out; returns how many.
fn mark_differences(a: &[EventView], b: &mut [EventView]) -> usize {
    let sa: Vec<String> = a.iter().map(signature).collect();
    let sb: Vec<String> = b.iter().map(signature).collect();
    let mut count = 0;
    for step in crate::v8log::lcs_steps(&sa, &sb) {
        if let crate::v8log::Step::ModelOnly(j) = step {
            b[j].differs = true;
            count += 1;
        }
    }
    count
}

/// The page's data for `runs` (one per version, the first is the reference
/// the others are compared with) and, if read, V8's log.
///
/// ```
/// use shapeshift::{V8Version, script::Program};
/// use shapeshift_cli::{explore, v8log::run_model};
///
/// let source = "const o = {}; o.x = 1;";
/// let run = run_model(&Program::parse(source)?, V8Version::V8_11_3.policy());
/// let page = explore::page("x.js", source, &[(V8Version::V8_11_3, run)], None);
/// // `o`'s chain: the root `{}`, then `{x}`.
/// assert_eq!(page.versions[0].variables[0].chain.len(), 2);
/// assert!(explore::render(&page).contains(r#""name":"o""#));
/// # Ok::<(), shapeshift::script::ScriptError>(())
/// ```
pub fn page(
    script: &str,
    source: &str,
    runs: &[(V8Version, ModelRun)],
    v8: Option<(&[MapEvent], &Alignment)>,
) -> Page {
    let mut versions: Vec<VersionView> = runs.iter().map(|(v, r)| version_view(*v, r)).collect();
    if let Some((first, rest)) = versions.split_first_mut() {
        for other in rest.iter_mut() {
            other.differing = mark_differences(&first.events, &mut other.events);
        }
        let mut union = 0;
        for other in rest.iter() {
            let mut mine = first.events.clone();
            mark_differences(&other.events, &mut mine);
            for (e, m) in first.events.iter_mut().zip(&mine) {
                if m.differs && !e.differs {
                    e.differs = true;
                    union += 1;
                }
            }
        }
        first.differing = union;
    }
    Page {
        script: script.to_string(),
        source: source.to_string(),
        versions,
        v8: v8.map(|(events, alignment)| v8_view(events, alignment)),
    }
}

/// V8's maps as a forest: each event's "to" map under its "from" map.
fn v8_view(events: &[MapEvent], alignment: &Alignment) -> V8View {
    let mut b = ForestBuilder::default();
    let ensure = |b: &mut ForestBuilder, id: &str, parent: Option<&str>| {
        if b.index.contains_key(id) || id == "m0" {
            return;
        }
        let parent_index = parent.and_then(|p| b.index.get(p).copied());
        b.push(
            Node {
                id: id.to_string(),
                title: id.to_string(),
                keys: String::new(),
                detail: String::new(),
                dictionary: false,
                deprecated: false,
                x: 0.0,
                y: 0.0,
            },
            parent_index,
        );
    };
    let mut views = Vec::with_capacity(events.len());
    for (i, e) in events.iter().enumerate() {
        ensure(&mut b, &e.from, None);
        ensure(&mut b, &e.to, (e.from != "m0").then_some(e.from.as_str()));
        if let Some(&k) = b.index.get(&e.to) {
            let node = &mut b.nodes[k];
            if node.keys.is_empty() {
                node.keys = if e.name.is_empty() {
                    e.kind.clone()
                } else {
                    format!("+{}", e.name)
                };
                node.detail = if e.reason.is_empty() {
                    format!("{}:{}", e.line, e.col)
                } else {
                    format!("{} at {}:{}", e.reason, e.line, e.col)
                };
            }
            node.dictionary |= e.kind.starts_with("Normalize");
            node.deprecated |= e.kind == "Deprecate";
        }
        if e.from != "m0" && e.to != "m0" {
            b.edges.push(Edge {
                from: e.from.clone(),
                to: e.to.clone(),
                label: if e.name.is_empty() {
                    e.kind.clone()
                } else {
                    e.name.clone()
                },
                dashed: e.kind != "Transition" || !e.reason.is_empty(),
            });
        }
        views.push(V8EventView {
            line: e.line,
            col: e.col,
            text: e.to_string(),
            agrees: alignment.agrees.get(i).copied().unwrap_or(false),
            to: e.to.clone(),
        });
    }
    V8View {
        agreement: format!("{}/{}", alignment.agreed, alignment.total),
        forest: b.finish(),
        events: views,
    }
}

/// The page itself: the template with the data inline (`</` escaped so the
/// JSON cannot end its script element).
pub fn render(page: &Page) -> String {
    let json = serde_json::to_string(page)
        .unwrap_or_else(|_| "null".to_string())
        .replace("</", "<\\/");
    TEMPLATE.replace("/*PAGE_DATA*/null", &json)
}

const TEMPLATE: &str = include_str!("explore_page.html");
