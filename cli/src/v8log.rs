//! V8's own map log beside the model's: `shapeshift v8log`.
//!
//! `node --log-maps` writes one `map,…` line per map event V8 makes: the kind
//! (`Transition`, `Normalize`, `NormalizeCached`, `ReplaceDescriptors`,
//! `SlowToFast`, `Deprecate`, `InitialMap`, …), the maps before and after (as
//! addresses), the program counter and the source position of the code that
//! made it, a reason and a property name. Node's own start-up makes thousands
//! of them, so [`parse_log`] keeps the events whose program counter lies in
//! code compiled from the script (the `code-creation` lines that name it).
//!
//! The model's side is its trace ([`shapeshift::TraceEvent`], with the site
//! the interpreter stamped on each), turned into the same vocabulary by
//! [`model_events`]: only the events V8 logs (a new map, a normalization, a
//! deprecation), with V8's kind and reason.
//!
//! [`align`] matches the two sequences in order (a longest common
//! subsequence on kind, reason, name and position) and then checks the map
//! identity relation along the matched pairs: two events that produce the
//! same map in V8 must produce the same shape in the model, and the other way
//! round. An event agrees when it is matched and the relation holds.
//!
//! Map addresses mean nothing across runs, so both sides name maps by order of
//! first appearance (`m1`, `m2`, …; `m0` is V8's null map). The corpus keeps
//! V8's events in that form ([`to_text`], [`from_text`]) beside each script.

use shapeshift::shape::RootKind;
use shapeshift::trace::TraceSite;
use shapeshift::{Heap, PropertyKey, ShapeId, TraceEvent};
use std::collections::HashMap;
use std::fmt;

/// One map event, V8's or the model's, in V8's vocabulary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapEvent {
    /// `Transition`, `Normalize`, `NormalizeCached`, `SlowToFast`, …
    pub kind: String,
    /// V8's reason (`TooManyFastProperties`, `prototype`, …); empty for none.
    pub reason: String,
    /// The property name (symbols without V8's hash); empty for none.
    pub name: String,
    /// The 1-based line of the code that made it.
    pub line: u32,
    /// The 1-based column.
    pub col: u32,
    /// The map before (`m0`: none).
    pub from: String,
    /// The map after (`m0`: none).
    pub to: String,
}

impl MapEvent {
    /// What must be equal for two events to be matched: everything but the maps.
    fn key(&self) -> (&str, &str, &str, u32, u32) {
        (&self.kind, &self.reason, &self.name, self.line, self.col)
    }
}

impl fmt::Display for MapEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{} {}", self.line, self.col, self.kind)?;
        if !self.reason.is_empty() {
            write!(f, " ({})", self.reason)?;
        }
        if !self.name.is_empty() {
            write!(f, " {}", self.name)?;
        }
        write!(f, " {} -> {}", self.from, self.to)
    }
}

/// Why a log could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogError {
    /// The text does not start with V8's `v8-version` record.
    NotAV8Log {
        /// What the first line holds instead (shortened).
        first_line: String,
    },
    /// A record is cut short (the log was truncated or damaged).
    Truncated {
        /// The 1-based line of the record.
        line: usize,
        /// What is wrong with it.
        problem: String,
    },
    /// No code in the log was compiled from the script.
    ScriptNotInLog {
        /// The script's file name looked for.
        script: String,
    },
    /// A recording in the corpus form has a line that is not an event.
    BadRecording {
        /// The 1-based line.
        line: usize,
    },
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogError::NotAV8Log { first_line } => write!(
                f,
                "not a V8 log: it should start with a `v8-version,…` record, not `{first_line}`"
            ),
            LogError::Truncated { line, problem } => {
                write!(
                    f,
                    "the log is truncated or damaged at line {line}: {problem}"
                )
            }
            LogError::ScriptNotInLog { script } => write!(
                f,
                "no code in the log was compiled from `{script}` (was it run with --log-maps on this script?)"
            ),
            LogError::BadRecording { line } => {
                write!(f, "line {line} of the recording is not a map event")
            }
        }
    }
}

impl std::error::Error for LogError {}

/// Gives maps short names by order of first appearance: `m1`, `m2`, …, with
/// `m0` for V8's null map (no map).
#[derive(Default)]
struct MapNames(HashMap<String, usize>);

impl MapNames {
    fn name(&mut self, raw: &str) -> String {
        if raw.trim_start_matches("0x").bytes().all(|b| b == b'0') {
            return "m0".into();
        }
        let next = self.0.len() + 1;
        format!("m{}", *self.0.entry(raw.to_string()).or_insert(next))
    }
}

