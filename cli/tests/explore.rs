//! `shapeshift explore` and `shapeshift v8log`, end to end through the built
//! binary: the page's data under insta (not its HTML bytes), its size, bad
//! input, and the page in headless Chromium (Debian's `chromium`, driven by
//! `playwright-core` from `cli/tests/browser/`): the number of shape nodes,
//! a click on a variable highlighting its chain, no console errors, no network
//! use, and the time to open. The browser test skips, saying why, where
//! Chromium or the driver is not installed (`.ci/run` installs both).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;

/// One Chromium at a time. The test harness runs this file's tests on two
/// threads, and two Chromiums on a 2-core machine took the 200-object page's
/// open time past its one-second bound; the bound is about the page, so the
/// browsers take turns.
static ONE_BROWSER: Mutex<()> = Mutex::new(());

#[macro_use]
#[path = "../../tests/support/mod.rs"]
mod support;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

fn shapeshift(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shapeshift"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("the shapeshift binary runs")
}

fn scratch_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("explore");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The page's data, as `--json` prints it.
fn page_json(script: &str) -> serde_json::Value {
    let o = shapeshift(&["explore", script, "--json"]);
    assert!(o.status.success(), "{script}: {}", stderr(&o));
    serde_json::from_slice(&o.stdout).expect("JSON")
}

