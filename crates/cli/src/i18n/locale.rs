//! Which languages the user's environment asks for, the way GNU gettext
//! reads it for messages: the locale is `LC_ALL` if set and not empty, else
//! `LC_MESSAGES`, else `LANG`. A value such as `de_DE.UTF-8`, `de_AT@euro`
//! or `pt-BR` names its language in its first letters; `C`, `POSIX` (and
//! `C.UTF-8`), like an unset locale, name none, which means English. When the
//! locale is not C, GNU's `LANGUAGE` (a list such as `sv:de:en`) comes first:
//! its languages, in order, before the locale's own.

/// The variables that choose the messages' locale, strongest first.
pub const VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// The language subtags (`["sv", "de"]`) the environment asks for, most
/// wanted first; empty for the C/POSIX locale or an unset environment (where
/// `LANGUAGE` is ignored, as gettext ignores it). `var` reads one variable.
pub fn requested_languages(var: impl Fn(&str) -> Option<String>) -> Vec<String> {
    let Some(locale) = VARIABLES.iter().find_map(|name| var(name).filter(|v| !v.is_empty())) else {
        return Vec::new();
    };
    let Some(own) = language_of(&locale) else { return Vec::new() };
    let mut wanted: Vec<String> = var("LANGUAGE").unwrap_or_default().split(':').filter_map(language_of).collect();
    wanted.push(own);
    wanted.dedup();
    wanted
}

/// The language of one locale name: `de_DE.UTF-8` → `de`; `C`, `POSIX` → none.
pub fn language_of(locale: &str) -> Option<String> {
    let name = locale.split(['.', '@']).next().unwrap_or_default();
    if name == "C" || name == "POSIX" {
        return None;
    }
    let language = name.split(['_', '-']).next().unwrap_or_default().to_ascii_lowercase();
    let well_formed = (2..=3).contains(&language.len()) && language.chars().all(|c| c.is_ascii_alphabetic());
    well_formed.then_some(language)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        |name| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| (*v).to_owned())
    }

    #[test]
    fn locale_names_give_their_language() {
        assert_eq!(language_of("de_DE.UTF-8").as_deref(), Some("de"));
        assert_eq!(language_of("de").as_deref(), Some("de"));
        assert_eq!(language_of("de_AT@euro").as_deref(), Some("de"));
        assert_eq!(language_of("pt-BR").as_deref(), Some("pt"));
        assert_eq!(language_of("ru_RU.KOI8-R").as_deref(), Some("ru"));
        for none in ["C", "POSIX", "C.UTF-8", "C.utf8", "", "_DE", "12_34", "deutsch"] {
            assert_eq!(language_of(none), None, "{none:?}");
        }
    }

    #[test]
    fn lc_all_beats_lc_messages_which_beats_lang_and_empty_means_unset() {
        let all = [("LC_ALL", "fr_FR.UTF-8"), ("LC_MESSAGES", "de_DE.UTF-8"), ("LANG", "ru_RU.UTF-8")];
        assert_eq!(requested_languages(env(&all)), ["fr"]);
        let messages = [("LC_ALL", ""), ("LC_MESSAGES", "de_DE.UTF-8"), ("LANG", "ru_RU.UTF-8")];
        assert_eq!(requested_languages(env(&messages)), ["de"]);
        assert_eq!(requested_languages(env(&[("LANG", "ru_RU.UTF-8")])), ["ru"]);
        assert!(requested_languages(env(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")])).is_empty(), "C wins");
        assert!(requested_languages(env(&[])).is_empty());
    }

    #[test]
    fn gnu_language_comes_first_unless_the_locale_is_c() {
        let listed = [("LANGUAGE", "sv:pt_BR:de"), ("LANG", "fr_FR.UTF-8")];
        assert_eq!(requested_languages(env(&listed)), ["sv", "pt", "de", "fr"]);
        let empty_entries = [("LANGUAGE", "::nl:"), ("LC_MESSAGES", "it_IT.UTF-8")];
        assert_eq!(requested_languages(env(&empty_entries)), ["nl", "it"]);
        assert!(requested_languages(env(&[("LANGUAGE", "de"), ("LANG", "C.UTF-8")])).is_empty(), "C ignores it");
        assert!(requested_languages(env(&[("LANGUAGE", "de")])).is_empty(), "so does an unset locale");
    }
}
