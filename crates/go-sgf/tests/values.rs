//! Typed readings of raw values: FF[4]'s value types, old and new board sizes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::{Color, Move, Point};
use go_sgf::{Double, SgfSize, ValueError, parse};

/// The root property `ident` of a one-node game `(;...)`.
fn with_root<T>(props: &str, ident: &str, read: impl FnOnce(go_sgf::Property<'_>) -> T) -> T {
    let parsed = parse(format!("(;{props})").as_bytes()).expect("parses");
    let game = &parsed.collection.games()[0];
    read(game.root_node().get(ident).expect("property present"))
}

fn points(list: &str) -> Vec<Point> {
    list.split_whitespace().map(|s| Point::from_sgf(s).unwrap()).collect()
}

const NINETEEN: SgfSize = SgfSize::STANDARD;

#[test]
fn text_and_simple_text() {
    let raw = "Line one\\\n still one\nline two\ttabbed \\] \\\\ \\: done";
    with_root(&format!("C[{raw}]N[{raw}]"), "C", |c| {
        assert_eq!(c.value().text(), "Line one still one\nline two tabbed ] \\ : done");
        assert_eq!(c.value().simple_text(), "Line one still one line two tabbed ] \\ : done");
    });
}

#[test]
fn numbers_reals_doubles_and_colours() {
    with_root("HA[ 2 ]", "HA", |p| assert_eq!(p.value().number(), Ok(2)));
    with_root("MN[-1]", "MN", |p| assert_eq!(p.value().number(), Ok(-1)));
    with_root("KM[7.500000]", "KM", |p| assert_eq!(p.value().real(), Ok(7.5)));
    with_root("KM[750]", "KM", |p| assert_eq!(p.value().real(), Ok(750.0)));
    with_root("KM[six]", "KM", |p| {
        assert_eq!(p.value().real(), Err(ValueError::NotAReal { raw: "six".into() }));
        assert_eq!(p.value().real().unwrap_err().code(), "not_a_real");
    });
    with_root("GB[2]", "GB", |p| assert_eq!(p.value().double(), Ok(Double::Emphasized)));
    with_root("TE[1]", "TE", |p| assert_eq!(p.value().double(), Ok(Double::Normal)));
    with_root("PL[W]", "PL", |p| assert_eq!(p.value().color(), Ok(Color::White)));
    with_root("PL[x]", "PL", |p| assert!(p.value().color().is_err()));
}

#[test]
fn points_and_compressed_point_lists() {
    with_root("AB[dd][pp]", "AB", |p| assert_eq!(p.points(NINETEEN), Ok(points("dd pp"))));
    //   a b c
    // a . . .      AB[ab:bc] is the rectangle from column a, row b
    // b X X .      to column b, row c, read row by row.
    // c X X .
    with_root("AB[ab:bc][aa]", "AB", |p| assert_eq!(p.points(NINETEEN), Ok(points("ab bb ac bc aa"))));
    with_root("AB[bc:ab]", "AB", |p| assert_eq!(p.points(NINETEEN), Ok(points("ab bb ac bc"))));
    with_root("AB[dd][dd:de]", "AB", |p| assert_eq!(p.points(NINETEEN), Ok(points("dd de"))));
    with_root("AE[]", "AE", |p| assert_eq!(p.points(NINETEEN), Ok(vec![])));
    with_root("AB[zz]", "AB", |p| assert_eq!(p.points(NINETEEN), Err(ValueError::OffBoard { raw: "zz".into() })));
    with_root("AB[d]", "AB", |p| assert_eq!(p.points(NINETEEN), Err(ValueError::NotAPoint { raw: "d".into() })));
}

#[test]
fn moves_and_passes() {
    let nine = SgfSize::square(9).unwrap();
    let big = SgfSize::square(21).unwrap();
    with_root("B[ee]", "B", |p| assert_eq!(p.value().to_move(nine), Ok(Move::Play(Point::new(4, 4)))));
    with_root("B[]", "B", |p| assert_eq!(p.value().to_move(big), Ok(Move::Pass)));
    with_root("W[tt]", "W", |p| {
        assert_eq!(p.value().to_move(NINETEEN), Ok(Move::Pass));
        assert_eq!(p.value().to_move(nine), Ok(Move::Pass));
        // On boards larger than 19, tt is a real point.
        assert_eq!(p.value().to_move(big), Ok(Move::Play(Point::new(19, 19))));
    });
    with_root("B[jj]", "B", |p| assert!(p.value().to_move(nine).is_err()));
}

#[test]
fn compose_splits_at_the_first_unescaped_colon() {
    with_root("LB[dd:A\\:B:C]", "LB", |p| {
        let (point, label) = p.value().compose().unwrap();
        assert_eq!(point.point(NINETEEN), Ok(Point::new(3, 3)));
        assert_eq!(label.simple_text(), "A:B:C");
    });
    with_root("AP[LoGo:0.1]", "AP", |p| {
        let (name, version) = p.value().compose().unwrap();
        assert_eq!((name.raw(), version.raw()), ("LoGo", "0.1"));
    });
    with_root("C[no colon \\: here]", "C", |p| assert!(p.value().compose().is_none()));
}

#[test]
fn board_sizes_up_to_52_and_rectangular() {
    let size = |props: &str| parse(format!("(;{props})").as_bytes()).unwrap().collection.games()[0].board_size();
    assert_eq!(size(""), Ok(SgfSize::STANDARD));
    assert_eq!(size("SZ[52]").map(|s| (s.width(), s.height())), Ok((52, 52)));
    assert_eq!(size("SZ[9:13]").map(|s| (s.width(), s.height())), Ok((9, 13)));
    assert_eq!(size("SZ[53]").unwrap_err().code(), "bad_size");
    assert_eq!(size("SZ[0]").unwrap_err().code(), "bad_size");
    let big = SgfSize::square(52).unwrap();
    with_root("AB[ZZ][aZ]", "AB", |p| assert_eq!(p.points(big), Ok(vec![Point::new(51, 51), Point::new(0, 51)])));
    assert!(SgfSize::square(52).unwrap().to_board_size().is_err());
    assert_eq!(SgfSize::new(9, 13).unwrap().to_board_size().map(|b| b.to_string()), Ok("9x13".to_owned()));
    let tall = SgfSize::new(5, 40).unwrap();
    with_root("B[eN]", "B", |p| assert_eq!(p.value().to_move(tall), Ok(Move::Play(Point::new(4, 39)))));
}