/// V8 escapes commas and other bytes in log fields as `\xNN` (and `\uNNNN`).
fn unescape(field: &str) -> String {
    let mut out = String::with_capacity(field.len());
    let mut rest = field;
    while let Some(i) = rest.find('\\') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let (width, skip) = match tail.as_bytes().get(1) {
            Some(b'x') => (2, 2),
            Some(b'u') => (4, 2),
            _ => (0, 0),
        };
        let digits = tail.get(skip..skip + width);
        match digits
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .and_then(char::from_u32)
        {
            Some(c) if width > 0 => {
                out.push(c);
                rest = &tail[skip + width..];
            }
            _ => {
                let n = if tail.as_bytes().get(1) == Some(&b'n') {
                    2
                } else {
                    1
                };
                out.push(if n == 2 { '\n' } else { '\\' });
                rest = &tail[n..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// V8 names a symbol `symbol("description" hash 1a2b3c4d)`; the hash differs
/// from run to run, so it is dropped: `symbol("description")`, `symbol()`.
pub fn normalize_name(name: &str) -> String {
    let Some(inner) = name
        .strip_prefix("symbol(")
        .and_then(|s| s.strip_suffix(')'))
    else {
        return name.to_string();
    };
    let description = match inner.rfind("hash ") {
        Some(i) => inner[..i].trim_end(),
        None => inner,
    };
    format!("symbol({description})")
}

/// A model key as [`normalize_name`] leaves V8's name for it: a symbol as
/// `symbol("description")` or `symbol()`, whatever the model displays.
fn v8_key_name(heap: &Heap, key: PropertyKey) -> String {
    match key {
        PropertyKey::Symbol(s) => match heap
            .atoms()
            .symbol_entry(s)
            .and_then(|e| e.description.as_deref())
        {
            Some(description) => format!("symbol(\"{description}\")"),
            None => "symbol()".into(),
        },
        other => heap.atoms().display(other).to_string(),
    }
}

/// The events of a `--log-maps` log made by code compiled from `script` (a
/// path; a log recorded elsewhere is matched by the file's name).
///
/// ```
/// use shapeshift_cli::v8log::{align, parse_log};
///
/// let log = "v8-version,11,3,244,8,-node.38,0\n\
///            code-creation,JS,10,1,0x1000,100, /home/me/x.js:1:1,0x0,~\n\
///            map,Transition,1,0x0a,0x0b,0x1010,1,19,,x\n";
/// let v8 = parse_log(log, "x.js")?;
/// assert_eq!(v8[0].to_string(), "1:19 Transition x m1 -> m2");
/// assert_eq!(align(&v8, &v8).agreed, 1);
/// # Ok::<(), shapeshift_cli::v8log::LogError>(())
/// ```
pub fn parse_log(text: &str, script: &str) -> Result<Vec<MapEvent>, LogError> {
    let first = text.lines().next().unwrap_or("");
    if !first.starts_with("v8-version,") {
        return Err(LogError::NotAV8Log {
            first_line: first.chars().take(60).collect(),
        });
    }
    let file_name = std::path::Path::new(script)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(script);
    let names_script = |name: &str| {
        // `code-creation` names end in ` PATH:LINE:COL`.
        let path = name.trim_start_matches(['~', '*', ' ']);
        let path = path.rsplit(' ').next().unwrap_or(path);
        let path = path.rsplitn(3, ':').nth(2).unwrap_or(path);
        path == script || path.ends_with(&format!("/{file_name}")) || path == file_name
    };
    let mut code: Vec<(u64, u64)> = Vec::new();
    let mut raw_events: Vec<(usize, Vec<&str>)> = Vec::new();
    let complete = text.ends_with('\n');
    let count = text.lines().count();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        if !complete && number == count && !line.is_empty() {
            return Err(LogError::Truncated {
                line: number,
                problem: "the last record has no line end".into(),
            });
        }
        if let Some(rest) = line.strip_prefix("code-creation,") {
            let fields: Vec<&str> = rest.splitn(6, ',').collect();
            let [_, _, _, address, size, name] = fields[..] else {
                return Err(LogError::Truncated {
                    line: number,
                    problem: "a code-creation record has fewer than 7 fields".into(),
                });
            };
            let address = parse_address(address, number)?;
            let size: u64 = size.parse().map_err(|_| LogError::Truncated {
                line: number,
                problem: format!("`{size}` is not a code size"),
            })?;
            if names_script(name.split(',').next().unwrap_or("")) {
                code.push((address, address.saturating_add(size)));
            }
        } else if let Some(rest) = line.strip_prefix("map,") {
            let fields: Vec<&str> = rest.splitn(9, ',').collect();
            if fields.len() < 9 {
                return Err(LogError::Truncated {
                    line: number,
                    problem: format!("a map record has {} of its 10 fields", fields.len() + 1),
                });
            }
            raw_events.push((number, fields));
        }
    }
    if code.is_empty() {
        return Err(LogError::ScriptNotInLog {
            script: file_name.to_string(),
        });
    }
    let mut maps = MapNames::default();
    let mut events = Vec::new();
    for (number, f) in raw_events {
        // kind, time, from, to, pc, line, column, reason, name
        let pc = parse_address(f[4], number)?;
        if !code.iter().any(|&(start, end)| (start..end).contains(&pc)) {
            continue;
        }
        let position = |s: &str| {
            s.parse::<i64>().map_err(|_| LogError::Truncated {
                line: number,
                problem: format!("`{s}` is not a source position"),
            })
        };
        let (line, col) = (position(f[5])?, position(f[6])?);
        events.push(MapEvent {
            kind: f[0].to_string(),
            reason: unescape(f[7]),
            name: normalize_name(&unescape(f[8])),
            line: line.max(0) as u32,
            col: col.max(0) as u32,
            from: maps.name(f[2]),
            to: maps.name(f[3]),
        });
    }
    Ok(events)
}

fn parse_address(text: &str, line: usize) -> Result<u64, LogError> {
    u64::from_str_radix(text.trim_start_matches("0x"), 16).map_err(|_| LogError::Truncated {
        line,
        problem: format!("`{text}` is not an address"),
    })
}

/// The corpus form of a list of events: a header, then one event per line,
/// `kind,reason,name,line,col,from,to` (fields with commas are not expected:
/// names are escaped as V8 escapes them).
pub fn to_text(events: &[MapEvent]) -> String {
    let mut out = String::from("# kind,reason,name,line,col,from,to\n");
    for e in events {
        let name = e
            .name
            .replace('\\', "\\x5C")
            .replace(',', "\\x2C")
            .replace('\n', "\\n");
        out.push_str(&format!(
            "{},{},{},{},{},{},{}\n",
            e.kind, e.reason, name, e.line, e.col, e.from, e.to
        ));
    }
    out
}

/// Reads [`to_text`]'s form.
pub fn from_text(text: &str) -> Result<Vec<MapEvent>, LogError> {
    let mut events = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split(',').collect();
        let bad = || LogError::BadRecording { line: i + 1 };
        let [kind, reason, name, l, c, from, to] = f[..] else {
            return Err(bad());
        };
        events.push(MapEvent {
            kind: kind.into(),
            reason: reason.into(),
            name: unescape(name),
            line: l.parse().map_err(|_| bad())?,
            col: c.parse().map_err(|_| bad())?,
            from: from.into(),
            to: to.into(),
        });
    }
    Ok(events)
}

/// Turns the model's trace into the events V8 would log, in V8's vocabulary.
///
/// V8 logs a map when it makes one: a followed transition, a rollback on
/// delete and a generalization in place make none, so they are left out.
/// `NormalizeCached` is V8's name for a normalization that found its
/// dictionary map in the normalized-map cache, which has one entry per
/// prototype and is never used for prototype maps: the model calls it so
/// when a shape with the same prototype and root kind was normalized before
/// in the run, or when the shape is a plain object's over `Object.prototype`
/// (Node's start-up has filled that entry).
pub fn model_events(heap: &Heap, events: &[TraceEvent], sites: &[TraceSite]) -> Vec<MapEvent> {
    let mut maps = MapNames::default();
    let mut normalized: Vec<(Option<shapeshift::ObjectId>, RootKind)> = Vec::new();
    let mut out = Vec::new();
    let shape_name = |maps: &mut MapNames, s: ShapeId| maps.name(&format!("s{}", s.index() + 1));
    for (event, site) in events.iter().zip(sites) {
        let (line, col) = (site.line, site.col);
        let mut push = |maps: &mut MapNames,
                        kind: &str,
                        reason: &str,
                        name: String,
                        from: Option<ShapeId>,
                        to: Option<ShapeId>| {
            let from = from.map_or_else(|| "m0".to_string(), |s| shape_name(maps, s));
            let to = to.map_or_else(|| "m0".to_string(), |s| shape_name(maps, s));
            out.push(MapEvent {
                kind: kind.into(),
                reason: reason.into(),
                name,
                line,
                col,
                from,
                to,
            });
        };
        match *event {
            TraceEvent::Transition {
                from,
                to,
                key,
                created: true,
                ..
            } => {
                let shape = heap.shapes().shape(from);
                let prototype_map = shape.is_some_and(|s| s.is_prototype_map());
                // V8 logs an add from a detached map (`Map::IsDetached`: out
                // of the tree, as a prototype transition's copy with
                // properties is) as a transition with the reason `prototype`.
                let detached = shape.is_some_and(|s| s.is_detached());
                match key {
                    shapeshift::shape::TransitionKey::Add { key, .. } => {
                        let name = v8_key_name(heap, key);
                        let (kind, reason) = if prototype_map {
                            ("ReplaceDescriptors", "CopyAddDescriptor")
                        } else if detached {
                            ("Transition", "prototype")
                        } else {
                            ("Transition", "")
                        };
                        push(&mut maps, kind, reason, name, Some(from), Some(to));
                    }
                    shapeshift::shape::TransitionKey::Prototype(_) => {
                        push(
                            &mut maps,
                            "ReplaceDescriptors",
                            "TransitionToPrototype",
                            String::new(),
                            Some(from),
                            Some(to),
                        );
                    }
                    shapeshift::shape::TransitionKey::Integrity(_)
                        if shape.is_some_and(|s| s.is_dictionary()) =>
                    {
                        // A dictionary map is copied, never transitioned.
                        push(
                            &mut maps,
                            "ReplaceDescriptors",
                            "SlowCopyForPreventExtensions",
                            String::new(),
                            Some(from),
                            Some(to),
                        );
                    }
                    shapeshift::shape::TransitionKey::Integrity(_) => {
                        // V8 keys integrity transitions by private symbols
                        // (`frozen_symbol`, …), which print without a description.
                        let (kind, reason) = if prototype_map {
                            ("ReplaceDescriptors", "CopyForPreventExtensions")
                        } else {
                            ("Transition", "")
                        };
                        push(
                            &mut maps,
                            kind,
                            reason,
                            "symbol()".into(),
                            Some(from),
                            Some(to),
                        );
                    }
                    shapeshift::shape::TransitionKey::Elements(_) => {}
                }
            }
            TraceEvent::ShapeAdded {
                from,
                to,
                key: shapeshift::shape::TransitionKey::Integrity(_),
            } => {
                // A map update's replay of an integrity step: V8 keys it by a
                // private symbol, as above.
                push(
                    &mut maps,
                    "Transition",
                    "",
                    "symbol()".into(),
                    Some(from),
                    Some(to),
                );
            }
            TraceEvent::ShapeAdded {
                from,
                to,
                key: shapeshift::shape::TransitionKey::Add { key, .. },
            } => {
                let name = v8_key_name(heap, key);
                push(&mut maps, "Transition", "", name, Some(from), Some(to));
            }
            TraceEvent::Normalize { from, reason, .. } => {
                // V8's normalized-map cache has one entry per prototype (and
                // elements kind); prototype maps never use it. Node's start-up
                // has filled the entry of plain objects over Object.prototype.
                let shape = heap.shapes().shape(from);
                let prototype = shape.and_then(|s| s.prototype());
                let key = (
                    prototype,
                    shape.map_or(RootKind::Dictionary, |s| s.root_kind()),
                );
                let plain = prototype == Some(heap.intrinsics().object_prototype)
                    && shape.is_some_and(|s| {
                        matches!(
                            s.root_kind(),
                            RootKind::ObjectFunction
                                | RootKind::Literal
                                | RootKind::MigratedLiteral
                        )
                    });
                // An object becoming a prototype is normalized without the
                // cache (`OptimizeAsPrototype`'s `kUseCache = false`).
                let kind = if shape.is_some_and(|s| s.is_prototype_map())
                    || reason == "NormalizeAndCopyAsPrototype"
                {
                    "Normalize"
                } else if plain || normalized.contains(&key) {
                    "NormalizeCached"
                } else {
                    normalized.push(key);
                    "Normalize"
                };
                push(&mut maps, kind, reason, String::new(), Some(from), None);
            }
            TraceEvent::InitialMap {
                map, name, reason, ..
            } => {
                let name = heap.atoms().display(name).to_string();
                push(&mut maps, "InitialMap", reason, name, None, Some(map));
            }
            TraceEvent::MapCreate { from, to, .. } => {
                push(
                    &mut maps,
                    "ReplaceDescriptors",
                    "MapCreate",
                    String::new(),
                    Some(from),
                    Some(to),
                );
            }
            TraceEvent::MigrateToFast { to, reason, .. } => {
                push(
                    &mut maps,
                    "SlowToFast",
                    reason,
                    String::new(),
                    None,
                    Some(to),
                );
            }
            TraceEvent::Deprecate { shape } => {
                push(&mut maps, "Deprecate", "", String::new(), Some(shape), None);
            }
            _ => {}
        }
    }
    out
}

/// One step of the matching of two sequences.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The first sequence's item `i` and the second's `j` are equal.
    Both(usize, usize),
    /// The first sequence's item `i` is matched with nothing.
    V8Only(usize),
    /// The second sequence's item `j` is matched with nothing.
    ModelOnly(usize),
}

/// V8's events and the model's, matched on their keys ([`lcs_steps`]).
fn matching(v8: &[MapEvent], model: &[MapEvent]) -> Vec<Step> {
    let a: Vec<_> = v8.iter().map(MapEvent::key).collect();
    let b: Vec<_> = model.iter().map(MapEvent::key).collect();
    lcs_steps(&a, &b)
}

/// The most cells ([`table_steps`]'s table of `u32`s, 128 MiB) a matching
/// fills in; longer sequences are matched by [`myers_steps`], whose memory
/// grows with their length, not with its square.
const MAX_TABLE_CELLS: usize = 1 << 25;

/// Both sequences in order, matched by a longest common subsequence: by a
/// table from the end for the usual few thousand events (which breaks ties
/// the same way every time), by Myers' algorithm for more.
pub(crate) fn lcs_steps<K: PartialEq>(a: &[K], b: &[K]) -> Vec<Step> {
    let cells = (a.len() + 1).saturating_mul(b.len() + 1);
    if cells <= MAX_TABLE_CELLS {
        return table_steps(a, b);
    }
    let mut steps = Vec::with_capacity(a.len().max(b.len()));
    myers_steps(a, b, (0, 0), &mut steps);
    steps
}

/// [`lcs_steps`] by dynamic programming from the end: a table of
/// `(a.len() + 1) × (b.len() + 1)` lengths.
fn table_steps<K: PartialEq>(a: &[K], b: &[K]) -> Vec<Step> {
    let (n, m) = (a.len(), b.len());
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[at(i, j)] = if a[i] == b[j] {
                lcs[at(i + 1, j + 1)] + 1
            } else {
                lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
            };
        }
    }
    let mut steps = Vec::with_capacity(n.max(m));
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            steps.push(Step::Both(i, j));
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[at(i, j + 1)] >= lcs[at(i + 1, j)]) {
            steps.push(Step::ModelOnly(j));
            j += 1;
        } else {
            steps.push(Step::V8Only(i));
            i += 1;
        }
    }
    steps
}

