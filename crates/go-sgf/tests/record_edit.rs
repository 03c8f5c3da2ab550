//! Editing an opened record: each edit changes the SGF text only where it
//! must, the text reads back (strictly, without warnings) as the same go-core
//! tree, undo gives back the text byte for byte, redo the edited text.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::tree::{GameInfo, GameTree, Line, LineKind, Mark, NodeId, SetupPoint, TreeEdit, TreeEditError, TreeNode};
use go_core::{BoardSize, Color, Move, PlayedMove, Point, RulesPreset};
use go_sgf::{Record, RecordEdited, RecordEditor, open};

fn pt(sgf: &str) -> Point {
    Point::from_sgf(sgf).expect("test point")
}

fn id(index: usize) -> NodeId {
    NodeId::from_index(index).expect("id")
}

fn record(sgf: &str) -> Record {
    let opened = open(sgf.as_bytes()).expect("sgf");
    assert!(opened.warnings.is_empty(), "{:?}", opened.warnings);
    opened.games.into_iter().next().expect("a game").expect("shown")
}

/// The record's SGF text without the FF[4]/UTF-8 marks that saving adds.
fn text(record: &Record) -> String {
    go_sgf::write_game(record.sgf())
}

/// Writes `record`, reads it back strictly and compares the go-core trees.
/// The only warnings allowed are those the record had when it was read
/// (values LoGo cannot read, which are kept).
fn assert_reads_back(record: &Record) {
    let saved = record.to_sgf_text();
    let opened = open(saved.as_bytes()).expect("saved text reads");
    assert!(opened.warnings.is_empty(), "reader warnings: {:?}", opened.warnings);
    let again = opened.games.into_iter().next().expect("a game").expect("shown");
    let kinds = |r: &Record| r.warnings().iter().map(|w| w.kind.clone()).collect::<Vec<_>>();
    assert_eq!(kinds(&again), kinds(record), "conversion warnings");
    assert_eq!(again.tree(), record.tree(), "saved:\n{saved}");
}

/// Every node reachable from the root, depth first, with its children in
/// order: the ids and the order a caller sees.
fn shape(tree: &GameTree) -> Vec<(NodeId, Vec<NodeId>)> {
    tree.preorder().map(|id| (id, tree.children(id).collect())).collect()
}

/// Applies `edit`, checks the round trip, undo (exact text and tree) and redo; returns the edited text.
fn edit(record: &mut Record, edit: &TreeEdit) -> (String, RecordEdited) {
    let (before_text, before_tree) = (text(record), record.tree().clone());
    let done = record.apply(edit).expect("edit accepted");
    let (after_text, after_tree) = (text(record), record.tree().clone());
    assert_reads_back(record);
    let undone = record.apply_inverse(done.inverse.clone()).expect("undo accepted");
    assert_eq!(text(record), before_text, "undo restores the text exactly");
    assert_eq!(record.tree(), &before_tree);
    assert_eq!(shape(record.tree()), shape(&before_tree), "same ids, same order");
    record.apply_inverse(undone.inverse).expect("redo accepted");
    assert_eq!(text(record), after_text, "redo makes the edit again");
    assert_eq!(record.tree(), &after_tree);
    (after_text, done)
}

/// Checks that `edit` is refused with `error` and leaves both trees as they were.
fn refused(record: &mut Record, edit: &TreeEdit, error: TreeEditError) {
    let (before_text, before_tree) = (text(record), record.tree().clone());
    assert_eq!(record.apply(edit).map(|_| ()), Err(error));
    assert_eq!(text(record), before_text);
    assert_eq!(record.tree(), &before_tree);
}

const PROBLEM: &str = "(;GM[1]FF[4]SZ[9]XX[mine]AB[aa:bb]AW[zz][cc]C[Black to live]PL[B]YY[kept])";

#[test]
fn a_stone_added_to_a_rectangle_leaves_the_rectangle_and_every_other_property_alone() {
    let mut r = record(PROBLEM);
    let add = TreeEdit::SetSetup { node: NodeId::ROOT, point: pt("dd"), stone: Some(SetupPoint::Black) };
    let (after, _) = edit(&mut r, &add);
    assert_eq!(after, "(;GM[1]FF[4]SZ[9]XX[mine]AB[aa:bb][dd]AW[zz][cc]C[Black to live]PL[B]YY[kept])\n");
}

