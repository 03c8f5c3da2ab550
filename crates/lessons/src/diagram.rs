//! Board diagrams: a whole board or a visible part of one, written as ASCII
//! rows an author can read, with marks and labels from a legend.
//!
//! ```toml
//! [page.diagram]
//! size = 9
//! region = { from = "aa", to = "ee" }   # optional: the visible part (SGF points)
//! board = """
//! . . . . .
//! . X O t .
//! X . X O .
//! . X O . .
//! . . a . .
//! """
//! legend = { t = { stone = "white", mark = "triangle" }, a = { label = "a" } }
//! ```
//! `.` is an empty point, `X` a black stone, `O` a white one; every other
//! character must be in the legend. The rows cover exactly the region (the
//! whole board without one). Marks and labels become go-core [`Markup`], the
//! same markup the board view draws for game records.

use crate::names::{self, SgfPoint};
use crate::source::Fault;
use go_core::tree::{Label, Markup};
use go_core::{Board, BoardSize, Color, Point};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// The smallest board side a lesson may use.
pub const MIN_SIZE: u8 = 5;
/// The largest board side a lesson may use.
pub const MAX_SIZE: u8 = 19;

/// A diagram as written in a file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawDiagram {
    size: u8,
    board: String,
    #[serde(default)]
    legend: BTreeMap<String, LegendEntry>,
    region: Option<Spanned<RawRegion>>,
}

/// What a legend character stands for.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LegendEntry {
    #[serde(default, deserialize_with = "optional_color")]
    stone: Option<Color>,
    mark: Option<MarkKind>,
    label: Option<String>,
}

fn optional_color<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
    names::color::deserialize(d).map(Some)
}

/// The four marks a diagram can draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum MarkKind {
    Triangle,
    Square,
    Circle,
    Cross,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRegion {
    from: SgfPoint,
    to: SgfPoint,
}

/// The visible rectangle of a board, corners included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// The top-left corner.
    pub top_left: Point,
    /// The bottom-right corner.
    pub bottom_right: Point,
}

impl View {
    /// The whole board.
    #[must_use]
    pub fn whole(size: BoardSize) -> View {
        View { top_left: Point::new(0, 0), bottom_right: Point::new(size.width - 1, size.height - 1) }
    }

    /// Whether `p` is visible.
    #[must_use]
    pub fn contains(&self, p: Point) -> bool {
        (self.top_left.x..=self.bottom_right.x).contains(&p.x) && (self.top_left.y..=self.bottom_right.y).contains(&p.y)
    }

    fn width(&self) -> usize {
        usize::from(self.bottom_right.x - self.top_left.x) + 1
    }

    fn height(&self) -> usize {
        usize::from(self.bottom_right.y - self.top_left.y) + 1
    }
}

/// A checked diagram: the position, what is visible of it, and its markup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The position (the whole board, also for partial diagrams).
    pub board: Board,
    /// What is visible.
    pub view: View,
    /// Marks and labels (only the point marks and labels are used).
    pub markup: Markup,
}

impl Diagram {
    /// The board's size.
    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    /// Whether the diagram shows only part of the board.
    #[must_use]
    pub fn is_partial(&self) -> bool {
        self.view != View::whole(self.size())
    }
}

/// One grid cell: a stone or none, and the legend character if it had one.
type Cell = (Option<Color>, Option<char>);

impl RawDiagram {
    /// Checks the diagram and builds it; every problem is returned.
    pub(crate) fn compile(&self) -> Result<Diagram, Vec<Fault>> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(vec![format!("size {} is outside {MIN_SIZE}..={MAX_SIZE}", self.size).into()]);
        }
        let size = BoardSize::square(u32::from(self.size)).map_err(|e| vec![e.to_string().into()])?;
        let view = self.view(size).map_err(|fault| vec![fault])?;
        let mut errors = self.legend_errors();
        let rows = self.rows(&mut errors);
        check_shape(&rows, view, &mut errors);
        if !errors.is_empty() {
            return Err(errors.into_iter().map(Fault::from).collect());
        }
        let mut board = Board::new(size);
        let mut markup = Markup::default();
        for (dy, row) in rows.iter().enumerate() {
            for (dx, &(stone, key)) in row.iter().enumerate() {
                let p = Point::new(view.top_left.x + dx as u8, view.top_left.y + dy as u8);
                board.set(p, stone).map_err(|e| vec![e.to_string().into()])?;
                if let Some(entry) = key.and_then(|k| self.legend.get(&k.to_string())) {
                    add_markup(&mut markup, p, entry);
                }
            }
        }
        let errors = breathless_chains(&board);
        if errors.is_empty() {
            Ok(Diagram { board, view, markup })
        } else {
            Err(errors.into_iter().map(Fault::from).collect())
        }
    }

    fn view(&self, size: BoardSize) -> Result<View, Fault> {
        let Some(region) = &self.region else { return Ok(View::whole(size)) };
        Fault::located(region, |region| {
            let (top_left, bottom_right) = (region.from.resolve(size)?, region.to.resolve(size)?);
            if top_left.x > bottom_right.x || top_left.y > bottom_right.y {
                return Err(format!("{} must be the top-left and {} the bottom-right corner", region.from, region.to));
            }
            Ok(View { top_left, bottom_right })
        })
        .map_err(|fault| fault.context("region"))
    }

    fn legend_errors(&self) -> Vec<String> {
        let mut errors = Vec::new();
        for (key, entry) in &self.legend {
            let mut chars = key.chars();
            let single = matches!((chars.next(), chars.next()), (Some(c), None) if !c.is_whitespace());
            if !single || matches!(key.as_str(), "." | "X" | "O") {
                errors.push(format!("legend key {key:?} must be one character other than '.', 'X' and 'O'"));
            }
            if entry.stone.is_none() && entry.mark.is_none() && entry.label.is_none() {
                errors.push(format!("legend {key:?} needs a stone, a mark or a label"));
            }
            if let Some(label) = &entry.label
                && (label.trim().is_empty() || label.chars().count() > 3)
            {
                errors.push(format!("legend {key:?}: a label has 1 to 3 characters, not {label:?}"));
            }
        }
        errors
    }

    fn rows(&self, errors: &mut Vec<String>) -> Vec<Vec<Cell>> {
        let lines = self.board.lines().map(str::trim).filter(|l| !l.is_empty());
        lines
            .enumerate()
            .map(|(k, line)| {
                line.chars()
                    .filter(|c| !c.is_whitespace())
                    .map(|c| match c {
                        '.' => (None, None),
                        'X' => (Some(Color::Black), None),
                        'O' => (Some(Color::White), None),
                        other => match self.legend.get(&other.to_string()) {
                            Some(entry) => (entry.stone, Some(other)),
                            None => {
                                errors.push(format!(
                                    "board row {}: {other:?} is not '.', 'X', 'O' or in the legend",
                                    k + 1
                                ));
                                (None, None)
                            }
                        },
                    })
                    .collect()
            })
            .collect()
    }
}

