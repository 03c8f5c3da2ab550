//! A generated folder of SGF files shaped like a real-world corpus, for the
//! import's benchmark, its profile and the report's tests: mostly small
//! single-game files in nested folders (professional records in UTF-8, Fox
//! server games in GBK without `CA`, FF[3] records with `tt` passes, AI
//! tournament games with a comment on some moves), a few multi-game
//! collections, byte-for-byte copies of some files in other folders, the same
//! games again under other headers, a collection that holds one of its games
//! twice, and one game LoGo refuses (a 60x60 board).
//! Seeded: the same arguments always write the same bytes.

use std::io;
use std::path::Path;

use go_core::rng::SplitMix64;

use super::{between, game};

/// Fox players' names as the server shows them (written in GBK).
const FOX_PLAYERS: &[&str] =
    &["星阵围棋", "绝艺", "柯洁", "朴廷桓", "申真谞", "芈昱廷", "唐韦星", "棋魂小光", "野狐棋手", "弈客"];
/// AI engines of the tournament games.
const ENGINES: &[&str] = &["KataGo 1.15", "Leela Zero 0.17", "ELF OpenGo v2", "Fuego 1.1", "GNU Go 3.8", "Pachi 12.84"];

/// What [`write_corpus`] wrote: the sums an import of it must add up to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CorpusCounts {
    /// SGF files written.
    pub files: u64,
    /// Game trees in all the files (the refused game included).
    pub games: u64,
    /// Games whose bytes are another game's of the corpus (the first of each is not counted).
    pub identical: u64,
    /// Games with another game's moves under another header.
    pub similar: u64,
    /// Games LoGo cannot hold.
    pub refused: u64,
}

/// Writes about `single_files` single-game files (and a few collections of
/// `collection_games` games each) under `dir`, seeded by `seed`.
pub fn write_corpus(dir: &Path, seed: u64, single_files: u64, collection_games: u64) -> io::Result<CorpusCounts> {
    let mut rng = SplitMix64::new(seed);
    let mut counts = CorpusCounts::default();
    let mut write = |relative: String, bytes: &[u8], games: u64| -> io::Result<()> {
        let path = dir.join(relative);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        counts.files += 1;
        counts.games += games;
        std::fs::write(path, bytes)
    };
    let mut copies = 0;
    for index in 0..single_files {
        let (relative, bytes) = single_file(&mut rng, seed, index);
        // One file in two hundred is there again in another folder, byte for byte.
        if index % 200 == 7 {
            write(format!("copies/{index}/{}", file_name(&relative)), &bytes, 1)?;
            copies += 1;
        }
        // One in thirty is the same game republished under another header.
        if index % 30 == 11 {
            let text = String::from_utf8_lossy(&bytes).replacen("(;", "(;PC[Tokyo]SO[Go Review]", 1);
            write(format!("magazines/{}/{index}.sgf", index % 7), text.as_bytes(), 1)?;
            counts.similar += 1;
        }
        write(relative, &bytes, 1)?;
    }
    for c in 0..3 {
        let mut text: String = (0..collection_games).map(|i| game(seed ^ 0xC011, c * 100_000 + i)).collect();
        let twice = c == 0 && collection_games > 0;
        if twice {
            // The collection's first game once more, byte for byte, at its end.
            text.push_str(&game(seed ^ 0xC011, c * 100_000));
            counts.identical += 1;
        }
        let games = collection_games + u64::from(twice);
        write(format!("collections/{}/collection-{c}.sgf", 2000 + c), text.as_bytes(), games)?;
    }
    let refused = "(;GM[1]FF[4]SZ[60]PB[Giant]PW[Board];B[aa];W[bb])(;GM[1]FF[4]SZ[19]PB[Small]PW[Board];B[dd])";
    write("collections/odd-sizes.sgf".to_owned(), refused.as_bytes(), 2)?;
    counts.refused += 1;
    counts.identical += copies;
    Ok(counts)
}

fn file_name(relative: &str) -> &str {
    relative.rsplit('/').next().unwrap_or(relative)
}

/// One single-game file: its path below the corpus folder and its bytes.
fn single_file(rng: &mut SplitMix64, seed: u64, index: u64) -> (String, Vec<u8>) {
    match between(rng, 0, 20) {
        0..=10 => {
            let year = 1950 + index % 76;
            (format!("pro/{year}/{:02}/{index:06}.sgf", index % 12 + 1), game(seed, index).into_bytes())
        }
        11..=15 => (format!("fox/{}/{:02}/{index}.sgf", 2018 + index % 7, index % 28 + 1), fox_game(rng, index)),
        16..=17 => (format!("old/ff3/{}/{index}.sgf", index % 40), ff3_game(rng, index).into_bytes()),
        _ => (format!("ai/tournament-{}/round-{}/{index}.sgf", index % 5, index % 9), ai_game(rng, index).into_bytes()),
    }
}

