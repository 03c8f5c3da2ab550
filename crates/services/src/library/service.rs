//! The library screen's service: searches a page at a time, a game's
//! details, tags and notes, delete and undo, duplicate groups, export, and
//! the one import that may run at a time. Every argument is checked here
//! before the store sees it.

use std::path::PathBuf;

use logo_library::{ExportForm, ImportOptions, ImportProgress, Library, LibraryGame};
use logo_store::{GameId, LibraryQuery, SortKey, Store, TagCount};

use super::import::ImportRunner;
use super::query::{self, file_name, row};
use super::views::{
    DuplicateGroupView, ExportFormat, ImportSummary, LibraryFilterInput, LibraryGameDetails, LibraryPageRequest,
    LibraryRow, ListedGame,
};
use crate::error::{AppError, ArgumentName};
use crate::play::PlayService;
use crate::review::ReviewService;
use crate::review::views::OpenedFile;
use crate::session::PlaySession;
use crate::view::GameView;

/// The longest tag name, in characters (as the store keeps them).
pub const MAX_TAG_CHARS: usize = 100;
/// The longest note, in characters.
pub const MAX_NOTE_CHARS: usize = 10_000;
/// The most games one delete takes.
pub const MAX_DELETE: usize = 10_000;
/// The most duplicate groups one page holds.
pub const MAX_GROUPS: u32 = 200;

/// A game's bytes to export, and the file name to offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportedGame {
    /// The name offered in the save dialog.
    pub name: String,
    /// The bytes to write.
    pub bytes: Vec<u8>,
}

/// The library of one database, for the library screen.
pub struct LibraryService {
    library: Library,
    imports: ImportRunner,
}

fn invalid(argument: ArgumentName) -> AppError {
    AppError::InvalidArgument { argument }
}

impl LibraryService {
    /// The service over `store`.
    pub fn new(store: Store) -> LibraryService {
        LibraryService { library: Library::new(store), imports: ImportRunner::default() }
    }

    /// How many games pass `filter`.
    pub async fn count(&self, filter: &LibraryFilterInput) -> Result<u64, AppError> {
        Ok(self.store().count_games(&query::filter(filter)?).await?)
    }

    /// One page of the sorted, filtered table.
    pub async fn page(&self, request: &LibraryPageRequest) -> Result<Vec<LibraryRow>, AppError> {
        let games = self.store().search_games(&query::page_query(request)?).await?;
        Ok(games.iter().map(row).collect())
    }

    /// Everything the details panel shows about game `id`.
    pub async fn details(&self, id: i64) -> Result<LibraryGameDetails, AppError> {
        let stored = self.store().game(GameId(id)).await?.ok_or(AppError::NotInLibrary)?;
        let warnings = self.store().game_warnings(GameId(id)).await?.ok_or(AppError::NotInLibrary)?;
        let note = self.store().note(GameId(id)).await?.unwrap_or_default();
        let parse = |json: &str| serde_json::from_str(json).unwrap_or(serde_json::Value::Array(Vec::new()));
        let summary = &stored.summary;
        Ok(LibraryGameDetails {
            row: row(summary),
            source_path: summary.source_path.clone(),
            game_name: summary.meta.game_name.clone(),
            round: summary.meta.round.clone(),
            place: summary.meta.place.clone(),
            note,
            file_warnings: parse(&warnings.file_json),
            game_warnings: parse(&warnings.game_json),
        })
    }

    /// Games passing `filter`, newest first, from the `offset`-th on, at most
    /// `limit` of them, each as the table's row with the whole path of its
    /// file: the listing of `logo library list` (no page limit, unlike
    /// [`LibraryService::page`]).
    pub async fn listing(
        &self,
        filter: &LibraryFilterInput,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<ListedGame>, AppError> {
        let query =
            LibraryQuery { filter: query::filter(filter)?, sort: SortKey::Added, descending: true, offset, limit };
        let games = self.store().search_games(&query).await?;
        Ok(games.iter().map(|game| ListedGame { row: row(game), source_path: game.source_path.clone() }).collect())
    }

    /// Closes the database (the `logo` command does before it exits).
    pub async fn close(&self) {
        self.store().close().await;
    }

    /// Every tag with its number of games, by name.
    pub async fn tags(&self) -> Result<Vec<TagCount>, AppError> {
        Ok(self.store().tags().await?)
    }

    /// The sides of the square boards the library's games are played on, smallest first.
    pub async fn board_sizes(&self) -> Result<Vec<u8>, AppError> {
        Ok(self.store().board_sizes().await?)
    }

    /// The rules texts the library's games carry (one spelling of those
    /// that differ in case only), for the rules filter.
    pub async fn rules_texts(&self) -> Result<Vec<String>, AppError> {
        Ok(self.store().rules_texts().await?)
    }

    /// Puts the tag `name` on game `id`; returns the game's details after.
    pub async fn add_tag(&self, id: i64, name: &str) -> Result<LibraryGameDetails, AppError> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > MAX_TAG_CHARS || name.chars().any(char::is_control) {
            return Err(invalid(ArgumentName::Tag));
        }
        self.live(id).await?;
        self.store().add_tag(GameId(id), name).await?;
        self.details(id).await
    }

