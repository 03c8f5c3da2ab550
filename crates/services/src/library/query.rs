//! The screen's filters checked and turned into the store's, and the
//! store's summaries turned into table rows — for the app's library screen
//! and `logo library list` alike, so both filter and show a game the same way.

use logo_store::{DateBounds, DateRange, GameSummary, LibraryFilter, LibraryQuery, PlayerFilter};

use super::views::{LibraryFilterInput, LibraryPageRequest, LibraryRow};
use crate::error::{AppError, ArgumentName};

/// The longest text a filter takes, in characters.
pub const MAX_FILTER_CHARS: usize = 200;

fn invalid(argument: ArgumentName) -> AppError {
    AppError::InvalidArgument { argument }
}

/// The trimmed text, `None` when blank; refused when longer than [`MAX_FILTER_CHARS`].
fn text(value: &str) -> Result<Option<String>, AppError> {
    let trimmed = value.trim();
    if trimmed.chars().count() > MAX_FILTER_CHARS {
        return Err(invalid(ArgumentName::Search));
    }
    Ok(Some(trimmed.to_owned()).filter(|t| !t.is_empty()))
}

/// The days a filter's date means: `yyyy`, `yyyy-mm` or `yyyy-mm-dd`; `None` when blank.
fn date(value: &str) -> Result<Option<DateRange>, AppError> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    let lengths: Vec<usize> = trimmed.split('-').map(str::len).collect();
    let digits = trimmed.chars().all(|c| c == '-' || c.is_ascii_digit());
    let shaped = digits && matches!(lengths.as_slice(), [4] | [4, 2] | [4, 2, 2]);
    let range = shaped.then(|| DateRange::from_sgf(trimmed)).flatten();
    range.map(Some).ok_or_else(|| invalid(ArgumentName::Date))
}

/// The store's filter for the screen's, or the argument that is wrong.
pub fn filter(input: &LibraryFilterInput) -> Result<LibraryFilter, AppError> {
    let from = date(&input.date_from)?;
    let to = date(&input.date_to)?;
    let dates =
        (from.is_some() || to.is_some()).then(|| DateBounds { from: from.map(|r| r.first), to: to.map(|r| r.last) });
    Ok(LibraryFilter {
        player: text(&input.player)?.map(|name| PlayerFilter { name, color: input.player_color }),
        dates,
        winner: input.winner,
        result_kind: input.result_kind,
        board_size: input.board_size,
        handicap: input.handicap,
        rules: text(&input.rules)?,
        origin: input.origin,
        kind: input.kind,
        tag: text(&input.tag)?,
        comment_text: text(&input.comment_text)?,
        text: None,
        duplicates_only: false,
    })
}

/// The store's query for a page, or the argument that is wrong.
pub fn page_query(request: &LibraryPageRequest) -> Result<LibraryQuery, AppError> {
    if request.limit > LibraryPageRequest::MAX_LIMIT {
        return Err(invalid(ArgumentName::Page));
    }
    Ok(LibraryQuery {
        filter: filter(&request.filter)?,
        sort: request.sort,
        descending: request.descending,
        offset: request.offset,
        limit: request.limit,
    })
}

/// The file's name without its folder (either separator).
pub fn file_name(path: &str) -> String {
    path.rsplit(['/', '\\']).next().filter(|n| !n.is_empty()).unwrap_or(path).to_owned()
}

/// A summary as a table row.
pub fn row(game: &GameSummary) -> LibraryRow {
    let meta = &game.meta;
    LibraryRow {
        id: game.id.0,
        black: meta.black.clone(),
        black_rank: meta.black_rank.clone(),
        white: meta.white.clone(),
        white_rank: meta.white_rank.clone(),
        result: meta.result.clone(),
        winner: game.outcome.and_then(|o| o.winner),
        result_kind: game.outcome.map(|o| o.kind),
        margin_halves: meta.result.as_deref().and_then(logo_store::Outcome::margin_halves),
        date: meta.date.clone(),
        date_iso: game.date_range.as_ref().map(logo_store::DateRange::shown),
        width: meta.board_width,
        height: meta.board_height,
        handicap: meta.handicap,
        komi: meta.komi_half_points.map(|half| f64::from(half) / 2.0),
        rules: meta.rules.clone(),
        moves: meta.move_count,
        event: meta.event.clone(),
        source: game.source_path.as_deref().map(file_name),
        origin: game.origin,
        kind: meta.kind,
        title: meta.game_name.clone(),
        duplicates: game.duplicates,
        tags: game.tags.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use logo_store::PlayerColor;

    #[test]
    fn dates_are_years_months_or_days_and_bound_the_filter_inclusively() {
        let input = LibraryFilterInput { date_from: "1990".into(), date_to: "1995-02".into(), ..Default::default() };
        let bounds = filter(&input).unwrap().dates.unwrap();
        assert_eq!((bounds.from, bounds.to), (Some(19_900_101), Some(19_950_228)));
        let day = LibraryFilterInput { date_to: " 2024-02-29 ".into(), ..Default::default() };
        assert_eq!(filter(&day).unwrap().dates.unwrap().to, Some(20_240_229));
        for wrong in ["2023-02-29", "19", "1990-13", "Frühling", "1996-05-01,02"] {
            let input = LibraryFilterInput { date_from: wrong.into(), ..Default::default() };
            assert!(
                matches!(filter(&input), Err(AppError::InvalidArgument { argument: ArgumentName::Date })),
                "{wrong}"
            );
        }
    }

    #[test]
    fn blank_texts_are_no_filter_and_long_ones_are_refused() {
        let input = LibraryFilterInput {
            player: "  Go Seigen ".into(),
            player_color: PlayerColor::White,
            tag: " ".into(),
            ..Default::default()
        };
        let made = filter(&input).unwrap();
        assert_eq!(made.player, Some(PlayerFilter { name: "Go Seigen".into(), color: PlayerColor::White }));
        assert_eq!((made.tag, made.comment_text, made.dates), (None, None, None));
        let long = LibraryFilterInput { comment_text: "x".repeat(201), ..Default::default() };
        assert!(matches!(filter(&long), Err(AppError::InvalidArgument { argument: ArgumentName::Search })));
    }

    #[test]
    fn a_page_holds_at_most_five_hundred_games() {
        let request = LibraryPageRequest { limit: 501, ..Default::default() };
        assert!(matches!(page_query(&request), Err(AppError::InvalidArgument { argument: ArgumentName::Page })));
        assert_eq!(page_query(&LibraryPageRequest { limit: 500, ..Default::default() }).unwrap().limit, 500);
    }

    #[test]
    fn a_source_path_shows_as_its_file_name() {
        assert_eq!(file_name("/home/anna/Partien/honinbo.sgf"), "honinbo.sgf");
        assert_eq!(file_name(r"C:\Go\meijin.sgf"), "meijin.sgf");
    }
}
