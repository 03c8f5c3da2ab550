//! Replaying the same seeded random 19x19 games with go-core and with the
//! `goban` crate, in moves per second, plus a full legality scan.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use go_core::{BoardSize, Game, GameSettings, Move, Point, Rules, RulesPreset};
use logo_bench::{generation_rules, random_games};
use std::hint::black_box;

const GAMES: usize = 20;
const MAX_MOVES: usize = 400;
const SEED: u64 = 0x4c6f_476f;

fn go_core_replay(games: &[Vec<Point>], rules: Rules) -> usize {
    let size = BoardSize::STANDARD;
    let mut played = 0;
    for moves in games {
        let Ok(mut game) = Game::new(GameSettings::new(size, rules)) else { continue };
        for &p in moves {
            if game.play(Move::Play(p)).is_ok() {
                played += 1;
            }
        }
        black_box(game.board().hash());
    }
    played
}

fn goban_replay(games: &[Vec<Point>]) -> usize {
    use goban::rules::{GobanSizes, JAPANESE, Move as GobanMove};
    let mut played = 0;
    for moves in games {
        let mut game = goban::rules::game::Game::new(GobanSizes::Nineteen, JAPANESE);
        for p in moves {
            if game.try_play(GobanMove::Play(p.y, p.x)).is_ok() {
                played += 1;
            }
        }
        black_box(game.prisoners());
    }
    played
}

fn replay(c: &mut Criterion) {
    let games = random_games(19, GAMES, MAX_MOVES, SEED);
    let total: usize = games.iter().map(Vec::len).sum();
    assert_eq!(go_core_replay(&games, RulesPreset::Japanese.rules()), total, "go-core refused a generated move");
    assert_eq!(goban_replay(&games), total, "goban refused a generated move");
    let mut group = c.benchmark_group("replay_19x19");
    group.throughput(Throughput::Elements(total as u64));
    group.sample_size(20);
    group.bench_function(BenchmarkId::new("go-core", "simple ko"), |b| {
        b.iter(|| go_core_replay(&games, RulesPreset::Japanese.rules()));
    });
    group.bench_function(BenchmarkId::new("go-core", "positional superko"), |b| {
        b.iter(|| go_core_replay(&games, generation_rules()));
    });
    group.bench_function(BenchmarkId::new("goban", "simple ko"), |b| b.iter(|| goban_replay(&games)));
    group.finish();
}

fn legality_scan(c: &mut Criterion) {
    let games = random_games(19, 1, 150, SEED);
    let mut group = c.benchmark_group("legality_scan_19x19_after_150_moves");
    for (name, rules) in [("simple ko", RulesPreset::Japanese.rules()), ("positional superko", generation_rules())] {
        let Ok(mut game) = Game::new(GameSettings::new(BoardSize::STANDARD, rules)) else { continue };
        for &p in games.iter().flatten() {
            let _ = game.play(Move::Play(p));
        }
        group.bench_function(BenchmarkId::new("go-core", name), |b| b.iter(|| black_box(game.illegal_points())));
    }
    let mut peer = goban::rules::game::Game::new(goban::rules::GobanSizes::Nineteen, goban::rules::JAPANESE);
    for p in games.iter().flatten() {
        let _ = peer.try_play(goban::rules::Move::Play(p.y, p.x));
    }
    group.bench_function(BenchmarkId::new("goban", "simple ko"), |b| b.iter(|| black_box(peer.legals().count())));
    group.finish();
}

criterion_group!(benches, replay, legality_scan);
criterion_main!(benches);
