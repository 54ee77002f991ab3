//! Scope resolution: binds every variable reference to a frame slot.
//!
//! Function bodies are never run, so a script has exactly one function scope (the
//! module's) and all its variables fit in one flat frame. Blocks and `for` headers
//! get their own lexical scopes, resolved here once: `var` hoists to the function
//! scope (initialized to `undefined`), `let`/`const` hoist to their block and stay
//! uninitialized until their declaration runs (the temporal dead zone; the
//! interpreter reports `Cannot access 'x' before initialization`). A name declared
//! nowhere gets a global slot: reading it before a sloppy-mode assignment creates
//! it throws `x is not defined`, as in JavaScript.

use super::ast::*;
use super::{Pos, ScriptError};
use std::collections::HashMap;

/// What the interpreter needs to know about one frame slot.
#[derive(Clone, Debug)]
pub struct SlotInfo {
    /// The variable's name.
    pub name: String,
    /// How it was declared (`None`: an implicit global).
    pub kind: Option<DeclKind>,
}

/// Resolves `body` in place and returns the frame layout.
pub fn resolve(body: &mut [Stmt]) -> Result<Vec<SlotInfo>, ScriptError> {
    let mut r = Resolver {
        slots: Vec::new(),
        scopes: vec![HashMap::new()],
        globals: HashMap::new(),
    };
    let mut vars = Vec::new();
    collect_vars(body, &mut vars);
    for v in vars {
        if !r.scopes[0].contains_key(&v) {
            r.declare(&v, DeclKind::Var, Pos { line: 0, col: 0 })?;
        }
    }
    r.hoist_lexical(body)?;
    for s in body.iter_mut() {
        r.stmt(s)?;
    }
    Ok(r.slots)
}

fn collect_vars(body: &[Stmt], out: &mut Vec<String>) {
    for s in body {
        match s {
            Stmt::Declare {
                kind: DeclKind::Var,
                decls,
            } => out.extend(decls.iter().map(|(v, _)| v.name.clone())),
            Stmt::Block(b) => collect_vars(&b.body, out),
            Stmt::For(f) => {
                if f.kind == DeclKind::Var {
                    out.push(f.var.name.clone());
                }
                collect_vars(std::slice::from_ref(&f.body), out);
            }
            _ => {}
        }
    }
}

/// JavaScript's global names that the subset does not have: a read of one is
/// "unsupported", not a `ReferenceError` Node would not throw.
const JS_GLOBALS: &[&str] = &[
    "Array",
    "ArrayBuffer",
    "BigInt",
    "Boolean",
    "DataView",
    "Date",
    "Error",
    "EvalError",
    "Function",
    "Intl",
    "Map",
    "Math",
    "Number",
    "Promise",
    "Proxy",
    "RangeError",
    "ReferenceError",
    "RegExp",
    "Set",
    "String",
    "Symbol",
    "SyntaxError",
    "TypeError",
    "URIError",
    "WeakMap",
    "WeakRef",
    "WeakSet",
    "globalThis",
    "eval",
    "isFinite",
    "isNaN",
    "parseFloat",
    "parseInt",
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
    "encodeURIComponent",
    "decodeURIComponent",
    "escape",
    "unescape",
    "arguments",
    "__dirname",
    "__filename",
];

struct Resolver {
    slots: Vec<SlotInfo>,
    scopes: Vec<HashMap<String, (Slot, DeclKind)>>,
    globals: HashMap<String, Slot>,
}

impl Resolver {
    fn declare(&mut self, name: &str, kind: DeclKind, pos: Pos) -> Result<Slot, ScriptError> {
        let scope = if kind == DeclKind::Var {
            0
        } else {
            self.scopes.len() - 1
        };
        if self.scopes[scope].contains_key(name) {
            return Err(ScriptError::syntax(
                pos,
                format!("Identifier '{name}' has already been declared"),
            ));
        }
        let slot = self.slots.len() as Slot;
        self.slots.push(SlotInfo {
            name: name.to_string(),
            kind: Some(kind),
        });
        self.scopes[scope].insert(name.to_string(), (slot, kind));
        Ok(slot)
    }

    /// Declares the `let`/`const` names of one block in the current scope; returns
    /// their slots.
    fn hoist_lexical(&mut self, body: &[Stmt]) -> Result<Vec<Slot>, ScriptError> {
        let mut slots = Vec::new();
        for s in body {
            if let Stmt::Declare { kind, decls } = s
                && *kind != DeclKind::Var
            {
                for (v, _) in decls {
                    slots.push(self.declare(&v.name, *kind, v.pos)?);
                }
            }
        }
        Ok(slots)
    }

    fn is_declared(&self, name: &str) -> bool {
        self.scopes.iter().any(|s| s.contains_key(name))
    }

    fn lookup(&mut self, var: &mut Var) {
        for scope in self.scopes.iter().rev() {
            if let Some(&(slot, kind)) = scope.get(&var.name) {
                var.slot = slot;
                var.is_const = kind == DeclKind::Const;
                return;
            }
        }
        let slots = &mut self.slots;
        var.slot = *self.globals.entry(var.name.clone()).or_insert_with(|| {
            slots.push(SlotInfo {
                name: var.name.clone(),
                kind: None,
            });
            (slots.len() - 1) as Slot
        });
        var.is_const = false;
    }