/// [`lcs_steps`] by Myers' O((N+M)D) algorithm in linear space (as
/// diff-match-patch's bisection runs it): the common head and tail are
/// matched first, then the middle is split where a forward and a backward
/// search for the fewest edits meet, and each half is matched the same way.
/// `at` is where `a` and `b` start in the whole sequences; steps are pushed
/// in order.
fn myers_steps<K: PartialEq>(a: &[K], b: &[K], at: (usize, usize), steps: &mut Vec<Step>) {
    let head = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    steps.extend((0..head).map(|k| Step::Both(at.0 + k, at.1 + k)));
    let (a, b, at) = (&a[head..], &b[head..], (at.0 + head, at.1 + head));
    let tail = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (a, b) = (&a[..a.len() - tail], &b[..b.len() - tail]);
    let split = if a.is_empty() || b.is_empty() {
        None
    } else {
        myers_split(a, b)
    };
    match split {
        Some((x, y)) => {
            myers_steps(&a[..x], &b[..y], at, steps);
            myers_steps(&a[x..], &b[y..], (at.0 + x, at.1 + y), steps);
        }
        // Nothing in common: every item of each is matched with nothing.
        None => {
            steps.extend((0..b.len()).map(|j| Step::ModelOnly(at.1 + j)));
            steps.extend((0..a.len()).map(|i| Step::V8Only(at.0 + i)));
        }
    }
    let (n, m) = (at.0 + a.len(), at.1 + b.len());
    steps.extend((0..tail).map(|k| Step::Both(n + k, m + k)));
}

