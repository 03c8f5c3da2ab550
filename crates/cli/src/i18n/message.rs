//! The messages of the command's catalogs: a small subset of ICU
//! MessageFormat, the same syntax the app's UI catalogs use, so a translator
//! writes one syntax for both:
//!
//! - `{name}` puts in a value as it is (a path, a point, a word);
//! - `{name, number}` a number in the language's way (`6,5` in German);
//! - `{name, plural, =0 {…} one {…} other {…}}` picks a branch by the
//!   language's CLDR plural category for the value, a count or a number such
//!   as `14.5` (an exact `=N` first); inside a branch `#` is the value,
//!   written as `{name, number}` would write it.
//!
//! `number` and `plural` are one kind of argument: the caller gives both a
//! number, and each language decides whether its sentence needs plural forms
//! (Polish and Russian often do where English writes a bare number).
//!
//! Braces are syntax and cannot appear as text; an apostrophe is an ordinary
//! character (no ICU quoting).

#[cfg(test)]
use std::collections::BTreeSet;

/// A parsed message: text and the places where values go.
#[derive(Clone, Debug, PartialEq)]
pub struct Message(Vec<Part>);

#[derive(Clone, Debug, PartialEq)]
enum Part {
    Text(String),
    /// `{name}`.
    Value(String),
    /// `{name, number}`.
    Number(String),
    /// `{name, plural, …}`.
    Plural {
        name: String,
        branches: Vec<(Selector, Message)>,
    },
    /// `#` inside a plural branch.
    Count,
}

/// What a plural branch is for: an exact count (`=0`) or a CLDR category (`one`).
#[derive(Clone, Debug, PartialEq)]
enum Selector {
    Exact(u64),
    Category(String),
}

/// A value to put into a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words, a path, a point: shown as they are.
    Text(String),
    /// A count: shown as digits, and it picks plural branches.
    Count(u64),
    /// A number that may be a half (komi, a score).
    Number(f64),
}

/// What formatting needs to know of the language.
pub trait Language {
    /// The CLDR plural category (`one`, `few`, `other`, …) of a count.
    fn category(&self, count: u64) -> &'static str;
    /// The CLDR plural category of a number that may have a fraction (`1.5`
    /// is `other` in Polish and `one` in French).
    fn category_of_number(&self, value: f64) -> &'static str;
    /// A number written the language's way (`6,5`).
    fn number(&self, value: f64) -> String;
}

impl Message {
    /// Parses a message; the error says what is wrong and where.
    pub fn parse(text: &str) -> Result<Message, String> {
        let chars: Vec<char> = text.chars().collect();
        let mut at = 0;
        let message = parse_message(&chars, &mut at, false)?;
        match chars.get(at) {
            None => Ok(message),
            Some(c) => Err(format!("unexpected {c:?} at character {}", at + 1)),
        }
    }

    /// The message with `args` put in; a value it names but `args` lacks is shown as `{name}`.
    pub fn format(&self, args: &[(&str, Arg)], language: &dyn Language) -> String {
        let mut out = String::new();
        self.write(&mut out, args, language, None);
        out
    }

