//! The game on the play screen as an SGF file: its record (moves, handicap,
//! rules, komi, clock settings, result) with the players' names and the day.

use crate::error::AppError;
use crate::session::PlaySession;
use go_core::tree::{GameDate, PlayedDetails, Player};
use go_core::{Move, PerColor, PlayedMove};
use go_sgf::Record;
use logo_gtp::EngineMove;
use std::time::{SystemTime, UNIX_EPOCH};

/// The game in progress as FF[4] SGF text, dated `date`; `None` only if the
/// session's record does not describe a game (which a running session always does).
pub fn played_sgf(session: &PlaySession, date: Option<GameDate>) -> Option<String> {
    played_record(session, date).map(|r| r.to_sgf_text())
}

/// The game in progress as a record with its players and the day.
pub fn played_record(session: &PlaySession, date: Option<GameDate>) -> Option<Record> {
    let player = |name: &String| Player { name: (!name.is_empty()).then(|| name.clone()), ..Player::default() };
    let names = session.players();
    let details = PlayedDetails {
        players: PerColor::new(player(&names.black), player(&names.white)),
        date,
        ..PlayedDetails::default()
    };
    Record::from_played(&session.timed().record(), &details).ok()
}

/// "What if?": the game in progress as a record and the engine's hint as the
/// learner's next move, to open on the review screen; `NotNow` without a hint.
pub fn what_if(session: &PlaySession, date: Option<GameDate>) -> Result<(Record, PlayedMove), AppError> {
    let played = match session.current_hint() {
        Some(EngineMove::Play { point }) => Move::Play(point),
        Some(EngineMove::Pass) => Move::Pass,
        Some(EngineMove::Resign) | None => return Err(AppError::NotNow),
    };
    let mv = PlayedMove { color: session.game().to_play(), played };
    Ok((played_record(session, date).ok_or(AppError::NotNow)?, mv))
}

/// The file name offered in the save dialog, e.g. `LoGo 2025-12-24.sgf`.
pub fn suggested_name(date: Option<GameDate>) -> String {
    date.map_or_else(|| "LoGo.sgf".to_owned(), |d| format!("LoGo {d}.sgf"))
}

/// Today's date (UTC) from the system clock.
pub fn today() -> Option<GameDate> {
    let seconds = SystemTime::now().duration_since(UNIX_EPOCH).ok()?.as_secs();
    civil_date(i64::try_from(seconds / 86_400).ok()?)
}

/// The calendar date `days` days after 1970-01-01 (proleptic Gregorian).
fn civil_date(days: i64) -> Option<GameDate> {
    // Howard Hinnant's days-to-civil: eras of 400 years, years starting in March.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    GameDate::new(u16::try_from(year).ok()?, Some(u8::try_from(month).ok()?), Some(u8::try_from(day).ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_since_1970_become_calendar_dates() {
        let date = |days| civil_date(days).map(|d| d.to_string());
        assert_eq!(date(0).as_deref(), Some("1970-01-01"));
        assert_eq!(date(11_016).as_deref(), Some("2000-02-29"));
        assert_eq!(date(20_446).as_deref(), Some("2025-12-24"));
        assert_eq!(date(20_454).as_deref(), Some("2026-01-01"));
    }

    #[test]
    fn the_suggested_name_carries_the_day() {
        assert_eq!(suggested_name(GameDate::new(2025, Some(12), Some(24))), "LoGo 2025-12-24.sgf");
        assert_eq!(suggested_name(None), "LoGo.sgf");
    }
}
