//! The node shown as an image: logo-diagram draws the scene as SVG, and as
//! PNG for files and the clipboard. The options come from the teacher
//! (region, coordinates, notation, move numbers) and are checked here.

use super::editor::TeachEditor;
use crate::error::{AppError, ArgumentName};
use logo_diagram::{DiagramError, ImageFormat, ImageOptions, Png, Scene, render_svg, to_png};

/// How many pixels a PNG has per pixel of the SVG: sharp enough for print and projector.
pub const PNG_SCALE: f32 = 2.0;

/// An image of the node shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Image {
    /// SVG text.
    Svg(String),
    /// A PNG file with its pixels.
    Png(Png),
}

impl Image {
    /// The bytes of the file.
    #[must_use]
    pub fn into_bytes(self) -> Vec<u8> {
        match self {
            Image::Svg(text) => text.into_bytes(),
            Image::Png(png) => png.bytes,
        }
    }
}

/// Draws the node shown with `options` in `format`.
pub fn image(editor: &TeachEditor, options: &ImageOptions, format: ImageFormat) -> Result<Image, AppError> {
    let scene = Scene::at(editor.record().tree(), editor.current())
        .ok_or(AppError::InvalidArgument { argument: ArgumentName::Node })?;
    let svg = render_svg(&scene, options).map_err(image_error)?;
    match format {
        ImageFormat::Svg => Ok(Image::Svg(svg)),
        ImageFormat::Png => to_png(&svg, PNG_SCALE).map(Image::Png).map_err(image_error),
    }
}

fn image_error(error: DiagramError) -> AppError {
    match error {
        DiagramError::BadRegion => AppError::InvalidArgument { argument: ArgumentName::Region },
        DiagramError::Raster => AppError::ImageFailed,
    }
}
