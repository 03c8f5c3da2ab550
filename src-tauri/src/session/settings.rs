//! Turning the New game dialog's settings into a game, refusing what is out of
//! range with the name of the offending field (the UI explains it).

use crate::dto::{AppError, NewGameSettings, TimeSettings};
use go_core::{BoardSize, GameSettings, PerColor, TimeControl};

/// Smallest board the app offers (go-core itself goes down to 2x2).
pub const MIN_BOARD_SIDE: u32 = 5;
/// Longest main time a player may get: 24 hours.
const MAX_MAIN_SECONDS: u32 = 24 * 60 * 60;
/// Longest byo-yomi period: one hour.
const MAX_PERIOD_SECONDS: u32 = 60 * 60;
/// Most byo-yomi periods.
const MAX_PERIODS: u32 = 99;
/// Longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 60;

/// A validated new game: go-core settings, the clock and the players' names.
pub struct ValidGame {
    /// Board, rules and handicap.
    pub settings: GameSettings,
    /// The time control, if the game has a clock.
    pub time: Option<TimeControl>,
    /// Trimmed names.
    pub players: PerColor<String>,
}

fn invalid(field: &str) -> AppError {
    AppError::InvalidSetting { field: field.to_owned() }
}

/// Checks every setting; go-core checks the handicap against the board later.
pub fn validate(s: &NewGameSettings) -> Result<ValidGame, AppError> {
    if s.size < MIN_BOARD_SIDE {
        return Err(invalid("size"));
    }
    let size = BoardSize::square(s.size).map_err(|_| invalid("size"))?;
    let handicap =
        u8::try_from(s.handicap).ok().filter(|h| *h == 0 || (2..=9).contains(h)).ok_or(invalid("handicap"))?;
    let time = s.time.as_ref().map(time_control).transpose()?;
    let players = PerColor::new(name(&s.players.black)?, name(&s.players.white)?);
    Ok(ValidGame { settings: GameSettings::new(size, s.rules).with_handicap(handicap), time, players })
}

fn time_control(t: &TimeSettings) -> Result<TimeControl, AppError> {
    let main_ok = |secs: u32| secs <= MAX_MAIN_SECONDS;
    if !main_ok(t.main_seconds.black) || !main_ok(t.main_seconds.white) {
        return Err(invalid("main_time"));
    }
    if t.period_seconds > MAX_PERIOD_SECONDS {
        return Err(invalid("period"));
    }
    if t.period_seconds > 0 && !(1..=MAX_PERIODS).contains(&t.periods) {
        return Err(invalid("periods"));
    }
    let without_time = |secs: u32| secs == 0 && t.period_seconds == 0;
    if without_time(t.main_seconds.black) || without_time(t.main_seconds.white) {
        return Err(invalid("main_time"));
    }
    let ms = |secs: u32| u64::from(secs) * 1000;
    Ok(TimeControl {
        main_ms: PerColor::new(ms(t.main_seconds.black), ms(t.main_seconds.white)),
        period_ms: ms(t.period_seconds),
        periods: if t.period_seconds == 0 { 0 } else { t.periods },
    })
}

fn name(raw: &str) -> Result<String, AppError> {
    let trimmed = raw.trim();
    if trimmed.chars().count() > MAX_NAME_CHARS || trimmed.chars().any(char::is_control) {
        return Err(invalid("player_name"));
    }
    Ok(trimmed.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use go_core::RulesPreset;

    fn settings() -> NewGameSettings {
        NewGameSettings {
            size: 9,
            rules: RulesPreset::Japanese.rules(),
            handicap: 2,
            players: PerColor::new(" Anna ".into(), "Ben".into()),
            time: Some(TimeSettings { main_seconds: PerColor::new(600, 300), period_seconds: 30, periods: 3 }),
        }
    }

    fn field(result: Result<ValidGame, AppError>) -> String {
        match result {
            Err(AppError::InvalidSetting { field }) => field,
            _ => "accepted".into(),
        }
    }

    #[test]
    fn a_sensible_game_is_accepted_with_trimmed_names_and_milliseconds() {
        let valid = validate(&settings()).unwrap();
        assert_eq!(valid.players.black, "Anna");
        assert_eq!(valid.settings.handicap, 2);
        let time = valid.time.unwrap();
        assert_eq!(
            (time.main_ms.black, time.main_ms.white, time.period_ms, time.periods),
            (600_000, 300_000, 30_000, 3)
        );
    }

    #[test]
    fn each_bad_setting_names_its_field() {
        assert_eq!(field(validate(&NewGameSettings { size: 4, ..settings() })), "size");
        assert_eq!(field(validate(&NewGameSettings { size: 26, ..settings() })), "size");
        assert_eq!(field(validate(&NewGameSettings { handicap: 1, ..settings() })), "handicap");
        assert_eq!(field(validate(&NewGameSettings { handicap: 10, ..settings() })), "handicap");
        let long_name = PerColor::new("x".repeat(61), String::new());
        assert_eq!(field(validate(&NewGameSettings { players: long_name, ..settings() })), "player_name");
        let no_time = TimeSettings { main_seconds: PerColor::new(0, 60), period_seconds: 0, periods: 0 };
        assert_eq!(field(validate(&NewGameSettings { time: Some(no_time), ..settings() })), "main_time");
        let no_periods = TimeSettings { main_seconds: PerColor::new(60, 60), period_seconds: 30, periods: 0 };
        assert_eq!(field(validate(&NewGameSettings { time: Some(no_periods), ..settings() })), "periods");
    }

    #[test]
    fn sudden_death_has_no_periods() {
        let sudden = TimeSettings { main_seconds: PerColor::new(3, 3), period_seconds: 0, periods: 5 };
        let valid = validate(&NewGameSettings { time: Some(sudden), ..settings() }).unwrap();
        assert_eq!(valid.time.unwrap().periods, 0);
    }
}
