//! A game played in LoGo as a game record, ready to be saved.
//!
//! The record ([`TimedGameRecord`]) knows the settings, the events and the
//! clock; what it does not know (the players' names, the date, the time left
//! after each move) the caller adds in [`PlayedDetails`]. Handicap stones and
//! a start position become the root's setup, each move one node of the main
//! line; undone moves (the redo line) are left out.

use super::info::{GameDate, GameInfo, Player, ResultInfo};
use super::node::{TimeLeft, TreeNode};
use super::time::TimeInfo;
use super::{GameTree, NodeId};
use crate::color::PerColor;
use crate::game::{Game, GameEvent, GameSettings, RecordError};
use crate::handicap::fixed_handicap;
use crate::rules::HandicapPlacement;
use crate::timed::TimedGameRecord;

/// What LoGo knows about a played game beyond its record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayedDetails {
    /// Both players.
    pub players: PerColor<Player>,
    /// The day the game was played.
    pub date: Option<GameDate>,
    /// The program, `name:version` (LoGo writes `LoGo:<version>`).
    pub application: Option<String>,
    /// The game's name.
    pub game_name: Option<String>,
    /// The mover's time left after each move, where known: index 0 is the first move.
    pub time_left: Vec<Option<TimeLeft>>,
}

impl GameTree {
    /// The record of a game played in LoGo. Fails only if `record` does not
    /// describe a game (as [`Game::from_record`] checks).
    pub fn from_played(record: &TimedGameRecord, details: &PlayedDetails) -> Result<GameTree, RecordError> {
        let game = Game::from_record(&record.game)?;
        let settings = &record.game.settings;
        let mut info = GameInfo::new(settings.size, settings.rules);
        info.players = details.players.clone();
        info.date.date = details.date;
        info.application = details.application.clone();
        info.game_name = details.game_name.clone();
        let result = game.result();
        info.result = ResultInfo { result, winner: result.and_then(|r| r.winner()), text: None };
        info.time = record.clock.as_ref().map(|c| TimeInfo::from_control(c.control())).unwrap_or_default();
        let events = record.game.events.get(..record.game.applied).unwrap_or_default();
        let root = starting_node(settings, events);
        if !root.setup.black.is_empty() && root.to_play.is_none() {
            info.handicap = Some(settings.handicap);
        }
        let mut tree = GameTree::new(info, root);
        let mut at = NodeId::ROOT;
        let moves = events.iter().filter_map(|e| match *e {
            GameEvent::Move { color, played } => Some((color, played)),
            _ => None,
        });
        for (index, (color, played)) in moves.enumerate() {
            let mut node = TreeNode::with_move(color, played);
            if let Some(Some(left)) = details.time_left.get(index) {
                *node.time_left.get_mut(color) = *left;
            }
            let Ok(id) = tree.add_child(at, node) else { break };
            at = id;
        }
        Ok(tree)
    }
}

/// The root: a start position with its player to move, or the handicap stones.
fn starting_node(settings: &GameSettings, events: &[GameEvent]) -> TreeNode {
    let mut root = TreeNode::default();
    if let Some(start) = &settings.start {
        root.setup.black.clone_from(&start.black);
        root.setup.white.clone_from(&start.white);
        root.to_play = Some(start.to_play);
    } else if settings.handicap > 0 {
        root.setup.black = match settings.rules.handicap_placement {
            HandicapPlacement::Fixed => fixed_handicap(settings.size, settings.handicap).unwrap_or_default(),
            HandicapPlacement::Free => events
                .iter()
                .filter_map(|e| match *e {
                    GameEvent::Handicap { point } => Some(point),
                    _ => None,
                })
                .collect(),
        };
    }
    root
}
