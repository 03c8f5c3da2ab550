//! A teaching board's SGF or image as a file to offer in a save dialog: the
//! name suggested (from the record's title) and the bytes; and what writing
//! it means for the board: a whole record written counts as saved.

use super::TeachService;
use super::editor::TeachEditor;
use super::image::image;
use super::save::{SaveScope, check_title, sgf_text, suggested_name};
use crate::error::AppError;
use logo_diagram::{ImageFormat, ImageOptions};

/// A file to offer: the name suggested and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileToSave {
    /// The file name the dialog suggests.
    pub name: String,
    /// What the file will hold.
    pub bytes: Vec<u8>,
}

fn record_title(editor: &TeachEditor) -> Option<&str> {
    editor.record().tree().info().game_name.as_deref()
}

impl TeachService {
    /// `scope` of board `doc` as an SGF file; a `title` (none if empty) is
    /// written as its GN and names the file, else the record's own title does.
    pub fn sgf_file(&self, doc: u32, scope: SaveScope, title: Option<&str>) -> Result<FileToSave, AppError> {
        let given = title.map(str::trim).filter(|t| !t.is_empty());
        given.map_or(Ok(()), check_title)?;
        self.with_editor(doc, |editor| {
            let bytes = sgf_text(editor, scope, given)?.into_bytes();
            Ok(FileToSave { name: suggested_name(given.or(record_title(editor)), "sgf"), bytes })
        })
    }

    /// Notes that `scope` of board `doc` was kept (written to a file or put
    /// into the library): the whole record kept, the board has no unsaved
    /// changes; a position alone leaves the mark as it was.
    pub fn record_kept(&self, doc: u32, scope: SaveScope) -> Result<(), AppError> {
        self.with_editor(doc, |editor| {
            if scope == SaveScope::Record {
                editor.mark_saved();
            }
            Ok(())
        })
    }

    /// The node board `doc` shows, drawn with `options`, as a `format` file.
    pub fn image_file(&self, doc: u32, options: &ImageOptions, format: ImageFormat) -> Result<FileToSave, AppError> {
        self.with_editor(doc, |editor| {
            let bytes = image(editor, options, format)?.into_bytes();
            Ok(FileToSave { name: suggested_name(record_title(editor), format.extension()), bytes })
        })
    }
}
