//! Lowering: oxc's syntax tree to the interpreter's [`ir`](super::ir), with scopes
//! resolved (see the `ir` module for the context model) and sites numbered.
//!
//! The parser is oxc's, so every valid script parses; what lowering refuses is a
//! *semantic* feature the model lacks (generators, `async`, `with`, BigInt,
//! modules), each reported as
//! [`ErrorKind::Unsupported`](super::ErrorKind::Unsupported) at its position.

use super::ir::*;
use super::{Pos, ScriptError};
use oxc_ast::ast as js;
use oxc_ast_visit::Visit;
use oxc_span::GetSpan;
use oxc_syntax::operator::{
    AssignmentOperator, BinaryOperator, LogicalOperator, UnaryOperator, UpdateOperator,
};
use oxc_syntax::scope::ScopeFlags;
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

/// Nesting bound of the lowering's recursion: deeper programs throw V8's
/// stack-overflow `RangeError` instead of overflowing the stack. V8 throws it
/// too, at a depth set by its stack (5,000 nested parentheses overflow Node 20);
/// this bound is lower, so some deep scripts Node compiles are refused here.
pub const MAX_NESTING: u32 = 400;

/// Line starts, for byte offset → line/column.
struct Lines<'s> {
    source: &'s str,
    starts: Vec<u32>,
}

impl<'s> Lines<'s> {
    fn new(source: &'s str) -> Self {
        let mut starts = vec![0];
        for (i, b) in source.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        Lines { source, starts }
    }

    fn pos(&self, offset: u32) -> Pos {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts[line - 1] as usize;
        let end = (offset as usize).min(self.source.len());
        let col = self
            .source
            .get(start..end)
            .map_or(end - start, |s| s.chars().count());
        Pos {
            line: line as u32,
            col: col as u32 + 1,
        }
    }
}