#[test]
fn a_stone_taken_from_a_rectangle_leaves_the_rest_of_it_point_by_point() {
    let mut r = record(PROBLEM);
    let take = TreeEdit::SetSetup { node: NodeId::ROOT, point: pt("ba"), stone: Some(SetupPoint::White) };
    let (after, _) = edit(&mut r, &take);
    assert_eq!(after, "(;GM[1]FF[4]SZ[9]XX[mine]AB[aa][ab][bb]AW[zz][cc][ba]C[Black to live]PL[B]YY[kept])\n");
}

#[test]
fn the_last_stone_of_a_list_removes_the_property_but_values_logo_cannot_read_stay() {
    let mut r = record(PROBLEM);
    let clear = TreeEdit::SetSetup { node: NodeId::ROOT, point: pt("cc"), stone: None };
    let (after, _) = edit(&mut r, &clear);
    assert!(after.contains("AW[zz]C["), "{after}");
    let mut r = record("(;SZ[9]AB[ee];B[cc])");
    let (after, _) = edit(&mut r, &TreeEdit::SetSetup { node: NodeId::ROOT, point: pt("ee"), stone: None });
    assert_eq!(after, "(;SZ[9]\n;B[cc])\n");
}

#[test]
fn the_player_to_move_and_the_comment_are_set_in_place_and_removed() {
    let mut r = record(PROBLEM);
    let (after, _) = edit(&mut r, &TreeEdit::SetToPlay { node: NodeId::ROOT, color: Some(Color::White) });
    assert!(after.contains("PL[W]YY[kept]"), "{after}");
    let (after, _) = edit(&mut r, &TreeEdit::SetToPlay { node: NodeId::ROOT, color: None });
    assert!(after.contains("C[Black to live]YY[kept]"), "{after}");
    let comment = Some("Schwarz lebt]\\nicht\nZweite Zeile".to_owned());
    let (after, _) = edit(&mut r, &TreeEdit::SetComment { node: NodeId::ROOT, comment: comment.clone() });
    assert!(after.contains("AW[zz][cc]C[Schwarz lebt\\]\\\\nicht\nZweite Zeile]YY[kept]"), "{after}");
    assert_eq!(r.tree().node(NodeId::ROOT).and_then(|n| n.comment.clone()), comment);
    let (after, _) = edit(&mut r, &TreeEdit::SetComment { node: NodeId::ROOT, comment: None });
    assert!(!after.contains("C["), "{after}");
}

#[test]
fn marks_labels_lines_and_dimming_become_their_sgf_properties() {
    let mut r = record("(;GM[1]FF[4]SZ[9];B[ee]XX[x])");
    let node = id(1);
    let edits = [
        TreeEdit::SetMark { node, point: pt("ee"), mark: Some(Mark::Triangle) },
        TreeEdit::SetMark { node, point: pt("dd"), mark: Some(Mark::Circle) },
        TreeEdit::SetMark { node, point: pt("dd"), mark: Some(Mark::Square) },
        TreeEdit::SetMark { node, point: pt("aa"), mark: Some(Mark::Cross) },
        TreeEdit::SetMark { node, point: pt("ab"), mark: Some(Mark::Selected) },
        TreeEdit::SetLabel { node, point: pt("fe"), text: Some("a:b".to_owned()) },
        TreeEdit::SetLabel { node, point: pt("fd"), text: Some("]\\".to_owned()) },
        TreeEdit::AddLine { node, kind: LineKind::Line, line: Line { from: pt("aa"), to: pt("ii") } },
        TreeEdit::AddLine { node, kind: LineKind::Arrow, line: Line { from: pt("ca"), to: pt("ce") } },
        TreeEdit::SetDimmed { node, points: Some(vec![pt("ia"), pt("ib")]) },
    ];
    let mut after = String::new();
    for e in &edits {
        after = edit(&mut r, e).0;
    }
    assert_eq!(
        after,
        "(;GM[1]FF[4]SZ[9]\n;B[ee]XX[x]TR[ee]SQ[dd]MA[aa]SL[ab]LB[fe:a:b][fd:\\]\\\\]LN[aa:ii]AR[ca:ce]DD[ia][ib])\n"
    );
    let (lifted, _) = edit(&mut r, &TreeEdit::SetDimmed { node, points: Some(vec![]) });
    assert!(lifted.ends_with("DD[])\n"), "{lifted}");
}

