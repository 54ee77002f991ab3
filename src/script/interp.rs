//! The tree-walking interpreter: runs a resolved [`Program`] on a [`Heap`].
//!
//! Every property access goes through the inline cache of its site
//! ([`LoadIc`]/[`StoreIc`], one per site, created on first execution), so a store
//! reaches the heap's runtime path ([`Heap::set`], which models V8's
//! `StoreIC::Store`) exactly when V8's would: on the site's first execution, on a
//! miss, and on every execution of a megamorphic or keyed-by-many-names site.
//! That matters for the model: V8 makes prototypes fast again only on that path.

use super::ast::*;
use super::lexer::is_js_whitespace;
use super::number::{inspect_number, number_to_string};
use super::resolve::SlotInfo;
use super::{ErrorKind, Line, Pos, Program, ScriptError};
use crate::atoms::PropertyKey;
use crate::error::{JsError, JsErrorKind};
use crate::heap::{Heap, LiteralEntry, PropertyDescriptor};
use crate::ic::{LoadIc, StoreIc};
use crate::object::ObjectId;
use crate::policy::{Policy, StoreOrigin};
use crate::shape::ObjectKind;
use crate::value::Value;
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// How deep `JSON.stringify` may nest before it throws V8's stack-overflow
/// `RangeError`. V8's limit is the native stack (Node 20 stringifies about 10,000
/// levels of plain objects); the recursive walk here stays inside a 2 MiB test
/// thread's stack in debug builds (1,000 levels overflowed it). Listed in DESIGN.md
/// as a divergence.
pub const MAX_JSON_DEPTH: usize = 256;

/// An opaque function created by the script.
#[derive(Clone, Debug)]
struct FunctionInfo {
    empty_body: bool,
    source: Rc<str>,
}

/// The state of one load site.
enum LoadSite {
    /// Not executed yet.
    Fresh,
    /// Monomorphic in one property name, with its cache.
    Cached(Box<LoadIc>),
    /// A keyed site that saw several names: the generic lookup.
    Megamorphic,
}

/// The state of one store site.
enum StoreSite {
    Fresh,
    Cached(Box<StoreIc>),
    Megamorphic,
}

/// Runs shape scripts on one heap. Objects persist across [`Interpreter::run`]
/// calls; each run has its own frame and inline caches.
pub struct Interpreter {
    heap: Heap,
    functions: FxHashMap<ObjectId, FunctionInfo>,
    literals: FxHashMap<String, Value>,
    step_limit: Option<u64>,
    steps: u64,
    tracing: bool,
}

impl Default for Interpreter {
    fn default() -> Self {
        Self::new(Policy::node20())
    }
}

/// The state of one run of one program.
struct Run<'p, 's> {
    program: &'p Program,
    frame: Vec<Option<Value>>,
    loads: Vec<LoadSite>,
    stores: Vec<StoreSite>,
    sink: &'s mut dyn FnMut(Line<'_>),
}

fn thrown(pos: Pos, name: &str, message: impl Into<String>) -> ScriptError {
    ScriptError {
        kind: ErrorKind::Thrown { name: name.into() },
        pos,
        message: message.into(),
    }
}

fn type_error(pos: Pos, message: impl Into<String>) -> ScriptError {
    thrown(pos, "TypeError", message)
}

impl Interpreter {
    /// An interpreter on a fresh heap with `policy`.
    pub fn new(policy: Policy) -> Self {
        Interpreter {
            heap: Heap::with_policy(policy),
            functions: FxHashMap::default(),
            literals: FxHashMap::default(),
            step_limit: None,
            steps: 0,
            tracing: false,
        }
    }

    /// Stops a run with [`ErrorKind::StepLimit`] after `limit` statements in total
    /// (for fuzzing and tests; the CLI runs without a limit, as Node does).
    pub fn set_step_limit(&mut self, limit: Option<u64>) {
        self.step_limit = limit;
    }

    /// Reports transition events as [`Line::Trace`] lines while running.
    pub fn set_tracing(&mut self, on: bool) {
        self.tracing = on;
        self.heap.set_tracing(on);
    }

    /// The heap the scripts run on.
    pub fn heap(&self) -> &Heap {
        &self.heap
    }

