//! The syntax tree of a shape script.
//!
//! Variables are resolved to frame slots after parsing ([`super::resolve`]), so the
//! interpreter never looks a name up by string. Every property access has a *site*
//! number: the interpreter keeps one inline cache per site, as a bytecode VM keeps
//! one feedback-vector slot per property access.

use super::Pos;

/// A frame slot: where a variable's value lives while the script runs.
pub type Slot = u32;

/// A statement.
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `const|let|var a = E, b = E;`
    Declare {
        /// The declaration keyword.
        kind: DeclKind,
        /// The declared names, each with its initializer.
        decls: Vec<(Var, Option<Expr>)>,
    },
    /// `E;`
    Expr(Expr),
    /// `for (let i = E; i < E; i++) S`
    For(Box<ForLoop>),
    /// `{ S* }`
    Block(Block),
    /// `;`
    Empty,
}

/// A `{ … }` block.
#[derive(Clone, Debug)]
pub struct Block {
    /// Its statements.
    pub body: Vec<Stmt>,
    /// The `let`/`const` slots declared directly in it: reset to "uninitialized" on
    /// entry (the temporal dead zone).
    pub lexical: Vec<Slot>,
}

/// `for (let i = INIT; i < LIMIT; i++) BODY`, the one loop form of the subset.
#[derive(Clone, Debug)]
pub struct ForLoop {
    /// `let` or `var`.
    pub kind: DeclKind,
    /// The counter.
    pub var: Var,
    /// Its initial value.
    pub init: Expr,
    /// The exclusive bound, evaluated before each iteration.
    pub limit: Expr,
    /// The body.
    pub body: Stmt,
    /// Where `for` is.
    pub pos: Pos,
}

/// A declaration keyword.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DeclKind {
    /// `var`: function-scoped, hoisted, initialized to `undefined`.
    Var,
    /// `let`: block-scoped.
    Let,
    /// `const`: block-scoped, not reassignable.
    Const,
}

/// A variable reference.
#[derive(Clone, Debug)]
pub struct Var {
    /// The name as written.
    pub name: String,
    /// Its resolved slot (set by the resolver).
    pub slot: Slot,
    /// Whether it is a `const` binding (set by the resolver).
    pub is_const: bool,
    /// Where it is written.
    pub pos: Pos,
}

/// A property name in an access.
#[derive(Clone, Debug)]
pub enum Prop {
    /// `.name`, or `['name']` with a string literal that is not an array index: V8
    /// compiles both to named accesses.
    Named(String),
    /// `[E]`: a keyed access.
    Keyed(Box<Expr>),
}

/// A property access `OBJECT.PROP` / `OBJECT[PROP]` with its site.
#[derive(Clone, Debug)]
pub struct Member {
    /// The receiver expression.
    pub object: Expr,
    /// The property.
    pub prop: Prop,
    /// The inline-cache site of this access (loads and stores count separately).
    pub site: u32,
    /// Where the access is.
    pub pos: Pos,
}

/// A binary operator of the subset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `===`
    StrictEq,
    /// `!==`
    StrictNe,
}

/// A built-in function the subset can call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `Object.create`
    ObjectCreate,
    /// `Object.assign`
    ObjectAssign,
    /// `Object.setPrototypeOf`
    ObjectSetPrototypeOf,
    /// `Object.getPrototypeOf`
    ObjectGetPrototypeOf,
    /// `Object.keys`
    ObjectKeys,
    /// `Object.defineProperty`
    ObjectDefineProperty,
    /// `Object.freeze`
    ObjectFreeze,
    /// `Object.seal`
    ObjectSeal,
    /// `Object.preventExtensions`
    ObjectPreventExtensions,
    /// `Reflect.ownKeys`
    ReflectOwnKeys,
    /// `structuredClone`
    StructuredClone,
    /// `JSON.stringify`
    JsonStringify,
    /// `console.log`
    ConsoleLog,
    /// `%HasFastProperties`
    HasFastProperties,
    /// `%HaveSameMap`
    HaveSameMap,
}