    fn stmt(&mut self, s: &mut Stmt) -> Result<(), ScriptError> {
        match s {
            Stmt::Declare { decls, .. } => {
                for (v, init) in decls {
                    if let Some(e) = init {
                        self.expr(e)?;
                    }
                    self.lookup(v);
                }
            }
            Stmt::Expr(e) => self.expr(e)?,
            Stmt::Block(b) => {
                self.scopes.push(HashMap::new());
                b.lexical = self.hoist_lexical(&b.body)?;
                for s in &mut b.body {
                    self.stmt(s)?;
                }
                self.scopes.pop();
            }
            Stmt::For(f) => {
                self.scopes.push(HashMap::new());
                if f.kind != DeclKind::Var {
                    self.declare(&f.var.name, f.kind, f.var.pos)?;
                }
                self.expr(&mut f.init)?;
                self.lookup(&mut f.var);
                self.expr(&mut f.limit)?;
                if let Stmt::Declare { .. } = f.body {
                    return Err(ScriptError::syntax(
                        f.pos,
                        "lexical declaration cannot appear in a single-statement context",
                    ));
                }
                self.stmt(&mut f.body)?;
                self.scopes.pop();
            }
            Stmt::Empty => {}
        }
        Ok(())
    }

    fn member(&mut self, m: &mut Member) -> Result<(), ScriptError> {
        self.expr(&mut m.object)?;
        if let Prop::Keyed(k) = &mut m.prop {
            self.expr(k)?;
        }
        Ok(())
    }

    fn expr(&mut self, e: &mut Expr) -> Result<(), ScriptError> {
        match e {
            Expr::Number(_)
            | Expr::Str(_)
            | Expr::Bool(_)
            | Expr::Null
            | Expr::Undefined
            | Expr::ObjectPrototype
            | Expr::Function(..) => {}
            Expr::Var(v) => {
                if JS_GLOBALS.contains(&v.name.as_str()) && !self.is_declared(&v.name) {
                    return Err(ScriptError::unsupported(
                        v.pos,
                        format!(
                            "the global `{}` (not part of the shape-script subset)",
                            v.name
                        ),
                    ));
                }
                if BUILTIN_NAMESPACES.contains(&v.name.as_str()) {
                    return Err(ScriptError::unsupported(
                        v.pos,
                        format!(
                            "`{}` as a value (only its listed functions can be called)",
                            v.name
                        ),
                    ));
                }
                self.lookup(v);
            }
            Expr::Load(m) | Expr::Delete(m) => self.member(m)?,
            Expr::AssignVar(v, value) => {
                self.expr(value)?;
                if BUILTIN_NAMESPACES.contains(&v.name.as_str()) {
                    return Err(ScriptError::unsupported(
                        v.pos,
                        format!("assigning to the built-in `{}`", v.name),
                    ));
                }
                self.lookup(v);
            }
            Expr::Store(m, value) => {
                self.member(m)?;
                self.expr(value)?;
            }
            Expr::Chain(first, rest) => {
                self.expr(first)?;
                for (_, e, _) in rest {
                    self.expr(e)?;
                }
            }
            Expr::Negate(a, _) => self.expr(a)?,
            Expr::Object(entries, _) => {
                for entry in entries {
                    match entry {
                        ObjectEntry::Property { value, .. } => self.expr(value)?,
                        ObjectEntry::Computed { key, value } => {
                            self.expr(key)?;
                            self.expr(value)?;
                        }
                        ObjectEntry::Spread(v) | ObjectEntry::Proto(v) => self.expr(v)?,
                    }
                }
            }
            Expr::Array(items, _) | Expr::Builtin(_, items, _) => {
                for i in items {
                    self.expr(i)?;
                }
            }
            Expr::Call(callee, args, _) => {
                self.expr(callee)?;
                for a in args {
                    self.expr(a)?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::script::run_source;

    fn run(src: &str) -> (Vec<String>, Option<String>) {
        let o = run_source(src, None);
        (o.lines, o.error.map(|e| e.headline()))
    }

    #[test]
    fn var_hoists_and_let_has_a_temporal_dead_zone() {
        assert_eq!(
            run("console.log(v); var v = 1; console.log(v);").0,
            ["undefined", "1"]
        );
        let (_, e) = run("console.log(x); let x = 1;");
        assert_eq!(
            e.as_deref(),
            Some("ReferenceError: Cannot access 'x' before initialization")
        );
        let (_, e) = run("console.log(nope);");
        assert_eq!(e.as_deref(), Some("ReferenceError: nope is not defined"));
        assert_eq!(
            run("g = 2; console.log(g);").0,
            ["2"],
            "sloppy-mode implicit global"
        );
    }

    #[test]
    fn blocks_and_loops_scope_their_bindings() {
        let (lines, e) = run("let a = 1; { let a = 2; console.log(a); } console.log(a);");
        assert_eq!((lines, e), (vec!["2".to_string(), "1".to_string()], None));
        let (lines, _) = run("for (let i = 0; i < 3; i++) { const t = i; console.log(t); }");
        assert_eq!(
            lines,
            ["0", "1", "2"],
            "a const inside a loop body is fresh each time"
        );
        let (_, e) = run("let d = 1; let d = 2;");
        assert_eq!(
            e.as_deref(),
            Some("SyntaxError: Identifier 'd' has already been declared")
        );
        let (_, e) = run("const c = 1; c = 2;");
        assert_eq!(
            e.as_deref(),
            Some("TypeError: Assignment to constant variable.")
        );
    }
}
