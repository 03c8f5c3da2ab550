//! Set-up stones, moves by the rules, variations, undo and redo.

use super::*;
use crate::error::AppError;
use go_core::IllegalMove;
use go_core::tree::{NodeIssue, TreeEditError};

#[test]
fn stones_of_both_colours_go_anywhere_and_the_same_tool_takes_its_stone_away() {
    let mut editor = empty(5);
    act_all(
        &mut editor,
        &[
            tool(TeachTool::Black, "bb"),
            tool(TeachTool::White, "cb"),
            tool(TeachTool::Black, "dd"),
            tool(TeachTool::White, "bb"),
            tool(TeachTool::Black, "dd"),
        ],
    );
    assert_eq!(
        drawing(&editor),
        diagram(
            "
            . . . . .
            . O O . .
            . . . . .
            . . . . .
            . . . . ."
        ),
        "white replaced black on bb, the second black on dd took the first away"
    );
    assert_eq!(editor.current(), NodeId::ROOT, "setup on an empty board stays in the root");
}

#[test]
fn alternating_stones_change_colour_and_removing_clears_what_a_parent_placed() {
    let mut editor = empty(5);
    act_all(
        &mut editor,
        &[tool(TeachTool::Alternate, "aa"), tool(TeachTool::Alternate, "ba"), tool(TeachTool::Alternate, "ca")],
    );
    assert_eq!(editor.alternate(), Color::White);
    act_all(&mut editor, &[tool(TeachTool::Play, "ee"), tool(TeachTool::Remove, "ba")]);
    assert_eq!(
        drawing(&editor),
        diagram(
            "
            X . X . .
            . . . . .
            . . . . .
            . . . . .
            . . . . X"
        )
    );
    let setup = &editor.content().unwrap().setup;
    assert_eq!(setup.empty, vec![pt("ba")], "a stone placed above is cleared by AE");
    assert_eq!(editor.record().tree().parent(editor.current()), Some(main_line_node(&editor, 1)));
}

#[test]
fn undoing_an_alternate_stone_makes_its_colour_due_again() {
    let mut editor = empty(5);
    act_all(&mut editor, &[tool(TeachTool::Alternate, "aa"), tool(TeachTool::Alternate, "ba"), TeachAction::Undo]);
    assert_eq!(editor.alternate(), Color::White, "the white stone on ba was undone");
    act_all(&mut editor, &[tool(TeachTool::Alternate, "ca")]);
    assert_eq!(
        drawing(&editor),
        diagram(
            "
            X . O . .
            . . . . .
            . . . . .
            . . . . .
            . . . . ."
        ),
        "the stone after the undo is white, as the undone one was"
    );
}

#[test]
fn setup_after_a_move_goes_into_one_new_node_and_one_undo_takes_it_away() {
    let mut editor = empty(5);
    act_all(&mut editor, &[tool(TeachTool::Play, "cc")]);
    let after_move = editor.current();
    act_all(&mut editor, &[tool(TeachTool::White, "bc"), tool(TeachTool::White, "dc")]);
    let setup_node = editor.current();
    assert_ne!(setup_node, after_move);
    assert_eq!(editor.record().tree().parent(setup_node), Some(after_move), "both stones in one new node");
    assert_eq!(editor.record().tree().node_count(), 3);
    act_all(&mut editor, &[TeachAction::Undo, TeachAction::Undo]);
    assert_eq!(editor.current(), after_move);
    assert_eq!(editor.record().tree().node_count(), 2, "the setup node went with the first stone");
    act_all(&mut editor, &[TeachAction::Redo]);
    assert_eq!(editor.current(), setup_node, "redo brings back the same node");
}

#[test]
fn a_set_up_chain_without_liberties_stays_and_is_flagged() {
    let mut editor = empty(5);
    act_all(&mut editor, &[tool(TeachTool::White, "aa"), tool(TeachTool::Black, "ba"), tool(TeachTool::Black, "ab")]);
    let position = editor.position().unwrap();
    assert_eq!(position.board.get(pt("aa")), Some(Color::White), "setup captures nothing");
    assert!(position.issues.contains(&NodeIssue::StonesWithoutLiberties { points: vec![pt("aa")] }));
}

