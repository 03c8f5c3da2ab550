//! How two players agree on the count after both passed.
//!
//! An [`Agreement`] starts from the dead-stone proposal, lets either player
//! toggle groups (with [`Marking`]'s semantics and undo), and ends when both
//! players have confirmed the same marking: any toggle or undo after a
//! confirmation withdraws every confirmation, so nobody agrees to a count
//! they have not seen. Under rules that keep every stone on the board
//! (Tromp-Taylor) nothing is proposed and nothing can be marked.
//!
//! The agreement is a value next to the game: it never changes the moves.
//! Its [`AgreementRecord`] stores the proposal and the toggled points, so a
//! restart restores exactly the same marking without running the proposal
//! again.

#[cfg(test)]
mod tests;

use super::count::{ScoreInput, score};
use super::dead::{DeadSet, NoStone};
use super::marking::{Marking, Toggle};
use super::proposal::{GroupVerdict, Proposal, ProposalOptions, propose_dead};
use super::report::Score;
use crate::board::Board;
use crate::color::{Color, PerColor};
use crate::game::Game;
use crate::point::Point;
use crate::rules::{DeadStones, Rules};
use serde::{Deserialize, Serialize};

/// Verdicts below this confidence (in percent) are shown as unsure: the
/// proposal's pooled ownership was weaker than ±0.5.
pub const UNSURE_BELOW: u8 = 75;

/// What the count needs besides the marking: the final position and what
/// happened before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountBasis {
    /// The position after the last move.
    pub board: Board,
    /// Stones captured *by* each colour during play.
    pub captures: PerColor<u32>,
    /// Black's handicap stones (0 in an even game).
    pub handicap: u8,
    /// The rules, komi included.
    pub rules: Rules,
}

impl CountBasis {
    /// The basis of `game`'s current position.
    #[must_use]
    pub fn of_game(game: &Game) -> CountBasis {
        CountBasis {
            board: game.board().clone(),
            captures: game.captures(),
            handicap: game.settings().handicap,
            rules: *game.rules(),
        }
    }
}

/// Why an agreement step was refused; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AgreementError {
    /// The point holds no stone, so there is no group to toggle.
    #[error("there is no stone on ({}, {})", .0.x, .0.y)]
    NoStone(Point),
    /// The rules keep every stone on the board: nothing can be marked dead.
    #[error("these rules remove no stones")]
    StonesKept,
    /// There is no toggle to take back.
    #[error("nothing to undo")]
    NothingToUndo,
}

impl From<NoStone> for AgreementError {
    fn from(e: NoStone) -> Self {
        AgreementError::NoStone(e.0)
    }
}

/// Where the confirmations stand after a player confirmed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Confirmation {
    /// The other player has yet to confirm.
    Waiting {
        /// Who still has to confirm.
        on: Color,
    },
    /// Both players confirmed: this is the final count.
    Agreed(Box<Score>),
}

/// The agreement as stored: enough to rebuild it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgreementRecord {
    /// The proposal the marking started from.
    pub proposal: Proposal,
    /// The points clicked, oldest first (each toggles its group).
    pub toggles: Vec<Point>,
    /// Who has confirmed the current marking.
    pub confirmed: PerColor<bool>,
}

/// Marking dead stones and confirming the count, for one final position.
#[derive(Clone, Debug)]
pub struct Agreement {
    basis: CountBasis,
    proposal: Proposal,
    marking: Marking,
    confirmed: PerColor<bool>,
}

impl Agreement {
    /// Starts agreeing on `basis`: runs the proposal with `options` (unless
    /// the rules keep every stone) and marks its dead stones.
    #[must_use]
    pub fn new(basis: CountBasis, options: &ProposalOptions) -> Agreement {
        let proposal = if basis.rules.dead_stones == DeadStones::Kept {
            Proposal { dead: DeadSet::new(), groups: Vec::new() }
        } else {
            propose_dead(&basis.board, options)
        };
        let marking = Marking::with_dead(basis.board.clone(), &proposal.dead);
        Agreement { basis, proposal, marking, confirmed: PerColor::default() }
    }