    /// Runs `program`, passing every printed line to `sink`. Stops at the first
    /// error; the lines printed before it have been passed on already.
    ///
    /// Returns, on success, the final value of every variable slot that holds an
    /// object, named as in the script (for `shapeshift dot`).
    pub fn run(
        &mut self,
        program: &Program,
        sink: &mut dyn FnMut(Line<'_>),
    ) -> Result<Vec<(String, ObjectId)>, ScriptError> {
        let frame = program
            .slots
            .iter()
            .map(|s: &SlotInfo| (s.kind == Some(DeclKind::Var)).then_some(Value::Undefined))
            .collect();
        let mut run = Run {
            program,
            frame,
            loads: (0..program.load_sites).map(|_| LoadSite::Fresh).collect(),
            stores: (0..program.store_sites).map(|_| StoreSite::Fresh).collect(),
            sink,
        };
        for s in &program.body {
            self.stmt(&mut run, s)?;
        }
        Ok(run
            .frame
            .iter()
            .zip(&program.slots)
            .filter_map(|(v, info)| match v {
                Some(Value::Object(o)) => Some((info.name.clone(), *o)),
                _ => None,
            })
            .collect())
    }

    fn flush_trace(&mut self, run: &mut Run) {
        if self.tracing {
            for event in self.heap.take_trace() {
                let line = event.describe(&self.heap);
                (run.sink)(Line::Trace(&line));
            }
        }
    }

    // ----- statements -------------------------------------------------------------

    fn stmt(&mut self, run: &mut Run, s: &Stmt) -> Result<(), ScriptError> {
        self.steps += 1;
        if let Some(limit) = self.step_limit
            && self.steps > limit
        {
            return Err(ScriptError {
                kind: ErrorKind::StepLimit,
                pos: Pos { line: 0, col: 0 },
                message: format!("step limit of {limit} statements exceeded"),
            });
        }
        let result = self.stmt_inner(run, s);
        self.flush_trace(run);
        result
    }

    fn stmt_inner(&mut self, run: &mut Run, s: &Stmt) -> Result<(), ScriptError> {
        match s {
            Stmt::Empty => Ok(()),
            Stmt::Expr(e) => self.eval(run, e).map(drop),
            Stmt::Declare { kind, decls } => {
                for (var, init) in decls {
                    match init {
                        Some(e) => {
                            let v = self.eval(run, e)?;
                            run.frame[var.slot as usize] = Some(v);
                        }
                        // `let x;` initializes to undefined; `var x;` keeps its value.
                        None if *kind != DeclKind::Var => {
                            run.frame[var.slot as usize] = Some(Value::Undefined);
                        }
                        None => {}
                    }
                }
                Ok(())
            }
            Stmt::Block(b) => {
                for &slot in &b.lexical {
                    run.frame[slot as usize] = None;
                }
                for s in &b.body {
                    self.stmt(run, s)?;
                }
                Ok(())
            }
            Stmt::For(f) => {
                let init = self.eval(run, &f.init)?;
                let slot = f.var.slot as usize;
                run.frame[slot] = Some(init);
                loop {
                    let limit = self.eval(run, &f.limit)?;
                    let i = self.read_var(run, &f.var)?;
                    let (a, b) = (self.to_number(i, f.pos)?, self.to_number(limit, f.pos)?);
                    if a.partial_cmp(&b) != Some(std::cmp::Ordering::Less) {
                        return Ok(());
                    }
                    self.stmt(run, &f.body)?;
                    let i = self.read_var(run, &f.var)?;
                    let next = self.to_number(i, f.pos)? + 1.0;
                    run.frame[slot] = Some(Value::Number(next));
                }
            }
        }
    }

    // ----- expressions ------------------------------------------------------------

    fn read_var(&self, run: &Run, var: &Var) -> Result<Value, ScriptError> {
        match run.frame[var.slot as usize] {
            Some(v) => Ok(v),
            None => {
                let info = &run.program.slots[var.slot as usize];
                Err(thrown(
                    var.pos,
                    "ReferenceError",
                    if info.kind.is_some() {
                        format!("Cannot access '{}' before initialization", var.name)
                    } else {
                        format!("{} is not defined", var.name)
                    },
                ))
            }
        }
    }

    fn eval(&mut self, run: &mut Run, e: &Expr) -> Result<Value, ScriptError> {
        match e {
            Expr::Number(x) => Ok(Value::Number(*x)),
            Expr::Str(s) => Ok(self.literal_string(s)),
            Expr::Bool(b) => Ok(Value::Bool(*b)),
            Expr::Null => Ok(Value::Null),
            Expr::Undefined => Ok(Value::Undefined),
            Expr::ObjectPrototype => Ok(Value::Object(self.heap.intrinsics().object_prototype)),
            Expr::Var(v) => self.read_var(run, v),
            Expr::AssignVar(var, value) => {
                let v = self.eval(run, value)?;
                let slot = var.slot as usize;
                if var.is_const {
                    // The binding must exist first (TDZ), then the write throws.
                    self.read_var(run, var)?;
                    return Err(type_error(var.pos, "Assignment to constant variable."));
                }
                if run.frame[slot].is_none() && run.program.slots[slot].kind.is_some() {
                    self.read_var(run, var)?;
                }
                run.frame[slot] = Some(v);
                Ok(v)
            }
            Expr::Load(m) => {
                let receiver = self.eval(run, &m.object)?;
                let key = self.member_key(run, m)?;
                self.load(run, m, receiver, key)
            }
            Expr::Store(m, value) => {
                let receiver = self.eval(run, &m.object)?;
                let key = self.member_key(run, m)?;
                let v = self.eval(run, value)?;
                self.store(run, m, receiver, key, v)?;
                Ok(v)
            }
            Expr::Delete(m) => {
                let receiver = self.eval(run, &m.object)?;
                let key = self.member_key(run, m)?;
                match receiver {
                    Value::Object(o) => {
                        let deleted = self.heap.delete(o, key).map_err(|e| self.js(e, m.pos))?;
                        Ok(Value::Bool(deleted))
                    }
                    Value::Null | Value::Undefined => Err(type_error(
                        m.pos,
                        "Cannot convert undefined or null to object".to_string(),
                    )),
                    _ => Ok(Value::Bool(true)),
                }
            }
            Expr::Chain(first, rest) => {
                let mut acc = self.eval(run, first)?;
                for (op, e, pos) in rest {
                    let b = self.eval(run, e)?;
                    acc = match op {
                        BinOp::Add => self.add(acc, b, *pos)?,
                        BinOp::StrictEq => Value::Bool(self.strict_equals(acc, b)),
                        BinOp::StrictNe => Value::Bool(!self.strict_equals(acc, b)),
                    };
                }
                Ok(acc)
            }
            Expr::Negate(a, pos) => {
                let a = self.eval(run, a)?;
                Ok(Value::Number(-self.to_number(a, *pos)?))
            }
            Expr::Object(entries, pos) => self.object_literal(run, entries, *pos),
            Expr::Array(items, _) => {
                let mut values = Vec::with_capacity(items.len());
                for i in items {
                    values.push(self.eval(run, i)?);
                }
                Ok(Value::Object(self.heap.new_array(&values)))
            }
            Expr::Function(f, _) => Ok(Value::Object(self.function(f))),
            Expr::Builtin(b, args, pos) => {
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    values.push(self.eval(run, a)?);
                }
                self.builtin(run, *b, &values, *pos)
            }
            Expr::Call(callee, args, pos) => {
                let f = self.eval(run, callee)?;
                for a in args {
                    self.eval(run, a)?;
                }
                match f {
                    Value::Object(o) => match self.functions.get(&o) {
                        Some(info) if info.empty_body => Ok(Value::Undefined),
                        Some(_) => Err(ScriptError::unsupported(
                            *pos,
                            "calling a function whose body is not empty (function bodies are not run)",
                        )),
                        None => Err(type_error(
                            *pos,
                            format!("{} is not a function", describe_callee(callee)),
                        )),
                    },
                    _ => Err(type_error(
                        *pos,
                        format!("{} is not a function", describe_callee(callee)),
                    )),
                }
            }
        }
    }

