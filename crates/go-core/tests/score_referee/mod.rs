//! Finished GNU Go self-play games and GNU Go's verdicts on them, for the
//! scoring referee test and the dead-stone comparison export.
//!
//! Every game is seeded (`--seed N`) and capped in moves, so a run is
//! reproducible. Each game is counted twice by GNU Go: by the process that
//! played it (`--japanese-rules`, komi 6.5) and by a second one that replays
//! the moves under `--chinese-rules` (komi 7.5).

pub mod positions;

use super::gnugo::{Gtp, gtp_color, vertex, vertices};
use go_core::{Board, BoardSize, Color, Move, PerColor, Point, Replay, RulesPreset};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Komi of the Japanese and the Chinese count, in half points.
pub const JAPANESE_KOMI_HALVES: i32 = 13;
/// Komi of the Chinese count, in half points.
pub const CHINESE_KOMI_HALVES: i32 = 15;

/// One finished game with GNU Go's verdicts.
#[derive(Clone, Debug)]
pub struct Finished {
    /// Board side.
    pub side: u32,
    /// GNU Go's `--seed`.
    pub seed: u64,
    /// The moves, Black first.
    pub moves: Vec<Option<Point>>,
    /// The position after the last move.
    pub board: Board,
    /// Stones captured *by* each colour during play.
    pub captures: PerColor<u32>,
    /// GNU Go's dead stones and `final_score` under Japanese rules.
    pub japanese: Verdict,
    /// The same under Chinese rules.
    pub chinese: Verdict,
}

/// What GNU Go says about a finished position.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// `final_status_list dead`.
    pub dead: BTreeSet<Point>,
    /// `final_score`, e.g. `W+6.5`.
    pub score: String,
    /// `final_status_list seki`: stones alive in seki.
    pub seki: BTreeSet<Point>,
}

/// Plays GNU Go (level 1) against itself on a `side` board until two passes
/// (or `max_moves`), then asks for both counts. `None` if the cap was hit.
pub fn self_play(side: u32, seed: u64, max_moves: usize) -> Option<Finished> {
    let size = BoardSize::square(side).expect("board size");
    let seed_text = seed.to_string();
    let mut gtp = Gtp::spawn(&["--level", "1", "--seed", &seed_text, "--japanese-rules"]);
    setup(&mut gtp, side, JAPANESE_KOMI_HALVES);
    let mut moves = Vec::new();
    let mut color = Color::Black;
    while moves.len() < max_moves && !ends_with_two_passes(&moves) {
        let answer = gtp.ask(&format!("genmove {}", gtp_color(color)));
        let point = if answer.eq_ignore_ascii_case("pass") {
            None
        } else {
            Some(Point::from_display(&answer, size).expect("gnugo move on the board"))
        };
        moves.push(point);
        color = color.opponent();
    }
    if !ends_with_two_passes(&moves) {
        return None;
    }
    let japanese = verdict(&mut gtp, size);
    let mut chinese_gtp = Gtp::spawn(&["--chinese-rules"]);
    setup(&mut chinese_gtp, side, CHINESE_KOMI_HALVES);
    let plays: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(k, &p)| {
            let color = if k % 2 == 0 { Color::Black } else { Color::White };
            format!("play {} {}", gtp_color(color), vertex(p, size))
        })
        .collect();
    for answer in chinese_gtp.send(&plays) {
        answer.expect("gnugo replays its own moves");
    }
    let chinese = verdict(&mut chinese_gtp, size);
    let (board, captures) = replay(size, &moves);
    Some(Finished { side, seed, moves, board, captures, japanese, chinese })
}

/// GNU Go's verdict on a finished position given as a board: a fresh
/// process with `rule_flag` (`--japanese-rules`, ...) plays Black's stones,
/// then White's (so nothing is captured on the way), and is asked for its
/// dead stones and `final_score`. An integral score reads `W+4`, as in SGF.
pub fn judge_board(board: &Board, komi_halves: i32, rule_flag: &str) -> Verdict {
    let size = board.size();
    let mut gtp = Gtp::spawn(&[rule_flag]);
    setup(&mut gtp, u32::from(size.width), komi_halves);
    let plays: Vec<String> = [Color::Black, Color::White]
        .into_iter()
        .flat_map(|color| {
            board
                .points_of(color)
                .into_iter()
                .map(move |p| format!("play {} {}", gtp_color(color), vertex(Some(p), size)))
        })
        .collect();
    for answer in gtp.send(&plays) {
        answer.expect("gnugo places the stones of a legal position");
    }
    let verdict = verdict(&mut gtp, size);
    let score = verdict.score.strip_suffix(".0").map_or(verdict.score.clone(), str::to_owned);
    Verdict { score, ..verdict }
}

fn setup(gtp: &mut Gtp, side: u32, komi_halves: i32) {
    gtp.ask(&format!("boardsize {side}"));
    gtp.ask("clear_board");
    gtp.ask(&format!("komi {}", f64::from(komi_halves) / 2.0));
}

fn verdict(gtp: &mut Gtp, size: BoardSize) -> Verdict {
    let dead = vertices(&gtp.ask("final_status_list dead"), size);
    let score = gtp.ask("final_score");
    let seki = vertices(&gtp.ask("final_status_list seki"), size);
    Verdict { dead, score, seki }
}

fn ends_with_two_passes(moves: &[Option<Point>]) -> bool {
    moves.len() >= 2 && moves.iter().rev().take(2).all(Option::is_none)
}

/// The final board and captures, replayed through go-core.
pub fn replay(size: BoardSize, moves: &[Option<Point>]) -> (Board, PerColor<u32>) {
    let mut replay = Replay::new(size, RulesPreset::Japanese.rules());
    for (k, &p) in moves.iter().enumerate() {
        let color = if k % 2 == 0 { Color::Black } else { Color::White };
        let step = replay.play(color, p.map_or(Move::Pass, Move::Play));
        assert_eq!(step.violation, None, "GNU Go's move {k} is legal under Japanese rules");
    }
    (replay.board().clone(), replay.captures())
}

/// One self-play game to run: board side, seed, move cap.
pub type Job = (u32, u64, usize);

/// Runs `jobs` on two threads, each taking the next job when it is done
/// (larger boards first, as they take longest), and returns the finished
/// games in the order of `jobs`.
pub fn run_all(jobs: &[Job]) -> Vec<Finished> {
    let mut queue: Vec<usize> = (0..jobs.len()).collect();
    queue.sort_by_key(|&k| std::cmp::Reverse(jobs.get(k).map_or(0, |job| job.0)));
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut done = Vec::new();
        while let Some(&k) = queue.get(next.fetch_add(1, Ordering::Relaxed)) {
            let (side, seed, cap) = jobs[k];
            if let Some(game) = self_play(side, seed, cap) {
                done.push((k, game));
            }
        }
        done
    };
    let mut done: Vec<(usize, Finished)> = std::thread::scope(|scope| {
        let handles = [scope.spawn(worker), scope.spawn(worker)];
        handles.into_iter().flat_map(|h| h.join().expect("self-play thread")).collect()
    });
    done.sort_by_key(|(k, _)| *k);
    done.into_iter().map(|(_, f)| f).collect()
}
