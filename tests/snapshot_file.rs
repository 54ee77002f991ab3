//! The snapshot file layer against real damaged files: every `SnapshotError`
//! variant from a real file (truncated at many offsets, flipped bits, wrong
//! version, wrong fingerprint, wrong schema, a valid checksum over garbage).
//! Crash consistency of publishing is `tests/crash_consistency.rs`, with real
//! heap snapshots.

use rkyv::{Archive, Deserialize, Serialize};
use shapeshift::schema::{ArchiveSchema, schema_hash};
use shapeshift::snapshot::{
    FORMAT_VERSION, HEADER_LEN, Header, SnapshotError, SnapshotFile, publish,
};
use std::path::Path;

#[derive(Archive, Serialize, Deserialize, ArchiveSchema, Debug, PartialEq)]
struct Demo {
    names: Vec<String>,
    values: Vec<u32>,
}

/// The same layout under another type name, so another schema: files of one
/// must be refused as the other.
#[derive(Archive, Serialize, Deserialize, ArchiveSchema, Debug, PartialEq)]
struct OtherDemo {
    names: Vec<String>,
    values: Vec<u32>,
}

const FINGERPRINT: u64 = 0x1234_5678_9abc_def0;

fn demo(n: usize, tag: &str) -> Demo {
    Demo {
        names: (0..n).map(|i| format!("{tag}-{i}")).collect(),
        values: (0..n as u32).collect(),
    }
}

fn write(path: &Path, value: &Demo) {
    let payload = rkyv::to_bytes::<rkyv::rancor::Error>(value).expect("archives");
    let header = Header::for_payload(schema_hash::<Demo>(), FINGERPRINT, &payload);
    publish(path, &header, &payload).expect("publishes");
}

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

fn open(path: &Path) -> Result<SnapshotFile<Demo>, SnapshotError> {
    SnapshotFile::<Demo>::open(path, FINGERPRINT)
}

#[test]
fn a_published_snapshot_opens_and_reads_back() {
    let d = dir();
    let path = d.path().join("demo.snap");
    let value = demo(100, "a");
    write(&path, &value);
    let file = open(&path).expect("opens");
    assert_eq!(file.header().version, FORMAT_VERSION);
    assert_eq!(
        file.payload().as_ptr() as usize % 16,
        0,
        "payload is aligned"
    );
    let root = file.root();
    assert_eq!(root.names.len(), 100);
    assert_eq!(root.names[7].as_str(), "a-7");
    assert_eq!(root.values[99].to_native(), 99);
    let back: Demo = rkyv::deserialize::<Demo, rkyv::rancor::Error>(root).expect("deserializes");
    assert_eq!(back, value);
    // Trusted opening reads the same root without the O(size) checks.
    // SAFETY: the file was just validated by `open`.
    let trusted = unsafe { SnapshotFile::<Demo>::open_trusted(&path, FINGERPRINT) }.expect("opens");
    assert_eq!(trusted.root().names[7].as_str(), "a-7");
    // Shared across threads.
    let shared = std::sync::Arc::new(file);
    let s2 = shared.clone();
    let n = std::thread::spawn(move || s2.root().names.len())
        .join()
        .expect("thread");
    assert_eq!(n, 100);
    // No temporary file is left behind.
    let leftovers: Vec<_> = std::fs::read_dir(d.path())
        .expect("dir")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp."))
        .collect();
    assert!(leftovers.is_empty());
}

#[test]
fn truncation_at_any_offset_is_a_clean_error() {
    let d = dir();
    let path = d.path().join("demo.snap");
    write(&path, &demo(50, "t"));
    let bytes = std::fs::read(&path).expect("read");
    let cut = d.path().join("cut.snap");
    for len in (0..bytes.len())
        .step_by(7)
        .chain([0, 1, 8, 63, 64, 65, bytes.len() - 1])
    {
        std::fs::write(&cut, &bytes[..len]).expect("write");
        match open(&cut) {
            Err(SnapshotError::Truncated { needed, found }) => {
                assert_eq!(found, len as u64);
                assert!(needed > found);
            }
            other => panic!("cut at {len}: {other:?}"),
        }
    }
}

