//! Charsets: every fixture here is raw bytes as a legacy program wrote them,
//! spelled out in the source (the text they stand for is in the comment).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_sgf::{EncodingSource, Parsed, parse};

fn read(bytes: &[u8]) -> Parsed {
    parse(bytes).expect("parses")
}

fn root_text(parsed: &Parsed, ident: &str) -> String {
    parsed.collection.games()[0].root_node().get(ident).expect("property present").value().text()
}

fn codes(parsed: &Parsed) -> Vec<&'static str> {
    parsed.warnings.iter().map(|w| w.kind.code()).collect()
}

fn encoding(parsed: &Parsed) -> (&'static str, EncodingSource) {
    (parsed.encoding.encoding, parsed.encoding.source)
}

#[test]
fn gb2312_declared_after_the_text_it_governs() {
    // (;PB[古力]PW[李世石]C[黑中盘胜]CA[GB2312])
    let p = read(b"(;PB[\xb9\xc5\xc1\xa6]PW[\xc0\xee\xca\xc0\xca\xaf]C[\xba\xda\xd6\xd0\xc5\xcc\xca\xa4]CA[GB2312])");
    assert_eq!(encoding(&p), ("GBK", EncodingSource::Declared));
    assert_eq!(p.encoding.declared.as_deref(), Some("GB2312"));
    assert_eq!(
        (root_text(&p, "PB"), root_text(&p, "PW"), root_text(&p, "C")),
        ("古力".into(), "李世石".into(), "黑中盘胜".into())
    );
    assert!(p.warnings.is_empty());
}

#[test]
fn gbk_trail_byte_equal_to_a_closing_bracket_is_part_of_the_character() {
    // (;CA[GBK]C[指揮]PB[x]) — 揮 is 0x93 0x5D, and 0x5D is `]`.
    let p = read(b"(;CA[GBK]C[\xd6\xb8\x93\x5d]PB[x])");
    assert_eq!(root_text(&p, "C"), "指揮");
    assert_eq!(root_text(&p, "PB"), "x");
}

#[test]
fn shift_jis_trail_bytes_equal_to_a_backslash_escape_nothing() {
    // (;PB[ソ]C[表示]CA[Shift_JIS]) — ソ is 0x83 0x5C and 表 is 0x95 0x5C; 0x5C is `\`.
    let p = read(b"(;PB[\x83\x5c]C[\x95\x5c\x8e\xa6]CA[Shift_JIS])");
    assert_eq!(encoding(&p), ("Shift_JIS", EncodingSource::Declared));
    assert_eq!((root_text(&p, "PB"), root_text(&p, "C")), ("ソ".into(), "表示".into()));
}

#[test]
fn ms_kanji_is_shift_jis() {
    // (;CA[MS_KANJI]PB[ソ])
    let p = read(b"(;CA[MS_KANJI]PB[\x83\x5c])");
    assert_eq!(encoding(&p), ("Shift_JIS", EncodingSource::Declared));
    assert_eq!(root_text(&p, "PB"), "ソ");
}

#[test]
fn shift_jis_without_ca_is_recognised_by_its_kana() {
    // (\n PB[ソフトバンク]C[黒の中押し勝ち]\n;B[pd]) — also without `;` before the root.
    let bytes = b"(\nPB[\x83\x5c\x83\x74\x83\x67\x83\x6f\x83\x93\x83\x4e]C[\x8d\x95\x82\xcc\x92\x86\x89\x9f\x82\xb5\x8f\x9f\x82\xbf]\n;B[pd])";
    let p = read(bytes);
    assert_eq!(encoding(&p), ("Shift_JIS", EncodingSource::Guessed));
    assert_eq!(root_text(&p, "PB"), "ソフトバンク");
    assert_eq!(root_text(&p, "C"), "黒の中押し勝ち");
    assert_eq!(codes(&p), ["charset_guessed", "missing_semicolon"]);
}

#[test]
fn euc_kr_declared_after_the_text() {
    // (;PB[이세돌]C[흑 불계승]CA[EUC-KR])
    let p = read(b"(;PB[\xc0\xcc\xbc\xbc\xb5\xb9]C[\xc8\xe6 \xba\xd2\xb0\xe8\xbd\xc2]CA[EUC-KR])");
    assert_eq!(encoding(&p), ("EUC-KR", EncodingSource::Declared));
    assert_eq!((root_text(&p, "PB"), root_text(&p, "C")), ("이세돌".into(), "흑 불계승".into()));
}

#[test]
fn big5_and_gb18030_are_honoured() {
    // (;CA[Big5]PB[周俊勳]C[黑中盤勝])
    let p = read(b"(;CA[Big5]PB[\xa9P\xabT\xbe\xb1]C[\xb6\xc2\xa4\xa4\xbdL\xb3\xd3])");
    assert_eq!((root_text(&p, "PB"), root_text(&p, "C")), ("周俊勳".into(), "黑中盤勝".into()));
    // (;CA[GB18030]PB[柯洁])
    let p = read(b"(;CA[GB18030]PB[\xbf\xc2\xbd\xe0])");
    assert_eq!(encoding(&p), ("gb18030", EncodingSource::Declared));
    assert_eq!(root_text(&p, "PB"), "柯洁");
}