/// Refuses, before oxc parses it, a script whose brackets nest deeper than
/// [`MAX_NESTING`]: oxc's recursive descent would otherwise exhaust the stack
/// on such input (100,000 nested parentheses do). Lowering refuses anything
/// that deep anyway (each bracket level is a level of its recursion), so the
/// scan only moves the refusal earlier. Strings, comments and template text are
/// skipped; a `/` is read as division (a regular expression with an unbalanced
/// bracket in it can only make the count wrong, never the scan fail).
pub(super) fn check_bracket_nesting(source: &str) -> Result<(), ScriptError> {
    let bytes = source.as_bytes();
    // Open brackets; `true` marks a template substitution's `${`.
    let mut stack: Vec<bool> = Vec::new();
    let mut i = 0;
    // Inside template text (at the top of the scan or after a substitution).
    let mut in_template = false;
    while i < bytes.len() {
        if in_template {
            match bytes[i] {
                b'\\' => i += 1,
                b'`' => in_template = false,
                b'$' if bytes.get(i + 1) == Some(&b'{') => {
                    in_template = false;
                    stack.push(true);
                    i += 1;
                }
                _ => {}
            }
            i += 1;
            continue;
        }
        if let Some(end) = comment_end(bytes, i) {
            i = end;
            continue;
        }
        match bytes[i] {
            quote @ (b'\'' | b'"') => {
                i += 1;
                while i < bytes.len() && bytes[i] != quote && bytes[i] != b'\n' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'`' => in_template = true,
            b'(' | b'[' | b'{' => {
                stack.push(false);
                if stack.len() as u32 > MAX_NESTING {
                    return Err(super::interp::script_error_thrown(
                        Lines::new(source).pos(i as u32),
                        "RangeError",
                        "Maximum call stack size exceeded",
                    ));
                }
            }
            // Closing a substitution resumes its template's text.
            b')' | b']' | b'}' => in_template = stack.pop() == Some(true),
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

/// If a comment starts at byte `i`, where it ends: the line break after a
/// `//` comment (not included), or just past a `/* */` comment's `*/` (the
/// end of the text when it is not closed).
fn comment_end(bytes: &[u8], i: usize) -> Option<usize> {
    match (bytes.get(i), bytes.get(i + 1)) {
        (Some(b'/'), Some(b'/')) => Some(
            bytes[i..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |n| i + n),
        ),
        (Some(b'/'), Some(b'*')) => Some(
            bytes[i + 2..]
                .windows(2)
                .position(|w| w == b"*/")
                .map_or(bytes.len(), |n| i + 2 + n + 2),
        ),
        _ => None,
    }
}

/// Converts a parse error's offset to a [`ScriptError`].
pub(super) fn syntax_error(source: &str, offset: u32, message: String) -> ScriptError {
    ScriptError::syntax(Lines::new(source).pos(offset), message)
}

#[derive(Clone, Copy)]
struct Binding {
    /// Index of the scope whose context holds it.
    owner: usize,
    slot: Slot,
    is_const: bool,
    /// `let`, `const` or `class`: uninitialized until declared.
    lexical: bool,
    /// A named function expression's own name. Conceptually it lives in a
    /// scope of its own around the function's, so that a parameter, `var`
    /// or function of the same name in the function is another binding,
    /// which shadows it ([`Lowering::declare`]), and a sloppy direct
    /// `eval`'s `var` in the function shadows it too.
    function_name: bool,
}

struct Scope {
    names: FxHashMap<Rc<str>, Binding>,
    /// This scope has its own context (a function scope always does).
    has_context: bool,
    /// Slots allocated in this scope's context (owners only).
    slots: u32,
    /// Lexical slots declared here (for TDZ resets).
    lexical: Vec<Slot>,
}

struct FunctionState {
    kind: FunctionKind,
    strict: bool,
    creates_closures: bool,
    arguments_slot: Option<Slot>,
    expected_properties: u32,
    /// Scope index of the function's own scope.
    scope: usize,
    /// A sloppy function that calls `eval` directly: the hidden binding that
    /// holds the `var`s its evals declare.
    eval_holder: Option<Binding>,
}

impl FunctionState {
    /// Whether this function lies inside binding `b`'s scope, so that a
    /// sloppy direct `eval`'s `var` in it shadows `b`. A named function
    /// expression's own name lies around the function it names.
    fn lies_inside(&self, b: Binding) -> bool {
        self.scope > b.owner || (b.function_name && self.scope == b.owner)
    }
}

/// The hidden binding of a function's eval-declared `var`s (not an
/// identifier, so no code can name it).
const EVAL_HOLDER: &str = "%eval vars";

/// The lowering of one program.
pub(super) struct Lowering<'s> {
    lines: Lines<'s>,
    code: Code,
    name_ids: FxHashMap<Rc<str>, u32>,
    global_ids: FxHashMap<Rc<str>, u32>,
    scopes: Vec<Scope>,
    functions: Vec<FunctionState>,
    depth: u32,
    /// Class bodies being lowered: their code is strict.
    class_depth: u32,
    /// Code for `eval` (run in the global scope): its top-level `var`s are
    /// globals, as an indirect eval's are.
    eval: bool,
    /// Code for a direct `eval`: the caller's bindings, by name.
    outer: FxHashMap<Rc<str>, EvalBinding>,
    /// Code for a direct `eval` in strict code is strict.
    inherited_strict: bool,
    /// Code for a direct `eval` called inside a function.
    eval_in_function: bool,
    /// Code for a direct `eval`.
    direct_eval: bool,
    /// The eval-variable holders a direct `eval`'s caller sees (context hops
    /// from the call, slot), innermost first.
    outer_holders: Vec<(u32, u32)>,
    /// The private names of the class bodies being lowered, innermost last.
    private_scopes: Vec<Vec<(String, PrivateInfo)>>,
    /// Where sloppy code declares a function in a block that Annex B also
    /// makes a `var` of the enclosing function (by the declaration's start
    /// offset): evaluating the declaration copies the block's binding to it.
    annex_b_declarations: FxHashSet<u32>,
}

/// A private name a class body declares, as the lowering of its uses needs
/// it. Each lives in variables of the class scope: a field's key and a
/// method under the name itself (`#x`), an accessor's halves under `#x get`
/// and `#x set`, and the brand under [`PrivateInfo::Method::brand`] (none of
/// them an identifier a script can write).
#[derive(Clone)]
enum PrivateInfo {
    Field,
    Method {
        brand: String,
        is_static: bool,
        class_name: Rc<str>,
        method: bool,
        getter: bool,
        setter: bool,
    },
}

type R<T> = Result<T, ScriptError>;

/// Whether a subtree holds a function, arrow or class (a closure that could
/// capture the bindings around it).
#[derive(Default)]
struct ClosureFinder(bool);

/// Whether a function body calls `eval` directly (in its own code, not in a
/// nested function, which has its own variables).
#[derive(Default)]
struct DirectEvalFinder(bool);

impl<'a> Visit<'a> for DirectEvalFinder {
    fn visit_call_expression(&mut self, c: &js::CallExpression<'a>) {
        if matches!(&c.callee, js::Expression::Identifier(i) if i.name.as_str() == "eval") {
            self.0 = true;
        }
        oxc_ast_visit::walk::walk_call_expression(self, c);
    }
    fn visit_function(&mut self, _: &js::Function<'a>, _: ScopeFlags) {}
    fn visit_arrow_function_expression(&mut self, _: &js::ArrowFunctionExpression<'a>) {}
    fn visit_class(&mut self, _: &js::Class<'a>) {}
}

impl<'a> Visit<'a> for ClosureFinder {
    fn visit_function(&mut self, _: &js::Function<'a>, _: ScopeFlags) {
        self.0 = true;
    }
    fn visit_arrow_function_expression(&mut self, _: &js::ArrowFunctionExpression<'a>) {
        self.0 = true;
    }
    fn visit_class(&mut self, _: &js::Class<'a>) {
        self.0 = true;
    }
}

fn statements_have_closure(stmts: &[js::Statement<'_>]) -> bool {
    let mut f = ClosureFinder::default();
    for s in stmts {
        f.visit_statement(s);
        if f.0 {
            return true;
        }
    }
    false
}

fn statement_has_closure(s: &js::Statement<'_>) -> bool {
    statements_have_closure(std::slice::from_ref(s))
}

fn is_use_strict(directives: &[js::Directive<'_>]) -> bool {
    directives
        .iter()
        .any(|d| d.directive.as_str() == "use strict")
}

impl<'s> Lowering<'s> {
    pub(super) fn new(source: &'s str) -> Self {
        Lowering {
            lines: Lines::new(source),
            code: Code::default(),
            name_ids: FxHashMap::default(),
            global_ids: FxHashMap::default(),
            scopes: Vec::new(),
            functions: Vec::new(),
            depth: 0,
            class_depth: 0,
            eval: false,
            outer: FxHashMap::default(),
            inherited_strict: false,
            eval_in_function: false,
            outer_holders: Vec::new(),
            private_scopes: Vec::new(),
            annex_b_declarations: FxHashSet::default(),
            direct_eval: false,
        }
    }

    /// Lowers the code of a direct `eval` that sees `scope`'s bindings: a
    /// binding it does not declare itself resolves to the caller's. Top-level
    /// `var`s are globals when the call is at the script's top level and
    /// sloppy; strict code keeps them to itself.
    pub(super) fn for_direct_eval(mut self, scope: &EvalScope) -> Self {
        self.eval = !scope.strict;
        // Innermost first: an outer binding of the same name is hidden.
        for b in &scope.bindings {
            self.outer
                .entry(b.name.clone())
                .or_insert_with(|| b.clone());
        }
        self.inherited_strict = scope.strict;
        self.eval_in_function = scope.in_function;
        self.outer_holders = scope.holders.clone();
        self.direct_eval = true;
        self
    }

    /// The binding `name` resolves to here: a declared one, or a direct
    /// eval's caller's.
    fn lookup_ref(&mut self, name: &str) -> Option<VarRef> {
        if let Some(b) = self.lookup(name) {
            return Some(self.var_ref(name, b));
        }
        self.outer_ref(name)
    }

    /// The binding `name` resolves to in a direct eval's caller, if any.
    fn outer_ref(&mut self, name: &str) -> Option<VarRef> {
        let b = self.outer.get(name)?;
        let (hops, slot, is_const, function_name) = (b.hops, b.slot, b.is_const, b.function_name);
        // Every context of this code, then up from the caller's.
        let local = self.scopes.iter().filter(|s| s.has_context).count() as u32;
        Some(VarRef {
            hops: hops + local,
            slot,
            name: self.name(name),
            is_const,
            function_name,
            pos: Pos::default(),
        })
    }

    /// The binding `name` resolves to here, with the eval-variable holders
    /// to look in first: those of the functions around this point that lie
    /// inside the binding's scope, where a sloppy direct `eval`'s `var`
    /// shadows it (V8 then resolves the name at run time, as here).
    fn bound_name(&mut self, name: &str) -> Option<(VarRef, Vec<VarRef>)> {
        if let Some(b) = self.lookup(name) {
            let holders: Vec<Binding> = self
                .functions
                .iter()
                .rev()
                .filter(|f| f.lies_inside(b))
                .filter_map(|f| f.eval_holder)
                .collect();
            let holders = holders
                .into_iter()
                .map(|h| self.var_ref(EVAL_HOLDER, h))
                .collect();
            return Some((self.var_ref(name, b), holders));
        }
        let inherited = self.outer.get(name)?.holders_inside as usize;
        let v = self.outer_ref(name)?;
        // Every holder of this code's functions, then the caller's inside
        // the binding.
        let local = self
            .functions
            .iter()
            .filter(|f| f.eval_holder.is_some())
            .count();
        let mut holders = self.eval_holders();
        holders.truncate(local + inherited);
        Some((v, holders))
    }

    /// A reference to `name`, read.
    fn name_read(&mut self, name: &str, pos: Pos) -> Option<Expr> {
        let (mut v, holders) = self.bound_name(name)?;
        v.pos = pos;
        if holders.is_empty() {
            return Some(Expr::Var(v));
        }
        Some(Expr::Dynamic(
            self.dynamic_name(name, holders, Some(v)),
            Some(pos),
        ))
    }

    /// A reference to `name`, assigned.
    fn name_target(&mut self, name: &str, pos: Pos) -> Option<Pattern> {
        let (mut v, holders) = self.bound_name(name)?;
        v.pos = pos;
        if holders.is_empty() {
            return Some(Pattern::Var {
                var: v,
                init: false,
            });
        }
        Some(Pattern::Dynamic(
            self.dynamic_name(name, holders, Some(v)),
            pos,
        ))
    }

    /// `name` looked up in `holders` first, then in `binding` (or as a
    /// global, without one).
    fn dynamic_name(
        &mut self,
        name: &str,
        holders: Vec<VarRef>,
        binding: Option<VarRef>,
    ) -> Box<DynamicName> {
        Box::new(DynamicName {
            holders,
            global: self.global(name),
            binding,
        })
    }

    /// The eval-variable holders an undeclared name is looked up in,
    /// innermost first: those of the functions being lowered, then a direct
    /// eval's caller's.
    fn eval_holders(&mut self) -> Vec<VarRef> {
        let states: Vec<Binding> = self
            .functions
            .iter()
            .rev()
            .filter_map(|f| f.eval_holder)
            .collect();
        let mut holders: Vec<VarRef> = states
            .into_iter()
            .map(|b| self.var_ref(EVAL_HOLDER, b))
            .collect();
        let local = self.scopes.iter().filter(|s| s.has_context).count() as u32;
        let name = self.name(EVAL_HOLDER);
        holders.extend(self.outer_holders.iter().map(|&(hops, slot)| VarRef {
            hops: hops + local,
            slot,
            name,
            is_const: false,
            function_name: false,
            pos: Pos::default(),
        }));
        holders
    }

    /// An undeclared name, read: through the eval-variable holders when
    /// there are any. `pos: None` for `typeof` (no `ReferenceError`).
    fn undeclared(&mut self, name: &str, pos: Option<Pos>) -> Option<Expr> {
        let holders = self.eval_holders();
        if holders.is_empty() {
            return None;
        }
        Some(Expr::Dynamic(self.dynamic_name(name, holders, None), pos))
    }

    /// An undeclared name, assigned.
    fn undeclared_target(&mut self, name: &str, pos: Pos) -> Pattern {
        let holders = self.eval_holders();
        if holders.is_empty() {
            Pattern::Global(self.global(name), pos)
        } else {
            Pattern::Dynamic(self.dynamic_name(name, holders, None), pos)
        }
    }

    /// Whether `name` names a binding here (declared, or a direct eval's
    /// caller's).
    fn is_bound(&self, name: &str) -> bool {
        self.lookup(name).is_some() || self.outer.contains_key(name)
    }

    /// What a direct `eval` here sees: every binding in scope, innermost first.
    fn eval_scope(&mut self) -> EvalScope {
        // Where a sloppy `var` here goes: the innermost function's scope.
        let var_scope = self.functions.last().map_or(0, |f| f.scope);
        let mut seen = FxHashSet::default();
        let mut bindings = Vec::new();
        for i in (0..self.scopes.len()).rev() {
            let names: Vec<(Rc<str>, Binding)> = self.scopes[i]
                .names
                .iter()
                .map(|(n, b)| (n.clone(), *b))
                .collect();
            for (name, b) in names {
                if seen.insert(name.clone()) {
                    let v = self.var_ref(&name, b);
                    let holders_inside = self
                        .functions
                        .iter()
                        .filter(|f| f.lies_inside(b) && f.eval_holder.is_some())
                        .count() as u32;
                    bindings.push(EvalBinding {
                        name,
                        hops: v.hops,
                        slot: v.slot,
                        is_const: v.is_const,
                        function_name: b.function_name,
                        holders_inside,
                        blocks_eval_var: b.lexical && i >= var_scope,
                    });
                }
            }
        }
        let local = self.scopes.iter().filter(|s| s.has_context).count() as u32;
        let local_holders = self
            .functions
            .iter()
            .filter(|f| f.eval_holder.is_some())
            .count() as u32;
        // Still at this eval code's top level: its `var`s go where the
        // caller's go.
        let at_top = self.functions.len() == 1;
        for (name, b) in &self.outer {
            if seen.insert(name.clone()) {
                bindings.push(EvalBinding {
                    name: name.clone(),
                    hops: b.hops + local,
                    holders_inside: b.holders_inside + local_holders,
                    blocks_eval_var: b.blocks_eval_var && at_top,
                    ..b.clone()
                });
            }
        }
        let in_function = self.eval_in_function
            || self
                .functions
                .iter()
                .any(|f| !matches!(f.kind, FunctionKind::Script));
        let holders = self
            .eval_holders()
            .into_iter()
            .map(|v| (v.hops, v.slot))
            .collect();
        EvalScope {
            bindings,
            in_function,
            strict: self.functions.last().is_some_and(|f| f.strict) || self.class_depth > 0,
            holders,
        }
    }

    fn pos(&self, span: oxc_span::Span) -> Pos {
        self.lines.pos(span.start)
    }

    fn unsupported<T>(&self, span: oxc_span::Span, what: &str) -> R<T> {
        Err(ScriptError::unsupported(self.pos(span), what))
    }

    fn name(&mut self, s: &str) -> u32 {
        if let Some(&id) = self.name_ids.get(s) {
            return id;
        }
        let rc: Rc<str> = s.into();
        let id = self.code.names.len() as u32;
        self.code.names.push(rc.clone());
        self.name_ids.insert(rc, id);
        id
    }

    fn global(&mut self, s: &str) -> u32 {
        if let Some(&id) = self.global_ids.get(s) {
            return id;
        }
        let rc: Rc<str> = s.into();
        let id = self.code.globals.len() as u32;
        self.code.globals.push(rc.clone());
        self.global_ids.insert(rc, id);
        id
    }

    fn enter(&mut self, span: oxc_span::Span) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            // V8 overflows its stack while compiling such a script and throws.
            return Err(super::interp::script_error_thrown(
                self.pos(span),
                "RangeError",
                "Maximum call stack size exceeded",
            ));
        }
        Ok(())
    }

    fn current_function_mut(&mut self) -> &mut FunctionState {
        let i = self.functions.len() - 1;
        &mut self.functions[i]
    }

    // ----- scopes -------------------------------------------------------------------

    fn push_scope(&mut self, has_context: bool) {
        self.scopes.push(Scope {
            names: FxHashMap::default(),
            has_context,
            slots: 0,
            lexical: Vec::new(),
        });
    }

    /// Pops a scope: its context size (if it owns one) and its lexical slots.
    fn pop_scope(&mut self) -> (Option<u32>, Vec<Slot>) {
        let s = self.scopes.pop().expect("scope stack is balanced");
        (s.has_context.then_some(s.slots), s.lexical)
    }

    fn owner_of(&self, scope: usize) -> usize {
        let mut i = scope;
        while !self.scopes[i].has_context {
            i -= 1;
        }
        i
    }

    fn declare(&mut self, scope: usize, name: &str, is_const: bool, lexical: bool) -> Binding {
        // A named function expression's own name is shadowed by any other
        // declaration of it in the function, which is a binding of its own.
        if let Some(&b) = self.scopes[scope].names.get(name)
            && !b.function_name
        {
            return b;
        }
        let owner = self.owner_of(scope);
        let slot = self.scopes[owner].slots;
        self.scopes[owner].slots += 1;
        let b = Binding {
            owner,
            slot,
            is_const,
            lexical,
            function_name: false,
        };
        self.scopes[scope].names.insert(name.into(), b);
        if lexical {
            self.scopes[scope].lexical.push(slot);
        }
        b
    }

    fn var_ref(&mut self, name: &str, b: Binding) -> VarRef {
        let hops = self.scopes[b.owner + 1..]
            .iter()
            .filter(|s| s.has_context)
            .count() as u32;
        VarRef {
            hops,
            slot: b.slot,
            name: self.name(name),
            is_const: b.is_const || b.function_name,
            function_name: b.function_name,
            pos: Pos::default(),
        }
    }

    fn lookup(&self, name: &str) -> Option<Binding> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.names.get(name).copied())
    }

    /// The function scope index that `var` declarations go to.
    fn resolve(&mut self, name: &str, span: oxc_span::Span) -> Expr {
        let at = self.pos(span);
        if let Some(e) = self.name_read(name, at) {
            return e;
        }
        if name == "arguments"
            && let Some(v) = self.arguments_binding()
        {
            return Expr::Var(v);
        }
        if name == "undefined" {
            return Expr::Undefined;
        }
        let pos = self.pos(span);
        if let Some(e) = self.undeclared(name, Some(pos)) {
            return e;
        }
        let g = self.global(name);
        Expr::Global(g, pos)
    }

    /// The `arguments` binding of the nearest non-arrow function, declared on
    /// first use.
    fn arguments_binding(&mut self) -> Option<VarRef> {
        let f = self
            .functions
            .iter()
            .rposition(|f| f.kind != FunctionKind::Arrow)?;
        if matches!(
            self.functions[f].kind,
            FunctionKind::Script | FunctionKind::FieldInit
        ) {
            return None;
        }
        let scope = self.functions[f].scope;
        let b = self.declare(scope, "arguments", false, false);
        self.functions[f].arguments_slot = Some(b.slot);
        Some(self.var_ref("arguments", b))
    }

    // ----- hoisting -----------------------------------------------------------------

    fn collect_var_names<'a>(s: &js::Statement<'a>, out: &mut Vec<(String, oxc_span::Span)>) {
        use js::Statement as S;
        let decl = |d: &js::VariableDeclaration<'a>, out: &mut Vec<(String, oxc_span::Span)>| {
            if d.kind == js::VariableDeclarationKind::Var {
                for v in &d.declarations {
                    pattern_names(&v.id, out);
                }
            }
        };
        match s {
            S::VariableDeclaration(d) => decl(d, out),
            S::BlockStatement(b) => b.body.iter().for_each(|s| Self::collect_var_names(s, out)),
            S::IfStatement(i) => {
                Self::collect_var_names(&i.consequent, out);
                if let Some(a) = &i.alternate {
                    Self::collect_var_names(a, out);
                }
            }
            S::WhileStatement(w) => Self::collect_var_names(&w.body, out),
            S::DoWhileStatement(w) => Self::collect_var_names(&w.body, out),
            S::ForStatement(f) => {
                if let Some(js::ForStatementInit::VariableDeclaration(d)) = &f.init {
                    decl(d, out);
                }
                Self::collect_var_names(&f.body, out);
            }
            S::ForInStatement(f) => {
                if let js::ForStatementLeft::VariableDeclaration(d) = &f.left {
                    decl(d, out);
                }
                Self::collect_var_names(&f.body, out);
            }
            S::ForOfStatement(f) => {
                if let js::ForStatementLeft::VariableDeclaration(d) = &f.left {
                    decl(d, out);
                }
                Self::collect_var_names(&f.body, out);
            }
            S::LabeledStatement(l) => Self::collect_var_names(&l.body, out),
            S::TryStatement(t) => {
                t.block
                    .body
                    .iter()
                    .for_each(|s| Self::collect_var_names(s, out));
                if let Some(h) = &t.handler {
                    h.body
                        .body
                        .iter()
                        .for_each(|s| Self::collect_var_names(s, out));
                }
                if let Some(f) = &t.finalizer {
                    f.body.iter().for_each(|s| Self::collect_var_names(s, out));
                }
            }
            S::SwitchStatement(sw) => {
                for c in &sw.cases {
                    c.consequent
                        .iter()
                        .for_each(|s| Self::collect_var_names(s, out));
                }
            }
            _ => {}
        }
    }

    /// Annex B.3.3 of sloppy code: a plain function declared in a block is
    /// also a `var` of the enclosing function (or script), unless a `var` of
    /// that name would clash with a lexical declaration of a block around it
    /// (or of the function's top level), or a parameter has the name. Adds
    /// each such name to `vars`, and notes where each declaration is, to copy
    /// the block's function to the `var` when the declaration is evaluated.
    fn declare_annex_b_functions(
        &mut self,
        body: &[js::Statement<'_>],
        params: &[(String, oxc_span::Span)],
        vars: &mut Vec<(String, oxc_span::Span)>,
    ) {
        let mut found = Vec::new();
        let mut enclosing = vec![lexical_names(body.iter(), false)];
        for s in body {
            annex_b_statement(s, &mut enclosing, &mut found);
        }
        for (name, span) in found {
            if params.iter().any(|(p, _)| *p == name) {
                continue;
            }
            self.annex_b_declarations.insert(span.start);
            vars.push((name, span));
        }
    }

    /// What a name written at the top level of the current function (or
    /// script, or eval code) assigns to: its `var`, even where a block's
    /// binding of the same name is in scope.
    fn var_scope_target(&mut self, name: &str) -> Pattern {
        let top = self.functions.last().map_or(0, |f| f.scope);
        let declared = self.scopes[..=top]
            .iter()
            .rev()
            .find_map(|s| s.names.get(name).copied());
        let var = match declared {
            Some(b) => Some(self.var_ref(name, b)),
            None => self.outer_ref(name),
        };
        match var {
            Some(var) => Pattern::Var { var, init: false },
            None => self.undeclared_target(name, Pos::default()),
        }
    }

    /// Declares a statement list's lexical bindings in the current scope and
    /// returns the hoisted function initializations to run first.
    fn hoist_lexical(&mut self, stmts: &[js::Statement<'_>]) -> R<Vec<Stmt>> {
        let scope = self.scopes.len() - 1;
        let mut functions = Vec::new();
        for s in stmts {
            match s {
                js::Statement::VariableDeclaration(d)
                    if d.kind != js::VariableDeclarationKind::Var =>
                {
                    let mut names = Vec::new();
                    for v in &d.declarations {
                        pattern_names(&v.id, &mut names);
                    }
                    let is_const = d.kind == js::VariableDeclarationKind::Const;
                    for (n, _) in names {
                        self.declare(scope, &n, is_const, true);
                    }
                }
                js::Statement::ClassDeclaration(c) => {
                    if let Some(id) = &c.id {
                        self.declare(scope, id.name.as_str(), false, true);
                    }
                }
                js::Statement::FunctionDeclaration(f) => {
                    if let Some(id) = &f.id {
                        let b = self.declare(scope, id.name.as_str(), false, false);
                        functions.push((id.name.as_str().to_string(), b, &**f));
                    }
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        for (name, b, f) in functions {
            if f.generator || f.r#async {
                // Hoisted: reported when the scope is entered.
                let e = self.unsupported_function(f.span);
                out.push(Stmt::Expr(e, Pos::default()));
                continue;
            }
            let v = self.var_ref(&name, b);
            let id = self.function(f, FunctionKind::Normal, Some(&name))?;
            out.push(Stmt::InitFunction(v, id));
        }
        Ok(out)
    }

    // ----- programs and functions ---------------------------------------------------

    /// Lowers code for `eval`: see [`Lowering::eval`].
    pub(super) fn for_eval(mut self) -> Self {
        self.eval = true;
        self
    }

    pub(super) fn program(mut self, program: &js::Program<'_>) -> R<Code> {
        self.code.functions.push(placeholder_function());
        self.functions.push(FunctionState {
            kind: FunctionKind::Script,
            strict: self.inherited_strict || is_use_strict(&program.directives),
            creates_closures: true,
            arguments_slot: None,
            expected_properties: 0,
            scope: 0,
            eval_holder: None,
        });
        self.push_scope(true);
        let mut vars = Vec::new();
        for s in &program.body {
            Self::collect_var_names(s, &mut vars);
        }
        if self.eval && !self.functions.last().is_some_and(|f| f.strict) {
            // A `var` that a `let`, `const` or `class` around the call
            // blocks is an early error, as it would be written there.
            for (v, span) in &vars {
                if self
                    .outer
                    .get(v.as_str())
                    .is_some_and(|b| b.blocks_eval_var)
                {
                    return Err(ScriptError::syntax(
                        self.pos(*span),
                        format!("Identifier '{v}' has already been declared"),
                    ));
                }
            }
        }
        if !self.functions.last().is_some_and(|f| f.strict) {
            self.declare_annex_b_functions(&program.body, &[], &mut vars);
        }
        // A sloppy direct eval in a function declares its `var`s in the
        // function's eval-variable holder (they join the function's scope).
        let mut declared_vars = Vec::new();
        if self.eval && self.eval_in_function {
            let holders = self.eval_holders();
            if let Some(holder) = holders.first() {
                for (v, _) in &vars {
                    // The calling function's own `var` (or parameter, or
                    // function) is the binding the eval's `var` names.
                    if self
                        .outer
                        .get(v.as_str())
                        .is_some_and(|b| b.holders_inside == 0)
                    {
                        continue;
                    }
                    let g = self.global(v);
                    declared_vars.push(Stmt::Expr(Expr::EvalDeclare(*holder, g), Pos::default()));
                }
            }
        }
        if !self.eval {
            for (v, _) in &vars {
                self.declare(0, v, false, false);
            }
        }
        let mut body = declared_vars;
        body.extend(self.hoist_lexical(&program.body)?);
        for s in &program.body {
            if let Some(s) = self.stmt(s, Vec::new())? {
                body.push(s);
            }
        }
        let (slots, lexical) = self.pop_scope();
        let f = &mut self.code.functions[0];
        f.kind = FunctionKind::Script;
        f.body = body;
        f.context_slots = slots.unwrap_or(0);
        f.lexical = lexical;
        f.creates_closures = true;
        f.strict = self.functions[0].strict;
        for f in &mut self.code.functions {
            f.plain_parameters = plain_parameter_slots(f);
        }
        Ok(self.code)
    }

    fn function(
        &mut self,
        f: &js::Function<'_>,
        kind: FunctionKind,
        name: Option<&str>,
    ) -> R<FuncId> {
        if f.generator || f.r#async {
            return self.unsupported(f.span, "generators and async functions");
        }
        let Some(body) = &f.body else {
            return self.unsupported(f.span, "a function without a body");
        };
        let own_name = f.id.as_ref().map(|i| i.name.as_str());
        let name = own_name.or(name).unwrap_or("");
        let strict = is_use_strict(&body.directives);
        let self_name =
            if kind == FunctionKind::Normal && f.r#type == js::FunctionType::FunctionExpression {
                own_name
            } else {
                None
            };
        self.function_common(FunctionParts {
            span: f.span,
            kind,
            name,
            strict,
            params: &f.params,
            statements: &body.statements,
            expression: None,
            self_name,
        })
    }

    fn function_common(&mut self, parts: FunctionParts<'_, '_>) -> R<FuncId> {
        self.enter(parts.span)?;
        // A closure: the enclosing function's contexts may be captured.
        if let Some(parent) = self.functions.last_mut() {
            parent.creates_closures = true;
        }
        let strict =
            parts.strict || self.class_depth > 0 || self.functions.last().is_some_and(|f| f.strict);
        let id = FuncId(self.code.functions.len() as u32);
        self.code.functions.push(placeholder_function());
        let scope = self.scopes.len();
        self.functions.push(FunctionState {
            kind: parts.kind,
            strict,
            creates_closures: false,
            arguments_slot: None,
            expected_properties: 0,
            scope,
            eval_holder: None,
        });
        self.push_scope(true);
        if !strict {
            let mut finder = DirectEvalFinder::default();
            for s in parts.statements {
                finder.visit_statement(s);
            }
            if let Some(e) = parts.expression {
                finder.visit_expression(e);
            }
            if finder.0 {
                let holder = self.declare(scope, EVAL_HOLDER, false, false);
                if let Some(state) = self.functions.last_mut() {
                    state.eval_holder = Some(holder);
                }
            }
        }
        let self_slot = parts.self_name.map(|n| {
            let b = Binding {
                function_name: true,
                ..self.declare(scope, n, false, false)
            };
            self.scopes[scope].names.insert(n.into(), b);
            b.slot
        });
        // Parameters.
        let mut params = Vec::new();
        let mut param_names = Vec::new();
        let mut length = None;
        for (i, p) in parts.params.items.iter().enumerate() {
            let mut names = Vec::new();
            pattern_names(&p.pattern, &mut names);
            for (n, _) in &names {
                self.declare(scope, n, false, false);
            }
            param_names.extend(names);
            let pattern = self.binding_pattern(&p.pattern, true)?;
            let default = match &p.initializer {
                Some(e) => {
                    length.get_or_insert(i as u32);
                    Some(self.expr(e)?)
                }
                None => {
                    if matches!(p.pattern, js::BindingPattern::AssignmentPattern(_)) {
                        length.get_or_insert(i as u32);
                    }
                    None
                }
            };
            params.push((pattern, default));
        }
        let rest = match &parts.params.rest {
            Some(r) => {
                let mut names = Vec::new();
                pattern_names(&r.rest.argument, &mut names);
                for (n, _) in &names {
                    self.declare(scope, n, false, false);
                }
                param_names.extend(names.iter().cloned());
                length.get_or_insert(params.len() as u32);
                Some(self.binding_pattern(&r.rest.argument, true)?)
            }
            None => None,
        };
        let length = length.unwrap_or(params.len() as u32);
        // Body.
        let mut body = Vec::new();
        if let Some(e) = parts.expression {
            let e = self.expr(e)?;
            body.push(Stmt::Return(Some(e), Pos::default()));
        } else {
            let mut vars = Vec::new();
            for s in parts.statements {
                Self::collect_var_names(s, &mut vars);
            }
            if !strict {
                self.declare_annex_b_functions(parts.statements, &param_names, &mut vars);
            }
            for (v, _) in &vars {
                self.declare(scope, v, false, false);
            }
            body = self.hoist_lexical(parts.statements)?;
            for s in parts.statements {
                if let Some(s) = self.stmt(s, Vec::new())? {
                    body.push(s);
                }
            }
        }
        let (slots, lexical) = self.pop_scope();
        let state = self.functions.pop().expect("function stack is balanced");
        let source: Rc<str> = self
            .lines
            .source
            .get(parts.span.start as usize..parts.span.end as usize)
            .unwrap_or("")
            .into();
        let pos = self.pos(parts.span);
        self.code.functions[id.0 as usize] = Function {
            name: parts.name.into(),
            kind: parts.kind,
            strict,
            params,
            rest,
            body,
            context_slots: slots.unwrap_or(0),
            lexical,
            arguments_slot: state.arguments_slot,
            self_slot,
            creates_closures: state.creates_closures,
            // Set for every function once lowering ends.
            plain_parameters: None,
            length,
            source,
            expected_properties: state.expected_properties,
            pos,
        };
        self.depth -= 1;
        Ok(id)
    }

    // ----- classes -------------------------------------------------------------------

    fn class(&mut self, c: &js::Class<'_>, name: Option<&str>) -> R<ClassDef> {
        self.enter(c.span)?;
        if let Some(parent) = self.functions.last_mut() {
            parent.creates_closures = true;
        }
        let pos = self.pos(c.span);
        let own_name = c.id.as_ref().map(|i| i.name.as_str());
        let name = own_name.or(name).unwrap_or("");
        let heritage = match &c.heritage {
            Some(h) => Some(self.expr(&h.expression)?),
            None => None,
        };
        // The class scope binds the class's own name for its methods, and
        // the keys of its computed fields, which the class definition works
        // out once (in source order with its methods' keys) for every
        // instance; all of a class's code is strict.
        self.class_depth += 1;
        let computed_fields = c
            .body
            .body
            .iter()
            .any(|el| matches!(el, js::ClassElement::PropertyDefinition(p) if p.computed));
        let privates = private_names(c, own_name);
        self.push_scope(own_name.is_some() || computed_fields || !privates.is_empty());
        let scope = self.scopes.len() - 1;
        let inner = own_name.map(|n| self.declare(scope, n, true, true).slot);
        // Every private name's variables, declared before any element is
        // lowered, as a method may use a name declared after it.
        let mut private = Vec::new();
        let mut instance_brand = None;
        for (name, info) in &privates {
            match info {
                PrivateInfo::Field => {
                    let slot = self.declare(scope, name, false, false).slot;
                    private.push((slot, PrivateValue::Symbol(name.as_str().into())));
                }
                PrivateInfo::Method {
                    brand,
                    is_static,
                    method,
                    getter,
                    setter,
                    ..
                } => {
                    if !self.scopes[scope].names.contains_key(brand.as_str()) {
                        let slot = self.declare(scope, brand, false, false).slot;
                        let value = if *is_static {
                            PrivateValue::Class
                        } else {
                            instance_brand = Some(brand.clone());
                            PrivateValue::Symbol(name.as_str().into())
                        };
                        private.push((slot, value));
                    }
                    for (half, present) in [("", *method), (" get", *getter), (" set", *setter)] {
                        if present {
                            self.declare(scope, &format!("{name}{half}"), false, false);
                        }
                    }
                }
            }
        }
        self.private_scopes.push(privates);
        let derived = c.heritage.is_some();
        let mut constructor = None;
        let mut methods = Vec::new();
        let mut field_keys = Vec::new();
        let mut instance_fields = Vec::new();
        let mut static_parts = Vec::new();
        for el in &c.body.body {
            match el {
                js::ClassElement::MethodDefinition(m) => {
                    if let js::PropertyKey::PrivateIdentifier(id) = &m.key {
                        let name = format!("#{}", id.name);
                        let (kind, function_name, variable) = match m.kind {
                            js::MethodDefinitionKind::Get => (
                                FunctionKind::Getter,
                                format!("get {name}"),
                                format!("{name} get"),
                            ),
                            js::MethodDefinitionKind::Set => (
                                FunctionKind::Setter,
                                format!("set {name}"),
                                format!("{name} set"),
                            ),
                            _ => (FunctionKind::Method, name.clone(), name.clone()),
                        };
                        let f = self.function(&m.value, kind, Some(&function_name))?;
                        let Some(b) = self.scopes[scope].names.get(variable.as_str()) else {
                            return self.unsupported(m.span, "this private member");
                        };
                        private.push((b.slot, PrivateValue::Function(f, m.r#static)));
                        continue;
                    }
                    if m.kind == js::MethodDefinitionKind::Constructor {
                        constructor = Some(&m.value);
                        continue;
                    }
                    let key = self.prop_key(&m.key, m.computed)?;
                    let key_name = static_key_name(&m.key, m.computed);
                    // An accessor's `name` is `get x` / `set x`.
                    let (kind, k, name) = match m.kind {
                        js::MethodDefinitionKind::Get => {
                            (FunctionKind::Getter, 1, format!("get {key_name}"))
                        }
                        js::MethodDefinitionKind::Set => {
                            (FunctionKind::Setter, 2, format!("set {key_name}"))
                        }
                        _ => (FunctionKind::Method, 0, key_name),
                    };
                    let f = self.function(&m.value, kind, Some(&name))?;
                    methods.push((key, m.r#static, k, f));
                }
                js::ClassElement::PropertyDefinition(p) => {
                    // A computed key is worked out now, into a slot of the
                    // class scope that the initializer reads.
                    let key = if matches!(p.key, js::PropertyKey::PrivateIdentifier(_)) {
                        // Its key is its private name's variable.
                        None
                    } else {
                        match self.prop_key(&p.key, p.computed)? {
                            PropName::Computed(e) => {
                                // Not an identifier: no script name can meet it.
                                let hidden = format!("#field key {}", field_keys.len());
                                let slot = self.declare(scope, &hidden, false, false).slot;
                                field_keys.push((methods.len() as u32, *e, slot));
                                Some(hidden)
                            }
                            PropName::Named(_) | PropName::Private(_) => None,
                        }
                    };
                    if p.r#static {
                        static_parts.push(ClassPart::Field(p, key));
                    } else {
                        instance_fields.push((p, key));
                    }
                }
                js::ClassElement::StaticBlock(b) => static_parts.push(ClassPart::Block(b)),
                js::ClassElement::AccessorProperty(a) => {
                    return self.unsupported(a.span, "`accessor` class members");
                }
                js::ClassElement::TSIndexSignature(t) => {
                    return self.unsupported(t.span, "TypeScript syntax");
                }
            }
        }
        let kind = if derived {
            FunctionKind::DerivedConstructor
        } else {
            FunctionKind::ClassConstructor
        };
        let constructor = match constructor {
            Some(f) => self.function(f, kind, Some(name))?,
            None => self.implicit_constructor(c.span, kind, name)?,
        };
        // Class fields count toward the constructor's property estimate.
        let field_count = instance_fields.len() as u32;
        self.code.functions[constructor.0 as usize].expected_properties += field_count;
        // The instances' brand first, then the fields, as V8 initializes them.
        let instance_parts: Vec<ClassPart<'_, '_>> = instance_brand
            .map(|brand| ClassPart::Brand(brand, name))
            .into_iter()
            .chain(
                instance_fields
                    .iter()
                    .map(|(p, key)| ClassPart::Field(p, key.clone())),
            )
            .collect();
        let fields = if instance_parts.is_empty() {
            None
        } else {
            Some(self.field_initializer(c.span, &instance_parts)?)
        };
        let statics = if static_parts.is_empty() {
            None
        } else {
            Some(self.field_initializer(c.span, &static_parts)?)
        };
        self.private_scopes.pop();
        let (context, _) = self.pop_scope();
        self.class_depth -= 1;
        self.depth -= 1;
        Ok(ClassDef {
            name: name.into(),
            heritage,
            constructor,
            methods,
            fields,
            field_keys,
            statics,
            context,
            inner,
            private,
            pos,
        })
    }

    fn implicit_constructor(
        &mut self,
        span: oxc_span::Span,
        kind: FunctionKind,
        name: &str,
    ) -> R<FuncId> {
        let id = FuncId(self.code.functions.len() as u32);
        let mut f = placeholder_function();
        f.name = name.into();
        f.kind = kind;
        f.strict = true;
        f.pos = self.pos(span);
        f.source = self
            .lines
            .source
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
            .into();
        if kind == FunctionKind::DerivedConstructor {
            // constructor(...args) { super(...args); }
            f.context_slots = 1;
            let args = VarRef {
                hops: 0,
                slot: 0,
                name: self.name("args"),
                is_const: false,
                function_name: false,
                pos: Pos::default(),
            };
            f.rest = Some(Pattern::Var {
                var: args,
                init: true,
            });
            // V8's default constructor has the class's position, which its
            // `super` call's events take.
            f.body = vec![Stmt::Expr(
                Expr::SuperCall(vec![Arg::Spread(Expr::Var(args))], f.pos),
                f.pos,
            )];
        }
        self.code.functions.push(f);
        Ok(id)
    }

    /// A synthetic method that defines fields on `this` (and runs static blocks).
    fn field_initializer(
        &mut self,
        span: oxc_span::Span,
        parts: &[ClassPart<'_, '_>],
    ) -> R<FuncId> {
        if let Some(parent) = self.functions.last_mut() {
            parent.creates_closures = true;
        }
        let strict = true;
        let id = FuncId(self.code.functions.len() as u32);
        self.code.functions.push(placeholder_function());
        let scope = self.scopes.len();
        self.functions.push(FunctionState {
            kind: FunctionKind::FieldInit,
            strict,
            creates_closures: false,
            arguments_slot: None,
            expected_properties: 0,
            scope,
            eval_holder: None,
        });
        self.push_scope(true);
        let mut body = Vec::new();
        for part in parts {
            match part {
                ClassPart::Field(p, _)
                    if matches!(p.key, js::PropertyKey::PrivateIdentifier(_)) =>
                {
                    let js::PropertyKey::PrivateIdentifier(id) = &p.key else {
                        continue;
                    };
                    let name = format!("#{}", id.name);
                    let Some(key) = self.lookup_ref(&name) else {
                        return self.unsupported(p.span, "a private field's key");
                    };
                    let (value, at) = match &p.value {
                        Some(v) => (self.expr(v)?, self.pos(v.span())),
                        None => (Expr::Undefined, self.pos(p.key.span())),
                    };
                    body.push(Stmt::DefinePrivate(Box::new(PrivateDefinition {
                        key,
                        value,
                        pos: at,
                        twice: format!("Cannot initialize {name} twice on the same object").into(),
                    })));
                }
                ClassPart::Brand(brand, class_name) => {
                    let Some(key) = self.lookup_ref(brand) else {
                        return self.unsupported(span, "a class's private methods");
                    };
                    body.push(Stmt::DefinePrivate(Box::new(PrivateDefinition {
                        key,
                        value: Expr::Undefined,
                        pos: self.pos(span),
                        twice: format!(
                            "Cannot initialize private methods of class {} twice on the same object",
                            if class_name.is_empty() { "anonymous" } else { class_name }
                        )
                        .into(),
                    })));
                }
                ClassPart::Field(p, hidden) => {
                    let key = match hidden {
                        // Worked out by the class definition (see `class`).
                        Some(name) => match self.lookup_ref(name) {
                            Some(v) => PropName::Computed(Box::new(Expr::Var(v))),
                            None => return self.unsupported(p.span, "a class field's key"),
                        },
                        None => self.prop_key(&p.key, p.computed)?,
                    };
                    // V8 places the definition at its value, or at the key
                    // when there is none.
                    let (value, at) = match &p.value {
                        Some(v) => (self.expr(v)?, self.pos(v.span())),
                        None => (Expr::Undefined, self.pos(p.key.span())),
                    };
                    body.push(Stmt::DefineField(key, value, at));
                }
                ClassPart::Block(b) => {
                    self.push_scope(statements_have_closure(&b.body));
                    let mut inner = self.hoist_lexical(&b.body)?;
                    let mut vars = Vec::new();
                    for s in &b.body {
                        Self::collect_var_names(s, &mut vars);
                    }
                    let sc = self.scopes.len() - 1;
                    for (v, _) in &vars {
                        self.declare(sc, v, false, false);
                    }
                    for s in &b.body {
                        if let Some(s) = self.stmt(s, Vec::new())? {
                            inner.push(s);
                        }
                    }
                    let (context, lexical) = self.pop_scope();
                    body.push(Stmt::Block(Block {
                        body: inner,
                        context,
                        lexical,
                    }));
                }
            }
        }
        let (slots, lexical) = self.pop_scope();
        let state = self.functions.pop().expect("function stack is balanced");
        let pos = self.pos(span);
        self.code.functions[id.0 as usize] = Function {
            name: "".into(),
            kind: FunctionKind::FieldInit,
            strict,
            params: Vec::new(),
            rest: None,
            body,
            context_slots: slots.unwrap_or(0),
            lexical,
            arguments_slot: None,
            self_slot: None,
            creates_closures: state.creates_closures,
            // Set for every function once lowering ends.
            plain_parameters: None,
            length: 0,
            source: "".into(),
            expected_properties: 0,
            pos,
        };
        Ok(id)
    }

    // ----- statements -----------------------------------------------------------------

    fn block(&mut self, stmts: &[js::Statement<'_>]) -> R<Block> {
        let has_lexical = stmts.iter().any(|s| {
            matches!(s, js::Statement::VariableDeclaration(d) if d.kind != js::VariableDeclarationKind::Var)
                || matches!(
                    s,
                    js::Statement::ClassDeclaration(_) | js::Statement::FunctionDeclaration(_)
                )
        });
        self.push_scope(has_lexical && statements_have_closure(stmts));
        let mut body = self.hoist_lexical(stmts)?;
        for s in stmts {
            if let Some(s) = self.stmt(s, Vec::new())? {
                body.push(s);
            }
        }
        let (context, lexical) = self.pop_scope();
        Ok(Block {
            body,
            context,
            lexical,
        })
    }

    /// A block of one statement with no scope of its own (no context, no
    /// bindings to reset) runs exactly as that statement does, so it is that
    /// statement: a loop body `{ o[k] = v; }` then costs one statement a
    /// round, not three calls.
    fn unwrap_block(mut b: Block) -> Stmt {
        if b.context.is_none()
            && b.lexical.is_empty()
            && b.body.len() == 1
            && let Some(only) = b.body.pop()
        {
            return only;
        }
        Stmt::Block(b)
    }

    fn label(&mut self, l: &Option<js::LabelIdentifier<'_>>) -> Option<u32> {
        l.as_ref().map(|l| self.name(l.name.as_str()))
    }

    /// Lowers one statement; `labels` are the labels directly in front of it.
    fn stmt(&mut self, s: &js::Statement<'_>, labels: Vec<u32>) -> R<Option<Stmt>> {
        use js::Statement as S;
        self.enter(s.span())?;
        let out = match s {
            S::BlockStatement(b) => Some(Self::unwrap_block(self.block(&b.body)?)),
            S::EmptyStatement(_) | S::DebuggerStatement(_) => None,
            S::ExpressionStatement(e) => {
                Some(Stmt::Expr(self.expr(&e.expression)?, self.pos(e.span)))
            }
            S::VariableDeclaration(d) => Some(self.declaration(d)?),
            // Hoisted to the start of its scope; in a block of sloppy code,
            // also copied to the function's `var` of its name here.
            S::FunctionDeclaration(f) => match &f.id {
                Some(id) if self.annex_b_declarations.contains(&f.span.start) => {
                    let name = id.name.as_str();
                    let target = self.var_scope_target(name);
                    let value = self.resolve(name, id.span);
                    Some(Stmt::Expr(
                        Expr::Assign(Box::new(target), Box::new(value), Pos::default()),
                        Pos::default(),
                    ))
                }
                _ => None,
            },
            S::ClassDeclaration(c) => {
                let def = self.class(c, None)?;
                let name = c.id.as_ref().map_or("", |i| i.name.as_str());
                match self.lookup(name) {
                    Some(b) => {
                        let v = self.var_ref(name, b);
                        Some(Stmt::Class(v, Box::new(def)))
                    }
                    None => return self.unsupported(c.span, "an anonymous class declaration"),
                }
            }
            S::IfStatement(i) => {
                let test = self.expr(&i.test)?;
                let then = self.sub_stmt(&i.consequent)?;
                let alt = match &i.alternate {
                    Some(a) => Some(Box::new(self.sub_stmt(a)?)),
                    None => None,
                };
                Some(Stmt::If(test, Box::new(then), alt))
            }
            S::WhileStatement(w) => {
                let test = self.expr(&w.test)?;
                let body = self.sub_stmt(&w.body)?;
                Some(Stmt::Loop(Box::new(Loop {
                    labels,
                    init: None,
                    test: Some(test),
                    test_after: false,
                    update: None,
                    body,
                    context: None,
                    lexical: Vec::new(),
                })))
            }
            S::DoWhileStatement(w) => {
                let body = self.sub_stmt(&w.body)?;
                let test = self.expr(&w.test)?;
                Some(Stmt::Loop(Box::new(Loop {
                    labels,
                    init: None,
                    test: Some(test),
                    test_after: true,
                    update: None,
                    body,
                    context: None,
                    lexical: Vec::new(),
                })))
            }
            S::ForStatement(f) => {
                let lexical_head = matches!(&f.init, Some(js::ForStatementInit::VariableDeclaration(d)) if d.kind != js::VariableDeclarationKind::Var);
                self.push_scope(lexical_head && statement_has_closure(s));
                let init = match &f.init {
                    Some(js::ForStatementInit::VariableDeclaration(d)) => {
                        if lexical_head {
                            let scope = self.scopes.len() - 1;
                            let mut names = Vec::new();
                            for v in &d.declarations {
                                pattern_names(&v.id, &mut names);
                            }
                            let is_const = d.kind == js::VariableDeclarationKind::Const;
                            for (n, _) in names {
                                self.declare(scope, &n, is_const, true);
                            }
                        }
                        Some(self.declaration(d)?)
                    }
                    Some(init) => match init.as_expression() {
                        Some(e) => Some(Stmt::Expr(self.expr(e)?, self.pos(e.span()))),
                        None => None,
                    },
                    None => None,
                };
                let test = match &f.test {
                    Some(t) => Some(self.expr(t)?),
                    None => None,
                };
                let update = match &f.update {
                    Some(u) => Some(self.expr(u)?),
                    None => None,
                };
                let body = self.sub_stmt(&f.body)?;
                let (context, lexical) = self.pop_scope();
                Some(Stmt::Loop(Box::new(Loop {
                    labels,
                    init,
                    test,
                    test_after: false,
                    update,
                    body,
                    context,
                    lexical,
                })))
            }
            S::ForInStatement(f) => {
                Some(self.for_each(s, &f.left, &f.right, &f.body, false, labels, f.span)?)
            }
            S::ForOfStatement(f) => {
                if f.r#await {
                    return self.unsupported(f.span, "`for await`");
                }
                Some(self.for_each(s, &f.left, &f.right, &f.body, true, labels, f.span)?)
            }
            S::ContinueStatement(c) => Some(Stmt::Continue(self.label(&c.label))),
            S::BreakStatement(b) => Some(Stmt::Break(self.label(&b.label))),
            S::ReturnStatement(r) => Some(Stmt::Return(
                match &r.argument {
                    Some(e) => Some(self.expr(e)?),
                    None => None,
                },
                self.pos(r.span),
            )),
            S::ThrowStatement(t) => Some(Stmt::Throw(self.expr(&t.argument)?, self.pos(t.span))),
            S::TryStatement(t) => {
                let block = self.block(&t.block.body)?;
                let catch = match &t.handler {
                    Some(h) => {
                        let has_closure = statements_have_closure(&h.body.body);
                        self.push_scope(h.param.is_some() && has_closure);
                        let param = match &h.param {
                            Some(p) => {
                                let scope = self.scopes.len() - 1;
                                let mut names = Vec::new();
                                pattern_names(&p.pattern, &mut names);
                                for (n, _) in names {
                                    self.declare(scope, &n, false, false);
                                }
                                Some(self.binding_pattern(&p.pattern, true)?)
                            }
                            None => None,
                        };
                        let body = self.block(&h.body.body)?;
                        let (context, _) = self.pop_scope();
                        Some((param, body, context))
                    }
                    None => None,
                };
                let finally = match &t.finalizer {
                    Some(f) => Some(self.block(&f.body)?),
                    None => None,
                };
                Some(Stmt::Try(Box::new(Try {
                    block,
                    catch,
                    finally,
                })))
            }
            S::SwitchStatement(sw) => {
                let discriminant = self.expr(&sw.discriminant)?;
                let all: Vec<&js::Statement<'_>> =
                    sw.cases.iter().flat_map(|c| c.consequent.iter()).collect();
                let has_closure = all.iter().any(|s| statement_has_closure(s));
                self.push_scope(has_closure);
                let mut hoisted = Vec::new();
                for c in &sw.cases {
                    hoisted.extend(self.hoist_lexical(&c.consequent)?);
                }
                let mut cases = Vec::new();
                for c in &sw.cases {
                    let test = match &c.test {
                        Some(t) => Some(self.expr(t)?),
                        None => None,
                    };
                    let mut body = Vec::new();
                    for s in &c.consequent {
                        if let Some(s) = self.stmt(s, Vec::new())? {
                            body.push(s);
                        }
                    }
                    cases.push((test, body));
                }
                let (context, lexical) = self.pop_scope();
                Some(Stmt::Switch(Box::new(Switch {
                    labels,
                    discriminant,
                    cases,
                    scope: Block {
                        body: hoisted,
                        context,
                        lexical,
                    },
                })))
            }
            S::LabeledStatement(l) => {
                let label = self.name(l.label.name.as_str());
                let mut inner_labels = labels;
                inner_labels.push(label);
                let is_loop = matches!(
                    l.body,
                    S::ForStatement(_)
                        | S::ForInStatement(_)
                        | S::ForOfStatement(_)
                        | S::WhileStatement(_)
                        | S::DoWhileStatement(_)
                        | S::SwitchStatement(_)
                        | S::LabeledStatement(_)
                );
                if is_loop {
                    self.stmt(&l.body, inner_labels)?
                } else {
                    let inner = self.stmt(&l.body, Vec::new())?.unwrap_or(Stmt::Empty);
                    Some(Stmt::Labeled(label, Box::new(inner)))
                }
            }
            S::WithStatement(w) => return self.unsupported(w.span, "`with`"),
            other => return self.unsupported(other.span(), "modules and TypeScript declarations"),
        };
        self.depth -= 1;
        Ok(out)
    }

    fn sub_stmt(&mut self, s: &js::Statement<'_>) -> R<Stmt> {
        Ok(self.stmt(s, Vec::new())?.unwrap_or(Stmt::Empty))
    }

    #[allow(clippy::too_many_arguments)]
    fn for_each(
        &mut self,
        whole: &js::Statement<'_>,
        left: &js::ForStatementLeft<'_>,
        right: &js::Expression<'_>,
        body: &js::Statement<'_>,
        of: bool,
        labels: Vec<u32>,
        span: oxc_span::Span,
    ) -> R<Stmt> {
        let object = self.expr(right)?;
        let lexical = matches!(left, js::ForStatementLeft::VariableDeclaration(d) if d.kind != js::VariableDeclarationKind::Var);
        self.push_scope(lexical && statement_has_closure(whole));
        let target = match left {
            js::ForStatementLeft::VariableDeclaration(d) => {
                let Some(v) = d.declarations.first() else {
                    return self.unsupported(span, "an empty declaration");
                };
                if lexical {
                    let scope = self.scopes.len() - 1;
                    let mut names = Vec::new();
                    pattern_names(&v.id, &mut names);
                    let is_const = d.kind == js::VariableDeclarationKind::Const;
                    for (n, _) in names {
                        self.declare(scope, &n, is_const, true);
                    }
                }
                self.binding_pattern(&v.id, true)?
            }
            other => match other.as_assignment_target() {
                Some(t) => self.assign_target(t)?,
                None => return self.unsupported(span, "this loop head"),
            },
        };
        let body = self.sub_stmt(body)?;
        let (context, _) = self.pop_scope();
        Ok(Stmt::ForEach(Box::new(ForEach {
            labels,
            of,
            target,
            object,
            body,
            context,
            pos: self.pos(span),
        })))
    }

    fn declaration(&mut self, d: &js::VariableDeclaration<'_>) -> R<Stmt> {
        if !matches!(
            d.kind,
            js::VariableDeclarationKind::Var
                | js::VariableDeclarationKind::Let
                | js::VariableDeclarationKind::Const
        ) {
            return self.unsupported(d.span, "`using` declarations");
        }
        let is_var = d.kind == js::VariableDeclarationKind::Var;
        let mut out = Vec::new();
        for v in &d.declarations {
            let init = match &v.init {
                Some(e) => {
                    let name = match &v.id {
                        js::BindingPattern::BindingIdentifier(i) => Some(i.name.as_str()),
                        _ => None,
                    };
                    Some(self.named_expr(e, name)?)
                }
                // `let x;` initializes to undefined; `var x;` does nothing.
                None if is_var => continue,
                None => Some(Expr::Undefined),
            };
            let pattern = self.binding_pattern(&v.id, !is_var)?;
            // V8 places the initialization where the initializer starts.
            let at = v
                .init
                .as_ref()
                .map_or_else(|| self.pos(v.span), |e| self.pos(e.span()));
            out.push((pattern, init, at));
        }
        Ok(Stmt::Declare(out))
    }

    // ----- patterns -------------------------------------------------------------------

    fn binding_pattern(&mut self, p: &js::BindingPattern<'_>, init: bool) -> R<Pattern> {
        Ok(match p {
            js::BindingPattern::BindingIdentifier(i) => {
                let name = i.name.as_str();
                match self.lookup(name) {
                    Some(b) => Pattern::Var {
                        var: self.var_ref(name, b),
                        init,
                    },
                    None => {
                        // A sloppy direct eval's `var`: the caller's
                        // binding, or the holder's.
                        let pos = self.pos(i.span);
                        match self.name_target(name, pos) {
                            Some(p) => p,
                            None => self.undeclared_target(name, pos),
                        }
                    }
                }
            }
            js::BindingPattern::AssignmentPattern(a) => {
                let inner = self.binding_pattern(&a.left, init)?;
                let name = match &a.left {
                    js::BindingPattern::BindingIdentifier(i) => Some(i.name.as_str()),
                    _ => None,
                };
                let d = self.named_expr(&a.right, name)?;
                Pattern::Default(Box::new(inner), Box::new(d))
            }
            js::BindingPattern::ObjectPattern(o) => {
                let mut props = Vec::new();
                for p in &o.properties {
                    let key = self.prop_key(&p.key, p.computed)?;
                    props.push((key, self.binding_pattern(&p.value, init)?));
                }
                let rest = match &o.rest {
                    Some(r) => Some(Box::new(self.binding_pattern(&r.argument, init)?)),
                    None => None,
                };
                Pattern::Object(props, rest, self.pos(o.span))
            }
            js::BindingPattern::ArrayPattern(a) => {
                let mut elems = Vec::new();
                for e in &a.elements {
                    elems.push(match e {
                        Some(p) => Some(self.binding_pattern(p, init)?),
                        None => None,
                    });
                }
                let rest = match &a.rest {
                    Some(r) => Some(Box::new(self.binding_pattern(&r.argument, init)?)),
                    None => None,
                };
                Pattern::Array(elems, rest, self.pos(a.span))
            }
        })
    }

    fn assign_target(&mut self, t: &js::AssignmentTarget<'_>) -> R<Pattern> {
        use js::AssignmentTarget as T;
        Ok(match t {
            T::AssignmentTargetIdentifier(i) => self.ident_target(i),
            T::ArrayAssignmentTarget(a) => {
                let mut elems = Vec::new();
                for e in &a.elements {
                    elems.push(match e {
                        Some(e) => Some(self.maybe_default_target(e)?),
                        None => None,
                    });
                }
                let rest = match &a.rest {
                    Some(r) => Some(Box::new(self.assign_target(&r.target)?)),
                    None => None,
                };
                Pattern::Array(elems, rest, self.pos(a.span))
            }
            T::ObjectAssignmentTarget(o) => {
                let mut props = Vec::new();
                for p in &o.properties {
                    match p {
                        js::AssignmentTargetProperty::AssignmentTargetPropertyIdentifier(i) => {
                            let key = PropName::Named(self.name(i.binding.name.as_str()));
                            let mut target = self.ident_target(&i.binding);
                            if let Some(init) = &i.init {
                                let d = self.named_expr(init, Some(i.binding.name.as_str()))?;
                                target = Pattern::Default(Box::new(target), Box::new(d));
                            }
                            props.push((key, target));
                        }
                        js::AssignmentTargetProperty::AssignmentTargetPropertyProperty(p) => {
                            let key = self.prop_key(&p.name, p.computed)?;
                            props.push((key, self.maybe_default_target(&p.binding)?));
                        }
                    }
                }
                let rest = match &o.rest {
                    Some(r) => Some(Box::new(self.assign_target(&r.target)?)),
                    None => None,
                };
                Pattern::Object(props, rest, self.pos(o.span))
            }
            other => match other.as_member_expression() {
                Some(m) => Pattern::Member(Box::new(self.member(m, true)?)),
                None => return self.unsupported(other.span(), "TypeScript syntax"),
            },
        })
    }

    fn maybe_default_target(&mut self, t: &js::AssignmentTargetMaybeDefault<'_>) -> R<Pattern> {
        match t {
            js::AssignmentTargetMaybeDefault::AssignmentTargetWithDefault(d) => {
                let inner = self.assign_target(&d.binding)?;
                let e = self.expr(&d.init)?;
                Ok(Pattern::Default(Box::new(inner), Box::new(e)))
            }
            other => match other.as_assignment_target() {
                Some(t) => self.assign_target(t),
                None => self.unsupported(other.span(), "this assignment target"),
            },
        }
    }

    fn ident_target(&mut self, i: &js::IdentifierReference<'_>) -> Pattern {
        let name = i.name.as_str();
        let pos = self.pos(i.span);
        match self.name_target(name, pos) {
            Some(p) => p,
            None => self.undeclared_target(name, pos),
        }
    }

    fn simple_target(&mut self, t: &js::SimpleAssignmentTarget<'_>) -> R<Pattern> {
        match t {
            js::SimpleAssignmentTarget::AssignmentTargetIdentifier(i) => Ok(self.ident_target(i)),
            other => match other.as_member_expression() {
                Some(m) => Ok(Pattern::Member(Box::new(self.member(m, true)?))),
                None => self.unsupported(other.span(), "TypeScript syntax"),
            },
        }
    }

    // ----- expressions ----------------------------------------------------------------

    fn prop_key(&mut self, k: &js::PropertyKey<'_>, computed: bool) -> R<PropName> {
        match k {
            js::PropertyKey::StaticIdentifier(i) if !computed => {
                Ok(PropName::Named(self.name(i.name.as_str())))
            }
            js::PropertyKey::PrivateIdentifier(p) => {
                self.unsupported(p.span, "private names (`#name`)")
            }
            other => {
                let Some(e) = other.as_expression() else {
                    return self.unsupported(other.span(), "this property key");
                };
                if !computed {
                    match e {
                        js::Expression::StringLiteral(s) => {
                            return Ok(PropName::Named(self.name(s.value.as_str())));
                        }
                        js::Expression::NumericLiteral(n) => {
                            let s = crate::value::number_to_string(n.value);
                            return Ok(PropName::Named(self.name(&s)));
                        }
                        _ => {}
                    }
                }
                // A constant key written `['name']` is still a named access.
                if let js::Expression::StringLiteral(s) = e
                    && crate::atoms::parse_array_index(s.value.as_str()).is_none()
                {
                    return Ok(PropName::Named(self.name(s.value.as_str())));
                }
                Ok(PropName::Computed(Box::new(self.expr(e)?)))
            }
        }
    }

    /// Private name `#name` where it is used: the innermost class body that
    /// declares it, and the variables that hold what it names.
    fn private_ref(&mut self, id: &js::PrivateIdentifier<'_>) -> R<PrivateRef> {
        let name = format!("#{}", id.name);
        let found = self.private_scopes.iter().rev().find_map(|names| {
            names
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, info)| info.clone())
        });
        let Some(info) = found else {
            if self.direct_eval {
                // The caller's class may declare it: V8 looks it up there.
                return self.unsupported(id.span, "private names in a direct `eval`");
            }
            return Err(ScriptError::syntax(
                self.pos(id.span),
                format!("Private field '{name}' must be declared in an enclosing class"),
            ));
        };
        let variable = |this: &mut Self, v: &str| match this.lookup_ref(v) {
            Some(r) => Ok(r),
            None => this.unsupported(id.span, "this private name"),
        };
        let kind = match info {
            PrivateInfo::Field => PrivateKind::Field(variable(self, &name)?),
            PrivateInfo::Method {
                brand,
                is_static,
                class_name,
                method,
                getter,
                setter,
            } => PrivateKind::Method {
                brand: variable(self, &brand)?,
                is_static,
                class_name,
                method: if method {
                    Some(variable(self, &name)?)
                } else {
                    None
                },
                getter: if getter {
                    Some(variable(self, &format!("{name} get"))?)
                } else {
                    None
                },
                setter: if setter {
                    Some(variable(self, &format!("{name} set"))?)
                } else {
                    None
                },
            },
        };
        Ok(PrivateRef {
            name: name.into(),
            kind,
        })
    }

    fn member(&mut self, m: &js::MemberExpression<'_>, store: bool) -> R<Member> {
        let (object, prop, optional, name_pos) = match m {
            js::MemberExpression::StaticMemberExpression(s) => {
                let prop = PropName::Named(self.name(s.property.name.as_str()));
                (&s.object, prop, s.optional, self.pos(s.property.span))
            }
            js::MemberExpression::ComputedMemberExpression(c) => {
                let prop = match &c.expression {
                    js::Expression::StringLiteral(s)
                        if crate::atoms::parse_array_index(s.value.as_str()).is_none() =>
                    {
                        PropName::Named(self.name(s.value.as_str()))
                    }
                    e => PropName::Computed(Box::new(self.expr(e)?)),
                };
                (
                    &c.object,
                    prop,
                    c.optional,
                    self.lines.pos(c.object.span().end),
                )
            }
            js::MemberExpression::PrivateFieldExpression(p) => {
                let prop = PropName::Private(Box::new(self.private_ref(&p.field)?));
                (&p.object, prop, p.optional, self.pos(p.field.span))
            }
        };
        // V8 reports a failed access where the property part starts.
        let access_pos = self.lines.pos(object.span().end);
        let object = self.expr(object)?;
        let site = if store {
            self.code.store_sites += 1;
            self.code.store_sites - 1
        } else {
            self.code.load_sites += 1;
            self.code.load_sites - 1
        };
        Ok(Member {
            object,
            prop,
            site,
            store_site: u32::MAX,
            optional,
            pos: access_pos,
            name_pos,
        })
    }

    /// An expression in a position that names anonymous functions and classes
    /// (`let f = function () {}` has the name `f`).
    /// A generator or async function, reported when its object would be made.
    fn unsupported_function(&mut self, span: oxc_span::Span) -> Expr {
        Expr::Unsupported(self.name("generators and async functions"), self.pos(span))
    }

    fn named_expr(&mut self, e: &js::Expression<'_>, name: Option<&str>) -> R<Expr> {
        match (e, name) {
            (js::Expression::FunctionExpression(f), _) if f.generator || f.r#async => {
                Ok(self.unsupported_function(f.span))
            }
            (js::Expression::ArrowFunctionExpression(a), _) if a.r#async => {
                Ok(self.unsupported_function(a.span))
            }
            (js::Expression::FunctionExpression(f), Some(n)) if f.id.is_none() => Ok(
                Expr::Function(self.function(f, FunctionKind::Normal, Some(n))?),
            ),
            (js::Expression::ArrowFunctionExpression(a), Some(n)) => {
                Ok(Expr::Function(self.arrow(a, n)?))
            }
            (js::Expression::ClassExpression(c), Some(n)) if c.id.is_none() => {
                Ok(Expr::Class(Box::new(self.class(c, Some(n))?)))
            }
            _ => self.expr(e),
        }
    }

    fn arrow(&mut self, a: &js::ArrowFunctionExpression<'_>, name: &str) -> R<FuncId> {
        if a.r#async {
            return self.unsupported(a.span, "async functions");
        }
        let (expression, statements, strict): (_, &[js::Statement<'_>], _) = match &a.body {
            js::ArrowFunctionBody::FunctionBody(b) => {
                (None, &b.statements, is_use_strict(&b.directives))
            }
            other => (other.as_expression(), &[], false),
        };
        self.function_common(FunctionParts {
            span: a.span,
            kind: FunctionKind::Arrow,
            name,
            strict,
            params: &a.params,
            statements,
            expression,
            self_name: None,
        })
    }

    fn args(&mut self, args: &[js::Argument<'_>]) -> R<Vec<Arg>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            out.push(match a {
                js::Argument::SpreadElement(s) => Arg::Spread(self.expr(&s.argument)?),
                other => match other.as_expression() {
                    Some(e) => Arg::Value(self.expr(e)?),
                    None => return self.unsupported(other.span(), "this argument"),
                },
            });
        }
        Ok(out)
    }

    fn expr(&mut self, e: &js::Expression<'_>) -> R<Expr> {
        use js::Expression as E;
        self.enter(e.span())?;
        let out = match e {
            E::BooleanLiteral(b) => Expr::Bool(b.value),
            E::NullLiteral(_) => Expr::Null,
            E::NumericLiteral(n) => Expr::Number(n.value),
            E::StringLiteral(s) if s.lone_surrogates => {
                return self.unsupported(
                    s.span,
                    "strings with lone surrogates (the model's strings are UTF-8)",
                );
            }
            E::StringLiteral(s) => Expr::Str(self.name(s.value.as_str())),
            E::BigIntLiteral(b) => return self.unsupported(b.span, "BigInt"),
            E::RegExpLiteral(r) => {
                let pattern = self.name(r.regex.pattern.text.as_str());
                let flags = self.name(&r.regex.flags.to_string());
                Expr::RegExp(pattern, flags, self.pos(r.span))
            }
            E::TemplateLiteral(t) => {
                let mut strings = Vec::new();
                for q in &t.quasis {
                    if q.lone_surrogates {
                        return self.unsupported(
                            q.span,
                            "strings with lone surrogates (the model's strings are UTF-8)",
                        );
                    }
                    let Some(cooked) = &q.value.cooked else {
                        return self.unsupported(q.span, "a template with an invalid escape");
                    };
                    strings.push(self.name(cooked.as_str()));
                }
                let mut exprs = Vec::new();
                for x in &t.expressions {
                    exprs.push(self.expr(x)?);
                }
                Expr::Template(strings, exprs, self.pos(t.span))
            }
            E::Identifier(i) => self.resolve(i.name.as_str(), i.span),
            E::Super(s) => {
                return self.unsupported(s.span, "`super` outside a member access or call");
            }
            E::ArrayExpression(a) => {
                let mut out = Vec::new();
                for el in &a.elements {
                    out.push(match el {
                        js::ArrayExpressionElement::SpreadElement(s) => {
                            Arg::Spread(self.expr(&s.argument)?)
                        }
                        js::ArrayExpressionElement::Elision(_) => Arg::Hole,
                        other => match other.as_expression() {
                            Some(e) => Arg::Value(self.expr(e)?),
                            None => return self.unsupported(other.span(), "this element"),
                        },
                    });
                }
                Expr::Array(out, self.pos(a.span))
            }
            E::ArrowFunctionExpression(a) if a.r#async => self.unsupported_function(a.span),
            E::ArrowFunctionExpression(a) => Expr::Function(self.arrow(a, "")?),
            E::AssignmentExpression(a) => self.assignment(a)?,
            E::AwaitExpression(a) => return self.unsupported(a.span, "`await`"),
            E::BinaryExpression(b) => {
                // Walk the left spine iteratively: `a + b + c + …` nests to the
                // left, and a long chain must not recurse.
                let mut spine = vec![&**b];
                let mut left = &b.left;
                loop {
                    match left {
                        js::Expression::BinaryExpression(inner) => {
                            spine.push(inner);
                            left = &inner.left;
                        }
                        js::Expression::ParenthesizedExpression(p)
                            if matches!(p.expression, js::Expression::BinaryExpression(_)) =>
                        {
                            left = &p.expression;
                        }
                        _ => break,
                    }
                }
                let first = self.expr(left)?;
                let mut rest = Vec::with_capacity(spine.len());
                for b in spine.into_iter().rev() {
                    let r = self.expr(&b.right)?;
                    rest.push((binary_op(b.operator), r, self.pos(b.span)));
                }
                if rest.len() == 1 {
                    let (op, r, pos) = rest.pop().expect("one operand");
                    Expr::Binary(op, Box::new(first), Box::new(r), pos)
                } else {
                    Expr::BinaryChain(Box::new(first), rest)
                }
            }
            E::LogicalExpression(l) => {
                let op = match l.operator {
                    LogicalOperator::And => LogicOp::And,
                    LogicalOperator::Or => LogicOp::Or,
                    LogicalOperator::Coalesce => LogicOp::Nullish,
                };
                let a = self.expr(&l.left)?;
                let b = self.expr(&l.right)?;
                Expr::Logical(op, Box::new(a), Box::new(b))
            }
            E::CallExpression(c) => self.call(c)?,
            E::ChainExpression(c) => {
                let inner = match &c.expression {
                    js::ChainElement::CallExpression(call) => self.call(call)?,
                    js::ChainElement::TSNonNullExpression(t) => {
                        return self.unsupported(t.span, "TypeScript syntax");
                    }
                    other => match other.as_member_expression() {
                        Some(m) => Expr::Load(Box::new(self.member(m, false)?)),
                        None => return self.unsupported(other.span(), "this chain"),
                    },
                };
                Expr::Chain(Box::new(inner))
            }
            E::ClassExpression(c) => Expr::Class(Box::new(self.class(c, None)?)),
            E::ConditionalExpression(c) => {
                let t = self.expr(&c.test)?;
                let a = self.expr(&c.consequent)?;
                let b = self.expr(&c.alternate)?;
                Expr::Cond(Box::new(t), Box::new(a), Box::new(b))
            }
            E::FunctionExpression(f) if f.generator || f.r#async => {
                self.unsupported_function(f.span)
            }
            E::FunctionExpression(f) => {
                Expr::Function(self.function(f, FunctionKind::Normal, None)?)
            }
            E::NewExpression(n) => {
                let callee = self.expr(&n.callee)?;
                let args = self.args(&n.arguments)?;
                Expr::New(Box::new(callee), args, self.pos(n.span))
            }
            E::ObjectExpression(o) => self.object(o)?,
            E::ParenthesizedExpression(p) => self.expr(&p.expression)?,
            E::SequenceExpression(s) => {
                let mut v = Vec::new();
                for x in &s.expressions {
                    v.push(self.expr(x)?);
                }
                Expr::Seq(v)
            }
            E::TaggedTemplateExpression(t) => self.tagged_template(t)?,
            E::ThisExpression(_) => Expr::This,
            E::UnaryExpression(u) => {
                let pos = self.pos(u.span);
                match u.operator {
                    UnaryOperator::Typeof => match &u.argument {
                        js::Expression::Identifier(i)
                            if !self.is_bound(i.name.as_str())
                                && i.name.as_str() != "arguments"
                                && i.name.as_str() != "undefined" =>
                        {
                            match self.undeclared(i.name.as_str(), None) {
                                Some(e) => Expr::Typeof(Box::new(e)),
                                None => Expr::TypeofGlobal(self.global(i.name.as_str())),
                            }
                        }
                        a => Expr::Typeof(Box::new(self.expr(a)?)),
                    },
                    UnaryOperator::Delete => match &u.argument {
                        a if a.is_member_expression() => {
                            let Some(m) = a.as_member_expression() else {
                                return self.unsupported(u.span, "this delete");
                            };
                            Expr::Delete(Box::new(self.member(m, false)?), pos)
                        }
                        js::Expression::ChainExpression(c) => {
                            match c.expression.as_member_expression() {
                                Some(m) => Expr::Chain(Box::new(Expr::Delete(
                                    Box::new(self.member(m, false)?),
                                    pos,
                                ))),
                                None => Expr::DeleteOther(Box::new(self.expr(&u.argument)?), true),
                            }
                        }
                        js::Expression::Identifier(i) => {
                            // Deleting a binding is `false`; an eval's `var`
                            // and a global object's property go.
                            let name = i.name.as_str();
                            let (binding, holders) = match self.bound_name(name) {
                                Some((v, holders)) => (Some(v), holders),
                                None => (None, self.eval_holders()),
                            };
                            if binding.is_some() && holders.is_empty() {
                                Expr::DeleteOther(Box::new(Expr::Undefined), false)
                            } else {
                                Expr::DeleteName(self.dynamic_name(name, holders, binding))
                            }
                        }
                        a => Expr::DeleteOther(Box::new(self.expr(a)?), true),
                    },
                    op => {
                        let op = match op {
                            UnaryOperator::UnaryPlus => UnOp::Plus,
                            UnaryOperator::UnaryNegation => UnOp::Neg,
                            UnaryOperator::LogicalNot => UnOp::Not,
                            UnaryOperator::BitwiseNot => UnOp::BitNot,
                            _ => UnOp::Void,
                        };
                        let a = self.expr(&u.argument)?;
                        Expr::Unary(op, Box::new(a), pos)
                    }
                }
            }
            E::UpdateExpression(u) => {
                let target = self.simple_target(&u.argument)?;
                let target = self.with_store_site(target);
                let delta = if u.operator == UpdateOperator::Increment {
                    1.0
                } else {
                    -1.0
                };
                Expr::Update(Box::new(target), delta, u.prefix, self.pos(u.span))
            }
            E::YieldExpression(y) => return self.unsupported(y.span, "`yield`"),
            E::PrivateInExpression(p) => Expr::PrivateIn(
                Box::new(self.private_ref(&p.left)?),
                Box::new(self.expr(&p.right)?),
                self.pos(p.span),
            ),
            E::ImportMeta(i) => return self.unsupported(i.span, "modules (`import.meta`)"),
            E::ImportExpression(i) => return self.unsupported(i.span, "modules (`import()`)"),
            E::NewTarget(_) => Expr::NewTarget,
            E::V8IntrinsicExpression(v) => {
                let name = v.name.name.as_str();
                let mut args = Vec::new();
                for a in self.args(&v.arguments)? {
                    match a {
                        Arg::Value(e) => args.push(e),
                        _ => return self.unsupported(v.span, "spread in a native call"),
                    }
                }
                let intrinsic = match name {
                    "HasFastProperties" => Intrinsic::HasFastProperties,
                    "HaveSameMap" => Intrinsic::HaveSameMap,
                    "ToFastProperties" => Intrinsic::ToFastProperties,
                    "HeapObjectVerify" => Intrinsic::HeapObjectVerify,
                    "CreatePrivateSymbol" => Intrinsic::CreatePrivateSymbol,
                    "SymbolIsPrivate" => Intrinsic::SymbolIsPrivate,
                    "HasOwnConstDataProperty" => Intrinsic::HasOwnConstDataProperty,
                    "HasSloppyArgumentsElements" => Intrinsic::HasSloppyArgumentsElements,
                    "TryMigrateInstance" => Intrinsic::TryMigrateInstance,
                    "OptimizeObjectForAddingMultipleProperties" => {
                        Intrinsic::OptimizeObjectForAddingMultipleProperties
                    }
                    "HasSmiElements" => Intrinsic::ElementsKind(ElementsQuery::Smi),
                    "HasDoubleElements" => Intrinsic::ElementsKind(ElementsQuery::Double),
                    "HasObjectElements" => Intrinsic::ElementsKind(ElementsQuery::Object),
                    "HasHoleyElements" => Intrinsic::ElementsKind(ElementsQuery::Holey),
                    "HasDictionaryElements" => Intrinsic::ElementsKind(ElementsQuery::Dictionary),
                    "HasFastElements" => Intrinsic::ElementsKind(ElementsQuery::Fast),
                    "HasFastPackedElements" => Intrinsic::ElementsKind(ElementsQuery::FastPacked),
                    "HasSmiOrObjectElements" => Intrinsic::ElementsKind(ElementsQuery::SmiOrObject),
                    n if is_optimization_native(n) => Intrinsic::NoOp,
                    _ => Intrinsic::Unsupported,
                };
                Expr::Intrinsic(intrinsic, name.into(), args, self.pos(v.span))
            }
            other => match other.as_member_expression() {
                Some(m) => {
                    if let js::MemberExpression::StaticMemberExpression(s) = m
                        && matches!(s.object, js::Expression::Super(_))
                    {
                        let key = PropName::Named(self.name(s.property.name.as_str()));
                        Expr::SuperLoad(key, self.pos(s.span))
                    } else if let js::MemberExpression::ComputedMemberExpression(c) = m
                        && matches!(c.object, js::Expression::Super(_))
                    {
                        let key = PropName::Computed(Box::new(self.expr(&c.expression)?));
                        Expr::SuperLoad(key, self.pos(c.span))
                    } else {
                        Expr::Load(Box::new(self.member(m, false)?))
                    }
                }
                None => return self.unsupported(other.span(), "JSX and TypeScript syntax"),
            },
        };
        self.depth -= 1;
        Ok(out)
    }

    /// Gives a member target a load site too (for `o.x += 1`, `o.x++`).
    fn with_store_site(&mut self, target: Pattern) -> Pattern {
        match target {
            Pattern::Member(mut m) => {
                m.store_site = m.site;
                self.code.load_sites += 1;
                m.site = self.code.load_sites - 1;
                Pattern::Member(m)
            }
            other => other,
        }
    }

    fn assignment(&mut self, a: &js::AssignmentExpression<'_>) -> R<Expr> {
        let target = self.assign_target(&a.left)?;
        // `this.x = …` in a function: V8's parser counts it toward the
        // constructor's expected property count.
        if a.operator == AssignmentOperator::Assign
            && let Some(m) = a.left.as_member_expression()
            && matches!(m.object(), js::Expression::ThisExpression(_))
        {
            self.current_function_mut().expected_properties += 1;
        }
        let name = match &a.left {
            js::AssignmentTarget::AssignmentTargetIdentifier(i) => Some(i.name.as_str()),
            _ => None,
        };
        if a.operator == AssignmentOperator::Assign {
            let value = self.named_expr(&a.right, name)?;
            return Ok(Expr::Assign(
                Box::new(target),
                Box::new(value),
                self.operator_pos(a),
            ));
        }
        let target = self.with_store_site(target);
        let value = self.named_expr(&a.right, name)?;
        let pos = self.operator_pos(a);
        let op = match a.operator {
            AssignmentOperator::LogicalAnd => {
                return Ok(Expr::LogicalAssign(
                    Box::new(target),
                    LogicOp::And,
                    Box::new(value),
                ));
            }
            AssignmentOperator::LogicalOr => {
                return Ok(Expr::LogicalAssign(
                    Box::new(target),
                    LogicOp::Or,
                    Box::new(value),
                ));
            }
            AssignmentOperator::LogicalNullish => {
                return Ok(Expr::LogicalAssign(
                    Box::new(target),
                    LogicOp::Nullish,
                    Box::new(value),
                ));
            }
            AssignmentOperator::Addition => BinOp::Add,
            AssignmentOperator::Subtraction => BinOp::Sub,
            AssignmentOperator::Multiplication => BinOp::Mul,
            AssignmentOperator::Division => BinOp::Div,
            AssignmentOperator::Remainder => BinOp::Rem,
            AssignmentOperator::Exponential => BinOp::Exp,
            AssignmentOperator::ShiftLeft => BinOp::Shl,
            AssignmentOperator::ShiftRight => BinOp::Shr,
            AssignmentOperator::ShiftRightZeroFill => BinOp::UShr,
            AssignmentOperator::BitwiseOR => BinOp::BitOr,
            AssignmentOperator::BitwiseXOR => BinOp::BitXor,
            AssignmentOperator::BitwiseAnd => BinOp::BitAnd,
            AssignmentOperator::Assign => BinOp::Add,
        };
        if !matches!(
            target,
            Pattern::Var { .. } | Pattern::Global(..) | Pattern::Dynamic(..) | Pattern::Member(_)
        ) {
            return self.unsupported(a.span, "a compound assignment to a pattern");
        }
        Ok(Expr::Compound(Box::new(target), op, Box::new(value), pos))
    }

    /// Where an assignment's operator is: the first `=` (or `op=`) between its
    /// target and its value, skipping comments. V8 gives stores this position.
    fn operator_pos(&self, a: &js::AssignmentExpression<'_>) -> Pos {
        let from = a.left.span().end as usize;
        let to = (a.right.span().start as usize).min(self.lines.source.len());
        let text = self.lines.source.get(from..to).unwrap_or("");
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if let Some(end) = comment_end(bytes, i) {
                i = end;
                continue;
            }
            match bytes[i] {
                b if b.is_ascii_whitespace() || b == b')' => i += 1,
                _ => return self.lines.pos((from + i) as u32),
            }
        }
        self.pos(a.span)
    }

    /// ``tag`a${x}b` ``: a call of the tag with the site's strings object and
    /// the values, `this` as a call of the same callee would have it.
    fn tagged_template(&mut self, t: &js::TaggedTemplateExpression<'_>) -> R<Expr> {
        let callee = self.expr(&t.tag)?;
        let mut cooked = Vec::new();
        let mut raw = Vec::new();
        for q in &t.quasi.quasis {
            if q.lone_surrogates {
                return self.unsupported(
                    q.span,
                    "strings with lone surrogates (the model's strings are UTF-8)",
                );
            }
            cooked.push(q.value.cooked.as_ref().map(|c| self.name(c.as_str())));
            raw.push(self.name(q.value.raw.as_str()));
        }
        let site = self.code.template_sites;
        self.code.template_sites += 1;
        let mut args = vec![Arg::Value(Expr::TemplateObject(Box::new(
            TemplateStrings { site, cooked, raw },
        )))];
        for x in &t.quasi.expressions {
            args.push(Arg::Value(self.expr(x)?));
        }
        // Errors the call throws are reported where the template starts.
        let pos = self.lines.pos(t.tag.span().end);
        Ok(Expr::Call(Box::new(callee), args, false, pos))
    }

    fn call(&mut self, c: &js::CallExpression<'_>) -> R<Expr> {
        let pos = self.pos(c.span);
        if matches!(c.callee, js::Expression::Super(_)) {
            let args = self.args(&c.arguments)?;
            return Ok(Expr::SuperCall(args, pos));
        }
        if let js::Expression::Identifier(id) = &c.callee
            && id.name.as_str() == "eval"
            && !self.is_bound("eval")
        {
            // A direct eval: the code sees this scope's bindings, so they
            // must outlive the call (as closures would make them), and
            // `arguments` is there to be seen.
            let _ = self.arguments_binding();
            if let Some(f) = self.functions.last_mut() {
                f.creates_closures = true;
            }
            let scope = self.eval_scope();
            let args = self.args(&c.arguments)?;
            let index = self.code.eval_scopes.len() as u32;
            self.code.eval_scopes.push(Rc::new(scope));
            let pos = self.lines.pos(c.callee.span().end);
            return Ok(Expr::DirectEval(args, index, pos));
        }
        let callee = self.expr(&c.callee)?;
        let args = self.args(&c.arguments)?;
        // Errors a call throws are reported where its argument list opens.
        let pos = self.lines.pos(c.callee.span().end);
        Ok(Expr::Call(Box::new(callee), args, c.optional, pos))
    }

    fn object(&mut self, o: &js::ObjectExpression<'_>) -> R<Expr> {
        let mut entries = Vec::new();
        for p in &o.properties {
            match p {
                js::ObjectPropertyKind::SpreadProperty(s) => {
                    entries.push(ObjEntry::Spread(self.expr(&s.argument)?))
                }
                js::ObjectPropertyKind::ObjectProperty(p) => {
                    let is_proto = !p.computed
                        && !p.shorthand
                        && !p.method
                        && p.kind == js::PropertyKind::Init
                        && match &p.key {
                            js::PropertyKey::StaticIdentifier(i) => i.name.as_str() == "__proto__",
                            js::PropertyKey::StringLiteral(s) => s.value.as_str() == "__proto__",
                            _ => false,
                        };
                    if is_proto {
                        let literal_null = matches!(p.value, js::Expression::NullLiteral(_));
                        entries.push(ObjEntry::Proto(self.expr(&p.value)?, literal_null));
                        continue;
                    }
                    let key = self.prop_key(&p.key, p.computed)?;
                    let key_name = static_key_name(&p.key, p.computed);
                    match p.kind {
                        js::PropertyKind::Init => {
                            let value = if p.method {
                                match &p.value {
                                    js::Expression::FunctionExpression(f) => Expr::Function(
                                        self.function(f, FunctionKind::Method, Some(&key_name))?,
                                    ),
                                    v => self.expr(v)?,
                                }
                            } else {
                                self.named_expr(&p.value, Some(&key_name))?
                            };
                            entries.push(ObjEntry::Property(key, value));
                        }
                        kind => {
                            let js::Expression::FunctionExpression(f) = &p.value else {
                                return self.unsupported(p.span, "this accessor");
                            };
                            let getter = kind == js::PropertyKind::Get;
                            let (fk, name) = if getter {
                                (FunctionKind::Getter, format!("get {key_name}"))
                            } else {
                                (FunctionKind::Setter, format!("set {key_name}"))
                            };
                            let id = self.function(f, fk, Some(&name))?;
                            entries.push(ObjEntry::Accessor(key, id, getter));
                        }
                    }
                }
            }
        }
        self.code.literal_sites += 1;
        Ok(Expr::Object(
            entries,
            self.pos(o.span),
            self.code.literal_sites - 1,
        ))
    }
}

