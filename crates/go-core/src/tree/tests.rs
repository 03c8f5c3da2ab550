//! Game trees from diagrams: shapes, replayed positions with their flags, played games.

use super::*;
use crate::board::Board;
use crate::color::{Color, PerColor};
use crate::game::PlayedMove;
use crate::moves::{IllegalMove, Move};
use crate::point::{BoardSize, Point};
use crate::replay::EndReason;
use crate::rules::{KoRule, RulesPreset};

fn pt(sgf: &str) -> Point {
    Point::from_sgf(sgf).expect("test point")
}

fn play(color: Color, sgf: &str) -> TreeNode {
    TreeNode::with_move(color, if sgf.is_empty() { Move::Pass } else { Move::Play(pt(sgf)) })
}

/// A tree whose root sets up `diagram` (X black, O white) with `to_play` to move.
fn tree_from(diagram: &str, to_play: Option<Color>) -> GameTree {
    let board = Board::from_ascii(diagram).expect("test diagram");
    let setup =
        SetupStones { black: board.points_of(Color::Black), white: board.points_of(Color::White), empty: vec![] };
    let info = GameInfo::new(board.size(), RulesPreset::Japanese.rules());
    GameTree::new(info, TreeNode { setup, to_play, ..TreeNode::default() })
}

/// Appends `nodes` as a line below `at`; returns the last node.
fn line(tree: &mut GameTree, at: NodeId, nodes: Vec<TreeNode>) -> NodeId {
    nodes.into_iter().fold(at, |parent, node| tree.add_child(parent, node).expect("known parent"))
}

fn position(tree: &GameTree, id: NodeId) -> NodePosition {
    tree.position_at(id).expect("known node")
}

fn ascii(p: &NodePosition) -> String {
    p.board.to_ascii()
}

fn diagram(text: &str) -> String {
    Board::from_ascii(text).expect("test diagram").to_ascii()
}

const KO: &str = "
    . X O .
    X O . O
    . X O .
    . . . .";

#[test]
fn a_ko_capture_and_its_immediate_retake_are_replayed_and_the_retake_is_flagged() {
    let mut tree = tree_from(KO, Some(Color::Black));
    let take = line(&mut tree, NodeId::ROOT, vec![play(Color::Black, "cb")]);
    let after_take = position(&tree, take);
    assert_eq!(
        ascii(&after_take),
        diagram(
            "
            . X O .
            X . X O
            . X O .
            . . . ."
        )
    );
    assert_eq!(after_take.captures, PerColor::new(1, 0));
    assert_eq!(after_take.view().ko, [pt("bb")], "White may not retake at once");
    assert!(after_take.issues.is_empty());

    let retake = line(&mut tree, take, vec![play(Color::White, "bb")]);
    let after_retake = position(&tree, retake);
    assert_eq!(after_retake.issues, [NodeIssue::Illegal { reason: IllegalMove::Ko }]);
    assert_eq!(after_retake.captures, PerColor::new(1, 1), "the retake is played anyway");
    assert_eq!(after_retake.last_move, Some(PlayedMove { color: Color::White, played: Move::Play(pt("bb")) }));
}

#[test]
fn occupied_suicide_and_out_of_turn_moves_are_flagged_never_refused() {
    let mut tree = tree_from(
        "
        . O .
        O . .
        . . .",
        Some(Color::Black),
    );
    let suicide = line(&mut tree, NodeId::ROOT, vec![play(Color::Black, "aa")]);
    let p = position(&tree, suicide);
    assert_eq!(p.issues, [NodeIssue::Illegal { reason: IllegalMove::Suicide }]);
    assert_eq!(p.captures, PerColor::new(0, 1), "a suicided stone counts for the opponent");

    let occupied = line(&mut tree, suicide, vec![play(Color::White, "ba")]);
    assert_eq!(position(&tree, occupied).issues, [NodeIssue::Illegal { reason: IllegalMove::Occupied }]);

    let twice = line(&mut tree, occupied, vec![play(Color::White, "cc")]);
    assert_eq!(position(&tree, twice).issues, [NodeIssue::OutOfTurn]);
    assert_eq!(position(&tree, twice).move_number, 3);
}

#[test]
fn setup_in_the_middle_and_setup_beside_a_move_are_flagged() {
    let mut tree = tree_from(". . .\n. . .\n. . .", None);
    let first = line(&mut tree, NodeId::ROOT, vec![play(Color::Black, "bb")]);
    let later =
        TreeNode { setup: SetupStones { white: vec![pt("aa")], ..SetupStones::default() }, ..play(Color::White, "cc") };
    let mixed = line(&mut tree, first, vec![later]);
    let p = position(&tree, mixed);
    assert_eq!(p.issues, [NodeIssue::SetupAfterMove, NodeIssue::SetupWithMove]);
    assert_eq!(p.board.get(pt("aa")), Some(Color::White));

    let turn = line(&mut tree, mixed, vec![TreeNode { to_play: Some(Color::White), ..TreeNode::default() }]);
    assert_eq!(position(&tree, turn).issues, [NodeIssue::SetupAfterMove]);
    assert_eq!(position(&tree, turn).to_play, Color::White);
}

