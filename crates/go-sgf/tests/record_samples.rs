//! Every real-world sample in `../shared/sgf-samples` (beside the repository)
//! is converted and every node of every game replayed; the intentionally
//! illegal games are flagged, not crashed on; and each game, once written by
//! LoGo, survives read → write unchanged. Users' clones do not have the
//! folder: there these tests are reported as ignored (see build.rs).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{samples_dir, sgf_files};
use go_core::tree::{Cursor, GameTree, NodeId, NodeIssue};
use go_core::{IllegalMove, RulesPreset};
use go_sgf::{Record, open, parse, read_record, write_game, write_record};
use std::collections::BTreeMap;

/// Replays every node (a cursor steps down each line, jumping back for each
/// variation) and counts the issues by code.
fn replay_every_node(tree: &GameTree, issues: &mut BTreeMap<String, usize>) {
    let mut cursor = Cursor::new(tree, tree.info().rules.rules);
    for id in tree.preorder() {
        assert!(cursor.goto(id));
        let position = cursor.position();
        assert_eq!(position.board.size(), tree.info().size);
        for issue in &position.issues {
            let code = serde_json::to_value(issue).ok().and_then(|v| v["code"].as_str().map(str::to_owned));
            *issues.entry(code.unwrap_or_default()).or_default() += 1;
        }
    }
    let along = tree.main_line_positions(tree.info().rules.rules);
    let root_move = tree.node(tree.root()).is_some_and(|n| n.mv.is_some());
    assert_eq!(along.len() + usize::from(root_move), tree.main_line_moves() as usize + 1);
}

/// Once written by LoGo, the game reads and writes back to the same SGF tree.
fn round_trips_as_logo_written(name: &str, record: &Record) {
    let logo_written = write_game(&write_record(record.tree()));
    let parsed = parse(logo_written.as_bytes()).expect("LoGo's text parses");
    let x = parsed.collection.games().first().expect("one game");
    let again = read_record(x).expect("converts again");
    assert_eq!(&write_record(&again.tree), x, "{name}: parse(write(parse(x))) differs");
}

#[test]
#[cfg_attr(not(sgf_samples), ignore = "../shared/sgf-samples is not beside the repository")]
fn every_sample_converts_and_replays_every_node() {
    let dir = samples_dir();
    let files = sgf_files(&dir);
    assert!(files.len() >= 60, "expected the 67 samples, found {}", files.len());
    for path in &files {
        let name = path.strip_prefix(&dir).unwrap_or(path).display().to_string();
        let Ok(opened) = open(&std::fs::read(path).expect("readable sample")) else {
            println!("{name}: not SGF");
            continue;
        };
        for game in &opened.games {
            let record = match game {
                Ok(record) => record,
                Err(refused) => {
                    println!("{name}: refused: {}", refused.error);
                    continue;
                }
            };
            let mut issues = BTreeMap::new();
            replay_every_node(record.tree(), &mut issues);
            round_trips_as_logo_written(&name, record);
            let warnings: Vec<&str> = record.warnings().iter().map(|w| w.kind.code()).collect();
            println!("{name}: {} nodes, warnings {warnings:?}, issues {issues:?}", record.tree().node_count());
        }
    }
}

fn illegal_game(file: &str) -> Option<Record> {
    let path = samples_dir().join("littlego/sgf/Illegal games").join(file);
    let bytes = std::fs::read(path).ok()?;
    open(&bytes).ok()?.games.into_iter().next()?.ok()
}

fn last(record: &Record) -> NodeId {
    record.tree().main_line().last().expect("a node")
}

fn issues_under(record: &Record, id: NodeId, rules: RulesPreset) -> Vec<NodeIssue> {
    let position = record.tree().position_with(id, rules.rules()).expect("position");
    position.issues
}

#[test]
#[cfg_attr(not(sgf_samples), ignore = "../shared/sgf-samples is not beside the repository")]
fn the_illegal_samples_are_flagged() {
    let superko = illegal_game("positional-superko.sgf").expect("the sample of a positional superko");
    let flag = |reason| vec![NodeIssue::Illegal { reason }];
    assert_eq!(issues_under(&superko, last(&superko), RulesPreset::Chinese), flag(IllegalMove::Superko));
    let situational = illegal_game("situational-superko.sgf").expect("sample");
    assert_eq!(issues_under(&situational, last(&situational), RulesPreset::Aga), flag(IllegalMove::Superko));
    let suicide = illegal_game("suicide.sgf").expect("sample");
    assert_eq!(issues_under(&suicide, last(&suicide), RulesPreset::Japanese), flag(IllegalMove::Suicide));

    let illegal = illegal_game("illegal-move.sgf").expect("sample");
    let tree = illegal.tree();
    let occupied =
        tree.preorder().filter(|&id| tree.position_at(id).is_some_and(|p| p.issues == flag(IllegalMove::Occupied)));
    assert_eq!(occupied.count(), 1, "W[hd] on Black's stone");

    for file in ["setup-after-first-move.sgf", "setup-player-after-first-move.sgf"] {
        let record = illegal_game(file).expect("sample");
        assert_eq!(issues_under(&record, last(&record), RulesPreset::Japanese), [NodeIssue::SetupAfterMove], "{file}");
    }
    let setup = illegal_game("illegal-setup.sgf").expect("sample");
    let root = issues_under(&setup, setup.tree().root(), RulesPreset::Japanese);
    assert!(matches!(root.as_slice(), [NodeIssue::StonesWithoutLiberties { points }] if points.len() == 2), "{root:?}");

    let missing = illegal_game("not-enough-handicap-stones.sgf").expect("sample");
    assert_eq!(missing.warnings().iter().map(|w| w.kind.code()).collect::<Vec<_>>(), ["handicap_stones_missing"]);
    let long = illegal_game("too-many-moves.sgf").expect("sample");
    assert_eq!(long.tree().main_line_moves(), 1395, "LoGo has no move limit");
    assert!(issues_under(&long, last(&long), RulesPreset::Japanese).is_empty());
}
