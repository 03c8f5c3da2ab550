//! `bench/deadstones/positions.json`: finished GNU Go games, GNU Go's dead
//! stones and LoGo's proposal, the input of the comparison with
//! @sabaki/deadstones (`bench/deadstones/compare.mjs`).
//!
//! Each entry is `{size, seed, sign_map, gnugo_dead, logo_dead}`: `sign_map`
//! holds rows of 1 (black), -1 (white) and 0 (empty) from the top; the dead
//! sets are SGF points. The file is generated, not committed.

use super::Finished;
use go_core::score::{ProposalOptions, propose_dead};
use go_core::{Board, BoardSize, Color, Point};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// Where the comparison reads its positions.
pub fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../bench/deadstones/positions.json")
}

/// One finished position as the comparison sees it.
pub struct Position {
    /// Board side.
    pub size: u32,
    /// GNU Go's `--seed` for the game.
    pub seed: u64,
    /// The final position.
    pub board: Board,
    /// GNU Go's dead stones (Japanese rules).
    pub gnugo_dead: BTreeSet<Point>,
}

impl Position {
    /// The position of a finished self-play game.
    pub fn of(game: &Finished) -> Position {
        Position { size: game.side, seed: game.seed, board: game.board.clone(), gnugo_dead: game.japanese.dead.clone() }
    }

    /// LoGo's proposal with the default options.
    pub fn logo_dead(&self) -> BTreeSet<Point> {
        propose_dead(&self.board, &ProposalOptions::default()).dead.points().collect()
    }

    fn to_json(&self, logo_dead: &BTreeSet<Point>) -> Value {
        let size = self.board.size();
        let sign_map: Vec<Vec<i8>> = (0..size.height)
            .map(|y| (0..size.width).map(|x| sign(self.board.get(Point::new(x, y)))).collect())
            .collect();
        json!({
            "size": self.size,
            "seed": self.seed,
            "sign_map": sign_map,
            "gnugo_dead": sgf(&self.gnugo_dead),
            "logo_dead": sgf(logo_dead),
        })
    }

    fn from_json(entry: &Value) -> Option<Position> {
        let size = u32::try_from(entry.get("size")?.as_u64()?).ok()?;
        let seed = entry.get("seed")?.as_u64()?;
        let mut board = Board::new(BoardSize::square(size).ok()?);
        for (y, row) in entry.get("sign_map")?.as_array()?.iter().enumerate() {
            for (x, cell) in row.as_array()?.iter().enumerate() {
                let stone = match cell.as_i64()? {
                    1 => Some(Color::Black),
                    -1 => Some(Color::White),
                    _ => None,
                };
                board.set(Point::new(u8::try_from(x).ok()?, u8::try_from(y).ok()?), stone).ok()?;
            }
        }
        let gnugo_dead = entry
            .get("gnugo_dead")?
            .as_array()?
            .iter()
            .map(|p| p.as_str().and_then(Point::from_sgf))
            .collect::<Option<_>>()?;
        Some(Position { size, seed, board, gnugo_dead })
    }
}

/// The positions of `games`, each final position once (GNU Go at level 1
/// plays the same game under several seeds), in the games' order.
pub fn distinct(games: &[Finished]) -> Vec<Position> {
    let mut seen = BTreeSet::new();
    games.iter().filter(|game| seen.insert(game.board.to_ascii())).map(Position::of).collect()
}

fn sign(stone: Option<Color>) -> i8 {
    match stone {
        Some(Color::Black) => 1,
        Some(Color::White) => -1,
        None => 0,
    }
}

fn sgf(points: &BTreeSet<Point>) -> Vec<String> {
    points.iter().filter_map(|p| p.to_sgf()).collect()
}

/// Writes `positions` with LoGo's current proposal and prints LoGo's
/// exact-match rate per board size, and every miss.
pub fn write(positions: &[Position]) {
    let mut rates: BTreeMap<u32, (usize, usize)> = BTreeMap::new();
    let mut entries = Vec::new();
    for position in positions {
        let ours = position.logo_dead();
        let row = rates.entry(position.size).or_default();
        row.0 += 1;
        if ours == position.gnugo_dead {
            row.1 += 1;
        } else {
            println!(
                "miss: {0}x{0} seed {1}\n{2}LoGo [{3}]\nGNU Go [{4}]\n",
                position.size,
                position.seed,
                position.board.to_ascii(),
                sgf(&ours).join(","),
                sgf(&position.gnugo_dead).join(",")
            );
        }
        entries.push(position.to_json(&ours));
    }
    for (size, (games, exact)) in &rates {
        println!("{size}x{size}: LoGo {exact} of {games} exact");
    }
    let text = serde_json::to_string(&entries).expect("positions as JSON");
    std::fs::write(path(), text).expect("write bench/deadstones/positions.json");
    println!("wrote {} positions to {}", entries.len(), path().display());
}

/// Reads the positions written before; fails with the command that writes them.
pub fn read() -> Vec<Position> {
    let text = std::fs::read_to_string(path()).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; write it with `cargo test -p go-core --test score_gnugo -- --ignored export_positions`",
            path().display()
        )
    });
    let entries: Vec<Value> = serde_json::from_str(&text).expect("positions.json is a JSON array");
    entries.iter().map(|e| Position::from_json(e).expect("a position as export_positions writes it")).collect()
}