#[test]
fn setup_that_leaves_stones_without_liberties_is_flagged() {
    let setup =
        SetupStones { black: vec![pt("aa"), pt("ab")], white: vec![pt("ac"), pt("ba"), pt("bb")], empty: vec![] };
    let tree = GameTree::new(GameInfo::default(), TreeNode { setup, ..TreeNode::default() });
    let p = position(&tree, NodeId::ROOT);
    assert_eq!(p.issues, [NodeIssue::StonesWithoutLiberties { points: vec![pt("aa"), pt("ab")] }]);
}

#[test]
fn in_a_handicap_game_white_moves_first_without_being_out_of_turn() {
    let size = BoardSize::square(9).expect("size");
    let mut info = GameInfo::new(size, RulesPreset::Japanese.rules());
    info.handicap = Some(2);
    let setup = SetupStones { black: vec![pt("cg"), pt("gc")], ..SetupStones::default() };
    let mut tree = GameTree::new(info, TreeNode { setup, ..TreeNode::default() });
    assert_eq!(position(&tree, NodeId::ROOT).to_play, Color::White, "handicap: White to move");
    let first = line(&mut tree, NodeId::ROOT, vec![play(Color::White, "ee"), play(Color::Black, "ce")]);
    let p = position(&tree, first);
    assert!(p.issues.is_empty());
    assert_eq!((p.move_number, p.to_play), (2, Color::White));
}

#[test]
fn two_passes_mark_where_play_would_have_ended_and_replay_goes_on() {
    let mut tree = tree_from(". . .\n. . .\n. . .", Some(Color::Black));
    let end =
        line(&mut tree, NodeId::ROOT, vec![play(Color::Black, ""), play(Color::White, ""), play(Color::Black, "bb")]);
    let p = position(&tree, end);
    assert_eq!(p.end.map(|e| (e.reason, e.after_move)), Some((EndReason::TwoPasses, 2)));
    assert_eq!(p.board.get(pt("bb")), Some(Color::Black));
}

#[test]
fn superko_is_flagged_under_rules_that_forbid_it_only() {
    let mut tree = tree_from(KO, Some(Color::Black));
    let cycle =
        vec![play(Color::Black, "cb"), play(Color::White, ""), play(Color::Black, ""), play(Color::White, "bb")];
    let end = line(&mut tree, NodeId::ROOT, cycle);
    let positional = crate::rules::Rules { ko: KoRule::Positional, ..RulesPreset::Japanese.rules() };
    let flagged = tree.position_with(end, positional).expect("known node");
    assert_eq!(flagged.issues, [NodeIssue::Illegal { reason: IllegalMove::Superko }]);
    assert!(position(&tree, end).issues.is_empty(), "simple ko: a pass lifts the ban");
}

#[test]
fn dimming_stays_in_force_until_a_later_node_lifts_it() {
    let mut tree = GameTree::new(GameInfo::default(), TreeNode::default());
    let dim = |points: Vec<Point>| TreeNode {
        markup: Markup { dimmed: Some(points), ..Markup::default() },
        ..TreeNode::default()
    };
    let a = line(&mut tree, NodeId::ROOT, vec![dim(vec![pt("aa"), pt("bb")])]);
    let b = line(&mut tree, a, vec![play(Color::Black, "cc")]);
    let c = line(&mut tree, b, vec![dim(vec![])]);
    assert_eq!(position(&tree, b).dimmed, [pt("aa"), pt("bb")]);
    assert!(position(&tree, c).dimmed.is_empty());
}

#[test]
fn variations_hang_in_order_and_number_their_moves() {
    let mut tree = GameTree::new(GameInfo::default(), TreeNode::default());
    let main = line(&mut tree, NodeId::ROOT, vec![play(Color::Black, "dd"), play(Color::White, "pp")]);
    let first = tree.first_child(NodeId::ROOT).expect("first move");
    let side = line(&mut tree, first, vec![play(Color::White, "dp"), TreeNode::default()]);
    assert_eq!(tree.children(first).count(), 2);
    assert_eq!(tree.main_line().collect::<Vec<_>>(), [NodeId::ROOT, first, main]);
    assert_eq!(tree.preorder().count(), tree.node_count());
    assert!(tree.is_main_line(main) && !tree.is_main_line(side));
    assert_eq!((tree.path_to(side).len() - 1, position(&tree, side).move_number), (3, 2));
    assert_eq!(tree.main_line_node(0), Some(NodeId::ROOT));
    assert_eq!(tree.main_line_node(2), Some(main));
    assert_eq!(tree.main_line_node(3), None);
    let along = tree.main_line_positions(RulesPreset::Japanese.rules());
    let numbers: Vec<(u32, NodeId)> = along.iter().map(|p| (p.move_number, p.node)).collect();
    assert_eq!(numbers, [(0, NodeId::ROOT), (1, first), (2, main)]);
    assert_eq!(tree.path_to(side).len(), 4);
}

