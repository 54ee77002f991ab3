//! What the `shapeshift snapshot build|inspect` commands do, as library
//! functions (so that the tour, the examples and the tests share them).

use shapeshift::heap::Heap;
use shapeshift::module::Runtime;
use shapeshift::policy::Policy;
use shapeshift::snapshot::{
    Header, SnapshotBuilder, SnapshotError, SnapshotFile, SnapshotImage, publish,
};
use shapeshift::value::Value;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Why a snapshot could not be built.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// A module name the runtime does not know.
    #[error("unknown module `{0}` (known: {1})")]
    UnknownModule(String, String),
    /// A module initializer threw.
    #[error("module `{0}` failed: {1}")]
    Module(String, shapeshift::error::JsError),
    /// Writing failed.
    #[error(transparent)]
    Snapshot(#[from] SnapshotError),
}

/// Builds a heap on `runtime` under Node 20's policy, requires `modules` (in
/// order), and writes a snapshot of it to `path` with one root per module
/// (named after it).
pub fn build_snapshot(
    runtime: &Arc<Runtime>,
    modules: &[&str],
    path: &Path,
) -> Result<Header, BuildError> {
    build_snapshot_with_policy(runtime, modules, path, Policy::node20())
}

/// [`build_snapshot`] under `policy`, which the snapshot records: a heap
/// restored from it decides by that policy unless the restore chooses another
/// ([`Heap::restore_with_policy`]).
pub fn build_snapshot_with_policy(
    runtime: &Arc<Runtime>,
    modules: &[&str],
    path: &Path,
    policy: Policy,
) -> Result<Header, BuildError> {
    let mut heap = Heap::with_runtime(policy, runtime.clone());
    let mut roots: Vec<(String, Value)> = Vec::new();
    for &m in modules {
        if runtime.modules.id(m).is_none() {
            let known: Vec<&str> = runtime
                .modules
                .ids()
                .filter_map(|i| runtime.modules.name(i))
                .collect();
            return Err(BuildError::UnknownModule(m.to_string(), known.join(", ")));
        }
        let exports = heap
            .require_named(m)
            .map_err(|e| BuildError::Module(m.to_string(), e))?;
        roots.push((m.to_string(), exports));
    }
    let mut builder = SnapshotBuilder::new(&heap);
    for (name, value) in &roots {
        builder = builder.root(name, *value);
    }
    Ok(builder.write(path)?)
}

/// Writes a snapshot of `heap` with no roots (a fresh heap: the "snapshot
/// without the library" of the worker-startup experiment).
pub fn build_empty_snapshot(runtime: &Arc<Runtime>, path: &Path) -> Result<Header, SnapshotError> {
    let heap = Heap::with_runtime(Policy::node20(), runtime.clone());
    SnapshotBuilder::new(&heap).write(path)
}

/// The `snapshot inspect` report: the header, the file's size, and the counts of
/// what the archive holds. `redact` replaces the checksum (which changes with
/// every byte) and the schema hash (derived from the archived types, so it
/// changes with any of them) by placeholders, for reviewed snapshots of the
/// output.
pub fn inspect(path: &Path, runtime: &Runtime, redact: bool) -> Result<String, SnapshotError> {
    let file = SnapshotFile::<SnapshotImage>::open(path, runtime.fingerprint())?;
    let h = *file.header();
    let image = file.root();
    let heap = &image.heap;
    let mut s = String::new();
    let checksum = if redact {
        "[redacted]".to_string()
    } else {
        format!("{:#018x}", h.checksum)
    };
    let _ = writeln!(s, "file            {} bytes", file.file_len());
    let _ = writeln!(s, "format version  {}", h.version);
    let schema = if redact {
        "[redacted] (derived from the archived types)".to_string()
    } else {
        format!("{:#018x}", h.schema)
    };
    let _ = writeln!(s, "schema hash     {schema}");
    let _ = writeln!(
        s,
        "fingerprint     {:#018x} (natives {}, modules {})",
        h.fingerprint,
        runtime.natives.len(),
        runtime.modules.len()
    );
    let _ = writeln!(
        s,
        "payload         {} bytes at offset {}",
        h.payload_len, h.payload_offset
    );
    let _ = writeln!(s, "checksum        {checksum} (xxh3-64)");
    let _ = writeln!(
        s,
        "policy          {} (kept by restore)",
        heap.recorded_policy()
    );
    let c = heap.counts();
    let _ = writeln!(s, "tables:");
    let _ = writeln!(s, "  atoms             {:>8}", c.atoms);
    let _ = writeln!(s, "  strings           {:>8}", c.strings);
    let _ = writeln!(s, "  shapes            {:>8}", c.shapes);
    let _ = writeln!(s, "  descriptor tables {:>8}", c.descriptor_tables);
    let _ = writeln!(s, "  objects           {:>8}", c.objects);
    let _ = writeln!(s, "  field slots       {:>8}", c.inobject_slots);
    let _ = writeln!(s, "  lazy entries      {:>8}", c.lazy_entries);
    let loaded: Vec<&str> = c
        .loaded_modules
        .iter()
        .filter_map(|&m| runtime.modules.name(m))
        .collect();
    let _ = writeln!(
        s,
        "modules loaded ({}): {}",
        loaded.len(),
        loaded.join(", ")
    );
    let roots: Vec<&str> = image.roots.iter().map(|r| r.name.as_str()).collect();
    let _ = writeln!(s, "roots ({}): {}", roots.len(), roots.join(", "));
    Ok(s)
}

/// Re-publishes the bytes of a snapshot file unchanged (used by tests to put a
/// damaged copy in place atomically).
pub fn republish(path: &Path, header: &Header, payload: &[u8]) -> Result<(), SnapshotError> {
    publish(path, header, payload)
}

/// A directory of this process under the system's temporary directory, for
/// snapshots the tour and the stress run build, removed with everything in it
/// when dropped.
#[derive(Debug)]
pub struct ScratchDir(PathBuf);

impl ScratchDir {
    /// Makes `shapeshift-WHAT-PID-N` in the temporary directory (`N` counts the
    /// directories this process made, so two at once never share one).
    pub fn new(what: &str) -> Result<ScratchDir, String> {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let n = MADE.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("shapeshift-{what}-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        Ok(ScratchDir(dir))
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
