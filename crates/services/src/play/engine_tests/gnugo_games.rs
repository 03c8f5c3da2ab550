//! Whole 9x9 games against GNU Go 3.8 at level 1 through the service, the
//! learner's moves drawn by seeded random play and GNU Go's seed fixed: every engine move checked by
//! go-core, the game counted (GNU Go does not resign against random play)
//! with GNU Go's dead stones as a second opinion, the game in the library
//! under GNU Go's name; an undo takes GNU Go's reply off its own board too.

use super::*;
use crate::engine::opponent::Opponent;
use crate::engine::{RandomSeat, Seat};
use crate::session::PlaySession;
use go_core::{Game, GameResult, Phase};
use logo_gtp::{EngineMove, EngineProfile, GnuGo, GnuGoLevel};
use logo_store::GameQuery;

/// GNU Go at level 1 with its random seed fixed (`--seed`, which GNU Go reads
/// before the flags LoGo gives it), so every run plays the same game: a
/// script in `dir` that starts it.
fn seeded_gnugo(dir: &std::path::Path, seed: u64) -> GnuGo {
    use std::os::unix::fs::PermissionsExt;
    let real = logo_gtp::find_gnugo().expect("GNU Go is missing: install the Debian package `gnugo`");
    let script = dir.join(format!("gnugo-seed-{seed}"));
    std::fs::write(&script, format!("#!/bin/sh\nexec '{}' --seed {seed} \"$@\"\n", real.display())).unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    GnuGo { program: script, level: GnuGoLevel::WEAKEST }
}

/// How a game against GNU Go ended: the final view, and GNU Go's dead stones
/// (its second opinion) if the game was counted.
struct Ending {
    view: GameView,
    opinion: Option<Vec<Point>>,
}

/// Plays the learner's side until the game ends.
async fn play_out(table: &mut Table, seed: u64) -> Ending {
    let mut learner = RandomSeat::new(seed);
    let mut view = table.service.view().await;
    let mut opinion = None;
    for _ in 0..400 {
        match view.phase {
            Phase::Over { .. } => return Ending { view, opinion },
            Phase::Scoring => {
                let judged = |v: &GameView| v.opponent.as_ref().is_some_and(|o| o.opinion.is_some());
                if !judged(&view) {
                    view = table.until("GNU Go's dead stones", judged).await;
                }
                opinion = view.opponent.as_ref().and_then(|o| o.opinion.clone());
                view = table.service.change(|s, now| s.confirm_score(Color::Black, now)).await.unwrap();
            }
            _ if view.to_play == Color::White => view = table.engine_moved(view.move_number + 1).await,
            _ => {
                let game = table.service.read(|s| s.game().clone()).await;
                let choice = if game.move_number() > 60 { EngineMove::Pass } else { learner.choose(&game).unwrap() };
                view = match choice {
                    EngineMove::Play { point } => table.play(&point.to_sgf().unwrap()).await,
                    _ => table.service.change(|s, now| s.pass(now)).await.unwrap(),
                };
            }
        }
    }
    panic!("the game did not end: {view:?}")
}

