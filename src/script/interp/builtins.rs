//! The built-ins a shape script can call (`Object.*`, `Reflect.*`, `JSON`,
//! `structuredClone`, `console.log`, …) and their argument checks.

use super::*;

impl Interpreter {
    pub(super) fn builtin(
        &mut self,
        run: &mut Run,
        b: Builtin,
        args: &[Value],
        pos: Pos,
    ) -> Result<Value, ScriptError> {
        let arg = |i: usize| args.get(i).copied().unwrap_or(Value::Undefined);
        let null_or_undefined = |v: Value| matches!(v, Value::Null | Value::Undefined);
        let object_arg = |this: &Self, v: Value, what: &str| -> Result<ObjectId, ScriptError> {
            match v {
                Value::Object(o) => Ok(o),
                Value::Null | Value::Undefined => Err(type_error(
                    pos,
                    "Cannot convert undefined or null to object",
                )),
                _ => Err(ScriptError::unsupported(
                    pos,
                    format!("{what} of a primitive value ({})", this.message_text(v)),
                )),
            }
        };
        let proto_arg = |this: &Self, v: Value| -> Result<Option<ObjectId>, ScriptError> {
            match v {
                Value::Object(o) => Ok(Some(o)),
                Value::Null => Ok(None),
                _ => Err(type_error(
                    pos,
                    format!(
                        "Object prototype may only be an Object or null: {}",
                        this.message_text(v)
                    ),
                )),
            }
        };
        match b {
            Builtin::ConsoleLog => {
                let line = self.format_log(args, pos)?;
                self.flush_trace(run);
                (run.sink)(Line::Log(&line));
                Ok(Value::Undefined)
            }
            Builtin::HasFastProperties => {
                let o = self.native_object_arg(arg(0), pos)?;
                Ok(Value::Bool(self.heap.has_fast_properties_known(o)))
            }
            Builtin::HaveSameMap => {
                let a = self.native_object_arg(arg(0), pos)?;
                let b = self.native_object_arg(arg(1), pos)?;
                Ok(Value::Bool(self.heap.same_shape_known(a, b)))
            }
            Builtin::ObjectCreate => {
                if args.len() > 1 && arg(1) != Value::Undefined {
                    return Err(ScriptError::unsupported(
                        pos,
                        "Object.create with a properties argument",
                    ));
                }
                let proto = proto_arg(self, arg(0))?;
                Ok(Value::Object(self.heap.object_create_known(proto)))
            }
            Builtin::ObjectAssign => {
                let target = object_arg(self, arg(0), "Object.assign")?;
                let sources = args.get(1..).unwrap_or(&[]);
                // Assign's [[Set]] of `length` or `__proto__` would reach what
                // the model leaves out (array lengths, the __proto__ setter).
                for &source in sources {
                    if let Value::Object(s) = source {
                        for key in self.heap.keys_known(s) {
                            self.check_modelled_key(target, key, pos)?;
                        }
                    }
                }
                self.heap
                    .assign(target, sources)
                    .map_err(|e| self.js(e, pos))?;
                Ok(Value::Object(target))
            }
            Builtin::ObjectSetPrototypeOf => {
                let target = arg(0);
                if null_or_undefined(target) {
                    return Err(type_error(
                        pos,
                        "Object.setPrototypeOf called on null or undefined",
                    ));
                }
                let proto = proto_arg(self, arg(1))?;
                if let Value::Object(o) = target {
                    self.heap
                        .set_prototype_of(o, proto)
                        .map_err(|e| self.js(e, pos))?;
                }
                Ok(target)
            }
            Builtin::ObjectGetPrototypeOf => {
                let o = object_arg(self, arg(0), "Object.getPrototypeOf")?;
                Ok(self
                    .heap
                    .get_prototype_of_known(o)
                    .map_or(Value::Null, Value::Object))
            }
            Builtin::ObjectKeys => {
                let o = object_arg(self, arg(0), "Object.keys")?;
                let keys = self.heap.keys_known(o);
                Ok(self.array_of_keys(keys))
            }
            Builtin::ReflectOwnKeys => {
                let Value::Object(o) = arg(0) else {
                    return Err(type_error(pos, "Reflect.ownKeys called on non-object"));
                };
                let keys = self.heap.own_keys_known(o);
                Ok(self.array_of_keys(keys))
            }
            Builtin::ObjectDefineProperty => {
                let Value::Object(o) = arg(0) else {
                    return Err(type_error(
                        pos,
                        "Object.defineProperty called on non-object",
                    ));
                };
                let key = self.property_key(arg(1), pos)?;
                let desc = self.property_descriptor(arg(2), pos)?;
                self.heap
                    .define_property(o, key, desc)
                    .map_err(|e| self.js(e, pos))?;
                Ok(Value::Object(o))
            }
            Builtin::ObjectFreeze | Builtin::ObjectSeal | Builtin::ObjectPreventExtensions => {
                if let Value::Object(o) = arg(0) {
                    match b {
                        Builtin::ObjectFreeze => self.heap.freeze_known(o),
                        Builtin::ObjectSeal => self.heap.seal_known(o),
                        _ => self.heap.prevent_extensions_known(o),
                    }
                }
                Ok(arg(0))
            }
            Builtin::StructuredClone => {
                if args.is_empty() {
                    return Err(type_error(pos, "The value argument must be specified"));
                }
                if args.len() > 1 && arg(1) != Value::Undefined {
                    return Err(ScriptError::unsupported(pos, "structuredClone options"));
                }
                self.heap
                    .structured_clone(arg(0))
                    .map_err(|e| self.js(e, pos))
            }
            Builtin::JsonStringify => {
                if args.len() > 1 {
                    return Err(ScriptError::unsupported(
                        pos,
                        "JSON.stringify with a replacer or indentation",
                    ));
                }
                let mut out = String::new();
                let mut stack = Vec::new();
                if self.json(arg(0), &mut out, &mut stack, pos)? {
                    self.new_string(&out, pos)
                } else {
                    Ok(Value::Undefined)
                }
            }
        }
    }