    /// A string made by the script: V8's length limit, and the model's bound on
    /// the strings it keeps (it has no collector).
    fn new_string(&mut self, s: &str, pos: Pos) -> Result<Value, ScriptError> {
        check_string_length(s.len(), pos)?;
        if self.heap.string_bytes() + s.len() > MAX_SCRIPT_STRING_BYTES {
            return Err(ScriptError::unsupported(
                pos,
                format!(
                    "making more than {} MiB of strings (the model keeps every string: it has no garbage collector)",
                    MAX_SCRIPT_STRING_BYTES >> 20
                ),
            ));
        }
        Ok(self.heap.string(s))
    }

    fn literal_string(&mut self, s: &str) -> Value {
        if let Some(&v) = self.literals.get(s) {
            return v;
        }
        let v = self.heap.string(s);
        self.literals.insert(s.to_string(), v);
        v
    }

    fn function(&mut self, f: &FunctionLit) -> ObjectId {
        let id = self.heap.new_function(f.arrow);
        self.functions.insert(
            id,
            FunctionInfo {
                empty_body: f.empty_body,
                source: f.source.as_str().into(),
            },
        );
        id
    }

    /// Maps a heap exception to a script error at `pos`.
    fn js(&self, e: JsError, pos: Pos) -> ScriptError {
        match e.kind() {
            JsErrorKind::DataClone(v) => {
                // V8 prints a function's source; a native prints as V8's
                // builtins do.
                let what = match *v {
                    Value::Object(o) => match self.functions.get(&o) {
                        Some(f) => f.source.to_string(),
                        None => self.heap.object_tag(o).to_string(),
                    },
                    Value::Native(n) => format!(
                        "function {}() {{ [native code] }}",
                        self.heap.runtime().natives.name(n).unwrap_or("")
                    ),
                    other => format!("{other:?}"),
                };
                thrown(
                    pos,
                    "DOMException [DataCloneError]",
                    format!("{what} could not be cloned."),
                )
            }
            _ => thrown(pos, e.name(), e.message()),
        }
    }

