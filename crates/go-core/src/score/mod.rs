//! Scoring a finished game: territory and area counting, seki, dead-stone
//! marking and an offline proposal of which stones are dead.
//!
//! Policy over mechanics (DESIGN §4.2): the board knows stones and chains,
//! the game knows captures; this module reads both and decides what every
//! point is worth. The flow the app and `logo score` follow:
//! 1. [`propose_dead`] suggests dead stones (deterministic, seeded playouts
//!    on top of sound life-and-death logic), or the players start from none;
//! 2. a [`Marking`] lets them toggle groups, with undo, without touching the
//!    recorded moves;
//! 3. [`score`] counts the board with the marking under the rules and returns
//!    every term per side, the result in SGF notation, the other counting
//!    method's result and the point sets to draw; [`ScoreView`] is the JSON
//!    shape of `logo score --json`.

mod agreement;
mod benson;
mod count;
mod dead;
mod eyes;
mod groups;
mod halves;
mod layout;
mod marking;
mod playout;
mod proposal;
mod report;
mod seki;
mod shapes;
mod view;

#[cfg(test)]
mod tests;

pub use agreement::{Agreement, AgreementError, AgreementRecord, Confirmation, CountBasis, UNSURE_BELOW};
pub use count::{ScoreInput, score};
pub use dead::{DeadSet, NoStone};
pub use halves::HalfPoints;
pub use marking::{Mark, Marking, Toggle};
pub use proposal::{GroupStatus, GroupVerdict, Proposal, ProposalOptions, propose_dead};
pub use report::{Count, Prisoners, Score, ScoredPoints, SideScore, result_of};
pub use view::{ScoreView, SideView};
