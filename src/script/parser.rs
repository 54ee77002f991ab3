//! A recursive-descent parser for the shape-script subset.
//!
//! It accepts exactly the grammar of `docs/shape-script.md` (with V8's reading
//! of `o['name']` as a named access) and reports everything else as
//! [`ScriptError`] at the offending token: JavaScript it does not run is
//! "unsupported", text that is not JavaScript is a syntax error. Nesting is
//! bounded ([`MAX_NESTING`]) so that no input can exhaust the native stack.

use super::ast::*;
use super::lexer::{Tok, Token, tokenize};
use super::{Pos, ScriptError};
use crate::atoms::parse_array_index;
use crate::value::number_to_string;

/// How deeply expressions and statements may nest. V8's parser has no fixed
/// limit (it checks the native stack); shape scripts nest a few levels, and 64
/// keeps the recursive parser and interpreter far inside a 2 MiB thread stack even
/// in debug builds (which overflowed at about 250 levels).
pub const MAX_NESTING: usize = 64;

/// Reserved words the subset does not use as variable names.
const RESERVED: &[&str] = &[
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "debugger",
    "default",
    "delete",
    "do",
    "else",
    "export",
    "extends",
    "finally",
    "for",
    "function",
    "if",
    "import",
    "in",
    "instanceof",
    "new",
    "return",
    "super",
    "switch",
    "this",
    "throw",
    "try",
    "typeof",
    "var",
    "void",
    "while",
    "with",
    "yield",
    "let",
    "static",
    "enum",
    "await",
    "null",
    "true",
    "false",
];

/// The parsed statements plus the site counts.
pub struct Parsed {
    /// The top-level statements.
    pub body: Vec<Stmt>,
    /// Load sites allocated.
    pub load_sites: u32,
    /// Store sites allocated.
    pub store_sites: u32,
}

/// Parses `src`.
pub fn parse(src: &str) -> Result<Parsed, ScriptError> {
    let tokens = tokenize(src)?;
    let mut p = Parser {
        src,
        tokens,
        at: 0,
        depth: 0,
        load_sites: 0,
        store_sites: 0,
    };
    let mut body = Vec::new();
    while !p.at_eof() {
        body.push(p.statement()?);
    }
    Ok(Parsed {
        body,
        load_sites: p.load_sites,
        store_sites: p.store_sites,
    })
}

/// `first` alone, or a flat chain.
fn chain(first: Expr, rest: Vec<(BinOp, Expr, Pos)>) -> Expr {
    if rest.is_empty() {
        first
    } else {
        Expr::Chain(Box::new(first), rest)
    }
}

struct Parser<'a> {
    src: &'a str,
    tokens: Vec<Token>,
    at: usize,
    depth: usize,
    load_sites: u32,
    store_sites: u32,
}

