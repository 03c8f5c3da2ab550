//! Number and Real as FF[4] writes them, read leniently.
//!
//! Rust's float parser also accepts `inf`, `NaN` and exponents, which are no
//! SGF numbers, so the shape is checked by hand before converting.

/// `[+|-]digits`.
pub(crate) fn integer(s: &str) -> Option<i64> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.strip_prefix('+').unwrap_or(s).parse().ok()
}

/// `[+|-]digits[.digits]`, also `7.`, `.5` and a decimal comma (`6,5`).
pub(crate) fn real(s: &str) -> Option<f64> {
    let unsigned = s.strip_prefix(['+', '-']).unwrap_or(s);
    let (whole, fraction) = match unsigned.split_once(['.', ',']) {
        Some((w, f)) => (w, f),
        None => (unsigned, ""),
    };
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !all_digits(whole) || !all_digits(fraction) {
        return None;
    }
    let negative = s.starts_with('-');
    let text = format!("{}{}.{}", if negative { "-" } else { "" }, or_zero(whole), or_zero(fraction));
    text.parse().ok().filter(|x: &f64| x.is_finite())
}

fn or_zero(part: &str) -> &str {
    if part.is_empty() { "0" } else { part }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        assert_eq!(integer("19"), Some(19));
        assert_eq!(integer("+2"), Some(2));
        assert_eq!(integer("-1"), Some(-1));
        for bad in ["", "+", "1.5", "x", "99999999999999999999", "--1"] {
            assert_eq!(integer(bad), None, "{bad}");
        }
    }

    #[test]
    fn reals() {
        assert_eq!(real("6.5"), Some(6.5));
        assert_eq!(real("7.500000"), Some(7.5));
        assert_eq!(real("750"), Some(750.0));
        assert_eq!(real("-0.5"), Some(-0.5));
        assert_eq!(real("6,5"), Some(6.5));
        assert_eq!(real(".5"), Some(0.5));
        assert_eq!(real("7."), Some(7.0));
        for bad in ["", ".", "inf", "NaN", "1e3", "1.2.3", "+-1"] {
            assert_eq!(real(bad), None, "{bad}");
        }
    }
}
