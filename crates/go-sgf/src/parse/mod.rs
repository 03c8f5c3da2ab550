//! Reading SGF: bytes in, a [`Parsed`] collection with warnings out.
//!
//! Decoding comes first (see `charset`), then one forward pass over the text
//! builds each game's arena. Nothing here recurses or panics; what cannot be
//! repaired is skipped with a warning, and only a text without any game tree
//! is an error.

mod game;
mod property;
mod reader;

use crate::charset::{self, EncodingReport};
use crate::diag::{ErrorKind, Position, SgfError, Warning};
use crate::tree::Collection;
use reader::Reader;

/// A file as read: its games, what was repaired, and how it was decoded.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The games, in file order (at least one).
    pub collection: Collection,
    /// What was repaired or ignored, charset warnings first, then in file order.
    pub warnings: Vec<Warning>,
    /// The encoding used and why.
    pub encoding: EncodingReport,
}

/// Reads an SGF file of any FF version and charset.
///
/// Lenient: repairs what it can and reports it in [`Parsed::warnings`]. Fails
/// only when no game tree can be found at all.
pub fn parse(bytes: &[u8]) -> Result<Parsed, SgfError> {
    let decoded = charset::decode(bytes);
    let text: &str = &decoded.text;
    if u32::try_from(text.len()).is_err() {
        let bytes = u64::try_from(text.len()).unwrap_or(u64::MAX);
        return Err(SgfError { position: Position::START, kind: ErrorKind::TooLarge { bytes } });
    }
    let mut reader = Reader::new(text);
    let games = reader.games();
    if games.is_empty() {
        return Err(SgfError { position: Position::START, kind: ErrorKind::NoGameTree });
    }
    let collection = Collection::from(games);
    let (encoding, notes) = if decoded.settle_from_tree {
        charset::settle(text, &root_labels(&collection))
    } else {
        (decoded.report, decoded.notes)
    };
    let at = first_root_ca(&collection).unwrap_or(Position::START);
    let mut warnings: Vec<Warning> = notes.into_iter().map(|kind| Warning { position: at, kind }).collect();
    warnings.extend(reader.into_warnings());
    Ok(Parsed { collection, warnings, encoding })
}

/// The `CA` labels of the games' roots, in order.
fn root_labels(collection: &Collection) -> Vec<String> {
    let ca = collection.iter().filter_map(|g| g.root_node().get("CA"));
    ca.map(|p| p.value().simple_text().trim().to_owned()).collect()
}

/// Where the first root's `CA` is, for the charset warnings.
fn first_root_ca(collection: &Collection) -> Option<Position> {
    collection.iter().find_map(|g| g.root_node().get("CA")).and_then(|p| p.position())
}
