//! The review service against real files in temporary folders.

use super::document::Document;
use super::views::TreeShape;
use super::*;
use crate::error::ArgumentName;
use crate::played;
use crate::session::settings::{NewGameSettings, TimeSettings};
use go_core::tree::{NodeIssue, PositionView};
use go_core::{Color, IllegalMove, PerColor, RulesPreset};
use go_sgf::{ConvertError, ConvertWarningKind, WarningKind};
use logo_library::FileProblem;
use std::fs;

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/../../tests/fixtures/review/{name}", env!("CARGO_MANIFEST_DIR"));
    fs::read(path).expect("fixture")
}

/// The node reached from the root by choosing these children (0 = main line).
fn walk(shape: &TreeShape, choices: &[usize]) -> NodeId {
    let mut at = 0usize;
    for &choice in choices {
        let children: Vec<usize> = (1..shape.up.len()).filter(|&i| i - shape.up[i] as usize == at).collect();
        at = children[choice];
    }
    NodeId::from_index(at).unwrap()
}

fn stones(view: &PositionView, color: Color) -> Vec<String> {
    let list = if color == Color::Black { &view.black } else { &view.white };
    list.iter().filter_map(|p| p.to_sgf()).collect()
}

#[test]
fn the_fixture_opens_with_its_information_variations_comments_and_markup() {
    let document = Document::read(&fixture("variations.sgf")).unwrap();
    let game = document.game(7, 0).unwrap();
    assert_eq!((game.doc, game.game), (7, 0));
    assert_eq!(game.info.players.black.name.as_deref(), Some("Hana Kuroda"));
    assert_eq!(game.info.event.as_deref(), Some("Herbstturnier der Testvereine"));
    let shape = &game.tree;
    assert_eq!(shape.moves.len(), 3 * shape.up.len());
    assert_eq!(&shape.up[..6], &[0, 1, 1, 1, 1, 1], "each move hangs under the one before");
    assert_eq!(&shape.moves[3..6], "Bpd");
    assert_ne!(shape.flags[0] & TreeShape::COMMENT, 0, "the root has a comment");
    assert_eq!(game.start.position.move_number, 0);

    let markup_node = walk(shape, &[0, 0, 0, 0, 0, 0, 0, 0]);
    let node = document.node(7, 0, markup_node).unwrap();
    assert_eq!(node.position.move_number, 8);
    assert_eq!(node.content.markup.labels.len(), 2);
    assert_eq!(node.content.markup.arrows.len(), 1);
    assert_eq!(node.content.markup.lines.len(), 1);
    assert_eq!(node.content.markup.selected.len(), 2);
    let dimmed = document.node(7, 0, walk(shape, &[0, 0, 0, 0, 0, 0, 0, 0, 0])).unwrap();
    assert_eq!(dimmed.position.dimmed.len(), 45, "DD[aa:ei] dims a 5x9 rectangle");
}

#[test]
fn a_move_on_an_occupied_point_is_shown_and_flagged() {
    let document = Document::read(&fixture("variations.sgf")).unwrap();
    let shape = document.game(1, 0).unwrap().tree;
    let occupied = document.node(1, 0, walk(&shape, &[0, 0, 0, 0, 1, 0, 0])).unwrap();
    assert_eq!(occupied.position.issues, vec![NodeIssue::Illegal { reason: IllegalMove::Occupied }]);
    assert_eq!(occupied.content.comment.as_deref(), Some("Dieser Zug steht auf einem besetzten Punkt."));
    assert!(stones(&occupied.position, Color::White).contains(&"dd".to_owned()));
}

#[test]
fn unknown_games_and_nodes_are_refused() {
    let document = Document::read(&fixture("variations.sgf")).unwrap();
    let invalid = |argument| AppError::InvalidArgument { argument };
    assert_eq!(document.game(1, 1).unwrap_err().to_string(), invalid(ArgumentName::Game).to_string());
    let beyond = NodeId::from_index(10_000).unwrap();
    assert_eq!(document.node(1, 0, beyond).unwrap_err().to_string(), invalid(ArgumentName::Node).to_string());
}

#[test]
fn a_broken_file_opens_as_far_as_it_can_be_read_with_its_warnings() {
    let document = Document::read(&fixture("broken.sgf")).unwrap();
    let opened = document.opened(1, Some(Path::new("/tmp/broken.sgf")), "");
    let codes: Vec<&WarningKind> = opened.warnings.iter().map(|w| &w.kind).collect();
    assert!(codes.contains(&&WarningKind::UnterminatedValue), "{codes:?}");
    assert!(codes.contains(&&WarningKind::UnclosedGameTree), "{codes:?}");
    assert!(opened.warnings.iter().all(|w| w.position.line >= 1 && w.position.column >= 1));
    let game = document.game(1, 0).unwrap();
    assert_eq!(game.tree.up.len(), 4, "root and three moves");
    let date = game
        .warnings
        .iter()
        .find(|w| matches!(w.kind, ConvertWarningKind::UnreadableDate { .. }))
        .expect("the date is warned about");
    assert_eq!(date.kind, ConvertWarningKind::UnreadableDate { text: "im Frühling".to_owned() });
    let at = date.position.map(|p| (p.line, p.column));
    assert_eq!(at, Some((1, 40)));
}

