//! `JSON.parse`, after V8's `JsonParser` (`src/json/json-parser.cc`).
//!
//! **The parse is a loop, not a recursion.** It keeps an explicit stack of
//! the containers it is inside, as V8's `ParseJsonValue` does (V8's
//! recursive parser falls back to it when the machine stack runs low), so a
//! text's nesting is bounded by memory, not by the Rust stack: Node 20
//! parses an array nested a million deep. The members of the open
//! containers wait on two shared stacks (V8's `property_stack_` and
//! `element_stack_`), and a container is built when it closes:
//! - an object through the literal path ([`Heap::json_object`]), as V8's
//!   `JSDataObjectBuilder` takes its root map from the object-literal map
//!   cache by the number of named members, a repeated key counted each time
//!   (an object of 128 or more is born in dictionary mode and stays there:
//!   the parser, unlike a literal, does not migrate it);
//! - an array through [`Heap::new_array_known`].
//!
//! **A malformed text throws V8's `SyntaxError`.** Each fault has V8's message
//! (its `MessageTemplate::kJsonParse*`), with the position in UTF-16 code
//! units. A character that cannot start or continue a value is named by its
//! token: the end of the text, a number, a string, or the character itself
//! with up to [`CONTEXT_CHARS`] characters of context on each side. V8 12.4
//! and later also give the line and column
//! ([`Policy::json_parse_error_line_column`]).
//!
//! **A reviver walks the result.** With a reviver, the parser keeps a
//! [`ParseRecord`] of each value, and the walk (`InternalizeJSONProperty`)
//! revives the result depth first. The walk recurses, as V8's does, and
//! throws V8's stack overflow `RangeError` past [`MAX_JSON_DEPTH`] levels; the
//! parse that keeps records throws it too, before it opens a container
//! deeper than that.
//!
//! Strings are copied in runs between the characters that end a run (a
//! quote, a backslash, a control character), so a parse takes time linear in
//! the text.

use super::*;

/// Characters of context V8 quotes on each side of an unexpected character
/// (`JsonParser::kMaxContextCharacters`).
const CONTEXT_CHARS: usize = 10;

/// The shortest text V8 quotes in part, with context, rather than whole
/// (`JsonParser::kMinOriginalSourceLengthForContext`).
const MIN_TEXT_FOR_CONTEXT: usize = 2 * CONTEXT_CHARS + 1;

/// Texts V8 names whole, without a token, when they fail at a character that
/// is no number or string (`JsonParser::IsSpecialString`: what `undefined`,
/// `NaN`, `Infinity` and a plain object become as the argument).
const SPECIAL_TEXTS: [&str; 4] = ["[object Object]", "undefined", "Infinity", "NaN"];

/// V8's messages for the faults it names itself, each followed by
/// ` at position N`.
mod fault {
    pub(super) const PROPERTY_NAME_OR_RBRACE: &str = "Expected property name or '}' in JSON";
    pub(super) const DOUBLE_QUOTED_PROPERTY_NAME: &str =
        "Expected double-quoted property name in JSON";
    pub(super) const COLON: &str = "Expected ':' after property name in JSON";
    pub(super) const COMMA_OR_RBRACE: &str = "Expected ',' or '}' after property value in JSON";
    pub(super) const COMMA_OR_RBRACK: &str = "Expected ',' or ']' after array element in JSON";
    pub(super) const UNTERMINATED_STRING: &str = "Unterminated string in JSON";
    pub(super) const CONTROL_CHARACTER: &str = "Bad control character in string literal in JSON";
    pub(super) const UNICODE_ESCAPE: &str = "Bad Unicode escape in JSON";
    pub(super) const ESCAPED_CHARACTER: &str = "Bad escaped character in JSON";
    pub(super) const NO_NUMBER_AFTER_MINUS: &str = "No number after minus sign in JSON";
    pub(super) const UNTERMINATED_FRACTION: &str = "Unterminated fractional number in JSON";
    pub(super) const EXPONENT_WITHOUT_NUMBER: &str = "Exponent part is missing a number in JSON";
    pub(super) const TRAILING_CHARACTER: &str = "Unexpected non-whitespace character after JSON";
}

