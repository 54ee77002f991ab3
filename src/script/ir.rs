//! The interpreter's own form of a script: oxc's syntax tree lowered to a compact
//! tree whose variables are resolved and whose property accesses are numbered.
//!
//! # Variables
//!
//! Every binding lives in a *context*, as V8 context-allocates variables that
//! closures capture: each function call creates one context for its parameters,
//! `var`s and top-level lexical bindings; a block gets a context of its own only
//! when it declares `let`/`const`/`class`/functions *and* holds a closure that
//! could capture them (so that each loop iteration gets fresh bindings);
//! otherwise its bindings take slots of the enclosing context. A reference is
//! therefore `hops` context links up, then a slot: [`VarRef`]. Names declared
//! nowhere are globals ([`Expr::Global`]), looked up by index in the
//! interpreter's global table.
//!
//! A context whose function creates no closure is released when the call returns
//! (nothing can reference it), so leaf calls reuse the same few contexts.
//!
//! # Sites
//!
//! Every property load has a load site and every store a store site, numbered in
//! source order: the interpreter keeps one inline cache per site, as V8 keeps one
//! feedback-vector slot per property access. `o['name']` with a string literal
//! that is not an array index is a *named* access, as V8's bytecode generator
//! makes it.

use super::Pos;
use std::rc::Rc;

/// A context slot.
pub type Slot = u32;

/// A function of the program, by index into [`Code::functions`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FuncId(pub u32);

/// A resolved variable: `hops` context links up from the current context, then
/// `slot`.
#[derive(Copy, Clone, Debug)]
pub struct VarRef {
    /// Context links to follow.
    pub hops: u32,
    /// The slot in that context.
    pub slot: Slot,
    /// An index into [`Code::names`]: the name, for error messages.
    pub name: u32,
    /// A `const` binding (assigning it throws).
    pub is_const: bool,
    /// A named function expression's own name: `is_const` too, but an
    /// assignment in sloppy code does nothing instead of throwing.
    pub function_name: bool,
    /// Where the reference is written (line 0 for references the lowering
    /// made up): V8 records it, and shape events that follow take it.
    pub pos: Pos,
}

/// A compiled program: the top-level code and every function in it.
#[derive(Clone, Debug, Default)]
pub struct Code {
    /// Every function literal, method, accessor, class constructor and field
    /// initializer; index 0 is the script's top level.
    pub functions: Vec<Function>,
    /// Names and string constants, interned.
    pub names: Vec<Rc<str>>,
    /// Global names referenced, by index ([`Expr::Global`]).
    pub globals: Vec<Rc<str>>,
    /// The bindings each direct `eval` call sees ([`Expr::DirectEval`]).
    pub eval_scopes: Vec<Rc<EvalScope>>,
    /// Load sites.
    pub load_sites: u32,
    /// Store sites.
    pub store_sites: u32,
    /// Object-literal sites.
    pub literal_sites: u32,
    /// Tagged-template sites.
    pub template_sites: u32,
}

/// What a direct `eval` call sees of the code around it: every binding in
/// scope, by the contexts to climb from the call's current context, and
/// whether the call is in a function and in strict code.
#[derive(Clone, Debug, Default)]
pub struct EvalScope {
    /// Each visible binding, innermost first.
    pub bindings: Vec<EvalBinding>,
    /// The call is inside a function (a sloppy `var` would be the function's).
    pub in_function: bool,
    /// The call is in strict code (the eval code is strict too).
    pub strict: bool,
    /// The eval-variable holders in scope, innermost (the call's own
    /// function's) first: context hops and slot.
    pub holders: Vec<(u32, u32)>,
}

/// One binding a direct `eval` call sees.
#[derive(Clone, Debug)]
pub struct EvalBinding {
    /// Its name.
    pub name: Rc<str>,
    /// Context links to follow from the call's context.
    pub hops: u32,
    /// The slot in that context.
    pub slot: Slot,
    /// Assigning it throws (see [`VarRef::function_name`] for the exception).
    pub is_const: bool,
    /// A named function expression's own name ([`VarRef::function_name`]).
    pub function_name: bool,
    /// How many of [`EvalScope::holders`] (the first ones) belong to
    /// functions inside the binding's scope: a `var` that a sloppy direct
    /// `eval` declares in one of them shadows the binding.
    pub holders_inside: u32,
    /// A `let`, `const` or `class` between the call and the scope its
    /// sloppy `var`s go to: an eval `var` of the same name is a
    /// `SyntaxError`, as a `var` written there would be.
    pub blocks_eval_var: bool,
}

