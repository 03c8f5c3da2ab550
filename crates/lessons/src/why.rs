//! Why an answer is right or wrong, as data the app turns into a sentence.
//!
//! A [`Why`] is a fact about the position or the answer, with the points and
//! numbers it speaks of: `{"code":"chain_has_liberty","point":"cc",
//! "liberties":["dc"]}` becomes "this chain still has a liberty at D3".
//! Points are go-core points (SGF notation in JSON), as everywhere in LoGo's
//! data; the app shows them as display labels (`D3`).

use crate::names::display;
use go_core::{Board, BoardSize, Color, IllegalMove, Move, Point};
use serde::{Deserialize, Serialize};

use crate::text::Text;

/// One fact behind a verdict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Why {
    /// `color` may not play on `point`: go-core refuses it for `reason`.
    Refused {
        /// The point.
        point: Point,
        /// Who would play.
        color: Color,
        /// The rule that refuses it (`occupied`, `suicide`, `ko`, `superko`).
        reason: IllegalMove,
    },
    /// `color` may play on `point`.
    Legal {
        /// The point.
        point: Point,
        /// Who would play.
        color: Color,
    },
    /// What stands on `point`: a stone of `color`, or nothing.
    Stone {
        /// The point.
        point: Point,
        /// The stone's colour; absent for an empty point.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        color: Option<Color>,
    },
    /// The chain that stood on `point` is gone from the board.
    ChainCaptured {
        /// Where the chain stood.
        point: Point,
    },
    /// The chain on `point` is still on the board, with these liberties.
    ChainHasLiberty {
        /// A stone of the chain.
        point: Point,
        /// Its liberties, row by row.
        liberties: Vec<Point>,
    },
    /// The chain on `point` has `count` liberties; which ones a wrong answer
    /// does not say (see [`Why::for_wrong_move`]).
    LibertyCount {
        /// A stone of the chain.
        point: Point,
        /// How many.
        count: usize,
    },
    /// The chain on `point` has `count` liberties.
    Liberties {
        /// A stone of the chain.
        point: Point,
        /// How many.
        count: usize,
        /// Which, row by row.
        liberties: Vec<Point>,
    },
    /// There is no stone on `point`, so no chain to speak of.
    NoChain {
        /// The empty point.
        point: Point,
    },
    /// The stones on these points form one chain.
    Connected {
        /// The points.
        points: Vec<Point>,
    },
    /// The stones on these points do not form one chain.
    NotConnected {
        /// The points.
        points: Vec<Point>,
    },
    /// `color` has captured `count` stones since the exercise began.
    Captures {
        /// Who captured.
        color: Color,
        /// How many stones.
        count: u32,
    },
    /// Every part of a combined goal held (these facts).
    AllHeld {
        /// One fact per part.
        facts: Vec<Why>,
    },
    /// No part of an "any" goal held (these facts).
    NoneHeld {
        /// One fact per part.
        facts: Vec<Why>,
    },
    /// The selection lacks `count` of the points asked for.
    Missing {
        /// How many are missing (which ones is left to the learner).
        count: usize,
    },
    /// These selected points do not belong to the answer.
    NotExpected {
        /// The points, row by row.
        points: Vec<Point>,
    },
    /// The number given is smaller than the right one.
    TooLow {
        /// Whose number, when the answer has one per side.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        color: Option<Color>,
    },
    /// The number given is larger than the right one.
    TooHigh {
        /// Whose number, when the answer has one per side.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        color: Option<Color>,
    },
    /// The result names the wrong winner (or a tie where there is a winner).
    WrongWinner,
}

