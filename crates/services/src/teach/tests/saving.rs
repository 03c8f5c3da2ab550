//! SGF text with every teaching property, read back strictly; the position
//! alone; library entries on a real SQLite file; images.

use super::*;
use crate::error::{AppError, ArgumentName};
use crate::teach::image::{Image, image};
use crate::teach::save::{SaveScope, keep_in_library, library_entry, sgf_text, suggested_name};
use go_core::tree::LineKind;
use logo_diagram::{ImageFormat, ImageOptions, Region};
use logo_store::{GameId, GameKind, GameQuery, LibraryFilter, LibraryQuery};

/// A record using every property the teaching board writes.
fn every_property() -> TeachEditor {
    let mut editor = empty(9);
    act_all(
        &mut editor,
        &[
            tool(TeachTool::Black, "cc"),
            tool(TeachTool::White, "gg"),
            TeachAction::ToPlay { color: Color::White },
            tool(TeachTool::Play, "ee"),
            tool(TeachTool::Remove, "cc"),
            tool(TeachTool::Triangle, "gg"),
            tool(TeachTool::Square, "aa"),
            tool(TeachTool::Circle, "ee"),
            tool(TeachTool::Cross, "ia"),
            tool(TeachTool::Letter, "ai"),
            tool(TeachTool::Number, "bi"),
            TeachAction::Line { line: LineKind::Line, from: pt("ab"), to: pt("db") },
            TeachAction::Line { line: LineKind::Arrow, from: pt("ih"), to: pt("fh") },
            tool(TeachTool::Dim, "ii"),
            TeachAction::Comment { text: "Was passiert, wenn [Schwarz] hier\\ setzt?".into() },
        ],
    );
    editor
}

#[test]
fn every_teaching_property_is_written_with_its_standard_name_and_reads_back_strictly() {
    let editor = every_property();
    let text = editor.record().to_sgf_text();
    for property in ["AB[", "AW[", "AE[", "PL[", "TR[", "SQ[", "CR[", "MA[", "LB[", "LN[", "AR[", "DD[", "C["] {
        assert!(text.contains(property), "{property} missing in\n{text}");
    }
    assert!(text.contains(r"C[Was passiert, wenn [Schwarz\] hier\\ setzt?]"), "{text}");
    reads_back_strictly(editor.record());
}

