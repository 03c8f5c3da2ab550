//! Zobrist keys: one fixed random number per (cell, colour).
//!
//! A position's hash is the XOR of the keys of its stones, so a move changes it
//! with one XOR per stone placed or removed. The table is computed at compile
//! time from a fixed seed with splitmix64, so every run and every machine hashes
//! a position alike (no random-number crate, no start-up cost).

use crate::rng::SplitMix64;

/// Largest number of cells of a padded board (25x25 with its border): see `board`.
pub(crate) const MAX_CELLS: usize = 702;

/// The seed of the table; any fixed value will do.
const SEED: u64 = 0x4c6f_476f_5a6f_6272; // "LoGoZobr"

const fn build_table() -> [[u64; 2]; MAX_CELLS] {
    let mut table = [[0u64; 2]; MAX_CELLS];
    let mut rng = SplitMix64::new(SEED);
    let mut cell = 0;
    while cell < MAX_CELLS {
        let mut color = 0;
        while color < 2 {
            table[cell][color] = rng.next_u64();
            color += 1;
        }
        cell += 1;
    }
    table
}

/// The keys, indexed by padded cell index and colour index (Black 0, White 1).
pub(crate) static KEYS: [[u64; 2]; MAX_CELLS] = build_table();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut all: Vec<u64> = KEYS.iter().flatten().copied().collect();
        assert!(all.iter().all(|&k| k != 0));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), MAX_CELLS * 2);
    }
}
