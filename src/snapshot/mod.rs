//! Snapshot files: a fixed header, then an rkyv archive, published atomically and
//! opened by mapping the file.
//!
//! This module is the snapshot file layer: the format, atomic
//! publishing, and opening with the checks an untrusted file needs. What the
//! archive holds (the heap image) and restoring a heap from it build on it.
//!
//! # Format (all integers little-endian)
//!
//! ```text
//! offset size field
//!      0    8 magic            b"SHPSNAP\0"
//!      8    4 format version   FORMAT_VERSION (1)
//!     12    4 header length    HEADER_LEN (64)
//!     16    8 schema hash      FNV-1a of the root type's derived schema (crate::schema)
//!     24    8 fingerprint      the runtime's natives+modules fingerprint
//!     32    8 payload offset   64 (a multiple of PAYLOAD_ALIGN, 16)
//!     40    8 payload length   bytes of rkyv archive
//!     48    8 checksum         XXH3-64 of the payload bytes
//!     56    8 reserved         zero
//!     64    … payload          the rkyv archive (its root at the end, rkyv's layout)
//! ```
//!
//! # Publishing
//!
//! [`publish`] writes to a temporary file in the target's directory, `fsync`s it,
//! renames it over the target and `fsync`s the directory: a reader sees the old
//! file or the new one, never a torn one, and a crash at any point leaves the
//! previous snapshot intact. A published file is never written again in place,
//! which is what makes mapping it sound: a mapping keeps the inode it mapped,
//! and a replacement is a new inode.
//!
//! # Opening
//!
//! [`SnapshotFile::open`] maps the file and checks, in order: the length covers
//! the header, the magic, the version, the header length, the reserved bytes, the
//! schema hash, the fingerprint, that the payload lies inside the file, the
//! checksum, and finally rkyv's validation (bytecheck) of the archive. Every
//! failure is a [`SnapshotError`] naming what is wrong; no file contents reach
//! undefined behaviour or a panic. The checks hold for the bytes as they were
//! at the open, and a restored heap reads the mapping long after it: like
//! every reader of a mapped file, this relies on nobody writing the file in
//! place or truncating it while it is mapped. [`publish`] never does; a
//! process that does anyway breaks the mapping under any reader. [`SnapshotFile::open_trusted`] (unsafe: the caller vouches
//! for the bytes) makes the same header checks but skips the two O(size) ones,
//! checksum and archive validation. A `SnapshotFile` is `Send + Sync`: validate
//! once per process, share it as `Arc`, read it from any thread.

pub mod image;

pub mod validate;

pub use image::{NamedRoot, RuntimeNames, Snapshot, SnapshotBuilder, SnapshotImage};
pub use validate::InvalidSnapshot;

use crate::schema::{ArchiveSchema, cached_schema_hash};
use memmap2::{Mmap, MmapOptions};
use rkyv::Portable;
use rkyv::api::high::HighValidator;
use rkyv::bytecheck::CheckBytes;
use std::fs::File;
use std::io::Write;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};

/// The file's first eight bytes.
pub const MAGIC: [u8; 8] = *b"SHPSNAP\0";
/// The format version this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes of header before the payload.
pub const HEADER_LEN: usize = 64;
/// The payload's alignment in the file (rkyv archives need 16 at most for the
/// types we archive; the mapping itself is page-aligned).
pub const PAYLOAD_ALIGN: usize = 16;

