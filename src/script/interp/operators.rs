//! JavaScript's operators and conversions (`ToNumber`, `ToString`,
//! `ToPrimitive`, equality, relational comparison), on the heap's values.

use super::*;

impl Interpreter {
    pub(crate) fn truthy(&self, v: Value) -> bool {
        match v {
            Value::Undefined | Value::Null => false,
            Value::Bool(b) => b,
            Value::Number(n) => !(n == 0.0 || n.is_nan()),
            Value::String(s) => !self.heap.str_known(s).is_empty(),
            Value::Object(_) | Value::Native(_) | Value::Symbol(_) => true,
        }
    }

    pub(crate) fn type_of(&self, v: Value) -> &'static str {
        match v {
            Value::Undefined => "undefined",
            Value::Null => "object",
            Value::Bool(_) => "boolean",
            Value::Number(_) => "number",
            Value::String(_) => "string",
            Value::Symbol(_) => "symbol",
            Value::Native(_) => "function",
            Value::Object(_) if self.is_callable(v) => "function",
            Value::Object(_) => "object",
        }
    }

    pub(crate) fn string_value(&mut self, s: &str) -> Value {
        self.heap.string(s)
    }

    /// V8's `RangeError: Invalid string length` for a string of `len` bytes
    /// past [`MAX_STRING_LENGTH`].
    pub(crate) fn check_string_length(&mut self, len: usize, pos: Pos) -> X<()> {
        if len > MAX_STRING_LENGTH {
            return Err(self.range_error_exc("Invalid string length", pos));
        }
        Ok(())
    }

    /// A new string, refused past V8's length limit and past the bytes of
    /// live strings a script may hold.
    pub(crate) fn new_string(&mut self, s: &str, pos: Pos) -> X<Value> {
        self.check_string_length(s.len(), pos)?;
        self.check_string_budget(s.len(), pos)?;
        Ok(self.heap.string(s))
    }

    /// Refuses to store `bytes` more of strings past the bytes of live strings
    /// a script may hold (strings made since the last collection count as
    /// live: the interpreter collects only at its safepoints).
    pub(crate) fn check_string_budget(&mut self, bytes: usize, pos: Pos) -> X<()> {
        if self.heap.string_bytes() + bytes > MAX_SCRIPT_STRING_BYTES {
            return Err(ScriptError::unsupported(
                pos,
                format!(
                    "making more than {} MiB of strings (live ones: a string counts from its making until the collection after the statement that dropped it)",
                    MAX_SCRIPT_STRING_BYTES >> 20
                ),
            )
            .into());
        }
        Ok(())
    }

    pub(crate) fn str_of(&self, v: Value) -> Option<&str> {
        match v {
            Value::String(s) => Some(self.heap.str_known(s)),
            _ => None,
        }
    }

    /// `ToPrimitive` (hint "default"/"number" or "string").
    pub(crate) fn coerce_primitive(&mut self, v: Value, string_hint: bool, pos: Pos) -> X<Value> {
        let Value::Object(o) = v else { return Ok(v) };
        let order = if string_hint {
            ["toString", "valueOf"]
        } else {
            ["valueOf", "toString"]
        };
        for name in order {
            let key = self.heap.key(name);
            let f = self.get(v, key, None, pos)?;
            if self.is_callable(f) {
                let r = self.call(f, v, &[], pos)?;
                if !matches!(r, Value::Object(_)) {
                    return Ok(r);
                }
            }
        }
        let _ = o;
        Err(self.type_error_exc("Cannot convert object to primitive value", pos))
    }

    pub(crate) fn coerce_number(&mut self, v: Value, pos: Pos) -> X<f64> {
        Ok(match v {
            Value::Number(x) => x,
            Value::Bool(b) => f64::from(u8::from(b)),
            Value::Null => 0.0,
            Value::Undefined => f64::NAN,
            Value::String(s) => string_to_number(self.heap.str_known(s)),
            Value::Symbol(_) => {
                return Err(self.type_error_exc("Cannot convert a Symbol value to a number", pos));
            }
            Value::Object(_) | Value::Native(_) => {
                let p = self.coerce_primitive(v, false, pos)?;
                return self.coerce_number(p, pos);
            }
        })
    }

    pub(crate) fn coerce_string(&mut self, v: Value, pos: Pos) -> X<String> {
        Ok(match v {
            Value::String(s) => self.heap.str_known(s).to_string(),
            Value::Number(x) => number_to_string(x),
            Value::Bool(b) => b.to_string(),
            Value::Null => "null".into(),
            Value::Undefined => "undefined".into(),
            Value::Symbol(_) => {
                return Err(self.type_error_exc("Cannot convert a Symbol value to a string", pos));
            }
            Value::Object(_) | Value::Native(_) => {
                let p = self.coerce_primitive(v, true, pos)?;
                return self.coerce_string(p, pos);
            }
        })
    }

    /// `ToPropertyKey`.
    pub(crate) fn coerce_key(&mut self, v: Value, pos: Pos) -> X<PropertyKey> {
        match v {
            Value::Number(n) if n >= 0.0 && n < f64::from(u32::MAX) && n.fract() == 0.0 => {
                Ok(PropertyKey::Index(n as u32))
            }
            Value::String(s) => Ok(self.heap.key_of_string(s)),
            Value::Symbol(s) => Ok(PropertyKey::Symbol(s)),
            other => {
                let p = self.coerce_primitive(other, true, pos)?;
                if let Value::Symbol(s) = p {
                    return Ok(PropertyKey::Symbol(s));
                }
                let s = self.coerce_string(p, pos)?;
                Ok(self.heap.key(&s))
            }
        }
    }

    /// The key of index `i` of an array-like: an array index below
    /// `u32::MAX`, a named key past it (as `coerce_key` makes it of the
    /// number).
    pub(crate) fn index_key(&mut self, i: u64) -> PropertyKey {
        match u32::try_from(i) {
            Ok(i) if i < u32::MAX => PropertyKey::Index(i),
            _ => self.heap.key(&i.to_string()),
        }
    }

    /// A key as a string value (for `for…in` and `Object.keys`).
    pub(crate) fn key_value(&mut self, k: PropertyKey) -> Value {
        if let PropertyKey::Symbol(s) = k {
            return Value::Symbol(s);
        }
        let text = self.key_text(k);
        self.heap.string(&text)
    }

    pub(crate) fn coerce_int32(&mut self, v: Value, pos: Pos) -> X<i32> {
        let n = self.coerce_number(v, pos)?;
        Ok(to_int32(n))
    }

    pub(crate) fn strict_equals(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => x == y,
            (Value::String(x), Value::String(y)) => {
                x == y || self.heap.str_known(x) == self.heap.str_known(y)
            }
            _ => a == b,
        }
    }

    pub(crate) fn same_value_zero(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => x == y || (x.is_nan() && y.is_nan()),
            _ => self.strict_equals(a, b),
        }
    }

    pub(crate) fn same_value(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => {
                (x.is_nan() && y.is_nan())
                    || (x == y && x.is_sign_negative() == y.is_sign_negative())
            }
            _ => self.strict_equals(a, b),
        }
    }

    /// `==`.
    pub(crate) fn loose_equals(&mut self, a: Value, b: Value, pos: Pos) -> X<bool> {
        use Value as V;
        Ok(match (a, b) {
            (V::Null | V::Undefined, V::Null | V::Undefined) => true,
            (V::Null | V::Undefined, _) | (_, V::Null | V::Undefined) => false,
            (V::Number(_), V::Number(_))
            | (V::String(_), V::String(_))
            | (V::Bool(_), V::Bool(_)) => self.strict_equals(a, b),
            (V::Object(_) | V::Native(_), V::Object(_) | V::Native(_))
            | (V::Symbol(_), V::Symbol(_)) => a == b,
            (V::Number(x), V::String(_)) => x == self.coerce_number(b, pos)?,
            (V::String(_), V::Number(y)) => self.coerce_number(a, pos)? == y,
            (V::Bool(_), _) => {
                let n = self.coerce_number(a, pos)?;
                return self.loose_equals(V::Number(n), b, pos);
            }
            (_, V::Bool(_)) => {
                let n = self.coerce_number(b, pos)?;
                return self.loose_equals(a, V::Number(n), pos);
            }
            (V::Object(_) | V::Native(_), _) => {
                let p = self.coerce_primitive(a, false, pos)?;
                return self.loose_equals(p, b, pos);
            }
            (_, V::Object(_) | V::Native(_)) => {
                let p = self.coerce_primitive(b, false, pos)?;
                return self.loose_equals(a, p, pos);
            }
            (V::Symbol(_), _) | (_, V::Symbol(_)) => false,
        })
    }

    /// `a < b` (`None`: undefined, a NaN was involved).
    fn less_than(&mut self, a: Value, b: Value, pos: Pos) -> X<Option<bool>> {
        let a = self.coerce_primitive(a, false, pos)?;
        let b = self.coerce_primitive(b, false, pos)?;
        if let (Some(x), Some(y)) = (self.str_of(a), self.str_of(b)) {
            let x: Vec<u16> = x.encode_utf16().collect();
            let y: Vec<u16> = y.encode_utf16().collect();
            return Ok(Some(x < y));
        }
        let x = self.coerce_number(a, pos)?;
        let y = self.coerce_number(b, pos)?;
        if x.is_nan() || y.is_nan() {
            return Ok(None);
        }
        Ok(Some(x < y))
    }

    /// `ToPropertyKey(a + b)` when `a + b` joins a string with a string or
    /// an integer: the key of the joined text, interned from a reused buffer
    /// instead of a new string (which the script never sees: it becomes the
    /// key at once). `None` for any other pair, which `+` then adds as usual.
    /// The joined text is held to V8's string length limit all the same.
    pub(crate) fn joined_key(&mut self, a: Value, b: Value, pos: Pos) -> X<Option<PropertyKey>> {
        if let (Value::String(s), Value::Number(x)) = (a, b) {
            let at = joined_key_entry(s, x);
            if let Some((js, jx, key)) = self.joined_keys[at]
                && js == s
                && jx == x.to_bits()
            {
                return Ok(Some(key));
            }
            let key = self.join_key(a, b, pos)?;
            if let Some(key) = key {
                self.joined_keys[at] = Some((s, x.to_bits(), key));
            }
            return Ok(key);
        }
        if !matches!(a, Value::String(_)) && !matches!(b, Value::String(_)) {
            return Ok(None);
        }
        self.join_key(a, b, pos)
    }

    /// [`Interpreter::joined_key`] made from the two parts' text.
    fn join_key(&mut self, a: Value, b: Value, pos: Pos) -> X<Option<PropertyKey>> {
        let mut text = std::mem::take(&mut self.key_scratch);
        text.clear();
        let joined = self.push_key_part(a, &mut text) && self.push_key_part(b, &mut text);
        let key = if joined {
            match self.check_string_length(text.len(), pos) {
                Ok(()) => Ok(Some(self.heap.key(&text))),
                Err(e) => Err(e),
            }
        } else {
            Ok(None)
        };
        self.key_scratch = text;
        key
    }

    /// Appends `v` to a joined key's text, if it is a string or an integer.
    fn push_key_part(&self, v: Value, text: &mut String) -> bool {
        match v {
            Value::String(s) => {
                text.push_str(self.heap.str_known(s));
                true
            }
            Value::Number(x) => {
                let mut digits = [0; INTEGER_TEXT_MAX];
                match integer_text(x, &mut digits) {
                    Some(t) => {
                        text.push_str(t);
                        true
                    }
                    None => false,
                }
            }
            _ => false,
        }
    }

    pub(crate) fn binary(&mut self, op: BinOp, a: Value, b: Value, pos: Pos) -> X<Value> {
        if let Some(v) = number_binary(op, a, b) {
            return Ok(v);
        }
        Ok(match op {
            BinOp::Add => {
                let pa = self.coerce_primitive(a, false, pos)?;
                let pb = self.coerce_primitive(b, false, pos)?;
                if let Value::String(left) = pa {
                    // Onto the newest string, only the right side is stored.
                    // An integer on the right (`'k' + i`) is written on the
                    // stack, not into a new String.
                    let mut digits = [0; INTEGER_TEXT_MAX];
                    let coerced;
                    let right = if let Value::Number(x) = pb
                        && let Some(text) = integer_text(x, &mut digits)
                    {
                        text
                    } else {
                        coerced = self.coerce_string(pb, pos)?;
                        coerced.as_str()
                    };
                    let len = self.heap.str_known(left).len() + right.len();
                    self.check_string_length(len, pos)?;
                    self.check_string_budget(right.len(), pos)?;
                    self.heap.concat_strings(left, right)
                } else if matches!(pb, Value::String(_)) {
                    let mut s = self.coerce_string(pa, pos)?;
                    s.push_str(&self.coerce_string(pb, pos)?);
                    self.new_string(&s, pos)?
                } else {
                    Value::Number(self.coerce_number(pa, pos)? + self.coerce_number(pb, pos)?)
                }
            }
            BinOp::Sub => Value::Number(self.coerce_number(a, pos)? - self.coerce_number(b, pos)?),
            BinOp::Mul => Value::Number(self.coerce_number(a, pos)? * self.coerce_number(b, pos)?),
            BinOp::Div => Value::Number(self.coerce_number(a, pos)? / self.coerce_number(b, pos)?),
            BinOp::Rem => {
                let x = self.coerce_number(a, pos)?;
                let y = self.coerce_number(b, pos)?;
                Value::Number(x % y)
            }
            BinOp::Exp => {
                let x = self.coerce_number(a, pos)?;
                let y = self.coerce_number(b, pos)?;
                Value::Number(if y.is_nan() || (x.abs() == 1.0 && y.is_infinite()) {
                    f64::NAN
                } else {
                    x.powf(y)
                })
            }
            BinOp::Eq => Value::Bool(self.loose_equals(a, b, pos)?),
            BinOp::Ne => Value::Bool(!self.loose_equals(a, b, pos)?),
            BinOp::StrictEq => Value::Bool(self.strict_equals(a, b)),
            BinOp::StrictNe => Value::Bool(!self.strict_equals(a, b)),
            BinOp::Lt => Value::Bool(self.less_than(a, b, pos)? == Some(true)),
            BinOp::Gt => Value::Bool(self.less_than(b, a, pos)? == Some(true)),
            BinOp::Le => Value::Bool(self.less_than(b, a, pos)? == Some(false)),
            BinOp::Ge => Value::Bool(self.less_than(a, b, pos)? == Some(false)),
            BinOp::BitAnd => Value::Number(f64::from(
                self.coerce_int32(a, pos)? & self.coerce_int32(b, pos)?,
            )),
            BinOp::BitOr => Value::Number(f64::from(
                self.coerce_int32(a, pos)? | self.coerce_int32(b, pos)?,
            )),
            BinOp::BitXor => Value::Number(f64::from(
                self.coerce_int32(a, pos)? ^ self.coerce_int32(b, pos)?,
            )),
            BinOp::Shl => {
                let x = self.coerce_int32(a, pos)?;
                let y = self.coerce_int32(b, pos)? as u32 & 31;
                Value::Number(f64::from(x.wrapping_shl(y)))
            }
            BinOp::Shr => {
                let x = self.coerce_int32(a, pos)?;
                let y = self.coerce_int32(b, pos)? as u32 & 31;
                Value::Number(f64::from(x >> y))
            }
            BinOp::UShr => {
                let x = self.coerce_int32(a, pos)? as u32;
                let y = self.coerce_int32(b, pos)? as u32 & 31;
                Value::Number(f64::from(x >> y))
            }
            BinOp::In => {
                let Value::Object(o) = b else {
                    let k = self.display_text(a);
                    let t = self.display_text(b);
                    return Err(self.type_error_exc(
                        format!("Cannot use 'in' operator to search for '{k}' in {t}"),
                        pos,
                    ));
                };
                let key = self.coerce_key(a, pos)?;
                if let Some(p) = self.proxy_of(b) {
                    return Ok(Value::Bool(self.proxy_has(p, key, pos)?));
                }
                Value::Bool(self.has_property(o, key))
            }
            BinOp::InstanceOf => Value::Bool(self.instance_of(a, b, pos)?),
        })
    }

    /// `v instanceof c` (ECMA-262 §13.10.2, `InstanceofOperator`): `c`'s
    /// `[Symbol.hasInstance]` method decides, and the built-in one,
    /// `Function.prototype`'s, walks `v`'s prototype chain.
    pub(crate) fn instance_of(&mut self, v: Value, c: Value, pos: Pos) -> X<bool> {
        let Value::Object(co) = c else {
            return Err(
                self.type_error_exc("Right-hand side of 'instanceof' is not an object", pos)
            );
        };
        if let Some(symbol) = self.well_known_symbol("hasInstance") {
            let key = PropertyKey::Symbol(symbol);
            // The heap holds a method of the script's on the chain (a
            // class's `static [Symbol.hasInstance]`): it decides.
            if self.heap.chain_holds(co, key) {
                let method = self.get(c, key, None, pos)?;
                if !matches!(method, Value::Undefined | Value::Null) {
                    let method = self.callable_or_typed_error(method, pos)?;
                    let result = self.call(method, c, &[v], pos)?;
                    return Ok(self.truthy(result));
                }
            }
        }
        if !self.is_callable(c) {
            return Err(self.type_error_exc("Right-hand side of 'instanceof' is not callable", pos));
        }
        self.ordinary_has_instance(v, c, pos)
    }

    /// `OrdinaryHasInstance(c, v)` for a callable `c`: a bound function asks
    /// its target; otherwise whether `c.prototype` is on `v`'s chain.
    pub(crate) fn ordinary_has_instance(&mut self, v: Value, c: Value, pos: Pos) -> X<bool> {
        if let Value::Object(co) = c
            && let Some(Callable::Bound { target, .. }) = self.callables.get(&co)
        {
            let target = *target;
            return self.instance_of(v, target, pos);
        }
        let Value::Object(mut o) = v else {
            return Ok(false);
        };
        let key = self.heap.key("prototype");
        let proto = self.get(c, key, None, pos)?;
        let Value::Object(proto) = proto else {
            return Err(self.type_error_exc(
                "Function has non-object prototype 'undefined' in instanceof check",
                pos,
            ));
        };
        while let Some(p) = self.heap.get_prototype_of_known(o) {
            if p == proto {
                return Ok(true);
            }
            o = p;
        }
        Ok(false)
    }

    pub(crate) fn unary(&mut self, op: UnOp, a: Value, pos: Pos) -> X<Value> {
        Ok(match op {
            UnOp::Neg => Value::Number(-self.coerce_number(a, pos)?),
            UnOp::Plus => Value::Number(self.coerce_number(a, pos)?),
            UnOp::Not => Value::Bool(!self.truthy(a)),
            UnOp::BitNot => Value::Number(f64::from(!self.coerce_int32(a, pos)?)),
            UnOp::Void => Value::Undefined,
        })
    }

    /// The values a built-in or array destructuring takes from `v`.
    pub(crate) fn iterate(&mut self, v: Value, pos: Pos) -> X<Vec<Value>> {
        self.iterate_at(v, NotIterable::Value, pos)
    }

    /// The values `for…of`, spread and array destructuring take from `v`;
    /// `site` says how V8 words the `TypeError` when `v` is not iterable.
    pub(crate) fn iterate_at(
        &mut self,
        v: Value,
        site: NotIterable<'_>,
        pos: Pos,
    ) -> X<Vec<Value>> {
        if !self.built_in_iteration(v) {
            return self.iterate_protocol_at(v, site, pos);
        }
        match v {
            Value::String(s) => {
                let chars: Vec<String> = self.heap.str_known(s).chars().map(String::from).collect();
                Ok(chars.iter().map(|c| self.heap.string(c)).collect())
            }
            Value::Object(o) => {
                if let Some(values) = self.drain_list_iterator(o) {
                    return Ok(values);
                }
                if let Some(c) = self.collections.get(&o) {
                    let set = self.is_set(o);
                    let entries: Vec<(Value, Value)> = c.entries.values().copied().collect();
                    return Ok(entries
                        .into_iter()
                        .map(|(k, v)| {
                            if set {
                                k
                            } else {
                                Value::Object(self.heap.new_array_known(&[k, v]))
                            }
                        })
                        .collect());
                }
                let is_array = self.heap.kind_of_known(o) == ObjectKind::Array;
                let is_arguments = !is_array && self.arguments_objects.contains_key(&o);
                if is_array || is_arguments {
                    let len = self.length_of(v, pos)?;
                    let mut out = Vec::with_capacity(len as usize);
                    for i in 0..len {
                        out.push(self.get(v, PropertyKey::Index(i as u32), None, pos)?);
                    }
                    return Ok(out);
                }
                self.iterate_protocol_at(v, site, pos)
            }
            other => {
                let message = self.not_iterable_message(other, site);
                // V8 reads `Symbol.iterator` first: from `null` or
                // `undefined` that load throws, at its location.
                if matches!(other, Value::Null | Value::Undefined) {
                    Err(self.error_at_exc("TypeError", message, pos))
                } else {
                    Err(self.type_error_exc(message, pos))
                }
            }
        }
    }

    /// The values of `v` by the iteration protocol, or the `TypeError` that
    /// `site` words when `v` has no iterator method.
    fn iterate_protocol_at(&mut self, v: Value, site: NotIterable<'_>, pos: Pos) -> X<Vec<Value>> {
        if let Some(values) = self.iterate_protocol(v, pos)? {
            return Ok(values);
        }
        let message = self.not_iterable_message(v, site);
        Err(self.type_error_exc(message, pos))
    }

    /// Whether iterating `v` (a string, an array, an `arguments` object, a
    /// `Map` or a `Set`) runs the built-in `[Symbol.iterator]` its chain
    /// starts with, so that the values can be taken directly: no property of
    /// the script's named `Symbol.iterator` is on the chain, and no `delete`
    /// removed a built-in one. Otherwise the iteration goes through the
    /// protocol, as V8's does once a script touches the iterator.
    pub(crate) fn built_in_iteration(&mut self, v: Value) -> bool {
        let o = match v {
            Value::Object(o) => o,
            Value::String(_) => self.wrapper_prototype(Builtin::StringCtor),
            _ => return true,
        };
        let Some(symbol) = self.well_known_symbol("iterator") else {
            return true;
        };
        let key = PropertyKey::Symbol(symbol);
        !self.heap.chain_holds(o, key)
            && (self.deleted_methods.is_empty()
                || !self.deleted_methods.iter().any(|&(_, k)| k == key))
    }

    /// V8's words for a value that is not iterable (asked of Node 20, 22
    /// and 24, which agree): the source text of a `for…of`'s or an array
    /// spread's expression, `… is not a function or its return value is not
    /// iterable` for a call's; `Spread syntax requires …` for a call's
    /// spread argument; and for a built-in's argument or a destructured
    /// value, V8's default call site (`number 5`, `object`) with the
    /// `Symbol.iterator` load it could not make. `null` and `undefined`
    /// are named as themselves where no source text names them.
    fn not_iterable_message(&self, v: Value, site: NotIterable<'_>) -> String {
        let nullish = matches!(v, Value::Null | Value::Undefined);
        match site {
            NotIterable::Expression(code, e) => match e {
                Expr::Call(callee, ..) | Expr::New(callee, ..) => format!(
                    "{} is not a function or its return value is not iterable",
                    super::describe_callee(code, callee)
                ),
                _ => format!("{} is not iterable", super::describe_callee(code, e)),
            },
            NotIterable::CallSpread if nullish => {
                let t = self.message_text(v);
                format!("{t} is not iterable (cannot read property {t})")
            }
            NotIterable::CallSpread => {
                "Spread syntax requires ...iterable[Symbol.iterator] to be a function".into()
            }
            NotIterable::Value if nullish => format!("{} is not iterable", self.message_text(v)),
            NotIterable::Value => format!(
                "{} is not iterable (cannot read property Symbol(Symbol.iterator))",
                self.call_site_text(v)
            ),
        }
    }

    /// The values of an object with a `[Symbol.iterator]` method: its
    /// iterator's `next()` results until `done` (`None`: no such method).
    /// They are collected before the loop or spread runs, so an iterator that
    /// does not finish within [`MAX_ITERATOR_STEPS`] is reported as
    /// unsupported rather than run forever.
    pub(crate) fn iterate_protocol(&mut self, v: Value, pos: Pos) -> X<Option<Vec<Value>>> {
        let Some(symbol) = self.well_known_symbol("iterator") else {
            return Ok(None);
        };
        let method = self.get(v, PropertyKey::Symbol(symbol), None, pos)?;
        self.iterate_with_method(v, method, pos)
    }

    /// [`Interpreter::iterate_protocol`] with `v[Symbol.iterator]` already
    /// read: `method` (`None` when it is not callable).
    pub(crate) fn iterate_with_method(
        &mut self,
        v: Value,
        method: Value,
        pos: Pos,
    ) -> X<Option<Vec<Value>>> {
        if !self.is_callable(method) {
            return Ok(None);
        }
        let iterator = self.call(method, v, &[], pos)?;
        if !matches!(iterator, Value::Object(_)) {
            return Err(
                self.type_error_exc("Result of the Symbol.iterator method is not an object", pos)
            );
        }
        let (next_key, done_key, value_key) = (
            self.heap.key("next"),
            self.heap.key("done"),
            self.heap.key("value"),
        );
        let next = self.get(iterator, next_key, None, pos)?;
        let mut out = Vec::new();
        loop {
            if out.len() >= MAX_ITERATOR_STEPS {
                return Err(ScriptError::unsupported(
                    pos,
                    format!("an iterator that yields more than {MAX_ITERATOR_STEPS} values (the model collects them before the loop runs)"),
                )
                .into());
            }
            let result = self.call(next, iterator, &[], pos)?;
            if !matches!(result, Value::Object(_)) {
                let t = self.display_text(result);
                return Err(
                    self.type_error_exc(format!("Iterator result {t} is not an object"), pos)
                );
            }
            let done = self.get(result, done_key, None, pos)?;
            if self.truthy(done) {
                return Ok(Some(out));
            }
            out.push(self.get(result, value_key, None, pos)?);
        }
    }

    /// `ToLength(o.length)`.
    pub(crate) fn length_of(&mut self, v: Value, pos: Pos) -> X<u64> {
        let key = self.heap.key("length");
        let l = self.get(v, key, None, pos)?;
        self.coerce_length(l, pos)
    }

    /// `ToLength(v)`: an integer from 0 to 2⁵³ − 1 (ECMA-262 §7.1.20).
    pub(crate) fn coerce_length(&mut self, v: Value, pos: Pos) -> X<u64> {
        let n = self.coerce_number(v, pos)?;
        Ok(if n.is_nan() || n <= 0.0 {
            0
        } else {
            n.min(9_007_199_254_740_991.0) as u64
        })
    }

    /// `for…in`'s keys: own enumerable string keys, then each prototype's not
    /// already seen (shadowed keys, enumerable or not, are skipped).
    pub(crate) fn for_in_keys(&mut self, o: ObjectId) -> Vec<PropertyKey> {
        let mut out = Vec::new();
        let mut seen = rustc_hash::FxHashSet::default();
        let mut at = Some(o);
        while let Some(p) = at {
            let enumerable = self.heap.keys_known(p);
            // A `String` wrapper's indices come first, all enumerable.
            for i in 0..self.string_wrapper_length(p) {
                let k = PropertyKey::Index(i);
                if seen.insert(k) {
                    out.push(k);
                }
            }
            for k in self.heap.own_keys_known(p) {
                if matches!(k, PropertyKey::Symbol(_)) {
                    continue;
                }
                if seen.insert(k) && enumerable.contains(&k) {
                    out.push(k);
                }
            }
            at = self.heap.get_prototype_of_known(p);
        }
        out
    }
}

