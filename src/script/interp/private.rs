//! Private class members (`#name`): fields, methods and accessors.
//!
//! V8 keeps a private field as a property of the object keyed by a private
//! symbol: never inherited, never listed, added even to a frozen object,
//! and, like any property, a transition of the object's map. The model does
//! the same with the heap's private symbols ([`SymbolEntry::private`]), so
//! a class's private fields shape its instances' maps as V8's do.
//!
//! Each evaluation of a class makes its private names anew, into variables
//! of the class scope that the lowering resolved every use to
//! ([`PrivateRef`]):
//!
//! ```text
//!   class C { #x = 1; #m() {}  get #a() {} }
//!     #x          → a private symbol: the field's key
//!     #m, #a get  → the functions (no object holds them)
//!     brand       → a private symbol every instance carries (V8's class
//!                   brand), added before the fields; a static member's
//!                   brand is the class itself
//! ```
//!
//! A method or accessor is looked up by checking the receiver's brand, then
//! reading the variable: V8 keeps them in the class's context the same way.
//!
//! The entry points are out of line (`#[inline(never)]`), so that the
//! property paths that branch to them for a private name stay as small as
//! they were, and as fast.

use super::*;

impl Interpreter {
    /// Makes class `def`'s private names, into its scope's context (`f.ctx`):
    /// `proto` and `ctor` are its prototype and constructor.
    pub(super) fn init_private_names(
        &mut self,
        f: &Frame,
        def: &ClassDef,
        proto: ObjectId,
        ctor: ObjectId,
    ) {
        for (slot, value) in &def.private {
            let v = match value {
                PrivateValue::Symbol(description) => {
                    Value::Symbol(self.heap.new_symbol(SymbolEntry {
                        description: Some(description.as_ref().into()),
                        private: true,
                    }))
                }
                PrivateValue::Function(id, is_static) => {
                    let home = if *is_static { ctor } else { proto };
                    Value::Object(self.make_closure(f, *id, Some(home)))
                }
                PrivateValue::Class => Value::Object(ctor),
            };
            if let Some(s) = self.contexts[f.ctx as usize].slots.get_mut(*slot as usize) {
                *s = Some(v);
            }
        }
    }

    /// The private symbol in variable `v` (a private name's key or brand).
    fn private_symbol_in(
        &mut self,
        f: &Frame,
        code: &Code,
        v: &VarRef,
        pos: Pos,
    ) -> X<PropertyKey> {
        match self.read_var(f, code, v, pos)? {
            Value::Symbol(s) => Ok(PropertyKey::Symbol(s)),
            _ => Err(ScriptError::unsupported(pos, "a private name without its key").into()),
        }
    }

    /// `o`'s own value under private symbol `key`, if it has one.
    fn own_private(&self, o: Value, key: PropertyKey) -> Option<Value> {
        let Value::Object(id) = o else {
            return None;
        };
        match self.heap.get_own_property_known(id, key)?.slot {
            crate::object::PropertySlot::Data(v) => Some(v),
            crate::object::PropertySlot::Accessor { .. } => None,
        }
    }

    /// Whether `o` may use private method or accessor `p`: it carries the
    /// class's brand, or, for a static one, is the class.
    fn has_brand(&mut self, f: &Frame, code: &Code, o: Value, p: &PrivateRef, pos: Pos) -> X<bool> {
        let PrivateKind::Method {
            brand, is_static, ..
        } = &p.kind
        else {
            return Ok(false);
        };
        if *is_static {
            return Ok(self.read_var(f, code, brand, pos)? == o);
        }
        let key = self.private_symbol_in(f, code, brand, pos)?;
        Ok(self.own_private(o, key).is_some())
    }

    /// [`Interpreter::has_brand`], or V8's `TypeError`.
    fn check_brand(&mut self, f: &Frame, code: &Code, o: Value, p: &PrivateRef, pos: Pos) -> X<()> {
        if self.has_brand(f, code, o, p, pos)? {
            return Ok(());
        }
        let PrivateKind::Method {
            is_static,
            class_name,
            ..
        } = &p.kind
        else {
            return Ok(());
        };
        // An anonymous class is `anonymous` to V8's instance check and `.`
        // to its static one (Node 20, 22 and 24 agree).
        let message = match (*is_static, class_name.is_empty()) {
            (true, true) => "Receiver must be class .".to_string(),
            (true, false) => format!("Receiver must be class {class_name}"),
            (false, true) => "Receiver must be an instance of class anonymous".to_string(),
            (false, false) => format!("Receiver must be an instance of class {class_name}"),
        };
        Err(self.type_error_exc(message, pos))
    }

    /// V8's `TypeError` for private member `p` of `null` or `undefined` `o`,
    /// as for any property: `Cannot read properties of null (reading '#x')`.
    fn private_of_nullish(
        &mut self,
        o: Value,
        p: &PrivateRef,
        verb: &str,
        doing: &str,
        pos: Pos,
    ) -> Exc {
        let message = format!(
            "Cannot {verb} properties of {} ({doing} '{}')",
            nullish_name(o),
            p.name
        );
        self.type_error_exc(message, pos)
    }

