//! Seki shapes as finished boards, with GNU Go 3.8's verdict on each.
//!
//! Shared by the named-position tests (`score::tests::seki`) and the live
//! referee (`tests/score_gnugo.rs`, which includes this file by path and asks
//! GNU Go again for every board), so the boards and the numbers they pin
//! exist once. Nothing on these boards is dead: GNU Go names no dead stone
//! on any of them. Diagrams use `Board::from_ascii`'s letters.

/// One board and what GNU Go says of it.
#[derive(Clone, Copy, Debug)]
pub struct SekiBoard {
    /// What the board shows.
    pub name: &'static str,
    /// The position, rows from the top.
    pub diagram: &'static str,
    /// Komi in half points.
    pub komi_halves: i32,
    /// GNU Go's `final_score` under `--japanese-rules`: seki eyes and shared
    /// liberties are nobody's.
    pub japanese: &'static str,
    /// LoGo's area count (Chinese rules, same komi): seki eyes count for
    /// their owner. Pinned so a change to seki recognition cannot move it.
    /// GNU Go's `--chinese-rules` count agrees on the first two boards; on the
    /// others its aftermath leaves some seki eyes to nobody, so the referee
    /// compares the Japanese count only.
    pub area: &'static str,
}

/// The corner of a finished 13x13 GNU Go game, rebuilt as a full board.
/// The black chain B11 C11 B10 A10 B9 has only the eyes A11 and A9; each eye
/// is also bordered by a single black stone (A12, A8) that sits on a liberty
/// shared with a one-eyed white chain (A13, A7). White's eyes are C13 and B6.
/// No side can fill a shared liberty, so A13 C13 A11 A9 A7 B6 are nobody's.
pub const REPORTED_CORNER: SekiBoard = SekiBoard {
    name: "reported 13x13 corner: eyes held by single stones",
    diagram: "
        . O . O X . . X O . . . .
        X O O O X . . X O . . . .
        . X X O X X . X O . . . .
        X X O O X . . X O . . . .
        . X O X X . . X O . . . .
        X O X X . . . X O O . . .
        . O O X . . . X X O . . .
        O . O X X X X . X O O O O
        O O O X . . X X X X O . .
        X X X X . . . . . X O . .
        . . . . . . . . X O . . .
        . . . . . . . . X O . . .
        . . . . . . . . X O . . .
        ",
    komi_halves: 13,
    japanese: "B+1.5",
    area: "B+10.5",
};

/// The same shape on 9x9 with settled surroundings: the black chain in the
/// corner touches only the eyes `a7` and `a5`, which it shares with the
/// single stones `a8` and `a4` on the shared liberties `a9` and `a3`.
pub const EYES_HELD_BY_SINGLE_STONES: SekiBoard = SekiBoard {
    name: "eyes held by single stones",
    diagram: "
        . O . O X . X O .
        X O O O X X X O O
        . X X O X . X O .
        X X O O X X X O O
        . X O X X . X O .
        X O X X X X X O O
        . O O X . X O O .
        O . O X X X O . O
        O O O X . X O O O
        ",
    komi_halves: 0,
    japanese: "0",
    area: "W+1",
};

/// A bent seki in the corner: four black chains (`a9`, `c9`, `b8`, `a7`)
/// around the two eyes `b9` and `a8`; only `c9` and `a7` touch the liberties
/// `d9` and `a6` they share with one white chain that has no eye.
pub const BENT_IN_THE_CORNER: SekiBoard = SekiBoard {
    name: "bent seki of four chains in the corner",
    diagram: "
        X . X . O X . X .
        . X O O O X X X X
        X O O X X X . X .
        . O X X . X X X X
        O O X X X X O O O
        X X X O O O O . O
        O O O O . O . O O
        . O . O O O O O .
        O O O . O . O O .
        ",
    komi_halves: 0,
    japanese: "W+4",
    area: "W+11",
};

/// The bent seki with the colours swapped: White's four chains, Black's
/// eyeless chain.
pub const BENT_IN_THE_CORNER_WHITE: SekiBoard = SekiBoard {
    name: "bent seki of four white chains",
    diagram: "
        O . O . X O . O .
        . O X X X O O O O
        O X X O O O . O .
        . X O O . O O O O
        X X O O O O X X X
        O O O X X X X . X
        X X X X . X . X X
        . X . X X X X X .
        X X X . X . X X .
        ",
    komi_halves: 0,
    japanese: "B+4",
    area: "B+11",
};

/// A black group with two eyes (`a9`, `c9`) whose eye `c9` it shares with
/// the single stone `d9` in seki with White's chain (shared `e9`, White's eye
/// `g9`). Without the seki the group has one eye, so neither eye is
/// territory: GNU Go counts only what stones that cannot be captured surround.
pub const TWO_EYES_LEANING_ON_A_SEKI_STONE: SekiBoard = SekiBoard {
    name: "two eyes, one shared with a seki stone",
    diagram: "
        . X . X . O . O X
        X X X O O O O O X
        O O X X X X X X X
        . O O O O O O O O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    komi_halves: 0,
    japanese: "W+46",
    area: "W+48",
};

/// Three chains in seki along the top edge: Black's eyeless chain between two
/// one-eyed white chains (shared `c9` and `f9`, White's eyes `a9` and `h9`),
/// right next to Black's and White's territories, which count in full.
pub const THREE_CHAINS_NEXT_TO_TERRITORY: SekiBoard = SekiBoard {
    name: "three chains in seki next to territory",
    diagram: "
        . O . X X . O . O
        O O O X X O O O O
        X X O O O X X X X
        . X X X X X . . .
        . . . . . . . . .
        X X X X X X X X X
        O O O O O O O O O
        . . . . . . . . .
        . . . . . . . . .
        ",
    komi_halves: 0,
    japanese: "W+5",
    area: "W+5",
};

/// Every board, for the referee.
pub const ALL: [SekiBoard; 6] = [
    REPORTED_CORNER,
    EYES_HELD_BY_SINGLE_STONES,
    BENT_IN_THE_CORNER,
    BENT_IN_THE_CORNER_WHITE,
    TWO_EYES_LEANING_ON_A_SEKI_STONE,
    THREE_CHAINS_NEXT_TO_TERRITORY,
];
