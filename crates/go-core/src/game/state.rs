//! The rules' memory of a game in progress, shared by [`crate::Game`] and
//! [`crate::Replay`]: the board, whose turn it is, the captures, the simple-ko
//! ban and every earlier position, and the verdict these give on a move.
//!
//! Policy (turns, phases, endings, undo) stays with the callers; this module
//! answers "what would this stone do, and do the ko and suicide rules allow
//! it?" and applies moves.

use super::history::{PositionHistory, Sameness};
use crate::board::{Analysis, Board, Content, Placement};
use crate::color::{Color, PerColor};
use crate::moves::IllegalMove;
use crate::point::Point;
use crate::rules::{KoRule, Rules};
use serde::{Deserialize, Serialize};

/// An empty point where the player to move may not play, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct IllegalPoint {
    /// The point.
    pub point: Point,
    /// Why: `suicide`, `ko` or `superko`.
    pub reason: IllegalMove,
}

/// The ban on retaking a ko at once: `banned` may not play on `index` next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct KoBan {
    index: usize,
    banned: Color,
}

/// What a stone did once applied.
#[derive(Clone, Debug)]
pub(crate) struct StoneResult {
    pub(crate) placement: Placement,
    /// Whether the position with the same player to move has now occurred
    /// three times (only tracked under simple ko).
    pub(crate) third_repetition: bool,
}

/// Board, turn, captures, ko ban and position history of one game.
#[derive(Clone, Debug)]
pub(crate) struct PlayState {
    pub(crate) rules: Rules,
    pub(crate) board: Board,
    pub(crate) to_play: Color,
    pub(crate) captures: PerColor<u32>,
    pub(crate) passes_in_a_row: u32,
    pub(crate) moves: u32,
    ko_ban: Option<KoBan>,
    history: PositionHistory,
}

impl PlayState {
    /// A game starting from `board` with `to_play` to move.
    pub(crate) fn new(board: Board, to_play: Color, rules: Rules) -> PlayState {
        let mut history = PositionHistory::with_capacity(board.size().area() * 2, board.packed().len());
        history.push(&board, to_play);
        let captures = PerColor::default();
        PlayState { rules, board, to_play, captures, passes_in_a_row: 0, moves: 0, ko_ban: None, history }
    }

    /// The verdict on a stone of `color` on `p`: its analysis if the board,
    /// suicide, ko and superko rules allow it.
    pub(crate) fn judge(&self, color: Color, p: Point) -> Result<Analysis, IllegalMove> {
        let i = self.board.vacant_index(p)?;
        self.judge_vacant(color, i)
    }

    /// The verdict on a stone of `color` on the empty cell `i`.
    pub(crate) fn judge_vacant(&self, color: Color, i: usize) -> Result<Analysis, IllegalMove> {
        let analysis = self.board.analyze(color, i);
        if analysis.violates(self.rules.suicide) {
            return Err(IllegalMove::Suicide);
        }
        if self.ko_ban == Some(KoBan { index: i, banned: color }) {
            return Err(IllegalMove::Ko);
        }
        let sameness = match self.rules.ko {
            KoRule::Simple => return Ok(analysis),
            KoRule::Positional => Sameness::Position,
            KoRule::Situational => Sameness::Situation(color.opponent()),
        };
        if self.history.has_hash(self.board.hash_after(&analysis)) {
            let mut after = self.board.clone();
            after.place(color, i);
            if self.history.contains(&after, sameness) {
                return Err(IllegalMove::Superko);
            }
        }
        Ok(analysis)
    }

    /// The analysis of a stone on `p` whatever the rules say, with the rule it
    /// breaks; `Err` only when it cannot be placed at all (occupied, off board).
    pub(crate) fn judge_leniently(
        &self,
        color: Color,
        p: Point,
    ) -> Result<(Analysis, Option<IllegalMove>), IllegalMove> {
        let i = self.board.vacant_index(p)?;
        Ok(match self.judge_vacant(color, i) {
            Ok(analysis) => (analysis, None),
            Err(reason) => (self.board.analyze(color, i), Some(reason)),
        })
    }