enum ClassPart<'r, 'a> {
    /// A field, with the hidden binding its computed key was stored in.
    Field(&'r js::PropertyDefinition<'a>, Option<String>),
    /// The brand of a class's private methods and accessors (its variable)
    /// for the instance, with the class's own name.
    Brand(String, &'r str),
    Block(&'r js::StaticBlock<'a>),
}

struct FunctionParts<'r, 'a> {
    span: oxc_span::Span,
    kind: FunctionKind,
    name: &'r str,
    strict: bool,
    params: &'r js::FormalParameters<'a>,
    statements: &'r [js::Statement<'a>],
    expression: Option<&'r js::Expression<'a>>,
    self_name: Option<&'r str>,
}

fn binary_op(op: BinaryOperator) -> BinOp {
    match op {
        BinaryOperator::Equality => BinOp::Eq,
        BinaryOperator::Inequality => BinOp::Ne,
        BinaryOperator::StrictEquality => BinOp::StrictEq,
        BinaryOperator::StrictInequality => BinOp::StrictNe,
        BinaryOperator::LessThan => BinOp::Lt,
        BinaryOperator::LessEqualThan => BinOp::Le,
        BinaryOperator::GreaterThan => BinOp::Gt,
        BinaryOperator::GreaterEqualThan => BinOp::Ge,
        BinaryOperator::Addition => BinOp::Add,
        BinaryOperator::Subtraction => BinOp::Sub,
        BinaryOperator::Multiplication => BinOp::Mul,
        BinaryOperator::Division => BinOp::Div,
        BinaryOperator::Remainder => BinOp::Rem,
        BinaryOperator::Exponential => BinOp::Exp,
        BinaryOperator::ShiftLeft => BinOp::Shl,
        BinaryOperator::ShiftRight => BinOp::Shr,
        BinaryOperator::ShiftRightZeroFill => BinOp::UShr,
        BinaryOperator::BitwiseOR => BinOp::BitOr,
        BinaryOperator::BitwiseXOR => BinOp::BitXor,
        BinaryOperator::BitwiseAnd => BinOp::BitAnd,
        BinaryOperator::In => BinOp::In,
        BinaryOperator::Instanceof => BinOp::InstanceOf,
    }
}

