//! SGF → go-core game tree, one fixture per kind of property: setup and `PL`
//! anywhere, passes, handicap, komi quirks, results, markup, comments,
//! annotations, time left, variations, illegal moves, LoGo's old dialect.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::tree::{
    Emphasis, GameDate, GameTree, Label, Line, MoveAnnotation, NodeId, NodeIssue, Overtime, PositionAnnotation,
    TimeLeft, TimeOfDay, TreeNode,
};
use go_core::{Color, EndReason, GameResult, IllegalMove, Komi, Move, PerColor, PlayedMove, Point, RulesPreset};
use go_sgf::{ConvertWarningKind, Record, open};

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/fixtures/record/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(path).expect("fixture")
}

/// Every game of a fixture, converted.
fn records(name: &str) -> Vec<Record> {
    let opened = open(&fixture(name)).expect("parses");
    opened.games.into_iter().map(|g| g.expect("converts")).collect()
}

fn record(name: &str) -> Record {
    records(name).into_iter().next().expect("one game")
}

fn pt(sgf: &str) -> Point {
    Point::from_sgf(sgf).expect("test point")
}

fn pts(list: &[&str]) -> Vec<Point> {
    list.iter().map(|s| pt(s)).collect()
}

/// The main line's nodes after the root.
fn line(tree: &GameTree) -> Vec<NodeId> {
    tree.main_line().skip(1).collect()
}

fn content(tree: &GameTree, id: NodeId) -> &TreeNode {
    tree.node(id).expect("node")
}

fn codes(record: &Record) -> Vec<&'static str> {
    record.warnings().iter().map(|w| w.kind.code()).collect()
}

#[test]
fn handicap_stones_passes_and_setup_with_pl_in_mid_game() {
    let record = record("setup.sgf");
    let tree = record.tree();
    assert_eq!(tree.info().handicap, Some(2));
    assert_eq!(content(tree, tree.root()).setup.black, pts(&["cg", "gc"]));
    let [white_first, black_pass, white_tt, setup, last] = line(tree)[..] else { panic!("five nodes") };
    let first = tree.position_at(white_first).expect("position");
    assert!(first.issues.is_empty(), "after handicap stones White moves first: {:?}", first.issues);
    assert_eq!(content(tree, black_pass).mv, Some(PlayedMove { color: Color::Black, played: Move::Pass }));
    assert_eq!(content(tree, white_tt).mv, Some(PlayedMove { color: Color::White, played: Move::Pass }));
    assert_eq!(tree.position_at(white_tt).and_then(|p| p.end).map(|e| e.reason), Some(EndReason::TwoPasses));

    let node = content(tree, setup);
    assert_eq!(node.setup.black, pts(&["aa", "ba", "ab", "bb"]), "a compressed list");
    assert_eq!((node.setup.white.clone(), node.setup.empty.clone()), (pts(&["ca"]), pts(&["cg"])));
    assert_eq!(node.to_play, Some(Color::White));
    let at_setup = tree.position_at(setup).expect("position");
    assert_eq!(at_setup.issues, [NodeIssue::SetupAfterMove]);
    assert_eq!((at_setup.to_play, at_setup.board.get(pt("cg"))), (Color::White, None));
    assert!(tree.position_at(last).expect("position").issues.is_empty());
    assert!(record.warnings().is_empty(), "{:?}", record.warnings());
}

