//! A teacher's edits on every real-world sample in `../shared/sgf-samples`
//! (charsets, old FF versions, private properties, deep variations): each
//! edit reads back as the same go-core tree, and undoing them all gives back
//! the file's SGF text byte for byte. Reported as ignored where the folder is
//! missing (see build.rs).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{samples_dir, sgf_files};
use go_core::tree::{Mark, NodeId, SetupPoint, TreeEdit};
use go_core::{Color, Move, PlayedMove, Point};
use go_sgf::{Record, open, write_game};

/// How many edits [`lesson_edit`] knows.
const EDITS: usize = 8;

/// Edit `step` of a teacher's session, made against the record as the edits before left it.
fn lesson_edit(step: usize, record: &Record) -> Option<TreeEdit> {
    let tree = record.tree();
    let corner = Point::new(0, 0);
    match step {
        0 => Some(TreeEdit::SetMark { node: NodeId::ROOT, point: corner, mark: Some(Mark::Triangle) }),
        1 => Some(TreeEdit::SetLabel { node: NodeId::ROOT, point: Point::new(1, 0), text: Some("A".into()) }),
        2 => Some(TreeEdit::SetComment { node: NodeId::ROOT, comment: Some("Aufgabe: lebt Schwarz?".into()) }),
        3 => Some(TreeEdit::AddSetupNode { parent: tree.main_line().last()? }),
        4 => Some(TreeEdit::SetSetup { node: tree.main_line().last()?, point: corner, stone: Some(SetupPoint::White) }),
        5 => {
            let mv = PlayedMove { color: Color::Black, played: Move::Play(Point::new(1, 1)) };
            Some(TreeEdit::AddMove { parent: NodeId::ROOT, mv })
        }
        6 => {
            let deepest = tree.preorder().last()?;
            (!tree.is_main_line(deepest)).then_some(TreeEdit::PromoteToMainLine { node: deepest })
        }
        _ => {
            let branch = tree.preorder().find(|&n| tree.children(n).count() > 1)?;
            Some(TreeEdit::DeleteSubtree { node: tree.children(branch).last()? })
        }
    }
}

fn assert_reads_back(name: &str, record: &Record) {
    let opened = open(record.to_sgf_text().as_bytes()).expect("saved text reads");
    let again = opened.games.into_iter().next().expect("a game").expect("shown");
    assert_eq!(again.tree(), record.tree(), "{name}: the saved edit reads back differently");
}

#[test]
#[cfg_attr(not(sgf_samples), ignore = "../shared/sgf-samples is not beside the repository")]
fn every_sample_takes_a_teachers_edits_and_undoes_them_to_the_original_text() {
    let dir = samples_dir();
    let mut edited = 0;
    for path in sgf_files(&dir) {
        let name = path.strip_prefix(&dir).unwrap_or(&path).display().to_string();
        let Ok(opened) = open(&std::fs::read(&path).expect("readable sample")) else { continue };
        for mut record in opened.games.into_iter().flatten() {
            let original = write_game(record.sgf());
            let mut undo = Vec::new();
            for step in 0..EDITS {
                let Some(edit) = lesson_edit(step, &record) else { continue };
                let done = record.apply(&edit).unwrap_or_else(|e| panic!("{name}: {edit:?} refused: {e}"));
                undo.push(done.inverse);
                assert_reads_back(&name, &record);
            }
            while let Some(inverse) = undo.pop() {
                record.apply_inverse(inverse).unwrap_or_else(|e| panic!("{name}: undo refused: {e}"));
            }
            assert_eq!(write_game(record.sgf()), original, "{name}: undo did not restore the text");
            edited += 1;
        }
    }
    assert!(edited >= 60, "expected the samples' games, edited {edited}");
}
