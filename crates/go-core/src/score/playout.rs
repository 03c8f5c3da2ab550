//! A minimal board for random playouts, built for speed.
//!
//! The dead-stone proposal plays a few hundred games to the end from the
//! final position and looks at who owns what. `Board` keeps hashes and a
//! packed copy for superko that playouts do not need, and it allocates per
//! query; this board keeps only colours, chains (a cycle of stones with the
//! pseudo-liberty count at the head, as is usual) and the list of empty
//! points. The playout policy is the classic light one plus two rules that
//! make the result meaningful for scoring: a player never fills a true eye of
//! its own, and never makes a chain of two or more stones that is left with a
//! single liberty (so shared liberties of a seki stay empty and both sides of
//! the seki survive).

use crate::board::Board;
use crate::color::Color;
use crate::rng::SplitMix64;

const EMPTY: u8 = 0;
const BORDER: u8 = 3;

/// The colour code of `color` on this board.
pub(crate) fn code(color: Color) -> u8 {
    match color {
        Color::Black => 1,
        Color::White => 2,
    }
}

/// What a stone on an empty point would do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// Suicide, a ko retake, or filling an own true eye.
    Refused,
    /// Legal, but a chain of two or more stones would be left in atari.
    SelfAtari,
    /// A good playout move.
    Playable,
}

/// A position for playouts on a padded array (one border cell around it).
#[derive(Clone, Debug)]
pub(crate) struct PlayBoard {
    width: usize,
    stride: usize,
    color: Vec<u8>,
    head: Vec<u16>,
    next: Vec<u16>,
    libs: Vec<u16>,
    size: Vec<u16>,
    empties: Vec<u16>,
    slot: Vec<u16>,
    ko: usize,
}

impl PlayBoard {
    /// The playout board of `board`.
    pub(crate) fn new(board: &Board) -> PlayBoard {
        let size = board.size();
        let (w, h) = (usize::from(size.width), usize::from(size.height));
        let stride = w + 2;
        let len = stride * (h + 2);
        let mut pb = PlayBoard {
            width: w,
            stride,
            color: vec![BORDER; len],
            head: (0..len as u16).collect(),
            next: (0..len as u16).collect(),
            libs: vec![0; len],
            size: vec![1; len],
            empties: Vec::with_capacity(w * h),
            slot: vec![0; len],
            ko: 0,
        };
        for (k, p) in size.points().enumerate() {
            let i = pb.cell(k);
            pb.color[i] = board.get(p).map_or(EMPTY, code);
            if pb.color[i] == EMPTY {
                pb.slot[i] = pb.empties.len() as u16;
                pb.empties.push(i as u16);
            }
        }
        pb.link_chains();
        pb
    }

    /// Builds every chain's cycle, head, size and pseudo-liberties from the colours.
    fn link_chains(&mut self) {
        let mut done = vec![false; self.color.len()];
        for start in 0..self.color.len() {
            let c = self.color[start];
            if c == EMPTY || c == BORDER || done[start] {
                continue;
            }
            let mut members = vec![start];
            done[start] = true;
            let mut k = 0;
            while let Some(&s) = members.get(k) {
                for n in self.neighbours(s) {
                    if self.color[n] == c && !done[n] {
                        done[n] = true;
                        members.push(n);
                    }
                }
                k += 1;
            }
            let libs: usize = members.iter().map(|&s| self.empty_neighbours(s)).sum();
            for (j, &s) in members.iter().enumerate() {
                self.head[s] = start as u16;
                self.next[s] = members.get(j + 1).copied().unwrap_or(start) as u16;
            }
            self.size[start] = members.len() as u16;
            self.libs[start] = libs as u16;
        }
    }

    /// The padded cell of row-major index `k`.
    pub(crate) fn cell(&self, k: usize) -> usize {
        (k / self.width + 1) * self.stride + k % self.width + 1
    }

    fn neighbours(&self, i: usize) -> [usize; 4] {
        [i - self.stride, i - 1, i + 1, i + self.stride]
    }

    fn diagonals(&self, i: usize) -> [usize; 4] {
        [i - self.stride - 1, i - self.stride + 1, i + self.stride - 1, i + self.stride + 1]
    }

    fn empty_neighbours(&self, i: usize) -> usize {
        self.neighbours(i).iter().filter(|&&n| self.color[n] == EMPTY).count()
    }

    fn head(&self, i: usize) -> usize {
        usize::from(self.head[i])
    }

    /// Whether the chain headed at `h` touches `i` and has no other liberty.
    fn only_liberty_is(&self, h: usize, i: usize) -> bool {
        let touching = self.neighbours(i).iter().filter(|&&n| self.color[n] != EMPTY && self.head(n) == h).count();
        usize::from(self.libs[h]) == touching
    }

    /// Whether `i` is a true eye of colour `c`: all neighbours `c` (or edge),
    /// and not too many opponent diagonals (none on the edge, one inside).
    fn is_true_eye(&self, i: usize, c: u8) -> bool {
        let mut edge = false;
        for n in self.neighbours(i) {
            match self.color[n] {
                BORDER => edge = true,
                x if x == c => {}
                _ => return false,
            }
        }
        let opponent = 3 - c;
        let bad = self.diagonals(i).iter().filter(|&&d| self.color[d] == opponent).count();
        bad < if edge { 1 } else { 2 }
    }

