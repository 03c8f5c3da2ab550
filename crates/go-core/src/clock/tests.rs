//! Clocks with explicit times.

use super::*;

const SECOND: u64 = 1000;

fn control(black_main: u64, white_main: u64, period_ms: u64, periods: u32) -> TimeControl {
    TimeControl { main_ms: PerColor::new(black_main, white_main), period_ms, periods }
}

#[test]
fn only_the_player_to_move_uses_time_and_main_times_may_differ() {
    let mut clock = Clock::new(control(60 * SECOND, 90 * SECOND, 0, 0));
    clock.start(Color::Black, 1_000);
    assert_eq!(clock.side(Color::Black, 6_000).main_left_ms, 55 * SECOND);
    clock.complete_move(Color::Black, 6_000);
    clock.start(Color::White, 6_000);
    assert_eq!(clock.side(Color::Black, 50_000).main_left_ms, 55 * SECOND);
    assert_eq!(clock.side(Color::White, 16_000).main_left_ms, 80 * SECOND);
    assert_eq!(clock.running(), Some(Color::White));
}

#[test]
fn sudden_death_flags_when_main_time_reaches_zero() {
    let mut clock = Clock::new(control(5 * SECOND, 5 * SECOND, 0, 3));
    clock.start(Color::White, 0);
    assert_eq!(clock.flagged(4_999), None);
    assert_eq!(clock.flagged(5_000), Some(Color::White));
    clock.stop(7_000);
    assert!(clock.side(Color::White, 99_000).flagged);
}

#[test]
fn a_single_period_restarts_after_every_move() {
    let mut clock = Clock::new(control(SECOND, SECOND, 10 * SECOND, 1));
    clock.start(Color::Black, 0);
    let view = clock.view(10_999);
    assert_eq!((view.black.main_left_ms, view.black.period_left_ms, view.black.flagged), (0, Some(1), false));
    clock.complete_move(Color::Black, 10_999);
    assert_eq!(clock.side(Color::Black, 10_999).period_left_ms, 10 * SECOND);
    clock.start(Color::Black, 20_000);
    assert_eq!(clock.flagged(29_999), None);
    assert_eq!(clock.flagged(30_000), Some(Color::Black));
}

#[test]
fn japanese_periods_are_used_up_only_when_they_run_out_completely() {
    let mut clock = Clock::new(control(0, 0, 10 * SECOND, 3));
    clock.start(Color::White, 0);
    let side = clock.side(Color::White, 25 * SECOND);
    assert_eq!((side.periods_left, side.period_left_ms), (1, 5 * SECOND));
    clock.complete_move(Color::White, 9_000);
    let side = clock.side(Color::White, 9_000);
    assert_eq!((side.periods_left, side.period_left_ms), (3, 10 * SECOND), "a move inside the period keeps it");
    clock.start(Color::White, 100_000);
    assert_eq!(clock.flagged(129_999), None);
    assert_eq!(clock.flagged(130_000), Some(Color::White));
}

#[test]
fn main_time_is_shown_without_a_period_until_it_is_used_up() {
    let mut clock = Clock::new(control(2 * 3600 * SECOND, 2 * 3600 * SECOND, 30 * SECOND, 5));
    let view = clock.view(0);
    assert_eq!((view.black.period_left_ms, view.black.periods_left, view.running), (None, 5, None));
    clock.start(Color::Black, 0);
    assert_eq!(clock.view(2 * 3600 * SECOND + 1).black.period_left_ms, Some(30 * SECOND - 1));
}

#[test]
fn the_clock_survives_serialization_while_running() {
    let mut clock = Clock::new(control(60 * SECOND, 60 * SECOND, 10 * SECOND, 1));
    clock.start(Color::Black, 1_000);
    let json = serde_json::to_string(&clock).unwrap();
    let restored: Clock = serde_json::from_str(&json).unwrap();
    assert_eq!(restored, clock);
    assert_eq!(restored.side(Color::Black, 11_000).main_left_ms, 50 * SECOND);
}