#[test]
fn gbk_without_ca_from_a_chinese_server_is_guessed() {
    // (;GM[1]PB[柯洁]PW[申真谞]C[黑棋中盘胜，白棋打劫失败])
    let p = read(b"(;GM[1]PB[\xbf\xc2\xbd\xe0]PW[\xc9\xea\xd5\xe6\xd7\xa0]C[\xba\xda\xc6\xe5\xd6\xd0\xc5\xcc\xca\xa4\xa3\xac\xb0\xd7\xc6\xe5\xb4\xf2\xbd\xd9\xca\xa7\xb0\xdc])");
    assert_eq!(encoding(&p), ("GBK", EncodingSource::Guessed));
    assert_eq!(root_text(&p, "PW"), "申真谞");
    assert_eq!(root_text(&p, "C"), "黑棋中盘胜，白棋打劫失败");
    assert_eq!(p.warnings[0].to_string(), "1:1: no charset declared; guessed GBK");
}

#[test]
fn iso_8859_1_declared_and_latin_text_without_ca() {
    // (;CA[ISO-8859-1]PB[Müller]C[Größe])
    let p = read(b"(;CA[ISO-8859-1]PB[M\xfcller]C[Gr\xf6\xdfe])");
    assert_eq!(encoding(&p), ("windows-1252", EncodingSource::Declared));
    assert_eq!((root_text(&p, "PB"), root_text(&p, "C")), ("Müller".into(), "Größe".into()));
    // (;PB[Müller]PW[Åström]C[Schöne Partie]) — FF[4]'s default charset, found without CA.
    let p = read(b"(;PB[M\xfcller]PW[\xc5str\xf6m]C[Sch\xf6ne Partie])");
    assert_eq!(encoding(&p), ("windows-1252", EncodingSource::Guessed));
    assert_eq!(root_text(&p, "PW"), "Åström");
}

#[test]
fn ca_utf8_over_bytes_that_are_not_utf8() {
    // A name cut inside a character: 李世 and the first byte of 石 (E7 9F B3).
    let p = read("(;CA[UTF-8]PB[李世\u{1}]PW[古力]C[黑中盘胜])".replace('\u{1}', "").as_bytes());
    assert!(p.warnings.is_empty());
    let mut bytes = b"(;CA[UTF-8]PB[".to_vec();
    bytes.extend("李世".as_bytes());
    bytes.push(0xE7);
    bytes.extend("]PW[古力]C[黑中盘胜，白棋打劫失败])".as_bytes());
    let p = read(&bytes);
    assert_eq!(encoding(&p), ("UTF-8", EncodingSource::Declared));
    assert_eq!(root_text(&p, "PB"), "李世\u{FFFD}");
    assert_eq!(root_text(&p, "PW"), "古力");
    assert_eq!(codes(&p), ["malformed_bytes"]);
    // Latin-1 bytes under CA[UTF-8]: read as what they are.
    let p = read(b"(;CA[UTF-8]PB[M\xfcller]C[Sch\xf6ne Partie])");
    assert_eq!(encoding(&p), ("windows-1252", EncodingSource::Overridden));
    assert_eq!(root_text(&p, "PB"), "Müller");
    assert_eq!(p.warnings[0].to_string(), "1:3: declared charset UTF-8 does not fit; read as windows-1252");
}

#[test]
fn utf8_text_under_a_legacy_ca_is_read_as_utf8() {
    let p = read("(;CA[ISO-8859-1]PB[Müller])".as_bytes());
    assert_eq!(encoding(&p), ("UTF-8", EncodingSource::Overridden));
    assert_eq!(root_text(&p, "PB"), "Müller");
    assert_eq!(codes(&p), ["charset_overridden"]);
}

#[test]
fn byte_order_marks_and_utf16() {
    let p = read(b"\xef\xbb\xbf(;PB[\xc3\xa9]CA[UTF-8])");
    assert_eq!(encoding(&p), ("UTF-8", EncodingSource::ByteOrderMark));
    assert_eq!(root_text(&p, "PB"), "é");
    let text = "(;CA[UTF-16]PB[李世石]\n;B[pd])";
    let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
    for (bytes, name, source) in [
        ([&[0xFF, 0xFE][..], &le].concat(), "UTF-16LE", EncodingSource::ByteOrderMark),
        ([&[0xFE, 0xFF][..], &be].concat(), "UTF-16BE", EncodingSource::ByteOrderMark),
        (le.clone(), "UTF-16LE", EncodingSource::Guessed),
        (be.clone(), "UTF-16BE", EncodingSource::Guessed),
    ] {
        let p = read(&bytes);
        assert_eq!(encoding(&p), (name, source));
        assert_eq!(root_text(&p, "PB"), "李世石");
        assert_eq!(p.collection.node_count(), 2);
    }
}

#[test]
fn unknown_and_conflicting_declarations_are_reported() {
    let p = read(b"(;CA[foo]PB[x])");
    assert_eq!(encoding(&p), ("UTF-8", EncodingSource::Default));
    assert_eq!(codes(&p), ["unknown_charset"]);
    // (;CA[klingon]PB[柯洁]) in GBK
    let p = read(b"(;CA[klingon]C[\xba\xda\xc6\xe5\xd6\xd0\xc5\xcc\xca\xa4]PB[\xbf\xc2\xbd\xe0])");
    assert_eq!(encoding(&p), ("GBK", EncodingSource::Guessed));
    assert_eq!(root_text(&p, "PB"), "柯洁");
    let p = read(b"(;FF[4]CA[UTF-8])\n(;FF[4]CA[ISO-8859-1])");
    assert_eq!(codes(&p), ["multiple_charsets"]);
    assert_eq!(p.warnings[0].position.to_string(), "1:8");
}

#[test]
fn pure_ascii_needs_no_declaration() {
    let p = read(b"(;GM[1]SZ[19];B[pd])");
    assert_eq!(encoding(&p), ("UTF-8", EncodingSource::Default));
    assert!(p.warnings.is_empty());
}
