//! After a content edit of a go-core node, its SGF node is made to say the
//! same, touching only the properties of the parts that changed.
//!
//! A part is one property family: `AB`, `AW`, `AE`, `PL`, `C`, `CR`, `SQ`,
//! `TR`, `MA`, `SL`, `LB`, `AR`, `LN`, `DD`. Lists are patched, not
//! rewritten: a value whose items are all still wanted, in order, stays as
//! written (a rectangle `AB[aa:cc]` stays a rectangle), a value that lost
//! items gives way to its remaining items one by one, new items are appended,
//! and values LoGo cannot read (off the board, malformed) stay where they are.
//! Every changed part is then read back as [`read_record`](super::super::read_record)
//! reads it; if it does not give the go-core part exactly, the property is
//! written fresh from the go-core part (unreadable values kept at its end),
//! and if even that does not read back, the edit is undone as out of step.

use crate::record::read::{label, line, read_node};
use crate::record::write::{label_value, line_value};
use crate::tree::{GameTree, NodeId, NodeMut};
use crate::value::{SgfSize, Value, ValueBuf, ValueError};
use go_core::Point;
use go_core::tree::{Label, Line, TreeNode};

/// A part of a node's content and the property that holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Black,
    White,
    Empty,
    ToPlay,
    Comment,
    Circle,
    Square,
    Triangle,
    Cross,
    Selected,
    Labels,
    Arrows,
    Lines,
    Dimmed,
}

const PARTS: [Part; 14] = [
    Part::Black,
    Part::White,
    Part::Empty,
    Part::ToPlay,
    Part::Comment,
    Part::Circle,
    Part::Square,
    Part::Triangle,
    Part::Cross,
    Part::Selected,
    Part::Labels,
    Part::Arrows,
    Part::Lines,
    Part::Dimmed,
];

impl Part {
    fn ident(self) -> &'static str {
        match self {
            Part::Black => "AB",
            Part::White => "AW",
            Part::Empty => "AE",
            Part::ToPlay => "PL",
            Part::Comment => "C",
            Part::Circle => "CR",
            Part::Square => "SQ",
            Part::Triangle => "TR",
            Part::Cross => "MA",
            Part::Selected => "SL",
            Part::Labels => "LB",
            Part::Arrows => "AR",
            Part::Lines => "LN",
            Part::Dimmed => "DD",
        }
    }

    /// The part's points, for the parts that are point lists (`DD` when it names points).
    fn points(self, node: &TreeNode) -> Option<&[Point]> {
        let (setup, markup) = (&node.setup, &node.markup);
        Some(match self {
            Part::Black => &setup.black,
            Part::White => &setup.white,
            Part::Empty => &setup.empty,
            Part::Circle => &markup.circle,
            Part::Square => &markup.square,
            Part::Triangle => &markup.triangle,
            Part::Cross => &markup.cross,
            Part::Selected => &markup.selected,
            Part::Dimmed => markup.dimmed.as_deref()?,
            Part::ToPlay | Part::Comment | Part::Labels | Part::Arrows | Part::Lines => return None,
        })
    }

    /// Whether `a` and `b` agree on this part.
    fn agrees(self, a: &TreeNode, b: &TreeNode) -> bool {
        match self {
            Part::ToPlay => a.to_play == b.to_play,
            Part::Comment => a.comment == b.comment,
            Part::Labels => a.markup.labels == b.markup.labels,
            Part::Arrows => a.markup.arrows == b.markup.arrows,
            Part::Lines => a.markup.lines == b.markup.lines,
            Part::Dimmed => a.markup.dimmed == b.markup.dimmed,
            _ => self.points(a) == self.points(b),
        }
    }
}

/// How a list property is written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// Keep what still holds, add what is new.
    Patch,
    /// One value per item, unreadable values after them.
    Fresh,
}

/// Makes SGF node `sgf` say what `new` says in each part where it differs
/// from `old`; `false` if some part cannot be made to read back as `new`.
pub(super) fn mirror(tree: &mut GameTree, sgf: NodeId, old: &TreeNode, new: &TreeNode, size: SgfSize) -> bool {
    for part in PARTS.into_iter().filter(|p| !p.agrees(old, new)) {
        let reads_back = |tree: &GameTree| tree.node(sgf).is_some_and(|n| part.agrees(&read_node(n, size), new));
        let mut in_step = false;
        for style in [Style::Patch, Style::Fresh] {
            let Some(mut node) = tree.node_mut(sgf) else { return false };
            write_part(&mut node, part, new, size, style);
            if reads_back(tree) {
                in_step = true;
                break;
            }
        }
        if !in_step {
            return false;
        }
    }
    true
}

