//! `Heap::display` against Node 20's `util.inspect`: shape scripts build a value
//! `v`, and the display must print what Node printed for it (recorded below
//! with `util.inspect(v, { breakLength: Infinity })`, which keeps Node's output
//! on one line as the display does). `recorded_forms_match_live_node` re-runs
//! Node on every script when Node 20 is installed, so the recordings stay true.

use shapeshift::script::{Interpreter, Program};
use shapeshift::{Heap, PropertyDescriptor, StoreOrigin, Value};

/// A script that binds `v`, and what Node printed for it. `columns` marks
/// arrays of more than six entries, which Node sets out in columns unless
/// `compact: true` (the one-line form the display prints).
struct Case {
    script: &'static str,
    node: &'static str,
    columns: bool,
}

const fn case(script: &'static str, node: &'static str) -> Case {
    Case {
        script,
        node,
        columns: false,
    }
}

const CASES: &[Case] = &[
    case("const v = {a: 1, b: 'x'};", "{ a: 1, b: 'x' }"),
    case("const v = {};", "{}"),
    case(
        "const v = {__proto__: null, host: 'localhost', port: 80};",
        "[Object: null prototype] { host: 'localhost', port: 80 }",
    ),
    case(
        "const v = Object.create(null);",
        "[Object: null prototype] {}",
    ),
    case(
        "const v = {a: {b: {c: {d: 1}}}};",
        "{ a: { b: { c: [Object] } } }",
    ),
    case(
        "const v = {a: {b: {c: [1], e: [], f: {}}}};",
        "{ a: { b: { c: [Array], e: [], f: {} } } }",
    ),
    case(
        "const v = {a: {b: {c: {__proto__: null, x: 1}}}};",
        "{ a: { b: { c: [Object: null prototype] } } }",
    ),
    case(
        "const v = {a: {b: {c: Object.setPrototypeOf([1], null)}}};",
        "{ a: { b: { c: [Array: null prototype] } } }",
    ),
    case(
        "const v = {a: {b: {c: Object.assign(function () {}, {x: 1})}}};",
        "{ a: { b: { c: [Function] } } }",
    ),
    case("const v = Object.create({x: 1});", "{}"),
    case(
        "const v = Object.create(Object.create(null));",
        "Object <[Object: null prototype] {}> {}",
    ),
    case(
        "const p = Object.create(null); p.z = 1; const v = Object.create(p); v.a = 1;",
        "Object <[Object: null prototype]> { a: 1 }",
    ),
    case(
        "const p = Object.create(null); p.z = 1; const q = Object.create(p); const v = Object.create(q);",
        "Object <Object <[Object: null prototype]>> {}",
    ),
    case(
        "const v = [1, 'two', null, undefined, true];",
        "[ 1, 'two', null, undefined, true ]",
    ),
    case(
        "const v = [1, 2, 3, 4]; delete v[1]; delete v[2];",
        "[ 1, <2 empty items>, 4 ]",
    ),
    case("const v = [1, 2]; delete v[1];", "[ 1, <1 empty item> ]"),
    case("const v = []; v[150] = 1;", "[ <150 empty items>, 1 ]"),
    case("const v = [1]; v.a = 2;", "[ 1, a: 2 ]"),
    case(
        "const v = Object.setPrototypeOf([1, 2], null);",
        "[Array(2): null prototype] [ 1, 2 ]",
    ),
    case(
        "const v = Object.setPrototypeOf([1, 2], Object.prototype);",
        "{ '0': 1, '1': 2 }",
    ),
    case(
        "const v = [function () {}, () => {}];",
        "[ [Function (anonymous)], [Function (anonymous)] ]",
    ),
    case(
        "const v = [Object.assign(function () {}, {a: 1})];",
        "[ [Function (anonymous)] { a: 1 } ]",
    ),
    case(
        "const v = [Object.setPrototypeOf(function () {}, null)];",
        "[ [Function (null prototype) (anonymous)] ]",
    ),
    case(
        "const v = [Object.setPrototypeOf(function () {}, Object.prototype)];",
        "[ [Function (anonymous)] Object ]",
    ),
    case(
        "const v = {'a-b': 1, $x: 2, 0: 3, _ok: 4, 'it\\'s': 5, b2: 6};",
        "{ '0': 3, 'a-b': 1, '$x': 2, _ok: 4, \"it's\": 5, b2: 6 }",
    ),
    case(
        "const v = {}; \
         Object.defineProperty(v, 'a', {get: function () {}, enumerable: true}); \
         Object.defineProperty(v, 'b', {set: function () {}, enumerable: true}); \
         Object.defineProperty(v, 'c', {get: function () {}, set: function () {}, enumerable: true}); \
         Object.defineProperty(v, 'h', {value: 1});",
        "{ a: [Getter], b: [Setter], c: [Getter/Setter] }",
    ),
    case(
        "const v = {name: 'c'}; v.self = v; v.inner = {back: v, arr: [v]};",
        "<ref *1> { name: 'c', self: [Circular *1], inner: { back: [Circular *1], arr: [ [Circular *1] ] } }",
    ),
    case(
        "const v = {}; const t = {up: v}; v.down = t; v.me = v;",
        "<ref *1> { down: { up: [Circular *1] }, me: [Circular *1] }",
    ),
    case(
        "const v = {}; const w = {}; v.w = w; w.w = w; w.v = v;",
        "<ref *2> { w: <ref *1> { w: [Circular *1], v: [Circular *2] } }",
    ),
    case(
        "const v = [Object.assign(function () {}, {a: 1})]; v[0].me = v[0];",
        "[ <ref *1> [Function (anonymous)] { a: 1, me: [Circular *1] } ]",
    ),
    case(
        "const v = [1.5, NaN, -0, Infinity, 1e21, 1e-7];",
        "[ 1.5, NaN, -0, Infinity, 1e+21, 1e-7 ]",
    ),
    case(
        r#"const v = ['it\'s', 'a\'b"c', 'a\'b"c`d', 'a\'b"c${d', 'tab\there\n', '\x01\x7f\x85\\'];"#,
        r#"[ "it's", `a'b"c`, 'a\'b"c`d', 'a\'b"c${d', 'tab\there\n', '\x01\x7F\x85\\' ]"#,
    ),
    case(
        "const v = {u: undefined, n: null, t: true, f: false};",
        "{ u: undefined, n: null, t: true, f: false }",
    ),
    case(
        "const v = [[1, [2, [3, [4]]]]];",
        "[ [ 1, [ 2, [Array] ] ] ]",
    ),
    case("const v = {['__proto__']: 1};", "{ ['__proto__']: 1 }"),
    case(
        "const v = [1]; Object.defineProperty(v, '1', {get: function () {}, enumerable: true});",
        "[ 1, [Getter] ]",
    ),
    case(
        "const v = [1, 2, 3]; Object.defineProperty(v, '1', {enumerable: false});",
        "[ 1, 2, 3 ]",
    ),
    case(
        "const v = {b: 1, 2: 'x', 1: 'y'};",
        "{ '1': 'y', '2': 'x', b: 1 }",
    ),
    case("const v = Object.freeze({a: 1});", "{ a: 1 }"),
    Case {
        script: "const v = []; for (let i = 0; i < 103; i++) v[i] = i;",
        node: "[ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, \
               21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, \
               41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, \
               61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, \
               81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, \
               ... 3 more items ]",
        columns: true,
    },
    Case {
        script: "const v = []; for (let i = 0; i < 6; i++) v[i + i + i] = i;",
        node: "[ 0, <2 empty items>, 1, <2 empty items>, 2, <2 empty items>, 3, \
               <2 empty items>, 4, <2 empty items>, 5 ]",
        columns: true,
    },
    Case {
        script: "const v = []; for (let i = 0; i < 70; i++) v[i + i] = i;",
        node: "[ 0, <1 empty item>, 1, <1 empty item>, 2, <1 empty item>, 3, <1 empty item>, \
               4, <1 empty item>, 5, <1 empty item>, 6, <1 empty item>, 7, <1 empty item>, \
               8, <1 empty item>, 9, <1 empty item>, 10, <1 empty item>, 11, <1 empty item>, \
               12, <1 empty item>, 13, <1 empty item>, 14, <1 empty item>, 15, <1 empty item>, \
               16, <1 empty item>, 17, <1 empty item>, 18, <1 empty item>, 19, <1 empty item>, \
               20, <1 empty item>, 21, <1 empty item>, 22, <1 empty item>, 23, <1 empty item>, \
               24, <1 empty item>, 25, <1 empty item>, 26, <1 empty item>, 27, <1 empty item>, \
               28, <1 empty item>, 29, <1 empty item>, 30, <1 empty item>, 31, <1 empty item>, \
               32, <1 empty item>, 33, <1 empty item>, 34, <1 empty item>, 35, <1 empty item>, \
               36, <1 empty item>, 37, <1 empty item>, 38, <1 empty item>, 39, <1 empty item>, \
               40, <1 empty item>, 41, <1 empty item>, 42, <1 empty item>, 43, <1 empty item>, \
               44, <1 empty item>, 45, <1 empty item>, 46, <1 empty item>, 47, <1 empty item>, \
               48, <1 empty item>, 49, <1 empty item>, ... 39 more items ]",
        columns: true,
    },
];

