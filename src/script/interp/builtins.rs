//! The built-ins scripts call: `Object`, `Reflect`, arrays, strings, numbers,
//! `Math`, `JSON`, errors, `Map`/`Set`, `console.log` and V8's natives.
//!
//! Built-in methods are *virtual*: the heap's built-in prototypes keep the maps
//! the model gives them, and a lookup that misses on an object whose chain holds
//! one of them finds the method here (see [`Interpreter::get_virtual`]). Each
//! built-in function object is created once per interpreter, on first use.
//! The queries that reflect one own property (`hasOwnProperty`,
//! `Object.getOwnPropertyDescriptor`) see a virtual method or constant with
//! V8's attributes ([`Interpreter::virtual_own_property`]); a store to one
//! makes it a real property with those attributes, and a `delete` removes it
//! and changes the holder's map as V8's delete of a middle property does.
//! Listing a built-in's own keys (`Object.getOwnPropertyNames(Math)`) does
//! not show them.

use super::*;
use crate::shape::{Attrs, IntegrityLevel};

/// Where a built-in lives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Holder {
    Global,
    Object,
    ObjectProto,
    Array,
    ArrayProto,
    FunctionProto,
    String,
    StringProto,
    Number,
    NumberProto,
    BooleanProto,
    Math,
    Json,
    Reflect,
    Console,
    /// `Map`'s own functions (`Map.groupBy`).
    Map,
    MapProto,
    SetProto,
    ErrorProto,
    Symbol,
    SymbolProto,
    RegExpProto,
    /// The list iterators' prototypes (`%ArrayIteratorPrototype%` and the
    /// like): `next`.
    IteratorProto,
    /// `%IteratorPrototype%`, which those inherit from: `[Symbol.iterator]`.
    Iterator,
    /// Functions no property names: `%ThrowTypeError%`.
    Intrinsic,
    /// Function.prototype itself, a function that returns `undefined`.
    FunctionPrototypeItself,
}

/// The well-known symbols `Symbol` holds (ECMA-262 §20.4.2), by property name.
const WELL_KNOWN_SYMBOLS: &[&str] = &[
    "asyncIterator",
    "hasInstance",
    "isConcatSpreadable",
    "iterator",
    "match",
    "matchAll",
    "replace",
    "search",
    "species",
    "split",
    "toPrimitive",
    "toStringTag",
    "unscopables",
];

macro_rules! builtins {
    ($($variant:ident = $holder:ident . $name:literal / $len:literal),* $(,)?) => {
        /// A built-in function.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Builtin {
            $($variant,)*
        }

        impl Builtin {
            /// The built-in method `holder` has under the string key
            /// `name`. A method keyed by a symbol (its name is in brackets,
            /// `[Symbol.iterator]`) is not found by the string of its name:
            /// see [`Interpreter::symbol_method`].
            fn find(holder: Holder, name: &str) -> Option<Builtin> {
                if name.starts_with('[') {
                    return None;
                }
                match (holder, name) {
                    // `Set.prototype.keys` is the `values` function itself
                    // (ECMA-262 §24.2.4.14), as `Set.prototype[Symbol.iterator]` is.
                    (Holder::SetProto, "keys") => Some(Builtin::SetValues),
                    $((Holder::$holder, $name) => Some(Builtin::$variant),)*
                    _ => None,
                }
            }

            /// Where the function lives.
            fn holder(self) -> Holder {
                match self {
                    $(Builtin::$variant => Holder::$holder,)*
                }
            }

            /// The function's `name`.
            pub fn name(self) -> &'static str {
                match self {
                    $(Builtin::$variant => $name,)*
                }
            }

            /// The function's `length`.
            pub fn length(self) -> u32 {
                match self {
                    $(Builtin::$variant => $len,)*
                }
            }
        }
    };
}

builtins! {
    ObjectCtor = Global."Object"/1,
    ArrayCtor = Global."Array"/1,
    FunctionCtor = Global."Function"/1,
    StringCtor = Global."String"/1,
    NumberCtor = Global."Number"/1,
    BooleanCtor = Global."Boolean"/1,
    SymbolCtor = Global."Symbol"/0,
    MapCtor = Global."Map"/0,
    SetCtor = Global."Set"/0,
    WeakMapCtor = Global."WeakMap"/0,
    WeakSetCtor = Global."WeakSet"/0,
    ErrorCtor = Global."Error"/1,
    TypeErrorCtor = Global."TypeError"/1,
    RangeErrorCtor = Global."RangeError"/1,
    SyntaxErrorCtor = Global."SyntaxError"/1,
    ReferenceErrorCtor = Global."ReferenceError"/1,
    EvalErrorCtor = Global."EvalError"/1,
    UriErrorCtor = Global."URIError"/1,
    AggregateErrorCtor = Global."AggregateError"/2,
    StructuredClone = Global."structuredClone"/1,
    IsNaN = Global."isNaN"/1,
    IsFinite = Global."isFinite"/1,
    ParseInt = Global."parseInt"/2,
    ParseFloat = Global."parseFloat"/1,
    DecodeUriComponent = Global."decodeURIComponent"/1,
    DecodeUri = Global."decodeURI"/1,
    EncodeUriComponent = Global."encodeURIComponent"/1,
    EncodeUri = Global."encodeURI"/1,
    Gc = Global."gc"/0,
    Eval = Global."eval"/1,
    ObjectKeys = Object."keys"/1,
    ObjectValues = Object."values"/1,
    ObjectEntries = Object."entries"/1,
    ObjectFromEntries = Object."fromEntries"/1,
    ObjectAssign = Object."assign"/2,
    ObjectCreate = Object."create"/2,
    ObjectDefineProperty = Object."defineProperty"/3,
    ObjectDefineProperties = Object."defineProperties"/2,
    ObjectGetOwnPropertyNames = Object."getOwnPropertyNames"/1,
    ObjectGetOwnPropertySymbols = Object."getOwnPropertySymbols"/1,
    ObjectGroupBy = Object."groupBy"/2,
    MapGroupBy = Map."groupBy"/2,
    ThrowTypeError = Intrinsic.""/0,
    FunctionPrototype = FunctionPrototypeItself.""/0,
    IteratorNext = IteratorProto."next"/0,
    IteratorSelf = Iterator."[Symbol.iterator]"/0,
    ProxyCtor = Global."Proxy"/2,
    RegExpCtor = Global."RegExp"/2,
    RegExpTest = RegExpProto."test"/1,
    RegExpExec = RegExpProto."exec"/1,
    RegExpToString = RegExpProto."toString"/0,
    StringMatch = StringProto."match"/1,
    StringMatchAll = StringProto."matchAll"/1,
    StringSearch = StringProto."search"/1,
    SymbolFor = Symbol."for"/1,
    SymbolKeyFor = Symbol."keyFor"/1,
    SymbolToString = SymbolProto."toString"/0,
    SymbolValueOf = SymbolProto."valueOf"/0,
    SymbolToPrimitive = SymbolProto."[Symbol.toPrimitive]"/1,
    ObjectGetOwnPropertyDescriptor = Object."getOwnPropertyDescriptor"/2,
    ObjectGetOwnPropertyDescriptors = Object."getOwnPropertyDescriptors"/1,
    ObjectGetPrototypeOf = Object."getPrototypeOf"/1,
    ObjectSetPrototypeOf = Object."setPrototypeOf"/2,
    ObjectFreeze = Object."freeze"/1,
    ObjectSeal = Object."seal"/1,
    ObjectPreventExtensions = Object."preventExtensions"/1,
    ObjectIsFrozen = Object."isFrozen"/1,
    ObjectIsSealed = Object."isSealed"/1,
    ObjectIsExtensible = Object."isExtensible"/1,
    ObjectIs = Object."is"/2,
    ObjectHasOwn = Object."hasOwn"/2,
    ObjectHasOwnProperty = ObjectProto."hasOwnProperty"/1,
    ObjectIsPrototypeOf = ObjectProto."isPrototypeOf"/1,
    ObjectPropertyIsEnumerable = ObjectProto."propertyIsEnumerable"/1,
    ObjectToString = ObjectProto."toString"/0,
    ObjectToLocaleString = ObjectProto."toLocaleString"/0,
    ObjectValueOf = ObjectProto."valueOf"/0,
    ObjectDefineGetter = ObjectProto."__defineGetter__"/2,
    ObjectDefineSetter = ObjectProto."__defineSetter__"/2,
    ObjectLookupGetter = ObjectProto."__lookupGetter__"/1,
    ObjectLookupSetter = ObjectProto."__lookupSetter__"/1,
    ArrayIsArray = Array."isArray"/1,
    ArrayOf = Array."of"/0,
    ArrayFrom = Array."from"/1,
    ArrayPush = ArrayProto."push"/1,
    ArrayPop = ArrayProto."pop"/0,
    ArrayShift = ArrayProto."shift"/0,
    ArrayUnshift = ArrayProto."unshift"/1,
    ArraySlice = ArrayProto."slice"/2,
    ArraySplice = ArrayProto."splice"/2,
    ArrayIndexOf = ArrayProto."indexOf"/1,
    ArrayLastIndexOf = ArrayProto."lastIndexOf"/1,
    ArrayIncludes = ArrayProto."includes"/1,
    ArrayJoin = ArrayProto."join"/1,
    ArrayToString = ArrayProto."toString"/0,
    ArrayConcat = ArrayProto."concat"/1,
    ArrayMap = ArrayProto."map"/1,
    ArrayFilter = ArrayProto."filter"/1,
    ArrayForEach = ArrayProto."forEach"/1,
    ArrayReduce = ArrayProto."reduce"/1,
    ArraySome = ArrayProto."some"/1,
    ArrayEvery = ArrayProto."every"/1,
    ArrayFind = ArrayProto."find"/1,
    ArrayFindIndex = ArrayProto."findIndex"/1,
    ArrayReverse = ArrayProto."reverse"/0,
    ArraySort = ArrayProto."sort"/1,
    ArrayFill = ArrayProto."fill"/1,
    ArrayKeys = ArrayProto."keys"/0,
    ArrayValues = ArrayProto."values"/0,
    ArrayEntries = ArrayProto."entries"/0,
    ArrayAt = ArrayProto."at"/1,
    ArrayFlat = ArrayProto."flat"/0,
    ArrayFlatMap = ArrayProto."flatMap"/1,
    ArrayFindLast = ArrayProto."findLast"/1,
    ArrayFindLastIndex = ArrayProto."findLastIndex"/1,
    ArrayReduceRight = ArrayProto."reduceRight"/1,
    ArrayToReversed = ArrayProto."toReversed"/0,
    ArrayToSorted = ArrayProto."toSorted"/1,
    ArrayToSpliced = ArrayProto."toSpliced"/2,
    ArrayWith = ArrayProto."with"/2,
    ArrayCopyWithin = ArrayProto."copyWithin"/2,
    ArrayToLocaleString = ArrayProto."toLocaleString"/0,
    FunctionCall = FunctionProto."call"/1,
    FunctionApply = FunctionProto."apply"/2,
    FunctionBind = FunctionProto."bind"/1,
    FunctionToString = FunctionProto."toString"/0,
    FunctionHasInstance = FunctionProto."[Symbol.hasInstance]"/1,
    StringFromCharCode = String."fromCharCode"/1,
    StringFromCodePoint = String."fromCodePoint"/1,
    StringRaw = String."raw"/1,
    StringCharAt = StringProto."charAt"/1,
    StringCharCodeAt = StringProto."charCodeAt"/1,
    StringIndexOf = StringProto."indexOf"/1,
    StringLastIndexOf = StringProto."lastIndexOf"/1,
    StringIncludes = StringProto."includes"/1,
    StringStartsWith = StringProto."startsWith"/1,
    StringEndsWith = StringProto."endsWith"/1,
    StringSlice = StringProto."slice"/2,
    StringSubstring = StringProto."substring"/2,
    StringSubstr = StringProto."substr"/2,
    StringToUpperCase = StringProto."toUpperCase"/0,
    StringToLowerCase = StringProto."toLowerCase"/0,
    StringTrim = StringProto."trim"/0,
    StringTrimStart = StringProto."trimStart"/0,
    StringCodePointAt = StringProto."codePointAt"/1,
    StringReplace = StringProto."replace"/2,
    StringReplaceAll = StringProto."replaceAll"/2,
    StringTrimEnd = StringProto."trimEnd"/0,
    StringSplit = StringProto."split"/2,
    StringRepeat = StringProto."repeat"/1,
    StringPadStart = StringProto."padStart"/2,
    StringPadEnd = StringProto."padEnd"/2,
    StringLocaleCompare = StringProto."localeCompare"/1,
    StringNormalize = StringProto."normalize"/0,
    StringConcat = StringProto."concat"/1,
    StringAt = StringProto."at"/1,
    StringIterator = StringProto."[Symbol.iterator]"/0,
    StringToString = StringProto."toString"/0,
    StringValueOf = StringProto."valueOf"/0,
    NumberIsInteger = Number."isInteger"/1,
    NumberIsSafeInteger = Number."isSafeInteger"/1,
    NumberIsFinite = Number."isFinite"/1,
    NumberIsNaN = Number."isNaN"/1,
    NumberParseInt = Number."parseInt"/2,
    NumberParseFloat = Number."parseFloat"/1,
    NumberToString = NumberProto."toString"/1,
    NumberToLocaleString = NumberProto."toLocaleString"/0,
    NumberToFixed = NumberProto."toFixed"/1,
    NumberToPrecision = NumberProto."toPrecision"/1,
    NumberToExponential = NumberProto."toExponential"/1,
    NumberValueOf = NumberProto."valueOf"/0,
    BooleanToString = BooleanProto."toString"/0,
    BooleanValueOf = BooleanProto."valueOf"/0,
    MathAbs = Math."abs"/1,
    MathFloor = Math."floor"/1,
    MathCeil = Math."ceil"/1,
    MathRound = Math."round"/1,
    MathTrunc = Math."trunc"/1,
    MathSign = Math."sign"/1,
    MathSqrt = Math."sqrt"/1,
    MathPow = Math."pow"/2,
    MathMin = Math."min"/2,
    MathMax = Math."max"/2,
    MathLog = Math."log"/1,
    MathExp = Math."exp"/1,
    MathSin = Math."sin"/1,
    MathCos = Math."cos"/1,
    MathRandom = Math."random"/0,
    MathHypot = Math."hypot"/2,
    MathCbrt = Math."cbrt"/1,
    MathClz32 = Math."clz32"/1,
    MathLog2 = Math."log2"/1,
    MathLog10 = Math."log10"/1,
    MathTan = Math."tan"/1,
    MathAtan2 = Math."atan2"/2,
    MathFround = Math."fround"/1,
    MathAsin = Math."asin"/1,
    MathAcos = Math."acos"/1,
    MathAtan = Math."atan"/1,
    MathSinh = Math."sinh"/1,
    MathCosh = Math."cosh"/1,
    MathTanh = Math."tanh"/1,
    MathAsinh = Math."asinh"/1,
    MathAcosh = Math."acosh"/1,
    MathAtanh = Math."atanh"/1,
    MathExpm1 = Math."expm1"/1,
    MathLog1p = Math."log1p"/1,
    MathImul = Math."imul"/2,
    JsonStringify = Json."stringify"/3,
    JsonParse = Json."parse"/2,
    ReflectOwnKeys = Reflect."ownKeys"/1,
    ReflectGet = Reflect."get"/2,
    ReflectSet = Reflect."set"/3,
    ReflectHas = Reflect."has"/2,
    ReflectDefineProperty = Reflect."defineProperty"/3,
    ReflectDeleteProperty = Reflect."deleteProperty"/2,
    ReflectGetPrototypeOf = Reflect."getPrototypeOf"/1,
    ReflectSetPrototypeOf = Reflect."setPrototypeOf"/2,
    ReflectApply = Reflect."apply"/3,
    ReflectConstruct = Reflect."construct"/2,
    ReflectGetOwnPropertyDescriptor = Reflect."getOwnPropertyDescriptor"/2,
    ReflectIsExtensible = Reflect."isExtensible"/1,
    ReflectPreventExtensions = Reflect."preventExtensions"/1,
    ConsoleLog = Console."log"/0,
    ConsoleError = Console."error"/0,
    MapGet = MapProto."get"/1,
    MapSet = MapProto."set"/2,
    MapHas = MapProto."has"/1,
    MapDelete = MapProto."delete"/1,
    MapClear = MapProto."clear"/0,
    MapForEach = MapProto."forEach"/1,
    MapKeys = MapProto."keys"/0,
    MapValues = MapProto."values"/0,
    MapEntries = MapProto."entries"/0,
    SetAdd = SetProto."add"/1,
    SetHas = SetProto."has"/1,
    SetDelete = SetProto."delete"/1,
    SetClear = SetProto."clear"/0,
    SetForEach = SetProto."forEach"/1,
    SetValues = SetProto."values"/0,
    SetEntries = SetProto."entries"/0,
    ErrorToString = ErrorProto."toString"/0,
}

/// What [`Interpreter::quiet_lookup`] finds.
#[derive(Copy, Clone, Debug, PartialEq)]
enum QuietLookup {
    /// A data property's value.
    Data(Value),
    /// An accessor (its getter is not run).
    Accessor,
    /// A built-in function the interpreter answers for a built-in
    /// prototype (a method, or `constructor`).
    Builtin(Builtin),
    /// Nothing on the chain.
    Nothing,
}

impl Holder {
    /// The built-in constructor whose `prototype` this holder is.
    fn constructor(self) -> Option<Builtin> {
        Some(match self {
            Holder::ObjectProto => Builtin::ObjectCtor,
            Holder::ArrayProto => Builtin::ArrayCtor,
            Holder::FunctionProto => Builtin::FunctionCtor,
            Holder::MapProto => Builtin::MapCtor,
            Holder::SetProto => Builtin::SetCtor,
            Holder::NumberProto => Builtin::NumberCtor,
            Holder::StringProto => Builtin::StringCtor,
            Holder::BooleanProto => Builtin::BooleanCtor,
            Holder::SymbolProto => Builtin::SymbolCtor,
            Holder::RegExpProto => Builtin::RegExpCtor,
            _ => return None,
        })
    }
}

impl Builtin {
    /// Whether `new` may call it.
    pub fn is_constructor(self) -> bool {
        matches!(
            self,
            Builtin::ObjectCtor
                | Builtin::ArrayCtor
                | Builtin::StringCtor
                | Builtin::NumberCtor
                | Builtin::BooleanCtor
                | Builtin::MapCtor
                | Builtin::SetCtor
                | Builtin::WeakMapCtor
                | Builtin::WeakSetCtor
                | Builtin::ErrorCtor
                | Builtin::TypeErrorCtor
                | Builtin::RangeErrorCtor
                | Builtin::SyntaxErrorCtor
                | Builtin::ReferenceErrorCtor
                | Builtin::EvalErrorCtor
                | Builtin::UriErrorCtor
                | Builtin::AggregateErrorCtor
                | Builtin::FunctionCtor
                | Builtin::RegExpCtor
                | Builtin::ProxyCtor
        )
    }

    fn error_name(self) -> Option<&'static str> {
        Some(match self {
            Builtin::ErrorCtor => "Error",
            Builtin::TypeErrorCtor => "TypeError",
            Builtin::RangeErrorCtor => "RangeError",
            Builtin::SyntaxErrorCtor => "SyntaxError",
            Builtin::ReferenceErrorCtor => "ReferenceError",
            Builtin::EvalErrorCtor => "EvalError",
            Builtin::UriErrorCtor => "URIError",
            Builtin::AggregateErrorCtor => "AggregateError",
            _ => return None,
        })
    }

    fn statics(self) -> Option<Holder> {
        Some(match self {
            Builtin::ObjectCtor => Holder::Object,
            Builtin::ArrayCtor => Holder::Array,
            Builtin::StringCtor => Holder::String,
            Builtin::NumberCtor => Holder::Number,
            Builtin::SymbolCtor => Holder::Symbol,
            Builtin::MapCtor => Holder::Map,
            _ => return None,
        })
    }
}

/// Global names that are not functions: namespaces and constants.
const NAMESPACES: &[(&str, Holder)] = &[
    ("Math", Holder::Math),
    ("JSON", Holder::Json),
    ("Reflect", Holder::Reflect),
    ("console", Holder::Console),
];

/// JavaScript's global names the model does not have: a read of one is
/// "unsupported", not a `ReferenceError` Node would not throw.
const MISSING_GLOBALS: &[&str] = &[
    "ArrayBuffer",
    "BigInt",
    "DataView",
    "Date",
    "Intl",
    "Promise",
    "WeakRef",
    "process",
    "require",
    "module",
    "exports",
    "Buffer",
    "setTimeout",
    "setInterval",
    "queueMicrotask",
    "Atomics",
    "SharedArrayBuffer",
    "Uint8Array",
    "Int32Array",
    "Float64Array",
    "Float32Array",
    "Uint32Array",
    "Int8Array",
    "Int16Array",
    "Uint16Array",
    "Uint8ClampedArray",
    "escape",
    "unescape",
    "__dirname",
    "__filename",
    "print",
    "FinalizationRegistry",
    "BigInt64Array",
    "BigUint64Array",
    "WebAssembly",
    "Realm",
    "d8",
    "quit",
    "read",
];

impl Interpreter {
    /// The value of a built-in global `name`, created on first use.
    pub(crate) fn builtin_global(&mut self, name: &str) -> Option<Value> {
        match name {
            "NaN" => return Some(Value::Number(f64::NAN)),
            "Infinity" => return Some(Value::Number(f64::INFINITY)),
            "globalThis" => return Some(Value::Object(self.global_object())),
            _ => {}
        }
        if let Some(b) = Builtin::find(Holder::Global, name) {
            return Some(Value::Object(self.builtin_object(b)));
        }
        if let Some(&(_, holder)) = NAMESPACES.iter().find(|(n, _)| *n == name) {
            return Some(Value::Object(self.namespace(holder)));
        }
        None
    }

    /// Whether `name` is a JavaScript global the model lacks.
    pub(crate) fn is_missing_global(name: &str) -> bool {
        MISSING_GLOBALS.contains(&name)
    }

    /// The function object of a built-in. `Number.parseInt` and
    /// `Number.parseFloat` are the global functions themselves, as in
    /// JavaScript.
    pub(crate) fn builtin_object(&mut self, b: Builtin) -> ObjectId {
        let b = match b {
            Builtin::NumberParseInt => Builtin::ParseInt,
            Builtin::NumberParseFloat => Builtin::ParseFloat,
            other => other,
        };
        if let Some(&o) = self.builtin_objects.get(&b) {
            return o;
        }
        let flavour = if b.is_constructor() {
            FunctionFlavour::Strict
        } else {
            FunctionFlavour::WithoutPrototype
        };
        // The native errors' constructors inherit from `Error`'s.
        let parent = b
            .error_name()
            .is_some_and(|name| name != "Error")
            .then(|| self.builtin_object(Builtin::ErrorCtor));
        let o = self.heap.new_script_function(flavour, parent);
        self.callables.insert(o, Callable::Builtin(b));
        self.builtin_objects.insert(b, o);
        self.mark_builtin_object(o);
        // Node leaves these constructors prototypes marked to stay fast, and
        // the others ordinary fast functions (measured on Node 20, 22 and 24:
        // `builtin_prototypes_start_fast`).
        if matches!(
            b,
            Builtin::FunctionCtor
                | Builtin::ErrorCtor
                | Builtin::TypeErrorCtor
                | Builtin::RangeErrorCtor
                | Builtin::SyntaxErrorCtor
                | Builtin::UriErrorCtor
                | Builtin::MapCtor
                | Builtin::SetCtor
                | Builtin::WeakMapCtor
                | Builtin::WeakSetCtor
        ) {
            let from = self.heap.trace_events().len();
            let _ = self.heap.make_builtin_prototype(o, true);
            self.heap.retain_trace_from(from, |_| false);
        }
        o
    }

    pub(crate) fn realm_object(
        &mut self,
        name: &'static str,
        make: impl FnOnce(&mut Self) -> ObjectId,
    ) -> ObjectId {
        if let Some(&o) = self.realm.objects.get(name) {
            return o;
        }
        // A built-in's setup is not the script's: its transitions stay out
        // of the trace, as V8's built-ins come from its snapshot.
        let from = self.heap.trace_events().len();
        let o = make(self);
        self.mark_builtin_object(o);
        self.heap.retain_trace_from(from, |_| false);
        self.realm.objects.insert(name, o);
        o
    }

    fn namespace(&mut self, holder: Holder) -> ObjectId {
        let name = match holder {
            Holder::Math => "Math",
            Holder::Json => "JSON",
            Holder::Reflect => "Reflect",
            _ => "console",
        };
        self.realm_object(name, |this| {
            let o = this.heap.new_object();
            // `Math[Symbol.toStringTag]` is "Math" (and so for JSON and
            // Reflect): read-only, not enumerable, configurable.
            if name != "console" {
                this.define_to_string_tag(o, name);
            }
            o
        })
    }

    /// Defines `o[Symbol.toStringTag] = tag` as the built-ins have it.
    fn define_to_string_tag(&mut self, o: ObjectId, tag: &str) {
        if let Some(symbol) = self.well_known_symbol("toStringTag") {
            let text = self.heap.string(tag);
            let _ = self.heap.define_property(
                o,
                PropertyKey::Symbol(symbol),
                PropertyDescriptor::data(text, Attrs::CONFIGURABLE),
            );
        }
    }

    /// The top level's `this`: Node runs a file as a CommonJS module, whose
    /// `this` is its (empty) exports object.
    pub(crate) fn module_exports(&mut self) -> ObjectId {
        self.realm_object("module.exports", |this| this.heap.new_object())
    }

    /// `globalThis` (sloppy functions' `this` when called without a receiver).
    #[inline]
    pub(crate) fn global_object(&mut self) -> ObjectId {
        match self.global_this {
            Some(o) => o,
            None => self.make_global_object(),
        }
    }

    #[cold]
    fn make_global_object(&mut self) -> ObjectId {
        let o = self.realm_object("globalThis", |this| this.heap.new_object());
        self.global_this = Some(o);
        o
    }

    fn map_prototype(&mut self, set: bool, weak: bool) -> ObjectId {
        let (name, tag) = match (set, weak) {
            (true, false) => ("Set.prototype", "Set"),
            (false, false) => ("Map.prototype", "Map"),
            (true, true) => ("WeakSet.prototype", "WeakSet"),
            (false, true) => ("WeakMap.prototype", "WeakMap"),
        };
        self.builtin_prototype(name, Some(tag))
    }

    /// An empty `Map`, `Set`, `WeakMap` or `WeakSet` on its built-in prototype.
    fn new_collection(&mut self, set: bool, weak: bool) -> ObjectId {
        let proto = self.map_prototype(set, weak);
        let o = self.heap.object_create_known(Some(proto));
        self.collections.insert(
            o,
            Collection {
                weak,
                ..Collection::default()
            },
        );
        o
    }

    /// A built-in prototype the interpreter makes on first use (`Map.prototype`,
    /// `RegExp.prototype`, the iterator prototypes, …): a prototype object
    /// with, when given, its `Symbol.toStringTag`.
    pub(crate) fn builtin_prototype(&mut self, name: &'static str, tag: Option<&str>) -> ObjectId {
        self.realm_object(name, |this| {
            let o = this.heap.new_object();
            if let Some(tag) = tag {
                this.define_to_string_tag(o, tag);
            }
            // Node leaves every built-in prototype fast and marked to stay
            // fast, but the primitive wrappers' (measured on Node 20, 22 and
            // 24: `builtin_prototypes_start_fast`).
            let wrapper = matches!(
                name,
                "String.prototype" | "Number.prototype" | "Boolean.prototype"
            );
            let _ = this.heap.make_builtin_prototype(o, !wrapper);
            o
        })
    }

    /// `Number.prototype`, `String.prototype`, `Boolean.prototype` or
    /// `Symbol.prototype`, for the wrapper objects of `ctor`.
    pub(crate) fn wrapper_prototype(&mut self, ctor: Builtin) -> ObjectId {
        let name = match ctor {
            Builtin::NumberCtor => "Number.prototype",
            Builtin::StringCtor => "String.prototype",
            Builtin::SymbolCtor => "Symbol.prototype",
            _ => "Boolean.prototype",
        };
        let tag = (ctor == Builtin::SymbolCtor).then_some("Symbol");
        self.builtin_prototype(name, tag)
    }

    /// The well-known symbol `Symbol[name]`, made on first use.
    pub(crate) fn well_known_symbol(&mut self, name: &str) -> Option<SymbolId> {
        let name: &'static str = WELL_KNOWN_SYMBOLS.iter().find(|&&n| n == name)?;
        if let Some(&s) = self.realm.well_known_symbols.get(name) {
            return Some(s);
        }
        let s = self.heap.new_symbol(SymbolEntry {
            description: Some(format!("Symbol.{name}").into()),
            private: false,
        });
        self.realm.well_known_symbols.insert(name, s);
        Some(s)
    }

    /// A symbol's `description`: its text, or `undefined` for `Symbol()`.
    fn symbol_description(&mut self, s: SymbolId) -> Value {
        let text = self
            .heap
            .atoms()
            .symbol_entry(s)
            .and_then(|e| e.description.clone());
        match text {
            Some(t) => self.heap.string(&t),
            None => Value::Undefined,
        }
    }

    /// `SymbolDescriptiveString`: `Symbol(description)`.
    pub(crate) fn symbol_text(&self, s: SymbolId) -> String {
        let description = self
            .heap
            .atoms()
            .symbol_entry(s)
            .and_then(|e| e.description.as_deref());
        format!("Symbol({})", description.unwrap_or(""))
    }

    /// `ToObject` of a primitive: a wrapper object (V8's JSPrimitiveWrapper) on
    /// the wrapper prototype, its primitive kept beside it.
    pub(crate) fn wrap_primitive(&mut self, primitive: Value) -> ObjectId {
        let ctor = match primitive {
            Value::Number(_) => Builtin::NumberCtor,
            Value::String(_) => Builtin::StringCtor,
            Value::Symbol(_) => Builtin::SymbolCtor,
            _ => Builtin::BooleanCtor,
        };
        let proto = self.wrapper_prototype(ctor);
        let o = self.heap.new_of_builtin_initial_map(proto);
        self.wrappers.insert(o, primitive);
        o
    }

