//! `logo play`: an engine against itself or against seeded random moves,
//! through the same GTP client and match driver the app uses, every move
//! checked by go-core. Prints the game as SGF (or, with `--json`, one JSON
//! object holding the SGF and the count).
//!
//! When the match stops early (an engine fails, or a seat chooses an illegal
//! move) the reason goes to stderr, the game so far is still printed (its SGF
//! has no `RE` and says why in `GC`), and the exit status is 1. An engine
//! that cannot even start prints nothing but the reason.

use crate::args::{ColorArg, Opponent, PlayArgs};
use crate::engine_words;
use crate::failure::Failure;
use crate::i18n::tr;
use go_core::{BoardSize, MAX_SIDE, MIN_SIDE, Point, RulesPreset};
use logo_gtp::profile::GNUGO_MAX_SIDE;
use logo_gtp::{CustomEngine, EngineCommand, EngineOptions, EngineProfile, GnuGo, GnuGoLevel, RulesFit};
use logo_services::engine::game_match::{Lineup, Match, MatchEnd, MatchError, MatchSettings, record_sgf};
use logo_services::engine::{EngineSeat, RandomSeat, Seat};
use serde_json::json;
use std::process::ExitCode;

/// Plays the match and prints it.
pub fn run(args: &PlayArgs) -> Result<ExitCode, Failure> {
    let size = BoardSize::square(args.size).map_err(|_| {
        Failure::new(tr!("play.bad_size", size = args.size, min = u32::from(MIN_SIDE), max = u32::from(MAX_SIDE)))
    })?;
    let rules = args.rules.preset().rules();
    let max_moves = args.moves.unwrap_or_else(|| u32::try_from(size.area() * 3).unwrap_or(u32::MAX));
    let settings = MatchSettings { size, rules, max_moves };
    let profile = profile(args, size)?;
    let mut engine = EngineSeat::start(&profile, &settings.engine_setup(), EngineOptions::default())
        .map_err(|e| Failure::new(tr!("play.cannot_start", error = engine_words::gtp_error(&e))))?;
    seed_engine(&mut engine, args.seed)?;
    warn_about_rules(engine.rules_fit());
    let lineup = match (args.opponent, args.engine_color) {
        (None, _) => Lineup::SelfPlay(Box::new(engine)),
        (Some(Opponent::Random), ColorArg::Black) => {
            Lineup::Versus { black: Box::new(engine), white: Box::new(RandomSeat::new(args.seed)) }
        }
        (Some(Opponent::Random), ColorArg::White) => {
            Lineup::Versus { black: Box::new(RandomSeat::new(args.seed)), white: Box::new(engine) }
        }
    };
    let mut played = Match::new(settings, lineup).map_err(Failure::new)?;
    let outcome = played.run();
    let note = outcome.as_ref().err().map(|e| format!("LoGo stopped the game: {e}"));
    let sgf = record_sgf(played.game(), &played.names(), note.as_deref()).map_err(Failure::new)?;
    if args.json {
        crate::out::print_line(summary(&played, args.rules.preset(), &outcome, &sgf))?;
    } else {
        crate::out::print(&sgf)?;
    }
    match outcome {
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            let error = engine_words::match_error(&e);
            Err(Failure::new(tr!("play.stopped", after = played.game().move_number(), error = error)))
        }
    }
}

/// The engine `--engine` (and `--level`) name.
fn profile(args: &PlayArgs, size: BoardSize) -> Result<EngineProfile, Failure> {
    if args.engine.trim() == "gnugo" {
        let level = GnuGoLevel::try_from(args.level.unwrap_or(1)).map_err(|e| Failure::new(e.to_string()))?;
        let gnugo = GnuGo::find(level).ok_or_else(|| Failure::new(tr!("play.no_gnugo")))?;
        if !GnuGo::supports_size(size) {
            let max = u32::from(GNUGO_MAX_SIDE);
            return Err(Failure::new(tr!("play.gnugo_size", max = max, size = size.to_string())));
        }
        return Ok(EngineProfile::GnuGo(gnugo));
    }
    if args.level.is_some() {
        return Err(Failure::new(tr!("play.level_without_gnugo")));
    }
    let command = EngineCommand::parse(&args.engine)
        .map_err(|e| Failure::new(tr!("play.bad_engine", error = engine_words::command_line_error(&e))))?;
    Ok(EngineProfile::Custom(CustomEngine { name: String::new(), command }))
}

/// Passes the seed to an engine that offers `set_random_seed` (GNU Go does).
fn seed_engine(seat: &mut EngineSeat, seed: u64) -> Result<(), Failure> {
    let Some(engine) = seat.engine().filter(|e| e.supports("set_random_seed")) else { return Ok(()) };
    let seed = seed % (1 << 31);
    let seeded = engine.custom(&format!("set_random_seed {seed}"));
    seeded.map(drop).map_err(|e| Failure::new(tr!("play.engine_failed", error = engine_words::gtp_error(&e))))
}

fn warn_about_rules(fit: &RulesFit) {
    match fit {
        RulesFit::Exact => {}
        RulesFit::Partial { gaps } => {
            let axes: Vec<String> = gaps.iter().map(|gap| engine_words::rule_gap(*gap)).collect();
            eprintln!("logo: {}", tr!("play.note.rule_gaps", axes = axes.join(", ")));
        }
        RulesFit::Unknown => eprintln!("logo: {}", tr!("play.note.rules_unknown")),
    }
}

/// The `--json` object.
fn summary(played: &Match, preset: RulesPreset, outcome: &Result<MatchEnd, MatchError>, sgf: &str) -> String {
    let game = played.game();
    let names = played.names();
    let sgf_points = |points: &[Point]| points.iter().filter_map(|p| p.to_sgf()).collect::<Vec<_>>();
    let mut object = json!({
        "black": names.black,
        "white": names.white,
        "rules": preset.id(),
        "komi": game.rules().komi,
        "size": game.board().size().width,
        "moves": game.move_number(),
        "result": game.result().map(|r| r.to_sgf()),
        "sgf": sgf,
    });
    let fields = match outcome {
        Ok(MatchEnd::TwoPasses(count)) => json!({
            "end": "two_passes",
            "dead": sgf_points(&count.dead),
            "engine_dead": count.engine.as_ref().map(|o| sgf_points(&o.dead)),
            "engine_score": count.engine.as_ref().and_then(|o| o.score).map(|r| r.to_sgf()),
            "engine_agrees": count.engine_agrees_on_dead_stones(),
        }),
        Ok(MatchEnd::Resignation { winner }) => json!({"end": "resignation", "winner": winner}),
        Ok(MatchEnd::Repetition(_)) => json!({"end": "repetition"}),
        Ok(MatchEnd::MoveLimit) => json!({"end": "move_limit"}),
        Err(error) => json!({"end": "error", "error": error, "to_play": game.to_play()}),
    };
    if let (Some(object), Some(fields)) = (object.as_object_mut(), fields.as_object()) {
        object.extend(fields.clone());
    }
    object.to_string()
}