#[test]
fn what_cannot_be_shown_is_explained() {
    assert_eq!(Document::read(b"eggs, milk, stones").unwrap_err(), FileProblem::NotSgf { line: 1, column: 1 });
    let huge = Document::read(b"(;GM[1]FF[4]SZ[37];B[aa])").unwrap_err();
    let reason = ConvertError::UnsupportedBoardSize { width: 37, height: 37 };
    let refused = FileProblem::GameRefused { game: 1, line: Some(1), column: Some(2), reason: reason.clone() };
    assert_eq!(huge, refused);
    let mixed = Document::read(b"(;SZ[37];B[aa])(;SZ[9];B[ee])").unwrap();
    let entries = mixed.opened(1, Some(Path::new("two.sgf")), "").games;
    assert_eq!(entries.len(), 2);
    assert_eq!((entries[0].refused.as_ref(), entries[0].info.is_none()), (Some(&reason), true));
    assert_eq!((entries[1].refused.as_ref(), entries[1].moves), (None, 1));
}

#[test]
fn saving_writes_normalized_ff4_utf8_and_drops_nothing() {
    let mixed = Document::read(b"(;SZ[37]ZZ[kept];B[aa])(;CA[ISO-8859-1]SZ[9]XY[mine]C[caf\xe9];B[ee])").unwrap();
    let text = mixed.to_sgf_text();
    assert!(text.starts_with("(;GM[1]FF[4]CA[UTF-8]"), "{text}");
    for kept in ["SZ[37]", "ZZ[kept]", "B[aa]", "XY[mine]", "C[café]", "B[ee]"] {
        assert!(text.contains(kept), "{kept} missing from {text}");
    }
    let original = Document::read(&fixture("variations.sgf")).unwrap();
    let again = Document::read(original.to_sgf_text().as_bytes()).unwrap();
    assert_eq!(again.to_sgf_text(), original.to_sgf_text());
    assert_eq!(again.game(1, 0).unwrap().tree, original.game(1, 0).unwrap().tree);
}

#[tokio::test]
async fn opening_files_keeps_the_open_one_when_the_next_fails() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.sgf");
    fs::write(&good, fixture("variations.sgf")).unwrap();
    let state = ReviewService::new(Some(good.clone()));
    let first = state.open_requested().await.unwrap().expect("the command line's file");
    assert_eq!((first.file_name.as_str(), first.games.len()), ("good.sgf", 1));
    assert!(state.open_requested().await.unwrap().is_none(), "a request is used once");

    state.request(dir.path().join("missing.sgf"));
    let failed = state.open_requested().await.unwrap_err();
    assert!(
        matches!(failed, AppError::OpenFailed { problem: FileProblem::NotFound, ref file } if file == "missing.sgf")
    );
    state.request(dir.path().to_path_buf());
    let folder = state.open_requested().await.unwrap_err();
    assert!(matches!(folder, AppError::OpenFailed { problem: FileProblem::NotAFile, .. }));
    assert!(state.game(first.doc, 0).await.is_ok(), "the first file is still open");

    let other = dir.path().join("other.sgf");
    fs::write(&other, "(;SZ[9];B[ee])").unwrap();
    state.request(other);
    let second = state.open_requested().await.unwrap().unwrap();
    assert_ne!(second.doc, first.doc);
    assert!(matches!(state.game(first.doc, 0).await, Err(AppError::NotNow)), "an old opening is gone");
}

#[tokio::test]
async fn save_writes_back_and_save_as_moves_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.sgf");
    fs::write(&path, "(;SZ[9]XX[mine];B[ee]C[hello])").unwrap();
    let state = ReviewService::new(Some(path.clone()));
    let doc = state.open_requested().await.unwrap().unwrap().doc;
    let saved = state.save(doc, state.path(doc).await.unwrap().unwrap()).await.unwrap();
    assert_eq!(saved.file_name, "game.sgf");
    assert_eq!(fs::read_to_string(&path).unwrap(), "(;GM[1]FF[4]CA[UTF-8]SZ[9]XX[mine]\n;B[ee]C[hello])\n");

    let copy = dir.path().join("copy.sgf");
    state.save(doc, copy.clone()).await.unwrap();
    assert_eq!(state.path(doc).await.unwrap(), Some(copy.clone()));
    let failed = state.save(doc, dir.path().join("no/such/folder.sgf")).await.unwrap_err();
    assert!(matches!(failed, AppError::SaveFailed { problem: FileProblem::NotFound, .. }));
    assert_eq!(state.path(doc).await.unwrap(), Some(copy), "a failed save changes nothing");
}

#[test]
fn a_played_game_saves_and_reopens_with_moves_clock_rules_and_result() {
    let settings = NewGameSettings {
        size: 9,
        rules: RulesPreset::Chinese.rules(),
        handicap: 2,
        players: PerColor::new("Anna".into(), String::new()),
        time: Some(TimeSettings { main_seconds: PerColor::new(600, 300), period_seconds: 30, periods: 5 }),
        opponent: None,
    };
    let mut session = crate::session::PlaySession::start(&settings, None, 0).unwrap();
    for point in ["gc", "cg", "ee", "ec"] {
        session.play(point, 1000).unwrap();
    }
    session.resign(Color::Black, 2000).unwrap();
    let date = go_core::tree::GameDate::new(2025, Some(12), Some(24));
    let text = played::played_sgf(&session, date).unwrap();
    let document = Document::read(text.as_bytes()).unwrap();
    let game = document.game(1, 0).unwrap();
    let info = &game.info;
    assert_eq!(info.rules.rules, RulesPreset::Chinese.rules());
    assert_eq!(info.result.text.as_deref(), Some("W+R"));
    assert_eq!(info.players.black.name.as_deref(), Some("Anna"));
    assert_eq!(info.players.white.name, None);
    assert_eq!(info.date.date, date);
    let clock = session.timed().clock().map(go_core::Clock::control);
    assert_eq!(info.time.time_control(), clock);
    let last = NodeId::from_index(game.tree.up.len() - 1).unwrap();
    let reopened = document.node(1, 0, last).unwrap().position;
    assert_eq!(reopened.black, session.game().board().points_of(Color::Black));
    assert_eq!(reopened.white, session.game().board().points_of(Color::White));
}
