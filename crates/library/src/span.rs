//! The bytes of each game of a collection file, so that a game can be
//! exported exactly as it stands in its file.
//!
//! go-sgf reports where each game's root node starts as line:column of the
//! decoded text. Where the decoded text has the same units as the bytes —
//! UTF-8 (a byte-order mark skipped) and single-byte charsets — the position
//! maps back to a byte offset: the game starts at the `(` before its root
//! and ends where white space before the next game (or the file's end)
//! begins. For other charsets (Shift_JIS, GBK, UTF-16, …) there are no
//! ranges, and each game is found by its index in the file instead.

use std::ops::Range;

use go_sgf::Position;

/// The byte range of each game whose root starts at `roots` (in file order),
/// or `None` when the positions cannot be mapped back to bytes.
pub fn game_ranges(bytes: &[u8], encoding: &str, roots: &[Position]) -> Option<Vec<Range<u64>>> {
    let (base, utf8) = if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        std::str::from_utf8(rest).ok().map(|_| (3, true))?
    } else if std::str::from_utf8(bytes).is_ok() {
        (0, true)
    } else if encoding_rs::Encoding::for_label(encoding.as_bytes()).is_some_and(|e| e.is_single_byte()) {
        (0, false)
    } else {
        return None;
    };
    let offsets = offsets_of(bytes, base, utf8, roots)?;
    let starts: Vec<usize> = offsets.into_iter().map(|o| open_paren_before(bytes, o)).collect::<Option<_>>()?;
    let mut ranges = Vec::with_capacity(starts.len());
    for (i, &start) in starts.iter().enumerate() {
        let next = starts.get(i + 1).copied().unwrap_or(bytes.len());
        let end = trim_end(bytes, start, next);
        if end <= start {
            return None;
        }
        ranges.push(start as u64..end as u64);
    }
    Some(ranges)
}

/// The byte offsets of `positions` (ascending), counting lines as go-sgf
/// does (`\n`, `\r\n`, a lone `\r`) and columns in characters.
fn offsets_of(bytes: &[u8], base: usize, utf8: bool, positions: &[Position]) -> Option<Vec<usize>> {
    let mut offsets = Vec::with_capacity(positions.len());
    let mut targets = positions.iter().peekable();
    let (mut line, mut column) = (1u32, 1u32);
    for (i, &b) in bytes.iter().enumerate().skip(base) {
        while let Some(target) = targets.peek() {
            if (target.line, target.column) != (line, column) {
                break;
            }
            offsets.push(i);
            targets.next();
        }
        if targets.peek().is_none() {
            break;
        }
        let is_break = b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n'));
        if is_break {
            line += 1;
            column = 1;
        } else if !utf8 || (b & 0xC0) != 0x80 {
            column += 1;
        }
    }
    (offsets.len() == positions.len()).then_some(offsets)
}

/// The `(` that opens the game whose root is at `root`: the byte before it, white space skipped.
fn open_paren_before(bytes: &[u8], root: usize) -> Option<usize> {
    let head = bytes.get(..root)?;
    let at = head.iter().rposition(|b| !b.is_ascii_whitespace())?;
    (head.get(at) == Some(&b'(')).then_some(at)
}

/// `end`, moved back over white space, not before `start`.
fn trim_end(bytes: &[u8], start: usize, end: usize) -> usize {
    let slice = bytes.get(start..end).unwrap_or_default();
    start + slice.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |p| p + 1)
}

#[cfg(test)]
mod tests {
    use super::game_ranges;

    fn ranges(bytes: &[u8]) -> Option<Vec<String>> {
        let parsed = go_sgf::parse(bytes).ok()?;
        let roots: Vec<_> = parsed.collection.iter().filter_map(|g| g.root_node().position()).collect();
        let found = game_ranges(bytes, parsed.encoding.encoding, &roots)?;
        Some(found.iter().map(|r| String::from_utf8_lossy(&bytes[r.start as usize..r.end as usize]).into()).collect())
    }

    #[test]
    fn each_game_of_a_utf8_collection_gets_its_own_bytes() {
        let file = "(;GM[1]PB[Ä]\r\n;B[aa])\n\n  (;GM[1]PB[ö];B[bb])(\n;GM[1])\n";
        assert_eq!(ranges(file.as_bytes()).unwrap(), ["(;GM[1]PB[Ä]\r\n;B[aa])", "(;GM[1]PB[ö];B[bb])", "(\n;GM[1])"]);
        let with_bom = [b"\xEF\xBB\xBF".as_slice(), file.as_bytes()].concat();
        assert_eq!(ranges(&with_bom).unwrap()[1], "(;GM[1]PB[ö];B[bb])");
    }

    #[test]
    fn single_byte_charsets_map_too_and_double_byte_ones_do_not() {
        let latin1 = b"(;CA[ISO-8859-1]PB[\xC4rger];B[aa])(;CA[ISO-8859-1]PB[\xF6];B[bb])";
        assert_eq!(ranges(latin1).unwrap().len(), 2);
        let sjis = b"(;CA[Shift_JIS]PB[\x96\x7B\x88\xF6];B[aa])(;CA[Shift_JIS]PB[\x96\x7B];B[bb])";
        assert_eq!(ranges(sjis), None);
    }
}
