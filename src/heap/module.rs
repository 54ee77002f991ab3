//! Modules: named initializers that build their exports in a heap, once.
//!
//! A [`ModuleRegistry`] maps [`ModuleId`]s to initializers; together with the
//! [`NativeRegistry`] it forms a [`Runtime`], the code side of a heap, shared by
//! every heap of a process (`Arc<Runtime>`). A heap keeps, per module, whether it
//! has run and its exports ([`Heap::require`](crate::Heap::require)): a module
//! initializes at most once per heap; an initializer that fails leaves no entry
//! behind, so the next `require` runs it again and sees a clean slate in the cache
//! (the objects it allocated before failing are garbage, freed by the next
//! collection).
//!
//! Like natives, modules are referred to by ID inside a heap, never by closure, so
//! lazy entries ([`Heap::define_lazy_properties`](crate::Heap::define_lazy_properties))
//! and the module cache can be archived in a snapshot. The registry has a
//! fingerprint of its names for the same reason.

use crate::error::JsError;
use crate::heap::Heap;
use crate::heap::native::{NamedTable, NativeRegistry, RegistryError};
pub use crate::ids::ModuleId;
use crate::value::Value;
use std::borrow::Cow;
use std::sync::Arc;

/// A module initializer: builds the module's exports in the heap and returns them
/// (an object or a function object, as `module.exports`).
pub type ModuleInit = Arc<dyn Fn(&mut Heap) -> Result<Value, JsError> + Send + Sync>;

/// Named module initializers, in registration order.
#[derive(Clone, Debug, Default)]
pub struct ModuleRegistry {
    modules: NamedTable<ModuleId, ModuleInit>,
}

impl ModuleRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers `init` under `name` (static, or built at run time).
    pub fn register(
        &mut self,
        name: impl Into<Cow<'static, str>>,
        init: impl Fn(&mut Heap) -> Result<Value, JsError> + Send + Sync + 'static,
    ) -> Result<ModuleId, RegistryError> {
        self.modules.insert(name.into(), Arc::new(init))
    }

    /// The ID of the module called `name`.
    pub fn id(&self, name: &str) -> Option<ModuleId> {
        self.modules.id(name)
    }

    /// The name of `id`.
    pub fn name(&self, id: ModuleId) -> Option<&str> {
        self.modules.name(id)
    }

    /// The initializer of `id`.
    pub fn init(&self, id: ModuleId) -> Option<ModuleInit> {
        self.modules.get(id).cloned()
    }

    /// Number of modules.
    pub fn len(&self) -> usize {
        self.modules.len()
    }

    /// True if no module is registered.
    pub fn is_empty(&self) -> bool {
        self.modules.len() == 0
    }

    /// All module IDs, in registration order.
    pub fn ids(&self) -> impl Iterator<Item = ModuleId> + '_ {
        (0..self.modules.len() as u32).map(ModuleId)
    }

    /// The module names, in ID order.
    pub fn names(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.modules.names()
    }

    /// A stable hash of the module names in order (see
    /// [`native::fingerprint`](crate::heap::native::fingerprint)); kept up to
    /// date by [`ModuleRegistry::register`].
    pub fn fingerprint(&self) -> u64 {
        self.modules.fingerprint()
    }
}

/// The code side of a heap: its natives and modules. Built once per process and
/// shared by every heap (`Arc<Runtime>`).
#[derive(Clone, Debug, Default)]
pub struct Runtime {
    /// The native functions.
    pub natives: NativeRegistry,
    /// The modules.
    pub modules: ModuleRegistry,
}

impl Runtime {
    /// A runtime with only the heap's own natives and no modules.
    pub fn new() -> Self {
        Self::default()
    }

    /// The fingerprint of both registries: a snapshot records it and refuses to
    /// restore under a runtime whose natives or modules differ.
    pub fn fingerprint(&self) -> u64 {
        self.natives.fingerprint() ^ self.modules.fingerprint().rotate_left(1)
    }
}

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod lazy_entry {
    use super::*;

    /// A pending lazy property: the module whose export it reads, and the export
    /// once read (Node's getter caches it in `lazyLoadedValue` before settling the
    /// property, so a read after a failed settle still returns it).
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        Debug,
        PartialEq,
    )]
    pub struct LazyEntry {
        /// The module.
        pub module: ModuleId,
        /// The export, once read (and not `undefined`).
        pub loaded: Option<Value>,
    }
}
pub use lazy_entry::LazyEntry;
#[doc(hidden)]
pub use lazy_entry::{ArchivedLazyEntry, LazyEntryResolver};

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod module_state {
    use super::*;

    /// Where a module stands in one heap.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        Debug,
        PartialEq,
    )]
    pub enum ModuleState {
        /// Its initializer has not run (or failed).
        Unloaded,
        /// Its initializer is running (a `require` of it now is a cycle).
        Initializing,
        /// Initialized; its exports.
        Loaded(Value),
    }
}
pub use module_state::ModuleState;
#[doc(hidden)]
pub use module_state::{ArchivedModuleState, ModuleStateResolver};
