//! Writes the seed corpora of the fuzz targets into `fuzz/corpus/<target>/`
//! from real artefacts of this build:
//! - `snapshot_open`: the stdlib snapshot, a snapshot of an empty heap, and one
//!   whose roots are the clone payloads, each as a whole file (mode byte 1) and
//!   as a bare payload (mode byte 0; see the target);
//! - `clone_read`: the clone payloads plus a mixed graph (cycle, sparse and
//!   holey arrays, null prototype, dictionary mode, frozen), in both
//!   encodings, with the fast path on and off, and between heaps of the stdlib
//!   snapshot (snapshot shapes by ID);
//! - `script`: every script of the V8 corpus (`tests/v8/*.js`).
//!
//! Usage: `cargo run --release --bin seeds` from `fuzz/` (`run.sh` does it).

use shapeshift::clone::{CloneOptions, Serializer};
use shapeshift_cli::payloads;
use shapeshift::snapshot::{SnapshotBuilder};
use shapeshift_cli::snapshot_tools as tools;
use shapeshift::{Heap, Policy, PropertyKey, StoreOrigin, Value};
use shapeshift_fuzz::fixture;
use std::path::{Path, PathBuf};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("corpus");
    let f = fixture();

    // snapshot_open
    let dir = corpus.join("snapshot_open");
    std::fs::create_dir_all(&dir)?;
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    let stdlib = f.scratch.join("seed-stdlib.snap");
    tools::build_snapshot(&f.runtime, &["stream"], &stdlib)?;
    files.push(("stdlib".into(), stdlib));
    let empty = f.scratch.join("seed-empty.snap");
    tools::build_empty_snapshot(&f.runtime, &empty)?;
    files.push(("empty".into(), empty));
    let mut heap = Heap::with_runtime(Policy::node20(), f.runtime.clone());
    let mut builder_roots = Vec::new();
    for name in payloads::PAYLOADS {
        let o = payloads::build(&mut heap, name).ok_or("a payload")?;
        builder_roots.push((name, Value::Object(o)));
    }
    let mixed = mixed_graph(&mut heap);
    builder_roots.push(("mixed", mixed));
    let mut builder = SnapshotBuilder::new(&heap);
    for (name, value) in &builder_roots {
        builder = builder.root(name, *value);
    }
    let payload_snap = f.scratch.join("seed-payloads.snap");
    builder.write(&payload_snap)?;
    files.push(("payloads".into(), payload_snap));
    for (name, path) in &files {
        let bytes = std::fs::read(path)?;
        let mut whole = vec![1u8];
        whole.extend_from_slice(&bytes);
        std::fs::write(dir.join(format!("{name}-file")), whole)?;
        let mut bare = vec![0u8];
        bare.extend_from_slice(&bytes[shapeshift::snapshot::HEADER_LEN..]);
        std::fs::write(dir.join(format!("{name}-payload")), bare)?;
    }

    // clone_read
    let dir = corpus.join("clone_read");
    std::fs::create_dir_all(&dir)?;
    let mut fresh = Heap::with_runtime(Policy::node20(), f.runtime.clone());
    let mut restored = Heap::restore(f.snapshot.clone(), f.runtime.clone()).expect("the runtime the snapshot was built with");
    let identity = restored.snapshot_identity();
    for (heap_name, heap) in [("fresh", &mut fresh), ("restored", &mut restored)] {
        let mut values: Vec<(&str, Value)> = Vec::new();
        for name in payloads::PAYLOADS {
            let o = payloads::build(heap, name).ok_or("a payload")?;
            values.push((name, Value::Object(o)));
        }
        values.push(("mixed", mixed_graph(heap)));
        let settings = [
            ("pooled", CloneOptions::default()),
            ("canonical", CloneOptions::canonical()),
            (
                "generic",
                CloneOptions {
                    fast_path: false,
                    ..CloneOptions::default()
                },
            ),
            (
                "peer",
                CloneOptions {
                    peer_snapshot: identity,
                    ..CloneOptions::default()
                },
            ),
            // A session's first message: its definitions, session shapes and
            // session strings.
            (
                "session",
                CloneOptions {
                    session: true,
                    ..CloneOptions::default()
                },
            ),
            (
                "peer-session",
                CloneOptions {
                    peer_snapshot: identity,
                    session: true,
                    ..CloneOptions::default()
                },
            ),
        ];
        for (value_name, value) in &values {
            for (setting, options) in settings {
                let bytes = Serializer::new(options).serialize(heap, *value)?;
                std::fs::write(
                    dir.join(format!("{heap_name}-{value_name}-{setting}")),
                    bytes,
                )?;
            }
        }
    }

    // script
    let dir = corpus.join("script");
    std::fs::create_dir_all(&dir)?;
    let mut scripts = 0;
    for entry in std::fs::read_dir(root.join("../tests/v8"))? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "js") {
            let name = path.file_name().ok_or("a file name")?;
            std::fs::copy(&path, dir.join(name))?;
            scripts += 1;
        }
    }
    println!(
        "seeds written to {}: {} snapshot files, {} messages, {scripts} scripts",
        corpus.display(),
        files.len() * 2,
        2 * 5 * 4
    );
    let _ = std::fs::remove_dir_all(&f.scratch);
    Ok(())
}

/// `{n: 1, s: 'x', self: <cycle>, list: [1, <hole>, 'a', {}], sparse: [5000]=1,
/// bare: {__proto__: null, k: 2}, dict: {a, b} with a deleted, frozen: {z: 0}}`.
fn mixed_graph(heap: &mut Heap) -> Value {
    let o = heap.new_object();
    let put = |heap: &mut Heap, o, k: &str, v| {
        let key = heap.key(k);
        heap.set(o, key, v, StoreOrigin::Named)
    };
    let s = heap.string("x");
    let inner = heap.new_object();
    let a = heap.string("a");
    let list = heap.new_array(&[Value::from(1), Value::from(2), a, Value::Object(inner)]).expect("values of this heap");
    let _ = heap.delete(list, PropertyKey::Index(1));
    let sparse = heap.new_array(&[]).expect("values of this heap");
    let _ = heap.set(
        sparse,
        PropertyKey::Index(5000),
        Value::from(1),
        StoreOrigin::Keyed,
    );
    let bare = heap.object_create(None).expect("a prototype of this heap");
    let dict = heap.new_object();
    let frozen = heap.new_object();
    let _ = put(heap, o, "n", Value::from(1));
    let _ = put(heap, o, "s", s);
    let _ = put(heap, o, "self", Value::Object(o));
    let _ = put(heap, o, "list", Value::Object(list));
    let _ = put(heap, o, "sparse", Value::Object(sparse));
    let _ = put(heap, bare, "k", Value::from(2));
    let _ = put(heap, o, "bare", Value::Object(bare));
    let _ = put(heap, dict, "a", Value::from(3));
    let _ = put(heap, dict, "b", Value::from(4));
    let key = heap.key("a");
    let _ = heap.delete(dict, key);
    let _ = put(heap, o, "dict", Value::Object(dict));
    let _ = put(heap, frozen, "z", Value::from(0));
    heap.freeze(frozen).expect("an object of this heap");
    let _ = put(heap, o, "frozen", Value::Object(frozen));
    Value::Object(o)
}
