//! `logo board`: the position after a move of a record's main line, as a
//! diagram or as DESIGN §3's JSON, replayed under the record's rules or the
//! ones given on the command line.

use crate::args::BoardArgs;
use crate::failure::Failure;
use crate::i18n::tr;
use crate::record_file::first_game;
use crate::rules_choice::chosen_rules;
use go_core::tree::NodePosition;
use go_core::{Color, EndReason, PerColor, PlayEnd, Point};
use serde::Serialize;
use std::process::ExitCode;

/// One position in DESIGN §3's `board --json` shape.
#[derive(Serialize)]
struct BoardJson {
    size: [u8; 2],
    #[serde(rename = "move")]
    move_number: u32,
    to_play: Color,
    black: Vec<Point>,
    white: Vec<Point>,
    captures: PerColor<u32>,
    illegal: Vec<Point>,
    #[serde(skip_serializing_if = "Option::is_none")]
    over: Option<PlayEnd>,
}

impl From<&NodePosition> for BoardJson {
    fn from(p: &NodePosition) -> Self {
        let size = p.board.size();
        BoardJson {
            size: [size.width, size.height],
            move_number: p.move_number,
            to_play: p.to_play,
            black: p.board.points_of(Color::Black),
            white: p.board.points_of(Color::White),
            captures: p.captures,
            illegal: p.illegal.iter().map(|i| i.point).collect(),
            over: p.end,
        }
    }
}

/// Prints the chosen position(s).
pub fn run(args: &BoardArgs) -> Result<ExitCode, Failure> {
    let record = first_game(&args.file)?;
    let tree = record.tree();
    let rules = chosen_rules(tree.info().rules.rules, &args.rules);
    let positions = tree.main_line_positions(rules);
    let chosen: Vec<&NodePosition> = if args.all {
        positions.iter().collect()
    } else {
        let wanted = args.move_number.unwrap_or_else(|| tree.main_line_moves());
        let found = positions.iter().rev().find(|p| p.move_number == wanted);
        let last = tree.main_line_moves();
        vec![found.ok_or_else(|| Failure::new(tr!("board.no_move", wanted = wanted, moves = last)))?]
    };
    for position in chosen {
        if args.json {
            crate::out::print_line(serde_json::to_string(&BoardJson::from(position)).map_err(Failure::new)?)?;
        } else {
            crate::out::print(diagram(position))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A diagram for people: coordinates, `X` black, `O` white, `.` empty, and status lines in the user's language.
fn diagram(p: &NodePosition) -> String {
    let size = p.board.size();
    let columns: String = size
        .points()
        .take(usize::from(size.width))
        .filter_map(|q| q.to_display(size))
        .map(|d| {
            let letter: String = d.chars().take(1).collect();
            format!(" {letter}")
        })
        .collect();
    let header = tr!("board.header", move_number = p.move_number, color = color_name(p.to_play));
    let mut out = format!("{header}\n   {columns}\n");
    for y in 0..size.height {
        out.push_str(&format!("{:>3}", size.height - y));
        for x in 0..size.width {
            let mark = match p.board.get(Point::new(x, y)) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            };
            out.push(' ');
            out.push(mark);
        }
        out.push('\n');
    }
    out.push_str(&tr!("board.captures", black = p.captures.black, white = p.captures.white));
    out.push('\n');
    if let Some(end) = p.end {
        out.push_str(&match end.reason {
            EndReason::TwoPasses => tr!("board.end.two_passes", after = end.after_move),
            EndReason::Repetition => tr!("board.end.repetition", after = end.after_move),
        });
        out.push('\n');
    }
    out
}

/// "Black" or "White" in the user's language.
pub fn color_name(color: Color) -> String {
    match color {
        Color::Black => tr!("color.black"),
        Color::White => tr!("color.white"),
    }
}