/// Where the forward and backward searches for the fewest edits from `a` to
/// `b` first overlap: a point on a shortest edit path, strictly inside it
/// (`None` when the two have nothing in common).
fn myers_split<K: PartialEq>(a: &[K], b: &[K]) -> Option<(usize, usize)> {
    let (n, m) = (a.len() as isize, b.len() as isize);
    let max_d = (n + m + 1) / 2;
    let offset = max_d;
    let width = 2 * max_d + 2;
    // The furthest x reached on each diagonal k (at `offset + k`), forward
    // from the start and backward from the end; -1 for none yet.
    let mut forward = vec![-1isize; width as usize];
    let mut backward = vec![-1isize; width as usize];
    forward[(offset + 1) as usize] = 0;
    backward[(offset + 1) as usize] = 0;
    let delta = n - m;
    // With an odd delta the forward search meets the backward one, else the
    // backward meets the forward.
    let odd = delta % 2 != 0;
    let (mut k1_start, mut k1_end, mut k2_start, mut k2_end) = (0, 0, 0, 0);
    for d in 0..max_d {
        let mut k1 = -d + k1_start;
        while k1 <= d - k1_end {
            let i = (offset + k1) as usize;
            let mut x1 = if k1 == -d || (k1 != d && forward[i - 1] < forward[i + 1]) {
                forward[i + 1]
            } else {
                forward[i - 1] + 1
            };
            let mut y1 = x1 - k1;
            while x1 < n && y1 < m && a[x1 as usize] == b[y1 as usize] {
                x1 += 1;
                y1 += 1;
            }
            forward[i] = x1;
            if x1 > n {
                k1_end += 2;
            } else if y1 > m {
                k1_start += 2;
            } else if odd {
                let j = offset + delta - k1;
                if (0..width).contains(&j) && backward[j as usize] != -1 {
                    let x2 = n - backward[j as usize];
                    if x1 >= x2 {
                        return Some((x1 as usize, y1 as usize));
                    }
                }
            }
            k1 += 2;
        }
        let mut k2 = -d + k2_start;
        while k2 <= d - k2_end {
            let i = (offset + k2) as usize;
            let mut x2 = if k2 == -d || (k2 != d && backward[i - 1] < backward[i + 1]) {
                backward[i + 1]
            } else {
                backward[i - 1] + 1
            };
            let mut y2 = x2 - k2;
            while x2 < n && y2 < m && a[(n - x2 - 1) as usize] == b[(m - y2 - 1) as usize] {
                x2 += 1;
                y2 += 1;
            }
            backward[i] = x2;
            if x2 > n {
                k2_end += 2;
            } else if y2 > m {
                k2_start += 2;
            } else if !odd {
                let j = offset + delta - k2;
                if (0..width).contains(&j) && forward[j as usize] != -1 {
                    let x1 = forward[j as usize];
                    let y1 = offset + x1 - j;
                    if x1 >= n - x2 {
                        return Some((x1 as usize, y1 as usize));
                    }
                }
            }
            k2 += 2;
        }
    }
    None
}