/// The name a function gets from a static key (`{ m() {} }` is named `m`).
fn static_key_name(k: &js::PropertyKey<'_>, computed: bool) -> String {
    if computed {
        return String::new();
    }
    match k {
        js::PropertyKey::StaticIdentifier(i) => i.name.as_str().to_string(),
        js::PropertyKey::StringLiteral(s) => s.value.as_str().to_string(),
        js::PropertyKey::NumericLiteral(n) => crate::value::number_to_string(n.value),
        _ => String::new(),
    }
}

/// The names a binding pattern declares.
/// The names a statement list declares that keep Annex B from hoisting a
/// block's function of the same name past it: its `let`s, `const`s and
/// classes, and in a block (`in_block`), its generator and async function
/// declarations. A plain function declared in a block does not: V8 lets a
/// block's function hoist past another's (`Scope::HoistSloppyBlockFunctions`
/// skips a variable that is itself a sloppy block function). At a function's
/// top level, every function declaration is a `var`.
fn lexical_names<'a>(
    stmts: impl Iterator<Item = &'a js::Statement<'a>>,
    in_block: bool,
) -> Vec<String> {
    let mut names = Vec::new();
    for s in stmts {
        match s {
            js::Statement::VariableDeclaration(d) if d.kind != js::VariableDeclarationKind::Var => {
                for v in &d.declarations {
                    pattern_names(&v.id, &mut names);
                }
            }
            js::Statement::ClassDeclaration(c) => {
                if let Some(id) = &c.id {
                    names.push((id.name.to_string(), id.span));
                }
            }
            js::Statement::FunctionDeclaration(f) if in_block && (f.generator || f.r#async) => {
                if let Some(id) = &f.id {
                    names.push((id.name.to_string(), id.span));
                }
            }
            _ => {}
        }
    }
    names.into_iter().map(|(n, _)| n).collect()
}