/// What a parse stopped at.
#[derive(Debug, PartialEq)]
enum ParseFailure {
    /// A malformed text: the fault, at a byte offset of the text.
    Syntax(Fault, usize),
    /// A container deeper than the reviver's walk can go.
    TooDeep,
    /// The heap refused a value.
    Heap(JsError),
}

/// A malformed text's fault, as V8 reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fault {
    /// The character there cannot start or continue what came before it; V8
    /// names it by its token (`ReportUnexpectedCharacter`).
    Unexpected,
    /// A fault V8 names itself: one of the [`fault`] messages.
    Named(&'static str),
}

/// A container the parser is inside, with where its members start on the
/// shared stacks.
enum Open {
    /// An object, and the key of the member whose value comes next.
    Object {
        entries: usize,
        records: usize,
        key: PropertyKey,
    },
    /// An array.
    Array { items: usize, records: usize },
}

/// The parser's state: the text and how far it has read.
struct JsonParser<'t> {
    text: &'t str,
    at: usize,
    /// Whether to keep a [`ParseRecord`] of each value (for a reviver).
    record: bool,
}

impl JsonParser<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn fail<T>(&self, fault: Fault) -> Result<T, ParseFailure> {
        Err(ParseFailure::Syntax(fault, self.at))
    }

    /// Steps over the `,` before another member, if one comes next.
    fn comma(&mut self) -> bool {
        self.skip_whitespace();
        let found = self.peek() == Some(b',');
        if found {
            self.at += 1;
        }
        found
    }

    /// Steps over `byte`, which must come next, or fails with `message`.
    fn expect(&mut self, byte: u8, message: &'static str) -> Result<(), ParseFailure> {
        if self.peek() != Some(byte) {
            return self.fail(Fault::Named(message));
        }
        self.at += 1;
        Ok(())
    }

    /// The whole text's value, with its record when the parser keeps them.
    fn parse(
        &mut self,
        interp: &mut Interpreter,
    ) -> Result<(Value, Option<ParseRecord>), ParseFailure> {
        let mut open: Vec<Open> = Vec::new();
        let mut entries: Vec<LiteralEntry> = Vec::new();
        let mut items: Vec<Value> = Vec::new();
        let mut member_records: Vec<(PropertyKey, ParseRecord)> = Vec::new();
        let mut element_records: Vec<ParseRecord> = Vec::new();
        // The first fault after which V8 builds what is open (see `defer`).
        let mut first_fault: Option<(Fault, usize)> = None;
        loop {
            // Produce a value, opening containers until one is whole.
            let (mut value, mut record) = loop {
                self.skip_whitespace();
                let start = self.at;
                let value = match self.peek() {
                    Some(b'{') => {
                        self.check_depth(open.len())?;
                        self.at += 1;
                        self.skip_whitespace();
                        if self.peek() == Some(b'}') {
                            self.at += 1;
                            let o = Self::object(interp, &[])?;
                            break (o, self.record.then(|| ParseRecord::Object(o, Vec::new())));
                        }
                        let key = self.property_key(interp, fault::PROPERTY_NAME_OR_RBRACE)?;
                        open.push(Open::Object {
                            entries: entries.len(),
                            records: member_records.len(),
                            key,
                        });
                        continue;
                    }
                    Some(b'[') => {
                        self.check_depth(open.len())?;
                        self.at += 1;
                        self.skip_whitespace();
                        if self.peek() == Some(b']') {
                            self.at += 1;
                            let a = Value::Object(interp.heap.new_array_known(&[]));
                            break (a, self.record.then(|| ParseRecord::Array(a, Vec::new())));
                        }
                        open.push(Open::Array {
                            items: items.len(),
                            records: element_records.len(),
                        });
                        continue;
                    }
                    Some(b'"') => match self.string() {
                        Ok(s) => interp.heap.string(&s),
                        Err(failure) => {
                            let empty = interp.heap.string("");
                            self.defer(&mut first_fault, failure, empty)?
                        }
                    },
                    Some(b'-' | b'0'..=b'9') => match self.number() {
                        Ok(n) => n,
                        Err(failure) => {
                            self.defer(&mut first_fault, failure, Value::Number(0.0))?
                        }
                    },
                    Some(b't') => self.literal(&mut first_fault, b"true", Value::Bool(true))?,
                    Some(b'f') => self.literal(&mut first_fault, b"false", Value::Bool(false))?,
                    Some(b'n') => self.literal(&mut first_fault, b"null", Value::Null)?,
                    _ => return self.fail(Fault::Unexpected),
                };
                break (
                    value,
                    self.record
                        .then_some(ParseRecord::Primitive(value, start..self.at)),
                );
            };
            // Hand it to the innermost open container, closing each that ends.
            loop {
                match open.last_mut() {
                    None => {
                        if let Some((fault, at)) = first_fault {
                            return Err(ParseFailure::Syntax(fault, at));
                        }
                        self.skip_whitespace();
                        if self.at < self.text.len() {
                            return self.fail(Fault::Named(fault::TRAILING_CHARACTER));
                        }
                        return Ok((value, record));
                    }
                    Some(Open::Object {
                        entries: start,
                        records,
                        key,
                    }) => {
                        entries.push(LiteralEntry::Property {
                            key: *key,
                            value,
                            computed: false,
                        });
                        if let Some(r) = record.take() {
                            member_records.push((*key, r));
                        }
                        if self.comma() {
                            *key = self.property_key(interp, fault::DOUBLE_QUOTED_PROPERTY_NAME)?;
                            break;
                        }
                        let (start, records) = (*start, *records);
                        open.pop();
                        value = Self::object(interp, &entries[start..])?;
                        self.close(&mut first_fault, b'}', fault::COMMA_OR_RBRACE);
                        entries.truncate(start);
                        let members = member_records.split_off(records);
                        record = self.record.then_some(ParseRecord::Object(value, members));
                    }
                    Some(Open::Array {
                        items: start,
                        records,
                    }) => {
                        items.push(value);
                        element_records.extend(record.take());
                        if self.comma() {
                            break;
                        }
                        let (start, records) = (*start, *records);
                        open.pop();
                        value = Value::Object(interp.heap.new_array_known(&items[start..]));
                        self.close(&mut first_fault, b']', fault::COMMA_OR_RBRACK);
                        items.truncate(start);
                        let elements = element_records.split_off(records);
                        record = self.record.then_some(ParseRecord::Array(value, elements));
                    }
                }
            }
        }
    }

    /// A value whose scan failed: V8 reports the fault, moves to the end of
    /// the text and goes on with `placeholder` in the value's place (its
    /// literal, `""` for a string, `0` for a number), so every container
    /// still open is built, with the members it has, before the parse
    /// fails (`ReportUnexpectedToken`: Node logs their transitions). The
    /// first fault is the one thrown.
    fn defer(
        &mut self,
        fault: &mut Option<(Fault, usize)>,
        failure: ParseFailure,
        placeholder: Value,
    ) -> Result<Value, ParseFailure> {
        let ParseFailure::Syntax(kind, at) = failure else {
            return Err(failure);
        };
        fault.get_or_insert((kind, at));
        self.at = self.text.len();
        Ok(placeholder)
    }

    /// Steps over the `close` bracket of a container just built, or records
    /// `message` as the fault and goes on as [`JsonParser::defer`] does: V8
    /// builds a container before it looks for its bracket.
    fn close(&mut self, fault: &mut Option<(Fault, usize)>, close: u8, message: &'static str) {
        if self.peek() == Some(close) {
            self.at += 1;
        } else if fault.is_none() {
            *fault = Some((Fault::Named(message), self.at));
            self.at = self.text.len();
        }
    }

    /// Fails when a parse that keeps records would make a container, empty
    /// or not, deeper than the reviver's walk goes (`depth` are open).
    fn check_depth(&self, depth: usize) -> Result<(), ParseFailure> {
        if self.record && depth >= MAX_JSON_DEPTH {
            return Err(ParseFailure::TooDeep);
        }
        Ok(())
    }

    /// An object of `entries`, in the order the text gives them.
    fn object(interp: &mut Interpreter, entries: &[LiteralEntry]) -> Result<Value, ParseFailure> {
        interp
            .heap
            .json_object(entries)
            .map(Value::Object)
            .map_err(ParseFailure::Heap)
    }

    /// A member's key and the `:` after it; `message` is the fault when no
    /// key comes (V8's `ExpectNext(STRING, …)`).
    fn property_key(
        &mut self,
        interp: &mut Interpreter,
        message: &'static str,
    ) -> Result<PropertyKey, ParseFailure> {
        self.skip_whitespace();
        if self.peek() != Some(b'"') {
            return self.fail(Fault::Named(message));
        }
        let name = self.string()?;
        self.skip_whitespace();
        self.expect(b':', fault::COLON)?;
        Ok(interp.heap.key(&name))
    }

    /// `true`, `false` or `null` (`word`, whose first character matched),
    /// which is `value`: V8's `ScanLiteral` names the first character that
    /// differs, and goes on with `value` as [`JsonParser::defer`] says.
    fn literal(
        &mut self,
        fault: &mut Option<(Fault, usize)>,
        word: &[u8],
        value: Value,
    ) -> Result<Value, ParseFailure> {
        for &expected in &word[1..] {
            self.at += 1;
            if self.peek() != Some(expected) {
                let failure = ParseFailure::Syntax(Fault::Unexpected, self.at);
                return self.defer(fault, failure, value);
            }
        }
        self.at += 1;
        Ok(value)
    }

    /// Steps over decimal digits.
    fn digits(&mut self) {
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
    }

    /// A number, by JSON's grammar (`ParseJsonNumberAsDoubleOrSmi`): no
    /// leading zero, and digits after a `-`, a `.` and an exponent.
    fn number(&mut self) -> Result<Value, ParseFailure> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => {
                self.at += 1;
                if let Some(b'0'..=b'9') = self.peek() {
                    return self.fail(Fault::Unexpected);
                }
            }
            Some(b'1'..=b'9') => self.digits(),
            _ => return self.fail(Fault::Named(fault::NO_NUMBER_AFTER_MINUS)),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.fail(Fault::Named(fault::UNTERMINATED_FRACTION));
            }
            self.digits();
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.fail(Fault::Named(fault::EXPONENT_WITHOUT_NUMBER));
            }
            self.digits();
        }
        // The grammar above is a subset of what Rust's float parser reads.
        let n = self.text[start..self.at].parse::<f64>().unwrap_or(f64::NAN);
        Ok(Value::Number(n))
    }

    /// A string, from its opening quote. A `\u` escape of half a surrogate
    /// pair that is not followed by the other half reads as U+FFFD, as the
    /// model's strings hold no lone surrogates.
    fn string(&mut self) -> Result<String, ParseFailure> {
        self.at += 1;
        let bytes = self.text.as_bytes();
        let mut out = String::new();
        // A high surrogate from a `\u` escape, waiting for its low half.
        let mut high: Option<u16> = None;
        loop {
            let run = self.at;
            while let Some(&c) = bytes.get(self.at) {
                if c == b'"' || c == b'\\' || c < 0x20 {
                    break;
                }
                self.at += 1;
            }
            if self.at > run && high.take().is_some() {
                out.push(char::REPLACEMENT_CHARACTER);
            }
            // The run ends at an ASCII byte or the text's end: a boundary.
            out.push_str(&self.text[run..self.at]);
            match bytes.get(self.at) {
                None => return self.fail(Fault::Named(fault::UNTERMINATED_STRING)),
                Some(b'"') => {
                    self.at += 1;
                    if high.is_some() {
                        out.push(char::REPLACEMENT_CHARACTER);
                    }
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let unit = self.escape()?;
                    match (high.take(), unit) {
                        (Some(h), 0xDC00..=0xDFFF) => {
                            let c = 0x10000
                                + ((u32::from(h) - 0xD800) << 10)
                                + (u32::from(unit) - 0xDC00);
                            out.push(char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER));
                        }
                        (held, 0xD800..=0xDBFF) => {
                            if held.is_some() {
                                out.push(char::REPLACEMENT_CHARACTER);
                            }
                            high = Some(unit);
                        }
                        (held, _) => {
                            if held.is_some() {
                                out.push(char::REPLACEMENT_CHARACTER);
                            }
                            out.push(
                                char::from_u32(u32::from(unit))
                                    .unwrap_or(char::REPLACEMENT_CHARACTER),
                            );
                        }
                    }
                }
                Some(_) => return self.fail(Fault::Named(fault::CONTROL_CHARACTER)),
            }
        }
    }

    /// The UTF-16 code unit an escape stands for, from the character after
    /// its backslash; steps past the escape.
    fn escape(&mut self) -> Result<u16, ParseFailure> {
        let unit = match self.peek() {
            Some(b'"') => u16::from(b'"'),
            Some(b'\\') => u16::from(b'\\'),
            Some(b'/') => u16::from(b'/'),
            Some(b'b') => 0x08,
            Some(b'f') => 0x0C,
            Some(b'n') => 0x0A,
            Some(b'r') => 0x0D,
            Some(b't') => 0x09,
            Some(b'u') => {
                let mut unit = 0u16;
                for _ in 0..4 {
                    self.at += 1;
                    let Some(digit) = self.peek().and_then(|b| char::from(b).to_digit(16)) else {
                        return self.fail(Fault::Named(fault::UNICODE_ESCAPE));
                    };
                    unit = unit * 16 + digit as u16;
                }
                unit
            }
            // The end of the text, or a character beyond Latin-1: V8 names
            // it by its token.
            None => return self.fail(Fault::Unexpected),
            Some(_)
                if self.text[self.at..]
                    .chars()
                    .next()
                    .is_some_and(|c| u32::from(c) > 0xFF) =>
            {
                return self.fail(Fault::Unexpected);
            }
            Some(_) => return self.fail(Fault::Named(fault::ESCAPED_CHARACTER)),
        };
        self.at += 1;
        Ok(unit)
    }
}

