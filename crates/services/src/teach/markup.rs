//! The markup tools as edits of one node: a mark, a label (the next free
//! letter or number is chosen here), dimming, a line or arrow. Each tool
//! toggles: used again where its markup already is, it takes it away.

use go_core::Point;
use go_core::tree::{Line, LineKind, Mark, Markup, NodeId, TreeEdit, TreeNode};

/// The mark on `point` in `markup`, if any.
pub fn mark_at(markup: &Markup, point: Point) -> Option<Mark> {
    let lists = [
        (&markup.circle, Mark::Circle),
        (&markup.square, Mark::Square),
        (&markup.triangle, Mark::Triangle),
        (&markup.cross, Mark::Cross),
        (&markup.selected, Mark::Selected),
    ];
    lists.into_iter().find(|(list, _)| list.contains(&point)).map(|(_, mark)| mark)
}

/// `mark` on `point`, or no mark if that mark is there already.
pub fn toggle_mark(node: NodeId, content: &TreeNode, point: Point, mark: Mark) -> TreeEdit {
    let next = (mark_at(&content.markup, point) != Some(mark)).then_some(mark);
    TreeEdit::SetMark { node, point, mark: next }
}

/// Which kind of label a tool writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelKind {
    /// A, B, …, Z, then AA, AB, …
    Letter,
    /// 1, 2, 3, …
    Number,
}

/// Takes the label off `point`, or writes the next free label of `kind` there.
pub fn toggle_label(node: NodeId, content: &TreeNode, point: Point, kind: LabelKind) -> TreeEdit {
    let labels = &content.markup.labels;
    let text = match labels.iter().any(|l| l.point == point) {
        true => None,
        false => Some(next_free(labels.iter().map(|l| l.text.as_str()), kind)),
    };
    TreeEdit::SetLabel { node, point, text }
}

/// The first label of `kind` not among `used`.
pub fn next_free<'a>(used: impl Iterator<Item = &'a str>, kind: LabelKind) -> String {
    let used: Vec<&str> = used.collect();
    let candidate = |n: u32| match kind {
        LabelKind::Letter => letters(n),
        LabelKind::Number => (n + 1).to_string(),
    };
    (0..).map(candidate).find(|text| !used.contains(&text.as_str())).unwrap_or_default()
}

/// The `n`th letter label from 0: A … Z, AA … AZ, BA …
fn letters(n: u32) -> String {
    let letter = |i: u32| char::from(b'A' + u8::try_from(i % 26).unwrap_or(0));
    match n {
        0..26 => letter(n).to_string(),
        _ => format!("{}{}", letter(n / 26 - 1), letter(n % 26)),
    }
}

/// Dims `point` from this node on, or lifts it; `in_force` are the points dimmed at the node now.
pub fn toggle_dim(node: NodeId, in_force: &[Point], point: Point) -> TreeEdit {
    let mut points: Vec<Point> = in_force.to_vec();
    match points.iter().position(|&p| p == point) {
        Some(at) => {
            points.remove(at);
        }
        None => points.push(point),
    }
    TreeEdit::SetDimmed { node, points: Some(points) }
}

/// Draws the line or arrow, or takes it away if the node has it (a line also either way round).
pub fn toggle_line(node: NodeId, content: &TreeNode, kind: LineKind, line: Line) -> TreeEdit {
    let list = match kind {
        LineKind::Line => &content.markup.lines,
        LineKind::Arrow => &content.markup.arrows,
    };
    let reversed = Line { from: line.to, to: line.from };
    let there = list.contains(&line) || (kind == LineKind::Line && list.contains(&reversed));
    match there {
        true => TreeEdit::RemoveLine { node, kind, line },
        false => TreeEdit::AddLine { node, kind, line },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_free_letter_fills_gaps_and_runs_past_z() {
        let used = ["A", "C", "1"];
        assert_eq!(next_free(used.into_iter(), LabelKind::Letter), "B");
        assert_eq!(next_free(used.into_iter(), LabelKind::Number), "2");
        let alphabet: Vec<String> = (0..26).map(letters).collect();
        assert_eq!(next_free(alphabet.iter().map(String::as_str), LabelKind::Letter), "AA");
        assert_eq!((letters(27), letters(52)), ("AB".to_owned(), "BA".to_owned()));
    }
}
