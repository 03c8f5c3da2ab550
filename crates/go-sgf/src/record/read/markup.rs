//! Markup properties: `CR`, `SQ`, `TR`, `MA`, `SL` (point lists), `LB`
//! (point:text), `AR`, `LN` (point:point) and `DD` (a list that may be empty).

use super::values::{points, reject};
use crate::record::warning::Warnings;
use crate::tree::Property;
use crate::value::{SgfSize, Value, ValueError};
use go_core::Point;
use go_core::tree::{Label, Line, Markup};

/// Reads `prop` into `markup` if it is a markup property; other properties are left alone.
pub(super) fn read(ident: &str, prop: &Property<'_>, size: SgfSize, markup: &mut Markup, warnings: &mut Warnings) {
    let list = match ident {
        "CR" => &mut markup.circle,
        "SQ" => &mut markup.square,
        "TR" => &mut markup.triangle,
        "MA" => &mut markup.cross,
        "SL" => &mut markup.selected,
        "DD" => markup.dimmed.get_or_insert_with(Vec::new),
        "LB" => return markup.labels.extend(labels(prop, size, warnings)),
        "AR" => return markup.arrows.extend(lines(prop, size, warnings)),
        "LN" => return markup.lines.extend(lines(prop, size, warnings)),
        _ => return,
    };
    for p in points(prop, size, warnings) {
        if !list.contains(&p) {
            list.push(p);
        }
    }
}

fn labels(prop: &Property<'_>, size: SgfSize, warnings: &mut Warnings) -> Vec<Label> {
    let mut out = Vec::new();
    for value in prop.values() {
        match label(value, size) {
            Ok(label) => out.push(label),
            Err(e) => reject(prop, value, &e, warnings),
        }
    }
    out
}

/// One `LB` value: `point:text`.
pub(crate) fn label(value: Value<'_>, size: SgfSize) -> Result<Label, ValueError> {
    let (at, text) = value.compose().ok_or_else(|| ValueError::NotAPoint { raw: value.raw().to_owned() })?;
    Ok(Label { point: at.point(size)?, text: text.simple_text() })
}

fn lines(prop: &Property<'_>, size: SgfSize, warnings: &mut Warnings) -> Vec<Line> {
    let mut out = Vec::new();
    for value in prop.values() {
        match line(value, size) {
            Ok(line) => out.push(line),
            Err(e) => reject(prop, value, &e, warnings),
        }
    }
    out
}

/// One `AR` or `LN` value: `point:point`.
pub(crate) fn line(value: Value<'_>, size: SgfSize) -> Result<Line, ValueError> {
    let (from, to) = value.compose().ok_or_else(|| ValueError::NotAPoint { raw: value.raw().to_owned() })?;
    let point = |v: Value<'_>| -> Result<Point, ValueError> { v.point(size) };
    Ok(Line { from: point(from)?, to: point(to)? })
}