/// V8's message for `fault` at byte offset `at` of `text`; `line_column`
/// adds the line and column, as V8 12.4 and later do.
fn syntax_message(text: &str, at: usize, fault: Fault, line_column: bool) -> String {
    let at = (0..=at.min(text.len()))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    let units: Vec<u16> = text.encode_utf16().collect();
    let position = text[..at].encode_utf16().count();
    let located = |what: &str| {
        let mut message = format!("{what} at position {position}");
        if line_column {
            let (line, column) = line_and_column(&units, position);
            message.push_str(&format!(" (line {line} column {column})"));
        }
        message
    };
    let name = match fault {
        Fault::Named(what) => return located(what),
        Fault::Unexpected => match text[at..].chars().next() {
            None => return "Unexpected end of JSON input".to_string(),
            Some('-' | '0'..='9') => return located("Unexpected number in JSON"),
            Some('"') => return located("Unexpected string in JSON"),
            Some(_) if SPECIAL_TEXTS.contains(&text) => {
                return format!("\"{text}\" is not valid JSON");
            }
            // V8 names the UTF-16 code unit: half of a pair shows as U+FFFD.
            Some(c) if c.len_utf16() == 1 => c,
            Some(_) => char::REPLACEMENT_CHARACTER,
        },
    };
    let part = |from: usize, to: usize| String::from_utf16_lossy(&units[from..to.min(units.len())]);
    let len = units.len();
    if len < MIN_TEXT_FOR_CONTEXT {
        format!("Unexpected token '{name}', \"{text}\" is not valid JSON")
    } else if position < CONTEXT_CHARS {
        let shown = part(0, position + CONTEXT_CHARS);
        format!("Unexpected token '{name}', \"{shown}\"... is not valid JSON")
    } else if position < len - CONTEXT_CHARS {
        let shown = part(position - CONTEXT_CHARS, position + CONTEXT_CHARS);
        format!("Unexpected token '{name}', ...\"{shown}\"... is not valid JSON")
    } else {
        let shown = part(position - CONTEXT_CHARS, len);
        format!("Unexpected token '{name}', ...\"{shown}\" is not valid JSON")
    }
}

