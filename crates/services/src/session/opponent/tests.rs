//! The computer opponent's side of a session without an engine process: whose
//! turn the learner may play, what the engine is due to do, how undo and redo
//! skip its turns, and what it is told about time.

use super::*;
use crate::engine::opponent::{ColorChoice, EngineChoice, OpponentSettings};
use crate::session::settings::{NewGameSettings, TimeSettings as Clock};
use go_core::{PerColor, RulesPreset};
use logo_gtp::{CustomEngine, EngineCommand, EngineProfile};

fn against(time: Option<Clock>, move_seconds: Option<u32>) -> PlaySession {
    let settings = NewGameSettings {
        size: 9,
        rules: RulesPreset::Japanese.rules(),
        handicap: 0,
        players: PerColor::default(),
        time,
        opponent: Some(OpponentSettings {
            engine: EngineChoice::Custom { id: "engine-1".into() },
            learner_color: ColorChoice::Black,
            learner_name: "Lea".into(),
            engine_name: String::new(),
            hints: true,
            move_seconds,
        }),
    };
    let command = EngineCommand::new("/opt/engines/katago", ["gtp"]);
    let opponent = Opponent {
        choice: EngineChoice::Custom { id: "engine-1".into() },
        profile: EngineProfile::Custom(CustomEngine { name: String::new(), command }),
        color: Color::White,
        hints: true,
        move_seconds,
    };
    PlaySession::start(&settings, Some(opponent), 0).unwrap()
}

#[test]
fn the_learner_plays_only_their_own_colour_and_the_engine_is_due_after() {
    let mut session = against(None, None);
    assert_eq!(session.players().white, "katago", "no name given: the program's name");
    assert_eq!(session.engine_work_due(), None, "the learner begins");
    session.play("ee", 0).unwrap();
    assert_eq!(session.engine_work_due(), Some(EngineWork::Move));
    let refused = session.play("cc", 0);
    assert!(matches!(refused, Err(AppError::IllegalMove { reason: IllegalMove::NotYourTurn, .. })));
    assert!(matches!(session.pass(0), Err(AppError::IllegalMove { reason: IllegalMove::NotYourTurn, .. })));
    session.engine_started(EngineWork::Move);
    assert_eq!(session.engine_work_due(), None, "busy");
}

#[test]
fn undo_and_redo_skip_the_engines_turns() {
    let mut session = against(None, None);
    session.play("ee", 0).unwrap();
    session.engine_moved(EngineMove::Play { point: Point::from_sgf("cc").unwrap() }, 0);
    session.play("gg", 0).unwrap();
    session.engine_moved(EngineMove::Pass, 0);
    session.undo(0).unwrap();
    assert_eq!((session.game().move_number(), session.game().to_play()), (2, Color::Black));
    session.undo(0).unwrap();
    assert_eq!(session.game().move_number(), 0);
    assert!(matches!(session.undo(0), Err(AppError::NotNow)));
    session.redo(0).unwrap();
    assert_eq!((session.game().move_number(), session.game().to_play()), (2, Color::Black), "with the reply");
}

#[test]
fn an_illegal_engine_move_becomes_a_problem_and_stops_its_turns() {
    let mut session = against(None, None);
    session.play("ee", 0).unwrap();
    session.engine_moved(EngineMove::Play { point: Point::from_sgf("ee").unwrap() }, 0);
    let problem = EngineProblem::IllegalMove { point: Point::from_sgf("ee"), reason: IllegalMove::Occupied };
    assert_eq!(session.engine_state().problem, Some(problem));
    assert_eq!((session.game().move_number(), session.engine_work_due()), (1, None));
    session.engine_retry().unwrap();
    assert_eq!(session.engine_work_due(), Some(EngineWork::Move));
    assert!(matches!(session.engine_retry(), Err(AppError::NotNow)), "nothing to retry");
}

#[test]
fn a_fixed_time_per_move_is_what_the_engine_is_told() {
    let session = against(None, Some(5));
    let five = Duration::from_secs(5);
    assert_eq!(
        session.engine_key().unwrap().time,
        Some(TimeSettings { main: Duration::ZERO, byo_yomi: five, stones: 1 })
    );
    assert_eq!(session.engine_job(EngineWork::Move, 0), Job::Move { color: Color::White, time_left: Some((five, 1)) });
}

#[test]
fn the_game_clock_is_what_the_engine_is_told_otherwise() {
    let clock = Clock { main_seconds: PerColor::new(60, 120), period_seconds: 30, periods: 3 };
    let mut session = against(Some(clock), None);
    let key = session.engine_key().unwrap();
    let told = TimeSettings { main: Duration::from_secs(120), byo_yomi: Duration::from_secs(30), stones: 1 };
    assert_eq!(key.time, Some(told));
    session.play("ee", 1_000).unwrap();
    let job = session.engine_job(EngineWork::Move, 11_000);
    assert_eq!(job, Job::Move { color: Color::White, time_left: Some((Duration::from_secs(110), 0)) });
    assert_eq!(against(None, None).engine_key().unwrap().time, None, "no clock, no budget: nothing to tell");
}
