//! The `logo` command speaks the language of `LANGUAGE`, `LC_ALL`,
//! `LC_MESSAGES` or `LANG` (as GNU gettext reads them) to people, German when
//! it does not speak the one asked for (as the app), English under the C
//! locale or none; its JSON is the same whatever the language.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use std::path::PathBuf;
use std::process::{Command, Output};

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name).display().to_string()
}

/// Runs `logo` with exactly these locale variables set (the others removed).
fn logo_in(locale: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_logo"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        command.env_remove(name);
    }
    command.envs(locale.iter().copied()).args(args).output().expect("the logo binary runs")
}

fn lang(value: &str) -> [(&str, &str); 1] {
    [("LANG", value)]
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// A file that is no SGF and one that reads with a warning, to check.
fn broken_and_repaired() -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.sgf");
    std::fs::write(&broken, "this is my shopping list").unwrap();
    let repaired = dir.path().join("repaired.sgf");
    std::fs::write(&repaired, "(;GM[1]FF[4]SZ[9];B[ee];W[cc]").unwrap();
    (dir, broken.display().to_string(), repaired.display().to_string())
}

#[test]
fn sgf_check_speaks_german_to_a_german_locale_and_english_otherwise() {
    let (_dir, broken, repaired) = broken_and_repaired();
    let german = logo_in(&lang("de_DE.UTF-8"), &["sgf", "check", &broken, &repaired]);
    assert_eq!(german.status.code(), Some(1));
    assert_eq!(
        stdout(&german),
        format!(
            "{broken}: abgelehnt: 1:1: kein SGF-Spielbaum gefunden\n\
             {repaired}: in Ordnung, 1 Partie, 3 Knoten, 1 Warnung\n  1:30: am Ende der Datei fehlt ein ')'\n"
        )
    );
    for english in [lang("en_GB.UTF-8"), lang("C"), lang("POSIX"), lang("C.UTF-8")] {
        let out = logo_in(&english, &["sgf", "check", &broken, &repaired]);
        let text = stdout(&out);
        assert!(text.starts_with(&format!("{broken}: refused: 1:1: no SGF game tree found\n")), "{english:?}: {text}");
        assert!(text.contains("ok, 1 game, 3 nodes, 1 warning"), "{english:?}: {text}");
    }
    assert!(stdout(&logo_in(&[], &["sgf", "check", &broken])).contains("refused"), "no locale at all: English");
}

#[test]
fn sgf_check_and_score_speak_french_with_a_decimal_comma() {
    let (_dir, broken, repaired) = broken_and_repaired();
    let french = stdout(&logo_in(&lang("fr_FR.UTF-8"), &["sgf", "check", &broken, &repaired]));
    assert!(french.starts_with(&format!("{broken} : refusé : 1:1 : aucun arbre de partie SGF trouvé\n")), "{french}");
    assert!(french.contains("OK, 1 partie, 3 nœuds, 1 avertissement"), "{french}");
    let args = ["score", &fixture("wall-with-dead-stone.sgf"), "--komi", "6,5"];
    let score = stdout(&logo_in(&lang("fr_FR.UTF-8"), &args));
    assert!(score.contains("komi 6,5") && score.contains("territoire") && score.contains("Résultat : "), "{score}");
    // The winner in words and the margin in French numbers, not SGF's "W+14.5".
    assert!(
        score.ends_with("Résultat : Blanc gagne de 14,5 points (décompte par zone : Blanc gagne de 15,5 points)\n"),
        "{score}"
    );
    let russian = stdout(&logo_in(&lang("ru_RU.UTF-8"), &args));
    assert!(russian.contains("Результат: белые выигрывают с перевесом в 14,5 очка"), "{russian}");
    let help = stdout(&logo_in(&lang("fr_FR.UTF-8"), &["score", "--help"]));
    assert!(help.contains("6,5 ou -0,5"), "the komi example in French numbers: {help}");
}

