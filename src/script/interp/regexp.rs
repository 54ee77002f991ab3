//! Regular expressions: `RegExp` objects, their methods, and the string
//! methods that take one (`match`, `replace`, `search`, `split`).
//!
//! Matching is `regress`, a backtracking engine written for ECMAScript's
//! regular-expression semantics, run over the subject's UTF-16 code units so
//! that `lastIndex`, `index` and capture positions are JavaScript's.
//!
//! A `RegExp` object is an ordinary object on `RegExp.prototype` with one own
//! property, `lastIndex` (writable, neither enumerable nor configurable), as
//! V8's initial `JSRegExp` map has it in-object; so every regular expression
//! made by a literal or `new RegExp` shares one map. Its pattern, flags and
//! compiled matcher are kept beside it, by object ID, as wrapper objects keep
//! their primitive.

use super::builtins::Builtin;
use super::*;
use crate::shape::Attrs;

/// A regular expression's source, flags and compiled matcher.
pub(crate) struct RegExpData {
    /// The pattern as written (`source`).
    pub(crate) source: Rc<str>,
    /// The flags, in the order `RegExp.prototype.flags` lists them.
    pub(crate) flags: Rc<str>,
    pub(crate) matcher: Rc<regress::Regex>,
}

impl RegExpData {
    fn has(&self, flag: char) -> bool {
        self.flags.contains(flag)
    }

    /// `/source/flags`, as `RegExp.prototype.toString` and Node print it.
    pub(crate) fn text(&self) -> String {
        let source = if self.source.is_empty() {
            "(?:)"
        } else {
            &self.source
        };
        format!("/{source}/{}", self.flags)
    }
}

/// The flags ECMAScript defines, in `RegExp.prototype.flags` order.
const FLAG_ORDER: &str = "dgimsuvy";

/// One match: the whole match and each capture as UTF-16 ranges, with the
/// capture names (empty where a group has none).
struct Found {
    range: std::ops::Range<usize>,
    captures: Vec<Option<std::ops::Range<usize>>>,
    names: Vec<Box<str>>,
}

impl Interpreter {
    /// `RegExp.prototype`, made on first use.
    pub(crate) fn regexp_prototype(&mut self) -> ObjectId {
        self.builtin_prototype("RegExp.prototype", None)
    }

    /// A new `RegExp` object for `pattern` and `flags` (V8's
    /// `RegExpInitialize`): a `SyntaxError` for flags or a pattern that do not
    /// parse.
    pub(crate) fn new_regexp(&mut self, pattern: &str, flags: &str, pos: Pos) -> X<ObjectId> {
        let invalid_flags = flags.chars().any(|c| !FLAG_ORDER.contains(c))
            || FLAG_ORDER.chars().any(|c| flags.matches(c).count() > 1);
        if invalid_flags {
            return Err(self.syntax_error_exc(
                format!("Invalid flags supplied to RegExp constructor '{flags}'"),
                pos,
            ));
        }
        let flags: String = FLAG_ORDER.chars().filter(|&c| flags.contains(c)).collect();
        let key = (Rc::<str>::from(pattern), Rc::<str>::from(flags.as_str()));
        let matcher = match self.regexp_cache.get(&key) {
            Some(m) => m.clone(),
            None => {
                // `g`, `y` and `d` change how a match is used, not what matches.
                let engine_flags: String = flags.chars().filter(|c| "imsuv".contains(*c)).collect();
                let m = match regress::Regex::with_flags(pattern, engine_flags.as_str()) {
                    Ok(m) => Rc::new(m),
                    Err(e) => {
                        return Err(self.syntax_error_exc(
                            format!("Invalid regular expression: /{pattern}/{flags}: {e}"),
                            pos,
                        ));
                    }
                };
                self.regexp_cache.insert(key.clone(), m.clone());
                m
            }
        };
        let proto = self.regexp_prototype();
        let o = self.heap.object_create_known(Some(proto));
        let last_index = self.heap.key("lastIndex");
        self.heap
            .define_property(
                o,
                last_index,
                PropertyDescriptor::data(Value::Number(0.0), Attrs::WRITABLE),
            )
            .map_err(|e| self.heap_error(e, pos))?;
        self.regexps.insert(
            o,
            Rc::new(RegExpData {
                source: key.0,
                flags: key.1,
                matcher,
            }),
        );
        Ok(o)
    }

