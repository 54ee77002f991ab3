//! The tree-walking interpreter: runs a lowered [`Program`] on a [`Heap`].
//!
//! # Design
//!
//! - **Values** are the heap's [`Value`]s. Script functions are heap function
//!   objects (so they have maps, as in V8) whose code the interpreter keeps in a
//!   side table (`Callable`), keyed by object ID. The same table holds the
//!   built-in functions (`Array.prototype.push`, `Object.keys`, …) and bound
//!   functions.
//! - **Variables** live in contexts (see [`ir`](super::ir)): an arena of slot
//!   vectors linked to their parents by index, with a free list so that calls of
//!   functions that create no closure reuse their contexts.
//! - **Property accesses** go through the inline cache of their site
//!   ([`LoadIc`]/[`StoreIc`], created on first execution), so a store reaches the
//!   heap's runtime path ([`Heap::set`], which models V8's `StoreIC::Store`)
//!   exactly when V8's would: on the site's first execution, on a miss, and on
//!   every execution of a megamorphic site. V8 makes prototypes fast again only on
//!   that path, so the model depends on it.
//! - **Object literals** with only named keys build from their site's
//!   boilerplate ([`LiteralIc`], V8's `AllocationSite`): after the site has run
//!   twice, a literal whose values fit its fields is one allocation with the
//!   values packed in. Once a site knows its keys, a run evaluates only the
//!   values and hands them over ([`LiteralIc::create_values`]). Literals
//!   with spreads, computed keys, `__proto__` or accessors, and every
//!   literal while the event trace is on, apply their entries in order
//!   ([`Heap::object_literal_at`]), so their events keep their positions.
//! - **Built-in prototypes** stay as the heap made them (their maps are part of
//!   what the model answers about); the built-in methods are found after a
//!   lookup misses, as if they were the prototypes' last properties. A script
//!   that defines its own `Array.prototype.push` shadows them as in JavaScript.
//! - **Getters and setters** with bodies: the heap stops with
//!   [`JsErrorKind::ScriptCall`] where it would call one, and the interpreter
//!   makes the call.
//! - **Exceptions** are values (`Abrupt::Throw`, boxed, so that a result is
//!   no wider than a value); errors from the heap become
//!   error objects when a `catch` sees them. A run that ends with an uncaught
//!   exception reports it as a [`ScriptError`] with V8's name and message.

use super::ir::*;
use super::{ErrorKind, Line, Pos, Program, ScriptError};
use crate::atoms::{PropertyKey, SymbolEntry, SymbolId};
use crate::error::{JsError, JsErrorKind};
use crate::heap::trace::{TraceEvent, TraceSite};
use crate::heap::{FunctionFlavour, Heap, LiteralEntry, PropertyDescriptor};
use crate::ic::{LiteralIc, LoadIc, StoreIc};
use crate::object::ObjectId;
use crate::policy::{Policy, StoreOrigin};
use crate::shape::{ElementsKind, ObjectKind};
use crate::value::number::{INTEGER_TEXT_MAX, integer_text};
use crate::value::{StrId, Value, number_to_string};
use operators::NotIterable;
use rustc_hash::FxHashMap;
use std::rc::Rc;

mod builtins;
mod callables;
mod convert;
mod json_parse;
pub(crate) mod math_random;
mod operators;
mod private;
pub(crate) mod proxy;
pub(crate) mod regexp;
mod roots;
mod sort;

pub use builtins::Builtin;
use convert::*;
pub use convert::{MAX_SCRIPT_STRING_BYTES, MAX_STRING_LENGTH};

/// How deep `JSON.stringify` and `JSON.parse`'s reviver walk may nest before
/// they throw V8's stack-overflow `RangeError` (`JSON.parse` itself, without a
/// reviver, parses any depth). V8's limit is the native stack (Node 20
/// stringifies about 10,000 levels of plain objects); the walk here recurses,
/// so its bound is the script call depth's, [`MAX_CALL_DEPTH`], which the
/// [`RUN_STACK_BYTES`](crate::script::RUN_STACK_BYTES) stack scripts run on
/// holds in debug builds too.
pub const MAX_JSON_DEPTH: usize = MAX_CALL_DEPTH as usize;

/// How deep script calls may nest before a call throws V8's stack-overflow
/// `RangeError` (`Maximum call stack size exceeded`). V8's limit is its stack
/// (about 10,000 frames of a small function in Node 20); each script call here
/// recurses through the tree walker, and [`run_source`](super::run_source) runs
/// on a thread with [`RUN_STACK_BYTES`](super::RUN_STACK_BYTES) of stack, which
/// holds this many calls of deeply nested code in a debug build.
pub const MAX_CALL_DEPTH: u32 = 1_500;

/// The most values a user-defined iterator may yield to one `for…of` or
/// spread. The model collects an iterator's values before the loop runs
/// (V8 steps it lazily), so an endless iterator that a loop would `break` out
/// of is stopped here and reported as unsupported. Not a V8 number: a bound
/// on the model's eager collection (a million values is 16 MiB of them).
pub const MAX_ITERATOR_STEPS: usize = 1_000_000;

/// The longest array-like (an object that is not an array, with a `length`)
/// that `Array.prototype`'s methods and `Array.from` walk. The model reads
/// and holds every index below the length, where V8 visits a dictionary's
/// keys, so `{length: 2 ** 53 - 1}` would fill memory; past this bound the
/// call is reported as unsupported. Not a V8 number: a bound on the model's
/// walk (16 Mi indices hold 256 MiB of values). A real array's length is
/// bounded by its elements, so arrays are walked whatever their length.
pub const MAX_ARRAY_LIKE_LENGTH: u64 = 1 << 24;

/// An abrupt completion of an expression.
///
/// One pointer wide, so that `X<Value>` is no larger than a [`Value`] (the
/// `Result` takes a spare tag of `Value` for its own): each evaluation's
/// result is 16 bytes to write and copy, where an inline throw made it 32.
/// Throws are rare next to evaluations, so their payload is boxed.
#[derive(Debug)]
pub(crate) enum Exc {
    /// A nullish link of an optional chain: the chain evaluates to `undefined`.
    Short,
    /// A thrown exception or a stop that no `catch` sees.
    Abrupt(Box<Abrupt>),
}

/// The payload of [`Exc::Abrupt`].
#[derive(Debug)]
pub(crate) enum Abrupt {
    /// A JavaScript exception (catchable), where it was thrown.
    Throw(Value, Pos),
    /// A stop that no `catch` sees: unsupported JavaScript, a step limit.
    Fatal(ScriptError),
}

impl Exc {
    /// A thrown JavaScript value, where it was thrown.
    pub(crate) fn throw(value: Value, pos: Pos) -> Exc {
        Exc::Abrupt(Box::new(Abrupt::Throw(value, pos)))
    }

    /// The value thrown, if this is a JavaScript exception.
    fn thrown(&self) -> Option<Value> {
        match self {
            Exc::Abrupt(a) => match **a {
                Abrupt::Throw(v, _) => Some(v),
                Abrupt::Fatal(_) => None,
            },
            Exc::Short => None,
        }
    }
}

type X<T> = Result<T, Exc>;

// The point of `Exc`'s layout: a result is as small as the value it carries.
const _: () = assert!(std::mem::size_of::<X<Value>>() == std::mem::size_of::<Value>());

impl From<ScriptError> for Exc {
    fn from(e: ScriptError) -> Self {
        Exc::Abrupt(Box::new(Abrupt::Fatal(e)))
    }
}

/// How a statement completed.
enum Flow {
    Normal,
    Break(Option<u32>),
    Continue(Option<u32>),
    Return(Value),
}

const NO_CONTEXT: u32 = u32::MAX;

/// Entries of the joined-key memo: a power of two. A loop like
/// `o['k' + j]` meets as many keys as `j` takes values; 64 holds a
/// literal's worth without collisions that matter.
const JOINED_KEYS: usize = 64;

/// Where the key joined from string `s` and number `x` lives in the memo.
#[inline]
fn joined_key_entry(s: StrId, x: f64) -> usize {
    let bits = x.to_bits();
    let mixed = (u64::from(s.0) ^ u64::from(s.1) << 32).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (bits ^ bits >> 32).wrapping_mul(0x85EB_CA6B_C2B2_AE35);
    (mixed >> (64 - JOINED_KEYS.trailing_zeros())) as usize
}

/// One context: the slots of one scope instance.
struct Context {
    parent: u32,
    slots: Vec<Option<Value>>,
}

/// A mapped `arguments` object's `[[ParameterMap]]`: while index `i` is
/// mapped, slot `params[i]` of `ctx` holds `None` and the parameter's value
/// is element `i`. A delete, or a define of an accessor or read-only
/// element, unmaps it (the value goes back to the slot).
struct MappedArguments {
    ctx: u32,
    params: Vec<Option<Slot>>,
}

/// A script function's closure.
#[derive(Clone, Debug)]
struct Closure {
    /// What a call of it reads.
    target: CallTarget,
    /// A class constructor's instance field initializer.
    fields: Option<ObjectId>,
    /// The `prototype` property (created on first read for functions).
    prototype: Option<Value>,
    /// The instances' map from the last `new` of this function as its own
    /// `new.target`, with what it was made from (V8's `initial_map`).
    initial_map: Option<InitialMap>,
}

/// What running a closure reads of it: copied out of the callable table for
/// the call (evaluating the arguments may grow the table), it is about half
/// the closure's size.
#[derive(Clone, Copy, Debug)]
struct CallTarget {
    /// The program ([`Interpreter::programs`]) and function.
    prog: u32,
    func: FuncId,
    /// The context it closes over.
    ctx: u32,
    /// An arrow's lexical `this`, `new.target`, home object and callee.
    this: Option<Value>,
    new_target: Value,
    /// The object whose prototype `super` starts at (methods).
    home: Option<ObjectId>,
    /// The enclosing function's callee (arrows: for `super`).
    outer_callee: Option<ObjectId>,
}

/// A constructor's initial map (V8's `JSFunction::initial_map`): made on the
/// function's first `new`, its own (no other function shares it), and
/// dropped when `prototype` is stored to, even with the same value, as V8's
/// `JSFunction::SetPrototype` copies the map. It holds while the function's
/// `prototype` is still `prototype`.
#[derive(Clone, Copy, Debug)]
struct InitialMap {
    map: crate::shape::ShapeId,
    /// `prototype` as it was (a primitive gives Object.prototype's map).
    prototype: Value,
    /// The function object's shape when `prototype` was the one it made for
    /// itself (no real own property): while the shape is the same, that is
    /// still so, and the check needs no lookup.
    virtual_under: Option<crate::shape::ShapeId>,
}

/// What calling a function object does.
#[derive(Clone, Debug)]
enum Callable {
    Script(Box<Closure>),
    Builtin(Builtin),
    /// A bound function. A function bound again binds its target anew
    /// (its `this` and its arguments first), so that a call never walks a
    /// chain of bound functions; its `name` and `length` are taken when it
    /// is bound, as `Function.prototype.bind` takes them.
    Bound {
        target: Value,
        this: Value,
        args: Vec<Value>,
        name: BoundName,
        length: f64,
    },
}

/// A bound function's `name`: `bound ` as many times as it was bound, then
/// the name of the function first bound (kept apart, so that binding again
/// costs the same however often that was done).
#[derive(Clone, Debug)]
struct BoundName {
    times: u32,
    base: Rc<str>,
}

impl BoundName {
    fn text(&self) -> String {
        let mut text = "bound ".repeat(self.times as usize);
        text.push_str(&self.base);
        text
    }
}

/// The state of one load site.
enum LoadSite {
    Fresh,
    /// The site's cache, and the built-in method it last read as its
    /// receiver's own property (`Object.assign`): receiver and function.
    /// Such a method is no property of the heap's, so the cache finds
    /// `undefined`; while the cache also proves the key absent from the
    /// receiver and its chain, the method is still the answer
    /// ([`Interpreter::own_virtual_methods`] never forgets one).
    Cached(Box<LoadIc>, Option<(ObjectId, ObjectId)>),
    Megamorphic,
}

/// The state of one store site.
enum StoreSite {
    Fresh,
    /// The site's cache, and whether its key is plain: none of the keys
    /// that [`Interpreter::store_virtual`] answers for some receivers
    /// (`__proto__`, `length`, `prototype`, …), so that a store through the
    /// cache need not ask it.
    Cached(Box<StoreIc>, bool),
    Megamorphic,
}

/// One program's code and its inline caches.
struct LoadedProgram {
    code: Rc<Code>,
    loads: Vec<LoadSite>,
    stores: Vec<StoreSite>,
    strings: Vec<Option<Value>>,
    /// The property key of each name, interned on first use (atoms live as
    /// long as the heap, so a key once made stays valid).
    keys: Vec<Option<PropertyKey>>,
    /// The boilerplate feedback of each object-literal site.
    literals: Vec<LiteralIc>,
    /// Each tagged-template site's strings object, once made.
    templates: Vec<Option<ObjectId>>,
}

/// The state of one function activation.
#[derive(Clone)]
pub(crate) struct Frame {
    prog: u32,
    ctx: u32,
    /// `None`: a derived constructor before `super()`.
    this: Option<Value>,
    new_target: Value,
    callee: Option<ObjectId>,
    home: Option<ObjectId>,
    strict: bool,
}

/// Objects the interpreter creates on demand: error prototypes, `Map`/`Set`
/// prototypes, the global object.
#[derive(Default)]
struct Realm {
    objects: FxHashMap<&'static str, ObjectId>,
    /// The well-known symbols (`Symbol.iterator`, …), made on first use.
    well_known_symbols: FxHashMap<&'static str, SymbolId>,
    /// `Symbol.for`'s global registry: key to symbol, in both directions.
    symbol_registry: FxHashMap<Rc<str>, SymbolId>,
    registered_keys: FxHashMap<SymbolId, Rc<str>>,
    /// V8's private symbols that errors carry (`error_start_pos_symbol`,
    /// …), made on first use.
    private_symbols: FxHashMap<&'static str, SymbolId>,
}

/// An iterator over a list of values collected when it was made (an array's,
/// a map's or a set's `keys()`, `values()` or `entries()`).
struct ListIterator {
    values: std::collections::VecDeque<Value>,
    /// `Array Iterator`, `Map Iterator`, `Set Iterator`, `Map Entries`, …
    kind: &'static str,
}

/// Contents of a `Map` or `Set`.
#[derive(Default, Debug)]
struct Collection {
    entries: indexmap::IndexMap<CollectionKey, (Value, Value)>,
    /// A `WeakMap` or `WeakSet`: keys must be objects.
    weak: bool,
}

/// SameValueZero, as a hash key.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum CollectionKey {
    Number(u64),
    String(Rc<str>),
    Other(ValueKey),
}

/// A value compared by identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum ValueKey {
    Undefined,
    Null,
    Bool(bool),
    Object(ObjectId),
    Native(u32),
    Symbol(SymbolId),
}

/// Runs scripts on one heap. Objects persist across [`Interpreter::run`]
/// calls; each program has its own inline caches.
pub struct Interpreter {
    heap: Heap,
    programs: Vec<LoadedProgram>,
    callables: callables::CallableTable,
    contexts: Vec<Context>,
    free_contexts: Vec<u32>,
    /// Argument lists of calls that have returned, emptied, for the next
    /// calls to fill: a call allocates nothing for its arguments. There are
    /// at most as many as calls were ever in progress at once.
    arg_buffers: Vec<Vec<Value>>,
    /// The text of a computed key joined from two parts (`o['k' + i]`),
    /// reused: such a key is interned from here, and the joined string is
    /// never made.
    key_scratch: String,
    /// Keys joined from a string and an integer (`'k' + j`), by the two:
    /// a string's text never changes while its ID names it, and an atom
    /// lives as long as the heap ([`Interpreter::joined_key`]).
    joined_keys: Box<[Option<(StrId, u64, PropertyKey)>; JOINED_KEYS]>,
    /// `globalThis`, once made (a sloppy call with no receiver gets it as
    /// its `this`).
    global_this: Option<ObjectId>,
    globals: FxHashMap<Rc<str>, Value>,
    /// `Math.random`'s generator.
    math_random: math_random::MathRandom,
    builtin_objects: FxHashMap<Builtin, ObjectId>,
    /// The object slots of the built-in objects the interpreter made (its
    /// realm's objects and built-in functions), one bit each: a store tests
    /// its receiver here before it asks whether the receiver has a built-in
    /// method or constant of that name ([`Interpreter::store_virtual`]).
    /// Built-in objects are rooted for the interpreter's life, so a slot's
    /// bit never names another object.
    builtin_slots: Vec<u64>,
    /// Built-in methods found on a holder itself (`Object.assign`,
    /// `Math.max`), by holder and key: which built-in a holder's own
    /// virtual method is never changes, so each is looked up by name once.
    own_virtual_methods: FxHashMap<(ObjectId, PropertyKey), Builtin>,
    /// Built-in methods deleted from their holders (`delete Object.keys`),
    /// by holder and key: V8's built-in methods are configurable data
    /// properties, so a deleted one is gone until a script adds the key again
    /// (as a real property).
    deleted_methods: rustc_hash::FxHashSet<(ObjectId, PropertyKey)>,
    realm: Realm,
    collections: FxHashMap<ObjectId, Collection>,
    /// The most statements a run may take; `u64::MAX` for no bound (`steps`
    /// never gets there), so that each step is one compare.
    step_limit: u64,
    steps: u64,
    depth: u32,
    tracing: bool,
    /// Keep the heap's normalization events (and only those) while running.
    recording_normalizations: bool,
    /// Whether every event stays in the heap's trace, unreported.
    recording_events: bool,
    /// A statement's position is set and no operation has taken it yet:
    /// variable references do not replace it (V8's bytecode builder keeps a
    /// pending statement position over expression positions).
    statement_site_pending: bool,
    /// Trace events at or after this index have not been filtered yet.
    unfiltered_from: usize,
    /// Lines printed and not yet passed to the sink: (is a trace line, text).
    pending: Vec<(bool, String)>,
    /// Arrays being joined (`Array.prototype.join` of a cycle prints `""`).
    join_stack: Vec<ObjectId>,
    /// Wrapper objects (`new Number(5)`) and their primitives.
    wrappers: FxHashMap<ObjectId, Value>,
    /// ICU's root collator for `localeCompare`, made on its first call.
    collator: Option<icu_collator::CollatorBorrowed<'static>>,
    /// Regular expressions: each `RegExp` object's pattern, flags and matcher.
    regexps: FxHashMap<ObjectId, Rc<regexp::RegExpData>>,
    /// Iterators from `keys()`, `values()` and `entries()`: the values still
    /// to come (collected when the iterator was made) and how it prints.
    iterators: FxHashMap<ObjectId, ListIterator>,
    /// Proxies: each one's target and handler.
    proxies: FxHashMap<ObjectId, proxy::ProxyData>,
    /// Compiled matchers by pattern and flags, shared by every evaluation of a
    /// literal.
    regexp_cache: FxHashMap<(Rc<str>, Rc<str>), Rc<regress::Regex>>,
    /// The `arguments` objects made (iterable, as JavaScript's are).
    /// `arguments` objects, each with whether V8 makes it a mapped (sloppy)
    /// one: a sloppy function with simple, non-empty parameters.
    arguments_objects: FxHashMap<ObjectId, bool>,
    /// The parameter maps of mapped `arguments` objects, while they map.
    mapped_arguments: FxHashMap<ObjectId, MappedArguments>,
    /// The mapped `arguments` object of a function context's call, by
    /// context (kept apart from [`Context`], whose size every variable
    /// access pays for in its index arithmetic).
    context_arguments: FxHashMap<u32, ObjectId>,
    /// Keys the store path compares against on every store.
    keys: WellKnownKeys,
    /// `gc()` ran: collect at the next safepoint.
    gc_requested: bool,
    /// V8's `ArraySpeciesProtector` is intact: no array and not
    /// `Array.prototype` has been given a `constructor`, and `Array`'s
    /// `Symbol.species` has not been redefined. While it holds, `map`,
    /// `filter`, `slice` and `splice` of an ordinary array take V8's fast
    /// paths, whose results take the kind of their values (and `filter`'s,
    /// `slice`'s and `splice`'s a holey source's holeyness); once it is
    /// broken (for good, as in V8) they build on `new Array(n)`, holey.
    array_species_protector: bool,
    /// The entry and position buffers an object literal last used, kept so
    /// that the next one allocates neither (a literal nested in another's
    /// value finds them taken and makes its own).
    literal_scratch: (Vec<LiteralEntry>, Vec<TraceSite>),
}