/// Runs `script` and returns its heap and the object bound to `v`.
fn run(script: &str) -> (Interpreter, Value) {
    let program =
        Program::parse(script).unwrap_or_else(|e| panic!("`{script}` does not parse: {e}"));
    let mut interp = Interpreter::default();
    let objects = interp
        .run(&program, &mut |_| {})
        .unwrap_or_else(|e| panic!("`{script}` fails: {e}"));
    let v = objects
        .iter()
        .find(|(name, _)| name == "v")
        .map(|&(_, o)| Value::Object(o))
        .unwrap_or_else(|| panic!("`{script}` binds no object to v"));
    (interp, v)
}

#[test]
fn objects_print_as_node_prints_them() {
    let mut wrong = Vec::new();
    for c in CASES {
        let (interp, v) = run(c.script);
        let shown = interp.heap().display(v).to_string();
        if shown != c.node {
            wrong.push(format!("{}\n  node: {}\n  here: {shown}", c.script, c.node));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn primitives_print_as_node_prints_them() {
    let mut heap = Heap::new();
    let cases: Vec<(Value, &str)> = vec![
        (Value::Undefined, "undefined"),
        (Value::Null, "null"),
        (Value::Bool(true), "true"),
        (Value::from(0), "0"),
        (Value::from(-0.0), "-0"),
        (Value::from(1.5), "1.5"),
        (Value::from(f64::NAN), "NaN"),
        (Value::from(f64::NEG_INFINITY), "-Infinity"),
        (Value::from(1e21), "1e+21"),
        (Value::from(0.1 + 0.2), "0.30000000000000004"),
        (heap.string("x"), "'x'"),
        (heap.string(""), "''"),
        (heap.string("it's"), "\"it's\""),
        (heap.string("a\u{0}b\u{b}\u{1b}"), "'a\\x00b\\x0B\\x1B'"),
        (heap.string("\u{2028}é😀"), "'\u{2028}é😀'"),
    ];
    for (v, node) in cases {
        assert_eq!(heap.display(v).to_string(), node, "{v:?}");
    }
}

#[test]
fn a_long_string_is_cut_after_ten_thousand_units() {
    let mut heap = Heap::new();
    // 9,999 units, then a character of two units that straddles the limit:
    // JavaScript's slice keeps its first half (Node 20:
    // util.inspect('a'.repeat(9999) + '😀z') ends in `\ud83d'... 2 more characters`).
    let s = format!("{}😀z", "a".repeat(9_999));
    let v = heap.string(&s);
    let shown = heap.display(v).to_string();
    assert_eq!(
        shown,
        format!("'{}\\ud83d'... 2 more characters", "a".repeat(9_999))
    );
    let v = heap.string(&"b".repeat(10_001));
    assert!(
        heap.display(v)
            .to_string()
            .ends_with("b'... 1 more character")
    );
}

#[test]
fn symbol_keys_natives_and_names() {
    let mut runtime = shapeshift::Runtime::new();
    let ok = runtime
        .natives
        .register("answer", |_, _, _| Ok(Value::from(42)));
    let ok = ok.expect("a fresh name registers");
    let mut heap = Heap::with_runtime(shapeshift::Policy::node20(), std::sync::Arc::new(runtime));
    let o = heap.new_object();
    let s = heap.symbol("tag");
    let quoted = heap.symbol("it's");
    heap.set(o, s, Value::from(1), StoreOrigin::Named).unwrap();
    heap.set(o, quoted, Value::from(2), StoreOrigin::Named)
        .unwrap();
    // A non-enumerable symbol is not shown, as Node shows only enumerable keys.
    let hidden = heap.symbol("hidden");
    heap.define_property(
        o,
        hidden,
        PropertyDescriptor {
            value: Some(Value::from(3)),
            ..Default::default()
        },
    )
    .unwrap();
    // Node: util.inspect({[Symbol('tag')]: 1, [Symbol("it's")]: 2})
    assert_eq!(
        heap.display(Value::Object(o)).to_string(),
        "{ [Symbol(tag)]: 1, [Symbol(it\\'s)]: 2 }"
    );

    assert_eq!(
        heap.display(Value::Native(ok)).to_string(),
        "[Function: answer]"
    );
    let f = heap.native_function("answer").unwrap();
    assert_eq!(
        heap.display(Value::Object(f)).to_string(),
        "[Function: answer]"
    );
    // An own `name` string names a function, as `Object.defineProperty(f,
    // 'name', {value: 'g'})` does in Node.
    let g = heap.new_function(false);
    let name = heap.key("name");
    let text = heap.string("g");
    heap.define_property(
        g,
        name,
        PropertyDescriptor {
            value: Some(text),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(heap.display(Value::Object(g)).to_string(), "[Function: g]");
}

#[test]
fn depth_width_and_foreign_ids() {
    let (interp, v) = run("const v = {a: {b: {c: {d: {e: 1}}}}};");
    let heap = interp.heap();
    // Node 20: util.inspect(v, { depth: 0 }), and with { depth: 3 } and
    // { depth: Infinity } the same entries, broken across lines (Node breaks
    // objects nested more than three levels deep).
    assert_eq!(heap.display(v).depth(0).to_string(), "{ a: [Object] }");
    assert_eq!(
        heap.display(v).depth(3).to_string(),
        "{ a: { b: { c: { d: [Object] } } } }"
    );
    assert_eq!(
        heap.display(v).depth(u32::MAX).to_string(),
        "{ a: { b: { c: { d: { e: 1 } } } } }"
    );
    assert_eq!(format!("[{:>6}]", heap.display(Value::Null)), "[  null]");
    // An ID from a bigger heap names nothing here: said, not a panic.
    let small = Heap::new();
    let mut big = Heap::new();
    let foreign = (0..10).map(|_| big.new_object()).last().unwrap();
    assert_eq!(
        small.display(Value::Object(foreign)).to_string(),
        format!("<unknown {foreign}>")
    );
}

/// Node's `util.inspect` of every case, one JSON string per line.
fn node_forms() -> Option<Vec<String>> {
    let version = match std::process::Command::new("node").arg("--version").output() {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).trim().to_string(),
        _ => {
            eprintln!("skipping recorded_forms_match_live_node: `node` is not installed");
            return None;
        }
    };
    if !version.starts_with("v20.") {
        eprintln!("skipping recorded_forms_match_live_node: node {version} is not Node 20");
        return None;
    }
    let mut js = String::from("const util = require('util');\n");
    for c in CASES {
        let options = if c.columns {
            "{ breakLength: Infinity, compact: true }"
        } else {
            "{ breakLength: Infinity }"
        };
        js.push_str(&format!(
            "(function () {{ {}\nconsole.log(JSON.stringify(util.inspect(v, {options}))); }})();\n",
            c.script
        ));
    }
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("display");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let path = dir.join("cases.js");
    std::fs::write(&path, js).expect("the cases script is written");
    let out = std::process::Command::new("node")
        .arg(&path)
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "node failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect(),
    )
}

/// The JSON string literal of `s`, as `JSON.stringify` writes it.
fn json(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[test]
fn recorded_forms_match_live_node() {
    let Some(lines) = node_forms() else { return };
    assert_eq!(lines.len(), CASES.len(), "one line per case: {lines:?}");
    let stale: Vec<String> = CASES
        .iter()
        .zip(&lines)
        .filter(|(c, line)| json(c.node) != **line)
        .map(|(c, line)| format!("{}\n  recorded: {}\n  node now: {line}", c.script, c.node))
        .collect();
    assert!(stale.is_empty(), "stale recordings:\n{}", stale.join("\n"));
}
