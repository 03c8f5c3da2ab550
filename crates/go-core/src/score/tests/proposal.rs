//! The dead-stone proposal on named positions.

use super::{position, sgf};
use crate::score::{GroupStatus, ProposalOptions, propose_dead};

fn proposed_dead(diagram: &str) -> Vec<String> {
    let (board, _) = position(diagram);
    sgf(&propose_dead(&board, &ProposalOptions::default()).dead.points().collect::<Vec<_>>())
}

/// A seki is recognised: neither side is killed, the inner chains are in seki.
#[test]
fn a_seki_is_recognised_instead_of_killing_both_sides() {
    for diagram in [super::positions::SEKI_SHARED_LIBERTIES, super::positions::SEKI_WITH_EYES] {
        let (board, _) = position(diagram);
        let proposal = propose_dead(&board, &ProposalOptions::default());
        assert!(proposal.dead.is_empty(), "{diagram}");
        let in_seki = proposal.groups.iter().filter(|g| g.status == GroupStatus::Seki).count();
        assert_eq!(in_seki, 2, "{diagram}");
    }
}

/// White has one real eye (`c4`) and a false eye (`f4`, two black diagonals):
/// one eye only, so the group is dead.
#[test]
fn a_false_eye_is_no_eye() {
    let dead = proposed_dead(
        "
        . . . . . . . . .
        . X X X X X X . .
        X O O O X O O X .
        X O . O O . O X .
        X O O O X O O X .
        . X X X X X X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    );
    assert_eq!(dead, ["bc", "cc", "dc", "fc", "gc", "bd", "dd", "ed", "gd", "be", "ce", "de", "fe", "ge"]);
}

/// A lone invader in a large territory and a two-eyed group: only the invader dies.
#[test]
fn an_invader_dies_and_a_two_eyed_group_lives() {
    let dead = proposed_dead(
        "
        . . . X O . O . .
        . . . X O O O O O
        . O . X X X X X X
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    );
    assert_eq!(dead, ["bc"]);
}

/// Two white stones (`c5`, `c4`) inside Black's loose, unfinished enclosure
/// at the end of a GNU Go 3.8 self-play game (9x9, seed 1091 of the
/// comparison): random playouts let them live about half of the time, but
/// the points around them end up Black's. GNU Go and LoGo call them dead.
#[test]
fn stones_in_a_loose_enclosure_die_with_their_surroundings() {
    let dead = proposed_dead(
        "
        . . X O O . . . .
        . . X X O . . . .
        . X . X O . O . .
        . X X O O O . . .
        . . O X X O . O O
        . . O . . X O O X
        . . . . X . X X X
        . . X . . . . . .
        . . . . . . . . .
        ",
    );
    assert_eq!(dead, ["ce", "cf"]);
}

/// The same seed gives the same proposal.
#[test]
fn the_proposal_is_deterministic() {
    let (board, _) = position(super::positions::SEKI_WITH_EYES);
    let options = ProposalOptions::default();
    assert_eq!(propose_dead(&board, &options), propose_dead(&board, &options));
}

/// Bent four in the corner left on the board: the white group (whose only
/// liberties are `ca` and `ab`) is dead, as the Japanese rules say; the two
/// black stones inside live. Scoring follows the marking.
#[test]
fn bent_four_in_the_corner_is_dead() {
    let diagram = "
        X X . O X . . . .
        . O O O X . . . .
        O O X X X . . . .
        X X X . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ";
    assert_eq!(proposed_dead(diagram), ["da", "bb", "cb", "db", "ac", "bc"]);
    let (board, _) = position(diagram);
    let dead = propose_dead(&board, &ProposalOptions::default()).dead;
    let input = crate::score::ScoreInput {
        board: &board,
        captures: crate::color::PerColor::new(0, 0),
        handicap: 0,
        rules: super::rules(crate::rules::RulesPreset::Japanese, 0),
        dead: &dead,
    };
    let score = crate::score::score(&input);
    assert_eq!((score.count.black.territory, score.count.black.prisoners.dead), (9 * 6 - 10, 6));
    assert_eq!(score.points.seki, []);
}

/// A group whose only eye space is a bulky five, surrounded and left open at
/// the end: the opponent, moving first, kills it, so LoGo proposes it dead.
#[test]
fn a_large_eye_group_with_a_killing_shape_is_dead() {
    let dead = proposed_dead(
        "
        . . . . . . . . .
        . X X X X X X . .
        X O O O O O O X .
        X O . . . O O X .
        X O . . O O X X .
        X O O O O X X . .
        . X X X X X . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    );
    assert_eq!(dead.len(), 16);
}
