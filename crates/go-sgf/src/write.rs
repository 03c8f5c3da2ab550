//! Writing: canonical FF[4] text in UTF-8, one node per line.
//!
//! Values are written raw, exactly as read or built (both are well-formed, see
//! `ValueBuf`), so `parse(write(tree))` gives the same tree back. Layout: a
//! main line is one node per line; each variation starts on a new line with
//! its `(`, indented two spaces per level (at most 16 levels, so a deep tree
//! does not turn into whitespace). Walks are loops with a stack of pending
//! variations, never recursion.

use crate::diag::SgfError;
use crate::parse::parse;
use crate::tree::{Collection, GameTree, Node};
use crate::value::ValueBuf;

/// Indentation stops growing after this many levels of variations.
const MAX_INDENT: usize = 16;

/// The whole collection as SGF text, games one after another.
#[must_use]
pub fn write(collection: &Collection) -> String {
    let mut out = String::with_capacity(collection.iter().map(estimate).sum());
    for game in collection {
        write_into(&mut out, game);
    }
    out
}

/// One game as SGF text.
#[must_use]
pub fn write_game(game: &GameTree) -> String {
    let mut out = String::with_capacity(estimate(game));
    write_into(&mut out, game);
    out
}

/// Reads any SGF file and writes it as canonical FF[4] in UTF-8: each game's
/// root gets `FF[4]` and `CA[UTF-8]` (replacing other values) and `GM[1]` if
/// it has no `GM`. Nothing else is dropped or changed.
pub fn normalize(bytes: &[u8]) -> Result<String, SgfError> {
    let mut parsed = parse(bytes)?;
    for game in parsed.collection.games_mut() {
        game.set_ff4_utf8();
    }
    Ok(write(&parsed.collection))
}

impl GameTree {
    /// Marks the root as what [`write`] produces: `FF[4]` and `CA[UTF-8]` set,
    /// `GM[1]` added when there is no `GM`. Missing ones go first, in that order after `GM`.
    pub fn set_ff4_utf8(&mut self) {
        let root = self.root();
        let Some(mut node) = self.node_mut(root) else { return };
        let mut at = 0;
        for (ident, value) in [("GM", "1"), ("FF", "4"), ("CA", "UTF-8")] {
            let value = ValueBuf::text(value);
            // The identifiers are valid and each list has a value: these edits cannot fail.
            if !node.as_node().has(ident) {
                at += 1;
                node.insert(at - 1, ident, [value]).ok();
            } else if ident != "GM" {
                node.set(ident, [value]).ok();
            }
        }
    }
}

fn estimate(game: &GameTree) -> usize {
    game.text_len() as usize + game.node_count() * 4 + 16
}

fn write_into(out: &mut String, game: &GameTree) {
    out.push('(');
    // For each open branch point, the next variation still to write.
    let mut pending: Vec<Option<Node<'_>>> = Vec::new();
    let mut current = game.root_node();
    'nodes: loop {
        write_node(out, current);
        match current.first_child() {
            Some(child) if child.next_sibling().is_none() => {
                new_line(out, pending.len());
                current = child;
            }
            Some(child) => {
                pending.push(child.next_sibling());
                new_line(out, pending.len());
                out.push('(');
                current = child;
            }
            None => {
                out.push(')');
                loop {
                    let Some(slot) = pending.last_mut() else { break 'nodes };
                    match slot.take() {
                        Some(next) => {
                            *slot = next.next_sibling();
                            new_line(out, pending.len());
                            out.push('(');
                            current = next;
                            continue 'nodes;
                        }
                        None => {
                            pending.pop();
                            out.push(')');
                        }
                    }
                }
            }
        }
    }
    out.push('\n');
}

fn write_node(out: &mut String, node: Node<'_>) {
    out.push(';');
    for prop in node.properties() {
        out.push_str(prop.ident());
        for value in prop.values() {
            out.push('[');
            out.push_str(value.raw());
            out.push(']');
        }
    }
}

fn new_line(out: &mut String, depth: usize) {
    out.push('\n');
    for _ in 0..depth.min(MAX_INDENT) {
        out.push_str("  ");
    }
}
