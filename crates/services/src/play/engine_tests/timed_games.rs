//! A game against the fake engine with a fixed time per move: what the engine
//! is told about its clock (read from the fake's `--log`), and what happens
//! when it thinks longer than its time plus the margin.

use super::*;
use crate::engine::opponent::EngineProblem;
use logo_gtp::GtpError;

/// The commands the fake engine received, one a line.
fn told(log: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(log).unwrap_or_default().lines().map(str::to_owned).collect()
}

#[tokio::test]
async fn a_timed_engine_is_told_its_time_and_stopped_when_it_overruns_it() {
    let mut options = EngineOptions::default();
    options.timeouts.thinking = Duration::from_millis(400);
    let mut table = Table::with_options(options).await;
    let log = table._dir.path().join("engine.log");
    let engine = table.add_fake(&format!("--log {} --on genmove#2=hang", log.display())).await;
    let mut settings = against(engine, ColorChoice::Black, RulesPreset::Japanese);
    settings.opponent.as_mut().unwrap().move_seconds = Some(1);
    table.start(settings).await;
    table.play("ee").await;
    table.engine_moved(2).await;
    table.play("cc").await;

    let EngineProblem::Failed { error: GtpError::Timeout { after_ms, .. } } = table.problem().await else {
        panic!("the engine was not stopped")
    };
    assert_eq!(after_ms, 1400, "its second of time plus the margin");
    let commands = told(&log);
    let first_genmove = commands.iter().position(|c| c.starts_with("genmove")).unwrap();
    let settings_at = commands.iter().position(|c| c.starts_with("time_settings")).unwrap();
    assert_eq!(commands[settings_at], "time_settings 0 1 1", "no main time, one stone a second");
    assert!(settings_at < first_genmove, "time_settings comes at the start: {commands:?}");
    let genmoves: Vec<usize> = (0..commands.len()).filter(|&i| commands[i].starts_with("genmove")).collect();
    assert_eq!(genmoves.len(), 2, "{commands:?}");
    for at in genmoves {
        assert_eq!(commands[at], "genmove white");
        assert_eq!(commands[at - 1], "time_left white 1 1", "time_left comes right before each genmove");
    }

    let stopped = table.service.view().await;
    assert_eq!((stopped.move_number, stopped.to_play), (3, Color::White), "the game is as it was");
    let two_players = table.service.play_without_engine().await.unwrap();
    assert!(two_players.opponent.is_none());
    let view = table.play("gg").await;
    assert_eq!((view.move_number, stone(&view, "gg")), (4, Some(Color::White)), "the learner plays on");
}
