//! What a stone placed on a point does: the dry run and the placement itself.
//!
//! Both share one definition of capture and suicide, so a dry run's verdict is
//! always the one the placement would reach.

use super::{Board, Cell, Content};
use crate::color::Color;
use crate::moves::IllegalMove;
use crate::point::Point;
use crate::rules::SuicideRule;

/// What placing a stone did, or would do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    /// Opponent stones taken off, row by row from the top left.
    pub captured: Vec<Point>,
    /// The player's own stones taken off by a suicide (the placed stone
    /// included), row by row; they count as captured by the opponent.
    pub self_captured: Vec<Point>,
    /// When the stone captured exactly one stone and now stands alone with
    /// that point as its only liberty (the ko shape): the captured point,
    /// where an immediate recapture would undo the move.
    pub ko: Option<Point>,
}

/// Up to four distinct chain heads next to a point.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Heads {
    heads: [u16; 4],
    len: u8,
}

impl Heads {
    fn push_unique(&mut self, head: u16) {
        let len = usize::from(self.len);
        if !self.heads[..len].contains(&head) && len < 4 {
            self.heads[len] = head;
            self.len += 1;
        }
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.heads[..usize::from(self.len)].iter().map(|&h| usize::from(h))
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The dry-run verdict of a stone of `color` on the empty cell `index`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Analysis {
    pub(crate) index: usize,
    pub(crate) color: Color,
    /// Opponent chains the stone would capture.
    pub(crate) captured: Heads,
    /// Own chains the stone would join.
    pub(crate) own: Heads,
    /// Whether the stone (with the chains it joins) would have no liberty.
    pub(crate) suicide: bool,
    /// The captured stone's cell when the move is a ko capture.
    pub(crate) ko: Option<usize>,
}

impl Analysis {
    /// Whether `rule` forbids this move as suicide.
    pub(crate) fn violates(&self, rule: SuicideRule) -> bool {
        match rule {
            SuicideRule::Forbidden => self.suicide,
            SuicideRule::MultiStone => self.suicide && self.own.is_empty(),
            SuicideRule::Any => false,
        }
    }
}

impl Board {
    /// Plays a stone of `color` on `p`: captures what it takes and, where
    /// `suicide` allows the move, removes the player's own chain left without
    /// liberties.
    pub fn play(&mut self, color: Color, p: Point, suicide: SuicideRule) -> Result<Placement, IllegalMove> {
        let i = self.vacant_index(p)?;
        if self.analyze(color, i).violates(suicide) {
            return Err(IllegalMove::Suicide);
        }
        Ok(self.place(color, i))
    }

    /// The verdict [`Board::play`] would reach, without changing the board.
    pub fn check(&self, color: Color, p: Point, suicide: SuicideRule) -> Result<Placement, IllegalMove> {
        let i = self.vacant_index(p)?;
        let analysis = self.analyze(color, i);
        if analysis.violates(suicide) {
            return Err(IllegalMove::Suicide);
        }
        Ok(self.preview(&analysis))
    }

    /// The index of `p` if it is on the board and empty.
    pub(crate) fn vacant_index(&self, p: Point) -> Result<usize, IllegalMove> {
        let i = self.index(p).ok_or(IllegalMove::OffBoard)?;
        if self.content(i) == Content::Empty { Ok(i) } else { Err(IllegalMove::Occupied) }
    }

    /// Whether the on-board cell `i` has an empty neighbour: a stone there
    /// then has a liberty, so it is never suicide whatever it captures.
    pub(crate) fn has_empty_neighbour(&self, i: usize) -> bool {
        self.neighbours(i).into_iter().any(|n| self.content(n) == Content::Empty)
    }

    /// The hash after a stone of `color` on the empty cell `i`, when that stone
    /// captures nothing and has an empty neighbour (the position then differs
    /// from this one by the stone alone); `None` otherwise.
    pub(crate) fn quiet_hash_after(&self, color: Color, i: usize) -> Option<u64> {
        let opponent = Content::of(color.opponent());
        let mut open = false;
        for n in self.neighbours(i) {
            let cell = self.cell(n);
            if cell.content == Content::Empty {
                open = true;
            } else if cell.content == opponent {
                let head = usize::from(cell.head);
                if self.cell(head).libs == self.adjacency(i, head) {
                    return None;
                }
            }
        }
        open.then(|| self.hash() ^ stone_key(i, color))
    }

    /// How often the chain headed at `head` touches cell `i`.
    fn adjacency(&self, i: usize, head: usize) -> u16 {
        let touching = self.neighbours(i).into_iter().filter(|&n| {
            let cell = self.cell(n);
            matches!(cell.content, Content::Black | Content::White) && usize::from(cell.head) == head
        });
        touching.count() as u16
    }

    /// Analyses a stone of `color` on the empty on-board cell `i`.
    pub(crate) fn analyze(&self, color: Color, i: usize) -> Analysis {
        let mine = Content::of(color);
        let (mut empty, mut own, mut opponent) = (0u8, Heads::default(), Heads::default());
        for n in self.neighbours(i) {
            let cell = self.cell(n);
            match cell.content {
                Content::Empty => empty += 1,
                Content::Border => {}
                c if c == mine => own.push_unique(cell.head),
                _ => opponent.push_unique(cell.head),
            }
        }
        let mut captured = Heads::default();
        let mut captured_stones = 0u16;
        for h in opponent.iter() {
            let chain = self.cell(h);
            if chain.libs == self.adjacency(i, h) {
                captured.push_unique(h as u16);
                captured_stones = captured_stones.saturating_add(chain.size);
            }
        }
        let own_breathes = own.iter().any(|h| self.cell(h).libs > self.adjacency(i, h));
        let alive = empty > 0 || !captured.is_empty() || own_breathes;
        let ko_shape = alive && own.is_empty() && empty == 0 && captured_stones == 1;
        let ko = if ko_shape { captured.iter().next() } else { None };
        Analysis { index: i, color, captured, own, suicide: !alive, ko }
    }

    /// The XOR of the Zobrist keys of the chain headed at `head`.
    fn chain_key(&self, head: usize, color: Color) -> u64 {
        let mut key = 0;
        self.for_each_stone(head, |s| key ^= stone_key(s, color));
        key
    }

    /// The hash of the position the analysed move leads to.
    pub(crate) fn hash_after(&self, a: &Analysis) -> u64 {
        if a.suicide {
            a.own.iter().fold(self.hash(), |acc, h| acc ^ self.chain_key(h, a.color))
        } else {
            let opponent = a.color.opponent();
            let placed = self.hash() ^ stone_key(a.index, a.color);
            a.captured.iter().fold(placed, |acc, h| acc ^ self.chain_key(h, opponent))
        }
    }

    /// The placement the analysed move would make, computed without playing it.
    fn preview(&self, a: &Analysis) -> Placement {
        let points = |heads: Heads| -> Vec<Point> {
            heads.iter().flat_map(|h| self.chain_stones(h)).map(|s| self.point_of(s)).collect()
        };
        let mut placement = Placement { ko: a.ko.map(|k| self.point_of(k)), ..Placement::default() };
        if a.suicide {
            placement.self_captured = points(a.own);
            placement.self_captured.push(self.point_of(a.index));
        } else {
            placement.captured = points(a.captured);
        }
        sort_points(&mut placement.captured);
        sort_points(&mut placement.self_captured);
        placement
    }

    /// Puts a stone of `color` on the empty on-board cell `i`, removes captured
    /// chains and then, if the stone's chain has no liberty, that chain too
    /// (whatever the suicide rule: callers decide legality first).
    pub(crate) fn place(&mut self, color: Color, i: usize) -> Placement {
        let mine = Content::of(color);
        let (mut libs, mut own, mut opponent) = (0u16, Heads::default(), Heads::default());
        for n in self.neighbours(i) {
            let cell = self.cell(n);
            match cell.content {
                Content::Empty => libs += 1,
                Content::Border => {}
                c => {
                    self.lose_liberty(usize::from(cell.head));
                    if c == mine { own.push_unique(cell.head) } else { opponent.push_unique(cell.head) }
                }
            }
        }
        self.note_added(i, color);
        if let Some(cell) = self.cell_mut(i) {
            *cell = Cell { content: mine, head: i as u16, next: i as u16, libs, size: 1 };
        }
        let head = own.iter().fold(i, |head, h| self.merge(head, h));
        let mut placement = Placement::default();
        for h in opponent.iter() {
            if self.cell(h).libs == 0 {
                self.remove_chain(h, &mut placement.captured);
            }
        }
        if self.cell(head).libs == 0 {
            self.remove_chain(head, &mut placement.self_captured);
        }
        let ko_shape = own.is_empty() && placement.captured.len() == 1 && self.cell(i).libs == 1;
        placement.ko =
            if ko_shape && placement.self_captured.is_empty() { placement.captured.first().copied() } else { None };
        sort_points(&mut placement.captured);
        sort_points(&mut placement.self_captured);
        placement
    }
}

/// The Zobrist key of a `color` stone on cell `i`.
fn stone_key(i: usize, color: Color) -> u64 {
    crate::zobrist::KEYS.get(i).map_or(0, |k| k[color.index()])
}

/// Orders points row by row from the top left.
fn sort_points(points: &mut [Point]) {
    if points.len() > 1 {
        points.sort_unstable_by_key(|p| (p.y, p.x));
    }
}
