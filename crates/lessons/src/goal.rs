//! Goals: composable predicates over the position after the learner's moves.
//!
//! Written in a lesson file as one-key tables, e.g.
//! `goal = { all = [{ captured = "df" }, { liberties = { chain = "cg", at_least = 3 } }] }`.
//! A goal is checked by go-core on the real position, so any move that meets
//! it is right, not only the one the author had in mind. Every check returns
//! the fact that decided it ([`Why`]), which is also the feedback when the
//! goal is not met.

use crate::names::{self, SgfPoint};
use crate::why::Why;
use go_core::{BoardSize, Color, Game, IllegalMove, Move, Point};
use serde::{Deserialize, Serialize};

/// A predicate over the position. `P` is how points are written: [`SgfPoint`]
/// in a file, go-core [`Point`] once the board size is known.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Goal<P> {
    /// A stone of `color` stands on `at`.
    Stone {
        /// The point.
        at: P,
        /// The stone's colour.
        #[serde(with = "names::color")]
        color: Color,
    },
    /// The chain that stood on this point when the learner began is off the board.
    Captured(P),
    /// The chain on `chain` has a number of liberties within the bounds given.
    Liberties {
        /// A stone of the chain.
        chain: P,
        /// At least this many.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at_least: Option<usize>,
        /// At most this many.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at_most: Option<usize>,
        /// Exactly this many.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        exactly: Option<usize>,
    },
    /// The stones on these points (two or more) form one chain.
    Connected(Vec<P>),
    /// The chain on this point has exactly one liberty.
    Atari(P),
    /// `color` may not play on `at`, and go-core refuses it for `reason`.
    Illegal {
        /// The point.
        at: P,
        /// Who would play.
        #[serde(with = "names::color")]
        color: Color,
        /// The rule that must refuse it.
        reason: IllegalMove,
    },
    /// `color` has captured at least `at_least` stones since the exercise began.
    Captures {
        /// Who captures.
        #[serde(with = "names::color")]
        color: Color,
        /// How many stones at least.
        at_least: u32,
    },
    /// Every goal holds.
    All(Vec<Goal<P>>),
    /// At least one goal holds.
    Any(Vec<Goal<P>>),
    /// The goal does not hold.
    Not(Box<Goal<P>>),
}

/// The two positions a goal compares: where the learner began and where the
/// moves have led.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scene<'a> {
    /// The position when the learner began (after any scripted moves).
    pub(crate) start: &'a Game,
    /// The position now.
    pub(crate) now: &'a Game,
}

/// A goal's verdict and the fact that decided it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Verdict {
    pub(crate) held: bool,
    pub(crate) fact: Why,
}

impl Goal<SgfPoint> {
    /// The goal on a board of `size`, with its shape checked: every point on
    /// the board, at least one bound on a liberty count, two points or more
    /// to connect, something to combine.
    pub(crate) fn resolve(&self, size: BoardSize) -> Result<Goal<Point>, String> {
        let at = |p: &SgfPoint| p.resolve(size);
        let all = |goals: &[Goal<SgfPoint>]| -> Result<Vec<Goal<Point>>, String> {
            if goals.is_empty() {
                return Err("`all` and `any` need at least one goal".to_owned());
            }
            goals.iter().map(|g| g.resolve(size)).collect()
        };
        Ok(match self {
            Goal::Stone { at: p, color } => Goal::Stone { at: at(p)?, color: *color },
            Goal::Captured(p) => Goal::Captured(at(p)?),
            Goal::Liberties { chain, at_least, at_most, exactly } => {
                if at_least.is_none() && at_most.is_none() && exactly.is_none() {
                    return Err("`liberties` needs `at_least`, `at_most` or `exactly`".to_owned());
                }
                Goal::Liberties { chain: at(chain)?, at_least: *at_least, at_most: *at_most, exactly: *exactly }
            }
            Goal::Connected(points) if points.len() < 2 => {
                return Err("`connected` needs two points or more".to_owned());
            }
            Goal::Connected(points) => Goal::Connected(points.iter().map(at).collect::<Result<_, _>>()?),
            Goal::Atari(p) => Goal::Atari(at(p)?),
            Goal::Illegal { at: p, color, reason } => Goal::Illegal { at: at(p)?, color: *color, reason: *reason },
            Goal::Captures { color, at_least } => Goal::Captures { color: *color, at_least: *at_least },
            Goal::All(goals) => Goal::All(all(goals)?),
            Goal::Any(goals) => Goal::Any(all(goals)?),
            Goal::Not(goal) => Goal::Not(Box::new(goal.resolve(size)?)),
        })
    }
}

