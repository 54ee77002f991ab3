//! The fuzz targets' bodies, shared by `fuzz/` (cargo fuzz, which includes this
//! file by path) and by `tests/fuzz_regressions.rs`, which replays every input
//! the fuzzers ever found through the same code. One copy, so a regression test
//! checks exactly what the fuzzer checked.
//!
//! Each function panics when an oracle fails (that is what a fuzzer reports);
//! bad input itself must never make it panic.

#![allow(dead_code)]

use shapeshift::clone::{self, CloneOptions, Deserializer, Serializer};
use shapeshift::schema::schema_hash;
use shapeshift::snapshot::{Header, Snapshot, SnapshotBuilder, SnapshotImage};
use shapeshift::{Heap, Policy, Runtime, Value};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// Statements a fuzzed script may run: enough for every corpus script, few
/// enough that an input with a long loop stays fast.
pub const SCRIPT_STEP_LIMIT: u64 = 20_000;

/// The runtime, the stdlib snapshot built on it, and a scratch directory.
///
/// The stdlib snapshot is deterministic (the same bytes from the same
/// sources), so messages the seed writer makes against it carry the identity
/// of the heap `clone_read` restores, and their snapshot shape IDs are read.
pub struct Fixture {
    /// The model stdlib's natives and modules.
    pub runtime: Arc<Runtime>,
    /// The snapshot of a heap that ran `stream`, opened (validated).
    pub snapshot: Arc<Snapshot>,
    /// A scratch directory of this process (under `target/` in tests, tmpfs
    /// for the fuzzers).
    pub scratch: PathBuf,
}

/// The process-wide fixture, built on first use.
pub fn fixture() -> &'static Fixture {
    static FIXTURE: OnceLock<Fixture> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let runtime = Arc::new(shapeshift::stdlib::runtime(&[]).expect("the stdlib registers"));
        // Under `target/` in tests (cargo's scratch directory for them), so that
        // a test run leaves nothing in the system's folders; tmpfs for the
        // fuzzers, which write a file per input.
        let base = match option_env!("CARGO_TARGET_TMPDIR") {
            Some(dir) => PathBuf::from(dir),
            None if Path::new("/dev/shm").is_dir() => PathBuf::from("/dev/shm"),
            None => std::env::temp_dir(),
        };
        let scratch = base.join(format!("shapeshift-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(&scratch).expect("a scratch directory");
        let path = scratch.join("stdlib.snap");
        shapeshift_cli::snapshot_tools::build_snapshot(&runtime, &["stream"], &path)
            .expect("the stdlib snapshot builds");
        let snapshot = Arc::new(Snapshot::open(&path, &runtime).expect("it opens"));
        Fixture {
            runtime,
            snapshot,
            scratch,
        }
    })
}

/// `snapshot_open`: the first byte picks how the rest is used.
/// - odd: the rest is the whole file, header included (the header checks;
///   almost every mutation ends at the checksum);
/// - even: the rest is the payload, wrapped in a correct header (right schema,
///   fingerprint and checksum), so mutations reach rkyv's validation and the
///   heap checks behind it.
///
/// A file that opens is restored (copy-on-write over the mapping), verified and
/// used: every root's own properties are read (lazy ones load their modules),
/// each root is structured-cloned and a property is added to it, and the heap
/// is written back to snapshot bytes. `Snapshot::open` promises that a file
/// which passes cannot make a restored heap misbehave; this checks it.
/// Why `Snapshot::open` refuses the `snapshot_open` input `data`, or `None`
/// when it opens (or the input is empty).
pub fn snapshot_refusal(data: &[u8]) -> Option<String> {
    let (&mode, rest) = data.split_first()?;
    let f = fixture();
    let file = snapshot_file(f, mode, rest);
    let path = f
        .scratch
        .join(format!("why-{:?}.snap", std::thread::current().id()));
    std::fs::write(&path, &file).expect("the scratch file is writable");
    Snapshot::open(&path, &f.runtime)
        .err()
        .map(|e| e.to_string())
}

/// The file a `snapshot_open` input stands for: the input itself (odd mode
/// byte) or a bare payload behind a correct header (even), so that mutations
/// reach past the checksum.
fn snapshot_file(f: &Fixture, mode: u8, rest: &[u8]) -> Vec<u8> {
    if mode & 1 == 1 {
        rest.to_vec()
    } else {
        let header = Header::for_payload(
            schema_hash::<SnapshotImage>(),
            f.runtime.fingerprint(),
            rest,
        );
        let mut file = header.encode().to_vec();
        file.extend_from_slice(rest);
        file
    }
}