    /// Judges a stone of colour `c` on the empty cell `i`.
    fn judge(&self, i: usize, c: u8) -> Verdict {
        if i == self.ko || self.is_true_eye(i, c) {
            return Verdict::Refused;
        }
        let mut found = [0usize; 2];
        let mut count = 0;
        let note = |l: usize, found: &mut [usize; 2], count: &mut usize| {
            if l != i && *count < 2 && !found[..*count].contains(&l) {
                found[*count] = l;
                *count += 1;
            }
        };
        let mut own = [usize::MAX; 4];
        let mut stones = 1usize;
        for (k, n) in self.neighbours(i).into_iter().enumerate() {
            match self.color[n] {
                EMPTY => note(n, &mut found, &mut count),
                BORDER => {}
                x if x == c => {
                    let h = self.head(n);
                    if !own.contains(&h) {
                        own[k] = h;
                        stones += usize::from(self.size[h]);
                    }
                }
                _ => {
                    if self.only_liberty_is(self.head(n), i) {
                        return Verdict::Playable;
                    }
                }
            }
        }
        for h in own.into_iter().filter(|&h| h != usize::MAX) {
            let mut s = h;
            while count < 2 {
                for n in self.neighbours(s) {
                    if self.color[n] == EMPTY {
                        note(n, &mut found, &mut count);
                    }
                }
                s = usize::from(self.next[s]);
                if s == h {
                    break;
                }
            }
        }
        match count {
            0 => Verdict::Refused,
            1 if stones >= 2 => Verdict::SelfAtari,
            _ => Verdict::Playable,
        }
    }

    /// Plays a stone of colour `c` on the empty cell `i` (judged legal).
    fn play(&mut self, i: usize, c: u8) {
        self.take_empty(i);
        self.color[i] = c;
        self.head[i] = i as u16;
        self.next[i] = i as u16;
        self.size[i] = 1;
        self.libs[i] = self.empty_neighbours(i) as u16;
        let mut captured = 0usize;
        let mut captured_at = 0usize;
        for n in self.neighbours(i) {
            let nc = self.color[n];
            if nc == EMPTY || nc == BORDER {
                continue;
            }
            let h = self.head(n);
            self.libs[h] = self.libs[h].saturating_sub(1);
            if nc == c {
                let mine = self.head(i);
                if h != mine {
                    self.merge(mine, h);
                }
            } else if self.libs[h] == 0 {
                captured += usize::from(self.size[h]);
                captured_at = h;
                self.remove_chain(h);
            }
        }
        let single = self.size[self.head(i)] == 1 && self.libs[self.head(i)] == 1;
        self.ko = if captured == 1 && single { captured_at } else { 0 };
    }

    fn merge(&mut self, a: usize, b: usize) {
        let (keep, gone) = if self.size[a] >= self.size[b] { (a, b) } else { (b, a) };
        let mut s = gone;
        loop {
            self.head[s] = keep as u16;
            s = usize::from(self.next[s]);
            if s == gone {
                break;
            }
        }
        self.next.swap(keep, gone);
        self.size[keep] += self.size[gone];
        self.libs[keep] += self.libs[gone];
    }

    fn remove_chain(&mut self, h: usize) {
        let mut s = h;
        loop {
            self.color[s] = EMPTY;
            self.slot[s] = self.empties.len() as u16;
            self.empties.push(s as u16);
            s = usize::from(self.next[s]);
            if s == h {
                break;
            }
        }
        loop {
            for n in self.neighbours(s) {
                let nc = self.color[n];
                if nc != EMPTY && nc != BORDER {
                    let nh = self.head(n);
                    self.libs[nh] += 1;
                }
            }
            s = usize::from(self.next[s]);
            if s == h {
                break;
            }
        }
    }

    fn take_empty(&mut self, i: usize) {
        let s = usize::from(self.slot[i]);
        if let Some(last) = self.empties.pop()
            && usize::from(last) != i
        {
            self.empties[s] = last;
            self.slot[usize::from(last)] = s as u16;
        }
    }

    /// Picks and plays a move for `c`; `false` when `c` has none and passes.
    fn play_random(&mut self, c: u8, rng: &mut SplitMix64) -> bool {
        let n = self.empties.len();
        if n == 0 {
            return false;
        }
        let start = rng.below(n);
        for k in 0..n {
            let i = usize::from(self.empties[(start + k) % n]);
            if self.judge(i, c) == Verdict::Playable {
                self.play(i, c);
                return true;
            }
        }
        self.ko = 0;
        false
    }

    /// Plays both sides to the end (two passes or a move limit), `first` to move.
    pub(crate) fn play_out(&mut self, first: Color, rng: &mut SplitMix64) {
        let mut c = code(first);
        let mut passes = 0;
        let limit = 3 * self.empties.capacity() + 16;
        for _ in 0..limit {
            if self.play_random(c, rng) {
                passes = 0;
            } else {
                passes += 1;
                if passes == 2 {
                    break;
                }
            }
            c = 3 - c;
        }
    }

    /// Who owns padded cell `i` at the end of a playout: the stone's colour,
    /// or for an empty point the colour of all its neighbours; 0 if nobody.
    pub(crate) fn owner(&self, i: usize) -> u8 {
        match self.color[i] {
            EMPTY => {
                let mut owner = BORDER;
                for n in self.neighbours(i) {
                    match (self.color[n], owner) {
                        (BORDER, _) => {}
                        (x, BORDER) => owner = x,
                        (x, o) if x == o => {}
                        _ => return EMPTY,
                    }
                }
                if owner == BORDER { EMPTY } else { owner }
            }
            c => c,
        }
    }
}
