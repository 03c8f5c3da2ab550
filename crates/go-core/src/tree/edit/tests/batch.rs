//! Several edits as one: all or none, undone as one.

use super::*;
use crate::tree::{Mark, SetupPoint, TreeEditError};

#[test]
fn a_batch_is_made_whole_and_undone_whole() {
    let mut tree = tree_from(". . .\n. . .\n. . .");
    let batch = TreeEdit::Batch {
        edits: vec![
            TreeEdit::SetSetup { node: NodeId::ROOT, point: pt("aa"), stone: Some(SetupPoint::Black) },
            TreeEdit::SetSetup { node: NodeId::ROOT, point: pt("cc"), stone: Some(SetupPoint::White) },
            TreeEdit::SetMark { node: NodeId::ROOT, point: pt("cc"), mark: Some(Mark::Triangle) },
            play(Color::Black, "bb"),
            TreeEdit::PromoteToMainLine { node: NodeId::from_index(1).expect("id") },
        ],
    };
    // The promotion refers to the node the batch adds; on the main line already, it is refused.
    let before = tree.clone();
    let refused = tree.apply(&batch);
    let expected = TreeEditError::AlreadyMainLine { node: NodeId::from_index(1).expect("id") };
    assert_eq!(refused, Err(TreeEditError::InBatch { index: 4, error: Box::new(expected) }));
    assert_same(&tree, &before);
    assert_eq!(tree.id_bound(), 2, "the added node is left deleted; ids are never reused");

    let TreeEdit::Batch { mut edits } = batch else { panic!("a batch") };
    edits.pop();
    let done = apply_checked(&mut tree, &TreeEdit::Batch { edits });
    let added = done.focus.expect("the last edit's node");
    assert_eq!(
        super::drawing(&tree, added),
        diagram(
            "
            X . .
            . X .
            . . O"
        )
    );
    assert_eq!(super::drawing(&tree, NodeId::ROOT), diagram("X . .\n. . .\n. . ^"));
}

#[test]
fn batches_do_not_nest_and_an_empty_batch_changes_nothing() {
    let mut tree = tree_from(". . .\n. . .\n. . .");
    let nested = TreeEdit::Batch { edits: vec![TreeEdit::Batch { edits: vec![] }] };
    let error = TreeEditError::InBatch { index: 0, error: Box::new(TreeEditError::NestedBatch) };
    assert_refused(&mut tree, &nested, error);
    let done = apply_checked(&mut tree, &TreeEdit::Batch { edits: vec![] });
    assert_eq!(done.focus, None);
}

#[test]
fn edits_and_errors_cross_boundaries_as_tagged_data() {
    let edit = TreeEdit::SetMark { node: NodeId::ROOT, point: pt("cd"), mark: Some(Mark::Triangle) };
    let json = serde_json::to_string(&edit).expect("serialize");
    assert_eq!(json, r#"{"op":"set_mark","node":0,"point":"cd","mark":"triangle"}"#);
    assert_eq!(serde_json::from_str::<TreeEdit>(&json).expect("deserialize"), edit);
    let error = TreeEditError::OffBoard { point: pt("tt") };
    assert_eq!(serde_json::to_string(&error).expect("serialize"), r#"{"code":"off_board","point":"tt"}"#);
    assert_eq!(error.code(), "off_board");
}
