//! An exercise as written in a lesson file, and its translation into an
//! [`Exercise`] once the page's diagram gives the board size.
//!
//! The file form is one flat table with a `kind`; which keys belong to which
//! kind is checked here, so that a misplaced key is reported instead of
//! silently ignored.

use super::{
    ChoiceOption, ChoiceTask, CountClaim, CountSteps, CountTask, Exercise, ForbiddenTask, Kind, NumberTask, PlayTask,
    SelectTask, Setup, Task, Winner, WrongMove, WrongNumber, WrongPoint,
};
use crate::diagram::Diagram;
use crate::expr::{Number, PointSet};
use crate::goal::Goal;
use crate::names::{self, SgfPoint};
use crate::source::Fault;
use crate::text::Text;
use go_core::score::HalfPoints;
use go_core::{BoardSize, Color, IllegalMove, KoRule, Komi, Move, PerColor, Point, RulesPreset, SuicideRule};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// `[page.exercise]` as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawExercise {
    pub(crate) kind: Kind,
    rules: Option<String>,
    ko: Option<KoRule>,
    suicide: Option<SuicideRule>,
    komi: Option<f64>,
    to_play: Option<String>,
    #[serde(default)]
    before: Vec<Spanned<String>>,
    #[serde(default)]
    dead: Vec<Spanned<SgfPoint>>,
    captures: Option<RawCaptures>,
    hint: Option<Text>,
    solution: Option<Text>,
    success: Option<Text>,
    goal: Option<Spanned<Goal<SgfPoint>>>,
    #[serde(default)]
    answers: Vec<Spanned<String>>,
    replies: Option<Spanned<BTreeMap<String, Spanned<String>>>>,
    otherwise: Option<Text>,
    reason: Option<IllegalMove>,
    expected: Option<Spanned<toml::Value>>,
    #[serde(default)]
    option: Vec<RawOption>,
    #[serde(default)]
    wrong: Vec<RawWrong>,
    steps: Option<CountSteps>,
}

#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCaptures {
    #[serde(default)]
    black: u32,
    #[serde(default)]
    white: u32,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOption {
    id: String,
    text: Text,
    #[serde(default)]
    correct: bool,
    feedback: Option<Text>,
    holds: Option<Spanned<Goal<SgfPoint>>>,
    winner: Option<Winner>,
    margin: Option<HalfPoints>,
}

