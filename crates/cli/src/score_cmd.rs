//! `logo score`: counts the final position of a record's main line, with
//! LoGo's dead-stone proposal, no dead stones, or the ones named.

use crate::args::ScoreArgs;
use crate::failure::Failure;
use crate::record_file::first_game;
use go_core::score::{DeadSet, ProposalOptions, ScoreInput, ScoreView, propose_dead, score};
use go_core::{Board, Komi, Point, Rules};
use std::process::ExitCode;

/// Prints the count as a table or as DESIGN §3's JSON.
pub fn run(args: &ScoreArgs) -> Result<ExitCode, Failure> {
    let record = first_game(&args.file)?;
    let tree = record.tree();
    let info = tree.info();
    let last = tree.main_line_node(tree.main_line_moves()).unwrap_or(tree.root());
    let position = tree.position_at(last).ok_or_else(|| Failure::new("the record has no position"))?;
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
        println!("{}", serde_json::to_string(&view).map_err(Failure::new)?);
    } else {
        print!("{}", table(&view));
    }
    Ok(ExitCode::SUCCESS)
}

/// `--rules` replaces the record's rules (keeping its komi); `--komi` replaces the komi.
fn rules(record: Rules, args: &ScoreArgs) -> Result<Rules, Failure> {
    let mut rules = args.rules.map_or(record, |p| Rules { komi: record.komi, ..p.preset().rules() });
    if let Some(text) = &args.komi {
        rules.komi = Komi::parse(text).map_err(|e| Failure::new(format!("--komi: {e}")))?;
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
                        .ok_or_else(|| Failure::new(format!("--dead: {text:?} is not a point on this board")))
                })
                .collect::<Result<Vec<_>, _>>()?;
            DeadSet::chains_at(board, &points).map_err(|e| {
                let point = e.0.to_sgf().unwrap_or_default();
                Failure::new(format!("--dead: there is no stone on {point}"))
            })
        }
    }
}

/// The count for people.
fn table(v: &ScoreView) -> String {
    let row = |name: &str, black: String, white: String| format!("{name:<12}{black:>10}{white:>10}\n");
    let mut out = format!("Rules {} ({:?} counting), komi {}\n", v.rules, v.scoring, v.komi);
    out.push_str(&row("", "Black".into(), "White".into()));
    out.push_str(&row("territory", v.black.territory.to_string(), v.white.territory.to_string()));
    out.push_str(&row("stones", v.black.stones.to_string(), v.white.stones.to_string()));
    out.push_str(&row("prisoners", v.black.prisoners.to_string(), v.white.prisoners.to_string()));
    let komi = v.white.komi.map_or_else(String::new, |k| k.to_string());
    out.push_str(&row("komi", String::new(), komi));
    let bonus = v.white.handicap_bonus.map_or_else(String::new, |b| b.to_string());
    out.push_str(&row("handicap", String::new(), bonus));
    out.push_str(&row("score", v.black.score.to_string(), v.white.score.to_string()));
    out.push_str(&format!("Result: {} (by {:?} counting: {})\n", v.result, v.other.scoring, v.other.result));
    out
}