/// The line and column of UTF-16 offset `position`, both from 1, as V8's
/// `JsonParser::CalculateFileLocation` counts them: `\r\n`, `\r` and `\n`
/// each end a line.
fn line_and_column(units: &[u16], position: usize) -> (usize, usize) {
    let (cr, lf) = (u16::from(b'\r'), u16::from(b'\n'));
    let mut line = 1;
    let mut line_start = 0;
    let mut i = 0;
    while i < position {
        if units[i] == cr && i + 1 < position && units[i + 1] == lf {
            i += 1;
        }
        if units[i] == cr || units[i] == lf {
            line += 1;
            line_start = i + 1;
        }
        i += 1;
    }
    (line, 1 + position - line_start)
}

impl Interpreter {
    /// `JSON.parse(text, reviver)`.
    pub(super) fn json_parse(&mut self, text: Value, reviver: Value, pos: Pos) -> X<Value> {
        let text = self.coerce_string(text, pos)?;
        let revived = self.is_callable(reviver);
        let mut parser = JsonParser {
            text: &text,
            at: 0,
            record: revived,
        };
        let (value, record) = match parser.parse(self) {
            Ok(parsed) => parsed,
            Err(ParseFailure::Syntax(fault, at)) => {
                let line_column = self.heap.policy().json_parse_error_line_column;
                let message = syntax_message(&text, at, fault, line_column);
                return Err(self.error_at_exc("SyntaxError", message, pos));
            }
            Err(ParseFailure::TooDeep) => {
                return Err(self.stack_overflow_exc(pos));
            }
            Err(ParseFailure::Heap(e)) => return Err(self.heap_error(e, pos)),
        };
        if !revived {
            return Ok(value);
        }
        // The reviver walks from a new holder of the value under "".
        let root = self.heap.new_object();
        let empty = self.heap.key("");
        self.heap
            .create_data_property(root, empty, value, StoreOrigin::Keyed)
            .map_err(|e| self.heap_error(e, pos))?;
        let mut source = JsonSource {
            text: &text,
            reviver,
            depth: 0,
        };
        self.internalize_json(&mut source, root, empty, record.as_ref(), pos)
    }
}

