//! `logo library list`: the library's games, filtered, newest first; one
//! JSON object per game with `--json`. The filter and each game's fields are
//! the library screen's, through its service ([`LibraryService::listing`]),
//! so the command and the app's table agree; the JSON adds DESIGN §3's `size`
//! and `source_path`.

use crate::failure::Failure;
use crate::i18n::tr;
use crate::library_args::ListArgs;
use logo_services::library::LibraryService;
use logo_services::library::views::{LibraryFilterInput, LibraryRow, ListedGame};
use logo_store::{ResultKind, Winner};
use std::process::ExitCode;

/// Games fetched per query while listing.
const PAGE: u32 = 1000;

/// Lists the games matching the arguments, through the library screen's service.
pub async fn list(args: &ListArgs, library: &LibraryService) -> Result<ExitCode, Failure> {
    let filter = filter(args)?;
    let mut printed = 0u32;
    let wanted = args.limit.unwrap_or(u32::MAX);
    while printed < wanted {
        let limit = PAGE.min(wanted - printed);
        let page = library.listing(&filter, printed, limit).await.map_err(Failure::new)?;
        let lines = page.iter().map(|game| game_line(game, args.json)).collect::<Result<String, _>>()?;
        // A reader that has gone (`| head`) ends the listing quietly.
        if let Err(failure) = crate::out::print(lines) {
            library.close().await;
            return Err(failure);
        }
        printed += u32::try_from(page.len()).unwrap_or(u32::MAX);
        if page.len() < limit as usize {
            break;
        }
    }
    library.close().await;
    Ok(ExitCode::SUCCESS)
}

/// The library screen's filter for the arguments.
fn filter(args: &ListArgs) -> Result<LibraryFilterInput, Failure> {
    let (winner, result_kind) = match args.result.as_deref() {
        Some(text) => result_filter(text).ok_or_else(|| Failure::new(tr!("library.bad_result", text = text)))?,
        None => (None, None),
    };
    Ok(LibraryFilterInput {
        player: args.player.clone().unwrap_or_default(),
        winner,
        result_kind,
        board_size: args.size,
        comment_text: args.text.clone().unwrap_or_default(),
        ..LibraryFilterInput::default()
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

/// One game's line, with its line break: the table's row as JSON (its
/// `date` the ISO date the table shows, `date_written` the text as written,
/// plus `size` and the whole `source_path`), or a line for people.
fn game_line(game: &ListedGame, as_json: bool) -> Result<String, Failure> {
    let row = &game.row;
    let date = row.date_iso.clone().or_else(|| row.date.clone());
    if as_json {
        let mut line = serde_json::to_value(row).map_err(Failure::new)?;
        if let Some(object) = line.as_object_mut() {
            object.insert("date_written".into(), row.date.clone().into());
            object.insert("date".into(), date.into());
            object.insert("size".into(), serde_json::json!([row.width, row.height]));
            object.insert("source_path".into(), game.source_path.clone().into());
        }
        return Ok(format!("{line}\n"));
    }
    Ok(person_line(row, date.as_deref(), game.source_path.as_deref()))
}

fn person_line(row: &LibraryRow, date: Option<&str>, source_path: Option<&str>) -> String {
    let name = |n: &Option<String>| n.clone().unwrap_or_else(|| "?".to_owned());
    format!(
        "{:>6}  {:<10}  {} – {}  {}  {}x{}  {}\n",
        row.id,
        date.unwrap_or_default(),
        name(&row.black),
        name(&row.white),
        row.result.clone().unwrap_or_default(),
        row.width,
        row.height,
        source_path.unwrap_or_default()
    )
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
