//! Turning what a user types into a safe FTS5 query: every word becomes a
//! quoted prefix term, so no character the user types can be read as FTS5
//! syntax (`AND`, `NEAR`, `-`, `:`, parentheses, ...).

/// The FTS5 query for `text`, or `None` if it holds no words.
/// `Lee Se"dol` becomes `"Lee"* "Se""dol"*` (all terms must match).
pub(crate) fn match_query(text: &str) -> Option<String> {
    let terms: Vec<String> =
        text.split_whitespace().map(|word| format!("\"{}\"*", word.replace('"', "\"\""))).collect();
    if terms.is_empty() { None } else { Some(terms.join(" ")) }
}

#[cfg(test)]
mod tests {
    use super::match_query;

    #[test]
    fn words_become_quoted_prefix_terms() {
        assert_eq!(match_query("  "), None);
        assert_eq!(match_query("Lee Se\"dol").as_deref(), Some("\"Lee\"* \"Se\"\"dol\"*"));
        assert_eq!(match_query("NEAR(a b)").as_deref(), Some("\"NEAR(a\"* \"b)\"*"));
    }
}
