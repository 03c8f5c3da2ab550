//! Game trees: finding them in the text and reading their structure.
//!
//! Variations are tracked with an explicit stack of open parentheses, never
//! recursion, so a 3,000-level nesting costs 3,000 small stack entries on the
//! heap. Repairs: text outside games is skipped, a node without `;` is read,
//! `()` is dropped, and the file's end closes every open tree.

use super::reader::{Reader, is_ws};
use crate::diag::WarningKind;
use crate::tree::{GameTree, NodeId};

/// One open `(`: where its nodes attach and the last node it read.
struct Frame {
    attach: Option<NodeId>,
    last: Option<NodeId>,
    open: usize,
    has_content: bool,
}

impl Reader<'_> {
    /// Every game tree in the text, in order.
    pub(crate) fn games(&mut self) -> Vec<GameTree> {
        let mut games = Vec::new();
        loop {
            let from = self.pos;
            let start = self.next_game_start(from);
            self.warn_if_text(from, start.unwrap_or(self.bytes.len()));
            let Some(start) = start else { break };
            self.pos = start;
            let mut tree = GameTree::empty();
            // Room for the rest of the text; what a shorter game leaves unused is given back.
            let rest = self.bytes.len().saturating_sub(start);
            tree.reserve(rest / 6, rest / 5, rest);
            self.game(&mut tree);
            tree.shrink();
            tree.resolve_positions(|offset| self.lines.at(offset));
            games.push(tree);
        }
        games
    }

    /// The next `(` that opens a game: followed by `;`, or by a property (a missing `;`).
    fn next_game_start(&self, from: usize) -> Option<usize> {
        let mut i = from;
        while let Some(k) = self.bytes.get(i..).and_then(|rest| memchr::memchr(b'(', rest)) {
            let open = i + k;
            let at = self.after_ws(open + 1);
            match self.bytes.get(at) {
                Some(b';') => return Some(open),
                Some(c) if c.is_ascii_alphabetic() => {
                    let next = self.after_ws(self.after_letters(at));
                    if self.bytes.get(next) == Some(&b'[') {
                        return Some(open);
                    }
                }
                _ => {}
            }
            i = open + 1;
        }
        None
    }

    fn warn_if_text(&mut self, from: usize, to: usize) {
        let skipped = self.bytes.get(from..to).unwrap_or_default();
        if let Some(k) = skipped.iter().position(|b| !is_ws(*b)) {
            self.warn_at(from + k, WarningKind::TextOutsideGame);
        }
    }

    /// One game tree; the cursor is on its `(`.
    fn game(&mut self, tree: &mut GameTree) {
        let open = self.pos;
        let mut frames = vec![Frame { attach: None, last: None, open, has_content: false }];
        self.pos += 1;
        loop {
            self.skip_ws();
            let Some(b) = self.peek() else {
                self.warn_at(self.pos, WarningKind::UnclosedGameTree);
                break;
            };
            match b {
                b';' => {
                    self.pos += 1;
                    self.node(tree, &mut frames, self.pos - 1);
                }
                b'(' => self.open_variation(&mut frames),
                b')' => {
                    self.pos += 1;
                    if let Some(frame) = frames.pop()
                        && !frame.has_content
                    {
                        self.warn_at(frame.open, WarningKind::EmptyVariation);
                    }
                    if frames.is_empty() {
                        break;
                    }
                }
                c if c.is_ascii_alphabetic() => {
                    self.warn_at(self.pos, WarningKind::MissingSemicolon);
                    self.node(tree, &mut frames, self.pos);
                }
                _ => self.stray(),
            }
        }
        if tree.node_count() == 0 {
            tree.push_node(None, Some(open));
        }
    }

    fn open_variation(&mut self, frames: &mut Vec<Frame>) {
        let open = self.pos;
        self.pos += 1;
        let attach = frames.last_mut().and_then(|top| {
            top.has_content = true;
            top.last.or(top.attach)
        });
        frames.push(Frame { attach, last: None, open, has_content: false });
    }

    /// A node starting at `start` (its `;`, or its first property when `;` is missing).
    fn node(&mut self, tree: &mut GameTree, frames: &mut [Frame], start: usize) {
        let Some(top) = frames.last_mut() else { return };
        let id = tree.push_node(top.last.or(top.attach), Some(start));
        top.last = Some(id);
        top.has_content = true;
        loop {
            self.skip_ws();
            match self.peek() {
                Some(c) if c.is_ascii_alphabetic() => self.property(tree),
                Some(b';' | b'(' | b')') | None => break,
                Some(_) => self.stray(),
            }
        }
        self.finish_node(tree);
    }

    /// Skips what cannot start anything here: a `[value]` without identifier,
    /// or a run of other text up to the next structure or letter.
    pub(crate) fn stray(&mut self) {
        let start = self.pos;
        if self.peek() == Some(b'[') {
            self.warn_at(start, WarningKind::ValueWithoutIdentifier);
            self.skip_value();
            return;
        }
        let rest = self.bytes.get(start..).unwrap_or_default();
        let run = rest.iter().position(|&b| matches!(b, b';' | b'(' | b')' | b'[') || b.is_ascii_alphabetic());
        self.pos = start + run.unwrap_or(rest.len());
        self.warn_at(start, WarningKind::UnexpectedText);
    }
}
