//! What stands on the grid: stones, move numbers (where no mark or label
//! is), marks and labels, the
//! veil over dimmed points, then lines and arrows over everything. Marks
//! and texts are black, white where they sit on a black stone; a label on
//! an empty point gets a white disc so the grid does not cross its text.

use super::{CELL, Canvas, FONTS, escape, num};
use crate::options::ImageOptions;
use crate::scene::Scene;
use go_core::tree::{Line, Mark};
use go_core::{Color, Point};

/// The radius of a stone.
const STONE: f32 = CELL * 0.48;
/// The length of an arrow's head along the arrow.
const HEAD: f32 = 9.0;

/// Draws everything on the grid inside the region.
pub(super) fn draw(canvas: &mut Canvas, scene: &Scene, options: &ImageOptions) {
    let inside = |p: Point| canvas.region.contains(p);
    let stones: Vec<(Point, Color)> = scene.stones.iter().copied().filter(|&(p, _)| inside(p)).collect();
    let marks: Vec<(Point, Mark)> = scene.marks.iter().copied().filter(|&(p, _)| inside(p)).collect();
    let labels: Vec<(Point, String)> =
        scene.labels.iter().filter(|l| inside(l.point)).map(|l| (l.point, l.text.clone())).collect();
    let numbers: Vec<(Point, u32)> = match options.move_numbers {
        true => scene.move_numbers.iter().copied().filter(|&(p, _)| inside(p)).collect(),
        false => Vec::new(),
    };
    let dimmed: Vec<Point> = scene.dimmed.iter().copied().filter(|&p| inside(p)).collect();
    let ends_inside = |l: &&Line| inside(l.from) && inside(l.to);
    let lines: Vec<Line> = scene.lines.iter().filter(ends_inside).copied().collect();
    let arrows: Vec<Line> = scene.arrows.iter().filter(ends_inside).copied().collect();

    for &(p, color) in &stones {
        stone(canvas, p, color);
    }
    for &(p, number) in &numbers {
        let marked = labels.iter().any(|(q, _)| *q == p) || marks.iter().any(|(q, _)| *q == p);
        if !marked {
            text(canvas, p, &number.to_string(), ink(scene, p), if number >= 100 { 9 } else { 11 });
        }
    }
    for &(p, mark_kind) in &marks {
        mark(canvas, p, mark_kind, ink(scene, p));
    }
    for (p, label) in &labels {
        if scene.stone(*p).is_none() {
            let (x, y) = canvas.at(*p);
            canvas.line(format_args!(r##"<circle cx="{}" cy="{}" r="8" fill="#fff"/>"##, num(x), num(y)));
        }
        text(canvas, *p, label, ink(scene, *p), 13);
    }
    for &p in &dimmed {
        let (x, y) = canvas.at(p);
        let (x, y, side) = (num(x - CELL / 2.0), num(y - CELL / 2.0), num(CELL));
        canvas.line(format_args!(
            r##"<rect x="{x}" y="{y}" width="{side}" height="{side}" fill="#fff" fill-opacity="0.65"/>"##
        ));
    }
    for line in &lines {
        segment(canvas, *line, false);
    }
    for arrow in &arrows {
        segment(canvas, *arrow, true);
    }
}

/// The colour that shows on point `p`: white on a black stone, black elsewhere.
fn ink(scene: &Scene, p: Point) -> &'static str {
    if scene.stone(p) == Some(Color::Black) { "#fff" } else { "#000" }
}

fn stone(canvas: &mut Canvas, p: Point, color: Color) {
    let (x, y) = canvas.at(p);
    let (x, y, r) = (num(x), num(y), num(STONE));
    match color {
        Color::Black => canvas.line(format_args!(r##"<circle cx="{x}" cy="{y}" r="{r}" fill="#000"/>"##)),
        Color::White => canvas.line(format_args!(
            r##"<circle cx="{x}" cy="{y}" r="{}" fill="#fff" stroke="#000" stroke-width="1.2"/>"##,
            num(STONE - 0.6)
        )),
    }
}

fn text(canvas: &mut Canvas, p: Point, content: &str, color: &str, size: u8) {
    let (x, y) = canvas.at(p);
    canvas.line(format_args!(
        r#"<text x="{}" y="{}" dy="0.35em" font-family="{FONTS}" font-size="{size}" font-weight="bold" text-anchor="middle" fill="{color}">{}</text>"#,
        num(x),
        num(y),
        escape(content)
    ));
}

fn mark(canvas: &mut Canvas, p: Point, kind: Mark, color: &str) {
    let (x, y) = canvas.at(p);
    let stroke = format!(r#"fill="none" stroke="{color}" stroke-width="2""#);
    match kind {
        Mark::Circle => canvas.line(format_args!(r#"<circle cx="{}" cy="{}" r="6" {stroke}/>"#, num(x), num(y))),
        Mark::Square => canvas.line(format_args!(
            r#"<rect x="{}" y="{}" width="10" height="10" {stroke}/>"#,
            num(x - 5.0),
            num(y - 5.0)
        )),
        Mark::Triangle => canvas.line(format_args!(
            r#"<path d="M{} {}L{} {}L{} {}Z" {stroke}/>"#,
            num(x),
            num(y - 7.0),
            num(x + 6.1),
            num(y + 3.5),
            num(x - 6.1),
            num(y + 3.5)
        )),
        Mark::Cross => canvas.line(format_args!(
            r#"<path d="M{} {}L{} {}M{} {}L{} {}" {stroke}/>"#,
            num(x - 5.0),
            num(y - 5.0),
            num(x + 5.0),
            num(y + 5.0),
            num(x + 5.0),
            num(y - 5.0),
            num(x - 5.0),
            num(y + 5.0)
        )),
        Mark::Selected => canvas.line(format_args!(
            r#"<rect x="{}" y="{}" width="6" height="6" fill="{color}"/>"#,
            num(x - 3.0),
            num(y - 3.0)
        )),
    }
}

/// A line from centre to centre; an arrow stops at its head, a filled triangle on `to`.
fn segment(canvas: &mut Canvas, line: Line, head: bool) {
    let (x1, y1) = canvas.at(line.from);
    let (x2, y2) = canvas.at(line.to);
    let length = (x2 - x1).hypot(y2 - y1);
    if length <= 0.0 {
        return;
    }
    let (ux, uy) = ((x2 - x1) / length, (y2 - y1) / length);
    let (ex, ey) = if head { (x2 - ux * HEAD, y2 - uy * HEAD) } else { (x2, y2) };
    canvas.line(format_args!(
        r##"<path d="M{} {}L{} {}" stroke="#000" stroke-width="2.5" stroke-linecap="round"/>"##,
        num(x1),
        num(y1),
        num(ex),
        num(ey)
    ));
    if head {
        let (px, py) = (-uy * HEAD / 2.0, ux * HEAD / 2.0);
        canvas.line(format_args!(
            r##"<path d="M{} {}L{} {}L{} {}Z" fill="#000"/>"##,
            num(x2),
            num(y2),
            num(ex + px),
            num(ey + py),
            num(ex - px),
            num(ey - py)
        ));
    }
}
