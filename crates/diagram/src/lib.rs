//! logo-diagram: board diagrams as images, the worksheets a teacher hands out.
//!
//! - [`Scene`]: what one node of a game record shows (stones, marks, labels,
//!   lines and arrows, dimmed points, move numbers), as plain data.
//! - [`render_svg`]: a scene drawn as a black-and-white SVG, the whole board
//!   or a [`Region`], with or without coordinates (in any [`go_core::Notation`])
//!   and move numbers ([`ImageOptions`]). Pure and deterministic.
//! - [`to_png`]: that SVG as a PNG bitmap (resvg, pure Rust).

mod options;
mod png;
mod scene;
mod svg;

pub use options::{DiagramError, ImageFormat, ImageOptions, Region};
pub use png::{Png, to_png};
pub use scene::Scene;
pub use svg::{CELL, render as render_svg};
