//! A game against the computer while a teacher shows something on a copy of
//! it: the engine's work under way is dropped, no move reaches the game, and
//! the engine takes its turn once the game is shown again.

use super::*;
use crate::session::opponent::EngineWork;

#[tokio::test]
async fn while_the_game_rests_for_teaching_the_engine_waits_and_moves_once_it_is_shown_again() {
    let mut table = Table::new().await;
    let engine = table.add_fake("--on genmove#1=slow:1500").await;
    table.start(against(engine, ColorChoice::Black, RulesPreset::Japanese)).await;
    table.play("ee").await;
    let resting = table
        .service
        .change(|s, now| {
            s.pause_clocks(now);
            Ok(())
        })
        .await
        .unwrap();
    assert_eq!((resting.move_number, working(&resting)), (1, None), "the engine's thinking was dropped");
    tokio::time::sleep(Duration::from_millis(2500)).await;
    while let Ok(view) = table.views.try_recv() {
        assert_eq!(view.move_number, 1, "no answer reaches the resting game");
    }
    let shown = table
        .service
        .change(|s, now| {
            s.resume_clocks(now);
            Ok(())
        })
        .await
        .unwrap();
    assert_eq!(working(&shown), Some(EngineWork::Move), "the engine takes its turn now");
    let replied = table.engine_moved(2).await;
    assert_eq!(stone(&replied, "aa"), Some(Color::White));
}
