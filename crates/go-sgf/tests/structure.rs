//! The lossless tree: games, nodes, variations, properties in order, and the
//! structural repairs of lenient reading. Trees are shown as the writer's
//! indented SGF, so expected trees read like diagrams.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_sgf::{GameTree, Parsed, parse, write_game};

fn read(text: &str) -> Parsed {
    parse(text.as_bytes()).expect("parses")
}

fn fixture(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    std::fs::read(path).expect("fixture exists")
}

/// Each warning as `line:column code`.
fn warnings(parsed: &Parsed) -> Vec<String> {
    parsed.warnings.iter().map(|w| format!("{} {}", w.position, w.kind.code())).collect()
}

fn game(parsed: &Parsed, i: usize) -> &GameTree {
    &parsed.collection.games()[i]
}

fn idents(node: go_sgf::Node<'_>) -> Vec<&str> {
    node.properties().map(|p| p.ident()).collect()
}

#[test]
fn a_collection_keeps_its_games_in_order() {
    let parsed = read("(;GN[one];B[aa])\n(;GN[two])\n(;GN[three];W[bb];B[cc])");
    let names: Vec<String> =
        parsed.collection.iter().map(|g| g.root_node().get("GN").unwrap().value().text()).collect();
    assert_eq!(names, ["one", "two", "three"]);
    assert_eq!(parsed.collection.node_count(), 6);
    assert!(parsed.warnings.is_empty());
}

#[test]
fn variations_are_children_in_order_and_the_main_line_follows_first_children() {
    let parsed = parse(&fixture("variations.sgf")).unwrap();
    let tree = game(&parsed, 0);
    let expected = "\
(;GM[1]FF[4]SZ[9]
;B[ee]
  (;W[cc]
  ;B[gc]
    (;W[gg])
    (;W[cg]))
  (;W[gc]
  ;B[cc]))
";
    assert_eq!(write_game(tree), expected);
    let main: Vec<String> = tree.main_line().skip(1).map(|n| format!("{:?}", n.properties().next().unwrap())).collect();
    assert_eq!(main, ["B[ee]", "W[cc]", "B[gc]", "W[gg]"]);
    let black_ee = tree.root_node().first_child().unwrap();
    let replies: Vec<String> = black_ee.children().map(|n| n.get("W").unwrap().value().raw().to_owned()).collect();
    assert_eq!(replies, ["cc", "gc"]);
    assert_eq!(black_ee.children().nth(1).unwrap().parent().unwrap().id(), black_ee.id());
    let in_document_order: Vec<usize> = tree.nodes().map(|n| n.id().index()).collect();
    assert_eq!(in_document_order, (0..8).collect::<Vec<_>>());
    assert_eq!(tree.node_count(), 8);
}

#[test]
fn every_property_is_kept_in_order_with_private_ones_and_raw_escapes() {
    let parsed = parse(&fixture("logo_dialect.sgf")).unwrap();
    let tree = game(&parsed, 0);
    let root = tree.root_node();
    assert_eq!(idents(root), ["GM", "FF", "CA", "AP", "SZ", "KM", "RU", "PB", "PW", "DT", "TM", "OT", "XZ"]);
    let xz: Vec<&str> = root.get("XZ").unwrap().values().map(|v| v.raw()).collect();
    assert_eq!(xz, ["private", "values"]);
    let nodes: Vec<Vec<&str>> = tree.main_line().skip(1).map(idents).collect();
    assert_eq!(nodes, [vec!["B", "TB"], vec!["W", "TW", "C"], vec!["B", "BL"], vec!["W", "WL"]]);
    let comment = tree.main_line().nth(2).unwrap().get("C").unwrap().value();
    assert_eq!(
        comment.raw(),
        "Zwei Zeilen\\\n mit weichem Umbruch\nund einer echten Zeile, Klammer \\] und Backslash \\\\"
    );
    assert_eq!(comment.text(), "Zwei Zeilen mit weichem Umbruch\nund einer echten Zeile, Klammer ] und Backslash \\");
    assert!(parsed.warnings.is_empty(), "{:?}", parsed.warnings);
}