    /// Starts agreeing on `game`'s position with LoGo's fixed proposal seed,
    /// so the same position always gets the same proposal.
    #[must_use]
    pub fn for_game(game: &Game) -> Agreement {
        Agreement::new(CountBasis::of_game(game), &ProposalOptions::default())
    }

    /// Rebuilds a stored agreement on `basis`; refuses a record whose toggles
    /// do not fit the board (the caller then starts afresh).
    pub fn from_record(basis: CountBasis, record: &AgreementRecord) -> Result<Agreement, AgreementError> {
        let marking = Marking::with_dead(basis.board.clone(), &record.proposal.dead);
        let mut agreement =
            Agreement { basis, proposal: record.proposal.clone(), marking, confirmed: PerColor::default() };
        for &p in &record.toggles {
            agreement.toggle(p)?;
        }
        agreement.confirmed = record.confirmed;
        Ok(agreement)
    }

    /// The agreement as data.
    #[must_use]
    pub fn record(&self) -> AgreementRecord {
        AgreementRecord {
            proposal: self.proposal.clone(),
            toggles: self.marking.toggles().iter().map(|t| t.point).collect(),
            confirmed: self.confirmed,
        }
    }

    /// The final position and the rules being counted.
    #[must_use]
    pub fn basis(&self) -> &CountBasis {
        &self.basis
    }

    /// The proposal the marking started from.
    #[must_use]
    pub fn proposal(&self) -> &Proposal {
        &self.proposal
    }

    /// The proposal's verdicts it was unsure of (confidence below [`UNSURE_BELOW`]).
    pub fn unsure(&self) -> impl Iterator<Item = &GroupVerdict> + '_ {
        self.proposal.groups.iter().filter(|g| g.confidence < UNSURE_BELOW)
    }

    /// Whether stones can be marked dead under the rules.
    #[must_use]
    pub fn can_mark(&self) -> bool {
        self.basis.rules.dead_stones == DeadStones::Removed
    }

    /// The stones marked dead now.
    #[must_use]
    pub fn dead(&self) -> &DeadSet {
        self.marking.dead()
    }

    /// The most recent toggle still in effect.
    #[must_use]
    pub fn last_toggle(&self) -> Option<&Toggle> {
        self.marking.toggles().last()
    }

    /// Whether there is a toggle to take back.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.marking.toggles().is_empty()
    }

    /// Who has confirmed the current marking.
    #[must_use]
    pub fn confirmed(&self) -> PerColor<bool> {
        self.confirmed
    }

    /// The count with the current marking.
    #[must_use]
    pub fn score(&self) -> Score {
        let b = &self.basis;
        score(&ScoreInput {
            board: &b.board,
            captures: b.captures,
            handicap: b.handicap,
            rules: b.rules,
            dead: self.marking.dead(),
        })
    }

    /// Toggles the group of the stone on `p` (see [`Marking::toggle`]) and
    /// withdraws every confirmation.
    pub fn toggle(&mut self, p: Point) -> Result<Toggle, AgreementError> {
        if !self.can_mark() {
            return Err(AgreementError::StonesKept);
        }
        let toggle = self.marking.toggle(p)?;
        self.confirmed = PerColor::default();
        Ok(toggle)
    }

    /// Takes back the latest toggle and withdraws every confirmation.
    pub fn undo(&mut self) -> Result<Toggle, AgreementError> {
        let toggle = self.marking.undo().ok_or(AgreementError::NothingToUndo)?;
        self.confirmed = PerColor::default();
        Ok(toggle)
    }

    /// `color` accepts the count as marked now; when the other player already
    /// has, the count is final.
    pub fn confirm(&mut self, color: Color) -> Confirmation {
        *self.confirmed.get_mut(color) = true;
        if *self.confirmed.get(color.opponent()) {
            Confirmation::Agreed(Box::new(self.score()))
        } else {
            Confirmation::Waiting { on: color.opponent() }
        }
    }

    /// Withdraws both confirmations without changing the marking (the end of
    /// the game was taken back).
    pub fn reopen(&mut self) {
        self.confirmed = PerColor::default();
    }
}
