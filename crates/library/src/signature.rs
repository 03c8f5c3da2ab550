//! The move-sequence signature that recognises one game in different files
//! (another charset, other headers, reformatted, comments added, rotated or
//! mirrored), after Dyer's signature for collections of professional games.
//!
//! - A main line of 71 moves or more: the points of moves 20, 40, 60, 31, 51
//!   and 71, the board size, and the move count in bands of 50 (0–49, 50–99,
//!   …), so that two games sharing an opening but of very different length
//!   stay apart while copies of one game (same count) always meet; a copy
//!   missing a few final moves meets unless it falls across a band's edge.
//! - A shorter main line: the whole sequence, the set-up stones and the exact
//!   move count — too few moves for six points to tell games apart. A record
//!   with neither moves nor set-up stones has no signature.
//!
//! Each is taken under every symmetry of the board (8 on a square board, 4 on
//! a rectangle) and the smallest encoding wins, so a rotated or mirrored copy
//! has the same signature. The signature is the first 8 bytes of the SHA-256
//! of that encoding, as a signed integer (what SQLite stores).

use go_core::Point;
use sha2::{Digest, Sha256};

/// Dyer's move numbers (1-based).
const DYER_MOVES: [usize; 6] = [20, 40, 60, 31, 51, 71];

/// A main line this long is signed by Dyer's moves.
const LONG_FROM: usize = 71;

/// Move-count bands of long games.
const BAND: usize = 50;

/// What the signature is computed from: the board and the main line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MainLine {
    /// Board width.
    pub width: u8,
    /// Board height.
    pub height: u8,
    /// The main line's moves in order; `None` is a pass.
    pub moves: Vec<Option<Point>>,
    /// Black's set-up stones before the first move.
    pub black_setup: Vec<Point>,
    /// White's set-up stones before the first move.
    pub white_setup: Vec<Point>,
}

/// The signature of `line`, or `None` if it has no moves and no set-up stones.
pub fn signature(line: &MainLine) -> Option<i64> {
    let long = line.moves.len() >= LONG_FROM;
    if line.moves.is_empty() && line.black_setup.is_empty() && line.white_setup.is_empty() {
        return None;
    }
    let symmetries: &[Symmetry] = if line.width == line.height { &ALL } else { &ALL[..4] };
    let best = symmetries.iter().map(|&s| encode(line, s, long)).min()?;
    let digest = Sha256::digest(&best);
    let mut first = [0u8; 8];
    first.copy_from_slice(digest.get(..8)?);
    Some(i64::from_be_bytes(first))
}

/// One of the board's symmetries: optional transpose, then optional mirrors.
#[derive(Clone, Copy)]
struct Symmetry {
    flip_x: bool,
    flip_y: bool,
    transpose: bool,
}

const fn sym(flip_x: bool, flip_y: bool, transpose: bool) -> Symmetry {
    Symmetry { flip_x, flip_y, transpose }
}

/// The rectangle's four first, then the four that need a square.
const ALL: [Symmetry; 8] = [
    sym(false, false, false),
    sym(true, false, false),
    sym(false, true, false),
    sym(true, true, false),
    sym(false, false, true),
    sym(true, false, true),
    sym(false, true, true),
    sym(true, true, true),
];

impl Symmetry {
    fn apply(self, p: Point, width: u8, height: u8) -> [u8; 2] {
        let x = if self.flip_x { width.saturating_sub(1).saturating_sub(p.x) } else { p.x };
        let y = if self.flip_y { height.saturating_sub(1).saturating_sub(p.y) } else { p.y };
        if self.transpose { [y, x] } else { [x, y] }
    }
}

fn encode(line: &MainLine, s: Symmetry, long: bool) -> Vec<u8> {
    let point = |p: &Option<Point>| p.map_or([0xFF, 0xFF], |p| s.apply(p, line.width, line.height));
    let mut out = vec![u8::from(long), line.width, line.height];
    if long {
        out.extend_from_slice(&u32::try_from(line.moves.len() / BAND).unwrap_or(u32::MAX).to_be_bytes());
        for n in DYER_MOVES {
            out.extend(line.moves.get(n - 1).map(point).unwrap_or([0xFF, 0xFF]));
        }
        return out;
    }
    out.extend_from_slice(&u32::try_from(line.moves.len()).unwrap_or(u32::MAX).to_be_bytes());
    for setup in [&line.black_setup, &line.white_setup] {
        let mut stones: Vec<[u8; 2]> = setup.iter().map(|p| s.apply(*p, line.width, line.height)).collect();
        stones.sort_unstable();
        out.extend_from_slice(&u32::try_from(stones.len()).unwrap_or(u32::MAX).to_be_bytes());
        out.extend(stones.into_iter().flatten());
    }
    out.extend(line.moves.iter().flat_map(point));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(x: u8, y: u8) -> Option<Point> {
        Some(Point { x, y })
    }

    /// A line of `n` moves on 19x19 walking the board, distinct enough for tests.
    fn line(n: usize) -> MainLine {
        let moves = (0..n).map(|i| p((i * 7 % 19) as u8, (i * 3 % 19) as u8)).collect();
        MainLine { width: 19, height: 19, moves, ..MainLine::default() }
    }

    fn transformed(line: &MainLine, f: impl Fn(u8, u8) -> (u8, u8)) -> MainLine {
        let moves = line.moves.iter().map(|m| m.map(|q| f(q.x, q.y)).map(|(x, y)| Point { x, y })).collect();
        MainLine { moves, ..line.clone() }
    }

    #[test]
    fn rotated_and_mirrored_copies_share_the_signature() {
        for n in [30, 120] {
            let game = line(n);
            let rotated = transformed(&game, |x, y| (18 - y, x));
            let mirrored = transformed(&game, |x, y| (18 - x, y));
            assert_eq!(signature(&game), signature(&rotated), "{n} moves, rotated");
            assert_eq!(signature(&game), signature(&mirrored), "{n} moves, mirrored");
        }
    }

    #[test]
    fn long_games_differ_by_dyer_moves_and_bands_only() {
        let game = line(120);
        let mut late_change = game.clone();
        late_change.moves[100] = p(0, 0);
        assert_eq!(signature(&game), signature(&late_change), "move 101 is not part of the signature");
        let mut dyer_change = game.clone();
        dyer_change.moves[39] = p(9, 9);
        assert_ne!(signature(&game), signature(&dyer_change), "move 40 is");
        assert_eq!(signature(&line(110)), signature(&line(120)), "same band");
        assert_ne!(signature(&line(140)), signature(&line(160)), "other band");
    }

    #[test]
    fn short_games_use_every_move_and_the_setup() {
        let game = line(40);
        let mut changed = game.clone();
        changed.moves[5] = None;
        assert_ne!(signature(&game), signature(&changed));
        assert_ne!(signature(&line(40)), signature(&line(41)), "exact count");
        let position = MainLine { width: 9, height: 9, black_setup: vec![Point { x: 2, y: 2 }], ..MainLine::default() };
        let other = MainLine { black_setup: vec![Point { x: 6, y: 2 }], ..position.clone() };
        assert_eq!(signature(&position), signature(&other), "a mirrored position");
        assert_eq!(signature(&MainLine { width: 19, height: 19, ..MainLine::default() }), None);
    }
}
