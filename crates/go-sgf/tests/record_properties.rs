//! Property tests of the conversion: whatever game records say (real property
//! names with odd values, moves off the board, setup anywhere, variations),
//! converting and replaying every node never panics, and a game once written
//! by LoGo reads and writes back to the same SGF tree. Case counts keep this to seconds.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::tree::Cursor;
use go_sgf::{open, parse, read_record, write_game, write_record};
use proptest::prelude::*;

fn check(text: &str) -> Result<(), TestCaseError> {
    let Ok(opened) = open(text.as_bytes()) else { return Ok(()) };
    for record in opened.games.iter().flatten() {
        let tree = record.tree();
        let mut cursor = Cursor::new(tree, tree.info().rules.rules);
        for id in tree.preorder() {
            prop_assert!(cursor.goto(id));
            let position = cursor.position();
            prop_assert_eq!(position.board.size(), tree.info().size);
        }
        let logo_written = write_game(&write_record(tree));
        let parsed = parse(logo_written.as_bytes()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let x = parsed.collection.games().first().ok_or_else(|| TestCaseError::fail("no game"))?;
        let again = read_record(x).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&write_record(&again.tree), x, "LoGo wrote:\n{}", logo_written);
    }
    Ok(())
}

/// A value: points on and off a small board, rectangles, numbers, texts, empties.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => "[a-g]{2}",
        1 => "[a-z]{2}",
        2 => "[a-e]{2}:[a-e]{2}",
        2 => "[a-e]{2}:[A-Za-z ]{0,4}",
        2 => "-?[0-9]{1,4}(\\.[0-9]{1,3})?",
        1 => "[BWbw]",
        1 => "[a-z0-9:\\- ]{0,10}",
        1 => Just(String::new()),
    ]
    .prop_map(|v| format!("[{v}]"))
}

fn ident() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "B", "W", "B", "W", "AB", "AW", "AE", "PL", "C", "N", "CR", "SQ", "TR", "MA", "SL", "LB", "AR", "LN", "DD",
        "BM", "TE", "DO", "IT", "GB", "GW", "DM", "UC", "HO", "BL", "WL", "OB", "OW", "KM", "HA", "RU", "LR", "RE",
        "DT", "TM", "OT", "TB", "TW", "S", "SZ", "GM", "PB", "XX",
    ])
}

fn property() -> impl Strategy<Value = String> {
    (ident(), prop::collection::vec(value(), 1..3)).prop_map(|(i, values)| format!("{i}{}", values.concat()))
}

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        2 => Just("(".to_owned()),
        2 => Just(")".to_owned()),
        5 => Just(";".to_owned()),
        10 => property(),
    ]
}

