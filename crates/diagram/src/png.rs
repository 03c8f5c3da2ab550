//! LoGo's SVG diagrams as PNG bitmaps, rendered in pure Rust by resvg.
//!
//! Texts (labels, move numbers, coordinates) are drawn with the fonts the
//! system has; the SVG names DejaVu Sans, Liberation Sans, Arial and
//! Helvetica in turn, and the first sans-serif face found stands in for any
//! of them. Without any font the stones, marks and lines are still drawn.

use crate::options::DiagramError;
use resvg::tiny_skia::Pixmap;
use resvg::usvg::{self, Tree, fontdb};
use std::sync::{Arc, OnceLock};

/// A diagram as PNG bytes with its size in pixels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Png {
    /// The encoded file.
    pub bytes: Vec<u8>,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The pixels, 8-bit RGBA row by row, not premultiplied (what clipboards take).
    pub rgba: Vec<u8>,
}

/// The system's fonts, loaded once per process (it reads every font file's header).
fn fonts() -> Arc<fontdb::Database> {
    static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    Arc::clone(FONTS.get_or_init(|| {
        let mut db = fontdb::Database::new();
        db.load_system_fonts();
        let sans = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Noto Sans"]
            .into_iter()
            .find(|family| db.faces().any(|f| f.families.iter().any(|(name, _)| name == family)));
        if let Some(family) = sans {
            db.set_sans_serif_family(family);
        }
        Arc::new(db)
    }))
}

/// Renders `svg` (one of LoGo's diagrams) at `scale` times its size in pixels.
pub fn to_png(svg: &str, scale: f32) -> Result<Png, DiagramError> {
    let options = usvg::Options { fontdb: fonts(), ..usvg::Options::default() };
    let tree = Tree::from_str(svg, &options).map_err(|_| DiagramError::Raster)?;
    let size = tree.size().to_int_size().scale_by(scale).ok_or(DiagramError::Raster)?;
    let mut pixmap = Pixmap::new(size.width(), size.height()).ok_or(DiagramError::Raster)?;
    resvg::render(&tree, usvg::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    let bytes = pixmap.encode_png().map_err(|_| DiagramError::Raster)?;
    let rgba = pixmap.pixels().iter().flat_map(|p| {
        let c = p.demultiply();
        [c.red(), c.green(), c.blue(), c.alpha()]
    });
    Ok(Png { bytes, width: size.width(), height: size.height(), rgba: rgba.collect() })
}