    /// The regular expression `v` is, if it is one.
    pub(crate) fn regexp_of(&self, v: Value) -> Option<Rc<RegExpData>> {
        match v {
            Value::Object(o) => self.regexps.get(&o).cloned(),
            _ => None,
        }
    }

    /// `RegExp.prototype`'s accessors (`source`, `flags`, `global`, …) on a
    /// regular expression.
    pub(crate) fn regexp_accessor(&mut self, o: ObjectId, name: &str) -> Option<Value> {
        let r = self.regexps.get(&o)?.clone();
        let flag = |c: char| Some(Value::Bool(r.has(c)));
        match name {
            "source" => Some(self.heap.string(if r.source.is_empty() {
                "(?:)"
            } else {
                &r.source
            })),
            "flags" => Some(self.heap.string(&r.flags)),
            "hasIndices" => flag('d'),
            "global" => flag('g'),
            "ignoreCase" => flag('i'),
            "multiline" => flag('m'),
            "dotAll" => flag('s'),
            "unicode" => flag('u'),
            "unicodeSets" => flag('v'),
            "sticky" => flag('y'),
            _ => None,
        }
    }

    /// `RegExpBuiltinExec`: the next match at or after `lastIndex` (from 0
    /// unless global or sticky), updating `lastIndex` as the spec does.
    fn regexp_exec_raw(&mut self, o: ObjectId, units: &[u16], pos: Pos) -> X<Option<Found>> {
        let Some(r) = self.regexps.get(&o).cloned() else {
            return Err(
                self.type_error_exc("RegExp method called on an incompatible receiver", pos)
            );
        };
        let key = self.heap.key("lastIndex");
        let uses_last_index = r.has('g') || r.has('y');
        let start = if uses_last_index {
            let v = self.get(Value::Object(o), key, None, pos)?;
            usize::try_from(self.coerce_length(v, pos)?).unwrap_or(usize::MAX)
        } else {
            0
        };
        let found = if start > units.len() {
            None
        } else {
            r.matcher
                .find_from_utf16(units, start)
                .next()
                .filter(|m| !r.has('y') || m.range.start == start)
        };
        let Some(m) = found else {
            if uses_last_index {
                self.store_last_index(o, 0.0, pos)?;
            }
            return Ok(None);
        };
        if uses_last_index {
            self.store_last_index(o, m.range.end as f64, pos)?;
        }
        let mut names = capture_names(&r.source);
        names.resize(m.captures.len(), "".into());
        Ok(Some(Found {
            range: m.range.clone(),
            captures: m.captures.clone(),
            names,
        }))
    }

    fn store_last_index(&mut self, o: ObjectId, n: f64, pos: Pos) -> X<()> {
        let key = self.heap.key("lastIndex");
        let stored = self
            .heap
            .set(o, key, Value::Number(n), StoreOrigin::Named)
            .map_err(|e| self.heap_error(e, pos))?;
        if !stored {
            return Err(self.type_error_exc(
                "Cannot assign to read only property 'lastIndex' of object",
                pos,
            ));
        }
        Ok(())
    }

    /// The array `exec` returns: the match and its captures, with `index`,
    /// `input` and `groups`.
    fn match_array(&mut self, found: &Found, units: &[u16], input: Value) -> Value {
        let text = |r: &std::ops::Range<usize>| String::from_utf16_lossy(&units[r.clone()]);
        let mut items = vec![self.heap.string(&text(&found.range))];
        for c in &found.captures {
            items.push(match c {
                Some(r) => self.heap.string(&text(r)),
                None => Value::Undefined,
            });
        }
        let a = self.heap.new_array_known(&items);
        let groups = if found.names.iter().any(|n| !n.is_empty()) {
            let g = self.heap.object_create_known(None);
            for (name, value) in found.names.iter().zip(&items[1..]) {
                if !name.is_empty() {
                    let k = self.heap.key(name);
                    let _ = self
                        .heap
                        .create_data_property(g, k, *value, StoreOrigin::Named);
                }
            }
            Value::Object(g)
        } else {
            Value::Undefined
        };
        for (name, value) in [
            ("index", Value::Number(found.range.start as f64)),
            ("input", input),
            ("groups", groups),
        ] {
            let k = self.heap.key(name);
            let _ = self
                .heap
                .create_data_property(a, k, value, StoreOrigin::Named);
        }
        Value::Object(a)
    }