/// Finds, below `s`, the block-level function declarations Annex B.3.3
/// hoists: `enclosing` holds the lexical names of each scope around `s`,
/// outermost first.
fn annex_b_statement<'a>(
    s: &'a js::Statement<'a>,
    enclosing: &mut Vec<Vec<String>>,
    found: &mut Vec<(String, oxc_span::Span)>,
) {
    use js::Statement as S;
    let mut with_scope =
        |names: Vec<String>, body: &'a js::Statement<'a>, enclosing: &mut Vec<Vec<String>>| {
            enclosing.push(names);
            annex_b_statement(body, enclosing, found);
            enclosing.pop();
        };
    let loop_names = |d: &js::VariableDeclaration<'_>| {
        let mut names = Vec::new();
        if d.kind != js::VariableDeclarationKind::Var {
            for v in &d.declarations {
                pattern_names(&v.id, &mut names);
            }
        }
        names.into_iter().map(|(n, _)| n).collect::<Vec<_>>()
    };
    match s {
        S::BlockStatement(b) => annex_b_block(b.body.iter().collect(), enclosing, found),
        S::IfStatement(i) => {
            annex_b_statement(&i.consequent, enclosing, found);
            if let Some(a) = &i.alternate {
                annex_b_statement(a, enclosing, found);
            }
        }
        S::WhileStatement(w) => annex_b_statement(&w.body, enclosing, found),
        S::DoWhileStatement(w) => annex_b_statement(&w.body, enclosing, found),
        S::LabeledStatement(l) => annex_b_statement(&l.body, enclosing, found),
        S::ForStatement(f) => {
            let names = match &f.init {
                Some(js::ForStatementInit::VariableDeclaration(d)) => loop_names(d),
                _ => Vec::new(),
            };
            with_scope(names, &f.body, enclosing);
        }
        S::ForInStatement(f) => {
            let names = match &f.left {
                js::ForStatementLeft::VariableDeclaration(d) => loop_names(d),
                _ => Vec::new(),
            };
            with_scope(names, &f.body, enclosing);
        }
        S::ForOfStatement(f) => {
            let names = match &f.left {
                js::ForStatementLeft::VariableDeclaration(d) => loop_names(d),
                _ => Vec::new(),
            };
            with_scope(names, &f.body, enclosing);
        }
        S::TryStatement(t) => {
            annex_b_block(t.block.body.iter().collect(), enclosing, found);
            // A catch parameter does not block a `var` of its name (B.3.4).
            if let Some(h) = &t.handler {
                annex_b_block(h.body.body.iter().collect(), enclosing, found);
            }
            if let Some(f) = &t.finalizer {
                annex_b_block(f.body.iter().collect(), enclosing, found);
            }
        }
        S::SwitchStatement(sw) => {
            let stmts = sw.cases.iter().flat_map(|c| c.consequent.iter()).collect();
            annex_b_block(stmts, enclosing, found);
        }
        _ => {}
    }
}

