//! LoGo's count against GNU Go 3.8's, on finished GNU Go self-play games.
//!
//! 1. Given GNU Go's dead stones, LoGo's result must equal GNU Go's
//!    `final_score` exactly, under Japanese (territory) and Chinese (area)
//!    rules. GNU Go counts seki as LoGo does: under `--japanese-rules` the
//!    eyes and shared liberties of a seki are nobody's and its stones are no
//!    prisoners; under `--chinese-rules` seki eyes count for their owner and
//!    shared liberties for nobody (`score::tests::positions` pins both on
//!    boards GNU Go scored).
//!    GNU Go's Chinese process plays its own aftermath and now and then
//!    declares dead a chain its Japanese process keeps alive (a cutting
//!    chain inside its own area, say); it then counts by its aftermath's
//!    control, not by regions. On such a game GNU Go disagrees with itself,
//!    so only the Japanese count is compared; the games are counted and shown.
//! 2. LoGo's own dead-stone proposal must agree with GNU Go's dead stones,
//!    and so with its results, in at least 95% of the games.
//! 3. On the named seki boards (`score::tests::seki_boards`) GNU Go names no
//!    dead stone, its Japanese `final_score` is the result pinned there and
//!    LoGo's, and it puts the same stones in seki as LoGo.
//!
//! Needs `/usr/games/gnugo` (Debian package `gnugo`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

#[allow(dead_code)]
mod gnugo;
mod score_referee;
#[allow(dead_code, reason = "the referee compares the Japanese count only")]
#[path = "../src/score/tests/seki_boards.rs"]
mod seki_boards;

use go_core::score::{DeadSet, ProposalOptions, ScoreInput, propose_dead, score};
use go_core::{Komi, PerColor, Point, Rules, RulesPreset};
use score_referee::positions;
use score_referee::{CHINESE_KOMI_HALVES, Finished, JAPANESE_KOMI_HALVES, judge_board, run_all};
use std::collections::BTreeSet;

/// (side, games, move cap): about a minute on two cores in the dev profile,
/// most of it GNU Go choosing its moves (a 13x13 game costs as much as five
/// 9x9 games).
const SIZES: [(u32, u64, usize); 2] = [(9, 40, 200), (13, 8, 400)];
/// Seeds start here, so the export below can use other games.
const FIRST_SEED: u64 = 1;

fn rules(preset: RulesPreset, komi_halves: i32) -> Rules {
    Rules { komi: Komi::from_half_points(komi_halves), ..preset.rules() }
}

fn result(game: &Finished, preset: RulesPreset, komi_halves: i32, dead: &BTreeSet<Point>) -> String {
    let dead = DeadSet::from_points(dead.iter().copied());
    let input = ScoreInput {
        board: &game.board,
        captures: game.captures,
        handicap: 0,
        rules: rules(preset, komi_halves),
        dead: &dead,
    };
    score(&input).result_sgf()
}

fn describe(game: &Finished) -> String {
    format!("{}x{} seed {} ({} moves)\n{}", game.side, game.side, game.seed, game.moves.len(), game.board.to_ascii())
}

#[test]
fn logo_counts_like_gnu_go_and_proposes_its_dead_stones() {
    let jobs: Vec<(u32, u64, usize)> = SIZES
        .iter()
        .flat_map(|&(side, games, cap)| (FIRST_SEED..FIRST_SEED + games).map(move |seed| (side, seed, cap)))
        .collect();
    let games = run_all(&jobs);
    assert!(games.len() * 10 >= jobs.len() * 9, "most games finish: {} of {}", games.len(), jobs.len());
    let mut mismatches = Vec::new();
    let (mut agreed, mut inconsistent) = (0, 0);
    for game in &games {
        let consistent = game.japanese.dead == game.chinese.dead;
        let japanese = result(game, RulesPreset::Japanese, JAPANESE_KOMI_HALVES, &game.japanese.dead);
        let chinese = result(game, RulesPreset::Chinese, CHINESE_KOMI_HALVES, &game.chinese.dead);
        if !consistent {
            inconsistent += 1;
            println!("GNU Go's Chinese dead stones differ from its Japanese ones: {}", describe(game));
        }
        if japanese != game.japanese.score || (consistent && chinese != game.chinese.score) {
            mismatches.push(format!(
                "{}LoGo {japanese} / {chinese}, GNU Go {} / {}",
                describe(game),
                game.japanese.score,
                game.chinese.score
            ));
        }
        if proposal_agrees(game, consistent) {
            agreed += 1;
        }
    }
    println!(
        "{} games, {inconsistent} with GNU Go's Chinese dead stones differing from its Japanese ones",
        games.len()
    );
    assert!(mismatches.is_empty(), "LoGo's count differs from GNU Go's:\n{}", mismatches.join("\n"));
    let rate = f64::from(agreed) / games.len() as f64;
    println!("proposal agrees with GNU Go in {agreed} of {} games ({:.1}%)", games.len(), rate * 100.0);
    assert!(rate >= 0.95, "the dead-stone proposal agrees with GNU Go in only {:.1}% of the games", rate * 100.0);
}