impl RawOption {
    /// What the option says about the count, if it says anything.
    fn count_claim(&self) -> Result<Option<CountClaim>, String> {
        match (self.winner, self.margin) {
            (None, None) => Ok(None),
            (None, Some(_)) => Err("`margin` needs `winner`".to_owned()),
            (Some(winner), margin) => CountClaim::new(winner, margin).map(Some),
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWrong {
    play: Option<Spanned<String>>,
    point: Option<Spanned<SgfPoint>>,
    value: Option<f64>,
    reason: Option<IllegalMove>,
    reply: Option<Spanned<String>>,
    feedback: Text,
}

use Kind::{Choice, Count, Forbidden, Play, Select};

impl RawExercise {
    /// The exercise on `diagram`'s board, or every problem found.
    pub(crate) fn compile(&self, diagram: &Diagram) -> Result<Exercise, Vec<Fault>> {
        let mut errors: Vec<Fault> = self.misplaced_keys().into_iter().map(Fault::from).collect();
        let size = diagram.size();
        let setup = self.setup(size).map_err(|e| errors.push(e)).ok();
        let task = self.task(size).map_err(|e| errors.push(e)).ok();
        match (setup, task) {
            (Some(setup), Some(task)) if errors.is_empty() => Ok(Exercise {
                diagram: diagram.clone(),
                setup,
                hint: self.hint.clone(),
                solution: self.solution.clone(),
                success: self.success.clone(),
                task,
            }),
            _ => Err(errors),
        }
    }

    /// Keys given that the exercise's kind does not use. The count's settings
    /// belong to the kinds that count, and to a choice whose options say who wins.
    fn misplaced_keys(&self) -> Vec<String> {
        let counted_choice = self.option.iter().any(|o| o.winner.is_some());
        let scoring: &[Kind] =
            if counted_choice { &[Select, Kind::Number, Count, Choice] } else { &[Select, Kind::Number, Count] };
        let keys: [(&str, bool, &[Kind]); 12] = [
            ("goal", self.goal.is_some(), &[Play]),
            ("answers", !self.answers.is_empty(), &[Play]),
            ("replies", self.replies.is_some(), &[Play]),
            ("otherwise", self.otherwise.is_some(), &[Play]),
            ("reason", self.reason.is_some(), &[Forbidden]),
            ("expected", self.expected.is_some(), &[Select, Kind::Number]),
            ("option", !self.option.is_empty(), &[Choice]),
            ("wrong", !self.wrong.is_empty(), &[Play, Forbidden, Select, Kind::Number]),
            ("steps", self.steps.is_some(), &[Count]),
            ("dead", !self.dead.is_empty(), scoring),
            ("captures", self.captures.is_some(), scoring),
            ("komi", self.komi.is_some(), scoring),
        ];
        let mut faults: Vec<String> = keys
            .iter()
            .filter(|(_, given, kinds)| *given && !kinds.contains(&self.kind))
            .map(|(key, _, _)| format!("`{key}` has no meaning in a {} exercise", kind_name(self.kind)))
            .collect();
        // A play exercise's hint and solution can be worded from its data (who
        // plays, the answers); every other kind needs the author's words.
        if self.kind != Play {
            for (key, given) in [("hint", self.hint.is_some()), ("solution", self.solution.is_some())] {
                if !given {
                    faults.push(format!("`{key}` is required in a {} exercise", kind_name(self.kind)));
                }
            }
        }
        faults
    }

    fn setup(&self, size: BoardSize) -> Result<Setup, Fault> {
        let preset_id = self.rules.as_deref().unwrap_or("japanese").replace('_', "-");
        let preset = RulesPreset::from_id(&preset_id).ok_or_else(|| format!("rules: unknown preset {preset_id:?}"))?;
        let mut rules = preset.rules();
        rules.ko = self.ko.unwrap_or(rules.ko);
        rules.suicide = self.suicide.unwrap_or(rules.suicide);
        if let Some(komi) = self.komi {
            rules.komi = Komi::from_f64(komi).map_err(|e| format!("komi: {e}"))?;
        }
        let to_play = match &self.to_play {
            None => Color::Black,
            Some(name) => {
                names::color::parse(name).ok_or_else(|| format!("to_play: {name:?} is not \"black\" or \"white\""))?
            }
        };
        let before =
            self.before.iter().map(|m| Fault::located(m, |m| scripted_move(m, size))).collect::<Result<_, _>>()?;
        let dead = self
            .dead
            .iter()
            .map(|p| Fault::located(p, |p| p.resolve(size)).map_err(|f| f.context("dead")))
            .collect::<Result<_, _>>()?;
        let captures = self.captures.map_or_else(PerColor::default, |c| PerColor::new(c.black, c.white));
        Ok(Setup { rules, to_play, before, dead, captures })
    }

    fn task(&self, size: BoardSize) -> Result<Task, Fault> {
        Ok(match self.kind {
            Play => Task::Play(self.play_task(size)?),
            Forbidden => {
                let reason = self.reason.ok_or("a forbidden exercise needs `reason`")?;
                Task::Forbidden(ForbiddenTask { reason, wrong: self.wrong_points(size)? })
            }
            Select => {
                let what = "a point set such as { liberties = \"cc\" }";
                let expected = self.expected(what, |set: PointSet<SgfPoint>| set.resolve(size))?;
                Task::Select(SelectTask { expected, wrong: self.wrong_points(size)? })
            }
            Choice => Task::Choice(self.choice_task(size)?),
            Kind::Number => {
                let what = "a number such as { liberties = \"cc\" }";
                let expected = self.expected(what, |number: Number<SgfPoint>| number.resolve(size))?;
                Task::Number(NumberTask { expected, wrong: self.wrong_numbers()? })
            }
            Count => {
                let steps = self.steps.clone().ok_or("a count exercise needs `steps`")?;
                Task::Count(CountTask { steps })
            }
        })
    }

    /// `expected` read as a `T` and resolved on the board by `resolve`.
    fn expected<T, U>(&self, what: &str, resolve: impl FnOnce(T) -> Result<U, String>) -> Result<U, Fault>
    where
        T: for<'de> Deserialize<'de>,
    {
        let value = self.expected.as_ref().ok_or_else(|| format!("needs `expected`: {what}"))?;
        Fault::located(value, |value| {
            let read: T = value.clone().try_into().map_err(|e: toml::de::Error| e.message().trim().to_owned())?;
            resolve(read)
        })
        .map_err(|f| f.context("expected"))
    }

    fn play_task(&self, size: BoardSize) -> Result<PlayTask, Fault> {
        let goal = self.goal.as_ref().ok_or("a play exercise needs `goal`")?;
        let goal = Fault::located(goal, |g| g.resolve(size)).map_err(|f| f.context("goal"))?;
        if self.answers.is_empty() {
            return Err("a play exercise needs `answers`: the lines of moves that solve it".into());
        }
        let answers =
            self.answers.iter().map(|l| Fault::located(l, |l| learner_line(l, size))).collect::<Result<_, _>>()?;
        let mut replies = BTreeMap::new();
        if let Some(table) = &self.replies {
            for (line, reply) in table.get_ref() {
                let line = Fault::located(table, |_| learner_line(line, size))?;
                replies.insert(line, Fault::located(reply, |r| single_move(r, size))?);
            }
        }
        let wrong = self
            .wrong
            .iter()
            .map(|w| {
                self.only(w, "play")?;
                let play = w.play.as_ref().ok_or("a wrong move needs `play`")?;
                let line = Fault::located(play, |p| learner_line(p, size))?;
                let reply = w.reply.as_ref().map(|r| Fault::located(r, |r| single_move(r, size))).transpose()?;
                Ok(WrongMove { line, reason: w.reason, reply, feedback: w.feedback.clone() })
            })
            .collect::<Result<_, Fault>>()?;
        Ok(PlayTask { goal, answers, replies, wrong, otherwise: self.otherwise.clone() })
    }

    fn choice_task(&self, size: BoardSize) -> Result<ChoiceTask, Fault> {
        let options = self
            .option
            .iter()
            .map(|o| {
                let holds = o
                    .holds
                    .as_ref()
                    .map(|g| Fault::located(g, |g| g.resolve(size)))
                    .transpose()
                    .map_err(|f| f.context(&format!("option {:?}: holds", o.id)))?;
                let count = o.count_claim().map_err(|e| format!("option {:?}: {e}", o.id))?;
                Ok(ChoiceOption {
                    id: o.id.clone(),
                    text: o.text.clone(),
                    correct: o.correct,
                    feedback: o.feedback.clone(),
                    holds,
                    count,
                })
            })
            .collect::<Result<_, Fault>>()?;
        Ok(ChoiceTask { options })
    }

    fn wrong_points(&self, size: BoardSize) -> Result<Vec<WrongPoint>, Fault> {
        self.wrong
            .iter()
            .map(|w| {
                self.only(w, "point")?;
                let point = w.point.as_ref().ok_or("a wrong answer here needs `point`")?;
                let point = Fault::located(point, |p| p.resolve(size))?;
                Ok(WrongPoint { point, feedback: w.feedback.clone() })
            })
            .collect()
    }

    fn wrong_numbers(&self) -> Result<Vec<WrongNumber>, String> {
        self.wrong
            .iter()
            .map(|w| {
                self.only(w, "value")?;
                let value = w.value.ok_or("a wrong answer here needs `value`")?;
                let halves = value * 2.0;
                if !halves.is_finite() || halves.fract() != 0.0 || halves.abs() > 1.0e6 {
                    return Err(format!("wrong value {value} is not a whole or half number"));
                }
                // A half-integer of moderate size, checked just above.
                Ok(WrongNumber { value: HalfPoints::from_halves(halves as i64), feedback: w.feedback.clone() })
            })
            .collect()
    }

    /// A wrong answer of this kind uses only `key` (and, for moves, `reason` and `reply`).
    fn only(&self, w: &RawWrong, key: &str) -> Result<(), String> {
        let used = [
            ("play", w.play.is_some()),
            ("point", w.point.is_some()),
            ("value", w.value.is_some()),
            ("reason", w.reason.is_some()),
            ("reply", w.reply.is_some()),
        ];
        let allowed: &[&str] = if key == "play" { &["play", "reason", "reply"] } else { &[key] };
        match used.iter().find(|(k, given)| *given && !allowed.contains(k)) {
            Some((k, _)) => Err(format!("a wrong answer in a {} exercise has no `{k}`", kind_name(self.kind))),
            None => Ok(()),
        }
    }
}

/// The kind's name as written in files.
pub(crate) fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Play => "play",
        Forbidden => "forbidden",
        Select => "select",
        Choice => "choice",
        Kind::Number => "number",
        Count => "count",
    }
}

/// `"white bd"` or `"black pass"`.
fn scripted_move(text: &str, size: BoardSize) -> Result<(Color, Move), String> {
    let (color, step) =
        text.trim().split_once(' ').ok_or_else(|| format!("before: {text:?} is not like \"white bd\""))?;
    let color =
        names::color::parse(color).ok_or_else(|| format!("before: {text:?} does not start with black or white"))?;
    Ok((color, single_move(step, size).map_err(|e| format!("before: {e}"))?))
}

/// One point or `pass`.
fn single_move(text: &str, size: BoardSize) -> Result<Move, String> {
    match names::parse_line(text, size)?.as_slice() {
        [one] => Ok(*one),
        _ => Err(format!("{text:?} must be a single move")),
    }
}

/// The learner's moves: points only.
fn learner_line(text: &str, size: BoardSize) -> Result<Vec<Point>, String> {
    names::parse_line(text, size)?
        .into_iter()
        .map(|m| m.point().ok_or_else(|| format!("{text:?}: the learner's moves are points, not passes")))
        .collect()
}