/// What `JSON.parse` made each value from, for its reviver: the value, and
/// a primitive's source text or a container's records of its members (the
/// JSON Parse Records of JSON.parse source text access).
enum ParseRecord {
    /// A primitive and the byte range of its JSON text.
    Primitive(Value, std::ops::Range<usize>),
    /// An array and its elements' records, by index.
    Array(Value, Vec<ParseRecord>),
    /// An object and its members' records, by key (a repeated key's last).
    Object(Value, Vec<(PropertyKey, ParseRecord)>),
}

impl ParseRecord {
    fn value(&self) -> Value {
        match self {
            ParseRecord::Primitive(v, _) | ParseRecord::Array(v, _) | ParseRecord::Object(v, _) => {
                *v
            }
        }
    }

    /// The record of member `key`, when this is a container's.
    fn member(&self, key: PropertyKey) -> Option<&ParseRecord> {
        match (self, key) {
            (ParseRecord::Array(_, elements), PropertyKey::Index(i)) => elements.get(i as usize),
            (ParseRecord::Object(_, entries), _) => entries
                .iter()
                .rev()
                .find(|(k, _)| *k == key)
                .map(|(_, r)| r),
            _ => None,
        }
    }
}

/// The text a `JSON.parse` with a reviver parsed, the reviver, and how deep
/// the walk is.
struct JsonSource<'t> {
    text: &'t str,
    reviver: Value,
    /// Containers the walk is inside: a reviver can hang a deeper object (or
    /// a cycle) where the walk has yet to go, and past [`MAX_JSON_DEPTH`]
    /// levels the walk throws V8's stack overflow `RangeError`.
    depth: usize,
}