/// Why a snapshot could not be written or opened.
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    /// The file could not be read, written, mapped or renamed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file does not start with [`MAGIC`]: not a snapshot.
    #[error("not a snapshot file (it starts with {found:02x?}, not the snapshot magic)")]
    WrongMagic {
        /// The first bytes found (zero-padded when the file is shorter).
        found: [u8; 8],
    },
    /// The path names a directory, a device, a symbolic link or another
    /// special file: snapshots are read from, and published over, regular
    /// files only.
    #[error("{path}: not a regular file ({what})")]
    NotARegularFile {
        /// The path.
        path: PathBuf,
        /// What it is instead.
        what: &'static str,
    },
    /// Written by another format version.
    #[error("unsupported snapshot format version {found} (this build reads version {supported})")]
    UnsupportedVersion {
        /// The file's version.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
    /// The header is malformed (its length or reserved bytes are wrong).
    #[error("malformed snapshot header: {0}")]
    BadHeader(String),
    /// The archived types differ from this build's.
    #[error(
        "snapshot schema mismatch: the file has {found:#018x}, this build expects {expected:#018x}"
    )]
    SchemaMismatch {
        /// The file's schema hash.
        found: u64,
        /// This build's.
        expected: u64,
    },
    /// The file was built with other natives or modules.
    #[error(
        "runtime mismatch: the file was built for natives and modules with fingerprint {found:#018x}, this runtime's is {expected:#018x}"
    )]
    RegistryMismatch {
        /// The file's fingerprint.
        found: u64,
        /// The runtime's.
        expected: u64,
    },
    /// The runtime's natives or modules differ from the ones the snapshot was
    /// built with: the first difference, by position.
    #[error(
        "the snapshot was built for another runtime: {what} #{index} is `{recorded}` in the snapshot and `{found}` in this runtime"
    )]
    RuntimeMismatch {
        /// `"native"` or `"module"`.
        what: &'static str,
        /// The position (the ID) that differs.
        index: usize,
        /// The snapshot's name there (`(none)` past its end).
        recorded: String,
        /// The runtime's name there (`(none)` past its end).
        found: String,
    },
    /// The policy given to [`Heap::restore_with_policy`](crate::Heap::restore_with_policy)
    /// has a field out of range.
    #[error("the policy given for the restored heap is unusable: {0}")]
    InvalidPolicy(crate::policy::PolicyError),
    /// The file is shorter than its header says.
    #[error("snapshot truncated: {needed} bytes needed, the file has {found}")]
    Truncated {
        /// Bytes the header (or the header itself) requires.
        needed: u64,
        /// Bytes in the file.
        found: u64,
    },
    /// The file goes on past the payload its header describes: something
    /// was appended to it, or the header's length is wrong.
    #[error(
        "snapshot has {} bytes after its payload (the header says it ends at byte {end}, the file has {found})",
        found - end
    )]
    TrailingBytes {
        /// Where the header says the payload ends.
        end: u64,
        /// Bytes in the file.
        found: u64,
    },
    /// The payload's checksum does not match the header's.
    #[error(
        "snapshot checksum mismatch: header says {expected:#018x}, payload hashes to {found:#018x}"
    )]
    Checksum {
        /// The header's checksum.
        expected: u64,
        /// The payload's.
        found: u64,
    },
    /// The payload is not a valid archive of the expected type.
    #[error("invalid snapshot archive: {0}")]
    InvalidArchive(String),
    /// The archive is well-formed but its contents are not a heap this build
    /// can use (see [`validate`]).
    #[error("not a usable heap: {0}")]
    Invalid(#[from] InvalidSnapshot),
}

fn io_error(path: &Path, source: std::io::Error) -> SnapshotError {
    SnapshotError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The decoded header.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The format version.
    pub version: u32,
    /// The schema hash.
    pub schema: u64,
    /// The runtime fingerprint.
    pub fingerprint: u64,
    /// Where the payload starts.
    pub payload_offset: u64,
    /// How long it is.
    pub payload_len: u64,
    /// Its XXH3-64.
    pub checksum: u64,
}

impl Header {
    /// The header for `payload` under `schema` and `fingerprint`.
    pub fn for_payload(schema: u64, fingerprint: u64, payload: &[u8]) -> Header {
        Header {
            version: FORMAT_VERSION,
            schema,
            fingerprint,
            payload_offset: HEADER_LEN as u64,
            payload_len: payload.len() as u64,
            checksum: xxhash_rust::xxh3::xxh3_64(payload),
        }
    }

