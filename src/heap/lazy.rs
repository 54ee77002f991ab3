//! Natives, modules and lazy properties: the heap side of the runtime
//! (`defineLazyProperties`, which maps property names to module IDs).

use super::*;

/// Natives, modules and lazy properties.
impl Heap {
    /// The natives and modules this heap refers to by ID.
    pub fn runtime(&self) -> &Arc<Runtime> {
        &self.runtime
    }

    /// Whether `v` is a native function (value or function object) calling `native`.
    pub(super) fn is_native(&self, v: Value, native: NativeId) -> bool {
        match v {
            Value::Native(n) => n == native,
            Value::Object(o) => self.contains(o) && self.object_known(o).native() == Some(native),
            _ => false,
        }
    }

    /// A function object that calls the registered native `native` (V8's
    /// `FunctionTemplate` instances: an ordinary function map, an external
    /// reference inside).
    pub(crate) fn new_native_function_known(&mut self, native: NativeId) -> ObjectId {
        let f = self.new_function(false);
        self.object_mut(f).rare_mut().native = Some(native);
        f
    }

    /// A function object for the native registered as `name`.
    pub fn native_function(&mut self, name: &str) -> Result<ObjectId, JsError> {
        let id = self.runtime.natives.id(name).ok_or_else(|| {
            JsError::type_error(format!(
                "no native function `{name}` in this heap's registry"
            ))
        })?;
        Ok(self.new_native_function_known(id))
    }

    /// Where module `m` stands in this heap, or `None` when the heap's
    /// runtime has no module `m`.
    pub fn module_state(&self, m: ModuleId) -> Option<ModuleState> {
        self.runtime.modules.name(m)?;
        Some(self.module_state_known(m))
    }

    /// Where module `m`, one of the runtime's, stands in this heap (modules
    /// past the heap's table have not run).
    pub(crate) fn module_state_known(&self, m: ModuleId) -> ModuleState {
        self.modules
            .get(m.0 as usize)
            .copied()
            .unwrap_or(ModuleState::Unloaded)
    }

    /// The modules initialized in this heap, in ID order.
    pub fn loaded_modules(&self) -> Vec<ModuleId> {
        (0..self.modules.len() as u32)
            .map(ModuleId)
            .filter(|&m| matches!(self.module_state_known(m), ModuleState::Loaded(_)))
            .collect()
    }

    /// Node's `require(id)`: the module's exports, running its initializer the
    /// first time. A failed initializer leaves the module unloaded (a later
    /// `require` runs it again) and reports [`JsErrorKind::ModuleInit`](crate::error::JsErrorKind::ModuleInit); requiring a
    /// module while it initializes is a cycle, reported as a `TypeError`.
    pub fn require(&mut self, m: ModuleId) -> Result<Value, JsError> {
        if self.runtime.modules.name(m).is_none() {
            return Err(JsError::type_error(format!(
                "no module #{} in this heap's registry",
                m.0
            )));
        }
        // The initializer takes `&mut self`, so the name is read again where an
        // error needs it instead of being borrowed from the runtime across it.
        let name = |heap: &Heap| heap.runtime.modules.name(m).unwrap_or_default().to_string();
        let index = m.0 as usize;
        if self.modules.len() <= index {
            self.modules.resize(index + 1, ModuleState::Unloaded);
        }
        match self.modules[index] {
            ModuleState::Loaded(exports) => return Ok(exports),
            ModuleState::Initializing => {
                return Err(JsError::type_error(format!(
                    "module `{}` was required while it initializes (a require cycle)",
                    name(self)
                )));
            }
            ModuleState::Unloaded => {}
        }
        let Some(init) = self.runtime.modules.init(m) else {
            return Err(JsError::type_error(format!(
                "module `{}` has no initializer",
                name(self)
            )));
        };
        self.modules[index] = ModuleState::Initializing;
        match init(self) {
            Ok(exports) => {
                self.modules[index] = ModuleState::Loaded(exports);
                Ok(exports)
            }
            Err(e) => {
                self.modules[index] = ModuleState::Unloaded;
                Err(JsError::module_init(name(self), e))
            }
        }
    }

    /// [`Heap::require`] by module name.
    pub fn require_named(&mut self, name: &str) -> Result<Value, JsError> {
        let m = self
            .runtime
            .modules
            .id(name)
            .ok_or_else(|| JsError::type_error(format!("Cannot find module '{name}'")))?;
        self.require(m)
    }

