//! The heap image a snapshot archives, the builder that writes it, and opening
//! and restoring it.
//!
//! The image is the heap's own tables, archived as they are ([`HeapImage`]):
//! atoms, strings, the shape arena (shapes with their
//! transitions, shared descriptor tables, root caches), object headers, object
//! bodies (out-of-object fields, dictionaries, elements, flags, natives),
//! the in-object slot arena, intrinsics, the per-module state (which modules ran,
//! their exports) and the pending lazy properties (holder, key, module ID: data,
//! no closures), plus named roots. Every table is a flat vector indexed by the
//! `u32` of its typed ID (`ObjectId`, `ShapeId`, `StrId`, `Atom`), so an archived
//! table is read by index without decoding anything else.
//!
//! What is not archived: the runtime (natives and module initializers are code;
//! the snapshot records their fingerprint and refuses a runtime that differs),
//! the trace buffer and scratch space.

use super::validate::{self, InvalidSnapshot};
use super::{Header, SnapshotError, SnapshotFile, publish};
use crate::heap::module::Runtime;
use crate::heap::{ArchivedHeapImage, Heap, HeapBase, HeapImage};
use crate::policy::Policy;
use crate::schema::cached_schema_hash;
use crate::value::Value;
use std::path::Path;
use std::sync::Arc;

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod named_root {
    use super::*;

    /// A named entry point into the archived heap (`"stream"` → its exports).
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
        PartialEq,
    )]
    pub struct NamedRoot {
        /// The name.
        pub name: String,
        /// The value.
        pub value: Value,
    }
}
pub use named_root::NamedRoot;
#[doc(hidden)]
pub use named_root::{ArchivedNamedRoot, NamedRootResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod runtime_names {
    /// The names of the natives and modules a snapshot's values refer to by ID, in
    /// ID order: what a restoring runtime must have, name for name. The header's
    /// fingerprint is their hash; the names say which one differs.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
        PartialEq,
    )]
    pub struct RuntimeNames {
        /// Native names.
        pub natives: Vec<String>,
        /// Module names.
        pub modules: Vec<String>,
    }
}
pub use runtime_names::RuntimeNames;
#[doc(hidden)]
pub use runtime_names::{ArchivedRuntimeNames, RuntimeNamesResolver};

impl RuntimeNames {
    /// The names of `runtime`.
    pub fn of(runtime: &Runtime) -> Self {
        RuntimeNames {
            natives: runtime.natives.names().map(str::to_string).collect(),
            modules: runtime.modules.names().map(str::to_string).collect(),
        }
    }
}

/// Why `runtime` cannot read a snapshot that recorded `recorded` under the
/// fingerprint `found` (`runtime`'s is `expected`): the first native or module
/// whose name differs (a missing one is `(none)`), or the fingerprints alone
/// when the names agree (a hash collision).
fn runtime_mismatch(
    recorded: &ArchivedRuntimeNames,
    runtime: &Runtime,
    found: u64,
    expected: u64,
) -> SnapshotError {
    let natives: Vec<&str> = runtime.natives.names().collect();
    let modules: Vec<&str> = runtime.modules.names().collect();
    let lists = [
        ("native", recorded.natives.as_slice(), natives),
        ("module", recorded.modules.as_slice(), modules),
    ];
    for (what, recorded, found) in lists {
        for index in 0..recorded.len().max(found.len()) {
            let before = recorded.get(index).map(|n| n.as_str());
            let now = found.get(index).copied();
            if before != now {
                return SnapshotError::RuntimeMismatch {
                    what,
                    index,
                    recorded: before.unwrap_or("(none)").to_string(),
                    found: now.unwrap_or("(none)").to_string(),
                };
            }
        }
    }
    SnapshotError::RegistryMismatch { found, expected }
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod snapshot_image {
    use super::*;

    /// The archive's root: a heap, its named roots, and the runtime it was built
    /// with.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Debug,
    )]
    pub struct SnapshotImage {
        /// The heap's tables.
        pub heap: HeapImage,
        /// The natives and modules the heap refers to by ID.
        pub runtime: RuntimeNames,
        /// Named roots.
        pub roots: Vec<NamedRoot>,
    }
}
#[doc(hidden)]
pub use snapshot_image::SnapshotImageResolver;
pub use snapshot_image::{ArchivedSnapshotImage, SnapshotImage};

