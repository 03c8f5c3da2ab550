use super::settings::TimeSettings;
use super::*;
use go_core::{GameResult, IllegalMove, Phase, Point};

fn nine_by_nine(time: Option<TimeSettings>) -> NewGameSettings {
    NewGameSettings { time, ..NewGameSettings::two_players(9, RulesPreset::Japanese) }
}

#[test]
fn stones_are_played_by_sgf_point_and_bad_points_are_refused() {
    let mut session = PlaySession::start(&nine_by_nine(None), None, 0).unwrap();
    session.play("ee", 0).unwrap();
    assert_eq!(session.game().board().get(Point::new(4, 4)), Some(Color::Black));
    assert!(matches!(session.play("zz", 0), Err(AppError::BadPoint { .. })));
    assert!(matches!(session.play("", 0), Err(AppError::BadPoint { .. })));
    let occupied = session.play("ee", 0);
    assert!(matches!(occupied, Err(AppError::IllegalMove { reason: IllegalMove::Occupied, point: Some(_) })));
}

#[test]
fn a_stored_session_comes_back_identical_with_the_clock_time_it_had() {
    let time = TimeSettings { main_seconds: PerColor::new(60, 60), period_seconds: 0, periods: 0 };
    let mut session = PlaySession::start(&nine_by_nine(Some(time)), None, 1_000).unwrap();
    session.play("cc", 11_000).unwrap(); // Black thought for 10 s.
    session.play("gg", 12_000).unwrap();
    let document = session.document(15_000).unwrap(); // Black has thought 3 s more.

    let restored = PlaySession::restore(&document.to_string(), 0).unwrap(); // A new time origin after restart.
    assert_eq!(restored.game().board(), session.game().board());
    assert_eq!(restored.players().white, "Ben");
    let clock = restored.timed().clock_view(0).unwrap();
    assert_eq!(clock.black.main_left_ms, 47_000);
    assert_eq!(clock.white.main_left_ms, 59_000);
    assert_eq!(clock.running, Some(Color::Black));
}

#[test]
fn documents_of_another_version_are_not_read() {
    let session = PlaySession::default();
    let mut document = session.document(0).unwrap();
    document["version"] = serde_json::json!(99);
    assert_eq!(PlaySession::restore(&document.to_string(), 0).err(), Some(Unreadable::NewerVersion));
    document["version"] = serde_json::json!(0);
    assert_eq!(PlaySession::restore(&document.to_string(), 0).err(), Some(Unreadable::Damaged));
    let other = serde_json::json!({"something": "else"}).to_string();
    assert_eq!(PlaySession::restore(&other, 0).err(), Some(Unreadable::Damaged));
    let broken = r#"{"version": 1, "game": "not a game", "players": {"B": "", "W": ""}}"#;
    assert_eq!(PlaySession::restore(broken, 0).err(), Some(Unreadable::Damaged));
    assert_eq!(PlaySession::restore("not json at all", 0).err(), Some(Unreadable::Damaged));
}

#[test]
fn running_out_of_time_ends_the_game() {
    let time = TimeSettings { main_seconds: PerColor::new(3, 3), period_seconds: 0, periods: 0 };
    let mut session = PlaySession::start(&nine_by_nine(Some(time)), None, 0).unwrap();
    assert!(!session.tick(2_999));
    assert!(session.tick(3_000));
    assert_eq!(session.game().phase(), Phase::Over { result: GameResult::Time { winner: Color::White } });
}

#[test]
fn undo_and_redo_report_when_there_is_nothing_to_do() {
    let mut session = PlaySession::default();
    assert!(matches!(session.undo(0), Err(AppError::NotNow)));
    session.pass(0).unwrap();
    session.undo(0).unwrap();
    session.redo(0).unwrap();
    assert!(matches!(session.redo(0), Err(AppError::NotNow)));
}
