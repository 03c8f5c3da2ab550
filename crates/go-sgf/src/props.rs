//! What the reader needs to know about FF[4]'s properties, and no more.
//!
//! The tree keeps every property whether known or not; these two facts only
//! steer repairs: which properties hold free text (where an unescaped `]` is
//! probably part of the text) and which take a single value (where several
//! values earn a warning).

/// Properties of type Text or SimpleText, where people type free text.
pub(crate) fn is_text(ident: &str) -> bool {
    matches!(
        ident,
        "C" | "GC"
            | "N"
            | "AN"
            | "BR"
            | "BT"
            | "CP"
            | "DT"
            | "EV"
            | "GN"
            | "ON"
            | "OT"
            | "PB"
            | "PC"
            | "PW"
            | "RE"
            | "RO"
            | "RU"
            | "SO"
            | "US"
            | "WR"
            | "WT"
    )
}

/// Properties that take exactly one value in FF[4].
pub(crate) fn is_single_valued(ident: &str) -> bool {
    is_text(ident)
        || matches!(
            ident,
            "B" | "W"
                | "KO"
                | "MN"
                | "BL"
                | "WL"
                | "OB"
                | "OW"
                | "PL"
                | "DM"
                | "GB"
                | "GW"
                | "HO"
                | "UC"
                | "V"
                | "BM"
                | "DO"
                | "IT"
                | "TE"
                | "AP"
                | "CA"
                | "FF"
                | "GM"
                | "ST"
                | "SZ"
                | "HA"
                | "KM"
                | "TM"
                | "PM"
        )
}
