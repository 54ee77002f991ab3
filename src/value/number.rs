//! How JavaScript prints a number: `Number::toString` (ECMA-262 §6.1.6.1.20),
//! and `util.inspect`'s form, which differs only for `-0`. The heap's value
//! display ([`Heap::display`](crate::Heap::display)) and the interpreter's
//! `String(x)`, keys and `console.log` all print numbers through here.
//!
//! Rust's `{:e}` formatting already yields the shortest digit string that round-trips
//! (the same digits V8's `DoubleToCString` picks); this module only lays those digits
//! out the way JavaScript does: plain digits up to 21 integer places, `0.000001`
//! down to six leading zeros, exponent form (`1e+21`, `1.5e-7`) beyond.

/// The longest [`integer_text`]: a sign and the 16 digits of 2^53 − 1.
pub const INTEGER_TEXT_MAX: usize = 17;

/// `String(x)` for an integer `x` below 2^53 in magnitude (`-0` prints as
/// `0`), written into `buf` with no allocation; `None` for any other
/// number, which [`number_to_string`] formats.
///
/// ```
/// use shapeshift::value::number::{integer_text, INTEGER_TEXT_MAX};
/// let mut buf = [0; INTEGER_TEXT_MAX];
/// assert_eq!(integer_text(-42.0, &mut buf), Some("-42"));
/// assert_eq!(integer_text(-0.0, &mut buf), Some("0"));
/// assert_eq!(integer_text(0.5, &mut buf), None);
/// ```
pub fn integer_text(x: f64, buf: &mut [u8; INTEGER_TEXT_MAX]) -> Option<&str> {
    // The round trip decides it with no call to `trunc` (which x86-64's
    // baseline has no instruction for): a fraction, NaN, an infinity or a
    // magnitude past `i64` comes back as another number. `-0` comes back as
    // `0`, which compares equal, and prints as `0`.
    let i = x as i64;
    let integral = i as f64 == x;
    let mut n = i.unsigned_abs();
    if !integral || n >= 1 << 53 {
        return None;
    }
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if x < 0.0 {
        at -= 1;
        buf[at] = b'-';
    }
    std::str::from_utf8(&buf[at..]).ok()
}

/// Formats `x` as JavaScript's `String(x)` does (`-0` prints as `0`).
pub fn number_to_string(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x == 0.0 {
        return "0".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    // An integer below 2^53 prints as its decimal digits (the common case,
    // `'k' + i`), without the shortest-digits search.
    let mut digits = [0; INTEGER_TEXT_MAX];
    if let Some(text) = integer_text(x, &mut digits) {
        return text.to_owned();
    }
    let sign = if x < 0.0 { "-" } else { "" };
    // `{:e}` gives "d.ddddde±x" with the shortest round-tripping digits.
    let sci = format!("{:e}", x.abs());
    let (mantissa, exponent) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let exponent: i32 = exponent.parse().unwrap_or(0);
    // ECMA-262 names: k digits, value = digits × 10^(n−k).
    let k = digits.len() as i32;
    let n = exponent + 1;
    let body = if k <= n && n <= 21 {
        format!("{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        let (int, frac) = digits.split_at(n as usize);
        format!("{int}.{frac}")
    } else if -6 < n && n <= 0 {
        format!("0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let e = n - 1;
        let e_sign = if e >= 0 { "+" } else { "-" };
        let (first, rest) = digits.split_at(1);
        if rest.is_empty() {
            format!("{first}e{e_sign}{}", e.abs())
        } else {
            format!("{first}.{rest}e{e_sign}{}", e.abs())
        }
    };
    format!("{sign}{body}")
}

/// Formats `x` as `console.log` (Node's `util.inspect`) prints a number: as
/// [`number_to_string`], except that negative zero prints as `-0`.
pub fn inspect_number(x: f64) -> String {
    if x == 0.0 && x.is_sign_negative() {
        "-0".into()
    } else {
        number_to_string(x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_as_javascript_does() {
        // Expected strings are what `node -p 'String(x)'` prints for each input.
        let cases: &[(f64, &str)] = &[
            (0.1 + 0.2, "0.30000000000000004"),
            (1e21, "1e+21"),
            (1e20, "100000000000000000000"),
            (123456789012345680000.0, "123456789012345680000"),
            (1e-7, "1e-7"),
            (1.5e-7, "1.5e-7"),
            (0.000001, "0.000001"),
            (0.0000015, "0.0000015"),
            (-0.0, "0"),
            (5e-324, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
            (9007199254740992.0, "9007199254740992"),
            (-42.5, "-42.5"),
            (100.0, "100"),
            (f64::NAN, "NaN"),
            (f64::NEG_INFINITY, "-Infinity"),
            (4294967295.0, "4294967295"),
            (1.25e21, "1.25e+21"),
            (-7.0, "-7"),
            (9007199254740991.0, "9007199254740991"),
            (-9007199254740991.0, "-9007199254740991"),
            (18014398509481984.0, "18014398509481984"),
        ];
        for &(x, want) in cases {
            assert_eq!(number_to_string(x), want, "String({x:?})");
        }
        assert_eq!(inspect_number(-0.0), "-0");
        assert_eq!(inspect_number(0.0), "0");
    }

    #[test]
    fn integer_text_is_string_of_safe_integers_only() {
        let mut buf = [0; INTEGER_TEXT_MAX];
        for (x, want) in [
            (0.0, Some("0")),
            (-0.0, Some("0")),
            (7.0, Some("7")),
            (-10.0, Some("-10")),
            (9007199254740991.0, Some("9007199254740991")),
            (-9007199254740991.0, Some("-9007199254740991")),
            (9007199254740992.0, None),
            (0.5, None),
            (f64::NAN, None),
            (f64::INFINITY, None),
            (1e21, None),
        ] {
            assert_eq!(integer_text(x, &mut buf), want, "{x:?}");
        }
    }

    proptest::proptest! {
        #[test]
        fn integer_text_agrees_with_decimal_digits(i in -(1i64 << 53) + 1..(1i64 << 53)) {
            let mut buf = [0; INTEGER_TEXT_MAX];
            let text = integer_text(i as f64, &mut buf).map(str::to_owned);
            proptest::prop_assert_eq!(text, Some(i.to_string()));
        }
    }
}
