//! Scoring a finished 19x19 game: LoGo's dead-stone proposal (the issue's
//! bar: under 50 ms on one core) and the count itself.
//!
//! The game is a finished GNU Go 3.8 self-play game (level 1, seed 1,
//! Japanese rules) kept as GTP moves in `fixtures/gnugo-19x19-seed1.txt`.
//! Run: cd bench && cargo bench --bench score

use criterion::{Criterion, criterion_group, criterion_main};
use go_core::score::{DeadSet, ProposalOptions, ScoreInput, propose_dead, score};
use go_core::{Board, BoardSize, Color, Move, PerColor, Point, Replay, RulesPreset};
use std::hint::black_box;

const GAME: &str = include_str!("../fixtures/gnugo-19x19-seed1.txt");

/// The final board and captures of the fixture game.
fn final_position() -> (Board, PerColor<u32>) {
    let size = BoardSize::STANDARD;
    let mut replay = Replay::new(size, RulesPreset::Japanese.rules());
    for line in GAME.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let Some((color, vertex)) = line.split_once(' ') else { continue };
        let Some(color) = Color::from_letter(color) else { continue };
        let mv = Point::from_display(vertex, size).map_or(Move::Pass, Move::Play);
        replay.play(color, mv);
    }
    (replay.board().clone(), replay.captures())
}

fn bench_score(c: &mut Criterion) {
    let (board, captures) = final_position();
    let options = ProposalOptions::default();
    c.bench_function("propose_dead 19x19 finished game", |b| b.iter(|| propose_dead(black_box(&board), &options)));
    let dead: DeadSet = propose_dead(&board, &options).dead;
    let input = ScoreInput { board: &board, captures, handicap: 0, rules: RulesPreset::Japanese.rules(), dead: &dead };
    c.bench_function("score 19x19 finished game", |b| b.iter(|| score(black_box(&input))));
}

criterion_group!(benches, bench_score);
criterion_main!(benches);
