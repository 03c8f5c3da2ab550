//! What went wrong with an engine or a match, in the user's language: the
//! `logo play` twin of the app's `ui/src/i18n/engineErrors.ts`. The errors
//! themselves (`GtpError`, `MatchError`, …) are data with stable codes; their
//! `Display` is English for logs, and the JSON keeps the codes.

use crate::board_cmd::color_name;
use crate::i18n::tr;
use go_core::{IllegalMove, Move};
use logo_gtp::{CommandLineError, ExitInfo, Expected, GtpError, ProtocolProblem, RuleGap, SpawnCause};
use logo_services::engine::game_match::MatchError;

/// One sentence (two when the engine left last words on stderr) for an engine error.
pub fn gtp_error(error: &GtpError) -> String {
    match error {
        GtpError::NotFound { program } => tr!("engine.not_found", program = program),
        GtpError::SpawnFailed { program, cause: SpawnCause::PermissionDenied, .. } => {
            tr!("engine.spawn_permission_denied", program = program)
        }
        GtpError::SpawnFailed { program, reason, .. } => tr!("engine.spawn_failed", program = program, reason = reason),
        GtpError::Crashed { command, exit, stderr_tail } => {
            tr!("engine.crashed", command = command, exit = exit_words(*exit)) + &last_words(stderr_tail)
        }
        GtpError::Timeout { command, after_ms, stderr_tail } => {
            let seconds = (*after_ms as f64) / 1000.0;
            tr!("engine.timeout", command = command, seconds = seconds) + &last_words(stderr_tail)
        }
        GtpError::Protocol { command, problem, stderr_tail } => {
            tr!("engine.protocol", command = command, problem = problem_words(problem)) + &last_words(stderr_tail)
        }
        GtpError::Refused { command, message } => tr!("engine.refused", command = command, message = message),
        GtpError::Unsupported { command } => tr!("engine.unsupported", command = command),
        GtpError::Cancelled { command } => tr!("engine.cancelled", command = command),
        GtpError::Stopped => tr!("engine.stopped"),
    }
}

/// Why `--engine`'s command line could not be split.
pub fn command_line_error(error: &CommandLineError) -> String {
    match error {
        CommandLineError::Empty => tr!("engine.command_line.empty"),
        CommandLineError::UnclosedQuote { at } => tr!("engine.command_line.unclosed_quote", at = at + 1),
    }
}

/// Why a match stopped before its end.
pub fn match_error(error: &MatchError) -> String {
    match error {
        MatchError::Engine { color, error } => {
            tr!("match.engine", color = color_name(*color), error = gtp_error(error))
        }
        MatchError::IllegalMove { color, played, reason } => {
            let shown = match played {
                Move::Play(point) => point.to_sgf().unwrap_or_default(),
                Move::Pass => tr!("match.pass"),
            };
            tr!("match.illegal", color = color_name(*color), point = shown, reason = illegal_words(*reason))
        }
        MatchError::Game { message } => message.clone(),
    }
}

/// A rule the engine cannot be told, as a noun phrase.
pub fn rule_gap(gap: RuleGap) -> String {
    match gap {
        RuleGap::Ko => tr!("play.gap.ko"),
        RuleGap::Suicide => tr!("play.gap.suicide"),
        RuleGap::Scoring => tr!("play.gap.scoring"),
        RuleGap::Seki => tr!("play.gap.seki"),
        RuleGap::HandicapCompensation => tr!("play.gap.handicap_compensation"),
        RuleGap::DeadStones => tr!("play.gap.dead_stones"),
    }
}

fn illegal_words(reason: IllegalMove) -> String {
    match reason {
        IllegalMove::Occupied => tr!("illegal.occupied"),
        IllegalMove::Suicide => tr!("illegal.suicide"),
        IllegalMove::Ko => tr!("illegal.ko"),
        IllegalMove::Superko => tr!("illegal.superko"),
        IllegalMove::NotYourTurn => tr!("illegal.not_your_turn"),
        IllegalMove::GameOver => tr!("illegal.game_over"),
        IllegalMove::OffBoard => tr!("illegal.off_board"),
        IllegalMove::PlacingHandicap => tr!("illegal.placing_handicap"),
    }
}

fn exit_words(exit: ExitInfo) -> String {
    match (exit.code, exit.signal) {
        (Some(code), _) => tr!("engine.exit.code", code = code.to_string()),
        (None, Some(signal)) => tr!("engine.exit.signal", signal = signal.to_string()),
        (None, None) => tr!("engine.exit.unknown"),
    }
}

fn problem_words(problem: &ProtocolProblem) -> String {
    match problem {
        ProtocolProblem::Garbage { line } => tr!("engine.problem.garbage", line = line),
        ProtocolProblem::WrongId { .. } => tr!("engine.problem.wrong_id"),
        ProtocolProblem::NotUtf8 => tr!("engine.problem.not_utf8"),
        ProtocolProblem::LineTooLong { limit } => tr!("engine.problem.line_too_long", limit = *limit),
        ProtocolProblem::AnswerTooLong { limit } => tr!("engine.problem.answer_too_long", limit = *limit),
        ProtocolProblem::BadAnswer { answer, expected } => {
            let expected = match expected {
                Expected::Move => tr!("engine.expected.move"),
                Expected::Vertices => tr!("engine.expected.vertices"),
                Expected::Score => tr!("engine.expected.score"),
            };
            tr!("engine.problem.bad_answer", answer = answer, expected = expected)
        }
        ProtocolProblem::Version { found } => tr!("engine.problem.version", found = found),
    }
}

/// ` Its last words on stderr: …` when the engine left any (its last line, shortened).
fn last_words(tail: &str) -> String {
    let last = tail.trim().lines().last().unwrap_or_default().trim();
    if last.is_empty() {
        return String::new();
    }
    let count = last.chars().count();
    let shown = if count > 160 {
        format!("…{}", last.chars().skip(count - 160).collect::<String>())
    } else {
        last.to_owned()
    };
    format!("; {}", tr!("engine.stderr", text = shown))
}