    /// ECMAScript `ToPropertyKey` for the primitive keys the subset allows.
    fn property_key(&mut self, v: Value, pos: Pos) -> Result<PropertyKey, ScriptError> {
        Ok(match v {
            Value::String(s) => {
                let text = self.heap.str(s).to_string();
                self.heap.key(&text)
            }
            Value::Number(x) => self.heap.key(&number_to_string(x)),
            Value::Bool(b) => self.heap.key(if b { "true" } else { "false" }),
            Value::Null => self.heap.key("null"),
            Value::Undefined => self.heap.key("undefined"),
            Value::Object(_) | Value::Native(_) => {
                return Err(ScriptError::unsupported(
                    pos,
                    "objects as property keys (their toString is not run)",
                ));
            }
        })
    }

    fn member_key(&mut self, run: &mut Run, m: &Member) -> Result<PropertyKey, ScriptError> {
        match &m.prop {
            Prop::Named(name) => Ok(self.heap.key(name)),
            Prop::Keyed(k) => {
                let k = self.eval(run, k)?;
                self.property_key(k, m.pos)
            }
        }
    }

    fn key_text(&self, key: PropertyKey) -> String {
        self.heap.atoms().display(key).to_string()
    }

    fn load(
        &mut self,
        run: &mut Run,
        m: &Member,
        receiver: Value,
        key: PropertyKey,
    ) -> Result<Value, ScriptError> {
        let o = match receiver {
            Value::Object(o) => o,
            Value::Null | Value::Undefined => {
                return Err(type_error(
                    m.pos,
                    format!(
                        "Cannot read properties of {} (reading '{}')",
                        nullish_name(receiver),
                        self.key_text(key)
                    ),
                ));
            }
            _ => {
                return Err(ScriptError::unsupported(
                    m.pos,
                    "reading properties of primitive values",
                ));
            }
        };
        let site = &mut run.loads[m.site as usize];
        let result = match site {
            LoadSite::Fresh => {
                let mut ic = Box::new(LoadIc::new(key));
                let v = ic.load(&mut self.heap, o);
                *site = LoadSite::Cached(ic);
                v
            }
            LoadSite::Cached(ic) if ic.key() == key => ic.load(&mut self.heap, o),
            LoadSite::Cached(_) => {
                *site = LoadSite::Megamorphic;
                self.heap.get(o, key)
            }
            LoadSite::Megamorphic => self.heap.get(o, key),
        };
        let value = result.map_err(|e| self.js(e, m.pos))?;
        if value == Value::Undefined {
            self.check_builtin_miss(o, key, m.pos)?;
        }
        Ok(value)
    }

    fn store(
        &mut self,
        run: &mut Run,
        m: &Member,
        receiver: Value,
        key: PropertyKey,
        value: Value,
    ) -> Result<(), ScriptError> {
        let o = match receiver {
            Value::Object(o) => o,
            Value::Null | Value::Undefined => {
                return Err(type_error(
                    m.pos,
                    format!(
                        "Cannot set properties of {} (setting '{}')",
                        nullish_name(receiver),
                        self.key_text(key)
                    ),
                ));
            }
            // Sloppy mode: a store to a primitive is silently dropped.
            _ => return Ok(()),
        };
        self.check_modelled_key(o, key, m.pos)?;
        let origin = match m.prop {
            Prop::Named(_) => StoreOrigin::Named,
            Prop::Keyed(_) => StoreOrigin::Keyed,
        };
        let site = &mut run.stores[m.site as usize];
        // Sloppy mode: a store that does not happen (read-only, non-extensible,
        // setter-less accessor) is silently ignored.
        let result = match site {
            StoreSite::Fresh => {
                let mut ic = Box::new(StoreIc::new(key, origin));
                let r = ic.store(&mut self.heap, o, value);
                *site = StoreSite::Cached(ic);
                r
            }
            StoreSite::Cached(ic) if ic.key() == key => ic.store(&mut self.heap, o, value),
            StoreSite::Cached(_) => {
                *site = StoreSite::Megamorphic;
                self.heap.set(o, key, value, origin)
            }
            StoreSite::Megamorphic => self.heap.set(o, key, value, origin),
        };
        result.map(drop).map_err(|e| self.js(e, m.pos))
    }

