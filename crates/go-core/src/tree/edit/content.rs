//! Edits of one node's content: setup, player to move, markup, comment.
//!
//! Each edit is planned first on a copy of the one field it changes, with
//! every check made there; only a plan that passed is swapped in, and the old
//! field becomes the inverse. So a refused edit cannot leave half a change.

use super::{LineKind, MAX_LABEL_CHARS, Mark, SetupPoint, TreeEdit, TreeEditError};
use crate::color::Color;
use crate::point::{BoardSize, Point};
use crate::tree::{GameTree, Label, Line, Markup, NodeId, SetupStones, TreeNode};

/// The new value of the one field an edit changes.
enum Change {
    Setup(SetupStones, Option<Color>),
    Markup(Markup),
    Comment(Option<String>),
}

impl GameTree {
    /// Makes `edit` if it changes a node's content: its node and inverse, or
    /// why it is refused; `None` for edits of another kind.
    pub(super) fn edit_content(&mut self, edit: &TreeEdit) -> Option<Result<(NodeId, TreeEdit), TreeEditError>> {
        let id = edit.content_node()?;
        let size = self.info().size;
        let Some(node) = self.node(id) else { return Some(Err(TreeEditError::UnknownNode { node: id })) };
        let change = match plan(node, edit, size)? {
            Ok(change) => change,
            Err(error) => return Some(Err(error)),
        };
        let node = self.node_mut(id)?;
        let inverse = match change {
            Change::Setup(setup, to_play) => TreeEdit::ReplaceSetup {
                node: id,
                setup: std::mem::replace(&mut node.setup, setup),
                to_play: std::mem::replace(&mut node.to_play, to_play),
            },
            Change::Markup(markup) => {
                TreeEdit::ReplaceMarkup { node: id, markup: std::mem::replace(&mut node.markup, markup) }
            }
            Change::Comment(text) => {
                TreeEdit::SetComment { node: id, comment: std::mem::replace(&mut node.comment, text) }
            }
        };
        Some(Ok((id, inverse)))
    }
}

/// The field's new value after `edit`, or why the edit is refused; `None` if `edit` is no content edit.
fn plan(node: &TreeNode, edit: &TreeEdit, size: BoardSize) -> Option<Result<Change, TreeEditError>> {
    Some(match edit {
        TreeEdit::SetSetup { .. } | TreeEdit::ReplaceSetup { .. } | TreeEdit::SetToPlay { .. } => {
            plan_setup(node, edit, size)?
        }
        TreeEdit::SetComment { comment, .. } => Ok(Change::Comment(comment.as_deref().map(normalize_text))),
        _ => plan_markup(&node.markup, edit, size)?,
    })
}

fn on_board(size: BoardSize, p: Point) -> Result<(), TreeEditError> {
    if size.contains(p) { Ok(()) } else { Err(TreeEditError::OffBoard { point: p }) }
}

/// Setup, `PL`: adding either to a node with a move is refused, taking them away is not.
fn plan_setup(node: &TreeNode, edit: &TreeEdit, size: BoardSize) -> Option<Result<Change, TreeEditError>> {
    let no_move = |adds: bool, id: NodeId| match node.mv {
        Some(_) if adds => Err(TreeEditError::SetupWithMove { node: id }),
        _ => Ok(()),
    };
    Some(match edit {
        &TreeEdit::SetSetup { node: id, point, stone } => {
            on_board(size, point).and_then(|()| no_move(stone.is_some(), id)).map(|()| {
                let mut setup = node.setup.clone();
                set_setup_point(&mut setup, point, stone);
                Change::Setup(setup, node.to_play)
            })
        }
        TreeEdit::ReplaceSetup { setup, to_play, .. } => {
            let mut points = setup.black.iter().chain(&setup.white).chain(&setup.empty);
            points.try_for_each(|&p| on_board(size, p)).map(|()| Change::Setup(setup.clone(), *to_play))
        }
        &TreeEdit::SetToPlay { node: id, color } => {
            no_move(color.is_some(), id).map(|()| Change::Setup(node.setup.clone(), color))
        }
        _ => return None,
    })
}

/// Marks, labels, lines and arrows, dimming: the node's markup as it would be after `edit`.
fn plan_markup(old: &Markup, edit: &TreeEdit, size: BoardSize) -> Option<Result<Change, TreeEditError>> {
    let mut markup = old.clone();
    let checked = match edit {
        &TreeEdit::SetMark { point, mark, .. } => on_board(size, point).map(|()| set_mark(&mut markup, point, mark)),
        TreeEdit::SetLabel { point, text, .. } => {
            on_board(size, *point).and_then(|()| set_label(&mut markup, *point, text.as_deref()))
        }
        &TreeEdit::AddLine { kind, line, .. } => on_board(size, line.from)
            .and_then(|()| on_board(size, line.to))
            .and_then(|()| add_line(&mut markup, kind, line)),
        &TreeEdit::RemoveLine { kind, line, .. } => remove_line(&mut markup, kind, line),
        TreeEdit::SetDimmed { points, .. } => points.iter().flatten().try_for_each(|&p| on_board(size, p)).map(|()| {
            markup.dimmed = points.as_ref().map(|list| without_repeats(list));
        }),
        TreeEdit::ReplaceMarkup { markup: new, .. } => {
            markup_points(new).try_for_each(|p| on_board(size, p)).and_then(|()| {
                if new.labels.iter().any(|l| l.text.chars().any(char::is_control)) {
                    return Err(TreeEditError::LabelNotPrintable);
                }
                markup.clone_from(new);
                Ok(())
            })
        }
        _ => return None,
    };
    Some(checked.map(|()| Change::Markup(markup)))
}

