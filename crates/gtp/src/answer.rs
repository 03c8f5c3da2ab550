//! One GTP answer assembled from output lines, checked strictly.
//!
//! An answer is `=ID text` (success) or `?ID message` (failure), possibly
//! continued on further lines, and ends with an empty line. LoGo sends an id
//! with every command, so the answer must carry the same one. Empty lines
//! before an answer are tolerated; anything else that is not an answer is
//! garbage. A trailing `\r` is dropped from every line (engines built for
//! Windows end lines with CRLF).

use crate::error::{ProtocolProblem, shorten};

/// How long a quoted piece of bad output may be in an error.
const QUOTE_CHARS: usize = 120;

/// A complete answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Answer {
    /// `=` (true) or `?` (false).
    pub(crate) success: bool,
    /// The text after the id, lines joined by `\n`, outer whitespace trimmed.
    pub(crate) text: String,
}

/// Collects the lines of one answer.
pub(crate) struct AnswerParser {
    expected_id: u32,
    limit: usize,
    success: Option<bool>,
    text: String,
}

impl AnswerParser {
    /// A parser for the answer to command `expected_id`, at most `limit` bytes long.
    pub(crate) fn new(expected_id: u32, limit: usize) -> AnswerParser {
        AnswerParser { expected_id, limit, success: None, text: String::new() }
    }

    /// Takes one line (without `\n`); returns the answer once its closing empty line arrives.
    pub(crate) fn feed(&mut self, line: Vec<u8>) -> Result<Option<Answer>, ProtocolProblem> {
        let mut line = String::from_utf8(line).map_err(|_| ProtocolProblem::NotUtf8)?;
        if line.ends_with('\r') {
            line.pop();
        }
        match self.success {
            None if line.is_empty() => return Ok(None),
            None => {
                let (success, first) = head(&line, self.expected_id)?;
                self.success = Some(success);
                self.text = first.to_owned();
            }
            Some(success) if line.is_empty() => {
                let text = std::mem::take(&mut self.text).trim().to_owned();
                return Ok(Some(Answer { success, text }));
            }
            Some(_) => {
                self.text.push('\n');
                self.text.push_str(&line);
            }
        }
        if self.text.len() > self.limit {
            return Err(ProtocolProblem::AnswerTooLong { limit: self.limit });
        }
        Ok(None)
    }
}

/// Reads `=ID text` / `?ID text`: success, and the text on the first line.
fn head(line: &str, expected_id: u32) -> Result<(bool, &str), ProtocolProblem> {
    let garbage = || ProtocolProblem::Garbage { line: shorten(line, QUOTE_CHARS) };
    let success = match line.as_bytes().first() {
        Some(b'=') => true,
        Some(b'?') => false,
        _ => return Err(garbage()),
    };
    let rest = line.get(1..).unwrap_or_default();
    let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let (id, after) = rest.split_at(digits);
    let found = if id.is_empty() { None } else { Some(id.parse::<u32>().unwrap_or(u32::MAX)) };
    if found != Some(expected_id) {
        return Err(ProtocolProblem::WrongId { expected: expected_id, found });
    }
    match after.strip_prefix([' ', '\t']) {
        Some(text) => Ok((success, text)),
        None if after.is_empty() => Ok((success, "")),
        None => Err(garbage()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `output` line by line; the answer, or the first problem.
    fn parse(id: u32, output: &str) -> Result<Option<Answer>, ProtocolProblem> {
        let mut parser = AnswerParser::new(id, 64);
        for line in output.split('\n') {
            if let Some(answer) = parser.feed(line.as_bytes().to_vec())? {
                return Ok(Some(answer));
            }
        }
        Ok(None)
    }

    fn answer(success: bool, text: &str) -> Result<Option<Answer>, ProtocolProblem> {
        Ok(Some(Answer { success, text: text.to_owned() }))
    }

    #[test]
    fn success_failure_and_empty_answers() {
        assert_eq!(parse(7, "=7 D4\n\n"), answer(true, "D4"));
        assert_eq!(parse(7, "?7 illegal move\n\n"), answer(false, "illegal move"));
        assert_eq!(parse(7, "=7\n\n"), answer(true, ""));
        assert_eq!(parse(7, "=7 \r\n\r\n"), answer(true, ""), "CRLF line ends");
    }

    #[test]
    fn multi_line_answers_end_at_the_empty_line() {
        assert_eq!(parse(2, "=2 name\nversion\nplay\n\n"), answer(true, "name\nversion\nplay"));
        assert_eq!(parse(2, "=2\nA1 B2\nC3\n\n"), answer(true, "A1 B2\nC3"));
        assert_eq!(parse(2, "=2 one\ntwo"), Ok(None), "not finished without the empty line");
    }

    #[test]
    fn blank_lines_before_an_answer_are_skipped() {
        assert_eq!(parse(3, "\n\n=3 pass\n\n"), answer(true, "pass"));
    }

    #[test]
    fn ids_must_match() {
        let wrong = |found| Err(ProtocolProblem::WrongId { expected: 5, found });
        assert_eq!(parse(5, "=6 D4\n\n"), wrong(Some(6)));
        assert_eq!(parse(5, "= D4\n\n"), wrong(None));
        assert_eq!(parse(5, "=99999999999 D4\n\n"), wrong(Some(u32::MAX)));
    }

    #[test]
    fn anything_else_is_garbage() {
        let garbage = |line: &str| Err(ProtocolProblem::Garbage { line: line.to_owned() });
        assert_eq!(parse(1, "hello\n\n"), garbage("hello"));
        assert_eq!(parse(1, "=1D4\n\n"), garbage("=1D4"));
        assert_eq!(parse(1, " =1 D4\n\n"), garbage(" =1 D4"));
    }

    #[test]
    fn bytes_that_are_not_utf8_are_refused() {
        let mut parser = AnswerParser::new(1, 64);
        assert_eq!(parser.feed(b"=1 \xff\xfe".to_vec()), Err(ProtocolProblem::NotUtf8));
    }

    proptest::proptest! {
        /// Whatever an engine writes, the parser answers or names a problem; it never panics.
        #[test]
        fn any_output_is_an_answer_or_a_problem(lines in proptest::collection::vec(proptest::collection::vec(proptest::prelude::any::<u8>(), 0..40), 0..6), id in 0u32..20) {
            let mut parser = AnswerParser::new(id, 64);
            for line in lines {
                match parser.feed(line) {
                    Ok(Some(_)) | Err(_) => break,
                    Ok(None) => {}
                }
            }
        }

        /// Vertices and moves from arbitrary text never panic and always land on the board.
        #[test]
        fn any_text_is_a_move_on_the_board_or_a_problem(text in "[A-Za-z+ -]{0,2}[0-9]{0,3}|\\PC{0,12}", side in 2u8..=25) {
            let size = go_core::BoardSize { width: side, height: side };
            if let Ok(crate::vertex::EngineMove::Play { point }) = crate::vertex::parse_engine_move(&text, size) {
                proptest::prop_assert!(size.contains(point));
            }
            if let Ok(points) = crate::vertex::parse_vertices(&text, size) {
                proptest::prop_assert!(points.iter().all(|p| size.contains(*p)));
            }
        }
    }

    #[test]
    fn answers_are_bounded() {
        let long = format!("=1 {}\n{}\n\n", "x".repeat(40), "y".repeat(40));
        assert_eq!(parse(1, &long), Err(ProtocolProblem::AnswerTooLong { limit: 64 }));
    }
}
