//! Replaying the same games with go-core and with the `goban` crate, in moves
//! per second, on two workloads: seeded random 19x19 games, and the main
//! lines of the real game records beside the repository (skipped with a note
//! when that folder is absent). Plus a legality scan of every empty point,
//! answering goban's question (how many points are legal) and go-core's own
//! (which points are illegal, and why).
//!
//! Both engines check every move they are given before playing it (occupied,
//! suicide, simple ko) and keep a Zobrist hash; see `bench/README.md` for what
//! else each one does per move. goban's replay speed depends tenfold on
//! whether glibc gives the memory of its position history back to the kernel
//! between games; the README shows how to pin that with `GLIBC_TUNABLES`.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use go_core::{Game, Move, Rules, RulesPreset};
use goban::rules::{GobanSizes, JAPANESE, Move as GobanMove};
use logo_bench::records::{RecordLine, record_lines};
use logo_bench::samples::samples_dir;
use logo_bench::shape::Shape;
use logo_bench::{generation_rules, random_games};
use std::hint::black_box;

const GAMES: usize = 20;
const MAX_MOVES: usize = 400;
const SEED: u64 = 0x4c6f_476f;

fn go_core_replay(lines: &[RecordLine], rules: Rules) -> usize {
    let mut played = 0;
    for line in lines {
        let Some(mut game) = line.start(rules) else { continue };
        for &mv in &line.moves {
            if game.play(mv).is_ok() {
                played += 1;
            }
        }
        black_box(game.board().hash());
    }
    played
}

/// The peer's game at the start of `line`.
fn goban_start(line: &RecordLine) -> goban::rules::game::Game {
    let (w, h) = (usize::from(line.size.width), usize::from(line.size.height));
    let size = if (w, h) == (19, 19) { GobanSizes::Nineteen } else { GobanSizes::Custom(h, w) };
    let mut game = goban::rules::game::Game::new(size, JAPANESE);
    if !line.handicap.is_empty() {
        let stones: Vec<(u8, u8)> = line.handicap.iter().map(|p| (p.y, p.x)).collect();
        game.put_handicap(&stones);
    }
    game
}

fn goban_move(mv: Move) -> GobanMove {
    match mv {
        Move::Play(p) => GobanMove::Play(p.y, p.x),
        Move::Pass => GobanMove::Pass,
    }
}

fn goban_replay(lines: &[RecordLine]) -> usize {
    let mut played = 0;
    for line in lines {
        let mut game = goban_start(line);
        for &mv in &line.moves {
            if game.try_play(goban_move(mv)).is_ok() {
                played += 1;
            }
        }
        black_box(game.prisoners());
    }
    played
}

/// `lines` cut at the first move the peer refuses, without lines left empty.
fn cut_for_goban(lines: Vec<RecordLine>) -> Vec<RecordLine> {
    let cut = |mut line: RecordLine| {
        let mut game = goban_start(&line);
        let accepted = line.moves.iter().take_while(|&&mv| game.try_play(goban_move(mv)).is_ok()).count();
        line.moves.truncate(accepted);
        (!line.moves.is_empty()).then_some(line)
    };
    lines.into_iter().filter_map(cut).collect()
}

fn replay_group(c: &mut Criterion, name: &str, lines: &[RecordLine]) {
    let total: usize = lines.iter().map(|l| l.moves.len()).sum();
    assert_eq!(go_core_replay(lines, RulesPreset::Japanese.rules()), total, "go-core refused a move of {name}");
    assert_eq!(goban_replay(lines), total, "goban refused a move of {name}");
    println!("{name}: {}", Shape::of(lines));
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(total as u64));
    group.sample_size(20);
    group.bench_function(BenchmarkId::new("go-core", "simple ko"), |b| {
        b.iter(|| go_core_replay(lines, RulesPreset::Japanese.rules()));
    });
    group.bench_function(BenchmarkId::new("go-core", "positional superko"), |b| {
        b.iter(|| go_core_replay(lines, generation_rules()));
    });
    group.bench_function(BenchmarkId::new("goban", "simple ko"), |b| b.iter(|| goban_replay(lines)));
    group.finish();
}

fn replay(c: &mut Criterion) {
    let size = go_core::BoardSize::STANDARD;
    let random: Vec<RecordLine> = random_games(19, GAMES, MAX_MOVES, SEED)
        .iter()
        .enumerate()
        .map(|(k, stones)| RecordLine::of_stones(format!("random game {k}"), size, stones))
        .collect();
    replay_group(c, "replay_19x19", &random);
    match record_lines(&samples_dir()) {
        Some(lines) => replay_group(c, "replay_records", &cut_for_goban(lines)),
        None => println!("replay_records skipped: no SGF samples in {}", samples_dir().display()),
    }
}

/// The legal points for the player to move as goban counts them: the empty
/// points less go-core's illegal ones.
fn go_core_legal_count(game: &Game) -> usize {
    let size = game.board().size();
    let stones = game.board().stone_count(go_core::Color::Black) + game.board().stone_count(go_core::Color::White);
    size.area() - stones as usize - game.illegal_points().len()
}

fn legality_scan(c: &mut Criterion) {
    let games = random_games(19, 1, 150, SEED);
    let line = RecordLine::of_stones("random game 0".to_owned(), go_core::BoardSize::STANDARD, &games.concat());
    let mut peer = goban_start(&line);
    for &mv in &line.moves {
        let _ = peer.try_play(goban_move(mv));
    }
    let mut group = c.benchmark_group("legality_scan_19x19_after_150_moves");
    for (name, rules) in [("simple ko", RulesPreset::Japanese.rules()), ("positional superko", generation_rules())] {
        let Some(mut game) = line.start(rules) else { continue };
        for &mv in &line.moves {
            let _ = game.play(mv);
        }
        assert_eq!(go_core_legal_count(&game), peer.legals().count(), "the engines disagree on the legal points");
        group.bench_function(BenchmarkId::new("go-core", name), |b| b.iter(|| black_box(game.illegal_points())));
        group.bench_function(BenchmarkId::new("go-core legal count", name), |b| {
            b.iter(|| black_box(go_core_legal_count(&game)));
        });
    }
    group.bench_function(BenchmarkId::new("goban", "simple ko"), |b| b.iter(|| black_box(peer.legals().count())));
    group.finish();
}

criterion_group!(benches, replay, legality_scan);
criterion_main!(benches);