#[test]
fn old_identifiers_count_only_their_capitals() {
    let parsed = parse(&fixture("ff1_long_names.sgf")).unwrap();
    let tree = game(&parsed, 0);
    assert_eq!(idents(tree.root_node()), ["FF", "GM", "SZ", "PB", "PW", "KM", "CP", "B"]);
    let last = tree.main_line().last().unwrap();
    assert_eq!(idents(last), ["C", "B"]);
    assert!(parsed.warnings.is_empty());
}

#[test]
fn lenient_reading_repairs_and_reports_with_line_and_column() {
    let parsed = parse(&fixture("lenient.sgf")).unwrap();
    assert_eq!(
        warnings(&parsed),
        [
            "1:1 text_outside_game",
            "4:13 extra_values",      // CA[UTF-8][UTF-8]
            "4:29 extra_values",      // GN[][]
            "5:16 unescaped_bracket", // C[He said [this] is good] and left]
            "6:2 extra_values",       // B[ee]B[ff] merged into B[ee][ff]
            "6:7 duplicate_property",
            "7:1 empty_variation",
            "13:1 missing_semicolon",
            "15:1 unclosed_game_tree",
        ]
    );
    let first = "\
(;GM[1]FF[4]CA[UTF-8][UTF-8]GN[][]SZ[9]C[He said [this\\] is good\\] and left]
;B[ee][ff]
  (;W[cc]
  ;B[dd])
  (;W[gg]))
";
    assert_eq!(write_game(game(&parsed, 0)), first);
    assert_eq!(write_game(game(&parsed, 1)), "(;PB[Second game without semicolon]\n;B[aa])\n");
    let comment = game(&parsed, 0).root_node().get("C").unwrap().value().text();
    assert_eq!(comment, "He said [this] is good] and left");
}

#[test]
fn a_missing_semicolon_inside_a_variation_still_makes_a_node() {
    let parsed = read("(;B[aa](W[bb])(;W[cc]))");
    assert_eq!(write_game(game(&parsed, 0)), "(;B[aa]\n  (;W[bb])\n  (;W[cc]))\n");
    assert_eq!(warnings(&parsed), ["1:9 missing_semicolon"]);
}

#[test]
fn stray_text_values_and_identifiers_are_skipped_with_warnings() {
    // Whitespace may separate values: `W[bb] [cc]` would be one property with two values.
    let parsed = read("(;B[aa] 12 34 ;W[bb];[cc];ww[dd] PL ;C[x]))junk");
    assert_eq!(write_game(game(&parsed, 0)), "(;B[aa]\n;W[bb]\n;\n;WW[dd]\n;C[x])\n");
    assert_eq!(
        warnings(&parsed),
        [
            "1:9 unexpected_text",
            "1:22 value_without_identifier",
            "1:27 lowercase_identifier",
            "1:34 property_without_value",
            "1:43 text_outside_game",
        ]
    );
}

#[test]
fn a_file_without_any_game_tree_is_an_error_at_1_1() {
    for bytes in [&b""[..], b"   \n", &[0u8; 4096], b"this is not an .sgf file", b"(hello) (world)", b"()"] {
        let error = parse(bytes).unwrap_err();
        assert_eq!(error.kind.code(), "no_game_tree");
        assert_eq!(error.to_string(), "1:1: no SGF game tree found");
    }
}

#[test]
fn nul_bytes_after_a_game_are_ignored_with_a_warning() {
    let mut bytes = b"(;B[aa])".to_vec();
    bytes.extend([0u8; 100]);
    let parsed = parse(&bytes).unwrap();
    assert_eq!(warnings(&parsed), ["1:9 text_outside_game"]);
}

#[test]
fn every_truncation_of_a_file_reads_what_is_there() {
    let text = "(;GM[1]SZ[9]C[a \\] b];B[ee](;W[cc]C[x\\\\])(;W[gg]))";
    for end in 0..text.len() {
        let Ok(parsed) = parse(&text.as_bytes()[..end]) else {
            assert!(end < 3, "a prefix of {end} bytes was refused");
            continue;
        };
        let written = go_sgf::write(&parsed.collection);
        assert_eq!(read(&written).collection, parsed.collection, "prefix {end}: {written}");
        assert!(warnings(&parsed).iter().any(|w| w.ends_with("unclosed_game_tree")));
    }
}