    pub(crate) fn is_set(&self, o: ObjectId) -> bool {
        let proto = self.heap.get_prototype_of_known(o);
        ["Set.prototype", "WeakSet.prototype"]
            .iter()
            .any(|name| proto.is_some() && self.realm.objects.get(name).copied() == proto)
    }

    /// The prototype of error objects named `name`.
    fn error_prototype(&mut self, name: &'static str) -> ObjectId {
        // Made on first use, but V8's come from its snapshot: a realm
        // object, whose setup stays out of the trace.
        self.realm_object(name, |s| s.make_error_prototype(name))
    }

    /// Makes the prototype of error objects named `name` (see
    /// [`Interpreter::error_prototype`]).
    fn make_error_prototype(&mut self, name: &'static str) -> ObjectId {
        let parent = if name == "Error" {
            self.heap.intrinsics().object_prototype
        } else {
            self.error_prototype("Error")
        };
        let o = self.heap.object_create_known(Some(parent));
        let name_key = self.heap.key("name");
        let name_value = self.heap.string(name);
        let _ = self
            .heap
            .define_property(o, name_key, hidden_data(name_value));
        let message_key = self.heap.key("message");
        let empty = self.heap.string("");
        let _ = self
            .heap
            .define_property(o, message_key, hidden_data(empty));
        let ctor = match name {
            "Error" => Some(Builtin::ErrorCtor),
            "TypeError" => Some(Builtin::TypeErrorCtor),
            "RangeError" => Some(Builtin::RangeErrorCtor),
            "SyntaxError" => Some(Builtin::SyntaxErrorCtor),
            "ReferenceError" => Some(Builtin::ReferenceErrorCtor),
            "EvalError" => Some(Builtin::EvalErrorCtor),
            "URIError" => Some(Builtin::UriErrorCtor),
            "AggregateError" => Some(Builtin::AggregateErrorCtor),
            _ => None,
        };
        if let Some(c) = ctor {
            let c = self.builtin_object(c);
            let k = self.heap.key("constructor");
            let _ = self
                .heap
                .define_property(o, k, hidden_data(Value::Object(c)));
        }
        let _ = self.heap.make_builtin_prototype(o, true);
        o
    }

    /// A new error object `name` with `message`.
    pub(crate) fn new_error(&mut self, name: &'static str, message: &str) -> Value {
        let proto = self.error_prototype(name);
        self.error_with_proto(proto, Some(message))
    }

    fn error_with_proto(&mut self, proto: ObjectId, message: Option<&str>) -> Value {
        let o = self.heap.object_create_known(Some(proto));
        let stack = self.heap.key("stack");
        let text = self.heap.string("");
        let _ = self.heap.define_property(o, stack, hidden_data(text));
        if let Some(m) = message {
            let k = self.heap.key("message");
            let v = self.heap.string(m);
            let _ = self.heap.define_property(o, k, hidden_data(v));
        }
        Value::Object(o)
    }

    /// The built-in constructor whose `prototype` object `p` (of holder
    /// `holder`) is: `WeakMap.prototype` and `WeakSet.prototype` answer for
    /// their own constructors, though they share `Map`'s and `Set`'s
    /// methods.
    fn prototype_constructor(&self, p: ObjectId, holder: Holder) -> Option<Builtin> {
        for (name, c) in [
            ("WeakMap.prototype", Builtin::WeakMapCtor),
            ("WeakSet.prototype", Builtin::WeakSetCtor),
        ] {
            if self.realm.objects.get(name) == Some(&p) {
                return Some(c);
            }
        }
        holder.constructor()
    }

    /// The holder a prototype-chain object stands for, if it is a built-in one.
    fn holder_of(&self, o: ObjectId) -> Option<Holder> {
        let i = self.heap.intrinsics();
        if o == i.object_prototype {
            return Some(Holder::ObjectProto);
        }
        if o == i.array_prototype {
            return Some(Holder::ArrayProto);
        }
        if o == i.function_prototype {
            return Some(Holder::FunctionProto);
        }
        for (name, holder) in [
            ("Map.prototype", Holder::MapProto),
            ("WeakMap.prototype", Holder::MapProto),
            ("WeakSet.prototype", Holder::SetProto),
            ("Number.prototype", Holder::NumberProto),
            ("String.prototype", Holder::StringProto),
            ("Boolean.prototype", Holder::BooleanProto),
            ("Symbol.prototype", Holder::SymbolProto),
            ("RegExp.prototype", Holder::RegExpProto),
            ("Array Iterator", Holder::IteratorProto),
            ("Map Iterator", Holder::IteratorProto),
            ("Set Iterator", Holder::IteratorProto),
            ("String Iterator", Holder::IteratorProto),
            ("RegExp String Iterator", Holder::IteratorProto),
            ("Iterator.prototype", Holder::Iterator),
            ("Set.prototype", Holder::SetProto),
            ("Error", Holder::ErrorProto),
            ("Math", Holder::Math),
            ("JSON", Holder::Json),
            ("Reflect", Holder::Reflect),
            ("console", Holder::Console),
        ] {
            if self.realm.objects.get(name) == Some(&o) {
                return Some(holder);
            }
        }
        match self.callables.get(&o) {
            Some(Callable::Builtin(b)) => b.statics(),
            _ => None,
        }
    }

    /// A property a lookup did not find on `o`'s chain: a function's `prototype`,
    /// `name` and `length`, a built-in method, or a `Map`'s `size`.
    pub(crate) fn get_virtual(&mut self, o: ObjectId, key: PropertyKey, pos: Pos) -> X<Value> {
        if self.heap.chain_holds(o, key) {
            return Ok(Value::Undefined);
        }
        if let Some((v, _)) = self.string_wrapper_own(o, key) {
            return Ok(v);
        }
        // A function's `prototype` once made (every `new` reads it): no
        // name to look up and nothing to copy.
        if key == self.keys.prototype
            && let Some(p) = self.made_prototype(o)
        {
            return Ok(p);
        }
        if let Some(&b) = self.own_virtual_methods.get(&(o, key)) {
            return Ok(Value::Object(self.builtin_object(b)));
        }
        let deleted = |this: &Self, p: ObjectId| {
            !this.deleted_methods.is_empty() && this.deleted_methods.contains(&(p, key))
        };
        let PropertyKey::String(atom) = key else {
            if let Some(v) = self.species_getter(o, key) {
                return Ok(v);
            }
            return Ok(match self.symbol_method_on_chain(o, key) {
                Some(b) => Value::Object(self.builtin_object(b)),
                None => Value::Undefined,
            });
        };
        let name = self.heap.atoms().name(atom).unwrap_or("").to_string();
        if let Some(v) = self.function_property(o, &name, pos)? {
            return Ok(v);
        }
        if name == "name" || name == "length" {
            // Inherited from the nearest function on the chain: a function
            // whose own one a `delete` removed reads its prototype's
            // (Function.prototype's `''` and 0).
            let mut at = self.heap.get_prototype_of_known(o);
            while let Some(p) = at {
                if let Some(v) = self.function_property(p, &name, pos)? {
                    return Ok(v);
                }
                at = self.heap.get_prototype_of_known(p);
            }
        }
        if name == "__proto__" && self.reaches_object_prototype(o) {
            // Object.prototype's `__proto__` getter.
            return Ok(self
                .heap
                .get_prototype_of_known(o)
                .map_or(Value::Null, Value::Object));
        }
        if name == "size"
            && let Some(c) = self.collections.get(&o)
        {
            return Ok(Value::Number(c.entries.len() as f64));
        }
        let mut at = Some(o);
        while let Some(p) = at {
            if let Some(holder) = self.holder_of(p) {
                if name == "constructor"
                    && let Some(c) = self.prototype_constructor(p, holder)
                {
                    return Ok(Value::Object(self.builtin_object(c)));
                }
                if let Some(b) = self.holder_method(holder, &name)
                    && !deleted(self, p)
                {
                    // Nothing before this point answers for this key on `o`
                    // (its own and the function properties are other names),
                    // so a holder's own method can be remembered.
                    if p == o {
                        self.own_virtual_methods.insert((o, key), b);
                    }
                    return Ok(Value::Object(self.builtin_object(b)));
                }
                if let Some(v) = constant(holder, &name) {
                    return Ok(Value::Number(v));
                }
                if holder == Holder::Symbol
                    && let Some(s) = self.well_known_symbol(&name)
                {
                    return Ok(Value::Symbol(s));
                }
                if holder == Holder::RegExpProto
                    && let Some(v) = self.regexp_accessor(o, &name)
                {
                    return Ok(v);
                }
                if holder == Holder::SymbolProto && name == "description" {
                    // The `description` getter, on a wrapper's symbol.
                    return Ok(match self.wrappers.get(&o) {
                        Some(&Value::Symbol(s)) => self.symbol_description(s),
                        _ => Value::Undefined,
                    });
                }
            }
            at = self.heap.get_prototype_of_known(p);
        }
        Ok(Value::Undefined)
    }

    /// Records that `o` is a built-in object (see `builtin_slots`).
    pub(crate) fn mark_builtin_object(&mut self, o: ObjectId) {
        let (word, bit) = (o.index() as usize / 64, o.index() % 64);
        if self.builtin_slots.len() <= word {
            self.builtin_slots.resize(word + 1, 0);
        }
        self.builtin_slots[word] |= 1 << bit;
    }

    /// Whether `o` is a built-in object: one the interpreter made for its
    /// realm, a built-in function, or one of the heap's intrinsic
    /// prototypes. One bit test.
    #[inline]
    pub(crate) fn is_builtin_object(&self, o: ObjectId) -> bool {
        let index = o.index() as usize;
        self.builtin_slots
            .get(index / 64)
            .is_some_and(|word| word & (1 << (index % 64)) != 0)
    }

    /// Whether `o` may have a built-in own property `key` the heap does not
    /// hold: it is a built-in object, or an `arguments` object and `key` a
    /// symbol. An ordinary object is ruled out by one bit test.
    #[inline]
    fn may_have_builtin_own(&self, o: ObjectId, key: PropertyKey) -> bool {
        self.is_builtin_object(o)
            || (matches!(key, PropertyKey::Symbol(_)) && self.arguments_objects.contains_key(&o))
    }

    /// A store to a built-in object's own method or constant, or to an
    /// `arguments` object's `[Symbol.iterator]`, while the heap does not hold
    /// it ([`Interpreter::virtual_own_property`]): as in V8, where the
    /// property is there, the store keeps its attributes. A method stays
    /// writable, configurable and not enumerable (so `for…in` does not list
    /// a replaced `Array.prototype.includes`); a constant (`Math.PI`) is
    /// read-only, and the store fails, throwing in strict code. `false`
    /// when this is not such a store.
    fn store_builtin_own(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
        v: Value,
        strict: bool,
        pos: Pos,
    ) -> X<bool> {
        if !self.may_have_builtin_own(o, key)
            || self.closure(o).is_some()
            || self.heap.get_own_property_known(o, key).is_some()
        {
            return Ok(false);
        }
        let Some((_, attrs)) = self.virtual_own_property(o, key, pos)? else {
            return Ok(false);
        };
        if !attrs.contains(Attrs::WRITABLE) {
            if strict {
                return Err(self.read_only_store_error(o, key, pos));
            }
            return Ok(true);
        }
        self.heap
            .define_property(o, key, PropertyDescriptor::data(v, attrs))
            .map_err(|e| self.heap_error(e, pos))?;
        Ok(true)
    }

    /// The built-in method `holder` has under the string key `name` in the
    /// modelled V8 (`Object.groupBy` and `Map.groupBy` only where the policy
    /// has them).
    fn holder_method(&self, holder: Holder, name: &str) -> Option<Builtin> {
        Builtin::find(holder, name).filter(|b| {
            self.heap.policy().group_by
                || !matches!(b, Builtin::ObjectGroupBy | Builtin::MapGroupBy)
        })
    }

    /// An own property of `o` that V8's object has and the heap does not
    /// hold, with its value and attributes: a script function's `prototype`,
    /// `name` or `length` ([`Interpreter::virtual_function_property`]); a
    /// built-in object's method or `constructor` (writable and
    /// configurable), its symbol-keyed methods (see
    /// [`Interpreter::symbol_method`]; `Function.prototype[Symbol.hasInstance]`
    /// is neither), the constants of `Math` and `Number` and the well-known
    /// symbols on `Symbol` (neither); an `arguments` object's
    /// `[Symbol.iterator]`. None of them is enumerable but Node's `console`
    /// methods, and one a `delete` removed is gone. It is what a lookup of
    /// `key` finds on `o` itself, for the queries that reflect own properties
    /// one key at a time (`hasOwnProperty`, `Object.hasOwn`,
    /// `Object.getOwnPropertyDescriptor`).
    fn virtual_own_property(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
        pos: Pos,
    ) -> X<Option<(Value, Attrs)>> {
        if let Some(found) = self.virtual_function_property(o, key, pos)? {
            return Ok(Some(found));
        }
        if let Some(found) = self.string_wrapper_own(o, key) {
            return Ok(Some(found));
        }
        if !self.may_have_builtin_own(o, key)
            || (!self.deleted_methods.is_empty() && self.deleted_methods.contains(&(o, key)))
        {
            return Ok(None);
        }
        let method = Attrs::WRITABLE | Attrs::CONFIGURABLE;
        let (builtin, attrs) = match key {
            PropertyKey::Symbol(_) => match self.own_symbol_method(o, key) {
                Some(b @ Builtin::FunctionHasInstance) => (b, Attrs::empty()),
                Some(b) => (b, method),
                None => return Ok(None),
            },
            PropertyKey::String(atom) => {
                let Some(holder) = self.holder_of(o) else {
                    return Ok(None);
                };
                let name = self.heap.atoms().name(atom).unwrap_or("").to_string();
                if let Some(v) = constant(holder, &name) {
                    return Ok(Some((Value::Number(v), Attrs::empty())));
                }
                if holder == Holder::Symbol
                    && let Some(s) = self.well_known_symbol(&name)
                {
                    return Ok(Some((Value::Symbol(s), Attrs::empty())));
                }
                let found = if name == "constructor" {
                    self.prototype_constructor(o, holder)
                } else {
                    self.holder_method(holder, &name)
                };
                let Some(b) = found else {
                    return Ok(None);
                };
                // Node's `console` methods are enumerable.
                if holder == Holder::Console {
                    (b, method | Attrs::ENUMERABLE)
                } else {
                    (b, method)
                }
            }
            PropertyKey::Index(_) => return Ok(None),
        };
        Ok(Some((Value::Object(self.builtin_object(builtin)), attrs)))
    }

    /// The symbol-keyed built-in method that is `o`'s own: a built-in
    /// prototype's (see [`Interpreter::symbol_method`]) or an `arguments`
    /// object's `[Symbol.iterator]` (`Array.prototype.values`, as V8 gives
    /// every arguments object). A `delete` is not looked at.
    fn own_symbol_method(&self, o: ObjectId, key: PropertyKey) -> Option<Builtin> {
        match self.holder_of(o) {
            Some(holder) => self.symbol_method(o, holder, key),
            None if self.arguments_objects.contains_key(&o)
                && self.well_known_name(key) == Some("iterator") =>
            {
                Some(Builtin::ArrayValues)
            }
            None => None,
        }
    }

