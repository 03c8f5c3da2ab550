//! Diagrams of a small marked position: the SVG is pinned by golden files
//! (regenerate with `LOGO_BLESS=1 cargo test -p logo-diagram` after a
//! deliberate change, then look at them), the PNG decodes to the expected
//! size with the stones where they belong.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::tree::{GameInfo, GameTree, Label, Line, Markup, NodeId, SetupStones, TreeNode};
use go_core::{BoardSize, Color, Move, Notation, PlayedMove, Point, RulesPreset};
use logo_diagram::{DiagramError, ImageOptions, Region, Scene, render_svg, to_png};
use std::path::PathBuf;

fn pt(sgf: &str) -> Point {
    Point::from_sgf(sgf).expect("test point")
}

fn pts(list: &[&str]) -> Vec<Point> {
    list.iter().map(|s| pt(s)).collect()
}

/// A 7x7 board: set-up stones, two moves (the second captures nothing), and
/// on the last node a triangle, a square, a circle, a cross, the labels A
/// and 1, a line, an arrow and one dimmed point.
///
/// ```text
///   . . . . . . .
///   . . . . . . .
///   . . X^O . . .      ^ triangle on the black stone (setup)
///   . . X O# 1. .      # square on a white stone, 1 a label
///   . . .*A . . .      * cross, A a label
///   . . X@. . . .      X move 1 with a circle;  O move 2 at ee
///   . . . . . . .
/// ```
fn marked_tree() -> (GameTree, NodeId) {
    let info = GameInfo::new(BoardSize::square(7).unwrap(), RulesPreset::Japanese.rules());
    let setup = SetupStones { black: pts(&["cc", "cd"]), white: pts(&["dc", "dd"]), empty: vec![] };
    let mut tree = GameTree::new(info, TreeNode { setup, ..TreeNode::default() });
    let play =
        |color, p: &str| TreeNode { mv: Some(PlayedMove { color, played: Move::Play(pt(p)) }), ..TreeNode::default() };
    let first = tree.add_child(NodeId::ROOT, play(Color::Black, "cf")).unwrap();
    let mut last = play(Color::White, "ff");
    last.markup = Markup {
        triangle: pts(&["cc"]),
        square: pts(&["dd"]),
        circle: pts(&["cf"]),
        cross: pts(&["ce"]),
        labels: vec![Label { point: pt("de"), text: "A".into() }, Label { point: pt("ed"), text: "1".into() }],
        lines: vec![Line { from: pt("aa"), to: pt("ca") }],
        arrows: vec![Line { from: pt("gg"), to: pt("eg") }],
        dimmed: Some(pts(&["ag"])),
        ..Markup::default()
    };
    let node = tree.add_child(first, last).unwrap();
    (tree, node)
}

fn golden(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(name);
    if std::env::var_os("LOGO_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("{} missing: bless it", path.display()));
    assert_eq!(actual, expected, "{name} differs from the golden file");
}

#[test]
fn a_small_marked_position_draws_exactly_as_its_golden_svg() {
    let (tree, node) = marked_tree();
    let scene = Scene::at(&tree, node).unwrap();
    let options = ImageOptions { move_numbers: true, ..ImageOptions::default() };
    golden("marked-7x7.svg", &render_svg(&scene, &options).unwrap());
}

#[test]
fn a_corner_without_coordinates_in_the_leaflet_notation_is_its_own_golden_svg() {
    let (tree, node) = marked_tree();
    let scene = Scene::at(&tree, node).unwrap();
    let corner = Region::spanning(pt("aa"), pt("de"));
    let options =
        ImageOptions { region: Some(corner), coordinates: false, notation: Notation::Leaflet, move_numbers: false };
    let svg = render_svg(&scene, &options).unwrap();
    assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="120""#), "{svg}");
    assert!(svg.contains(">A</text>"), "the label on de lies inside the corner");
    assert!(!svg.contains(">1</text>"), "the label on ed lies outside");
    assert!(!svg.contains("fill-opacity"), "the dimmed point ag lies outside the corner");
    golden("corner-4x5.svg", &svg);
}

#[test]
fn the_scene_holds_the_position_the_markup_and_the_numbers_of_stones_still_standing() {
    let (tree, node) = marked_tree();
    let scene = Scene::at(&tree, node).unwrap();
    assert_eq!(scene.stone(pt("cf")), Some(Color::Black));
    assert_eq!(scene.move_numbers, vec![(pt("cf"), 1), (pt("ff"), 2)]);
    assert_eq!(scene.marks.len(), 4);
    assert_eq!(scene.dimmed, pts(&["ag"]));
}

#[test]
fn coordinates_follow_the_chosen_notation() {
    let scene = Scene::empty(BoardSize::square(9).unwrap());
    let text = |notation| render_svg(&scene, &ImageOptions { notation, ..ImageOptions::default() }).unwrap();
    assert!(text(Notation::Letters).contains(">J</text>") && !text(Notation::Letters).contains(">I</text>"));
    assert!(text(Notation::Sgf).contains(">i</text>"));
    assert!(text(Notation::Leaflet).contains(">i</text>") && text(Notation::Leaflet).contains(">9</text>"));
}

#[test]
fn a_region_off_the_board_or_thinner_than_two_points_is_refused() {
    let scene = Scene::empty(BoardSize::square(9).unwrap());
    for region in [
        Region::spanning(pt("aa"), pt("ja")),
        Region::spanning(pt("aa"), pt("ai")),
        Region::spanning(pt("aa"), pt("aa")),
    ] {
        let options = ImageOptions { region: Some(region), ..ImageOptions::default() };
        assert_eq!(render_svg(&scene, &options), Err(DiagramError::BadRegion), "{region:?}");
    }
}

#[test]
fn the_png_decodes_at_the_svg_size_times_the_scale_with_black_and_white_stones_in_place() {
    let (tree, node) = marked_tree();
    let scene = Scene::at(&tree, node).unwrap();
    let options = ImageOptions { coordinates: false, ..ImageOptions::default() };
    let svg = render_svg(&scene, &options).unwrap();
    let png = to_png(&svg, 2.0).unwrap();
    // 7 points: 6 cells of 24 px plus half a cell on each side, twice over.
    assert_eq!((png.width, png.height), (336, 336));
    let decoded = resvg::tiny_skia::Pixmap::decode_png(&png.bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (336, 336));
    assert_eq!(png.rgba.len(), 336 * 336 * 4);
    let pixel = |p: &str, off: u32| {
        let p = pt(p);
        // Point centres sit at 12 + 24 * index pixels, doubled; `off` steps right and down from the centre.
        let (x, y) = ((12 + 24 * u32::from(p.x)) * 2 + off, (12 + 24 * u32::from(p.y)) * 2 + off);
        let c = decoded.pixel(x, y).unwrap();
        (c.red(), c.green(), c.blue())
    };
    assert_eq!(pixel("cd", 0), (0, 0, 0), "a black stone");
    assert_eq!(pixel("dc", 0), (255, 255, 255), "a white stone");
    assert_eq!(pixel("bb", 24), (255, 255, 255), "the paper between the lines");
}