    /// `RegExp`, `new RegExp` and `RegExp.prototype`'s methods.
    pub(crate) fn call_regexp_builtin(
        &mut self,
        b: Builtin,
        this: Value,
        args: &[Value],
        pos: Pos,
    ) -> X<Value> {
        let arg = |i: usize| args.get(i).copied().unwrap_or(Value::Undefined);
        match b {
            Builtin::RegExpCtor => {
                let (pattern, flags) = match self.regexp_of(arg(0)) {
                    Some(r) => (r.source.to_string(), r.flags.to_string()),
                    None => match arg(0) {
                        Value::Undefined => (String::new(), String::new()),
                        v => (self.coerce_string(v, pos)?, String::new()),
                    },
                };
                let flags = match arg(1) {
                    Value::Undefined => flags,
                    v => self.coerce_string(v, pos)?,
                };
                Ok(Value::Object(self.new_regexp(&pattern, &flags, pos)?))
            }
            Builtin::RegExpTest | Builtin::RegExpExec => {
                let Value::Object(o) = this else {
                    let method = format!("RegExp.prototype.{}", b.name());
                    return Err(self.incompatible_receiver(&method, this, pos));
                };
                let input = match arg(0) {
                    Value::String(_) => arg(0),
                    v => {
                        let s = self.coerce_string(v, pos)?;
                        self.new_string(&s, pos)?
                    }
                };
                let units: Vec<u16> = self.str_of(input).unwrap_or("").encode_utf16().collect();
                let found = self.regexp_exec_raw(o, &units, pos)?;
                Ok(match (b, found) {
                    (Builtin::RegExpTest, found) => Value::Bool(found.is_some()),
                    (_, Some(found)) => self.match_array(&found, &units, input),
                    (_, None) => Value::Null,
                })
            }
            _ => {
                // `toString`: `/source/flags` of any object's `source` and `flags`.
                let text = match self.regexp_of(this) {
                    Some(r) => r.text(),
                    None => {
                        let (source, flags) = (self.heap.key("source"), self.heap.key("flags"));
                        let s = self.get(this, source, None, pos)?;
                        let f = self.get(this, flags, None, pos)?;
                        format!(
                            "/{}/{}",
                            self.coerce_string(s, pos)?,
                            self.coerce_string(f, pos)?
                        )
                    }
                };
                self.new_string(&text, pos)
            }
        }
    }