/// Writes snapshots of a heap: the heap after the chosen modules ran, plus named
/// roots.
///
/// ```
/// use shapeshift::{Heap, Policy, Runtime, SnapshotBuilder, StoreOrigin, Value};
/// use std::sync::Arc;
/// let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(Runtime::new()));
/// let o = heap.new_object();
/// let k = heap.key("answer");
/// heap.set(o, k, Value::from(42), StoreOrigin::Named).unwrap();
/// let dir = tempfile::tempdir().unwrap();
/// // Published atomically: a temporary file, fsync, rename.
/// let header = SnapshotBuilder::new(&heap)
///     .root("o", Value::Object(o))
///     .write(&dir.path().join("h.snap"))
///     .unwrap();
/// assert!(header.payload_len > 0);
/// ```
pub struct SnapshotBuilder<'h> {
    heap: &'h Heap,
    roots: Vec<NamedRoot>,
}

impl<'h> SnapshotBuilder<'h> {
    /// A builder for `heap`.
    pub fn new(heap: &'h Heap) -> Self {
        SnapshotBuilder {
            heap,
            roots: Vec::new(),
        }
    }

    /// Adds a named root.
    pub fn root(mut self, name: &str, value: Value) -> Self {
        self.roots.push(NamedRoot {
            name: name.to_string(),
            value,
        });
        self
    }

    /// The archive bytes and their header.
    pub fn to_bytes(&self) -> Result<(Header, rkyv::util::AlignedVec), SnapshotError> {
        // The image copies the heap's tables (a restored heap's archived ones
        // included), so the archive stands alone.
        let image = SnapshotImage {
            heap: self.heap.to_image(),
            runtime: RuntimeNames::of(self.heap.runtime()),
            roots: self.roots.clone(),
        };
        let payload = rkyv::to_bytes::<rkyv::rancor::Error>(&image).or_else(|_| {
            // Again, for a message that names the problem in every build.
            rkyv::to_bytes::<rkyv::rancor::BoxedError>(&image)
                .map_err(|e| SnapshotError::InvalidArchive(format!("cannot archive the heap: {e}")))
        })?;
        let header = Header::for_payload(
            cached_schema_hash::<SnapshotImage>(),
            self.heap.runtime().fingerprint(),
            &payload,
        );
        Ok((header, payload))
    }

    /// Writes the snapshot to `path` atomically (see [`publish`]); returns the
    /// header written.
    pub fn write(&self, path: &Path) -> Result<Header, SnapshotError> {
        let (header, payload) = self.to_bytes()?;
        publish(path, &header, &payload)?;
        Ok(header)
    }
}

/// An opened snapshot: the mapped file, validated (or trusted), shared by every
/// heap restored from it. `Send + Sync`; share it as `Arc<Snapshot>`.
///
/// ```
/// use shapeshift::{Heap, Policy, Runtime, Snapshot, SnapshotBuilder, StoreOrigin, Value};
/// use std::sync::Arc;
/// let runtime = Arc::new(Runtime::new());
/// let mut heap = Heap::with_runtime(Policy::node20(), runtime.clone());
/// let o = heap.new_object();
/// let k = heap.key("answer");
/// heap.set(o, k, Value::from(42), StoreOrigin::Named).unwrap();
/// let dir = tempfile::tempdir().unwrap();
/// let path = dir.path().join("h.snap");
/// SnapshotBuilder::new(&heap).root("o", Value::Object(o)).write(&path).unwrap();
///
/// // Mapped, checked once, then restored in place (nothing copied up front).
/// let snapshot = Arc::new(Snapshot::open(&path, &runtime).unwrap());
/// let mut restored = Heap::restore(snapshot.clone(), runtime.clone()).unwrap();
/// let Some(Value::Object(o)) = snapshot.root("o") else { panic!("the root") };
/// let k = restored.key("answer");
/// assert_eq!(restored.get(o, k).unwrap(), Value::from(42));
///
/// // A runtime with other modules is refused, naming the first difference.
/// let mut other = Runtime::new();
/// other.modules.register("extra", |h: &mut Heap| Ok(Value::Object(h.new_object()))).unwrap();
/// let refusal = Snapshot::open(&path, &other).unwrap_err();
/// assert!(refusal.to_string().contains("module #0"));
/// ```
#[derive(Debug)]
pub struct Snapshot {
    file: SnapshotFile<SnapshotImage>,
}

