//! The date normalisation table: what each `DT` text becomes — its ISO form,
//! and the first and last day it spans (what sorting and date filters use).

use logo_store::DateRange;

/// What a date text should become: its ISO form, first and last day.
type Expected = Option<(&'static str, i32, i32)>;

#[test]
fn dt_texts_become_iso_dates_and_day_ranges() {
    let table: &[(&str, Expected)] = &[
        ("2009-09-21", Some(("2009-09-21", 20090921, 20090921))),
        ("2009-09-21,22", Some(("2009-09-21", 20090921, 20090922))),
        ("2009-09-21,10-02", Some(("2009-09-21", 20090921, 20091002))),
        ("1996-12-30,1997-01-02", Some(("1996-12-30", 19961230, 19970102))),
        ("1996-05,06", Some(("1996-05", 19960501, 19960630))),
        ("1996-05", Some(("1996-05", 19960501, 19960531))),
        ("1996", Some(("1996", 19960101, 19961231))),
        ("1996-02", Some(("1996-02", 19960201, 19960229))),
        ("24-12-2025", Some(("2025-12-24", 20251224, 20251224))),
        ("24.12.2025", Some(("2025-12-24", 20251224, 20251224))),
        ("2025/12/24", Some(("2025-12-24", 20251224, 20251224))),
        ("2025-1-5", Some(("2025-01-05", 20250105, 20250105))),
        (" 2009-09-21 13:00 ", Some(("2009-09-21", 20090921, 20090921))),
        ("2009-09-21,xx", Some(("2009-09-21", 20090921, 20090921))),
        ("1846", Some(("1846", 18460101, 18461231))),
        ("2023-02-29", None),
        ("2024-13-01", None),
        ("September 2009", None),
        ("?", None),
        ("", None),
        ("12345", None),
    ];
    for (text, expected) in table {
        let got = DateRange::from_sgf(text).map(|d| (d.iso, d.first, d.last));
        let expected = expected.map(|(iso, first, last)| (iso.to_owned(), first, last));
        assert_eq!(got, expected, "DT[{text}]");
    }
}

#[test]
fn the_table_shows_the_whole_span_in_iso_form() {
    let table = [
        ("2009-09-21", "2009-09-21"),
        ("1933-10-16,17", "1933-10-16,17"),
        ("2009-09-21,10-02", "2009-09-21,10-02"),
        ("1996-12-30,1997-01-02", "1996-12-30,1997-01-02"),
        ("1996-05,06", "1996-05,06"),
        ("1996-05", "1996-05"),
        ("1996", "1996"),
        ("1996,1997", "1996,1997"),
        ("16-10-1933", "1933-10-16"),
        ("24.12.2025", "2025-12-24"),
        (" 2009-09-21 13:00 ", "2009-09-21"),
    ];
    for (text, shown) in table {
        assert_eq!(DateRange::from_sgf(text).map(|d| d.shown()).as_deref(), Some(shown), "DT[{text}]");
    }
}
