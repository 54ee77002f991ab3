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
use super::resolve::SlotInfo;
use super::{ErrorKind, Line, Pos, Program, ScriptError};
use crate::atoms::PropertyKey;
use crate::error::{JsError, JsErrorKind};
use crate::heap::trace::TraceEvent;
use crate::heap::{Heap, LiteralEntry, PropertyDescriptor};
use crate::ic::{LoadIc, StoreIc};
use crate::object::ObjectId;
use crate::policy::{Policy, StoreOrigin};
use crate::shape::ObjectKind;
use crate::value::{Value, inspect_number, number_to_string};
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// How deep `JSON.stringify` may nest before it throws V8's stack-overflow
/// `RangeError`. V8's limit is the native stack (Node 20 stringifies about 10,000
/// levels of plain objects); the recursive walk here stays inside a 2 MiB test
/// thread's stack in debug builds (1,000 levels overflowed it). Listed in `docs/v8-rules.md`
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
    /// Keep the heap's normalization events (and only those) while running.
    recording_normalizations: bool,
    /// Trace events at or after this index have not been filtered yet.
    unfiltered_from: usize,
    /// Values the embedder bound to global names ([`Interpreter::define_global`]).
    host_globals: FxHashMap<String, Value>,
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
        Self::with_heap(Heap::with_policy(policy))
    }

    /// An interpreter on `heap`: its policy, its objects, and its runtime, whose
    /// native functions a script can call once they are reachable from a global
    /// ([`Interpreter::define_global`]).
    pub fn with_heap(heap: Heap) -> Self {
        Interpreter {
            heap,
            functions: FxHashMap::default(),
            literals: FxHashMap::default(),
            step_limit: None,
            steps: 0,
            tracing: false,
            recording_normalizations: false,
            unfiltered_from: 0,
            host_globals: FxHashMap::default(),
        }
    }

    /// Binds the global `name` to `value` (a value of this interpreter's heap)
    /// for the runs that follow, as an embedder adds properties to
    /// `globalThis`: a script that reads `name` without declaring it gets
    /// `value`. Calling a native function object or [`Value::Native`] runs the
    /// registered Rust function, with the receiver of `o.f()` as `this`.
    ///
    /// ```
    /// use shapeshift::script::{Interpreter, Line, Program};
    /// use shapeshift::{Heap, Policy, Runtime, Value};
    /// use std::sync::Arc;
    /// use std::sync::atomic::{AtomicUsize, Ordering};
    ///
    /// // A native with state: it counts its calls.
    /// let calls = Arc::new(AtomicUsize::new(0));
    /// let counter = calls.clone();
    /// let mut runtime = Runtime::new();
    /// let name = format!("host.{}", "tick"); // a name built at run time
    /// runtime
    ///     .natives
    ///     .register(name.clone(), move |_, _, _| {
    ///         Ok(Value::from(counter.fetch_add(1, Ordering::Relaxed) as i32 + 1))
    ///     })
    ///     .unwrap();
    ///
    /// let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(runtime));
    /// let tick = heap.native_function(&name).unwrap();
    /// let mut interp = Interpreter::with_heap(heap);
    /// interp.define_global("tick", Value::Object(tick));
    /// let program = Program::parse("tick(); console.log(tick());").unwrap();
    /// let mut printed = Vec::new();
    /// interp
    ///     .run(&program, &mut |line| {
    ///         if let Line::Log(s) = line {
    ///             printed.push(s.to_string());
    ///         }
    ///     })
    ///     .unwrap();
    /// assert_eq!(calls.load(Ordering::Relaxed), 2);
    /// assert_eq!(printed, ["2"]);
    /// ```
    pub fn define_global(&mut self, name: &str, value: Value) {
        self.host_globals.insert(name.to_string(), value);
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

    /// Keeps the heap's normalization events ([`TraceEvent::Normalize`]) in its
    /// trace, unreported, and drops every other event as the run goes, so the
    /// trace grows with normalizations only. [`trace::dot`](crate::trace::dot)
    /// reads them to draw the fast shape each dictionary-mode object left.
    /// Turning it on clears the trace; [`Interpreter::set_tracing`] overrides it.
    pub fn record_normalizations(&mut self, on: bool) {
        self.recording_normalizations = on;
        self.unfiltered_from = 0;
        self.heap.set_tracing(on || self.tracing);
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
            .map(|s: &SlotInfo| match s.kind {
                Some(DeclKind::Var) => Some(Value::Undefined),
                Some(_) => None,
                None => self.host_globals.get(&s.name).copied(),
            })
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
        } else if self.recording_normalizations {
            // Filter only what this statement added: every event is looked at once.
            self.unfiltered_from = self.heap.retain_trace_from(self.unfiltered_from, |e| {
                matches!(e, TraceEvent::Normalize { .. })
            });
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
                Ok(Value::Object(self.heap.new_array_known(&values)))
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
                // `o.f(…)` calls `f` with `o` as `this`; any other callee with
                // `undefined`.
                let (f, this) = match &**callee {
                    Expr::Load(m) => {
                        let receiver = self.eval(run, &m.object)?;
                        let key = self.member_key(run, m)?;
                        (self.load(run, m, receiver, key)?, receiver)
                    }
                    other => (self.eval(run, other)?, Value::Undefined),
                };
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    values.push(self.eval(run, a)?);
                }
                let native = match f {
                    Value::Native(_) => true,
                    Value::Object(o) => {
                        !self.functions.contains_key(&o)
                            && self.heap.object_known(o).native().is_some()
                    }
                    _ => false,
                };
                if native {
                    return self
                        .heap
                        .call(f, this, &values)
                        .map_err(|e| self.js(e, *pos));
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
                        None => self.heap.object_tag_known(o).to_string(),
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
                let text = self.heap.str_known(s).to_string();
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
            if self.heap.get_own_property_known(p, key).is_some() {
                return Ok(());
            }
            at = self.heap.get_prototype_of_known(p);
        }
        let name = self.key_text(key);
        let intrinsics = self.heap.intrinsics();
        let mut chain = Vec::new();
        let mut at = self.heap.get_prototype_of_known(o);
        while let Some(p) = at {
            chain.push(p);
            at = self.heap.get_prototype_of_known(p);
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
                if self.heap.get_own_property_known(p, key).is_some() {
                    return Ok(());
                }
                if p == self.heap.intrinsics().object_prototype {
                    return Err(ScriptError::unsupported(
                        pos,
                        "the `__proto__` accessor (use Object.getPrototypeOf / Object.setPrototypeOf)",
                    ));
                }
                at = self.heap.get_prototype_of_known(p);
            }
        }
        if name == "length" && self.heap.kind_of_known(o) == ObjectKind::Array {
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
            Value::String(s) => self.heap.str_known(s).to_string(),
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
            Value::String(s) => string_to_number(self.heap.str_known(s)),
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
            (Value::String(x), Value::String(y)) => {
                self.heap.str_known(x) == self.heap.str_known(y)
            }
            _ => a == b,
        }
    }

    /// How V8 shows a value in a `TypeError` message (`1`, `abc`, `#<Object>`).
    fn message_text(&self, v: Value) -> String {
        match v {
            Value::Object(o) => match self.functions.get(&o) {
                Some(f) => f.source.to_string(),
                None => self.heap.object_tag_known(o).to_string(),
            },
            Value::Native(n) => format!("native #{}", n.0),
            Value::Number(x) => number_to_string(x),
            Value::String(s) => self.heap.str_known(s).to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Null => "null".into(),
            Value::Undefined => "undefined".into(),
        }
    }

    fn is_callable(&self, v: Value) -> bool {
        match v {
            Value::Object(o) => matches!(
                self.heap.kind_of_known(o),
                ObjectKind::Function | ObjectKind::ArrowFunction
            ),
            Value::Native(_) => true,
            _ => false,
        }
    }

    /// How `console.log` prints one argument: a string bare, any other
    /// primitive through the heap's display (`util.inspect`'s form, `-0` for
    /// negative zero). Objects are refused: Node breaks their display across
    /// lines past 80 columns, and the heap's display is always one line.
    fn console_text(&self, v: Value, pos: Pos) -> Result<String, ScriptError> {
        match v {
            Value::String(s) => Ok(self.heap.str_known(s).to_string()),
            Value::Object(_) | Value::Native(_) => Err(ScriptError::unsupported(
                pos,
                "console.log of an object (print JSON.stringify(o) instead)",
            )),
            other => Ok(self.heap.display(other).to_string()),
        }
    }

    /// Node's `util.format`, as `console.log` applies it: with two or more
    /// arguments and a string first, `%s %d %i %f %j %o %O %c %%` in it consume
    /// the next arguments; the rest are appended, space-separated.
    fn format_log(&mut self, args: &[Value], pos: Pos) -> Result<String, ScriptError> {
        let mut out = String::new();
        let mut next = 0;
        if let (Some(Value::String(f)), true) = (args.first(), args.len() > 1) {
            let format = self.heap.str_known(*f).to_string();
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
            'o' | 'O' => self.heap.display(v).to_string(),
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
        Value::Object(self.heap.new_array_known(&values))
    }

    // ----- built-ins ---------------------------------------------------------------
}

