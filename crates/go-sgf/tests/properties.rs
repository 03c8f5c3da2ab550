//! Property tests: whatever the input, reading never panics, and whatever
//! reads writes back to the same tree. Case counts keep this to seconds.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_sgf::{normalize, parse, write};
use proptest::prelude::*;

/// Parses `bytes`; if they read, the written text must read back to the same
/// collection and `normalize` must be idempotent.
fn check_round_trip(bytes: &[u8]) -> Result<(), TestCaseError> {
    let Ok(parsed) = parse(bytes) else { return Ok(()) };
    let written = write(&parsed.collection);
    let again = parse(written.as_bytes()).map_err(|e| TestCaseError::fail(format!("written text refused: {e}")))?;
    prop_assert_eq!(&again.collection, &parsed.collection, "written:\n{}", written);
    let once = normalize(bytes).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let twice = normalize(once.as_bytes()).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(once, twice);
    Ok(())
}

/// Pieces of SGF and of the things real files get wrong.
fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => Just("(".to_owned()),
        4 => Just(")".to_owned()),
        6 => Just(";".to_owned()),
        2 => prop_oneof![Just(" "), Just("\n"), Just("\r\n"), Just("\t")].prop_map(str::to_owned),
        6 => "[A-Z]{1,2}",
        2 => "[a-zA-Z]{1,8}",
        8 => "\\[[a-z:\\\\\\]\\[ü黑 \n]{0,8}\\]",
        1 => "\\[[a-z\\\\]{0,4}",
        1 => "[0-9#@\u{0}]{1,3}",
        1 => prop_oneof![Just("UTF-8"), Just("GBK"), Just("Latin1"), Just("foo"), Just("UTF-16")]
            .prop_map(|label| format!("CA[{label}]")),
    ]
}

fn sgf_like() -> impl Strategy<Value = String> {
    prop::collection::vec(token(), 0..120).prop_map(|tokens| tokens.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic_and_round_trip(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        check_round_trip(&bytes)?;
    }

    #[test]
    fn arbitrary_bytes_behind_a_game_start_round_trip(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let mut input = b"(;".to_vec();
        input.extend(bytes);
        check_round_trip(&input)?;
    }

    #[test]
    fn sgf_like_text_round_trips(text in sgf_like()) {
        check_round_trip(text.as_bytes())?;
    }

    #[test]
    fn sgf_like_text_in_legacy_charsets_round_trips(text in sgf_like(), which in 0usize..4) {
        let encoding = [encoding_rs::GBK, encoding_rs::SHIFT_JIS, encoding_rs::WINDOWS_1252, encoding_rs::UTF_16LE][which];
        let (bytes, _, _) = encoding.encode(&text);
        check_round_trip(&bytes)?;
    }
}
