//! How well an engine can follow a rule set, as an answer the new-game dialog
//! can show before the game starts.
//!
//! LoGo checks every engine move with go-core whatever the engine believes,
//! so a gap never lets an illegal move onto the board. What a gap means for
//! the game depends on the axis: on the ko and suicide axes the engine may
//! try a move LoGo refuses (the game then stops with an error) or avoid one
//! the rules allow; on the counting axes it only judges the score differently
//! from LoGo, which may make it pass or resign at odd moments.

use serde::Serialize;

/// A rule axis the engine cannot be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum RuleGap {
    /// Which repetitions are forbidden.
    Ko,
    /// Which suicides are allowed.
    Suicide,
    /// Territory or area counting.
    Scoring,
    /// Whether points in seki count.
    Seki,
    /// White's bonus for handicap stones.
    HandicapCompensation,
    /// Whether dead stones are removed before counting or must be captured.
    DeadStones,
}

/// What a gap can do to a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GapConsequence {
    /// The engine may try a move LoGo refuses, which stops the game.
    MayPlayIllegalMoves,
    /// The engine counts differently and may misjudge who is ahead.
    MisjudgesScore,
}

impl RuleGap {
    /// What this gap can do to a game.
    #[must_use]
    pub fn consequence(self) -> GapConsequence {
        match self {
            RuleGap::Ko | RuleGap::Suicide => GapConsequence::MayPlayIllegalMoves,
            RuleGap::Scoring | RuleGap::Seki | RuleGap::HandicapCompensation | RuleGap::DeadStones => {
                GapConsequence::MisjudgesScore
            }
        }
    }

    /// The i18n key of the sentence that explains the gap to the user.
    #[must_use]
    pub fn i18n_key(self) -> &'static str {
        match self {
            RuleGap::Ko => "engine.rules_gap.ko",
            RuleGap::Suicide => "engine.rules_gap.suicide",
            RuleGap::Scoring => "engine.rules_gap.scoring",
            RuleGap::Seki => "engine.rules_gap.seki",
            RuleGap::HandicapCompensation => "engine.rules_gap.handicap_compensation",
            RuleGap::DeadStones => "engine.rules_gap.dead_stones",
        }
    }
}

/// How well an engine follows a rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "fit", rename_all = "snake_case")]
pub enum RulesFit {
    /// The engine plays exactly these rules.
    Exact,
    /// The engine follows every axis except these (sorted, never empty).
    Partial {
        /// The axes it cannot be told.
        gaps: Vec<RuleGap>,
    },
    /// The engine cannot be told any rules: it plays by its own.
    Unknown,
}

impl RulesFit {
    /// `Exact` when nothing is missing, else `Partial` with the gaps sorted.
    #[must_use]
    pub fn from_gaps(mut gaps: Vec<RuleGap>) -> RulesFit {
        gaps.sort_unstable();
        gaps.dedup();
        if gaps.is_empty() { RulesFit::Exact } else { RulesFit::Partial { gaps } }
    }

    /// Whether the engine may try moves LoGo refuses under these rules.
    #[must_use]
    pub fn may_play_illegal_moves(&self) -> bool {
        match self {
            RulesFit::Exact => false,
            RulesFit::Partial { gaps } => gaps.iter().any(|g| g.consequence() == GapConsequence::MayPlayIllegalMoves),
            RulesFit::Unknown => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gaps_are_sorted_and_none_means_exact() {
        assert_eq!(RulesFit::from_gaps(Vec::new()), RulesFit::Exact);
        let fit = RulesFit::from_gaps(vec![RuleGap::Seki, RuleGap::Ko, RuleGap::Seki]);
        assert_eq!(fit, RulesFit::Partial { gaps: vec![RuleGap::Ko, RuleGap::Seki] });
        assert!(fit.may_play_illegal_moves());
        assert!(!RulesFit::from_gaps(vec![RuleGap::Seki]).may_play_illegal_moves());
        assert!(RulesFit::Unknown.may_play_illegal_moves());
    }

    #[test]
    fn fits_serialize_for_the_dialog() {
        let json = serde_json::to_value(RulesFit::from_gaps(vec![RuleGap::HandicapCompensation])).unwrap();
        assert_eq!(json, serde_json::json!({"fit": "partial", "gaps": ["handicap_compensation"]}));
        assert_eq!(RuleGap::Seki.i18n_key(), "engine.rules_gap.seki");
    }
}