mod builtins;
mod convert;

use convert::*;
pub use convert::{MAX_SCRIPT_STRING_BYTES, MAX_STRING_LENGTH};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::module::Runtime;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn printed(interp: &mut Interpreter, source: &str) -> Result<Vec<String>, ScriptError> {
        let program = Program::parse(source)?;
        let mut lines = Vec::new();
        interp.run(&program, &mut |line| {
            if let Line::Log(s) = line {
                lines.push(s.to_string());
            }
        })?;
        Ok(lines)
    }

    #[test]
    fn a_script_calls_a_native_closure_that_counts_its_calls() {
        let calls = Arc::new(AtomicUsize::new(0));
        let counter = calls.clone();
        let mut runtime = Runtime::new();
        let name = format!("meter.{}", "hit");
        runtime
            .natives
            .register(name.clone(), move |heap, this, args| {
                let n = counter.fetch_add(1, Ordering::Relaxed) + 1;
                // `this` is the receiver of `meter.hit(…)`; record the count on it.
                if let Value::Object(o) = this {
                    let k = heap.key("count");
                    heap.set(o, k, Value::from(n as i32), StoreOrigin::Named)?;
                }
                Ok(args.first().copied().unwrap_or(Value::from(n as i32)))
            })
            .unwrap();
        let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(runtime));
        let hit = heap.native_function(&name).unwrap();
        let meter = heap.new_object();
        let k = heap.key("hit");
        heap.set(meter, k, Value::Object(hit), StoreOrigin::Named)
            .unwrap();
        let mut interp = Interpreter::with_heap(heap);
        interp.define_global("meter", Value::Object(meter));
        interp.define_global("hit", Value::Object(hit));
        let lines = printed(
            &mut interp,
            "for (let i = 0; i < 3; i++) { meter.hit(); }\n\
             console.log(meter.count, meter.hit('x'), hit(), meter.count);",
        )
        .unwrap();
        // The bare `hit()` has `undefined` as `this`, so it leaves `count` alone.
        assert_eq!(lines, ["3 x 5 4"]);
        assert_eq!(calls.load(Ordering::Relaxed), 5);
        // Globals stay bound for the next run; an exception a native throws is
        // the script's.
        let lines = printed(&mut interp, "console.log(hit(7));").unwrap();
        assert_eq!(lines, ["7"]);
        let e = printed(&mut interp, "meter.count();").unwrap_err();
        assert_eq!(e.message, "meter.count is not a function");
    }

    #[test]
    fn without_host_globals_a_name_is_still_undefined() {
        let mut interp = Interpreter::default();
        let e = printed(&mut interp, "tick();").unwrap_err();
        assert_eq!(e.message, "tick is not defined");
    }

    #[test]
    fn recording_normalizations_keeps_only_them() {
        let mut interp = Interpreter::default();
        interp.record_normalizations(true);
        printed(
            &mut interp,
            "const a = {x: 1, y: 2, z: 3}; const b = {x: 1, y: 2, z: 3};\n\
             delete a.y; b.w = 4;",
        )
        .unwrap();
        let events = interp.heap().trace_events();
        assert_eq!(events.len(), 1, "{events:?}");
        assert!(matches!(
            events[0],
            TraceEvent::Normalize {
                reason: "DeletingProperty",
                ..
            }
        ));
    }
}