    /// `match`, `replace`, `replaceAll`, `search` and `split` with a regular
    /// expression (`match` and `search` make one of any other argument).
    pub(crate) fn regexp_string_method(
        &mut self,
        b: Builtin,
        s: &str,
        args: &[Value],
        pos: Pos,
    ) -> X<Value> {
        let arg = |i: usize| args.get(i).copied().unwrap_or(Value::Undefined);
        let o = match arg(0) {
            Value::Object(o) if self.regexps.contains_key(&o) => o,
            Value::Undefined => self.new_regexp("(?:)", "", pos)?,
            v => {
                let p = self.coerce_string(v, pos)?;
                self.new_regexp(&p, "", pos)?
            }
        };
        let Some(r) = self.regexps.get(&o).cloned() else {
            return Ok(Value::Undefined);
        };
        let units: Vec<u16> = s.encode_utf16().collect();
        let input = self.new_string(s, pos)?;
        match b {
            Builtin::StringMatch if !r.has('g') => {
                Ok(match self.regexp_exec_raw(o, &units, pos)? {
                    Some(found) => self.match_array(&found, &units, input),
                    None => Value::Null,
                })
            }
            Builtin::StringMatch => {
                let mut matches = Vec::new();
                for found in self.all_matches(o, &units, pos)? {
                    let text = String::from_utf16_lossy(&units[found.range.clone()]);
                    matches.push(self.new_string(&text, pos)?);
                }
                Ok(if matches.is_empty() {
                    Value::Null
                } else {
                    Value::Object(self.heap.new_array_known(&matches))
                })
            }
            Builtin::StringSearch => {
                let found = r.matcher.find_from_utf16(&units, 0).next();
                Ok(Value::Number(found.map_or(-1.0, |m| m.range.start as f64)))
            }
            Builtin::StringSplit => {
                let limit = match arg(1) {
                    Value::Undefined => u32::MAX as usize,
                    l => self.coerce_number(l, pos)? as u32 as usize,
                };
                let mut parts = Vec::new();
                if units.is_empty() {
                    if r.matcher.find_from_utf16(&units, 0).next().is_none() {
                        parts.push(input);
                    }
                } else {
                    // `@@split`: a match may not be empty at the last cut, and
                    // each capture joins the parts.
                    let unicode = r.has('u') || r.has('v');
                    let mut last = 0usize;
                    let mut at = 0usize;
                    while at < units.len() && parts.len() < limit {
                        let Some(m) = r.matcher.find_from_utf16(&units, at).next() else {
                            break;
                        };
                        if m.range.start >= units.len() {
                            break;
                        }
                        if m.range.end == m.range.start && m.range.start <= last {
                            at = advance_string_index(&units, m.range.start, unicode);
                            if at > units.len() {
                                break;
                            }
                            continue;
                        }
                        if m.range.end == last {
                            at = advance_string_index(&units, at, unicode);
                            continue;
                        }
                        let piece = String::from_utf16_lossy(&units[last..m.range.start]);
                        parts.push(self.new_string(&piece, pos)?);
                        for c in &m.captures {
                            if parts.len() >= limit {
                                break;
                            }
                            parts.push(match c {
                                Some(c) => {
                                    let t = String::from_utf16_lossy(&units[c.clone()]);
                                    self.new_string(&t, pos)?
                                }
                                None => Value::Undefined,
                            });
                        }
                        last = m.range.end;
                        at = if m.range.end > m.range.start {
                            m.range.end
                        } else {
                            advance_string_index(&units, m.range.end, unicode)
                        };
                    }
                    if parts.len() < limit {
                        let piece = String::from_utf16_lossy(&units[last.min(units.len())..]);
                        parts.push(self.new_string(&piece, pos)?);
                    }
                }
                Ok(Value::Object(self.heap.new_array_known(&parts)))
            }
            _ => {
                // `replace` / `replaceAll`.
                if b == Builtin::StringReplaceAll && !r.has('g') {
                    return Err(
                        self.type_error_exc("replaceAll must be called with a global RegExp", pos)
                    );
                }
                let found = if r.has('g') {
                    self.all_matches(o, &units, pos)?
                } else {
                    self.regexp_exec_raw(o, &units, pos)?.into_iter().collect()
                };
                let replacer = arg(1);
                let template = if self.is_callable(replacer) {
                    None
                } else {
                    Some(self.coerce_string(replacer, pos)?)
                };
                let mut out: Vec<u16> = Vec::with_capacity(units.len());
                let mut last = 0usize;
                for m in &found {
                    out.extend_from_slice(&units[last..m.range.start]);
                    let replacement = match &template {
                        Some(t) => {
                            let captures: Vec<Option<&[u16]>> = m
                                .captures
                                .iter()
                                .map(|c| c.clone().map(|c| &units[c]))
                                .collect();
                            substitute(&units, m.range.clone(), &captures, &m.names, t)
                        }
                        None => {
                            let mut call_args = vec![];
                            let whole = String::from_utf16_lossy(&units[m.range.clone()]);
                            call_args.push(self.new_string(&whole, pos)?);
                            for c in &m.captures {
                                call_args.push(match c {
                                    Some(c) => {
                                        let t = String::from_utf16_lossy(&units[c.clone()]);
                                        self.new_string(&t, pos)?
                                    }
                                    None => Value::Undefined,
                                });
                            }
                            call_args.push(Value::Number(m.range.start as f64));
                            call_args.push(input);
                            let v = self.call(replacer, Value::Undefined, &call_args, pos)?;
                            self.coerce_string(v, pos)?
                        }
                    };
                    out.extend(replacement.encode_utf16());
                    last = m.range.end;
                }
                out.extend_from_slice(&units[last..]);
                self.check_string_length(out.len(), pos)?;
                let text = String::from_utf16_lossy(&out);
                self.new_string(&text, pos)
            }
        }
    }