fn game() -> impl Strategy<Value = String> {
    let size = prop_oneof![Just("SZ[7]"), Just("SZ[5:9]"), Just(""), Just("SZ[3]")];
    let ap = prop_oneof![Just(""), Just("AP[LoGo:0.1]")];
    (size, ap, prop::collection::vec(token(), 0..80)).prop_map(|(sz, ap, t)| format!("(;GM[1]{sz}{ap}{})", t.concat()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn any_game_converts_replays_and_round_trips(text in game()) {
        check(&text)?;
    }
}

mod edits {
    //! Whatever a record holds and whatever is edited in it: every edit is
    //! made in both trees or refused with both unchanged, the saved text reads
    //! back as the same go-core tree, undoing every edit gives back the
    //! original text byte for byte, and redoing them the edited text.

    use super::*;
    use go_core::tree::{Direction, Line, LineKind, Mark, NodeId, SetupPoint, TreeEdit};
    use go_core::{Color, Move, PlayedMove, Point};
    use go_sgf::Record;

    /// One edit, drawn as numbers and made concrete against the record as it is.
    #[derive(Clone, Debug)]
    pub struct Draw {
        kind: u8,
        node: u16,
        x: u8,
        y: u8,
        extra: u8,
    }

    pub fn draw() -> impl Strategy<Value = Draw> {
        (0u8..16, any::<u16>(), 0u8..10, 0u8..10, any::<u8>()).prop_map(|(kind, node, x, y, extra)| Draw {
            kind,
            node,
            x,
            y,
            extra,
        })
    }

    fn concrete(record: &Record, d: &Draw) -> TreeEdit {
        let tree = record.tree();
        let nodes: Vec<NodeId> = tree.preorder().collect();
        let node = match d.extra % 11 {
            // Now and then an id that may be deleted or never was.
            0 => NodeId::from_index(usize::from(d.node % 64)).unwrap_or(NodeId::ROOT),
            _ => nodes.get(usize::from(d.node) % nodes.len().max(1)).copied().unwrap_or(NodeId::ROOT),
        };
        let point = Point::new(d.x, d.y);
        let line = Line { from: point, to: Point::new(d.y, d.extra % 9) };
        let color = if d.extra.is_multiple_of(2) { Color::Black } else { Color::White };
        match d.kind {
            0 => {
                let stone = [None, Some(SetupPoint::Black), Some(SetupPoint::White), Some(SetupPoint::Empty)];
                TreeEdit::SetSetup { node, point, stone: stone[usize::from(d.extra % 4)] }
            }
            1 => TreeEdit::SetToPlay { node, color: (!d.extra.is_multiple_of(3)).then_some(color) },
            2 => {
                let marks = [None, Some(Mark::Circle), Some(Mark::Square), Some(Mark::Triangle), Some(Mark::Cross)];
                TreeEdit::SetMark { node, point, mark: marks[usize::from(d.extra % 5)] }
            }
            3 => {
                let texts = [None, Some("A"), Some("12"), Some("a:]\\"), Some(""), Some("zu lang")];
                TreeEdit::SetLabel { node, point, text: texts[usize::from(d.extra % 6)].map(str::to_owned) }
            }
            4 => TreeEdit::AddLine { node, kind: LineKind::Line, line },
            5 => TreeEdit::AddLine { node, kind: LineKind::Arrow, line },
            6 => {
                let existing = tree.node(node).and_then(|n| n.markup.arrows.first().copied());
                TreeEdit::RemoveLine { node, kind: LineKind::Arrow, line: existing.unwrap_or(line) }
            }
            7 => {
                let points = [None, Some(vec![]), Some(vec![point, Point::new(d.y, d.x)])];
                TreeEdit::SetDimmed { node, points: points[usize::from(d.extra % 3)].clone() }
            }
            8 => TreeEdit::SetComment {
                node,
                comment: (!d.extra.is_multiple_of(3)).then(|| format!("c]{}\\\n{}", d.x, d.y)),
            },
            9 => TreeEdit::AddMove { parent: node, mv: PlayedMove { color, played: Move::Play(point) } },
            10 => TreeEdit::AddSetupNode { parent: node },
            11 => TreeEdit::DeleteSubtree { node },
            12 => TreeEdit::MoveVariation {
                node,
                direction: if d.extra.is_multiple_of(2) { Direction::Up } else { Direction::Down },
            },
            13 => TreeEdit::PlaceVariation { node, index: u32::from(d.extra % 3) },
            14 => TreeEdit::PromoteToMainLine { node },
            _ => TreeEdit::Batch {
                edits: vec![
                    TreeEdit::SetComment { node, comment: Some("batch".to_owned()) },
                    TreeEdit::SetMark { node, point, mark: Some(Mark::Triangle) },
                ],
            },
        }
    }

    fn text(record: &Record) -> String {
        write_game(record.sgf())
    }

    /// The record's text read back: the same go-core tree.
    fn reads_back(record: &Record) -> Result<(), TestCaseError> {
        let opened = open(text(record).as_bytes()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let again = opened.games.into_iter().next().and_then(Result::ok);
        let again = again.ok_or_else(|| TestCaseError::fail("the record no longer opens"))?;
        prop_assert_eq!(again.tree(), record.tree(), "text:\n{}", text(record));
        Ok(())
    }

    pub fn check(game: &str, draws: &[Draw]) -> Result<(), TestCaseError> {
        let Ok(opened) = open(game.as_bytes()) else { return Ok(()) };
        let Some(Ok(mut record)) = opened.games.into_iter().next() else { return Ok(()) };
        let (original_text, original_tree) = (text(&record), record.tree().clone());
        reads_back(&record)?;
        let mut undo = Vec::new();
        for d in draws {
            let edit = concrete(&record, d);
            let (before_text, before_tree) = (text(&record), record.tree().clone());
            match record.apply(&edit) {
                Ok(done) => undo.push(done.inverse),
                Err(error) => {
                    prop_assert_eq!(text(&record), before_text, "refused {:?} ({:?}) changed the text", edit, error);
                    prop_assert_eq!(record.tree(), &before_tree);
                }
            }
            reads_back(&record)?;
        }
        let (edited_text, edited_tree) = (text(&record), record.tree().clone());
        let mut redo = Vec::new();
        while let Some(inverse) = undo.pop() {
            let undone =
                record.apply_inverse(inverse).map_err(|e| TestCaseError::fail(format!("undo refused: {e}")))?;
            redo.push(undone.inverse);
        }
        prop_assert_eq!(text(&record), original_text);
        prop_assert_eq!(record.tree(), &original_tree);
        while let Some(inverse) = redo.pop() {
            record.apply_inverse(inverse).map_err(|e| TestCaseError::fail(format!("redo refused: {e}")))?;
        }
        prop_assert_eq!(text(&record), edited_text);
        prop_assert_eq!(record.tree(), &edited_tree);
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn any_edits_of_any_game_stay_in_step_and_undo_to_the_original_text(
        text in game(),
        draws in prop::collection::vec(edits::draw(), 1..25),
    ) {
        edits::check(&text, &draws)?;
    }
}