impl Why {
    /// The fact in plain English with display labels (`D3`) on a board of `size`,
    /// for content authors (the validator and `logo lessons check`); the app
    /// words facts itself, in the learner's language.
    #[must_use]
    pub fn describe(&self, size: BoardSize) -> String {
        let at = |p: &Point| display(*p, size);
        let list = |ps: &[Point]| {
            if ps.is_empty() { "none".to_owned() } else { ps.iter().map(at).collect::<Vec<_>>().join(", ") }
        };
        let colour = |c: &Color| crate::names::color::name(*c);
        match self {
            Why::Refused { point, color, reason } => {
                format!("{} may not play {} ({})", colour(color), at(point), reason.code())
            }
            Why::Legal { point, color } => format!("{} may play {}", colour(color), at(point)),
            Why::Stone { point, color: Some(c) } => format!("a {} stone stands on {}", colour(c), at(point)),
            Why::Stone { point, color: None } => format!("{} is empty", at(point)),
            Why::ChainCaptured { point } => format!("the chain on {} was captured", at(point)),
            Why::ChainHasLiberty { point, liberties } => {
                format!("the chain on {} still has liberties: {}", at(point), list(liberties))
            }
            Why::LibertyCount { point, count: 1 } => format!("the chain on {} has 1 liberty", at(point)),
            Why::LibertyCount { point, count } => format!("the chain on {} has {count} liberties", at(point)),
            Why::Liberties { point, count, liberties } => {
                format!("the chain on {} has {count} liberties: {}", at(point), list(liberties))
            }
            Why::NoChain { point } => format!("there is no stone on {}", at(point)),
            Why::Connected { points } => format!("{} form one chain", list(points)),
            Why::NotConnected { points } => format!("{} do not form one chain", list(points)),
            Why::Captures { color, count } => format!("{} has captured {count} stones", colour(color)),
            Why::AllHeld { facts } | Why::NoneHeld { facts } => {
                let each: Vec<String> = facts.iter().map(|f| f.describe(size)).collect();
                format!("({})", each.join("; "))
            }
            Why::Missing { count } => format!("{count} points are missing"),
            Why::NotExpected { points } => format!("{} do not belong", list(points)),
            Why::TooLow { .. } => "the number is too low".to_owned(),
            Why::TooHigh { .. } => "the number is too high".to_owned(),
            Why::WrongWinner => "the winner is wrong".to_owned(),
        }
    }
}

/// What the learner is told after a wrong answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Feedback {
    /// The facts computed by go-core that make the answer wrong, most telling first.
    pub reasons: Vec<Why>,
    /// The author's sentence for this particular wrong answer, if there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<Text>,
    /// The opponent's answer that shows why the move fails, to show on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refutation: Option<Move>,
}

impl Feedback {
    /// Feedback made of computed facts only.
    #[must_use]
    pub fn because(reasons: Vec<Why>) -> Feedback {
        Feedback { reasons, text: None, refutation: None }
    }

    /// The same feedback with the author's sentence.
    #[must_use]
    pub fn with_text(self, text: Option<&Text>) -> Feedback {
        Feedback { text: text.cloned(), ..self }
    }
}

impl Why {
    /// This fact as the learner may hear it after a wrong move on `played`,
    /// with `board` the position after that move; `None` when nothing of it
    /// may be said.
    ///
    /// The contract: a wrong answer never names an empty point other than the
    /// learner's own move, since the right move is always played on an empty
    /// point. A goal's fact would otherwise give it away ("K4 is empty",
    /// "the chain still has the liberty D4"): facts about an empty point are
    /// dropped, liberties (empty points by nature) are told as a count, and a combined fact keeps the
    /// parts that may be said.
    #[must_use]
    pub fn for_wrong_move(self, board: &Board, played: Point) -> Option<Why> {
        let hidden = |p: &Point| *p != played && board.get(*p).is_none();
        match self {
            Why::Stone { point, color: None } | Why::NoChain { point } if hidden(&point) => None,
            Why::ChainHasLiberty { point, liberties } => Some(Why::LibertyCount { point, count: liberties.len() }),
            Why::Liberties { point, count, .. } => Some(Why::LibertyCount { point, count }),
            Why::Connected { ref points } | Why::NotConnected { ref points } if points.iter().any(hidden) => None,
            Why::AllHeld { facts } => {
                Why::parts_for_wrong_move(facts, board, played).map(|facts| Why::AllHeld { facts })
            }
            Why::NoneHeld { facts } => {
                Why::parts_for_wrong_move(facts, board, played).map(|facts| Why::NoneHeld { facts })
            }
            other => Some(other),
        }
    }

    fn parts_for_wrong_move(facts: Vec<Why>, board: &Board, played: Point) -> Option<Vec<Why>> {
        let kept: Vec<Why> = facts.into_iter().filter_map(|f| f.for_wrong_move(board, played)).collect();
        (!kept.is_empty()).then_some(kept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_serialize_as_codes_with_parameters() {
        let why = Why::ChainHasLiberty { point: Point::new(2, 2), liberties: vec![Point::new(3, 2)] };
        assert_eq!(
            serde_json::to_value(&why).unwrap(),
            serde_json::json!({"code":"chain_has_liberty","point":"cc","liberties":["dc"]})
        );
        let refused = Why::Refused { point: Point::new(0, 0), color: Color::Black, reason: IllegalMove::Ko };
        assert_eq!(
            serde_json::to_value(&refused).unwrap(),
            serde_json::json!({"code":"refused","point":"aa","color":"B","reason":"ko"})
        );
    }
}
