//! Game clocks: main time, then byo-yomi periods, or sudden death.
//!
//! go-core has no wall clock: every call takes `now_ms`, milliseconds since an
//! origin the caller chooses (Unix time works across restarts). Only the clock
//! of the player to move runs. Byo-yomi follows LoGo/BSW: after main time a
//! period starts, and it starts afresh after every move; with several periods
//! (Japanese byo-yomi) a period is used up only when it runs out completely.
//! A pool reaching exactly zero counts as run out. No byo-yomi (a period of 0
//! or 0 periods) is sudden death.

use crate::color::{Color, PerColor};
use serde::{Deserialize, Serialize};

/// How much time the players get.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TimeControl {
    /// Main time per player, in milliseconds (may differ).
    pub main_ms: PerColor<u64>,
    /// Length of one byo-yomi period in milliseconds; 0 means sudden death.
    pub period_ms: u64,
    /// Number of byo-yomi periods (1 for LoGo's single restarting period).
    pub periods: u32,
}

impl TimeControl {
    /// Whether there is byo-yomi after main time.
    #[must_use]
    pub fn has_byo_yomi(&self) -> bool {
        self.period_ms > 0 && self.periods > 0
    }
}

/// One player's time, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideTime {
    /// Main time left, in milliseconds.
    pub main_left_ms: u64,
    /// Time left in the current byo-yomi period.
    pub period_left_ms: u64,
    /// Byo-yomi periods left, the current one included.
    pub periods_left: u32,
    /// Whether this player's time has run out.
    pub flagged: bool,
}

/// One player's clock as the app shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideClockView {
    /// Main time left, in milliseconds.
    pub main_left_ms: u64,
    /// Time left in the current byo-yomi period, once main time is used up.
    pub period_left_ms: Option<u64>,
    /// Byo-yomi periods left (including the current one).
    pub periods_left: u32,
    /// Whether this player's time has run out.
    pub flagged: bool,
}

/// Both clocks as the app shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ClockView {
    /// Black's clock.
    pub black: SideClockView,
    /// White's clock.
    pub white: SideClockView,
    /// Whose clock is running, if any.
    pub running: Option<Color>,
}

/// The clock that is running: whose, and since when.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Running {
    color: Color,
    since_ms: u64,
}

/// Both players' clocks. Serializable, so it survives a restart (pause it
/// first if the time origin may change).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    control: TimeControl,
    sides: PerColor<SideTime>,
    running: Option<Running>,
}

impl Clock {
    /// Clocks with full time for both players, neither running.
    #[must_use]
    pub fn new(control: TimeControl) -> Clock {
        let side = |main_left_ms| SideTime {
            main_left_ms,
            period_left_ms: control.period_ms,
            periods_left: control.periods,
            flagged: false,
        };
        Clock { control, sides: PerColor::new(side(control.main_ms.black), side(control.main_ms.white)), running: None }
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Whose clock runs, if any.
    #[must_use]
    pub fn running(&self) -> Option<Color> {
        self.running.map(|r| r.color)
    }

    /// `color`'s time at `now_ms`.
    #[must_use]
    pub fn side(&self, color: Color, now_ms: u64) -> SideTime {
        let stored = *self.sides.get(color);
        match self.running {
            Some(r) if r.color == color => spend(&self.control, stored, now_ms.saturating_sub(r.since_ms)),
            _ => stored,
        }
    }

    /// The player whose time has run out at `now_ms`, if any.
    #[must_use]
    pub fn flagged(&self, now_ms: u64) -> Option<Color> {
        Color::BOTH.into_iter().find(|&c| self.side(c, now_ms).flagged)
    }

    /// Both clocks at `now_ms`, as the app shows them.
    #[must_use]
    pub fn view(&self, now_ms: u64) -> ClockView {
        let show = |color| {
            let s = self.side(color, now_ms);
            let in_byo_yomi = s.main_left_ms == 0 && self.control.has_byo_yomi();
            SideClockView {
                main_left_ms: s.main_left_ms,
                period_left_ms: in_byo_yomi.then_some(s.period_left_ms),
                periods_left: s.periods_left,
                flagged: s.flagged,
            }
        };
        ClockView { black: show(Color::Black), white: show(Color::White), running: self.running() }
    }

    /// Starts `color`'s clock at `now_ms`, stopping (and charging) any other.
    pub fn start(&mut self, color: Color, now_ms: u64) {
        if self.running() != Some(color) {
            self.stop(now_ms);
            self.running = Some(Running { color, since_ms: now_ms });
        }
    }

    /// Stops the running clock at `now_ms`, charging the time used; the
    /// current byo-yomi period does not restart (use for pauses).
    pub fn stop(&mut self, now_ms: u64) {
        if let Some(r) = self.running.take() {
            *self.sides.get_mut(r.color) = self.side_at(r, now_ms);
        }
    }

    /// `color` completed a move at `now_ms`: their clock stops and, in
    /// byo-yomi, their period starts afresh (unless their time ran out).
    pub fn complete_move(&mut self, color: Color, now_ms: u64) {
        if self.running() == Some(color) {
            self.stop(now_ms);
        }
        let control = self.control;
        let side = self.sides.get_mut(color);
        if side.main_left_ms == 0 && !side.flagged && control.has_byo_yomi() {
            side.period_left_ms = control.period_ms;
        }
    }

    fn side_at(&self, r: Running, now_ms: u64) -> SideTime {
        spend(&self.control, *self.sides.get(r.color), now_ms.saturating_sub(r.since_ms))
    }
}

/// `side` after `elapsed` more milliseconds of thinking.
fn spend(control: &TimeControl, side: SideTime, elapsed: u64) -> SideTime {
    let mut s = side;
    if s.flagged {
        return s;
    }
    if elapsed < s.main_left_ms {
        s.main_left_ms -= elapsed;
        return s;
    }
    let over = elapsed - s.main_left_ms;
    s.main_left_ms = 0;
    if !control.has_byo_yomi() || s.periods_left == 0 {
        s.flagged = true;
        return s;
    }
    if over < s.period_left_ms {
        s.period_left_ms -= over;
        return s;
    }
    let over = over - s.period_left_ms;
    let remaining_periods = u64::from(s.periods_left - 1);
    let whole = over / control.period_ms;
    if whole >= remaining_periods {
        s.periods_left = 0;
        s.period_left_ms = 0;
        s.flagged = true;
    } else {
        // whole < remaining_periods <= u32::MAX, so it fits.
        s.periods_left -= 1 + whole as u32;
        s.period_left_ms = control.period_ms - over % control.period_ms;
    }
    s
}

#[cfg(test)]
mod tests;
