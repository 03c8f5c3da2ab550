//! Is every exercise solvable? Each is played through the same engine the
//! lesson player uses: the answers must be accepted, the listed wrong answers
//! refused, the computed expectations non-empty and visible.

use crate::engine::{
    Attempt, CountAnswer, ExerciseState, check_count, check_move, count_expectation, solution, start_game,
};
use crate::exercise::{ChoiceOption, ChoiceTask, Exercise, NumberTask, PlayTask, Task};
use crate::expr::{PointSet, Position};
use crate::goal::Scene;
use crate::names::display;
use crate::why::Why;
use go_core::score::{ProposalOptions, propose_dead};
use go_core::{Game, Move, Point};

/// Every reason the exercise cannot be solved as written.
pub(crate) fn check(exercise: &Exercise) -> Vec<String> {
    let start = match start_game(exercise) {
        Ok(start) => start,
        Err(e) => return vec![e.to_string()],
    };
    let name = |p: Point| display(p, exercise.diagram.size());
    let mut errors: Vec<String> = referenced_points(exercise)
        .into_iter()
        .filter(|&p| !exercise.diagram.view.contains(p))
        .map(|p| format!("{} lies outside the visible part of the board", name(p)))
        .collect();
    let at = Position { game: &start, setup: &exercise.setup };
    match &exercise.task {
        Task::Play(task) => errors.extend(play(exercise, task)),
        Task::Forbidden(task) => {
            let set = PointSet::Illegal { color: exercise.setup.to_play, reason: task.reason };
            errors.extend(points_problems(exercise, set.eval(at), "forbidden points"));
            for wrong in &task.wrong {
                if let Ok(Attempt::Correct { .. }) = check_move(exercise, &mut ExerciseState::default(), wrong.point) {
                    errors.push(format!("wrong point {} is in fact a right answer", name(wrong.point)));
                }
            }
        }
        Task::Select(task) => {
            let expected = task.expected.eval(at);
            for wrong in task.wrong.iter().filter(|w| expected.as_ref().is_ok_and(|e| e.contains(&w.point))) {
                errors.push(format!("wrong point {} belongs to the expected set", name(wrong.point)));
            }
            errors.extend(points_problems(exercise, expected, "the expected set"));
        }
        Task::Choice(task) => errors.extend(choice(exercise, task)),
        Task::Number(task) => errors.extend(number(at, task)),
        Task::Count(_) => errors.extend(count(exercise)),
    }
    if errors.is_empty()
        && let Err(e) = solution(exercise)
    {
        errors.push(format!("the solution cannot be shown: {e}"));
    }
    errors
}

/// The points an exercise names itself (computed sets are checked apart).
fn referenced_points(exercise: &Exercise) -> Vec<Point> {
    let mut points: Vec<Point> = exercise.setup.before.iter().filter_map(|(_, m)| m.point()).collect();
    points.extend(&exercise.setup.dead);
    match &exercise.task {
        Task::Play(task) => {
            points.extend(task.goal.points());
            points.extend(task.answers.iter().flatten());
            points.extend(task.replies.iter().flat_map(|(line, reply)| line.iter().copied().chain(reply.point())));
            points.extend(task.wrong.iter().flat_map(|w| w.line.iter().copied().chain(w.reply.and_then(Move::point))));
        }
        Task::Forbidden(task) => points.extend(task.wrong.iter().map(|w| w.point)),
        Task::Select(task) => points.extend(task.wrong.iter().map(|w| w.point)),
        Task::Choice(task) => points.extend(task.options.iter().flat_map(|o| o.holds.iter().flat_map(|g| g.points()))),
        Task::Number(_) | Task::Count(_) => {}
    }
    points
}

/// A computed set must exist, be non-empty and lie in view.
fn points_problems(exercise: &Exercise, set: Result<Vec<Point>, String>, what: &str) -> Vec<String> {
    match set {
        Err(e) => vec![format!("{what} cannot be computed: {e}")],
        Ok(points) if points.is_empty() => vec![format!("{what} is empty in this position")],
        Ok(points) => points
            .into_iter()
            .filter(|&p| !exercise.diagram.view.contains(p))
            .map(|p| format!("{what} includes {}, outside the visible part", display(p, exercise.diagram.size())))
            .collect(),
    }
}