/// Keys with behaviour of their own, interned once per interpreter so that the
/// store path compares keys instead of names.
struct WellKnownKeys {
    proto: PropertyKey,
    length: PropertyKey,
    prototype: PropertyKey,
    name: PropertyKey,
    caller: PropertyKey,
    arguments: PropertyKey,
    /// Stored on an array or `Array.prototype`, it breaks V8's array species
    /// protector ([`Interpreter::array_species_protector`]).
    constructor: PropertyKey,
}

impl WellKnownKeys {
    /// Whether a store of `key` must take the general path rather than a
    /// cached one (for some receiver): the keys
    /// [`Interpreter::store_virtual`] looks at, and `constructor`, whose
    /// store the species protector watches.
    fn may_store_virtually(&self, key: PropertyKey) -> bool {
        [
            self.proto,
            self.length,
            self.prototype,
            self.name,
            self.caller,
            self.arguments,
            self.constructor,
        ]
        .contains(&key)
    }
}

impl Default for Interpreter {
    fn default() -> Self {
        Self::new(Policy::node20())
    }
}

pub(crate) fn script_error_thrown(pos: Pos, name: &str, message: impl Into<String>) -> ScriptError {
    ScriptError {
        kind: ErrorKind::Thrown { name: name.into() },
        pos,
        message: message.into(),
    }
}

impl Interpreter {
    /// An interpreter on a fresh heap with `policy`.
    pub fn new(policy: Policy) -> Self {
        Self::with_heap(Heap::with_policy(policy))
    }

    /// An interpreter on `heap`: its policy, its objects, and its runtime, whose
    /// native functions a script can call once they are reachable from a global
    /// ([`Interpreter::define_global`]).
    pub fn with_heap(mut heap: Heap) -> Self {
        heap.hand_script_calls_to_caller();
        let keys = WellKnownKeys {
            proto: heap.key("__proto__"),
            length: heap.key("length"),
            prototype: heap.key("prototype"),
            name: heap.key("name"),
            caller: heap.key("caller"),
            arguments: heap.key("arguments"),
            constructor: heap.key("constructor"),
        };
        let fifty_three_bits = heap.policy().math_random_uses_53_bits;
        let mut interp = Interpreter {
            heap,
            programs: Vec::new(),
            callables: callables::CallableTable::default(),
            contexts: Vec::new(),
            free_contexts: Vec::new(),
            arg_buffers: Vec::new(),
            key_scratch: String::new(),
            joined_keys: Box::new([None; JOINED_KEYS]),
            global_this: None,
            literal_scratch: (Vec::new(), Vec::new()),
            globals: FxHashMap::default(),
            math_random: math_random::MathRandom::new(0, fifty_three_bits),
            builtin_objects: FxHashMap::default(),
            builtin_slots: Vec::new(),
            own_virtual_methods: FxHashMap::default(),
            deleted_methods: Default::default(),
            realm: Realm::default(),
            collections: FxHashMap::default(),
            step_limit: u64::MAX,
            steps: 0,
            depth: 0,
            tracing: false,
            recording_normalizations: false,
            recording_events: false,
            gc_requested: false,
            array_species_protector: true,
            statement_site_pending: false,
            unfiltered_from: 0,
            pending: Vec::new(),
            join_stack: Vec::new(),
            arguments_objects: Default::default(),
            mapped_arguments: Default::default(),
            context_arguments: Default::default(),
            wrappers: FxHashMap::default(),
            collator: None,
            regexps: FxHashMap::default(),
            proxies: FxHashMap::default(),
            iterators: FxHashMap::default(),
            regexp_cache: FxHashMap::default(),
            keys,
        };
        let i = interp.heap.intrinsics();
        for o in [i.object_prototype, i.array_prototype, i.function_prototype] {
            interp.mark_builtin_object(o);
        }
        // Function.prototype is a function in V8 (it returns `undefined`).
        interp.callables.insert(
            i.function_prototype,
            Callable::Builtin(Builtin::FunctionPrototype),
        );
        interp
            .builtin_objects
            .insert(Builtin::FunctionPrototype, i.function_prototype);
        interp
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
        self.globals.insert(name.into(), value);
    }

    /// Seeds `Math.random` as V8's `--random-seed` does: with the same
    /// seed, a script draws the numbers Node draws under
    /// `node --random-seed=SEED`. 0 (the default) seeds it from the
    /// system's randomness, as V8 does without the flag. The generator
    /// starts anew.
    pub fn set_random_seed(&mut self, seed: u64) {
        let fifty_three_bits = self.heap.policy().math_random_uses_53_bits;
        self.math_random = math_random::MathRandom::new(seed, fifty_three_bits);
    }

