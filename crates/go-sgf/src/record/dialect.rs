//! The texts of game information as programs and servers write them, LoGo's
//! old files included, read into go-core's types; and LoGo's way of writing them.
//!
//! Decisions (each pinned by a test below):
//! - Komi: a whole or half number below 100 points is taken as it is
//!   (`6.5`, `7.500000`, `-3`). A whole number of 100 or more is a server's
//!   komi × 100: `750` is 7.5. If that gives no half point, the server counted
//!   in stones as Chinese rules do (one stone = two points): `325` is 3.25
//!   stones, 6.5 points; `375` is 7.5. A quarter below 100 (`3.75`) is such a
//!   count in stones too. Anything else cannot be read; the text stays.
//! - Dates: `YYYY-MM-DD`, `YYYY-MM`, `YYYY` (FF[4]; of a list, the first date),
//!   LoGo's old `DD-MM-YYYY`, and `DD.MM.YYYY`; text after the date is ignored.
//! - `TM`: a number is FF[4]'s main time in seconds; `hh:mm:ss` is the time of
//!   day LoGo's old files wrote there.
//! - `OT`: `5x30 byo-yomi` (periods × seconds), `30 byo-yomi` (one period,
//!   as LoGo writes its single restarting period), `25/600 Canadian`.

use go_core::Komi;
use go_core::tree::{GameDate, Overtime, TimeOfDay};

/// How a `KM` text was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KomiReading {
    /// As written.
    Exact(Komi),
    /// Written in a server's own way, read as this.
    Reinterpreted(Komi),
    /// Not readable.
    Unreadable,
}

/// Komi above this many points are taken as a server's komi × 100.
const HUNDREDFOLD_FROM: f64 = 100.0;

/// Reads `KM`, given as a real number (see the module's decisions).
pub(crate) fn read_komi(points: Option<f64>) -> KomiReading {
    let Some(x) = points else { return KomiReading::Unreadable };
    let in_stones = |stones: f64| Komi::from_f64(stones * 2.0).ok();
    if x.abs() < HUNDREDFOLD_FROM {
        if let Ok(komi) = Komi::from_f64(x) {
            return KomiReading::Exact(komi);
        }
        return in_stones(x).map_or(KomiReading::Unreadable, KomiReading::Reinterpreted);
    }
    if x.fract() != 0.0 {
        return KomiReading::Unreadable;
    }
    let hundredth = x / 100.0;
    Komi::from_f64(hundredth)
        .ok()
        .or_else(|| in_stones(hundredth))
        .map_or(KomiReading::Unreadable, KomiReading::Reinterpreted)
}

/// Reads `DT` (see the module's decisions).
pub(crate) fn read_date(text: &str) -> Option<GameDate> {
    let first = text.split([',', ' ', '\t', '\n']).find(|s| !s.is_empty())?;
    let parts: Vec<&str> = first.split(['-', '.', '/']).collect();
    let number = |s: &str, digits: std::ops::RangeInclusive<usize>| -> Option<u16> {
        (digits.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok()).flatten()
    };
    let small = |s: &str| number(s, 1..=2).and_then(|n| u8::try_from(n).ok());
    match parts.as_slice() {
        [y] => GameDate::new(number(y, 4..=4)?, None, None),
        [y, m] => GameDate::new(number(y, 4..=4)?, Some(small(m)?), None),
        [a, m, b] if a.len() == 4 => GameDate::new(number(a, 4..=4)?, Some(small(m)?), Some(small(b)?)),
        [d, m, y] => GameDate::new(number(y, 4..=4)?, Some(small(m)?), Some(small(d)?)),
        _ => None,
    }
}

/// What a `TM` text says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MainTime {
    /// Main time per player, in milliseconds (FF[4]).
    Ms(u64),
    /// The time of day the game began (LoGo's old files).
    StartedAt(TimeOfDay),
}

/// Reads `TM`: seconds, or LoGo's old `hh:mm:ss` time of day.
pub(crate) fn read_main_time(text: &str, seconds: Option<f64>) -> Option<MainTime> {
    if let Some(s) = seconds {
        return seconds_to_ms(s).map(MainTime::Ms);
    }
    let parts: Vec<u8> = text.trim().split(':').map(|p| p.parse().ok()).collect::<Option<_>>()?;
    match parts.as_slice() {
        [h, m, s] => TimeOfDay::new(*h, *m, *s).map(MainTime::StartedAt),
        _ => None,
    }
}

/// Seconds (FF[4] Real) as milliseconds; `None` if negative or beyond about 31 years.
pub(crate) fn seconds_to_ms(seconds: f64) -> Option<u64> {
    // Checked range: the product fits in u64 exactly enough for milliseconds.
    (seconds.is_finite() && (0.0..=1e9).contains(&seconds)).then(|| (seconds * 1000.0).round() as u64)
}

/// Milliseconds as SGF seconds: `1800`, `29.5`.
pub(crate) fn ms_to_seconds(ms: u64) -> String {
    let (whole, milli) = (ms / 1000, ms % 1000);
    if milli == 0 { whole.to_string() } else { format!("{whole}.{milli:03}").trim_end_matches('0').to_owned() }
}