impl Interpreter {
    /// `InternalizeJSONProperty`: revives `holder[name]`'s members depth
    /// first (deleting each the reviver answers `undefined` for, else
    /// defining it anew), then calls the reviver on it with `holder` as
    /// `this`. `record` is what the parser made `holder[name]` from: while the
    /// value is still that one, a primitive's reviver call gets its source
    /// text, and a container's members get their records.
    fn internalize_json(
        &mut self,
        source: &mut JsonSource<'_>,
        holder: ObjectId,
        name: PropertyKey,
        record: Option<&ParseRecord>,
        pos: Pos,
    ) -> X<Value> {
        let value = self.get(Value::Object(holder), name, None, pos)?;
        let record = record.filter(|r| self.same_value(r.value(), value));
        if let Value::Object(o) = value {
            if source.depth >= MAX_JSON_DEPTH {
                return Err(self.stack_overflow_exc(pos));
            }
            source.depth += 1;
            let walked = self.revive_members(source, o, value, record, pos);
            source.depth -= 1;
            walked?;
        }
        let name_value = self.key_value(name);
        if !self.heap.policy().json_parse_source_text {
            return self.call(
                source.reviver,
                Value::Object(holder),
                &[name_value, value],
                pos,
            );
        }
        let context = self.heap.new_object();
        if let Some(ParseRecord::Primitive(_, range)) = record {
            let text = source.text.get(range.clone()).unwrap_or("");
            let text = self.heap.string(text);
            let key = self.heap.key("source");
            self.heap
                .create_data_property(context, key, text, StoreOrigin::Keyed)
                .map_err(|e| self.heap_error(e, pos))?;
        }
        self.call(
            source.reviver,
            Value::Object(holder),
            &[name_value, value, Value::Object(context)],
            pos,
        )
    }

