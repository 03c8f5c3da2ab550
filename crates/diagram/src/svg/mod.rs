//! A scene drawn as a black-and-white SVG: a worksheet a teacher prints or
//! pastes. No colour, no gradient, no raster image: black stones are solid
//! black, white stones white with a black outline, marks and texts black (on
//! black stones white), dimmed points veiled in white. Only what lies inside
//! the region is drawn; lines and arrows only when both ends lie inside.
//!
//! The text is deterministic (same scene and options, same bytes), one
//! element per line, so golden files can pin it.

mod grid;
mod pieces;

use crate::options::{DiagramError, ImageOptions, Region};
use crate::scene::Scene;
use go_core::Point;
use std::fmt::Write as _;

/// Pixels from one line of the grid to the next.
pub const CELL: f32 = 24.0;
/// The fonts tried for every text, the first available one is used.
pub const FONTS: &str = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/// Draws `scene` as an SVG document; refuses a region that is not part of the board.
pub fn render(scene: &Scene, options: &ImageOptions) -> Result<String, DiagramError> {
    let region = options.region.unwrap_or(Region::whole(scene.size)).checked(scene.size)?;
    let mut canvas = Canvas::new(region, options.coordinates);
    canvas.open();
    grid::draw(&mut canvas, scene, options);
    pieces::draw(&mut canvas, scene, options);
    canvas.close();
    Ok(canvas.out)
}

/// The SVG text being written and the geometry of the part shown.
pub(crate) struct Canvas {
    pub(crate) region: Region,
    /// Pixels from the image's edge to the outermost grid line.
    margin: f32,
    pub(crate) out: String,
}

impl Canvas {
    fn new(region: Region, coordinates: bool) -> Canvas {
        let margin = if coordinates { 1.5 * CELL } else { 0.5 * CELL };
        Canvas { region, margin, out: String::with_capacity(8192) }
    }

    /// The image's width and height in pixels.
    pub(crate) fn extent(&self) -> (f32, f32) {
        let across = |n: u8| 2.0 * self.margin + f32::from(n - 1) * CELL;
        (across(self.region.columns()), across(self.region.rows()))
    }

    /// The pixel centre of point `p`.
    pub(crate) fn at(&self, p: Point) -> (f32, f32) {
        (self.x(p.x), self.y(p.y))
    }

    /// The pixel of column `x`.
    pub(crate) fn x(&self, x: u8) -> f32 {
        self.margin + (f32::from(x) - f32::from(self.region.left)) * CELL
    }

    /// The pixel of row `y`.
    pub(crate) fn y(&self, y: u8) -> f32 {
        self.margin + (f32::from(y) - f32::from(self.region.top)) * CELL
    }

    /// Appends one line of SVG.
    pub(crate) fn line(&mut self, element: std::fmt::Arguments<'_>) {
        let _ = self.out.write_fmt(element);
        self.out.push('\n');
    }

    fn open(&mut self) {
        let (w, h) = self.extent();
        let (w, h) = (num(w), num(h));
        self.line(format_args!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
        ));
        self.line(format_args!(r##"<rect width="{w}" height="{h}" fill="#fff"/>"##));
    }

    fn close(&mut self) {
        self.out.push_str("</svg>\n");
    }
}

/// A number as the SVG writes it: at most two decimals, no trailing zeros.
pub(crate) fn num(value: f32) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_owned() } else { text.to_owned() }
}

/// `text` with the characters XML reserves escaped.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_text_is_escaped() {
        assert_eq!(
            (num(12.0), num(7.5), num(1.0 / 3.0), num(-0.001)),
            ("12".into(), "7.5".into(), "0.33".into(), "0".into())
        );
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