    /// `String.prototype.matchAll`: an iterator over the match arrays of a
    /// global regular expression (any other argument makes one, with `g`),
    /// run on a copy that starts at the original's `lastIndex`, so the
    /// original's `lastIndex` stays as it was. No script can reach the copy,
    /// so its matches are found when the iterator is made, as every list
    /// iterator of the model holds its values from the start.
    pub(crate) fn string_match_all(&mut self, s: &str, regexp: Value, pos: Pos) -> X<Value> {
        let (source, flags, last_index) = match self.regexp_of(regexp) {
            Some(r) => {
                if !r.has('g') {
                    return Err(self.type_error_exc(
                        "String.prototype.matchAll called with a non-global RegExp argument",
                        pos,
                    ));
                }
                let key = self.heap.key("lastIndex");
                let n = self.get(regexp, key, None, pos)?;
                let last_index = self.coerce_length(n, pos)? as f64;
                (r.source.to_string(), r.flags.to_string(), last_index)
            }
            None => {
                let source = match regexp {
                    Value::Undefined => "(?:)".to_string(),
                    v => self.coerce_string(v, pos)?,
                };
                (source, "g".to_string(), 0.0)
            }
        };
        let copy = self.new_regexp(&source, &flags, pos)?;
        self.store_last_index(copy, last_index, pos)?;
        let units: Vec<u16> = s.encode_utf16().collect();
        let input = self.new_string(s, pos)?;
        let mut values = Vec::new();
        while let Some(found) = self.next_match(copy, &units, pos)? {
            values.push(self.match_array(&found, &units, input));
        }
        Ok(self.list_iterator(values, "RegExp String Iterator"))
    }

    /// Every match of a global regular expression from the start (`lastIndex`
    /// is reset to 0 first and left at 0, as `@@match` and `@@replace` leave
    /// it), advancing past empty matches.
    fn all_matches(&mut self, o: ObjectId, units: &[u16], pos: Pos) -> X<Vec<Found>> {
        self.store_last_index(o, 0.0, pos)?;
        let mut out = Vec::new();
        while let Some(found) = self.next_match(o, units, pos)? {
            out.push(found);
        }
        Ok(out)
    }

    /// The next match of a global regular expression from its `lastIndex`;
    /// after an empty match, `lastIndex` moves on by `AdvanceStringIndex`
    /// (a whole surrogate pair under the `u` or `v` flag), so the next
    /// search cannot find the same empty match again.
    fn next_match(&mut self, o: ObjectId, units: &[u16], pos: Pos) -> X<Option<Found>> {
        let Some(found) = self.regexp_exec_raw(o, units, pos)? else {
            return Ok(None);
        };
        if found.range.is_empty() {
            let unicode = self
                .regexps
                .get(&o)
                .is_some_and(|r| r.has('u') || r.has('v'));
            let next = advance_string_index(units, found.range.end, unicode);
            self.store_last_index(o, next as f64, pos)?;
        }
        Ok(Some(found))
    }
}

/// `AdvanceStringIndex`: the code unit after `index`, or with `unicode`,
/// past the whole surrogate pair that starts there.
fn advance_string_index(units: &[u16], index: usize, unicode: bool) -> usize {
    let pair = unicode
        && units
            .get(index)
            .is_some_and(|u| (0xD800..0xDC00).contains(u))
        && units
            .get(index + 1)
            .is_some_and(|u| (0xDC00..0xE000).contains(u));
    if pair { index + 2 } else { index + 1 }
}

