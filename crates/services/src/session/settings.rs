//! Turning the New game dialog's settings into a game, refusing what is out of
//! range (see [`crate::limits`]) with the name of the offending field (the UI
//! explains it).

use crate::engine::opponent::OpponentSettings;
use crate::error::{AppError, SettingField};
use crate::limits::{MAX_BOARD_SIDE, MAX_ENGINE_MOVE_SECONDS, MIN_ENGINE_MOVE_SECONDS, MIN_HANDICAP};
use crate::limits::{MAX_HANDICAP, MAX_MAIN_SECONDS, MAX_NAME_CHARS, MAX_PERIOD_SECONDS, MAX_PERIODS, MIN_BOARD_SIDE};
use go_core::{BoardSize, Color, GameSettings, PerColor, Rules, TimeControl};
use serde::Deserialize;

/// Settings for a new game, validated before the game starts.
#[derive(Clone, Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NewGameSettings {
    /// Board side (within the limits' `size`).
    pub size: u32,
    /// The rule set, komi included.
    pub rules: Rules,
    /// Handicap stones, 0 or 2–9.
    pub handicap: u32,
    /// Players' names (may be empty) of a game between two people.
    pub players: PerColor<String>,
    /// Time control, or `None` for no clock.
    pub time: Option<TimeSettings>,
    /// The computer opponent, or `None` for a game between two people (the
    /// names then come from here, not from `players`).
    #[serde(default)]
    pub opponent: Option<OpponentSettings>,
}

/// Main time per player plus byo-yomi.
#[derive(Clone, Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TimeSettings {
    /// Main time per player, in seconds (may differ).
    pub main_seconds: PerColor<u32>,
    /// Length of one byo-yomi period in seconds; 0 means sudden death.
    pub period_seconds: u32,
    /// Number of byo-yomi periods (1 for LoGo's single restarting period).
    pub periods: u32,
}

/// A validated new game: go-core settings, the clock and the players' names.
pub struct ValidGame {
    /// Board, rules and handicap.
    pub settings: GameSettings,
    /// The time control, if the game has a clock.
    pub time: Option<TimeControl>,
    /// Trimmed names.
    pub players: PerColor<String>,
}

fn invalid(field: SettingField) -> AppError {
    AppError::InvalidSetting { field }
}

/// Checks every setting; go-core checks the handicap against the board later.
/// `engine_color` is the colour the computer opponent plays (drawn already
/// for a nigiri); it is `None` exactly when the settings have no opponent.
pub fn validate(s: &NewGameSettings, engine_color: Option<Color>) -> Result<ValidGame, AppError> {
    if !(MIN_BOARD_SIDE..=MAX_BOARD_SIDE).contains(&s.size) {
        return Err(invalid(SettingField::Size));
    }
    let size = BoardSize::square(s.size).map_err(|_| invalid(SettingField::Size))?;
    let allowed = |h: &u32| *h == 0 || (MIN_HANDICAP..=MAX_HANDICAP).contains(h);
    let handicap =
        Some(s.handicap).filter(allowed).and_then(|h| u8::try_from(h).ok()).ok_or(invalid(SettingField::Handicap))?;
    let time = s.time.as_ref().map(time_control).transpose()?;
    let players = match (&s.opponent, engine_color) {
        (None, None) => PerColor::new(name(&s.players.black)?, name(&s.players.white)?),
        (Some(opponent), Some(engine)) => opponent_players(opponent, engine)?,
        _ => return Err(AppError::NotNow),
    };
    Ok(ValidGame { settings: GameSettings::new(size, s.rules).with_handicap(handicap), time, players })
}

fn time_control(t: &TimeSettings) -> Result<TimeControl, AppError> {
    let main_ok = |secs: u32| secs <= MAX_MAIN_SECONDS;
    if !main_ok(t.main_seconds.black) || !main_ok(t.main_seconds.white) {
        return Err(invalid(SettingField::MainTime));
    }
    if t.period_seconds > MAX_PERIOD_SECONDS {
        return Err(invalid(SettingField::Period));
    }
    if t.period_seconds > 0 && !(1..=MAX_PERIODS).contains(&t.periods) {
        return Err(invalid(SettingField::Periods));
    }
    let without_time = |secs: u32| secs == 0 && t.period_seconds == 0;
    if without_time(t.main_seconds.black) || without_time(t.main_seconds.white) {
        return Err(invalid(SettingField::MainTime));
    }
    let ms = |secs: u32| u64::from(secs) * 1000;
    Ok(TimeControl {
        main_ms: PerColor::new(ms(t.main_seconds.black), ms(t.main_seconds.white)),
        period_ms: ms(t.period_seconds),
        periods: if t.period_seconds == 0 { 0 } else { t.periods },
    })
}