/// `a op b` when both are numbers and `op` is arithmetic, a comparison or
/// a bitwise operator: what [`Interpreter::binary`] gives, without a call.
/// `None` for any other operands or operator.
#[inline(always)]
pub(crate) fn number_binary(op: BinOp, a: Value, b: Value) -> Option<Value> {
    let (Value::Number(x), Value::Number(y)) = (a, b) else {
        return None;
    };
    let int = |n: i32| Some(Value::Number(f64::from(n)));
    match op {
        BinOp::Add => Some(Value::Number(x + y)),
        BinOp::Sub => Some(Value::Number(x - y)),
        BinOp::Mul => Some(Value::Number(x * y)),
        BinOp::Div => Some(Value::Number(x / y)),
        BinOp::Rem => Some(Value::Number(x % y)),
        BinOp::Lt => Some(Value::Bool(x < y)),
        BinOp::Le => Some(Value::Bool(x <= y)),
        BinOp::Gt => Some(Value::Bool(x > y)),
        BinOp::Ge => Some(Value::Bool(x >= y)),
        BinOp::StrictEq | BinOp::Eq => Some(Value::Bool(x == y)),
        BinOp::StrictNe | BinOp::Ne => Some(Value::Bool(x != y)),
        BinOp::BitAnd => int(to_int32(x) & to_int32(y)),
        BinOp::BitOr => int(to_int32(x) | to_int32(y)),
        BinOp::BitXor => int(to_int32(x) ^ to_int32(y)),
        BinOp::Shl => int(to_int32(x).wrapping_shl(to_int32(y) as u32 & 31)),
        BinOp::Shr => int(to_int32(x) >> (to_int32(y) as u32 & 31)),
        BinOp::UShr => Some(Value::Number(f64::from(
            (to_int32(x) as u32) >> (to_int32(y) as u32 & 31),
        ))),
        _ => None,
    }
}