/// A name that a sloppy direct `eval` may have declared a `var` for: the
/// eval-variable holders to look in first, innermost first, then the
/// binding the name resolves to without them, or, with none, a global.
#[derive(Clone, Debug)]
pub struct DynamicName {
    /// The holders of the functions around the reference that lie inside
    /// the binding's scope (or every holder around it, for a global).
    pub holders: Vec<VarRef>,
    /// The name, as a global (an index into [`Code::globals`]).
    pub global: u32,
    /// The binding the name resolves to when no holder has it.
    pub binding: Option<VarRef>,
}

/// What kind of function a [`Function`] is; decides its map, whether it has a
/// `prototype`, and how `this` and `new` behave.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FunctionKind {
    /// The script's top level.
    Script,
    /// `function f() {}`: constructible, with a `prototype`.
    Normal,
    /// `() => …`: lexical `this`, no `prototype`.
    Arrow,
    /// A concise method `m() {}` (of a literal or a class).
    Method,
    /// `get x() {}`.
    Getter,
    /// `set x(v) {}`.
    Setter,
    /// A class constructor (explicit or implicit).
    ClassConstructor,
    /// A derived class's constructor (`class B extends A`).
    DerivedConstructor,
    /// A class's field initializer (runs with the instance as `this`).
    FieldInit,
}

/// One function literal.
#[derive(Clone, Debug)]
pub struct Function {
    /// Its name (`""` for anonymous functions).
    pub name: Rc<str>,
    /// What kind of function.
    pub kind: FunctionKind,
    /// Strict mode.
    pub strict: bool,
    /// The parameters, in order, each with its default.
    pub params: Vec<(Pattern, Option<Expr>)>,
    /// `...rest`.
    pub rest: Option<Pattern>,
    /// The body.
    pub body: Vec<Stmt>,
    /// Slots of the function's context.
    pub context_slots: u32,
    /// The body's top-level lexical slots (uninitialized until declared).
    pub lexical: Vec<Slot>,
    /// The slot for `arguments`, when the body uses it.
    pub arguments_slot: Option<Slot>,
    /// The slot binding a named function expression's own name.
    pub self_slot: Option<Slot>,
    /// Whether a closure can capture this function's context.
    pub creates_closures: bool,
    /// The context slot of each parameter, when binding the parameters is
    /// writing each argument to its slot: every parameter is a plain name in
    /// the function's own context, with no default, no rest parameter and no
    /// `arguments` object (which would alias or copy them). A call then
    /// evaluates each argument straight into its slot.
    pub plain_parameters: Option<Box<[Slot]>>,
    /// The function's `length`: parameters before the first default or rest.
    pub length: u32,
    /// The source text, as `Function.prototype.toString` gives it.
    pub source: Rc<str>,
    /// V8's estimate of the properties a constructor adds (`this.x = …`
    /// statements in its body, plus class fields): sizes the initial map.
    pub expected_properties: u32,
    /// Where it starts.
    pub pos: Pos,
}

/// A statement.
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `E;`, with where it starts (line 0 for statements the lowering made
    /// up): V8's statement position.
    Expr(Expr, Pos),
    /// Initialize (or, for `var`, assign) bindings: `let a = 1, {b} = o;`.
    Declare(Vec<(Pattern, Option<Expr>, Pos)>),
    /// Bind a hoisted function declaration at scope entry.
    InitFunction(VarRef, FuncId),
    /// Initialize a class binding.
    Class(VarRef, Box<ClassDef>),
    /// `if (T) A else B`
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    /// `{ … }`
    Block(Block),
    /// Any loop.
    Loop(Box<Loop>),
    /// `for (… in/of …)`.
    ForEach(Box<ForEach>),
    /// `return E;`
    Return(Option<Expr>, Pos),
    /// `break label;`
    Break(Option<u32>),
    /// `continue label;`
    Continue(Option<u32>),
    /// `throw E;`
    Throw(Expr, Pos),
    /// `try {} catch (p) {} finally {}`
    Try(Box<Try>),
    /// `switch`
    Switch(Box<Switch>),
    /// `label: S` (a non-loop statement that `break label` leaves).
    Labeled(u32, Box<Stmt>),
    /// Define a class field on `this` (in a field initializer), at the
    /// position of its value (or of its key, when it has none).
    DefineField(PropName, Expr, Pos),
    /// Add a private field (or a class's brand) to `this`, in a field
    /// initializer: the key's private symbol is in the variable, and a
    /// `this` that has it already throws a `TypeError` with the message.
    DefinePrivate(Box<PrivateDefinition>),
    /// `;`
    Empty,
}

