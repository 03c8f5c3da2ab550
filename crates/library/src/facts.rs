//! What the library knows about a game, read from go-sgf's record: the
//! searchable metadata, the comment words, and the main line the signature
//! is taken from. Everything comes from go-core's game tree, so the library
//! reads a file exactly as the review screen shows it.

use go_core::Move;
use go_core::tree::{GameInfo, GameTree as Tree};
use go_sgf::Record;
use logo_store::{DateRange, GameKind, GameMeta};

use crate::signature::{self, MainLine};

/// A game's facts as the library stores them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFacts {
    /// The searchable metadata.
    pub meta: GameMeta,
    /// The stemmed comment words, space-separated ([`logo_store::text::search_terms`]).
    pub comment_terms: String,
    /// The move-sequence signature ([`crate::signature`]).
    pub signature: Option<i64>,
}

/// Reads the facts of one converted game.
pub fn facts(record: &Record) -> GameFacts {
    let tree = record.tree();
    let info = tree.info();
    let line = main_line(tree);
    let move_count = u32::try_from(line.moves.len()).unwrap_or(u32::MAX);
    let comments = comment_text(tree);
    let has_setup = !line.black_setup.is_empty() || !line.white_setup.is_empty();
    let meta = GameMeta {
        kind: if move_count == 0 && has_setup { GameKind::Position } else { GameKind::Game },
        move_count,
        has_variations: tree.preorder().any(|id| tree.children(id).nth(1).is_some()),
        has_comments: !comments.is_empty(),
        ..info_meta(info)
    };
    let terms = logo_store::text::search_terms(&comments).join(" ");
    GameFacts { meta, comment_terms: terms, signature: signature::signature(&line) }
}

/// The game information as metadata (moves, variations and comments aside).
fn info_meta(info: &GameInfo) -> GameMeta {
    let [black, white] = [&info.players.get(go_core::Color::Black), &info.players.get(go_core::Color::White)];
    let date_text = info.date.text.clone();
    let date_range = date_text
        .as_deref()
        .and_then(DateRange::from_sgf)
        .or_else(|| info.date.date.and_then(|d| DateRange::from_sgf(&d.to_string())));
    GameMeta {
        black: black.name.clone(),
        white: white.name.clone(),
        black_rank: black.rank.clone(),
        white_rank: white.rank.clone(),
        result: info.result.text.clone(),
        date: date_text,
        board_width: info.size.width,
        board_height: info.size.height,
        komi_half_points: info.komi.komi.map(|k| k.half_points()),
        handicap: info.handicap.unwrap_or(0),
        rules: info.rules.preset.map(|p| p.id().to_owned()).or_else(|| info.rules.text.clone()),
        event: info.event.clone(),
        round: info.round.clone(),
        place: info.place.clone(),
        game_name: info.game_name.clone(),
        date_range,
        ..GameMeta::default()
    }
}

/// The main line's moves and the set-up stones before the first move.
pub fn main_line(tree: &Tree) -> MainLine {
    let size = tree.info().size;
    let mut line = MainLine { width: size.width, height: size.height, ..MainLine::default() };
    for id in tree.main_line() {
        let Some(node) = tree.node(id) else { continue };
        if line.moves.is_empty() {
            line.black_setup.extend(&node.setup.black);
            line.white_setup.extend(&node.setup.white);
        }
        if let Some(played) = node.mv {
            line.moves.push(match played.played {
                Move::Play(point) => Some(point),
                Move::Pass => None,
            });
        }
    }
    line
}

/// Every comment of the game (the game comment and each node's), joined by lines.
fn comment_text(tree: &Tree) -> String {
    let mut text = tree.info().comment.clone().unwrap_or_default();
    for comment in tree.preorder().filter_map(|id| tree.node(id).and_then(|n| n.comment.as_deref())) {
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(comment);
    }
    text.trim().to_owned()
}