#[test]
fn renaming_one_label_keeps_the_others_and_their_order() {
    let mut r = record("(;SZ[9]LB[aa:A][bb:B][cc:C])");
    let rename = TreeEdit::SetLabel { node: NodeId::ROOT, point: pt("bb"), text: Some("X".to_owned()) };
    let (after, _) = edit(&mut r, &rename);
    assert_eq!(after, "(;SZ[9]LB[aa:A][bb:X][cc:C])\n");
    let remove = TreeEdit::SetLabel { node: NodeId::ROOT, point: pt("aa"), text: None };
    let (after, _) = edit(&mut r, &remove);
    assert_eq!(after, "(;SZ[9]LB[bb:X][cc:C])\n");
}

const GAME: &str = "(;GM[1]FF[4]SZ[9];B[ee]C[first](;W[cc]ZZ[main];B[gg])(;W[gc]N[side])(;W[cg]))";

fn moves(record: &Record, parent: NodeId) -> Vec<String> {
    let tree = record.tree();
    tree.children(parent)
        .filter_map(|c| tree.node(c).and_then(|n| n.mv))
        .map(|m| match m.played {
            Move::Play(p) => p.to_sgf().unwrap_or_default(),
            Move::Pass => String::new(),
        })
        .collect()
}

#[test]
fn a_new_move_becomes_a_variation_and_undo_takes_it_back_out_of_the_file() {
    let mut r = record(GAME);
    let mv = PlayedMove { color: Color::White, played: Move::Play(pt("dd")) };
    let (after, done) = edit(&mut r, &TreeEdit::AddMove { parent: id(1), mv });
    assert!(after.ends_with("  (;W[cg])\n  (;W[dd]))\n"), "{after}");
    assert_eq!(done.focus, Some(id(6)));
    let (after, _) = edit(&mut r, &TreeEdit::AddSetupNode { parent: id(3) });
    assert!(after.contains(";B[gg]\n  ;)"), "{after}");
}

#[test]
fn deleting_a_variation_keeps_the_ids_of_the_others_and_undo_brings_it_back_whole() {
    let mut r = record(GAME);
    let (after, done) = edit(&mut r, &TreeEdit::DeleteSubtree { node: id(2) });
    assert_eq!(after, "(;GM[1]FF[4]SZ[9]\n;B[ee]C[first]\n  (;W[gc]N[side])\n  (;W[cg]))\n");
    assert_eq!(done.focus, Some(id(1)));
    assert_eq!(moves(&r, id(1)), ["gc", "cg"]);
    assert_eq!(r.tree().node(id(5)).and_then(|n| n.mv).map(|m| m.color), Some(Color::White), "ids kept");
    refused(&mut r, &TreeEdit::SetComment { node: id(3), comment: None }, TreeEditError::UnknownNode { node: id(3) });
}

#[test]
fn variations_move_up_and_down_and_a_side_line_is_promoted() {
    let mut r = record(GAME);
    let up = TreeEdit::MoveVariation { node: id(5), direction: go_core::tree::Direction::Up };
    let (after, _) = edit(&mut r, &up);
    assert!(after.ends_with("  (;W[cg])\n  (;W[gc]N[side]))\n"), "{after}");
    let (after, _) = edit(&mut r, &TreeEdit::PromoteToMainLine { node: id(4) });
    assert!(after.contains(";B[ee]C[first]\n  (;W[gc]N[side])\n  (;W[cc]ZZ[main]"), "{after}");
    assert_eq!(r.tree().main_line().collect::<Vec<_>>(), [NodeId::ROOT, id(1), id(4)]);
    let (after, _) = edit(&mut r, &TreeEdit::PlaceVariation { node: id(4), index: 2 });
    assert!(
        after.ends_with(";B[ee]C[first]\n  (;W[cc]ZZ[main]\n  ;B[gg])\n  (;W[cg])\n  (;W[gc]N[side]))\n"),
        "{after}"
    );
}

#[test]
fn refused_edits_leave_both_trees_as_they_were() {
    let mut r = record(GAME);
    refused(&mut r, &TreeEdit::DeleteSubtree { node: NodeId::ROOT }, TreeEditError::Root);
    let off = TreeEdit::SetMark { node: id(1), point: pt("jj"), mark: Some(Mark::Circle) };
    refused(&mut r, &off, TreeEditError::OffBoard { point: pt("jj") });
    let setup = TreeEdit::SetSetup { node: id(1), point: pt("aa"), stone: Some(SetupPoint::Black) };
    refused(&mut r, &setup, TreeEditError::SetupWithMove { node: id(1) });
    let long = TreeEdit::SetLabel { node: id(1), point: pt("aa"), text: Some("Seki!".to_owned()) };
    refused(&mut r, &long, TreeEditError::LabelTooLong { max: 4 });
    let batch = TreeEdit::Batch {
        edits: vec![
            TreeEdit::SetComment { node: id(1), comment: Some("changed".to_owned()) },
            TreeEdit::DeleteSubtree { node: id(2) },
            TreeEdit::MoveVariation { node: id(5), direction: go_core::tree::Direction::Down },
        ],
    };
    let at_edge = TreeEditError::AtEdge { direction: go_core::tree::Direction::Down };
    refused(&mut r, &batch, TreeEditError::InBatch { index: 2, error: Box::new(at_edge) });
}