    /// Revives container `o`'s members: an array's by index up to its
    /// length, anything else's own enumerable string keys, in order.
    fn revive_members(
        &mut self,
        source: &mut JsonSource<'_>,
        o: ObjectId,
        value: Value,
        record: Option<&ParseRecord>,
        pos: Pos,
    ) -> X<()> {
        if self.heap.kind_of_known(o) == ObjectKind::Array {
            let len = self.length_of(value, pos)?;
            for i in 0..len {
                let key = self.index_key(i);
                self.revive_member(source, o, key, record, pos)?;
            }
        } else {
            for key in self.heap.keys_known(o) {
                self.revive_member(source, o, key, record, pos)?;
            }
        }
        Ok(())
    }

    /// One member of a revived container: revived, then deleted when the
    /// reviver answered `undefined`, else defined with what it answered.
    fn revive_member(
        &mut self,
        source: &mut JsonSource<'_>,
        o: ObjectId,
        key: PropertyKey,
        record: Option<&ParseRecord>,
        pos: Pos,
    ) -> X<()> {
        let member = record.and_then(|r| r.member(key));
        let revived = self.internalize_json(source, o, key, member, pos)?;
        if revived == Value::Undefined {
            if self.delete_virtual(o, key) {
                self.heap
                    .delete_normalizing(o, key)
                    .map_err(|e| self.heap_error(e, pos))?;
            }
        } else {
            self.heap
                .create_data_property(o, key, revived, StoreOrigin::Keyed)
                .map_err(|e| self.heap_error(e, pos))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `text` as `JSON.parse` does without a reviver.
    fn parse(interp: &mut Interpreter, text: &str) -> Result<Value, ParseFailure> {
        let mut parser = JsonParser {
            text,
            at: 0,
            record: false,
        };
        parser.parse(interp).map(|(value, _)| value)
    }

    /// V8's message for `text`, as Node 20 (`false`) or 22 and 24 print it.
    fn message(text: &str, line_column: bool) -> String {
        let mut interp = Interpreter::new(Policy::default());
        match parse(&mut interp, text) {
            Err(ParseFailure::Syntax(fault, at)) => syntax_message(text, at, fault, line_column),
            other => panic!("{text:?} parsed: {other:?}"),
        }
    }

    #[test]
    fn nesting_is_bounded_by_memory_not_the_stack() {
        // A test thread's stack is 2 MiB; a recursive parser overflows it
        // long before this depth.
        let depth = 1_000_000;
        let text = "[".repeat(depth) + &"]".repeat(depth);
        let mut interp = Interpreter::new(Policy::default());
        let mut v = parse(&mut interp, &text).expect("it parses");
        let mut levels = 0;
        while let Value::Object(a) = v {
            levels += 1;
            v = match interp.heap.get(a, PropertyKey::Index(0)) {
                Ok(inner) => inner,
                Err(_) => break,
            };
        }
        assert_eq!(levels, depth);
    }

    #[test]
    fn a_parse_that_keeps_records_stops_where_the_walk_would() {
        let mut interp = Interpreter::new(Policy::default());
        let text = "[".repeat(MAX_JSON_DEPTH + 1) + &"]".repeat(MAX_JSON_DEPTH + 1);
        let mut parser = JsonParser {
            text: &text,
            at: 0,
            record: true,
        };
        assert_eq!(parser.parse(&mut interp).err(), Some(ParseFailure::TooDeep));
        let text = "[".repeat(MAX_JSON_DEPTH) + &"]".repeat(MAX_JSON_DEPTH);
        let mut parser = JsonParser {
            text: &text,
            at: 0,
            record: true,
        };
        assert!(parser.parse(&mut interp).is_ok());
    }

    #[test]
    fn each_fault_has_v8s_message_and_position() {
        let cases = [
            (
                "[1 2]",
                "Expected ',' or ']' after array element in JSON at position 3",
            ),
            (
                "{\"a\" 1}",
                "Expected ':' after property name in JSON at position 5",
            ),
            (
                "{\"a\":1,}",
                "Expected double-quoted property name in JSON at position 7",
            ),
            ("{", "Expected property name or '}' in JSON at position 1"),
            ("[", "Unexpected end of JSON input"),
            ("\"ab", "Unterminated string in JSON at position 3"),
            ("\"\\u12G4\"", "Bad Unicode escape in JSON at position 5"),
            (
                "1.e5",
                "Unterminated fractional number in JSON at position 2",
            ),
            ("-01", "Unexpected number in JSON at position 2"),
            (
                "1e+",
                "Exponent part is missing a number in JSON at position 3",
            ),
            (
                "[1] x",
                "Unexpected non-whitespace character after JSON at position 4",
            ),
            ("NaN", "\"NaN\" is not valid JSON"),
            ("nulL", "Unexpected token 'L', \"nulL\" is not valid JSON"),
        ];
        for (text, expected) in cases {
            assert_eq!(message(text, false), expected, "{text:?}");
        }
    }

    #[test]
    fn a_long_text_is_quoted_around_the_fault() {
        let start = format!("[{}", "x".repeat(30));
        assert_eq!(
            message(&start, false),
            "Unexpected token 'x', \"[xxxxxxxxxx\"... is not valid JSON"
        );
        assert_eq!(
            message("[1,2,3,4,5,6,7,8,9,x,1,2,3,4,5,6,7,8,9,10]", false),
            "Unexpected token 'x', ...\"5,6,7,8,9,x,1,2,3,4,\"... is not valid JSON"
        );
        assert_eq!(
            message("{\"key\": \"value\", \"another\": tru}", false),
            "Unexpected token '}', ...\"ther\": tru}\" is not valid JSON"
        );
        // 20 characters are quoted whole, 21 in part.
        assert!(
            message(&"x".repeat(20), false)
                .ends_with(&format!("\"{}\" is not valid JSON", "x".repeat(20)))
        );
        assert!(message(&"x".repeat(21), false).contains("\"xxxxxxxxxx\"..."));
    }

    #[test]
    fn positions_count_utf16_units_and_lines_end_as_v8_counts_them() {
        // The emoji is two code units: `x` is at 6, not 5.
        assert_eq!(
            message("[\"😀\" x]", true),
            "Expected ',' or ']' after array element in JSON at position 6 (line 1 column 7)"
        );
        assert_eq!(
            message("\r[1\r\n\n x]", true),
            "Expected ',' or ']' after array element in JSON at position 7 (line 4 column 2)"
        );
        // An astral character is named by its first code unit.
        assert_eq!(
            message("😀x", false),
            "Unexpected token '\u{FFFD}', \"😀x\" is not valid JSON"
        );
    }

    #[test]
    fn strings_are_decoded_with_their_escapes_and_surrogate_pairs() {
        let mut interp = Interpreter::new(Policy::default());
        let v = parse(
            &mut interp,
            r#""a\u00e9\uD83D\uDE00\"\\\/\b\f\n\r\t\uD800z é""#,
        )
        .expect("it parses");
        let Value::String(s) = v else {
            panic!("not a string: {v:?}")
        };
        assert_eq!(
            interp.heap.str(s).unwrap_or_default(),
            "aé😀\"\\/\u{8}\u{c}\n\r\t\u{FFFD}z é"
        );
    }

    #[test]
    fn a_fault_in_a_value_still_builds_the_open_containers() {
        // V8 goes on from the end of the text: the object with `p` and `q`
        // is built although its array never closed.
        let mut interp = Interpreter::new(Policy::default());
        let objects = interp.heap.object_count();
        assert!(parse(&mut interp, r#"{"p":1,"q":[1,{"r":2} x]}"#).is_err());
        // `{r}`, the array and the outer object.
        assert_eq!(interp.heap.object_count(), objects + 3);
        // A fault where a value should start builds nothing more.
        let objects = interp.heap.object_count();
        assert!(parse(&mut interp, r#"{"p":[1,]}"#).is_err());
        assert_eq!(interp.heap.object_count(), objects);
    }
}
