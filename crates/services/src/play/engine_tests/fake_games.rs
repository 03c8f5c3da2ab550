//! Games against the scripted fake engine, which plays the first free point
//! row by row (A9, B9, …) unless its script says otherwise, so where it
//! answers shows what its own board holds.

use super::*;
use crate::engine::opponent::EngineProblem;
use crate::error::AppError;
use crate::played;
use crate::review::ReviewService;
use go_core::{GameResult, IllegalMove, Phase};
use logo_gtp::{EngineMove, GtpError};
use logo_store::GameQuery;

#[tokio::test]
async fn the_engines_reply_appears_after_the_learners_move() {
    let mut table = Table::new().await;
    let engine = table.add_fake("").await;
    let start = table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    let opponent = start.opponent.as_ref().unwrap();
    assert_eq!(
        (opponent.color, start.players.black.as_str(), start.players.white.as_str()),
        (Color::White, "Lea", "Fake (Stufe 1)")
    );

    let thinking = table.play("ee").await;
    assert_eq!(working(&thinking), Some(crate::session::opponent::EngineWork::Move), "the thinking indicator");
    let replied = table.engine_moved(2).await;
    assert_eq!(stone(&replied, "aa"), Some(Color::White));
    assert_eq!((replied.to_play, replied.revision > thinking.revision), (Color::Black, true));
    let refused = table.service.change(|s, now| s.resign(Color::White, now)).await;
    assert!(matches!(refused, Err(AppError::NotNow)), "the learner cannot resign for the engine");
}

#[tokio::test]
async fn an_engine_playing_black_moves_first() {
    let mut table = Table::new().await;
    let engine = table.add_fake("").await;
    table.start(against(engine, ColorChoice::White, RulesPreset::Chinese)).await;
    let first = table.engine_moved(1).await;
    assert_eq!((stone(&first, "aa"), first.to_play), (Some(Color::Black), Color::White));
}

#[tokio::test]
async fn an_illegal_engine_move_is_refused_and_two_people_play_on() {
    let mut table = Table::new().await;
    let engine = table.add_fake("--on genmove#1=answer:E5").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    let stopped = table.until("the refusal", |v| v.opponent.as_ref().is_some_and(|o| o.problem.is_some())).await;
    let problem = stopped.opponent.as_ref().unwrap().problem.clone();
    assert_eq!(problem, Some(EngineProblem::IllegalMove { point: Some(sgf("ee")), reason: IllegalMove::Occupied }));
    assert_eq!((stopped.move_number, stopped.to_play), (1, Color::White), "the game is as it was");
    let not_yet = table.service.change(|s, now| s.play("cc", now)).await;
    assert!(matches!(not_yet, Err(AppError::IllegalMove { reason: IllegalMove::NotYourTurn, .. })));

    let two_players = table.service.play_without_engine().await.unwrap();
    assert!(two_players.opponent.is_none());
    table.play("cc").await;
    let view = table.play("gg").await;
    assert_eq!((stone(&view, "cc"), stone(&view, "gg"), view.move_number), (Some(Color::White), Some(Color::Black), 3));
    let table = table.restart().await;
    assert!(table.service.view().await.opponent.is_none(), "saved as a game between two people");
}

