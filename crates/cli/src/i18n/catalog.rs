//! One language's catalog: its messages by key, read from its TOML file
//! (`crates/cli/locales/<lang>.toml`), with the language's CLDR plural rules
//! (icu_plurals) and decimal separator.
//!
//! A file holds `decimal_separator = ","` and sections of messages; a
//! message's key is its section and name joined by a dot (`[sgf]` `ok = …`
//! is `sgf.ok`).

use super::message::{Arg, Language, Message};
use fixed_decimal::UnsignedDecimal;
use icu_locale_core::Locale;
use icu_plurals::{PluralCategory, PluralOperands, PluralRules};
use std::collections::BTreeMap;

/// A language's messages, each parsed.
pub struct Catalog {
    messages: BTreeMap<String, Message>,
    decimal_separator: String,
    plurals: Option<PluralRules>,
}

impl Catalog {
    /// Reads the catalog of `language` from its file's text. The file must be
    /// TOML; a message that does not parse is left out (the completeness test
    /// names it), so the command still speaks.
    pub fn read(language: &str, toml_text: &str) -> Result<Catalog, String> {
        let Source { decimal_separator, texts } = Source::read(language, toml_text)?;
        let messages = texts.iter().filter_map(|(k, t)| Message::parse(t).ok().map(|m| (k.clone(), m))).collect();
        Ok(Catalog { messages, decimal_separator, plurals: plural_rules(language) })
    }

    /// The message `key` with `args` put in; `None` if the catalog lacks it.
    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        self.messages.get(key).map(|message| message.format(args, self))
    }
}

/// A catalog file as written: its decimal separator and its texts by key.
pub struct Source {
    /// `decimal_separator` (`.` when the file names none).
    pub decimal_separator: String,
    /// The messages by key, as written.
    pub texts: BTreeMap<String, String>,
}

impl Source {
    /// Reads a catalog file of `language`; fails on TOML that is not a catalog.
    pub fn read(language: &str, toml_text: &str) -> Result<Source, String> {
        let table: toml::Table = toml::from_str(toml_text).map_err(|e| format!("{language}.toml: {e}"))?;
        let mut texts = BTreeMap::new();
        let mut decimal_separator = ".".to_owned();
        for (key, value) in table {
            match (key.as_str(), value) {
                ("decimal_separator", toml::Value::String(separator)) => decimal_separator = separator,
                (_, toml::Value::Table(section)) => flatten(&key, section, &mut texts)?,
                (_, _) => return Err(format!("{language}.toml: {key} must be a section of messages")),
            }
        }
        Ok(Source { decimal_separator, texts })
    }
}

fn plural_rules(language: &str) -> Option<PluralRules> {
    language.parse::<Locale>().ok().and_then(|l| PluralRules::try_new_cardinal(l.into()).ok())
}

/// The CLDR plural categories of `language` (`one`, `few`, `many`, `other` for Polish).
#[cfg(test)]
pub fn plural_categories(language: &str) -> Vec<&'static str> {
    plural_rules(language).iter().flat_map(|rules| rules.categories().map(category_name).collect::<Vec<_>>()).collect()
}

impl Language for Catalog {
    fn category(&self, count: u64) -> &'static str {
        self.plurals.as_ref().map_or("other", |rules| category_name(rules.category_for(count)))
    }

    fn category_of_number(&self, value: f64) -> &'static str {
        let decimal = value.abs().to_string().parse::<UnsignedDecimal>().ok();
        match (self.plurals.as_ref(), decimal) {
            (Some(rules), Some(decimal)) => category_name(rules.category_for(PluralOperands::from(&decimal))),
            _ => "other",
        }
    }

    fn number(&self, value: f64) -> String {
        value.to_string().replace('.', &self.decimal_separator).replace('-', "−")
    }
}

fn flatten(prefix: &str, section: toml::Table, texts: &mut BTreeMap<String, String>) -> Result<(), String> {
    for (name, value) in section {
        let key = format!("{prefix}.{name}");
        match value {
            toml::Value::String(text) => {
                texts.insert(key, text);
            }
            toml::Value::Table(inner) => flatten(&key, inner, texts)?,
            _ => return Err(format!("{key} must be a text")),
        }
    }
    Ok(())
}

fn category_name(category: PluralCategory) -> &'static str {
    match category {
        PluralCategory::Zero => "zero",
        PluralCategory::One => "one",
        PluralCategory::Two => "two",
        PluralCategory::Few => "few",
        PluralCategory::Many => "many",
        PluralCategory::Other => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plural_categories_and_numbers_follow_the_language() {
        let text = "decimal_separator = \",\"\n[t]\nn = \"{n, plural, one {# Stein} other {# Steine}}, {k, number}\"\n";
        let de = Catalog::read("de", text).unwrap();
        assert_eq!(de.format("t.n", &[("n", Arg::Count(1)), ("k", Arg::Number(6.5))]).unwrap(), "1 Stein, 6,5");
        assert_eq!(de.format("t.n", &[("n", Arg::Count(3)), ("k", Arg::Number(-0.5))]).unwrap(), "3 Steine, −0,5");
        let pl = Catalog::read("pl", "[t]\n").unwrap();
        assert_eq!(plural_categories("pl"), ["one", "few", "many", "other"]);
        // The same CLDR data as the webview's Intl.PluralRules: French has `many` (for 1 000 000 and up).
        assert_eq!(plural_categories("fr"), ["one", "many", "other"]);
        assert_eq!(plural_categories("da"), ["one", "other"]);
        assert_eq!([1, 2, 5, 22, 25].map(|n| pl.category(n)), ["one", "few", "many", "few", "many"]);
        let ru = Catalog::read("ru", "[t]\n").unwrap();
        assert_eq!([1, 3, 11, 21].map(|n| ru.category(n)), ["one", "few", "many", "one"]);
        assert_eq!([1.5, 2.0, 14.5].map(|x| pl.category_of_number(x)), ["other", "few", "other"]);
        let fr = Catalog::read("fr", "[t]\n").unwrap();
        assert_eq!([1.5, 2.5].map(|x| fr.category_of_number(x)), ["one", "other"]);
        assert!(Catalog::read("de", "oops = 3").is_err());
    }
}