    /// The header's 64 bytes.
    pub fn encode(&self) -> [u8; HEADER_LEN] {
        let mut b = [0u8; HEADER_LEN];
        b[0..8].copy_from_slice(&MAGIC);
        b[8..12].copy_from_slice(&self.version.to_le_bytes());
        b[12..16].copy_from_slice(&(HEADER_LEN as u32).to_le_bytes());
        b[16..24].copy_from_slice(&self.schema.to_le_bytes());
        b[24..32].copy_from_slice(&self.fingerprint.to_le_bytes());
        b[32..40].copy_from_slice(&self.payload_offset.to_le_bytes());
        b[40..48].copy_from_slice(&self.payload_len.to_le_bytes());
        b[48..56].copy_from_slice(&self.checksum.to_le_bytes());
        b
    }

    /// Decodes and checks the header of a file of `bytes` (the whole file):
    /// magic, version, header length, reserved bytes, and that the payload
    /// lies at an aligned offset and ends where the file does.
    pub fn decode(bytes: &[u8]) -> Result<Header, SnapshotError> {
        let found = bytes.len() as u64;
        // The magic first, on whatever the file has: a short text file is not
        // a snapshot at all, while any prefix of a snapshot (the empty one
        // too) is a truncated one.
        let start = &bytes[..bytes.len().min(MAGIC.len())];
        if start != &MAGIC[..start.len()] {
            let mut magic = [0u8; 8];
            magic[..start.len()].copy_from_slice(start);
            return Err(SnapshotError::WrongMagic { found: magic });
        }
        let Some(b) = bytes.get(..HEADER_LEN) else {
            return Err(SnapshotError::Truncated {
                needed: HEADER_LEN as u64,
                found,
            });
        };
        let u32_at = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        let u64_at = |i: usize| {
            let mut a = [0u8; 8];
            a.copy_from_slice(&b[i..i + 8]);
            u64::from_le_bytes(a)
        };
        let mut magic = [0u8; 8];
        magic.copy_from_slice(&b[0..8]);
        if magic != MAGIC {
            return Err(SnapshotError::WrongMagic { found: magic });
        }
        let version = u32_at(8);
        if version != FORMAT_VERSION {
            return Err(SnapshotError::UnsupportedVersion {
                found: version,
                supported: FORMAT_VERSION,
            });
        }
        if u32_at(12) as usize != HEADER_LEN {
            return Err(SnapshotError::BadHeader(format!(
                "header length {} (expected {HEADER_LEN})",
                u32_at(12)
            )));
        }
        if u64_at(56) != 0 {
            return Err(SnapshotError::BadHeader(
                "reserved bytes are not zero".into(),
            ));
        }
        let header = Header {
            version,
            schema: u64_at(16),
            fingerprint: u64_at(24),
            payload_offset: u64_at(32),
            payload_len: u64_at(40),
            checksum: u64_at(48),
        };
        if header.payload_offset < HEADER_LEN as u64
            || !header.payload_offset.is_multiple_of(PAYLOAD_ALIGN as u64)
        {
            return Err(SnapshotError::BadHeader(format!(
                "payload offset {} is not an aligned offset past the header",
                header.payload_offset
            )));
        }
        let end = header
            .payload_offset
            .checked_add(header.payload_len)
            .ok_or_else(|| SnapshotError::BadHeader("payload length overflows".into()))?;
        if end > found {
            return Err(SnapshotError::Truncated { needed: end, found });
        }
        // A snapshot is its header and payload and nothing else: bytes past
        // the payload would otherwise go unchecked by the checksum.
        if end < found {
            return Err(SnapshotError::TrailingBytes { end, found });
        }
        Ok(header)
    }
}

