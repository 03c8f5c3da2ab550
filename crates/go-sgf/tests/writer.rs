//! Writing: the canonical layout, values built in code, edits, `normalize`,
//! and diagnostics as data.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::{Color, Move, Point};
use go_sgf::{Collection, Double, EditError, GameTree, ValueBuf, normalize, parse, write, write_game};

fn text(v: &str) -> ValueBuf {
    ValueBuf::text(v)
}

#[test]
fn a_game_built_in_code_writes_one_node_per_line_with_indented_variations() {
    let mut game = GameTree::new();
    let root = game.root();
    let mut r = game.node_mut(root).unwrap();
    r.set("SZ", [ValueBuf::number(9)]).unwrap();
    r.set("C", [text("Ecke ] und \\ Backslash")]).unwrap();
    r.set("AB", [ValueBuf::point(Point::new(2, 2)).unwrap(), ValueBuf::point(Point::new(6, 6)).unwrap()]).unwrap();
    let b = game.add_child(root).unwrap();
    game.node_mut(b).unwrap().set("B", [ValueBuf::for_move(Move::Play(Point::new(4, 4))).unwrap()]).unwrap();
    let w1 = game.add_child(b).unwrap();
    game.node_mut(w1).unwrap().set("W", [ValueBuf::for_move(Move::Pass).unwrap()]).unwrap();
    let w2 = game.add_child(b).unwrap();
    let mut n = game.node_mut(w2).unwrap();
    n.set("W", [ValueBuf::point(Point::new(2, 6)).unwrap()]).unwrap();
    let label = ValueBuf::compose(&ValueBuf::point(Point::new(2, 6)).unwrap(), &text("a:b"));
    n.set("LB", [label]).unwrap();
    n.set("KM", [ValueBuf::real(6.5).unwrap()]).unwrap();
    n.set("TE", [ValueBuf::double(Double::Emphasized)]).unwrap();
    n.set("PL", [ValueBuf::color(Color::Black)]).unwrap();
    let expected = "\
(;SZ[9]C[Ecke \\] und \\\\ Backslash]AB[cc][gg]
;B[ee]
  (;W[])
  (;W[cg]LB[cg:a:b]KM[6.5]TE[2]PL[B]))
";
    assert_eq!(write_game(&game), expected);
    let back = parse(expected.as_bytes()).unwrap();
    assert_eq!(back.collection.games()[0], game);
    let comment = back.collection.games()[0].root_node().get("C").unwrap().value().text();
    assert_eq!(comment, "Ecke ] und \\ Backslash");
}

#[test]
fn edits_replace_in_place_insert_and_remove() {
    let mut parsed = parse(b"(;GM[1]PB[A]PW[B];B[aa])").unwrap();
    let game = &mut parsed.collection.games_mut()[0];
    let root = game.root();
    let mut r = game.node_mut(root).unwrap();
    r.set("PB", [text("Anna")]).unwrap();
    r.insert(0, "FF", [ValueBuf::number(4)]).unwrap();
    r.insert(99, "XY", [text("private")]).unwrap();
    assert!(r.remove("GM"));
    assert!(!r.remove("GM"));
    assert_eq!(r.set("pb", [text("x")]), Err(EditError::InvalidIdentifier { ident: "pb".into() }));
    assert_eq!(r.set("PB", []), Err(EditError::NoValues));
    assert_eq!(write_game(game), "(;FF[4]PB[Anna]PW[B]XY[private]\n;B[aa])\n");
    assert!(ValueBuf::from_raw("a]b").is_err());
    assert!(ValueBuf::from_raw("a\\").is_err());
    assert_eq!(ValueBuf::from_raw("a\\]b").unwrap().as_value().text(), "a]b");
    assert!(ValueBuf::real(f64::NAN).is_err());
}

#[test]
fn normalize_sets_ff4_utf8_and_gm_and_keeps_everything_else() {
    // An FF[3] file in Latin-1 with a lower-case identifier and a private property.
    let bytes = b"(;FF[3]CA[ISO-8859-1]PB[M\xfcller]XX[private]\n;B[aa]Comment[Gr\xf6\xdfe])";
    let once = normalize(bytes).unwrap();
    assert_eq!(once, "(;GM[1]FF[4]CA[UTF-8]PB[Müller]XX[private]\n;B[aa]C[Größe])\n");
    assert_eq!(normalize(once.as_bytes()).unwrap(), once);
    let reread = parse(once.as_bytes()).unwrap();
    assert_eq!(reread.encoding.source, go_sgf::EncodingSource::Declared);
    assert!(reread.warnings.is_empty());
}

#[test]
fn normalize_keeps_every_game_of_a_collection() {
    let once = normalize(b"(;GM[1]C[one])(;GM[2]FF[4]C[two])").unwrap();
    assert_eq!(once, "(;FF[4]CA[UTF-8]GM[1]C[one])\n(;CA[UTF-8]GM[2]FF[4]C[two])\n");
    assert!(normalize(b"not sgf").is_err());
}

#[test]
fn an_empty_collection_writes_nothing() {
    assert_eq!(write(&Collection::new()), "");
}

#[test]
fn warnings_and_errors_serialize_as_codes_with_fields() {
    let parsed = parse(b"(;B[aa]B[bb])").unwrap();
    let json = serde_json::to_string(&parsed.warnings).unwrap();
    assert_eq!(
        json,
        r#"[{"line":1,"column":3,"code":"extra_values","ident":"B"},{"line":1,"column":8,"code":"duplicate_property","ident":"B"}]"#
    );
    for w in &parsed.warnings {
        let value = serde_json::to_value(w).unwrap();
        assert_eq!(value["code"], w.kind.code());
    }
    let error = parse(b"nothing").unwrap_err();
    assert_eq!(serde_json::to_string(&error).unwrap(), r#"{"line":1,"column":1,"code":"no_game_tree"}"#);
    let report = serde_json::to_string(&parsed.encoding).unwrap();
    assert_eq!(report, r#"{"encoding":"UTF-8","source":"default","declared":null}"#);
}
