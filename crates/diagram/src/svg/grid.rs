//! The board under the stones: grid lines (the board's edges thicker, lines
//! that go on beyond the region drawn half a cell further), star points on
//! empty points, and coordinates along the four sides.

use super::{CELL, Canvas, FONTS, num};
use crate::options::ImageOptions;
use crate::scene::Scene;

/// Draws the grid, the star points and (if asked) the coordinates.
pub(super) fn draw(canvas: &mut Canvas, scene: &Scene, options: &ImageOptions) {
    for element in grid_lines(canvas, scene) {
        canvas.line(format_args!("{element}"));
    }
    stars(canvas, scene);
    if options.coordinates {
        for element in coordinates(canvas, scene, options) {
            canvas.line(format_args!("{element}"));
        }
    }
}

/// One path per line of the grid, columns first.
fn grid_lines(canvas: &Canvas, scene: &Scene) -> Vec<String> {
    let r = canvas.region;
    let (last_column, last_row) = (scene.size.width - 1, scene.size.height - 1);
    let beyond = |at_edge: bool| if at_edge { 0.0 } else { CELL / 2.0 };
    let (top, bottom) = (canvas.y(r.top) - beyond(r.top == 0), canvas.y(r.bottom) + beyond(r.bottom == last_row));
    let (left, right) = (canvas.x(r.left) - beyond(r.left == 0), canvas.x(r.right) + beyond(r.right == last_column));
    let path = |edge: bool, d: String| {
        let width = if edge { 2 } else { 1 };
        format!(r##"<path d="{d}" stroke="#000" stroke-width="{width}" stroke-linecap="square"/>"##)
    };
    let columns = (r.left..=r.right)
        .map(|x| path(x == 0 || x == last_column, format!("M{} {}V{}", num(canvas.x(x)), num(top), num(bottom))));
    let rows = (r.top..=r.bottom)
        .map(|y| path(y == 0 || y == last_row, format!("M{} {}H{}", num(left), num(canvas.y(y)), num(right))));
    columns.chain(rows).collect()
}

fn stars(canvas: &mut Canvas, scene: &Scene) {
    for &p in &scene.star_points {
        if canvas.region.contains(p) && scene.stone(p).is_none() {
            let (x, y) = canvas.at(p);
            canvas.line(format_args!(r##"<circle cx="{}" cy="{}" r="2.5" fill="#000"/>"##, num(x), num(y)));
        }
    }
}

/// The column labels above and below, then the row labels left and right.
fn coordinates(canvas: &Canvas, scene: &Scene, options: &ImageOptions) -> Vec<String> {
    let r = canvas.region;
    let notation = options.notation;
    let text = |x: f32, y: f32, label: &str| {
        format!(
            r##"<text x="{}" y="{}" dy="0.35em" font-family="{FONTS}" font-size="11" text-anchor="middle" fill="#000">{label}</text>"##,
            num(x),
            num(y)
        )
    };
    let (top, bottom) = (canvas.y(r.top) - CELL, canvas.y(r.bottom) + CELL);
    let (left, right) = (canvas.x(r.left) - CELL, canvas.x(r.right) + CELL);
    let mut out = Vec::new();
    for x in r.left..=r.right {
        if let Some(label) = notation.column_label(x) {
            out.push(text(canvas.x(x), top, &label));
            out.push(text(canvas.x(x), bottom, &label));
        }
    }
    for y in r.top..=r.bottom {
        if let Some(label) = notation.row_label(y, scene.size.height) {
            out.push(text(left, canvas.y(y), &label));
            out.push(text(right, canvas.y(y), &label));
        }
    }
    out
}