/// The names of a pattern's capturing groups in order (empty for a group
/// without one): each `(` that is not escaped, not inside a class, and opens
/// a group other than `(?:`, `(?=`, `(?!`, `(?<=` or `(?<!`.
fn capture_names(pattern: &str) -> Vec<Box<str>> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut names = Vec::new();
    let mut in_class = false;
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 1,
            '[' => in_class = true,
            ']' => in_class = false,
            '(' if !in_class => {
                let rest = &chars[i + 1..];
                match rest {
                    ['?', '<', c, ..] if *c != '=' && *c != '!' => {
                        let name: String = rest[2..].iter().take_while(|&&c| c != '>').collect();
                        names.push(name.into());
                    }
                    ['?', ..] => {}
                    _ => names.push("".into()),
                }
            }
            _ => {}
        }
        i += 1;
    }
    names
}

/// `GetSubstitution`: `template` with `$$`, `$&`, `` $` ``, `$'`, `$n`, `$nn`
/// and `$<name>` replaced for the match `range` of `subject`.
pub(crate) fn substitute(
    subject: &[u16],
    range: std::ops::Range<usize>,
    captures: &[Option<&[u16]>],
    names: &[Box<str>],
    template: &str,
) -> String {
    let text = |u: &[u16]| String::from_utf16_lossy(u);
    let chars: Vec<char> = template.chars().collect();
    let mut out = String::with_capacity(template.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c != '$' || i + 1 >= chars.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let next = chars[i + 1];
        match next {
            '$' => {
                out.push('$');
                i += 2;
            }
            '&' => {
                out.push_str(&text(&subject[range.clone()]));
                i += 2;
            }
            '`' => {
                out.push_str(&text(&subject[..range.start]));
                i += 2;
            }
            '\'' => {
                out.push_str(&text(&subject[range.end.min(subject.len())..]));
                i += 2;
            }
            '0'..='9' => {
                let one = next.to_digit(10).unwrap_or(0) as usize;
                let two = chars
                    .get(i + 2)
                    .and_then(|d| d.to_digit(10))
                    .map(|d| one * 10 + d as usize);
                let (n, width) = match two {
                    Some(n) if n >= 1 && n <= captures.len() => (n, 3),
                    _ => (one, 2),
                };
                if n >= 1 && n <= captures.len() {
                    if let Some(Some(c)) = captures.get(n - 1) {
                        out.push_str(&text(c));
                    }
                    i += width;
                } else {
                    out.push('$');
                    i += 1;
                }
            }
            '<' if names.iter().any(|n| !n.is_empty()) => {
                match chars[i + 2..].iter().position(|&c| c == '>') {
                    Some(end) => {
                        let name: String = chars[i + 2..i + 2 + end].iter().collect();
                        if let Some(k) = names.iter().position(|n| **n == *name)
                            && let Some(Some(c)) = captures.get(k)
                        {
                            out.push_str(&text(c));
                        }
                        i += end + 3;
                    }
                    None => {
                        out.push('$');
                        i += 1;
                    }
                }
            }
            _ => {
                out.push('$');
                i += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{capture_names, substitute};

    #[test]
    fn capture_names_count_only_capturing_groups() {
        let names =
            |p: &str| -> Vec<String> { capture_names(p).into_iter().map(String::from).collect() };
        assert_eq!(names(r"(a)(?:b)(?<x>c)(?=d)(?<!e)[(]\(()"), ["", "x", ""]);
    }

    fn units(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    #[test]
    fn substitution_patterns_follow_get_substitution() {
        let subject = units("John Smith");
        let (first, last) = (units("John"), units("Smith"));
        let captures = [Some(&first[..]), Some(&last[..])];
        let names: [Box<str>; 2] = ["".into(), "".into()];
        let sub = |t: &str| substitute(&subject, 0..10, &captures, &names, t);
        assert_eq!(sub("$2, $1"), "Smith, John");
        assert_eq!(sub("[$&]"), "[John Smith]");
        assert_eq!(sub("$$1"), "$1");
        assert_eq!(sub("$3"), "$3");
        assert_eq!(sub("$01"), "John");
        assert_eq!(sub("$"), "$");
        let named: [Box<str>; 2] = ["first".into(), "".into()];
        assert_eq!(
            substitute(&subject, 0..4, &captures, &named, "<$<first>|$'>"),
            "<John| Smith>"
        );
    }
}
