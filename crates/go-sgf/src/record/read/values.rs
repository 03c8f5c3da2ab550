//! Lenient typed readings of properties: each value that fits is used, each
//! that does not becomes a warning, and one bad value never spoils the rest.

use crate::record::warning::{ConvertWarningKind, Warnings};
use crate::tree::Property;
use crate::value::{Double, SgfSize, Value, ValueError};
use go_core::Point;
use go_core::tree::Emphasis;
use std::collections::HashSet;

/// Warns that `value` of `prop` was not used: off the board, or not of its type.
pub(super) fn reject(prop: &Property<'_>, value: Value<'_>, error: &ValueError, warnings: &mut Warnings) {
    let (ident, raw) = (prop.ident().to_owned(), value.raw().to_owned());
    let kind = match error {
        ValueError::OffBoard { .. } => ConvertWarningKind::OffBoard { ident, raw },
        _ => ConvertWarningKind::BadValue { ident, raw },
    };
    warnings.add(prop.position(), kind);
}

/// A point list (single points and `dd:ff` rectangles), each point once, in order.
pub(super) fn points(prop: &Property<'_>, size: SgfSize, warnings: &mut Warnings) -> Vec<Point> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for value in prop.values() {
        match value.points(size) {
            Ok(points) => out.extend(points.into_iter().filter(|&p| seen.insert(p))),
            Err(e) => reject(prop, value, &e, warnings),
        }
    }
    out
}

/// The first value as free text (FF[4] Text: line breaks kept).
pub(super) fn text(prop: &Property<'_>) -> String {
    prop.value().text()
}

/// The first value as one-line text, trimmed; `None` when empty.
pub(super) fn simple_text(prop: Option<Property<'_>>) -> Option<String> {
    let text = prop?.value().simple_text();
    let trimmed = text.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_owned())
}

/// A Double as go-core's emphasis; `[]` counts as normal, anything else unreadable is warned about.
pub(super) fn emphasis(prop: &Property<'_>, warnings: &mut Warnings) -> Option<Emphasis> {
    let value = prop.value();
    match value.double() {
        Ok(Double::Emphasized) => Some(Emphasis::Emphasized),
        Ok(Double::Normal) => Some(Emphasis::Normal),
        Err(_) if value.raw().trim().is_empty() => Some(Emphasis::Normal),
        Err(e) => {
            reject(prop, value, &e, warnings);
            None
        }
    }
}

/// A non-negative count (e.g. `OB`, `HA`) that fits `T`.
pub(super) fn count<T: TryFrom<i64>>(prop: &Property<'_>, warnings: &mut Warnings) -> Option<T> {
    let value = prop.value();
    let read = value.number().ok().filter(|&n| n >= 0).and_then(|n| T::try_from(n).ok());
    if read.is_none() {
        let e = ValueError::NotANumber { raw: value.raw().to_owned() };
        reject(prop, value, &e, warnings);
    }
    read
}