#[tokio::test]
async fn a_crash_mid_game_is_told_the_game_kept_and_another_engine_takes_over() {
    let mut table = Table::new().await;
    let crashing = table.add_fake("--on genmove#2=crash").await;
    let steady = table.add_fake("").await;
    table.start(against(crashing, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    table.engine_moved(2).await;
    table.play("cc").await;
    let stopped = table.until("the crash", |v| v.opponent.as_ref().is_some_and(|o| o.problem.is_some())).await;
    let Some(EngineProblem::Failed { error: GtpError::Crashed { stderr_tail, .. } }) =
        stopped.opponent.as_ref().and_then(|o| o.problem.clone())
    else {
        panic!("{:?}", stopped.opponent)
    };
    assert!(stderr_tail.contains("crashing on purpose"));
    assert_eq!(stopped.move_number, 3);
    let stored = table.store.load_game_in_progress().await.unwrap().unwrap();
    assert_eq!(stored.document["game"]["game"]["events"].as_array().map(Vec::len), Some(3), "saved as it stands");

    let view = table.service.change_engine(&steady, "Fake 2", &table.catalog).await.unwrap();
    assert_eq!((view.players.white.as_str(), view.opponent.unwrap().problem), ("Fake 2", None));
    let replied = table.engine_moved(4).await;
    assert_eq!(stone(&replied, "ba"), Some(Color::White), "the new engine was shown the game so far");
}

#[tokio::test]
async fn undo_takes_back_the_engines_reply_and_redo_brings_it_back() {
    let mut table = Table::new().await;
    let engine = table.add_fake("").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    table.engine_moved(2).await;
    let undone = table.service.change(|s, now| s.undo(now)).await.unwrap();
    assert_eq!((undone.move_number, undone.to_play, stone(&undone, "aa")), (0, Color::Black, None));

    table.play("cc").await;
    let replied = table.engine_moved(2).await;
    assert_eq!(stone(&replied, "aa"), Some(Color::White), "the engine's board lost its first reply too");
    table.service.change(|s, now| s.undo(now)).await.unwrap();
    let redone = table.service.change(|s, now| s.redo(now)).await.unwrap();
    assert_eq!(
        (redone.move_number, stone(&redone, "cc"), stone(&redone, "aa")),
        (2, Some(Color::Black), Some(Color::White))
    );
    assert_eq!(working(&redone), None, "the reply came back from the redo line, not from the engine");
}

#[tokio::test]
async fn undo_while_the_engine_thinks_stops_it() {
    let mut table = Table::new().await;
    let engine = table.add_fake("--on genmove#1=slow:1500").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    let undone = table.service.change(|s, now| s.undo(now)).await.unwrap();
    assert_eq!((undone.move_number, working(&undone)), (0, None));
    tokio::time::sleep(Duration::from_millis(2500)).await;
    while let Ok(view) = table.views.try_recv() {
        assert_eq!(view.move_number, 0, "no late answer reaches the game");
    }
    let view = table.service.view().await;
    assert_eq!((view.move_number, view.opponent.unwrap().problem), (0, None));
}

#[tokio::test]
async fn the_learner_stops_a_thinking_engine_and_plays_on_as_two_people() {
    let mut table = Table::new().await;
    let engine = table.add_fake("--on genmove#1=hang").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    let thinking = table.play("ee").await;
    assert_eq!(working(&thinking), Some(crate::session::opponent::EngineWork::Move));
    let stopped = table.service.play_without_engine().await.unwrap();
    assert_eq!((stopped.opponent.is_none(), stopped.move_number), (true, 1), "the game is kept, without the engine");
    let view = table.play("cc").await;
    assert_eq!((stone(&view, "cc"), view.move_number), (Some(Color::White), 2), "the learner plays White's move");
    tokio::time::sleep(Duration::from_millis(300)).await;
    while let Ok(late) = table.views.try_recv() {
        assert!(late.opponent.is_none(), "no word from the stopped engine reaches the game");
    }
    assert_eq!(table.service.engine_pid(), None, "the engine is gone");
}

#[tokio::test]
async fn a_restarted_game_gets_its_engine_back_with_the_game_so_far() {
    let mut table = Table::new().await;
    let engine = table.add_fake("").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    table.engine_moved(2).await;

    let mut table = table.restart().await;
    let restored = table.service.view().await;
    assert_eq!((restored.move_number, restored.opponent.as_ref().map(|o| o.color)), (2, Some(Color::White)));
    table.play("cc").await;
    let replied = table.engine_moved(4).await;
    assert_eq!(stone(&replied, "ba"), Some(Color::White), "the new engine process knows A9 is taken");
}

#[tokio::test]
async fn a_hint_is_shown_and_what_if_opens_it_as_a_variation() {
    let mut table = Table::new().await;
    let engine = table.add_fake("").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    table.engine_moved(2).await;
    table.service.hint().await.unwrap();
    let hinted = table.until("the hint", |v| v.opponent.as_ref().is_some_and(|o| o.hint.is_some())).await;
    assert_eq!(hinted.opponent.as_ref().unwrap().hint, Some(EngineMove::Play { point: sgf("ba") }));
    assert_eq!(hinted.move_number, 2, "a hint plays nothing");

    let (record, mv) = table.service.read(|s| played::what_if(s, None)).await.unwrap();
    let review = ReviewService::default();
    let opened = review.open_variation(record, mv, "LoGo.sgf".into()).await.unwrap();
    assert_eq!((opened.file.file_name.as_str(), opened.file.path.as_deref()), ("LoGo.sgf", None));
    let node = review.node(opened.file.doc, 0, opened.node).await.unwrap();
    assert!(node.position.black.contains(&sgf("ba")), "the hint is played in the variation");
    assert_eq!(table.service.view().await.move_number, 2, "the game itself is untouched");

    table.play("cc").await;
    assert!(table.engine_moved(4).await.opponent.unwrap().hint.is_none(), "a hint is for one position");
}

#[tokio::test]
async fn two_passes_lead_to_counting_with_the_engines_second_opinion() {
    let mut table = Table::new().await;
    let engine = table.add_fake("--pass-after 1").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    table.engine_moved(2).await;
    table.play("cc").await;
    let passed = table.engine_moved(4).await;
    assert_eq!(passed.last_move.as_ref().map(|m| (m.color, m.point)), Some((Color::White, None)));
    table.service.change(|s, now| s.pass(now)).await.unwrap();
    let counting =
        table.until("the second opinion", |v| v.opponent.as_ref().is_some_and(|o| o.opinion.is_some())).await;
    assert_eq!(counting.phase, Phase::Scoring);
    assert_eq!(counting.opponent.unwrap().opinion, Some(Vec::new()));
    table.service.change(|s, _| s.adopt_engine_opinion()).await.unwrap();
    let over = table.service.change(|s, now| s.confirm_score(Color::Black, now)).await.unwrap();
    assert!(matches!(over.phase, Phase::Over { result: GameResult::Score { .. } }), "{:?}", over.phase);

    let games = table.store.list_games(&GameQuery::default()).await.unwrap();
    assert_eq!(games.len(), 1);
    let meta = &games[0].meta;
    assert_eq!((meta.black.as_deref(), meta.white.as_deref()), (Some("Lea"), Some("Fake (Stufe 1)")));
    assert_eq!(meta.rules.as_deref(), Some("japanese"));
}

#[tokio::test]
async fn the_engine_resigns_like_a_player() {
    let mut table = Table::new().await;
    let engine = table.add_fake("--on genmove#1=answer:resign").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    let over = table.until("the resignation", |v| matches!(v.phase, Phase::Over { .. })).await;
    assert_eq!(over.phase, Phase::Over { result: GameResult::Resignation { winner: Color::Black } });
    let games = table.store.list_games(&GameQuery::default()).await.unwrap();
    assert_eq!(games[0].meta.result.as_deref(), Some("B+R"));
}

#[tokio::test]
async fn the_engine_process_ends_with_its_game() {
    let mut table = Table::new().await;
    let engine = table.add_fake("").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.until("the engine to start", |v| working(v).is_none()).await;
    let pid = table.service.engine_pid().expect("the engine runs");
    let mut two_people = against(EngineChoice::GnuGo { level: 1 }, ColorChoice::Black, RulesPreset::Japanese);
    two_people.opponent = None;
    table.start(two_people).await;
    assert_eq!(table.service.engine_pid(), None);
    assert!(std::fs::metadata(format!("/proc/{pid}")).is_err(), "the engine ({pid}) is still there");
}

#[tokio::test]
async fn an_engine_that_hangs_past_its_time_or_answers_garbage_is_stopped_and_told() {
    let mut options = EngineOptions::default();
    options.timeouts.thinking = Duration::from_millis(300);
    let mut table = Table::with_options(options).await;
    let hanging = table.add_fake("--on genmove#1=hang").await;
    let babbling = table.add_fake("--on genmove#1=garbage").await;
    table.start(against(hanging, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    let EngineProblem::Failed { error: GtpError::Timeout { after_ms, .. } } = table.problem().await else {
        panic!("no timeout")
    };
    assert_eq!(after_ms, 300);

    table.service.change_engine(&babbling, "", &table.catalog).await.unwrap();
    let EngineProblem::Failed { error: GtpError::Protocol { command, .. } } = table.problem().await else {
        panic!("no protocol error")
    };
    assert_eq!(command, "genmove white");
    assert_eq!(table.service.view().await.move_number, 1, "the game is as it was");
}

#[tokio::test]
async fn a_missing_program_is_told_when_the_game_starts() {
    use logo_gtp::{CustomEngine, EngineCommand, EngineProfile};
    let mut table = Table::new().await;
    let mut settings = against(EngineChoice::GnuGo { level: 1 }, ColorChoice::Black, RulesPreset::Japanese);
    let command = EngineCommand::new("/nonexistent/engine", Vec::<String>::new());
    let opponent = crate::engine::opponent::Opponent {
        choice: EngineChoice::Custom { id: "engine-1".into() },
        profile: EngineProfile::Custom(CustomEngine { name: "Gone".into(), command }),
        color: Color::White,
        hints: false,
        move_seconds: None,
    };
    settings.opponent.as_mut().unwrap().learner_color = ColorChoice::Black;
    let session = crate::session::PlaySession::start(&settings, Some(opponent), 0).unwrap();
    table.service.replace(session).await;
    let EngineProblem::Failed { error: GtpError::NotFound { program } } = table.problem().await else {
        panic!("no not-found")
    };
    assert_eq!(program, "/nonexistent/engine");
    let view = table.service.play_without_engine().await.unwrap();
    assert!(view.opponent.is_none(), "the game goes on between two people");
}
