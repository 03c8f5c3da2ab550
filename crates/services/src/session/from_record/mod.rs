//! A new game continued from a game record: the record's main line replayed
//! under its own rules up to a chosen move, then played on at the board.
//!
//! The record's start becomes the game's start: its handicap stones (fixed
//! points if they are the rules' fixed points, otherwise placed freely) or
//! its set-up position. The moves are then played one by one through
//! go-core, so captures, ko and undo work as in any game. A record that
//! breaks LoGo's rules before the chosen move (a move out of turn, a ko
//! retaken, stones set up mid-game) cannot be continued from beyond that
//! point; the error names the first such move. The clock is not taken over.

use super::PlaySession;
use crate::error::{AppError, ArgumentName, SettingField};
use crate::limits::{MAX_BOARD_SIDE, MAX_NAME_CHARS, MIN_BOARD_SIDE};
use go_core::tree::{GameTree, TreeNode};
use go_core::{
    BoardSize, Color, GameSettings, HandicapPlacement, Move, PerColor, Point, StartPosition, TimedGame, fixed_handicap,
};

/// The stones and player to move before the record's first move.
#[derive(Default)]
struct Start {
    black: Vec<Point>,
    white: Vec<Point>,
    to_play: Option<Color>,
}

impl Start {
    fn apply(&mut self, node: &TreeNode) {
        let setup = &node.setup;
        let changed: Vec<Point> = setup.black.iter().chain(&setup.white).chain(&setup.empty).copied().collect();
        self.black.retain(|p| !changed.contains(p));
        self.white.retain(|p| !changed.contains(p));
        self.black.extend(&setup.black);
        self.white.extend(&setup.white);
        self.to_play = node.to_play.or(self.to_play);
    }
}

impl PlaySession {
    /// A game continued from `tree`'s main line after `moves` moves, with
    /// the record's players, rules and start, and no clock.
    pub fn from_record(tree: &GameTree, moves: u32, now_ms: u64) -> Result<PlaySession, AppError> {
        let info = tree.info();
        let side_ok = |side: u8| (MIN_BOARD_SIDE..=MAX_BOARD_SIDE).contains(&u32::from(side));
        if !side_ok(info.size.width) || !side_ok(info.size.height) {
            return Err(AppError::InvalidSetting { field: SettingField::Size });
        }
        if moves > tree.main_line_moves() {
            return Err(AppError::InvalidArgument { argument: ArgumentName::Moves });
        }
        let nodes: Vec<&TreeNode> = tree.main_line().filter_map(|id| tree.node(id)).collect();
        let (start, line) = split_start(&nodes, moves)?;
        let first_mover = line.first().map(|&(color, _)| color);
        let mut game = starting_game(info.size, info.rules.rules, info.handicap_stones(), &start, first_mover)?;
        game.start(now_ms);
        for (index, &(color, mv)) in line.iter().enumerate() {
            let move_number = u32::try_from(index + 1).unwrap_or(u32::MAX);
            let refused = |reason| AppError::RecordNotPlayable { move_number, reason: Some(reason) };
            if color != game.game().to_play() {
                return Err(refused(go_core::IllegalMove::NotYourTurn));
            }
            game.play(mv, now_ms).map_err(refused)?;
        }
        let name = |color: Color| {
            let written = info.players.get(color).name.as_deref().unwrap_or_default().trim();
            written.chars().take(MAX_NAME_CHARS as usize).collect::<String>()
        };
        let players = PerColor::new(name(Color::Black), name(Color::White));
        let mut session = PlaySession { game, players, ..PlaySession::default() };
        session.sync_scoring();
        Ok(session)
    }
}

/// The set-up before the first move, and the first `moves` moves (the
/// position right after the last of them); refused if stones are set up
/// between them.
fn split_start(nodes: &[&TreeNode], moves: u32) -> Result<(Start, Vec<(Color, Move)>), AppError> {
    let wanted = moves as usize;
    let mut start = Start::default();
    let mut line = Vec::new();
    for node in nodes {
        if node.has_setup() {
            if !line.is_empty() {
                let move_number = u32::try_from(line.len() + 1).unwrap_or(u32::MAX);
                return Err(AppError::RecordNotPlayable { move_number, reason: None });
            }
            start.apply(node);
        }
        let Some(played) = node.mv else { continue };
        if line.len() >= wanted {
            break;
        }
        line.push((played.color, played.played));
        if line.len() >= wanted {
            break;
        }
    }
    Ok((start, line))
}

/// The game at the record's start: a handicap game when the set-up stones
/// are Black's handicap, otherwise a game from the set-up position.
fn starting_game(
    size: BoardSize,
    rules: go_core::Rules,
    handicap: u8,
    start: &Start,
    first_mover: Option<Color>,
) -> Result<TimedGame, AppError> {
    let unplayable = |_| AppError::RecordNotPlayable { move_number: 0, reason: None };
    let is_handicap = handicap >= 2
        && start.white.is_empty()
        && start.black.len() == usize::from(handicap)
        && start.to_play != Some(Color::Black);
    if is_handicap {
        let mut sorted = start.black.clone();
        sorted.sort_by_key(|p| (p.y, p.x));
        let mut fixed = fixed_handicap(size, handicap).unwrap_or_default();
        fixed.sort_by_key(|p| (p.y, p.x));
        let placement = if fixed == sorted { HandicapPlacement::Fixed } else { HandicapPlacement::Free };
        let rules = go_core::Rules { handicap_placement: placement, ..rules };
        let mut game =
            TimedGame::new(GameSettings::new(size, rules).with_handicap(handicap), None).map_err(unplayable)?;
        if placement == HandicapPlacement::Free {
            for &point in &start.black {
                game.play(Move::Play(point), 0)
                    .map_err(|_| AppError::RecordNotPlayable { move_number: 0, reason: None })?;
            }
        }
        return Ok(game);
    }
    let mut settings = GameSettings::new(size, rules);
    if !start.black.is_empty() || !start.white.is_empty() || start.to_play.is_some() {
        let to_play = start.to_play.or(first_mover).unwrap_or(Color::Black);
        settings.start = Some(StartPosition { black: start.black.clone(), white: start.white.clone(), to_play });
    }
    TimedGame::new(settings, None).map_err(unplayable)
}

#[cfg(test)]
mod tests;
