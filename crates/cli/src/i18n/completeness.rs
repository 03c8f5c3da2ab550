//! The completeness test of the command's catalogs, the Rust twin of the
//! UI's (`ui/src/i18n/completeness.test.ts`): every language file is
//! registered and every registered language has its file; each catalog has
//! exactly English's keys, none empty, each message parses, takes the same
//! arguments (name and kind) as English's, and has every plural form CLDR
//! gives its language and no other; every key the code uses exists.

use super::catalog::{Source, plural_categories};
use super::message::Message;
use super::{ENGLISH, LANGUAGES};
use std::path::PathBuf;

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Everything wrong with the catalog of `lang` measured against `english`, one line each.
fn problems(lang: &str, catalog: &Source, english: &Source) -> Vec<String> {
    let mut found = Vec::new();
    for (key, reference) in &english.texts {
        let Some(text) = catalog.texts.get(key) else {
            found.push(format!("{lang} {key}: is missing"));
            continue;
        };
        if text.trim().is_empty() {
            found.push(format!("{lang} {key}: is empty"));
            continue;
        }
        let message = match Message::parse(text) {
            Ok(message) => message,
            Err(error) => {
                found.push(format!("{lang} {key}: does not parse: {error}"));
                continue;
            }
        };
        let expected = Message::parse(reference).map(|m| m.arguments()).unwrap_or_default();
        if message.arguments() != expected {
            found.push(format!("{lang} {key}: has arguments {:?} where English has {expected:?}", message.arguments()));
        }
        let cldr = plural_categories(lang);
        for (name, given) in message.plurals() {
            let missing: Vec<&str> = cldr.iter().copied().filter(|c| !given.iter().any(|g| g == c)).collect();
            if !missing.is_empty() {
                found.push(format!("{lang} {key}: plural {{{name}}} lacks {}", missing.join(", ")));
            }
            let foreign: Vec<&String> = given.iter().filter(|g| !cldr.contains(&g.as_str())).collect();
            if !foreign.is_empty() {
                found.push(format!("{lang} {key}: plural {{{name}}} has {foreign:?}, which {lang} never picks"));
            }
        }
    }
    for key in catalog.texts.keys().filter(|k| !english.texts.contains_key(*k)) {
        found.push(format!("{lang} {key}: is no English key"));
    }
    found
}

fn english() -> Source {
    let (_, text) = LANGUAGES.iter().find(|(tag, _)| *tag == ENGLISH).unwrap();
    Source::read(ENGLISH, text).unwrap()
}

/// Every key of the English catalog (for other modules' tests of the keys they build).
pub(crate) fn english_keys() -> Vec<String> {
    english().texts.into_keys().collect()
}

#[test]
fn all_ten_languages_are_registered_each_with_its_file() {
    let mut files: Vec<String> = std::fs::read_dir(crate_dir().join("locales"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|name| name.strip_suffix(".toml").map(str::to_owned))
        .collect();
    files.sort();
    let mut registered: Vec<String> = LANGUAGES.iter().map(|(tag, _)| (*tag).to_owned()).collect();
    registered.sort();
    assert_eq!(registered, files, "crates/cli/locales/*.toml and i18n::LANGUAGES must agree");
    let order: Vec<&str> = LANGUAGES.iter().map(|(tag, _)| *tag).collect();
    assert_eq!(order, ["de", "en", "fr", "es", "nl", "da", "it", "pt", "pl", "ru"], "the leaflet's ten, German first");
}

#[test]
fn every_language_has_every_message_with_englishs_arguments_and_its_cldr_plural_forms() {
    let english = english();
    assert!(english.texts.len() > 40, "English has the command's {} messages", english.texts.len());
    for (tag, text) in LANGUAGES {
        let catalog = Source::read(tag, text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(problems(tag, &catalog, &english), Vec::<String>::new(), "{tag}");
        let separator = toml::from_str::<toml::Table>(text).unwrap().get("decimal_separator").cloned();
        assert!(separator.is_some(), "{tag}.toml names its decimal_separator");
    }
}

#[test]
fn the_check_notices_missing_empty_foreign_and_mismatched_messages_and_plural_forms() {
    let english = Source::read(
        "en",
        "[t]\nfile = \"{path}: ok\"\ngames = \"{n, plural, one {# game} other {# games}}\"\nkomi = \"komi {k, number}\"\n",
    )
    .unwrap();
    let russian = Source::read(
        "ru",
        "[t]\nfile = \"{file}: ok\"\ngames = \"{n, plural, one {# партия} other {# партий}}\"\nkomi = \" \"\nextra = \"x\"\n",
    )
    .unwrap();
    assert_eq!(
        problems("ru", &russian, &english),
        [
            r#"ru t.file: has arguments ["file:text"] where English has ["path:text"]"#,
            "ru t.games: plural {n} lacks few, many",
            "ru t.komi: is empty",
            "ru t.extra: is no English key",
        ]
    );
    let german =
        Source::read("de", "[t]\nfile = \"{path}\"\ngames = \"{n, plural, one {a} few {b} other {c}}\"\n").unwrap();
    let found = problems("de", &german, &english);
    assert!(found.contains(&r#"de t.games: plural {n} has ["few"], which de never picks"#.to_owned()), "{found:?}");
    assert!(found.contains(&"de t.komi: is missing".to_owned()), "{found:?}");
}

#[test]
fn every_key_the_code_uses_is_in_the_english_catalog() {
    let english = english();
    let mut pending = vec![crate_dir().join("src")];
    let mut used = 0;
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            for (at, _) in source.match_indices("tr!(\"") {
                let own_macro = source[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric() && c != '_');
                let key = source[at + 5..].split('"').next().unwrap();
                if !own_macro || key == "key" {
                    continue;
                }
                used += 1;
                assert!(english.texts.contains_key(key), "{}: tr!(\"{key}\") is in no catalog", path.display());
            }
        }
    }
    assert!(used > 40, "found {used} uses of tr!");
}