impl Parser<'_> {
    fn peek(&self) -> &Token {
        // The token list always ends with Eof, and `at` never passes it.
        &self.tokens[self.at.min(self.tokens.len() - 1)]
    }

    fn peek_at(&self, n: usize) -> &Tok {
        &self.tokens[(self.at + n).min(self.tokens.len() - 1)].tok
    }

    fn pos(&self) -> Pos {
        self.peek().pos
    }

    fn at_eof(&self) -> bool {
        self.peek().tok == Tok::Eof
    }

    fn advance(&mut self) -> Token {
        let t = self.peek().clone();
        if self.at < self.tokens.len() - 1 {
            self.at += 1;
        }
        t
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(&self.peek().tok, Tok::Punct(q) if *q == p)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.advance();
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, p: &str) -> Result<Pos, ScriptError> {
        let pos = self.pos();
        if self.eat_punct(p) {
            Ok(pos)
        } else {
            Err(self.unexpected(&format!("`{p}`")))
        }
    }

    fn describe(tok: &Tok) -> String {
        match tok {
            Tok::Ident(n) => format!("`{n}`"),
            Tok::Native(n) => format!("`%{n}`"),
            Tok::Number(x) => format!("number {}", number_to_string(*x)),
            Tok::Str(_) => "a string".into(),
            Tok::Punct(p) => format!("`{p}`"),
            Tok::Eof => "end of input".into(),
        }
    }

    fn unexpected(&self, wanted: &str) -> ScriptError {
        ScriptError::syntax(
            self.pos(),
            format!(
                "expected {wanted}, found {}",
                Self::describe(&self.peek().tok)
            ),
        )
    }

    fn enter(&mut self) -> Result<(), ScriptError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(ScriptError::unsupported(
                self.pos(),
                format!("nesting deeper than {MAX_NESTING} levels"),
            ));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Ends a statement: `;`, or automatic insertion before `}`, end of input or a
    /// line break.
    fn end_statement(&mut self) -> Result<(), ScriptError> {
        if self.eat_punct(";") || self.is_punct("}") || self.at_eof() || self.peek().newline_before
        {
            return Ok(());
        }
        Err(self.unexpected("`;`"))
    }

    fn ident_name(&mut self, what: &str) -> Result<(String, Pos), ScriptError> {
        let pos = self.pos();
        match &self.peek().tok {
            Tok::Ident(n) => {
                let n = n.clone();
                self.advance();
                Ok((n, pos))
            }
            _ => Err(self.unexpected(what)),
        }
    }

    fn binding_name(&mut self) -> Result<Var, ScriptError> {
        let pos = self.pos();
        if self.is_punct("{") || self.is_punct("[") {
            return Err(ScriptError::unsupported(pos, "destructuring"));
        }
        let (name, pos) = self.ident_name("a variable name")?;
        if RESERVED.contains(&name.as_str()) {
            return Err(ScriptError::syntax(
                pos,
                format!("unexpected reserved word `{name}`"),
            ));
        }
        if BUILTIN_NAMESPACES.contains(&name.as_str())
            || matches!(name.as_str(), "undefined" | "NaN" | "Infinity")
        {
            return Err(ScriptError::unsupported(
                pos,
                format!("declaring a variable named `{name}` (the subset reserves it)"),
            ));
        }
        Ok(Var {
            name,
            slot: 0,
            is_const: false,
            pos,
        })
    }

    // ----- statements -------------------------------------------------------------

    fn statement(&mut self) -> Result<Stmt, ScriptError> {
        self.enter()?;
        let s = self.statement_inner();
        self.leave();
        s
    }

    fn statement_inner(&mut self) -> Result<Stmt, ScriptError> {
        let pos = self.pos();
        if self.eat_punct(";") {
            return Ok(Stmt::Empty);
        }
        if self.eat_punct("{") {
            let mut body = Vec::new();
            while !self.is_punct("}") {
                if self.at_eof() {
                    return Err(self.unexpected("`}`"));
                }
                body.push(self.statement()?);
            }
            self.advance();
            return Ok(Stmt::Block(Block {
                body,
                lexical: Vec::new(),
            }));
        }
        if let Tok::Ident(word) = &self.peek().tok {
            match word.as_str() {
                "const" | "var" => return self.declaration(),
                // `let` followed by a name or pattern is a declaration.
                "let" if matches!(self.peek_at(1), Tok::Ident(_) | Tok::Punct("[" | "{")) => {
                    return self.declaration();
                }
                "for" => return self.for_loop(),
                "if" | "while" | "do" | "switch" | "try" | "throw" | "return" | "break"
                | "continue" | "class" | "function" | "import" | "export" | "with" | "debugger"
                | "async" => {
                    let what = match word.as_str() {
                        "function" => {
                            "function declarations (use `const f = function () {};`)".to_string()
                        }
                        w => format!("`{w}` statements"),
                    };
                    return Err(ScriptError::unsupported(pos, what));
                }
                _ => {}
            }
        }
        let e = self.expression()?;
        self.end_statement()?;
        Ok(Stmt::Expr(e))
    }

    fn declaration(&mut self) -> Result<Stmt, ScriptError> {
        let kind = self.decl_kind()?;
        let mut decls = Vec::new();
        loop {
            let var = self.binding_name()?;
            let init = if self.eat_punct("=") {
                Some(self.assignment()?)
            } else {
                if kind == DeclKind::Const {
                    return Err(ScriptError::syntax(
                        var.pos,
                        "missing initializer in const declaration",
                    ));
                }
                None
            };
            decls.push((var, init));
            if !self.eat_punct(",") {
                break;
            }
        }
        self.end_statement()?;
        Ok(Stmt::Declare { kind, decls })
    }

    fn decl_kind(&mut self) -> Result<DeclKind, ScriptError> {
        let kind = match &self.peek().tok {
            Tok::Ident(w) if w == "const" => DeclKind::Const,
            Tok::Ident(w) if w == "let" => DeclKind::Let,
            Tok::Ident(w) if w == "var" => DeclKind::Var,
            _ => return Err(self.unexpected("`let`, `const` or `var`")),
        };
        self.advance();
        Ok(kind)
    }

    /// `for (let I = E; I < E; I++) S`: the only loop form.
    fn for_loop(&mut self) -> Result<Stmt, ScriptError> {
        let pos = self.pos();
        self.advance();
        let form = "loops of the form `for (let i = A; i < B; i++)`";
        if !self.eat_punct("(") {
            return Err(ScriptError::unsupported(pos, form));
        }
        let kind = match &self.peek().tok {
            Tok::Ident(w) if w == "let" || w == "var" => self.decl_kind()?,
            _ => return Err(ScriptError::unsupported(self.pos(), form)),
        };
        let var = self.binding_name()?;
        if !self.eat_punct("=") {
            return Err(ScriptError::unsupported(self.pos(), form));
        }
        let init = self.assignment()?;
        self.expect_punct(";")?;
        let same_var =
            |p: &Parser, n: usize| matches!(p.peek_at(n), Tok::Ident(n2) if *n2 == var.name);
        if !same_var(self, 0) || self.peek_at(1) != &Tok::Punct("<") {
            return Err(ScriptError::unsupported(self.pos(), form));
        }
        self.advance();
        self.advance();
        let limit = self.additive()?;
        self.expect_punct(";")?;
        if !same_var(self, 0) || self.peek_at(1) != &Tok::Punct("++") {
            return Err(ScriptError::unsupported(self.pos(), form));
        }
        self.advance();
        self.advance();
        self.expect_punct(")")?;
        let body = self.statement()?;
        Ok(Stmt::For(Box::new(ForLoop {
            kind,
            var,
            init,
            limit,
            body,
            pos,
        })))
    }

    // ----- expressions ------------------------------------------------------------

    fn expression(&mut self) -> Result<Expr, ScriptError> {
        let e = self.assignment()?;
        if self.is_punct(",") {
            return Err(ScriptError::unsupported(self.pos(), "the comma operator"));
        }
        Ok(e)
    }

    fn assignment(&mut self) -> Result<Expr, ScriptError> {
        self.enter()?;
        let r = self.assignment_inner();
        self.leave();
        r
    }

    fn assignment_inner(&mut self) -> Result<Expr, ScriptError> {
        // `x => …`: an arrow function with one bare parameter.
        if matches!(self.peek().tok, Tok::Ident(_)) && self.peek_at(1) == &Tok::Punct("=>") {
            let start = self.peek().start;
            let pos = self.pos();
            self.advance();
            return self.arrow_body(start, pos);
        }
        let lhs = self.equality()?;
        let pos = self.pos();
        if self.is_punct("=") {
            self.advance();
            let value = Box::new(self.assignment()?);
            return match lhs {
                Expr::Var(v) => Ok(Expr::AssignVar(v, value)),
                Expr::Load(mut m) => {
                    // The access was numbered as a load site when parsed; it is a
                    // store site instead (it was the last load site handed out).
                    self.release_load_site(m.site);
                    m.site = self.store_site();
                    Ok(Expr::Store(m, value))
                }
                _ => Err(ScriptError::syntax(
                    pos,
                    "invalid left-hand side in assignment",
                )),
            };
        }
        if let Tok::Punct(p) = self.peek().tok
            && matches!(
                p,
                "+=" | "-="
                    | "*="
                    | "/="
                    | "%="
                    | "**="
                    | "<<="
                    | ">>="
                    | ">>>="
                    | "&="
                    | "|="
                    | "^="
                    | "&&="
                    | "||="
                    | "??="
            )
        {
            return Err(ScriptError::unsupported(pos, format!("the `{p}` operator")));
        }
        if self.is_punct("?") {
            return Err(ScriptError::unsupported(
                pos,
                "the conditional operator `? :`",
            ));
        }
        Ok(lhs)
    }

    fn equality(&mut self) -> Result<Expr, ScriptError> {
        let first = self.additive()?;
        let mut rest = Vec::new();
        loop {
            let pos = self.pos();
            let op = match self.peek().tok {
                Tok::Punct("===") => BinOp::StrictEq,
                Tok::Punct("!==") => BinOp::StrictNe,
                Tok::Punct(
                    p @ ("==" | "!=" | "<" | ">" | "<=" | ">=" | "&&" | "||" | "??" | "&" | "|"
                    | "^" | "<<" | ">>" | ">>>"),
                ) => {
                    return Err(ScriptError::unsupported(pos, format!("the `{p}` operator")));
                }
                Tok::Ident(ref w) if w == "instanceof" || w == "in" => {
                    return Err(ScriptError::unsupported(pos, format!("the `{w}` operator")));
                }
                _ => return Ok(chain(first, rest)),
            };
            self.advance();
            rest.push((op, self.additive()?, pos));
        }
    }

    fn additive(&mut self) -> Result<Expr, ScriptError> {
        let first = self.unary()?;
        let mut rest = Vec::new();
        loop {
            let pos = self.pos();
            match self.peek().tok {
                Tok::Punct("+") => {
                    self.advance();
                    rest.push((BinOp::Add, self.unary()?, pos));
                }
                Tok::Punct(p @ ("-" | "*" | "/" | "%" | "**")) => {
                    return Err(ScriptError::unsupported(
                        pos,
                        format!("the binary `{p}` operator"),
                    ));
                }
                _ => return Ok(chain(first, rest)),
            }
        }
    }

    fn unary(&mut self) -> Result<Expr, ScriptError> {
        self.enter()?;
        let r = self.unary_inner();
        self.leave();
        r
    }

    fn unary_inner(&mut self) -> Result<Expr, ScriptError> {
        let pos = self.pos();
        match &self.peek().tok {
            Tok::Punct("-") => {
                self.advance();
                let e = self.unary()?;
                Ok(match e {
                    Expr::Number(x) => Expr::Number(-x),
                    e => Expr::Negate(Box::new(e), pos),
                })
            }
            Tok::Punct(p @ ("+" | "!" | "~" | "++" | "--")) => Err(ScriptError::unsupported(
                pos,
                format!("the unary `{p}` operator"),
            )),
            Tok::Ident(w) if w == "delete" => {
                self.advance();
                match self.unary()? {
                    Expr::Load(m) => {
                        // `delete` uses no inline cache.
                        self.release_load_site(m.site);
                        Ok(Expr::Delete(m))
                    }
                    _ => Err(ScriptError::unsupported(
                        pos,
                        "`delete` of anything but a property (`delete o.k`, `delete o[k]`)",
                    )),
                }
            }
            Tok::Ident(w)
                if matches!(w.as_str(), "typeof" | "void" | "await" | "new" | "yield") =>
            {
                Err(ScriptError::unsupported(pos, format!("`{w}`")))
            }
            _ => {
                let e = self.postfix()?;
                if let Tok::Punct(p @ ("++" | "--")) = self.peek().tok
                    && !self.peek().newline_before
                {
                    return Err(ScriptError::unsupported(
                        self.pos(),
                        format!("`{p}` outside a for loop header"),
                    ));
                }
                Ok(e)
            }
        }
    }

    fn load_site(&mut self) -> u32 {
        self.load_sites += 1;
        self.load_sites - 1
    }

    fn release_load_site(&mut self, site: u32) {
        if site + 1 == self.load_sites {
            self.load_sites -= 1;
        }
    }

    fn store_site(&mut self) -> u32 {
        self.store_sites += 1;
        self.store_sites - 1
    }

    fn postfix(&mut self) -> Result<Expr, ScriptError> {
        let mut e = self.primary()?;
        let mut depth = 0;
        loop {
            let pos = self.pos();
            depth += 1;
            if depth > MAX_NESTING {
                return Err(ScriptError::unsupported(
                    pos,
                    format!("chains longer than {MAX_NESTING} accesses"),
                ));
            }
            match self.peek().tok {
                Tok::Punct(".") => {
                    self.advance();
                    if let Tok::Punct("#") = self.peek().tok {
                        return Err(ScriptError::unsupported(pos, "private names"));
                    }
                    let (name, _) = self.ident_name("a property name")?;
                    if matches!(&e, Expr::Var(v) if v.name == "Object")
                        && name == "prototype"
                        && !self.is_punct("(")
                    {
                        e = Expr::ObjectPrototype;
                        continue;
                    }
                    let site = self.load_site();
                    e = Expr::Load(Box::new(Member {
                        object: e,
                        prop: Prop::Named(name),
                        site,
                        pos,
                    }));
                }
                Tok::Punct("[") => {
                    self.advance();
                    let key = self.expression()?;
                    self.expect_punct("]")?;
                    // V8 compiles `o['name']` (a string literal that is not an array
                    // index) to a named access, exactly like `o.name`.
                    let prop = match key {
                        Expr::Str(s) if parse_array_index(&s).is_none() => Prop::Named(s),
                        key => Prop::Keyed(Box::new(key)),
                    };
                    let site = self.load_site();
                    e = Expr::Load(Box::new(Member {
                        object: e,
                        prop,
                        site,
                        pos,
                    }));
                }
                Tok::Punct("(") => {
                    let args = self.arguments()?;
                    e = match e {
                        Expr::Load(m) => match (&m.object, &m.prop) {
                            (Expr::Var(v), Prop::Named(name))
                                if BUILTIN_NAMESPACES.contains(&v.name.as_str()) =>
                            {
                                match Builtin::from_path(&v.name, name) {
                                    Some(b) => Expr::Builtin(b, args, pos),
                                    None => {
                                        return Err(ScriptError::unsupported(
                                            m.pos,
                                            format!("`{}.{name}`", v.name),
                                        ));
                                    }
                                }
                            }
                            _ => Expr::Call(Box::new(Expr::Load(m)), args, pos),
                        },
                        Expr::Var(v) if v.name == "structuredClone" => {
                            Expr::Builtin(Builtin::StructuredClone, args, pos)
                        }
                        callee => Expr::Call(Box::new(callee), args, pos),
                    };
                }
                Tok::Punct("?.") => return Err(ScriptError::unsupported(pos, "optional chaining")),
                _ => return Ok(e),
            }
        }
    }

    fn arguments(&mut self) -> Result<Vec<Expr>, ScriptError> {
        self.expect_punct("(")?;
        let mut args = Vec::new();
        while !self.is_punct(")") {
            if self.is_punct("...") {
                return Err(ScriptError::unsupported(self.pos(), "spread arguments"));
            }
            args.push(self.assignment()?);
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(")")?;
        Ok(args)
    }

    fn primary(&mut self) -> Result<Expr, ScriptError> {
        let pos = self.pos();
        let token = self.advance();
        match token.tok {
            Tok::Number(x) => Ok(Expr::Number(x)),
            Tok::Str(s) => Ok(Expr::Str(s)),
            Tok::Native(name) => {
                let Some((builtin, arity)) = Builtin::native(&name) else {
                    return Err(ScriptError::unsupported(
                        pos,
                        format!(
                            "the natives-syntax function %{name} (supported: %HasFastProperties, %HaveSameMap)"
                        ),
                    ));
                };
                let args = self.arguments()?;
                if args.len() != arity {
                    return Err(ScriptError::syntax(
                        pos,
                        format!("%{name} takes {arity} argument(s), got {}", args.len()),
                    ));
                }
                Ok(Expr::Builtin(builtin, args, pos))
            }
            Tok::Ident(w) => match w.as_str() {
                "true" => Ok(Expr::Bool(true)),
                "false" => Ok(Expr::Bool(false)),
                "null" => Ok(Expr::Null),
                "undefined" => Ok(Expr::Undefined),
                "NaN" => Ok(Expr::Number(f64::NAN)),
                "Infinity" => Ok(Expr::Number(f64::INFINITY)),
                "function" => self.function(token.start, pos),
                "async" | "class" | "this" | "super" | "new" | "import" => {
                    Err(ScriptError::unsupported(pos, format!("`{w}`")))
                }
                _ if RESERVED.contains(&w.as_str()) => {
                    Err(ScriptError::syntax(pos, format!("unexpected `{w}`")))
                }
                _ => Ok(Expr::Var(Var {
                    name: w,
                    slot: 0,
                    is_const: false,
                    pos,
                })),
            },
            Tok::Punct("(") => {
                // An arrow function's parameter list, or a parenthesized expression.
                if self.is_arrow_params() {
                    self.skip_balanced("(", ")")?;
                    return self.arrow_body(token.start, pos);
                }
                let e = self.expression()?;
                self.expect_punct(")")?;
                Ok(e)
            }
            Tok::Punct("{") => self.object_literal(pos),
            Tok::Punct("[") => {
                let mut items = Vec::new();
                while !self.is_punct("]") {
                    if self.is_punct(",") {
                        return Err(ScriptError::unsupported(self.pos(), "array holes"));
                    }
                    if self.is_punct("...") {
                        return Err(ScriptError::unsupported(self.pos(), "spread in arrays"));
                    }
                    items.push(self.assignment()?);
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_punct("]")?;
                Ok(Expr::Array(items, pos))
            }
            Tok::Punct("/") => Err(ScriptError::unsupported(pos, "regular expressions")),
            Tok::Eof => Err(ScriptError::syntax(pos, "unexpected end of input")),
            other => Err(ScriptError::syntax(
                pos,
                format!("unexpected {}", Self::describe(&other)),
            )),
        }
    }

    /// After `(`: does a matching `)` followed by `=>` come next?
    fn is_arrow_params(&self) -> bool {
        let mut depth = 1usize;
        let mut i = self.at;
        while i < self.tokens.len() {
            match self.tokens[i].tok {
                Tok::Punct("(") => depth += 1,
                Tok::Punct(")") => {
                    depth -= 1;
                    if depth == 0 {
                        return matches!(
                            self.tokens.get(i + 1).map(|t| &t.tok),
                            Some(Tok::Punct("=>"))
                        );
                    }
                }
                Tok::Eof => return false,
                _ => {}
            }
            i += 1;
        }
        false
    }

    /// Skips tokens up to and including the `close` that balances an `open` already
    /// consumed.
    fn skip_balanced(&mut self, open: &str, close: &str) -> Result<(), ScriptError> {
        let mut depth = 1usize;
        loop {
            if self.at_eof() {
                return Err(self.unexpected(&format!("`{close}`")));
            }
            let t = self.advance();
            match t.tok {
                Tok::Punct(p) if p == open => depth += 1,
                Tok::Punct(p) if p == close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                _ => {}
            }
        }
    }

    /// Parses a function body `{ … }` without running or checking it; returns
    /// whether it is empty.
    fn function_body(&mut self) -> Result<bool, ScriptError> {
        self.expect_punct("{")?;
        let empty = self.is_punct("}");
        self.skip_balanced("{", "}")?;
        Ok(empty)
    }

    fn function_lit(&self, arrow: bool, empty_body: bool, start: usize) -> FunctionLit {
        let end = self.tokens[self.at.saturating_sub(1)].end;
        FunctionLit {
            arrow,
            empty_body,
            source: self.src.get(start..end).unwrap_or("").to_string(),
        }
    }

    /// `function [name] (params) { body }` after the `function` keyword.
    fn function(&mut self, start: usize, pos: Pos) -> Result<Expr, ScriptError> {
        if self.is_punct("*") {
            return Err(ScriptError::unsupported(pos, "generator functions"));
        }
        if matches!(self.peek().tok, Tok::Ident(_)) {
            self.advance();
        }
        self.expect_punct("(")?;
        self.skip_balanced("(", ")")?;
        let empty = self.function_body()?;
        Ok(Expr::Function(
            Box::new(self.function_lit(false, empty, start)),
            pos,
        ))
    }

    /// After an arrow's parameters: `=> { … }` or `=> expression`.
    fn arrow_body(&mut self, start: usize, pos: Pos) -> Result<Expr, ScriptError> {
        self.expect_punct("=>")?;
        let empty = if self.is_punct("{") {
            self.function_body()?
        } else {
            // A concise body: parsed for well-formedness, never evaluated.
            self.assignment()?;
            false
        };
        Ok(Expr::Function(
            Box::new(self.function_lit(true, empty, start)),
            pos,
        ))
    }

    fn object_literal(&mut self, pos: Pos) -> Result<Expr, ScriptError> {
        let mut entries = Vec::new();
        let mut has_proto = false;
        while !self.is_punct("}") {
            let entry_pos = self.pos();
            let entry_start = self.peek().start;
            if self.eat_punct("...") {
                entries.push(ObjectEntry::Spread(self.assignment()?));
            } else {
                if let Tok::Ident(w) = &self.peek().tok
                    && matches!(w.as_str(), "get" | "set" | "async")
                    && !matches!(self.peek_at(1), Tok::Punct("," | ":" | "(" | "}"))
                {
                    return Err(ScriptError::unsupported(
                        entry_pos,
                        format!(
                            "`{w}` methods in object literals (define accessors with Object.defineProperty)"
                        ),
                    ));
                }
                if self.is_punct("*") {
                    return Err(ScriptError::unsupported(entry_pos, "generator methods"));
                }
                enum Key {
                    Plain(String, bool),
                    Computed(Expr),
                }
                let key = match self.advance().tok {
                    Tok::Ident(n) => Key::Plain(n, true),
                    Tok::Str(s) => Key::Plain(s, false),
                    Tok::Number(x) => Key::Plain(number_to_string(x), false),
                    Tok::Punct("[") => {
                        let k = self.assignment()?;
                        self.expect_punct("]")?;
                        Key::Computed(k)
                    }
                    other => {
                        return Err(ScriptError::syntax(
                            entry_pos,
                            format!("expected a property name, found {}", Self::describe(&other)),
                        ));
                    }
                };
                if self.is_punct("(") {
                    // A method: an opaque function value.
                    self.advance();
                    self.skip_balanced("(", ")")?;
                    let empty = self.function_body()?;
                    let f = Expr::Function(
                        Box::new(self.function_lit(false, empty, entry_start)),
                        entry_pos,
                    );
                    entries.push(match key {
                        Key::Plain(key, _) => ObjectEntry::Property { key, value: f },
                        Key::Computed(key) => ObjectEntry::Computed { key, value: f },
                    });
                } else if self.eat_punct(":") {
                    let value = self.assignment()?;
                    entries.push(match key {
                        Key::Plain(key, _) if key == "__proto__" => {
                            if has_proto {
                                return Err(ScriptError::syntax(
                                    entry_pos,
                                    "duplicate __proto__ fields are not allowed in object literals",
                                ));
                            }
                            has_proto = true;
                            ObjectEntry::Proto(value)
                        }
                        Key::Plain(key, _) => ObjectEntry::Property { key, value },
                        Key::Computed(key) => ObjectEntry::Computed { key, value },
                    });
                } else {
                    // Shorthand `{a}`: only identifiers.
                    match key {
                        Key::Plain(name, true) if !RESERVED.contains(&name.as_str()) => {
                            let value = match name.as_str() {
                                "undefined" => Expr::Undefined,
                                "NaN" => Expr::Number(f64::NAN),
                                "Infinity" => Expr::Number(f64::INFINITY),
                                _ => Expr::Var(Var {
                                    name: name.clone(),
                                    slot: 0,
                                    is_const: false,
                                    pos: entry_pos,
                                }),
                            };
                            entries.push(ObjectEntry::Property { key: name, value });
                        }
                        _ => return Err(self.unexpected("`:`")),
                    }
                }
            }
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct("}")?;
        Ok(Expr::Object(entries, pos))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_expr(src: &str) -> Expr {
        match parse(src).expect("parses").body.into_iter().next() {
            Some(Stmt::Expr(e)) => e,
            other => panic!("not an expression statement: {other:?}"),
        }
    }

    #[test]
    fn bracket_string_literals_are_named_unless_indices() {
        let Expr::Store(m, _) = first_expr("o['name'] = 1;") else {
            panic!()
        };
        assert!(matches!(m.prop, Prop::Named(ref n) if n == "name"));
        let Expr::Store(m, _) = first_expr("o['7'] = 1;") else {
            panic!()
        };
        assert!(
            matches!(m.prop, Prop::Keyed(_)),
            "an index literal is keyed"
        );
        let Expr::Store(m, _) = first_expr("o['k' + i] = 1;") else {
            panic!()
        };
        assert!(matches!(m.prop, Prop::Keyed(_)));
    }

    #[test]
    fn every_access_gets_its_own_site() {
        let p = parse("a.x; a.x; a.y = 1; a.y = 2; a[k];").expect("parses");
        assert_eq!((p.load_sites, p.store_sites), (3, 2));
    }

    #[test]
    fn semicolons_are_inserted_at_line_breaks_only() {
        assert!(parse("const a = 1\nconst b = 2\n").is_ok());
        let e = parse("const a = 1 const b = 2").err().expect("rejected");
        assert_eq!(
            (e.kind, e.pos.line, e.pos.col),
            (ErrorKindForTest::SYNTAX, 1, 13)
        );
    }

    #[test]
    fn errors_name_the_construct_and_its_position() {
        let e = parse("let x = 1;\n  while (x) {}").err().expect("rejected");
        assert_eq!(e.kind, ErrorKindForTest::UNSUPPORTED);
        assert_eq!((e.pos.line, e.pos.col), (2, 3));
        assert_eq!(e.message, "`while` statements");
        let e = parse("o.x += 1;").err().expect("rejected");
        assert_eq!(e.message, "the `+=` operator");
        let e = parse("%DebugPrint(o);").err().expect("rejected");
        assert!(e.message.contains("%DebugPrint"), "{}", e.message);
    }

    #[test]
    fn nesting_is_bounded() {
        let deep = format!(
            "{}1{}",
            "(".repeat(MAX_NESTING * 2),
            ")".repeat(MAX_NESTING * 2)
        );
        let e = parse(&deep).err().expect("rejected");
        assert!(e.message.contains("nesting"), "{}", e.message);
        let ok = format!("{}1{}", "(".repeat(10), ")".repeat(10));
        assert!(parse(&ok).is_ok());
    }

    /// Short names for the kinds, to keep the assertions on one line.
    struct ErrorKindForTest;
    impl ErrorKindForTest {
        const SYNTAX: crate::script::ErrorKind = crate::script::ErrorKind::Syntax;
        const UNSUPPORTED: crate::script::ErrorKind = crate::script::ErrorKind::Unsupported;
    }
}