    /// V8's `TypeError` for private field `p` of an object that lacks it:
    /// `Cannot read private member #x from an object whose class did not
    /// declare it`.
    fn undeclared_private(&mut self, p: &PrivateRef, verb: &str, from: &str, pos: Pos) -> Exc {
        let message = format!(
            "Cannot {verb} private member {} {from} an object whose class did not declare it",
            p.name
        );
        self.type_error_exc(message, pos)
    }

    /// `o.#name`.
    #[inline(never)]
    pub(super) fn private_get(
        &mut self,
        f: &Frame,
        code: &Code,
        o: Value,
        p: &PrivateRef,
        pos: Pos,
    ) -> X<Value> {
        if matches!(o, Value::Null | Value::Undefined) {
            return Err(self.private_of_nullish(o, p, "read", "reading", pos));
        }
        match &p.kind {
            PrivateKind::Field(key) => {
                let key = self.private_symbol_in(f, code, key, pos)?;
                match self.own_private(o, key) {
                    Some(v) => Ok(v),
                    None => Err(self.undeclared_private(p, "read", "from", pos)),
                }
            }
            PrivateKind::Method { method, getter, .. } => {
                self.check_brand(f, code, o, p, pos)?;
                if let Some(m) = method {
                    return self.read_var(f, code, m, pos);
                }
                match getter {
                    Some(g) => {
                        let g = self.read_var(f, code, g, pos)?;
                        self.call(g, o, &[], pos)
                    }
                    None => Err(self
                        .type_error_exc(format!("'{}' was defined without a getter", p.name), pos)),
                }
            }
        }
    }

    /// `o.#name = v`.
    #[inline(never)]
    pub(super) fn private_set(
        &mut self,
        f: &Frame,
        code: &Code,
        o: Value,
        p: &PrivateRef,
        v: Value,
        pos: Pos,
    ) -> X<()> {
        if matches!(o, Value::Null | Value::Undefined) {
            return Err(self.private_of_nullish(o, p, "set", "setting", pos));
        }
        match &p.kind {
            PrivateKind::Field(key) => {
                let key = self.private_symbol_in(f, code, key, pos)?;
                match o {
                    Value::Object(id) if self.own_private(o, key).is_some() => self
                        .heap
                        .set(id, key, v, StoreOrigin::Keyed)
                        .map(|_| ())
                        .map_err(|e| self.heap_error(e, pos)),
                    _ => Err(self.undeclared_private(p, "write", "to", pos)),
                }
            }
            PrivateKind::Method { method, setter, .. } => {
                self.check_brand(f, code, o, p, pos)?;
                if method.is_some() {
                    return Err(self.type_error_exc(
                        format!("Private method '{}' is not writable", p.name),
                        pos,
                    ));
                }
                match setter {
                    Some(s) => {
                        let s = self.read_var(f, code, s, pos)?;
                        self.call(s, o, &[v], pos).map(|_| ())
                    }
                    None => Err(self
                        .type_error_exc(format!("'{}' was defined without a setter", p.name), pos)),
                }
            }
        }
    }

    /// `o.#name = value` once `o` is evaluated, at the `=` (`pos`): the
    /// value, then the store.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn assign_private(
        &mut self,
        f: &mut Frame,
        code: &Code,
        o: Value,
        p: &PrivateRef,
        value: &Expr,
        pos: Pos,
        name_pos: Pos,
    ) -> X<Value> {
        let v = self.eval(f, code, value)?;
        self.at(pos);
        self.private_set(f, code, o, p, v, name_pos)?;
        Ok(v)
    }

    /// `#name in o`.
    #[inline(never)]
    pub(super) fn private_in(
        &mut self,
        f: &Frame,
        code: &Code,
        p: &PrivateRef,
        o: Value,
        pos: Pos,
    ) -> X<Value> {
        if !matches!(o, Value::Object(_)) {
            let t = self.display_text(o);
            return Err(self.type_error_exc(
                format!("Cannot use 'in' operator to search for '{}' in {t}", p.name),
                pos,
            ));
        }
        Ok(Value::Bool(match &p.kind {
            PrivateKind::Field(key) => {
                let key = self.private_symbol_in(f, code, key, pos)?;
                self.own_private(o, key).is_some()
            }
            PrivateKind::Method { .. } => self.has_brand(f, code, o, p, pos)?,
        }))
    }

    /// A private field's (or a class brand's) definition on `this`, in a
    /// field initializer: V8's `PrivateFieldAdd`, which a `this` that has
    /// the key already refuses.
    #[inline(never)]
    pub(super) fn define_private(
        &mut self,
        f: &mut Frame,
        code: &Code,
        d: &PrivateDefinition,
    ) -> X<()> {
        let this = f.this.unwrap_or(Value::Undefined);
        let key = self.private_symbol_in(f, code, &d.key, d.pos)?;
        let v = self.eval(f, code, &d.value)?;
        self.at(d.pos);
        let Value::Object(o) = this else {
            return Ok(());
        };
        if self.own_private(this, key).is_some() {
            return Err(self.type_error_exc(d.twice.to_string(), d.pos));
        }
        self.heap
            .set(o, key, v, StoreOrigin::Keyed)
            .map(|_| ())
            .map_err(|e| self.heap_error(e, d.pos))
    }
}