fn play(exercise: &Exercise, task: &PlayTask) -> Vec<String> {
    let mut errors = Vec::new();
    if let Ok(start) = start_game(exercise)
        && task.goal.check(&Scene { start: &start, now: &start }).held
    {
        errors.push("the goal already holds before the learner moves".to_owned());
    }
    // Lines are quoted as the file writes them (SGF points), so that the author finds them.
    let name = |line: &[Point]| line.iter().map(|&p| crate::names::sgf(p)).collect::<Vec<_>>().join(" ");
    for answer in &task.answers {
        if let Err(e) = walk(exercise, answer, Expect::Solves) {
            errors.push(format!("answer \"{}\": {e}", name(answer)));
        }
    }
    for line in task.replies.keys() {
        if let Err(e) = walk(exercise, line, Expect::Continues) {
            errors.push(format!("reply after \"{}\": {e}", name(line)));
        }
    }
    for wrong in &task.wrong {
        let expect = Expect::Fails { reason: wrong.reason };
        if let Err(e) = walk(exercise, &wrong.line, expect) {
            errors.push(format!("wrong answer \"{}\": {e}", name(&wrong.line)));
        }
        if wrong.reason.is_some() && wrong.reply.is_some() {
            errors.push(format!("wrong answer \"{}\": an illegal move has no reply", name(&wrong.line)));
        }
    }
    errors
}

/// What the last move of a line must lead to.
#[derive(Clone, Copy, Debug)]
enum Expect {
    Solves,
    Continues,
    Fails { reason: Option<go_core::IllegalMove> },
}

/// Plays a line of the learner's moves through the engine: every move but
/// the last must be answered; the last must do what `expect` says.
fn walk(exercise: &Exercise, line: &[Point], expect: Expect) -> Result<(), String> {
    let size = exercise.diagram.size();
    let mut state = ExerciseState::default();
    for (k, &point) in line.iter().enumerate() {
        let last = k + 1 == line.len();
        let attempt = check_move(exercise, &mut state, point).map_err(|e| e.to_string())?;
        let move_name = format!("move {} ({})", k + 1, display(point, exercise.diagram.size()));
        match (attempt, last, expect) {
            (Attempt::Continue { .. }, false, _) | (Attempt::Continue { .. }, true, Expect::Continues) => {}
            (Attempt::Correct { .. }, true, Expect::Solves) => {}
            (Attempt::Wrong { feedback }, true, Expect::Fails { reason }) => match (reason, feedback.reasons.first()) {
                (None, _) => {}
                (Some(r), Some(Why::Refused { reason, .. })) if *reason == r => {}
                (Some(r), fact) => {
                    let fact = fact.map_or_else(String::new, |f| f.describe(size));
                    return Err(format!("{move_name} should be refused for {}, but: {fact}", r.code()));
                }
            },
            (Attempt::Correct { .. }, _, _) => return Err(format!("{move_name} already meets the goal")),
            (Attempt::Wrong { feedback }, _, _) => {
                let facts: Vec<String> = feedback.reasons.iter().map(|f| f.describe(size)).collect();
                return Err(format!("{move_name} is judged wrong: {}", facts.join("; ")));
            }
            (Attempt::Continue { .. }, true, _) => return Err(format!("{move_name} does not meet the goal")),
            (Attempt::NextStep { .. }, _, _) => return Err(format!("{move_name}: unexpected verdict")),
        }
    }
    Ok(())
}