fn write_part(node: &mut NodeMut<'_>, part: Part, content: &TreeNode, size: SgfSize, style: Style) {
    let ident = part.ident();
    match part {
        Part::ToPlay => set_or_remove(node, ident, content.to_play.map(ValueBuf::color)),
        Part::Comment => set_or_remove(node, ident, content.comment.as_deref().map(ValueBuf::text)),
        Part::Dimmed if content.markup.dimmed.as_ref().is_some_and(Vec::is_empty) => {
            set_or_remove(node, ident, Some(ValueBuf::empty()));
        }
        Part::Labels => write_list(node, ident, &content.markup.labels, &LABELS, size, style),
        Part::Arrows => write_list(node, ident, &content.markup.arrows, &LINES, size, style),
        Part::Lines => write_list(node, ident, &content.markup.lines, &LINES, size, style),
        _ => match part.points(content) {
            Some(points) => write_list(node, ident, points, &POINTS, size, style),
            None => {
                node.remove(ident);
            }
        },
    }
}

fn set_or_remove(node: &mut NodeMut<'_>, ident: &str, value: Option<ValueBuf>) {
    match value {
        // The identifier is a constant and the list holds one value, so setting cannot fail.
        Some(value) => {
            let _set = node.set(ident, [value]);
        }
        None => {
            node.remove(ident);
        }
    }
}

/// How the items of one list property are read from and written to values.
struct Codec<T> {
    read: fn(Value<'_>, SgfSize) -> Result<Vec<T>, ValueError>,
    write: fn(&T) -> Option<ValueBuf>,
    /// Whether the reader drops an item it has seen before (point lists do).
    once_each: bool,
}

const POINTS: Codec<Point> =
    Codec { read: |v, size| v.points(size), write: |&p| ValueBuf::point(p).ok(), once_each: true };
const LABELS: Codec<Label> =
    Codec { read: |v, size| label(v, size).map(|l| vec![l]), write: label_value, once_each: false };
const LINES: Codec<Line> =
    Codec { read: |v, size| line(v, size).map(|l| vec![l]), write: line_value, once_each: false };

/// One value of a list property as it stands: its raw text and its items (or why they cannot be read).
struct Written<T> {
    raw: Option<ValueBuf>,
    items: Result<Vec<T>, ValueError>,
}

/// Writes property `ident` so that it reads as `wanted` (see the module docs).
fn write_list<T: PartialEq + Clone>(
    node: &mut NodeMut<'_>,
    ident: &str,
    wanted: &[T],
    codec: &Codec<T>,
    size: SgfSize,
    style: Style,
) {
    let existing: Vec<Written<T>> = match node.as_node().get(ident) {
        Some(prop) => {
            let read = |v: Value<'_>| Written { raw: ValueBuf::from_raw(v.raw()).ok(), items: (codec.read)(v, size) };
            prop.values().map(read).collect()
        }
        None => Vec::new(),
    };
    let out = match style {
        Style::Patch => patched(existing, wanted, codec),
        Style::Fresh => {
            let unreadable = existing.into_iter().filter(|w| w.items.is_err()).filter_map(|w| w.raw);
            wanted.iter().filter_map(codec.write).chain(unreadable).collect()
        }
    };
    if out.is_empty() {
        node.remove(ident);
    } else {
        // The identifier is a constant and the list is not empty, so setting cannot fail.
        let _set = node.set(ident, out);
    }
}

/// The values of `existing` that still hold, in place, then the new items.
fn patched<T: PartialEq + Clone>(existing: Vec<Written<T>>, wanted: &[T], codec: &Codec<T>) -> Vec<ValueBuf> {
    let mut out: Vec<ValueBuf> = Vec::new();
    // What the reader will have seen of the values written so far.
    let mut seen: Vec<T> = Vec::new();
    let mut next = 0;
    for Written { raw, items } in existing {
        let Ok(items) = items else {
            out.extend(raw);
            continue;
        };
        let items: Vec<T> = items.into_iter().filter(|i| !codec.once_each || !seen.contains(i)).collect();
        let end = next + items.len();
        if !items.is_empty() && wanted.get(next..end) == Some(items.as_slice()) {
            out.extend(raw);
            next = end;
            seen.extend(items);
            continue;
        }
        for item in items {
            if wanted.get(next) == Some(&item) {
                out.extend((codec.write)(&item));
                next += 1;
                seen.push(item);
            }
        }
    }
    out.extend(wanted.get(next..).unwrap_or_default().iter().filter_map(codec.write));
    out
}
