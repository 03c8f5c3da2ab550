//! Every position a game has passed through, for superko and repetition.
//!
//! Positions are looked up by Zobrist hash, but a hash hit alone never decides
//! anything: each entry keeps a compact snapshot of its board (two bits a cell)
//! and a match needs the snapshot to be equal too. A hash collision therefore
//! cannot make a legal move illegal or end a game.

use crate::board::Board;
use crate::color::Color;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Zobrist hashes are already uniformly random: use them as they are.
#[derive(Default)]
struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

/// No earlier entry with the same hash.
const NONE: u32 = u32::MAX;

/// How many top bits of a hash pick its bit in the filter (2^14 bits, 2 KiB).
const FILTER_BITS: u32 = 14;

/// The filter's word and bit for `hash`.
fn filter_slot(hash: u64) -> (usize, u64) {
    let bit = (hash >> (64 - FILTER_BITS)) as usize;
    (bit / 64, 1 << (bit % 64))
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    hash: u64,
    to_move: Color,
    /// The previous entry with the same hash, or `NONE`.
    earlier_same_hash: u32,
}

/// What counts as "the same" when looking for a repetition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sameness {
    /// The same stones, whoever is to move (positional superko).
    Position,
    /// The same stones with this player to move (situational superko, repetition).
    Situation(Color),
}

/// The positions of one game, oldest first.
#[derive(Clone, Debug, Default)]
pub(crate) struct PositionHistory {
    entries: Vec<Entry>,
    snapshots: Vec<u64>,
    words: usize,
    latest: HashMap<u64, u32, BuildHasherDefault<ZobristHasher>>,
    /// One bit set for every recorded hash (by its top bits): a clear bit
    /// proves a hash was never recorded, without a map lookup. Legality scans
    /// under superko ask about every empty point, and nearly every answer is no.
    filter: Vec<u64>,
}

impl PositionHistory {
    /// An empty history with room for `positions` positions of `words` words each.
    pub(crate) fn with_capacity(positions: usize, words: usize) -> PositionHistory {
        PositionHistory {
            entries: Vec::with_capacity(positions),
            snapshots: Vec::with_capacity(positions * words),
            words,
            latest: HashMap::with_capacity_and_hasher(positions, BuildHasherDefault::default()),
            filter: Vec::new(),
        }
    }

    /// Records the position on `board` with `to_move` to play.
    pub(crate) fn push(&mut self, board: &Board, to_move: Color) {
        let packed = board.packed();
        self.words = packed.len();
        let index = u32::try_from(self.entries.len()).unwrap_or(NONE);
        let earlier_same_hash = self.latest.insert(board.hash(), index).unwrap_or(NONE);
        self.entries.push(Entry { hash: board.hash(), to_move, earlier_same_hash });
        self.snapshots.extend_from_slice(packed);
        self.mark(board.hash());
    }

    /// Sets `hash`'s bit in the filter.
    fn mark(&mut self, hash: u64) {
        if self.filter.is_empty() {
            self.filter = vec![0; (1 << FILTER_BITS) / 64];
        }
        let (word, bit) = filter_slot(hash);
        if let Some(w) = self.filter.get_mut(word) {
            *w |= bit;
        }
    }

    /// Records `board` under a made-up hash, to simulate a hash collision in tests.
    #[cfg(test)]
    pub(crate) fn push_with_hash(&mut self, board: &Board, to_move: Color, hash: u64) {
        self.words = board.packed().len();
        let index = u32::try_from(self.entries.len()).unwrap_or(NONE);
        let earlier_same_hash = self.latest.insert(hash, index).unwrap_or(NONE);
        self.entries.push(Entry { hash, to_move, earlier_same_hash });
        self.snapshots.extend_from_slice(board.packed());
        self.mark(hash);
    }

    /// Whether some recorded position has this hash (a cheap first test).
    pub(crate) fn has_hash(&self, hash: u64) -> bool {
        let (word, bit) = filter_slot(hash);
        self.filter.get(word).is_some_and(|w| w & bit != 0) && self.latest.contains_key(&hash)
    }

    /// How many recorded positions equal `board` in the sense of `sameness`.
    pub(crate) fn count(&self, board: &Board, sameness: Sameness) -> usize {
        self.matches(board, sameness).count()
    }

    /// Whether some recorded position equals `board` in the sense of `sameness`.
    pub(crate) fn contains(&self, board: &Board, sameness: Sameness) -> bool {
        self.matches(board, sameness).next().is_some()
    }

    fn matches<'a>(&'a self, board: &'a Board, sameness: Sameness) -> impl Iterator<Item = Entry> + 'a {
        let hash = board.hash();
        let mut cursor = self.latest.get(&hash).copied().unwrap_or(NONE);
        std::iter::from_fn(move || {
            let entry = self.entries.get(usize::try_from(cursor).ok()?).copied()?;
            let here = cursor;
            cursor = entry.earlier_same_hash;
            Some((here, entry))
        })
        .filter(move |&(index, entry)| {
            let player_fits = match sameness {
                Sameness::Position => true,
                Sameness::Situation(color) => entry.to_move == color,
            };
            player_fits && entry.hash == hash && self.snapshot(index) == Some(board.packed())
        })
        .map(|(_, entry)| entry)
    }

    fn snapshot(&self, index: u32) -> Option<&[u64]> {
        let start = usize::try_from(index).ok()? * self.words;
        self.snapshots.get(start..start + self.words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::point::Point;

    #[test]
    fn counts_positions_and_situations_by_real_comparison() {
        let mut board = Board::from_ascii("X . .\n. . .\n. . .").unwrap();
        let mut history = PositionHistory::default();
        history.push(&board, Color::White);
        history.push(&board, Color::Black);
        assert_eq!(history.count(&board, Sameness::Position), 2);
        assert_eq!(history.count(&board, Sameness::Situation(Color::White)), 1);
        board.set(Point::new(1, 1), Some(Color::White)).unwrap();
        assert!(!history.contains(&board, Sameness::Position));
        assert!(!history.has_hash(board.hash()));
    }

    #[test]
    fn a_hash_collision_is_not_a_repetition() {
        let empty = Board::from_ascii(". .\n. .").unwrap();
        let other = Board::from_ascii("X .\n. O").unwrap();
        let mut history = PositionHistory::default();
        history.push_with_hash(&other, Color::Black, empty.hash());
        assert!(history.has_hash(empty.hash()));
        assert!(!history.contains(&empty, Sameness::Position));
        history.push(&empty, Color::Black);
        assert_eq!(history.count(&empty, Sameness::Position), 1);
    }
}