    /// Node's `defineLazyProperties(target, id, keys, enumerable)`: each name
    /// becomes a configurable accessor property (enumerable as asked) whose first
    /// read loads `module` and turns the property into an ordinary writable data
    /// property holding `module`'s export of the same name; an assignment before
    /// that turns it into a data property holding the assigned value, without
    /// loading the module. As in Node, every property gets its own getter and
    /// setter function objects (so two objects given the same lazy names do not
    /// share a map: V8 sees different accessor pairs). The pending entry is
    /// (target, key, module): data, archivable.
    pub fn define_lazy_properties(
        &mut self,
        target: ObjectId,
        module: ModuleId,
        names: &[&str],
        enumerable: bool,
    ) -> Result<(), JsError> {
        self.check_object(target)?;
        if self.runtime.modules.name(module).is_none() {
            return Err(JsError::type_error(format!(
                "no module #{} in this heap's registry",
                module.0
            )));
        }
        for name in names {
            let key = self.key(name);
            let get = self.new_native_function_known(LAZY_GETTER);
            let set = self.new_native_function_known(LAZY_SETTER);
            self.define_property(
                target,
                key,
                PropertyDescriptor {
                    get: Some(Value::Object(get)),
                    set: Some(Value::Object(set)),
                    enumerable: Some(enumerable),
                    configurable: Some(true),
                    ..Default::default()
                },
            )?;
            self.lazy.insert(
                (target, key),
                LazyEntry {
                    module,
                    loaded: None,
                },
            );
        }
        Ok(())
    }

    /// The pending lazy properties: (holder, key, module), ordered.
    pub fn lazy_entries(&self) -> impl Iterator<Item = (ObjectId, PropertyKey, ModuleId)> + '_ {
        self.lazy.iter().map(|(&(o, k), e)| (o, k, e.module))
    }

    /// Whether `holder`'s property `key` is a pending lazy property.
    pub fn is_lazy(&self, holder: ObjectId, key: PropertyKey) -> bool {
        self.lazy.contains_key(&(holder, key))
    }

    /// A lazy property's getter, as Node's: load the module, read its export,
    /// settle the property to it.
    pub(super) fn resolve_lazy(
        &mut self,
        holder: ObjectId,
        key: PropertyKey,
    ) -> Result<Value, JsError> {
        let Some(&entry) = self.lazy.get(&(holder, key)) else {
            return Ok(Value::Undefined);
        };
        if let Some(value) = entry.loaded {
            // Read before, but the settle failed (e.g. the holder is frozen).
            return Ok(value);
        }
        if !self.resolving.insert((holder, key)) {
            return Err(JsError::range_error("Maximum call stack size exceeded"));
        }
        let read = self
            .require(entry.module)
            .and_then(|exports| match exports {
                Value::Object(e) => self.get(e, key),
                _ => Ok(Value::Undefined),
            });
        self.resolving.remove(&(holder, key));
        let value = read?;
        if value != Value::Undefined
            && let Some(e) = self.lazy.get_mut(&(holder, key))
        {
            e.loaded = Some(value);
        }
        // The module's initializer may itself have settled or redefined it.
        if self.lazy.contains_key(&(holder, key)) {
            self.settle_lazy(holder, key, value)?;
        }
        Ok(value)
    }

    /// A lazy property's setter, as Node's: redefine it as a writable data
    /// property (configurable and enumerable stay as they were).
    pub(super) fn settle_lazy(
        &mut self,
        holder: ObjectId,
        key: PropertyKey,
        value: Value,
    ) -> Result<(), JsError> {
        // `define_property` drops the entry once the redefinition succeeded; a
        // failed one (a frozen holder) leaves it pending.
        self.define_property(
            holder,
            key,
            PropertyDescriptor {
                value: Some(value),
                writable: Some(true),
                ..Default::default()
            },
        )
    }

    /// A null-prototype mapping object that keeps fast properties, built the way
    /// Node's fix builds them: an ordinary literal first, then
    /// `Object.setPrototypeOf(o, null)` (a prototype transition of a fast map).
    /// Compare [`Heap::null_proto_literal`], which V8 makes a dictionary from birth.
    pub fn null_proto_mapping(
        &mut self,
        entries: &[(PropertyKey, Value)],
    ) -> Result<ObjectId, JsError> {
        let literal: Vec<LiteralEntry> = entries
            .iter()
            .map(|&(key, value)| LiteralEntry::Property {
                key,
                value,
                computed: false,
            })
            .collect();
        let o = self.object_literal(&literal)?;
        self.set_prototype_of(o, None)?;
        Ok(o)
    }

    /// `{__proto__: null, k: v, …}`: the same mapping as a null-prototype literal,
    /// which V8 creates in dictionary mode (for contrast with
    /// [`Heap::null_proto_mapping`]).
    pub fn null_proto_literal(
        &mut self,
        entries: &[(PropertyKey, Value)],
    ) -> Result<ObjectId, JsError> {
        let mut literal = vec![LiteralEntry::NullProto];
        literal.extend(entries.iter().map(|&(key, value)| LiteralEntry::Property {
            key,
            value,
            computed: false,
        }));
        self.object_literal(&literal)
    }
}
