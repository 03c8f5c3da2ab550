//! Which language the user's environment asks for, as POSIX defines it for
//! messages: `LC_ALL` if set and not empty, else `LC_MESSAGES`, else `LANG`.
//! A value such as `de_DE.UTF-8`, `de_AT@euro` or `pt-BR` names its language
//! in its first letters; `C`, `POSIX` (and `C.UTF-8`) name none, which means
//! English. (GNU's `LANGUAGE` list is not consulted.)

/// The variables that choose the messages' language, strongest first.
pub const VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// The language subtag (`"de"`) the environment asks for, or `None` for the
/// C/POSIX locale, an unset environment or a value that names no language.
/// `var` reads one environment variable.
pub fn requested_language(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    let value = VARIABLES.iter().find_map(|name| var(name).filter(|v| !v.is_empty()))?;
    language_of(&value)
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
        assert_eq!(requested_language(env(&all)).as_deref(), Some("fr"));
        let messages = [("LC_ALL", ""), ("LC_MESSAGES", "de_DE.UTF-8"), ("LANG", "ru_RU.UTF-8")];
        assert_eq!(requested_language(env(&messages)).as_deref(), Some("de"));
        assert_eq!(requested_language(env(&[("LANG", "ru_RU.UTF-8")])).as_deref(), Some("ru"));
        assert_eq!(requested_language(env(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")])), None, "C wins and is English");
        assert_eq!(requested_language(env(&[])), None);
    }
}
