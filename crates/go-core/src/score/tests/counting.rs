//! The sources' worked examples, rebuilt as boards with the same counts.

use super::{count, rules, sgf};
use crate::color::Color;
use crate::result::GameResult;
use crate::rules::{RulesPreset, ScoringMethod};
use crate::score::{HalfPoints, ScoreView};

/// The goki leaflet: Black 10 territory + 3 prisoners, White 15 territory +
/// 0 prisoners, no komi: White wins 15 to 13. One of Black's prisoners is
/// the dead white stone `o`, two were captured during play.
#[test]
fn goki_leaflet_white_wins_15_to_13() {
    let score = count(
        "
        . o . . . X O
        . . . . . X O
        X X X X X X O
        O O O O O O .
        . . . . . . .
        . . . . . . .
        ",
        rules(RulesPreset::Japanese, 0),
        [2, 0],
    );
    let (black, white) = (score.count.black, score.count.white);
    assert_eq!((black.territory, black.prisoners.captured, black.prisoners.dead), (10, 2, 1));
    assert_eq!((white.territory, white.prisoners.total()), (15, 0));
    assert_eq!((black.total, white.total), (HalfPoints::from_points(13), HalfPoints::from_points(15)));
    assert_eq!(score.result_sgf(), "W+2");
    assert_eq!(sgf(&score.points.dead), ["ba"]);
    assert_eq!(score.other.method, ScoringMethod::Area);
    // Area: Black 8 stones + 10, White 9 stones + 15.
    assert_eq!(score.other.result.to_sgf(), "W+6");
}

/// BSW: Black 7 territory + 0 prisoners, White 28 territory + 14 prisoners
/// (10 captured in play, 4 dead `x` in White's territory); E4 and F3 are
/// neutral. No komi: White wins 42 to 7.
#[test]
fn bsw_white_28_plus_14_against_black_7_with_two_neutral_points() {
    let score = count(
        "
        . . . x . . . x .
        . . . . x . . . .
        O O O O O O O O O
        O O O O O O O O O
        O O O O O O O . .
        X X X X . O O . .
        X X X X X . O . x
        . . . X X X O . .
        . . . . X X O . .
        ",
        rules(RulesPreset::Japanese, 0),
        [0, 10],
    );
    let (black, white) = (score.count.black, score.count.white);
    assert_eq!((black.territory, black.prisoners.total()), (7, 0));
    assert_eq!((white.territory, white.prisoners.captured, white.prisoners.dead), (28, 10, 4));
    let size = crate::point::BoardSize::square(9).unwrap();
    let neutral: Vec<String> = score.points.dame.iter().filter_map(|p| p.to_display(size)).collect();
    assert_eq!(neutral, ["E4", "F3"]);
    assert_eq!(score.result_sgf(), "W+35");
}

/// The simple rules (Tromp-Taylor, area): 40 against 41 on 81 points, White wins.
#[test]
fn simple_rules_40_against_41_white_wins() {
    let score = count(
        "
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . X X O . . .
        . . . X O O . . .
        . . . X O . . . .
        . . . X O . . . .
        . . . X O . . . .
        . . . X O . . . .
        ",
        rules(RulesPreset::TrompTaylor, 0),
        [0, 0],
    );
    let (black, white) = (score.count.black, score.count.white);
    assert_eq!((black.stones + black.territory, white.stones + white.territory), (40, 41));
    assert_eq!(score.count.result, GameResult::Score { winner: Color::White, margin_halves: 2 });
}

/// The simple rules: 44 against 35, the two points reaching both colours count for nobody.
#[test]
fn simple_rules_44_against_35_with_two_points_reaching_both() {
    let score = count(
        "
        . . . . X X O . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . X . O . . .
        . . . X . O . . .
        ",
        rules(RulesPreset::TrompTaylor, 0),
        [0, 0],
    );
    let (black, white) = (score.count.black, score.count.white);
    assert_eq!((black.stones + black.territory, white.stones + white.territory), (44, 35));
    assert_eq!(sgf(&score.points.dame), ["eh", "ei"]);
    assert_eq!(score.result_sgf(), "B+9");
}

/// The simple rules: 40 against 40 is a tie, and under the simple rules a tie means both win.
#[test]
fn simple_rules_40_against_40_is_a_tie() {
    let score = count(
        "
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . X . O . . .
        . . . X O . . . .
        . . . X O . . . .
        . . . X O . . . .
        . . . X O . . . .
        ",
        rules(RulesPreset::TrompTaylor, 0),
        [0, 0],
    );
    let (black, white) = (score.count.black, score.count.white);
    assert_eq!((black.stones + black.territory, white.stones + white.territory), (40, 40));
    assert_eq!(score.count.result, GameResult::Draw);
    assert_eq!(score.result_sgf(), "0");
}

/// Tromp-Taylor removes nothing: a hopeless white stone inside Black's area
/// still touches Black's empty points, which then reach both colours.
#[test]
fn tromp_taylor_keeps_dead_stones_and_their_neighbourhood_counts_for_nobody() {
    let diagram = "
        . . . X O
        . o . X O
        . . . X O
        X X X X O
        O O O O O
        ";
    let simple = count(diagram, rules(RulesPreset::TrompTaylor, 0), [0, 0]);
    assert_eq!(simple.points.dead, []);
    assert_eq!((simple.count.black.territory, simple.count.white.stones), (0, 10));
    let chinese = count(diagram, rules(RulesPreset::Chinese, 0), [0, 0]);
    assert_eq!((chinese.count.black.territory, chinese.count.white.stones), (9, 9));
}

/// Komi and handicap compensation go to White, per preset: n (Chinese), n−1 (AGA), 0 (New Zealand).
#[test]
fn white_receives_komi_and_the_presets_handicap_compensation() {
    let (board, dead) = super::position(
        "
        . . X O .
        . . X O .
        . . X O .
        . . X O .
        . . X O .
        ",
    );
    let bonus: Vec<(u32, String)> = [RulesPreset::Chinese, RulesPreset::Aga, RulesPreset::NewZealand]
        .into_iter()
        .map(|preset| {
            let input = crate::score::ScoreInput {
                board: &board,
                captures: crate::color::PerColor::new(0, 0),
                handicap: 4,
                rules: rules(preset, 1),
                dead: &dead,
            };
            let score = crate::score::score(&input);
            (score.count.white.handicap_bonus, score.result_sgf())
        })
        .collect();
    let expected = [(4, "B+0.5"), (3, "B+1.5"), (0, "B+4.5")].map(|(b, r)| (b, r.to_owned()));
    assert_eq!(bonus, expected);
}

/// `logo score --json` has the shape DESIGN §3 names.
#[test]
fn the_json_view_has_the_cli_shape() {
    let score = count(
        "
        . o . X O .
        . . . X O .
        . . . X O .
        ",
        rules(RulesPreset::Japanese, 13),
        [0, 1],
    );
    let json = serde_json::to_value(ScoreView::from(&score)).unwrap();
    let expected = serde_json::json!({
        "rules": "japanese", "komi": 6.5, "scoring": "territory",
        "black": {"territory": 9, "stones": 3, "prisoners": 1, "captured_in_play": 0, "dead_removed": 1, "score": 10},
        "white": {"territory": 3, "stones": 3, "prisoners": 1, "captured_in_play": 1, "dead_removed": 0,
                  "komi": 6.5, "handicap_bonus": 0, "score": 10.5},
        "dead": ["ba"], "seki": [], "dame": [], "result": "W+0.5",
        "other": {"scoring": "area", "result": "W+0.5"}
    });
    assert_eq!(json, expected);
}
