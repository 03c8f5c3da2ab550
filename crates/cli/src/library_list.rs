//! `logo library list`: the library's games, filtered, newest first; one
//! JSON object per game with `--json`.

use crate::failure::Failure;
use crate::i18n::tr;
use crate::library_args::ListArgs;
use library::Library;
use serde_json::json;
use std::process::ExitCode;
use store::{GameSummary, LibraryFilter, LibraryQuery, PlayerFilter, ResultKind, SortKey, Winner};

/// Games fetched per query while listing.
const PAGE: u32 = 1000;

/// Lists the games matching the arguments.
pub async fn list(args: &ListArgs, library: &Library) -> Result<ExitCode, Failure> {
    let filter = filter(args)?;
    let mut printed = 0u32;
    let wanted = args.limit.unwrap_or(u32::MAX);
    while printed < wanted {
        let query = LibraryQuery {
            filter: filter.clone(),
            sort: SortKey::Added,
            descending: true,
            offset: printed,
            limit: PAGE.min(wanted - printed),
        };
        let page = library.store().search_games(&query).await.map_err(Failure::new)?;
        let lines: String = page.iter().map(|game| game_line(game, args.json)).collect();
        // A reader that has gone (`| head`) ends the listing quietly.
        if let Err(failure) = crate::out::print(lines) {
            library.store().close().await;
            return Err(failure);
        }
        printed += u32::try_from(page.len()).unwrap_or(u32::MAX);
        if page.len() < query.limit as usize {
            break;
        }
    }
    library.store().close().await;
    Ok(ExitCode::SUCCESS)
}

fn filter(args: &ListArgs) -> Result<LibraryFilter, Failure> {
    let (winner, result_kind) = match args.result.as_deref() {
        Some(text) => result_filter(text).ok_or_else(|| Failure::new(tr!("library.bad_result", text = text)))?,
        None => (None, None),
    };
    Ok(LibraryFilter {
        player: args.player.clone().map(|name| PlayerFilter { name, ..PlayerFilter::default() }),
        winner,
        result_kind,
        board_size: args.size,
        comment_text: args.text.clone(),
        ..LibraryFilter::default()
    })
}

/// Reads `--result`: a winner (`B`, `W`), a kind, or both (`B+R`).
fn result_filter(text: &str) -> Option<(Option<Winner>, Option<ResultKind>)> {
    let text = text.trim();
    let (winner, kind) = match text.split_once('+') {
        Some((w, k)) => (Some(w), Some(k)),
        None if text.len() == 1 => (Some(text), None),
        None => (None, Some(text)),
    };
    let winner = match winner.map(str::to_ascii_uppercase).as_deref() {
        Some("B") => Some(Winner::Black),
        Some("W") => Some(Winner::White),
        Some(_) => return None,
        None => None,
    };
    let kind = match kind.map(str::to_ascii_lowercase).as_deref() {
        None => None,
        Some("r" | "resign") => Some(ResultKind::Resignation),
        Some("t") => Some(ResultKind::Time),
        Some("f") => Some(ResultKind::Forfeit),
        Some("p") => Some(ResultKind::Points),
        Some(code) => Some(ResultKind::from_code(code)?),
    };
    Some((winner, kind))
}

/// One game's line, with its line break.
fn game_line(game: &GameSummary, as_json: bool) -> String {
    let meta = &game.meta;
    let date = game.date_range.as_ref().map(|d| d.iso.clone()).or_else(|| meta.date.clone());
    if as_json {
        let line = json!({
            "id": game.id, "black": meta.black, "white": meta.white, "black_rank": meta.black_rank,
            "white_rank": meta.white_rank, "result": meta.result, "winner": game.outcome.and_then(|o| o.winner),
            "result_kind": game.outcome.map(|o| o.kind), "date": date, "size": [meta.board_width, meta.board_height],
            "komi": meta.komi_half_points.map(|k| f64::from(k) / 2.0), "handicap": meta.handicap, "rules": meta.rules,
            "moves": meta.move_count, "event": meta.event, "kind": meta.kind, "origin": game.origin,
            "source_path": game.source_path, "duplicates": game.duplicates, "tags": game.tags,
        });
        format!("{line}\n")
    } else {
        let name = |n: &Option<String>| n.clone().unwrap_or_else(|| "?".to_owned());
        format!(
            "{:>6}  {:<10}  {} – {}  {}  {}x{}  {}\n",
            game.id.0,
            date.unwrap_or_default(),
            name(&meta.black),
            name(&meta.white),
            meta.result.clone().unwrap_or_default(),
            meta.board_width,
            meta.board_height,
            game.source_path.clone().unwrap_or_default()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_filters_name_a_winner_a_kind_or_both() {
        assert_eq!(result_filter("B"), Some((Some(Winner::Black), None)));
        assert_eq!(result_filter("w+r"), Some((Some(Winner::White), Some(ResultKind::Resignation))));
        assert_eq!(result_filter("B+points"), Some((Some(Winner::Black), Some(ResultKind::Points))));
        assert_eq!(result_filter("time"), Some((None, Some(ResultKind::Time))));
        assert_eq!(result_filter("draw"), Some((None, Some(ResultKind::Draw))));
        assert_eq!(result_filter("X+R"), None);
        assert_eq!(result_filter("won"), None);
    }
}