impl Builtin {
    /// The built-in a dotted callee names (`Object.create`), if any.
    pub fn from_path(object: &str, name: &str) -> Option<Builtin> {
        Some(match (object, name) {
            ("Object", "create") => Builtin::ObjectCreate,
            ("Object", "assign") => Builtin::ObjectAssign,
            ("Object", "setPrototypeOf") => Builtin::ObjectSetPrototypeOf,
            ("Object", "getPrototypeOf") => Builtin::ObjectGetPrototypeOf,
            ("Object", "keys") => Builtin::ObjectKeys,
            ("Object", "defineProperty") => Builtin::ObjectDefineProperty,
            ("Object", "freeze") => Builtin::ObjectFreeze,
            ("Object", "seal") => Builtin::ObjectSeal,
            ("Object", "preventExtensions") => Builtin::ObjectPreventExtensions,
            ("Reflect", "ownKeys") => Builtin::ReflectOwnKeys,
            ("JSON", "stringify") => Builtin::JsonStringify,
            ("console", "log") => Builtin::ConsoleLog,
            _ => return None,
        })
    }

    /// The natives-syntax function `%name` names, with its exact argument count.
    pub fn native(name: &str) -> Option<(Builtin, usize)> {
        match name {
            "HasFastProperties" => Some((Builtin::HasFastProperties, 1)),
            "HaveSameMap" => Some((Builtin::HaveSameMap, 2)),
            _ => None,
        }
    }
}

/// Global names the subset reserves for its built-ins.
pub const BUILTIN_NAMESPACES: &[&str] =
    &["Object", "Reflect", "JSON", "console", "structuredClone"];

/// One entry of an object literal.
#[derive(Clone, Debug)]
pub enum ObjectEntry {
    /// `key: E`, shorthand `key`, or a method `key() {}`.
    Property {
        /// The key as written (numbers already converted to their string form).
        key: String,
        /// The value.
        value: Expr,
    },
    /// `[E]: E`
    Computed {
        /// The key expression.
        key: Expr,
        /// The value.
        value: Expr,
    },
    /// `...E`
    Spread(Expr),
    /// `__proto__: E`
    Proto(Expr),
}

/// A function literal: opaque, its body is never run.
#[derive(Clone, Debug)]
pub struct FunctionLit {
    /// `() => …` rather than `function () {}` or a method.
    pub arrow: bool,
    /// The body is `{}` (calling it returns `undefined` without running anything).
    pub empty_body: bool,
    /// The source text, as V8 prints it in messages.
    pub source: String,
}

/// An expression.
#[derive(Clone, Debug)]
pub enum Expr {
    /// A number literal.
    Number(f64),
    /// A string literal.
    Str(String),
    /// `true` / `false`.
    Bool(bool),
    /// `null`.
    Null,
    /// `undefined`.
    Undefined,
    /// A variable.
    Var(Var),
    /// A property load.
    Load(Box<Member>),
    /// `NAME = E`
    AssignVar(Var, Box<Expr>),
    /// `OBJECT.PROP = E` (the member's site is a store site).
    Store(Box<Member>, Box<Expr>),
    /// `delete OBJECT.PROP`
    Delete(Box<Member>),
    /// `A op B op C …`, left-associative, one precedence level: kept flat (and
    /// evaluated in a loop) so that a long chain costs no recursion.
    Chain(Box<Expr>, Vec<(BinOp, Expr, Pos)>),
    /// `-E`
    Negate(Box<Expr>, Pos),
    /// `{ … }`
    Object(Vec<ObjectEntry>, Pos),
    /// `[ … ]`
    Array(Vec<Expr>, Pos),
    /// A function literal.
    Function(Box<FunctionLit>, Pos),
    /// A call of a built-in.
    Builtin(Builtin, Vec<Expr>, Pos),
    /// A call of anything else.
    Call(Box<Expr>, Vec<Expr>, Pos),
    /// `Object.prototype`.
    ObjectPrototype,
}