pub(crate) fn to_int32(n: f64) -> i32 {
    // Inside the int32 range the truncation is the answer (`-0` gives 0);
    // NaN fails both compares.
    if n > -2_147_483_649.0 && n < 2_147_483_648.0 {
        return n as i32;
    }
    if !n.is_finite() {
        return 0;
    }
    let m = n.trunc().rem_euclid(4_294_967_296.0);
    (m as u64 as u32) as i32
}

#[cfg(test)]
mod tests {
    use super::{number_binary, to_int32};
    use crate::script::ir::BinOp;
    use crate::value::Value;

    /// Number operators at their edges, with what Node 20 prints for each.
    #[test]
    fn number_operators_give_what_node_gives() {
        let cases: [(f64, BinOp, f64, f64); 18] = [
            (-1.0, BinOp::UShr, 0.0, 4_294_967_295.0),
            (1.0, BinOp::Shl, 32.0, 1.0),
            (1.0, BinOp::Shl, 31.0, -2_147_483_648.0),
            (-9.0, BinOp::Shr, 1.0, -5.0),
            (5.5, BinOp::Rem, 2.0, 1.5),
            (-5.0, BinOp::Rem, 2.0, -1.0),
            (4_294_967_301.0, BinOp::BitOr, 0.0, 5.0),
            (-0.0, BinOp::Rem, 5.0, -0.0),
            (7.0, BinOp::BitXor, -1.0, -8.0),
            (9_007_199_254_740_992.0, BinOp::BitAnd, 1.0, 0.0),
            (1e21, BinOp::BitOr, 0.0, -559_939_584.0),
            (f64::NAN, BinOp::BitAnd, 1.0, 0.0),
            (-1.0, BinOp::UShr, 33.0, 2_147_483_647.0),
            (3.0, BinOp::Shl, -1.0, -2_147_483_648.0),
            (0.1, BinOp::Mul, 3.0, 0.300_000_000_000_000_04),
            (1.0, BinOp::Div, 0.0, f64::INFINITY),
            (-7.0, BinOp::Rem, -3.0, -1.0),
            (5.0, BinOp::Rem, 0.0, f64::NAN),
        ];
        for (x, op, y, node) in cases {
            let Some(Value::Number(got)) = number_binary(op, Value::Number(x), Value::Number(y))
            else {
                panic!("{x} {op:?} {y} is a number operation");
            };
            assert!(
                got.to_bits() == node.to_bits() || (got.is_nan() && node.is_nan()),
                "{x} {op:?} {y}: {got} against Node's {node}"
            );
        }
        // Comparisons with NaN are false, and only numbers take this path.
        for op in [
            BinOp::Lt,
            BinOp::Le,
            BinOp::Gt,
            BinOp::Ge,
            BinOp::Eq,
            BinOp::StrictEq,
        ] {
            let r = number_binary(op, Value::Number(f64::NAN), Value::Number(1.0));
            assert_eq!(r, Some(Value::Bool(false)), "{op:?}");
        }
        assert_eq!(
            number_binary(BinOp::Add, Value::Null, Value::Number(1.0)),
            None
        );
        assert_eq!(
            number_binary(BinOp::In, Value::Number(0.0), Value::Number(1.0)),
            None
        );
    }