    /// Takes the tag `name` off game `id`; returns the game's details after.
    pub async fn remove_tag(&self, id: i64, name: &str) -> Result<LibraryGameDetails, AppError> {
        self.store().remove_tag(GameId(id), name).await?;
        self.details(id).await
    }

    /// Sets game `id`'s note ("" removes it).
    pub async fn set_note(&self, id: i64, note: &str) -> Result<(), AppError> {
        if note.chars().count() > MAX_NOTE_CHARS {
            return Err(invalid(ArgumentName::Note));
        }
        let found = self.store().set_note(GameId(id), note).await?;
        found.then_some(()).ok_or(AppError::NotInLibrary)
    }

    /// Deletes the games so that [`LibraryService::undo_delete`] can bring
    /// them back until the next delete or import; returns how many.
    pub async fn delete(&self, ids: &[i64]) -> Result<u64, AppError> {
        if ids.is_empty() || ids.len() > MAX_DELETE {
            return Err(invalid(ArgumentName::Game));
        }
        let ids: Vec<GameId> = ids.iter().copied().map(GameId).collect();
        Ok(self.store().delete_games(&ids).await?.games)
    }

    /// Brings back the games of the last delete; returns how many.
    pub async fn undo_delete(&self) -> Result<u64, AppError> {
        Ok(self.store().undo_delete().await?)
    }

    /// A page of the duplicate groups, oldest first.
    pub async fn duplicate_groups(&self, offset: u32, limit: u32) -> Result<Vec<DuplicateGroupView>, AppError> {
        if limit > MAX_GROUPS {
            return Err(invalid(ArgumentName::Page));
        }
        let groups = self.store().duplicate_groups(offset, limit).await?;
        Ok(groups.iter().map(|g| DuplicateGroupView { games: g.games.iter().map(row).collect() }).collect())
    }

    /// Keeps every copy of game `id`'s group; returns how many games that marks.
    pub async fn keep_duplicates(&self, id: i64) -> Result<u64, AppError> {
        Ok(self.store().keep_duplicates(GameId(id)).await?)
    }

    /// Game `id`'s bytes in `format`, with the file name to offer.
    pub async fn export(&self, id: i64, format: ExportFormat) -> Result<ExportedGame, AppError> {
        let form = match format {
            ExportFormat::Original => ExportForm::Original,
            ExportFormat::Normalized => ExportForm::Normalized,
        };
        let bytes = self.library.export(GameId(id), form).await?;
        let details = self.details(id).await?;
        Ok(ExportedGame { name: suggested_name(&details), bytes })
    }

    /// Opens game `id` on the review screen: the game alone, as clean FF[4]
    /// (nothing dropped), named like its file.
    pub async fn open_in_review(&self, id: i64, review: &ReviewService) -> Result<OpenedFile, AppError> {
        let exported = self.export(id, ExportFormat::Normalized).await?;
        review.open_bytes(exported.name, exported.bytes).await
    }

    /// Starts a new game on the play screen from game `id`'s main line after
    /// `moves` moves (see [`PlaySession::from_record`]); the game in progress is replaced.
    pub async fn continue_game(&self, id: i64, moves: u32, play: &PlayService) -> Result<GameView, AppError> {
        let game: LibraryGame = self.library.open_game(GameId(id)).await?;
        let session = PlaySession::from_record(game.record.tree(), moves, play.now_ms())?;
        Ok(play.replace(session).await)
    }

    /// Starts importing `paths` (files and folders) on a task of the current
    /// tokio runtime; `progress` hears of it at a bounded rate, `done` once at
    /// the end. Refused while another import runs. Returns the import's number.
    pub fn start_import(
        &self,
        paths: Vec<PathBuf>,
        progress: impl FnMut(ImportProgress) + Send + 'static,
        done: impl FnOnce(ImportSummary) + Send + 'static,
    ) -> Result<u32, AppError> {
        if paths.is_empty() {
            return Err(invalid(ArgumentName::Paths));
        }
        self.imports.start(&self.library, paths, ImportOptions::default(), progress, done)
    }

    /// Asks the running import to stop; false if none runs.
    pub fn cancel_import(&self) -> bool {
        self.imports.cancel()
    }

    fn store(&self) -> &Store {
        self.library.store()
    }

    async fn live(&self, id: i64) -> Result<(), AppError> {
        let warnings = self.store().game_warnings(GameId(id)).await?;
        warnings.map(drop).ok_or(AppError::NotInLibrary)
    }
}

/// The file name the save dialog offers for a game: its file's name, or
/// the players' names, or `LoGo.sgf`.
fn suggested_name(details: &LibraryGameDetails) -> String {
    if let Some(path) = &details.source_path {
        return file_name(path);
    }
    let clean = |name: &Option<String>| {
        name.as_deref()
            .map(|n| n.chars().filter(|c| !"/\\:*?\"<>|".contains(*c) && !c.is_control()).collect::<String>())
    };
    match (clean(&details.row.black), clean(&details.row.white)) {
        (Some(black), Some(white)) if !black.trim().is_empty() && !white.trim().is_empty() => {
            format!("{} – {}.sgf", black.trim(), white.trim())
        }
        _ => "LoGo.sgf".to_owned(),
    }
}