/// How well two event sequences agree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alignment {
    /// V8's events that the model agrees with.
    pub agreed: usize,
    /// V8's events in all.
    pub total: usize,
    /// The model's events in all.
    pub model_total: usize,
    /// The first of V8's events that does not agree, with what the model has
    /// in its place (if anything).
    pub first_divergence: Option<(MapEvent, Option<MapEvent>)>,
    /// Per V8 event kind and reason: (agreed, total).
    pub by_class: Vec<(String, usize, usize)>,
    /// Per V8 event, in order: whether it agrees.
    pub agrees: Vec<bool>,
}

/// Matches `v8` and `model` in order and counts the agreeing events (see the
/// module's description).
pub fn align(v8: &[MapEvent], model: &[MapEvent]) -> Alignment {
    let (n, m) = (v8.len(), model.len());
    let pairs: Vec<(usize, Option<usize>)> = matching(v8, model)
        .into_iter()
        .filter_map(|step| match step {
            Step::Both(i, j) => Some((i, Some(j))),
            Step::V8Only(i) => Some((i, None)),
            Step::ModelOnly(_) => None,
        })
        .collect();
    let mut v8_to_model: HashMap<&str, &str> = HashMap::new();
    let mut model_to_v8: HashMap<&str, &str> = HashMap::new();
    let mut agreed = 0;
    let mut first_divergence = None;
    let mut classes: Vec<(String, usize, usize)> = Vec::new();
    let mut last_model = 0;
    let mut agrees = vec![false; n];
    for (i, j) in pairs {
        let e = &v8[i];
        let ok = match j {
            Some(j) => {
                last_model = j + 1;
                let (a, b) = (e.to.as_str(), model[j].to.as_str());
                if e.kind.starts_with("Normalize") {
                    // Dictionary maps: V8 makes one per object or shares a
                    // cached one; the model's dictionary shapes are its own.
                    true
                } else if a == "m0" || b == "m0" {
                    a == b
                } else {
                    match (v8_to_model.get(a), model_to_v8.get(b)) {
                        (None, None) => {
                            v8_to_model.insert(a, b);
                            model_to_v8.insert(b, a);
                            true
                        }
                        (Some(&x), Some(&y)) => x == b && y == a,
                        _ => false,
                    }
                }
            }
            None => false,
        };
        let class = if e.reason.is_empty() {
            e.kind.clone()
        } else {
            format!("{} ({})", e.kind, e.reason)
        };
        let slot = match classes.iter().position(|c| c.0 == class) {
            Some(p) => p,
            None => {
                classes.push((class, 0, 0));
                classes.len() - 1
            }
        };
        classes[slot].2 += 1;
        if ok {
            agrees[i] = true;
            agreed += 1;
            classes[slot].1 += 1;
        } else if first_divergence.is_none() {
            let other = j
                .or((last_model < m).then_some(last_model))
                .map(|j| model[j].clone());
            first_divergence = Some((e.clone(), other));
        }
    }
    classes.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.cmp(&b.0)));
    Alignment {
        agreed,
        total: n,
        model_total: m,
        first_divergence,
        by_class: classes,
        agrees,
    }
}

