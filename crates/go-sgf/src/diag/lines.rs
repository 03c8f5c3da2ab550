//! Byte offsets to 1-based line:column positions.
//!
//! Positions are asked for in increasing order, so one tracker walks the text
//! once; asking for an earlier offset answers the last position instead of
//! walking back (never quadratic). Line breaks are `\n`, `\r\n` and a lone `\r`.

use super::Position;

/// Converts increasing byte offsets of one text into positions.
pub(crate) struct LineTracker<'t> {
    bytes: &'t [u8],
    offset: usize,
    line: u32,
    column: u32,
    /// The text has a `\r` somewhere: look for lone ones (old Mac line ends).
    has_cr: bool,
}

/// Segments up to this long are counted byte by byte; longer ones with vectorizable counts.
const SHORT: usize = 32;

impl<'t> LineTracker<'t> {
    /// A tracker at the start of `text`.
    pub(crate) fn new(text: &'t str) -> LineTracker<'t> {
        let bytes = text.as_bytes();
        LineTracker { bytes, offset: 0, line: 1, column: 1, has_cr: memchr::memchr(b'\r', bytes).is_some() }
    }

    /// The position of the character at byte `offset` (clamped to the text).
    #[inline]
    pub(crate) fn at(&mut self, offset: usize) -> Position {
        let target = offset.min(self.bytes.len());
        if let Some(segment) = self.bytes.get(self.offset..target) {
            if segment.len() <= SHORT {
                self.walk_short(segment);
            } else {
                self.walk_long(segment);
            }
            self.offset = target;
        }
        Position { line: self.line, column: self.column }
    }

    /// A `\n`, or a `\r` not followed by `\n`, at `index` of the text.
    fn is_break(&self, index: usize, b: u8) -> bool {
        b == b'\n' || (b == b'\r' && self.bytes.get(index + 1) != Some(&b'\n'))
    }

    fn walk_short(&mut self, segment: &[u8]) {
        if !self.has_cr {
            for &b in segment {
                if b == b'\n' {
                    self.line = self.line.saturating_add(1);
                    self.column = 1;
                } else {
                    self.column = self.column.saturating_add(u32::from(is_char_start(b)));
                }
            }
            return;
        }
        for (i, &b) in segment.iter().enumerate() {
            if b <= b'\r' && self.is_break(self.offset + i, b) {
                self.line = self.line.saturating_add(1);
                self.column = 1;
            } else if is_char_start(b) {
                self.column = self.column.saturating_add(1);
            }
        }
    }

    fn walk_long(&mut self, segment: &[u8]) {
        let mut breaks = count_where(segment, |b| b == b'\n');
        let mut last = memchr::memrchr(b'\n', segment);
        if self.has_cr {
            for i in memchr::memchr_iter(b'\r', segment) {
                if self.is_break(self.offset + i, b'\r') {
                    breaks += 1;
                    last = last.max(Some(i));
                }
            }
        }
        match last {
            Some(last) => {
                self.line = self.line.saturating_add(saturate(breaks));
                self.column = 1u32.saturating_add(count_chars(segment.get(last + 1..).unwrap_or_default()));
            }
            None => self.column = self.column.saturating_add(count_chars(segment)),
        }
    }
}

fn is_char_start(b: u8) -> bool {
    (b & 0xC0) != 0x80
}

fn count_chars(bytes: &[u8]) -> u32 {
    saturate(count_where(bytes, is_char_start))
}

/// How many bytes satisfy `f`, counted in byte-sized lanes so the loop vectorizes.
fn count_where(bytes: &[u8], f: impl Fn(u8) -> bool) -> usize {
    let chunk = |c: &[u8]| c.iter().fold(0u8, |n, &b| n.wrapping_add(u8::from(f(b))));
    bytes.chunks(255).map(|c| usize::from(chunk(c))).sum()
}

fn saturate(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, column: u32) -> Position {
        Position { line, column }
    }

    #[test]
    fn counts_lines_and_characters_not_bytes() {
        let text = "ab\nüx\r\ny";
        let mut t = LineTracker::new(text);
        assert_eq!(t.at(0), pos(1, 1));
        assert_eq!(t.at(1), pos(1, 2));
        assert_eq!(t.at(3), pos(2, 1));
        assert_eq!(t.at(5), pos(2, 2)); // 'x' after the two-byte 'ü'
        assert_eq!(t.at(8), pos(3, 1));
        assert_eq!(t.at(100), pos(3, 2));
    }

    #[test]
    fn lone_carriage_returns_end_lines_too() {
        let mut t = LineTracker::new("a\rb\r\nc");
        assert_eq!(t.at(2), pos(2, 1));
        assert_eq!(t.at(5), pos(3, 1));
        let long = format!("{}\r{}\r\nx", "a".repeat(40), "b".repeat(40));
        let mut t = LineTracker::new(&long);
        assert_eq!(t.at(long.len() - 1), pos(3, 1));
        assert_eq!(t.at(long.len()), pos(3, 2));
    }

    #[test]
    fn an_earlier_offset_keeps_the_last_position() {
        let mut t = LineTracker::new("a\nb");
        assert_eq!(t.at(2), pos(2, 1));
        assert_eq!(t.at(0), pos(2, 1));
    }
}
