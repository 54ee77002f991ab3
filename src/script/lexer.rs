//! Tokens of a shape script, with their source positions.
//!
//! The lexer knows the whole JavaScript token vocabulary the subset might meet
//! (so that `a * b` is reported as an unsupported operator at its position rather
//! than as a garbled character), but produces only what the parser accepts or
//! rejects by name. Template literals, BigInt and legacy octal literals and lone
//! surrogates in strings are reported here (a regular expression reaches the
//! parser as a `/` it rejects).

use super::{Pos, ScriptError};

/// A token kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// An identifier or keyword.
    Ident(String),
    /// `%Name`: a V8 natives-syntax call name.
    Native(String),
    /// A numeric literal.
    Number(f64),
    /// A string literal (escapes resolved).
    Str(String),
    /// A punctuator such as `{`, `===` or `...`.
    Punct(&'static str),
    /// The end of the input.
    Eof,
}

/// A token with its position and whether a line break precedes it (for `;`
/// insertion).
#[derive(Clone, Debug)]
pub struct Token {
    /// The kind.
    pub tok: Tok,
    /// Where it starts.
    pub pos: Pos,
    /// Byte offset where it starts.
    pub start: usize,
    /// Byte offset just past it.
    pub end: usize,
    /// A line terminator sits between the previous token and this one.
    pub newline_before: bool,
}

/// Punctuators, longest first so that the first match is the longest.
const PUNCTUATORS: &[&str] = &[
    ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=",
    "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
    "**", "<<", ">>", "{", "}", "(", ")", "[", "]", ";", ",", "<", ">", "+", "-", "*", "/", "%",
    "&", "|", "^", "!", "~", "?", ":", "=", ".", "@", "#",
];

/// Splits `src` into tokens (ending with [`Tok::Eof`]).
pub fn tokenize(src: &str) -> Result<Vec<Token>, ScriptError> {
    let mut lexer = Lexer {
        src,
        at: 0,
        line: 1,
        col: 1,
    };
    let mut tokens = Vec::new();
    loop {
        let newline_before = lexer.skip_trivia()?;
        let pos = lexer.pos();
        let start = lexer.at;
        let tok = lexer.next_token(pos)?;
        let done = tok == Tok::Eof;
        tokens.push(Token {
            tok,
            pos,
            start,
            end: lexer.at,
            newline_before,
        });
        if done {
            return Ok(tokens);
        }
    }
}

/// Numeric separators (`1_000`) may only stand between two digits.
fn check_separators(text: &str, radix: u32, pos: Pos) -> Result<(), ScriptError> {
    let b: Vec<char> = text.chars().collect();
    for (i, &c) in b.iter().enumerate() {
        if c == '_' {
            let before = i.checked_sub(1).and_then(|j| b.get(j));
            let after = b.get(i + 1);
            let digit = |c: Option<&char>| c.is_some_and(|c| c.is_digit(radix));
            if !digit(before) || !digit(after) {
                return Err(ScriptError::syntax(
                    pos,
                    "numeric separators are only allowed between digits",
                ));
            }
        }
    }
    Ok(())
}

struct Lexer<'a> {
    src: &'a str,
    at: usize,
    line: u32,
    /// The column of `at`, in characters from 1 (kept as we go: recounting from
    /// the line start would be quadratic on long lines).
    col: u32,
}

fn is_id_start(c: char) -> bool {
    c == '_' || c == '$' || c.is_alphabetic()
}

fn is_id_continue(c: char) -> bool {
    is_id_start(c) || c.is_alphanumeric() || c == '\u{200c}' || c == '\u{200d}'
}

/// JavaScript's whitespace and line terminators (`WhiteSpace`, `LineTerminator`):
/// unlike Rust's `char::is_whitespace`, not U+0085 (NEL).
pub(crate) fn is_js_whitespace(c: char) -> bool {
    matches!(
        c,
        '\t' | '\u{b}'
            | '\u{c}'
            | ' '
            | '\u{a0}'
            | '\u{feff}'
            | '\n'
            | '\r'
            | '\u{2028}'
            | '\u{2029}'
    ) || (c != '\u{85}' && c.is_whitespace() && !c.is_ascii())
}

fn is_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
}