/// A script run on the model with every shape event kept.
pub struct ModelRun {
    /// The interpreter after the run (its heap holds the shapes and the trace).
    pub interp: shapeshift::script::Interpreter,
    /// The top-level variables that hold objects, by name.
    pub objects: Vec<(String, shapeshift::ObjectId)>,
    /// What the script printed.
    pub lines: Vec<String>,
    /// The error that stopped it, if any.
    pub error: Option<shapeshift::script::ScriptError>,
}

impl ModelRun {
    /// The run's events in V8's vocabulary ([`model_events`]).
    pub fn map_events(&self) -> Vec<MapEvent> {
        let heap = self.interp.heap();
        model_events(heap, heap.trace_events(), heap.trace_sites())
    }
}

/// Runs `program` under `policy`, keeping every shape event with its site.
/// Call it on a thread with [`shapeshift::script::RUN_STACK_BYTES`] of stack.
pub fn run_model(program: &shapeshift::script::Program, policy: shapeshift::Policy) -> ModelRun {
    let mut interp = shapeshift::script::Interpreter::new(policy);
    interp.record_events(true);
    let mut lines = Vec::new();
    let result = interp.run(program, &mut |line| {
        if let shapeshift::script::Line::Log(s) = line {
            lines.push(s.to_string());
        }
    });
    let (objects, error) = match result {
        Ok(objects) => (objects, None),
        Err(e) => (Vec::new(), Some(e)),
    };
    ModelRun {
        interp,
        objects,
        lines,
        error,
    }
}

/// The V8 version a log names in its `v8-version` record, if the model has it.
pub fn log_version(text: &str) -> Option<shapeshift::V8Version> {
    let first = text.lines().next()?;
    let mut f = first.strip_prefix("v8-version,")?.split(',');
    let (major, minor) = (f.next()?, f.next()?);
    format!("{major}.{minor}").parse().ok()
}

/// Why Node could not make a log.
#[derive(Debug)]
pub enum NodeError {
    /// The program could not be started.
    Spawn(String, std::io::Error),
    /// The log file could not be read.
    Read(std::io::Error),
}

impl fmt::Display for NodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NodeError::Spawn(node, e) => write!(f, "could not run `{node}`: {e}"),
            NodeError::Read(e) => write!(f, "could not read Node's log: {e}"),
        }
    }
}

impl std::error::Error for NodeError {}

/// Runs `script` in Node with `--log-maps` (and natives allowed) and returns
/// the log's text. The script's own exit status does not matter: a script that
/// throws has still logged what it did before.
pub fn log_with_node(node: &str, script: &std::path::Path) -> Result<String, NodeError> {
    let dir = std::env::temp_dir();
    let log = dir.join(format!(
        "shapeshift-v8log-{}-{}.log",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    ));
    let status = std::process::Command::new(node)
        .arg("--log-maps")
        .arg(format!("--logfile={}", log.display()))
        .arg("--no-logfile-per-isolate")
        .arg("--allow-natives-syntax")
        .arg("--expose-gc")
        .arg(script)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status();
    if let Err(e) = status {
        return Err(NodeError::Spawn(node.to_string(), e));
    }
    let text = std::fs::read_to_string(&log).map_err(NodeError::Read);
    let _ = std::fs::remove_file(&log);
    text
}