/// A block with its scope.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// The statements.
    pub body: Vec<Stmt>,
    /// Slots of the block's own context, when it has one.
    pub context: Option<u32>,
    /// Lexical slots to reset to "uninitialized" on entry (the temporal dead
    /// zone), in the block's context or the enclosing one.
    pub lexical: Vec<Slot>,
}

/// `while`, `do … while` and `for (;;)`.
#[derive(Clone, Debug)]
pub struct Loop {
    /// Labels naming this loop.
    pub labels: Vec<u32>,
    /// The `for` head's declarations (run once, in the loop's scope).
    pub init: Option<Stmt>,
    /// The condition (`None`: always true).
    pub test: Option<Expr>,
    /// Test after the body (`do … while`).
    pub test_after: bool,
    /// The update expression of `for`.
    pub update: Option<Expr>,
    /// The body.
    pub body: Stmt,
    /// The head's scope has a context of this many slots (its `let`s are
    /// captured): each iteration copies it, as the spec's
    /// CreatePerIterationEnvironment does.
    pub context: Option<u32>,
    /// The head's lexical slots (reset on entry when there is no own context).
    pub lexical: Vec<Slot>,
}

/// `for (TARGET in/of OBJECT) BODY`.
#[derive(Clone, Debug)]
pub struct ForEach {
    /// Labels naming this loop.
    pub labels: Vec<u32>,
    /// `of` (values) rather than `in` (keys).
    pub of: bool,
    /// The target each value is bound or assigned to.
    pub target: Pattern,
    /// The object iterated.
    pub object: Expr,
    /// The body.
    pub body: Stmt,
    /// Each iteration gets a fresh context of this many slots.
    pub context: Option<u32>,
    /// Where the loop is.
    pub pos: Pos,
}

/// `try`.
#[derive(Clone, Debug)]
pub struct Try {
    /// The protected block.
    pub block: Block,
    /// `catch (PARAM) BLOCK`, the parameter's context size.
    pub catch: Option<(Option<Pattern>, Block, Option<u32>)>,
    /// `finally BLOCK`.
    pub finally: Option<Block>,
}

/// `switch`.
#[derive(Clone, Debug)]
pub struct Switch {
    /// Labels naming it.
    pub labels: Vec<u32>,
    /// The value switched on.
    pub discriminant: Expr,
    /// `case E:` (or `default:` with `None`) and its statements.
    pub cases: Vec<(Option<Expr>, Vec<Stmt>)>,
    /// The cases' shared scope.
    pub scope: Block,
}

/// A binding or assignment target.
#[derive(Clone, Debug)]
pub enum Pattern {
    /// A variable; `init` initializes it (a declaration) instead of assigning.
    Var {
        /// The variable.
        var: VarRef,
        /// A declaration's initialization (no `const` or TDZ check).
        init: bool,
    },
    /// An undeclared name: a global.
    Global(u32, Pos),
    /// A name a sloppy direct `eval` may have declared: a `var` that eval
    /// declared (in one of the holders, innermost first), else the binding
    /// or global the name resolves to.
    Dynamic(Box<DynamicName>, Pos),
    /// A property.
    Member(Box<Member>),
    /// `{a, b: c = 1, ...rest}`
    Object(Vec<(PropName, Pattern)>, Option<Box<Pattern>>, Pos),
    /// `[a, , b = 1, ...rest]`
    Array(Vec<Option<Pattern>>, Option<Box<Pattern>>, Pos),
    /// `P = default`
    Default(Box<Pattern>, Box<Expr>),
}

