//! `JSON.parse` accepts exactly the texts JSON's grammar (RFC 8259) allows,
//! checked against `serde_json` as the reference: texts made of the tokens
//! JSON is built from, the fragments of them a typo leaves, and the
//! characters around them, each must be accepted by both or refused by both.
//! A refusal is a `SyntaxError`, never another error and never a panic.

use proptest::prelude::*;
use shapeshift::script::run_source;

/// What texts are made of: whole tokens, broken ones, and stray characters.
const PIECES: &[&str] = &[
    "{", "}", "[", "]", ",", ":", "\"a\"", "\"k\"", "\"", "\\", "\\u00e9", "\\u12G4", "\\x", "\\n",
    "0", "1", "7", "-", ".", "e", "E", "+", "01", "1.5", "2e3", "true", "tru", "false", "null",
    "nul", "NaN", " ", "\n", "\t", "\r", "é", "😀", "\u{1}", "\u{a0}", "x",
];

/// Whether `JSON.parse` accepts `text` in the model: `Some(true)` when it
/// parses, `Some(false)` on a `SyntaxError`, `None` on anything else.
fn model_accepts(text: &str) -> Option<bool> {
    let literal = serde_json::to_string(text).ok()?;
    let script = format!(
        "try {{ JSON.parse({literal}); console.log('ok'); }} catch (e) {{ console.log(e.name); }}"
    );
    let outcome = run_source(&script, Some(10_000));
    match (outcome.error, outcome.lines.as_slice()) {
        (None, [line]) if line == "ok" => Some(true),
        (None, [line]) if line == "SyntaxError" => Some(false),
        _ => None,
    }
}

/// Whether the reference accepts `text`. Two things are JSON that
/// `serde_json` alone refuses: a number beyond `f64`'s range (JavaScript reads
/// it as an infinity), and a `\u` escape of half a surrogate pair (a
/// JavaScript string may hold one); [`for_the_reference`] rewrites both.
fn reference_accepts(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(&for_the_reference(text)).is_ok()
}

/// `text` with every `\u` escape of a surrogate (`D800` to `DFFF`) made
/// `\u0041`, and every exponent's digits made `0`: the same grammar (an
/// exponent's digits are digits after any change), a value the reference
/// can hold. The texts made here have no number long enough to overflow
/// without its exponent.
fn for_the_reference(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if matches!(c, 'e' | 'E') {
            if let Some(sign) = chars.next_if(|&c| c == '+' || c == '-') {
                out.push(sign);
            }
            if chars.next_if(char::is_ascii_digit).is_some() {
                while chars.next_if(char::is_ascii_digit).is_some() {}
                out.push('0');
            }
            continue;
        }
        if c != '\\' {
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = std::iter::from_fn(|| chars.next_if(char::is_ascii_hexdigit))
                    .take(4)
                    .collect();
                let surrogate = hex.len() == 4
                    && u16::from_str_radix(&hex, 16).is_ok_and(|u| (0xD800..=0xDFFF).contains(&u));
                out.push('u');
                out.push_str(if surrogate { "0041" } else { &hex });
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

fn texts() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES), 1..24).prop_map(|p| p.concat())
}

/// A JSON value's text, nested at most a few levels (the reference's own
/// recursion limit is 128).
fn json_values() -> impl Strategy<Value = String> {
    let leaf = prop::sample::select(
        &[
            "0",
            "-0",
            "1.25",
            "-7e-3",
            "1E+2",
            "true",
            "false",
            "null",
            "\"\"",
            "\"a\\\"b\"",
            "\"\\u00e9\\uD83D\\uDE00\"",
        ][..],
    )
    .prop_map(str::to_string);
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(|v| format!("[{}]", v.join(","))),
            prop::collection::vec(("[a-c1]{1,2}", inner), 0..6).prop_map(|v| {
                let members: Vec<String> =
                    v.iter().map(|(k, v)| format!("\"{k}\" : {v}")).collect();
                format!("{{ {} }}", members.join(", "))
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn token_soup_is_accepted_as_the_grammar_says(text in texts()) {
        let model = model_accepts(&text);
        prop_assert_eq!(model, Some(reference_accepts(&text)), "text {:?}", text);
    }

    #[test]
    fn a_value_parses_and_one_changed_piece_is_judged_as_the_grammar_says(
        value in json_values(),
        at in any::<prop::sample::Index>(),
        piece in prop::sample::select(PIECES),
    ) {
        prop_assert_eq!(model_accepts(&value), Some(true), "text {:?}", value);
        // Replace the character at `at` (at a character boundary) with `piece`.
        let chars: Vec<char> = value.chars().collect();
        let i = at.index(chars.len());
        let changed: String = chars[..i]
            .iter()
            .chain(piece.chars().collect::<Vec<_>>().iter())
            .chain(chars[i + 1..].iter())
            .collect();
        prop_assert_eq!(
            model_accepts(&changed),
            Some(reference_accepts(&changed)),
            "text {:?}",
            changed
        );
    }
}
