//! A game's date as the library sorts and filters it: the first and last day
//! the `DT` text can mean, and the first date in ISO form.
//!
//! Read: FF[4] dates and their shortcuts (`2009-09-21,22` is two days,
//! `1996-05,06` two months, `1996-12-30,1997-01-02` a span across years,
//! `1996` a whole year), `.` or `/` instead of `-`, LoGo's old `dd-mm-yyyy`,
//! and a time or weekday after the date (`2009-09-21 13:00`). A later part
//! that cannot be read is ignored; a first part that cannot be read, or an
//! impossible day (`2023-02-29`), makes the whole date unreadable.

use serde::Serialize;

/// A calendar day as the number `yyyymmdd` (sorts like the day).
pub type DayNumber = i32;

/// The days a date text spans, and its first date in ISO form.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct DateRange {
    /// The first day the date can mean, as `yyyymmdd`.
    pub first: DayNumber,
    /// The last day, as `yyyymmdd` (equal to `first` for a single day).
    pub last: DayNumber,
    /// The first date as precise as written: `2009-09-21`, `1996-05` or `1996`.
    pub iso: String,
}

/// One date of a list, as precise as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Partial {
    year: u16,
    month: Option<u8>,
    day: Option<u8>,
}

impl Partial {
    fn checked(self) -> Option<Partial> {
        let year_ok = (1..=9999).contains(&self.year);
        let month_ok = self.month.is_none_or(|m| (1..=12).contains(&m));
        let day_ok = match (self.month, self.day) {
            (_, None) => true,
            (Some(m), Some(d)) => d >= 1 && d <= days_in_month(self.year, m),
            (None, Some(_)) => false,
        };
        (year_ok && month_ok && day_ok).then_some(self)
    }

    fn first_day(self) -> DayNumber {
        day_number(self.year, self.month.unwrap_or(1), self.day.unwrap_or(1))
    }

    fn last_day(self) -> DayNumber {
        let month = self.month.unwrap_or(12);
        day_number(self.year, month, self.day.unwrap_or_else(|| days_in_month(self.year, month)))
    }

    fn iso(self) -> String {
        match (self.month, self.day) {
            (Some(m), Some(d)) => format!("{:04}-{m:02}-{d:02}", self.year),
            (Some(m), None) => format!("{:04}-{m:02}", self.year),
            _ => format!("{:04}", self.year),
        }
    }
}

impl DateRange {
    /// Reads a `DT` text; `None` if its first date cannot be read.
    pub fn from_sgf(text: &str) -> Option<DateRange> {
        let mut parts = text.split(',').map(str::trim);
        let first = parts.next().and_then(first_token).and_then(full_date)?;
        let (mut low, mut high, mut previous) = (first.first_day(), first.last_day(), first);
        for part in parts {
            let Some(next) = first_token(part).and_then(|p| continued(previous, p)) else { break };
            low = low.min(next.first_day());
            high = high.max(next.last_day());
            previous = next;
        }
        Some(DateRange { first: low, last: high, iso: first.iso() })
    }

    /// The whole span in ISO form, as the library's table shows it: the
    /// first date as precise as written, then the last one in FF[4]'s short
    /// form where the span reaches beyond the first (`1933-10-16,17`,
    /// `1996-05,06`, `1996-12-30,1997-01-02`; `16-10-1933` shows as `1933-10-16`).
    pub fn shown(&self) -> String {
        let part = |from: usize, to: usize| self.iso.get(from..to).and_then(|p| p.parse::<i32>().ok());
        let (year, month, day) = (part(0, 4), part(5, 7), part(8, 10));
        let (last_year, last_month, last_day) = (self.last / 10_000, self.last / 100 % 100, self.last % 100);
        let tail = match (year, month, day) {
            (Some(y), Some(m), Some(d)) if (y, m, d) == (last_year, last_month, last_day) => None,
            (Some(y), Some(m), Some(_)) if (y, m) == (last_year, last_month) => Some(format!("{last_day:02}")),
            (Some(y), Some(_), Some(_)) if y == last_year => Some(format!("{last_month:02}-{last_day:02}")),
            (Some(_), Some(_), Some(_)) => Some(format!("{last_year:04}-{last_month:02}-{last_day:02}")),
            (Some(y), Some(m), None) if (y, m) == (last_year, last_month) => None,
            (Some(y), Some(_), None) if y == last_year => Some(format!("{last_month:02}")),
            (Some(_), Some(_), None) => Some(format!("{last_year:04}-{last_month:02}")),
            (Some(y), None, None) if y != last_year => Some(format!("{last_year:04}")),
            _ => None,
        };
        match tail {
            Some(tail) => format!("{},{tail}", self.iso),
            None => self.iso.clone(),
        }
    }

    /// A single known day (a game played in LoGo today).
    pub fn day(year: u16, month: u8, day: u8) -> Option<DateRange> {
        let date = Partial { year, month: Some(month), day: Some(day) }.checked()?;
        Some(DateRange { first: date.first_day(), last: date.last_day(), iso: date.iso() })
    }
}

/// The text before any space (a time, a weekday).
fn first_token(part: &str) -> Option<&str> {
    part.split_whitespace().next()
}

fn numbers(token: &str) -> Option<Vec<(u16, usize)>> {
    token
        .split(['-', '.', '/'])
        .map(|n| {
            let ok = !n.is_empty() && n.len() <= 4 && n.bytes().all(|b| b.is_ascii_digit());
            ok.then(|| n.parse().ok().map(|v| (v, n.len()))).flatten()
        })
        .collect()
}

/// A date standing alone: `yyyy`, `yyyy-mm`, `yyyy-mm-dd` or `dd-mm-yyyy`.
fn full_date(token: &str) -> Option<Partial> {
    let small = |n: u16| u8::try_from(n).ok();
    let date = match numbers(token)?.as_slice() {
        [(y, 4)] => Partial { year: *y, month: None, day: None },
        [(y, 4), (m, 1..=2)] => Partial { year: *y, month: Some(small(*m)?), day: None },
        [(y, 4), (m, 1..=2), (d, 1..=2)] => Partial { year: *y, month: Some(small(*m)?), day: Some(small(*d)?) },
        [(d, 1..=2), (m, 1..=2), (y, 4)] => Partial { year: *y, month: Some(small(*m)?), day: Some(small(*d)?) },
        _ => return None,
    };
    date.checked()
}

/// A later date of a list, which may leave out what it shares with the one before.
fn continued(previous: Partial, token: &str) -> Option<Partial> {
    if let Some(full) = full_date(token) {
        return Some(full);
    }
    let small = |n: u16| u8::try_from(n).ok();
    let date = match (numbers(token)?.as_slice(), previous.day) {
        ([(d, 1..=2)], Some(_)) => Partial { day: Some(small(*d)?), ..previous },
        ([(m, 1..=2), (d, 1..=2)], Some(_)) => Partial { month: Some(small(*m)?), day: Some(small(*d)?), ..previous },
        ([(m, 1..=2)], None) if previous.month.is_some() => Partial { month: Some(small(*m)?), ..previous },
        _ => return None,
    };
    date.checked()
}

fn day_number(year: u16, month: u8, day: u8) -> DayNumber {
    i32::from(year) * 10_000 + i32::from(month) * 100 + i32::from(day)
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}