#[test]
fn a_value_cut_off_by_the_end_of_the_file_keeps_its_text() {
    let parsed = read("(;C[half a comment\\");
    assert_eq!(game(&parsed, 0).root_node().get("C").unwrap().value().raw(), "half a comment");
    assert_eq!(warnings(&parsed), ["1:4 unterminated_value", "1:20 unclosed_game_tree"]);
}

#[test]
fn deep_trees_parse_write_compare_and_drop_on_a_small_stack() {
    let run = || {
        let long: String = std::iter::once("(;SZ[19]".to_owned())
            .chain((0..20_000).map(|i| format!(";{}[{}]", ["B", "W"][i % 2], ["aa", "bb", "cc"][i % 3])))
            .chain(std::iter::once(")".to_owned()))
            .collect();
        let parsed = read(&long);
        assert_eq!(parsed.collection.node_count(), 20_001);
        assert_eq!(game(&parsed, 0).main_line().count(), 20_001);
        assert_eq!(read(&go_sgf::write(&parsed.collection)).collection, parsed.collection);

        let nested = format!("(;GM[1]{})", "(;B[aa]".repeat(3_000) + &")".repeat(3_000));
        let parsed = read(&nested);
        assert_eq!(parsed.collection.node_count(), 3_001);
        assert_eq!(read(&go_sgf::write(&parsed.collection)).collection, parsed.collection);
        assert!(parsed.warnings.is_empty());

        let wide = format!("(;GM[1]{})", "(;B[aa](;W[bb]))".repeat(3_000));
        let parsed = read(&wide);
        assert_eq!(game(&parsed, 0).root_node().child_count(), 3_000);
        assert_eq!(read(&go_sgf::write(&parsed.collection)).collection, parsed.collection);
    };
    // A 256 KiB stack would overflow at once if anything recursed per node.
    std::thread::Builder::new().stack_size(256 * 1024).spawn(run).unwrap().join().unwrap();
}

#[test]
fn unclosed_nesting_is_closed_at_the_end() {
    let parsed = read(&"(;B[aa]".repeat(5_000));
    assert_eq!(parsed.collection.node_count(), 5_000);
    assert_eq!(warnings(&parsed), ["1:35001 unclosed_game_tree"]);
}

#[test]
fn a_deleted_variation_leaves_the_file_and_comes_back_whole_with_its_ids() {
    let parsed = parse(&fixture("variations.sgf")).unwrap();
    let mut tree = game(&parsed, 0).clone();
    let original = write_game(&tree);
    let black_ee = tree.root_node().first_child().unwrap().id();
    let side = tree.node(black_ee).unwrap().children().nth(1).unwrap().id();
    let below = tree.node(side).unwrap().first_child().unwrap().id();

    assert_eq!(tree.delete_subtree(side), Ok(1));
    assert_eq!(
        write_game(&tree),
        "\
(;GM[1]FF[4]SZ[9]
;B[ee]
;W[cc]
;B[gc]
  (;W[gg])
  (;W[cg]))
"
    );
    assert_eq!(tree.node_count(), 6);
    assert!(tree.node(below).is_none() && tree.node_mut(side).is_none(), "deleted ids are unknown");
    assert!(tree.add_child(below).is_err());
    assert!(tree.delete_subtree(tree.root()).is_err(), "the root stays");

    tree.restore_subtree(side, 1).unwrap();
    assert_eq!(write_game(&tree), original);
    assert_eq!(tree.node(below).unwrap().parent().unwrap().id(), side, "same ids");
}

#[test]
fn a_variation_moves_among_its_siblings() {
    let parsed = parse(&fixture("variations.sgf")).unwrap();
    let mut tree = game(&parsed, 0).clone();
    let black_ee = tree.root_node().first_child().unwrap().id();
    let side = tree.node(black_ee).unwrap().children().nth(1).unwrap().id();
    assert_eq!(tree.child_index(side), Some(1));
    assert_eq!(tree.move_variation(side, 0), Ok(1));
    let main: Vec<String> = tree.main_line().skip(1).map(|n| format!("{:?}", n.properties().next().unwrap())).collect();
    assert_eq!(main, ["B[ee]", "W[gc]", "B[cc]"]);
    assert!(tree.move_variation(side, 2).is_err(), "two siblings: places 0 and 1");
}