/// Puts `point` in the list of `stone` (where it stays if it is there) and out of the others.
fn set_setup_point(setup: &mut SetupStones, point: Point, stone: Option<SetupPoint>) {
    let lists = [
        (SetupPoint::Black, &mut setup.black),
        (SetupPoint::White, &mut setup.white),
        (SetupPoint::Empty, &mut setup.empty),
    ];
    for (kind, list) in lists {
        put_or_take(list, point, stone == Some(kind));
    }
}

/// Puts `point` in the list of `mark` and out of the other mark lists.
fn set_mark(markup: &mut Markup, point: Point, mark: Option<Mark>) {
    let lists = [
        (Mark::Circle, &mut markup.circle),
        (Mark::Square, &mut markup.square),
        (Mark::Triangle, &mut markup.triangle),
        (Mark::Cross, &mut markup.cross),
        (Mark::Selected, &mut markup.selected),
    ];
    for (kind, list) in lists {
        put_or_take(list, point, mark == Some(kind));
    }
}

/// Appends `point` to `list` if `present` and it is missing; removes it if not `present`.
fn put_or_take(list: &mut Vec<Point>, point: Point, present: bool) {
    if !present {
        list.retain(|&p| p != point);
    } else if !list.contains(&point) {
        list.push(point);
    }
}

/// Sets or removes the label on `point`: a new text replaces the first label
/// there in its place, and any further label on the point goes.
fn set_label(markup: &mut Markup, point: Point, text: Option<&str>) -> Result<(), TreeEditError> {
    let Some(text) = text else {
        markup.labels.retain(|l| l.point != point);
        return Ok(());
    };
    check_label(text)?;
    match markup.labels.iter().position(|l| l.point == point) {
        Some(first) => {
            let mut index = 0;
            markup.labels.retain(|l| {
                index += 1;
                l.point != point || index - 1 == first
            });
            if let Some(label) = markup.labels.get_mut(first) {
                text.clone_into(&mut label.text);
            }
        }
        None => markup.labels.push(Label { point, text: text.to_owned() }),
    }
    Ok(())
}

fn check_label(text: &str) -> Result<(), TreeEditError> {
    if text.chars().any(char::is_control) {
        return Err(TreeEditError::LabelNotPrintable);
    }
    if text.trim().is_empty() {
        return Err(TreeEditError::EmptyLabel);
    }
    if text.chars().count() > MAX_LABEL_CHARS {
        let max = u32::try_from(MAX_LABEL_CHARS).unwrap_or(u32::MAX);
        return Err(TreeEditError::LabelTooLong { max });
    }
    Ok(())
}

fn add_line(markup: &mut Markup, kind: LineKind, line: Line) -> Result<(), TreeEditError> {
    if line.from == line.to {
        return Err(TreeEditError::OnePointLine);
    }
    let list = lines_of(markup, kind);
    if list.iter().any(|&l| same_line(kind, l, line)) {
        return Err(TreeEditError::LineExists);
    }
    list.push(line);
    Ok(())
}

fn remove_line(markup: &mut Markup, kind: LineKind, line: Line) -> Result<(), TreeEditError> {
    let list = lines_of(markup, kind);
    let at = list.iter().position(|&l| same_line(kind, l, line)).ok_or(TreeEditError::NoSuchLine)?;
    list.remove(at);
    Ok(())
}

fn lines_of(markup: &mut Markup, kind: LineKind) -> &mut Vec<Line> {
    match kind {
        LineKind::Line => &mut markup.lines,
        LineKind::Arrow => &mut markup.arrows,
    }
}

/// Whether `a` and `b` are the same line (either way round) or the same arrow.
fn same_line(kind: LineKind, a: Line, b: Line) -> bool {
    a == b || (kind == LineKind::Line && a.from == b.to && a.to == b.from)
}

fn without_repeats(points: &[Point]) -> Vec<Point> {
    let mut out: Vec<Point> = Vec::with_capacity(points.len());
    for &p in points {
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// Every point `markup` names.
fn markup_points(markup: &Markup) -> impl Iterator<Item = Point> + '_ {
    let lists = [&markup.circle, &markup.square, &markup.triangle, &markup.cross, &markup.selected];
    let lines = markup.lines.iter().chain(&markup.arrows).flat_map(|l| [l.from, l.to]);
    lists
        .into_iter()
        .flatten()
        .copied()
        .chain(markup.labels.iter().map(|l| l.point))
        .chain(lines)
        .chain(markup.dimmed.iter().flatten().copied())
}

/// Line breaks as `\n` (`\r\n`, `\n\r` and a lone `\r` are one break each),
/// tabs and other blank controls as spaces: the text as an SGF reader gives it back.
fn normalize_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                chars.next_if_eq(&'\n');
                out.push('\n');
            }
            '\n' => {
                chars.next_if_eq(&'\r');
                out.push('\n');
            }
            '\t' | '\u{b}' | '\u{c}' => out.push(' '),
            other => out.push(other),
        }
    }
    out
}