impl Snapshot {
    /// Maps and fully checks `path` for `runtime`: the file checks of
    /// [`SnapshotFile::open`] (header, checksum, archive validation), then that
    /// the archived heap is a heap ([`validate`]: every ID in range, the shape
    /// table's structure, the heap's invariants) and every root is in range. A file that passes
    /// cannot make a restored heap index out of bounds.
    pub fn open(path: &Path, runtime: &Runtime) -> Result<Snapshot, SnapshotError> {
        let file = match SnapshotFile::open(path, runtime.fingerprint()) {
            Ok(file) => file,
            // Another runtime: read the file's own names (validated under its
            // own fingerprint) to say which native or module differs.
            Err(SnapshotError::RegistryMismatch { found, expected }) => {
                let theirs = SnapshotFile::<SnapshotImage>::open(path, found)?;
                return Err(runtime_mismatch(
                    &theirs.root().runtime,
                    runtime,
                    found,
                    expected,
                ));
            }
            Err(e) => return Err(e),
        };
        let snapshot = Snapshot { file };
        let image = super::deserialize_with_reason::<HeapImage, _>(&snapshot.image().heap)
            .map_err(InvalidSnapshot::Archive)?;
        validate::check_image(&image, runtime.natives.len(), runtime.modules.len())?;
        // A root names what the image holds, of its own generation: an
        // embedder reads it with `Snapshot::root` and uses it on the heap.
        for root in snapshot.image().roots.iter() {
            let value = super::deserialize_with_reason::<Value, _>(&root.value)
                .map_err(InvalidSnapshot::Archive)?;
            if !validate::value_in_image(&image, runtime.natives.len(), value) {
                return Err(InvalidSnapshot::Root {
                    name: root.name.to_string(),
                }
                .into());
            }
        }
        let heap = Heap::from_image(image, Arc::new(Runtime::new()));
        validate::check_heap(&heap)?;
        Ok(snapshot)
    }

    /// Maps `path` with the header checks only (see
    /// [`SnapshotFile::open_trusted`]).
    ///
    /// # Safety
    ///
    /// The file must be an intact snapshot written by this build (validated by
    /// this process before, or written by it).
    pub unsafe fn open_trusted(path: &Path, runtime: &Runtime) -> Result<Snapshot, SnapshotError> {
        // SAFETY: forwarded to the caller.
        let file = match unsafe { SnapshotFile::open_trusted(path, runtime.fingerprint()) } {
            Ok(file) => file,
            Err(SnapshotError::RegistryMismatch { found, expected }) => {
                // SAFETY: forwarded to the caller, who vouches for the file
                // whatever runtime reads it.
                let theirs = unsafe { SnapshotFile::<SnapshotImage>::open_trusted(path, found)? };
                return Err(runtime_mismatch(
                    &theirs.root().runtime,
                    runtime,
                    found,
                    expected,
                ));
            }
            Err(e) => return Err(e),
        };
        Ok(Snapshot { file })
    }

    /// The archived image.
    pub fn image(&self) -> &ArchivedSnapshotImage {
        self.file.root()
    }

    /// The header.
    pub fn header(&self) -> &Header {
        self.file.header()
    }

    /// The file's size in bytes.
    pub fn file_len(&self) -> usize {
        self.file.file_len()
    }