pub fn snapshot_open(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let f = fixture();
    let file = snapshot_file(f, mode, rest);
    let path = f
        .scratch
        .join(format!("input-{:?}.snap", std::thread::current().id()));
    std::fs::write(&path, &file).expect("the scratch file is writable");
    let snapshot = match Snapshot::open(&path, &f.runtime) {
        Ok(s) => s,
        Err(e) => {
            if std::env::var_os("SHAPESHIFT_FUZZ_VERBOSE").is_some() {
                eprintln!("refused: {e}");
            }
            return;
        }
    };
    let snapshot = Arc::new(snapshot);
    let names = snapshot.root_names();
    let mut heap = Heap::restore(snapshot.clone(), f.runtime.clone())
        .expect("the runtime the snapshot was built with");
    heap.verify()
        .expect("a validated snapshot restores to a consistent heap");
    let extra = heap.key("fuzz_extra");
    for name in &names {
        let Some(value) = snapshot.root(name) else {
            continue;
        };
        if let Value::Object(o) = value {
            for key in heap.own_keys(o).expect("an ID this heap handed out") {
                let _ = heap.get(o, key);
                heap.verify()
                    .expect("the heap stays consistent after a read");
            }
            let _ = heap.set(o, extra, Value::from(1), shapeshift::StoreOrigin::Named);
            heap.verify()
                .expect("the heap stays consistent after a store");
        }
        let _ = heap.structured_clone(value);
        heap.verify()
            .expect("the heap stays consistent after a clone");
    }
    let _ = SnapshotBuilder::new(&heap).to_bytes();
}

/// `clone_read`: reads `data` into a fresh heap and into one restored from the
/// stdlib snapshot (so snapshot shape IDs are read, not refused at the header).
/// Oracles: the heap passes `verify()` after every read, accepted or refused;
/// `clone::dump` accepts exactly what the reader accepts; a value that was read
/// is written canonically, read again and written again, and the two
/// canonical messages are byte-for-byte equal.
pub fn clone_read(data: &[u8]) {
    let f = fixture();
    let mut fresh = Heap::with_runtime(Policy::node20(), f.runtime.clone());
    read_into(&mut fresh, data);
    let mut restored = Heap::restore(f.snapshot.clone(), f.runtime.clone())
        .expect("the runtime the snapshot was built with");
    read_into(&mut restored, data);
}

fn read_into(heap: &mut Heap, data: &[u8]) {
    let dumped = clone::dump(data, Some(heap));
    let read = Deserializer::new().deserialize(heap, data);
    heap.verify().expect("the receiving heap stays consistent");
    assert_eq!(
        dumped.is_ok(),
        read.is_ok(),
        "dump and reader disagree: dump {dumped:?}, reader {read:?}"
    );
    let Ok(value) = read else {
        return;
    };
    let mut canonical = Serializer::new(CloneOptions::canonical());
    let first = canonical
        .serialize(heap, value)
        .expect("a value read from a message can be written");
    let again = Deserializer::new()
        .deserialize(heap, &first)
        .expect("a canonical message this build wrote reads back");
    let second = canonical.serialize(heap, again).expect("and writes again");
    assert_eq!(
        first, second,
        "canonical bytes are stable across a round trip"
    );
}

/// `script`: any UTF-8 text parses and runs within [`SCRIPT_STEP_LIMIT`]
/// statements, or stops with a `ScriptError`; nothing panics.
/// How the `script` input `data` ends: its error, or its last line of output.
pub fn script_outcome(data: &[u8]) -> String {
    let Ok(source) = std::str::from_utf8(data) else {
        return "not UTF-8".into();
    };
    let outcome = shapeshift::script::run_source(source, Some(SCRIPT_STEP_LIMIT));
    match &outcome.error {
        Some(e) => e.to_string(),
        None => format!("ok: {}", outcome.lines.last().map_or("", String::as_str)),
    }
}

pub fn script(data: &[u8]) {
    let Ok(source) = std::str::from_utf8(data) else {
        return;
    };
    let _ = shapeshift::script::run_source(source, Some(SCRIPT_STEP_LIMIT));
}