#[test]
fn a_batch_is_one_undo_step_in_both_trees() {
    let mut r = record(GAME);
    let black = |point| TreeEdit::SetSetup { node: id(6), point: pt(point), stone: Some(SetupPoint::Black) };
    let batch = TreeEdit::Batch {
        edits: vec![
            TreeEdit::AddSetupNode { parent: id(3) },
            black("aa"),
            black("ab"),
            TreeEdit::SetComment { node: id(6), comment: Some("Aufgabe".to_owned()) },
            TreeEdit::DeleteSubtree { node: id(4) },
        ],
    };
    let (after, done) = edit(&mut r, &batch);
    assert!(after.ends_with(";B[gg]\n  ;AB[aa][ab]C[Aufgabe])\n  (;W[cg]))\n"), "{after}");
    assert_eq!(done.focus, Some(id(1)), "the last edit's: the deleted node's parent");
}

#[test]
fn a_teachers_new_board_is_written_as_fresh_ff4_that_other_programs_read() {
    let info = GameInfo::new(BoardSize::square(9).expect("size"), RulesPreset::Japanese.rules());
    let mut r = Record::from_tree(&GameTree::new(info, TreeNode::default())).expect("a board LoGo plays on");
    assert!(r.warnings().is_empty());
    let setup = |point, stone| TreeEdit::SetSetup { node: NodeId::ROOT, point: pt(point), stone: Some(stone) };
    for e in [
        setup("cc", SetupPoint::Black),
        setup("dc", SetupPoint::White),
        TreeEdit::SetToPlay { node: NodeId::ROOT, color: Some(Color::Black) },
        TreeEdit::SetLabel { node: NodeId::ROOT, point: pt("dd"), text: Some("A".to_owned()) },
        TreeEdit::AddMove {
            parent: NodeId::ROOT,
            mv: PlayedMove { color: Color::Black, played: Move::Play(pt("dd")) },
        },
    ] {
        edit(&mut r, &e);
    }
    let saved = r.to_sgf_text();
    assert!(saved.contains("SZ[9]"), "{saved}");
    assert!(saved.ends_with("AB[cc]AW[dc]PL[B]LB[dd:A]\n;B[dd])\n"), "{saved}");
}

#[test]
fn an_editor_undoes_and_redoes_every_edit_and_knows_about_unsaved_changes() {
    let mut editor = RecordEditor::new(record(GAME));
    let original = text(editor.record());
    assert!(!editor.is_modified() && !editor.can_undo() && editor.undo().is_none());
    let comment = TreeEdit::SetComment { node: id(2), comment: Some("Tesuji".to_owned()) };
    assert_eq!(editor.apply(&comment), Ok(Some(id(2))));
    assert_eq!(editor.apply(&TreeEdit::DeleteSubtree { node: id(4) }), Ok(Some(id(1))));
    let edited = text(editor.record());
    editor.mark_saved();
    assert!(!editor.is_modified());

    assert_eq!(editor.undo(), Some(Ok(Some(id(4)))), "the restored variation is shown");
    assert_eq!(editor.undo(), Some(Ok(Some(id(2)))));
    assert_eq!(text(editor.record()), original);
    assert!(editor.is_modified() && editor.undo().is_none() && editor.can_redo());
    assert_eq!(editor.redo(), Some(Ok(Some(id(2)))));
    assert_eq!(editor.redo(), Some(Ok(Some(id(1)))));
    assert_eq!(text(editor.record()), edited);
    assert!(!editor.is_modified(), "back at the saved state");

    assert!(editor.undo().is_some());
    let refused = editor.apply(&TreeEdit::DeleteSubtree { node: NodeId::ROOT });
    assert_eq!(refused, Err(TreeEditError::Root));
    assert!(editor.can_redo(), "a refused edit drops nothing");
    editor.apply(&TreeEdit::SetComment { node: id(5), comment: None }).expect("edit");
    assert!(!editor.can_redo(), "a new edit drops the redo stack");
    assert!(editor.is_modified(), "the saved state cannot come back");
}
