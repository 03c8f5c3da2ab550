//! Marks, labels, lines and arrows, dimming.

use super::*;
use crate::tree::{Label, Line, LineKind, MAX_LABEL_CHARS, Mark, TreeEditError};

const STONES: &str = "
    . . . .
    . X O .
    . . . .
    . . . .";

fn mark(point: &str, mark: Option<Mark>) -> TreeEdit {
    TreeEdit::SetMark { node: NodeId::ROOT, point: pt(point), mark }
}

fn label(point: &str, text: Option<&str>) -> TreeEdit {
    TreeEdit::SetLabel { node: NodeId::ROOT, point: pt(point), text: text.map(str::to_owned) }
}

fn line(kind: LineKind, from: &str, to: &str) -> (LineKind, Line) {
    (kind, Line { from: pt(from), to: pt(to) })
}

fn add((kind, line): (LineKind, Line)) -> TreeEdit {
    TreeEdit::AddLine { node: NodeId::ROOT, kind, line }
}

fn remove((kind, line): (LineKind, Line)) -> TreeEdit {
    TreeEdit::RemoveLine { node: NodeId::ROOT, kind, line }
}

#[test]
fn a_point_carries_one_mark_which_can_be_changed_and_taken_away() {
    let mut tree = tree_from(STONES);
    for edit in [
        mark("bb", Some(Mark::Triangle)),
        mark("cb", Some(Mark::Circle)),
        mark("aa", Some(Mark::Cross)),
        mark("dd", Some(Mark::Selected)),
        mark("cc", Some(Mark::Square)),
        mark("bb", Some(Mark::Square)),
        mark("aa", None),
    ] {
        apply_checked(&mut tree, &edit);
    }
    assert_eq!(
        super::drawing(&tree, NodeId::ROOT),
        diagram(
            "
            . . . .
            . # @ .
            . . # .
            . . . !"
        )
    );
    let markup = &tree.node(NodeId::ROOT).expect("root").markup;
    assert!(markup.triangle.is_empty(), "the square replaced the triangle");
    assert_eq!(markup.square, [pt("cc"), pt("bb")]);
}

#[test]
fn labels_are_set_renamed_in_place_and_removed() {
    let mut tree = tree_from(STONES);
    for edit in [label("aa", Some("A")), label("da", Some("B")), label("aa", Some("12")), label("da", None)] {
        apply_checked(&mut tree, &edit);
    }
    let markup = &tree.node(NodeId::ROOT).expect("root").markup;
    assert_eq!(markup.labels, [Label { point: pt("aa"), text: "12".to_owned() }]);
}

#[test]
fn labels_must_be_short_printable_and_not_empty() {
    let mut tree = tree_from(STONES);
    let max = u32::try_from(MAX_LABEL_CHARS).expect("small");
    assert_refused(&mut tree, &label("aa", Some("12345")), TreeEditError::LabelTooLong { max });
    assert_refused(&mut tree, &label("aa", Some(" ")), TreeEditError::EmptyLabel);
    assert_refused(&mut tree, &label("aa", Some("a\nb")), TreeEditError::LabelNotPrintable);
    assert_refused(&mut tree, &label("ae", Some("A")), TreeEditError::OffBoard { point: pt("ae") });
    apply_checked(&mut tree, &label("aa", Some("Ökö1")));
}

#[test]
fn lines_and_arrows_are_drawn_once_and_removed() {
    let mut tree = tree_from(STONES);
    apply_checked(&mut tree, &add(line(LineKind::Line, "aa", "dd")));
    apply_checked(&mut tree, &add(line(LineKind::Arrow, "aa", "cc")));
    apply_checked(&mut tree, &add(line(LineKind::Arrow, "cc", "aa")));
    assert_refused(&mut tree, &add(line(LineKind::Line, "dd", "aa")), TreeEditError::LineExists);
    assert_refused(&mut tree, &add(line(LineKind::Arrow, "aa", "cc")), TreeEditError::LineExists);
    assert_refused(&mut tree, &add(line(LineKind::Arrow, "bb", "bb")), TreeEditError::OnePointLine);
    assert_refused(&mut tree, &add(line(LineKind::Line, "aa", "ee")), TreeEditError::OffBoard { point: pt("ee") });
    assert_refused(&mut tree, &remove(line(LineKind::Line, "aa", "cc")), TreeEditError::NoSuchLine);

    apply_checked(&mut tree, &remove(line(LineKind::Line, "dd", "aa")));
    apply_checked(&mut tree, &remove(line(LineKind::Arrow, "aa", "cc")));
    let markup = &tree.node(NodeId::ROOT).expect("root").markup;
    assert!(markup.lines.is_empty(), "a line matches its reverse");
    assert_eq!(markup.arrows, [Line { from: pt("cc"), to: pt("aa") }], "an arrow does not");
}

#[test]
fn dimming_holds_below_its_node_until_lifted() {
    let mut tree = tree_from(STONES);
    let below = grow(&mut tree, NodeId::ROOT, vec![play(Color::Black, "cc")]);
    let lift = grow(&mut tree, below, vec![play(Color::White, "dd")]);
    let points = Some(vec![pt("aa"), pt("ba"), pt("aa")]);
    apply_checked(&mut tree, &TreeEdit::SetDimmed { node: NodeId::ROOT, points });
    assert_eq!(tree.position_at(below).expect("node").dimmed, [pt("aa"), pt("ba")], "once each, inherited");
    apply_checked(&mut tree, &TreeEdit::SetDimmed { node: lift, points: Some(vec![]) });
    assert!(tree.position_at(lift).expect("node").dimmed.is_empty());
    let off = TreeEdit::SetDimmed { node: lift, points: Some(vec![pt("ea")]) };
    assert_refused(&mut tree, &off, TreeEditError::OffBoard { point: pt("ea") });
    apply_checked(&mut tree, &TreeEdit::SetDimmed { node: NodeId::ROOT, points: None });
    assert!(tree.position_at(below).expect("node").dimmed.is_empty());
}

#[test]
fn markup_edits_are_undone_whole_with_the_order_kept() {
    let mut tree = tree_from(STONES);
    for edit in [mark("aa", Some(Mark::Circle)), mark("ba", Some(Mark::Circle)), mark("ca", Some(Mark::Circle))] {
        tree.apply(&edit).expect("mark");
    }
    let done = apply_checked(&mut tree, &mark("aa", Some(Mark::Square)));
    let TreeEdit::ReplaceMarkup { markup, .. } = done.inverse else { panic!("markup edits are undone whole") };
    assert_eq!(markup.circle, [pt("aa"), pt("ba"), pt("ca")]);
}