#[tokio::test]
async fn whole_games_against_gnu_go_under_japanese_and_chinese_rules() {
    for (preset, seed) in [(RulesPreset::Japanese, 3), (RulesPreset::Chinese, 4)] {
        let mut table = Table::new().await;
        let mut settings = against(EngineChoice::GnuGo { level: 1 }, ColorChoice::Black, preset);
        settings.opponent.as_mut().unwrap().engine_name = "GNU Go 3.8 (Stufe 1)".into();
        let opponent = Opponent {
            choice: EngineChoice::GnuGo { level: 1 },
            profile: EngineProfile::GnuGo(seeded_gnugo(table._dir.path(), seed)),
            color: Color::White,
            hints: false,
            move_seconds: None,
        };
        table.service.replace(PlaySession::start(&settings, Some(opponent), 0).unwrap()).await;
        let Ending { view: over, opinion } = play_out(&mut table, seed).await;
        let Phase::Over { result } = over.phase else { unreachable!() };
        assert!(matches!(result, GameResult::Score { .. }), "{preset:?}: counted, not resigned: {result:?}");
        assert!(over.final_score.is_some(), "{preset:?}: the final count is shown");
        let opinion = opinion.unwrap_or_else(|| panic!("{preset:?}: GNU Go's second opinion never came"));
        assert!(!opinion.is_empty(), "{preset:?}: random play leaves dead stones GNU Go names");
        for point in &opinion {
            assert!(
                stone(&over, &point.to_sgf().unwrap()).is_some(),
                "{preset:?}: GNU Go calls an empty {point:?} dead"
            );
        }
        let record = table.service.read(|s| s.game().record()).await;
        Game::from_record(&record).expect("every move replays under go-core's rules");

        let games = table.store.list_games(&GameQuery::default()).await.unwrap();
        assert_eq!(games.len(), 1, "{preset:?}");
        let meta = &games[0].meta;
        assert_eq!(meta.white.as_deref(), Some("GNU Go 3.8 (Stufe 1)"));
        assert_eq!((meta.rules.as_deref(), meta.result.clone()), (Some(preset.id()), Some(result.to_sgf())));
        let sgf = table.store.game(games[0].id).await.unwrap().unwrap().sgf;
        assert!(sgf.contains("PW[GNU Go 3.8 (Stufe 1)]"), "{sgf}");
    }
}

#[tokio::test]
async fn gnu_go_is_gone_when_its_game_closes() {
    let mut table = Table::new().await;
    table.start(against(EngineChoice::GnuGo { level: 1 }, ColorChoice::Black, RulesPreset::Chinese)).await;
    table.play("ee").await;
    table.engine_moved(2).await;
    let pid = table.service.engine_pid().expect("GNU Go runs");
    let mut two_people = against(EngineChoice::GnuGo { level: 1 }, ColorChoice::Black, RulesPreset::Japanese);
    two_people.opponent = None;
    table.start(two_people).await;
    assert!(std::fs::metadata(format!("/proc/{pid}")).is_err(), "GNU Go ({pid}) is still there");
}

#[tokio::test]
async fn undo_against_gnu_go_takes_its_reply_off_its_own_board_too() {
    let mut table = Table::new().await;
    let settings = against(EngineChoice::GnuGo { level: 1 }, ColorChoice::Black, RulesPreset::Japanese);
    let opponent = Opponent {
        choice: EngineChoice::GnuGo { level: 1 },
        profile: EngineProfile::GnuGo(seeded_gnugo(table._dir.path(), 7)),
        color: Color::White,
        hints: false,
        move_seconds: None,
    };
    table.service.replace(PlaySession::start(&settings, Some(opponent), 0).unwrap()).await;
    table.play("ee").await;
    let replied = table.engine_moved(2).await;
    let reply = replied.last_move.as_ref().and_then(|m| m.point).expect("GNU Go answers with a stone");
    assert_eq!(stone(&replied, &reply.to_sgf().unwrap()), Some(Color::White));

    let undone = table.service.change(|s, now| s.undo(now)).await.unwrap();
    assert_eq!((undone.move_number, undone.to_play), (0, Color::Black), "the learner's move and GNU Go's reply");
    assert_eq!((stone(&undone, "ee"), stone(&undone, &reply.to_sgf().unwrap())), (None, None));
    // Black now plays where GNU Go's reply stood: GNU Go takes it only if
    // its own board lost that stone with the undo.
    let learner = table.play(&reply.to_sgf().unwrap()).await;
    assert_eq!(stone(&learner, &reply.to_sgf().unwrap()), Some(Color::Black));
    let answered = table.engine_moved(2).await;
    let opponent = answered.opponent.as_ref().expect("still against GNU Go");
    assert_eq!(opponent.problem, None, "GNU Go followed the undo: {:?}", opponent.problem);
    assert_eq!(answered.last_move.as_ref().map(|m| m.color), Some(Color::White), "and answered again");
}
