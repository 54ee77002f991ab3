//! `Proxy`: an object whose property reads, writes, `in` and `delete` run
//! its handler's traps (`get`, `set`, `has`, `deleteProperty`), or, where the
//! handler has none, the same operation on its target.
//!
//! A proxy is a heap object with no properties and a null prototype, its
//! target and handler kept beside it by object ID. V8's `JSProxy` has no
//! properties of its own either: everything goes to the handler or target.
//! The model covers a proxy used directly as the receiver of those four
//! operations. A proxy reaching anything else (a built-in given one, a
//! prototype chain, a handler with other traps) is reported as unsupported,
//! never answered from the proxy's empty stand-in.

use super::*;

/// A proxy's target and handler.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ProxyData {
    pub(crate) target: ObjectId,
    pub(crate) handler: ObjectId,
}

/// The traps the model runs; a handler with any other is refused.
const MODELLED_TRAPS: &[&str] = &["get", "set", "has", "deleteProperty"];

/// Every trap ECMAScript defines (§10.5).
const ALL_TRAPS: &[&str] = &[
    "getPrototypeOf",
    "setPrototypeOf",
    "isExtensible",
    "preventExtensions",
    "getOwnPropertyDescriptor",
    "defineProperty",
    "has",
    "get",
    "set",
    "deleteProperty",
    "ownKeys",
    "apply",
    "construct",
];

impl Interpreter {
    /// `new Proxy(target, handler)`.
    pub(crate) fn new_proxy(&mut self, target: Value, handler: Value, pos: Pos) -> X<Value> {
        let (Value::Object(target), Value::Object(handler)) = (target, handler) else {
            return Err(self.type_error_exc(
                "Cannot create proxy with a non-object as target or handler",
                pos,
            ));
        };
        if self.proxies.contains_key(&target) {
            return Err(ScriptError::unsupported(pos, "a Proxy whose target is a Proxy").into());
        }
        if self.is_callable(Value::Object(target)) {
            return Err(ScriptError::unsupported(pos, "a Proxy of a function").into());
        }
        for trap in ALL_TRAPS {
            if MODELLED_TRAPS.contains(trap) {
                continue;
            }
            let key = self.heap.key(trap);
            if self.get(Value::Object(handler), key, None, pos)? != Value::Undefined {
                return Err(ScriptError::unsupported(
                    pos,
                    format!("a Proxy handler with a `{trap}` trap (the model runs get, set, has and deleteProperty)"),
                )
                .into());
            }
        }
        let o = self.heap.object_create_known(None);
        self.proxies.insert(o, ProxyData { target, handler });
        Ok(Value::Object(o))
    }

    /// The proxy `v` is, if it is one.
    pub(crate) fn proxy_of(&self, v: Value) -> Option<ProxyData> {
        match v {
            Value::Object(o) if !self.proxies.is_empty() => self.proxies.get(&o).copied(),
            _ => None,
        }
    }

    /// Refuses a proxy where the model would otherwise read its empty
    /// stand-in: `what` names the use.
    pub(crate) fn refuse_proxy(&self, v: Value, what: &str, pos: Pos) -> X<()> {
        if self.proxy_of(v).is_some() {
            return Err(ScriptError::unsupported(pos, format!("a Proxy {what}")).into());
        }
        Ok(())
    }

    /// The handler's trap `name`, if it has one.
    fn trap(&mut self, p: ProxyData, name: &str, pos: Pos) -> X<Option<Value>> {
        let key = self.heap.key(name);
        let trap = self.get(Value::Object(p.handler), key, None, pos)?;
        match trap {
            Value::Undefined | Value::Null => Ok(None),
            t if self.is_callable(t) => Ok(Some(t)),
            t => {
                let text = self.message_text(t);
                Err(self.type_error_exc(format!("{text} is not a function"), pos))
            }
        }
    }

    /// `proxy[key]`: the `get` trap, or the target's property.
    pub(crate) fn proxy_get(
        &mut self,
        p: ProxyData,
        key: PropertyKey,
        receiver: Value,
        pos: Pos,
    ) -> X<Value> {
        match self.trap(p, "get", pos)? {
            Some(trap) => {
                let k = self.key_value(key);
                self.call(
                    trap,
                    Value::Object(p.handler),
                    &[Value::Object(p.target), k, receiver],
                    pos,
                )
            }
            None => self.get(Value::Object(p.target), key, None, pos),
        }
    }

    /// `proxy[key] = v`: the `set` trap (a falsish result throws in strict
    /// code), or a store on the target.
    pub(crate) fn proxy_set(
        &mut self,
        f: &Frame,
        p: ProxyData,
        key: PropertyKey,
        v: Value,
        receiver: Value,
        pos: Pos,
    ) -> X<()> {
        match self.trap(p, "set", pos)? {
            Some(trap) => {
                let k = self.key_value(key);
                let ok = self.call(
                    trap,
                    Value::Object(p.handler),
                    &[Value::Object(p.target), k, v, receiver],
                    pos,
                )?;
                if f.strict && !self.truthy(ok) {
                    let name = self.key_text(key);
                    return Err(self.type_error_exc(
                        format!("'set' on proxy: trap returned falsish for property '{name}'"),
                        pos,
                    ));
                }
                Ok(())
            }
            None => self.store(f, Value::Object(p.target), key, v, None, true, pos),
        }
    }

    /// Calls a `(target, key)` trap and takes its result as a boolean.
    fn key_trap(&mut self, trap: Value, p: ProxyData, key: PropertyKey, pos: Pos) -> X<bool> {
        let k = self.key_value(key);
        let r = self.call(
            trap,
            Value::Object(p.handler),
            &[Value::Object(p.target), k],
            pos,
        )?;
        Ok(self.truthy(r))
    }

    /// `key in proxy`: the `has` trap, or the target's answer.
    pub(crate) fn proxy_has(&mut self, p: ProxyData, key: PropertyKey, pos: Pos) -> X<bool> {
        match self.trap(p, "has", pos)? {
            Some(trap) => self.key_trap(trap, p, key, pos),
            None => Ok(self.has_property(p.target, key)),
        }
    }

    /// `delete proxy[key]`: the `deleteProperty` trap (`None`: no trap, the
    /// caller deletes from the target).
    pub(crate) fn proxy_delete(
        &mut self,
        p: ProxyData,
        key: PropertyKey,
        pos: Pos,
    ) -> X<Option<bool>> {
        match self.trap(p, "deleteProperty", pos)? {
            Some(trap) => self.key_trap(trap, p, key, pos).map(Some),
            None => Ok(None),
        }
    }
}