    /// The name of well-known symbol `key` (`"iterator"`), when it is one.
    fn well_known_name(&self, key: PropertyKey) -> Option<&'static str> {
        let PropertyKey::Symbol(s) = key else {
            return None;
        };
        let (&name, _) = self
            .realm
            .well_known_symbols
            .iter()
            .find(|&(_, &id)| id == s)?;
        Some(name)
    }

    /// The built-in method that built-in prototype `p` (of kind `holder`)
    /// has under a well-known symbol `key`, as V8's are: arrays'
    /// `[Symbol.iterator]` is their `values` function itself, maps' is
    /// `entries`, sets' `values`; strings and iterators have their own; and
    /// `Function.prototype[Symbol.hasInstance]`,
    /// `Symbol.prototype[Symbol.toPrimitive]`. `None` for any other key, and
    /// for the weak collections, which have none.
    pub(crate) fn symbol_method(
        &self,
        p: ObjectId,
        holder: Holder,
        key: PropertyKey,
    ) -> Option<Builtin> {
        let name = self.well_known_name(key)?;
        let is = |realm_name: &str| self.realm.objects.get(realm_name) == Some(&p);
        Some(match (holder, name) {
            (Holder::ArrayProto, "iterator") => Builtin::ArrayValues,
            (Holder::MapProto, "iterator") if is("Map.prototype") => Builtin::MapEntries,
            (Holder::SetProto, "iterator") if is("Set.prototype") => Builtin::SetValues,
            (Holder::StringProto, "iterator") => Builtin::StringIterator,
            (Holder::Iterator, "iterator") => Builtin::IteratorSelf,
            (Holder::FunctionProto, "hasInstance") => Builtin::FunctionHasInstance,
            (Holder::SymbolProto, "toPrimitive") => Builtin::SymbolToPrimitive,
            _ => return None,
        })
    }

    /// The symbol-keyed built-in method a lookup of `key` on `o` finds when
    /// the heap holds no such property on the chain: the first object's on
    /// the chain that has one as its own
    /// ([`Interpreter::own_symbol_method`]) and lost it to no `delete`.
    fn symbol_method_on_chain(&self, o: ObjectId, key: PropertyKey) -> Option<Builtin> {
        let deleted = |p: ObjectId| {
            !self.deleted_methods.is_empty() && self.deleted_methods.contains(&(p, key))
        };
        let mut at = Some(o);
        while let Some(p) = at {
            if let Some(b) = self.own_symbol_method(p, key)
                && !deleted(p)
            {
                return Some(b);
            }
            at = self.heap.get_prototype_of_known(p);
        }
        None
    }

    /// `C[Symbol.species]` for a constructor `o` that is, or inherits from,
    /// `Array`, `Map`, `Set` or `RegExp`: their `get [Symbol.species]()`
    /// returns its receiver, so a subclass is its own species. `None` for
    /// any other key or object.
    fn species_getter(&self, o: ObjectId, key: PropertyKey) -> Option<Value> {
        self.species_holder(o, key).map(|_| Value::Object(o))
    }

    /// The constructor on `o`'s chain (`o` itself or above it) whose
    /// `get [Symbol.species]()` a lookup of `key` on `o` reaches, when `key`
    /// is `Symbol.species` and nothing the heap holds shadows it.
    fn species_holder(&self, o: ObjectId, key: PropertyKey) -> Option<ObjectId> {
        // Neither the symbol nor a constructor is made here: one not made
        // yet cannot be the key or on the chain.
        let species = *self.realm.well_known_symbols.get("species")?;
        if key != PropertyKey::Symbol(species) {
            return None;
        }
        let holders = [
            Builtin::ArrayCtor,
            Builtin::MapCtor,
            Builtin::SetCtor,
            Builtin::RegExpCtor,
        ]
        .map(|b| self.builtin_objects.get(&b).copied());
        let mut at = Some(o);
        while let Some(p) = at {
            if holders.contains(&Some(p)) {
                return Some(p);
            }
            if self.heap.get_own_property_known(p, key).is_some() {
                return None;
            }
            at = self.heap.get_prototype_of_known(p);
        }
        None
    }

    /// A function's own `prototype`, `name` and `length` (V8 keeps them as
    /// accessor-info properties of the function's map; here the closure holds
    /// them).
    pub(super) fn function_property(
        &mut self,
        o: ObjectId,
        name: &str,
        pos: Pos,
    ) -> X<Option<Value>> {
        if !matches!(
            name,
            "name" | "length" | "prototype" | "caller" | "arguments"
        ) {
            return Ok(None);
        }
        if self.deleted_function_own(o, name) {
            return Ok(None);
        }
        let Some(callable) = self.callables.get(&o).cloned() else {
            return Ok(None);
        };
        if name == "caller" || name == "arguments" {
            // A sloppy `function`'s own `caller` and `arguments` are `null`
            // when it is not running (the model does not track activations);
            // every other function reaches Function.prototype's poisoned
            // accessors, which throw.
            return match self.is_sloppy_function(o) {
                true => Ok(Some(Value::Null)),
                false => Err(self.poisoned_access(pos)),
            };
        }
        match callable {
            Callable::Script(c) => {
                let code = self.programs[c.target.prog as usize].code.clone();
                let def = &code.functions[c.target.func.0 as usize];
                match name {
                    "name" => Ok(Some(self.heap.string(&def.name))),
                    "length" => Ok(Some(Value::Number(f64::from(def.length)))),
                    "prototype" => {
                        let has = matches!(
                            def.kind,
                            FunctionKind::Normal
                                | FunctionKind::ClassConstructor
                                | FunctionKind::DerivedConstructor
                        );
                        if !has {
                            return Ok(None);
                        }
                        if let Some(p) = c.prototype {
                            return Ok(Some(p));
                        }
                        let p = self.heap.new_object();
                        let k = self.heap.key("constructor");
                        let _ = self
                            .heap
                            .define_property(p, k, hidden_data(Value::Object(o)));
                        let _ = self.heap.make_prototype_of_function(p);
                        if let Some(c) = self.closure_mut(o) {
                            c.prototype = Some(Value::Object(p));
                        }
                        Ok(Some(Value::Object(p)))
                    }
                    _ => Ok(None),
                }
            }
            Callable::Builtin(b) => match name {
                "name" => Ok(Some(self.heap.string(b.name()))),
                "length" => Ok(Some(Value::Number(f64::from(b.length())))),
                "prototype" => {
                    let i = self.heap.intrinsics();
                    Ok(match b {
                        Builtin::ObjectCtor => Some(Value::Object(i.object_prototype)),
                        Builtin::ArrayCtor => Some(Value::Object(i.array_prototype)),
                        Builtin::FunctionCtor => Some(Value::Object(i.function_prototype)),
                        Builtin::MapCtor => Some(Value::Object(self.map_prototype(false, false))),
                        Builtin::SetCtor => Some(Value::Object(self.map_prototype(true, false))),
                        Builtin::WeakMapCtor => {
                            Some(Value::Object(self.map_prototype(false, true)))
                        }
                        Builtin::WeakSetCtor => Some(Value::Object(self.map_prototype(true, true))),
                        Builtin::RegExpCtor => Some(Value::Object(self.regexp_prototype())),
                        Builtin::NumberCtor
                        | Builtin::StringCtor
                        | Builtin::BooleanCtor
                        | Builtin::SymbolCtor => Some(Value::Object(self.wrapper_prototype(b))),
                        b => b
                            .error_name()
                            .map(|n| Value::Object(self.error_prototype(n))),
                    })
                }
                _ => Ok(None),
            },
            Callable::Bound {
                name: bound,
                length,
                ..
            } => match name {
                "name" => Ok(Some(self.heap.string(&bound.text()))),
                "length" => Ok(Some(Value::Number(length))),
                _ => Ok(None),
            },
        }
    }

    /// Whether a `delete` removed function `o`'s own `name` or `length`
    /// (`name` names the property), which the heap does not hold.
    fn deleted_function_own(&self, o: ObjectId, name: &str) -> bool {
        if self.deleted_methods.is_empty() {
            return false;
        }
        let key = match name {
            "name" => self.keys.name,
            "length" => self.keys.length,
            _ => return false,
        };
        self.deleted_methods.contains(&(o, key))
    }

    /// Whether `o` is a function object (Function.prototype is one, a
    /// built-in), whose own `name` and `length` the interpreter answers for.
    fn has_function_own_properties(&self, o: ObjectId) -> bool {
        self.callables.contains_key(&o)
    }

    /// `delete` of a function's own `name`, `length`, `prototype`,
    /// `arguments` or `caller`: `Some` with the answer when `key` is one of
    /// them and `o` has it, `None` for anything else.
    ///
    /// V8 keeps them in the function's map from its start, so deleting one
    /// never rolls the map back: the function goes to dictionary mode, as a
    /// delete of a property that is not the last added does. `name` and
    /// `length` are configurable and go (a read then finds the prototype's);
    /// `prototype`, and a sloppy function's `arguments` and `caller`, are not.
    /// A real `name` or `length` (a definition made it one) is the heap's to
    /// delete, and its virtual one stays gone with it.
    fn delete_function_own(&mut self, o: ObjectId, key: PropertyKey) -> Option<bool> {
        let own_keys = [
            self.keys.name,
            self.keys.length,
            self.keys.prototype,
            self.keys.arguments,
            self.keys.caller,
        ];
        if !own_keys.contains(&key) || !self.has_function_own_properties(o) {
            return None;
        }
        let deletable = key == self.keys.name || key == self.keys.length;
        if let Some(p) = self.heap.get_own_property_known(o, key) {
            if deletable && p.attrs.contains(Attrs::CONFIGURABLE) {
                self.deleted_methods.insert((o, key));
            }
            return None;
        }
        if key == self.keys.arguments || key == self.keys.caller {
            return self.is_sloppy_function(o).then_some(false);
        }
        match self.virtual_function_property(o, key, Pos::default()) {
            Ok(Some((_, attrs))) if attrs.contains(Attrs::CONFIGURABLE) => {
                self.delete_unheld(o, key);
                Some(true)
            }
            Ok(Some(_)) => Some(false),
            _ => None,
        }
    }

    /// A `String` wrapper's own index or `length` (V8's string-wrapper
    /// elements and its map's `length` accessor), as its string has them
    /// ([`Interpreter::string_own_property`]). `None` for any other key or
    /// object.
    #[inline(always)]
    pub(crate) fn string_wrapper_own(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
    ) -> Option<(Value, Attrs)> {
        let s = self.wrapped_string(o)?;
        self.string_own_property(s, key)
    }

    /// A string's own index or `length`: a UTF-16 unit as a one-unit string,
    /// enumerable, and the length, not; neither writable nor configurable.
    /// `None` for any other key, or an index past the end.
    fn string_own_property(&mut self, s: StrId, key: PropertyKey) -> Option<(Value, Attrs)> {
        match key {
            PropertyKey::Index(i) => {
                let unit = self.heap.str_known(s).encode_utf16().nth(i as usize)?;
                let text = String::from_utf16_lossy(&[unit]);
                Some((self.heap.string(&text), Attrs::ENUMERABLE))
            }
            _ if key == self.keys.length => Some((
                Value::Number(f64::from(self.utf16_length(s))),
                Attrs::empty(),
            )),
            _ => None,
        }
    }

    /// The string `String` wrapper `o` wraps; `None` for any other object.
    /// While a script has made no wrapper, one emptiness test answers.
    #[inline(always)]
    fn wrapped_string(&self, o: ObjectId) -> Option<StrId> {
        if self.wrappers.is_empty() {
            return None;
        }
        match self.wrappers.get(&o) {
            Some(&Value::String(s)) => Some(s),
            _ => None,
        }
    }

    /// The length of string `s` in UTF-16 units (JavaScript's `length`).
    fn utf16_length(&self, s: StrId) -> u32 {
        self.heap.str_known(s).encode_utf16().count() as u32
    }

    /// What a copy (`{...v}`, `Object.assign`) reads of source `v`, in
    /// order: a `String` wrapper's indices are its string's (which the heap
    /// copies as a string's characters), then its own properties.
    pub(crate) fn copy_sources(&self, v: Value) -> impl Iterator<Item = Value> + use<> {
        let string = match v {
            Value::Object(o) => self.wrapped_string(o).map(Value::String),
            _ => None,
        };
        string.into_iter().chain(std::iter::once(v))
    }

    /// The number of indices a `String` wrapper has of its own (its
    /// string's length), 0 for any other object.
    pub(crate) fn string_wrapper_length(&self, o: ObjectId) -> u32 {
        self.wrapped_string(o).map_or(0, |s| self.utf16_length(s))
    }

    /// `keys` (an object's own keys, index keys first, as the heap lists
    /// them) of `o` with a `String` wrapper's own indices first and, when
    /// `with_length`, its `length` after every index key.
    pub(crate) fn with_string_wrapper_keys(
        &mut self,
        o: ObjectId,
        keys: Vec<PropertyKey>,
        with_length: bool,
    ) -> Vec<PropertyKey> {
        let Some(s) = self.wrapped_string(o) else {
            return keys;
        };
        let n = self.utf16_length(s);
        let mut out: Vec<PropertyKey> = (0..n).map(PropertyKey::Index).collect();
        let (indices, rest): (Vec<PropertyKey>, Vec<PropertyKey>) =
            keys.into_iter().partition(|k| k.is_index());
        out.extend(
            indices
                .into_iter()
                .filter(|k| !matches!(k, PropertyKey::Index(i) if *i < n)),
        );
        if with_length {
            out.push(self.keys.length);
        }
        out.extend(rest);
        out
    }

    /// Whether `o` is a sloppy-mode `function` (which has own `caller` and
    /// `arguments` properties in V8).
    fn is_sloppy_function(&self, o: ObjectId) -> bool {
        self.closure(o).is_some_and(|c| {
            let def =
                &self.programs[c.target.prog as usize].code.functions[c.target.func.0 as usize];
            def.kind == FunctionKind::Normal && !def.strict
        })
    }

    /// V8's `TypeError` for a built-in method called on the wrong kind of
    /// object: `Method Map.prototype.get called on incompatible receiver …`.
    pub(crate) fn incompatible_receiver(&mut self, method: &str, this: Value, pos: Pos) -> Exc {
        let t = self.display_text(this);
        self.type_error_exc(
            format!("Method {method} called on incompatible receiver {t}"),
            pos,
        )
    }

    /// `%ThrowTypeError%`'s error.
    fn poisoned_access(&mut self, pos: Pos) -> Exc {
        self.type_error_exc(
            "'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them",
            pos,
        )
    }

    /// Whether `o`'s prototype chain (`o` included) reaches Object.prototype.
    fn reaches_object_prototype(&self, o: ObjectId) -> bool {
        let target = self.heap.intrinsics().object_prototype;
        let mut at = Some(o);
        while let Some(p) = at {
            if p == target {
                return true;
            }
            at = self.heap.get_prototype_of_known(p);
        }
        false
    }

    /// Object.prototype's `__proto__` setter, for a store that found no
    /// `__proto__` property before it on the chain: an object or `null` becomes
    /// the prototype; anything else is ignored. Returns false when the store is
    /// an ordinary one.
    fn store_proto_accessor(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
        v: Value,
        pos: Pos,
    ) -> X<bool> {
        if key != self.keys.proto {
            return Ok(false);
        }
        self.refuse_proxy(v, "as a prototype", pos)?;
        let target = self.heap.intrinsics().object_prototype;
        let mut at = Some(o);
        while let Some(p) = at {
            if p == target {
                break;
            }
            if self.heap.get_own_property_known(p, key).is_some() {
                return Ok(false);
            }
            at = self.heap.get_prototype_of_known(p);
        }
        if at.is_none() {
            return Ok(false);
        }
        if let Value::Object(_) | Value::Null = v {
            self.heap
                .set_prototype_of(o, v.as_object())
                .map_err(|e| self.heap_error(e, pos))?;
        }
        Ok(true)
    }

    /// A store to a virtual property: `F.prototype = o`, `o.__proto__ = p`,
    /// an array's `length` (returns true when handled).
    pub(crate) fn store_virtual(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
        v: Value,
        strict: bool,
        pos: Pos,
    ) -> X<bool> {
        if self.store_proto_accessor(o, key, v, pos)? {
            return Ok(true);
        }
        if self.store_builtin_own(o, key, v, strict, pos)? {
            return Ok(true);
        }
        if self.string_wrapper_own(o, key).is_some() {
            if strict {
                return Err(self.read_only_store_error(o, key, pos));
            }
            return Ok(true);
        }
        // `Symbol.species` of `Array`, `Map`, `Set` and `RegExp` is an
        // accessor with a getter alone: a store does nothing, and throws in
        // strict code (naming the constructor that holds the getter, as V8
        // does).
        if let Some(holder) = self.species_holder(o, key) {
            if strict {
                return Err(self.getter_only_store_error(holder, key, pos));
            }
            return Ok(true);
        }
        if key == self.keys.length && self.heap.kind_of_known(o) == ObjectKind::Array {
            if self.array_length_read_only(o) {
                if strict {
                    return Err(self.read_only_length(pos));
                }
                return Ok(true);
            }
            self.set_array_length(o, v, pos)?;
            return Ok(true);
        }
        if (key == self.keys.caller || key == self.keys.arguments)
            && self.callables.contains_key(&o)
            && self.heap.get_own_property_known(o, key).is_none()
        {
            // A sloppy function's own read-only `caller`/`arguments`, or
            // Function.prototype's poisoned setter.
            if !self.is_sloppy_function(o) {
                return Err(self.poisoned_access(pos));
            }
            if strict {
                return Err(self.read_only_store_error(o, key, pos));
            }
            return Ok(true);
        }
        if key != self.keys.prototype && key != self.keys.name && key != self.keys.length {
            return Ok(false);
        }
        let Some(Callable::Script(c)) = self.callables.get(&o) else {
            return Ok(false);
        };
        let PropertyKey::String(atom) = key else {
            return Ok(false);
        };
        let name = self.heap.atoms().name(atom).unwrap_or("");
        if self.heap.get_own_property_known(o, key).is_some() {
            return Ok(false);
        }
        let code = &self.programs[c.target.prog as usize].code;
        let kind = code.functions[c.target.func.0 as usize].kind;
        // A frozen function's `prototype` is read-only too.
        let frozen = self
            .heap
            .shapes()
            .get(self.heap.shape_of_known(o))
            .integrity()
            == Some(IntegrityLevel::Freeze);
        match name {
            "prototype" if kind == FunctionKind::Normal && !frozen => {
                if let Value::Object(p) = v {
                    let _ = self.heap.make_prototype_of_function(p);
                }
                if let Some(c) = self.closure_mut(o) {
                    c.prototype = Some(v);
                    c.initial_map = None;
                }
                Ok(true)
            }
            "prototype" | "name" | "length" => {
                if strict {
                    return Err(self.read_only_store_error(o, key, pos));
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// An array's `length` set to `v`: a `RangeError` for a value that is not a
    /// valid length, as in JavaScript; truncation and growth by holes as the
    /// heap models them. Growth past the policy's
    /// [`elements_max_gap`](crate::Policy::elements_max_gap) is refused as
    /// unsupported: V8 would keep the length and move to dictionary elements,
    /// which the model's arrays do not have.
    /// Whether an array's `length` is read-only (it was frozen).
    fn array_length_read_only(&self, a: ObjectId) -> bool {
        self.heap
            .get_own_property_known(a, self.keys.length)
            .is_some_and(|p| !p.attrs.contains(Attrs::WRITABLE))
    }

    fn read_only_length(&mut self, pos: Pos) -> Exc {
        self.type_error_exc(
            "Cannot assign to read only property 'length' of object '[object Array]'",
            pos,
        )
    }

    /// Refuses, as unsupported, an array-like (not an array) longer than
    /// [`MAX_ARRAY_LIKE_LENGTH`]: see there.
    fn check_array_like_length(&mut self, v: Value, len: u64, pos: Pos) -> X<()> {
        let is_array =
            matches!(v, Value::Object(o) if self.heap.kind_of_known(o) == ObjectKind::Array);
        if is_array || len <= MAX_ARRAY_LIKE_LENGTH {
            return Ok(());
        }
        Err(ScriptError::unsupported(
            pos,
            format!(
                "an array-like of length {len}, past the {MAX_ARRAY_LIKE_LENGTH} indices the model walks one by one"
            ),
        )
        .into())
    }

    /// The `TypeError` V8's array built-ins throw on a sealed or frozen
    /// array before they change it: a read-only `length` (frozen), an index
    /// that cannot be deleted (`removes`) or added (`adds`, not extensible).
    fn check_array_mutation(
        &mut self,
        a: Value,
        b: Builtin,
        len: u64,
        argc: usize,
        pos: Pos,
    ) -> X<()> {
        use Builtin as B;
        let Value::Object(o) = a else { return Ok(()) };
        if self.heap.kind_of_known(o) != ObjectKind::Array {
            return Ok(());
        }
        let changes_length = matches!(
            b,
            B::ArrayPush | B::ArrayPop | B::ArrayShift | B::ArrayUnshift | B::ArraySplice
        );
        if changes_length && self.array_length_read_only(o) {
            return Err(self.read_only_length(pos));
        }
        if matches!(
            b,
            B::ArrayFill | B::ArrayReverse | B::ArraySort | B::ArrayCopyWithin
        ) && len > 0
            && self
                .heap
                .test_integrity_level_known(o, IntegrityLevel::Freeze)
        {
            return Err(self.type_error_exc(
                "Cannot assign to read only property '0' of object '[object Array]'",
                pos,
            ));
        }
        let adds = matches!(b, B::ArrayPush | B::ArrayUnshift) && argc > 0;
        if adds && !self.heap.is_extensible_known(o) {
            let at = if b == B::ArrayPush {
                len
            } else {
                len + argc as u64 - 1
            };
            return Err(self.type_error_exc(
                format!("Cannot add property {at}, object is not extensible"),
                pos,
            ));
        }
        let removes = matches!(b, B::ArrayPop | B::ArrayShift) && len > 0;
        if removes {
            let last = PropertyKey::Index((len - 1) as u32);
            if self
                .heap
                .get_own_property_known(o, last)
                .is_some_and(|p| !p.attrs.contains(Attrs::CONFIGURABLE))
            {
                return Err(self.type_error_exc(
                    format!("Cannot delete property '{}' of [object Array]", len - 1),
                    pos,
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn set_array_length(&mut self, a: ObjectId, v: Value, pos: Pos) -> X<()> {
        let n = self.check_array_length(a, v, pos)?;
        self.heap.set_array_length(a, Value::Number(n));
        Ok(())
    }

    /// [`Interpreter::set_array_length`]'s checks, without the store: the new
    /// length.
    fn check_array_length(&mut self, a: ObjectId, v: Value, pos: Pos) -> X<f64> {
        let n = self.coerce_number(v, pos)?;
        if !(n >= 0.0 && n <= f64::from(u32::MAX) && n.fract() == 0.0) {
            return Err(self.range_error_exc("Invalid array length", pos));
        }
        let current = self.heap.object_known(a).elements().length();
        if n > f64::from(current) + f64::from(self.heap.policy().elements_max_gap) {
            return Err(ScriptError::unsupported(
                pos,
                "growing an array's length past its elements (V8's dictionary elements are not modelled)",
            )
            .into());
        }
        Ok(n)
    }

    /// `delete o[key]` of a property the interpreter answers for rather than
    /// the heap, before the heap's own delete. A built-in method that is
    /// `o`'s own (`delete Object.keys`, `delete Array.prototype.push`) is
    /// configurable in V8, so it is gone from then on (a real property the
    /// script stored over it is deleted by the heap as usual); a function's
    /// own properties go as [`Interpreter::delete_function_own`] says; a
    /// mapped `arguments` element is unmapped first. Returns whether the
    /// delete may go on: `false` for a property the heap does not hold that
    /// is not configurable (`Math.PI`, `Symbol.iterator`,
    /// `Function.prototype[Symbol.hasInstance]`, a function's `prototype`, a
    /// `String` wrapper's indices and `length`), which stays.
    pub(crate) fn delete_virtual(&mut self, o: ObjectId, key: PropertyKey) -> bool {
        self.unmap_deleted_argument(o, key);
        if let Some(deleted) = self.delete_function_own(o, key) {
            return deleted;
        }
        if self.string_wrapper_own(o, key).is_some() {
            return false;
        }
        if self.is_builtin_object(o)
            && self.heap.get_own_property_known(o, key).is_none()
            && matches!(
                self.virtual_own_property(o, key, Pos::default()),
                Ok(Some((_, attrs))) if !attrs.contains(Attrs::CONFIGURABLE)
            )
        {
            return false;
        }
        self.delete_virtual_method(o, key);
        true
    }

    /// Before a delete of `o[key]`: a configurable mapped element is unmapped.
    pub(crate) fn unmap_deleted_argument(&mut self, o: ObjectId, key: PropertyKey) {
        if self.mapped_arguments.contains_key(&o)
            && self
                .heap
                .get_own_property_known(o, key)
                .is_some_and(|p| p.attrs.contains(Attrs::CONFIGURABLE))
        {
            self.unmap_argument(o, key, None);
        }
    }

    /// [`Heap::define_property`], then the arguments exotic `[[DefineOwnProperty]]`:
    /// an accessor or read-only define unmaps a mapped element.
    fn define_own_property(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> Result<(), JsError> {
        let mapped = self.mapped_arguments.contains_key(&o);
        let old = mapped.then(|| self.heap.get_own_property_known(o, key));
        self.heap.define_property(o, key, desc)?;
        if let Some(Some(p)) = old
            && let crate::object::PropertySlot::Data(v) = p.slot
            && (desc.get.is_some() || desc.set.is_some() || desc.writable == Some(false))
        {
            self.unmap_argument(o, key, Some(desc.value.unwrap_or(v)));
        }
        Ok(())
    }

    /// [`Interpreter::delete_virtual`] of a method, which may be deleted.
    fn delete_virtual_method(&mut self, o: ObjectId, key: PropertyKey) {
        let PropertyKey::String(atom) = key else {
            // A symbol-keyed method is configurable, but for
            // `Function.prototype[Symbol.hasInstance]`.
            if self
                .own_symbol_method(o, key)
                .is_some_and(|b| b != Builtin::FunctionHasInstance)
            {
                self.delete_unheld(o, key);
            }
            return;
        };
        if self.own_virtual_methods.remove(&(o, key)).is_some() {
            self.delete_unheld(o, key);
            return;
        }
        let Some(holder) = self.holder_of(o) else {
            return;
        };
        let name = self.heap.atoms().name(atom).unwrap_or("");
        if Builtin::find(holder, name).is_some() {
            self.delete_unheld(o, key);
        }
    }

    /// Deletes `o`'s own built-in method `key`, which the heap does not
    /// hold: gone from lookups from now on, and `o`'s map changes as V8's
    /// does when it deletes a property that is not its last
    /// ([`Heap::normalize_for_unheld_delete`]).
    fn delete_unheld(&mut self, o: ObjectId, key: PropertyKey) {
        if self.deleted_methods.insert((o, key)) {
            self.heap.normalize_for_unheld_delete(o);
        }
    }

    /// A property of a primitive: a string's `length` and characters, and the
    /// methods of `String.prototype`, `Number.prototype`, `Boolean.prototype`.
    pub(crate) fn get_primitive(&mut self, v: Value, key: PropertyKey, pos: Pos) -> X<Value> {
        let proto = match v {
            Value::String(s) => {
                if let Some((v, _)) = self.string_own_property(s, key) {
                    return Ok(v);
                }
                if let PropertyKey::Index(_) = key {
                    return Ok(Value::Undefined);
                }
                self.wrapper_prototype(Builtin::StringCtor)
            }
            Value::Number(_) => self.wrapper_prototype(Builtin::NumberCtor),
            Value::Bool(_) => self.wrapper_prototype(Builtin::BooleanCtor),
            Value::Symbol(s) => {
                if matches!(key, PropertyKey::String(a) if self.heap.atoms().name(a) == Some("description"))
                {
                    return Ok(self.symbol_description(s));
                }
                self.wrapper_prototype(Builtin::SymbolCtor)
            }
            Value::Native(_) => self.heap.intrinsics().function_prototype,
            _ => return Ok(Value::Undefined),
        };
        // A primitive's properties are its wrapper prototype's (`GetValue`
        // with the primitive as the receiver); `__proto__` is that prototype.
        if key == self.keys.proto {
            return Ok(Value::Object(proto));
        }
        self.get_with_receiver(proto, key, v, pos)
    }

    /// V8's natives.
    pub(crate) fn intrinsic(
        &mut self,
        i: Intrinsic,
        name: &str,
        args: &[Value],
        pos: Pos,
    ) -> X<Value> {
        let object = |_: &mut Self, n: usize| -> X<ObjectId> {
            match args.get(n) {
                Some(Value::Object(o)) => Ok(*o),
                _ => Err(ScriptError::unsupported(
                    pos,
                    format!("%{name} of a value that is not an object"),
                )
                .into()),
            }
        };
        match i {
            // Scripts reach V8's global object through its `JSGlobalProxy`,
            // whose map is fast, holds no property and is no other object's:
            // the properties live in the `JSGlobalObject`'s dictionary behind
            // it. The model's global object stands for both.
            Intrinsic::HasFastProperties => {
                let o = object(self, 0)?;
                Ok(Value::Bool(
                    Some(o) == self.global_this || self.heap.has_fast_properties_known(o),
                ))
            }
            Intrinsic::HaveSameMap => {
                let a = object(self, 0)?;
                let b = object(self, 1)?;
                let global = self.global_this;
                if Some(a) == global || Some(b) == global {
                    return Ok(Value::Bool(a == b));
                }
                Ok(Value::Bool(self.heap.same_shape_known(a, b)))
            }
            Intrinsic::ToFastProperties => {
                if let Some(Value::Object(o)) = args.first() {
                    self.heap
                        .to_fast_properties(*o)
                        .map_err(|e| self.heap_error(e, pos))?;
                }
                Ok(args.first().copied().unwrap_or(Value::Undefined))
            }
            Intrinsic::HeapObjectVerify => {
                if let Err(e) = self.heap.verify() {
                    return Err(ScriptError::unsupported(
                        pos,
                        format!("the heap failed verification: {e}"),
                    )
                    .into());
                }
                Ok(Value::Bool(true))
            }
            Intrinsic::CreatePrivateSymbol => {
                let description = match args.first() {
                    None | Some(Value::Undefined) => None,
                    Some(&v) => Some(self.coerce_string(v, pos)?.into_boxed_str()),
                };
                Ok(Value::Symbol(self.heap.new_symbol(SymbolEntry {
                    description,
                    private: true,
                })))
            }
            Intrinsic::SymbolIsPrivate => match args.first() {
                Some(&Value::Symbol(s)) => Ok(Value::Bool(self.heap.atoms().is_private(s))),
                _ => Err(ScriptError::unsupported(
                    pos,
                    format!("%{name} of a value that is not a symbol"),
                )
                .into()),
            },
            Intrinsic::ElementsKind(query) => {
                let o = object(self, 0)?;
                // A mapped `arguments` object has V8's sloppy-arguments
                // elements, and a String wrapper its string-wrapper elements:
                // none of the kinds these natives ask about.
                let special = self.arguments_objects.get(&o).copied().unwrap_or(false)
                    || matches!(self.wrappers.get(&o), Some(Value::String(_)));
                if special {
                    return Ok(Value::Bool(false));
                }
                let kind = self.heap.elements_kind_known(o);
                Ok(Value::Bool(match query {
                    ElementsQuery::Smi => kind.is_smi(),
                    ElementsQuery::Double => kind.is_double(),
                    ElementsQuery::Object => kind.is_object(),
                    ElementsQuery::Holey => kind.is_holey(),
                    ElementsQuery::Dictionary => kind == crate::shape::ElementsKind::Dictionary,
                    ElementsQuery::Fast => kind.is_fast(),
                    ElementsQuery::FastPacked => kind.is_fast_packed(),
                    ElementsQuery::SmiOrObject => kind.is_smi() || kind.is_object(),
                }))
            }
            Intrinsic::HasOwnConstDataProperty => {
                // V8's `Runtime_HasOwnConstDataProperty`: an own data property
                // answers whether its field is const (dictionary properties
                // are never, without V8's dictionary constness tracking);
                // anything else is `undefined`.
                let o = object(self, 0)?;
                let key = self.coerce_key(args.get(1).copied().unwrap_or_default(), pos)?;
                let Some(p) = self.heap.get_own_property_known(o, key) else {
                    return Ok(Value::Undefined);
                };
                if p.attrs.contains(Attrs::ACCESSOR) {
                    return Ok(Value::Undefined);
                }
                let shape = self.heap.shape_of_known(o);
                let constant = !self.heap.shapes().get(shape).is_dictionary()
                    && self
                        .heap
                        .shapes()
                        .lookup(shape, key)
                        .is_some_and(|(_, d)| d.constant);
                Ok(Value::Bool(constant))
            }
            Intrinsic::TryMigrateInstance => {
                // V8's `Runtime_TryMigrateInstance`: `0` for anything but an
                // object on a deprecated map, which it migrates and returns.
                let Some(&Value::Object(o)) = args.first() else {
                    return Ok(Value::Number(0.0));
                };
                let migrated = self
                    .heap
                    .try_migrate_instance(o)
                    .map_err(|e| self.heap_error(e, pos))?;
                if migrated {
                    Ok(Value::Object(o))
                } else {
                    Ok(Value::Number(0.0))
                }
            }
            Intrinsic::HasSloppyArgumentsElements => {
                // Fixed when the arguments object is made: V8 keeps the
                // sloppy-arguments elements kind (fast or slow) for good.
                let o = object(self, 0)?;
                Ok(Value::Bool(
                    self.arguments_objects.get(&o).copied().unwrap_or(false),
                ))
            }
            Intrinsic::OptimizeObjectForAddingMultipleProperties => {
                // `Runtime_OptimizeObjectForAddingMultipleProperties`: a fast
                // object is normalized ("OptimizeForAdding").
                let o = object(self, 0)?;
                if self.heap.has_fast_properties_known(o) {
                    self.heap
                        .normalize(o, "OptimizeForAdding")
                        .map_err(|e| self.heap_error(e, pos))?;
                }
                Ok(Value::Object(o))
            }
            Intrinsic::NoOp => Ok(Value::Undefined),
            Intrinsic::Unsupported => Err(ScriptError::unsupported(
                pos,
                format!("the native %{name} (the model does not answer it)"),
            )
            .into()),
        }
    }

    /// How V8 shows a value in a `TypeError` message (`1`, `abc`, `#<Object>`).
    pub(crate) fn message_text(&self, v: Value) -> String {
        match v {
            Value::Object(o) => match self.callables.get(&o) {
                Some(Callable::Script(_)) => self.function_source(o),
                Some(Callable::Builtin(b)) => {
                    format!("function {}() {{ [native code] }}", b.name())
                }
                Some(Callable::Bound { .. }) => "function () { [native code] }".into(),
                None => self.receiver_text(o),
            },
            Value::Native(n) => format!("native #{}", n.0),
            Value::Symbol(s) => self.symbol_text(s),
            Value::Number(x) => number_to_string(x),
            Value::String(s) => self.heap.str_known(s).to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Null => "null".into(),
            Value::Undefined => "undefined".into(),
        }
    }

    /// An object that is not callable as V8 shows it in a message
    /// (`Object::NoSideEffectsToString`), running no script code: an error
    /// as `Name: message`; an object whose `toString` is
    /// `Object.prototype.toString` as `#<C>`, `C` its constructor's name
    /// (`#<Object>`, `#<Map>`, `#<A>`); anything else, with a `toString` of
    /// its own kind or none at all, as `[object Tag]` (`[object Array]`,
    /// `[object RegExp]`, `[object Object]` for a null prototype).
    fn receiver_text(&self, o: ObjectId) -> String {
        let to_string = self.quiet_lookup(o, "toString");
        if self.is_error(o) || to_string == QuietLookup::Builtin(Builtin::ErrorToString) {
            return self.error_text(o);
        }
        if to_string == QuietLookup::Builtin(Builtin::ObjectToString) {
            let name = match self.quiet_lookup(o, "constructor") {
                QuietLookup::Builtin(b) => b.name().to_string(),
                QuietLookup::Data(Value::Object(c)) => match self.callables.get(&c) {
                    Some(Callable::Script(cl)) => self.function_def(cl).name.to_string(),
                    Some(Callable::Builtin(b)) => b.name().to_string(),
                    _ => String::new(),
                },
                _ => String::new(),
            };
            if !name.is_empty() {
                return format!("#<{name}>");
            }
        }
        let tag = match self.string_tag(o) {
            Some(tag) => tag,
            None => self.class_name(o).to_string(),
        };
        format!("[object {tag}]")
    }

    /// An own or inherited `Symbol.toStringTag` data property the heap
    /// holds, when it is a string.
    fn string_tag(&self, o: ObjectId) -> Option<String> {
        let tag = PropertyKey::Symbol(*self.realm.well_known_symbols.get("toStringTag")?);
        match self.quiet_lookup_key(o, Some(tag), None) {
            QuietLookup::Data(Value::String(s)) => Some(self.heap.str_known(s).to_string()),
            _ => None,
        }
    }

    /// V8's `JSReceiver::class_name` for the kinds of object the model has.
    fn class_name(&self, o: ObjectId) -> &'static str {
        if self.heap.kind_of_known(o) == ObjectKind::Array {
            return "Array";
        }
        if self.regexps.contains_key(&o) {
            return "RegExp";
        }
        if self.arguments_objects.contains_key(&o) {
            return "Arguments";
        }
        match self.wrappers.get(&o) {
            Some(Value::Number(_)) => "Number",
            Some(Value::String(_)) => "String",
            Some(Value::Bool(_)) => "Boolean",
            Some(Value::Symbol(_)) => "Symbol",
            _ => "Object",
        }
    }

    /// An error as V8 names it in a message (`NoSideEffectsErrorToString`):
    /// its `name` (`Error` when that is no string) and `message` data
    /// properties, joined by `: ` when both are there.
    fn error_text(&self, o: ObjectId) -> String {
        let text = |name: &str| match self.quiet_lookup(o, name) {
            QuietLookup::Data(Value::String(s)) => Some(self.heap.str_known(s).to_string()),
            _ => None,
        };
        let name = text("name").unwrap_or_else(|| "Error".into());
        let message = text("message").unwrap_or_default();
        match (name.is_empty(), message.is_empty()) {
            (true, _) => message,
            (_, true) => name,
            _ => format!("{name}: {message}"),
        }
    }

    /// What a lookup of `name` on `o`'s chain finds, running no script code
    /// and making nothing (V8's `GetDataProperty`, which messages use): a
    /// value the heap holds, an accessor, or a built-in method or
    /// constructor the interpreter answers for a built-in prototype.
    fn quiet_lookup(&self, o: ObjectId, name: &str) -> QuietLookup {
        let key = self.heap.atoms().lookup(name).map(PropertyKey::String);
        self.quiet_lookup_key(o, key, Some(name))
    }

    /// [`Interpreter::quiet_lookup`] of `key` (`None`: a name no atom has,
    /// which the heap cannot hold), with the built-ins' answers for `name`
    /// when one is given.
    fn quiet_lookup_key(
        &self,
        o: ObjectId,
        key: Option<PropertyKey>,
        name: Option<&str>,
    ) -> QuietLookup {
        let mut at = Some(o);
        while let Some(p) = at {
            if let Some(key) = key
                && let Some(prop) = self.heap.get_own_property_known(p, key)
            {
                return match prop.slot {
                    crate::object::PropertySlot::Data(v) => QuietLookup::Data(v),
                    _ => QuietLookup::Accessor,
                };
            }
            let deleted = key.is_some_and(|k| self.deleted_methods.contains(&(p, k)));
            if let Some(name) = name
                && let Some(holder) = self.holder_of(p)
                && !deleted
            {
                if name == "constructor"
                    && let Some(c) = self.prototype_constructor(p, holder)
                {
                    return QuietLookup::Builtin(c);
                }
                if let Some(b) = self.holder_method(holder, name) {
                    return QuietLookup::Builtin(b);
                }
            }
            at = self.heap.get_prototype_of_known(p);
        }
        QuietLookup::Nothing
    }

    pub(crate) fn function_source(&self, o: ObjectId) -> String {
        match self.callables.get(&o) {
            Some(Callable::Script(c)) => self.programs[c.target.prog as usize].code.functions
                [c.target.func.0 as usize]
                .source
                .to_string(),
            Some(Callable::Builtin(b)) => format!("function {}() {{ [native code] }}", b.name()),
            _ => "function () { [native code] }".into(),
        }
    }

    /// A value as `String(v)` would print it, without running script code.
    pub(crate) fn display_text(&self, v: Value) -> String {
        match v {
            Value::Object(o) if self.callables.contains_key(&o) => self.function_source(o),
            Value::Object(_) => self.heap.display(v).to_string(),
            other => self.message_text(other),
        }
    }

    // ----- calls ------------------------------------------------------------------

    #[allow(clippy::too_many_lines)]
    pub(crate) fn call_builtin(
        &mut self,
        b: Builtin,
        this: Value,
        args: &[Value],
        new_target: Option<Value>,
        pos: Pos,
    ) -> X<Value> {
        let arg = |i: usize| args.get(i).copied().unwrap_or(Value::Undefined);
        use Builtin as B;
        // A built-in never reads a proxy's empty stand-in: only console.log
        // (which shows the target) takes one.
        if !self.proxies.is_empty()
            && !matches!(b, B::ConsoleLog | B::ConsoleError)
            && let Some(&v) = std::iter::once(&this)
                .chain(args)
                .find(|&&v| self.proxy_of(v).is_some())
        {
            self.refuse_proxy(v, &format!("given to the built-in `{}`", b.name()), pos)?;
        }
        // A wrapper prototype's methods see a wrapper's primitive
        // (`thisNumberValue` and its kin).
        let this = match this {
            Value::Object(o)
                if matches!(
                    b.holder(),
                    Holder::NumberProto
                        | Holder::StringProto
                        | Holder::BooleanProto
                        | Holder::SymbolProto
                ) =>
            {
                self.wrappers.get(&o).copied().unwrap_or(this)
            }
            other => other,
        };
        match b {
            B::ConsoleLog | B::ConsoleError => {
                let line = self.format_log(args, pos)?;
                if b == B::ConsoleLog {
                    self.print(line);
                }
                Ok(Value::Undefined)
            }
            // `super(…)` from a class extending Object: an ordinary object
            // from new.target's prototype, whatever the arguments
            // (`OrdinaryCreateFromConstructor`).
            B::ObjectCtor
                if new_target
                    .is_some_and(|nt| nt != Value::Object(self.builtin_object(B::ObjectCtor))) =>
            {
                let nt = new_target.unwrap_or_default();
                let key = self.keys.prototype;
                let proto = match self.get(nt, key, None, pos)? {
                    Value::Object(p) => p,
                    _ => self.heap.intrinsics().object_prototype,
                };
                Ok(Value::Object(self.heap.object_create_known(Some(proto))))
            }
            B::ObjectCtor => match arg(0) {
                Value::Object(_) => Ok(arg(0)),
                Value::Null | Value::Undefined => Ok(Value::Object(self.heap.new_object())),
                primitive => Ok(Value::Object(self.wrap_primitive(primitive))),
            },
            B::Eval => match arg(0) {
                Value::String(s) => {
                    let source = self.heap.str_known(s).to_string();
                    self.eval_source(&source, pos)
                }
                other => Ok(other),
            },
            B::FunctionCtor => {
                // `new Function(a, b, body)`: the function V8 compiles from
                // `(function anonymous(a,b\n) {\nbody\n})`, in the global scope.
                let mut texts = Vec::with_capacity(args.len());
                for &a in args {
                    texts.push(self.coerce_string(a, pos)?);
                }
                let body = texts.pop().unwrap_or_default();
                let source = format!("(function anonymous({}\n) {{\n{body}\n}})", texts.join(","));
                let f = self.eval_source(&source, pos)?;
                // `super(…)` from a class extending Function: the function
                // takes new.target's prototype.
                match f {
                    Value::Object(o) => {
                        self.on_new_target_prototype(B::FunctionCtor, o, new_target, pos)
                    }
                    _ => Ok(f),
                }
            }
            B::ThrowTypeError => Err(self.poisoned_access(pos)),
            B::FunctionPrototype => Ok(Value::Undefined),
            B::EncodeUriComponent | B::EncodeUri => {
                let s = self.coerce_string(arg(0), pos)?;
                // `Encode` (ECMA-262 §19.2.6.5): the unreserved set, plus the
                // reserved characters and `#` for `encodeURI`.
                let keep = |c: char| {
                    c.is_ascii_alphanumeric()
                        || "-_.!~*'()".contains(c)
                        || (b == B::EncodeUri && ";/?:@&=+$,#".contains(c))
                };
                let mut out = String::with_capacity(s.len());
                for c in s.chars() {
                    if keep(c) {
                        out.push(c);
                    } else {
                        let mut buf = [0u8; 4];
                        for byte in c.encode_utf8(&mut buf).bytes() {
                            out.push_str(&format!("%{byte:02X}"));
                        }
                    }
                }
                self.new_string(&out, pos)
            }
            B::DecodeUriComponent | B::DecodeUri => {
                let s = self.coerce_string(arg(0), pos)?;
                // `Decode`: `%XX` sequences as UTF-8; `decodeURI` leaves the
                // escapes of reserved characters and `#` as they are.
                let bytes = s.as_bytes();
                let mut out: Vec<u8> = Vec::with_capacity(bytes.len());
                let mut i = 0;
                while i < bytes.len() {
                    if bytes[i] != b'%' {
                        out.push(bytes[i]);
                        i += 1;
                        continue;
                    }
                    let byte = bytes
                        .get(i + 1..i + 3)
                        .and_then(|h| std::str::from_utf8(h).ok())
                        .and_then(|h| u8::from_str_radix(h, 16).ok());
                    let Some(byte) = byte else {
                        return Err(self.error_exc("URIError", "URI malformed", pos));
                    };
                    if b == B::DecodeUri && byte < 0x80 && ";/?:@&=+$,#".contains(byte as char) {
                        out.extend_from_slice(&bytes[i..i + 3]);
                    } else {
                        out.push(byte);
                    }
                    i += 3;
                }
                match String::from_utf8(out) {
                    Ok(text) => self.new_string(&text, pos),
                    Err(_) => Err(self.error_exc("URIError", "URI malformed", pos)),
                }
            }
            // `%IteratorPrototype%[Symbol.iterator]`: an iterator is its own.
            B::IteratorSelf => Ok(this),
            B::FunctionHasInstance => match this {
                Value::Object(_) if self.is_callable(this) => Ok(Value::Bool(
                    self.ordinary_has_instance(arg(0), this, pos)?,
                )),
                _ => Ok(Value::Bool(false)),
            },
            B::SymbolToPrimitive => {
                let symbol = match this {
                    Value::Object(o) => self.wrappers.get(&o).copied(),
                    primitive => Some(primitive),
                };
                match symbol {
                    Some(symbol @ Value::Symbol(_)) => Ok(symbol),
                    _ => Err(self.type_error_exc(
                        "Symbol.prototype [ @@toPrimitive ] requires that 'this' be a Symbol",
                        pos,
                    )),
                }
            }
            B::IteratorNext => {
                let it = match this {
                    Value::Object(o) => self.iterators.get_mut(&o),
                    _ => None,
                };
                let Some(it) = it else {
                    return Err(self.incompatible_receiver(
                        "%ArrayIteratorPrototype%.next",
                        this,
                        pos,
                    ));
                };
                let next = it.values.pop_front();
                let result = self.heap.new_object();
                self.put(result, "value", next.unwrap_or_default(), pos)?;
                self.put(result, "done", Value::Bool(next.is_none()), pos)?;
                Ok(Value::Object(result))
            }
            B::ProxyCtor => {
                if new_target.is_none() {
                    return Err(self.type_error_exc("Constructor Proxy requires 'new'", pos));
                }
                self.new_proxy(arg(0), arg(1), pos)
            }
            B::SymbolCtor => {
                if new_target.is_some() {
                    return Err(self.type_error_exc("Symbol is not a constructor", pos));
                }
                let description = match arg(0) {
                    Value::Undefined => None,
                    v => Some(self.coerce_string(v, pos)?.into_boxed_str()),
                };
                let s = self.heap.new_symbol(SymbolEntry {
                    description,
                    private: false,
                });
                Ok(Value::Symbol(s))
            }
            B::SymbolFor => {
                let key: Rc<str> = self.coerce_string(arg(0), pos)?.into();
                if let Some(&s) = self.realm.symbol_registry.get(&key) {
                    return Ok(Value::Symbol(s));
                }
                let s = self.heap.new_symbol(SymbolEntry {
                    description: Some(key.as_ref().into()),
                    private: false,
                });
                self.realm.symbol_registry.insert(key.clone(), s);
                self.realm.registered_keys.insert(s, key);
                Ok(Value::Symbol(s))
            }
            B::SymbolKeyFor => match arg(0) {
                Value::Symbol(s) => match self.realm.registered_keys.get(&s).cloned() {
                    Some(key) => Ok(self.heap.string(&key)),
                    None => Ok(Value::Undefined),
                },
                v => {
                    let t = self.message_text(v);
                    Err(self.type_error_exc(format!("{t} is not a symbol"), pos))
                }
            },
            B::SymbolToString | B::SymbolValueOf => match this {
                Value::Symbol(s) if b == B::SymbolToString => {
                    let text = self.symbol_text(s);
                    Ok(self.heap.string(&text))
                }
                Value::Symbol(_) => Ok(this),
                _ => Err(self.type_error_exc(
                    format!(
                        "Symbol.prototype.{} requires that 'this' be a Symbol",
                        b.name()
                    ),
                    pos,
                )),
            },
            // Node's `--expose-gc`: the collection runs once the current
            // top-level statement ends (the interpreter's safepoint).
            B::Gc => {
                self.gc_requested = true;
                Ok(Value::Undefined)
            }
            B::ArrayCtor | B::ArrayOf => {
                if b == B::ArrayCtor
                    && args.len() == 1
                    && let Value::Number(n) = arg(0)
                {
                    // `new Array(n)` is `HOLEY_SMI_ELEMENTS`, even for 0 (V8's
                    // `ArrayConstructor` with a length). A subclass's
                    // `super(n)` goes through V8's `Runtime_NewArray`
                    // instead, which keeps a length of 0 packed.
                    let subclass =
                        new_target.is_some_and(|nt| nt != Value::Object(self.builtin_object(b)));
                    let kind = if subclass && n == 0.0 {
                        crate::shape::ElementsKind::PackedSmi
                    } else {
                        crate::shape::ElementsKind::HoleySmi
                    };
                    // V8 keeps `new Array(n)` fast (n holes, not a dictionary)
                    // up to `JSArray::kMaxFastArrayLength`; the model makes the
                    // holes up to its own walk bound, and past that reports the
                    // length as `set_array_length` does.
                    if n.fract() == 0.0 && n > 0.0 && n <= MAX_ARRAY_LIKE_LENGTH as f64 {
                        let holes = std::iter::repeat_n(crate::value::Slot::HOLE, n as usize);
                        let a = self.heap.new_array_of_slots(holes, kind);
                        return self.on_new_target_prototype(b, a, new_target, pos);
                    }
                    let a = self.heap.new_array_of_kind(Vec::new(), Some(kind));
                    self.set_array_length(a, Value::Number(n), pos)?;
                    return self.on_new_target_prototype(b, a, new_target, pos);
                }
                // `Array.of` on another constructor makes `new C(length)`.
                let target = if b == B::ArrayOf {
                    self.construct_for_array_method(this, Some(args.len()), pos)?
                } else {
                    None
                };
                if target.is_none() {
                    let a = self.heap.new_array_known(args);
                    if b == B::ArrayOf {
                        return Ok(Value::Object(a));
                    }
                    return self.on_new_target_prototype(b, a, new_target, pos);
                }
                self.array_result(
                    target,
                    args.iter().copied().map(Some).collect(),
                    None,
                    true,
                    pos,
                )
            }
            B::ArrayFrom => {
                // A map function that is given must be callable, before
                // anything is read.
                let map = arg(1);
                if map != Value::Undefined {
                    self.callback(map, pos)?;
                }
                // `Array.from` called on another constructor (a subclass's
                // inherited `from`) makes its result with `new C()` before
                // it iterates an iterable, and with `new C(length)` for an
                // array-like.
                let array_like = match arg(0) {
                    Value::Object(o) => {
                        let iterator = self.well_known_symbol("iterator");
                        self.heap.kind_of_known(o) != ObjectKind::Array
                            && !self.collections.contains_key(&o)
                            && !iterator
                                .is_some_and(|s| self.has_property(o, PropertyKey::Symbol(s)))
                    }
                    _ => false,
                };
                // `GetMethod`: an iterator method that is there must be
                // callable. It is read once: the iteration calls what this
                // read (a getter's result).
                let mut method = None;
                if let (Value::Object(o), Some(s)) = (arg(0), self.well_known_symbol("iterator"))
                    && !array_like
                    && self.has_property(o, PropertyKey::Symbol(s))
                {
                    let read = self.get(arg(0), PropertyKey::Symbol(s), None, pos)?;
                    if !read.is_nullish() && !self.is_callable(read) {
                        return Err(self.type_error_exc(
                            "%Array%.from requires that the property of the first argument, items[Symbol.iterator], when exists, be a function",
                            pos,
                        ));
                    }
                    method = Some(read);
                }
                let made_first = if array_like {
                    None
                } else {
                    self.construct_for_array_method(this, None, pos)?
                };
                let values = self.iterate_or_array_like(arg(0), method, pos)?;
                let values = if map == Value::Undefined {
                    values
                } else {
                    let mut out = Vec::with_capacity(values.len());
                    for (i, v) in values.into_iter().enumerate() {
                        out.push(self.call(map, arg(2), &[v, Value::Number(i as f64)], pos)?);
                    }
                    out
                };
                let target = if array_like {
                    self.construct_for_array_method(this, Some(values.len()), pos)?
                } else {
                    made_first
                };
                self.array_result(
                    target,
                    values.into_iter().map(Some).collect(),
                    None,
                    true,
                    pos,
                )
            }
            B::ArrayIsArray => Ok(Value::Bool(matches!(arg(0), Value::Object(o)
                if self.heap.kind_of_known(o) == ObjectKind::Array
                    || o == self.heap.intrinsics().array_prototype))),
            B::StringCtor | B::NumberCtor | B::BooleanCtor => {
                let primitive = match (b, args.first()) {
                    (B::StringCtor, None) => self.heap.string(""),
                    // `String(symbol)` is its descriptive string; `new
                    // String(symbol)` throws in `ToString`.
                    (B::StringCtor, Some(&Value::Symbol(s))) if new_target.is_none() => {
                        let text = self.symbol_text(s);
                        self.heap.string(&text)
                    }
                    (B::StringCtor, Some(&v)) => {
                        let s = self.coerce_string(v, pos)?;
                        self.new_string(&s, pos)?
                    }
                    (B::NumberCtor, None) => Value::Number(0.0),
                    (B::NumberCtor, Some(&v)) => Value::Number(self.coerce_number(v, pos)?),
                    (_, v) => Value::Bool(v.is_some_and(|&v| self.truthy(v))),
                };
                if new_target.is_none() {
                    return Ok(primitive);
                }
                // `new Number(5)`: a wrapper object; from a subclass's
                // `super(…)`, on new.target's prototype.
                let o = self.wrap_primitive(primitive);
                self.on_new_target_prototype(b, o, new_target, pos)
            }
            B::MapCtor | B::SetCtor | B::WeakMapCtor | B::WeakSetCtor => {
                if new_target.is_none() {
                    let n = b.name();
                    return Err(self.type_error_exc(format!("Constructor {n} requires 'new'"), pos));
                }
                let set = matches!(b, B::SetCtor | B::WeakSetCtor);
                // Weak collections hold their entries strongly: the
                // interpreter's tables are strong roots of the collector.
                let weak = matches!(b, B::WeakMapCtor | B::WeakSetCtor);
                let o = self.new_collection(set, weak);
                if !matches!(arg(0), Value::Undefined | Value::Null) {
                    for item in self.iterate(arg(0), pos)? {
                        if set {
                            self.collection_set(o, item, item);
                        } else {
                            self.check_entry(item, pos)?;
                            let k = self.get(item, PropertyKey::Index(0), None, pos)?;
                            let v = self.get(item, PropertyKey::Index(1), None, pos)?;
                            self.collection_set(o, k, v);
                        }
                    }
                }
                Ok(Value::Object(o))
            }
            b if b.error_name().is_some() => {
                let name = b.error_name().unwrap_or("Error");
                let proto = match new_target {
                    Some(nt) if nt != Value::Object(self.builtin_object(b)) => {
                        let k = self.heap.key("prototype");
                        match self.get(nt, k, None, pos)? {
                            Value::Object(p) => p,
                            _ => self.error_prototype(name),
                        }
                    }
                    _ => self.error_prototype(name),
                };
                // `AggregateError(errors, message, options)` takes its
                // errors first; the others `(message, options)`.
                let first = usize::from(b == B::AggregateErrorCtor);
                let message = match arg(first) {
                    Value::Undefined => None,
                    v => Some(self.coerce_string(v, pos)?),
                };
                let error = self.error_with_proto(proto, message.as_deref());
                // `InstallErrorCause`: an options object with a `cause`
                // (own or inherited) gives the error an own, non-enumerable
                // `cause`, after `message`.
                if let (Value::Object(options), Value::Object(o)) = (arg(first + 1), error) {
                    let k = self.heap.key("cause");
                    if self.has_property(options, k) {
                        let cause = self.get(Value::Object(options), k, None, pos)?;
                        self.heap
                            .define_property(o, k, hidden_data(cause))
                            .map_err(|e| self.heap_error(e, pos))?;
                    }
                }
                // Then its `errors`: the iterable's values in a new array,
                // an own non-enumerable property (ECMA-262 §20.5.7.1.1).
                if b == B::AggregateErrorCtor
                    && let Value::Object(o) = error
                {
                    let errors = self.iterate(arg(0), pos)?;
                    let list = self.heap.new_array_known(&errors);
                    let k = self.heap.key("errors");
                    self.heap
                        .define_property(o, k, hidden_data(Value::Object(list)))
                        .map_err(|e| self.heap_error(e, pos))?;
                }
                Ok(error)
            }
            B::ObjectGroupBy | B::MapGroupBy => {
                // `GroupBy` (ECMA-262 §7.3.35): the items in iteration order,
                // grouped by the callback's key, groups in first-seen order.
                let method = if b == B::ObjectGroupBy {
                    "Object.groupBy"
                } else {
                    "Map.groupBy"
                };
                if matches!(arg(0), Value::Null | Value::Undefined) {
                    return Err(
                        self.type_error_exc(format!("{method} called on null or undefined"), pos)
                    );
                }
                if !self.is_callable(arg(1)) {
                    let t = self.display_text(arg(1));
                    return Err(self.type_error_exc(format!("{t} is not a function"), pos));
                }
                let items = self.iterate(arg(0), pos)?;
                let mut groups: Vec<(Value, Vec<Value>)> = Vec::new();
                for (i, item) in items.into_iter().enumerate() {
                    let key = self.call(
                        arg(1),
                        Value::Undefined,
                        &[item, Value::Number(i as f64)],
                        pos,
                    )?;
                    let key = match (b, key) {
                        (B::ObjectGroupBy, k) => {
                            let k = self.coerce_key(k, pos)?;
                            self.key_value(k)
                        }
                        // `Map.groupBy` keys by SameValueZero: -0 is +0.
                        (_, Value::Number(0.0)) => Value::Number(0.0),
                        (_, k) => k,
                    };
                    match groups
                        .iter_mut()
                        .find(|(k, _)| self.same_value_zero(*k, key))
                    {
                        Some((_, values)) => values.push(item),
                        None => groups.push((key, vec![item])),
                    }
                }
                if b == B::ObjectGroupBy {
                    // `OrdinaryObjectCreate(null)`: born in dictionary mode.
                    let o = self.heap.object_create_known(None);
                    for (key, values) in groups {
                        let k = self.coerce_key(key, pos)?;
                        let array = Value::Object(self.heap.new_array_known(&values));
                        self.heap
                            .create_data_property(o, k, array, StoreOrigin::Named)
                            .map_err(|e| self.heap_error(e, pos))?;
                    }
                    return Ok(Value::Object(o));
                }
                let o = self.new_collection(false, false);
                for (key, values) in groups {
                    let array = Value::Object(self.heap.new_array_known(&values));
                    self.collection_set(o, key, array);
                }
                Ok(Value::Object(o))
            }
            B::StructuredClone => {
                if args.is_empty() {
                    return Err(self.type_error_exc("The value argument must be specified", pos));
                }
                let v = arg(0);
                if let Some(kind) = self.clone_unmodelled_kind(v) {
                    return Err(ScriptError::unsupported(
                        pos,
                        format!("structuredClone of {kind} (not in the model)"),
                    )
                    .into());
                }
                self.with_script_calls(pos, |heap| heap.structured_clone(v))
            }
            B::IsNaN => Ok(Value::Bool(self.coerce_number(arg(0), pos)?.is_nan())),
            B::IsFinite => Ok(Value::Bool(self.coerce_number(arg(0), pos)?.is_finite())),
            B::ParseInt | B::NumberParseInt => {
                let s = self.coerce_string(arg(0), pos)?;
                let radix = match arg(1) {
                    Value::Undefined => 0,
                    r => self.coerce_int32(r, pos)?,
                };
                Ok(Value::Number(parse_int_radix(&s, radix)))
            }
            B::ParseFloat | B::NumberParseFloat => {
                let s = self.coerce_string(arg(0), pos)?;
                Ok(Value::Number(parse_float(&s)))
            }
            // ----- Object -----
            B::ObjectKeys | B::ObjectValues | B::ObjectEntries => {
                let o = self.coerce_object(arg(0), pos)?;
                let keys = self.heap.keys_known(o);
                let keys = self.with_string_wrapper_keys(o, keys, false);
                let mut out = Vec::with_capacity(keys.len());
                for k in keys {
                    let kv = self.key_value(k);
                    out.push(match b {
                        B::ObjectKeys => kv,
                        B::ObjectValues => self.get(Value::Object(o), k, None, pos)?,
                        _ => {
                            let v = self.get(Value::Object(o), k, None, pos)?;
                            Value::Object(self.heap.new_array_known(&[kv, v]))
                        }
                    });
                }
                Ok(Value::Object(self.heap.new_array_known(&out)))
            }
            // V8's ObjectFromEntries adds properties as named stores do: measured
            // on Node 20, 100 entries stay fast.
            B::ObjectFromEntries => {
                let o = self.heap.new_object();
                for item in self.iterate(arg(0), pos)? {
                    self.check_entry(item, pos)?;
                    let k = self.get(item, PropertyKey::Index(0), None, pos)?;
                    let v = self.get(item, PropertyKey::Index(1), None, pos)?;
                    let k = self.coerce_key(k, pos)?;
                    self.heap
                        .create_data_property(o, k, v, StoreOrigin::Named)
                        .map_err(|e| self.heap_error(e, pos))?;
                }
                Ok(Value::Object(o))
            }
            B::ObjectAssign => {
                let target = self.coerce_object(arg(0), pos)?;
                let sources = args.get(1..).unwrap_or(&[]);
                // V8's `Object.assign` moves a target off a deprecated map
                // first, even when there is nothing to copy (measured).
                self.heap
                    .try_migrate_instance(target)
                    .map_err(|e| self.heap_error(e, pos))?;
                // An array target's `length`, as a store would check it.
                if self.heap.kind_of_known(target) == ObjectKind::Array {
                    let length = self.heap.key("length");
                    for &source in sources {
                        if let Value::Object(s) = source
                            && self.heap.keys_known(s).contains(&length)
                        {
                            let v = self.get(source, length, None, pos)?;
                            self.check_array_length(target, v, pos)?;
                        }
                    }
                }
                // A `constructor` among the copied keys is a store the species
                // protector watches.
                let constructor = self.keys.constructor;
                if sources.iter().any(|&source| {
                    matches!(source, Value::Object(s) if self.heap.keys_known(s).contains(&constructor))
                }) {
                    self.watch_species_protector(target, constructor);
                }
                if sources
                    .iter()
                    .any(|&v| matches!(v, Value::Object(o) if self.wrapped_string(o).is_some()))
                {
                    let sources: Vec<Value> =
                        sources.iter().flat_map(|&v| self.copy_sources(v)).collect();
                    self.with_script_calls(pos, |heap| heap.assign(target, &sources))?;
                } else {
                    self.with_script_calls(pos, |heap| heap.assign(target, sources))?;
                }
                Ok(Value::Object(target))
            }
            B::ObjectCreate => {
                let proto = match arg(0) {
                    Value::Object(o) => Some(o),
                    Value::Null => None,
                    v => {
                        let t = self.message_text(v);
                        return Err(self.type_error_exc(
                            format!("Object prototype may only be an Object or null: {t}"),
                            pos,
                        ));
                    }
                };
                let o = self.heap.object_create_known(proto);
                if let Value::Object(props) = arg(1) {
                    self.define_properties(o, props, pos)?;
                }
                Ok(Value::Object(o))
            }
            B::ObjectDefineProperty | B::ReflectDefineProperty => {
                let Value::Object(o) = arg(0) else {
                    let n = if b == B::ObjectDefineProperty {
                        "Object.defineProperty"
                    } else {
                        "Reflect.defineProperty"
                    };
                    return Err(self.type_error_exc(format!("{n} called on non-object"), pos));
                };
                let key = self.coerce_key(arg(1), pos)?;
                let desc = self.property_descriptor(arg(2), pos)?;
                self.watch_species_protector(o, key);
                self.prepare_function_define(o, key, &desc, pos)?;
                let r = self.define_own_property(o, key, desc);
                match (b, r) {
                    (B::ReflectDefineProperty, Ok(_)) => Ok(Value::Bool(true)),
                    (B::ReflectDefineProperty, Err(_)) => Ok(Value::Bool(false)),
                    (_, Ok(_)) => Ok(Value::Object(o)),
                    (_, Err(e)) => Err(self.heap_error(e, pos)),
                }
            }
            B::ObjectDefineProperties => {
                let Value::Object(o) = arg(0) else {
                    return Err(
                        self.type_error_exc("Object.defineProperties called on non-object", pos)
                    );
                };
                let Value::Object(props) = arg(1) else {
                    return Err(
                        self.type_error_exc("Cannot convert undefined or null to object", pos)
                    );
                };
                self.define_properties(o, props, pos)?;
                Ok(Value::Object(o))
            }
            B::ObjectGetOwnPropertyNames | B::ReflectOwnKeys | B::ObjectGetOwnPropertySymbols => {
                let o = match (b, arg(0)) {
                    (B::ReflectOwnKeys, Value::Object(o)) => o,
                    (B::ReflectOwnKeys, _) => {
                        return Err(
                            self.type_error_exc("Reflect.ownKeys called on non-object", pos)
                        );
                    }
                    (_, v) => self.coerce_object(v, pos)?,
                };
                let keys: Vec<PropertyKey> = self
                    .heap
                    .own_keys_known(o)
                    .into_iter()
                    .filter(|k| {
                        b == B::ReflectOwnKeys
                            || (b == B::ObjectGetOwnPropertySymbols)
                                == matches!(k, PropertyKey::Symbol(_))
                    })
                    .collect();
                let mut keys = if b == B::ObjectGetOwnPropertySymbols {
                    keys
                } else {
                    self.with_string_wrapper_keys(o, keys, true)
                };
                if b != B::ObjectGetOwnPropertySymbols && self.has_function_own_properties(o) {
                    // The function's own `length`, `name`, a sloppy
                    // `function`'s `arguments` and `caller` (V8's sloppy
                    // function map; Function.prototype's poisoned
                    // accessors), and `prototype`, first and in that order,
                    // as its map holds them from its start (one a
                    // definition made real stays in its place).
                    let mut own = vec![self.keys.length, self.keys.name];
                    if self.is_sloppy_function(o) || o == self.heap.intrinsics().function_prototype
                    {
                        own.extend([self.keys.arguments, self.keys.caller]);
                    }
                    own.push(self.keys.prototype);
                    let mut listed = Vec::with_capacity(own.len() + keys.len());
                    for k in own {
                        let always = k == self.keys.arguments || k == self.keys.caller;
                        if always
                            || keys.contains(&k)
                            || self.virtual_function_property(o, k, pos)?.is_some()
                        {
                            listed.push(k);
                        }
                    }
                    let rest: Vec<PropertyKey> =
                        keys.into_iter().filter(|k| !listed.contains(k)).collect();
                    listed.extend(rest);
                    keys = listed;
                }
                let values: Vec<Value> = keys.into_iter().map(|k| self.key_value(k)).collect();
                Ok(Value::Object(self.heap.new_array_known(&values)))
            }
            B::ObjectGetOwnPropertyDescriptor | B::ReflectGetOwnPropertyDescriptor => {
                let o = self.coerce_object(arg(0), pos)?;
                let key = self.coerce_key(arg(1), pos)?;
                self.descriptor_object(o, key, pos)
            }
            B::ObjectGetOwnPropertyDescriptors => {
                let o = self.coerce_object(arg(0), pos)?;
                let out = self.heap.new_object();
                for k in self.heap.own_keys_known(o) {
                    let d = self.descriptor_object(o, k, pos)?;
                    self.heap
                        .create_data_property(out, k, d, StoreOrigin::Keyed)
                        .map_err(|e| self.heap_error(e, pos))?;
                }
                Ok(Value::Object(out))
            }
            B::ObjectGetPrototypeOf | B::ReflectGetPrototypeOf => {
                let o = match arg(0) {
                    Value::Object(o) => o,
                    Value::Null | Value::Undefined => {
                        return Err(
                            self.type_error_exc("Cannot convert undefined or null to object", pos)
                        );
                    }
                    Value::String(_) => return Ok(Value::Null),
                    _ => return Ok(Value::Null),
                };
                if self.callables.contains_key(&o)
                    || self.heap.kind_of_known(o) == ObjectKind::Function
                {
                    return Ok(self
                        .heap
                        .get_prototype_of_known(o)
                        .map_or(Value::Null, Value::Object));
                }
                Ok(self
                    .heap
                    .get_prototype_of_known(o)
                    .map_or(Value::Null, Value::Object))
            }
            B::ObjectSetPrototypeOf | B::ReflectSetPrototypeOf => {
                let target = arg(0);
                if matches!(target, Value::Null | Value::Undefined) {
                    return Err(self
                        .type_error_exc("Object.setPrototypeOf called on null or undefined", pos));
                }
                let proto = match arg(1) {
                    Value::Object(o) => Some(o),
                    Value::Null => None,
                    v => {
                        let t = self.message_text(v);
                        return Err(self.type_error_exc(
                            format!("Object prototype may only be an Object or null: {t}"),
                            pos,
                        ));
                    }
                };
                if let Value::Object(o) = target {
                    let r = self.heap.set_prototype_of(o, proto);
                    if b == B::ReflectSetPrototypeOf {
                        return Ok(Value::Bool(r.is_ok()));
                    }
                    r.map_err(|e| self.heap_error(e, pos))?;
                }
                Ok(target)
            }
            B::ObjectFreeze
            | B::ObjectSeal
            | B::ObjectPreventExtensions
            | B::ReflectPreventExtensions => {
                if let Value::Object(o) = arg(0) {
                    match b {
                        B::ObjectFreeze => {
                            let n = self.mapped_arguments.get(&o).map_or(0, |m| m.params.len());
                            for i in 0..n {
                                self.unmap_argument(o, PropertyKey::Index(i as u32), None);
                            }
                            self.heap.freeze_known(o)
                        }
                        B::ObjectSeal => self.heap.seal_known(o),
                        _ => self.heap.prevent_extensions_known(o),
                    }
                }
                if b == B::ReflectPreventExtensions {
                    return Ok(Value::Bool(true));
                }
                Ok(arg(0))
            }
            B::ObjectIsFrozen | B::ObjectIsSealed => {
                let Value::Object(o) = arg(0) else {
                    return Ok(Value::Bool(true));
                };
                let level = if b == B::ObjectIsFrozen {
                    IntegrityLevel::Freeze
                } else {
                    IntegrityLevel::Seal
                };
                Ok(Value::Bool(self.heap.test_integrity_level_known(o, level)))
            }
            B::ObjectIsExtensible | B::ReflectIsExtensible => match arg(0) {
                Value::Object(o) => Ok(Value::Bool(self.heap.is_extensible_known(o))),
                _ if b == B::ReflectIsExtensible => {
                    Err(self.type_error_exc("Reflect.isExtensible called on non-object", pos))
                }
                _ => Ok(Value::Bool(false)),
            },
            B::ObjectIs => Ok(Value::Bool(self.same_value(arg(0), arg(1)))),
            B::ObjectHasOwn | B::ObjectHasOwnProperty => {
                let (o, k) = if b == B::ObjectHasOwn {
                    (arg(0), arg(1))
                } else {
                    (this, arg(0))
                };
                let key = self.coerce_key(k, pos)?;
                match o {
                    Value::Object(o) => {
                        let own = self.heap.get_own_property_known(o, key).is_some()
                            || self.virtual_own_property(o, key, pos)?.is_some();
                        Ok(Value::Bool(own))
                    }
                    Value::String(s) => Ok(Value::Bool(match key {
                        PropertyKey::Index(i) => {
                            (i as usize) < self.heap.str_known(s).encode_utf16().count()
                        }
                        k => self.key_text(k) == "length",
                    })),
                    Value::Null | Value::Undefined => {
                        Err(self.type_error_exc("Cannot convert undefined or null to object", pos))
                    }
                    _ => Ok(Value::Bool(false)),
                }
            }
            B::ObjectIsPrototypeOf => {
                let (Value::Object(p), Value::Object(mut o)) = (this, arg(0)) else {
                    return Ok(Value::Bool(false));
                };
                while let Some(q) = self.heap.get_prototype_of_known(o) {
                    if q == p {
                        return Ok(Value::Bool(true));
                    }
                    o = q;
                }
                Ok(Value::Bool(false))
            }
            B::ObjectPropertyIsEnumerable => {
                let Value::Object(o) = this else {
                    return Ok(Value::Bool(false));
                };
                let key = self.coerce_key(arg(0), pos)?;
                Ok(Value::Bool(
                    self.heap
                        .get_own_property_known(o, key)
                        .is_some_and(|p| p.attrs.contains(Attrs::ENUMERABLE)),
                ))
            }
            B::ObjectToLocaleString => {
                // `Invoke(this, "toString")` (ECMA-262 §20.1.3.5), with the
                // messages V8 gives in every version.
                if this.is_nullish() {
                    return Err(self.type_error_exc(
                        "Object.prototype.toLocaleString called on null or undefined",
                        pos,
                    ));
                }
                let key = self.heap.key("toString");
                let f = self.get(this, key, None, pos)?;
                let f = self.callable_or_typed_error(f, pos)?;
                self.call(f, this, &[], pos)
            }
            B::ObjectToString => {
                // `Symbol.toStringTag` first, when the value has a string one.
                if !this.is_nullish()
                    && let Some(key) = self.well_known_symbol("toStringTag")
                    && let Value::String(t) = self.get(this, PropertyKey::Symbol(key), None, pos)?
                {
                    let tag = format!("[object {}]", self.heap.str_known(t));
                    return self.new_string(&tag, pos);
                }
                // A wrapper is tagged as its primitive (`[object Number]`).
                let this = match this {
                    Value::Object(o) => self.wrappers.get(&o).copied().unwrap_or(this),
                    other => other,
                };
                let tag = match this {
                    Value::Undefined => "[object Undefined]".to_string(),
                    Value::Null => "[object Null]".to_string(),
                    Value::Object(o) if self.heap.kind_of_known(o) == ObjectKind::Array => {
                        "[object Array]".into()
                    }
                    v if self.is_callable(v) => "[object Function]".into(),
                    Value::Object(o) if self.is_error(o) => "[object Error]".into(),
                    Value::Number(_) => "[object Number]".into(),
                    Value::String(_) => "[object String]".into(),
                    Value::Bool(_) => "[object Boolean]".into(),
                    Value::Symbol(_) => "[object Symbol]".into(),
                    Value::Object(o) if self.regexps.contains_key(&o) => "[object RegExp]".into(),
                    // builtinTag "Arguments", mapped or not.
                    Value::Object(o) if self.arguments_objects.contains_key(&o) => {
                        "[object Arguments]".into()
                    }
                    _ => "[object Object]".into(),
                };
                self.new_string(&tag, pos)
            }
            B::ObjectValueOf => Ok(this),
            B::ObjectDefineGetter | B::ObjectDefineSetter => {
                let o = self.coerce_object(this, pos)?;
                let f = arg(1);
                if !self.is_callable(f) {
                    return Err(self.type_error_exc(
                        format!("Object.prototype.{}: Expecting function", b.name()),
                        pos,
                    ));
                }
                let key = self.coerce_key(arg(0), pos)?;
                let desc = PropertyDescriptor::accessor(f, b == B::ObjectDefineGetter);
                self.watch_species_protector(o, key);
                self.define_own_property(o, key, desc)
                    .map_err(|e| self.heap_error(e, pos))?;
                Ok(Value::Undefined)
            }
            B::ObjectLookupGetter | B::ObjectLookupSetter => {
                let o = self.coerce_object(this, pos)?;
                let key = self.coerce_key(arg(0), pos)?;
                let mut at = Some(o);
                while let Some(p) = at {
                    if let Some(prop) = self.heap.get_own_property_known(p, key) {
                        return Ok(match prop.slot {
                            crate::object::PropertySlot::Accessor { get, set } => {
                                if b == B::ObjectLookupGetter { get } else { set }
                            }
                            crate::object::PropertySlot::Data(_) => Value::Undefined,
                        });
                    }
                    at = self.heap.get_prototype_of_known(p);
                }
                Ok(Value::Undefined)
            }
            B::ErrorToString => {
                let name_key = self.heap.key("name");
                let message_key = self.heap.key("message");
                let name = self.get(this, name_key, None, pos)?;
                let message = self.get(this, message_key, None, pos)?;
                let name = if name == Value::Undefined {
                    "Error".into()
                } else {
                    self.coerce_string(name, pos)?
                };
                let message = if message == Value::Undefined {
                    String::new()
                } else {
                    self.coerce_string(message, pos)?
                };
                let s = match (name.is_empty(), message.is_empty()) {
                    (_, true) => name,
                    (true, false) => message,
                    _ => format!("{name}: {message}"),
                };
                self.new_string(&s, pos)
            }
            // ----- Function.prototype -----
            B::FunctionCall => {
                let this_arg = arg(0);
                let rest = args.get(1..).unwrap_or(&[]);
                self.call(this, this_arg, rest, pos)
            }
            B::FunctionApply => {
                let list = match arg(1) {
                    Value::Undefined | Value::Null => Vec::new(),
                    v => self.iterate_or_array_like(v, None, pos)?,
                };
                self.call(this, arg(0), &list, pos)
            }
            B::FunctionBind => {
                if !self.is_callable(this) {
                    return Err(self.type_error_exc("Bind must be called on a function", pos));
                }
                let constructor = self.is_constructor(this);
                let o = self
                    .heap
                    .new_script_function(FunctionFlavour::Bound { constructor }, None);
                // `BoundFunctionCreate`: the target's prototype, whatever it is.
                if let Value::Object(t) = this {
                    let proto = self.heap.get_prototype_of_known(t);
                    if proto != self.heap.get_prototype_of_known(o) {
                        self.heap
                            .set_prototype_of(o, proto)
                            .map_err(|e| self.heap_error(e, pos))?;
                    }
                }
                let added = args.get(1..).unwrap_or(&[]);
                // The target's length less the bound arguments, and its
                // name after `bound ` (`BoundFunctionCreate`).
                let key = self.keys.length;
                let length = match self.get(this, key, None, pos)? {
                    Value::Number(n) => (n - added.len() as f64).max(0.0),
                    _ => 0.0,
                };
                let name = self.bound_name(this);
                // A bound function binds its own target, with its `this`
                // and its arguments before these.
                let inner = match this {
                    Value::Object(t) => self.callables.get(&t),
                    _ => None,
                };
                let (target, bound_this, mut all) = match inner {
                    Some(Callable::Bound {
                        target, this, args, ..
                    }) => (*target, *this, args.clone()),
                    _ => (this, arg(0), Vec::new()),
                };
                all.extend_from_slice(added);
                let bound = Callable::Bound {
                    target,
                    this: bound_this,
                    args: all,
                    name,
                    length,
                };
                self.callables.insert(o, bound);
                Ok(Value::Object(o))
            }
            B::FunctionToString => {
                let s = match this {
                    Value::Object(o) => self.function_source(o),
                    _ => {
                        return Err(self.type_error_exc(
                            "Function.prototype.toString requires that 'this' be a Function",
                            pos,
                        ));
                    }
                };
                self.new_string(&s, pos)
            }
            // ----- Reflect -----
            B::ReflectGet => {
                if !matches!(arg(0), Value::Object(_)) {
                    return Err(self.type_error_exc("Reflect.get called on non-object", pos));
                }
                let key = self.coerce_key(arg(1), pos)?;
                match (arg(0), args.len() > 2) {
                    (Value::Object(o), true) => self.get_with_receiver(o, key, arg(2), pos),
                    _ => self.get(arg(0), key, None, pos),
                }
            }
            B::ReflectSet => {
                let Value::Object(o) = arg(0) else {
                    return Err(self.type_error_exc("Reflect.set called on non-object", pos));
                };
                let key = self.coerce_key(arg(1), pos)?;
                // A getter-only `Symbol.species` takes no store.
                if self.species_holder(o, key).is_some() {
                    return Ok(Value::Bool(false));
                }
                self.watch_species_protector(o, key);
                match self.heap.set(o, key, arg(2), StoreOrigin::Keyed) {
                    Ok(ok) => Ok(Value::Bool(ok)),
                    Err(e) => {
                        self.complete_script_call(e, pos)?;
                        Ok(Value::Bool(true))
                    }
                }
            }
            B::ReflectHas => {
                let Value::Object(o) = arg(0) else {
                    return Err(self.type_error_exc("Reflect.has called on non-object", pos));
                };
                let key = self.coerce_key(arg(1), pos)?;
                Ok(Value::Bool(self.has_property(o, key)))
            }
            B::ReflectDeleteProperty => {
                let Value::Object(o) = arg(0) else {
                    return Err(
                        self.type_error_exc("Reflect.deleteProperty called on non-object", pos)
                    );
                };
                let key = self.coerce_key(arg(1), pos)?;
                if !self.delete_virtual(o, key) {
                    return Ok(Value::Bool(false));
                }
                Ok(Value::Bool(
                    self.heap
                        .delete(o, key)
                        .map_err(|e| self.heap_error(e, pos))?,
                ))
            }
            B::ReflectApply => {
                let list = self.iterate_or_array_like(arg(2), None, pos)?;
                self.call(arg(0), arg(1), &list, pos)
            }
            B::ReflectConstruct => {
                let list = self.iterate_or_array_like(arg(1), None, pos)?;
                let nt = if args.len() > 2 { arg(2) } else { arg(0) };
                self.construct(arg(0), &list, nt, pos)
            }
            // ----- JSON -----
            B::JsonStringify => {
                let options = self.json_options(arg(1), arg(2), pos)?;
                match self.json_text(arg(0), &options, pos)? {
                    Some(text) => self.new_string(&text, pos),
                    None => Ok(Value::Undefined),
                }
            }
            B::JsonParse => self.json_parse(arg(0), arg(1), pos),
            // ----- Math -----
            B::MathAbs
            | B::MathFloor
            | B::MathCeil
            | B::MathRound
            | B::MathTrunc
            | B::MathSign
            | B::MathSqrt
            | B::MathLog
            | B::MathExp
            | B::MathSin
            | B::MathCos
            | B::MathCbrt
            | B::MathLog2
            | B::MathLog10
            | B::MathTan
            | B::MathFround
            | B::MathAsin
            | B::MathAcos
            | B::MathAtan
            | B::MathSinh
            | B::MathCosh
            | B::MathTanh
            | B::MathAsinh
            | B::MathAcosh
            | B::MathAtanh
            | B::MathExpm1
            | B::MathLog1p => {
                let x = self.coerce_number(arg(0), pos)?;
                Ok(Value::Number(match b {
                    B::MathAbs => x.abs(),
                    B::MathFloor => x.floor(),
                    B::MathCeil => x.ceil(),
                    B::MathRound => {
                        // Ties go up; `x + 0.5` would round 0.49999999999999994
                        // to 1, and a value in [-0.5, 0) rounds to -0.
                        let floor = x.floor();
                        let r = if x - floor >= 0.5 { floor + 1.0 } else { floor };
                        if r == 0.0 && x.is_sign_negative() {
                            -0.0
                        } else {
                            r
                        }
                    }
                    B::MathTrunc => x.trunc(),
                    B::MathSign => {
                        if x.is_nan() || x == 0.0 {
                            x
                        } else {
                            x.signum()
                        }
                    }
                    B::MathSqrt => x.sqrt(),
                    B::MathLog => x.ln(),
                    B::MathExp => x.exp(),
                    B::MathSin => x.sin(),
                    B::MathCbrt => x.cbrt(),
                    B::MathLog2 => x.log2(),
                    B::MathLog10 => x.log10(),
                    B::MathTan => x.tan(),
                    B::MathFround => f64::from(x as f32),
                    B::MathAsin => x.asin(),
                    B::MathAcos => x.acos(),
                    B::MathAtan => x.atan(),
                    B::MathSinh => x.sinh(),
                    B::MathCosh => x.cosh(),
                    B::MathTanh => x.tanh(),
                    // V8 computes these three by fdlibm (`base::ieee754`),
                    // as the `libm` crate does; Rust's own formulas differ
                    // from it in the last bit (`Math.asinh(1e300)`).
                    B::MathAsinh => libm::asinh(x),
                    B::MathAcosh => libm::acosh(x),
                    B::MathAtanh => libm::atanh(x),
                    B::MathExpm1 => x.exp_m1(),
                    B::MathLog1p => x.ln_1p(),
                    _ => x.cos(),
                }))
            }
            B::MathImul => {
                let a = operators::to_int32(self.coerce_number(arg(0), pos)?);
                let b = operators::to_int32(self.coerce_number(arg(1), pos)?);
                Ok(Value::Number(f64::from(a.wrapping_mul(b))))
            }
            B::MathClz32 => {
                let x = self.coerce_number(arg(0), pos)?;
                Ok(Value::Number(f64::from(
                    (operators::to_int32(x) as u32).leading_zeros(),
                )))
            }
            B::MathAtan2 => {
                let y = self.coerce_number(arg(0), pos)?;
                let x = self.coerce_number(arg(1), pos)?;
                Ok(Value::Number(y.atan2(x)))
            }
            B::MathPow => {
                let x = self.coerce_number(arg(0), pos)?;
                let y = self.coerce_number(arg(1), pos)?;
                self.binary(BinOp::Exp, Value::Number(x), Value::Number(y), pos)
            }
            B::MathMin | B::MathMax | B::MathHypot => {
                let mut acc = match b {
                    B::MathMin => f64::INFINITY,
                    B::MathMax => f64::NEG_INFINITY,
                    _ => 0.0,
                };
                for &a in args {
                    let x = self.coerce_number(a, pos)?;
                    acc = match b {
                        _ if x.is_nan() || acc.is_nan() => f64::NAN,
                        B::MathMin => {
                            if x < acc || (x == 0.0 && x.is_sign_negative()) {
                                x
                            } else {
                                acc
                            }
                        }
                        B::MathMax => {
                            if x > acc || (x == 0.0 && acc == 0.0 && x.is_sign_positive()) {
                                x
                            } else {
                                acc
                            }
                        }
                        _ => acc.hypot(x),
                    };
                }
                Ok(Value::Number(acc))
            }
            B::MathRandom => Ok(Value::Number(self.math_random.next())),
            // ----- Number -----
            B::NumberIsInteger | B::NumberIsSafeInteger | B::NumberIsFinite | B::NumberIsNaN => {
                let Value::Number(x) = arg(0) else {
                    return Ok(Value::Bool(false));
                };
                Ok(Value::Bool(match b {
                    B::NumberIsInteger => x.is_finite() && x.fract() == 0.0,
                    B::NumberIsSafeInteger => {
                        x.is_finite() && x.fract() == 0.0 && x.abs() <= 9_007_199_254_740_991.0
                    }
                    B::NumberIsFinite => x.is_finite(),
                    _ => x.is_nan(),
                }))
            }
            B::NumberToLocaleString => {
                let Value::Number(x) = this else {
                    return Err(self.type_error_exc(
                        "Number.prototype.toLocaleString requires that 'this' be a Number",
                        pos,
                    ));
                };
                // What Node prints in its default locale (`en-US`, where the
                // environment names none) for the numbers whose text no
                // grouping, rounding or locale's digits can change; the rest
                // depends on ICU's locale data, which the model has not got.
                let plain = x.is_nan() || (x.fract() == 0.0 && x.abs() < 1000.0);
                if !args.is_empty() || !plain {
                    return Err(ScriptError::unsupported(
                        pos,
                        format!(
                            "Number.prototype.toLocaleString of {} (locale formatting beyond integers below 1,000 is not in the model)",
                            number_to_string(x)
                        ),
                    )
                    .into());
                }
                let text = if x == 0.0 && x.is_sign_negative() {
                    "-0".to_string()
                } else {
                    number_to_string(x)
                };
                self.new_string(&text, pos)
            }
            B::NumberToString => {
                let Value::Number(x) = this else {
                    return Err(self.type_error_exc(
                        "Number.prototype.toString requires that 'this' be a Number",
                        pos,
                    ));
                };
                let radix = match arg(0) {
                    Value::Undefined => 10,
                    r => self.coerce_int32(r, pos)?,
                };
                if !(2..=36).contains(&radix) {
                    return Err(
                        self.range_error_exc("toString() radix must be between 2 and 36", pos)
                    );
                }
                let s = if radix == 10 {
                    number_to_string(x)
                } else {
                    number_to_radix(x, radix as u32)
                };
                self.new_string(&s, pos)
            }
            B::NumberToFixed => {
                let x = self.this_number(this, "toFixed", pos)?;
                let d = self.coerce_int32(arg(0), pos)?;
                if !(0..=100).contains(&d) {
                    return Err(self.range_error_exc(
                        "toFixed() digits argument must be between 0 and 100",
                        pos,
                    ));
                }
                let s = if x.abs() >= 1e21 || !x.is_finite() {
                    number_to_string(x)
                } else {
                    to_fixed(x, d as usize)
                };
                self.new_string(&s, pos)
            }
            B::NumberToPrecision => {
                let x = self.this_number(this, "toPrecision", pos)?;
                if arg(0) == Value::Undefined || !x.is_finite() {
                    let s = number_to_string(x);
                    return self.new_string(&s, pos);
                }
                let p = self.coerce_int32(arg(0), pos)?;
                if !(1..=100).contains(&p) {
                    return Err(self
                        .range_error_exc("toPrecision() argument must be between 1 and 100", pos));
                }
                let s = to_precision(x, p as usize);
                self.new_string(&s, pos)
            }
            B::NumberToExponential => {
                let x = self.this_number(this, "toExponential", pos)?;
                let digits = arg(0);
                let fraction_digits = to_integer_or_infinity(self.coerce_number(digits, pos)?);
                if !x.is_finite() {
                    return self.new_string(&number_to_string(x), pos);
                }
                if !(0.0..=100.0).contains(&fraction_digits) {
                    return Err(self.range_error_exc(
                        "toExponential() argument must be between 0 and 100",
                        pos,
                    ));
                }
                let requested = (digits != Value::Undefined).then_some(fraction_digits as usize);
                let s = to_exponential(x, requested);
                self.new_string(&s, pos)
            }
            B::NumberValueOf | B::BooleanValueOf | B::StringValueOf | B::StringToString => Ok(this),
            B::BooleanToString => {
                let s = self.coerce_string(this, pos)?;
                self.new_string(&s, pos)
            }
            // ----- String -----
            B::StringFromCharCode => {
                let mut units = Vec::new();
                for &a in args {
                    // ToUint16: the integer part modulo 2^16; NaN and the
                    // infinities are 0.
                    let n = self.coerce_number(a, pos)?;
                    let unit = if n.is_finite() {
                        n.trunc().rem_euclid(65536.0)
                    } else {
                        0.0
                    };
                    units.push(unit as u16);
                }
                let s = String::from_utf16_lossy(&units);
                self.new_string(&s, pos)
            }
            B::StringFromCodePoint => {
                let mut text = String::new();
                for &a in args {
                    let n = self.coerce_number(a, pos)?;
                    if n.fract() != 0.0 || !(0.0..=f64::from(u32::from(char::MAX))).contains(&n) {
                        return Err(self.range_error_exc(
                            format!("Invalid code point {}", number_to_string(n)),
                            pos,
                        ));
                    }
                    // A lone surrogate is not a `char`: the model's strings
                    // are UTF-8, so it becomes U+FFFD, as `fromCharCode`'s do.
                    text.push(char::from_u32(n as u32).unwrap_or(char::REPLACEMENT_CHARACTER));
                }
                self.new_string(&text, pos)
            }
            B::StringRaw => {
                // The template's `raw` strings, joined by the substitutions.
                let template = arg(0);
                if matches!(template, Value::Undefined | Value::Null) {
                    return Err(
                        self.type_error_exc("Cannot convert undefined or null to object", pos)
                    );
                }
                let raw_key = self.heap.key("raw");
                let raw = self.get(template, raw_key, None, pos)?;
                if matches!(raw, Value::Undefined | Value::Null) {
                    return Err(
                        self.type_error_exc("Cannot convert undefined or null to object", pos)
                    );
                }
                let len = self.length_of(raw, pos)?;
                let mut text = String::new();
                for i in 0..len {
                    let key = self.index_key(i);
                    let segment = self.get(raw, key, None, pos)?;
                    text.push_str(&self.coerce_string(segment, pos)?);
                    if i + 1 == len {
                        break;
                    }
                    if let Some(&sub) = args.get(i as usize + 1) {
                        text.push_str(&self.coerce_string(sub, pos)?);
                    }
                }
                self.new_string(&text, pos)
            }
            B::StringCharAt
            | B::StringCharCodeAt
            | B::StringIndexOf
            | B::StringLastIndexOf
            | B::StringIncludes
            | B::StringStartsWith
            | B::StringEndsWith
            | B::StringSlice
            | B::StringSubstring
            | B::StringSubstr
            | B::StringToUpperCase
            | B::StringToLowerCase
            | B::StringTrim
            | B::StringTrimStart
            | B::StringCodePointAt
            | B::StringReplace
            | B::StringReplaceAll
            | B::StringTrimEnd
            | B::StringSplit
            | B::StringRepeat
            | B::StringPadStart
            | B::StringPadEnd
            | B::StringLocaleCompare
            | B::StringNormalize
            | B::StringConcat
            | B::StringAt
            | B::StringMatch
            | B::StringMatchAll
            | B::StringSearch
            | B::StringIterator => {
                if matches!(this, Value::Null | Value::Undefined) {
                    // `String.prototype.at`, `String.prototype[Symbol.iterator]`.
                    let dot = if b.name().starts_with('[') { "" } else { "." };
                    return Err(self.type_error_exc(
                        format!(
                            "String.prototype{dot}{} called on null or undefined",
                            b.name()
                        ),
                        pos,
                    ));
                }
                let s = self.coerce_string(this, pos)?;
                if b == B::StringMatchAll {
                    return self.string_match_all(&s, arg(0), pos);
                }
                let takes_regexp = matches!(b, B::StringMatch | B::StringSearch)
                    || (matches!(b, B::StringReplace | B::StringReplaceAll | B::StringSplit)
                        && self.regexp_of(arg(0)).is_some());
                if takes_regexp {
                    return self.regexp_string_method(b, &s, args, pos);
                }
                self.string_method(b, &s, args, pos)
            }
            B::RegExpCtor | B::RegExpTest | B::RegExpExec | B::RegExpToString => {
                self.call_regexp_builtin(b, this, args, pos)
            }
            // ----- arrays -----
            B::ArrayPush
            | B::ArrayPop
            | B::ArrayShift
            | B::ArrayUnshift
            | B::ArraySlice
            | B::ArraySplice
            | B::ArrayIndexOf
            | B::ArrayLastIndexOf
            | B::ArrayIncludes
            | B::ArrayJoin
            | B::ArrayToString
            | B::ArrayConcat
            | B::ArrayMap
            | B::ArrayFilter
            | B::ArrayForEach
            | B::ArrayReduce
            | B::ArraySome
            | B::ArrayEvery
            | B::ArrayFind
            | B::ArrayFindIndex
            | B::ArrayReverse
            | B::ArraySort
            | B::ArrayFill
            | B::ArrayKeys
            | B::ArrayValues
            | B::ArrayEntries
            | B::ArrayAt
            | B::ArrayFlat
            | B::ArrayFlatMap
            | B::ArrayFindLast
            | B::ArrayFindLastIndex
            | B::ArrayReduceRight
            | B::ArrayToReversed
            | B::ArrayToSorted
            | B::ArrayToSpliced
            | B::ArrayWith
            | B::ArrayCopyWithin
            | B::ArrayToLocaleString => self.array_method(b, this, args, pos),
            // ----- Map and Set -----
            B::MapGet
            | B::MapSet
            | B::MapHas
            | B::MapDelete
            | B::MapClear
            | B::MapForEach
            | B::MapKeys
            | B::MapValues
            | B::MapEntries
            | B::SetAdd
            | B::SetHas
            | B::SetDelete
            | B::SetClear
            | B::SetForEach
            | B::SetValues
            | B::SetEntries => self.collection_method(b, this, args, pos),
            _ => Err(ScriptError::unsupported(pos, format!("the built-in {}", b.name())).into()),
        }
    }

    /// What `structuredClone(v)` would reach that the heap's clone copies as
    /// a plain object while V8 clones it as what it is (a `Map`, a `Set`, an
    /// error, a regular expression, a wrapper object) or refuses (a proxy, an
    /// iterator): the objects whose state the interpreter keeps beside the
    /// heap. `None` when nothing is. It follows what V8's serializer walks,
    /// own enumerable properties and elements; values a getter returns
    /// during the clone are not seen.
    fn clone_unmodelled_kind(&self, v: Value) -> Option<&'static str> {
        let Value::Object(root) = v else {
            return None;
        };
        let mut seen = rustc_hash::FxHashSet::default();
        let mut todo = vec![root];
        while let Some(o) = todo.pop() {
            if !seen.insert(o) {
                continue;
            }
            let kind = if let Some(c) = self.collections.get(&o) {
                Some(match (self.is_set(o), c.weak) {
                    (false, false) => "a Map",
                    (true, false) => "a Set",
                    (false, true) => "a WeakMap",
                    (true, true) => "a WeakSet",
                })
            } else if self.regexps.contains_key(&o) {
                Some("a RegExp")
            } else if self.wrappers.contains_key(&o) {
                Some("a primitive wrapper object")
            } else if self.proxies.contains_key(&o) {
                Some("a Proxy")
            } else if self.iterators.contains_key(&o) {
                Some("an iterator")
            } else if self.is_error(o) {
                Some("an error object")
            } else {
                None
            };
            if kind.is_some() {
                return kind;
            }
            for key in self.heap.keys_known(o) {
                if let Some(p) = self.heap.get_own_property_known(o, key)
                    && let crate::object::PropertySlot::Data(Value::Object(child)) = p.slot
                {
                    todo.push(child);
                }
            }
        }
        None
    }

    fn is_error(&self, o: ObjectId) -> bool {
        let Some(&e) = self.realm.objects.get("Error") else {
            return false;
        };
        let mut at = self.heap.get_prototype_of_known(o);
        while let Some(p) = at {
            if p == e {
                return true;
            }
            at = self.heap.get_prototype_of_known(p);
        }
        false
    }

    /// A frame for built-ins that store with strict semantics (`Object.assign`).
    fn strict_frame(&self) -> Frame {
        Frame {
            prog: 0,
            ctx: NO_CONTEXT,
            this: None,
            new_target: Value::Undefined,
            callee: None,
            home: None,
            strict: true,
        }
    }

    pub(crate) fn coerce_object(&mut self, v: Value, pos: Pos) -> X<ObjectId> {
        match v {
            Value::Object(o) => Ok(o),
            Value::Null | Value::Undefined => {
                Err(self.type_error_exc("Cannot convert undefined or null to object", pos))
            }
            primitive => Ok(self.wrap_primitive(primitive)),
        }
    }

    /// The values of an iterable `v`, or of an array-like one by index.
    /// `method` is `v[Symbol.iterator]` when the caller has read it already
    /// (`Array.from`'s `GetMethod`), so that a getter runs once.
    fn iterate_or_array_like(
        &mut self,
        v: Value,
        method: Option<Value>,
        pos: Pos,
    ) -> X<Vec<Value>> {
        if let Value::Object(o) = v
            && let Some(values) = self.drain_list_iterator(o)
        {
            return Ok(values);
        }
        let fast_kind = |this: &Self, o: ObjectId| {
            this.heap.kind_of_known(o) == ObjectKind::Array || this.collections.contains_key(&o)
        };
        if let Value::Object(o) = v
            && (!fast_kind(self, o) || (method.is_some() && !self.built_in_iteration(v)))
        {
            let values = match method {
                Some(method) => self.iterate_with_method(v, method, pos)?,
                None => self.iterate_protocol(v, pos)?,
            };
            if let Some(values) = values {
                return Ok(values);
            }
        }
        match v {
            Value::Object(o) if !fast_kind(self, o) => {
                let len = self.length_of(v, pos)?;
                self.check_array_like_length(v, len, pos)?;
                let mut out = Vec::new();
                for i in 0..len {
                    out.push(self.get(v, PropertyKey::Index(i as u32), None, pos)?);
                }
                Ok(out)
            }
            other => self.iterate(other, pos),
        }
    }

    fn define_properties(&mut self, o: ObjectId, props: ObjectId, pos: Pos) -> X<()> {
        let mut descs = Vec::new();
        for k in self.heap.keys_known(props) {
            let d = self.get(Value::Object(props), k, None, pos)?;
            descs.push((k, self.property_descriptor(d, pos)?));
        }
        for (k, d) in descs {
            self.watch_species_protector(o, k);
            self.prepare_function_define(o, k, &d, pos)?;
            self.define_own_property(o, k, d)
                .map_err(|e| self.heap_error(e, pos))?;
        }
        Ok(())
    }

    /// A function's own `prototype`, `name` or `length` (a script, built-in
    /// or bound function's, or Function.prototype's) while it is not a real
    /// property: its value and attributes. `prototype` is writable in a
    /// plain function and read-only in a class or a built-in, and never
    /// configurable; `name` and `length` are read-only and configurable.
    /// Sealing or freezing the function makes them non-configurable, and
    /// freezing makes `prototype` read-only.
    fn virtual_function_property(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
        pos: Pos,
    ) -> X<Option<(Value, Attrs)>> {
        if key != self.keys.prototype && key != self.keys.name && key != self.keys.length
            || !self.has_function_own_properties(o)
        {
            return Ok(None);
        }
        let kind = self.closure(o).map(|c| self.function_def(c).kind);
        let name = self.key_text(key);
        let Some(v) = self.function_property(o, &name, pos)? else {
            return Ok(None);
        };
        let integrity = self
            .heap
            .shapes()
            .get(self.heap.shape_of_known(o))
            .integrity();
        let attrs = if key == self.keys.prototype {
            // A built-in constructor's `prototype` is neither.
            if kind == Some(FunctionKind::Normal) && integrity != Some(IntegrityLevel::Freeze) {
                Attrs::WRITABLE
            } else {
                Attrs::empty()
            }
        } else if matches!(
            integrity,
            Some(IntegrityLevel::Seal | IntegrityLevel::Freeze)
        ) {
            Attrs::empty()
        } else {
            Attrs::CONFIGURABLE
        };
        Ok(Some((v, attrs)))
    }

    /// Before `Object.defineProperty` (or `Reflect.defineProperty`,
    /// `Object.defineProperties`) defines `key` on `o` as `desc` says:
    /// - a `prototype` given a value drops the function's initial map, as
    ///   V8's `prototype` setter does for a store;
    /// - a script function's `prototype`, `name` or `length` that is not a
    ///   real property yet becomes one, with its value and attributes, so
    ///   that the definition is checked against it and changes only what it
    ///   names, as in V8 (`Object.defineProperty(F, 'prototype', {writable:
    ///   false})` leaves the value). A function that is not extensible keeps
    ///   them virtual;
    /// - so does a built-in object's method or constant
    ///   ([`Interpreter::virtual_own_property`]): `Object.defineProperty(
    ///   Array.prototype, 'push', {enumerable: true})` keeps the method, and
    ///   a definition that changes `Math.PI` is refused. V8's object has the
    ///   property from its start, so making it real is not the script's
    ///   work: its add stays out of the trace.
    fn prepare_function_define(
        &mut self,
        o: ObjectId,
        key: PropertyKey,
        desc: &PropertyDescriptor,
        pos: Pos,
    ) -> X<()> {
        if key == self.keys.prototype
            && desc.value.is_some()
            && let Some(c) = self.closure_mut(o)
        {
            c.initial_map = None;
        }
        if self.heap.get_own_property_known(o, key).is_some() || !self.heap.is_extensible_known(o) {
            return Ok(());
        }
        if let Some((v, attrs)) = self.virtual_function_property(o, key, pos)? {
            self.heap
                .define_property(o, key, PropertyDescriptor::data(v, attrs))
                .map_err(|e| self.heap_error(e, pos))?;
            return Ok(());
        }
        if let Some((v, attrs)) = self.virtual_own_property(o, key, pos)? {
            let from = self.heap.trace_events().len();
            let defined = self
                .heap
                .define_property(o, key, PropertyDescriptor::data(v, attrs));
            self.heap.retain_trace_from(from, |_| false);
            defined.map_err(|e| self.heap_error(e, pos))?;
        }
        Ok(())
    }

    fn descriptor_object(&mut self, o: ObjectId, key: PropertyKey, pos: Pos) -> X<Value> {
        let Some(p) = self.heap.get_own_property_known(o, key) else {
            let name = self.key_text(key);
            let poisoned = name == "caller" || name == "arguments";
            if poisoned && o == self.heap.intrinsics().function_prototype {
                // Function.prototype's `caller` and `arguments`: accessors
                // whose getter and setter are `%ThrowTypeError%`.
                let thrower = Value::Object(self.builtin_object(Builtin::ThrowTypeError));
                let out = self.heap.new_object();
                self.put(out, "get", thrower, pos)?;
                self.put(out, "set", thrower, pos)?;
                self.put(out, "enumerable", Value::Bool(false), pos)?;
                self.put(out, "configurable", Value::Bool(true), pos)?;
                return Ok(Value::Object(out));
            }
            if poisoned && self.is_sloppy_function(o) {
                let out = self.heap.new_object();
                self.put(out, "value", Value::Null, pos)?;
                for attr in ["writable", "enumerable", "configurable"] {
                    self.put(out, attr, Value::Bool(false), pos)?;
                }
                return Ok(Value::Object(out));
            }
            if !poisoned && let Some((v, attrs)) = self.virtual_own_property(o, key, pos)? {
                let out = self.heap.new_object();
                self.put(out, "value", v, pos)?;
                for (attr, flag) in [
                    ("writable", Attrs::WRITABLE),
                    ("enumerable", Attrs::ENUMERABLE),
                    ("configurable", Attrs::CONFIGURABLE),
                ] {
                    self.put(out, attr, Value::Bool(attrs.contains(flag)), pos)?;
                }
                return Ok(Value::Object(out));
            }
            return Ok(Value::Undefined);
        };
        let out = self.heap.new_object();
        match p.slot {
            crate::object::PropertySlot::Data(v) => {
                self.put(out, "value", v, pos)?;
                self.put(
                    out,
                    "writable",
                    Value::Bool(p.attrs.contains(Attrs::WRITABLE)),
                    pos,
                )?;
            }
            crate::object::PropertySlot::Accessor { get, set } => {
                self.put(out, "get", get, pos)?;
                self.put(out, "set", set, pos)?;
            }
        }
        self.put(
            out,
            "enumerable",
            Value::Bool(p.attrs.contains(Attrs::ENUMERABLE)),
            pos,
        )?;
        self.put(
            out,
            "configurable",
            Value::Bool(p.attrs.contains(Attrs::CONFIGURABLE)),
            pos,
        )?;
        Ok(Value::Object(out))
    }

    fn put(&mut self, o: ObjectId, name: &str, v: Value, pos: Pos) -> X<()> {
        let k = self.heap.key(name);
        self.heap
            .create_data_property(o, k, v, StoreOrigin::Keyed)
            .map_err(|e| self.heap_error(e, pos))?;
        Ok(())
    }

    /// ECMAScript `ToPropertyDescriptor`.
    pub(crate) fn property_descriptor(&mut self, v: Value, pos: Pos) -> X<PropertyDescriptor> {
        let Value::Object(d) = v else {
            let t = self.message_text(v);
            return Err(
                self.type_error_exc(format!("Property description must be an object: {t}"), pos)
            );
        };
        let field = |this: &mut Self, name: &str| -> X<Option<Value>> {
            let key = this.heap.key(name);
            if this.has_property(d, key) {
                return this.get(Value::Object(d), key, None, pos).map(Some);
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
            if let Some(f) = f
                && f != Value::Undefined
                && !self.is_callable(f)
            {
                let t = self.message_text(f);
                return Err(self.type_error_exc(format!("{what} must be a function: {t}"), pos));
            }
        }
        if (get.is_some() || set.is_some()) && (value.is_some() || writable.is_some()) {
            return Err(self.type_error_exc(
                "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>",
                pos,
            ));
        }
        Ok(PropertyDescriptor {
            value,
            writable: writable.map(|v| self.truthy(v)),
            get,
            set,
            enumerable: enumerable.map(|v| self.truthy(v)),
            configurable: configurable.map(|v| self.truthy(v)),
        })
    }

    // ----- strings ------------------------------------------------------------------

    fn string_method(&mut self, b: Builtin, s: &str, args: &[Value], pos: Pos) -> X<Value> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).copied().unwrap_or(Value::Undefined);
        let units: Vec<u16> = s.encode_utf16().collect();
        let len = units.len() as f64;
        let from_units = |u: &[u16]| String::from_utf16_lossy(u);
        let rel = |x: f64| -> usize {
            let x = if x.is_nan() { 0.0 } else { x.trunc() };
            (if x < 0.0 {
                (len + x).max(0.0)
            } else {
                x.min(len)
            }) as usize
        };
        let clamp = |x: f64| -> usize {
            (if x.is_nan() { 0.0 } else { x.trunc() }).clamp(0.0, len) as usize
        };
        let out: String = match b {
            // Code points, as `for…of` takes them.
            B::StringIterator => {
                let values: Vec<Value> = s
                    .chars()
                    .map(|c| self.heap.string(c.encode_utf8(&mut [0; 4])))
                    .collect();
                return Ok(self.list_iterator(values, "String Iterator"));
            }
            B::StringCharAt | B::StringAt => {
                let i = self.coerce_number(arg(0), pos)?;
                let i = if i.is_nan() { 0.0 } else { i.trunc() };
                let i = if b == B::StringAt && i < 0.0 {
                    len + i
                } else {
                    i
                };
                if i < 0.0 || i >= len {
                    if b == B::StringAt {
                        return Ok(Value::Undefined);
                    }
                    String::new()
                } else {
                    from_units(&units[i as usize..i as usize + 1])
                }
            }
            B::StringCharCodeAt => {
                let i = self.coerce_number(arg(0), pos)?;
                let i = if i.is_nan() { 0.0 } else { i.trunc() };
                return Ok(Value::Number(if i < 0.0 || i >= len {
                    f64::NAN
                } else {
                    f64::from(units[i as usize])
                }));
            }
            B::StringIndexOf
            | B::StringLastIndexOf
            | B::StringIncludes
            | B::StringStartsWith
            | B::StringEndsWith => {
                let needle: Vec<u16> = self.coerce_string(arg(0), pos)?.encode_utf16().collect();
                let find = |from: usize| -> Option<usize> {
                    (from..=units.len().saturating_sub(needle.len())).find(|&i| {
                        i + needle.len() <= units.len() && units[i..i + needle.len()] == needle[..]
                    })
                };
                return Ok(match b {
                    B::StringIndexOf => {
                        let from = clamp(self.coerce_number(arg(1), pos)?);
                        Value::Number(find(from).map_or(-1.0, |i| i as f64))
                    }
                    B::StringLastIndexOf => {
                        let last =
                            (0..=units.len().saturating_sub(needle.len()))
                                .rev()
                                .find(|&i| {
                                    i + needle.len() <= units.len()
                                        && units[i..i + needle.len()] == needle[..]
                                });
                        Value::Number(last.map_or(-1.0, |i| i as f64))
                    }
                    B::StringIncludes => Value::Bool(find(0).is_some()),
                    B::StringStartsWith => {
                        let from = clamp(self.coerce_number(arg(1), pos)?);
                        Value::Bool(units[from..].starts_with(&needle))
                    }
                    _ => Value::Bool(units.ends_with(&needle)),
                });
            }
            B::StringSlice => {
                let start = rel(self.coerce_number(arg(0), pos)?);
                let end = match arg(1) {
                    Value::Undefined => units.len(),
                    e => rel(self.coerce_number(e, pos)?),
                };
                if start >= end {
                    String::new()
                } else {
                    from_units(&units[start..end])
                }
            }
            B::StringSubstring => {
                let a = clamp(self.coerce_number(arg(0), pos)?);
                let e = match arg(1) {
                    Value::Undefined => units.len(),
                    e => clamp(self.coerce_number(e, pos)?),
                };
                let (a, e) = (a.min(e), a.max(e));
                from_units(&units[a..e])
            }
            B::StringSubstr => {
                let start = rel(self.coerce_number(arg(0), pos)?);
                let n = match arg(1) {
                    Value::Undefined => units.len(),
                    e => clamp(self.coerce_number(e, pos)?),
                };
                let end = (start + n).min(units.len());
                from_units(&units[start..end])
            }
            B::StringToUpperCase => s.to_uppercase(),
            B::StringToLowerCase => s.to_lowercase(),
            B::StringTrim => s.trim_matches(is_js_whitespace).to_string(),
            B::StringTrimStart => s.trim_start_matches(is_js_whitespace).to_string(),
            B::StringCodePointAt => {
                let i = self.coerce_number(arg(0), pos)?;
                let i = if i.is_nan() { 0.0 } else { i.trunc() };
                if i < 0.0 || i >= len {
                    return Ok(Value::Undefined);
                }
                let i = i as usize;
                let first = units[i];
                let code = match units.get(i + 1) {
                    Some(&next)
                        if (0xD800..0xDC00).contains(&first)
                            && (0xDC00..0xE000).contains(&next) =>
                    {
                        0x10000 + ((u32::from(first) - 0xD800) << 10) + (u32::from(next) - 0xDC00)
                    }
                    _ => u32::from(first),
                };
                return Ok(Value::Number(f64::from(code)));
            }
            B::StringReplace | B::StringReplaceAll => {
                // A string pattern (regular expressions go to `regexp.rs`); a
                // replacer function is called as JavaScript calls it, a
                // replacement string has its `$` patterns substituted.
                let pattern = self.coerce_string(arg(0), pos)?;
                let replacer = arg(1);
                let replacement = if self.is_callable(replacer) {
                    None
                } else {
                    Some(self.coerce_string(replacer, pos)?)
                };
                let subject: Vec<u16> = s.encode_utf16().collect();
                let pattern_units = pattern.encode_utf16().count();
                let mut out = String::new();
                let mut rest = s;
                let mut offset = 0usize;
                while let Some(at) = rest.find(pattern.as_str()) {
                    out.push_str(&rest[..at]);
                    let index = offset + rest[..at].encode_utf16().count();
                    match &replacement {
                        Some(r) if r.contains('$') => out.push_str(&regexp::substitute(
                            &subject,
                            index..index + pattern_units,
                            &[],
                            &[],
                            r,
                        )),
                        Some(r) => out.push_str(r),
                        None => {
                            let m = self.new_string(&pattern, pos)?;
                            let whole = self.new_string(s, pos)?;
                            let v = self.call(
                                replacer,
                                Value::Undefined,
                                &[m, Value::Number(index as f64), whole],
                                pos,
                            )?;
                            out.push_str(&self.coerce_string(v, pos)?);
                        }
                    }
                    let step = at + pattern.len();
                    offset = index + pattern.encode_utf16().count();
                    if pattern.is_empty() {
                        // An empty pattern matches before each character.
                        match rest[step..].chars().next() {
                            Some(c) if b == B::StringReplaceAll => {
                                out.push(c);
                                rest = &rest[step + c.len_utf8()..];
                                offset += c.len_utf16();
                                continue;
                            }
                            _ => {
                                rest = &rest[step..];
                                break;
                            }
                        }
                    }
                    rest = &rest[step..];
                    if b == B::StringReplace {
                        break;
                    }
                }
                out.push_str(rest);
                out
            }
            B::StringTrimEnd => s.trim_end_matches(is_js_whitespace).to_string(),
            B::StringSplit => {
                let parts: Vec<String> = match arg(0) {
                    Value::Undefined => vec![s.to_string()],
                    sep => {
                        let sep = self.coerce_string(sep, pos)?;
                        if sep.is_empty() {
                            s.chars().map(String::from).collect()
                        } else {
                            s.split(sep.as_str()).map(String::from).collect()
                        }
                    }
                };
                let limit = match arg(1) {
                    Value::Undefined => usize::MAX,
                    l => self.coerce_number(l, pos)? as u32 as usize,
                };
                let values: Vec<Value> = parts
                    .iter()
                    .take(limit)
                    .map(|p| self.heap.string(p))
                    .collect();
                return Ok(Value::Object(self.heap.new_array_known(&values)));
            }
            B::StringLocaleCompare => {
                if args.iter().skip(1).any(|&a| a != Value::Undefined) {
                    return Err(ScriptError::unsupported(
                        pos,
                        "`localeCompare` with locales or options (the model has no `Intl`)",
                    )
                    .into());
                }
                let that = self.coerce_string(arg(0), pos)?;
                return Ok(Value::Number(self.locale_compare(s, &that, pos)?));
            }
            B::StringNormalize => {
                // ICU's normalization data, compiled in, as V8 normalizes
                // through ICU.
                let form = match arg(0) {
                    Value::Undefined => "NFC".to_string(),
                    f => self.coerce_string(f, pos)?,
                };
                let normalized = match form.as_str() {
                    "NFC" => icu_normalizer::ComposingNormalizerBorrowed::new_nfc().normalize(s),
                    "NFD" => icu_normalizer::DecomposingNormalizerBorrowed::new_nfd().normalize(s),
                    "NFKC" => icu_normalizer::ComposingNormalizerBorrowed::new_nfkc().normalize(s),
                    "NFKD" => {
                        icu_normalizer::DecomposingNormalizerBorrowed::new_nfkd().normalize(s)
                    }
                    _ => {
                        return Err(self.range_error_exc(
                            "The normalization form should be one of NFC, NFD, NFKC, NFKD.",
                            pos,
                        ));
                    }
                };
                normalized.into_owned()
            }
            B::StringRepeat => {
                let n = self.coerce_number(arg(0), pos)?;
                if n < 0.0 || n.is_infinite() {
                    return Err(self.range_error_exc(
                        format!("Invalid count value: {}", number_to_string(n)),
                        pos,
                    ));
                }
                let n = if n.is_nan() { 0 } else { n as usize };
                if s.len().saturating_mul(n) > MAX_STRING_LENGTH {
                    return Err(self.range_error_exc("Invalid string length", pos));
                }
                s.repeat(n)
            }
            B::StringPadStart | B::StringPadEnd => {
                let target = self.coerce_number(arg(0), pos)?;
                let fill = match arg(1) {
                    Value::Undefined => " ".to_string(),
                    f => self.coerce_string(f, pos)?,
                };
                let target = if target.is_nan() {
                    0
                } else {
                    target.max(0.0) as usize
                };
                if target > MAX_STRING_LENGTH {
                    return Err(self.range_error_exc("Invalid string length", pos));
                }
                if target <= units.len() || fill.is_empty() {
                    s.to_string()
                } else {
                    let fill_units: Vec<u16> = fill.encode_utf16().collect();
                    let pad: Vec<u16> = fill_units
                        .iter()
                        .copied()
                        .cycle()
                        .take(target - units.len())
                        .collect();
                    let pad = from_units(&pad);
                    if b == B::StringPadStart {
                        format!("{pad}{s}")
                    } else {
                        format!("{s}{pad}")
                    }
                }
            }
            B::StringConcat => {
                let mut out = s.to_string();
                for &a in args {
                    out.push_str(&self.coerce_string(a, pos)?);
                }
                out
            }
            _ => return Ok(Value::Undefined),
        };
        self.new_string(&out, pos)
    }

    // ----- arrays -------------------------------------------------------------------

    /// `f`, when an array built-in may call it back; otherwise V8's
    /// `TypeError`, which names the value as the policy's version does
    /// ([`Policy::array_callback_errors_name_the_type`]).
    ///
    /// [`Policy::array_callback_errors_name_the_type`]: crate::Policy::array_callback_errors_name_the_type
    fn callback(&mut self, f: Value, pos: Pos) -> X<Value> {
        if self.heap.policy().array_callback_errors_name_the_type {
            return self.callable_or_typed_error(f, pos);
        }
        if !self.is_callable(f) {
            let t = self.message_text(f);
            return Err(self.type_error_exc(format!("{t} is not a function"), pos));
        }
        Ok(f)
    }

    /// `f` when it is callable; otherwise V8's `TypeError` naming it by its
    /// type ([`Interpreter::call_site_text`]: `number 5 is not a function`).
    pub(crate) fn callable_or_typed_error(&mut self, f: Value, pos: Pos) -> X<Value> {
        if !self.is_callable(f) {
            let t = self.call_site_text(f);
            return Err(self.type_error_exc(format!("{t} is not a function"), pos));
        }
        Ok(f)
    }

    /// An entry of `new Map(…)` or `Object.fromEntries(…)` must be an
    /// object (ECMA-262 §24.1.1.2, `AddEntriesFromIterable`).
    fn check_entry(&mut self, item: Value, pos: Pos) -> X<()> {
        if matches!(item, Value::Object(_)) {
            return Ok(());
        }
        let t = self.message_text(item);
        Err(self.type_error_exc(format!("Iterator value {t} is not an entry object"), pos))
    }

    /// How V8 names a value that is not callable where it has no source
    /// text to show (`BuildDefaultCallSite`): its `typeof`, followed by the
    /// text of a string (in quotes), a number, a boolean or `null`. So
    /// `number 5`, `string "x"`, `object null`, `boolean true`, but `object`
    /// for any object, `symbol` and `undefined`.
    pub(crate) fn call_site_text(&self, v: Value) -> String {
        let type_name = self.type_of(v);
        match v {
            Value::String(_) => format!("{type_name} \"{}\"", self.message_text(v)),
            Value::Number(_) | Value::Bool(_) | Value::Null => {
                format!("{type_name} {}", self.message_text(v))
            }
            _ => type_name.to_string(),
        }
    }

    fn set_index(&mut self, a: Value, i: u64, v: Value, pos: Pos) -> X<()> {
        let frame = self.strict_frame();
        let key = self.index_key(i);
        self.store(&frame, a, key, v, None, true, pos)
    }

    fn set_length(&mut self, a: Value, n: u64, pos: Pos) -> X<()> {
        let Value::Object(o) = a else { return Ok(()) };
        if self.heap.kind_of_known(o) == ObjectKind::Array {
            self.set_array_length(o, Value::Number(n as f64), pos)
        } else {
            let k = self.heap.key("length");
            let frame = self.strict_frame();
            self.store(&frame, a, k, Value::Number(n as f64), None, false, pos)
        }
    }

    #[allow(clippy::too_many_lines)]
    fn array_method(&mut self, b: Builtin, this: Value, args: &[Value], pos: Pos) -> X<Value> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).copied().unwrap_or(Value::Undefined);
        // `sort` and `toSorted` check their comparator before they read
        // anything of their receiver (ECMA-262 §23.1.3.30 and §23.1.3.34,
        // step 1).
        if matches!(b, B::ArraySort | B::ArrayToSorted)
            && arg(0) != Value::Undefined
            && !self.is_callable(arg(0))
        {
            let mut message =
                "The comparison function must be either a function or undefined".to_string();
            if self.heap.policy().sort_comparator_error_shows_the_value {
                message = format!("{message}: {}", self.message_text(arg(0)));
            }
            return Err(self.type_error_exc(message, pos));
        }
        if matches!(this, Value::Null | Value::Undefined) {
            // V8's Torque iteration built-ins name themselves; the rest
            // convert their receiver with `ToObject` (asked of Node 20, 22
            // and 24: every version agrees).
            let message = if matches!(
                b,
                B::ArrayConcat
                    | B::ArrayEvery
                    | B::ArrayFilter
                    | B::ArrayFind
                    | B::ArrayFindIndex
                    | B::ArrayFindLast
                    | B::ArrayFindLastIndex
                    | B::ArrayForEach
                    | B::ArrayIndexOf
                    | B::ArrayMap
                    | B::ArrayReduce
                    | B::ArrayReduceRight
                    | B::ArraySome
            ) {
                format!("Array.prototype.{} called on null or undefined", b.name())
            } else {
                "Cannot convert undefined or null to object".to_string()
            };
            return Err(self.type_error_exc(message, pos));
        }
        let len = self.length_of(this, pos)?;
        self.check_array_like_length(this, len, pos)?;
        // An array whose elements are sparse may be far longer than what it
        // holds (`a[4294967294] = 1`): every method but `push` and `pop`
        // walks its indices, so past the walk bound it is refused too.
        if !matches!(b, B::ArrayPush | B::ArrayPop)
            && len > MAX_ARRAY_LIKE_LENGTH
            && let Value::Object(o) = this
            && matches!(
                self.heap.object_known(o).elements(),
                crate::object::Elements::Sparse(_)
            )
        {
            return Err(ScriptError::unsupported(
                pos,
                format!(
                    "Array.prototype.{} on a sparse array of length {len}, past the {MAX_ARRAY_LIKE_LENGTH} indices the model walks one by one",
                    b.name()
                ),
            )
            .into());
        }
        self.check_array_mutation(this, b, len, args.len(), pos)?;
        let elem = |s: &mut Self, i: u64| s.get(this, PropertyKey::Index(i as u32), None, pos);
        let rel = |x: f64, len: u64| relative_index(to_integer_or_infinity(x), len);
        match b {
            B::ArrayPush => {
                for (i, &v) in args.iter().enumerate() {
                    self.set_index(this, len + i as u64, v, pos)?;
                }
                let n = len + args.len() as u64;
                // An array's length follows its elements, unless the new
                // length is past the largest (2^32 - 1): then the store of
                // `length` throws V8's `RangeError`, after the elements.
                if let Value::Object(o) = this
                    && (self.heap.kind_of_known(o) != ObjectKind::Array || n > u64::from(u32::MAX))
                {
                    self.set_length(this, n, pos)?;
                }
                Ok(Value::Number(n as f64))
            }
            B::ArrayPop => {
                if len == 0 {
                    self.set_length(this, 0, pos)?;
                    return Ok(Value::Undefined);
                }
                let v = elem(self, len - 1)?;
                // An array drops its last element by its shorter length (no
                // hole, so its elements stay packed); an array-like by a delete.
                if let Value::Object(o) = this
                    && self.heap.kind_of_known(o) != ObjectKind::Array
                {
                    self.unmap_deleted_argument(o, PropertyKey::Index((len - 1) as u32));
                    self.heap
                        .delete(o, PropertyKey::Index((len - 1) as u32))
                        .map_err(|e| self.heap_error(e, pos))?;
                }
                self.set_length(this, len - 1, pos)?;
                Ok(v)
            }
            B::ArrayShift
            | B::ArrayUnshift
            | B::ArraySplice
            | B::ArrayReverse
            | B::ArraySort
            | B::ArrayFill
            | B::ArrayCopyWithin => {
                let mut items: Vec<Option<Value>> = Vec::with_capacity(len as usize);
                let mut fills_whole = false;
                for i in 0..len {
                    let k = PropertyKey::Index(i as u32);
                    let present = self.array_has(this, k);
                    items.push(if present { Some(elem(self, i)?) } else { None });
                }
                let result = match b {
                    B::ArrayShift => {
                        if items.is_empty() {
                            Value::Undefined
                        } else {
                            items.remove(0).unwrap_or(Value::Undefined)
                        }
                    }
                    B::ArrayUnshift => {
                        for (i, &v) in args.iter().enumerate() {
                            items.insert(i, Some(v));
                        }
                        Value::Number(items.len() as f64)
                    }
                    B::ArraySplice => {
                        let start = rel(self.coerce_number(arg(0), pos)?, len) as usize;
                        let count = match args.len() {
                            0 => 0,
                            1 => items.len() - start,
                            _ => (self.coerce_number(arg(1), pos)?.max(0.0) as usize)
                                .min(items.len() - start),
                        };
                        let species = self.array_species(this, count as u64, pos)?;
                        let removed: Vec<Option<Value>> = items
                            .splice(start..start + count, args.iter().skip(2).map(|&v| Some(v)))
                            .collect();
                        let kind = self.result_kind(this, &removed, true);
                        self.array_result(species, removed, kind, true, pos)?
                    }
                    B::ArrayReverse => {
                        items.reverse();
                        this
                    }
                    B::ArrayFill => {
                        let start = rel(self.coerce_number(arg(1), pos)?, len) as usize;
                        let end = match arg(2) {
                            Value::Undefined => len as usize,
                            e => rel(self.coerce_number(e, pos)?, len) as usize,
                        };
                        // V8 13.6's `Array.prototype.fill` over a whole
                        // non-empty holey array makes its elements packed.
                        fills_whole = start == 0 && end as u64 == len && len > 0;
                        for item in items.iter_mut().take(end).skip(start) {
                            *item = Some(arg(0));
                        }
                        this
                    }
                    B::ArrayCopyWithin => {
                        // Each index of the target range takes what the
                        // source range held before the copy, a hole
                        // included (a hole deletes).
                        let to = rel(self.coerce_number(arg(0), pos)?, len) as usize;
                        let from = rel(self.coerce_number(arg(1), pos)?, len) as usize;
                        let end = match arg(2) {
                            Value::Undefined => len as usize,
                            e => rel(self.coerce_number(e, pos)?, len) as usize,
                        };
                        let count = end.saturating_sub(from).min(items.len() - to);
                        let source = items[from..from + count].to_vec();
                        items[to..to + count].clone_from_slice(&source);
                        this
                    }
                    _ => {
                        let cmp = arg(0);
                        let mut present: Vec<Value> = items.iter().flatten().copied().collect();
                        let holes = items.len() - present.len();
                        self.sort_values(&mut present, cmp, pos)?;
                        items = present.into_iter().map(Some).collect();
                        items.extend(std::iter::repeat_n(None, holes));
                        this
                    }
                };
                // Write back.
                for (i, v) in items.iter().enumerate() {
                    match v {
                        Some(v) => self.set_index(this, i as u64, *v, pos)?,
                        None => {
                            if let Value::Object(o) = this {
                                self.unmap_deleted_argument(o, PropertyKey::Index(i as u32));
                                self.heap
                                    .delete(o, PropertyKey::Index(i as u32))
                                    .map_err(|e| self.heap_error(e, pos))?;
                            }
                        }
                    }
                }
                for i in items.len() as u64..len {
                    if let Value::Object(o) = this
                        && self.heap.kind_of_known(o) != ObjectKind::Array
                    {
                        self.unmap_deleted_argument(o, PropertyKey::Index(i as u32));
                        self.heap
                            .delete(o, PropertyKey::Index(i as u32))
                            .map_err(|e| self.heap_error(e, pos))?;
                    }
                }
                self.set_length(this, items.len() as u64, pos)?;
                if fills_whole
                    && self.heap.policy().fill_packs_holey_arrays
                    && let Value::Object(o) = this
                    && self.heap.kind_of_known(o) == ObjectKind::Array
                {
                    use crate::shape::ElementsKind as K;
                    let packed = match self.heap.elements_kind_known(o) {
                        K::HoleySmi => Some(K::PackedSmi),
                        K::HoleyDouble => Some(K::PackedDouble),
                        K::Holey => Some(K::Packed),
                        _ => None,
                    };
                    if let Some(kind) = packed {
                        self.heap.set_elements_kind(o, kind);
                    }
                }
                Ok(result)
            }
            B::ArraySlice => {
                let start = rel(self.coerce_number(arg(0), pos)?, len);
                let end = match arg(1) {
                    Value::Undefined => len,
                    e => rel(self.coerce_number(e, pos)?, len),
                };
                let species = self.array_species(this, end.saturating_sub(start), pos)?;
                // A hole stays a hole.
                let mut out = Vec::new();
                for i in start..end.max(start) {
                    let k = PropertyKey::Index(i as u32);
                    let present = self.array_has(this, k);
                    out.push(if present { Some(elem(self, i)?) } else { None });
                }
                let kind = self.result_kind(this, &out, true);
                self.array_result(species, out, kind, true, pos)
            }
            B::ArrayIndexOf | B::ArrayLastIndexOf | B::ArrayIncludes => {
                let target = arg(0);
                let range: Vec<u64> = if b == B::ArrayLastIndexOf {
                    (0..len).rev().collect()
                } else {
                    (0..len).collect()
                };
                for i in range {
                    let k = PropertyKey::Index(i as u32);
                    let present = self.array_has(this, k);
                    if !present && b != B::ArrayIncludes {
                        continue;
                    }
                    let v = elem(self, i)?;
                    let hit = if b == B::ArrayIncludes {
                        self.same_value_zero(v, target)
                    } else {
                        self.strict_equals(v, target)
                    };
                    if hit {
                        return Ok(if b == B::ArrayIncludes {
                            Value::Bool(true)
                        } else {
                            Value::Number(i as f64)
                        });
                    }
                }
                Ok(if b == B::ArrayIncludes {
                    Value::Bool(false)
                } else {
                    Value::Number(-1.0)
                })
            }
            // `toLocaleString` joins each element's own `toLocaleString`
            // (§23.1.3.32), on the same cycle-detecting stack.
            B::ArrayJoin | B::ArrayToString | B::ArrayToLocaleString => {
                let sep = match arg(0) {
                    Value::Undefined => ",".to_string(),
                    s if b == B::ArrayJoin => self.coerce_string(s, pos)?,
                    _ => ",".to_string(),
                };
                if let Value::Object(o) = this {
                    if self.join_stack.contains(&o) {
                        return Ok(self.heap.string(""));
                    }
                    // Nested arrays join by recursion (each element's
                    // `toString` joins it), as V8's join does on its stack:
                    // past the call depth, V8's stack overflow.
                    if self.join_stack.len() as u32 + self.depth >= MAX_CALL_DEPTH {
                        return Err(self.stack_overflow_exc(pos));
                    }
                    self.join_stack.push(o);
                }
                let mut out = String::new();
                let mut r = Ok(());
                for i in 0..len {
                    if i > 0 {
                        out.push_str(&sep);
                    }
                    let v = match elem(self, i) {
                        Ok(v) => v,
                        Err(e) => {
                            r = Err(e);
                            break;
                        }
                    };
                    if !matches!(v, Value::Undefined | Value::Null) {
                        let text = if b == B::ArrayToLocaleString {
                            self.element_locale_string(v, pos)
                        } else {
                            self.coerce_string(v, pos)
                        };
                        match text {
                            Ok(s) => out.push_str(&s),
                            Err(e) => {
                                r = Err(e);
                                break;
                            }
                        }
                    }
                    if out.len() > MAX_STRING_LENGTH {
                        r = Err(self.range_error_exc("Invalid string length", pos));
                        break;
                    }
                }
                if let Value::Object(_) = this {
                    self.join_stack.pop();
                }
                r?;
                self.new_string(&out, pos)
            }
            B::ArrayConcat => {
                // The receiver, then each argument: an array is spread by
                // index, its holes kept; anything else is one element.
                let species = self.array_species(this, 0, pos)?;
                let mut out = Vec::new();
                for part in std::iter::once(this).chain(args.iter().copied()) {
                    match part {
                        Value::Object(o) if self.heap.kind_of_known(o) == ObjectKind::Array => {
                            let n = self.length_of(part, pos)?;
                            let total = out.len() as u64 + n;
                            if total > MAX_ARRAY_LIKE_LENGTH {
                                return Err(ScriptError::unsupported(
                                    pos,
                                    format!(
                                        "concatenating {total} indices, past the {MAX_ARRAY_LIKE_LENGTH} the model walks one by one"
                                    ),
                                )
                                .into());
                            }
                            for i in 0..n {
                                let k = PropertyKey::Index(i as u32);
                                out.push(if self.has_property(o, k) {
                                    Some(self.get(part, k, None, pos)?)
                                } else {
                                    None
                                });
                            }
                        }
                        other => out.push(Some(other)),
                    }
                }
                let parts: Vec<Value> = std::iter::once(this).chain(args.iter().copied()).collect();
                let kind = self.concat_kind(&parts, &out);
                self.array_result(species, out, Some(kind), true, pos)
            }
            B::ArrayMap
            | B::ArrayFilter
            | B::ArrayForEach
            | B::ArraySome
            | B::ArrayEvery
            | B::ArrayFind
            | B::ArrayFindIndex => {
                let f = self.callback(arg(0), pos)?;
                let this_arg = arg(1);
                let species = match b {
                    B::ArrayMap => self.array_species(this, len, pos)?,
                    B::ArrayFilter => self.array_species(this, 0, pos)?,
                    _ => None,
                };
                let mut out = Vec::new();
                for i in 0..len {
                    let k = PropertyKey::Index(i as u32);
                    let present = self.array_has(this, k);
                    if !present && !matches!(b, B::ArrayFind | B::ArrayFindIndex) {
                        // `map` keeps a hole where the source has one.
                        if b == B::ArrayMap {
                            out.push(None);
                        }
                        continue;
                    }
                    let v = elem(self, i)?;
                    let r = self.call(f, this_arg, &[v, Value::Number(i as f64), this], pos)?;
                    match b {
                        B::ArrayMap => out.push(Some(r)),
                        B::ArrayFilter if self.truthy(r) => out.push(Some(v)),
                        B::ArraySome if self.truthy(r) => return Ok(Value::Bool(true)),
                        B::ArrayEvery if !self.truthy(r) => return Ok(Value::Bool(false)),
                        B::ArrayFind if self.truthy(r) => return Ok(v),
                        B::ArrayFindIndex if self.truthy(r) => return Ok(Value::Number(i as f64)),
                        _ => {}
                    }
                }
                Ok(match b {
                    B::ArrayMap => {
                        let kind = self.result_kind(this, &out, false);
                        self.array_result(species, out, kind, false, pos)?
                    }
                    B::ArrayFilter => {
                        let kind = self.result_kind(this, &out, true);
                        self.array_result(species, out, kind, false, pos)?
                    }
                    B::ArraySome => Value::Bool(false),
                    B::ArrayEvery => Value::Bool(true),
                    B::ArrayFindIndex => Value::Number(-1.0),
                    _ => Value::Undefined,
                })
            }
            B::ArrayReduce => {
                let f = self.callback(arg(0), pos)?;
                let mut i = 0;
                let mut acc = if args.len() > 1 {
                    arg(1)
                } else {
                    loop {
                        if i >= len {
                            return Err(self.type_error_exc(
                                "Reduce of empty array with no initial value",
                                pos,
                            ));
                        }
                        let k = PropertyKey::Index(i as u32);
                        i += 1;
                        if self.array_has(this, k) {
                            break elem(self, i - 1)?;
                        }
                    }
                };
                while i < len {
                    let k = PropertyKey::Index(i as u32);
                    if self.array_has(this, k) {
                        let v = elem(self, i)?;
                        acc = self.call(
                            f,
                            Value::Undefined,
                            &[acc, v, Value::Number(i as f64), this],
                            pos,
                        )?;
                    }
                    i += 1;
                }
                Ok(acc)
            }
            B::ArrayKeys | B::ArrayValues | B::ArrayEntries => {
                let mut out = Vec::new();
                for i in 0..len {
                    out.push(match b {
                        B::ArrayKeys => Value::Number(i as f64),
                        B::ArrayValues => elem(self, i)?,
                        _ => {
                            let v = elem(self, i)?;
                            Value::Object(self.heap.new_array_known(&[Value::Number(i as f64), v]))
                        }
                    });
                }
                Ok(self.list_iterator(out, "Array Iterator"))
            }
            B::ArrayFindLast | B::ArrayFindLastIndex => {
                let f = self.callback(arg(0), pos)?;
                for i in (0..len).rev() {
                    let v = elem(self, i)?;
                    let r = self.call(f, arg(1), &[v, Value::Number(i as f64), this], pos)?;
                    if self.truthy(r) {
                        return Ok(if b == B::ArrayFindLast {
                            v
                        } else {
                            Value::Number(i as f64)
                        });
                    }
                }
                Ok(if b == B::ArrayFindLast {
                    Value::Undefined
                } else {
                    Value::Number(-1.0)
                })
            }
            B::ArrayReduceRight => {
                let f = self.callback(arg(0), pos)?;
                let present =
                    |s: &mut Self, i: u64| s.array_has(this, PropertyKey::Index(i as u32));
                let mut i = len;
                let mut acc = if args.len() > 1 {
                    arg(1)
                } else {
                    loop {
                        if i == 0 {
                            return Err(self.type_error_exc(
                                "Reduce of empty array with no initial value",
                                pos,
                            ));
                        }
                        i -= 1;
                        if present(self, i) {
                            break elem(self, i)?;
                        }
                    }
                };
                while i > 0 {
                    i -= 1;
                    if present(self, i) {
                        let v = elem(self, i)?;
                        acc = self.call(
                            f,
                            Value::Undefined,
                            &[acc, v, Value::Number(i as f64), this],
                            pos,
                        )?;
                    }
                }
                Ok(acc)
            }
            B::ArrayFlatMap => {
                // `FlattenIntoArray` with a mapper and depth 1: holes of the
                // source are skipped, and so are holes of an array the
                // mapper returns, whose elements are read by index.
                if !self.heap.policy().array_callback_errors_name_the_type
                    && !self.is_callable(arg(0))
                {
                    return Err(self.type_error_exc("flatMap mapper function is not callable", pos));
                }
                let f = self.callback(arg(0), pos)?;
                let species = self.array_species(this, 0, pos)?;
                let mut out = Vec::new();
                for i in 0..len {
                    let key = PropertyKey::Index(i as u32);
                    if !self.array_has(this, key) {
                        continue;
                    }
                    let v = elem(self, i)?;
                    let r = self.call(f, arg(1), &[v, Value::Number(i as f64), this], pos)?;
                    match r {
                        Value::Object(o) if self.heap.kind_of_known(o) == ObjectKind::Array => {
                            let n = self.length_of(r, pos)?;
                            self.flatten_into(&mut out, r, n, 0.0, pos)?;
                        }
                        other => out.push(Some(other)),
                    }
                }
                self.flattened_array(species, out, pos)
            }
            B::ArrayToReversed | B::ArrayToSorted | B::ArrayToSpliced | B::ArrayWith => {
                self.array_copying_method(b, this, len, args, pos)
            }
            B::ArrayAt => {
                let i = to_integer_or_infinity(self.coerce_number(arg(0), pos)?);
                let i = if i < 0.0 { len as f64 + i } else { i };
                if i < 0.0 || i >= len as f64 {
                    return Ok(Value::Undefined);
                }
                elem(self, i as u64)
            }
            B::ArrayFlat => {
                let depth = match arg(0) {
                    Value::Undefined => 1.0,
                    d => {
                        let n = self.coerce_number(d, pos)?;
                        if n.is_nan() { 0.0 } else { n.trunc() }
                    }
                };
                let species = self.array_species(this, 0, pos)?;
                let mut out = Vec::new();
                self.flatten_into(&mut out, this, len, depth, pos)?;
                self.flattened_array(species, out, pos)
            }
            _ => Ok(Value::Undefined),
        }
    }

    /// `FlattenIntoArray`: appends to `out` the elements of `source` (of
    /// length `len`), skipping holes, with the arrays among them flattened
    /// `depth` levels down. A stack stands in for the spec's recursion: each
    /// entry is an array being read, its length, the next index and the
    /// depth left below it.
    fn flatten_into(
        &mut self,
        out: &mut Vec<Option<Value>>,
        source: Value,
        len: u64,
        depth: f64,
        pos: Pos,
    ) -> X<()> {
        Self::check_flattened_length(len, pos)?;
        let mut stack = vec![(source, len, 0u64, depth)];
        while let Some(top) = stack.last_mut() {
            let (source, source_len, i, left) = *top;
            if i >= source_len {
                stack.pop();
                continue;
            }
            top.2 += 1;
            let key = PropertyKey::Index(i as u32);
            if !self.array_has(source, key) {
                continue;
            }
            let v = self.get(source, key, None, pos)?;
            match v {
                Value::Object(o)
                    if left >= 1.0 && self.heap.kind_of_known(o) == ObjectKind::Array =>
                {
                    // V8 recurses here: an array that holds itself
                    // overflows its stack.
                    if stack.len() as u32 + self.depth >= MAX_CALL_DEPTH {
                        return Err(self.stack_overflow_exc(pos));
                    }
                    let n = self.length_of(v, pos)?;
                    Self::check_flattened_length(n, pos)?;
                    stack.push((v, n, 0, left - 1.0));
                }
                other => out.push(Some(other)),
            }
        }
        Ok(())
    }

    /// Refuses to flatten an array longer than the walk bound: a sparse
    /// array may be far longer than what it holds, and the walk visits
    /// every index.
    fn check_flattened_length(len: u64, pos: Pos) -> X<()> {
        if len <= MAX_ARRAY_LIKE_LENGTH {
            return Ok(());
        }
        Err(ScriptError::unsupported(
            pos,
            format!(
                "flattening an array of length {len}, past the {MAX_ARRAY_LIKE_LENGTH} indices the model walks one by one"
            ),
        )
        .into())
    }

    /// The array `flat` and `flatMap` return holding `values`: V8 makes it
    /// with `ArraySpeciesCreate(O, 0)`, which for an ordinary array is
    /// `new Array(0)`, `HOLEY_SMI_ELEMENTS`, and appends to it, so its
    /// elements kind is the holey kind of its values, never a packed one.
    fn flattened_array(
        &mut self,
        species: Option<Value>,
        values: Vec<Option<Value>>,
        pos: Pos,
    ) -> X<Value> {
        let kind = crate::shape::ElementsKind::of_values(&values).to_holey();
        self.array_result(species, values, Some(kind), false, pos)
    }

    /// `HasProperty(ToObject(v), k)` for an index `k` below `v`'s length, as
    /// the array built-ins ask it of their receiver: a string has every
    /// index below its length; another primitive has none.
    fn array_has(&mut self, v: Value, k: PropertyKey) -> bool {
        match v {
            Value::Object(o) => self.has_property(o, k),
            Value::String(_) => true,
            _ => false,
        }
    }

    /// The elements kind of the ordinary array `map`, `filter`, `slice` or
    /// `splice` of `source` returns holding `values`: `None` (the kind of
    /// the values, packed when there are no holes) on V8's fast path, which
    /// takes an array while the species protector holds; the holey kind of
    /// the values on the slow path, which builds on `new Array(n)`. With
    /// `follows_source` (`filter`, `slice`, `splice`), the fast path keeps a
    /// holey source's holeyness too.
    fn result_kind(
        &self,
        source: Value,
        values: &[Option<Value>],
        follows_source: bool,
    ) -> Option<crate::shape::ElementsKind> {
        let array_kind = match source {
            Value::Object(o) if self.heap.kind_of_known(o) == ObjectKind::Array => {
                Some(self.heap.elements_kind_known(o))
            }
            _ => None,
        };
        let holey = match (array_kind, source) {
            (Some(kind), Value::Object(o)) => {
                !self.on_species_fast_path(o) || (follows_source && kind.is_holey())
            }
            _ => true,
        };
        holey.then(|| crate::shape::ElementsKind::of_values(values).to_holey())
    }

    /// The elements kind of `concat`'s ordinary result, whose parts were
    /// the receiver and the arguments and whose elements are `values`: when
    /// every part is an array, V8's fast path joins their kinds (so a holey
    /// part makes it holey); otherwise its slow path makes
    /// `PACKED_DOUBLE_ELEMENTS` if the joined kind is that, and
    /// `HOLEY_ELEMENTS` for anything else.
    fn concat_kind(&self, parts: &[Value], values: &[Option<Value>]) -> crate::shape::ElementsKind {
        use crate::shape::ElementsKind as K;
        let mut kind = K::of_values(values);
        let mut all_arrays = true;
        for &part in parts {
            match part {
                // A part whose map is not an initial array map (a
                // subclass's instance, an array with a named property of its
                // own) sends V8 down the slow path, as a part that is no
                // array does. The species protector plays no part here.
                Value::Object(o)
                    if self.heap.kind_of_known(o) == ObjectKind::Array
                        && self.heap.get_prototype_of_known(o)
                            == Some(self.heap.intrinsics().array_prototype)
                        && self
                            .heap
                            .shapes()
                            .descriptors_of(self.heap.shape_of_known(o))
                            .is_some_and(<[_]>::is_empty) =>
                {
                    kind = kind.join(self.heap.elements_kind_known(o));
                }
                _ => all_arrays = false,
            }
        }
        match kind {
            _ if all_arrays => kind,
            K::PackedDouble => K::PackedDouble,
            _ => K::Holey,
        }
    }

    /// `ArraySpeciesCreate(original, length)`, as far as it leaves the
    /// ordinary case: `None` when the result is an ordinary array (the
    /// receiver is no array, or its constructor's `Symbol.species` is
    /// `Array`, `undefined` or `null`), which the method then makes itself
    /// with V8's elements kind; otherwise the object the species
    /// constructor made with `new C(length)`. `constructor` and its species
    /// are read here, before the method calls any callback, as the spec
    /// orders it.
    /// Whether array `o` takes V8's fast path of the array built-ins: while
    /// the species protector holds, an array on the initial
    /// `Array.prototype` with no own `constructor` has `Array` for its
    /// species, with no lookup, and its results keep packed kinds. Any
    /// other array (a subclass's instance, one with its own `constructor`)
    /// goes the slow way, whose results are holey even when its species
    /// turns out to be `Array`.
    fn on_species_fast_path(&self, o: ObjectId) -> bool {
        self.array_species_protector
            && self.heap.get_prototype_of_known(o) == Some(self.heap.intrinsics().array_prototype)
            && self
                .heap
                .get_own_property_known(o, self.keys.constructor)
                .is_none()
    }

    fn array_species(&mut self, original: Value, length: u64, pos: Pos) -> X<Option<Value>> {
        let Value::Object(o) = original else {
            return Ok(None);
        };
        if self.heap.kind_of_known(o) != ObjectKind::Array {
            return Ok(None);
        }
        if self.on_species_fast_path(o) {
            return Ok(None);
        }
        let constructor = self.keys.constructor;
        let mut c = self.get(original, constructor, None, pos)?;
        if let Value::Object(_) = c
            && let Some(species) = self.well_known_symbol("species")
        {
            c = self.get(c, PropertyKey::Symbol(species), None, pos)?;
            if c == Value::Null {
                c = Value::Undefined;
            }
        }
        if c == Value::Undefined || c == Value::Object(self.builtin_object(Builtin::ArrayCtor)) {
            return Ok(None);
        }
        if !self.is_constructor(c) {
            return Err(self.type_error_exc(
                "object.constructor[Symbol.species] is not a constructor",
                pos,
            ));
        }
        self.construct(c, &[Value::Number(length as f64)], c, pos)
            .map(Some)
    }

    /// `o`, just made by built-in constructor `b`, moved onto `new.target`'s
    /// `prototype` when a subclass's `super(…)` made it
    /// (`GetPrototypeFromConstructor`): `class A extends Array {}` makes
    /// arrays whose prototype is `A.prototype`, and wrappers and functions
    /// likewise.
    fn on_new_target_prototype(
        &mut self,
        b: Builtin,
        o: ObjectId,
        new_target: Option<Value>,
        pos: Pos,
    ) -> X<Value> {
        if let Some(nt) = new_target
            && nt != Value::Object(self.builtin_object(b))
        {
            let key = self.keys.prototype;
            if let Value::Object(p) = self.get(nt, key, None, pos)? {
                self.heap
                    .set_prototype_of(o, Some(p))
                    .map_err(|e| self.heap_error(e, pos))?;
            }
        }
        Ok(Value::Object(o))
    }

    /// What `Array.from` and `Array.of` called with `this` as their receiver
    /// make their result from: `None` for an ordinary array (`this` is
    /// `Array` or no constructor), else `new this()`, or `new this(length)`
    /// when `length` is given.
    fn construct_for_array_method(
        &mut self,
        this: Value,
        length: Option<usize>,
        pos: Pos,
    ) -> X<Option<Value>> {
        if this == Value::Object(self.builtin_object(Builtin::ArrayCtor))
            || !self.is_constructor(this)
        {
            return Ok(None);
        }
        let args: Vec<Value> = length
            .map(|n| Value::Number(n as f64))
            .into_iter()
            .collect();
        self.construct(this, &args, this, pos).map(Some)
    }

    /// An element's text for `Array.prototype.toLocaleString`: its own
    /// `toLocaleString` called, the result made a string.
    fn element_locale_string(&mut self, v: Value, pos: Pos) -> X<String> {
        let key = self.heap.key("toLocaleString");
        let f = self.get(v, key, None, pos)?;
        let f = self.callback(f, pos)?;
        let text = self.call(f, v, &[], pos)?;
        self.coerce_string(text, pos)
    }

    /// `toReversed`, `toSorted`, `toSpliced` and `with` (ES2023): a new
    /// ordinary array whatever the receiver (no species), every index read
    /// with `Get`, so a hole comes out `undefined`. Asked of Node 20, 22 and
    /// 24, the result has the kind of its values, except that `toSorted`
    /// never makes `PACKED_DOUBLE_ELEMENTS` (it sorts tagged values).
    fn array_copying_method(
        &mut self,
        b: Builtin,
        this: Value,
        len: u64,
        args: &[Value],
        pos: Pos,
    ) -> X<Value> {
        use crate::shape::ElementsKind as K;
        use Builtin as B;
        let arg = |i: usize| args.get(i).copied().unwrap_or(Value::Undefined);
        let read = |s: &mut Self, range: std::ops::Range<u64>| -> X<Vec<Option<Value>>> {
            range
                .map(|i| {
                    let key = s.index_key(i);
                    s.get(this, key, None, pos).map(Some)
                })
                .collect()
        };
        let values = match b {
            B::ArrayToReversed => {
                let mut v = read(self, 0..len)?;
                v.reverse();
                v
            }
            B::ArrayWith => {
                let index = to_integer_or_infinity(self.coerce_number(arg(0), pos)?);
                let actual = if index >= 0.0 {
                    index
                } else {
                    len as f64 + index
                };
                if actual < 0.0 || actual >= len as f64 {
                    return Err(self.error_at_exc(
                        "RangeError",
                        format!("Invalid index : {}", number_to_string(index)),
                        pos,
                    ));
                }
                let at = actual as u64;
                let mut v = read(self, 0..at)?;
                v.push(Some(arg(1)));
                v.extend(read(self, at + 1..len)?);
                v
            }
            B::ArrayToSpliced => {
                let start = relative_index(
                    to_integer_or_infinity(self.coerce_number(arg(0), pos)?),
                    len,
                );
                let skip = match args.len() {
                    0 => 0,
                    1 => len - start,
                    _ => (to_integer_or_infinity(self.coerce_number(arg(1), pos)?).max(0.0) as u64)
                        .min(len - start),
                };
                let inserted = args.len().saturating_sub(2) as u64;
                if (len + inserted - skip) > MAX_ARRAY_LIKE_LENGTH {
                    return Err(ScriptError::unsupported(
                        pos,
                        format!(
                            "Array.prototype.toSpliced of {} elements, past the {MAX_ARRAY_LIKE_LENGTH} the model walks one by one",
                            len + inserted - skip
                        ),
                    )
                    .into());
                }
                let mut v = read(self, 0..start)?;
                v.extend(args.iter().skip(2).map(|&a| Some(a)));
                v.extend(read(self, start + skip..len)?);
                v
            }
            _ => {
                let cmp = arg(0);
                let mut sorted: Vec<Value> = read(self, 0..len)?.into_iter().flatten().collect();
                self.sort_values(&mut sorted, cmp, pos)?;
                sorted.into_iter().map(Some).collect()
            }
        };
        let mut kind = K::of_values(&values);
        if b == B::ArrayToSorted && kind == K::PackedDouble {
            kind = K::Packed;
        }
        self.array_result(None, values, Some(kind), false, pos)
    }

    /// The array a method returns holding `values` (`None` a hole): an
    /// ordinary array of elements kind `kind` (by default the kind of the
    /// values) when `species` is `None`, else `species`'s object given
    /// each value by `CreateDataPropertyOrThrow`, then its `length` when
    /// `sets_length` (as `slice`, `splice` and `concat` set it).
    fn array_result(
        &mut self,
        species: Option<Value>,
        values: Vec<Option<Value>>,
        kind: Option<crate::shape::ElementsKind>,
        sets_length: bool,
        pos: Pos,
    ) -> X<Value> {
        let Some(target) = species else {
            return Ok(Value::Object(self.heap.new_array_of_kind(values, kind)));
        };
        let Value::Object(o) = target else {
            return Err(self.type_error_exc(
                format!("{} is not an object", self.message_text(target)),
                pos,
            ));
        };
        if self.proxy_of(target).is_some() {
            return Err(ScriptError::unsupported(
                pos,
                "a Symbol.species constructor that returns a proxy",
            )
            .into());
        }
        let n = values.len() as u64;
        for (i, v) in values.into_iter().enumerate() {
            if let Some(v) = v {
                let key = self.index_key(i as u64);
                self.heap
                    .create_data_property(o, key, v, StoreOrigin::Keyed)
                    .map_err(|e| self.heap_error(e, pos))?;
            }
        }
        if sets_length {
            self.set_length(target, n, pos)?;
        }
        Ok(target)
    }

    /// Sorts `values` by `SortCompare` with comparator `cmp` (or none), as
    /// V8 does: the `undefined`s are set aside and put after the rest, so
    /// the comparator never sees one, and the rest are sorted by
    /// [`super::sort::sort`], which asks for comparisons in V8's order. A
    /// comparator that throws stops the sort; `values` is then unspecified.
    fn sort_values(&mut self, values: &mut Vec<Value>, cmp: Value, pos: Pos) -> X<()> {
        let defined = values.len();
        values.retain(|v| !matches!(v, Value::Undefined));
        let undefined = defined - values.len();
        super::sort::sort(values, |a, b| {
            self.sort_compare(a, b, cmp, pos).map(|order| order < 0.0)
        })?;
        values.extend(std::iter::repeat_n(Value::Undefined, undefined));
        Ok(())
    }

    /// `SortCompare` of two values neither of which is `undefined`: the
    /// comparator's result as a number (NaN as 0), or with no comparator,
    /// the order of their strings by UTF-16 code units.
    fn sort_compare(&mut self, a: Value, b: Value, cmp: Value, pos: Pos) -> X<f64> {
        if cmp != Value::Undefined {
            let r = self.call(cmp, Value::Undefined, &[a, b], pos)?;
            let n = self.coerce_number(r, pos)?;
            return Ok(if n.is_nan() { 0.0 } else { n });
        }
        let order = match (a, b) {
            (Value::String(x), Value::String(y)) => self
                .heap
                .str_known(x)
                .encode_utf16()
                .cmp(self.heap.str_known(y).encode_utf16()),
            _ => {
                let x = self.coerce_string(a, pos)?;
                let y = self.coerce_string(b, pos)?;
                x.encode_utf16().cmp(y.encode_utf16())
            }
        };
        Ok(match order {
            std::cmp::Ordering::Less => -1.0,
            std::cmp::Ordering::Equal => 0.0,
            std::cmp::Ordering::Greater => 1.0,
        })
    }

    /// `thisNumberValue` of a `Number.prototype` method: the number (a
    /// `Number` wrapper arrives unwrapped), else V8's `TypeError`.
    fn this_number(&mut self, this: Value, method: &str, pos: Pos) -> X<f64> {
        match this {
            Value::Number(x) => Ok(x),
            _ => Err(self.type_error_exc(
                format!("Number.prototype.{method} requires that 'this' be a Number"),
                pos,
            )),
        }
    }

    /// `a.localeCompare(b)` with no locales or options: -1, 0 or 1 by ICU's
    /// root collation (CLDR's, which Node's default `en-US` does not
    /// tailor), as V8 answers through ICU. The collator is made once.
    fn locale_compare(&mut self, a: &str, b: &str, pos: Pos) -> X<f64> {
        let collator = match self.collator.take() {
            Some(collator) => collator,
            None => icu_collator::Collator::try_new(
                Default::default(),
                icu_collator::options::CollatorOptions::default(),
            )
            .map_err(|e| {
                ScriptError::unsupported(pos, format!("`localeCompare`: ICU's collation data: {e}"))
            })?,
        };
        let order = collator.compare(a, b);
        self.collator = Some(collator);
        Ok(match order {
            std::cmp::Ordering::Less => -1.0,
            std::cmp::Ordering::Equal => 0.0,
            std::cmp::Ordering::Greater => 1.0,
        })
    }

    // ----- Map and Set ----------------------------------------------------------------

    fn collection_key(&self, v: Value) -> CollectionKey {
        match v {
            Value::Number(n) => CollectionKey::Number(if n == 0.0 {
                0
            } else if n.is_nan() {
                f64::NAN.to_bits()
            } else {
                n.to_bits()
            }),
            Value::String(s) => CollectionKey::String(self.heap.str_known(s).into()),
            Value::Undefined => CollectionKey::Other(ValueKey::Undefined),
            Value::Null => CollectionKey::Other(ValueKey::Null),
            Value::Bool(b) => CollectionKey::Other(ValueKey::Bool(b)),
            Value::Object(o) => CollectionKey::Other(ValueKey::Object(o)),
            Value::Native(n) => CollectionKey::Other(ValueKey::Native(n.0)),
            Value::Symbol(s) => CollectionKey::Other(ValueKey::Symbol(s)),
        }
    }

    fn collection_set(&mut self, o: ObjectId, k: Value, v: Value) {
        let k = if let Value::Number(n) = k
            && n == 0.0
        {
            Value::Number(0.0)
        } else {
            k
        };
        let key = self.collection_key(k);
        if let Some(c) = self.collections.get_mut(&o) {
            match c.entries.get_mut(&key) {
                Some(e) => e.1 = v,
                None => {
                    c.entries.insert(key, (k, v));
                }
            }
        }
    }

    fn collection_method(&mut self, b: Builtin, this: Value, args: &[Value], pos: Pos) -> X<Value> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).copied().unwrap_or(Value::Undefined);
        let set = matches!(
            b,
            B::SetAdd
                | B::SetHas
                | B::SetDelete
                | B::SetClear
                | B::SetForEach
                | B::SetValues
                | B::SetEntries
        );
        let o = match this {
            Value::Object(o) if self.collections.contains_key(&o) && self.is_set(o) == set => o,
            _ => {
                let kind = if set { "Set" } else { "Map" };
                let method = format!("{kind}.prototype.{}", b.name());
                return Err(self.incompatible_receiver(&method, this, pos));
            }
        };
        let weak = self.collections.get(&o).is_some_and(|c| c.weak);
        if weak && matches!(b, B::MapSet | B::SetAdd) && !matches!(arg(0), Value::Object(_)) {
            let t = self.display_text(arg(0));
            let what = if set {
                "in weak set"
            } else {
                "as weak map key"
            };
            return Err(self.type_error_exc(format!("Invalid value used {what}: {t}"), pos));
        }
        let key = self.collection_key(arg(0));
        match b {
            B::MapGet => Ok(self
                .collections
                .get(&o)
                .and_then(|c| c.entries.get(&key))
                .map_or(Value::Undefined, |e| e.1)),
            B::MapSet | B::SetAdd => {
                let v = if b == B::SetAdd { arg(0) } else { arg(1) };
                self.collection_set(o, arg(0), v);
                Ok(this)
            }
            B::MapHas | B::SetHas => Ok(Value::Bool(
                self.collections
                    .get(&o)
                    .is_some_and(|c| c.entries.contains_key(&key)),
            )),
            B::MapDelete | B::SetDelete => Ok(Value::Bool(
                self.collections
                    .get_mut(&o)
                    .is_some_and(|c| c.entries.shift_remove(&key).is_some()),
            )),
            B::MapClear | B::SetClear => {
                if let Some(c) = self.collections.get_mut(&o) {
                    c.entries.clear();
                }
                Ok(Value::Undefined)
            }
            B::MapForEach | B::SetForEach => {
                // V8 names the value's type here in every version.
                let f = self.callable_or_typed_error(arg(0), pos)?;
                let entries: Vec<(Value, Value)> = self
                    .collections
                    .get(&o)
                    .map(|c| c.entries.values().copied().collect())
                    .unwrap_or_default();
                for (k, v) in entries {
                    self.call(f, arg(1), &[v, k, this], pos)?;
                }
                Ok(Value::Undefined)
            }
            _ => {
                let entries: Vec<(Value, Value)> = self
                    .collections
                    .get(&o)
                    .map(|c| c.entries.values().copied().collect())
                    .unwrap_or_default();
                let values: Vec<Value> = entries
                    .into_iter()
                    .map(|(k, v)| match b {
                        B::MapKeys | B::SetValues => k,
                        B::MapValues => v,
                        _ => Value::Object(self.heap.new_array_known(&[k, v])),
                    })
                    .collect();
                let set = self.is_set(o);
                let kind = match (set, matches!(b, B::MapEntries | B::SetEntries)) {
                    (false, false) => "Map Iterator",
                    (false, true) => "Map Entries",
                    (true, false) => "Set Iterator",
                    (true, true) => "Set Entries",
                };
                Ok(self.list_iterator(values, kind))
            }
        }
    }

    // ----- console.log ---------------------------------------------------------------

    /// How `console.log` prints one argument.
    fn console_text(&mut self, v: Value, pos: Pos) -> X<String> {
        match v {
            Value::String(s) => Ok(self.heap.str_known(s).to_string()),
            _ => self.inspect(v, pos),
        }
    }

    /// `util.inspect` of a value.
    pub(crate) fn inspect(&mut self, v: Value, pos: Pos) -> X<String> {
        match v {
            // Function.prototype prints with its constructor, as the heap's
            // display gives it.
            Value::Object(o)
                if self.callables.contains_key(&o)
                    && o != self.heap.intrinsics().function_prototype =>
            {
                Ok(self.inspect_function(o))
            }
            Value::Object(o) if self.collections.contains_key(&o) => {
                let set = self.is_set(o);
                let entries: Vec<(Value, Value)> = self
                    .collections
                    .get(&o)
                    .map(|c| c.entries.values().copied().collect())
                    .unwrap_or_default();
                let mut parts = Vec::new();
                for (k, val) in entries {
                    let ks = self.inspect_nested(k, pos)?;
                    if set {
                        parts.push(ks);
                    } else {
                        let vs = self.inspect_nested(val, pos)?;
                        parts.push(format!("{ks} => {vs}"));
                    }
                }
                let name = if set { "Set" } else { "Map" };
                let n = parts.len();
                Ok(if parts.is_empty() {
                    format!("{name}({n}) {{}}")
                } else {
                    format!("{name}({n}) {{ {} }}", parts.join(", "))
                })
            }
            Value::Object(o) if self.is_error(o) => {
                let (name, message) = self.error_parts(v);
                Ok(if message.is_empty() {
                    name
                } else {
                    format!("{name}: {message}")
                })
            }
            Value::Object(o) if self.contains_special(o, 0) => Err(ScriptError::unsupported(
                pos,
                "console.log of an object that holds maps, sets or errors",
            )
            .into()),
            Value::Object(_) => {
                let names = |f: ObjectId| self.display_name(f);
                let tag = self.realm.well_known_symbols.get("toStringTag");
                let texts = |o: ObjectId| self.object_text(o);
                Ok(self
                    .heap
                    .display(v)
                    .function_names(&names)
                    .object_texts(&texts)
                    .to_string_tag(tag.map(|&s| PropertyKey::Symbol(s)))
                    .break_lines()
                    .to_string())
            }
            other => Ok(self.heap.display(other).to_string()),
        }
    }

    fn inspect_nested(&mut self, v: Value, pos: Pos) -> X<String> {
        match v {
            Value::String(s) => {
                let text = self.heap.str_known(s).to_string();
                Ok(format!("'{}'", text.replace('\'', "\\'")))
            }
            other => self.inspect(other, pos),
        }
    }

    /// Whether an object's display would reach a value the heap's display
    /// cannot name as Node does (a script function, a `Map`, an error).
    fn contains_special(&self, o: ObjectId, depth: u32) -> bool {
        if depth > 3 {
            return false;
        }
        if self.collections.contains_key(&o) || self.is_error(o) {
            return true;
        }
        for k in self.heap.own_keys_known(o) {
            if let Some(p) = self.heap.get_own_property_known(o, k) {
                match p.slot {
                    crate::object::PropertySlot::Data(Value::Object(c))
                        if self.contains_special(c, depth + 1) =>
                    {
                        return true;
                    }
                    crate::object::PropertySlot::Accessor { .. } => {}
                    _ => {}
                }
            }
        }
        false
    }

    /// A new iterator over `values`: `kind` is its `Symbol.toStringTag`
    /// (`Array Iterator`) or, for map and set iterators, how Node lists it.
    pub(crate) fn list_iterator(&mut self, values: Vec<Value>, kind: &'static str) -> Value {
        let proto_name = match kind {
            "Array Iterator" => "Array Iterator",
            "String Iterator" => "String Iterator",
            "RegExp String Iterator" => "RegExp String Iterator",
            "Map Iterator" | "Map Entries" => "Map Iterator",
            _ => "Set Iterator",
        };
        let proto = self.list_iterator_prototype(proto_name);
        let o = self.heap.object_create_known(Some(proto));
        self.iterators.insert(
            o,
            ListIterator {
                values: values.into(),
                kind,
            },
        );
        Value::Object(o)
    }

    /// The prototype of the list iterators named `name` (`Array Iterator`,
    /// its `Symbol.toStringTag`), which inherits from `%IteratorPrototype%`,
    /// as V8's do.
    fn list_iterator_prototype(&mut self, name: &'static str) -> ObjectId {
        let parent = self.builtin_prototype("Iterator.prototype", None);
        self.realm_object(name, |this| {
            let o = this.heap.object_create_known(Some(parent));
            this.define_to_string_tag(o, name);
            let _ = this.heap.make_builtin_prototype(o, true);
            o
        })
    }

    /// The values an iterator from `keys()`, `values()` or `entries()` has
    /// left, taking them.
    pub(crate) fn drain_list_iterator(&mut self, o: ObjectId) -> Option<Vec<Value>> {
        self.iterators
            .get_mut(&o)
            .map(|it| it.values.drain(..).collect())
    }

    /// How `console.log` shows a regular expression (`/a+/g`) or a wrapper
    /// object (`[Number: 42]`, `[String: 'foo']`), before any own keys.
    fn object_text(&self, o: ObjectId) -> Option<String> {
        if let Some(r) = self.regexps.get(&o) {
            return Some(r.text());
        }
        if let Some(it) = self.iterators.get(&o)
            && !matches!(it.kind, "Array Iterator" | "RegExp String Iterator")
        {
            // `[Map Iterator] { 'a', 'b' }`: what is left, as Node previews it.
            let items: Vec<String> = it
                .values
                .iter()
                .map(|&v| self.heap.display(v).to_string())
                .collect();
            return Some(if items.is_empty() {
                format!("[{}] {{  }}", it.kind)
            } else {
                format!("[{}] {{ {} }}", it.kind, items.join(", "))
            });
        }
        if let Some(p) = self.proxies.get(&o) {
            // Node shows a proxy as its target.
            let names = |f: ObjectId| self.display_name(f);
            let texts = |o: ObjectId| self.object_text(o);
            return Some(
                self.heap
                    .display(Value::Object(p.target))
                    .function_names(&names)
                    .object_texts(&texts)
                    .to_string(),
            );
        }
        let primitive = *self.wrappers.get(&o)?;
        let class = match primitive {
            Value::Number(_) => "Number",
            Value::String(_) => "String",
            Value::Bool(_) => "Boolean",
            Value::Symbol(_) => "Symbol",
            _ => return None,
        };
        Some(format!("[{class}: {}]", self.heap.display(primitive)))
    }

    /// ` extends B` for a class whose prototype is a named function other
    /// than Function.prototype (Node's `getClassBase`), else nothing.
    fn class_heritage(&self, o: ObjectId) -> String {
        let Some(parent) = self.heap.get_prototype_of_known(o) else {
            return String::new();
        };
        if parent == self.heap.intrinsics().function_prototype {
            return String::new();
        }
        let name = self.display_name(parent).unwrap_or_default();
        let name = name.strip_prefix("class ").unwrap_or(&name);
        let name = name.split(" extends ").next().unwrap_or_default();
        if name.is_empty() {
            String::new()
        } else {
            format!(" extends {name}")
        }
    }

    /// The `name` of a function bound to `target`: `bound ` and its
    /// target's.
    fn bound_name(&self, target: Value) -> BoundName {
        if let Value::Object(t) = target
            && let Some(Callable::Bound { name, .. }) = self.callables.get(&t)
        {
            return BoundName {
                times: name.times.saturating_add(1),
                base: name.base.clone(),
            };
        }
        let inner = match target {
            Value::Object(t) => self.display_name(t).unwrap_or_default(),
            _ => String::new(),
        };
        let inner = inner.strip_prefix("class ").unwrap_or(&inner);
        BoundName {
            times: 1,
            base: inner.split(" extends ").next().unwrap_or_default().into(),
        }
    }

    /// A function's name as the display shows it (`class A` for classes).
    fn display_name(&self, o: ObjectId) -> Option<String> {
        match self.callables.get(&o)? {
            Callable::Script(c) => {
                let def =
                    &self.programs[c.target.prog as usize].code.functions[c.target.func.0 as usize];
                let is_class = matches!(
                    def.kind,
                    FunctionKind::ClassConstructor | FunctionKind::DerivedConstructor
                );
                Some(if is_class {
                    format!("class {}{}", def.name, self.class_heritage(o))
                } else {
                    def.name.to_string()
                })
            }
            Callable::Builtin(b) => Some(b.name().to_string()),
            Callable::Bound { name, .. } => Some(name.text()),
        }
    }

    fn inspect_function(&self, o: ObjectId) -> String {
        match self.callables.get(&o) {
            Some(Callable::Script(c)) => {
                let def =
                    &self.programs[c.target.prog as usize].code.functions[c.target.func.0 as usize];
                let is_class = matches!(
                    def.kind,
                    FunctionKind::ClassConstructor | FunctionKind::DerivedConstructor
                );
                let heritage = self.class_heritage(o);
                match (is_class, def.name.is_empty()) {
                    (true, true) => format!("[class (anonymous){heritage}]"),
                    (true, false) => format!("[class {}{heritage}]", def.name),
                    (false, true) => "[Function (anonymous)]".into(),
                    (false, false) => format!("[Function: {}]", def.name),
                }
            }
            Some(Callable::Builtin(b)) if b.name().is_empty() => "[Function (anonymous)]".into(),
            Some(Callable::Builtin(b)) => format!("[Function: {}]", b.name()),
            _ => "[Function: bound]".into(),
        }
    }

    /// Node's `util.format`, as `console.log` applies it.
    fn format_log(&mut self, args: &[Value], pos: Pos) -> X<String> {
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
                        let text = match spec {
                            's' => self.console_text(v, pos)?,
                            'd' => crate::value::inspect_number(self.coerce_number(v, pos)?),
                            'i' => {
                                let s = self.coerce_string(v, pos)?;
                                crate::value::inspect_number(parse_int(&s))
                            }
                            'f' => {
                                let s = self.coerce_string(v, pos)?;
                                crate::value::inspect_number(parse_float(&s))
                            }
                            'j' => self
                                .json_text(v, &JsonOptions::default(), pos)?
                                .unwrap_or_else(|| "undefined".into()),
                            'o' | 'O' => self.inspect(v, pos)?,
                            _ => String::new(),
                        };
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

    // ----- JSON -----------------------------------------------------------------------

    /// `JSON.stringify(v)` written with `options`: its text, or `None` when
    /// `v` has none (`undefined`, a function, a symbol).
    pub(crate) fn json_text(
        &mut self,
        v: Value,
        options: &JsonOptions,
        pos: Pos,
    ) -> X<Option<String>> {
        let mut out = String::new();
        let mut stack = Vec::new();
        let empty = self.heap.key("");
        let written = self.json(None, empty, v, &mut out, &mut stack, options, pos)?;
        Ok(written.then_some(out))
    }

    /// `SerializeJSONProperty`: appends the JSON text of `v`, which is
    /// `holder[key]` (`holder` `None`: the value `JSON.stringify` was given,
    /// whose holder is made only if a replacer function needs it), after its
    /// `toJSON` and the replacer have had their say. `false`, with nothing
    /// appended, when the value has no JSON text (`undefined`, a function, a
    /// symbol).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn json(
        &mut self,
        holder: Option<ObjectId>,
        key: PropertyKey,
        v: Value,
        out: &mut String,
        stack: &mut Vec<ObjectId>,
        options: &JsonOptions,
        pos: Pos,
    ) -> X<bool> {
        let given = v;
        let mut v = v;
        if let Value::Object(_) = v {
            let to_json = self.heap.key("toJSON");
            let f = self.get(v, to_json, None, pos)?;
            if self.is_callable(f) {
                let k = self.key_value(key);
                v = self.call(f, v, &[k], pos)?;
            }
        }
        if let Some(replacer) = options.replacer {
            let holder = match holder {
                Some(h) => h,
                None => {
                    // The wrapper V8 makes for the first call (`CurrentHolder`).
                    let wrapper = self.heap.new_object();
                    let empty = self.heap.key("");
                    self.heap
                        .create_data_property(wrapper, empty, given, StoreOrigin::Keyed)
                        .map_err(|e| self.heap_error(e, pos))?;
                    wrapper
                }
            };
            let k = self.key_value(key);
            v = self.call(replacer, Value::Object(holder), &[k, v], pos)?;
        }
        // Number, String and Boolean objects stand for their primitives.
        v = self.json_primitive(v, pos)?;
        if let Value::Object(o) = v
            && let Some(b @ Value::Bool(_)) = self.wrappers.get(&o).copied()
        {
            v = b;
        }
        match v {
            Value::Undefined | Value::Native(_) | Value::Symbol(_) => return Ok(false),
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if b { "true" } else { "false" }),
            Value::Number(x) if x.is_finite() => out.push_str(&number_to_string(x)),
            Value::Number(_) => out.push_str("null"),
            Value::String(s) => json_quote(self.heap.str_known(s), out),
            Value::Object(o) => {
                if self.is_callable(v) {
                    return Ok(false);
                }
                if stack.contains(&o) {
                    return Err(self.type_error_exc("Converting circular structure to JSON", pos));
                }
                if stack.len() >= MAX_JSON_DEPTH {
                    return Err(self.stack_overflow_exc(pos));
                }
                stack.push(o);
                let r = self.json_container(o, v, out, stack, options, pos);
                stack.pop();
                r?;
            }
        }
        Ok(true)
    }

    /// `SerializeJSONArray` and `SerializeJSONObject` of `o` (`v`), which is
    /// on top of `stack`.
    fn json_container(
        &mut self,
        o: ObjectId,
        v: Value,
        out: &mut String,
        stack: &mut Vec<ObjectId>,
        options: &JsonOptions,
        pos: Pos,
    ) -> X<()> {
        let indent = options.indent.as_str();
        let newline = |out: &mut String, level: usize| {
            if !indent.is_empty() {
                out.push('\n');
                for _ in 0..level {
                    out.push_str(indent);
                }
            }
        };
        let level = stack.len();
        if self.heap.kind_of_known(o) == ObjectKind::Array {
            let len = self.length_of(v, pos)?;
            self.check_string_length(out.len() + 2 * len as usize, pos)?;
            out.push('[');
            for i in 0..len {
                self.check_string_length(out.len(), pos)?;
                if i > 0 {
                    out.push(',');
                }
                newline(out, level);
                let key = self.index_key(i);
                let item = self.get(v, key, None, pos)?;
                if !self.json(Some(o), key, item, out, stack, options, pos)? {
                    out.push_str("null");
                }
            }
            if len > 0 {
                newline(out, level - 1);
            }
            out.push(']');
            return Ok(());
        }
        out.push('{');
        let mut first = true;
        let own_keys;
        let keys: &[PropertyKey] = match &options.keys {
            Some(keys) => keys,
            None => {
                own_keys = self.heap.keys_known(o);
                &own_keys
            }
        };
        for &key in keys {
            let item = self.get(v, key, None, pos)?;
            let mark = out.len();
            if !first {
                out.push(',');
            }
            newline(out, level);
            json_quote(&self.key_text(key), out);
            out.push(':');
            if !indent.is_empty() {
                out.push(' ');
            }
            if self.json(Some(o), key, item, out, stack, options, pos)? {
                first = false;
            } else {
                out.truncate(mark);
            }
        }
        if !first {
            newline(out, level - 1);
        }
        out.push('}');
        Ok(())
    }

    /// `v`, or the number or string a Number or String object stands for,
    /// read as `JSON.stringify` reads them (`ToNumber`, `ToString`: a
    /// `valueOf` or `toString` of its own is called).
    fn json_primitive(&mut self, v: Value, pos: Pos) -> X<Value> {
        let Value::Object(o) = v else {
            return Ok(v);
        };
        Ok(match self.wrappers.get(&o).copied() {
            Some(Value::Number(_)) => Value::Number(self.coerce_number(v, pos)?),
            Some(Value::String(_)) => {
                let text = self.coerce_string(v, pos)?;
                self.heap.string(&text)
            }
            _ => v,
        })
    }

    /// `JSON.stringify`'s replacer and space, as `JsonOptions`: a function
    /// replacer is called for every value; an array replacer lists the keys
    /// objects are written with (its strings, numbers, and String and Number
    /// objects, as strings, each once); anything else is no replacer. The
    /// indentation is a number of spaces (at most 10) or a string's first 10
    /// characters, a Number or String object counting as its primitive.
    fn json_options(&mut self, replacer: Value, space: Value, pos: Pos) -> X<JsonOptions> {
        let mut options = JsonOptions::default();
        if self.is_callable(replacer) {
            options.replacer = Some(replacer);
        } else if let Value::Object(list) = replacer
            && self.heap.kind_of_known(list) == ObjectKind::Array
        {
            let len = self.length_of(replacer, pos)?;
            let mut keys: Vec<PropertyKey> = Vec::new();
            for i in 0..len {
                let key = self.index_key(i);
                let item = self.get(replacer, key, None, pos)?;
                let listed = match item {
                    Value::String(_) | Value::Number(_) => true,
                    Value::Object(o) => matches!(
                        self.wrappers.get(&o),
                        Some(Value::String(_) | Value::Number(_))
                    ),
                    _ => false,
                };
                if listed {
                    let item = self.coerce_key(item, pos)?;
                    if !keys.contains(&item) {
                        keys.push(item);
                    }
                }
            }
            options.keys = Some(keys);
        }
        options.indent = match self.json_primitive(space, pos)? {
            Value::Number(n) => " ".repeat(n.clamp(0.0, 10.0) as usize),
            Value::String(s) => self.heap.str_known(s).chars().take(10).collect(),
            _ => String::new(),
        };
        Ok(options)
    }
}

/// How `JSON.stringify` writes: see [`Interpreter::json_options`].
#[derive(Default)]
pub(crate) struct JsonOptions {
    /// The indentation of one level (empty: one line).
    pub(crate) indent: String,
    /// A replacer function, called with each key and value.
    pub(crate) replacer: Option<Value>,
    /// The keys objects are written with, instead of their own.
    pub(crate) keys: Option<Vec<PropertyKey>>,
}

/// `Math` and `Number` constants.
fn constant(holder: Holder, name: &str) -> Option<f64> {
    Some(match (holder, name) {
        (Holder::Math, "PI") => std::f64::consts::PI,
        (Holder::Math, "E") => std::f64::consts::E,
        (Holder::Math, "LN2") => std::f64::consts::LN_2,
        (Holder::Math, "LN10") => std::f64::consts::LN_10,
        (Holder::Math, "SQRT2") => std::f64::consts::SQRT_2,
        (Holder::Number, "MAX_SAFE_INTEGER") => 9_007_199_254_740_991.0,
        (Holder::Number, "MIN_SAFE_INTEGER") => -9_007_199_254_740_991.0,
        (Holder::Number, "EPSILON") => f64::EPSILON,
        (Holder::Number, "MAX_VALUE") => f64::MAX,
        (Holder::Number, "MIN_VALUE") => 5e-324,
        (Holder::Number, "POSITIVE_INFINITY") => f64::INFINITY,
        (Holder::Number, "NEGATIVE_INFINITY") => f64::NEG_INFINITY,
        (Holder::Number, "NaN") => f64::NAN,
        _ => return None,
    })
}

/// `Number.prototype.toFixed(digits)` of a finite number below 1e21: the
/// exact decimal value rounded half up (ties take the larger magnitude, as the
/// specification's "larger n"), not Rust's round-half-to-even.
fn to_fixed(x: f64, digits: usize) -> String {
    // Rust prints a double's exact decimal expansion; 30 more digits hold
    // every digit that can decide the rounding of a value below 1e21.
    let exact = format!("{:.*}", digits + 30, x.abs());
    let (int, frac) = exact.split_once('.').unwrap_or((&exact, ""));
    let mut kept: Vec<u8> = int.bytes().chain(frac.bytes().take(digits)).collect();
    if frac.as_bytes().get(digits).is_some_and(|&d| d >= b'5') {
        // Carry the round-up leftwards.
        let mut i = kept.len();
        loop {
            if i == 0 {
                kept.insert(0, b'1');
                break;
            }
            i -= 1;
            if kept[i] == b'9' {
                kept[i] = b'0';
            } else {
                kept[i] += 1;
                break;
            }
        }
    }
    let split = kept.len() - digits;
    let mut out = String::new();
    if x < 0.0 {
        out.push('-');
    }
    out.push_str(std::str::from_utf8(&kept[..split]).unwrap_or("0"));
    if digits > 0 {
        out.push('.');
        out.push_str(std::str::from_utf8(&kept[split..]).unwrap_or(""));
    }
    out
}

/// The first `count` significant decimal digits of a finite, non-zero `x`,
/// rounded half up (a tie takes the larger magnitude, as the specification's
/// "larger n" does, not Rust's half to even), and the decimal exponent of the
/// first: `x` ≈ `d₀.d₁d₂… × 10^e`.
fn significant_digits(x: f64, count: usize) -> (Vec<u8>, i32) {
    // No double's exact decimal expansion has more than 767 significant
    // digits (the subnormals' reach that), so this is exact, not rounded.
    let exact = format!("{:.767e}", x.abs());
    let (mantissa, exponent) = exact.split_once('e').unwrap_or((&exact, "0"));
    let mut e: i32 = exponent.parse().unwrap_or(0);
    let all: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
    let mut kept: Vec<u8> = all.iter().copied().take(count).collect();
    if all.get(count).is_some_and(|&d| d >= b'5') {
        match kept.iter().rposition(|&d| d != b'9') {
            Some(i) => {
                kept[i] += 1;
                kept[i + 1..].fill(b'0');
            }
            None => {
                // 9.99… rounds to 10.0…: one more power of ten.
                kept.fill(b'0');
                if let Some(first) = kept.first_mut() {
                    *first = b'1';
                }
                e += 1;
            }
        }
    }
    (kept, e)
}

/// `d₀.d₁d₂…e±X`, as `toExponential` and `toPrecision` write it.
fn exponential_text(negative: bool, digits: &[u8], e: i32) -> String {
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let (first, rest) = digits
        .split_first()
        .map_or((b'0', &[][..]), |(f, r)| (*f, r));
    out.push(char::from(first));
    if !rest.is_empty() {
        out.push('.');
        out.extend(rest.iter().map(|&d| char::from(d)));
    }
    out.push('e');
    out.push(if e < 0 { '-' } else { '+' });
    out.push_str(&e.unsigned_abs().to_string());
    out
}

/// `Number.prototype.toExponential` of a finite number: `fraction_digits`
/// digits after the point, or (with none) as many as tell `x` apart from
/// every other double, as its shortest string does.
fn to_exponential(x: f64, fraction_digits: Option<usize>) -> String {
    if x == 0.0 {
        let zeros = "0".repeat(fraction_digits.unwrap_or(0));
        return exponential_text(false, format!("0{zeros}").as_bytes(), 0);
    }
    let (digits, e) = match fraction_digits {
        Some(f) => significant_digits(x, f + 1),
        None => {
            // Rust's `{:e}` is the shortest round-trip form, as V8's.
            let shortest = format!("{:e}", x.abs());
            let (mantissa, exponent) = shortest.split_once('e').unwrap_or((&shortest, "0"));
            let digits = mantissa.bytes().filter(u8::is_ascii_digit).collect();
            (digits, exponent.parse().unwrap_or(0))
        }
    };
    exponential_text(x < 0.0, &digits, e)
}

/// `Number.prototype.toPrecision(p)` of a finite number: `p` significant
/// digits, rounded half up, fixed notation unless the exponent is below -6
/// or at least `p`.
fn to_precision(x: f64, p: usize) -> String {
    if x == 0.0 {
        return if p == 1 {
            "0".into()
        } else {
            format!("0.{}", "0".repeat(p - 1))
        };
    }
    let (digits, e) = significant_digits(x, p);
    if e < -6 || e >= p as i32 {
        return exponential_text(x < 0.0, &digits, e);
    }
    let text: String = digits.iter().map(|&d| char::from(d)).collect();
    let mut out = String::new();
    if x < 0.0 {
        out.push('-');
    }
    if e < 0 {
        out.push_str("0.");
        out.push_str(&"0".repeat((-e - 1) as usize));
        out.push_str(&text);
    } else {
        let point = e as usize + 1;
        out.push_str(&text[..point]);
        if point < text.len() {
            out.push('.');
            out.push_str(&text[point..]);
        }
    }
    out
}

/// `parseInt(s, radix)`.
fn parse_int_radix(s: &str, radix: i32) -> f64 {
    if radix == 0 || radix == 10 {
        let t = s.trim_start_matches(is_js_whitespace);
        let lower = t.trim_start_matches(['+', '-']);
        if !(lower.starts_with("0x") || lower.starts_with("0X")) {
            return parse_int(s);
        }
        if radix == 10 {
            return parse_int(s);
        }
    }
    let t = s.trim_start_matches(is_js_whitespace);
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let mut radix = if radix == 0 { 10 } else { radix as u32 };
    let mut t = t;
    if (radix == 16 || radix == 10) && (t.starts_with("0x") || t.starts_with("0X")) {
        t = &t[2..];
        radix = 16;
    }
    if !(2..=36).contains(&radix) {
        return f64::NAN;
    }
    let mut n = 0.0f64;
    let mut any = false;
    for c in t.chars() {
        match c.to_digit(radix) {
            Some(d) => {
                n = n * f64::from(radix) + f64::from(d);
                any = true;
            }
            None => break,
        }
    }
    if !any {
        return f64::NAN;
    }
    if neg { -n } else { n }
}

/// A number in another radix, as `Number.prototype.toString(radix)` (integers
/// exactly; fractions to 20 digits).
fn number_to_radix(x: f64, radix: u32) -> String {
    if !x.is_finite() {
        return number_to_string(x);
    }
    let neg = x < 0.0;
    let mut int = x.abs().trunc();
    let mut frac = x.abs() - int;
    let mut digits = Vec::new();
    if int == 0.0 {
        digits.push('0');
    }
    while int >= 1.0 {
        let d = (int % f64::from(radix)) as u32;
        digits.push(std::char::from_digit(d, radix).unwrap_or('0'));
        int = (int / f64::from(radix)).trunc();
    }
    digits.reverse();
    let mut s: String = digits.into_iter().collect();
    if frac > 0.0 {
        s.push('.');
        for _ in 0..20 {
            frac *= f64::from(radix);
            let d = frac.trunc() as u32;
            s.push(std::char::from_digit(d, radix).unwrap_or('0'));
            frac -= frac.trunc();
            if frac == 0.0 {
                break;
            }
        }
    }
    if neg { format!("-{s}") } else { s }
}

/// `ToIntegerOrInfinity` (ECMA-262 §7.1.5) of a number: `NaN` is 0, the
/// rest truncated toward 0.
fn to_integer_or_infinity(x: f64) -> f64 {
    if x.is_nan() { 0.0 } else { x.trunc() }
}

/// A relative index (already an integer) as the array methods resolve it
/// against `len`: from the end when negative, clamped to `0..=len`.
fn relative_index(x: f64, len: u64) -> u64 {
    let l = len as f64;
    (if x < 0.0 { (l + x).max(0.0) } else { x.min(l) }) as u64
}