/// The learner's and the engine's names in their colours; the engine's time per move checked.
fn opponent_players(opponent: &OpponentSettings, engine: Color) -> Result<PerColor<String>, AppError> {
    if opponent.move_seconds.is_some_and(|s| !(MIN_ENGINE_MOVE_SECONDS..=MAX_ENGINE_MOVE_SECONDS).contains(&s)) {
        return Err(invalid(SettingField::EngineMoveTime));
    }
    let mut players = PerColor::new(String::new(), String::new());
    *players.get_mut(engine) = name(&opponent.engine_name)?;
    *players.get_mut(engine.opponent()) = name(&opponent.learner_name)?;
    Ok(players)
}

fn name(raw: &str) -> Result<String, AppError> {
    let trimmed = raw.trim();
    if trimmed.chars().count() > MAX_NAME_CHARS as usize || trimmed.chars().any(char::is_control) {
        return Err(invalid(SettingField::PlayerName));
    }
    Ok(trimmed.to_owned())
}

#[cfg(test)]
impl NewGameSettings {
    /// The tests' everyday game: Anna (Black) against Ben (White) on a
    /// `size` board under `preset`, no handicap, no clock, no engine.
    pub(crate) fn two_players(size: u32, preset: go_core::RulesPreset) -> NewGameSettings {
        NewGameSettings {
            size,
            rules: preset.rules(),
            handicap: 0,
            players: PerColor::new("Anna".into(), "Ben".into()),
            time: None,
            opponent: None,
        }
    }
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
            opponent: None,
        }
    }

    fn validate_two(settings: &NewGameSettings) -> Result<ValidGame, AppError> {
        validate(settings, None)
    }

    fn field(result: Result<ValidGame, AppError>) -> Option<SettingField> {
        match result {
            Err(AppError::InvalidSetting { field }) => Some(field),
            _ => None,
        }
    }

    #[test]
    fn a_sensible_game_is_accepted_with_trimmed_names_and_milliseconds() {
        let valid = validate_two(&settings()).unwrap();
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
        assert_eq!(field(validate_two(&NewGameSettings { size: 4, ..settings() })), Some(SettingField::Size));
        assert_eq!(field(validate_two(&NewGameSettings { size: 26, ..settings() })), Some(SettingField::Size));
        assert_eq!(field(validate_two(&NewGameSettings { handicap: 1, ..settings() })), Some(SettingField::Handicap));
        assert_eq!(field(validate_two(&NewGameSettings { handicap: 10, ..settings() })), Some(SettingField::Handicap));
        let long_name = PerColor::new("x".repeat(61), String::new());
        assert_eq!(
            field(validate_two(&NewGameSettings { players: long_name, ..settings() })),
            Some(SettingField::PlayerName)
        );
        let no_time = TimeSettings { main_seconds: PerColor::new(0, 60), period_seconds: 0, periods: 0 };
        assert_eq!(
            field(validate_two(&NewGameSettings { time: Some(no_time), ..settings() })),
            Some(SettingField::MainTime)
        );
        let no_periods = TimeSettings { main_seconds: PerColor::new(60, 60), period_seconds: 30, periods: 0 };
        assert_eq!(
            field(validate_two(&NewGameSettings { time: Some(no_periods), ..settings() })),
            Some(SettingField::Periods)
        );
    }

    #[test]
    fn sudden_death_has_no_periods() {
        let sudden = TimeSettings { main_seconds: PerColor::new(3, 3), period_seconds: 0, periods: 5 };
        let valid = validate_two(&NewGameSettings { time: Some(sudden), ..settings() }).unwrap();
        assert_eq!(valid.time.unwrap().periods, 0);
    }
}
