//! Named positions: seki, dame, and how each method treats them. The
//! expected numbers are GNU Go 3.8's `final_score` for the same boards
//! (`--japanese-rules` and `--chinese-rules`, komi 0).

use super::{count, rules, sgf};
use crate::rules::RulesPreset;

/// Two inner chains share their only two liberties (`c9`, `c8`); neither
/// can fill one without being captured. Both live, nothing there is anyone's.
pub(super) const SEKI_SHARED_LIBERTIES: &str = "
    O X . O X . . . .
    O X . O X . . . .
    O X X O X . . . .
    O O O X X . . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . . . .
    ";

/// Each inner group has one eye (`a9` Black's, `e9` White's) and they share
/// one liberty (`c9`).
pub(super) const SEKI_WITH_EYES: &str = "
    . X . O . O X . .
    X X X O O O X . .
    O O O X X X X . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . . . .
    ";

#[test]
fn seki_with_shared_liberties_only_scores_nothing_and_kills_nothing() {
    let japanese = count(SEKI_SHARED_LIBERTIES, rules(RulesPreset::Japanese, 0), [0, 0]);
    assert_eq!(sgf(&japanese.points.seki), ["ca", "cb"]);
    assert_eq!(sgf(&japanese.points.seki_stones), ["ba", "da", "bb", "db", "bc", "cc", "dc"]);
    assert_eq!(japanese.points.dame, []);
    assert_eq!((japanese.count.black.territory, japanese.count.white.territory), (41, 10));
    assert_eq!((japanese.count.black.prisoners.total(), japanese.count.white.prisoners.total()), (0, 0));
    assert_eq!(japanese.result_sgf(), "B+31");
    let chinese = count(SEKI_SHARED_LIBERTIES, rules(RulesPreset::Chinese, 0), [0, 0]);
    assert_eq!(chinese.result_sgf(), "B+31");
}

#[test]
fn seki_eyes_are_no_territory_but_count_as_area() {
    let japanese = count(SEKI_WITH_EYES, rules(RulesPreset::Japanese, 0), [0, 0]);
    assert_eq!(sgf(&japanese.points.seki), ["aa", "ca", "ea"]);
    assert_eq!((japanese.count.black.territory, japanese.count.white.territory), (36, 12));
    assert_eq!(japanese.result_sgf(), "B+24");
    assert_eq!(japanese.other.result.to_sgf(), "B+26");
    let chinese = count(SEKI_WITH_EYES, rules(RulesPreset::Chinese, 0), [0, 0]);
    assert_eq!((chinese.count.black.territory, chinese.count.white.territory), (37, 13));
    assert_eq!(sgf(&chinese.points.territory.black).first().map(String::as_str), Some("aa"));
    assert_eq!(chinese.result_sgf(), "B+26");
}

/// A point between Black's and White's territories that either could fill
/// safely is dame: nobody's, and no seki.
#[test]
fn a_dame_point_between_territories_counts_for_nobody() {
    let diagram = "
        . . X O .
        . . X O .
        . X . O .
        . X O . .
        . X O . .
        ";
    for preset in [RulesPreset::Japanese, RulesPreset::Chinese] {
        let score = count(diagram, rules(preset, 0), [0, 0]);
        assert_eq!(sgf(&score.points.dame), ["cc"], "{preset:?}");
        assert_eq!(score.points.seki, [], "{preset:?}");
    }
    let japanese = count(diagram, rules(RulesPreset::Japanese, 0), [0, 0]);
    assert_eq!((japanese.count.black.territory, japanese.count.white.territory), (7, 7));
}