    pub(super) fn native_object_arg(&self, v: Value, pos: Pos) -> Result<ObjectId, ScriptError> {
        match v {
            Value::Object(o) => Ok(o),
            _ => Err(ScriptError::unsupported(
                pos,
                "V8 natives on primitive values (pass an object)",
            )),
        }
    }

    /// ECMAScript `ToPropertyDescriptor`.
    pub(super) fn property_descriptor(
        &mut self,
        v: Value,
        pos: Pos,
    ) -> Result<PropertyDescriptor, ScriptError> {
        let Value::Object(d) = v else {
            return Err(type_error(
                pos,
                format!(
                    "Property description must be an object: {}",
                    self.message_text(v)
                ),
            ));
        };
        let field = |this: &mut Self, name: &str| -> Result<Option<Value>, ScriptError> {
            let key = this.heap.key(name);
            let mut at = Some(d);
            while let Some(o) = at {
                if this.heap.get_own_property_known(o, key).is_some() {
                    return this.heap.get(d, key).map(Some).map_err(|e| this.js(e, pos));
                }
                at = this.heap.get_prototype_of_known(o);
            }
            Ok(None)
        };
        let enumerable = field(self, "enumerable")?;
        let configurable = field(self, "configurable")?;
        let value = field(self, "value")?;
        let writable = field(self, "writable")?;
        let get = field(self, "get")?;
        let set = field(self, "set")?;
        for (what, f) in [("Getter", get), ("Setter", set)] {
            if let Some(f) = f {
                if f != Value::Undefined && !self.is_callable(f) {
                    return Err(type_error(
                        pos,
                        format!("{what} must be a function: {}", self.message_text(f)),
                    ));
                }
                if let Value::Object(o) = f
                    && self.functions.get(&o).is_some_and(|i| !i.empty_body)
                {
                    return Err(ScriptError::unsupported(
                        pos,
                        "accessors whose function bodies are not empty (function bodies are not run)",
                    ));
                }
            }
        }
        if (get.is_some() || set.is_some()) && (value.is_some() || writable.is_some()) {
            return Err(type_error(
                pos,
                "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>",
            ));
        }
        Ok(PropertyDescriptor {
            value,
            writable: writable.map(|v| self.heap.to_boolean(v)),
            get,
            set,
            enumerable: enumerable.map(|v| self.heap.to_boolean(v)),
            configurable: configurable.map(|v| self.heap.to_boolean(v)),
        })
    }

    /// `SerializeJSONProperty`: appends the JSON text of `v` to `out`; returns
    /// false when `v` has no JSON form (`undefined`, functions).
    pub(super) fn json(
        &mut self,
        v: Value,
        out: &mut String,
        stack: &mut Vec<ObjectId>,
        pos: Pos,
    ) -> Result<bool, ScriptError> {
        match v {
            Value::Undefined | Value::Native(_) => return Ok(false),
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if b { "true" } else { "false" }),
            Value::Number(x) if x.is_finite() => out.push_str(&number_to_string(x)),
            Value::Number(_) => out.push_str("null"),
            Value::String(s) => json_quote(self.heap.str_known(s), out),
            Value::Object(o) => {
                if self.is_callable(v) {
                    return Ok(false);
                }
                let to_json = self.heap.key("toJSON");
                let f = self.heap.get(o, to_json).map_err(|e| self.js(e, pos))?;
                if self.is_callable(f) {
                    return Err(ScriptError::unsupported(
                        pos,
                        "toJSON methods (function bodies are not run)",
                    ));
                }
                if stack.contains(&o) {
                    return Err(type_error(pos, "Converting circular structure to JSON"));
                }
                if stack.len() >= MAX_JSON_DEPTH {
                    return Err(thrown(
                        pos,
                        "RangeError",
                        "Maximum call stack size exceeded",
                    ));
                }
                stack.push(o);
                if self.heap.kind_of_known(o) == ObjectKind::Array {
                    let length_key = self.heap.key("length");
                    let len = self.heap.get(o, length_key).map_err(|e| self.js(e, pos))?;
                    let len = self.to_number(len, pos)? as u32;
                    // Every element takes at least one character and a comma.
                    check_string_length(out.len() + 2 * len as usize, pos)?;
                    out.push('[');
                    for i in 0..len {
                        check_string_length(out.len(), pos)?;
                        if i > 0 {
                            out.push(',');
                        }
                        let item = self
                            .heap
                            .get(o, PropertyKey::Index(i))
                            .map_err(|e| self.js(e, pos))?;
                        if !self.json(item, out, stack, pos)? {
                            out.push_str("null");
                        }
                    }
                    out.push(']');
                } else {
                    out.push('{');
                    let mut first = true;
                    for key in self.heap.keys_known(o) {
                        let item = self.heap.get(o, key).map_err(|e| self.js(e, pos))?;
                        let mark = out.len();
                        if !first {
                            out.push(',');
                        }
                        json_quote(&self.key_text(key), out);
                        out.push(':');
                        if self.json(item, out, stack, pos)? {
                            first = false;
                        } else {
                            out.truncate(mark);
                        }
                    }
                    out.push('}');
                }
                stack.pop();
            }
        }
        Ok(true)
    }
}
