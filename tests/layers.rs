//! The engine's layers, checked from its source: a module may use modules of its
//! own layer or below, never above, and no two modules may depend on each other
//! (directly or around a longer circle).
//!
//! The unit is a top-level module of `src/` (a file `src/x.rs` or a folder
//! `src/x/`). A dependency is any `crate::x` path in a module's code outside
//! comments and `#[cfg(test)]` code: `use crate::x::…` lines, grouped
//! `use crate::{x::…, y}` imports, and paths written inline. The layers are
//! DESIGN.md's:
//!
//! 0. values, IDs, atoms, strings, policy, errors, the schema and the layered
//!    overlay;
//! 1. objects and shapes;
//! 2. the heap's operations (with its natives, modules and trace);
//! 3. inline caches, snapshots, clone, the library modules, ports and workers;
//! 4. the interpreter.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const LAYERS: &[(&str, u8)] = &[
    ("ids", 0),
    ("atoms", 0),
    ("strings", 0),
    ("value", 0),
    ("policy", 0),
    ("error", 0),
    ("schema", 0),
    ("layered", 0),
    ("object", 1),
    ("shape", 1),
    ("heap", 2),
    ("ic", 3),
    ("snapshot", 3),
    ("clone", 3),
    ("stdlib", 3),
    ("port", 3),
    ("worker", 3),
    ("script", 4),
];

fn layer_of(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|(_, l)| *l)
}

/// Every `.rs` file below `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/ is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module a file of `src/` belongs to (`None` for `lib.rs`).
fn unit_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).expect("a file under src/");
    let first = rel.components().next()?.as_os_str().to_str()?;
    match first.strip_suffix(".rs") {
        Some("lib") => None,
        Some(stem) => Some(stem.to_string()),
        None => Some(first.to_string()),
    }
}

/// A file's code without comments and without the items marked
/// `#[cfg(test)]` (test modules, test-only fields and functions); a file that
/// is itself a test module (`tests.rs`) has no code that counts.
fn code_of(file: &Path, text: &str) -> String {
    if file.file_name().is_some_and(|n| n == "tests.rs") {
        return String::new();
    }
    let mut code = String::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("#[cfg(test)]") {
            skip_item(rest, &mut lines);
            continue;
        }
        if trimmed.starts_with("//") {
            continue;
        }
        // A trailing comment.
        let line = match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        };
        code.push_str(line);
        code.push('\n');
    }
    code
}

/// Skips the item a `#[cfg(test)]` stands on, starting with `first` (what
/// follows the attribute on its line): through the line where its braces
/// close, or, for an item that opens none (a field, a `use`, `mod x;`),
/// through its first line that ends in `,` or `;` outside brackets. Other
/// attributes stacked on the item are skipped with it.
fn skip_item<'a>(first: &str, lines: &mut impl Iterator<Item = &'a str>) {
    let mut depth = 0i64;
    let mut opened_braces = false;
    let mut line = first;
    loop {
        let code = without_literals(line);
        let code = code.split("//").next().unwrap_or("");
        for c in code.chars() {
            match c {
                '{' => {
                    depth += 1;
                    opened_braces = true;
                }
                '(' | '[' => depth += 1,
                '}' | ')' | ']' => depth -= 1,
                _ => {}
            }
        }
        let end = code.trim_end();
        let attribute = end.trim_start().starts_with("#[");
        if depth <= 0 && !attribute && (opened_braces || end.ends_with(';') || end.ends_with(',')) {
            return;
        }
        match lines.next() {
            Some(next) => line = next,
            None => return,
        }
    }
}

/// `line` with the insides of its string and character literals blanked, so
/// that a brace in a literal does not count.
fn without_literals(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push('"');
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
                out.push('"');
            }
            // A character literal (`'{'`, `'\\''`), not a lifetime (`'a`).
            '\'' => {
                let rest: String = chars.clone().take(4).collect();
                let literal_len = if rest.starts_with('\\') {
                    rest.find('\'').filter(|&i| i > 1)
                } else {
                    rest.chars()
                        .nth(1)
                        .filter(|&c| c == '\'')
                        .map(|_| rest.chars().next().map_or(1, char::len_utf8))
                };
                match literal_len {
                    Some(n) => {
                        for _ in 0..rest[..n].chars().count() + 1 {
                            chars.next();
                        }
                        out.push_str("' '");
                    }
                    None => out.push('\''),
                }
            }
            c => out.push(c),
        }
    }
    out
}

/// The top-level modules that `code` names through `crate::` (and `$crate::`).
fn dependencies(code: &str) -> BTreeSet<String> {
    let mut deps = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        let after = &rest[at + "crate::".len()..];
        // `pub(crate)`'s `crate` is not followed by `::`; `$crate::` counts.
        if let Some(group) = after.strip_prefix('{') {
            // `use crate::{a::X, b, c::{d, e}}`: the first segment of each item
            // at the group's top level.
            let mut depth = 0usize;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && (c.is_alphanumeric() || c == '_') => {
                        let name: String = group[i..]
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .collect();
                        deps.insert(name);
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            let name: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                deps.insert(name);
            }
        }
        rest = after;
    }
    deps
}