#[test]
fn the_pages_data_is_reviewed() {
    let o = shapeshift(&["explore", "examples/scripts/options.js", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    snapshot!("explore_options_json", String::from_utf8_lossy(&o.stdout));
}

#[test]
fn versions_that_differ_are_marked() {
    // Deleting from the end: Node 20's V8 rolls each delete back to the
    // parent map, 12.4 and 13.6 normalize.
    let page = page_json("tests/v8/delete_all_from_the_end.js");
    let versions = page["versions"].as_array().expect("versions");
    assert_eq!(versions.len(), 3);
    let differing: Vec<u64> = versions
        .iter()
        .map(|v| v["differing"].as_u64().unwrap_or(0))
        .collect();
    assert!(differing.iter().all(|&d| d > 0), "{differing:?}");
    let marked = |v: &serde_json::Value| {
        v["events"]
            .as_array()
            .map_or(0, |e| e.iter().filter(|e| e["differs"] == true).count()) as u64
    };
    for (v, &d) in versions.iter().zip(&differing) {
        assert_eq!(marked(v), d, "{}", v["name"]);
    }
}

#[test]
fn a_page_is_written_atomically_and_names_its_size() {
    let out = scratch_dir().join("options.html");
    let out_text = out.to_string_lossy().into_owned();
    let o = shapeshift(&["explore", "examples/scripts/options.js", "-o", &out_text]);
    assert!(o.status.success(), "{}", stderr(&o));
    let html = std::fs::read_to_string(&out).expect("the page");
    assert!(html.starts_with("<!DOCTYPE html>"));
    // Self-contained: nothing is fetched.
    for outside in ["src=\"http", "href=\"http", "@import", "url(http"] {
        assert!(
            !html.contains(outside),
            "the page refers outside: {outside}"
        );
    }
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(said.contains(&format!("{} bytes", html.len())), "{said}");
}

#[test]
fn bad_input_is_refused_with_its_reason() {
    let dir = scratch_dir();
    let unsupported = dir.join("generator.js");
    std::fs::write(&unsupported, "function* g() {}\nconst o = {a: 1};\n").expect("script");
    let o = shapeshift(&["explore", &unsupported.to_string_lossy(), "-o", "/dev/null"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("generators"), "{}", stderr(&o));

    let not_a_log = dir.join("not_a_log.txt");
    std::fs::write(&not_a_log, "hello\n").expect("file");
    let script = "examples/scripts/options.js";
    let o = shapeshift(&["v8log", script, "--log", &not_a_log.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("not a V8 log"), "{}", stderr(&o));

    let truncated = dir.join("truncated.log");
    std::fs::write(
        &truncated,
        "v8-version,11,3,244,8,-node.38,0\ncode-creation,JS,10,1,0x10,100, /x/options.js:1:1,0x0,~\nmap,Transition,1,0x1",
    )
    .expect("file");
    let o = shapeshift(&["v8log", script, "--log", &truncated.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("truncated"), "{}", stderr(&o));

    let elsewhere = dir.join("elsewhere.log");
    std::fs::write(&elsewhere, "v8-version,11,3,244,8,-node.38,0\n").expect("file");
    let o = shapeshift(&["v8log", script, "--log", &elsewhere.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("no code in the log"), "{}", stderr(&o));
}

/// What `check.mjs` saw.
struct Seen {
    nodes: u64,
    v8_nodes: u64,
    highlighted: Vec<String>,
    node_highlighted: Vec<String>,
    version_nodes: serde_json::Value,
    errors: Vec<String>,
    requests: Vec<String>,
    load_ms: u64,
}

/// What Chromium saw, or `None` after saying on stderr why the test skips.
fn chromium_or_skip(opened: Result<Seen, String>) -> Option<Seen> {
    match opened {
        Ok(seen) => Some(seen),
        Err(why) => {
            eprintln!("skipped: {why}");
            None
        }
    }
}

/// Opens `page` in headless Chromium, or says why it cannot.
fn open_in_chromium(
    page: &Path,
    screenshot: &Path,
    variable: &str,
    node: Option<&str>,
) -> Result<Seen, String> {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    if !Path::new(&chromium).exists() {
        return Err(format!(
            "no Chromium at {chromium} (Debian's `chromium` package; .ci/run installs it)"
        ));
    }
    let driver = root().join("cli/tests/browser");
    if !driver.join("node_modules/playwright-core").exists() {
        return Err("playwright-core is not installed (run `npm ci` in cli/tests/browser)".into());
    }
    // A test that failed while holding the lock poisons it; the next browser
    // still runs.
    let _turn = ONE_BROWSER
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let o = Command::new("node")
        .arg(driver.join("check.mjs"))
        .arg(page)
        .arg(screenshot)
        .arg(variable)
        .args(node)
        .env("CHROMIUM", &chromium)
        .output()
        .map_err(|e| format!("node could not run: {e}"))?;
    if !o.status.success() {
        // Chromium is there but cannot start: a failure, not a skip.
        panic!("the browser check failed: {}", stderr(&o));
    }
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("check.mjs prints JSON");
    let strings = |key: &str| -> Vec<String> {
        v[key].as_array().map_or_else(Vec::new, |a| {
            a.iter()
                .map(|x| x.as_str().unwrap_or("").to_string())
                .collect()
        })
    };
    Ok(Seen {
        nodes: v["nodes"].as_u64().unwrap_or(0),
        v8_nodes: v["v8Nodes"].as_u64().unwrap_or(0),
        highlighted: strings("highlighted"),
        node_highlighted: strings("nodeHighlighted"),
        version_nodes: v["versionNodes"].clone(),
        errors: strings("consoleErrors"),
        requests: strings("requests"),
        load_ms: v["loadMs"].as_u64().unwrap_or(u64::MAX),
    })
}

#[test]
fn the_page_renders_in_chromium() {
    let dir = scratch_dir();
    let page = dir.join("options.html");
    let o = shapeshift(&[
        "explore",
        "examples/scripts/options.js",
        "-o",
        &page.to_string_lossy(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let data = page_json("examples/scripts/options.js");
    let first = &data["versions"][0];
    let expected_nodes = first["forest"]["nodes"].as_array().map_or(0, |n| n.len()) as u64;
    let chain: Vec<String> = first["variables"]
        .as_array()
        .and_then(|vs| vs.iter().find(|v| v["name"] == "options"))
        .and_then(|v| v["chain"].as_array())
        .map(|c| {
            c.iter()
                .map(|x| x.as_str().unwrap_or("").to_string())
                .collect()
        })
        .expect("the variable options and its chain");
    let screenshot = root().join("target/explore-options.png");
    let _ = std::fs::create_dir_all(root().join("target"));
    let last = chain.last().cloned().unwrap_or_default();
    let Some(seen) = chromium_or_skip(open_in_chromium(&page, &screenshot, "options", Some(&last)))
    else {
        return;
    };
    assert_eq!(seen.nodes, expected_nodes, "shape nodes drawn");
    // Clicking the object's shape itself highlights the same chain.
    let mut from_node = seen.node_highlighted.clone();
    from_node.sort();
    let mut highlighted = seen.highlighted.clone();
    let mut expected = chain.clone();
    highlighted.sort();
    expected.sort();
    assert_eq!(highlighted, expected, "the chain of options");
    assert_eq!(from_node, expected, "the chain of options's shape, clicked");
    for (i, v) in data["versions"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let name = v["name"].as_str().unwrap_or("");
        let n = v["forest"]["nodes"].as_array().map_or(0, |n| n.len()) as u64;
        assert_eq!(
            seen.version_nodes[name].as_u64(),
            Some(n),
            "version {i} ({name})"
        );
    }
    assert!(seen.errors.is_empty(), "console errors: {:?}", seen.errors);
    assert!(
        seen.requests.is_empty(),
        "the page fetched: {:?}",
        seen.requests
    );
    assert!(
        screenshot.exists(),
        "a screenshot at {}",
        screenshot.display()
    );
}

#[test]
fn a_page_of_200_objects_is_small_and_opens_fast() {
    let dir = scratch_dir();
    let mut script = String::from("const all = [];\n");
    for i in 0..200 {
        // Five families of shapes, some normalized, some sharing.
        let line = match i % 5 {
            0 => format!("const o{i} = {{a: {i}, b: 'x'}}; o{i}.c{} = 1;\n", i % 7),
            1 => format!("const o{i} = {{}}; o{i}.p = {i}; o{i}.q = {i};\n"),
            2 => format!("const o{i} = {{x: 1, y: 2, z: 3}}; delete o{i}.x;\n"),
            3 => format!("const o{i} = Object.create(null); o{i}.k = {i};\n"),
            _ => format!("const o{i} = {{...o0, n{}: {i}}};\n", i % 11),
        };
        script.push_str(&line);
    }
    let path = dir.join("two_hundred.js");
    std::fs::write(&path, &script).expect("script");
    let page = dir.join("two_hundred.html");
    let o = shapeshift(&[
        "explore",
        &path.to_string_lossy(),
        "-o",
        &page.to_string_lossy(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let size = std::fs::metadata(&page).expect("the page").len();
    assert!(size < 1 << 20, "the page is {size} bytes");
    let screenshot = root().join("target/explore-two-hundred.png");
    let Some(seen) = chromium_or_skip(open_in_chromium(&page, &screenshot, "o0", None)) else {
        return;
    };
    assert!(seen.errors.is_empty(), "console errors: {:?}", seen.errors);
    assert!(seen.load_ms < 1000, "opened in {} ms", seen.load_ms);
    eprintln!(
        "200 objects: {size} bytes, {} nodes, opened in {} ms",
        seen.nodes, seen.load_ms
    );
}

#[test]
fn v8s_tree_is_drawn_beside_the_models() {
    let dir = scratch_dir();
    let page = dir.join("options_v8.html");
    let o = shapeshift(&[
        "v8log",
        "examples/scripts/options.js",
        "--html",
        &page.to_string_lossy(),
    ]);
    if o.status.code() == Some(3) && stderr(&o).contains("could not run") {
        eprintln!("skipped: Node is not installed ({})", stderr(&o).trim());
        return;
    }
    assert!(o.status.success(), "{}", stderr(&o));
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(said.lines().any(|l| l.starts_with("agreement: ")), "{said}");
    let screenshot = root().join("target/explore-options-v8.png");
    let Some(seen) = chromium_or_skip(open_in_chromium(&page, &screenshot, "options", None)) else {
        return;
    };
    assert!(seen.v8_nodes > 0, "V8's tree is drawn");
    assert!(seen.nodes > 0, "the model's tree is drawn");
    assert!(seen.errors.is_empty(), "console errors: {:?}", seen.errors);
}
