//! One go-core node as SGF properties, in this order: setup (`AB`, `AW`,
//! `AE`, `PL`), the move (`B`/`W`, a pass as `[]`), time left (`BL`, `OB`,
//! `WL`, `OW`), texts (`C`, `N`), annotations, markup. Point lists are written
//! one point per value; points SGF cannot address (beyond 52) are skipped.

use super::put;
use crate::record::dialect::ms_to_seconds;
use crate::tree::NodeMut;
use crate::value::{Double, ValueBuf};
use go_core::tree::{Emphasis, Label, Line, Markup, MoveAnnotation, PositionAnnotation, TimeLeft, TreeNode};
use go_core::{Color, Point};

/// Writes `content` into `node`.
pub(crate) fn write_node(node: &mut NodeMut<'_>, content: &TreeNode) {
    put(node, "AB", points(&content.setup.black));
    put(node, "AW", points(&content.setup.white));
    put(node, "AE", points(&content.setup.empty));
    if let Some(color) = content.to_play {
        put(node, "PL", vec![ValueBuf::color(color)]);
    }
    if let Some(played) = content.mv
        && let Ok(value) = ValueBuf::for_move(played.played)
    {
        put(node, played.color.letter(), vec![value]);
    }
    write_time_left(node, Color::Black, content.time_left.black);
    write_time_left(node, Color::White, content.time_left.white);
    if let Some(comment) = &content.comment {
        put(node, "C", vec![ValueBuf::text(comment)]);
    }
    if let Some(name) = &content.name {
        put(node, "N", vec![ValueBuf::text(name)]);
    }
    write_annotations(node, content);
    write_markup(node, &content.markup);
}

fn points(list: &[Point]) -> Vec<ValueBuf> {
    list.iter().filter_map(|&p| ValueBuf::point(p).ok()).collect()
}

fn double(e: Emphasis) -> ValueBuf {
    ValueBuf::double(match e {
        Emphasis::Normal => Double::Normal,
        Emphasis::Emphasized => Double::Emphasized,
    })
}

fn write_time_left(node: &mut NodeMut<'_>, color: Color, left: TimeLeft) {
    let (time, overtime) = match color {
        Color::Black => ("BL", "OB"),
        Color::White => ("WL", "OW"),
    };
    if let Some(ms) = left.ms {
        put(node, time, vec![ValueBuf::text(&ms_to_seconds(ms))]);
    }
    if let Some(n) = left.overtime {
        put(node, overtime, vec![ValueBuf::number(i64::from(n))]);
    }
}

fn write_annotations(node: &mut NodeMut<'_>, content: &TreeNode) {
    match content.move_annotation {
        Some(MoveAnnotation::Bad(e)) => put(node, "BM", vec![double(e)]),
        Some(MoveAnnotation::Tesuji(e)) => put(node, "TE", vec![double(e)]),
        Some(MoveAnnotation::Doubtful) => put(node, "DO", vec![ValueBuf::empty()]),
        Some(MoveAnnotation::Interesting) => put(node, "IT", vec![ValueBuf::empty()]),
        None => {}
    }
    let (ident, e) = match content.position_annotation {
        Some(PositionAnnotation::GoodForBlack(e)) => ("GB", e),
        Some(PositionAnnotation::GoodForWhite(e)) => ("GW", e),
        Some(PositionAnnotation::Even(e)) => ("DM", e),
        Some(PositionAnnotation::Unclear(e)) => ("UC", e),
        None => ("", Emphasis::Normal),
    };
    if !ident.is_empty() {
        put(node, ident, vec![double(e)]);
    }
    if let Some(e) = content.hotspot {
        put(node, "HO", vec![double(e)]);
    }
}

fn write_markup(node: &mut NodeMut<'_>, markup: &Markup) {
    put(node, "CR", points(&markup.circle));
    put(node, "SQ", points(&markup.square));
    put(node, "TR", points(&markup.triangle));
    put(node, "MA", points(&markup.cross));
    put(node, "SL", points(&markup.selected));
    put(node, "LB", markup.labels.iter().filter_map(label_value).collect());
    put(node, "AR", lines(&markup.arrows));
    put(node, "LN", lines(&markup.lines));
    if let Some(dimmed) = &markup.dimmed {
        let values = points(dimmed);
        put(node, "DD", if values.is_empty() { vec![ValueBuf::empty()] } else { values });
    }
}

fn lines(list: &[Line]) -> Vec<ValueBuf> {
    list.iter().filter_map(line_value).collect()
}

/// An `LB` value; `None` for a point SGF cannot address.
pub(crate) fn label_value(label: &Label) -> Option<ValueBuf> {
    let at = ValueBuf::point(label.point).ok()?;
    Some(ValueBuf::compose(&at, &ValueBuf::text(&label.text)))
}

/// An `AR` or `LN` value; `None` for a point SGF cannot address.
pub(crate) fn line_value(line: &Line) -> Option<ValueBuf> {
    Some(ValueBuf::compose(&ValueBuf::point(line.from).ok()?, &ValueBuf::point(line.to).ok()?))
}