    /// A read that found nothing, of a name the real built-in prototypes have
    /// (`o.toString`, `a.push`, `f.call`): the model's built-in prototypes are
    /// empty, so answering `undefined` would be a silent lie.
    fn check_builtin_miss(
        &self,
        o: ObjectId,
        key: PropertyKey,
        pos: Pos,
    ) -> Result<(), ScriptError> {
        let mut at = Some(o);
        while let Some(p) = at {
            if self.heap.get_own_property(p, key).is_some() {
                return Ok(());
            }
            at = self.heap.get_prototype_of(p);
        }
        let name = self.key_text(key);
        let intrinsics = self.heap.intrinsics();
        let mut chain = Vec::new();
        let mut at = self.heap.get_prototype_of(o);
        while let Some(p) = at {
            chain.push(p);
            at = self.heap.get_prototype_of(p);
        }
        let has = |proto: ObjectId, names: &[&str]| {
            chain.contains(&proto) && names.contains(&name.as_str())
        };
        if has(intrinsics.object_prototype, OBJECT_PROTOTYPE_NAMES)
            || has(intrinsics.array_prototype, ARRAY_PROTOTYPE_NAMES)
            || has(intrinsics.function_prototype, FUNCTION_PROTOTYPE_NAMES)
        {
            return Err(ScriptError::unsupported(
                pos,
                format!("the built-in `{name}` (the model's built-in prototypes carry no methods)"),
            ));
        }
        Ok(())
    }

    /// Keys whose V8 behaviour the model does not have: an array's `length`
    /// (its attributes and truncation rules) and the `__proto__` accessor.
    fn check_modelled_key(
        &self,
        o: ObjectId,
        key: PropertyKey,
        pos: Pos,
    ) -> Result<(), ScriptError> {
        let name = self.key_text(key);
        if name == "__proto__" {
            // An own or inherited data property named `__proto__` shadows
            // Object.prototype's accessor; without one, V8 would run the setter.
            let mut at = Some(o);
            while let Some(p) = at {
                if self.heap.get_own_property(p, key).is_some() {
                    return Ok(());
                }
                if p == self.heap.intrinsics().object_prototype {
                    return Err(ScriptError::unsupported(
                        pos,
                        "the `__proto__` accessor (use Object.getPrototypeOf / Object.setPrototypeOf)",
                    ));
                }
                at = self.heap.get_prototype_of(p);
            }
        }
        if name == "length" && self.heap.kind_of(o) == ObjectKind::Array {
            return Err(ScriptError::unsupported(
                pos,
                "changing an array's `length` (array lengths are modelled only as their elements)",
            ));
        }
        Ok(())
    }

    fn object_literal(
        &mut self,
        run: &mut Run,
        entries: &[ObjectEntry],
        pos: Pos,
    ) -> Result<Value, ScriptError> {
        let mut out = Vec::with_capacity(entries.len());
        for entry in entries {
            match entry {
                ObjectEntry::Property { key, value } => {
                    let value = self.eval(run, value)?;
                    out.push(LiteralEntry::Property {
                        key: self.heap.key(key),
                        value,
                        computed: false,
                    });
                }
                ObjectEntry::Computed { key, value } => {
                    let k = self.eval(run, key)?;
                    let key = self.property_key(k, pos)?;
                    let value = self.eval(run, value)?;
                    out.push(LiteralEntry::Property {
                        key,
                        value,
                        computed: true,
                    });
                }
                ObjectEntry::Spread(e) => {
                    let v = self.eval(run, e)?;
                    out.push(LiteralEntry::Spread(v));
                }
                ObjectEntry::Proto(e) => {
                    let literal_null = matches!(e, Expr::Null);
                    let v = self.eval(run, e)?;
                    match v {
                        Value::Null if literal_null => out.push(LiteralEntry::NullProto),
                        Value::Null | Value::Object(_) => out.push(LiteralEntry::Proto(v)),
                        // `__proto__: 1` is ignored, as in JavaScript.
                        _ => {}
                    }
                }
            }
        }
        let o = self
            .heap
            .object_literal(&out)
            .map_err(|e| self.js(e, pos))?;
        Ok(Value::Object(o))
    }

    // ----- conversions and operators -----------------------------------------------

    fn to_string_value(&self, v: Value, pos: Pos) -> Result<String, ScriptError> {
        Ok(match v {
            Value::String(s) => self.heap.str(s).to_string(),
            Value::Number(x) => number_to_string(x),
            Value::Bool(b) => b.to_string(),
            Value::Null => "null".into(),
            Value::Undefined => "undefined".into(),
            Value::Object(_) | Value::Native(_) => {
                return Err(ScriptError::unsupported(
                    pos,
                    "converting an object to a primitive (its toString/valueOf are not run)",
                ));
            }
        })
    }

