//! Shared material for LoGo's benchmarks: seeded random games to replay, real
//! game records to replay (`records`), what a replay workload holds
//! (`shape`), and the 300-move game record the
//! library benchmarks open.
//!
//! The games are generated once with go-core under positional superko and
//! no suicide, so every move is legal under simple ko too (the rules of the
//! peer crate's Japanese preset). They never pass, so no peer treats them as
//! finished early.

pub mod records;
pub mod samples;
pub mod shape;

use go_core::rng::SplitMix64;
use go_core::{Board, BoardSize, Color, Game, GameSettings, KoRule, Move, Point, Rules, RulesPreset, SuicideRule};

/// Rules under which the generated games are legal for every engine compared.
#[must_use]
pub fn generation_rules() -> Rules {
    Rules { ko: KoRule::Positional, suicide: SuicideRule::Forbidden, ..RulesPreset::Japanese.rules() }
}

/// Whether `p` is an eye of `color`'s: every neighbour is `color`'s stone or off the board.
fn is_own_eye(board: &Board, color: Color, p: Point) -> bool {
    let size = board.size();
    let neighbours = [(0, -1), (-1, 0), (1, 0), (0, 1)].map(|(dx, dy): (i32, i32)| {
        let (x, y) = (i32::from(p.x) + dx, i32::from(p.y) + dy);
        let inside = x >= 0 && y >= 0 && x < i32::from(size.width) && y < i32::from(size.height);
        (inside, Point::new(x.clamp(0, 255) as u8, y.clamp(0, 255) as u8))
    });
    neighbours.iter().all(|&(inside, q)| !inside || board.get(q) == Some(color))
}

/// `count` random games on a `side`x`side` board of at most `max_moves`
/// moves each, seeded by `seed`: stones only, no eye filling, no passes.
#[must_use]
pub fn random_games(side: u32, count: usize, max_moves: usize, seed: u64) -> Vec<Vec<Point>> {
    let Ok(size) = BoardSize::square(side) else { return Vec::new() };
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|_| {
            let Ok(mut game) = Game::new(GameSettings::new(size, generation_rules())) else { return Vec::new() };
            let mut moves = Vec::new();
            while moves.len() < max_moves {
                let color = game.to_play();
                let illegal: Vec<Point> = game.illegal_points().iter().map(|p| p.point).collect();
                let candidates: Vec<Point> = game
                    .board()
                    .empty_points()
                    .filter(|p| !illegal.contains(p) && !is_own_eye(game.board(), color, *p))
                    .collect();
                if candidates.is_empty() {
                    break;
                }
                let index = (rng.next_u64() % candidates.len() as u64) as usize;
                let Some(&p) = candidates.get(index) else { break };
                if game.play(Move::Play(p)).is_err() {
                    break;
                }
                moves.push(p);
            }
            moves
        })
        .collect()
}

/// The SGF text of a game of exactly 300 moves (players "Long Game" and
/// "Review Screen") with a comment every tenth move: the library's review bar.
#[must_use]
pub fn long_game() -> String {
    let mut sgf = String::from("(;GM[1]FF[4]SZ[19]PB[Long Game]PW[Review Screen]KM[6.5]");
    let letter = |v: u32| char::from_u32(u32::from('a') + v).unwrap_or('a');
    for n in 0..300u32 {
        let (colour, x, y) = (if n % 2 == 0 { 'B' } else { 'W' }, n % 19, (n / 19) % 19);
        sgf.push_str(&format!(";{colour}[{}{}]", letter(x), letter(y)));
        if n % 10 == 0 {
            sgf.push_str("C[Ein Kommentar zum Zug.]");
        }
    }
    sgf.push(')');
    sgf
}
