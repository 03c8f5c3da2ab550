//! The command's words for people, in the language the environment asks for
//! (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`; see [`locale`]); German when
//! it asks only for languages the command does not speak (the app's
//! fallback), English under the C/POSIX locale or none. Machine output (`--json`, SGF) never goes
//! through here: it is the same in every language.
//!
//! Each language is one TOML file in `crates/cli/locales/` (ICU messages, see
//! [`message`]) registered in [`LANGUAGES`]; English is the reference every
//! other catalog must match key for key (the completeness test checks keys,
//! arguments and CLDR plural forms). Call sites write
//! `tr!("sgf.refused", path = shown, error = reason)`.

mod catalog;
#[cfg(test)]
pub(crate) mod completeness;
pub mod locale;
pub mod message;

use catalog::Catalog;
pub use message::Arg;
use message::Language as _;

/// Every language the command speaks, with its catalog. Adding a language is
/// its file in `crates/cli/locales/` and one line here.
pub const LANGUAGES: &[(&str, &str)] = &[
    ("de", include_str!("../../locales/de.toml")),
    ("en", include_str!("../../locales/en.toml")),
    ("fr", include_str!("../../locales/fr.toml")),
    ("es", include_str!("../../locales/es.toml")),
    ("nl", include_str!("../../locales/nl.toml")),
    ("da", include_str!("../../locales/da.toml")),
    ("it", include_str!("../../locales/it.toml")),
    ("pt", include_str!("../../locales/pt.toml")),
    ("pl", include_str!("../../locales/pl.toml")),
    ("ru", include_str!("../../locales/ru.toml")),
];

/// The language spoken when the environment asks for none of [`LANGUAGES`],
/// and the reference for the others' keys and arguments.
pub const ENGLISH: &str = "en";

/// The catalog in use and English's, for a key the first lacks.
struct Texts {
    current: Option<Catalog>,
    english: Option<Catalog>,
}

thread_local! {
    // ICU's plural data is not shared between threads; each thread that speaks reads the catalogs once.
    static TEXTS: Texts = {
        let language = chosen_language(|name| std::env::var(name).ok());
        Texts { current: catalog(language), english: catalog(ENGLISH) }
    };
}

fn catalog(language: &str) -> Option<Catalog> {
    let (tag, text) = LANGUAGES.iter().find(|(tag, _)| *tag == language)?;
    Catalog::read(tag, text).ok()
}

/// The language the app falls back to when the user's is none it speaks.
pub const GERMAN: &str = "de";

/// The first language the environment asks for that the command speaks
/// (see [`locale`]); German when it asks only for others, as the app does;
/// English for the C/POSIX locale or none at all. A key German lacked would
/// still come in English ([`text`]), the app's second fallback.
pub fn chosen_language(var: impl Fn(&str) -> Option<String>) -> &'static str {
    let requested = locale::requested_languages(var);
    if requested.is_empty() {
        return ENGLISH;
    }
    requested
        .iter()
        .find_map(|wanted| LANGUAGES.iter().map(|(tag, _)| *tag).find(|tag| tag == wanted))
        .unwrap_or(GERMAN)
}

/// The message `key` in the user's language with `args` put in (English if
/// the language lacks it; the key itself if English does too, which the
/// tests rule out).
pub fn text(key: &str, args: &[(&str, Arg)]) -> String {
    TEXTS.with(|texts| {
        [&texts.current, &texts.english]
            .into_iter()
            .flatten()
            .find_map(|catalog| catalog.format(key, args))
            .unwrap_or_else(|| key.to_owned())
    })
}

/// A number as the user's language writes it (`6,5` in German, `6.5` in English).
pub fn number(value: f64) -> String {
    TEXTS.with(|texts| match texts.current.as_ref().or(texts.english.as_ref()) {
        Some(catalog) => catalog.number(value),
        None => value.to_string(),
    })
}

/// `tr!("key", name = value, …)`: the message `key` in the user's language
/// with each `value` (anything [`Arg`] converts from) put in for `{name}`.
macro_rules! tr {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::text($key, &[$((stringify!($name), $crate::i18n::Arg::from($value))),*])
    };
}
pub(crate) use tr;

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<u64> for Arg {
    fn from(count: u64) -> Arg {
        Arg::Count(count)
    }
}

impl From<u32> for Arg {
    fn from(count: u32) -> Arg {
        Arg::Count(u64::from(count))
    }
}

impl From<usize> for Arg {
    fn from(count: usize) -> Arg {
        Arg::Count(u64::try_from(count).unwrap_or(u64::MAX))
    }
}

impl From<f64> for Arg {
    fn from(value: f64) -> Arg {
        Arg::Number(value)
    }
}
