//! `logo score`: counts the final position of a record's main line, with
//! LoGo's dead-stone proposal, no dead stones, or the ones named.

use crate::args::ScoreArgs;
use crate::board_cmd::color_name;
use crate::failure::Failure;
use crate::i18n::{number, tr};
use crate::record_file::first_game;
use go_core::score::{DeadSet, HalfPoints, ProposalOptions, ScoreInput, ScoreView, propose_dead, score};
use go_core::{Board, Color, GameResult, Komi, Point, Rules, ScoringMethod};
use std::process::ExitCode;

/// Prints the count as a table or as DESIGN §3's JSON.
pub fn run(args: &ScoreArgs) -> Result<ExitCode, Failure> {
    let record = first_game(&args.file)?;
    let tree = record.tree();
    let info = tree.info();
    let last = tree.main_line_node(tree.main_line_moves()).unwrap_or(tree.root());
    let position = tree.position_at(last).ok_or_else(|| Failure::new(tr!("score.no_position")))?;
    let rules = rules(info.rules.rules, args)?;
    let dead = dead_stones(&position.board, &args.dead)?;
    let input = ScoreInput {
        board: &position.board,
        captures: position.captures,
        handicap: info.handicap_stones(),
        rules,
        dead: &dead,
    };
    let view = ScoreView::from(&score(&input));
    if args.json {
        crate::out::print_line(serde_json::to_string(&view).map_err(Failure::new)?)?;
    } else {
        crate::out::print(table(&view))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `--rules` replaces the record's rules (keeping its komi); `--komi` replaces the komi.
fn rules(record: Rules, args: &ScoreArgs) -> Result<Rules, Failure> {
    let mut rules = args.rules.map_or(record, |p| Rules { komi: record.komi, ..p.preset().rules() });
    if let Some(text) = &args.komi {
        rules.komi = Komi::parse(text).map_err(|_| Failure::new(tr!("score.bad_komi", text = text)))?;
    }
    Ok(rules)
}

/// `auto`, `none`, or comma-separated SGF points each marking its chain dead.
fn dead_stones(board: &Board, spec: &str) -> Result<DeadSet, Failure> {
    match spec.trim() {
        "auto" => Ok(propose_dead(board, &ProposalOptions::default()).dead),
        "none" | "" => Ok(DeadSet::new()),
        list => {
            let points = list
                .split(',')
                .map(|text| {
                    let text = text.trim();
                    Point::from_sgf(text)
                        .filter(|p| board.size().contains(*p))
                        .ok_or_else(|| Failure::new(tr!("score.dead_not_a_point", text = text)))
                })
                .collect::<Result<Vec<_>, _>>()?;
            DeadSet::chains_at(board, &points).map_err(|e| {
                let point = e.0.to_sgf().unwrap_or_default();
                Failure::new(tr!("score.dead_no_stone", point = point))
            })
        }
    }
}

/// The count for people, in their language.
fn table(v: &ScoreView) -> String {
    let row = |name: String, black: String, white: String| format!("{name:<14}{black:>10}{white:>10}\n");
    let points = |h: HalfPoints| number(h.as_f64());
    let whole = |n: u32| n.to_string();
    let title =
        tr!("score.title", rules = rules_name(&v.rules), method = method_name(v.scoring), komi = v.komi.as_f64());
    let mut out = format!("{title}\n");
    out.push_str(&row(String::new(), color_name(Color::Black), color_name(Color::White)));
    out.push_str(&row(tr!("score.row.territory"), whole(v.black.territory), whole(v.white.territory)));
    out.push_str(&row(tr!("score.row.stones"), whole(v.black.stones), whole(v.white.stones)));
    out.push_str(&row(tr!("score.row.prisoners"), whole(v.black.prisoners), whole(v.white.prisoners)));
    out.push_str(&row(tr!("score.row.komi"), String::new(), v.white.komi.map_or_else(String::new, points)));
    out.push_str(&row(
        tr!("score.row.handicap"),
        String::new(),
        v.white.handicap_bonus.map_or_else(String::new, whole),
    ));
    out.push_str(&row(tr!("score.row.score"), points(v.black.score), points(v.white.score)));
    let other = method_name(v.other.scoring);
    let (result, other_result) = (result_words(&v.result), result_words(&v.other.result));
    out.push_str(&tr!("score.result", result = result, method = other, other = other_result));
    out.push('\n');
    out
}

/// A result in SGF `RE` notation (`W+14.5`, `B+R`, `0`, `Void`) in words
/// and the language's numbers ("Weiß gewinnt mit 14,5 Punkten Vorsprung"):
/// "B+" reads as Blanc in French. Text that is no result is shown as it is.
pub fn result_words(sgf: &str) -> String {
    match GameResult::from_sgf(sgf) {
        Some(GameResult::Score { winner, margin_halves }) => {
            tr!("result.score", color = color_name(winner), points = f64::from(margin_halves) / 2.0)
        }
        Some(GameResult::Resignation { winner }) => tr!("result.resignation", color = color_name(winner)),
        Some(GameResult::Time { winner }) => tr!("result.time", color = color_name(winner)),
        Some(GameResult::Draw) => tr!("result.draw"),
        Some(GameResult::NoResult) => tr!("result.no_result"),
        None => sgf.to_owned(),
    }
}

/// A preset's name in the user's language (`custom` for axes that match none).
fn rules_name(id: &str) -> String {
    match id {
        "japanese" => tr!("rules.japanese"),
        "chinese" => tr!("rules.chinese"),
        "aga" => tr!("rules.aga"),
        "new-zealand" => tr!("rules.new_zealand"),
        "tromp-taylor" => tr!("rules.tromp_taylor"),
        _ => tr!("rules.custom"),
    }
}

fn method_name(method: ScoringMethod) -> String {
    match method {
        ScoringMethod::Territory => tr!("method.territory"),
        ScoringMethod::Area => tr!("method.area"),
    }
}