/// Writes `header` and `payload` to `path` atomically: a temporary file in the
/// same directory, `fsync`, rename over `path`, `fsync` of the directory. On any
/// error the temporary file is removed and `path` is untouched.
pub fn publish(path: &Path, header: &Header, payload: &[u8]) -> Result<(), SnapshotError> {
    // Only a regular file is ever replaced: renaming over a device node (say
    // `/dev/full`, as root) would replace the device, and a directory or a
    // symbolic link is not a snapshot either. (Checked before the write, so a
    // path swapped in between is replaced; publishing into a directory others
    // can write to is outside this contract.)
    match std::fs::symlink_metadata(path) {
        Ok(m) if !m.file_type().is_file() => {
            return Err(SnapshotError::NotARegularFile {
                path: path.to_path_buf(),
                what: file_kind(m.file_type()),
            });
        }
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(io_error(path, e)),
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().ok_or_else(|| {
        SnapshotError::BadHeader(format!("{} is not a file path", path.display()))
    })?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".tmp.{}.{}", std::process::id(), unique()));
    let tmp = dir.join(tmp_name);
    let result = (|| {
        let mut f = File::create(&tmp).map_err(|e| io_error(&tmp, e))?;
        f.write_all(&header.encode())
            .map_err(|e| io_error(&tmp, e))?;
        let pad = header.payload_offset as usize - HEADER_LEN;
        f.write_all(&vec![0u8; pad])
            .map_err(|e| io_error(&tmp, e))?;
        f.write_all(payload).map_err(|e| io_error(&tmp, e))?;
        f.sync_all().map_err(|e| io_error(&tmp, e))?;
        drop(f);
        std::fs::rename(&tmp, path).map_err(|e| io_error(path, e))?;
        // Make the rename itself durable.
        File::open(&dir)
            .and_then(|d| d.sync_all())
            .map_err(|e| io_error(&dir, e))
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// What a file that is not a regular file is (`"a directory"`, `"a device"`,
/// …), for messages that refuse it: snapshots are read from and published over
/// regular files only, and the command line reads its inputs the same way.
pub fn file_kind(kind: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_block_device() || kind.is_char_device() {
            return "a device";
        }
        if kind.is_fifo() {
            return "a pipe";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    if kind.is_dir() {
        "a directory"
    } else if kind.is_symlink() {
        "a symbolic link"
    } else {
        "a special file"
    }
}

/// A number unique within this process, for temporary file names.
fn unique() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// A mapped snapshot file whose archive root is a `T`.
pub struct SnapshotFile<T> {
    map: Mmap,
    header: Header,
    _root: PhantomData<fn() -> T>,
}

impl<T> std::fmt::Debug for SnapshotFile<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SnapshotFile")
            .field("header", &self.header)
            .field("len", &self.map.len())
            .finish()
    }
}

/// `archived` deserialized, or the reason it cannot be: as the archive check
/// in [`SnapshotFile::open`], the first attempt is the cheap one, and only a
/// failure runs again with an error that keeps its message in every build.
pub(crate) fn deserialize_with_reason<T, A>(archived: &A) -> Result<T, String>
where
    A: rkyv::Deserialize<T, rkyv::rancor::Strategy<rkyv::de::Pool, rkyv::rancor::Error>>
        + rkyv::Deserialize<T, rkyv::rancor::Strategy<rkyv::de::Pool, rkyv::rancor::BoxedError>>,
{
    rkyv::deserialize::<T, rkyv::rancor::Error>(archived).or_else(|_| {
        rkyv::deserialize::<T, rkyv::rancor::BoxedError>(archived).map_err(|e| e.to_string())
    })
}

impl<T> SnapshotFile<T>
where
    T: ArchiveSchema,
    T::Archived: Portable
        + for<'a> CheckBytes<HighValidator<'a, rkyv::rancor::Error>>
        + for<'a> CheckBytes<HighValidator<'a, rkyv::rancor::BoxedError>>,
{
    fn map(path: &Path) -> Result<Mmap, SnapshotError> {
        // Mapping a directory fails with "No such device", and a device or a
        // pipe is not a file that stays the same: name what it is instead.
        // Looked at before opening (opening a named pipe waits for a writer),
        // and again on what was opened.
        let not_regular = |kind: std::fs::FileType| SnapshotError::NotARegularFile {
            path: path.to_path_buf(),
            what: file_kind(kind),
        };
        let kind = std::fs::metadata(path)
            .map_err(|e| io_error(path, e))?
            .file_type();
        if !kind.is_file() {
            return Err(not_regular(kind));
        }
        let file = File::open(path).map_err(|e| io_error(path, e))?;
        let opened = file.metadata().map_err(|e| io_error(path, e))?;
        if !opened.file_type().is_file() {
            return Err(not_regular(opened.file_type()));
        }
        // The length this look found is the one mapped: `Mmap::map` would ask
        // the kernel for it once more, a system call the open need not make.
        let len = usize::try_from(opened.len()).map_err(|_| {
            io_error(
                path,
                std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    "the file is larger than this process can map",
                ),
            )
        })?;
        // SAFETY: a snapshot file is published by rename and never written in
        // place (see `publish`), so its contents do not change while mapped; a
        // replacement is a new inode and leaves this mapping's pages alone. A
        // file someone truncates or edits in place anyway is outside that
        // contract, as for every mapped-file reader. `len` is the opened
        // file's own length, read from this descriptor just above.
        unsafe { MmapOptions::new().len(len).map(&file) }.map_err(|e| io_error(path, e))
    }

    fn check_header(map: &Mmap, fingerprint: u64) -> Result<Header, SnapshotError> {
        let header = Header::decode(map)?;
        let expected = cached_schema_hash::<T>();
        if header.schema != expected {
            return Err(SnapshotError::SchemaMismatch {
                found: header.schema,
                expected,
            });
        }
        if header.fingerprint != fingerprint {
            return Err(SnapshotError::RegistryMismatch {
                found: header.fingerprint,
                expected: fingerprint,
            });
        }
        Ok(header)
    }

    /// Maps `path` and checks everything: header, fingerprint against the
    /// runtime's (`fingerprint`), checksum, and the archive's validity.
    pub fn open(path: &Path, fingerprint: u64) -> Result<Self, SnapshotError> {
        let map = Self::map(path)?;
        let header = Self::check_header(&map, fingerprint)?;
        let file = SnapshotFile {
            map,
            header,
            _root: PhantomData,
        };
        let payload = file.payload();
        let found = xxhash_rust::xxh3::xxh3_64(payload);
        if found != header.checksum {
            return Err(SnapshotError::Checksum {
                expected: header.checksum,
                found,
            });
        }
        // rkyv's `rancor::Error` keeps its message only in builds with debug
        // assertions (a release build's is a bare failure, the cheapest
        // check); a refused archive is checked again with `BoxedError`, which
        // keeps the message in every build, so the refusal names the problem.
        if rkyv::access::<T::Archived, rkyv::rancor::Error>(payload).is_err() {
            let reason = match rkyv::access::<T::Archived, rkyv::rancor::BoxedError>(payload) {
                Err(e) => e.to_string(),
                Ok(_) => "the archive check failed".to_string(),
            };
            return Err(SnapshotError::InvalidArchive(reason));
        }
        Ok(file)
    }

    /// Maps `path` and checks the header and fingerprint only: no checksum, no
    /// archive validation (both O(size)).
    ///
    /// # Safety
    ///
    /// The caller vouches that the payload is an intact archive of `T` written
    /// by this build (for instance, a file this process validated before with
    /// [`SnapshotFile::open`], or one it wrote itself). A damaged payload read
    /// through [`SnapshotFile::root`] is undefined behaviour.
    pub unsafe fn open_trusted(path: &Path, fingerprint: u64) -> Result<Self, SnapshotError> {
        let map = Self::map(path)?;
        let header = Self::check_header(&map, fingerprint)?;
        Ok(SnapshotFile {
            map,
            header,
            _root: PhantomData,
        })
    }

    /// The archive's root.
    pub fn root(&self) -> &T::Archived {
        // SAFETY: the payload was validated as an archive of `T` by `open`, or
        // vouched for by the caller of the unsafe `open_trusted`; the mapping is
        // immutable and lives as long as `self`.
        unsafe { rkyv::access_unchecked::<T::Archived>(self.payload()) }
    }
}

impl<T> SnapshotFile<T> {
    /// The decoded header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// The payload bytes.
    pub fn payload(&self) -> &[u8] {
        let start = self.header.payload_offset as usize;
        // `Header::decode` checked that the payload lies inside the file.
        &self.map[start..start + self.header.payload_len as usize]
    }

    /// The whole file's length.
    pub fn file_len(&self) -> usize {
        self.map.len()
    }
}
