//! Reading an engine's output line by line with a bound on every line, so an
//! engine that writes without end cannot exhaust memory.

use std::io::{BufRead, BufReader, Read};

/// One step of an engine's output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LineEvent {
    /// A complete line, without its `\n`.
    Line(Vec<u8>),
    /// A line grew past the limit; nothing more is read.
    TooLong,
    /// The output ended (the engine closed it or exited). An unfinished last
    /// line is dropped: a GTP answer always ends with an empty line.
    Closed,
}

/// Splits a byte stream into lines of at most `limit` bytes.
pub(crate) struct LineReader<R> {
    input: BufReader<R>,
    limit: usize,
}

impl<R: Read> LineReader<R> {
    /// Reads `input` with lines of at most `limit` bytes.
    pub(crate) fn new(input: R, limit: usize) -> LineReader<R> {
        LineReader { input: BufReader::new(input), limit }
    }

    /// The next line, or why there is none. A read error counts as the end of
    /// the output: the engine is unusable either way.
    pub(crate) fn next_event(&mut self) -> LineEvent {
        let mut line = Vec::new();
        loop {
            let chunk = match self.input.fill_buf() {
                Ok([]) | Err(_) => return LineEvent::Closed,
                Ok(chunk) => chunk,
            };
            let (taken, complete) = match chunk.iter().position(|&b| b == b'\n') {
                Some(end) => (end, true),
                None => (chunk.len(), false),
            };
            line.extend_from_slice(chunk.get(..taken).unwrap_or_default());
            self.input.consume(if complete { taken + 1 } else { taken });
            if line.len() > self.limit {
                return LineEvent::TooLong;
            }
            if complete {
                return LineEvent::Line(line);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn events(input: &[u8], limit: usize) -> Vec<LineEvent> {
        let mut reader = LineReader::new(input, limit);
        let mut out = Vec::new();
        loop {
            let event = reader.next_event();
            let done = !matches!(event, LineEvent::Line(_));
            out.push(event);
            if done {
                return out;
            }
        }
    }

    #[test]
    fn splits_lines_and_reports_the_end() {
        let got = events(b"= D4\n\nrest", 16);
        assert_eq!(got, [LineEvent::Line(b"= D4".to_vec()), LineEvent::Line(Vec::new()), LineEvent::Closed]);
    }

    #[test]
    fn a_line_at_the_limit_passes_one_byte_more_does_not() {
        assert_eq!(events(b"abcd\n", 4)[0], LineEvent::Line(b"abcd".to_vec()));
        assert_eq!(events(b"abcde\n", 4), [LineEvent::TooLong]);
        assert_eq!(events(&[b'x'; 100_000], 64), [LineEvent::TooLong]);
    }
}