/// [`annex_b_statement`] for a block's statements.
fn annex_b_block<'a>(
    stmts: Vec<&'a js::Statement<'a>>,
    enclosing: &mut Vec<Vec<String>>,
    found: &mut Vec<(String, oxc_span::Span)>,
) {
    enclosing.push(lexical_names(stmts.iter().copied(), true));
    for s in &stmts {
        if let js::Statement::FunctionDeclaration(f) = s
            && !f.generator
            && !f.r#async
            && let Some(id) = &f.id
        {
            let name = id.name.as_str();
            if !enclosing.iter().flatten().any(|n| n == name) {
                found.push((name.to_string(), f.span));
            }
        }
    }
    for s in stmts {
        annex_b_statement(s, enclosing, found);
    }
    enclosing.pop();
}

fn pattern_names(p: &js::BindingPattern<'_>, out: &mut Vec<(String, oxc_span::Span)>) {
    match p {
        js::BindingPattern::BindingIdentifier(i) => out.push((i.name.as_str().to_string(), i.span)),
        js::BindingPattern::AssignmentPattern(a) => pattern_names(&a.left, out),
        js::BindingPattern::ObjectPattern(o) => {
            for p in &o.properties {
                pattern_names(&p.value, out);
            }
            if let Some(r) = &o.rest {
                pattern_names(&r.argument, out);
            }
        }
        js::BindingPattern::ArrayPattern(a) => {
            for p in a.elements.iter().flatten() {
                pattern_names(p, out);
            }
            if let Some(r) = &a.rest {
                pattern_names(&r.argument, out);
            }
        }
    }
}