/// The text of [`every_property`], committed so the UI's tests can hand it to
/// another program's SGF reader (Sabaki's, `ui/src/features/teach/otherReaders.test.ts`).
#[test]
fn the_committed_record_for_other_readers_is_what_the_teaching_board_writes() {
    let text = every_property().record().to_sgf_text();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/teach/every-property.sgf");
    if std::env::var_os("LOGO_BLESS").is_some() {
        std::fs::write(&path, &text).expect("write the fixture");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(committed, text, "{} is out of date: run this test with LOGO_BLESS=1", path.display());
}

#[test]
fn the_position_alone_is_one_node_with_its_stones_player_markup_and_comment() {
    let editor = every_property();
    let text = sgf_text(&editor, SaveScope::Position, Some("Das Auge")).unwrap();
    let record = reads_back_strictly(&go_sgf::open(text.as_bytes()).unwrap().games.remove(0).unwrap());
    let tree = record.tree();
    assert_eq!(tree.node_count(), 1, "{text}");
    assert_eq!(tree.info().game_name.as_deref(), Some("Das Auge"));
    let root = tree.node(NodeId::ROOT).unwrap();
    assert!(root.setup.black.is_empty(), "cc was removed");
    assert_eq!(root.setup.white, vec![pt("ee"), pt("gg")], "White's move became a setup stone");
    assert_eq!(root.to_play, Some(Color::Black));
    assert_eq!(root.markup, editor.content().unwrap().markup);
    assert_eq!(root.comment, editor.content().unwrap().comment);
}

#[test]
fn the_whole_record_gets_the_title_and_keeps_its_variations() {
    let mut editor = every_property();
    let root = main_line_node(&editor, 0);
    act_all(&mut editor, &[TeachAction::Goto { node: root }, tool(TeachTool::Play, "dd")]);
    let text = sgf_text(&editor, SaveScope::Record, Some("Lehrpartie 1")).unwrap();
    assert!(text.contains("GN[Lehrpartie 1]") && text.contains("(;"), "{text}");
    let opened = go_sgf::open(text.as_bytes()).unwrap();
    let tree = opened.games[0].as_ref().unwrap().tree();
    assert_eq!(tree.children(NodeId::ROOT).count(), 2);
}

#[tokio::test]
async fn kept_in_the_library_with_kind_title_and_tags_and_found_by_its_title() {
    let (_dir, store) = crate::test_store::temp_store().await;
    let editor = every_property();
    let tags = vec!["Anfänger".to_owned(), "Ko".to_owned()];
    let entry = library_entry(&editor, SaveScope::Record, "Das Auge", &tags).unwrap();
    let saved = keep_in_library(&store, &entry, &tags).await.unwrap();
    assert!(!saved.duplicate);
    let position = library_entry(&editor, SaveScope::Position, "Nur die Stellung", &[]).unwrap();
    let kept_position = keep_in_library(&store, &position, &[]).await.unwrap();
    let again = keep_in_library(&store, &entry, &tags).await.unwrap();
    assert_eq!((again.id, again.duplicate), (saved.id, true));

    let by_comment = LibraryFilter { comment_text: Some("Schwarz".into()), ..LibraryFilter::default() };
    let query = LibraryQuery { filter: by_comment, limit: 10, ..LibraryQuery::default() };
    let mut commented: Vec<GameId> = store.search_games(&query).await.unwrap().iter().map(|g| g.id).collect();
    commented.sort();
    assert_eq!(commented, [GameId(saved.id), GameId(kept_position.id)], "both found by a word of their comment");
    let found = store.list_games(&GameQuery { text: Some("Auge".into()), ..GameQuery::default() }).await.unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].id, GameId(saved.id));
    assert_eq!(found[0].meta.kind, GameKind::Teaching);
    assert_eq!(found[0].meta.game_name.as_deref(), Some("Das Auge"));
    assert_eq!(found[0].tags, tags);
    let all = store.list_games(&GameQuery::default()).await.unwrap();
    assert_eq!(all.iter().filter(|g| g.meta.kind == GameKind::Position).count(), 1);
}

#[test]
fn a_blank_or_long_title_and_bad_tags_are_refused() {
    let editor = empty(9);
    let title = |t: &str| library_entry(&editor, SaveScope::Position, t, &[]).map(|_| ());
    assert_eq!(error_of(title("  ")), as_data(AppError::InvalidArgument { argument: ArgumentName::Title }));
    assert_eq!(error_of(title(&"x".repeat(201))), as_data(AppError::InvalidArgument { argument: ArgumentName::Title }));
    let tags = library_entry(&editor, SaveScope::Position, "ok", &[String::new()]).map(|_| ());
    assert_eq!(error_of(tags), as_data(AppError::InvalidArgument { argument: ArgumentName::Tag }));
}

#[test]
fn file_names_come_from_the_title_without_characters_file_systems_refuse() {
    assert_eq!(suggested_name(Some("Ko: a/b?"), "sgf"), "Ko_ a_b_.sgf");
    assert_eq!(suggested_name(None, "png"), "LoGo.png");
}

#[test]
fn the_node_shown_becomes_an_svg_or_a_png_of_the_part_chosen() {
    let editor = every_property();
    let svg = image(&editor, &ImageOptions::default(), ImageFormat::Svg).unwrap();
    let Image::Svg(text) = svg else { panic!("an SVG") };
    assert!(text.contains(">A</text>") && text.contains(">1</text>"), "labels drawn");
    let corner = ImageOptions { region: Some(Region::spanning(pt("aa"), pt("ee"))), ..ImageOptions::default() };
    let Image::Png(png) = image(&editor, &corner, ImageFormat::Png).unwrap() else { panic!("a PNG") };
    // Five points: four cells and the coordinates' margins, 24 px each, twice over.
    assert_eq!((png.width, png.height), (336, 336));
    let off = ImageOptions { region: Some(Region::spanning(pt("aa"), pt("ka"))), ..ImageOptions::default() };
    assert_eq!(
        error_of(image(&editor, &off, ImageFormat::Svg)),
        as_data(AppError::InvalidArgument { argument: ArgumentName::Region })
    );
}
