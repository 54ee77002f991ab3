//! Workers: threads that each restore their own heap from one shared snapshot.
//!
//! A [`Worker`] is a thread with a heap of its own, made at startup by one of
//! three [`Startup`]s: restoring a shared `Arc<Snapshot>` in place
//! ([`Heap::restore`]: O(1) in the snapshot's size, no copying), restoring and
//! then requiring modules the snapshot lacks, or building from scratch (running
//! the module initializers, as a runtime without snapshots would). When the heap
//! is ready the worker is *online* (it reports to an [`Online`] counter that the
//! parent can wait on) and then runs its body on its heap.
//!
//! Isolation is structural: a worker's heap is its own value on its own thread,
//! the snapshot is read-only (its pages are shared; every write goes to the
//! worker's overlay), so no mutation in one worker or the parent can reach
//! another.

use crate::error::JsError;
use crate::heap::Heap;
use crate::heap::module::Runtime;
use crate::policy::Policy;
use crate::snapshot::{Snapshot, SnapshotError};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// How a worker builds its heap.
#[derive(Clone, Debug)]
pub enum Startup {
    /// Restore the snapshot in place.
    Snapshot(Arc<Snapshot>),
    /// Restore the snapshot, then require these modules (the ones it lacks).
    SnapshotThenModules(Arc<Snapshot>, Vec<&'static str>),
    /// A fresh heap that requires these modules (no snapshot).
    Modules(Vec<&'static str>),
}

/// Counts workers that are online, and lets the parent wait for a number of them.
#[derive(Debug, Default)]
pub struct Online {
    count: Mutex<usize>,
    changed: Condvar,
}

impl Online {
    /// A counter at zero.
    pub fn new() -> Arc<Online> {
        Arc::new(Online::default())
    }

    fn report(&self) {
        let mut n = self.count.lock().unwrap_or_else(|p| p.into_inner());
        *n += 1;
        self.changed.notify_all();
    }

    /// How many workers are online.
    pub fn count(&self) -> usize {
        *self.count.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Waits until `n` workers are online, or `timeout` passes; returns whether
    /// they all came online.
    pub fn wait_for(&self, n: usize, timeout: Duration) -> bool {
        let guard = self.count.lock().unwrap_or_else(|p| p.into_inner());
        let (guard, _) = self
            .changed
            .wait_timeout_while(guard, timeout, |count| *count < n)
            .unwrap_or_else(|p| p.into_inner());
        *guard >= n
    }
}

/// Why a worker did not finish.
#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    /// Its heap could not be built (a module initializer threw).
    #[error("worker startup failed: {0}")]
    Startup(JsError),
    /// Its snapshot was built for another runtime.
    #[error("worker startup failed: {0}")]
    Snapshot(SnapshotError),
    /// Its body panicked.
    #[error("worker panicked: {0}")]
    Panicked(String),
    /// The thread could not be spawned.
    #[error("cannot spawn a worker thread: {0}")]
    Spawn(std::io::Error),
}

/// A running worker; [`Worker::join`] returns what its body returned.
///
/// ```
/// use shapeshift::{Online, Startup, Worker};
/// use std::sync::Arc;
/// let runtime = Arc::new(shapeshift::stdlib::runtime(&[]).unwrap());
/// let online = Online::new();
/// // A heap built from scratch that requires `stream` (with a snapshot, use
/// // `Startup::Snapshot`: see the crate docs).
/// let startup = Startup::Modules(vec!["stream"]);
/// let worker = Worker::spawn(runtime, startup, online.clone(), |heap| {
///     heap.loaded_modules().len()
/// })
/// .unwrap();
/// assert!(worker.join().unwrap() >= 1);
/// assert_eq!(online.count(), 1);
/// ```
#[derive(Debug)]
pub struct Worker<T> {
    handle: JoinHandle<Result<T, WorkerError>>,
}

/// Builds a heap for `startup`.
pub fn start_heap(runtime: &Arc<Runtime>, startup: &Startup) -> Result<Heap, WorkerError> {
    let restore = |s: &Arc<Snapshot>| {
        Heap::restore(s.clone(), runtime.clone()).map_err(WorkerError::Snapshot)
    };
    let (mut heap, modules) = match startup {
        Startup::Snapshot(s) => (restore(s)?, &[][..]),
        Startup::SnapshotThenModules(s, m) => (restore(s)?, &m[..]),
        Startup::Modules(m) => (
            Heap::with_runtime(Policy::node20(), runtime.clone()),
            &m[..],
        ),
    };
    for m in modules {
        heap.require_named(m).map_err(WorkerError::Startup)?;
    }
    Ok(heap)
}

impl<T: Send + 'static> Worker<T> {
    /// Spawns a worker: it builds its heap, reports to `online`, then runs `body`.
    pub fn spawn(
        runtime: Arc<Runtime>,
        startup: Startup,
        online: Arc<Online>,
        body: impl FnOnce(&mut Heap) -> T + Send + 'static,
    ) -> Result<Worker<T>, WorkerError> {
        let handle = std::thread::Builder::new()
            .name("shapeshift-worker".into())
            .spawn(move || {
                let mut heap = start_heap(&runtime, &startup)?;
                online.report();
                Ok(body(&mut heap))
            })
            .map_err(WorkerError::Spawn)?;
        Ok(Worker { handle })
    }

    /// Waits for the worker and returns its body's result.
    pub fn join(self) -> Result<T, WorkerError> {
        match self.handle.join() {
            Ok(result) => result,
            Err(panic) => {
                let msg = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a non-string panic".into());
                Err(WorkerError::Panicked(msg))
            }
        }
    }
}