#[test]
fn every_error_variant_comes_from_a_real_damaged_file() {
    let d = dir();
    let path = d.path().join("demo.snap");
    write(&path, &demo(64, "e"));
    let good = std::fs::read(&path).expect("read");
    let bad = d.path().join("bad.snap");
    let with = |f: &dyn Fn(&mut Vec<u8>)| -> Result<SnapshotFile<Demo>, SnapshotError> {
        let mut b = good.clone();
        f(&mut b);
        std::fs::write(&bad, &b).expect("write");
        open(&bad)
    };
    let set_u32 =
        |b: &mut Vec<u8>, at: usize, v: u32| b[at..at + 4].copy_from_slice(&v.to_le_bytes());
    let set_u64 =
        |b: &mut Vec<u8>, at: usize, v: u64| b[at..at + 8].copy_from_slice(&v.to_le_bytes());

    assert!(matches!(
        open(&d.path().join("missing.snap")),
        Err(SnapshotError::Io { .. })
    ));
    assert!(
        matches!(open(d.path()), Err(SnapshotError::NotARegularFile { .. })),
        "a directory"
    );
    assert!(matches!(
        with(&|b| b[0] ^= 0x20),
        Err(SnapshotError::WrongMagic { .. })
    ));
    let e = with(&|b| set_u32(b, 8, FORMAT_VERSION + 1)).unwrap_err();
    assert!(
        matches!(e, SnapshotError::UnsupportedVersion { found, supported } if found == FORMAT_VERSION + 1 && supported == FORMAT_VERSION),
        "{e}"
    );
    assert!(matches!(
        with(&|b| set_u32(b, 12, 32)),
        Err(SnapshotError::BadHeader(_))
    ));
    assert!(matches!(
        with(&|b| b[60] = 1),
        Err(SnapshotError::BadHeader(_))
    ));
    assert!(matches!(
        with(&|b| set_u64(b, 32, 65)),
        Err(SnapshotError::BadHeader(_))
    ));
    assert!(matches!(
        with(&|b| set_u64(b, 40, u64::MAX)),
        Err(SnapshotError::BadHeader(_))
    ));
    assert!(matches!(
        with(&|b| set_u64(b, 40, 1 << 40)),
        Err(SnapshotError::Truncated { .. })
    ));
    // Bytes appended after the payload, or a header that says the payload
    // is shorter than it is, leave bytes no checksum covers.
    let e = with(&|b| b.extend_from_slice(b"appended")).unwrap_err();
    assert!(
        matches!(e, SnapshotError::TrailingBytes { end, found } if found == end + 8 && end == good.len() as u64),
        "{e}"
    );
    assert!(e.to_string().contains("8 bytes after its payload"), "{e}");
    let payload_len = (good.len() - HEADER_LEN) as u64;
    assert!(matches!(
        with(&|b| set_u64(b, 40, payload_len - 1)),
        Err(SnapshotError::TrailingBytes { .. })
    ));
    let e = with(&|b| set_u64(b, 24, FINGERPRINT ^ 1)).unwrap_err();
    assert!(matches!(e, SnapshotError::RegistryMismatch { .. }), "{e}");
    assert!(e.to_string().contains("runtime mismatch"), "{e}");
    // Schema: the same bytes opened as another archived type.
    let e = SnapshotFile::<OtherDemo>::open(&path, FINGERPRINT).unwrap_err();
    assert!(matches!(e, SnapshotError::SchemaMismatch { .. }), "{e}");
    // Any flipped payload bit is caught by the checksum.
    for bit in [0usize, 1, 77, 200, (good.len() - HEADER_LEN) * 8 - 1] {
        let e = with(&|b| b[HEADER_LEN + bit / 8] ^= 1 << (bit % 8)).unwrap_err();
        assert!(
            matches!(e, SnapshotError::Checksum { .. }),
            "bit {bit}: {e}"
        );
    }
    // Garbage with a correct checksum is caught by archive validation.
    let e = with(&|b| {
        for (i, x) in b[HEADER_LEN..].iter_mut().enumerate() {
            *x = (i as u8).wrapping_mul(37) ^ 0xa5;
        }
        let sum = xxhash_rust::xxh3::xxh3_64(&b[HEADER_LEN..]);
        set_u64(b, 48, sum);
    })
    .unwrap_err();
    assert!(matches!(e, SnapshotError::InvalidArchive(_)), "{e}");
}

#[test]
fn random_bit_flips_never_panic_and_never_pass_unnoticed() {
    let d = dir();
    let path = d.path().join("demo.snap");
    write(&path, &demo(40, "f"));
    let good = std::fs::read(&path).expect("read");
    let bad = d.path().join("flip.snap");
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..300 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let bit = (x % (good.len() as u64 * 8)) as usize;
        let mut b = good.clone();
        b[bit / 8] ^= 1 << (bit % 8);
        std::fs::write(&bad, &b).expect("write");
        assert!(open(&bad).is_err(), "flipping bit {bit} went unnoticed");
    }
}