    fn to_number(&self, v: Value, pos: Pos) -> Result<f64, ScriptError> {
        Ok(match v {
            Value::Number(x) => x,
            Value::Bool(b) => f64::from(u8::from(b)),
            Value::Null => 0.0,
            Value::Undefined => f64::NAN,
            Value::String(s) => string_to_number(self.heap.str(s)),
            Value::Object(_) | Value::Native(_) => {
                return Err(ScriptError::unsupported(
                    pos,
                    "converting an object to a number (its valueOf is not run)",
                ));
            }
        })
    }

    fn add(&mut self, a: Value, b: Value, pos: Pos) -> Result<Value, ScriptError> {
        if matches!(a, Value::String(_)) || matches!(b, Value::String(_)) {
            let s = self.to_string_value(a, pos)? + &self.to_string_value(b, pos)?;
            return self.new_string(&s, pos);
        }
        Ok(Value::Number(
            self.to_number(a, pos)? + self.to_number(b, pos)?,
        ))
    }

    fn strict_equals(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => x == y,
            (Value::String(x), Value::String(y)) => self.heap.str(x) == self.heap.str(y),
            _ => a == b,
        }
    }

    /// How V8 shows a value in a `TypeError` message (`1`, `abc`, `#<Object>`).
    fn message_text(&self, v: Value) -> String {
        match v {
            Value::Object(o) => match self.functions.get(&o) {
                Some(f) => f.source.to_string(),
                None => self.heap.object_tag(o).to_string(),
            },
            Value::Native(n) => format!("native #{}", n.0),
            Value::Number(x) => number_to_string(x),
            Value::String(s) => self.heap.str(s).to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Null => "null".into(),
            Value::Undefined => "undefined".into(),
        }
    }

    fn is_callable(&self, v: Value) -> bool {
        match v {
            Value::Object(o) => matches!(
                self.heap.kind_of(o),
                ObjectKind::Function | ObjectKind::ArrowFunction
            ),
            Value::Native(_) => true,
            _ => false,
        }
    }

    fn console_text(&self, v: Value, pos: Pos) -> Result<String, ScriptError> {
        match v {
            Value::Number(x) => Ok(inspect_number(x)),
            Value::Object(_) | Value::Native(_) => Err(ScriptError::unsupported(
                pos,
                "console.log of an object (print JSON.stringify(o) instead)",
            )),
            other => self.to_string_value(other, pos),
        }
    }

    /// Node's `util.format`, as `console.log` applies it: with two or more
    /// arguments and a string first, `%s %d %i %f %j %o %O %c %%` in it consume
    /// the next arguments; the rest are appended, space-separated.
    fn format_log(&mut self, args: &[Value], pos: Pos) -> Result<String, ScriptError> {
        let mut out = String::new();
        let mut next = 0;
        if let (Some(Value::String(f)), true) = (args.first(), args.len() > 1) {
            let format = self.heap.str(*f).to_string();
            next = 1;
            let mut chars = format.chars().peekable();
            while let Some(c) = chars.next() {
                if c != '%' {
                    out.push(c);
                    continue;
                }
                match chars.peek().copied() {
                    Some('%') => {
                        chars.next();
                        out.push('%');
                    }
                    Some(spec @ ('s' | 'd' | 'i' | 'f' | 'j' | 'o' | 'O' | 'c'))
                        if next < args.len() =>
                    {
                        chars.next();
                        let v = args[next];
                        next += 1;
                        let text = self.format_spec(spec, v, pos)?;
                        out.push_str(&text);
                    }
                    _ => out.push('%'),
                }
            }
        }
        for (i, &v) in args.iter().enumerate().skip(next) {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&self.console_text(v, pos)?);
        }
        Ok(out)
    }

    /// One `util.format` conversion of a primitive.
    fn format_spec(&mut self, spec: char, v: Value, pos: Pos) -> Result<String, ScriptError> {
        if matches!(v, Value::Object(_) | Value::Native(_)) && spec != 'c' && spec != 'j' {
            return Err(ScriptError::unsupported(
                pos,
                "console.log format specifiers with objects (print JSON.stringify(o) instead)",
            ));
        }
        Ok(match spec {
            's' => self.console_text(v, pos)?,
            'd' => inspect_number(self.to_number(v, pos)?),
            'i' => {
                let s = self.to_string_value(v, pos)?;
                inspect_number(parse_int(&s))
            }
            'f' => {
                let s = self.to_string_value(v, pos)?;
                inspect_number(parse_float(&s))
            }
            'j' => {
                let mut out = String::new();
                let mut stack = Vec::new();
                if self.json(v, &mut out, &mut stack, pos)? {
                    out
                } else {
                    "undefined".into()
                }
            }
            'o' | 'O' => match v {
                Value::String(s) => inspect_string(self.heap.str(s)),
                other => self.console_text(other, pos)?,
            },
            _ => String::new(), // %c: CSS, dropped
        })
    }

    fn array_of_keys(&mut self, keys: Vec<PropertyKey>) -> Value {
        let values: Vec<Value> = keys
            .into_iter()
            .map(|k| {
                let text = self.key_text(k);
                self.heap.string(&text)
            })
            .collect();
        Value::Object(self.heap.new_array(&values))
    }

    // ----- built-ins ---------------------------------------------------------------

    fn builtin(
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
                Ok(Value::Bool(self.heap.has_fast_properties(o)))
            }
            Builtin::HaveSameMap => {
                let a = self.native_object_arg(arg(0), pos)?;
                let b = self.native_object_arg(arg(1), pos)?;
                Ok(Value::Bool(self.heap.same_shape(a, b)))
            }
            Builtin::ObjectCreate => {
                if args.len() > 1 && arg(1) != Value::Undefined {
                    return Err(ScriptError::unsupported(
                        pos,
                        "Object.create with a properties argument",
                    ));
                }
                let proto = proto_arg(self, arg(0))?;
                Ok(Value::Object(self.heap.object_create(proto)))
            }
            Builtin::ObjectAssign => {
                let target = object_arg(self, arg(0), "Object.assign")?;
                let sources = args.get(1..).unwrap_or(&[]);
                // Assign's [[Set]] of `length` or `__proto__` would reach what
                // the model leaves out (array lengths, the __proto__ setter).
                for &source in sources {
                    if let Value::Object(s) = source {
                        for key in self.heap.keys(s) {
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
                    .get_prototype_of(o)
                    .map_or(Value::Null, Value::Object))
            }
            Builtin::ObjectKeys => {
                let o = object_arg(self, arg(0), "Object.keys")?;
                let keys = self.heap.keys(o);
                Ok(self.array_of_keys(keys))
            }
            Builtin::ReflectOwnKeys => {
                let Value::Object(o) = arg(0) else {
                    return Err(type_error(pos, "Reflect.ownKeys called on non-object"));
                };
                let keys = self.heap.own_keys(o);
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
                        Builtin::ObjectFreeze => self.heap.freeze(o),
                        Builtin::ObjectSeal => self.heap.seal(o),
                        _ => self.heap.prevent_extensions(o),
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

    fn native_object_arg(&self, v: Value, pos: Pos) -> Result<ObjectId, ScriptError> {
        match v {
            Value::Object(o) => Ok(o),
            _ => Err(ScriptError::unsupported(
                pos,
                "V8 natives on primitive values (pass an object)",
            )),
        }
    }

    /// ECMAScript `ToPropertyDescriptor`.
    fn property_descriptor(
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
                if this.heap.get_own_property(o, key).is_some() {
                    return this.heap.get(d, key).map(Some).map_err(|e| this.js(e, pos));
                }
                at = this.heap.get_prototype_of(o);
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
    fn json(
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
            Value::String(s) => json_quote(self.heap.str(s), out),
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
                if self.heap.kind_of(o) == ObjectKind::Array {
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
                    for key in self.heap.keys(o) {
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

/// `Object.prototype`'s own names in Node 20 (reads of them on objects that do
/// not shadow them are "unsupported": the model's prototypes are empty).
const OBJECT_PROTOTYPE_NAMES: &[&str] = &[
    "constructor",
    "__defineGetter__",
    "__defineSetter__",
    "hasOwnProperty",
    "__lookupGetter__",
    "__lookupSetter__",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toString",
    "valueOf",
    "toLocaleString",
    "__proto__",
];

/// `Array.prototype`'s own names in Node 20 (`length` aside, which arrays have).
const ARRAY_PROTOTYPE_NAMES: &[&str] = &[
    "at",
    "concat",
    "copyWithin",
    "fill",
    "find",
    "findIndex",
    "findLast",
    "findLastIndex",
    "lastIndexOf",
    "pop",
    "push",
    "reverse",
    "shift",
    "unshift",
    "slice",
    "sort",
    "splice",
    "includes",
    "indexOf",
    "join",
    "keys",
    "entries",
    "values",
    "forEach",
    "filter",
    "flat",
    "flatMap",
    "map",
    "every",
    "some",
    "reduce",
    "reduceRight",
    "toReversed",
    "toSorted",
    "toSpliced",
    "with",
];

/// `Function.prototype`'s own names in Node 20.
const FUNCTION_PROTOTYPE_NAMES: &[&str] = &[
    "length",
    "name",
    "arguments",
    "caller",
    "apply",
    "bind",
    "call",
];

/// V8's maximum string length on 64-bit targets (`String::kMaxLength`,
/// 2^29 − 24 UTF-16 units); longer results throw `RangeError: Invalid string
/// length`. (Lengths are counted in UTF-8 bytes here, an upper bound.)
pub const MAX_STRING_LENGTH: usize = (1 << 29) - 24;

/// The most string bytes a script may make before it is stopped: the model keeps
/// every string (no garbage collector), so a loop of growing concatenations
/// would otherwise take gigabytes where Node collects them.
pub const MAX_SCRIPT_STRING_BYTES: usize = 256 << 20;

fn check_string_length(len: usize, pos: Pos) -> Result<(), ScriptError> {
    if len > MAX_STRING_LENGTH {
        return Err(thrown(pos, "RangeError", "Invalid string length"));
    }
    Ok(())
}

/// `JSON.stringify`'s `QuoteJSONString`.
fn json_quote(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// JavaScript's `parseInt(s)` (radix 10, or 16 after `0x`).
fn parse_int(s: &str) -> f64 {
    let t = s.trim_start_matches(is_js_whitespace);
    let (negative, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let (radix, digits) = match t.get(..2) {
        Some("0x" | "0X") => (16, &t[2..]),
        _ => (10, t),
    };
    let run: String = digits.chars().take_while(|c| c.is_digit(radix)).collect();
    if run.is_empty() {
        return f64::NAN;
    }
    let value = run.chars().fold(0.0, |acc, c| {
        acc * f64::from(radix) + f64::from(c.to_digit(radix).unwrap_or(0))
    });
    if negative { -value } else { value }
}

/// JavaScript's `parseFloat(s)`: the longest decimal-literal prefix.
fn parse_float(s: &str) -> f64 {
    let t = s.trim_start_matches(is_js_whitespace);
    let b = t.as_bytes();
    let mut i = 0;
    if matches!(b.first(), Some(b'+' | b'-')) {
        i += 1;
    }
    if t[i..].starts_with("Infinity") {
        return if t.starts_with('-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i > start
    };
    let mut any = digits(&mut i);
    if b.get(i) == Some(&b'.') {
        let mut j = i + 1;
        if digits(&mut j) || any {
            any = true;
            i = j;
        }
    }
    if !any {
        return f64::NAN;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if digits(&mut j) {
            i = j;
        }
    }
    t[..i].parse().unwrap_or(f64::NAN)
}

/// How `util.inspect` quotes a string: single quotes unless it contains one.
fn inspect_string(s: &str) -> String {
    let quote = if !s.contains('\'') {
        '\''
    } else if !s.contains('"') {
        '"'
    } else {
        '`'
    };
    let mut out = String::from(quote);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\\' => out.push_str("\\\\"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

/// ECMAScript `StringToNumber` (decimal, `Infinity`, and `0x`/`0o`/`0b` forms).
fn string_to_number(s: &str) -> f64 {
    let t = s.trim_matches(is_js_whitespace);
    if t.is_empty() {
        return 0.0;
    }
    for (prefix, radix) in [
        ("0x", 16),
        ("0X", 16),
        ("0o", 8),
        ("0O", 8),
        ("0b", 2),
        ("0B", 2),
    ] {
        if let Some(digits) = t.strip_prefix(prefix) {
            if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
                return f64::NAN;
            }
            return digits.chars().fold(0.0, |acc, c| {
                acc * radix as f64 + c.to_digit(radix).unwrap_or(0) as f64
            });
        }
    }
    let unsigned = t.trim_start_matches(['+', '-']);
    if unsigned == "Infinity" {
        return if t.starts_with('-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let valid = t.len() - unsigned.len() <= 1
        && !unsigned.is_empty()
        && unsigned
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-'));
    if !valid {
        return f64::NAN;
    }
    t.parse().unwrap_or(f64::NAN)
}

/// `null` or `undefined`, as V8's messages name a nullish receiver.
fn nullish_name(v: Value) -> &'static str {
    if v == Value::Null {
        "null"
    } else {
        "undefined"
    }
}

/// How V8 names a callee in `… is not a function` (its source text, calls
/// abbreviated as `f(...)`).
fn describe_callee(e: &Expr) -> String {
    match e {
        Expr::Var(v) => v.name.clone(),
        Expr::Load(m) => match &m.prop {
            Prop::Named(n) => format!("{}.{n}", describe_callee(&m.object)),
            Prop::Keyed(k) => format!("{}[{}]", describe_callee(&m.object), describe_callee(k)),
        },
        Expr::Call(callee, _, _) => format!("{}(...)", describe_callee(callee)),
        Expr::Number(x) => number_to_string(*x),
        Expr::Str(s) => format!("\"{s}\""),
        _ => "(intermediate value)".into(),
    }
}