impl Lexer<'_> {
    fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.col,
        }
    }

    fn peek(&self) -> Option<char> {
        self.src[self.at..].chars().next()
    }

    fn peek2(&self) -> Option<char> {
        let mut it = self.src[self.at..].chars();
        it.next();
        it.next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if is_line_terminator(c) && !(c == '\r' && self.peek() == Some('\n')) {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    /// Skips whitespace and comments; returns whether a line break was crossed.
    fn skip_trivia(&mut self) -> Result<bool, ScriptError> {
        let mut newline = false;
        loop {
            match self.peek() {
                Some(c) if is_line_terminator(c) => {
                    newline = true;
                    self.bump();
                }
                Some(c) if is_js_whitespace(c) => {
                    self.bump();
                }
                Some('/') if self.peek2() == Some('/') => {
                    while self.peek().is_some_and(|c| !is_line_terminator(c)) {
                        self.bump();
                    }
                }
                Some('/') if self.peek2() == Some('*') => {
                    let pos = self.pos();
                    self.bump();
                    self.bump();
                    loop {
                        match self.bump() {
                            None => return Err(ScriptError::syntax(pos, "unterminated comment")),
                            Some('*') if self.peek() == Some('/') => {
                                self.bump();
                                break;
                            }
                            Some(c) if is_line_terminator(c) => newline = true,
                            Some(_) => {}
                        }
                    }
                }
                Some('#') if self.at == 0 && self.peek2() == Some('!') => {
                    while self.peek().is_some_and(|c| !is_line_terminator(c)) {
                        self.bump();
                    }
                }
                _ => return Ok(newline),
            }
        }
    }

    fn next_token(&mut self, pos: Pos) -> Result<Tok, ScriptError> {
        let Some(c) = self.peek() else {
            return Ok(Tok::Eof);
        };
        if is_id_start(c) || c == '\\' {
            return self.ident(pos).map(Tok::Ident);
        }
        if c.is_ascii_digit() || (c == '.' && self.peek2().is_some_and(|d| d.is_ascii_digit())) {
            return self.number(pos);
        }
        if c == '\'' || c == '"' {
            return self.string(pos);
        }
        if c == '`' {
            return Err(ScriptError::unsupported(pos, "template literals"));
        }
        if c == '%' && self.peek2().is_some_and(is_id_start) {
            self.bump();
            return self.ident(pos).map(Tok::Native);
        }
        let rest = &self.src[self.at..];
        for p in PUNCTUATORS {
            if rest.starts_with(p) {
                for _ in 0..p.len() {
                    self.bump();
                }
                return Ok(Tok::Punct(p));
            }
        }
        Err(ScriptError::syntax(
            pos,
            format!("unexpected character {c:?}"),
        ))
    }

    fn ident(&mut self, pos: Pos) -> Result<String, ScriptError> {
        let mut s = String::new();
        while let Some(c) = self.peek() {
            if c == '\\' {
                return Err(ScriptError::unsupported(pos, "escapes in identifiers"));
            }
            if !is_id_continue(c) {
                break;
            }
            s.push(c);
            self.bump();
        }
        if s.is_empty() {
            return Err(ScriptError::syntax(pos, "expected an identifier"));
        }
        Ok(s)
    }

    fn number(&mut self, pos: Pos) -> Result<Tok, ScriptError> {
        let start = self.at;
        if self.peek() == Some('0')
            && let Some(radix_char) = self.peek2()
        {
            let radix = match radix_char {
                'x' | 'X' => Some(16),
                'o' | 'O' => Some(8),
                'b' | 'B' => Some(2),
                d if d.is_ascii_digit() => {
                    return Err(ScriptError::unsupported(
                        pos,
                        "legacy octal literals (a number with a leading zero)",
                    ));
                }
                _ => None,
            };
            if let Some(radix) = radix {
                self.bump();
                self.bump();
                let digits_start = self.at;
                while self.peek().is_some_and(|c| c.is_digit(radix) || c == '_') {
                    self.bump();
                }
                check_separators(&self.src[digits_start..self.at], radix, pos)?;
                let digits: String = self.src[digits_start..self.at]
                    .chars()
                    .filter(|&c| c != '_')
                    .collect();
                if digits.is_empty() {
                    return Err(ScriptError::syntax(pos, "invalid number"));
                }
                let mut value = 0f64;
                for d in digits.chars() {
                    value = value * radix as f64 + d.to_digit(radix).unwrap_or(0) as f64;
                }
                self.reject_identifier_after_number(pos)?;
                return Ok(Tok::Number(value));
            }
        }
        while self.peek().is_some_and(|c| c.is_ascii_digit() || c == '_') {
            self.bump();
        }
        if self.peek() == Some('.') {
            self.bump();
            while self.peek().is_some_and(|c| c.is_ascii_digit() || c == '_') {
                self.bump();
            }
        }
        if matches!(self.peek(), Some('e' | 'E')) {
            let save = (self.at, self.line, self.col);
            self.bump();
            if matches!(self.peek(), Some('+' | '-')) {
                self.bump();
            }
            if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                (self.at, self.line, self.col) = save;
                return Err(ScriptError::syntax(pos, "invalid number: missing exponent"));
            }
            while self.peek().is_some_and(|c| c.is_ascii_digit() || c == '_') {
                self.bump();
            }
        }
        if self.peek() == Some('n') {
            return Err(ScriptError::unsupported(pos, "BigInt literals"));
        }
        check_separators(&self.src[start..self.at], 10, pos)?;
        if self.src[start..self.at].starts_with("0_") {
            return Err(ScriptError::syntax(
                pos,
                "numeric separators cannot follow a leading 0",
            ));
        }
        let text: String = self.src[start..self.at]
            .chars()
            .filter(|&c| c != '_')
            .collect();
        let value: f64 = text
            .parse()
            .map_err(|_| ScriptError::syntax(pos, format!("invalid number {text:?}")))?;
        self.reject_identifier_after_number(pos)?;
        Ok(Tok::Number(value))
    }

    fn reject_identifier_after_number(&self, pos: Pos) -> Result<(), ScriptError> {
        match self.peek() {
            Some(c) if is_id_start(c) || c.is_ascii_digit() => Err(ScriptError::syntax(
                pos,
                "invalid or unexpected token: an identifier starts immediately after a number",
            )),
            _ => Ok(()),
        }
    }

    fn string(&mut self, pos: Pos) -> Result<Tok, ScriptError> {
        let quote = self.bump();
        let mut s = String::new();
        loop {
            let Some(c) = self.bump() else {
                return Err(ScriptError::syntax(pos, "unterminated string literal"));
            };
            match c {
                c if Some(c) == quote => return Ok(Tok::Str(s)),
                '\n' | '\r' => return Err(ScriptError::syntax(pos, "unterminated string literal")),
                '\\' => {
                    let esc_pos = self.pos();
                    let Some(e) = self.bump() else {
                        return Err(ScriptError::syntax(pos, "unterminated string literal"));
                    };
                    match e {
                        'n' => s.push('\n'),
                        't' => s.push('\t'),
                        'r' => s.push('\r'),
                        'b' => s.push('\u{8}'),
                        'f' => s.push('\u{c}'),
                        'v' => s.push('\u{b}'),
                        '0' if !self.peek().is_some_and(|c| c.is_ascii_digit()) => s.push('\0'),
                        'x' => {
                            let code = self.hex_digits(2, esc_pos)?;
                            s.push(char::from_u32(code).unwrap_or('\u{fffd}'));
                        }
                        'u' => {
                            let code = if self.peek() == Some('{') {
                                self.bump();
                                let start = self.at;
                                while self.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                                    self.bump();
                                }
                                let digits = &self.src[start..self.at];
                                if self.bump() != Some('}') || digits.is_empty() {
                                    return Err(ScriptError::syntax(
                                        esc_pos,
                                        "invalid Unicode escape",
                                    ));
                                }
                                u32::from_str_radix(digits, 16).unwrap_or(u32::MAX)
                            } else {
                                self.hex_digits(4, esc_pos)?
                            };
                            // A surrogate pair written as two escapes is one
                            // code point.
                            let code = if (0xD800..0xDC00).contains(&code)
                                && self.src[self.at..].starts_with("\\u")
                            {
                                let save = (self.at, self.line, self.col);
                                self.bump();
                                self.bump();
                                match self.hex_digits(4, esc_pos) {
                                    Ok(low) if (0xDC00..0xE000).contains(&low) => {
                                        0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                                    }
                                    _ => {
                                        (self.at, self.line, self.col) = save;
                                        code
                                    }
                                }
                            } else {
                                code
                            };
                            match char::from_u32(code) {
                                Some(ch) => s.push(ch),
                                None => {
                                    return Err(ScriptError::unsupported(
                                        esc_pos,
                                        "lone surrogates and code points above U+10FFFF in strings",
                                    ));
                                }
                            }
                        }
                        c if is_line_terminator(c) => {
                            if c == '\r' && self.peek() == Some('\n') {
                                self.bump();
                            }
                        }
                        d if d.is_ascii_digit() => {
                            return Err(ScriptError::unsupported(
                                esc_pos,
                                "octal escapes in strings",
                            ));
                        }
                        other => s.push(other),
                    }
                }
                other => s.push(other),
            }
        }
    }

    fn hex_digits(&mut self, n: usize, pos: Pos) -> Result<u32, ScriptError> {
        let mut code = 0;
        for _ in 0..n {
            match self.peek().and_then(|c| c.to_digit(16)) {
                Some(d) => {
                    code = code * 16 + d;
                    self.bump();
                }
                None => return Err(ScriptError::syntax(pos, "invalid hexadecimal escape")),
            }
        }
        Ok(code)
    }
}