    /// Stops a run with [`ErrorKind::StepLimit`] after `limit` statements in total
    /// (for fuzzing and tests; the CLI runs without a limit, as Node does).
    pub fn set_step_limit(&mut self, limit: Option<u64>) {
        self.step_limit = limit.unwrap_or(u64::MAX);
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

    /// Keeps every shape event in the heap's trace, unreported, with the
    /// source position it happened at ([`Heap::trace_events`] and
    /// [`Heap::trace_sites`] read them after the run): for tools that draw or
    /// compare the whole history. Turning it on clears the trace.
    pub fn record_events(&mut self, on: bool) {
        self.recording_events = on;
        self.heap.set_tracing(on || self.tracing);
    }

    /// The heap the scripts run on.
    pub fn heap(&self) -> &Heap {
        &self.heap
    }

    /// Runs `program`, passing every printed line to `sink`. Stops at the first
    /// error; the lines printed before it have been passed on already.
    ///
    /// Returns, on success, the final value of every top-level variable that
    /// holds an object, named as in the script (for `shapeshift dot`).
    pub fn run(
        &mut self,
        program: &Program,
        sink: &mut dyn FnMut(Line<'_>),
    ) -> Result<Vec<(String, ObjectId)>, ScriptError> {
        let code = program.code.clone();
        let prog = self.load(&code);
        let top = &code.functions[0];
        let mut frame = self.top_frame(prog, top);
        let ctx = frame.ctx;
        let mut result = Ok(());
        // Until a statement gives one, V8 logs events at the start of the
        // script's function: a class defined first takes 1:1.
        self.at(Pos { line: 1, col: 1 });
        for s in &top.body {
            let r = self.stmt(&mut frame, &code, s);
            self.flush(sink);
            match r {
                // Between statements nothing but the interpreter's tables
                // holds a value (a thrown one is held by `r`: no collection).
                Ok(_) => self.collect_at_safepoint(&frame),
                Err(e) => {
                    result = Err(self.uncaught(e));
                    break;
                }
            }
        }
        self.flush(sink);
        result?;
        // The top-level bindings that hold objects, by name.
        let mut named = Vec::new();
        collect_top_level_names(&top.body, &code, &mut |name, slot| {
            if let Some(Some(Value::Object(o))) =
                self.contexts[ctx as usize].slots.get(slot as usize)
            {
                named.push((name.to_string(), *o));
            }
        });
        Ok(named)
    }

    /// Registers `code` with fresh inline caches; returns its program index.
    fn load(&mut self, code: &Rc<Code>) -> u32 {
        let prog = self.programs.len() as u32;
        self.programs.push(LoadedProgram {
            loads: (0..code.load_sites).map(|_| LoadSite::Fresh).collect(),
            stores: (0..code.store_sites).map(|_| StoreSite::Fresh).collect(),
            strings: vec![None; code.names.len()],
            keys: vec![None; code.names.len()],
            literals: (0..code.literal_sites).map(|_| LiteralIc::new()).collect(),
            templates: vec![None; code.template_sites as usize],
            code: code.clone(),
        });
        prog
    }

    /// The frame of a program's top level, with a fresh context. Node runs a
    /// file as a CommonJS module, whose `this` is its exports object:
    /// `Expr::This` makes it when the top level first reads `this`.
    fn top_frame(&mut self, prog: u32, top: &Function) -> Frame {
        Frame {
            prog,
            ctx: self.new_context(NO_CONTEXT, top.context_slots, &top.lexical),
            this: Some(Value::Undefined),
            new_target: Value::Undefined,
            callee: None,
            home: None,
            strict: top.strict,
        }
    }

    /// Runs `source` in the global scope, as an indirect `eval` does (a direct
    /// `eval` would also see the caller's variables; the model runs both this
    /// way), and returns its completion value: the last expression statement's.
    pub(crate) fn eval_source(&mut self, source: &str, pos: Pos) -> X<Value> {
        self.eval_in(source, None, pos)
    }

    /// Runs `source` as `eval` does: in the global scope, or for a direct
    /// `eval`, in `caller`'s scope (its bindings, `this` and strictness, as
    /// `scope` describes them).
    fn eval_in(
        &mut self,
        source: &str,
        caller: Option<(&Frame, &EvalScope)>,
        pos: Pos,
    ) -> X<Value> {
        let parsed = match caller {
            Some((_, scope)) => Program::parse_direct_eval(source, scope),
            None => Program::parse_eval(source),
        };
        let program = match parsed {
            Ok(p) => p,
            Err(e) if e.kind == ErrorKind::Syntax => {
                return Err(self.error_exc("SyntaxError", e.message, pos));
            }
            // Reported at the `eval` call, with where in the code it was.
            Err(mut e) => {
                e.message = format!(
                    "{} (at {}:{} of the eval code)",
                    e.message, e.pos.line, e.pos.col
                );
                e.pos = pos;
                return Err(e.into());
            }
        };
        let code = program.code;
        let prog = self.load(&code);
        let top = &code.functions[0];
        let mut frame = match caller {
            Some((f, _)) => Frame {
                prog,
                ctx: self.new_context(f.ctx, top.context_slots, &top.lexical),
                this: f.this,
                new_target: f.new_target,
                callee: f.callee,
                home: f.home,
                strict: top.strict,
            },
            None => self.top_frame(prog, top),
        };
        let mut completion = Value::Undefined;
        for s in &top.body {
            match s {
                Stmt::Expr(e, pos) => {
                    if pos.line != 0 {
                        self.at_statement(*pos);
                    }
                    completion = self.eval(&mut frame, &code, e)?
                }
                s => match self.stmt(&mut frame, &code, s)? {
                    Flow::Normal => {}
                    _ => break,
                },
            }
        }
        Ok(completion)
    }

    fn flush(&mut self, sink: &mut dyn FnMut(Line<'_>)) {
        self.flush_trace();
        for (trace, line) in self.pending.drain(..) {
            if trace {
                sink(Line::Trace(&line));
            } else {
                sink(Line::Log(&line));
            }
        }
    }

    fn flush_trace(&mut self) {
        if self.tracing {
            for event in self.heap.take_trace() {
                let line = event.describe(&self.heap);
                self.pending.push((true, line));
            }
        } else if self.recording_events {
            // Kept whole for the caller.
        } else if self.recording_normalizations {
            self.unfiltered_from = self.heap.retain_trace_from(self.unfiltered_from, |e| {
                matches!(e, TraceEvent::Normalize { .. })
            });
        }
    }

    /// Prints one `console.log` line (after the trace events before it).
    fn print(&mut self, line: String) {
        self.flush_trace();
        self.pending.push((false, line));
    }

    /// The error an uncaught exception ends the run with.
    fn uncaught(&mut self, e: Exc) -> ScriptError {
        match e {
            Exc::Abrupt(a) => match *a {
                Abrupt::Fatal(e) => e,
                Abrupt::Throw(v, pos) => {
                    let (name, message) = self.error_parts(v);
                    script_error_thrown(pos, &name, message)
                }
            },
            Exc::Short => {
                ScriptError::unsupported(Pos::default(), "an optional chain outside its expression")
            }
        }
    }

    // ----- contexts ---------------------------------------------------------------

    fn new_context(&mut self, parent: u32, slots: u32, lexical: &[Slot]) -> u32 {
        let id = match self.free_contexts.pop() {
            Some(id) => {
                let c = &mut self.contexts[id as usize];
                c.parent = parent;
                c.slots.clear();
                c.slots.resize(slots as usize, Some(Value::Undefined));
                id
            }
            None => {
                self.contexts.push(Context {
                    parent,
                    slots: vec![Some(Value::Undefined); slots as usize],
                });
                self.contexts.len() as u32 - 1
            }
        };
        for &s in lexical {
            self.contexts[id as usize].slots[s as usize] = None;
        }
        id
    }

    #[inline]
    fn context_at(&self, mut ctx: u32, hops: u32) -> u32 {
        for _ in 0..hops {
            ctx = self.contexts[ctx as usize].parent;
        }
        ctx
    }

    #[inline]
    fn read_var(&mut self, f: &Frame, code: &Code, v: &VarRef, pos: Pos) -> X<Value> {
        let ctx = self.context_at(f.ctx, v.hops);
        match self.contexts[ctx as usize]
            .slots
            .get(v.slot as usize)
            .copied()
        {
            Some(Some(value)) => Ok(value),
            _ => self.read_unheld_var(ctx, code, v, pos),
        }
    }

    /// A slot holding no value: a mapped parameter's, or an uninitialized one.
    #[cold]
    fn read_unheld_var(&mut self, ctx: u32, code: &Code, v: &VarRef, pos: Pos) -> X<Value> {
        match self.mapped_parameter(ctx, v.slot) {
            Some((o, i)) => Ok(self.mapped_element(o, i)),
            None => Err(self.uninitialized(code, v, pos)),
        }
    }

    /// The `arguments` object and index that `slot` of `ctx` is mapped to.
    fn mapped_parameter(&self, ctx: u32, slot: Slot) -> Option<(ObjectId, u32)> {
        let &o = self.context_arguments.get(&ctx)?;
        let m = self.mapped_arguments.get(&o)?;
        let i = m.params.iter().position(|&s| s == Some(slot))?;
        Some((o, i as u32))
    }

    /// Element `i` of arguments object `o` (a mapped parameter's value).
    fn mapped_element(&self, o: ObjectId, i: u32) -> Value {
        match self.heap.get_own_property_known(o, PropertyKey::Index(i)) {
            Some(p) => match p.slot {
                crate::object::PropertySlot::Data(v) => v,
                crate::object::PropertySlot::Accessor { .. } => Value::Undefined,
            },
            None => Value::Undefined,
        }
    }

    /// Unmaps `o[key]`, if mapped: its slot takes `value` (default: the element).
    fn unmap_argument(&mut self, o: ObjectId, key: PropertyKey, value: Option<Value>) {
        let PropertyKey::Index(i) = key else {
            return;
        };
        let Some(m) = self.mapped_arguments.get_mut(&o) else {
            return;
        };
        let Some(slot) = m.params.get_mut(i as usize).and_then(Option::take) else {
            return;
        };
        let ctx = m.ctx;
        let value = value.unwrap_or_else(|| self.mapped_element(o, i));
        self.contexts[ctx as usize].slots[slot as usize] = Some(value);
    }

    #[cold]
    fn uninitialized(&mut self, code: &Code, v: &VarRef, pos: Pos) -> Exc {
        self.reference_error_exc(
            format!(
                "Cannot access '{}' before initialization",
                code.names[v.name as usize]
            ),
            pos,
        )
    }

    /// `VAR++`, `VAR += n` and the like on a number already in an initialized,
    /// mutable slot: the slot is updated in place (the common loop counter).
    /// `None` when the general path must run.
    #[inline]
    fn update_number_slot(&mut self, f: &Frame, v: &VarRef, delta: f64) -> Option<(f64, f64)> {
        if v.is_const {
            return None;
        }
        let ctx = self.context_at(f.ctx, v.hops);
        match self.contexts[ctx as usize].slots.get_mut(v.slot as usize) {
            Some(Some(Value::Number(n))) => {
                let old = *n;
                *n = old + delta;
                Some((old, old + delta))
            }
            _ => None,
        }
    }

    fn write_var(
        &mut self,
        f: &Frame,
        code: &Code,
        v: &VarRef,
        init: bool,
        value: Value,
        pos: Pos,
    ) -> X<()> {
        let ctx = self.context_at(f.ctx, v.hops);
        // A slot with no value: an uninitialized binding (a declaration's
        // own write initializes it) or a mapped parameter.
        if let Some(None) = self.contexts[ctx as usize].slots.get(v.slot as usize)
            && !(init && self.context_arguments.is_empty())
        {
            return self.write_unheld_var(ctx, code, v, init, value, pos);
        }
        if !init && v.is_const {
            // A named function expression's own name ignores a sloppy
            // assignment: it is a non-strict immutable binding (ECMA-262
            // SetMutableBinding throws only for strict code).
            if v.function_name && !f.strict {
                return Ok(());
            }
            return Err(self.type_error_exc("Assignment to constant variable.", pos));
        }
        if let Some(slot) = self.contexts[ctx as usize].slots.get_mut(v.slot as usize) {
            *slot = Some(value);
        }
        Ok(())
    }

    /// [`Interpreter::write_var`] to a slot that holds no value: a mapped
    /// parameter's value is its `arguments` element; an uninitialized
    /// binding takes only its initialization.
    #[cold]
    fn write_unheld_var(
        &mut self,
        ctx: u32,
        code: &Code,
        v: &VarRef,
        init: bool,
        value: Value,
        pos: Pos,
    ) -> X<()> {
        if let Some((o, i)) = self.mapped_parameter(ctx, v.slot) {
            self.heap
                .set(o, PropertyKey::Index(i), value, StoreOrigin::Keyed)
                .map_err(|e| self.heap_error(e, pos))?;
            return Ok(());
        }
        if !init {
            return Err(self.uninitialized(code, v, pos));
        }
        if let Some(slot) = self.contexts[ctx as usize].slots.get_mut(v.slot as usize) {
            *slot = Some(value);
        }
        Ok(())
    }

    fn reset_lexical(&mut self, ctx: u32, lexical: &[Slot]) {
        for &s in lexical {
            if let Some(slot) = self.contexts[ctx as usize].slots.get_mut(s as usize) {
                *slot = None;
            }
        }
    }

    // ----- statements -------------------------------------------------------------

    #[inline(always)]
    fn step(&mut self) -> X<()> {
        self.steps += 1;
        if self.steps > self.step_limit {
            return Err(self.step_limit_exceeded());
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn step_limit_exceeded(&self) -> Exc {
        ScriptError {
            kind: ErrorKind::StepLimit,
            pos: Pos::default(),
            message: format!("step limit of {} statements exceeded", self.step_limit),
        }
        .into()
    }

    fn stmts(&mut self, f: &mut Frame, code: &Code, body: &[Stmt]) -> X<Flow> {
        for s in body {
            match self.stmt(f, code, s)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn block(&mut self, f: &mut Frame, code: &Code, b: &Block) -> X<Flow> {
        match b.context {
            Some(n) => {
                let saved = f.ctx;
                f.ctx = self.new_context(saved, n, &b.lexical);
                let r = self.stmts(f, code, &b.body);
                f.ctx = saved;
                r
            }
            None => {
                if !b.lexical.is_empty() {
                    self.reset_lexical(f.ctx, &b.lexical);
                }
                self.stmts(f, code, &b.body)
            }
        }
    }

    fn stmt(&mut self, f: &mut Frame, code: &Code, s: &Stmt) -> X<Flow> {
        self.step()?;
        match s {
            Stmt::Expr(e, pos) => {
                if pos.line != 0 {
                    self.at_statement(*pos);
                }
                self.eval(f, code, e)?;
            }
            Stmt::Declare(decls) => {
                for (p, init, pos) in decls {
                    self.at_statement(*pos);
                    let v = match init {
                        Some(e) => self.eval(f, code, e)?,
                        None => Value::Undefined,
                    };
                    // V8 names a declaration's initializer when it is a
                    // variable or `this` (`u is not iterable`); any other
                    // value destructured gets the default call site.
                    if let (Pattern::Array(elems, rest, pos), Some(e)) = (p, init)
                        && matches!(e, Expr::Var(_) | Expr::Global(..) | Expr::This)
                    {
                        let site = NotIterable::Expression(code, e);
                        self.bind_array(f, code, elems, rest.as_deref(), *pos, v, site)?;
                    } else {
                        self.bind(f, code, p, v)?;
                    }
                }
            }
            Stmt::InitFunction(v, id) => {
                let func = Value::Object(self.make_closure(f, *id, None));
                self.write_var(f, code, v, true, func, Pos::default())?;
            }
            Stmt::Class(v, def) => {
                let c = self.class(f, code, def)?;
                self.write_var(f, code, v, true, c, def.pos)?;
            }
            Stmt::If(t, a, b) => {
                if self.condition(f, code, t)? {
                    return self.stmt(f, code, a);
                } else if let Some(b) = b {
                    return self.stmt(f, code, b);
                }
            }
            Stmt::Block(b) => return self.block(f, code, b),
            Stmt::Loop(l) => return self.run_loop(f, code, l),
            Stmt::ForEach(l) => return self.for_each(f, code, l),
            Stmt::Return(e, pos) => {
                if pos.line != 0 {
                    self.at_statement(*pos);
                }
                let v = match e {
                    Some(e) => self.eval(f, code, e)?,
                    None => Value::Undefined,
                };
                return Ok(Flow::Return(v));
            }
            Stmt::Break(l) => return Ok(Flow::Break(*l)),
            Stmt::Continue(l) => return Ok(Flow::Continue(*l)),
            Stmt::Throw(e, pos) => {
                let v = self.eval(f, code, e)?;
                return Err(Exc::throw(v, *pos));
            }
            Stmt::Try(t) => return self.run_try(f, code, t),
            Stmt::Switch(s) => return self.switch(f, code, s),
            Stmt::Labeled(label, s) => {
                return match self.stmt(f, code, s)? {
                    Flow::Break(Some(l)) if l == *label => Ok(Flow::Normal),
                    other => Ok(other),
                };
            }
            Stmt::DefinePrivate(d) => self.define_private(f, code, d)?,
            Stmt::DefineField(key, value, at) => {
                let this = f.this.unwrap_or(Value::Undefined);
                let key = self.prop_name(f, code, key, Pos::default())?;
                let v = self.eval(f, code, value)?;
                self.at(*at);
                if let Value::Object(o) = this {
                    self.heap
                        .create_data_property(o, key, v, StoreOrigin::Keyed)
                        .map_err(|e| self.heap_error(e, Pos::default()))?;
                }
            }
            Stmt::Empty => {}
        }
        Ok(Flow::Normal)
    }

    /// Whether condition `t` holds (`if`, loop tests): a comparison of two
    /// numbers (a loop's `i < n`) is answered without its boolean value;
    /// anything else is evaluated and tested as `eval` and `truthy` would.
    #[inline]
    fn condition(&mut self, f: &mut Frame, code: &Code, t: &Expr) -> X<bool> {
        if let Expr::Binary(op @ (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge), a, b, pos) = t {
            let x = self.eval(f, code, a)?;
            let y = self.eval(f, code, b)?;
            if let (Value::Number(x), Value::Number(y)) = (x, y) {
                return Ok(match op {
                    BinOp::Lt => x < y,
                    BinOp::Le => x <= y,
                    BinOp::Gt => x > y,
                    _ => x >= y,
                });
            }
            let v = self.binary(*op, x, y, *pos)?;
            return Ok(self.truthy(v));
        }
        let v = self.eval(f, code, t)?;
        Ok(self.truthy(v))
    }

    /// Whether a loop body's completion ends the loop: `Some(flow)` to return.
    #[inline(always)]
    fn loop_exit(flow: Flow, labels: &[u32]) -> Option<X<Flow>> {
        match flow {
            Flow::Normal => None,
            Flow::Break(None) => Some(Ok(Flow::Normal)),
            Flow::Break(Some(l)) if labels.contains(&l) => Some(Ok(Flow::Normal)),
            Flow::Continue(None) => None,
            Flow::Continue(Some(l)) if labels.contains(&l) => None,
            other => Some(Ok(other)),
        }
    }

    fn run_loop(&mut self, f: &mut Frame, code: &Code, l: &Loop) -> X<Flow> {
        let saved = f.ctx;
        if let Some(n) = l.context {
            f.ctx = self.new_context(saved, n, &l.lexical);
        } else if !l.lexical.is_empty() {
            self.reset_lexical(f.ctx, &l.lexical);
        }
        let r = self.loop_body(f, code, l);
        f.ctx = saved;
        r
    }

    fn loop_body(&mut self, f: &mut Frame, code: &Code, l: &Loop) -> X<Flow> {
        if let Some(init) = &l.init {
            self.stmt(f, code, init)?;
        }
        let mut first = true;
        loop {
            if l.context.is_some() && !first {
                // A fresh copy of the head's bindings for each iteration.
                let old = f.ctx;
                let slots = self.contexts[old as usize].slots.clone();
                let parent = self.contexts[old as usize].parent;
                f.ctx = self.new_context(parent, 0, &[]);
                self.contexts[f.ctx as usize].slots = slots;
            }
            if !(first && l.test_after) {
                if !first && let Some(u) = &l.update {
                    // A loop's `i++` on a number: the slot updated in place
                    // (`eval_update`'s own first step), with no value made.
                    let counted = matches!(u, Expr::Update(p, delta, _, _)
                        if matches!(&**p, Pattern::Var { var, .. }
                            if self.update_number_slot(f, var, *delta).is_some()));
                    if !counted {
                        self.eval(f, code, u)?;
                    }
                }
                if let Some(t) = &l.test
                    && !self.condition(f, code, t)?
                {
                    return Ok(Flow::Normal);
                }
            }
            first = false;
            // The body's statement counts the round's step.
            let flow = self.stmt(f, code, &l.body)?;
            if let Some(exit) = Self::loop_exit(flow, &l.labels) {
                return exit;
            }
            if l.test_after {
                if let Some(t) = &l.test
                    && !self.condition(f, code, t)?
                {
                    return Ok(Flow::Normal);
                }
                // do-while: the test ran; the next round skips the head test.
                first = true;
            }
        }
    }

    fn for_each(&mut self, f: &mut Frame, code: &Code, l: &ForEach) -> X<Flow> {
        let object = self.eval(f, code, &l.object)?;
        let values: Vec<Value> = if l.of {
            self.iterate_at(object, NotIterable::Expression(code, &l.object), l.pos)?
        } else {
            match object {
                Value::Null | Value::Undefined => Vec::new(),
                Value::Object(o) => {
                    self.refuse_proxy(object, "in for…in", l.pos)?;
                    let _ = self.heap.make_prototypes_fast_from(o);
                    let keys = self.for_in_keys(o);
                    keys.into_iter().map(|k| self.key_value(k)).collect()
                }
                Value::String(s) => {
                    let n = self.heap.str_known(s).chars().count();
                    (0..n).map(|i| self.string_value(&i.to_string())).collect()
                }
                _ => Vec::new(),
            }
        };
        let saved = f.ctx;
        for (i, v) in values.into_iter().enumerate() {
            if !l.of && i > 0 {
                // for-in skips keys deleted during the loop.
                if let Value::Object(o) = object {
                    let key = self.coerce_key(v, l.pos)?;
                    if !self.has_property(o, key) {
                        continue;
                    }
                }
            }
            if let Some(n) = l.context {
                f.ctx = self.new_context(saved, n, &[]);
            }
            let r = self.bind(f, code, &l.target, v);
            let flow = match r {
                Ok(()) => self.stmt(f, code, &l.body),
                Err(e) => Err(e),
            };
            f.ctx = saved;
            if let Some(exit) = Self::loop_exit(flow?, &l.labels) {
                return exit;
            }
        }
        Ok(Flow::Normal)
    }

    fn run_try(&mut self, f: &mut Frame, code: &Code, t: &Try) -> X<Flow> {
        let saved_ctx = f.ctx;
        let depth = self.depth;
        let mut result = self.block(f, code, &t.block);
        if let (Some(v), Some((param, body, context))) =
            (result.as_ref().err().and_then(Exc::thrown), &t.catch)
        {
            f.ctx = saved_ctx;
            self.depth = depth;
            let inner = match context {
                Some(n) => self.new_context(saved_ctx, *n, &[]),
                None => saved_ctx,
            };
            f.ctx = inner;
            result = match param {
                Some(p) => match self.bind(f, code, p, v) {
                    Ok(()) => self.block(f, code, body),
                    Err(e) => Err(e),
                },
                None => self.block(f, code, body),
            };
            f.ctx = saved_ctx;
        }
        f.ctx = saved_ctx;
        if let Some(fin) = &t.finally {
            self.depth = depth;
            match self.block(f, code, fin)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        result
    }

    fn switch(&mut self, f: &mut Frame, code: &Code, s: &Switch) -> X<Flow> {
        let d = self.eval(f, code, &s.discriminant)?;
        let saved = f.ctx;
        if let Some(n) = s.scope.context {
            f.ctx = self.new_context(saved, n, &s.scope.lexical);
        } else {
            self.reset_lexical(f.ctx, &s.scope.lexical);
        }
        let r = self.switch_body(f, code, s, d);
        f.ctx = saved;
        match r? {
            Flow::Break(None) => Ok(Flow::Normal),
            Flow::Break(Some(l)) if s.labels.contains(&l) => Ok(Flow::Normal),
            other => Ok(other),
        }
    }

    fn switch_body(&mut self, f: &mut Frame, code: &Code, s: &Switch, d: Value) -> X<Flow> {
        self.stmts(f, code, &s.scope.body)?;
        let mut start = None;
        for (i, (test, _)) in s.cases.iter().enumerate() {
            if let Some(t) = test {
                let v = self.eval(f, code, t)?;
                if self.strict_equals(d, v) {
                    start = Some(i);
                    break;
                }
            }
        }
        let start = match start.or_else(|| s.cases.iter().position(|(t, _)| t.is_none())) {
            Some(i) => i,
            None => return Ok(Flow::Normal),
        };
        for (_, body) in &s.cases[start..] {
            match self.stmts(f, code, body)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    // ----- patterns ---------------------------------------------------------------

    /// Stores `v` under `key` of `o` through member target `m`'s store site.
    /// Always inline: an assignment's store (`o.x = v`) is its whole work.
    #[inline(always)]
    fn store_member(
        &mut self,
        f: &mut Frame,
        m: &Member,
        o: Value,
        key: PropertyKey,
        v: Value,
    ) -> X<()> {
        let site = if m.store_site != u32::MAX {
            m.store_site
        } else {
            m.site
        };
        let computed = matches!(m.prop, PropName::Computed(_));
        self.store(f, o, key, v, Some(site), computed, m.pos)
    }

    /// Binds `v` to `p`: a variable inline, any other pattern in
    /// [`Interpreter::bind_pattern`].
    #[inline]
    fn bind(&mut self, f: &mut Frame, code: &Code, p: &Pattern, v: Value) -> X<()> {
        match p {
            Pattern::Var { var, init } => self.write_var(f, code, var, *init, v, Pos::default()),
            _ => self.bind_pattern(f, code, p, v),
        }
    }

    fn bind_pattern(&mut self, f: &mut Frame, code: &Code, p: &Pattern, v: Value) -> X<()> {
        match p {
            Pattern::Var { var, init } => self.write_var(f, code, var, *init, v, Pos::default()),
            Pattern::Dynamic(d, pos) => {
                let name = code.globals[d.global as usize].clone();
                if let Some((o, key)) = self.eval_holder_with(f, code, &d.holders, &name)? {
                    self.heap
                        .set(o, key, v, StoreOrigin::Keyed)
                        .map_err(|e| self.heap_error(e, *pos))?;
                    return Ok(());
                }
                match &d.binding {
                    Some(var) => self.write_var(f, code, var, false, v, *pos),
                    None => self.bind(f, code, &Pattern::Global(d.global, *pos), v),
                }
            }
            Pattern::Global(g, pos) => {
                let name = code.globals[*g as usize].clone();
                if !self.globals.contains_key(&name) && self.builtin_global(&name).is_none() {
                    // A property of the global object (or its chain) takes
                    // the store, as V8's global object does.
                    if let Some((holder, key)) = self.global_object_holding(&name) {
                        return self.store(f, Value::Object(holder), key, v, None, false, *pos);
                    }
                    if f.strict {
                        return Err(
                            self.reference_error_exc(format!("{name} is not defined"), *pos)
                        );
                    }
                    // A sloppy store to an undeclared name makes it a
                    // property of the global object (writable, enumerable
                    // and configurable), as V8's `StoreGlobal` does: listed
                    // by `Object.keys(globalThis)`, removed by `delete`.
                    let global = self.global_object();
                    let key = self.heap.key(&name);
                    self.heap
                        .create_data_property(global, key, v, StoreOrigin::Named)
                        .map_err(|e| self.heap_error(e, *pos))?;
                    return Ok(());
                }
                self.globals.insert(name, v);
                Ok(())
            }
            Pattern::Member(m) => {
                let o = self.eval(f, code, &m.object)?;
                if let PropName::Private(p) = &m.prop {
                    return self.private_set(f, code, o, p, v, m.pos);
                }
                let key = self.prop_name(f, code, &m.prop, m.pos)?;
                self.store_member(f, m, o, key, v)
            }
            Pattern::Default(inner, d) => {
                let v = if v == Value::Undefined {
                    self.eval(f, code, d)?
                } else {
                    v
                };
                self.bind(f, code, inner, v)
            }
            Pattern::Object(props, rest, pos) => {
                if matches!(v, Value::Null | Value::Undefined) {
                    return Err(self.error_at_exc(
                        "TypeError",
                        format!(
                            "Cannot destructure '{}' as it is {}.",
                            self.message_text(v),
                            nullish_name(v)
                        ),
                        *pos,
                    ));
                }
                let mut used = Vec::new();
                for (key, target) in props {
                    let k = self.prop_name(f, code, key, *pos)?;
                    used.push(k);
                    let item = self.get(v, k, None, *pos)?;
                    self.bind(f, code, target, item)?;
                }
                if let Some(rest) = rest {
                    let out = self.heap.new_object();
                    if let Value::Object(src) = v {
                        for k in self.heap.keys_known(src) {
                            if used.contains(&k) {
                                continue;
                            }
                            let item = self.get(v, k, None, *pos)?;
                            self.heap
                                .create_data_property(out, k, item, StoreOrigin::Keyed)
                                .map_err(|e| self.heap_error(e, *pos))?;
                        }
                    }
                    self.bind(f, code, rest, Value::Object(out))?;
                }
                Ok(())
            }
            Pattern::Array(elems, rest, pos) => {
                self.bind_array(f, code, elems, rest.as_deref(), *pos, v, NotIterable::Value)
            }
        }
    }

    /// Binds array pattern `[elems, ...rest]` to the values of `v`; `site`
    /// words the error when `v` is not iterable.
    #[allow(clippy::too_many_arguments)]
    fn bind_array(
        &mut self,
        f: &mut Frame,
        code: &Code,
        elems: &[Option<Pattern>],
        rest: Option<&Pattern>,
        pos: Pos,
        v: Value,
        site: NotIterable<'_>,
    ) -> X<()> {
        let values = self.iterate_at(v, site, pos)?;
        for (i, e) in elems.iter().enumerate() {
            if let Some(e) = e {
                let item = values.get(i).copied().unwrap_or(Value::Undefined);
                self.bind(f, code, e, item)?;
            }
        }
        if let Some(rest) = rest {
            let tail: Vec<Value> = values.iter().skip(elems.len()).copied().collect();
            let arr = self.heap.new_array_known(&tail);
            self.bind(f, code, rest, Value::Object(arr))?;
        }
        Ok(())
    }

    // ----- expressions ------------------------------------------------------------

    fn string_const(&mut self, f: &Frame, code: &Code, id: u32) -> Value {
        let prog = &mut self.programs[f.prog as usize];
        if let Some(Some(v)) = prog.strings.get(id as usize) {
            return *v;
        }
        let v = self.heap.string(&code.names[id as usize]);
        if let Some(slot) = self.programs[f.prog as usize].strings.get_mut(id as usize) {
            *slot = Some(v);
        }
        v
    }

    /// The strings object of tagged-template site `t`: made the first time
    /// the site runs (V8's `GetTemplateObject`), a frozen array of the
    /// cooked strings with a frozen array of the raw ones as its `raw`.
    fn template_object(
        &mut self,
        f: &Frame,
        code: &Code,
        t: &TemplateStrings,
        pos: Pos,
    ) -> X<ObjectId> {
        if let Some(Some(o)) = self.programs[f.prog as usize]
            .templates
            .get(t.site as usize)
        {
            return Ok(*o);
        }
        let raw: Vec<Value> = t
            .raw
            .iter()
            .map(|&n| self.string_const(f, code, n))
            .collect();
        let cooked: Vec<Value> = t
            .cooked
            .iter()
            .map(|c| match c {
                Some(n) => self.string_const(f, code, *n),
                None => Value::Undefined,
            })
            .collect();
        let raw = self.heap.new_array_known(&raw);
        self.heap.freeze_known(raw);
        let o = self.heap.new_template_array(&cooked);
        let key = self.heap.key("raw");
        self.heap
            .define_property(
                o,
                key,
                PropertyDescriptor::data(Value::Object(raw), crate::shape::Attrs::empty()),
            )
            .map_err(|e| self.heap_error(e, pos))?;
        self.heap.freeze_known(o);
        if let Some(slot) = self.programs[f.prog as usize]
            .templates
            .get_mut(t.site as usize)
        {
            *slot = Some(o);
        }
        Ok(o)
    }

    /// The property key of name `id`, from the program's cache.
    #[inline]
    fn name_key(&mut self, f: &Frame, code: &Code, id: u32) -> PropertyKey {
        let keys = &mut self.programs[f.prog as usize].keys;
        if let Some(Some(k)) = keys.get(id as usize) {
            return *k;
        }
        let k = self.heap.key(&code.names[id as usize]);
        if let Some(slot) = self.programs[f.prog as usize].keys.get_mut(id as usize) {
            *slot = Some(k);
        }
        k
    }

    fn prop_name(&mut self, f: &mut Frame, code: &Code, p: &PropName, pos: Pos) -> X<PropertyKey> {
        match p {
            PropName::Named(n) => Ok(self.name_key(f, code, *n)),
            PropName::Computed(e) => self.computed_key(f, code, e, pos),
            // Every use of a private member reads or writes it before this.
            PropName::Private(p) => Err(unkeyed_private_name(p, pos)),
        }
    }

    /// The key of `o[e]`. A key joined by `+` (`o['k' + i]`) is made
    /// without the joined string ([`Interpreter::joined_key`]).
    #[inline(never)]
    fn computed_key(&mut self, f: &mut Frame, code: &Code, e: &Expr, pos: Pos) -> X<PropertyKey> {
        if let Expr::Binary(BinOp::Add, a, b, add_pos) = e {
            // A prefix is nearly always a string literal (`'k' + j`).
            let a = match &**a {
                Expr::Str(id) => self.string_const(f, code, *id),
                a => self.eval(f, code, a)?,
            };
            let b = self.eval(f, code, b)?;
            if let Some(key) = self.joined_key(a, b, *add_pos)? {
                return Ok(key);
            }
            let v = self.binary(BinOp::Add, a, b, *add_pos)?;
            return self.coerce_key(v, pos);
        }
        let v = self.eval(f, code, e)?;
        self.coerce_key(v, pos)
    }

    /// Evaluates `e`: the leaves every expression is made of inline, the rest in
    /// [`Interpreter::eval_compound`] (whose large frame a leaf need not pay for).
    #[inline]
    fn eval(&mut self, f: &mut Frame, code: &Code, e: &Expr) -> X<Value> {
        match e {
            Expr::Number(n) => Ok(Value::Number(*n)),
            Expr::Var(v) => {
                if v.pos.line != 0 {
                    self.at_reference(v.pos);
                }
                self.read_var(f, code, v, Pos::default())
            }
            _ => self.eval_compound(f, code, e),
        }
    }

    /// Every expression but the leaves [`Interpreter::eval`] answers: the ones
    /// loops spend their time in go straight to a function of their own, so
    /// that none of them pays the frame of [`Interpreter::eval_other`], which
    /// holds the rest.
    fn eval_compound(&mut self, f: &mut Frame, code: &Code, e: &Expr) -> X<Value> {
        match e {
            Expr::Load(m) => self.eval_load(f, code, m),
            Expr::Assign(p, value, pos) => self.eval_assign(f, code, p, value, *pos),
            Expr::Binary(op, a, b, pos) => self.eval_binary(f, code, *op, a, b, *pos),
            Expr::BinaryChain(first, rest) => self.eval_binary_chain(f, code, first, rest),
            Expr::Call(callee, args, optional, pos) => {
                self.call_expr(f, code, callee, args, *optional, *pos)
            }
            Expr::New(callee, args, pos) => self.eval_new(f, code, callee, args, *pos),
            Expr::Object(entries, pos, site) => self.object_literal(f, code, entries, *pos, *site),
            Expr::Update(p, delta, prefix, pos) => {
                self.eval_update(f, code, p, *delta, *prefix, *pos)
            }
            Expr::Compound(p, op, value, pos) => {
                self.eval_compound_assign(f, code, p, *op, value, *pos)
            }
            Expr::Logical(op, a, b) => self.eval_logical(f, code, *op, a, b),
            Expr::Cond(t, a, b) => self.eval_cond(f, code, t, a, b),
            Expr::This => self.eval_this(f),
            Expr::Str(id) => Ok(self.string_const(f, code, *id)),
            _ => self.eval_other(f, code, e),
        }
    }

    /// `this`.
    fn eval_this(&mut self, f: &Frame) -> X<Value> {
        Ok(match f.this {
            // The top level (and its arrows): a CommonJS module's `this`,
            // its exports object, made when first read.
            Some(Value::Undefined) if f.callee.is_none() => Value::Object(self.module_exports()),
            Some(v) => v,
            None => {
                return Err(self.reference_error_exc(
                    "Must call super constructor in derived class before accessing 'this' or returning from derived constructor",
                    Pos::default(),
                ));
            }
        })
    }

    /// `o.name`, `o[key]`.
    fn eval_load(&mut self, f: &mut Frame, code: &Code, m: &Member) -> X<Value> {
        let o = self.eval(f, code, &m.object)?;
        if m.optional && matches!(o, Value::Null | Value::Undefined) {
            return Err(Exc::Short);
        }
        if let PropName::Private(p) = &m.prop {
            return self.private_get(f, code, o, p, m.pos);
        }
        let key = self.prop_name(f, code, &m.prop, m.pos)?;
        self.at(m.name_pos);
        self.get(o, key, Some((f.prog, m.site)), m.pos)
    }

    /// `TARGET = value`, with the position of its `=`.
    fn eval_assign(
        &mut self,
        f: &mut Frame,
        code: &Code,
        p: &Pattern,
        value: &Expr,
        pos: Pos,
    ) -> X<Value> {
        // An assignment statement to a variable: V8's statement
        // position is where the target is.
        match p {
            Pattern::Var { var, .. } if var.pos.line != 0 => self.at_reference(var.pos),
            Pattern::Global(_, at) => self.at(*at),
            Pattern::Member(m) => {
                // The reference first, then the value, then the store
                // (at the `=`, where V8 places it).
                let o = self.eval(f, code, &m.object)?;
                if let PropName::Private(p) = &m.prop {
                    return self.assign_private(f, code, o, p, value, pos, m.pos);
                }
                let key = self.prop_name(f, code, &m.prop, m.pos)?;
                let v = self.eval(f, code, value)?;
                self.at(pos);
                self.store_member(f, m, o, key, v)?;
                return Ok(v);
            }
            _ => {}
        }
        let v = self.eval(f, code, value)?;
        self.at(pos);
        self.bind(f, code, p, v)?;
        Ok(v)
    }

    /// `TARGET op= value`.
    fn eval_compound_assign(
        &mut self,
        f: &mut Frame,
        code: &Code,
        p: &Pattern,
        op: BinOp,
        value: &Expr,
        pos: Pos,
    ) -> X<Value> {
        let (current, obj_key) = self.read_target(f, code, p, pos)?;
        let rhs = self.eval(f, code, value)?;
        let v = self.binary(op, current, rhs, pos)?;
        self.at(pos);
        self.write_target(f, code, p, obj_key, v, pos)?;
        Ok(v)
    }

    /// `++x`, `x--`…
    fn eval_update(
        &mut self,
        f: &mut Frame,
        code: &Code,
        p: &Pattern,
        delta: f64,
        prefix: bool,
        pos: Pos,
    ) -> X<Value> {
        if let Pattern::Var { var, .. } = p
            && let Some((old, new)) = self.update_number_slot(f, var, delta)
        {
            return Ok(Value::Number(if prefix { new } else { old }));
        }
        let (current, obj_key) = self.read_target(f, code, p, pos)?;
        let old = self.coerce_number(current, pos)?;
        let new = Value::Number(old + delta);
        self.at(pos);
        self.write_target(f, code, p, obj_key, new, pos)?;
        Ok(if prefix { new } else { Value::Number(old) })
    }

    /// `a op b`.
    fn eval_binary(
        &mut self,
        f: &mut Frame,
        code: &Code,
        op: BinOp,
        a: &Expr,
        b: &Expr,
        pos: Pos,
    ) -> X<Value> {
        let a = self.eval(f, code, a)?;
        let b = self.eval(f, code, b)?;
        // `binary` starts with the same test, for its other callers; made
        // here too, the number case needs no call (an inline `binary` made
        // every script slower: its general path then grew each caller).
        match operators::number_binary(op, a, b) {
            Some(v) => Ok(v),
            None => self.binary(op, a, b, pos),
        }
    }

    /// `a op b op c …`, left to right in a loop.
    fn eval_binary_chain(
        &mut self,
        f: &mut Frame,
        code: &Code,
        first: &Expr,
        rest: &[(BinOp, Expr, Pos)],
    ) -> X<Value> {
        let mut acc = self.eval(f, code, first)?;
        for (op, e, pos) in rest {
            let b = self.eval(f, code, e)?;
            acc = match operators::number_binary(*op, acc, b) {
                Some(v) => v,
                None => self.binary(*op, acc, b, *pos)?,
            };
        }
        Ok(acc)
    }

    /// `a && b`, `a || b`, `a ?? b`.
    fn eval_logical(
        &mut self,
        f: &mut Frame,
        code: &Code,
        op: LogicOp,
        a: &Expr,
        b: &Expr,
    ) -> X<Value> {
        let a = self.eval(f, code, a)?;
        let take_b = match op {
            LogicOp::And => self.truthy(a),
            LogicOp::Or => !self.truthy(a),
            LogicOp::Nullish => matches!(a, Value::Null | Value::Undefined),
        };
        if take_b { self.eval(f, code, b) } else { Ok(a) }
    }

    /// `t ? a : b`.
    fn eval_cond(&mut self, f: &mut Frame, code: &Code, t: &Expr, a: &Expr, b: &Expr) -> X<Value> {
        let t = self.eval(f, code, t)?;
        if self.truthy(t) {
            self.eval(f, code, a)
        } else {
            self.eval(f, code, b)
        }
    }

    /// `new F(args)`.
    fn eval_new(
        &mut self,
        f: &mut Frame,
        code: &Code,
        callee: &Expr,
        args: &[Arg],
        pos: Pos,
    ) -> X<Value> {
        let c = self.eval(f, code, callee)?;
        if let Some(result) = self.construct_plain(f, code, c, args, pos) {
            return result;
        }
        let args = self.args(f, code, args, pos)?;
        if !self.is_constructor(c) {
            return Err(self.type_error_exc(
                format!("{} is not a constructor", describe_callee(code, callee)),
                pos,
            ));
        }
        self.at(pos);
        let result = self.construct(c, &args, c, pos);
        self.recycle_args(args);
        result
    }

    /// The elements kind of `[...v]` (V8's `CreateArrayFromIterable`). An
    /// array of a fast kind on the initial Array.prototype whose iteration
    /// is the built-in one is cloned (`IterableToListCanBeElided`,
    /// `CloneFastJSArray`): the clone keeps its kind, unless it had holes,
    /// which become `undefined` in `PACKED_ELEMENTS`. Anything else (an
    /// iterator, a collection, a string, `arguments`, a frozen array) is
    /// collected into `PACKED_ELEMENTS`, whatever the values.
    fn spread_first_kind(&mut self, v: Value, pos: Pos) -> X<ElementsKind> {
        let collected = ElementsKind::Packed;
        let Value::Object(o) = v else {
            return Ok(collected);
        };
        let kind = self.heap.elements_kind_known(o);
        let array_prototype = self.heap.intrinsics().array_prototype;
        if self.heap.kind_of_known(o) != ObjectKind::Array
            || !kind.is_fast()
            || self.heap.get_prototype_of_known(o) != Some(array_prototype)
            || !self.built_in_iteration(v)
        {
            return Ok(collected);
        }
        if kind.is_holey() {
            let len = self.length_of(v, pos)?;
            let has_hole = (0..len).any(|i| {
                self.heap
                    .get_own_property_known(o, PropertyKey::Index(i as u32))
                    .is_none()
            });
            if has_hole {
                return Ok(collected);
            }
        }
        Ok(kind)
    }

    /// The expressions [`Interpreter::eval_compound`] does not route itself.
    fn eval_other(&mut self, f: &mut Frame, code: &Code, e: &Expr) -> X<Value> {
        Ok(match e {
            Expr::Number(n) => Value::Number(*n),
            Expr::Str(s) => self.string_const(f, code, *s),
            Expr::Bool(b) => Value::Bool(*b),
            Expr::Null => Value::Null,
            Expr::Unsupported(what, pos) => {
                return Err(
                    ScriptError::unsupported(*pos, code.names[*what as usize].to_string()).into(),
                );
            }
            Expr::DirectEval(args, scope, pos) => {
                let values = self.args(f, code, args, *pos)?;
                match values.first() {
                    Some(&Value::String(s)) => {
                        let source = self.heap.str_known(s).to_string();
                        let scope = code.eval_scopes[*scope as usize].clone();
                        self.eval_in(&source, Some((f, &scope)), *pos)?
                    }
                    Some(&other) => other,
                    None => Value::Undefined,
                }
            }
            Expr::RegExp(pattern, flags, pos) => {
                let (pattern, flags) =
                    (&code.names[*pattern as usize], &code.names[*flags as usize]);
                Value::Object(self.new_regexp(pattern, flags, *pos)?)
            }
            Expr::Undefined => Value::Undefined,
            Expr::Var(v) => self.read_var(f, code, v, Pos::default())?,
            Expr::Global(g, pos) => {
                self.at(*pos);
                self.read_global(code, *g, *pos)?
            }
            Expr::Dynamic(d, pos) => self.read_dynamic(f, code, d, *pos)?,
            Expr::EvalDeclare(holder, g) => {
                let o = match self.read_var(f, code, holder, Pos::default())? {
                    Value::Object(o) => o,
                    _ => {
                        // The holder is made on the first declaration: a plain
                        // object nothing else can reach.
                        let o = self.heap.object_create_known(None);
                        self.write_var(f, code, holder, false, Value::Object(o), Pos::default())?;
                        o
                    }
                };
                let key = self.heap.key(&code.globals[*g as usize]);
                if self.heap.get_own_property_known(o, key).is_none() {
                    self.heap
                        .create_data_property(o, key, Value::Undefined, StoreOrigin::Keyed)
                        .map_err(|e| self.heap_error(e, Pos::default()))?;
                }
                Value::Undefined
            }
            Expr::TypeofGlobal(g) => {
                let name = code.globals[*g as usize].clone();
                let v = self.quiet_global(&name, Pos::default())?;
                let t = self.type_of(v);
                self.string_value(t)
            }
            Expr::This => self.eval_this(f)?,
            Expr::NewTarget => f.new_target,
            Expr::Load(m) => self.eval_load(f, code, m)?,
            Expr::SuperLoad(p, pos) => {
                let key = self.prop_name(f, code, p, *pos)?;
                let home = f.home.and_then(|h| self.heap.get_prototype_of_known(h));
                match home {
                    Some(h) => {
                        let this = f.this.unwrap_or(Value::Undefined);
                        self.get_with_receiver(h, key, this, *pos)?
                    }
                    None => Value::Undefined,
                }
            }
            Expr::Assign(p, value, pos) => self.eval_assign(f, code, p, value, *pos)?,
            Expr::Compound(p, op, value, pos) => {
                self.eval_compound_assign(f, code, p, *op, value, *pos)?
            }
            Expr::LogicalAssign(p, op, value) => {
                let (current, obj_key) = self.read_target(f, code, p, Pos::default())?;
                let assign = match op {
                    LogicOp::And => self.truthy(current),
                    LogicOp::Or => !self.truthy(current),
                    LogicOp::Nullish => matches!(current, Value::Null | Value::Undefined),
                };
                if !assign {
                    return Ok(current);
                }
                let v = self.eval(f, code, value)?;
                self.write_target(f, code, p, obj_key, v, Pos::default())?;
                v
            }
            Expr::Update(p, delta, prefix, pos) => {
                self.eval_update(f, code, p, *delta, *prefix, *pos)?
            }
            Expr::Binary(op, a, b, pos) => self.eval_binary(f, code, *op, a, b, *pos)?,
            Expr::BinaryChain(first, rest) => self.eval_binary_chain(f, code, first, rest)?,
            Expr::Logical(op, a, b) => self.eval_logical(f, code, *op, a, b)?,
            Expr::Unary(op, a, pos) => {
                let a = self.eval(f, code, a)?;
                self.unary(*op, a, *pos)?
            }
            Expr::Typeof(a) => {
                let a = self.eval(f, code, a)?;
                let t = self.type_of(a);
                self.string_value(t)
            }
            Expr::TemplateObject(t) => {
                Value::Object(self.template_object(f, code, t, Pos::default())?)
            }
            Expr::PrivateIn(p, object, pos) => {
                let o = self.eval(f, code, object)?;
                self.private_in(f, code, p, o, *pos)?
            }
            Expr::Delete(m, pos) => {
                let o = self.eval(f, code, &m.object)?;
                if m.optional && matches!(o, Value::Null | Value::Undefined) {
                    return Err(Exc::Short);
                }
                let key = self.prop_name(f, code, &m.prop, m.pos)?;
                self.at(*pos);
                if let Some(p) = self.proxy_of(o) {
                    match self.proxy_delete(p, key, m.pos)? {
                        Some(deleted) => {
                            if !deleted && f.strict {
                                let name = self.key_text(key);
                                return Err(self.type_error_exc(
                                    format!("'deleteProperty' on proxy: trap returned falsish for property '{name}'"),
                                    m.pos,
                                ));
                            }
                            return Ok(Value::Bool(deleted));
                        }
                        None => {
                            let ok = self
                                .heap
                                .delete(p.target, key)
                                .map_err(|e| self.heap_error(e, m.pos))?;
                            return Ok(Value::Bool(ok));
                        }
                    }
                }
                match o {
                    Value::Object(id) => {
                        let ok = self.delete_virtual(id, key)
                            && self
                                .heap
                                .delete(id, key)
                                .map_err(|e| self.heap_error(e, m.pos))?;
                        if !ok && f.strict {
                            return Err(self.type_error_exc(
                                format!(
                                    "Cannot delete property '{}' of {}",
                                    self.key_text(key),
                                    self.message_text(o)
                                ),
                                m.pos,
                            ));
                        }
                        Value::Bool(ok)
                    }
                    Value::Null | Value::Undefined => {
                        return Err(self.type_error_exc(
                            "Cannot convert undefined or null to object".to_string(),
                            m.pos,
                        ));
                    }
                    _ => Value::Bool(true),
                }
            }
            Expr::DeleteName(d) => Value::Bool(self.delete_name(f, code, d)?),
            Expr::DeleteOther(a, result) => {
                self.eval(f, code, a)?;
                Value::Bool(*result)
            }
            Expr::Cond(t, a, b) => self.eval_cond(f, code, t, a, b)?,
            Expr::Seq(v) => {
                let mut last = Value::Undefined;
                for e in v {
                    last = self.eval(f, code, e)?;
                }
                last
            }
            Expr::Call(callee, args, optional, pos) => {
                self.call_expr(f, code, callee, args, *optional, *pos)?
            }
            Expr::SuperCall(args, pos) => self.super_call(f, code, args, *pos)?,
            Expr::New(callee, args, pos) => self.eval_new(f, code, callee, args, *pos)?,
            Expr::Function(id) => Value::Object(self.make_closure(f, *id, None)),
            Expr::Class(def) => self.class(f, code, def)?,
            Expr::Object(entries, pos, site) => {
                self.object_literal(f, code, entries, *pos, *site)?
            }
            Expr::Array(elems, pos) => {
                let mut values = Vec::with_capacity(elems.len());
                let mut holes = false;
                // A literal that starts with a spread starts from the
                // kind the spread gives ([`Interpreter::spread_first_kind`]);
                // later elements are stored by value.
                let mut least_kind = None;
                for (i, el) in elems.iter().enumerate() {
                    match el {
                        Arg::Value(e) => values.push(Some(self.eval(f, code, e)?)),
                        Arg::Spread(e) => {
                            let v = self.eval(f, code, e)?;
                            if i == 0 {
                                least_kind = Some(self.spread_first_kind(v, *pos)?);
                            }
                            let site = NotIterable::Expression(code, e);
                            values.extend(self.iterate_at(v, site, *pos)?.into_iter().map(Some));
                        }
                        Arg::Hole => {
                            holes = true;
                            values.push(None);
                        }
                    }
                }
                self.at(*pos);
                let arr = match least_kind {
                    Some(least) => {
                        let kind = ElementsKind::of_values(&values).join(least);
                        self.heap.new_array_of_kind(values, Some(kind))
                    }
                    None if holes => self.heap.new_array_with_holes(values),
                    None => {
                        let dense: Vec<Value> = values.into_iter().flatten().collect();
                        self.heap.new_array_known(&dense)
                    }
                };
                Value::Object(arr)
            }
            Expr::Template(strings, exprs, pos) => {
                let mut out = String::new();
                for (i, s) in strings.iter().enumerate() {
                    out.push_str(&code.names[*s as usize]);
                    if let Some(e) = exprs.get(i) {
                        let v = self.eval(f, code, e)?;
                        let s = self.coerce_string(v, *pos)?;
                        out.push_str(&s);
                    }
                }
                self.new_string(&out, *pos)?
            }
            Expr::Chain(inner) => match self.eval(f, code, inner) {
                Err(Exc::Short) => Value::Undefined,
                other => other?,
            },
            Expr::Intrinsic(i, name, args, pos) => {
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    values.push(self.eval(f, code, a)?);
                }
                self.intrinsic(*i, name, &values, *pos)?
            }
        })
    }

    /// Reads a compound assignment's target once; returns its value and, for a
    /// property, the evaluated receiver and key (so they are evaluated once):
    /// no key for a private member, whose pattern names it.
    fn read_target(
        &mut self,
        f: &mut Frame,
        code: &Code,
        p: &Pattern,
        pos: Pos,
    ) -> X<(Value, Option<PropertyTarget>)> {
        match p {
            Pattern::Var { var, .. } => Ok((self.read_var(f, code, var, pos)?, None)),
            Pattern::Global(g, pos) => Ok((self.read_global(code, *g, *pos)?, None)),
            Pattern::Dynamic(d, pos) => Ok((self.read_dynamic(f, code, d, Some(*pos))?, None)),
            Pattern::Member(m) => {
                let o = self.eval(f, code, &m.object)?;
                if let PropName::Private(p) = &m.prop {
                    return Ok((self.private_get(f, code, o, p, m.pos)?, Some((o, None))));
                }
                let key = self.prop_name(f, code, &m.prop, m.pos)?;
                let v = self.get(o, key, Some((f.prog, m.site)), m.pos)?;
                Ok((v, Some((o, Some(key)))))
            }
            _ => Err(ScriptError::unsupported(pos, "a compound assignment to a pattern").into()),
        }
    }

    fn write_target(
        &mut self,
        f: &mut Frame,
        code: &Code,
        p: &Pattern,
        obj_key: Option<PropertyTarget>,
        v: Value,
        pos: Pos,
    ) -> X<()> {
        match (p, obj_key) {
            // Only a private member is read with no key (`read_target`).
            (Pattern::Member(m), Some((o, None))) => match &m.prop {
                PropName::Private(p) => self.private_set(f, code, o, p, v, m.pos),
                _ => Err(ScriptError::unsupported(pos, "a property target without its key").into()),
            },
            (Pattern::Member(m), Some((o, Some(key)))) => {
                let site = if m.store_site != u32::MAX {
                    m.store_site
                } else {
                    m.site
                };
                self.store(
                    f,
                    o,
                    key,
                    v,
                    Some(site),
                    matches!(m.prop, PropName::Computed(_)),
                    pos,
                )
            }
            _ => self.bind(f, code, p, v),
        }
    }

    fn read_global(&mut self, code: &Code, g: u32, pos: Pos) -> X<Value> {
        let name = &code.globals[g as usize];
        if let Some(v) = self.lookup_global(name) {
            return Ok(v);
        }
        if let Some((holder, key)) = self.global_object_holding(name) {
            return self.get(Value::Object(holder), key, None, pos);
        }
        if Self::is_missing_global(name) {
            return Err(ScriptError::unsupported(
                pos,
                format!("the global `{name}` (not in the model)"),
            )
            .into());
        }
        Err(self.reference_error_exc(format!("{name} is not defined"), pos))
    }

    /// The global object and `name`'s key, when the object or its chain has
    /// the property: an undeclared name is the global object's property
    /// (`globalThis.q = 5; q`), and V8's global object inherits from
    /// Object.prototype (a bare `toString`). The global object is made only
    /// when its prototype has the name.
    fn global_object_holding(&mut self, name: &str) -> Option<(ObjectId, PropertyKey)> {
        let key = self.heap.key(name);
        let holder = match self.global_this {
            Some(g) => g,
            None => {
                let object_prototype = self.heap.intrinsics().object_prototype;
                if !self.has_property(object_prototype, key) {
                    return None;
                }
                self.global_object()
            }
        };
        self.has_property(holder, key).then_some((holder, key))
    }

    /// The eval-variable holder (among `holders`) that has `name`, if any.
    fn eval_holder_with(
        &mut self,
        f: &mut Frame,
        code: &Code,
        holders: &[VarRef],
        name: &str,
    ) -> X<Option<(ObjectId, PropertyKey)>> {
        let key = self.heap.key(name);
        for h in holders {
            if let Value::Object(o) = self.read_var(f, code, h, Pos::default())?
                && self.heap.get_own_property_known(o, key).is_some()
            {
                return Ok(Some((o, key)));
            }
        }
        Ok(None)
    }

    /// `delete NAME`: an eval-declared `var` (its holder's property) or the
    /// global object's property goes, as a configurable binding of an
    /// object environment does; a declared binding stays (`false`).
    fn delete_name(&mut self, f: &mut Frame, code: &Code, d: &DynamicName) -> X<bool> {
        let name = code.globals[d.global as usize].clone();
        if let Some((o, key)) = self.eval_holder_with(f, code, &d.holders, &name)? {
            return self
                .heap
                .delete(o, key)
                .map_err(|e| self.heap_error(e, Pos::default()));
        }
        if d.binding.is_some() {
            return Ok(false);
        }
        let Some(g) = self.global_this else {
            return Ok(true);
        };
        let key = self.heap.key(&name);
        if self.heap.get_own_property_known(g, key).is_none() {
            return Ok(true);
        }
        self.heap
            .delete(g, key)
            .map_err(|e| self.heap_error(e, Pos::default()))
    }

    /// A name read that a sloppy direct `eval` may have declared: an
    /// eval-declared `var`, else the binding it resolves to, else a global
    /// (`pos` `None`: `typeof`, no `ReferenceError`).
    fn read_dynamic(
        &mut self,
        f: &mut Frame,
        code: &Code,
        d: &DynamicName,
        pos: Option<Pos>,
    ) -> X<Value> {
        let name = code.globals[d.global as usize].clone();
        if let Some((o, key)) = self.eval_holder_with(f, code, &d.holders, &name)? {
            return self.get(Value::Object(o), key, None, pos.unwrap_or_default());
        }
        if let Some(var) = &d.binding {
            return self.read_var(f, code, var, pos.unwrap_or_default());
        }
        match pos {
            Some(pos) => self.read_global(code, d.global, pos),
            None => self.quiet_global(&name, Pos::default()),
        }
    }

    /// A global read that finds `undefined` where [`Interpreter::read_global`]
    /// throws (`typeof name`).
    fn quiet_global(&mut self, name: &str, pos: Pos) -> X<Value> {
        if let Some(v) = self.lookup_global(name) {
            return Ok(v);
        }
        match self.global_object_holding(name) {
            Some((holder, key)) => self.get(Value::Object(holder), key, None, pos),
            None => Ok(Value::Undefined),
        }
    }

    fn lookup_global(&mut self, name: &str) -> Option<Value> {
        if let Some(&v) = self.globals.get(name) {
            return Some(v);
        }
        let v = self.builtin_global(name)?;
        self.globals.insert(name.into(), v);
        Some(v)
    }

    /// Evaluates a call's arguments into an emptied buffer; give it back with
    /// [`Interpreter::recycle_args`] once the call has returned.
    fn args(&mut self, f: &mut Frame, code: &Code, args: &[Arg], pos: Pos) -> X<Vec<Value>> {
        let mut out = self.arg_buffers.pop().unwrap_or_default();
        for a in args {
            match a {
                Arg::Value(e) => out.push(self.eval(f, code, e)?),
                Arg::Spread(e) => {
                    let v = self.eval(f, code, e)?;
                    out.extend(self.iterate_at(v, NotIterable::CallSpread, pos)?);
                }
                Arg::Hole => out.push(Value::Undefined),
            }
        }
        Ok(out)
    }

    /// Takes back an argument buffer from [`Interpreter::args`].
    fn recycle_args(&mut self, mut args: Vec<Value>) {
        args.clear();
        self.arg_buffers.push(args);
    }

    fn call_expr(
        &mut self,
        f: &mut Frame,
        code: &Code,
        callee: &Expr,
        args: &[Arg],
        optional: bool,
        pos: Pos,
    ) -> X<Value> {
        let (func, this) = match callee {
            Expr::Load(m) => {
                let o = self.eval(f, code, &m.object)?;
                if m.optional && matches!(o, Value::Null | Value::Undefined) {
                    return Err(Exc::Short);
                }
                if let PropName::Private(p) = &m.prop {
                    (self.private_get(f, code, o, p, m.pos)?, o)
                } else {
                    let key = self.prop_name(f, code, &m.prop, m.pos)?;
                    self.at(m.name_pos);
                    (self.get(o, key, Some((f.prog, m.site)), m.pos)?, o)
                }
            }
            Expr::SuperLoad(..) => (
                self.eval(f, code, callee)?,
                f.this.unwrap_or(Value::Undefined),
            ),
            other => (self.eval(f, code, other)?, Value::Undefined),
        };
        if optional && matches!(func, Value::Null | Value::Undefined) {
            return Err(Exc::Short);
        }
        if let Some(result) = self.call_plain(f, code, callee, func, this, args, pos) {
            return result;
        }
        let args = self.args(f, code, args, pos)?;
        if !self.is_callable(func) {
            return Err(self.type_error_exc(
                format!("{} is not a function", describe_callee(code, callee)),
                pos,
            ));
        }
        let site = self.at_callee(callee);
        let result = self.call_restoring(site, func, this, &args, pos);
        self.recycle_args(args);
        result
    }

    /// A call of a plain script function (one whose parameters are plain,
    /// see [`Function::plain_parameters`], and that is no class constructor)
    /// with plain arguments (no spread): the callee's context is made first,
    /// and each argument is evaluated straight into its parameter's slot,
    /// with no argument list. Otherwise as [`Interpreter::call_expr`] and
    /// [`Interpreter::call`] do it, in the same order. `None`, with nothing
    /// evaluated, for any other call.
    #[allow(clippy::too_many_arguments)]
    fn call_plain(
        &mut self,
        f: &mut Frame,
        code: &Code,
        callee: &Expr,
        func: Value,
        this: Value,
        args: &[Arg],
        pos: Pos,
    ) -> Option<X<Value>> {
        let Value::Object(o) = func else {
            return None;
        };
        let Some(Callable::Script(c)) = self.callables.get(&o) else {
            return None;
        };
        // The checks of `plain_callee`, written out: taking the closure
        // back through its returned tuple made every call measurably slower.
        let c = c.target;
        let other_program = self.other_program(code, c.prog);
        let callee_code: &Code = other_program.as_deref().unwrap_or(code);
        let def = callee_code.functions.get(c.func.0 as usize)?;
        def.plain_parameters.as_ref()?;
        if matches!(
            def.kind,
            FunctionKind::ClassConstructor | FunctionKind::DerivedConstructor
        ) || !args.iter().all(|a| matches!(a, Arg::Value(_)))
        {
            return None;
        }
        let ctx = match self.plain_arguments(f, code, o, &c, def, args) {
            Ok(ctx) => ctx,
            Err(e) => return Some(Err(e)),
        };
        // As `call_expr` and `call` do: the callee's position, kept across
        // the call and given back after it.
        let site = self.at_callee(callee);
        let result = if self.depth >= MAX_CALL_DEPTH {
            self.release_context(ctx);
            Err(self.stack_overflow_exc(pos))
        } else {
            self.invoke_in(o, &c, callee_code, ctx, this, None, Value::Undefined, pos)
        };
        self.heap.set_trace_site(site);
        self.statement_site_pending = false;
        Some(result)
    }

    /// `new C(args)` of a plain script constructor (a function or a class
    /// that is not derived and has no fields), as [`Interpreter::call_plain`]
    /// calls: the arguments go straight into the new context, then the
    /// instance is made and the body runs, as [`Interpreter::eval_new`] and
    /// [`Interpreter::construct`] do. `None`, with nothing evaluated, for any
    /// other construction.
    fn construct_plain(
        &mut self,
        f: &mut Frame,
        code: &Code,
        constructor: Value,
        args: &[Arg],
        pos: Pos,
    ) -> Option<X<Value>> {
        let (o, c, other_program) = self.plain_callee(code, constructor, args, |kind| {
            matches!(kind, FunctionKind::Normal | FunctionKind::ClassConstructor)
        })?;
        let callee_code: &Code = other_program.as_deref().unwrap_or(code);
        let def = &callee_code.functions[c.func.0 as usize];
        let ctx = match self.plain_arguments(f, code, o, &c, def, args) {
            Ok(ctx) => ctx,
            Err(e) => return Some(Err(e)),
        };
        let site = self.stamp(pos);
        let result = match self.allocate_instance(o, constructor, pos) {
            Err(e) => {
                self.release_context(ctx);
                Err(e)
            }
            Ok(_) if self.depth >= MAX_CALL_DEPTH => {
                self.release_context(ctx);
                Err(self.stack_overflow_exc(pos))
            }
            Ok(this) => self
                .invoke_in(o, &c, callee_code, ctx, this, None, constructor, pos)
                .map(|r| {
                    if matches!(r, Value::Object(_)) {
                        r
                    } else {
                        this
                    }
                }),
        };
        self.heap.set_trace_site(site);
        self.statement_site_pending = false;
        Some(result)
    }

    /// What a call of `func` reads, when it is a script function with plain
    /// parameters whose kind `kind_fits` and no field initializer, and
    /// `args` has no spread; with its program's code when that is not the
    /// caller's `code` ([`Interpreter::other_program`]).
    #[inline(always)]
    fn plain_callee(
        &self,
        code: &Code,
        func: Value,
        args: &[Arg],
        kind_fits: impl Fn(FunctionKind) -> bool,
    ) -> Option<(ObjectId, CallTarget, Option<Rc<Code>>)> {
        let Value::Object(o) = func else {
            return None;
        };
        let Some(Callable::Script(c)) = self.callables.get(&o) else {
            return None;
        };
        if c.fields.is_some() {
            return None;
        }
        let other_program = self.other_program(code, c.target.prog);
        let def = other_program
            .as_deref()
            .unwrap_or(code)
            .functions
            .get(c.target.func.0 as usize)?;
        def.plain_parameters.as_ref()?;
        if !kind_fits(def.kind) || !args.iter().all(|a| matches!(a, Arg::Value(_))) {
            return None;
        }
        Some((o, c.target, other_program))
    }

    /// The code of program `prog`, when it is not `code` (the caller's): a
    /// call into the caller's own program borrows the caller's code, and
    /// only a call into another program (an `eval`'s, a module's) holds its
    /// own reference to that program's code for the call.
    #[inline]
    fn other_program(&self, code: &Code, prog: u32) -> Option<Rc<Code>> {
        let callee = &self.programs[prog as usize].code;
        (!std::ptr::eq(code, &**callee)).then(|| callee.clone())
    }

    /// A new context for plain function `o` (call target `c`, function
    /// `def`) with its self slot and each argument of `args` evaluated, in
    /// order, into its parameter's slot (an argument past the parameters is
    /// evaluated and dropped).
    #[inline(always)]
    fn plain_arguments(
        &mut self,
        f: &mut Frame,
        code: &Code,
        o: ObjectId,
        c: &CallTarget,
        def: &Function,
        args: &[Arg],
    ) -> X<u32> {
        let ctx = self.new_context(c.ctx, def.context_slots, &def.lexical);
        if let Some(slot) = def.self_slot {
            self.contexts[ctx as usize].slots[slot as usize] = Some(Value::Object(o));
        }
        let parameters = def.plain_parameters.as_deref().unwrap_or_default();
        for (i, a) in args.iter().enumerate() {
            let Arg::Value(e) = a else { continue };
            match self.eval(f, code, e) {
                Ok(v) => {
                    // An argument past the parameters is dropped.
                    if let Some(&slot) = parameters.get(i)
                        && let Some(s) = self.contexts[ctx as usize].slots.get_mut(slot as usize)
                    {
                        *s = Some(v);
                    }
                }
                Err(e) => {
                    self.release_context(ctx);
                    return Err(e);
                }
            }
        }
        Ok(ctx)
    }

    /// Gives back a context no closure captured: its values are garbage, and
    /// a freed context is no root.
    #[inline]
    fn release_context(&mut self, ctx: u32) {
        self.contexts[ctx as usize].slots.clear();
        if !self.context_arguments.is_empty() {
            self.unmap_context_arguments(ctx);
        }
        self.free_contexts.push(ctx);
    }

    /// Drops the parameter map of `ctx`'s `arguments` object, if it has
    /// one: nothing can reach the parameters once the context is released.
    #[cold]
    fn unmap_context_arguments(&mut self, ctx: u32) {
        if let Some(o) = self.context_arguments.remove(&ctx) {
            self.mapped_arguments.remove(&o);
        }
    }

    // ----- functions --------------------------------------------------------------

    /// A function object for `id` closing over `f`'s context; `home` is the
    /// object a method's `super` starts above (an arrow takes `f`'s).
    fn make_closure(&mut self, f: &Frame, id: FuncId, home: Option<ObjectId>) -> ObjectId {
        let code = self.programs[f.prog as usize].code.clone();
        let def = &code.functions[id.0 as usize];
        let flavour = match def.kind {
            FunctionKind::Normal if def.strict => FunctionFlavour::Strict,
            FunctionKind::Normal => FunctionFlavour::Sloppy,
            FunctionKind::ClassConstructor | FunctionKind::DerivedConstructor => {
                FunctionFlavour::Class
            }
            _ => FunctionFlavour::WithoutPrototype,
        };
        let o = self.heap.new_script_function(flavour, None);
        let arrow = def.kind == FunctionKind::Arrow;
        self.callables.insert(
            o,
            Callable::Script(Box::new(Closure {
                target: CallTarget {
                    prog: f.prog,
                    func: id,
                    ctx: f.ctx,
                    this: if arrow {
                        Some(f.this.unwrap_or(Value::Undefined))
                    } else {
                        None
                    },
                    new_target: if arrow {
                        f.new_target
                    } else {
                        Value::Undefined
                    },
                    home: if arrow { f.home } else { home },
                    outer_callee: if arrow { f.callee } else { None },
                },
                fields: None,
                prototype: None,
                initial_map: None,
            })),
        );
        o
    }

    fn closure(&self, o: ObjectId) -> Option<&Closure> {
        match self.callables.get(&o) {
            Some(Callable::Script(c)) => Some(c),
            _ => None,
        }
    }

    fn closure_mut(&mut self, o: ObjectId) -> Option<&mut Closure> {
        match self.callables.get_mut(&o) {
            Some(Callable::Script(c)) => Some(c),
            _ => None,
        }
    }

    /// The function literal a closure runs.
    fn function_def(&self, c: &Closure) -> &Function {
        &self.programs[c.target.prog as usize].code.functions[c.target.func.0 as usize]
    }

    pub(crate) fn is_callable(&self, v: Value) -> bool {
        match v {
            // The heap's kind first: it answers for every script function
            // without a hash lookup.
            Value::Object(o) => {
                matches!(
                    self.heap.kind_of_known(o),
                    ObjectKind::Function | ObjectKind::ArrowFunction
                ) || self.callables.contains_key(&o)
            }
            Value::Native(_) => true,
            _ => false,
        }
    }

    fn is_constructor(&self, v: Value) -> bool {
        let Value::Object(o) = v else { return false };
        match self.callables.get(&o) {
            Some(Callable::Script(c)) => {
                let code = &self.programs[c.target.prog as usize].code;
                matches!(
                    code.functions[c.target.func.0 as usize].kind,
                    FunctionKind::Normal
                        | FunctionKind::ClassConstructor
                        | FunctionKind::DerivedConstructor
                )
            }
            Some(Callable::Builtin(b)) => b.is_constructor(),
            Some(Callable::Bound { target, .. }) => self.is_constructor(*target),
            None => false,
        }
    }

    /// Stamps `pos` on the shape events the next operation records: the
    /// position of an operation V8 emits a bytecode for.
    #[inline]
    fn at(&mut self, pos: Pos) {
        self.stamp(pos);
    }

    /// [`Interpreter::at`], returning the position it stamped, so that a
    /// caller that keeps it (to give it back after a call) need not read
    /// back what it has just written: that read waits on the stores of the
    /// two halves, which cost a call a tenth of its time.
    #[inline]
    fn stamp(&mut self, pos: Pos) -> TraceSite {
        self.statement_site_pending = false;
        let site = TraceSite {
            line: pos.line,
            col: pos.col,
        };
        self.heap.set_trace_site(site);
        site
    }

    /// Stamps a call's position: a call made by V8's bytecode takes the
    /// callee's (its property name, `freeze` in `Object.freeze(…)`), when
    /// the callee has one. Returns the position now stamped, which the call
    /// gives back after it returns.
    #[inline]
    fn at_callee(&mut self, callee: &Expr) -> TraceSite {
        match callee {
            Expr::Load(m) => self.stamp(m.name_pos),
            Expr::Var(v) if v.pos.line != 0 => self.stamp(v.pos),
            Expr::Global(_, at) => self.stamp(*at),
            _ => self.heap.trace_site(),
        }
    }

    /// A statement's position: it stays until an operation takes it.
    #[inline]
    fn at_statement(&mut self, pos: Pos) {
        self.at(pos);
        self.statement_site_pending = true;
    }

    /// A variable reference's position, which does not replace a pending
    /// statement position (a local needs no bytecode of its own).
    #[inline]
    fn at_reference(&mut self, pos: Pos) {
        if !self.statement_site_pending {
            self.heap.set_trace_site(TraceSite {
                line: pos.line,
                col: pos.col,
            });
        }
    }

    /// Calls `func` with `this` and `args`.
    pub(crate) fn call(&mut self, func: Value, this: Value, args: &[Value], pos: Pos) -> X<Value> {
        let site = self.heap.trace_site();
        self.call_restoring(site, func, this, args, pos)
    }

    /// [`Interpreter::call`], which gives `site` (the position current
    /// now) back after the call.
    fn call_restoring(
        &mut self,
        site: TraceSite,
        func: Value,
        this: Value,
        args: &[Value],
        pos: Pos,
    ) -> X<Value> {
        // The callee's operations set their own sites; what the caller does
        // after it returns (a built-in that called back) is the caller's.
        let result = self.call_here(func, this, args, pos);
        self.heap.set_trace_site(site);
        self.statement_site_pending = false;
        result
    }

    fn call_here(&mut self, func: Value, this: Value, args: &[Value], pos: Pos) -> X<Value> {
        let Value::Object(o) = func else {
            if let Value::Native(_) = func {
                return self
                    .heap
                    .call(func, this, args)
                    .map_err(|e| self.heap_error(e, pos));
            }
            return Err(self.type_error_exc(
                format!("{} is not a function", self.message_text(func)),
                pos,
            ));
        };
        match self.callables.get(&o) {
            Some(Callable::Script(c)) => {
                let c = (**c).clone();
                let def = self.function_def(&c);
                if matches!(
                    def.kind,
                    FunctionKind::ClassConstructor | FunctionKind::DerivedConstructor
                ) {
                    let message = format!(
                        "Class constructor {} cannot be invoked without 'new'",
                        def.name
                    );
                    return Err(self.type_error_exc(message, pos));
                }
                self.invoke(o, &c, this, args, Value::Undefined, pos)
            }
            Some(Callable::Builtin(b)) => {
                let b = *b;
                self.call_builtin(b, this, args, None, pos)
            }
            Some(Callable::Bound {
                target,
                this,
                args: bound,
                ..
            }) => {
                let (target, this) = (*target, *this);
                let mut all = bound.clone();
                all.extend_from_slice(args);
                self.call(target, this, &all, pos)
            }
            None => self
                .heap
                .call(func, this, args)
                .map_err(|e| self.heap_error(e, pos)),
        }
    }

    /// Runs a closure's body.
    fn invoke(
        &mut self,
        callee: ObjectId,
        c: &Closure,
        this: Value,
        args: &[Value],
        new_target: Value,
        pos: Pos,
    ) -> X<Value> {
        if self.depth >= MAX_CALL_DEPTH {
            return Err(self.stack_overflow_exc(pos));
        }
        let code = self.programs[c.target.prog as usize].code.clone();
        let def = &code.functions[c.target.func.0 as usize];
        let ctx = self.new_context(c.target.ctx, def.context_slots, &def.lexical);
        self.invoke_in(
            callee,
            &c.target,
            &code,
            ctx,
            this,
            Some(args),
            new_target,
            pos,
        )
    }

    /// [`Interpreter::invoke`] in context `ctx`, made for the call: with
    /// `args` to bind, or `None` when the caller bound the self slot and the
    /// (plain) parameters as it evaluated the arguments.
    #[allow(clippy::too_many_arguments)]
    fn invoke_in(
        &mut self,
        callee: ObjectId,
        c: &CallTarget,
        code: &Code,
        ctx: u32,
        this: Value,
        args: Option<&[Value]>,
        new_target: Value,
        pos: Pos,
    ) -> X<Value> {
        let def = &code.functions[c.func.0 as usize];
        let this = match c.this {
            Some(t) => Some(t),
            None if def.kind == FunctionKind::DerivedConstructor => None,
            None if !def.strict && matches!(this, Value::Null | Value::Undefined) => {
                Some(Value::Object(self.global_object()))
            }
            // Sloppy code sees a primitive `this` boxed (`OrdinaryCallBindThis`).
            None if !def.strict && !matches!(this, Value::Object(_) | Value::Native(_)) => {
                Some(Value::Object(self.wrap_primitive(this)))
            }
            None => Some(this),
        };
        let mut frame = Frame {
            prog: c.prog,
            ctx,
            this,
            new_target: if def.kind == FunctionKind::Arrow {
                c.new_target
            } else {
                new_target
            },
            callee: if def.kind == FunctionKind::Arrow {
                c.outer_callee
            } else {
                Some(callee)
            },
            home: c.home,
            strict: def.strict,
        };
        self.depth += 1;
        let r = self.invoke_body(&mut frame, code, c.func, callee, args);
        self.depth -= 1;
        if !def.creates_closures {
            self.release_context(ctx);
        }
        let v = r?;
        if def.kind == FunctionKind::DerivedConstructor {
            if let Value::Object(_) = v {
                return Ok(v);
            }
            return match frame.this {
                Some(t) => Ok(t),
                None => Err(self.reference_error_exc(
                    "Must call super constructor in derived class before accessing 'this' or returning from derived constructor",
                    pos,
                )),
            };
        }
        Ok(v)
    }

    fn invoke_body(
        &mut self,
        frame: &mut Frame,
        code: &Code,
        func: FuncId,
        callee: ObjectId,
        args: Option<&[Value]>,
    ) -> X<Value> {
        let def = &code.functions[func.0 as usize];
        let Some(args) = args else {
            // Bound by the caller: a plain function's body.
            return self.plain_body(frame, code, def);
        };
        if let Some(slot) = def.self_slot {
            self.contexts[frame.ctx as usize].slots[slot as usize] = Some(Value::Object(callee));
        }
        let mut mapped_arguments = None;
        if let Some(slot) = def.arguments_slot {
            // V8 maps the arguments of a sloppy function whose parameter
            // list is simple and not empty (`SLOPPY_ARGUMENTS_ELEMENTS`).
            let mapped = !def.strict
                && !def.params.is_empty()
                && def.rest.is_none()
                && def
                    .params
                    .iter()
                    .all(|(p, default)| default.is_none() && matches!(p, Pattern::Var { .. }));
            let a = self.arguments_object(args, callee, def.strict, mapped);
            self.contexts[frame.ctx as usize].slots[slot as usize] = Some(a);
            if mapped && let Value::Object(o) = a {
                mapped_arguments = Some(o);
            }
        }
        if let Some(slots) = def.plain_parameters.as_deref() {
            let context = &mut self.contexts[frame.ctx as usize].slots;
            for (i, &slot) in slots.iter().enumerate() {
                if let Some(s) = context.get_mut(slot as usize) {
                    *s = Some(args.get(i).copied().unwrap_or(Value::Undefined));
                }
            }
            return self.plain_body(frame, code, def);
        }
        for (i, (p, default)) in def.params.iter().enumerate() {
            let mut v = args.get(i).copied().unwrap_or(Value::Undefined);
            if v == Value::Undefined
                && let Some(d) = default
            {
                v = self.eval(frame, code, d)?;
            }
            self.bind(frame, code, p, v)?;
        }
        if let Some(rest) = &def.rest {
            let tail: Vec<Value> = args.iter().skip(def.params.len()).copied().collect();
            let arr = self.heap.new_array_known(&tail);
            self.bind(frame, code, rest, Value::Object(arr))?;
        }
        if let Some(o) = mapped_arguments {
            self.map_arguments(frame.ctx, o, def, args.len());
        }
        match self.stmts(frame, code, &def.body)? {
            Flow::Return(v) => Ok(v),
            _ => Ok(Value::Undefined),
        }
    }

    /// The body of a function whose parameters are bound. A body that is one
    /// `return e;` (a getter, an arrow's expression) runs as `stmt` runs it,
    /// without the statement list.
    #[inline]
    fn plain_body(&mut self, frame: &mut Frame, code: &Code, def: &Function) -> X<Value> {
        if let [Stmt::Return(Some(e), pos)] = def.body.as_slice() {
            self.step()?;
            if pos.line != 0 {
                self.at_statement(*pos);
            }
            return self.eval(frame, code, e);
        }
        match self.stmts(frame, code, &def.body)? {
            Flow::Return(v) => Ok(v),
            _ => Ok(Value::Undefined),
        }
    }

    /// An `arguments` object: V8's sloppy and strict arguments maps differ; both
    /// are modelled as an ordinary object with indexed elements and a
    /// non-enumerable `length` (and `callee` in sloppy mode).
    fn arguments_object(
        &mut self,
        args: &[Value],
        callee: ObjectId,
        strict: bool,
        mapped: bool,
    ) -> Value {
        let o = self.heap.new_object();
        for (i, &a) in args.iter().enumerate() {
            let _ = self.heap.create_data_property(
                o,
                PropertyKey::Index(i as u32),
                a,
                StoreOrigin::Keyed,
            );
        }
        let length = self.heap.key("length");
        let _ = self
            .heap
            .define_property(o, length, hidden_data(Value::Number(args.len() as f64)));
        if !strict {
            let k = self.heap.key("callee");
            let _ = self
                .heap
                .define_property(o, k, hidden_data(Value::Object(callee)));
        }
        // V8 makes unmapped arguments objects with `PACKED_ELEMENTS`.
        self.heap
            .set_elements_kind(o, crate::shape::ElementsKind::Packed);
        self.arguments_objects.insert(o, mapped);
        Value::Object(o)
    }

    /// Maps elements `0..argc` of `o` to `def`'s parameters in `ctx`
    /// (`CreateMappedArgumentsObject`: a repeated name maps its last index only).
    fn map_arguments(&mut self, ctx: u32, o: ObjectId, def: &Function, argc: usize) {
        let slots: Vec<Option<Slot>> = def
            .params
            .iter()
            .map(|(p, _)| match p {
                Pattern::Var {
                    var: VarRef { hops: 0, slot, .. },
                    ..
                } => Some(*slot),
                _ => None,
            })
            .collect();
        let params: Vec<Option<Slot>> = (0..argc.min(slots.len()))
            .map(|i| slots[i].filter(|s| !slots[i + 1..].contains(&Some(*s))))
            .collect();
        if params.iter().all(Option::is_none) {
            return;
        }
        for &s in params.iter().flatten() {
            self.contexts[ctx as usize].slots[s as usize] = None;
        }
        self.context_arguments.insert(ctx, o);
        self.mapped_arguments
            .insert(o, MappedArguments { ctx, params });
    }

    /// `new C(args)` with `new_target`.
    pub(crate) fn construct(
        &mut self,
        c: Value,
        args: &[Value],
        new_target: Value,
        pos: Pos,
    ) -> X<Value> {
        let site = self.heap.trace_site();
        let result = self.construct_here(c, args, new_target, pos);
        self.heap.set_trace_site(site);
        self.statement_site_pending = false;
        result
    }

    fn construct_here(
        &mut self,
        c: Value,
        args: &[Value],
        new_target: Value,
        pos: Pos,
    ) -> X<Value> {
        let Value::Object(o) = c else {
            return Err(self.type_error_exc(
                format!("{} is not a constructor", self.message_text(c)),
                pos,
            ));
        };
        match self.callables.get(&o) {
            Some(Callable::Script(cl)) => {
                // The closure, not its box, as `call_here` takes it: a
                // construction allocates nothing to look at its callee.
                let cl = (**cl).clone();
                if self.function_def(&cl).kind == FunctionKind::DerivedConstructor {
                    return self.invoke(o, &cl, Value::Undefined, args, new_target, pos);
                }
                let this = self.allocate_instance(o, new_target, pos)?;
                if let Some(fields) = cl.fields {
                    self.run_fields(fields, this, pos)?;
                }
                let r = self.invoke(o, &cl, this, args, new_target, pos)?;
                Ok(if matches!(r, Value::Object(_)) {
                    r
                } else {
                    this
                })
            }
            Some(Callable::Builtin(b)) => {
                let b = *b;
                self.call_builtin(b, Value::Undefined, args, Some(new_target), pos)
            }
            Some(Callable::Bound {
                target,
                args: bound,
                ..
            }) => {
                let target = *target;
                let mut all = bound.clone();
                all.extend_from_slice(args);
                let nt = if new_target == c { target } else { new_target };
                self.construct(target, &all, nt, pos)
            }
            None => Err(self.type_error_exc(
                format!("{} is not a constructor", self.message_text(c)),
                pos,
            )),
        }
    }

    /// Allocates `this` for `new constructor`, from `new_target`'s initial map:
    /// its `prototype` (or Object.prototype) and V8's in-object slot estimate.
    fn allocate_instance(
        &mut self,
        constructor: ObjectId,
        new_target: Value,
        pos: Pos,
    ) -> X<Value> {
        let Value::Object(nt) = new_target else {
            return Ok(Value::Object(self.heap.new_object()));
        };
        if nt == constructor
            && let Some(o) = self.instance_of_initial_map(nt)
        {
            return Ok(Value::Object(o));
        }
        let (prototype, proto) = self.instance_prototype(nt, pos)?;
        let Some(cl) = self.closure(nt) else {
            return Ok(Value::Object(self.heap.object_create_known(Some(proto))));
        };
        let expected = self.function_def(cl).expected_properties;
        let inobject = initial_map_inobject(expected);
        // V8 11.3 caches a derived map only when `new.target` is the
        // constructor or a subclass of it; `Reflect.construct(A, [], B)` with
        // unrelated classes gets a fresh map every time (measured on Node 20,
        // mjsunit's regress-reflect-construct). V8 12.4 and later cache every
        // derived map (`Policy::derived_maps_cached`).
        let cacheable = nt == constructor || self.heap.policy().derived_maps_cached || {
            let mut at = self.heap.get_prototype_of_known(nt);
            while let Some(p) = at
                && p != constructor
            {
                at = self.heap.get_prototype_of_known(p);
            }
            at.is_some()
        };
        // V8's in-object slack tracking later shrinks the instance size of the
        // map and its tree *in place*: instances made before and after it share
        // their maps (measured on Node 20), so the model keeps the first size.
        if nt == constructor {
            // The function's own initial map, made now (its first `new`, or
            // the first since `prototype` changed).
            let o = self
                .heap
                .new_instance_with_fresh_map(proto, inobject)
                .map_err(|e| self.heap_error(e, pos))?;
            if self.heap.is_tracing() {
                let name = self.function_name_key(nt);
                self.heap.note_initial_map(o, name);
            }
            let map = self.heap.shape_of_known(o);
            self.remember_initial_map(nt, map, prototype);
            return Ok(Value::Object(o));
        }
        // V8's `JSFunction::GetDerivedMap` first makes sure the constructor
        // has an initial map (`EnsureHasInitialMap`): a base class's is made
        // by its subclass's first instance. A `new.target` whose map it
        // cannot cache gets one too.
        self.ensure_initial_map(constructor, pos)?;
        if !cacheable {
            self.ensure_initial_map(nt, pos)?;
        }
        // A derived map's prototype is set in setup mode, which normalizes a
        // class's prototype again on its first instance.
        if let Err(e) = self.heap.set_up_as_prototype(proto) {
            return Err(self.heap_error(e, pos));
        }
        let o = if cacheable {
            let (o, made) = self
                .heap
                .new_derived_instance(proto, inobject)
                .map_err(|e| self.heap_error(e, pos))?;
            if made && self.heap.is_tracing() {
                let name = self.function_name_key(nt);
                self.heap.note_initial_map(o, name);
            }
            o
        } else {
            self.heap
                .new_instance_with_fresh_map(proto, inobject)
                .map_err(|e| self.heap_error(e, pos))?
        };
        Ok(Value::Object(o))
    }

    /// V8's `JSFunction::EnsureHasInitialMap` for script function `f`: its
    /// initial map made now, with no instance, unless it has a current one
    /// (other functions have theirs from the start, or none).
    fn ensure_initial_map(&mut self, f: ObjectId, pos: Pos) -> X<()> {
        let Some(c) = self.closure(f) else {
            return Ok(());
        };
        if c.initial_map
            .is_some_and(|m| self.initial_map_is_current(f, m))
        {
            return Ok(());
        }
        let expected = self.function_def(c).expected_properties;
        let (prototype, proto) = self.instance_prototype(f, pos)?;
        let map = self
            .heap
            .new_initial_map(proto, initial_map_inobject(expected))
            .map_err(|e| self.heap_error(e, pos))?;
        if self.heap.is_tracing() {
            let name = self.function_name_key(f);
            self.heap.note_constructor_initial_map(f, map, name);
        }
        self.remember_initial_map(f, map, prototype);
        Ok(())
    }

    /// `f.prototype` as a `new` of `f` reads it, and the object its
    /// instances get as their prototype (Object.prototype when it is no
    /// object).
    fn instance_prototype(&mut self, f: ObjectId, pos: Pos) -> X<(Value, ObjectId)> {
        let prototype = match self.own_virtual_prototype(f) {
            Some(p) => p,
            None => self.get(Value::Object(f), self.keys.prototype, None, pos)?,
        };
        let proto = match prototype {
            Value::Object(p) => p,
            _ => self.heap.intrinsics().object_prototype,
        };
        Ok((prototype, proto))
    }

    /// Keeps `map` as script function `f`'s initial map (V8's
    /// `JSFunction::initial_map`), made for `prototype`.
    fn remember_initial_map(&mut self, f: ObjectId, map: crate::shape::ShapeId, prototype: Value) {
        // Read again: reading `prototype` makes a function's own on its
        // first read.
        let function_shape = self.heap.shape_of_known(f);
        let virtual_under = (self.own_virtual_prototype(f) == Some(prototype)
            && !self.heap.shapes().get(function_shape).is_dictionary())
        .then_some(function_shape);
        if let Some(c) = self.closure_mut(f) {
            c.initial_map = Some(InitialMap {
                map,
                prototype,
                virtual_under,
            });
        }
    }

    /// The name of script function `f` as a key (`""` for other objects):
    /// what V8's `SharedFunctionInfo::DebugName` gives its map events.
    fn function_name_key(&mut self, f: ObjectId) -> PropertyKey {
        let name = match self.closure(f) {
            Some(c) => self.function_def(c).name.clone(),
            None => Rc::from(""),
        };
        self.heap.key(&name)
    }

    /// A new instance of `f`'s initial map, if it has one and `f.prototype`
    /// is still the object it was made for.
    #[inline]
    fn instance_of_initial_map(&mut self, f: ObjectId) -> Option<ObjectId> {
        let c = self.closure(f)?;
        let m = c.initial_map?;
        if !self.initial_map_is_current(f, m) {
            return None;
        }
        self.heap.new_instance_of_initial_map(m.map)
    }

    /// Whether `m`, script function `f`'s initial map, was made for the
    /// `prototype` `f` has now.
    fn initial_map_is_current(&self, f: ObjectId, m: InitialMap) -> bool {
        let current = match m.virtual_under {
            Some(shape) if self.heap.shape_of_known(f) == shape => {
                self.closure(f).and_then(|c| c.prototype)
            }
            _ => self.current_function_prototype(f),
        };
        current.is_some_and(|now| self.same_value(now, m.prototype))
    }

    /// A script function's `prototype` now: its real own data property if
    /// it has one, else the one it made for itself (if it did).
    fn current_function_prototype(&self, f: ObjectId) -> Option<Value> {
        match self.heap.get_own_property_known(f, self.keys.prototype) {
            Some(p) => match p.slot {
                crate::object::PropertySlot::Data(v) => Some(v),
                crate::object::PropertySlot::Accessor { .. } => None,
            },
            None => self.made_prototype(f),
        }
    }

    /// `f.prototype` when it is the `prototype` a script function made for
    /// itself and `f` has no real own `prototype` property: what
    /// [`Interpreter::get`] returns then (every `new` reads it). `None` means
    /// ask `get`.
    fn own_virtual_prototype(&self, f: ObjectId) -> Option<Value> {
        let p = self.made_prototype(f)?;
        self.heap
            .get_own_property_known(f, self.keys.prototype)
            .is_none()
            .then_some(p)
    }

    /// The own `prototype` of script function `f` (made on its first read)
    /// unless a real own property replaces it; `None` for anything else
    /// (other objects, and script functions that have none: arrows and
    /// methods), whose `prototype` is found the ordinary way.
    fn own_prototype_of_script_function(&mut self, f: ObjectId, pos: Pos) -> X<Option<Value>> {
        let Some(Callable::Script(c)) = self.callables.get(&f) else {
            return Ok(None);
        };
        let made = c.prototype;
        if self
            .heap
            .get_own_property_known(f, self.keys.prototype)
            .is_some()
        {
            return Ok(None);
        }
        match made {
            Some(p) => Ok(Some(p)),
            None => self.function_property(f, "prototype", pos),
        }
    }

    /// The `prototype` script function `f` has made for itself, if it has
    /// made one (on its first read, or by a class definition or a store).
    fn made_prototype(&self, f: ObjectId) -> Option<Value> {
        match self.callables.get(&f) {
            Some(Callable::Script(c)) => c.prototype,
            _ => None,
        }
    }

    fn run_fields(&mut self, fields: ObjectId, this: Value, pos: Pos) -> X<()> {
        let Some(c) = self.closure(fields).cloned() else {
            return Ok(());
        };
        self.invoke(fields, &c, this, &[], Value::Undefined, pos)?;
        Ok(())
    }

    fn super_call(&mut self, f: &mut Frame, code: &Code, args: &[Arg], pos: Pos) -> X<Value> {
        let args = self.args(f, code, args, pos)?;
        let Some(callee) = f.callee else {
            return Err(ScriptError::syntax(pos, "'super' keyword unexpected here").into());
        };
        if f.this.is_some() {
            return Err(self.reference_error_exc("Super constructor may only be called once", pos));
        }
        let parent = self.heap.get_prototype_of_known(callee);
        let parent = match parent {
            Some(p) if self.is_constructor(Value::Object(p)) => Value::Object(p),
            _ => {
                return Err(self.type_error_exc(
                    "Super constructor null of anonymous class is not a constructor",
                    pos,
                ));
            }
        };
        let this = self.construct(parent, &args, f.new_target, pos)?;
        f.this = Some(this);
        if let Some(fields) = self.closure(callee).and_then(|c| c.fields) {
            self.run_fields(fields, this, pos)?;
        }
        Ok(Value::Undefined)
    }

    // ----- classes ----------------------------------------------------------------

    fn class(&mut self, f: &mut Frame, code: &Code, def: &ClassDef) -> X<Value> {
        let (proto_parent, ctor_parent) = match &def.heritage {
            None => (Some(self.heap.intrinsics().object_prototype), None),
            Some(h) => {
                let parent = self.eval(f, code, h)?;
                match parent {
                    Value::Null => (None, None),
                    Value::Object(p) if self.is_constructor(parent) => {
                        let key = self.heap.key("prototype");
                        let pp = self.get(parent, key, None, def.pos)?;
                        match pp {
                            Value::Object(pp) => (Some(pp), Some(p)),
                            Value::Null => (None, Some(p)),
                            _ => {
                                return Err(self.type_error_exc(
                                    format!("Class extends value does not have valid prototype property {}", self.message_text(pp)),
                                    def.pos,
                                ));
                            }
                        }
                    }
                    other => {
                        return Err(self.type_error_exc(
                            format!(
                                "Class extends value {} is not a constructor or null",
                                self.message_text(other)
                            ),
                            def.pos,
                        ));
                    }
                }
            }
        };
        let saved = f.ctx;
        if let Some(n) = def.context {
            f.ctx = self.new_context(saved, n, &[]);
        }
        let r = self.class_body(f, code, def, proto_parent, ctor_parent);
        f.ctx = saved;
        r
    }

    fn class_body(
        &mut self,
        f: &mut Frame,
        code: &Code,
        def: &ClassDef,
        proto_parent: Option<ObjectId>,
        ctor_parent: Option<ObjectId>,
    ) -> X<Value> {
        // Every element's key first, in source order, as V8's bytecode works
        // them out before `DefineClass` (no key can reach the class's objects,
        // so the order is the spec's as far as a script can tell).
        let mut method_keys = Vec::with_capacity(def.methods.len());
        for (i, (key, ..)) in def.methods.iter().enumerate() {
            self.class_field_keys(f, code, def, i)?;
            method_keys.push(self.prop_name(f, code, key, def.pos)?);
        }
        self.class_field_keys(f, code, def, def.methods.len())?;
        let proto = self
            .heap
            .new_class_prototype(proto_parent)
            .map_err(|e| self.heap_error(e, def.pos))?;
        let ctor = self.make_closure(f, def.constructor, Some(proto));
        let ctor_value = Value::Object(ctor);
        self.heap
            .init_class_constructor(ctor, ctor_parent)
            .map_err(|e| self.heap_error(e, def.pos))?;
        if let Some(c) = self.closure_mut(ctor) {
            c.prototype = Some(Value::Object(proto));
        }
        let constructor_key = self.heap.key("constructor");
        self.heap
            .define_property(proto, constructor_key, hidden_data(ctor_value))
            .map_err(|e| self.heap_error(e, def.pos))?;
        self.init_private_names(f, def, proto, ctor);
        for ((_, is_static, kind, id), &key) in def.methods.iter().zip(&method_keys) {
            let target = if *is_static { ctor } else { proto };
            let m = Value::Object(self.make_closure(f, *id, Some(target)));
            let desc = match kind {
                0 => hidden_data(m),
                1 => PropertyDescriptor {
                    get: Some(m),
                    enumerable: Some(false),
                    configurable: Some(true),
                    ..Default::default()
                },
                _ => PropertyDescriptor {
                    set: Some(m),
                    enumerable: Some(false),
                    configurable: Some(true),
                    ..Default::default()
                },
            };
            self.heap
                .define_property(target, key, desc)
                .map_err(|e| self.heap_error(e, def.pos))?;
        }
        let fields = def.fields.map(|fields| {
            let fo = self.make_closure(f, fields, Some(proto));
            if let Some(c) = self.closure_mut(ctor) {
                c.fields = Some(fo);
            }
            fo
        });
        // V8 builds a class's prototype from its boilerplate and keeps it fast;
        // computed method names make the boilerplate a dictionary.
        let computed = def
            .methods
            .iter()
            .any(|(key, ..)| matches!(key, PropName::Computed(_)));
        let _ = self.heap.make_prototype_of_function(proto);
        if !computed {
            let _ = self.heap.optimize_as_prototype(proto);
        }
        let name = self.heap.key(&def.name);
        self.heap
            .note_class_maps(ctor, proto, name)
            .map_err(|e| self.heap_error(e, def.pos))?;
        if let Some(fo) = fields {
            // V8 keeps the instance fields' initializer on the constructor,
            // under a private symbol (`class_fields_symbol`).
            let symbol = self.private_symbol("class_fields_symbol");
            self.heap
                .define_property(
                    ctor,
                    PropertyKey::Symbol(symbol),
                    PropertyDescriptor::data(Value::Object(fo), crate::shape::Attrs::DEFAULT),
                )
                .map_err(|e| self.heap_error(e, def.pos))?;
        }
        // V8's next bytecode with a position is the class's own: what a
        // later operation without one (the next class's definition) logs.
        self.at(def.pos);
        if let Some(slot) = def.inner {
            self.contexts[f.ctx as usize].slots[slot as usize] = Some(ctor_value);
        }
        if let Some(statics) = def.statics {
            let so = self.make_closure(f, statics, Some(ctor));
            self.run_fields(so, ctor_value, def.pos)?;
        }
        Ok(ctor_value)
    }

    /// Works out the computed field keys of `def` due before its method
    /// `before` (`def.methods.len()`: those after the last method), into the
    /// class scope's slots: a class definition evaluates each element's key
    /// once, in source order (`ClassDefinitionEvaluation`).
    fn class_field_keys(
        &mut self,
        f: &mut Frame,
        code: &Code,
        def: &ClassDef,
        before: usize,
    ) -> X<()> {
        for (at, e, slot) in &def.field_keys {
            if *at as usize != before {
                continue;
            }
            let key = self.computed_key(f, code, e, def.pos)?;
            let key = self.key_value(key);
            if let Some(s) = self.contexts[f.ctx as usize].slots.get_mut(*slot as usize) {
                *s = Some(key);
            }
        }
        Ok(())
    }

    // ----- object literals ----------------------------------------------------------

    /// A literal at a site that knows its keys, made from the values alone,
    /// or `None` (nothing evaluated) when the general path must build it.
    ///
    /// A site's entries are fixed by the source, so a site that learned its
    /// keys from a creation ([`LiteralIc::knows_keys`]) has only named keys,
    /// and the same ones each time: the values are all it needs. Methods take
    /// the general path, which gives them their home object.
    fn plain_literal(
        &mut self,
        f: &mut Frame,
        code: &Code,
        entries: &[ObjEntry],
        pos: Pos,
        literal_site: u32,
        site: TraceSite,
    ) -> X<Option<ObjectId>> {
        let knows_keys = self.programs[f.prog as usize]
            .literals
            .get(literal_site as usize)
            .is_some_and(LiteralIc::knows_keys);
        if !knows_keys
            || entries
                .iter()
                .any(|e| !matches!(e, ObjEntry::Property(PropName::Named(_), v) if !matches!(v, Expr::Function(_))))
        {
            return Ok(None);
        }
        let mut values = self.arg_buffers.pop().unwrap_or_default();
        for entry in entries {
            if let ObjEntry::Property(_, value) = entry {
                match self.eval(f, code, value) {
                    Ok(v) => values.push(v),
                    Err(e) => {
                        self.recycle_args(values);
                        return Err(e);
                    }
                }
            }
        }
        self.heap.set_trace_site(site);
        // The site was found above, and a program's sites stay as many as
        // its code has.
        let ic = &mut self.programs[f.prog as usize].literals[literal_site as usize];
        let created = ic.create_values(&mut self.heap, &values);
        self.recycle_args(values);
        created.map(Some).map_err(|e| self.heap_error(e, pos))
    }

    fn object_literal(
        &mut self,
        f: &mut Frame,
        code: &Code,
        entries: &[ObjEntry],
        pos: Pos,
        literal_site: u32,
    ) -> X<Value> {
        // V8 makes the literal (from its boilerplate) before it evaluates the
        // values, so the literal takes the position current before them.
        let site = self.heap.trace_site();
        if !matches!(entries.first(), None | Some(ObjEntry::Spread(_))) {
            // Its `CreateObjectLiteral` takes a pending statement position.
            self.statement_site_pending = false;
        }
        if !self.heap.is_tracing()
            && let Some(o) = self.plain_literal(f, code, entries, pos, literal_site, site)?
        {
            return Ok(Value::Object(o));
        }
        let (mut out, mut sites) = std::mem::take(&mut self.literal_scratch);
        out.clear();
        // Where each entry's evaluation left the position: later entries
        // (after a spread or computed key) record their events there.
        sites.clear();
        let mut accessors = Vec::new();
        let mut methods = Vec::new();
        for entry in entries {
            match entry {
                ObjEntry::Property(key, value) => {
                    let computed = matches!(key, PropName::Computed(_));
                    let key = self.prop_name(f, code, key, pos)?;
                    let v = self.eval(f, code, value)?;
                    if matches!(value, Expr::Function(id) if code.functions[id.0 as usize].kind == FunctionKind::Method)
                    {
                        methods.push(v);
                    }
                    out.push(LiteralEntry::Property {
                        key,
                        value: v,
                        computed,
                    });
                    sites.push(self.heap.trace_site());
                }
                ObjEntry::Accessor(key, id, getter) => {
                    let key = self.prop_name(f, code, key, pos)?;
                    let v = Value::Object(self.make_closure(f, *id, None));
                    methods.push(v);
                    // Accessors are defined after the literal is built, in order.
                    accessors.push((out.len(), key, v, *getter));
                }
                ObjEntry::Spread(e) => {
                    let v = self.eval(f, code, e)?;
                    self.refuse_proxy(v, "spread into an object literal", pos)?;
                    // V8 copies where its source was read (a leading spread
                    // is its `CloneObject`, which takes a pending statement
                    // position first).
                    for source in self.copy_sources(v) {
                        out.push(LiteralEntry::Spread(source));
                        sites.push(self.heap.trace_site());
                    }
                }
                ObjEntry::Proto(e, literal_null) => {
                    let v = self.eval(f, code, e)?;
                    self.refuse_proxy(v, "as a prototype", pos)?;
                    match v {
                        Value::Null if *literal_null => out.push(LiteralEntry::NullProto),
                        Value::Null | Value::Object(_) => out.push(LiteralEntry::Proto(v)),
                        _ => {}
                    }
                    sites.resize(out.len(), self.heap.trace_site());
                }
            }
        }
        self.heap.set_trace_site(site);
        let plain = out.iter().all(|e| {
            matches!(
                e,
                LiteralEntry::Property {
                    computed: false,
                    ..
                }
            )
        });
        let o = if accessors.is_empty() && plain && !self.heap.is_tracing() {
            // Named keys only: the site's boilerplate builds the same object
            // as the entries applied in order (no getter runs, nothing to
            // trace), in one allocation once the site has seen its keys.
            let prog = &mut self.programs[f.prog as usize];
            match prog.literals.get_mut(literal_site as usize) {
                Some(ic) => ic.create(&mut self.heap, &out),
                None => self.heap.object_literal(&out),
            }
            .map_err(|e| self.heap_error(e, pos))?
        } else if accessors.is_empty() {
            self.with_script_calls(pos, |heap| heap.object_literal_at(&out, &sites))?
        } else {
            // Entries after the first accessor apply in order after it.
            let first = accessors[0].0;
            let o = self.with_script_calls(pos, |heap| heap.object_literal(&out[..first]))?;
            let mut next_accessor = 0;
            for i in first..=out.len() {
                while next_accessor < accessors.len() && accessors[next_accessor].0 == i {
                    let (_, key, v, getter) = accessors[next_accessor];
                    self.heap
                        .define_property(o, key, PropertyDescriptor::accessor(v, getter))
                        .map_err(|e| self.heap_error(e, pos))?;
                    next_accessor += 1;
                }
                if let Some(entry) = out.get(i) {
                    match *entry {
                        LiteralEntry::Property { key, value, .. } => {
                            self.heap
                                .create_data_property(o, key, value, StoreOrigin::Keyed)
                                .map_err(|e| self.heap_error(e, pos))?;
                        }
                        LiteralEntry::Spread(v) => {
                            self.with_script_calls(pos, |heap| heap.copy_data_properties(o, v))?;
                        }
                        LiteralEntry::Proto(p) => {
                            self.heap
                                .set_prototype_of(o, p.as_object())
                                .map_err(|e| self.heap_error(e, pos))?;
                        }
                        LiteralEntry::NullProto => {
                            self.heap
                                .set_prototype_of(o, None)
                                .map_err(|e| self.heap_error(e, pos))?;
                        }
                    }
                }
            }
            o
        };
        if !accessors.is_empty() {
            // V8 defines a literal's accessors at run time
            // (`DefineAccessorPropertyUnchecked`); measured on Node 20, such
            // literals are always in dictionary mode, all from one site sharing
            // a map.
            self.heap
                .normalize(o, "DefineAccessorPropertyUnchecked")
                .map_err(|e| self.heap_error(e, pos))?;
        }
        for m in methods {
            if let Value::Object(mo) = m
                && let Some(c) = self.closure_mut(mo)
            {
                c.target.home = Some(o);
            }
        }
        self.literal_scratch = (out, sites);
        Ok(Value::Object(o))
    }

    // ----- property access ----------------------------------------------------------

    pub(crate) fn key_text(&self, key: PropertyKey) -> String {
        self.heap.atoms().display(key).to_string()
    }

    /// `o[key]` for any value, through the site's inline cache when given.
    pub(crate) fn get(
        &mut self,
        recv: Value,
        key: PropertyKey,
        site: Option<(u32, u32)>,
        pos: Pos,
    ) -> X<Value> {
        let o = match recv {
            Value::Object(o) => {
                if let Some(p) = self.proxy_of(recv) {
                    return self.proxy_get(p, key, recv, pos);
                }
                // A script function's `prototype` is its own property, so it
                // shadows any `prototype` up its chain, as in V8.
                if key == self.keys.prototype
                    && let Some(p) = self.own_prototype_of_script_function(o, pos)?
                {
                    return Ok(p);
                }
                o
            }
            Value::Null | Value::Undefined => {
                return Err(self.error_at_exc(
                    "TypeError",
                    format!(
                        "Cannot read properties of {} (reading '{}')",
                        nullish_name(recv),
                        self.key_text(key)
                    ),
                    pos,
                ));
            }
            _ => return self.get_primitive(recv, key, pos),
        };
        let result = match site {
            Some((prog, site)) => {
                let slot = &mut self.programs[prog as usize].loads[site as usize];
                match slot {
                    LoadSite::Fresh => {
                        let mut ic = Box::new(LoadIc::new(key));
                        let v = ic.load(&mut self.heap, o);
                        *slot = LoadSite::Cached(ic, None);
                        v
                    }
                    LoadSite::Cached(ic, _) if ic.key() == key => ic.load(&mut self.heap, o),
                    LoadSite::Cached(..) => {
                        *slot = LoadSite::Megamorphic;
                        self.heap.get(o, key)
                    }
                    LoadSite::Megamorphic => self.heap.get(o, key),
                }
            }
            None => self.heap.get(o, key),
        };
        let v = match result {
            Ok(v) => v,
            Err(e) => return self.complete_script_call(e, pos),
        };
        if v == Value::Undefined {
            return self.get_undefined_at(o, key, site, pos);
        }
        Ok(v)
    }

    /// [`Interpreter::get`] of a key the heap found no value for: a built-in
    /// method the site remembers, or what [`Interpreter::get_virtual`] finds.
    fn get_undefined_at(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
        site: Option<(u32, u32)>,
        pos: Pos,
    ) -> X<Value> {
        let Some((prog, site)) = site else {
            return self.get_virtual(o, key, pos);
        };
        if let Some(LoadSite::Cached(ic, Some((receiver, function)))) =
            self.programs[prog as usize].loads.get(site as usize)
            && *receiver == o
            && ic.key() == key
            && ic.proves_absent(&self.heap, o)
            && (self.deleted_methods.is_empty() || self.own_virtual_methods.contains_key(&(o, key)))
        {
            return Ok(Value::Object(*function));
        }
        let v = self.get_virtual(o, key, pos)?;
        self.remember_own_method(prog, site, o, key, v);
        Ok(v)
    }

    /// Remembers at a load site that `v`, just read as `o[key]`, is a
    /// built-in method that is `o`'s own (virtual) property.
    fn remember_own_method(
        &mut self,
        prog: u32,
        site: u32,
        o: ObjectId,
        key: PropertyKey,
        v: Value,
    ) {
        if key == self.keys.prototype {
            return;
        }
        let Some(&b) = self.own_virtual_methods.get(&(o, key)) else {
            return;
        };
        let function = self.builtin_object(b);
        if v != Value::Object(function) {
            return;
        }
        if let Some(LoadSite::Cached(ic, method)) =
            self.programs[prog as usize].loads.get_mut(site as usize)
            && ic.key() == key
        {
            *method = Some((o, function));
        }
    }

    pub(crate) fn get_with_receiver(
        &mut self,
        holder: ObjectId,
        key: PropertyKey,
        receiver: Value,
        pos: Pos,
    ) -> X<Value> {
        let mut at = Some(holder);
        while let Some(o) = at {
            if let Some(p) = self.heap.get_own_property_known(o, key) {
                return match p.slot {
                    crate::object::PropertySlot::Data(v) => Ok(v),
                    crate::object::PropertySlot::Accessor { get, .. } => {
                        if get == Value::Undefined {
                            Ok(Value::Undefined)
                        } else {
                            self.call(get, receiver, &[], pos)
                        }
                    }
                };
            }
            // A script function's own `prototype`, before the links above it.
            if key == self.keys.prototype
                && let Some(p) = self.own_prototype_of_script_function(o, pos)?
            {
                return Ok(p);
            }
            at = self.heap.get_prototype_of_known(o);
        }
        self.get_virtual(holder, key, pos)
    }

    /// Runs a heap operation that may read getters (a spread, a clone, an
    /// assign), making each script call it asks for and replaying the
    /// operation with the results.
    pub(crate) fn with_script_calls<T>(
        &mut self,
        pos: Pos,
        mut op: impl FnMut(&mut Heap) -> Result<T, JsError>,
    ) -> X<T> {
        let mut results = Vec::new();
        loop {
            match self.heap.replay_script_calls(&results, &mut op) {
                Err(e) => results.push(self.complete_script_call(e, pos)?),
                Ok(v) => return Ok(v),
            }
        }
    }

    /// Completes an operation the heap stopped at a script getter or setter.
    fn complete_script_call(&mut self, e: JsError, pos: Pos) -> X<Value> {
        if let JsErrorKind::ScriptCall {
            function,
            this,
            argument,
        } = e.kind()
        {
            let (function, this, argument) = (*function, *this, *argument);
            let args: Vec<Value> = argument.into_iter().collect();
            return self.call(function, this, &args, pos);
        }
        Err(self.heap_error(e, pos))
    }

    /// Whether `key` is found on `o` or its prototype chain (virtual built-ins
    /// included).
    pub(crate) fn has_property(&mut self, o: ObjectId, key: PropertyKey) -> bool {
        if self.heap.atoms().is_private_key(key) {
            return self.heap.get_own_property_known(o, key).is_some();
        }
        if self.heap.chain_holds(o, key) {
            return true;
        }
        !matches!(
            self.get_virtual(o, key, Pos::default()),
            Ok(Value::Undefined) | Err(_)
        )
    }

    /// `o[key] = v`, through the site's inline cache when given.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn store(
        &mut self,
        f: &Frame,
        recv: Value,
        key: PropertyKey,
        v: Value,
        site: Option<u32>,
        keyed: bool,
        pos: Pos,
    ) -> X<()> {
        let o = match recv {
            Value::Object(o) => {
                if let Some(p) = self.proxy_of(recv) {
                    return self.proxy_set(f, p, key, v, recv, pos);
                }
                o
            }
            Value::Null | Value::Undefined => {
                return Err(self.type_error_exc(
                    format!(
                        "Cannot set properties of {} (setting '{}')",
                        nullish_name(recv),
                        self.key_text(key)
                    ),
                    pos,
                ));
            }
            _ => {
                if f.strict {
                    return Err(self.type_error_exc(
                        format!(
                            "Cannot create property '{}' on {} '{}'",
                            self.key_text(key),
                            self.type_of(recv),
                            self.message_text(recv)
                        ),
                        pos,
                    ));
                }
                return Ok(());
            }
        };
        if let Some(site) = site
            && !self.is_builtin_object(o)
            && let StoreSite::Cached(ic, true) =
                &mut self.programs[f.prog as usize].stores[site as usize]
            && ic.key() == key
        {
            let result = ic.store_known(&mut self.heap, o, v);
            return self.stored(f, result, o, key, pos);
        }
        if key == self.keys.constructor {
            self.watch_species_protector(o, key);
        }
        if self.store_virtual(o, key, v, f.strict, pos)? {
            return Ok(());
        }
        let origin = if keyed {
            StoreOrigin::Keyed
        } else {
            StoreOrigin::Named
        };
        let result = match site {
            Some(site) => {
                let slot = &mut self.programs[f.prog as usize].stores[site as usize];
                match slot {
                    StoreSite::Fresh => {
                        let mut ic = Box::new(StoreIc::new(key, origin));
                        let r = ic.store(&mut self.heap, o, v);
                        *slot = StoreSite::Cached(ic, !self.keys.may_store_virtually(key));
                        r
                    }
                    StoreSite::Cached(ic, _) if ic.key() == key => {
                        ic.store_known(&mut self.heap, o, v)
                    }
                    StoreSite::Cached(..) => {
                        *slot = StoreSite::Megamorphic;
                        self.heap.set(o, key, v, origin)
                    }
                    StoreSite::Megamorphic => self.heap.set_known(o, key, v, origin),
                }
            }
            None => self.heap.set(o, key, v, origin),
        };
        self.stored(f, result, o, key, pos)
    }

    /// Breaks the array species protector when `key` stored or defined on
    /// `o` is one V8 watches: `constructor` on an array or on
    /// `Array.prototype`, or `Symbol.species` on `Array`.
    pub(crate) fn watch_species_protector(&mut self, o: ObjectId, key: PropertyKey) {
        if !self.array_species_protector {
            return;
        }
        let watched = if key == self.keys.constructor {
            self.heap.kind_of_known(o) == ObjectKind::Array
                || o == self.heap.intrinsics().array_prototype
        } else {
            matches!(key, PropertyKey::Symbol(s)
                if self.realm.well_known_symbols.get("species") == Some(&s))
                && self.builtin_objects.get(&Builtin::ArrayCtor) == Some(&o)
        };
        if watched {
            self.array_species_protector = false;
        }
    }

    /// What a store's outcome means for the script: a store that did not
    /// happen throws in strict code, an error from a setter is thrown.
    #[inline]
    fn stored(
        &mut self,
        f: &Frame,
        result: Result<bool, JsError>,
        o: ObjectId,
        key: PropertyKey,
        pos: Pos,
    ) -> X<()> {
        match result {
            Ok(true) => Ok(()),
            Ok(false) if f.strict => Err(self.failed_store_error(o, key, pos)),
            Ok(false) => Ok(()),
            Err(e) => self.complete_script_call(e, pos).map(drop),
        }
    }

    /// V8's message for a strict-mode store to an accessor with no setter,
    /// `holder` the object it names.
    pub(crate) fn getter_only_store_error(
        &mut self,
        holder: ObjectId,
        key: PropertyKey,
        pos: Pos,
    ) -> Exc {
        let name = self.key_text(key);
        let tag = self.message_text(Value::Object(holder));
        self.type_error_exc(
            format!("Cannot set property {name} of {tag} which has only a getter"),
            pos,
        )
    }

    /// V8's message for a strict-mode store to a read-only property of `o`
    /// (`of function '…'` when `o` is callable, `of object '…'` otherwise).
    pub(crate) fn read_only_store_error(&mut self, o: ObjectId, key: PropertyKey, pos: Pos) -> Exc {
        let name = self.key_text(key);
        let tag = self.message_text(Value::Object(o));
        let kind = if self.is_callable(Value::Object(o)) {
            "function"
        } else {
            "object"
        };
        self.type_error_exc(
            format!("Cannot assign to read only property '{name}' of {kind} '{tag}'"),
            pos,
        )
    }

    /// V8's message for a strict-mode store that did not happen.
    fn failed_store_error(&mut self, o: ObjectId, key: PropertyKey, pos: Pos) -> Exc {
        let name = self.key_text(key);
        let mut at = Some(o);
        while let Some(p) = at {
            if let Some(prop) = self.heap.get_own_property_known(p, key) {
                return match prop.slot {
                    crate::object::PropertySlot::Accessor { .. } => {
                        self.getter_only_store_error(o, key, pos)
                    }
                    _ => self.read_only_store_error(o, key, pos),
                };
            }
            at = self.heap.get_prototype_of_known(p);
        }
        self.type_error_exc(
            format!("Cannot add property {name}, object is not extensible"),
            pos,
        )
    }

    // ----- errors -----------------------------------------------------------------

    pub(crate) fn error_exc(
        &mut self,
        name: &'static str,
        message: impl Into<String>,
        pos: Pos,
    ) -> Exc {
        self.error_with_private_exc(name, &message.into(), &[], pos)
    }

    /// An error V8 throws with `Isolate::ThrowAt` (a load from `null` or
    /// `undefined`, a `JSON.parse` fault): the error, given the three private
    /// symbols of its message location as `ThrowAt` stores them, so its map
    /// is not a constructed error's.
    pub(crate) fn error_at_exc(
        &mut self,
        name: &'static str,
        message: impl Into<String>,
        pos: Pos,
    ) -> Exc {
        // Source offsets in V8; the model keeps the column.
        let start = f64::from(pos.col);
        let location = [
            ("error_start_pos_symbol", Value::Number(start)),
            ("error_end_pos_symbol", Value::Number(start + 1.0)),
            ("error_script_symbol", Value::Undefined),
        ];
        self.error_with_private_exc(name, &message.into(), &location, pos)
    }

    /// V8's stack overflow (`Isolate::StackOverflow`): a `RangeError` that
    /// also carries the private `wasm_uncatchable_symbol`.
    pub(crate) fn stack_overflow_exc(&mut self, pos: Pos) -> Exc {
        self.error_with_private_exc(
            "RangeError",
            "Maximum call stack size exceeded",
            &[("wasm_uncatchable_symbol", Value::Bool(true))],
            pos,
        )
    }

    /// A new error `name` with `message`, thrown at `pos`, after adding to it
    /// a plain data property for each of V8's private symbols in `private`
    /// (by name), in order, as `Object::SetProperty` and
    /// `JSObject::AddProperty` add them.
    fn error_with_private_exc(
        &mut self,
        name: &'static str,
        message: &str,
        private: &[(&'static str, Value)],
        pos: Pos,
    ) -> Exc {
        let e = self.new_error(name, message);
        if let Value::Object(o) = e {
            for &(symbol, value) in private {
                let symbol = self.private_symbol(symbol);
                let _ = self.heap.define_property(
                    o,
                    PropertyKey::Symbol(symbol),
                    PropertyDescriptor::data(value, crate::shape::Attrs::DEFAULT),
                );
            }
        }
        Exc::throw(e, pos)
    }

    /// V8's private symbol `name` (one per realm, made on first use).
    fn private_symbol(&mut self, name: &'static str) -> SymbolId {
        let heap = &mut self.heap;
        *self.realm.private_symbols.entry(name).or_insert_with(|| {
            heap.new_symbol(SymbolEntry {
                description: None,
                private: true,
            })
        })
    }

    pub(crate) fn type_error_exc(&mut self, message: impl Into<String>, pos: Pos) -> Exc {
        self.error_exc("TypeError", message, pos)
    }

    pub(crate) fn syntax_error_exc(&mut self, message: impl Into<String>, pos: Pos) -> Exc {
        self.error_exc("SyntaxError", message, pos)
    }

    pub(crate) fn range_error_exc(&mut self, message: impl Into<String>, pos: Pos) -> Exc {
        self.error_exc("RangeError", message, pos)
    }

    pub(crate) fn reference_error_exc(&mut self, message: impl Into<String>, pos: Pos) -> Exc {
        self.error_exc("ReferenceError", message, pos)
    }

    /// A heap error as a JavaScript exception.
    pub(crate) fn heap_error(&mut self, e: JsError, pos: Pos) -> Exc {
        match e.kind() {
            JsErrorKind::Type(m) => {
                let m = m.clone();
                self.type_error_exc(m, pos)
            }
            JsErrorKind::Range(m) => {
                let m = m.clone();
                self.range_error_exc(m, pos)
            }
            JsErrorKind::DataClone(v) => {
                let text = match v {
                    Value::Object(o) if self.callables.contains_key(o) => self.function_source(*o),
                    Value::Native(_) | Value::Object(_) => {
                        "function () { [native code] }".to_string()
                    }
                    other => self.message_text(*other),
                };
                let e = self.new_error("DataCloneError", &format!("{text} could not be cloned."));
                Exc::throw(e, pos)
            }
            JsErrorKind::ScriptCall { .. } => Exc::from(ScriptError::unsupported(
                pos,
                "a script function called from inside a native operation",
            )),
            other => Exc::from(ScriptError::unsupported(pos, other.to_string())),
        }
    }

    /// The name and message of a thrown value, for the uncaught-error line.
    fn error_parts(&mut self, v: Value) -> (String, String) {
        if let Value::Object(o) = v {
            let name_key = self.heap.key("name");
            let message_key = self.heap.key("message");
            let name = self.heap.get(o, name_key).ok();
            let message = self.heap.get(o, message_key).ok();
            if let (Some(Value::String(n)), Some(m)) = (name, message) {
                let mut name = self.heap.str_known(n).to_string();
                if name == "DataCloneError" {
                    name = "DOMException [DataCloneError]".into();
                }
                let message = match m {
                    Value::String(s) => self.heap.str_known(s).to_string(),
                    _ => String::new(),
                };
                return (name, message);
            }
        }
        let text = self.display_text(v);
        ("Uncaught".into(), text)
    }
}

/// An object's data property that is not enumerable (writable, configurable).
pub(crate) fn hidden_data(v: Value) -> PropertyDescriptor {
    PropertyDescriptor {
        value: Some(v),
        writable: Some(true),
        enumerable: Some(false),
        configurable: Some(true),
        ..Default::default()
    }
}

/// V8's in-object slot count for a constructor's initial map: the parser's
/// estimate of the properties the constructor adds (`this.x = …` statements and
/// class fields; 2 when there are none, as "they are more likely to be added
/// later"), plus [`SLACK_TRACKING_EXTRA_SLOTS`] of slack (V8's
/// `get_property_estimate_from_literal` and `JSFunction::CalculateExpectedNofProperties`).
pub fn initial_map_inobject(expected: u32) -> u32 {
    let estimate = if expected == 0 { 2 } else { expected };
    (estimate + SLACK_TRACKING_EXTRA_SLOTS).min(crate::policy::MAX_INOBJECT_PROPERTIES)
}

/// The slack V8 adds to a constructor's property estimate
/// (`kSlackTrackingSlack`… in `shared-function-info.cc`: "Inobject slack tracking
/// will reclaim redundant inobject space later, so we can afford to adjust the
/// estimate generously": `estimate + 8`).
pub const SLACK_TRACKING_EXTRA_SLOTS: u32 = 8;

/// The top-level `let`/`const`/`var`/function names and their slots (for
/// [`Interpreter::run`]'s result).
fn collect_top_level_names(body: &[Stmt], code: &Code, out: &mut dyn FnMut(&str, Slot)) {
    let mut seen = std::collections::HashSet::new();
    let mut visit = |p: &Pattern, out: &mut dyn FnMut(&str, Slot)| {
        fn walk(
            p: &Pattern,
            code: &Code,
            seen: &mut std::collections::HashSet<Slot>,
            out: &mut dyn FnMut(&str, Slot),
        ) {
            match p {
                Pattern::Var { var, .. } if var.hops == 0 && seen.insert(var.slot) => {
                    out(&code.names[var.name as usize], var.slot);
                }
                Pattern::Default(inner, _) => walk(inner, code, seen, out),
                Pattern::Object(props, rest, _) => {
                    for (_, p) in props {
                        walk(p, code, seen, out);
                    }
                    if let Some(r) = rest {
                        walk(r, code, seen, out);
                    }
                }
                Pattern::Array(elems, rest, _) => {
                    for p in elems.iter().flatten() {
                        walk(p, code, seen, out);
                    }
                    if let Some(r) = rest {
                        walk(r, code, seen, out);
                    }
                }
                _ => {}
            }
        }
        walk(p, code, &mut seen, out)
    };
    for s in body {
        match s {
            Stmt::Declare(decls) => {
                for (p, _, _) in decls {
                    visit(p, out);
                }
            }
            Stmt::InitFunction(v, _) | Stmt::Class(v, _) if v.hops == 0 => {
                visit(
                    &Pattern::Var {
                        var: *v,
                        init: true,
                    },
                    out,
                );
            }
            _ => {}
        }
    }
}

/// A compound assignment's property target as its read evaluated it: the
/// receiver and the key, none for a private member (its pattern names it).
type PropertyTarget = (Value, Option<PropertyKey>);

/// A private name where a property key was wanted: a use no path handles.
#[cold]
#[inline(never)]
fn unkeyed_private_name(p: &PrivateRef, pos: Pos) -> Exc {
    ScriptError::unsupported(pos, format!("this use of the private name `{}`", p.name)).into()
}

/// How V8 names a callee in `… is not a function`.
fn describe_callee(code: &Code, e: &Expr) -> String {
    match e {
        Expr::Var(v) => code.names[v.name as usize].to_string(),
        Expr::Global(g, _) => code.globals[*g as usize].to_string(),
        Expr::Load(m) => match &m.prop {
            PropName::Named(n) => format!(
                "{}.{}",
                describe_callee(code, &m.object),
                code.names[*n as usize]
            ),
            PropName::Computed(k) => format!(
                "{}[{}]",
                describe_callee(code, &m.object),
                describe_callee(code, k)
            ),
            PropName::Private(p) => format!("{}.{}", describe_callee(code, &m.object), p.name),
        },
        Expr::Call(callee, ..) => format!("{}(...)", describe_callee(code, callee)),
        Expr::This => "this".into(),
        Expr::Bool(b) => b.to_string(),
        Expr::Null => "null".into(),
        Expr::Undefined => "undefined".into(),
        Expr::Object(entries, ..) if entries.is_empty() => "{}".into(),
        Expr::Object(..) => "{(intermediate value)}".into(),
        Expr::Number(x) => number_to_string(*x),
        Expr::Str(s) => format!("\"{}\"", code.names[*s as usize]),
        _ => "(intermediate value)".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::Program;

    /// Runs `source` and returns the interpreter and the printed lines.
    fn run(source: &str) -> (Interpreter, Vec<String>) {
        let (interp, lines, _) = run_with_tracing(source, false);
        (interp, lines)
    }

    /// Runs `source`, reporting transition events when `tracing`, and
    /// returns the interpreter, the printed lines and the trace lines.
    fn run_with_tracing(source: &str, tracing: bool) -> (Interpreter, Vec<String>, Vec<String>) {
        let program = Program::parse(source).expect("the script parses");
        let mut interp = Interpreter::new(Policy::default());
        interp.set_tracing(tracing);
        let (mut lines, mut traced) = (Vec::new(), Vec::new());
        interp
            .run(&program, &mut |line| match line {
                Line::Log(text) => lines.push(text.to_string()),
                Line::Trace(text) => traced.push(text.to_string()),
            })
            .expect("the script runs");
        (interp, lines, traced)
    }

    #[test]
    fn a_function_expression_name_is_read_only_and_shadowed_by_declarations() {
        let (_, lines) = run(concat!(
            "const a = (function f() { var f; return typeof f; })();",
            "const b = (function f() { f = 1; return typeof f; })();",
            "const c = (function f() { 'use strict'; try { f = 1; } catch (e) { return e.message; } })();",
            "const d = (function f(f) { return f; })(3);",
            "const e = (function f() { return typeof f; })();",
            "console.log(a, b, c, d, e);",
        ));
        // As Node 20, 22 and 24 print it.
        assert_eq!(
            lines,
            ["undefined function Assignment to constant variable. 3 function"]
        );
    }

    #[test]
    fn a_sloppy_eval_var_joins_the_callers_scope() {
        let (_, lines) = run(concat!(
            "function g() { var x = 1; function h() { eval('var x = 2'); return x; } return h() + ':' + x; }",
            "function own(p) { var q = 1; eval('var p = 2; var q = 3'); return p + ':' + q; }",
            "function blocked() { let b = 1; try { eval('var b = 2'); } catch (e) { return e.name; } }",
            "function gone() { var y = 1; function k() { eval('var y = 2'); const r = y; eval('delete y'); return r + ':' + y; } return k(); }",
            "console.log(g(), own(1), blocked(), gone());",
        ));
        // As Node 20, 22 and 24 print it.
        assert_eq!(lines, ["2:1 2:3 SyntaxError 2:1"]);
    }

    #[test]
    fn structured_clone_refuses_what_it_would_copy_as_a_plain_object() {
        for (value, kind) in [
            ("new Map()", "a Map"),
            ("{ inner: [1, new Set()] }", "a Set"),
            ("[new WeakMap()]", "a WeakMap"),
            ("/a/g", "a RegExp"),
            ("Object('s')", "a primitive wrapper object"),
            ("[new TypeError('t')]", "an error object"),
            ("{ p: new Proxy({}, {}) }", "a Proxy"),
        ] {
            let source = format!("const c = structuredClone({value});");
            let program = Program::parse(&source).expect("the script parses");
            let mut interp = Interpreter::new(Policy::default());
            let error = interp
                .run(&program, &mut |_| {})
                .expect_err("the clone is refused");
            assert_eq!(error.kind, crate::script::ErrorKind::Unsupported, "{value}");
            assert!(
                error
                    .message
                    .contains(&format!("structuredClone of {kind}")),
                "{value}: {}",
                error.message
            );
        }
        // Plain objects, arrays and cycles still clone.
        let (_, lines) = run(
            "const o = { a: [1, { b: 2 }] }; o.self = o; const c = structuredClone(o); console.log(c.a[1].b, c.self === c);",
        );
        assert_eq!(lines, ["2 true"]);
    }

    #[test]
    fn a_remembered_built_in_method_gives_way_to_a_real_property() {
        // One load site reads `Object.keys` in every round; the rounds change
        // what the name holds under it.
        let (_, lines) = run(r#"
            const seen = [];
            for (let i = 0; i < 8; i++) {
              if (i === 2) Object.keys = function () { return ['mine']; };
              if (i === 4) Object.keys = undefined;
              if (i === 5) delete Object.keys;
              if (i === 6) Object.setPrototypeOf(Object, { keys: () => ['inherited'] });
              const k = Object.keys;
              seen.push(typeof k === 'function' ? k({ a: 1 }).join() : String(k));
            }
            console.log(seen.join(' '));
        "#);
        assert_eq!(
            lines,
            ["a a mine mine undefined undefined inherited inherited"]
        );
    }

    #[test]
    fn a_literal_site_that_knows_its_keys_still_evaluates_in_order_and_throws() {
        // The site learns its keys on the first round; later rounds take the
        // values-only path, through a representation change (number to
        // string), a throw in the middle of the values, and a method-bearing
        // literal that must keep the general path (its home object).
        let (interp, lines) = run("let log = [];\n\
             function v(x) { log.push(x); if (x === 'boom') throw new Error('at ' + x); return x; }\n\
             for (let i = 0; i < 6; i++) {\n\
               try { const o = {a: v(i), b: v(i === 4 ? 'boom' : i > 2 ? 'text' : i / 2), c: v('c')};\n\
                     log.push(o.a + '|' + o.b + '|' + o.c); } catch (e) { log.push(e.message); }\n\
             }\n\
             const m = {k: 1, get() { return super.toString === Object.prototype.toString; }};\n\
             console.log(log.join(','), m.get());");
        assert_eq!(
            lines,
            [
                "0,0,c,0|0|c,1,0.5,c,1|0.5|c,2,1,c,2|1|c,3,text,c,3|text|c,4,boom,at boom,5,text,c,5|text|c true"
            ]
        );
        let site = &interp.programs[0].literals[0];
        assert!(site.knows_keys());
        // Rounds 2 and 5 fit the fields as they were; the others learned
        // keys, a shape or a wider representation.
        assert!(site.hits() >= 2, "hits: {}", site.hits());
    }

    #[test]
    fn a_literal_site_in_a_loop_builds_from_its_boilerplate() {
        let (interp, lines) = run("let s = 0;\n\
             for (let i = 0; i < 10; i++) { const o = {x: i, y: 'y' + i}; s += o.x + o.y.length; }\n\
             console.log(s);");
        assert_eq!(lines, ["65"]);
        let literals = &interp.programs[0].literals;
        assert_eq!(literals.len(), 1);
        // The first creation learns the keys and the second the shape; the
        // rest come straight from the boilerplate.
        assert!(literals[0].hits() >= 8, "hits: {}", literals[0].hits());
    }

    #[test]
    fn a_traced_literal_site_applies_its_entries() {
        let program = Program::parse("for (let i = 0; i < 4; i++) { const o = {x: i}; }")
            .expect("the script parses");
        let mut interp = Interpreter::new(Policy::default());
        interp.heap.set_tracing(true);
        interp.run(&program, &mut |_| {}).expect("the script runs");
        assert_eq!(interp.programs[0].literals[0].hits(), 0);
    }

    #[test]
    fn the_error_prototypes_made_on_first_use_leave_no_trace() {
        // V8's error prototypes come from its snapshot, so its map log has
        // none of their transitions; the model makes them when a script
        // first throws, and must not report their setup as the script's.
        let (_, _, traced) = run_with_tracing(
            "try { null.x; } catch (e) {}\ntry { new RangeError('r'); } catch (e) {}",
            true,
        );
        // What remains is the error instances' own properties.
        assert!(
            traced
                .iter()
                .all(|t| !t.contains("+name") && !t.contains("+constructor")),
            "{traced:#?}"
        );
        assert!(traced.iter().any(|t| t.contains("+message")), "{traced:#?}");
    }

    #[test]
    fn a_constructors_initial_map_is_traced_when_made() {
        // V8 logs `InitialMap` on a function's first `new`, and again after
        // its `prototype` changes; later instances reuse the map silently.
        let (_, _, traced) = run_with_tracing(
            "function Point() { this.x = 1; }\nnew Point(); new Point();\nPoint.prototype = {};\nnew Point();",
            true,
        );
        let made: Vec<&String> = traced
            .iter()
            .filter(|t| t.contains("initial-map"))
            .collect();
        assert_eq!(made.len(), 2, "{traced:#?}");
        assert!(made.iter().all(|t| t.ends_with("of Point")), "{traced:#?}");
    }
}