/// V8's optimization natives: the model has no JIT, so they do nothing.
fn is_optimization_native(name: &str) -> bool {
    matches!(
        name,
        "PrepareFunctionForOptimization"
            | "OptimizeFunctionOnNextCall"
            | "NeverOptimizeFunction"
            | "OptimizeOsr"
            | "DeoptimizeFunction"
            | "DeoptimizeNow"
            | "CompileBaseline"
            | "BaselineOsr"
            | "EnsureFeedbackVectorForFunction"
            | "OptimizeMaglevOnNextCall"
            | "ClearFunctionFeedback"
            | "CollectGarbage"
            | "SimulateNewspaceFull"
            | "DisableOptimizationFinalization"
            | "WaitForBackgroundOptimization"
            | "FinalizeOptimization"
            | "PrepareFunctionForOptimize"
    )
}

/// The context slots of `def`'s parameters, when binding them is writing
/// each argument to its slot ([`Function::plain_parameters`]).
fn plain_parameter_slots(def: &Function) -> Option<Box<[Slot]>> {
    if def.rest.is_some() || def.arguments_slot.is_some() {
        return None;
    }
    def.params
        .iter()
        .map(|(p, default)| match (p, default) {
            (
                Pattern::Var {
                    var: VarRef { hops: 0, slot, .. },
                    init: true,
                },
                None,
            ) => Some(*slot),
            _ => None,
        })
        .collect()
}

