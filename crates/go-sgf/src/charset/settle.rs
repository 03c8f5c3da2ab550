//! The report for a file whose bytes were valid UTF-8, from its parsed `CA`.
//!
//! Valid UTF-8 is read as UTF-8 whatever `CA` says (ASCII reads the same in
//! every ASCII-compatible charset, and non-ASCII UTF-8 under another label is
//! a mislabelled file far more often than a coincidence). What `CA` says only
//! decides the report and the warnings, so it is taken from the tree — the
//! roots' `CA` properties — rather than searched for in the raw bytes.

use super::label::{self, Resolved};
use super::{EncodingReport, EncodingSource};
use crate::diag::WarningKind;
use encoding_rs::UTF_8;

/// The report and warnings for valid UTF-8 `text` whose game roots declare `labels` (in order).
pub(crate) fn settle(text: &str, labels: &[String]) -> (EncodingReport, Vec<WarningKind>) {
    let ascii = text.is_ascii();
    let utf8 = UTF_8.name();
    let Some(label) = labels.first() else {
        return if ascii {
            (report(utf8, EncodingSource::Default, None), Vec::new())
        } else {
            (report(utf8, EncodingSource::Guessed, None), vec![WarningKind::CharsetGuessed { encoding: utf8 }])
        };
    };
    let mut notes = Vec::new();
    if let Some(other) = labels.iter().find(|l| !label::same_charset(label, l)) {
        notes.push(WarningKind::MultipleCharsets { declared: label.clone(), other: other.clone() });
    }
    let declared = Some(label.clone());
    let overridden = WarningKind::CharsetOverridden { declared: label.clone(), encoding: utf8 };
    let (encoding, source) = match label::resolve(label) {
        Resolved::Usable(e) if e == UTF_8 => (utf8, EncodingSource::Declared),
        Resolved::Usable(e) if ascii => (e.name(), EncodingSource::Declared),
        Resolved::Usable(_) | Resolved::Unusable => {
            notes.push(overridden);
            (utf8, EncodingSource::Overridden)
        }
        Resolved::Unknown => {
            notes.push(WarningKind::UnknownCharset { declared: label.clone(), encoding: utf8 });
            (utf8, if ascii { EncodingSource::Default } else { EncodingSource::Guessed })
        }
    };
    (report(encoding, source, declared), notes)
}

fn report(encoding: &'static str, source: EncodingSource, declared: Option<String>) -> EncodingReport {
    EncodingReport { encoding, source, declared }
}
