//! Whole 9x9 games with GNU Go 3.8 at level 1 (Debian package `gnugo`),
//! seeded through GNU Go's `set_random_seed` so every run plays the same
//! games. Each engine move was checked by go-core before it was applied;
//! these tests check what comes out: games that end by two passes or
//! resignation, a record that replays, go-core's count beside GNU Go's own,
//! take-backs that reach the engine, and no engine process left behind.

use super::{engine_stones, go_core_stones, settings};
use crate::engine::game_match::{Lineup, Match, MatchEnd, MatchSettings};
use crate::engine::test_engines::gnugo_profile;
use crate::engine::{EngineSeat, RandomSeat, Seat};
use go_core::score::{DeadSet, ScoreInput, score};
use go_core::{Color, Game, GameResult, RulesPreset};
use logo_gtp::EngineOptions;

/// GNU Go at level 1, its random seed set.
fn gnugo(settings: &MatchSettings, seed: u32) -> EngineSeat {
    let mut seat = EngineSeat::start(&gnugo_profile(1), &settings.engine_setup(), EngineOptions::default()).unwrap();
    seat.engine().unwrap().custom(&format!("set_random_seed {seed}")).unwrap();
    seat
}

/// How a finished game's count compares with GNU Go's.
#[derive(Debug, Default)]
struct Tally {
    games: u32,
    counted: u32,
    same_dead_stones: u32,
}

/// Plays `played` to its end and checks the game; adds to `tally`.
fn finish(mut played: Match, tally: &mut Tally) -> (Match, MatchEnd) {
    let end = played.run().unwrap_or_else(|e| panic!("the match stopped: {e}\n{:?}", played.game().board()));
    let game = played.game();
    Game::from_record(&game.record()).expect("the record replays move by move under go-core's rules");
    tally.games += 1;
    match &end {
        MatchEnd::TwoPasses(count) => {
            tally.counted += 1;
            assert_eq!(game.result(), Some(count.result), "the count is the game's result");
            let opinion = count.engine.as_ref().expect("GNU Go gives its opinion");
            let engine_dead = DeadSet::from_points(opinion.dead.iter().copied());
            let input = ScoreInput {
                board: game.board(),
                captures: game.captures(),
                handicap: 0,
                rules: *game.rules(),
                dead: &engine_dead,
            };
            assert_eq!(
                Some(score(&input).count.result),
                opinion.score,
                "go-core counting GNU Go's dead stones agrees with GNU Go's count\n{:?}",
                game.board()
            );
            tally.same_dead_stones += u32::from(count.engine_agrees_on_dead_stones() == Some(true));
        }
        MatchEnd::Resignation { winner } => {
            assert_eq!(game.result(), Some(GameResult::Resignation { winner: *winner }));
        }
        other => panic!("a 9x9 game should end by passes or resignation, not {other:?}"),
    }
    (played, end)
}

#[test]
fn gnu_go_plays_itself_to_the_end_under_japanese_and_chinese_rules() {
    let mut tally = Tally::default();
    for preset in [RulesPreset::Japanese, RulesPreset::Chinese] {
        for seed in 1..=4 {
            let settings = settings(preset, 400);
            let engine = gnugo(&settings, seed);
            finish(Match::new(settings, Lineup::SelfPlay(Box::new(engine))).unwrap(), &mut tally);
        }
    }
    println!("GNU Go against itself: {tally:?}");
    assert!(tally.counted >= 6, "most games end by two passes: {tally:?}");
    assert!(
        tally.same_dead_stones * 4 >= tally.counted * 3,
        "go-core and GNU Go mostly see the same dead stones: {tally:?}"
    );
}

#[test]
fn gnu_go_beats_random_moves_with_either_colour() {
    let mut tally = Tally::default();
    for (preset, engine_color) in [
        (RulesPreset::Japanese, Color::Black),
        (RulesPreset::Japanese, Color::White),
        (RulesPreset::Chinese, Color::Black),
        (RulesPreset::Chinese, Color::White),
    ] {
        let settings = settings(preset, 400);
        let engine: Box<dyn Seat> = Box::new(gnugo(&settings, 11));
        let random: Box<dyn Seat> = Box::new(RandomSeat::new(3));
        let lineup = match engine_color {
            Color::Black => Lineup::Versus { black: engine, white: random },
            Color::White => Lineup::Versus { black: random, white: engine },
        };
        let (played, _) = finish(Match::new(settings, lineup).unwrap(), &mut tally);
        let winner = played.game().result().and_then(GameResult::winner);
        assert_eq!(winner, Some(engine_color), "{preset:?}: GNU Go as {engine_color:?}");
    }
    println!("GNU Go against random moves: {tally:?}");
}

#[test]
fn taking_back_a_turn_reaches_gnu_go_and_the_game_goes_on() {
    let settings = settings(RulesPreset::Japanese, 400);
    let engine = gnugo(&settings, 5);
    let lineup = Lineup::Versus { black: Box::new(RandomSeat::new(9)), white: Box::new(engine) };
    let mut played = Match::new(settings, lineup).unwrap();
    for _ in 0..10 {
        assert_eq!(played.step().unwrap(), None);
    }
    played.take_back(2).unwrap();
    let game = played.game().clone();
    assert_eq!(game.move_number(), 8);
    let white = played.seat_mut(Color::White).unwrap();
    for color in [Color::Black, Color::White] {
        assert_eq!(engine_stones(white, color), go_core_stones(&game, color), "{color:?} after taking back");
    }
    finish(played, &mut Tally::default());
}

#[test]
fn gnu_go_is_gone_when_the_match_is() {
    let settings = settings(RulesPreset::Chinese, 400);
    let mut engine = gnugo(&settings, 2);
    let pid = engine.engine().unwrap().pid();
    let mut played = Match::new(settings, Lineup::SelfPlay(Box::new(engine))).unwrap();
    played.step().unwrap();
    drop(played);
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"));
    assert!(stat.is_err(), "GNU Go ({pid}) is still there: {stat:?}");
}