/// A property name: fixed, or computed at run time.
#[derive(Clone, Debug)]
pub enum PropName {
    /// A name known at compile time (an index into [`Code::names`]).
    Named(u32),
    /// `[E]`.
    Computed(Box<Expr>),
    /// `#name`: only as a member's property (`o.#name`).
    Private(Box<PrivateRef>),
}

/// A private name (`#name`) as a use site sees it: resolved, when lowered, to
/// the class that declares it, and to the variables of that class's scope
/// that hold what it needs.
#[derive(Clone, Debug)]
pub struct PrivateRef {
    /// `#name`, for messages.
    pub name: Rc<str>,
    /// What it names.
    pub kind: PrivateKind,
}

/// What a private name names.
#[derive(Clone, Debug)]
pub enum PrivateKind {
    /// A field: the variable holds its key, a private symbol.
    Field(VarRef),
    /// A method or accessor, which no object holds: a receiver shows it
    /// may use it by its brand.
    Method {
        /// The brand: an instance member's private symbol, which the class's
        /// instances carry; a static member's class itself.
        brand: VarRef,
        /// A static member (the receiver must be the class).
        is_static: bool,
        /// The class's own name (V8's messages say `anonymous` without one).
        class_name: Rc<str>,
        /// The method.
        method: Option<VarRef>,
        /// The accessor's getter.
        getter: Option<VarRef>,
        /// The accessor's setter.
        setter: Option<VarRef>,
    },
}

/// A tagged template's strings (indices into [`Code::names`]).
#[derive(Clone, Debug)]
pub struct TemplateStrings {
    /// Its site.
    pub site: u32,
    /// Each piece as the template's escapes make it, `None` where an escape
    /// is invalid (the tag then sees `undefined`).
    pub cooked: Vec<Option<u32>>,
    /// Each piece as written.
    pub raw: Vec<u32>,
}

/// [`Stmt::DefinePrivate`]'s parts.
#[derive(Clone, Debug)]
pub struct PrivateDefinition {
    /// The variable holding the key (a private symbol).
    pub key: VarRef,
    /// The value.
    pub value: Expr,
    /// Where the definition is.
    pub pos: Pos,
    /// The `TypeError`'s message when `this` has the key already.
    pub twice: Rc<str>,
}

/// What a class definition puts into a variable of its scope for its
/// private names, before its elements are defined.
#[derive(Clone, Debug)]
pub enum PrivateValue {
    /// A new private symbol with this description: a field's key, or the
    /// brand of the class's instance methods and accessors.
    Symbol(Rc<str>),
    /// A private method, getter or setter: a function whose home object is
    /// the prototype, or the class for a static one.
    Function(FuncId, bool),
    /// The class itself (the brand of its static private methods).
    Class,
}

/// A property access with its inline-cache site.
#[derive(Clone, Debug)]
pub struct Member {
    /// The receiver.
    pub object: Expr,
    /// The property.
    pub prop: PropName,
    /// Its load site (or store site, as a store target).
    pub site: u32,
    /// The store site when the access is both read and written (`o.x += 1`).
    pub store_site: u32,
    /// `o?.p`.
    pub optional: bool,
    /// Where it is (for errors: where the property part starts).
    pub pos: Pos,
    /// Where the property's name (or key expression) starts: the position
    /// V8 records for the access.
    pub name_pos: Pos,
}

/// A binary operator.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Exp,
    Eq,
    Ne,
    StrictEq,
    StrictNe,
    Lt,
    Le,
    Gt,
    Ge,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    UShr,
    In,
    InstanceOf,
}

/// A short-circuiting operator.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum LogicOp {
    And,
    Or,
    Nullish,
}

/// A unary operator.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum UnOp {
    Neg,
    Plus,
    Not,
    BitNot,
    Void,
}

/// An entry of an object literal.
#[derive(Clone, Debug)]
pub enum ObjEntry {
    /// `key: E` (a method too: its value is a function).
    Property(PropName, Expr),
    /// `get key() {}` / `set key(v) {}`.
    Accessor(PropName, FuncId, bool),
    /// `...E`
    Spread(Expr),
    /// `__proto__: E` (with a literal `null`: `true`).
    Proto(Expr, bool),
}

