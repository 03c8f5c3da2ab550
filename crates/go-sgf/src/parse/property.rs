//! Properties and values: identifiers of every FF version, raw values, repairs.
//!
//! Old files (FF[1]–FF[3]) write identifiers with lower-case letters
//! (`CoPyright`, `GaMe`, `FileFormat`): only the upper-case letters count.
//! Values are kept raw; only two repairs change them, both to keep the text
//! writable: an unescaped `]` inside free text is escaped, and a trailing lone
//! `\` of a value cut off by the end of the file is dropped.

use super::reader::{Close, Reader};
use crate::diag::WarningKind;
use crate::props;
use crate::tree::GameTree;
use crate::value::text::escape_unescaped;
use std::borrow::Cow;

impl Reader<'_> {
    /// One property; the cursor is on its first letter.
    pub(crate) fn property(&mut self, tree: &mut GameTree) {
        let start = self.pos;
        let end = self.after_letters(start);
        let (ident, lowercase_only) = normalize_ident(self.slice(start, end));
        if lowercase_only {
            self.warn_at(start, WarningKind::LowercaseIdentifier { ident: ident.to_string() });
        }
        self.pos = end;
        self.skip_ws();
        if self.peek() != Some(b'[') {
            self.warn_at(start, WarningKind::PropertyWithoutValue { ident: ident.into_owned() });
            return;
        }
        tree.push_prop(&ident, Some(start));
        loop {
            self.value(tree, &ident);
            self.skip_ws();
            if self.peek() != Some(b'[') {
                break;
            }
        }
    }

    /// One value; the cursor is on its `[`.
    fn value(&mut self, tree: &mut GameTree, ident: &str) {
        let start = self.pos + 1;
        match self.find_close(start) {
            Close::At(end) if self.plausible_after(end + 1) || !props::is_text(ident) => {
                tree.push_value(self.slice(start, end));
                self.pos = end + 1;
            }
            Close::At(end) => match self.find_plausible_close(end + 1) {
                Some(real_end) => {
                    self.warn_at(end, WarningKind::UnescapedBracket { ident: ident.to_owned() });
                    tree.push_value(&escape_unescaped(self.slice(start, real_end), ']'));
                    self.pos = real_end + 1;
                }
                None => {
                    tree.push_value(self.slice(start, end));
                    self.pos = end + 1;
                }
            },
            Close::Missing => {
                self.warn_at(self.pos, WarningKind::UnterminatedValue);
                let rest = self.slice(start, self.bytes.len());
                tree.push_value(without_lone_backslash(rest));
                self.pos = self.bytes.len();
            }
        }
    }

    /// Skips a value that belongs to no property; the cursor is on its `[`.
    pub(crate) fn skip_value(&mut self) {
        self.pos = match self.find_close(self.pos + 1) {
            Close::At(end) => end + 1,
            Close::Missing => self.bytes.len(),
        };
    }

    /// Merges repeated properties of the node just read and flags extra values.
    pub(crate) fn finish_node(&mut self, tree: &mut GameTree) {
        if tree.last_node_is_simple() {
            return;
        }
        for (ident, offset) in tree.merge_duplicates_in_last_node() {
            self.warn_at(offset, WarningKind::DuplicateProperty { ident });
        }
        for (ident, offset) in tree.props_of_last_node_with_several_values() {
            if props::is_single_valued(&ident) {
                self.warn_at(offset, WarningKind::ExtraValues { ident });
            }
        }
    }
}

/// The identifier's upper-case letters; an all-lower-case identifier is upper-cased (and flagged).
#[inline]
fn normalize_ident(raw: &str) -> (Cow<'_, str>, bool) {
    if raw.bytes().all(|b| b.is_ascii_uppercase()) {
        return (Cow::Borrowed(raw), false);
    }
    let upper: String = raw.chars().filter(char::is_ascii_uppercase).collect();
    if upper.is_empty() { (Cow::Owned(raw.to_ascii_uppercase()), true) } else { (Cow::Owned(upper), false) }
}

/// The value without a final `\` that escapes nothing.
fn without_lone_backslash(raw: &str) -> &str {
    let trailing = raw.bytes().rev().take_while(|&b| b == b'\\').count();
    if trailing % 2 == 1 { raw.get(..raw.len() - 1).unwrap_or_default() } else { raw }
}