fn choice(exercise: &Exercise, task: &ChoiceTask) -> Vec<String> {
    let mut errors = Vec::new();
    let right = task.options.iter().filter(|o| o.correct).count();
    if task.options.len() < 2 || right != 1 {
        errors.push(format!("a choice needs two options or more, exactly one correct (found {right})"));
    }
    let start = start_game(exercise).ok();
    let mut ids = std::collections::BTreeSet::new();
    for option in &task.options {
        if !crate::names::is_valid_id(&option.id) || !ids.insert(option.id.as_str()) {
            errors.push(format!("option id {:?} must be a unique id like \"a\" or \"two-liberties\"", option.id));
        }
        if !option.correct && option.feedback.is_none() {
            errors.push(format!("wrong option {:?} needs `feedback` saying why", option.id));
        }
        let held = option.holds.as_ref().zip(start.as_ref()).map(|(g, s)| g.check(&Scene { start: s, now: s }).held);
        if let Some(held) = held.filter(|h| *h != option.correct) {
            let marked = if option.correct { "correct" } else { "wrong" };
            errors
                .push(format!("option {:?} is marked {marked}, but go-core finds its `holds` goal {held}", option.id));
        }
        errors.extend(start.as_ref().and_then(|s| claim_problem(exercise, s, option)));
    }
    errors
}

/// An option's `winner` (and `margin`) must agree with go-core's count of
/// the position exactly when the option is the right one.
fn claim_problem(exercise: &Exercise, start: &Game, option: &ChoiceOption) -> Option<String> {
    let claim = option.count.as_ref()?;
    let id = &option.id;
    match claim.check(start, &exercise.setup) {
        Err(e) => Some(format!("option {id:?}: the count cannot be made: {e}")),
        Ok(verdict) if verdict.contradiction.is_some() && option.correct => {
            let komi = exercise.setup.rules.komi;
            Some(format!("option {id:?} is marked correct, but go-core counts {} (komi {komi})", verdict.result))
        }
        Ok(verdict) if verdict.contradiction.is_none() && !option.correct => {
            Some(format!("option {id:?} is marked wrong, but go-core's count {} agrees with it", verdict.result))
        }
        Ok(_) => None,
    }
}

fn number(at: Position<'_>, task: &NumberTask) -> Vec<String> {
    match task.expected.eval(at) {
        Err(e) => vec![format!("the number cannot be computed: {e}")],
        Ok(value) => task
            .wrong
            .iter()
            .filter(|w| w.value == value)
            .map(|w| format!("wrong value {} is the right answer", w.value.as_f64()))
            .collect(),
    }
}

/// The count must be of a whole board with dead stones that go-core's
/// proposal agrees with, have neutral points, and go through all four steps.
fn count(exercise: &Exercise) -> Vec<String> {
    let mut errors = Vec::new();
    if exercise.diagram.is_partial() {
        errors.push("a count needs the whole board, not a region".to_owned());
    }
    let expectation = match count_expectation(exercise) {
        Ok(e) => e,
        Err(e) => return vec![format!("the count cannot be made: {e}")],
    };
    if expectation.dead.is_empty() {
        errors.push("a count exercise needs dead stones (`dead`)".to_owned());
    }
    if expectation.neutral.is_empty() {
        errors.push("a count exercise needs neutral points in its position".to_owned());
    }
    let proposed: Vec<Point> =
        propose_dead(&exercise.diagram.board, &ProposalOptions::default()).dead.points().collect();
    if proposed != expectation.dead {
        let names =
            |ps: &[Point]| ps.iter().map(|&p| display(p, exercise.diagram.size())).collect::<Vec<_>>().join(",");
        errors.push(format!(
            "`dead` marks {}, go-core's proposal marks {}",
            names(&expectation.dead),
            names(&proposed)
        ));
    }
    let answers = [
        CountAnswer::Neutral { points: expectation.neutral.clone() },
        CountAnswer::Dead { points: expectation.dead.clone() },
        CountAnswer::Territory { black: expectation.score.black.territory, white: expectation.score.white.territory },
        CountAnswer::Result { result: expectation.score.result.clone() },
    ];
    let mut state = ExerciseState::default();
    let verdicts: Vec<_> = answers.iter().map(|a| check_count(exercise, &mut state, a)).collect();
    if !matches!(verdicts.last(), Some(Ok(Attempt::Correct { .. }))) {
        errors.push("go-core's own count does not complete the four steps".to_owned());
    }
    errors
}