#[test]
fn komi_quirks_and_results_are_read_with_the_text_kept() {
    let games = records("komi_results.sgf");
    let komi: Vec<(Option<f64>, Option<&str>)> = games
        .iter()
        .map(|r| (r.tree().info().komi.komi.map(Komi::as_f64), r.tree().info().komi.text.as_deref()))
        .collect();
    assert_eq!(
        komi[..6],
        [
            (Some(7.5), Some("750")),
            (Some(6.5), Some("325")),
            (Some(7.5), Some("7.500000")),
            (None, Some("sechs")),
            (Some(-3.0), Some("-3")),
            (Some(0.5), Some("0.5")),
        ]
    );
    assert_eq!(codes(&games[0]), ["komi_reinterpreted"]);
    assert_eq!(codes(&games[3]), ["unreadable_komi"]);
    assert_eq!(games[0].tree().info().rules.rules.komi, Komi::from_half_points(15), "the rules carry the komi");

    let results: Vec<(Option<GameResult>, Option<Color>)> =
        games.iter().map(|r| (r.tree().info().result.result, r.tree().info().result.winner)).collect();
    let black = Some(Color::Black);
    assert_eq!(
        results,
        [
            (Some(GameResult::Resignation { winner: Color::Black }), black),
            (Some(GameResult::Resignation { winner: Color::White }), Some(Color::White)),
            (Some(GameResult::Time { winner: Color::Black }), black),
            (Some(GameResult::Draw), None),
            (Some(GameResult::Draw), None),
            (None, black),
            (None, None),
            (Some(GameResult::Score { winner: Color::White, margin_halves: 7 }), Some(Color::White)),
            (None, None),
        ]
    );
    assert_eq!(games[8].tree().info().result.text.as_deref(), Some("vielleicht"));
    assert_eq!(codes(&games[8]), ["unknown_rules", "unreadable_result"]);
    assert!(games[8].tree().info().rules.assumed);
    assert_eq!(games[7].tree().info().rules.preset, Some(RulesPreset::Chinese));
}

#[test]
fn markup_comments_and_names() {
    let record = record("markup.sgf");
    let tree = record.tree();
    let [marked, plain, undim] = line(tree)[..] else { panic!("three nodes") };
    let node = content(tree, marked);
    let m = &node.markup;
    assert_eq!(
        (m.circle.clone(), m.square.clone(), m.triangle.clone()),
        (pts(&["dd", "ff"]), pts(&["de"]), pts(&["ed", "fd"]))
    );
    assert_eq!((m.cross.clone(), m.selected.clone()), (pts(&["gg"]), pts(&["aa"])));
    assert_eq!(
        m.labels,
        [Label { point: pt("cc"), text: "A".into() }, Label { point: pt("gc"), text: "Zwei Wörter".into() }]
    );
    assert_eq!(m.arrows, [Line { from: pt("aa"), to: pt("ee") }]);
    assert_eq!(m.lines, [Line { from: pt("ab"), to: pt("ib") }]);
    assert_eq!(node.name.as_deref(), Some("Mitte"));
    assert_eq!(node.comment.as_deref(), Some("Ein Kommentar mit ] Klammer\nund zweiter Zeile"));
    assert_eq!(tree.position_at(plain).expect("position").dimmed, pts(&["ga", "ha", "ia"]), "DD stays in force");
    assert!(tree.position_at(undim).expect("position").dimmed.is_empty());
    assert!(content(tree, plain).markup.is_empty());
}

#[test]
fn annotations_and_time_left() {
    let record = record("annotations.sgf");
    let tree = record.tree();
    let nodes: Vec<&TreeNode> = line(tree).into_iter().map(|id| content(tree, id)).collect();
    let moves: Vec<_> = nodes.iter().map(|n| n.move_annotation).collect();
    assert_eq!(
        moves,
        [
            Some(MoveAnnotation::Bad(Emphasis::Emphasized)),
            Some(MoveAnnotation::Tesuji(Emphasis::Normal)),
            Some(MoveAnnotation::Doubtful),
            Some(MoveAnnotation::Interesting),
            Some(MoveAnnotation::Bad(Emphasis::Normal)),
        ]
    );
    let positions: Vec<_> = nodes.iter().map(|n| n.position_annotation).collect();
    assert_eq!(
        positions[..4],
        [
            Some(PositionAnnotation::GoodForWhite(Emphasis::Normal)),
            Some(PositionAnnotation::Even(Emphasis::Emphasized)),
            Some(PositionAnnotation::Unclear(Emphasis::Normal)),
            Some(PositionAnnotation::GoodForBlack(Emphasis::Emphasized)),
        ]
    );
    assert_eq!(nodes[1].hotspot, Some(Emphasis::Normal));
    assert_eq!(nodes[0].time_left.black, TimeLeft { ms: Some(1_795_500), overtime: Some(3) });
    assert_eq!(
        nodes[1].time_left,
        PerColor::new(TimeLeft::default(), TimeLeft { ms: Some(60_000), overtime: Some(5) })
    );
    assert_eq!(codes(&record), ["several_annotations"]);
}