    /// ECMAScript's `ToInt32`, step by step.
    fn to_int32_by_definition(n: f64) -> i32 {
        if !n.is_finite() {
            return 0;
        }
        (n.trunc().rem_euclid(4_294_967_296.0) as u64 as u32) as i32
    }

    #[test]
    fn int32_at_the_edges() {
        for n in [
            0.0,
            -0.0,
            -1.5,
            2_147_483_647.9,
            2_147_483_648.0,
            -2_147_483_648.5,
            -2_147_483_649.0,
            4_294_967_296.0 + 7.0,
            f64::NAN,
            f64::INFINITY,
            -1e300,
        ] {
            assert_eq!(to_int32(n), to_int32_by_definition(n), "{n:e}");
        }
    }

    proptest::proptest! {
        #[test]
        fn int32_agrees_with_its_definition(bits in proptest::num::u64::ANY, i in proptest::num::i64::ANY) {
            for n in [f64::from_bits(bits), i as f64, (i >> 20) as f64 + 0.5] {
                proptest::prop_assert_eq!(to_int32(n), to_int32_by_definition(n), "{:e}", n);
            }
        }
    }
}

/// Where a value that is not iterable was met, which decides V8's message
/// (see [`Interpreter::not_iterable_message`]).
#[derive(Copy, Clone)]
pub(crate) enum NotIterable<'a> {
    /// A `for…of`'s or an array literal's spread expression.
    Expression(&'a Code, &'a Expr),
    /// A spread argument of a call.
    CallSpread,
    /// A built-in's argument, or a value destructured by an array pattern.
    Value,
}