impl Goal<Point> {
    /// Whether the goal holds in `scene`, and the fact that decided it.
    pub(crate) fn check(&self, scene: &Scene<'_>) -> Verdict {
        let board = scene.now.board();
        match self {
            Goal::Stone { at, color } => {
                let found = board.get(*at);
                Verdict { held: found == Some(*color), fact: Why::Stone { point: *at, color: found } }
            }
            Goal::Captured(at) => captured(scene, *at),
            Goal::Liberties { chain, at_least, at_most, exactly } => liberties(scene.now, *chain, |n| {
                at_least.is_none_or(|m| n >= m) && at_most.is_none_or(|m| n <= m) && exactly.is_none_or(|m| n == m)
            }),
            Goal::Atari(chain) => liberties(scene.now, *chain, |n| n == 1),
            Goal::Connected(points) => connected(scene.now, points),
            Goal::Illegal { at, color, reason } => {
                let fact = refusal(scene.now, *at, *color);
                let held = matches!(fact, Why::Refused { reason: r, .. } if r == *reason);
                Verdict { held, fact }
            }
            Goal::Captures { color, at_least } => {
                let count = scene.now.captures().get(*color).saturating_sub(*scene.start.captures().get(*color));
                Verdict { held: count >= *at_least, fact: Why::Captures { color: *color, count } }
            }
            Goal::All(goals) => combine(goals, scene, true),
            Goal::Any(goals) => combine(goals, scene, false),
            Goal::Not(goal) => {
                let verdict = goal.check(scene);
                Verdict { held: !verdict.held, fact: verdict.fact }
            }
        }
    }

    /// Every point the goal names, for checks that they are visible.
    pub(crate) fn points(&self) -> Vec<Point> {
        match self {
            Goal::Stone { at, .. } | Goal::Captured(at) | Goal::Atari(at) | Goal::Illegal { at, .. } => vec![*at],
            Goal::Liberties { chain, .. } => vec![*chain],
            Goal::Connected(points) => points.clone(),
            Goal::Captures { .. } => Vec::new(),
            Goal::All(goals) | Goal::Any(goals) => goals.iter().flat_map(Goal::points).collect(),
            Goal::Not(goal) => goal.points(),
        }
    }
}

/// `all` (`every` true) stops at the first goal that fails and reports it;
/// `any` stops at the first that holds. Otherwise every fact is reported.
fn combine(goals: &[Goal<Point>], scene: &Scene<'_>, every: bool) -> Verdict {
    let mut facts = Vec::new();
    for goal in goals {
        let verdict = goal.check(scene);
        if verdict.held != every {
            return verdict;
        }
        facts.push(verdict.fact);
    }
    let fact = if every { Why::AllHeld { facts } } else { Why::NoneHeld { facts } };
    Verdict { held: every, fact }
}

/// Whether the chain that stood on `at` at the start is gone now.
fn captured(scene: &Scene<'_>, at: Point) -> Verdict {
    let Some(chain) = scene.start.board().chain(at) else {
        return Verdict { held: false, fact: Why::NoChain { point: at } };
    };
    let now = scene.now.board();
    let left: Vec<Point> = chain.stones.iter().copied().filter(|&s| now.get(s) == Some(chain.color)).collect();
    let Some(&first) = left.iter().find(|&&s| s == at).or(left.first()) else {
        return Verdict { held: true, fact: Why::ChainCaptured { point: at } };
    };
    let liberties = now.liberties(first).unwrap_or_default();
    Verdict { held: false, fact: Why::ChainHasLiberty { point: first, liberties } }
}

/// The liberty count of the chain on `at` now, judged by `fits`.
fn liberties(now: &Game, at: Point, fits: impl Fn(usize) -> bool) -> Verdict {
    match now.board().liberties(at) {
        None => Verdict { held: false, fact: Why::NoChain { point: at } },
        Some(liberties) => {
            let count = liberties.len();
            Verdict { held: fits(count), fact: Why::Liberties { point: at, count, liberties } }
        }
    }
}

/// Whether the stones on `points` form one chain now.
fn connected(now: &Game, points: &[Point]) -> Verdict {
    let board = now.board();
    if let Some(&empty) = points.iter().find(|&&p| board.get(p).is_none()) {
        return Verdict { held: false, fact: Why::NoChain { point: empty } };
    }
    let chain = points.first().and_then(|&p| board.chain(p)).map(|c| c.stones).unwrap_or_default();
    let held = points.iter().all(|p| chain.contains(p));
    let fact =
        if held { Why::Connected { points: points.to_vec() } } else { Why::NotConnected { points: points.to_vec() } };
    Verdict { held, fact }
}

/// Whether `color` may play on `at` now, as go-core judges it: the full
/// rules (ko and superko included) for the player to move; for the other
/// player only what the board itself forbids (occupied, suicide), since a
/// ko ban applies only to the player to move.
pub(crate) fn refusal(now: &Game, at: Point, color: Color) -> Why {
    let verdict = if now.to_play() == color {
        now.check(Move::Play(at)).map(|_| ())
    } else {
        now.board().check(color, at, now.rules().suicide).map(|_| ())
    };
    match verdict {
        Ok(()) => Why::Legal { point: at, color },
        Err(reason) => Why::Refused { point: at, color, reason },
    }
}
