//! The teaching board tested as a teacher uses it: actions in, the board
//! drawn as ASCII out (stones, marks and labels on one picture), the SGF
//! text read back strictly, the library and the service on real SQLite.

mod editor;
mod exercise;
mod markup;
mod saving;
mod service;

use super::action::{TeachAction, TeachTool};
use super::editor::TeachEditor;
use super::start;
use go_core::tree::NodeId;
use go_core::{Color, Point};
use go_sgf::Record;

fn pt(sgf: &str) -> Point {
    Point::from_sgf(sgf).expect("test point")
}

/// A teaching board on an empty board of `side`.
fn empty(side: u32) -> TeachEditor {
    let (record, at) = start::empty_board(side).expect("a board");
    TeachEditor::new(record, at)
}

/// Does every action, each of which must be accepted.
fn act_all(editor: &mut TeachEditor, actions: &[TeachAction]) {
    for action in actions {
        editor.act(action).unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"));
    }
}

fn tool(tool: TeachTool, point: &str) -> TeachAction {
    TeachAction::Point { tool, point: pt(point) }
}

/// The node shown: its position with its markup over it. `X`/`O` stones,
/// `^` triangle, `#` square, `@` circle, `*` cross, a label's text,
/// `~` a dimmed empty point, `.` empty; one row per line, points spaced.
fn drawing(editor: &TeachEditor) -> String {
    let position = editor.position().expect("position");
    let markup = &editor.content().expect("content").markup;
    let size = position.board.size();
    let mut rows = Vec::new();
    for y in 0..size.height {
        let row: Vec<String> = (0..size.width)
            .map(|x| {
                let p = Point::new(x, y);
                if let Some(label) = markup.labels.iter().find(|l| l.point == p) {
                    return label.text.clone();
                }
                let marks =
                    [(&markup.triangle, "^"), (&markup.square, "#"), (&markup.circle, "@"), (&markup.cross, "*")];
                if let Some((_, sign)) = marks.iter().find(|(list, _)| list.contains(&p)) {
                    return (*sign).to_owned();
                }
                match position.board.get(p) {
                    Some(Color::Black) => "X".to_owned(),
                    Some(Color::White) => "O".to_owned(),
                    None if position.dimmed.contains(&p) => "~".to_owned(),
                    None => ".".to_owned(),
                }
            })
            .collect();
        rows.push(row.join(" "));
    }
    rows.join("\n")
}

/// A diagram written with any indentation, as `drawing` writes it.
fn diagram(text: &str) -> String {
    text.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
}

/// Saves `record`, reads it back strictly (no reader or conversion warning) and checks the trees are equal.
fn reads_back_strictly(record: &Record) -> Record {
    let saved = record.to_sgf_text();
    let opened = go_sgf::open(saved.as_bytes()).expect("saved text reads");
    assert!(opened.warnings.is_empty(), "reader warnings: {:?}\n{saved}", opened.warnings);
    let again = opened.games.into_iter().next().expect("a game").expect("shown");
    assert!(again.warnings().is_empty(), "conversion warnings: {:?}\n{saved}", again.warnings());
    assert_eq!(again.tree(), record.tree(), "saved:\n{saved}");
    again
}

/// The id of the node `steps` first children below the root.
fn main_line_node(editor: &TeachEditor, steps: usize) -> NodeId {
    editor.record().tree().main_line().nth(steps).expect("so many nodes")
}

/// The error of `result` as it crosses the IPC (`AppError` has no `PartialEq`).
fn error_of<T: std::fmt::Debug>(result: Result<T, crate::error::AppError>) -> serde_json::Value {
    serde_json::to_value(result.expect_err("refused")).expect("errors serialize")
}

/// `error` as it crosses the IPC.
fn as_data(error: crate::error::AppError) -> serde_json::Value {
    serde_json::to_value(error).expect("errors serialize")
}