#[test]
fn moves_follow_the_rules_capture_and_start_variations() {
    let mut editor = empty(5);
    act_all(
        &mut editor,
        &[
            tool(TeachTool::Black, "ba"),
            tool(TeachTool::Black, "ab"),
            tool(TeachTool::Black, "bc"),
            tool(TeachTool::White, "ca"),
            tool(TeachTool::White, "bb"),
            tool(TeachTool::White, "db"),
            tool(TeachTool::White, "cc"),
            tool(TeachTool::Play, "cb"),
        ],
    );
    let black_took = editor.current();
    assert_eq!(
        drawing(&editor),
        diagram(
            "
            . X O . .
            X . X O .
            . X O . .
            . . . . .
            . . . . ."
        ),
        "Black's move captured the white stone on bb"
    );
    let occupied = AppError::IllegalMove { reason: IllegalMove::Occupied, point: Some(pt("ca")) };
    assert_eq!(error_of(editor.act(&tool(TeachTool::Play, "ca"))), as_data(occupied));
    let ko = AppError::IllegalMove { reason: IllegalMove::Ko, point: Some(pt("bb")) };
    assert_eq!(error_of(editor.act(&tool(TeachTool::Play, "bb"))), as_data(ko), "White may not take back at once");
    act_all(
        &mut editor,
        &[tool(TeachTool::Play, "ee"), TeachAction::Goto { node: black_took }, tool(TeachTool::Play, "dd")],
    );
    assert_eq!(editor.record().tree().children(black_took).count(), 2, "a second variation");
    act_all(&mut editor, &[TeachAction::Goto { node: black_took }, tool(TeachTool::Play, "ee")]);
    assert_eq!(editor.record().tree().children(black_took).count(), 2, "the same move goes to its variation");
    assert_eq!(editor.record().tree().first_child(black_took), Some(editor.current()));
}

#[test]
fn who_plays_next_after_a_move_is_set_in_a_new_node() {
    let mut editor = empty(5);
    act_all(&mut editor, &[tool(TeachTool::Play, "cc"), TeachAction::ToPlay { color: Color::Black }]);
    assert_eq!(editor.position().unwrap().to_play, Color::Black);
    assert_eq!(editor.content().unwrap().to_play, Some(Color::Black));
    act_all(&mut editor, &[tool(TeachTool::Play, "dd")]);
    let played = editor.content().unwrap().mv.map(|m| m.color);
    assert_eq!(played, Some(Color::Black), "Black moves twice in a row");
}

#[test]
fn every_edit_undoes_and_redoes_exactly() {
    let mut editor = empty(7);
    let original = editor.record().tree().clone();
    let actions = [
        tool(TeachTool::Black, "cc"),
        tool(TeachTool::Alternate, "ac"),
        tool(TeachTool::White, "dc"),
        tool(TeachTool::Alternate, "bc"),
        TeachAction::ToPlay { color: Color::Black },
        tool(TeachTool::Triangle, "cc"),
        tool(TeachTool::Letter, "ee"),
        tool(TeachTool::Number, "ff"),
        tool(TeachTool::Dim, "aa"),
        TeachAction::Line { line: go_core::tree::LineKind::Arrow, from: pt("ab"), to: pt("cb") },
        TeachAction::Comment { text: "Schwarz zieht".into() },
        tool(TeachTool::Play, "dd"),
        tool(TeachTool::Circle, "dd"),
        TeachAction::ClearMarkup,
        tool(TeachTool::White, "gg"),
        tool(TeachTool::Alternate, "ag"),
        tool(TeachTool::Alternate, "ag"),
        tool(TeachTool::Alternate, "bg"),
    ];
    let mut due = vec![editor.alternate()];
    for action in &actions {
        act_all(&mut editor, std::slice::from_ref(action));
        due.push(editor.alternate());
    }
    assert_eq!(editor.alternate(), Color::Black, "B, W, B taken away, W: black is due");
    let taught = editor.record().tree().clone();
    let text = editor.record().to_sgf_text();
    for step in (0..actions.len()).rev() {
        act_all(&mut editor, &[TeachAction::Undo]);
        assert_eq!(editor.alternate(), due[step], "the alternate colour due before edit {step}");
    }
    assert_eq!(error_of(editor.act(&TeachAction::Undo)), as_data(AppError::NotNow));
    assert_eq!(editor.record().tree(), &original);
    assert!(!editor.is_modified(), "back where teaching began");
    for (step, &after) in due.iter().enumerate().skip(1) {
        act_all(&mut editor, &[TeachAction::Redo]);
        assert_eq!(editor.alternate(), after, "the alternate colour due after edit {step}");
    }
    assert_eq!(editor.record().tree(), &taught);
    assert_eq!(editor.record().to_sgf_text(), text, "the SGF text too");
    assert_eq!(error_of(editor.act(&TeachAction::Redo)), as_data(AppError::NotNow));
}

#[test]
fn a_line_from_a_point_to_itself_and_an_unknown_node_are_refused_without_change() {
    let mut editor = empty(5);
    let before = editor.record().to_sgf_text();
    let line = TeachAction::Line { line: go_core::tree::LineKind::Line, from: pt("aa"), to: pt("aa") };
    assert_eq!(error_of(editor.act(&line)), as_data(AppError::EditRefused { reason: TreeEditError::OnePointLine }));
    let unknown = NodeId::from_index(99).unwrap();
    assert!(matches!(editor.act(&TeachAction::Goto { node: unknown }), Err(AppError::InvalidArgument { .. })));
    assert!(matches!(editor.act(&tool(TeachTool::Black, "zz")), Err(AppError::BadPoint { .. })));
    assert_eq!(editor.record().to_sgf_text(), before);
    assert!(!editor.is_modified());
}
