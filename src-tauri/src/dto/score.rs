//! What the scoring board shows while the players agree on the count.

use go_core::PerColor;
use go_core::score::{GroupVerdict, Score, Toggle};
use serde::Serialize;
use ts_rs::TS;

/// The count in progress: the marking, the live count and who has confirmed.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct ScoringView {
    /// The count with the current marking: the dead stones, territory, seki
    /// and neutral points to draw, and both methods' totals.
    pub score: Score,
    /// Whether stones can be marked dead (false under rules that keep every
    /// stone on the board, such as Tromp-Taylor).
    pub can_mark: bool,
    /// Groups the proposal was unsure of, with its verdict and confidence.
    pub unsure: Vec<GroupVerdict>,
    /// Who has accepted the current marking; a toggle withdraws both.
    pub confirmed: PerColor<bool>,
    /// Whether a toggle can be taken back.
    pub can_undo: bool,
    /// The latest toggle still in effect, if any.
    pub last_toggle: Option<Toggle>,
}