#[test]
fn lc_all_outranks_lc_messages_which_outranks_lang() {
    let (_dir, broken, _) = broken_and_repaired();
    let said = |locale: &[(&str, &str)]| stdout(&logo_in(locale, &["sgf", "check", &broken]));
    assert!(
        said(&[("LC_ALL", "en_US.UTF-8"), ("LC_MESSAGES", "de_DE.UTF-8"), ("LANG", "de_DE.UTF-8")]).contains("refused")
    );
    assert!(said(&[("LC_MESSAGES", "de_DE.UTF-8"), ("LANG", "en_US.UTF-8")]).contains("abgelehnt"));
    assert!(said(&[("LC_ALL", ""), ("LANG", "de_AT@euro")]).contains("abgelehnt"), "an empty LC_ALL counts as unset");
    assert!(said(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")]).contains("refused"), "C is English");
}

#[test]
fn json_is_the_same_in_every_language() {
    let (_dir, broken, repaired) = broken_and_repaired();
    for args in [
        vec!["sgf", "check", "--json", &broken, &repaired],
        vec!["board", &fixture("corner-capture.sgf"), "--all", "--json"],
        vec!["score", &fixture("wall-with-dead-stone.sgf"), "--json"],
        vec!["lessons", "check", "--json", concat!(env!("CARGO_MANIFEST_DIR"), "/../../lessons")],
    ] {
        let english = logo_in(&lang("en_US.UTF-8"), &args);
        assert!(!english.stdout.is_empty(), "{args:?}");
        for other in ["de_DE.UTF-8", "C", "ru_RU.UTF-8"] {
            let out = logo_in(&lang(other), &args);
            assert_eq!((stdout(&out), out.status), (stdout(&english), english.status), "{args:?} under {other}");
        }
    }
}

#[test]
fn board_and_score_read_as_german_with_a_decimal_comma() {
    let board = stdout(&logo_in(&lang("de_DE.UTF-8"), &["board", &fixture("corner-capture.sgf"), "--move", "3"]));
    assert!(board.starts_with("Zug 3, Weiß ist am Zug\n"), "{board}");
    assert!(board.contains("Geschlagen von Schwarz: 1, von Weiß: 0"), "{board}");
    let args = ["score", &fixture("wall-with-dead-stone.sgf"), "--komi", "6.5"];
    let score = stdout(&logo_in(&lang("de_DE.UTF-8"), &args));
    assert!(score.contains("Komi 6,5") && score.contains("Gebiet") && score.contains("Ergebnis: "), "{score}");
    let english = stdout(&logo_in(&lang("en_US.UTF-8"), &args));
    assert!(english.contains("komi 6.5") && english.contains("territory") && english.contains("Result: "), "{english}");
    let missing = logo_in(&lang("de_DE.UTF-8"), &["board", &fixture("corner-capture.sgf"), "--move", "9"]);
    assert_eq!(stderr(&missing), "logo: kein Zug 9: die Hauptvariante hat 4 Züge\n");
}

#[test]
fn errors_on_stderr_follow_the_language_too() {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").display().to_string();
    let out = logo_in(&lang("de_DE.UTF-8"), &["score", &folder]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out), format!("logo: {folder}: nicht lesbar: keine gewöhnliche Datei\n"));
}

#[test]
fn help_speaks_the_users_language_down_to_defaults_and_possible_values() {
    let german = stdout(&logo_in(&lang("de_DE.UTF-8"), &["score", "--help"]));
    for part in ["Die Endstellung der Hauptvariante", "Aufruf: logo score", "Optionen:", "[Standard: auto]"] {
        assert!(german.contains(part), "{part:?} missing in\n{german}");
    }
    assert!(!german.contains("Usage") && !german.contains("default:"), "English left in\n{german}");
    let english = stdout(&logo_in(&lang("C"), &["score", "--help"]));
    for part in ["Count the final position", "Usage: logo score", "Options:", "[default: auto]", "possible values:"] {
        assert!(english.contains(part), "{part:?} missing in\n{english}");
    }
    let listed = stdout(&logo_in(&lang("de_DE.UTF-8"), &["help", "library"]));
    assert!(listed.contains("Befehle:") && listed.contains("Partien der LoGo-Bibliothek"), "{listed}");
}

#[test]
fn every_language_has_its_own_help() {
    let english = stdout(&logo_in(&lang("C"), &["--help"]));
    for locale in ["de_DE", "fr_FR", "es_ES", "nl_NL", "da_DK", "it_IT", "pt_PT", "pl_PL", "ru_RU"] {
        let help = stdout(&logo_in(&lang(&format!("{locale}.UTF-8")), &["--help"]));
        for line in english.lines().filter(|line| line.len() > 20) {
            assert!(!help.contains(line), "{locale} still says {line:?}");
        }
    }
}

#[test]
fn mistakes_on_the_command_line_are_told_in_the_users_language_with_status_2() {
    let german = logo_in(&lang("de_DE.UTF-8"), &["score", "partie.sgf", "--kmi", "6.5"]);
    assert_eq!(german.status.code(), Some(2));
    let said = stderr(&german);
    assert!(said.starts_with("logo: --kmi ist keine Option dieses Befehls. Meinst du --komi?"), "{said}");
    assert!(said.contains("Aufruf: logo score"), "{said}");
    let level = logo_in(&lang("de_DE.UTF-8"), &["play", "--engine", "gnugo", "--level", "11"]);
    assert_eq!(level.status.code(), Some(2));
    let said = stderr(&level);
    assert!(said.starts_with("logo: 11 ist für --level") && said.contains("ganze Zahlen von 1 bis 10"), "{said}");
    let english = logo_in(&lang("C"), &["score"]);
    assert_eq!(english.status.code(), Some(2));
    assert!(stderr(&english).starts_with("logo: Missing: <FILE>"), "{}", stderr(&english));
}

#[test]
fn engine_errors_are_in_the_users_language() {
    let missing = stderr(&logo_in(&lang("ru_RU.UTF-8"), &["play", "--engine", "/nonexistent/engine"]));
    assert_eq!(missing, "logo: программа не запускается: программа /nonexistent/engine не найдена\n");
    let quote = stderr(&logo_in(&lang("de_DE.UTF-8"), &["play", "--engine", "katago 'x"]));
    assert_eq!(quote, "logo: --engine: das Anführungszeichen an Stelle 8 wird nicht geschlossen\n");
}

#[test]
fn a_language_logo_does_not_speak_falls_back_to_german_like_the_app() {
    let (_dir, broken, _) = broken_and_repaired();
    for other in ["sv_SE.UTF-8", "ja_JP.UTF-8", "xx_YY.UTF-8"] {
        let said = stdout(&logo_in(&lang(other), &["sgf", "check", &broken]));
        assert!(said.contains("abgelehnt"), "{other}: {said}");
    }
    let help = stdout(&logo_in(&lang("sv_SE.UTF-8"), &["--help"]));
    assert!(help.contains("Aufruf:") && !help.contains("Usage"), "{help}");
}

#[test]
fn gnu_language_lists_come_first_but_not_under_the_c_locale() {
    let (_dir, broken, _) = broken_and_repaired();
    let said = |locale: &[(&str, &str)]| stdout(&logo_in(locale, &["sgf", "check", &broken]));
    assert!(said(&[("LANGUAGE", "sv:nl:de"), ("LANG", "fr_FR.UTF-8")]).contains("geweigerd"), "the first spoken: nl");
    assert!(said(&[("LANGUAGE", "sv"), ("LANG", "fr_FR.UTF-8")]).contains("refusé"), "then the locale's own");
    assert!(said(&[("LANGUAGE", "de"), ("LANG", "C")]).contains("refused"), "C ignores LANGUAGE");
    assert!(said(&[("LANGUAGE", "de")]).contains("refused"), "so does an unset locale");
}