/// Reads `OT` (see the module's decisions).
pub(crate) fn read_overtime(text: &str) -> Option<Overtime> {
    let lower = text.trim().to_lowercase();
    if let Some(at) = lower.find("byo") {
        let before = lower.get(..at).unwrap_or_default().trim();
        let after = lower.get(at..).unwrap_or_default().trim_start_matches(|c: char| c.is_alphabetic() || c == '-');
        let spec = if before.is_empty() { after.trim() } else { before };
        let (periods, seconds) = match spec.split_once(['x', '*', '×']) {
            Some((n, s)) => (n.trim().parse().ok()?, seconds_of(s)?),
            None => (1, seconds_of(spec)?),
        };
        return Some(Overtime::ByoYomi { periods, period_ms: seconds_to_ms(seconds)? });
    }
    let at = lower.find("canadian")?;
    let (stones, seconds) = lower.get(..at)?.trim().split_once('/')?;
    Some(Overtime::Canadian { stones: stones.trim().parse().ok()?, period_ms: seconds_to_ms(seconds_of(seconds)?)? })
}

/// `30`, `30s`, `30 sec`, `29.5` as seconds.
fn seconds_of(text: &str) -> Option<f64> {
    let number = text.trim().trim_end_matches(|c: char| c.is_alphabetic()).trim();
    let valid = !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    if valid { number.parse().ok() } else { None }
}

/// `OT` as LoGo writes it: `30 byo-yomi` for one period, `5x30 byo-yomi`, `25/600 Canadian`.
pub(crate) fn overtime_text(overtime: Overtime) -> String {
    match overtime {
        Overtime::ByoYomi { periods: 1, period_ms } => format!("{} byo-yomi", ms_to_seconds(period_ms)),
        Overtime::ByoYomi { periods, period_ms } => format!("{periods}x{} byo-yomi", ms_to_seconds(period_ms)),
        Overtime::Canadian { stones, period_ms } => format!("{stones}/{} Canadian", ms_to_seconds(period_ms)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn komi(x: f64) -> KomiReading {
        read_komi(Some(x))
    }

    fn halves(h: i32) -> Komi {
        Komi::from_half_points(h)
    }

    #[test]
    fn komi_as_written_and_as_servers_write_it() {
        assert_eq!(komi(6.5), KomiReading::Exact(halves(13)));
        assert_eq!(komi(-3.0), KomiReading::Exact(halves(-6)));
        assert_eq!(komi(0.0), KomiReading::Exact(halves(0)));
        assert_eq!(komi(750.0), KomiReading::Reinterpreted(halves(15)), "komi x 100");
        assert_eq!(komi(600.0), KomiReading::Reinterpreted(halves(12)));
        assert_eq!(komi(325.0), KomiReading::Reinterpreted(halves(13)), "3.25 stones are 6.5 points");
        assert_eq!(komi(375.0), KomiReading::Reinterpreted(halves(15)));
        assert_eq!(komi(3.75), KomiReading::Reinterpreted(halves(15)), "stones, written plainly");
        assert_eq!(komi(6.3), KomiReading::Unreadable);
        assert_eq!(komi(333.0), KomiReading::Unreadable);
        assert_eq!(read_komi(None), KomiReading::Unreadable);
    }

    #[test]
    fn dates_standard_partial_and_logos_own() {
        let date = |y, m, d| GameDate::new(y, m, d);
        assert_eq!(read_date("2025-12-24"), date(2025, Some(12), Some(24)));
        assert_eq!(read_date("24-12-2025"), date(2025, Some(12), Some(24)), "LoGo's DD-MM-YYYY");
        assert_eq!(read_date("24.12.2025"), date(2025, Some(12), Some(24)));
        assert_eq!(read_date("1996-05"), date(1996, Some(5), None));
        assert_eq!(read_date("1996"), date(1996, None, None));
        assert_eq!(read_date("1996-05-06,07"), date(1996, Some(5), Some(6)), "first of a list");
        assert_eq!(read_date("2019-01-03 10:00:00"), date(2019, Some(1), Some(3)));
        for bad in ["", "yesterday", "2025-13-01", "32-12-2025", "25-12-24"] {
            assert_eq!(read_date(bad), None, "{bad}");
        }
    }

    #[test]
    fn main_time_in_seconds_or_logos_time_of_day() {
        assert_eq!(read_main_time("1800", Some(1800.0)), Some(MainTime::Ms(1_800_000)));
        assert_eq!(read_main_time("14:05:30", None), TimeOfDay::new(14, 5, 30).map(MainTime::StartedAt));
        assert_eq!(read_main_time("25:00:00", None), None);
        assert_eq!(read_main_time("1h", None), None);
        assert_eq!(read_main_time("-5", Some(-5.0)), None);
    }

    #[test]
    fn overtime_forms() {
        let byo = |periods, period_ms| Some(Overtime::ByoYomi { periods, period_ms });
        assert_eq!(read_overtime("5x30 byo-yomi"), byo(5, 30_000));
        assert_eq!(read_overtime("30 byo-yomi"), byo(1, 30_000));
        assert_eq!(read_overtime("3 x 20s Byo-Yomi"), byo(3, 20_000));
        assert_eq!(read_overtime("byoyomi 5x60"), byo(5, 60_000));
        assert_eq!(read_overtime("25/600 Canadian"), Some(Overtime::Canadian { stones: 25, period_ms: 600_000 }));
        assert_eq!(read_overtime("none"), None);
        assert_eq!(read_overtime("x byo-yomi"), None);
    }

    #[test]
    fn logo_writes_what_it_reads() {
        for ot in
            [Overtime::ByoYomi { periods: 1, period_ms: 30_000 }, Overtime::ByoYomi { periods: 5, period_ms: 29_500 }]
        {
            assert_eq!(read_overtime(&overtime_text(ot)), Some(ot));
        }
        assert_eq!(ms_to_seconds(1_800_000), "1800");
        assert_eq!(ms_to_seconds(29_500), "29.5");
        assert_eq!(ms_to_seconds(1), "0.001");
    }
}