    fn write(&self, out: &mut String, args: &[(&str, Arg)], language: &dyn Language, count: Option<&str>) {
        let find = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| a);
        for part in &self.0 {
            match part {
                Part::Text(text) => out.push_str(text),
                Part::Count => out.push_str(count.unwrap_or("#")),
                Part::Value(name) | Part::Number(name) => match find(name) {
                    Some(Arg::Text(text)) => out.push_str(text),
                    Some(Arg::Count(n)) => out.push_str(&n.to_string()),
                    Some(Arg::Number(x)) => out.push_str(&language.number(*x)),
                    None => out.push_str(&format!("{{{name}}}")),
                },
                Part::Plural { name, branches } => {
                    let (exact_value, category, shown) = match find(name) {
                        Some(Arg::Count(n)) => (Some(*n), language.category(*n), n.to_string()),
                        Some(Arg::Number(x)) => {
                            let whole = (x.fract() == 0.0 && *x >= 0.0 && *x < 1e15).then_some(*x as u64);
                            (whole, language.category_of_number(*x), language.number(*x))
                        }
                        _ => (Some(0), language.category(0), "0".to_owned()),
                    };
                    let exact = branches.iter().find(|(s, _)| exact_value.is_some_and(|n| *s == Selector::Exact(n)));
                    let by_category =
                        || branches.iter().find(|(s, _)| matches!(s, Selector::Category(c) if c == category));
                    let other = || branches.iter().find(|(s, _)| matches!(s, Selector::Category(c) if c == "other"));
                    if let Some((_, branch)) = exact.or_else(by_category).or_else(other) {
                        branch.write(out, args, language, Some(&shown));
                    }
                }
            }
        }
    }

    /// The values the message takes as sorted `name:kind` entries (`games:number`,
    /// `path:text`); a plural's kind is `number`, like a `{name, number}`'s.
    #[cfg(test)]
    pub fn arguments(&self) -> Vec<String> {
        let mut found = BTreeSet::new();
        self.collect_arguments(&mut found);
        found.into_iter().collect()
    }

    #[cfg(test)]
    fn collect_arguments(&self, found: &mut BTreeSet<String>) {
        for part in &self.0 {
            match part {
                Part::Value(name) => {
                    found.insert(format!("{name}:text"));
                }
                Part::Number(name) => {
                    found.insert(format!("{name}:number"));
                }
                Part::Plural { name, branches } => {
                    found.insert(format!("{name}:number"));
                    branches.iter().for_each(|(_, branch)| branch.collect_arguments(found));
                }
                Part::Text(_) | Part::Count => {}
            }
        }
    }

    /// Each plural of the message (at any depth) with the CLDR categories its branches name.
    #[cfg(test)]
    pub fn plurals(&self) -> Vec<(String, Vec<String>)> {
        let mut found = Vec::new();
        for part in &self.0 {
            if let Part::Plural { name, branches } = part {
                let categories = branches
                    .iter()
                    .filter_map(|(s, _)| match s {
                        Selector::Category(c) => Some(c.clone()),
                        Selector::Exact(_) => None,
                    })
                    .collect();
                found.push((name.clone(), categories));
                branches.iter().for_each(|(_, branch)| found.extend(branch.plurals()));
            }
        }
        found
    }
}

/// Reads text and arguments up to the end, or up to the `}` closing a plural branch (`in_branch`).
fn parse_message(chars: &[char], at: &mut usize, in_branch: bool) -> Result<Message, String> {
    let mut parts = Vec::new();
    let mut text = String::new();
    while let Some(&c) = chars.get(*at) {
        match c {
            '}' if in_branch => break,
            '}' => return Err(format!("a '}}' without its '{{' at character {}", *at + 1)),
            '#' if in_branch => {
                flush(&mut text, &mut parts);
                parts.push(Part::Count);
                *at += 1;
            }
            '{' => {
                flush(&mut text, &mut parts);
                *at += 1;
                parts.push(parse_argument(chars, at)?);
            }
            _ => {
                text.push(c);
                *at += 1;
            }
        }
    }
    flush(&mut text, &mut parts);
    Ok(Message(parts))
}

fn flush(text: &mut String, parts: &mut Vec<Part>) {
    if !text.is_empty() {
        parts.push(Part::Text(std::mem::take(text)));
    }
}

/// One argument, from just after its `{` to just after its `}`.
fn parse_argument(chars: &[char], at: &mut usize) -> Result<Part, String> {
    let start = *at;
    let head: String = take_while(chars, at, |c| c != '}' && c != '{' && c != ',');
    let name = head.trim().to_owned();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!("an argument needs a name of letters, digits and '_' at character {}", start + 1));
    }
    match chars.get(*at) {
        Some('}') => {
            *at += 1;
            Ok(Part::Value(name))
        }
        Some(',') => {
            *at += 1;
            let kind: String = take_while(chars, at, |c| c != '}' && c != '{' && c != ',');
            match (kind.trim(), chars.get(*at)) {
                ("number", Some('}')) => {
                    *at += 1;
                    Ok(Part::Number(name))
                }
                ("plural", Some(',')) => {
                    *at += 1;
                    Ok(Part::Plural { branches: parse_branches(chars, at)?, name })
                }
                (other, _) => Err(format!("{{{name}, {other}…}}: only number and plural are known")),
            }
        }
        _ => Err(format!("the argument {{{name} is not closed")),
    }
}