/// The rows must cover the view exactly.
fn check_shape(rows: &[Vec<Cell>], view: View, errors: &mut Vec<String>) {
    if rows.len() != view.height() {
        errors.push(format!("the board has {} rows, the diagram shows {}", rows.len(), view.height()));
    }
    for (k, row) in rows.iter().enumerate() {
        if row.len() != view.width() {
            errors.push(format!("board row {} has {} points, the diagram is {} wide", k + 1, row.len(), view.width()));
        }
    }
}

fn add_markup(markup: &mut Markup, p: Point, entry: &LegendEntry) {
    match entry.mark {
        Some(MarkKind::Triangle) => markup.triangle.push(p),
        Some(MarkKind::Square) => markup.square.push(p),
        Some(MarkKind::Circle) => markup.circle.push(p),
        Some(MarkKind::Cross) => markup.cross.push(p),
        None => {}
    }
    if let Some(text) = &entry.label {
        markup.labels.push(Label { point: p, text: text.trim().to_owned() });
    }
}

/// One message per chain that has no liberty (no legal position has one).
fn breathless_chains(board: &Board) -> Vec<String> {
    let mut seen: Vec<Point> = Vec::new();
    let mut errors = Vec::new();
    for (p, _) in board.stones() {
        if seen.contains(&p) {
            continue;
        }
        if let Some(chain) = board.chain(p) {
            if chain.liberties.is_empty() {
                errors.push(format!("the chain at {} has no liberty", names::display(p, board.size())));
            }
            seen.extend(chain.stones);
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diagram(text: &str) -> Result<Diagram, Vec<String>> {
        toml::from_str::<RawDiagram>(text).unwrap().compile().map_err(|f| f.into_iter().map(|f| f.message).collect())
    }

    #[test]
    fn a_partial_diagram_places_its_rows_in_the_region() {
        let d = diagram(
            r#"
            size = 19
            region = { from = "aq", to = "cs" }
            board = """
            . t .
            X O .
            . X a
            """
            legend = { t = { stone = "black", mark = "triangle" }, a = { label = "a" } }
            "#,
        )
        .unwrap();
        assert!(d.is_partial());
        let p = |s: &str| Point::from_sgf(s).unwrap();
        assert_eq!(d.board.get(p("bq")), Some(Color::Black));
        assert_eq!(d.board.get(p("br")), Some(Color::White));
        assert_eq!(d.markup.triangle, [p("bq")]);
        assert_eq!(d.markup.labels, [Label { point: p("cs"), text: "a".into() }]);
        assert!(d.view.contains(p("cs")) && !d.view.contains(p("ds")));
    }

    #[test]
    fn broken_diagrams_say_what_is_wrong() {
        let errors = diagram("size = 5\nboard = \"\"\"\n. . . . .\n. q . .\n\"\"\"").unwrap_err();
        assert!(errors.iter().any(|e| e.contains("'q'")), "{errors:?}");
        assert!(errors.iter().any(|e| e.contains("2 rows")), "{errors:?}");
        assert!(errors.iter().any(|e| e.contains("row 2 has 4 points")), "{errors:?}");
        let errors = diagram("size = 5\nboard = \"\"\"\nO X . . .\nX . . . .\n. . . . .\n. . . . .\n. . . . .\n\"\"\"")
            .unwrap_err();
        assert_eq!(errors, ["the chain at A5 has no liberty"]);
        assert_eq!(diagram("size = 4\nboard = \"\"").unwrap_err(), ["size 4 is outside 5..=19"]);
        let errors = diagram("size = 19\nregion = { from = \"cs\", to = \"aq\" }\nboard = \"\"").unwrap_err();
        assert!(errors[0].contains("top-left"), "{errors:?}");
        let errors = diagram("size = 19\nregion = { from = \"A3\", to = \"cs\" }\nboard = \"\"").unwrap_err();
        assert_eq!(errors, [r#"region: "A3" is not an SGF point; on this 19x19 board A3 is "aq""#]);
    }
}