/// An argument of a call or an element of an array literal.
#[derive(Clone, Debug)]
pub enum Arg {
    /// `E`
    Value(Expr),
    /// `...E`
    Spread(Expr),
    /// A hole `[, ]`.
    Hole,
}

/// A class.
#[derive(Clone, Debug)]
pub struct ClassDef {
    /// The class's name.
    pub name: Rc<str>,
    /// `extends E`.
    pub heritage: Option<Expr>,
    /// The constructor.
    pub constructor: FuncId,
    /// Methods and accessors: key, static, kind (0 method, 1 getter, 2 setter),
    /// function.
    pub methods: Vec<(PropName, bool, u8, FuncId)>,
    /// The instance field initializer, if there are fields.
    pub fields: Option<FuncId>,
    /// The computed keys of fields, each worked out by the class definition
    /// before the method of that index (in source order with the methods'
    /// keys) into a slot of the class scope's context, which the
    /// initializers read.
    pub field_keys: Vec<(u32, Expr, Slot)>,
    /// Static fields and blocks, as one initializer run with the class as `this`.
    pub statics: Option<FuncId>,
    /// The slots of the class scope's context, if it has one.
    pub context: Option<u32>,
    /// The class's inner name binding, in that context (a class with an
    /// own name always has one).
    pub inner: Option<Slot>,
    /// What the variables of its private names hold, in that context.
    pub private: Vec<(Slot, PrivateValue)>,
    /// Where it is.
    pub pos: Pos,
}

/// A V8 native (`%Name(…)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    /// `%HasFastProperties(o)`
    HasFastProperties,
    /// `%HaveSameMap(a, b)`
    HaveSameMap,
    /// `%ToFastProperties(o)`
    ToFastProperties,
    /// `%HeapObjectVerify(o)`
    HeapObjectVerify,
    /// `%CreatePrivateSymbol(description)`
    CreatePrivateSymbol,
    /// `%SymbolIsPrivate(symbol)`
    SymbolIsPrivate,
    /// `%HasOwnConstDataProperty(o, key)`: V8's field constness.
    HasOwnConstDataProperty,
    /// `%OptimizeObjectForAddingMultipleProperties(o, n)`: normalizes a
    /// fast object, as V8 does before many adds.
    OptimizeObjectForAddingMultipleProperties,
    /// `%HasSloppyArgumentsElements(o)`: a mapped `arguments` object.
    HasSloppyArgumentsElements,
    /// `%TryMigrateInstance(o)`: moves an object off a deprecated map; the
    /// object when it moved, else `0`.
    TryMigrateInstance,
    /// `%HasSmiElements`, `%HasObjectElements`, …: a question about the
    /// object's elements kind.
    ElementsKind(ElementsQuery),
    /// An optimization native, accepted as a no-op (the model has no JIT).
    NoOp,
    /// `%IsDictionaryMap`-style natives that answer about elements or other
    /// state the model does not have.
    Unsupported,
}

/// What an elements-kind native asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementsQuery {
    /// `%HasSmiElements`
    Smi,
    /// `%HasDoubleElements`
    Double,
    /// `%HasObjectElements`
    Object,
    /// `%HasHoleyElements`
    Holey,
    /// `%HasDictionaryElements`
    Dictionary,
    /// `%HasFastElements`
    Fast,
    /// `%HasFastPackedElements`
    FastPacked,
    /// `%HasSmiOrObjectElements`
    SmiOrObject,
}