/// Both sides listed in aligned order: matched pairs on one line, events of
/// one side only with the other column empty.
pub fn side_by_side(v8: &[MapEvent], model: &[MapEvent]) -> String {
    let mut out = String::new();
    for step in matching(v8, model) {
        match step {
            Step::Both(i, j) => out.push_str(&format!(
                "  = {} | {} -> {}\n",
                v8[i], model[j].from, model[j].to
            )),
            Step::ModelOnly(j) => out.push_str(&format!("  + model only: {}\n", model[j])),
            Step::V8Only(i) => out.push_str(&format!("  - V8 only:    {}\n", v8[i])),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `steps` match `a` and `b` in order, every item once, with
    /// `Both` only on equal items; and how many `Both` steps they take.
    fn matched_pairs<K: PartialEq>(a: &[K], b: &[K], steps: &[Step]) -> Option<usize> {
        let (mut i, mut j, mut both) = (0, 0, 0);
        for &step in steps {
            match step {
                Step::Both(x, y) if x == i && y == j && a[x] == b[y] => {
                    (i, j, both) = (i + 1, j + 1, both + 1);
                }
                Step::V8Only(x) if x == i => i += 1,
                Step::ModelOnly(y) if y == j => j += 1,
                _ => return None,
            }
        }
        (i == a.len() && j == b.len()).then_some(both)
    }

    /// Myers' matching finds a longest common subsequence, as the table
    /// does, on every pair of short sequences over a small alphabet (so that
    /// they share a lot), and the steps are a valid matching.
    #[test]
    fn myers_matches_as_many_as_the_table() {
        // A fixed xorshift stream: the same cases on every run.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        for case in 0..4_000 {
            let alphabet = 1 + next(4);
            let a: Vec<u64> = (0..next(40)).map(|_| next(alphabet)).collect();
            let b: Vec<u64> = (0..next(40)).map(|_| next(alphabet)).collect();
            let table = matched_pairs(&a, &b, &table_steps(&a, &b));
            let mut steps = Vec::new();
            myers_steps(&a, &b, (0, 0), &mut steps);
            let myers = matched_pairs(&a, &b, &steps);
            assert!(table.is_some(), "case {case}: {a:?} {b:?}");
            assert_eq!(myers, table, "case {case}: {a:?} {b:?}");
        }
    }

    /// Sequences past the table's size are matched in memory that grows with
    /// their length: two runs of 120,000 events that differ in a few places.
    #[test]
    fn long_sequences_are_matched_without_the_table() {
        let a: Vec<u32> = (0..120_000).collect();
        let mut b = a.clone();
        b.remove(70_000);
        b.insert(10, 1_000_000);
        b[90_000] = 2_000_000;
        assert!((a.len() + 1) * (b.len() + 1) > MAX_TABLE_CELLS);
        let steps = lcs_steps(&a, &b);
        assert_eq!(matched_pairs(&a, &b, &steps), Some(a.len() - 2));
    }

    /// A map update, as V8 11.3 logs it (`tests/v8/maps/deprecate_whole_subtree.maps`,
    /// recorded from Node 20): the split's whole subtree deprecated, each
    /// map after its children, then the maps the replay made, and later the
    /// maps a migration makes.
    #[test]
    fn a_map_update_logs_each_deprecated_map_and_each_map_it_makes() {
        let source = "const a = {x: 1}; a.y = 1;\n\
                      const b = {x: 1}; b.z = 1;\n\
                      const c = {x: 1};\n\
                      c.x = 0.5;\n\
                      a.y; b.z;\n";
        let v8 = from_text(
            "# kind,reason,name,line,col,from,to\n\
             Transition,,x,1,11,m1,m2\n\
             Transition,,y,1,23,m2,m3\n\
             Transition,,z,2,23,m2,m4\n\
             Deprecate,,,4,5,m4,m0\n\
             Deprecate,,,4,5,m3,m0\n\
             Deprecate,,,4,5,m2,m0\n\
             Transition,,x,4,5,m1,m5\n\
             Transition,,y,5,3,m5,m6\n\
             Transition,,z,5,8,m5,m7\n",
        )
        .expect("a recording");
        let program = shapeshift::script::Program::parse(source).expect("parses");
        let model = run_model(&program, shapeshift::V8Version::V8_11_3.policy()).map_events();
        let a = align(&v8, &model);
        assert_eq!(
            (a.agreed, a.model_total),
            (v8.len(), v8.len()),
            "{}",
            side_by_side(&v8, &model)
        );
    }

    #[test]
    fn model_symbols_are_named_as_v8_names_them() {
        let mut heap = Heap::new();
        let described = heap.new_symbol(shapeshift::SymbolEntry {
            description: Some("s".into()),
            private: false,
        });
        let bare = heap.new_symbol(shapeshift::SymbolEntry {
            description: None,
            private: true,
        });
        let name = heap.key("name");
        assert_eq!(
            v8_key_name(&heap, PropertyKey::Symbol(described)),
            normalize_name("symbol(\"s\" hash 1a2b3c4d)")
        );
        assert_eq!(
            v8_key_name(&heap, PropertyKey::Symbol(bare)),
            normalize_name("symbol(hash 1a2b3c4d)")
        );
        assert_eq!(v8_key_name(&heap, name), "name");
    }

    const LOG: &str = "v8-version,11,3,244,8,-node.38,0\n\
code-creation,JS,10,600501,0x1000,100, /home/u/x.js:1:1,0x0,~\n\
code-creation,JS,10,600501,0x5000,100, node:internal/a:1:1,0x0,~\n\
map,Transition,1,0x0a,0x0b,0x1010,1,19,,x\n\
map,Transition,2,0x0b,0x0c,0x5010,7,3,,internal\n\
map,Normalize,3,0x0c,0x0d,0x1020,2,1,DeletingProperty,\n\
map,Transition,4,0x0a,0x0e,0x1030,3,5,,symbol(\"s\" hash 1a2b)\n";

    fn event(kind: &str, name: &str, line: u32, to: &str) -> MapEvent {
        MapEvent {
            kind: kind.into(),
            reason: String::new(),
            name: name.into(),
            line,
            col: 1,
            from: "m1".into(),
            to: to.into(),
        }
    }

    #[test]
    fn only_the_scripts_code_counts_and_maps_get_short_names() {
        let events = parse_log(LOG, "/elsewhere/x.js").expect("a log");
        let lines: Vec<String> = events.iter().map(|e| e.to_string()).collect();
        assert_eq!(
            lines,
            [
                "1:19 Transition x m1 -> m2",
                "2:1 Normalize (DeletingProperty) m3 -> m4",
                "3:5 Transition symbol(\"s\") m1 -> m5",
            ]
        );
        assert_eq!(from_text(&to_text(&events)), Ok(events));
        assert_eq!(log_version(LOG), Some(shapeshift::V8Version::V8_11_3));
    }

    #[test]
    fn bad_logs_are_named() {
        assert!(matches!(
            parse_log("hello\n", "x.js"),
            Err(LogError::NotAV8Log { .. })
        ));
        let cut = &LOG[..LOG.len() - 10];
        assert!(matches!(
            parse_log(cut, "x.js"),
            Err(LogError::Truncated { line: 7, .. })
        ));
        assert!(matches!(
            parse_log(LOG, "other.js"),
            Err(LogError::ScriptNotInLog { .. })
        ));
        let short =
            "v8-version,11,3\ncode-creation,JS,1,2,0x1000,100, x.js:1:1\nmap,Transition,1\n";
        assert!(matches!(
            parse_log(short, "x.js"),
            Err(LogError::Truncated { line: 3, .. })
        ));
        assert!(matches!(
            from_text("Transition,,x,1\n"),
            Err(LogError::BadRecording { line: 1 })
        ));
    }

    #[test]
    fn identity_must_hold_both_ways() {
        let v8 = [
            event("Transition", "x", 1, "m2"),
            event("Transition", "y", 2, "m2"),
        ];
        let same = [
            event("Transition", "x", 1, "m5"),
            event("Transition", "y", 2, "m5"),
        ];
        let split = [
            event("Transition", "x", 1, "m5"),
            event("Transition", "y", 2, "m6"),
        ];
        assert_eq!(align(&v8, &same).agreed, 2);
        let a = align(&v8, &split);
        assert_eq!((a.agreed, a.total), (1, 2));
        let (theirs, ours) = a.first_divergence.expect("a divergence");
        assert_eq!(
            (theirs.name.as_str(), ours.map(|e| e.to)),
            ("y", Some("m6".to_string()))
        );
        let missing = align(&v8, &same[..1]);
        assert_eq!(missing.agreed, 1);
        assert_eq!(missing.first_divergence.map(|d| d.1), Some(None));
    }
}

/// The corpus's event-level agreement: every recording in `dir/maps/`
/// (`NAME.maps`, V8's events for `dir/NAME.js`) against the model's run of
/// the script under Node 20's policy.
#[derive(Clone, Debug, Default)]
pub struct CorpusAgreement {
    /// V8's events the model agrees with.
    pub agreed: usize,
    /// V8's events in all.
    pub total: usize,
    /// Scripts compared.
    pub scripts: usize,
    /// Per class of V8 event (kind and reason): (class, agreed, total), the
    /// largest first.
    pub classes: Vec<(String, usize, usize)>,
    /// Scripts with disagreements: (V8 events missed, script), most first.
    pub worst: Vec<(usize, String)>,
}

/// Why the corpus could not be compared.
#[derive(Debug)]
pub enum CorpusError {
    /// A file could not be read.
    Io(std::path::PathBuf, std::io::Error),
    /// A recording is damaged.
    Recording(std::path::PathBuf, LogError),
    /// A corpus script does not parse.
    Script(std::path::PathBuf, shapeshift::script::ScriptError),
}

impl fmt::Display for CorpusError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CorpusError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            CorpusError::Recording(p, e) => write!(f, "{}: {e}", p.display()),
            CorpusError::Script(p, e) => write!(f, "{}:{e}", p.display()),
        }
    }
}