/// `selector {message} … }`: the branches of a plural, up to just after its `}`.
fn parse_branches(chars: &[char], at: &mut usize) -> Result<Vec<(Selector, Message)>, String> {
    let mut branches = Vec::new();
    loop {
        take_while(chars, at, char::is_whitespace);
        match chars.get(*at) {
            Some('}') => {
                *at += 1;
                break;
            }
            None => return Err("a plural is not closed".to_owned()),
            Some(_) => {}
        }
        let word: String = take_while(chars, at, |c| !c.is_whitespace() && c != '{' && c != '}');
        let selector = if let Some(digits) = word.strip_prefix('=') {
            Selector::Exact(digits.parse().map_err(|_| format!("{word:?} is no exact count"))?)
        } else if !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase()) {
            Selector::Category(word.clone())
        } else {
            return Err(format!("{word:?} is no plural category"));
        };
        take_while(chars, at, char::is_whitespace);
        if chars.get(*at) != Some(&'{') {
            return Err(format!("the branch {word:?} needs its text in braces"));
        }
        *at += 1;
        let branch = parse_message(chars, at, true)?;
        if chars.get(*at) != Some(&'}') {
            return Err(format!("the branch {word:?} is not closed"));
        }
        *at += 1;
        branches.push((selector, branch));
    }
    if !branches.iter().any(|(s, _)| *s == Selector::Category("other".to_owned())) {
        return Err("a plural needs an `other` branch".to_owned());
    }
    Ok(branches)
}

fn take_while(chars: &[char], at: &mut usize, keep: impl Fn(char) -> bool) -> String {
    let mut taken = String::new();
    while let Some(&c) = chars.get(*at).filter(|&&c| keep(c)) {
        taken.push(c);
        *at += 1;
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;

    /// English's plural rule and decimal point, for the syntax tests.
    struct Plain;

    impl Language for Plain {
        fn category(&self, count: u64) -> &'static str {
            if count == 1 { "one" } else { "other" }
        }
        fn category_of_number(&self, value: f64) -> &'static str {
            if value == 1.0 { "one" } else { "other" }
        }
        fn number(&self, value: f64) -> String {
            value.to_string()
        }
    }

    fn format(text: &str, args: &[(&str, Arg)]) -> String {
        Message::parse(text).unwrap().format(args, &Plain)
    }

    #[test]
    fn values_numbers_and_plurals_with_exact_counts() {
        let games = "{path}: {n, plural, =0 {no game} one {one game} other {# games}}, komi {komi, number}";
        let args = |n| [("path", Arg::Text("a.sgf".into())), ("n", Arg::Count(n)), ("komi", Arg::Number(6.5))];
        assert_eq!(format(games, &args(0)), "a.sgf: no game, komi 6.5");
        assert_eq!(format(games, &args(1)), "a.sgf: one game, komi 6.5");
        assert_eq!(format(games, &args(12)), "a.sgf: 12 games, komi 6.5");
        assert_eq!(format("l'arbre {x}", &[]), "l'arbre {x}", "apostrophes are text; a missing value shows its name");
        let parsed = Message::parse(games).unwrap();
        assert_eq!(parsed.arguments(), ["komi:number", "n:number", "path:text"]);
        assert_eq!(parsed.plurals(), [("n".to_owned(), vec!["one".to_owned(), "other".to_owned()])]);
    }

    #[test]
    fn a_plural_takes_a_number_with_a_fraction_and_writes_it_the_languages_way() {
        let points = "{p, plural, =1 {one point} one {# point} other {# points}}";
        assert_eq!(format(points, &[("p", Arg::Number(1.0))]), "one point");
        assert_eq!(format(points, &[("p", Arg::Number(14.5))]), "14.5 points");
        assert_eq!(format(points, &[("p", Arg::Count(3))]), "3 points");
    }

    #[test]
    fn broken_messages_say_what_is_wrong() {
        for (text, fragment) in [
            ("{path", "not closed"),
            ("path}", "without its"),
            ("{n, plural, one {x}}", "`other` branch"),
            ("{n, plural, one {x} other {y}", "not closed"),
            ("{n, plural, One {x} other {y}}", "no plural category"),
            ("{n, select, a {x} other {y}}", "only number and plural"),
            ("{}", "needs a name"),
            ("{n, plural, =x {a} other {b}}", "no exact count"),
        ] {
            let error = Message::parse(text).unwrap_err();
            assert!(error.contains(fragment), "{text}: {error}");
        }
    }
}