#[test]
fn variations_keep_their_order_and_comments() {
    let record = record("variations.sgf");
    let tree = record.tree();
    assert_eq!(tree.node_count(), 7);
    assert_eq!(content(tree, tree.root()).comment.as_deref(), Some("Wurzel"));
    let top: Vec<_> = tree.children(tree.root()).collect();
    let first_moves: Vec<_> = top.iter().filter_map(|&id| content(tree, id).mv).map(|m| m.played).collect();
    assert_eq!(first_moves, [Move::Play(pt("ee")), Move::Play(pt("cc"))]);
    let replies: Vec<_> = tree.children(top[0]).collect();
    assert_eq!(content(tree, replies[1]).comment.as_deref(), Some("Variante"));
    let side = replies[1];
    let depth = tree.path_to(side).len() - 1;
    let moves = tree.position_at(side).expect("position").move_number;
    assert_eq!((depth, moves, tree.is_main_line(side)), (2, 2, false));
    for sgf in record.sgf().nodes() {
        let id = record.map().tree_node(sgf.id()).expect("every SGF node is mapped");
        assert_eq!(record.map().sgf_node(id), Some(sgf.id()));
    }
}

#[test]
fn illegal_moves_are_flagged_and_played_on() {
    let record = record("illegal.sgf");
    let tree = record.tree();
    let starts: Vec<_> = tree.children(tree.root()).collect();
    let issues = |id| tree.position_at(id).expect("position").issues;
    let retake = tree.first_child(starts[0]).expect("retake");
    assert!(issues(starts[0]).is_empty(), "taking the ko is legal");
    assert_eq!(issues(retake), [NodeIssue::Illegal { reason: IllegalMove::Ko }]);
    assert_eq!(issues(starts[1]), [NodeIssue::Illegal { reason: IllegalMove::Occupied }]);
    assert_eq!(issues(starts[2]), [NodeIssue::Illegal { reason: IllegalMove::Suicide }]);
    assert_eq!(issues(starts[3]), [NodeIssue::OutOfTurn]);
    let after_ko = tree.position_at(starts[0]).expect("position");
    assert_eq!((after_ko.captures, after_ko.view().ko), (PerColor::new(1, 0), vec![pt("bb")]));
}

#[test]
fn logos_old_dialect_is_understood() {
    let record = record("logo_old.sgf");
    let info = record.tree().info();
    assert_eq!(info.date.date, GameDate::new(2025, Some(12), Some(24)));
    assert_eq!(info.date.text.as_deref(), Some("24-12-2025"));
    assert_eq!(info.time.started_at, TimeOfDay::new(14, 5, 30), "TM is the time of day in LoGo's files");
    assert_eq!(info.time.main_ms, Some(PerColor::new(900_000, 600_000)), "TB/TW: each player's main time");
    assert_eq!(info.time.overtime, Some(Overtime::ByoYomi { periods: 1, period_ms: 30_000 }));
    let control = info.time.time_control().expect("a clock LoGo can play");
    assert_eq!((control.main_ms.black, control.period_ms, control.periods), (900_000, 30_000, 1));
    assert_eq!((info.players.black.name.as_deref(), info.players.white.name.as_deref()), (Some("Anna"), Some("Bernd")));
    assert_eq!((info.handicap_stones(), info.game_name.as_deref()), (0, Some("LoGo")));
    let tree = record.tree();
    let moves: Vec<_> = tree.main_line().filter_map(|id| content(tree, id).mv).map(|m| m.color).collect();
    assert_eq!(moves, [Color::Black, Color::White, Color::Black, Color::White], "S[..] is Black's move");
    assert_eq!(codes(&record), ["logo_black_move", "logo_black_move"]);
}

