//! Generated game records for tests and benchmarks (feature `synthetic`):
//! seeded, so every run sees the same games, and shaped like a real
//! collection — 19x19 mostly, 150 to 300 moves, players with ranks (some
//! with diacritics), dates, events, results of every kind, and in about one
//! game of seven comments in German and English on some moves. The moves are random points, not
//! necessarily legal play: the library stores records, it does not replay them.

pub mod corpus;

use go_core::rng::SplitMix64;

const PLAYERS: &[&str] = &[
    "Go Seigen",
    "Kitani Minoru",
    "Honinbo Shusaku",
    "Lee Sedol",
    "Cho Chikun",
    "Jürgen Müller",
    "Zoë Öztürk",
    "Takemiya Masaki",
    "Ke Jie",
    "Shin Jinseo",
    "Iyama Yuta",
    "Park Junghwan",
    "Gu Li",
    "Otake Hideo",
    "Kobayashi Koichi",
    "Rin Kaiho",
    "Sakata Eio",
    "Fujisawa Shuko",
    "Yoda Norimoto",
    "Ma Xiaochun",
];
const EVENTS: &[&str] =
    &["Honinbo", "Meijin", "Kisei", "Oza", "Tengen", "Judan", "Gosei", "Bundesliga", "Europameisterschaft"];
const COMMENTS: &[&str] = &[
    "Schwarz fängt zwei Steine; die Gefangenen entscheiden das Spiel.",
    "A ladder works here because of the stone in the corner.",
    "Die Leiter funktioniert nicht, Weiß ist stärker.",
    "White should capture the cutting stones first.",
    "Ein schöner Tesuji.",
    "This joseki is old-fashioned but solid.",
    "Hier wäre ein Ko besser gewesen.",
    "Black resigns soon after this move.",
    "Der Angriff auf die Gruppe am rechten Rand kommt zu spät.",
    "An overplay; the invasion at the 3-3 point was simpler.",
    "Weiß opfert drei Steine und gewinnt dafür die Initiative.",
    "The moyo on the left becomes territory.",
    "Ein typischer Fehler im Endspiel: Gote statt Sente.",
    "Both groups are short of liberties: a semeai.",
    "Schwarz lebt mit zwei Augen in der Ecke.",
    "Seki: neither side can approach.",
    "Die Verbindung ist wichtiger als der Gewinn eines Steins.",
    "A calm reply keeps the lead.",
    "Hane am Kopf von zwei Steinen!",
    "The net captures the escaping stone.",
    "Weiß verliert den Überblick im Zeitdruck.",
    "This shape is heavy; a lighter move was better.",
    "Der Wendepunkt der Partie.",
    "An excellent counter-attack.",
];
const RESULTS: &[&str] = &["B+R", "W+R", "B+3.5", "W+0.5", "B+T", "W+F", "0", "Void", "W+12.5", "B+Resign"];

/// A number in `low..high`.
fn between(rng: &mut SplitMix64, low: usize, high: usize) -> usize {
    low + rng.below(high - low)
}

/// The SGF text of generated game number `index` of the series `seed`.
pub fn game(seed: u64, index: u64) -> String {
    let mut rng = SplitMix64::new(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let size: u8 = match between(&mut rng, 0, 20) {
        0 => 9,
        1 => 13,
        _ => 19,
    };
    let pick = |rng: &mut SplitMix64, list: &[&'static str]| list[rng.below(list.len())];
    let (black, white) = (pick(&mut rng, PLAYERS), pick(&mut rng, PLAYERS));
    let mut sgf = format!(
        "(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[6.5]RU[Japanese]PB[{black}]BR[{}d]PW[{white}]WR[{}p]\
         DT[{:04}-{:02}-{:02}]EV[{} {}]RO[{}]RE[{}]GN[Game {index}]",
        between(&mut rng, 1, 10),
        between(&mut rng, 1, 10),
        between(&mut rng, 1950, 2026),
        between(&mut rng, 1, 13),
        between(&mut rng, 1, 29),
        pick(&mut rng, EVENTS),
        between(&mut rng, 1, 60),
        between(&mut rng, 1, 6),
        pick(&mut rng, RESULTS),
    );
    // About one game in seven carries commentary, as in collections of professional games.
    let commented = between(&mut rng, 0, 7) == 0;
    let moves = if size == 19 { between(&mut rng, 150, 300) } else { between(&mut rng, 30, 120) };
    for n in 0..moves {
        let colour = if n % 2 == 0 { 'B' } else { 'W' };
        let (x, y) = (between(&mut rng, 0, usize::from(size)), between(&mut rng, 0, usize::from(size)));
        sgf.push_str(&format!("\n;{colour}[{}{}]", letter(x), letter(y)));
        if commented && between(&mut rng, 0, 25) == 0 {
            sgf.push_str(&format!("C[{}]", pick(&mut rng, COMMENTS)));
        }
    }
    sgf.push_str(")\n");
    sgf
}

/// The SGF letter of a coordinate below 26.
fn letter(coordinate: usize) -> char {
    u8::try_from(coordinate).map_or('a', |c| char::from(b'a' + c))
}