#[test]
fn a_cursor_steps_to_children_and_jumps_anywhere_with_the_same_result() {
    let mut tree = GameTree::new(GameInfo::default(), TreeNode::default());
    let a = line(&mut tree, NodeId::ROOT, vec![play(Color::Black, "dd"), play(Color::White, "pp")]);
    let b = line(&mut tree, NodeId::ROOT, vec![play(Color::Black, "qq")]);
    let mut cursor = Cursor::new(&tree, RulesPreset::Chinese.rules());
    for id in tree.preorder() {
        assert!(cursor.goto(id));
        assert_eq!(cursor.position(), tree.position_with(id, RulesPreset::Chinese.rules()).expect("node"));
    }
    assert_eq!(cursor.node(), b);
    assert!(!cursor.goto(NodeId::from_index(99).expect("id")));
    assert_eq!(position(&tree, a).board.stone_count(Color::White), 1);
}

#[test]
fn deep_variations_and_long_lines_need_no_recursion() {
    let mut tree = GameTree::new(GameInfo::default(), TreeNode::default());
    let mut at = NodeId::ROOT;
    for i in 0..3000u32 {
        let color = if i % 2 == 0 { Color::Black } else { Color::White };
        let p = Point::new((i % 19) as u8, ((i / 19) % 19) as u8);
        line(&mut tree, at, vec![TreeNode::default()]);
        at = line(&mut tree, at, vec![TreeNode::with_move(color, Move::Play(p))]);
    }
    assert_eq!(tree.preorder().count(), 6001);
    assert_eq!(tree.path_to(at).len(), 3001);
    let p = position(&tree, at);
    assert_eq!(p.move_number, 3000);
}

#[test]
fn a_played_handicap_game_becomes_a_record_with_its_stones_moves_result_and_clock() {
    use crate::clock::TimeControl;
    use crate::game::GameSettings;
    use crate::timed::TimedGame;
    let size = BoardSize::square(9).expect("size");
    let settings = GameSettings::new(size, RulesPreset::Japanese.rules()).with_handicap(2);
    let control = TimeControl { main_ms: PerColor::new(600_000, 600_000), period_ms: 30_000, periods: 5 };
    let mut game = TimedGame::new(settings, Some(control)).expect("game");
    game.start(0);
    game.play(Move::Play(pt("ee")), 1_000).expect("legal");
    game.play(Move::Pass, 2_000).expect("legal");
    game.resign(Color::White, 3_000).expect("resign");
    let left = TimeLeft { ms: Some(599_000), overtime: None };
    let details = PlayedDetails { time_left: vec![Some(left)], ..PlayedDetails::default() };
    let tree = GameTree::from_played(&game.record(), &details).expect("valid record");

    let info = tree.info();
    assert_eq!((info.handicap, info.rules.preset), (Some(2), Some(RulesPreset::Japanese)));
    assert_eq!(info.result.result, Some(crate::result::GameResult::Resignation { winner: Color::Black }));
    assert_eq!(info.time.time_control(), Some(control));
    let root = tree.node(NodeId::ROOT).expect("root");
    assert_eq!(root.setup.black, crate::handicap::fixed_handicap(size, 2).expect("points"));
    let moves: Vec<_> = tree.main_line().filter_map(|id| tree.node(id).and_then(|n| n.mv)).collect();
    assert_eq!(
        moves,
        [
            PlayedMove { color: Color::White, played: Move::Play(pt("ee")) },
            PlayedMove { color: Color::Black, played: Move::Pass }
        ]
    );
    let first = tree.first_child(NodeId::ROOT).and_then(|id| tree.node(id)).expect("first move");
    assert_eq!(first.time_left.white, left);
    assert!(position(&tree, tree.main_line().last().expect("end")).issues.is_empty());
}

#[cfg(feature = "ts")]
#[test]
fn the_app_gets_typescript_shapes_that_match_the_json() {
    use ts_rs::{Config, TS};
    let config = Config::default();
    assert_eq!(NodeId::inline(&config), "number");
    let annotation = MoveAnnotation::inline(&config);
    assert!(annotation.contains("\"kind\": \"doubtful\""), "{annotation}");
    let json = serde_json::to_value(MoveAnnotation::Bad(Emphasis::Emphasized)).expect("json");
    assert_eq!(json, serde_json::json!({"kind": "bad", "emphasis": "emphasized"}));
    let view = PositionView::decl(&config);
    assert!(view.contains("illegal: Array<IllegalPoint>"), "{view}");
    for decl in [GameInfo::decl(&config), TreeNode::decl(&config), NodeIssue::decl(&config)] {
        assert!(!decl.is_empty());
    }
}