impl std::error::Error for CorpusError {}

/// Compares every recording under `dir/maps/` (see [`CorpusAgreement`]);
/// `detail` gets each disagreeing script's [`side_by_side`] listing. Run it on
/// a thread with [`shapeshift::script::RUN_STACK_BYTES`] of stack.
pub fn corpus_agreement(
    dir: &std::path::Path,
    mut detail: impl FnMut(&str, String),
) -> Result<CorpusAgreement, CorpusError> {
    let maps_dir = dir.join("maps");
    let entries = std::fs::read_dir(&maps_dir).map_err(|e| CorpusError::Io(maps_dir.clone(), e))?;
    let mut recordings: Vec<std::path::PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "maps"))
        .collect();
    recordings.sort();
    let mut t = CorpusAgreement::default();
    for maps in recordings {
        let stem = maps
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        let text = std::fs::read_to_string(&maps).map_err(|e| CorpusError::Io(maps.clone(), e))?;
        let v8 = from_text(&text).map_err(|e| CorpusError::Recording(maps.clone(), e))?;
        let script = dir.join(format!("{stem}.js"));
        let source =
            std::fs::read_to_string(&script).map_err(|e| CorpusError::Io(script.clone(), e))?;
        let program = shapeshift::script::Program::parse(&source)
            .map_err(|e| CorpusError::Script(script.clone(), e))?;
        let run = run_model(&program, shapeshift::V8Version::V8_11_3.policy());
        let model = run.map_events();
        let a = align(&v8, &model);
        t.agreed += a.agreed;
        t.total += a.total;
        t.scripts += 1;
        if a.agreed < a.total {
            t.worst.push((a.total - a.agreed, stem.clone()));
            detail(&stem, side_by_side(&v8, &model));
        }
        for (class, ok, all) in a.by_class {
            match t.classes.iter_mut().find(|c| c.0 == class) {
                Some(c) => {
                    c.1 += ok;
                    c.2 += all;
                }
                None => t.classes.push((class, ok, all)),
            }
        }
    }
    t.classes
        .sort_by(|a, b| b.2.cmp(&a.2).then_with(|| a.0.cmp(&b.0)));
    t.worst.sort_by(|a, b| b.cmp(a));
    Ok(t)
}
