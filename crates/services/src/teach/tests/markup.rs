//! Marks, labels, dimming, lines and arrows, comments, clearing.

use super::*;
use crate::error::{AppError, ArgumentName};
use crate::teach::action::MAX_COMMENT_CHARS;
use go_core::tree::{Line, LineKind};

#[test]
fn marks_toggle_and_a_point_carries_one_mark() {
    let mut editor = empty(5);
    act_all(
        &mut editor,
        &[
            tool(TeachTool::Black, "cc"),
            tool(TeachTool::Triangle, "cc"),
            tool(TeachTool::Square, "ab"),
            tool(TeachTool::Circle, "bb"),
            tool(TeachTool::Cross, "dd"),
            tool(TeachTool::Circle, "ab"),
            tool(TeachTool::Cross, "dd"),
        ],
    );
    assert_eq!(
        drawing(&editor),
        diagram(
            "
            . . . . .
            @ @ . . .
            . . ^ . .
            . . . . .
            . . . . ."
        ),
        "the circle replaced the square on ab; the second cross took the first away"
    );
}

#[test]
fn letters_and_numbers_take_the_next_free_one() {
    let mut editor = empty(5);
    act_all(
        &mut editor,
        &[
            tool(TeachTool::Letter, "aa"),
            tool(TeachTool::Letter, "ba"),
            tool(TeachTool::Number, "ae"),
            tool(TeachTool::Number, "be"),
            tool(TeachTool::Letter, "aa"),
            tool(TeachTool::Letter, "ca"),
        ],
    );
    assert_eq!(
        drawing(&editor),
        diagram(
            "
            . B A . .
            . . . . .
            . . . . .
            . . . . .
            1 2 . . ."
        ),
        "taking A off aa freed the letter A for ca"
    );
}

#[test]
fn dimming_holds_from_the_node_on_until_lifted() {
    let mut editor = empty(5);
    act_all(&mut editor, &[tool(TeachTool::Dim, "aa"), tool(TeachTool::Dim, "ba"), tool(TeachTool::Play, "ee")]);
    assert_eq!(editor.position().unwrap().dimmed, vec![pt("aa"), pt("ba")], "still dimmed after the move");
    act_all(&mut editor, &[tool(TeachTool::Dim, "aa")]);
    assert_eq!(editor.position().unwrap().dimmed, vec![pt("ba")]);
    assert_eq!(editor.content().unwrap().markup.dimmed, Some(vec![pt("ba")]), "the move's node says DD[ba]");
}

#[test]
fn lines_and_arrows_toggle_and_a_line_is_the_same_either_way_round() {
    let mut editor = empty(5);
    let line = |kind, from: &str, to: &str| TeachAction::Line { line: kind, from: pt(from), to: pt(to) };
    act_all(
        &mut editor,
        &[line(LineKind::Line, "aa", "cc"), line(LineKind::Arrow, "ae", "ee"), line(LineKind::Arrow, "ee", "ae")],
    );
    let markup = &editor.content().unwrap().markup;
    assert_eq!(markup.lines, vec![Line { from: pt("aa"), to: pt("cc") }]);
    assert_eq!(markup.arrows.len(), 2, "arrows have a direction");
    act_all(&mut editor, &[line(LineKind::Line, "cc", "aa"), line(LineKind::Arrow, "ae", "ee")]);
    let markup = &editor.content().unwrap().markup;
    assert!(markup.lines.is_empty());
    assert_eq!(markup.arrows, vec![Line { from: pt("ee"), to: pt("ae") }]);
}

#[test]
fn a_comment_is_set_replaced_and_removed_and_a_huge_one_refused() {
    let mut editor = empty(5);
    act_all(&mut editor, &[TeachAction::Comment { text: "Wo ist das Auge?".into() }]);
    assert_eq!(editor.content().unwrap().comment.as_deref(), Some("Wo ist das Auge?"));
    act_all(&mut editor, &[TeachAction::Comment { text: "  ".into() }]);
    assert_eq!(editor.content().unwrap().comment, None);
    let huge = TeachAction::Comment { text: "x".repeat(MAX_COMMENT_CHARS + 1) };
    assert_eq!(error_of(editor.act(&huge)), as_data(AppError::InvalidArgument { argument: ArgumentName::Comment }));
}

#[test]
fn clearing_takes_every_mark_label_line_and_dimming_off_the_node_in_one_undoable_step() {
    let mut editor = empty(5);
    act_all(
        &mut editor,
        &[
            tool(TeachTool::Triangle, "aa"),
            tool(TeachTool::Letter, "bb"),
            tool(TeachTool::Dim, "cc"),
            TeachAction::Line { line: LineKind::Arrow, from: pt("ad"), to: pt("dd") },
            TeachAction::ClearMarkup,
        ],
    );
    assert!(editor.content().unwrap().markup.is_empty());
    act_all(&mut editor, &[TeachAction::Undo]);
    let markup = &editor.content().unwrap().markup;
    assert_eq!((markup.triangle.len(), markup.labels.len(), markup.arrows.len()), (1, 1, 1));
}

#[test]
fn clearing_a_later_node_lifts_the_dimming_an_earlier_one_set_and_clearing_again_changes_nothing() {
    let mut editor = empty(5);
    act_all(&mut editor, &[tool(TeachTool::Dim, "cc"), TeachAction::Pass]);
    assert_eq!(editor.position().unwrap().dimmed, vec![pt("cc")], "dimming stays in force on the next node");
    act_all(&mut editor, &[TeachAction::ClearMarkup]);
    assert_eq!(editor.position().unwrap().dimmed, Vec::new());
    assert_eq!(editor.content().unwrap().markup.dimmed, Some(Vec::new()), "written as DD[]");
    act_all(&mut editor, &[TeachAction::ClearMarkup]);
    assert_eq!(editor.content().unwrap().markup.dimmed, Some(Vec::new()), "a second clear changes nothing");
    act_all(&mut editor, &[TeachAction::Undo]);
    assert_eq!(editor.position().unwrap().dimmed, vec![pt("cc")], "one undo takes the one clearing back");
}