    /// Every empty point where `color` may not play, with the reason, row by row.
    ///
    /// The verdict on each point is [`PlayState::judge_vacant`]'s, reached
    /// sooner where it can be: a stone with an empty neighbour is no suicide,
    /// and only the banned point (which has no empty neighbour) can be refused
    /// for ko, so under simple ko such a point is legal. Under superko it is
    /// legal too when it captures nothing and the position it makes (this one
    /// and the stone) was never seen; otherwise it is judged in full.
    pub(crate) fn illegal_points(&self, color: Color) -> Vec<IllegalPoint> {
        let board = &self.board;
        let simple_ko = self.rules.ko == KoRule::Simple;
        let banned = self.ko_ban.filter(|ban| ban.banned == color).map(|ban| ban.index);
        let mut illegal = Vec::new();
        for i in board.point_indices() {
            if board.content(i) != Content::Empty {
                continue;
            }
            if banned != Some(i) && board.has_empty_neighbour(i) {
                let unseen = || board.quiet_hash_after(color, i).is_some_and(|after| !self.history.has_hash(after));
                if simple_ko || unseen() {
                    continue;
                }
            }
            if let Err(reason) = self.judge_vacant(color, i) {
                illegal.push(IllegalPoint { point: board.point_of(i), reason });
            }
        }
        illegal
    }

    /// Applies an analysed stone, legal or not (suicide removes the mover's chain).
    pub(crate) fn play_stone(&mut self, analysis: &Analysis) -> StoneResult {
        let color = analysis.color;
        let opponent = color.opponent();
        let placement = self.board.place(color, analysis.index);
        *self.captures.get_mut(color) += placement.captured.len() as u32;
        *self.captures.get_mut(opponent) += placement.self_captured.len() as u32;
        self.ko_ban = placement.ko.and_then(|p| self.board.index(p)).map(|index| KoBan { index, banned: opponent });
        self.to_play = opponent;
        self.passes_in_a_row = 0;
        self.moves += 1;
        // Only a position whose hash was seen before can be a repetition.
        let seen_before = self.rules.ko == KoRule::Simple && self.history.has_hash(self.board.hash());
        self.history.push(&self.board, opponent);
        let third_repetition = seen_before && self.history.count(&self.board, Sameness::Situation(opponent)) >= 3;
        StoneResult { placement, third_repetition }
    }

    /// `color` passes: the ko ban is lifted and the other player moves.
    pub(crate) fn pass(&mut self, color: Color) {
        self.ko_ban = None;
        self.to_play = color.opponent();
        self.passes_in_a_row += 1;
        self.moves += 1;
        self.history.push(&self.board, self.to_play);
    }

    /// `color`'s move changed nothing (it named an occupied or off-board point):
    /// the turn passes on, but it does not count as a pass.
    pub(crate) fn void_move(&mut self, color: Color) {
        self.ko_ban = None;
        self.to_play = color.opponent();
        self.passes_in_a_row = 0;
        self.moves += 1;
        self.history.push(&self.board, self.to_play);
    }

    /// Puts a handicap stone of Black's on the empty cell of `analysis`;
    /// `next` is the player to move afterwards.
    pub(crate) fn place_handicap(&mut self, analysis: &Analysis, next: Color) {
        self.board.place(Color::Black, analysis.index);
        self.to_play = next;
        self.history.push(&self.board, next);
    }

    /// Setup changes (SGF `AB`, `AW`, `AE`, `PL`): no captures, the ko ban is
    /// lifted. Returns the points that are off the board (and were skipped).
    pub(crate) fn setup(&mut self, changes: &[(Point, Option<Color>)], to_play: Color) -> Vec<Point> {
        let off_board: Vec<Point> =
            changes.iter().filter_map(|&(p, stone)| self.board.set(p, stone).err().map(|e| e.0)).collect();
        self.ko_ban = None;
        self.to_play = to_play;
        self.history.push(&self.board, to_play);
        off_board
    }
}
