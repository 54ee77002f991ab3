//! Conversions and names the interpreter shares with its built-ins: number
//! parsing, string limits, JSON quoting, and the names of the built-in
//! prototypes' properties the model knows. (`console.log` prints through the
//! heap's value display, [`Heap::display`](crate::Heap::display).)

use super::*;

/// V8's maximum string length on 64-bit targets (`String::kMaxLength`,
/// 2^29 − 24 UTF-16 units); longer results throw `RangeError: Invalid string
/// length`. (Lengths are counted in UTF-8 bytes here, an upper bound.)
pub const MAX_STRING_LENGTH: usize = (1 << 29) - 24;

/// The most string bytes a script may make before it is stopped: the model keeps
/// every string (no garbage collector), so a loop of growing concatenations
/// would otherwise take gigabytes where Node collects them.
pub const MAX_SCRIPT_STRING_BYTES: usize = 256 << 20;

/// `JSON.stringify`'s `QuoteJSONString`.
pub(super) fn json_quote(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// JavaScript's `parseInt(s)` (radix 10, or 16 after `0x`).
pub(super) fn parse_int(s: &str) -> f64 {
    let t = s.trim_start_matches(is_js_whitespace);
    let (negative, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let (radix, digits) = match t.get(..2) {
        Some("0x" | "0X") => (16, &t[2..]),
        _ => (10, t),
    };
    let run: String = digits.chars().take_while(|c| c.is_digit(radix)).collect();
    if run.is_empty() {
        return f64::NAN;
    }
    let value = run.chars().fold(0.0, |acc, c| {
        acc * f64::from(radix) + f64::from(c.to_digit(radix).unwrap_or(0))
    });
    if negative { -value } else { value }
}

/// JavaScript's `parseFloat(s)`: the longest decimal-literal prefix.
pub(super) fn parse_float(s: &str) -> f64 {
    let t = s.trim_start_matches(is_js_whitespace);
    let b = t.as_bytes();
    let mut i = 0;
    if matches!(b.first(), Some(b'+' | b'-')) {
        i += 1;
    }
    if t[i..].starts_with("Infinity") {
        return if t.starts_with('-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i > start
    };
    let mut any = digits(&mut i);
    if b.get(i) == Some(&b'.') {
        let mut j = i + 1;
        if digits(&mut j) || any {
            any = true;
            i = j;
        }
    }
    if !any {
        return f64::NAN;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if digits(&mut j) {
            i = j;
        }
    }
    t[..i].parse().unwrap_or(f64::NAN)
}

/// ECMAScript `StringToNumber` (decimal, `Infinity`, and `0x`/`0o`/`0b` forms).
pub(super) fn string_to_number(s: &str) -> f64 {
    let t = s.trim_matches(is_js_whitespace);
    if t.is_empty() {
        return 0.0;
    }
    for (prefix, radix) in [
        ("0x", 16),
        ("0X", 16),
        ("0o", 8),
        ("0O", 8),
        ("0b", 2),
        ("0B", 2),
    ] {
        if let Some(digits) = t.strip_prefix(prefix) {
            if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
                return f64::NAN;
            }
            return digits.chars().fold(0.0, |acc, c| {
                acc * radix as f64 + c.to_digit(radix).unwrap_or(0) as f64
            });
        }
    }
    let unsigned = t.trim_start_matches(['+', '-']);
    if unsigned == "Infinity" {
        return if t.starts_with('-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let valid = t.len() - unsigned.len() <= 1
        && !unsigned.is_empty()
        && unsigned
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-'));
    if !valid {
        return f64::NAN;
    }
    t.parse().unwrap_or(f64::NAN)
}

/// `null` or `undefined`, as V8's messages name a nullish receiver.
pub(super) fn nullish_name(v: Value) -> &'static str {
    if v == Value::Null {
        "null"
    } else {
        "undefined"
    }
}

/// JavaScript's whitespace (`WhiteSpace` and `LineTerminator`), as
/// `String.prototype.trim` and number parsing skip it.
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