fn placeholder_function() -> Function {
    Function {
        name: "".into(),
        kind: FunctionKind::Normal,
        strict: false,
        params: Vec::new(),
        rest: None,
        body: Vec::new(),
        context_slots: 0,
        lexical: Vec::new(),
        arguments_slot: None,
        self_slot: None,
        creates_closures: false,
        plain_parameters: None,
        length: 0,
        source: "".into(),
        expected_properties: 0,
        pos: Pos::default(),
    }
}

/// The private names class `c` declares, in source order: each evaluation of
/// the class makes its own. The brand of its instance methods and that of
/// its static ones are variables named for the class's place in the source,
/// so that a nested class's never hides its own.
fn private_names(c: &js::Class<'_>, own_name: Option<&str>) -> Vec<(String, PrivateInfo)> {
    let mut names: Vec<(String, PrivateInfo)> = Vec::new();
    for el in &c.body.body {
        let (id, is_static, kind) = match el {
            js::ClassElement::PropertyDefinition(p) => match &p.key {
                js::PropertyKey::PrivateIdentifier(id) => (id, p.r#static, None),
                _ => continue,
            },
            js::ClassElement::MethodDefinition(m) => match &m.key {
                js::PropertyKey::PrivateIdentifier(id) => (id, m.r#static, Some(m.kind)),
                _ => continue,
            },
            _ => continue,
        };
        let name = format!("#{}", id.name);
        let Some(kind) = kind else {
            names.push((name, PrivateInfo::Field));
            continue;
        };
        let brand = format!(
            "#{} brand {}",
            if is_static { "static" } else { "instance" },
            c.span.start
        );
        let (getter, setter) = match kind {
            js::MethodDefinitionKind::Get => (true, false),
            js::MethodDefinitionKind::Set => (false, true),
            _ => (false, false),
        };
        // A getter and a setter of one name make one accessor.
        if let Some((
            _,
            PrivateInfo::Method {
                getter: g,
                setter: s,
                ..
            },
        )) = names.iter_mut().find(|(n, _)| *n == name)
        {
            *g |= getter;
            *s |= setter;
            continue;
        }
        names.push((
            name,
            PrivateInfo::Method {
                brand,
                is_static,
                class_name: own_name.unwrap_or("").into(),
                method: !getter && !setter,
                getter,
                setter,
            },
        ));
    }
    names
}