/// The dependency graph of `src/`: unit → the units it uses.
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let Some(unit) = unit_of(src, &file) else {
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("a source file is readable");
        let deps = graph.entry(unit.clone()).or_default();
        for dep in dependencies(&code_of(&file, &text)) {
            if dep != unit {
                deps.insert(dep);
            }
        }
    }
    graph
}

/// Every violation: a unit outside the layer table, a use of an unknown unit
/// (for instance a root re-export instead of the module's own path), an
/// upward use, and every circle.
fn violations(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut found = Vec::new();
    for (unit, deps) in graph {
        let Some(layer) = layer_of(unit) else {
            found.push(format!(
                "src/{unit} is in no layer: add it to LAYERS and DESIGN.md"
            ));
            continue;
        };
        for dep in deps {
            match layer_of(dep) {
                None => found.push(format!(
                    "{unit} uses crate::{dep}, which is not a module of the layer table"
                )),
                Some(l) if l > layer => found.push(format!(
                    "{unit} (layer {layer}) uses {dep} (layer {l}): an import up a layer"
                )),
                Some(_) => {}
            }
        }
    }
    // Circles: a depth-first search that reports each back edge's circle.
    fn visit(
        unit: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
        found: &mut Vec<String>,
    ) {
        if let Some(at) = path.iter().position(|p| p == unit) {
            let mut circle = path[at..].to_vec();
            circle.push(unit.to_string());
            found.push(format!("import cycle: {}", circle.join(" -> ")));
            return;
        }
        if !done.insert(unit.to_string()) {
            return;
        }
        path.push(unit.to_string());
        for dep in graph.get(unit).into_iter().flatten() {
            visit(dep, graph, path, done, found);
        }
        path.pop();
    }
    let mut done = BTreeSet::new();
    for unit in graph.keys() {
        visit(unit, graph, &mut Vec::new(), &mut done, &mut found);
    }
    found
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn modules_import_only_their_own_layer_or_below_and_never_in_a_circle() {
    let graph = graph(&src());
    assert!(graph.len() >= LAYERS.len(), "read only {graph:?}");
    let found = violations(&graph);
    assert!(
        found.is_empty(),
        "layering violations:\n{}",
        found.join("\n")
    );
}

/// The check itself: a planted upward import and a planted circle are found.
#[test]
fn a_planted_upward_import_or_circle_is_reported() {
    let mut graph = graph(&src());
    graph
        .get_mut("shape")
        .expect("shape is a module")
        .insert("heap".into());
    let found = violations(&graph);
    assert!(
        found
            .iter()
            .any(|v| v.contains("shape (layer 1) uses heap (layer 2)")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|v| v.starts_with("import cycle:")),
        "{found:?}"
    );

    let mut graph = self::graph(&src());
    graph
        .get_mut("atoms")
        .expect("atoms is a module")
        .insert("value".into());
    graph
        .get_mut("value")
        .expect("value is a module")
        .insert("atoms".into());
    let found = violations(&graph);
    assert!(
        found.iter().any(|v| v.starts_with("import cycle:")),
        "a circle within one layer: {found:?}"
    );
}

#[test]
fn the_reader_sees_grouped_and_inline_paths_but_not_comments_or_tests() {
    let code = code_of(
        Path::new("x.rs"),
        "use crate::{atoms::Atom, shape::{A, B}, value};\n\
         // use crate::heap::Heap;\n\
         fn f() -> crate::policy::Policy { todo!() } // crate::clone\n\
         pub(crate) fn g() {}\n\
         #[cfg(test)]\n\
         mod tests { use crate::script; }\n",
    );
    let deps: Vec<String> = dependencies(&code).into_iter().collect();
    assert_eq!(deps, ["atoms", "policy", "shape", "value"]);
}

#[test]
fn the_reader_skips_only_the_item_a_test_attribute_marks() {
    let code = code_of(
        Path::new("x.rs"),
        "struct S {\n\
         \x20   #[cfg(test)]\n\
         \x20   seen: crate::script::Seen,\n\
         \x20   kept: crate::atoms::Atom,\n\
         }\n\
         #[cfg(test)]\n\
         #[derive(Debug)]\n\
         fn helper(\n\
         \x20   a: crate::clone::A,\n\
         ) -> char {\n\
         \x20   let _ = \"}}\";\n\
         \x20   '{'\n\
         }\n\
         fn after() -> crate::policy::Policy { todo!() }\n\
         #[cfg(test)]\n\
         use crate::heap::Heap;\n\
         fn last(_: &crate::value::Value) {}\n\
         #[cfg(test)]\n\
         mod tests {\n\
         \x20   use crate::script;\n\
         }\n",
    );
    let deps: Vec<String> = dependencies(&code).into_iter().collect();
    assert_eq!(deps, ["atoms", "policy", "value"]);
}