/// Each named seki board as GNU Go sees it (stones placed by `play`, nothing
/// captured): no dead stones, the pinned Japanese result, LoGo's seki stones.
#[test]
fn named_seki_boards_count_like_gnu_go() {
    for named in seki_boards::ALL {
        let board = go_core::Board::from_ascii(named.diagram).unwrap();
        let gnu_go = judge_board(&board, named.komi_halves, "--japanese-rules");
        assert!(gnu_go.dead.is_empty(), "GNU Go finds dead stones on {}: {:?}", named.name, gnu_go.dead);
        assert_eq!(gnu_go.score, named.japanese, "GNU Go's count of {}", named.name);
        let dead = DeadSet::new();
        let rules = rules(RulesPreset::Japanese, named.komi_halves);
        let input = ScoreInput { board: &board, captures: PerColor::default(), handicap: 0, rules, dead: &dead };
        let logo = score(&input);
        assert_eq!(logo.result_sgf(), gnu_go.score, "LoGo's count of {}", named.name);
        let logo_seki: BTreeSet<Point> = logo.points.seki_stones.iter().copied().collect();
        assert_eq!(logo_seki, gnu_go.seki, "stones in seki on {}", named.name);
    }
}

/// Whether LoGo's proposal equals GNU Go's dead stones and gives both of its results.
fn proposal_agrees(game: &Finished, gnu_go_consistent: bool) -> bool {
    let proposal = propose_dead(&game.board, &ProposalOptions::default());
    let ours: BTreeSet<Point> = proposal.dead.points().collect();
    let same_dead = ours == game.japanese.dead;
    let japanese = result(game, RulesPreset::Japanese, JAPANESE_KOMI_HALVES, &ours);
    let chinese = result(game, RulesPreset::Chinese, CHINESE_KOMI_HALVES, &ours);
    let agrees = same_dead && japanese == game.japanese.score && (!gnu_go_consistent || chinese == game.chinese.score);
    if !agrees {
        let show = |set: &BTreeSet<Point>| set.iter().filter_map(|p| p.to_sgf()).collect::<Vec<_>>().join(",");
        println!(
            "proposal differs: {}ours [{}] {japanese} {chinese}\nGNU Go [{}] {} {}",
            describe(game),
            show(&ours),
            show(&game.japanese.dead),
            game.japanese.score,
            game.chinese.score
        );
    }
    agrees
}

/// The comparison's games (side, seeds, move cap): other seeds than the test
/// above, more of them: 143 and 70 distinct final positions.
const EXPORT: [(u32, u64, usize); 2] = [(9, 180, 200), (13, 72, 400)];
/// The comparison's first seed.
const EXPORT_FIRST_SEED: u64 = 1001;

/// Writes finished GNU Go games, GNU Go's dead stones and LoGo's proposal to
/// `bench/deadstones/positions.json` for the comparison with
/// @sabaki/deadstones (`cd bench/deadstones && npm ci && npm run compare`).
/// Takes five to ten minutes on two cores.
#[test]
#[ignore = "writes the dead-stone comparison's positions; run on demand"]
fn export_positions_for_the_deadstones_comparison() {
    let jobs: Vec<(u32, u64, usize)> = EXPORT
        .iter()
        .flat_map(|&(side, games, cap)| {
            (EXPORT_FIRST_SEED..EXPORT_FIRST_SEED + games).map(move |seed| (side, seed, cap))
        })
        .collect();
    let games = run_all(&jobs);
    positions::write(&positions::distinct(&games));
}

/// Recomputes LoGo's proposal in `bench/deadstones/positions.json` without
/// replaying the games (after a change to the proposal): seconds, not minutes.
#[test]
#[ignore = "rewrites LoGo's dead stones in the comparison's positions; run on demand"]
fn refresh_logo_dead_in_the_exported_positions() {
    positions::write(&positions::read());
}
