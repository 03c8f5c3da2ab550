//! Seki whose eyes several chains share: the boards of `seki_boards`, each
//! counted under Japanese rules (compared with GNU Go's verdict pinned there;
//! the referee test asks GNU Go again) and under area rules.

use super::seki_boards::{
    ALL, BENT_IN_THE_CORNER, EYES_HELD_BY_SINGLE_STONES, REPORTED_CORNER, SekiBoard, THREE_CHAINS_NEXT_TO_TERRITORY,
    TWO_EYES_LEANING_ON_A_SEKI_STONE,
};
use super::{count, rules, sgf};
use crate::rules::RulesPreset;
use crate::score::{GroupStatus, ProposalOptions, Score, propose_dead};

fn japanese(board: &SekiBoard) -> Score {
    count(board.diagram, rules(RulesPreset::Japanese, board.komi_halves), [0, 0])
}

fn chinese(board: &SekiBoard) -> Score {
    count(board.diagram, rules(RulesPreset::Chinese, board.komi_halves), [0, 0])
}

/// Japanese: GNU Go's result; area: as before the seki fix, both as the
/// other method's line of a Japanese count and as a Chinese count.
#[test]
fn every_seki_board_counts_as_gnu_go_counts_it() {
    for board in ALL {
        let japanese = japanese(&board);
        assert_eq!(japanese.result_sgf(), board.japanese, "Japanese: {}", board.name);
        assert_eq!(japanese.other.result.to_sgf(), board.area, "area, beside the Japanese count: {}", board.name);
        assert_eq!(chinese(&board).result_sgf(), board.area, "Chinese: {}", board.name);
    }
}

/// The reported game: A11 and A9 are eyes of the seki, not Black's
/// territory (B+3.5 before); the area count keeps them for Black.
#[test]
fn the_reported_corner_gives_black_no_territory_in_the_seki() {
    let score = japanese(&REPORTED_CORNER);
    assert_eq!(sgf(&score.points.seki), ["aa", "ca", "ac", "ae", "ag", "bh"]);
    assert!(!score.points.territory.black.iter().any(|p| score.points.seki.contains(p)));
    for stone in ["bc", "cc", "ad", "bd", "be", "ab", "af"] {
        assert!(sgf(&score.points.seki_stones).iter().any(|s| s == stone), "{stone} is in seki");
    }
    assert_eq!(score.result_sgf(), "B+1.5");
    assert_eq!(score.other.result.to_sgf(), "B+10.5");
    assert_eq!(chinese(&REPORTED_CORNER).result_sgf(), "B+10.5");
}

/// Seki eyes count for their owner under area rules, shared liberties for nobody.
#[test]
fn eyes_held_by_single_stones_are_area_but_no_territory() {
    let japanese = japanese(&EYES_HELD_BY_SINGLE_STONES);
    assert_eq!(sgf(&japanese.points.seki), ["aa", "ca", "ac", "ae", "ag", "bh"]);
    assert_eq!((japanese.count.black.territory, japanese.count.white.territory), (5, 5));
    let chinese = chinese(&EYES_HELD_BY_SINGLE_STONES);
    assert_eq!((chinese.count.black.territory, chinese.count.white.territory), (7, 7));
}

/// All four black chains around the bent eyes are in seki, and so is White's.
#[test]
fn every_chain_of_the_bent_corner_seki_is_in_seki() {
    let score = japanese(&BENT_IN_THE_CORNER);
    assert_eq!(sgf(&score.points.seki), ["ba", "da", "ab", "ad"]);
    for stone in ["aa", "ca", "bb", "ac", "ea", "cb", "bc", "ae"] {
        assert!(sgf(&score.points.seki_stones).iter().any(|s| s == stone), "{stone} is in seki");
    }
}

/// The group with eyes `a9` and `c9` lives only through the seki: both eyes are neutral.
#[test]
fn two_eyes_that_lean_on_a_seki_stone_are_no_territory() {
    let score = japanese(&TWO_EYES_LEANING_ON_A_SEKI_STONE);
    assert_eq!(sgf(&score.points.seki), ["aa", "ca", "ea", "ga"]);
    assert_eq!(score.count.black.territory, 0);
}

/// The territories beside the seki count in full; only the seki's four points are neutral.
#[test]
fn territory_next_to_a_seki_of_three_chains_still_counts() {
    let score = japanese(&THREE_CHAINS_NEXT_TO_TERRITORY);
    assert_eq!(sgf(&score.points.seki), ["aa", "ca", "fa", "ha"]);
    assert_eq!((score.count.black.territory, score.count.white.territory), (13, 18));
}

/// LoGo's own proposal kills nothing on these boards and reports the seki.
#[test]
fn the_proposal_leaves_every_seki_alive() {
    for board in ALL {
        let (position, _) = super::position(board.diagram);
        let proposal = propose_dead(&position, &ProposalOptions::default());
        assert!(proposal.dead.is_empty(), "{}", board.name);
        assert!(proposal.groups.iter().any(|g| g.status == GroupStatus::Seki), "{}", board.name);
    }
}