/// An expression.
#[derive(Clone, Debug)]
pub enum Expr {
    /// A number.
    Number(f64),
    /// A string constant (index into [`Code::names`]).
    Str(u32),
    /// `true`/`false`.
    Bool(bool),
    /// `null`.
    Null,
    /// `eval(…)` called directly: the code sees the caller's bindings
    /// ([`Code::eval_scopes`] index) and `this`.
    DirectEval(Vec<Arg>, u32, Pos),
    /// A construct the model lacks (a generator or async function), reported
    /// as unsupported when it is evaluated, so that what runs before it runs
    /// (the message is an index into [`Code::names`]).
    Unsupported(u32, Pos),
    /// A regular-expression literal: pattern and flags (indices into
    /// [`Code::names`]); each evaluation makes a new `RegExp` object.
    RegExp(u32, u32, Pos),
    /// `undefined` (the global, unshadowed).
    Undefined,
    /// A variable.
    Var(VarRef),
    /// An undeclared name.
    Global(u32, Pos),
    /// A name a sloppy direct `eval` may have declared (see
    /// [`Pattern::Dynamic`]); without a position, a missing global is
    /// `undefined` rather than a `ReferenceError` (for `typeof`).
    Dynamic(Box<DynamicName>, Option<Pos>),
    /// Declares a sloppy direct `eval`'s top-level `var` (a global-name index)
    /// in the calling function's eval-variable holder.
    EvalDeclare(VarRef, u32),
    /// `typeof NAME` of an undeclared name (no ReferenceError).
    TypeofGlobal(u32),
    /// `this`.
    This,
    /// `new.target`.
    NewTarget,
    /// A property load.
    Load(Box<Member>),
    /// `super.name`.
    SuperLoad(PropName, Pos),
    /// `TARGET = E` (destructuring too), with the position of its `=` (where
    /// V8's map log places the store).
    Assign(Box<Pattern>, Box<Expr>, Pos),
    /// `TARGET op= E`, with the position of the operator.
    Compound(Box<Pattern>, BinOp, Box<Expr>, Pos),
    /// `TARGET &&= E` etc.
    LogicalAssign(Box<Pattern>, LogicOp, Box<Expr>),
    /// `++x`, `x--`…: (target, +1 or -1, prefix).
    Update(Box<Pattern>, f64, bool, Pos),
    /// `a op b`.
    Binary(BinOp, Box<Expr>, Box<Expr>, Pos),
    /// `a op b op c …`: a left-nested chain of binary operators kept flat (and
    /// evaluated in a loop), so that a long chain costs no recursion.
    BinaryChain(Box<Expr>, Vec<(BinOp, Expr, Pos)>),
    /// `a && b` etc.
    Logical(LogicOp, Box<Expr>, Box<Expr>),
    /// `op a`.
    Unary(UnOp, Box<Expr>, Pos),
    /// `typeof a`.
    Typeof(Box<Expr>),
    /// `delete o.p`, with the position of `delete`.
    Delete(Box<Member>, Pos),
    /// A tagged template's strings object, made the first time its site
    /// runs and the same object every time after.
    TemplateObject(Box<TemplateStrings>),
    /// `#name in E`, at the `in`.
    PrivateIn(Box<PrivateRef>, Box<Expr>, Pos),
    /// `delete NAME` in sloppy code, of a name that is no binding of its
    /// own or that a direct `eval` may have declared: an eval-declared `var`
    /// or a property of the global object is deleted; a binding is not.
    DeleteName(Box<DynamicName>),
    /// `delete x` (anything but a property): `true` or `false`.
    DeleteOther(Box<Expr>, bool),
    /// `t ? a : b`.
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `a, b`.
    Seq(Vec<Expr>),
    /// `f(args)`, `o.m(args)` (a method call when the callee is a load).
    Call(Box<Expr>, Vec<Arg>, bool, Pos),
    /// `super(args)`.
    SuperCall(Vec<Arg>, Pos),
    /// `new F(args)`.
    New(Box<Expr>, Vec<Arg>, Pos),
    /// A function literal.
    Function(FuncId),
    /// A class expression.
    Class(Box<ClassDef>),
    /// `{ … }`, with its literal site (an index below
    /// [`Code::literal_sites`]).
    Object(Vec<ObjEntry>, Pos, u32),
    /// `[ … ]`
    Array(Vec<Arg>, Pos),
    /// `` `a${b}c` ``: the strings (cooked) and the expressions between them.
    Template(Vec<u32>, Vec<Expr>, Pos),
    /// `a?.b.c`: an optional chain; a nullish link makes the whole `undefined`.
    Chain(Box<Expr>),
    /// `%Name(args)`.
    Intrinsic(Intrinsic, Rc<str>, Vec<Expr>, Pos),
}
