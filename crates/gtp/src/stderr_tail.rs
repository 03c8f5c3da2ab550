//! The last bytes an engine wrote to stderr, kept for error messages.
//!
//! A thread drains the engine's stderr for as long as it is open (an engine
//! blocked on a full stderr pipe would hang), keeping only the newest bytes.

use std::collections::VecDeque;
use std::io::Read;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

/// How many characters of the tail an error quotes.
const QUOTED_CHARS: usize = 2000;

#[derive(Default)]
struct Kept {
    bytes: VecDeque<u8>,
    /// Whether older bytes were dropped (so the first line may be partial).
    dropped: bool,
    ended: bool,
}

/// A bounded buffer of an engine's latest stderr output.
#[derive(Clone, Default)]
pub(crate) struct StderrTail {
    shared: Arc<(Mutex<Kept>, Condvar)>,
}

impl StderrTail {
    /// Starts draining `stderr` on a thread, keeping the last `capacity` bytes.
    pub(crate) fn drain(stderr: impl Read + Send + 'static, capacity: usize) -> StderrTail {
        let tail = StderrTail::default();
        let writer = tail.clone();
        let spawned =
            std::thread::Builder::new().name("gtp-stderr".into()).spawn(move || writer.fill(stderr, capacity));
        if spawned.is_err() {
            tail.mark_ended();
        }
        tail
    }

    fn fill(&self, mut stderr: impl Read, capacity: usize) {
        let mut chunk = [0u8; 4096];
        while let Ok(read @ 1..) = stderr.read(&mut chunk) {
            let (lock, _) = &*self.shared;
            let mut kept = lock.lock().unwrap_or_else(PoisonError::into_inner);
            kept.bytes.extend(chunk.iter().take(read));
            let excess = kept.bytes.len().saturating_sub(capacity);
            kept.bytes.drain(..excess);
            kept.dropped |= excess > 0;
        }
        self.mark_ended();
    }

    fn mark_ended(&self) {
        let (lock, ended) = &*self.shared;
        lock.lock().unwrap_or_else(PoisonError::into_inner).ended = true;
        ended.notify_all();
    }

    /// Waits up to `wait` for stderr to close (so the last words of an engine
    /// that just exited are in), then returns the tail as text: invalid UTF-8
    /// replaced, cut to whole lines where possible, outer whitespace trimmed.
    pub(crate) fn text(&self, wait: Duration) -> String {
        let (lock, ended) = &*self.shared;
        let kept = lock.lock().unwrap_or_else(PoisonError::into_inner);
        let (kept, _) = ended.wait_timeout_while(kept, wait, |k| !k.ended).unwrap_or_else(PoisonError::into_inner);
        let bytes: Vec<u8> = kept.bytes.iter().copied().collect();
        let text = String::from_utf8_lossy(&bytes);
        let text = text.trim();
        let start = text.char_indices().rev().nth(QUOTED_CHARS).map_or(0, |(i, _)| i);
        let recent = text.get(start..).unwrap_or(text);
        let whole_lines =
            if start > 0 || kept.dropped { recent.split_once('\n').map_or(recent, |(_, rest)| rest) } else { recent };
        whole_lines.trim().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_only_the_newest_bytes() {
        let input: Vec<u8> = (0..50).flat_map(|i| format!("line {i}\n").into_bytes()).collect();
        let tail = StderrTail::drain(std::io::Cursor::new(input), 30);
        let text = tail.text(Duration::from_secs(5));
        assert_eq!(text, "line 47\nline 48\nline 49");
    }

    #[test]
    fn invalid_utf8_is_replaced_not_refused() {
        let tail = StderrTail::drain(std::io::Cursor::new(b"bad \xff byte\n".to_vec()), 100);
        assert_eq!(tail.text(Duration::from_secs(5)), "bad \u{fffd} byte");
    }
}
