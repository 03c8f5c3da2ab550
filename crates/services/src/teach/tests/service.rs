//! The service: boards numbered, copies that leave their source alone.

use super::*;
use crate::error::{AppError, ArgumentName};
use crate::session::PlaySession;
use crate::session::settings::NewGameSettings;
use crate::teach::TeachService;
use crate::teach::views::{DiagramStart, TeachOrigin};
use go_core::RulesPreset;
use go_core::tree::Markup;

fn nine_by_nine_game() -> PlaySession {
    let settings = NewGameSettings::two_players(9, RulesPreset::Japanese);
    let mut session = PlaySession::start(&settings, None, 0).unwrap();
    for point in ["ee", "ec", "cg"] {
        session.play(point, 0).unwrap();
    }
    session
}

#[test]
fn a_copy_of_the_game_starts_at_its_last_move_and_leaves_the_game_alone() {
    let session = nine_by_nine_game();
    let before = session.timed().record();
    let service = TeachService::new();
    let view = service.start(TeachOrigin::Game, start::game(&session).unwrap()).unwrap();
    assert_eq!((view.origin, view.position.move_number), (TeachOrigin::Game, 3));
    assert_eq!(view.current, view.start);
    let variation = service.act(view.doc, &tool(TeachTool::Play, "gc")).unwrap();
    assert_eq!(variation.position.move_number, 4);
    assert_eq!(session.timed().record(), before, "the game is untouched");
    assert_eq!(session.game().move_number(), 3);
}

#[test]
fn each_start_gets_a_new_number_and_requests_for_an_old_one_are_refused() {
    let service = TeachService::new();
    let first = service.start(TeachOrigin::Empty, start::empty_board(9).unwrap()).unwrap();
    let second = service.start(TeachOrigin::Empty, start::empty_board(13).unwrap()).unwrap();
    assert_ne!(first.doc, second.doc);
    assert_eq!(second.position.size.width, 13);
    assert!(matches!(service.act(first.doc, &TeachAction::Pass), Err(AppError::NotNow)));
    assert_eq!(service.current(), Some((second.doc, TeachOrigin::Empty)));
    assert_eq!(service.close(second.doc).ok(), Some(TeachOrigin::Empty));
    assert_eq!(service.current(), None);
    assert!(matches!(service.view(second.doc), Err(AppError::NotNow)));
}

#[test]
fn boards_of_every_side_the_limits_offer_for_teaching_and_no_other() {
    let sides = crate::limits::GameLimits::get().teaching_size;
    assert_eq!((sides.min, sides.max), (2, 25));
    for side in sides.min..=sides.max {
        assert!(start::empty_board(side).is_ok(), "{side}");
    }
    for side in [0, sides.min - 1, sides.max + 1] {
        assert!(matches!(start::empty_board(side), Err(AppError::InvalidArgument { .. })), "{side}");
    }
}

#[test]
fn a_lesson_diagram_becomes_the_root_setup_with_its_player_to_move_and_marks() {
    let markup = Markup { triangle: vec![pt("cc")], ..Markup::default() };
    let diagram = DiagramStart { size: 7, black: vec![pt("cc")], white: vec![pt("dc")], to_play: Color::White, markup };
    let (record, at) = start::diagram(&diagram).unwrap();
    let editor = TeachEditor::new(record, at);
    assert_eq!(
        drawing(&editor),
        diagram_text(
            "
            . . . . . . .
            . . . . . . .
            . . ^ O . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . ."
        )
    );
    assert_eq!(editor.position().unwrap().to_play, Color::White);
    let twice = DiagramStart {
        size: 7,
        black: vec![pt("cc")],
        white: vec![pt("cc")],
        to_play: Color::Black,
        markup: Markup::default(),
    };
    assert!(matches!(start::diagram(&twice), Err(AppError::BadPoint { .. })));
    let off = Markup { circle: vec![pt("hh")], ..Markup::default() };
    let outside = DiagramStart { size: 7, black: vec![], white: vec![], to_play: Color::Black, markup: off };
    assert!(matches!(start::diagram(&outside), Err(AppError::EditRefused { .. })));
}

fn diagram_text(text: &str) -> String {
    super::diagram(text)
}

#[test]
fn the_view_carries_the_tree_in_document_order_with_ids_after_undo_left_a_gap() {
    let service = TeachService::new();
    let doc = service.start(TeachOrigin::Empty, start::empty_board(9).unwrap()).unwrap().doc;
    service.act(doc, &tool(TeachTool::Play, "ee")).unwrap();
    service.act(doc, &TeachAction::Undo).unwrap();
    let view = service.act(doc, &tool(TeachTool::Play, "cc")).unwrap();
    assert_eq!(view.tree.ids, vec![NodeId::ROOT, view.current]);
    assert_eq!(view.current.index(), 2, "id 1 belongs to the undone move");
    assert_eq!(view.tree.moves, "...Bcc");
    assert!(view.can_undo && view.modified);
}

#[test]
fn files_to_save_are_named_after_the_board_and_only_the_whole_record_written_clears_the_unsaved_mark() {
    use crate::teach::save::SaveScope;
    use logo_diagram::{ImageFormat, ImageOptions};
    let service = TeachService::new();
    assert!(!service.has_unsaved_work(), "no board, nothing to lose");
    let doc = service.start(TeachOrigin::Empty, start::empty_board(9).unwrap()).unwrap().doc;
    assert!(!service.has_unsaved_work(), "a fresh board holds nothing to lose");
    assert!(service.act(doc, &tool(TeachTool::Black, "cc")).unwrap().modified);
    assert!(service.has_unsaved_work());

    let sgf = service.sgf_file(doc, SaveScope::Record, None).unwrap();
    assert_eq!(sgf.name, "LoGo.sgf");
    assert!(String::from_utf8(sgf.bytes).unwrap().contains("AB[cc]"));
    let titled = service.sgf_file(doc, SaveScope::Record, Some(" Ecke ")).unwrap();
    assert_eq!(titled.name, "Ecke.sgf");
    assert!(String::from_utf8(titled.bytes).unwrap().contains("GN[Ecke]"));
    assert_eq!(service.sgf_file(doc, SaveScope::Record, Some("  ")).unwrap().name, "LoGo.sgf", "blank: no title");
    let control = service.sgf_file(doc, SaveScope::Record, Some("a\u{7}b"));
    assert!(matches!(control, Err(AppError::InvalidArgument { argument: ArgumentName::Title })));
    service.record_kept(doc, SaveScope::Position).unwrap();
    assert!(service.view(doc).unwrap().modified, "a position alone does not save the record");
    service.record_kept(doc, SaveScope::Record).unwrap();
    assert!(!service.view(doc).unwrap().modified);
    assert!(!service.has_unsaved_work());

    let svg = service.image_file(doc, &ImageOptions::default(), ImageFormat::Svg).unwrap();
    assert_eq!(svg.name, "LoGo.svg");
    assert!(String::from_utf8(svg.bytes).unwrap().starts_with("<svg"));
}
