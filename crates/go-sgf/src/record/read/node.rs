//! One SGF node's properties as a go-core [`TreeNode`]: setup, move, texts,
//! annotations, time left and markup. Properties LoGo does not interpret are
//! passed over silently (they stay in the SGF tree).

use super::markup;
use super::values::{count, emphasis, points, reject, simple_text, text};
use crate::record::dialect::seconds_to_ms;
use crate::record::warning::{ConvertWarningKind, Warnings};
use crate::tree::{Node, Property};
use crate::value::{SgfSize, ValueError};
use go_core::tree::{MoveAnnotation, PositionAnnotation, TimeLeft, TreeNode};
use go_core::{Color, Move, PlayedMove, Point};

/// Reads nodes of one game.
pub(super) struct NodeReader {
    /// The board, for checking points.
    pub(super) size: SgfSize,
    /// Whether the game is in LoGo's old dialect (`S` for Black's moves, `TB`/`TW` as time left).
    pub(super) dialect: bool,
}

/// The annotation properties seen in one node, to warn about more than one of a kind.
#[derive(Default)]
struct Seen<'a> {
    move_annotations: Vec<&'a str>,
    position_annotations: Vec<&'a str>,
}

impl NodeReader {
    /// The node's content; what cannot be read is warned about and left out.
    pub(super) fn read(&self, node: Node<'_>, warnings: &mut Warnings) -> TreeNode {
        let mut out = TreeNode::default();
        let mut seen = Seen::default();
        let has_move = node.has("B") || node.has("W");
        for prop in node.properties() {
            match prop.ident() {
                "AB" => out.setup.black.extend(points(&prop, self.size, warnings)),
                "AW" => out.setup.white.extend(points(&prop, self.size, warnings)),
                "AE" => out.setup.empty.extend(points(&prop, self.size, warnings)),
                "PL" => out.to_play = color(&prop, warnings),
                "B" | "W" => self.read_move(&prop, &mut out, warnings),
                "S" if self.dialect && !has_move => {
                    warnings.add(prop.position(), ConvertWarningKind::LogoBlackMove);
                    self.read_move(&prop, &mut out, warnings);
                }
                "C" => out.comment = Some(text(&prop)),
                "N" => out.name = simple_text(Some(prop)),
                "BM" | "TE" | "DO" | "IT" => read_move_annotation(&prop, &mut out, &mut seen, warnings),
                "GB" | "GW" | "DM" | "UC" => read_position_annotation(&prop, &mut out, &mut seen, warnings),
                "HO" => out.hotspot = emphasis(&prop, warnings),
                "BL" | "WL" | "OB" | "OW" => read_time_left(&prop, &mut out, warnings),
                "TB" | "TW" if self.dialect && !node.is_root() => read_time_left(&prop, &mut out, warnings),
                ident => markup::read(ident, &prop, self.size, &mut out.markup, warnings),
            }
        }
        for idents in [&seen.move_annotations, &seen.position_annotations] {
            if idents.len() > 1 {
                let kind = ConvertWarningKind::SeveralAnnotations { idents: idents.join(" ") };
                warnings.add(node.position(), kind);
            }
        }
        out
    }

    /// A move: `B`/`W` (or LoGo's `S`); a point off the board is kept, so the replay flags it.
    fn read_move(&self, prop: &Property<'_>, out: &mut TreeNode, warnings: &mut Warnings) {
        let color = if prop.ident() == "W" { Color::White } else { Color::Black };
        if let Some(first) = out.mv {
            let used = first.color.letter().to_owned();
            warnings.add(prop.position(), ConvertWarningKind::TwoMoves { used });
            return;
        }
        let value = prop.value();
        let played = match value.to_move(self.size) {
            Ok(mv) => Some(mv),
            Err(e) => {
                reject(prop, value, &e, warnings);
                match e {
                    ValueError::OffBoard { .. } => Point::from_sgf(value.raw().trim()).map(Move::Play),
                    _ => None,
                }
            }
        };
        out.mv = played.map(|played| PlayedMove { color, played });
    }
}

fn color(prop: &Property<'_>, warnings: &mut Warnings) -> Option<Color> {
    let value = prop.value();
    value.color().map_err(|e| reject(prop, value, &e, warnings)).ok()
}

fn read_move_annotation<'a>(prop: &Property<'a>, out: &mut TreeNode, seen: &mut Seen<'a>, w: &mut Warnings) {
    seen.move_annotations.push(prop.ident());
    let annotation = match prop.ident() {
        "BM" => emphasis(prop, w).map(MoveAnnotation::Bad),
        "TE" => emphasis(prop, w).map(MoveAnnotation::Tesuji),
        "DO" => Some(MoveAnnotation::Doubtful),
        _ => Some(MoveAnnotation::Interesting),
    };
    if out.move_annotation.is_none() {
        out.move_annotation = annotation;
    }
}

fn read_position_annotation<'a>(prop: &Property<'a>, out: &mut TreeNode, seen: &mut Seen<'a>, w: &mut Warnings) {
    seen.position_annotations.push(prop.ident());
    let kind = match prop.ident() {
        "GB" => PositionAnnotation::GoodForBlack,
        "GW" => PositionAnnotation::GoodForWhite,
        "DM" => PositionAnnotation::Even,
        _ => PositionAnnotation::Unclear,
    };
    if out.position_annotation.is_none() {
        out.position_annotation = emphasis(prop, w).map(kind);
    }
}

/// `BL`/`WL` (seconds left; LoGo's old `TB`/`TW` in move nodes too) and `OB`/`OW` (periods or stones left).
fn read_time_left(prop: &Property<'_>, out: &mut TreeNode, warnings: &mut Warnings) {
    let ident = prop.ident();
    let color = if ident.starts_with('W') || ident.ends_with('W') { Color::White } else { Color::Black };
    let slot: &mut TimeLeft = out.time_left.get_mut(color);
    if ident.starts_with('O') {
        slot.overtime = count(prop, warnings);
        return;
    }
    let value = prop.value();
    match value.real().ok().and_then(seconds_to_ms) {
        Some(ms) => slot.ms = Some(ms),
        None => reject(prop, value, &ValueError::NotAReal { raw: value.raw().to_owned() }, warnings),
    }
}