/// A main line of `count` moves on a 19x19 board, a comment on about one
/// move in `comment_every` (never when 0) written by `comment`.
fn moves(rng: &mut SplitMix64, count: usize, comment_every: usize, comment: impl Fn(usize) -> String) -> String {
    let mut text = String::with_capacity(count * 8);
    for n in 0..count {
        let colour = if n % 2 == 0 { 'B' } else { 'W' };
        let (x, y) = (between(rng, 0, 19), between(rng, 0, 19));
        text.push_str(&format!(";{colour}[{}{}]", letter(x), letter(y)));
        if comment_every > 0 && rng.below(comment_every) == 0 {
            text.push_str(&format!("C[{}]", comment(n)));
        }
        if n % 10 == 9 {
            text.push('\n');
        }
    }
    text
}

/// A Fox server game: Chinese names and ranks, komi times 100, GBK bytes without `CA`.
fn fox_game(rng: &mut SplitMix64, index: u64) -> Vec<u8> {
    let pick = |rng: &mut SplitMix64| FOX_PLAYERS[rng.below(FOX_PLAYERS.len())];
    let (black, white) = (pick(rng), pick(rng));
    let result = ["B+R", "W+R", "B+3.50", "W+1.50", "W+T"][rng.below(5)];
    let mut text = format!(
        "(;GM[1]FF[4]\nSZ[19]\nGN[{black} vs {white} #{index}]\nDT[{}-{:02}-{:02}]\nPB[{black}]\nPW[{white}]\n\
         BR[{}段]\nWR[{}段]\nKM[375]HA[0]RU[Chinese]AP[foxwq]RE[{result}]TM[600]TC[3]TT[30]RL[0]\n",
        2018 + index % 7,
        index % 12 + 1,
        index % 28 + 1,
        between(rng, 1, 10),
        between(rng, 1, 10),
    );
    let count = between(rng, 150, 300);
    text.push_str(&moves(rng, count, 0, |_| String::new()));
    text.push_str(")\n");
    encoding_rs::GBK.encode(&text).0.into_owned()
}

/// An FF[3] record as older programs wrote them: no `CA`, a pass as `tt`, a comment now and then.
fn ff3_game(rng: &mut SplitMix64, index: u64) -> String {
    let mut text = format!(
        "(;GM[1]FF[3]SZ[19]PB[Player {}]PW[Player {}]BR[{}k]WR[{}k]KM[5.5]RE[W+{}.5]DT[{}-03-05]\
         PC[IGS]US[ff3 archive {index}]\n",
        between(rng, 1, 500),
        between(rng, 1, 500),
        between(rng, 1, 20),
        between(rng, 1, 20),
        between(rng, 0, 30),
        1988 + index % 12,
    );
    let count = between(rng, 150, 260);
    text.push_str(&moves(rng, count, 40, |n| format!("Move {n}: a quiet move.")));
    text.push_str(";B[tt];W[tt])\n");
    text
}

/// An AI tournament game: engine names, a win rate on some moves.
fn ai_game(rng: &mut SplitMix64, index: u64) -> String {
    let pick = |rng: &mut SplitMix64| ENGINES[rng.below(ENGINES.len())];
    let (black, white) = (pick(rng), pick(rng));
    let mut text = format!(
        "(;GM[1]FF[4]CA[UTF-8]AP[GoGui:1.5.1]SZ[19]KM[7.5]RU[Chinese]PB[{black}]PW[{white}]\
         DT[2024-{:02}-{:02}]EV[Computer Go Tournament]RO[{}]RE[{}+R]TM[1800]GN[{index}]\n",
        index % 12 + 1,
        index % 28 + 1,
        index % 9,
        if rng.below(2) == 0 { 'B' } else { 'W' },
    );
    let count = between(rng, 180, 320);
    let winrate = (index % 50) as usize;
    text.push_str(&moves(rng, count, 8, |n| format!("winrate {}.{}%", 30 + (n + winrate) % 40, n % 10)));
    text.push_str(")\n");
    text
}

/// The SGF letter of a coordinate below 26.
fn letter(coordinate: usize) -> char {
    u8::try_from(coordinate).map_or('a', |c| char::from(b'a' + c))
}
