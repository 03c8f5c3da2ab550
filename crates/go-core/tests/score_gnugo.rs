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
//!
//! Needs `/usr/games/gnugo` (Debian package `gnugo`).

#[allow(dead_code)]
mod gnugo;
mod score_referee;

use go_core::score::{DeadSet, ProposalOptions, ScoreInput, propose_dead, score};
use go_core::{Komi, Point, Rules, RulesPreset};
use score_referee::{CHINESE_KOMI_HALVES, Finished, JAPANESE_KOMI_HALVES, run_all};
use std::collections::BTreeSet;

/// (side, games, move cap): about 90 s on two cores in the dev profile.
const SIZES: [(u32, u64, usize); 2] = [(9, 40, 200), (13, 14, 400)];
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

/// Writes finished GNU Go games (other seeds than the test above), GNU Go's
/// dead stones and LoGo's proposal to `bench/deadstones/positions.json` for
/// the comparison with @sabaki/deadstones (`cd bench/deadstones && npm ci &&
/// npm run compare`). Takes about five minutes on two cores.
#[test]
#[ignore = "writes the dead-stone comparison's positions; run on demand"]
fn export_positions_for_the_deadstones_comparison() {
    let jobs: Vec<(u32, u64, usize)> = [(9u32, 60u64, 200usize), (13, 20, 400)]
        .iter()
        .flat_map(|&(side, games, cap)| (1001..1001 + games).map(move |seed| (side, seed, cap)))
        .collect();
    let games = run_all(&jobs);
    let sgf = |points: &mut dyn Iterator<Item = Point>| -> Vec<String> { points.filter_map(|p| p.to_sgf()).collect() };
    let entries: Vec<serde_json::Value> = games
        .iter()
        .map(|game| {
            let size = game.board.size();
            let sign_map: Vec<Vec<i8>> = (0..size.height)
                .map(|y| {
                    (0..size.width)
                        .map(|x| match game.board.get(Point::new(x, y)) {
                            Some(go_core::Color::Black) => 1,
                            Some(go_core::Color::White) => -1,
                            None => 0,
                        })
                        .collect()
                })
                .collect();
            let proposal = propose_dead(&game.board, &ProposalOptions::default());
            serde_json::json!({
                "size": game.side,
                "seed": game.seed,
                "sign_map": sign_map,
                "gnugo_dead": sgf(&mut game.japanese.dead.iter().copied()),
                "logo_dead": sgf(&mut proposal.dead.points()),
            })
        })
        .collect();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/deadstones/positions.json");
    let text = serde_json::to_string(&entries).expect("positions as JSON");
    std::fs::write(&path, text).expect("write bench/deadstones/positions.json");
    println!("wrote {} positions to {}", entries.len(), path.display());
}