#[test]
fn the_older_logo_fixture_reads_time_left_and_keeps_private_properties() {
    let path = format!("{}/tests/fixtures/logo_dialect.sgf", env!("CARGO_MANIFEST_DIR"));
    let opened = open(&std::fs::read(path).expect("fixture")).expect("parses");
    let record = opened.games.into_iter().next().expect("game").expect("converts");
    let tree = record.tree();
    let nodes: Vec<&TreeNode> = line(tree).into_iter().map(|id| content(tree, id)).collect();
    assert_eq!(nodes[0].time_left.black.ms, Some(1_795_000), "TB in a move node: time left");
    assert_eq!(nodes[2].time_left.black.ms, Some(1_780_000));
    assert_eq!(tree.info().time.started_at, TimeOfDay::new(0, 30, 0));
    assert_eq!(tree.info().time.overtime, Some(Overtime::ByoYomi { periods: 5, period_ms: 30_000 }));
    assert!(record.to_sgf_text().contains("XZ[private][values]"), "unknown properties are saved again");
}

#[test]
fn what_cannot_be_read_is_warned_about_and_boards_beyond_25_are_refused() {
    let opened = open(b"(;SZ[9]RU[Ing]AB[aa][a][zz]LR[ko=positional;x=y];B[jj];W[ee]AE[:])(;SZ[30])(;SZ[x])(;GM[2])")
        .expect("parses");
    let [first, big, bad, othello] = &opened.games[..] else { panic!("four games") };
    let record = first.as_ref().expect("converts");
    assert_eq!(codes(record), ["unknown_rules", "bad_value", "off_board", "bad_rule_axes", "off_board", "bad_value"]);
    assert_eq!(record.tree().info().rules.rules.ko, go_core::KoRule::Positional, "LR applies what it can");
    let off_board_move = record.tree().first_child(record.tree().root()).expect("move");
    let issues = record.tree().position_at(off_board_move).expect("position").issues;
    assert_eq!(issues, [NodeIssue::Illegal { reason: IllegalMove::OffBoard }]);
    let code = |r: &Result<Record, Box<go_sgf::Refused>>| r.as_ref().err().map(|e| e.error.code());
    assert_eq!(
        (code(big), code(bad), code(othello)),
        (Some("unsupported_board_size"), Some("bad_board_size"), Some("not_go"))
    );
}

#[test]
fn game_information_before_the_first_move_is_read_and_later_ignored() {
    let opened = open(b"(;GM[1]FF[4]SZ[9]\n;PB[Anna]HA[3]AB[cc][gg]\n;W[ee]PW[Bernd])").expect("parses");
    let record = opened.games.into_iter().next().expect("game").expect("converts");
    let info = record.tree().info();
    assert_eq!((info.players.black.name.as_deref(), info.handicap), (Some("Anna"), Some(3)), "the node after the root");
    assert_eq!(info.players.white.name, None, "not in the first move's node");
    let kinds: Vec<_> = record.warnings().iter().map(|w| w.kind.clone()).collect();
    assert_eq!(
        kinds,
        [
            ConvertWarningKind::HandicapStonesMissing { handicap: 3, stones: 2 },
            ConvertWarningKind::GameInfoIgnored { idents: "PW".into() },
        ]
    );
    assert_eq!(record.warnings()[1].position.map(|p| (p.line, p.column)), Some((3, 1)));
}