    /// A stable identity of this snapshot's contents (its payload checksum): two
    /// heaps restored from snapshots with the same identity share shape IDs.
    pub fn identity(&self) -> u64 {
        self.file.header().checksum
    }

    /// The named root `name`, as a value of a heap restored from this snapshot.
    pub fn root(&self, name: &str) -> Option<Value> {
        let roots = &self.image().roots;
        roots.iter().find(|r| r.name.as_str() == name).map(|r| {
            rkyv::deserialize::<Value, rkyv::rancor::Error>(&r.value).unwrap_or(Value::Undefined)
        })
    }

    /// The policy the snapshot's heap was built under, which
    /// [`Heap::restore`] keeps.
    pub fn policy(&self) -> Policy {
        self.image().heap.recorded_policy()
    }

    /// The names of the roots, in order.
    pub fn root_names(&self) -> Vec<String> {
        self.image()
            .roots
            .iter()
            .map(|r| r.name.to_string())
            .collect()
    }

    /// Builds an owned heap by copying everything out of the archive (the
    /// deserialize-everything baseline, `restore/eager_copy`), running on
    /// `runtime` (which must be the one the snapshot was opened for). Compare
    /// [`Heap::restore`], which reads the archive in place.
    pub fn restore_eager(&self, runtime: Arc<Runtime>) -> Result<Heap, SnapshotError> {
        self.check_runtime(&runtime)?;
        let image = super::deserialize_with_reason::<HeapImage, _>(&self.image().heap)
            .map_err(SnapshotError::InvalidArchive)?;
        Ok(Heap::from_image(image, runtime))
    }
}

impl Snapshot {
    /// Refuses a runtime other than the one this snapshot was built with,
    /// naming the first native or module that differs.
    pub fn check_runtime(&self, runtime: &Runtime) -> Result<(), SnapshotError> {
        let (found, expected) = (self.header().fingerprint, runtime.fingerprint());
        if found == expected {
            return Ok(());
        }
        Err(runtime_mismatch(
            &self.image().runtime,
            runtime,
            found,
            expected,
        ))
    }
}

impl HeapBase for Snapshot {
    fn image(&self) -> &ArchivedHeapImage {
        &Snapshot::image(self).heap
    }

    fn identity(&self) -> u64 {
        Snapshot::identity(self)
    }
}

/// Restoring from a snapshot.
impl Heap {
    /// A heap restored from `snapshot`, running on `runtime`: O(1) in the
    /// snapshot's size, reading the archive in place (see
    /// [`Heap::restore_from`]).
    ///
    /// The heap keeps the policy the snapshot recorded ([`Snapshot::policy`]),
    /// so its objects go on changing shape by the rules that made them;
    /// [`Heap::restore_with_policy`] chooses another.
    ///
    /// `runtime` must have the natives and modules the snapshot was built
    /// with, name for name and in order ([`Snapshot::check_runtime`]): its IDs
    /// would name other code otherwise. A runtime that differs is refused with
    /// the first difference ([`SnapshotError::RuntimeMismatch`]).
    pub fn restore(snapshot: Arc<Snapshot>, runtime: Arc<Runtime>) -> Result<Heap, SnapshotError> {
        snapshot.check_runtime(&runtime)?;
        Ok(Heap::restore_from(snapshot, runtime))
    }

    /// Like [`Heap::restore`], but the heap's decisions from now on follow
    /// `policy` instead of the one the snapshot recorded. The snapshot's shapes
    /// stay as they were made: a shape the recorded policy allowed stays valid
    /// even where `policy` would not have made it.
    pub fn restore_with_policy(
        snapshot: Arc<Snapshot>,
        runtime: Arc<Runtime>,
        policy: Policy,
    ) -> Result<Heap, SnapshotError> {
        policy.validate().map_err(SnapshotError::InvalidPolicy)?;
        snapshot.check_runtime(&runtime)?;
        Ok(Heap::restore_from(snapshot, runtime).with_policy_replaced(policy))
    }
}
