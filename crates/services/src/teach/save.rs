//! Keeping what was shown: the whole teaching record, or only the position
//! of the node shown (its stones as setup, who moves, the node's markup and
//! comment), as SGF text for a file or as an entry of the library (kind
//! "teaching" or "position") with a title and tags.

use super::editor::TeachEditor;
use super::start::read_back;
use crate::database::DbProblem;
use crate::error::{AppError, ArgumentName};
use go_core::Color;
use go_core::tree::{GameInfo, GameTree, SetupStones, TreeNode};
use go_sgf::{Collection, Record, ValueBuf, logo_application};
use logo_store::{AddOutcome, GameId, GameKind, GameOrigin, NewGame, Store};
use serde::{Deserialize, Serialize};

/// The longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 200;
/// The most tags one entry takes.
pub const MAX_TAGS: usize = 20;
/// The longest tag, in characters: the library's limit.
pub use crate::library::MAX_TAG_CHARS;

/// What is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SaveScope {
    /// The whole record with every variation (library kind "teaching").
    Record,
    /// The position shown, with its markup and comment (library kind "position").
    Position,
}

/// A library entry as kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LibrarySaved {
    /// The entry's id in the library.
    pub id: i64,
    /// Whether the very same record was in the library already (it got the tags).
    pub duplicate: bool,
}

/// The SGF text of `scope`, titled `title` (SGF `GN`) if one is given.
pub fn sgf_text(editor: &TeachEditor, scope: SaveScope, title: Option<&str>) -> Result<String, AppError> {
    let record = match scope {
        SaveScope::Record => editor.record().clone(),
        SaveScope::Position => position_record(editor)?,
    };
    let mut sgf = record.sgf().clone();
    if let Some(title) = title.map(str::trim).filter(|t| !t.is_empty()) {
        let root = sgf.root();
        let mut node = sgf.node_mut(root).ok_or(AppError::NotNow)?;
        node.set("GN", [ValueBuf::text(title)]).map_err(|_| AppError::NotNow)?;
    }
    sgf.set_ff4_utf8();
    Ok(go_sgf::write(&Collection::from(vec![sgf])))
}

/// Refuses a title too long or with control characters (an empty one means none).
pub(crate) fn check_title(title: &str) -> Result<(), AppError> {
    let title = title.trim();
    if title.chars().count() > MAX_TITLE_CHARS || title.chars().any(char::is_control) {
        return Err(AppError::InvalidArgument { argument: ArgumentName::Title });
    }
    Ok(())
}

/// The position shown as a record of one node.
fn position_record(editor: &TeachEditor) -> Result<Record, AppError> {
    let position = editor.position()?;
    let content = editor.content()?;
    let old = editor.record().tree().info();
    let mut info = GameInfo::new(old.size, old.rules.rules);
    info.komi = old.komi.clone();
    info.rules = old.rules.clone();
    info.application = Some(logo_application());
    let setup = SetupStones {
        black: position.board.points_of(Color::Black),
        white: position.board.points_of(Color::White),
        empty: Vec::new(),
    };
    let mut markup = content.markup.clone();
    markup.dimmed = (!position.dimmed.is_empty()).then(|| position.dimmed.clone());
    let root = TreeNode {
        setup,
        to_play: Some(position.to_play),
        markup,
        comment: content.comment.clone(),
        ..TreeNode::default()
    };
    Record::from_tree(&GameTree::new(info, root)).map_err(|_| AppError::NotNow)
}

/// A library entry with the words its comments are found by.
#[derive(Clone, Debug)]
pub struct LibraryEntry {
    /// The game as the store adds it.
    pub game: NewGame,
    /// Its comment words, as an import stores them ([`logo_store::text::search_terms`]).
    pub comment_terms: String,
}

/// The library entry of `scope` with `title`; refuses a title or tags that are too long.
pub fn library_entry(
    editor: &TeachEditor,
    scope: SaveScope,
    title: &str,
    tags: &[String],
) -> Result<LibraryEntry, AppError> {
    check_title_and_tags(title, tags)?;
    let text = sgf_text(editor, scope, Some(title))?;
    let record = read_back(&text)?;
    let facts = logo_library::facts::facts(&record);
    let mut meta = facts.meta;
    meta.kind = match scope {
        SaveScope::Record => GameKind::Teaching,
        SaveScope::Position => GameKind::Position,
    };
    let game = NewGame { sgf: text, original_bytes: None, source_path: None, origin: GameOrigin::PlayedInLogo, meta };
    Ok(LibraryEntry { game, comment_terms: facts.comment_terms })
}

fn check_title_and_tags(title: &str, tags: &[String]) -> Result<(), AppError> {
    if title.trim().is_empty() {
        return Err(AppError::InvalidArgument { argument: ArgumentName::Title });
    }
    check_title(title)?;
    let bad_tag =
        |t: &String| t.trim().is_empty() || t.chars().count() > MAX_TAG_CHARS || t.chars().any(char::is_control);
    if tags.len() > MAX_TAGS || tags.iter().any(bad_tag) {
        return Err(AppError::InvalidArgument { argument: ArgumentName::Tag });
    }
    Ok(())
}

/// Stores `entry` in the library, findable by its comment words, and puts
/// `tags` on it (also on the same record kept before).
pub async fn keep_in_library(store: &Store, entry: &LibraryEntry, tags: &[String]) -> Result<LibrarySaved, AppError> {
    let not_saved = |e: logo_store::StoreError| AppError::LibraryNotSaved { problem: DbProblem::from(e.problem) };
    let outcome = store.add_game(&entry.game).await.map_err(not_saved)?;
    let GameId(id) = outcome.id();
    store.set_comment_terms(GameId(id), &entry.comment_terms).await.map_err(not_saved)?;
    for tag in tags {
        store.add_tag(GameId(id), tag).await.map_err(not_saved)?;
    }
    Ok(LibrarySaved { id, duplicate: matches!(outcome, AddOutcome::Duplicate(_)) })
}

/// The file name offered for `scope` with `title`: the title without characters file systems refuse.
pub fn suggested_name(title: Option<&str>, extension: &str) -> String {
    let cleaned: String = title
        .unwrap_or_default()
        .chars()
        .map(|c| if c.is_control() || r#"/\:*?"<>|"#.contains(c) { '_' } else { c })
        .collect();
    let cleaned = cleaned.trim();
    let stem = if cleaned.is_empty() { "LoGo" } else { cleaned };
    format!("{stem}.{extension}")
}
