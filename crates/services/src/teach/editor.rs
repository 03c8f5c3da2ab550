//! The board editor: a record being taught on, the node shown, and what each
//! teaching action makes of it. Every change is one [`TreeEdit`] (or one
//! batch) through go-sgf's [`RecordEditor`], so each can be undone and
//! redone as a whole, and the SGF tree stays in step for saving.
//!
//! Where setup goes: into the node shown if it has no move; after a move,
//! into a new node below it (FF[4] keeps setup and moves apart), which is
//! then shown and takes the next setup too. Setup never captures: a chain
//! without liberties stays and is flagged by the position (a warning, not a
//! refusal). Moves follow the rules of the record (captures, ko) and start a
//! variation unless the same move is already there, which is then shown.
//!
//! The alternating tool's next colour belongs to the history too: each edit
//! keeps the colour that was due before it, so undoing an alternate stone
//! makes its colour due again and redoing it passes the turn on.

use super::action::{MAX_COMMENT_CHARS, TeachAction, TeachTool};
use super::markup::{LabelKind, toggle_dim, toggle_label, toggle_line, toggle_mark};
use crate::error::{AppError, ArgumentName};
use go_core::tree::{Line, Mark, Markup, NodeId, NodePosition, SetupPoint, TreeEdit, TreeEditError, TreeNode};
use go_core::{Color, IllegalMove, Move, PlayedMove, Point};
use go_sgf::{Record, RecordEditor};

/// Which way through the history a step goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Direction {
    Undo,
    Redo,
}

/// The alternating tool's colour, kept in step with the record's undo and
/// redo stacks: one entry per edit on each.
#[derive(Clone, Debug, Default)]
struct AlternateHistory {
    /// For each edit that can be undone, the colour due before it.
    undo: Vec<Color>,
    /// For each edit that can be redone, the colour due after it.
    redo: Vec<Color>,
}

/// A record being taught on.
#[derive(Clone, Debug)]
pub struct TeachEditor {
    editor: RecordEditor,
    current: NodeId,
    /// The colour the alternating tool places next.
    alternate: Color,
    alternates: AlternateHistory,
}

impl TeachEditor {
    /// Starts teaching on `record` at node `at` (the root if `at` is not in it).
    #[must_use]
    pub fn new(record: Record, at: NodeId) -> TeachEditor {
        let current = if record.tree().contains(at) { at } else { NodeId::ROOT };
        TeachEditor {
            editor: RecordEditor::new(record),
            current,
            alternate: Color::Black,
            alternates: AlternateHistory::default(),
        }
    }

    /// The record as taught so far.
    #[must_use]
    pub fn record(&self) -> &Record {
        self.editor.record()
    }

    /// The node shown.
    #[must_use]
    pub fn current(&self) -> NodeId {
        self.current
    }

    /// The colour the alternating tool places next.
    #[must_use]
    pub fn alternate(&self) -> Color {
        self.alternate
    }

    /// Whether there is an edit to undo / to redo.
    #[must_use]
    pub fn can_undo(&self) -> (bool, bool) {
        (self.editor.can_undo(), self.editor.can_redo())
    }

    /// Whether the record changed since it was last saved (or since teaching began).
    #[must_use]
    pub fn is_modified(&self) -> bool {
        self.editor.is_modified()
    }

    /// Notes that the record as it is now has been saved.
    pub fn mark_saved(&mut self) {
        self.editor.mark_saved();
    }

    /// The position at the node shown.
    pub fn position(&self) -> Result<NodePosition, AppError> {
        self.record().tree().position_at(self.current).ok_or_else(|| invalid(ArgumentName::Node))
    }

    /// The content of the node shown.
    pub fn content(&self) -> Result<&TreeNode, AppError> {
        self.record().tree().node(self.current).ok_or_else(|| invalid(ArgumentName::Node))
    }

    /// Does `action`; a refused action changes nothing.
    pub fn act(&mut self, action: &TeachAction) -> Result<(), AppError> {
        match action {
            TeachAction::Point { tool, point } => self.use_tool(*tool, *point),
            &TeachAction::Line { line, from, to } => {
                let edit = toggle_line(self.current, self.content()?, line, Line { from, to });
                self.edit(&edit)
            }
            TeachAction::Pass => self.play(Move::Pass),
            &TeachAction::ToPlay { color } => self.set_to_play(color),
            TeachAction::Comment { text } => self.comment(text),
            TeachAction::ClearMarkup => self.clear_markup(),
            TeachAction::Undo => self.step(Direction::Undo),
            TeachAction::Redo => self.step(Direction::Redo),
            &TeachAction::Goto { node } => self.goto(node),
        }
    }

    fn use_tool(&mut self, tool: TeachTool, point: Point) -> Result<(), AppError> {
        if !self.record().tree().info().size.contains(point) {
            return Err(AppError::BadPoint { text: point.to_sgf().unwrap_or_default() });
        }
        let node = self.current;
        let mark = |mark: Mark, this: &Self| this.content().map(|c| toggle_mark(node, c, point, mark));
        let label = |kind: LabelKind, this: &Self| this.content().map(|c| toggle_label(node, c, point, kind));
        let edit = match tool {
            TeachTool::Black => return self.toggle_stone(point, Color::Black),
            TeachTool::White => return self.toggle_stone(point, Color::White),
            TeachTool::Alternate => return self.alternate_stone(point),
            TeachTool::Remove => return self.place(point, None),
            TeachTool::Play => return self.play(Move::Play(point)),
            TeachTool::Triangle => mark(Mark::Triangle, self)?,
            TeachTool::Square => mark(Mark::Square, self)?,
            TeachTool::Circle => mark(Mark::Circle, self)?,
            TeachTool::Cross => mark(Mark::Cross, self)?,
            TeachTool::Letter => label(LabelKind::Letter, self)?,
            TeachTool::Number => label(LabelKind::Number, self)?,
            TeachTool::Dim => toggle_dim(node, &self.position()?.dimmed, point),
        };
        self.edit(&edit)
    }

    /// The stone shown on `point` now.
    fn shown(&self, point: Point) -> Result<Option<Color>, AppError> {
        Ok(self.position()?.board.get(point))
    }

    fn toggle_stone(&mut self, point: Point, color: Color) -> Result<(), AppError> {
        let next = (self.shown(point)? != Some(color)).then_some(color);
        self.place(point, next)
    }

    fn alternate_stone(&mut self, point: Point) -> Result<(), AppError> {
        if self.shown(point)?.is_some() {
            return self.place(point, None);
        }
        self.place(point, Some(self.alternate))?;
        self.alternate = self.alternate.opponent();
        Ok(())
    }

    /// Makes `point` show `stone` by setup, in this node or a new one after a move.
    fn place(&mut self, point: Point, stone: Option<Color>) -> Result<(), AppError> {
        if self.shown(point)? == stone {
            return Ok(());
        }
        let tree = self.record().tree();
        if self.content()?.mv.is_none() {
            let edit = tree.setup_edit_for(self.current, point, stone).map_err(refused)?;
            return self.edit(&edit);
        }
        // The new node inherits the position shown, where `point` does not show `stone`.
        let value = match stone {
            Some(Color::Black) => SetupPoint::Black,
            Some(Color::White) => SetupPoint::White,
            None => SetupPoint::Empty,
        };
        self.in_new_setup_node(|node| TreeEdit::SetSetup { node, point, stone: Some(value) })
    }

    fn set_to_play(&mut self, color: Color) -> Result<(), AppError> {
        if self.content()?.mv.is_none() {
            return self.edit(&TreeEdit::SetToPlay { node: self.current, color: Some(color) });
        }
        self.in_new_setup_node(|node| TreeEdit::SetToPlay { node, color: Some(color) })
    }

    /// Adds an empty node below the one shown and makes `edit` of it, as one undoable step.
    fn in_new_setup_node(&mut self, edit: impl FnOnce(NodeId) -> TreeEdit) -> Result<(), AppError> {
        // A new node always takes the next unused id (see go-core's arena).
        let next = NodeId::from_index(self.record().tree().id_bound()).ok_or(refused(TreeEditError::Full))?;
        let batch = TreeEdit::Batch { edits: vec![TreeEdit::AddSetupNode { parent: self.current }, edit(next)] };
        self.edit(&batch)?;
        if self.current != next {
            // The id was not the one foreseen: take the step back rather than edit the wrong node.
            let _undone = self.step(Direction::Undo);
            return Err(refused(TreeEditError::OutOfStep { node: next }));
        }
        Ok(())
    }

    /// Plays `mv` for the player to move, if the rules allow it; goes to the variation that has it if there is one.
    fn play(&mut self, mv: Move) -> Result<(), AppError> {
        let position = self.position()?;
        if let Move::Play(point) = mv {
            let refusal = |reason| AppError::IllegalMove { reason, point: Some(point) };
            if position.board.get(point).is_some() {
                return Err(refusal(IllegalMove::Occupied));
            }
            if let Some(illegal) = position.illegal.iter().find(|i| i.point == point) {
                return Err(refusal(illegal.reason));
            }
        }
        let played = PlayedMove { color: position.to_play, played: mv };
        match self.record().tree().child_with_move(self.current, played) {
            Some(child) => self.goto(child),
            None => self.edit(&TreeEdit::AddMove { parent: self.current, mv: played }),
        }
    }

    fn comment(&mut self, text: &str) -> Result<(), AppError> {
        if text.chars().count() > MAX_COMMENT_CHARS {
            return Err(invalid(ArgumentName::Comment));
        }
        let comment = (!text.trim().is_empty()).then(|| text.to_owned());
        if self.content()?.comment == comment {
            return Ok(());
        }
        self.edit(&TreeEdit::SetComment { node: self.current, comment })
    }

    /// Takes every mark off the node shown, dimming included: dimming an
    /// earlier node set stays in force until a node lifts it (SGF `DD[]`), so
    /// the node lifts it then; otherwise it says nothing of dimming.
    fn clear_markup(&mut self) -> Result<(), AppError> {
        let tree = self.record().tree();
        let inherited = tree.parent(self.current).and_then(|parent| tree.position_at(parent));
        let mut cleared = Markup::default();
        if inherited.is_some_and(|position| !position.dimmed.is_empty()) {
            cleared.dimmed = Some(Vec::new());
        }
        if self.content()?.markup == cleared {
            return Ok(());
        }
        self.edit(&TreeEdit::ReplaceMarkup { node: self.current, markup: cleared })
    }

    fn goto(&mut self, node: NodeId) -> Result<(), AppError> {
        if !self.record().tree().contains(node) {
            return Err(invalid(ArgumentName::Node));
        }
        self.current = node;
        Ok(())
    }

    /// Makes `edit` and shows the node it names.
    fn edit(&mut self, edit: &TreeEdit) -> Result<(), AppError> {
        let focus = self.editor.apply(edit).map_err(refused)?;
        self.alternates.undo.push(self.alternate);
        self.alternates.redo.clear();
        self.show(focus);
        Ok(())
    }

    /// Undoes or redoes one edit, with the alternating colour due at that
    /// point; `NotNow` when there is nothing to undo or redo.
    fn step(&mut self, direction: Direction) -> Result<(), AppError> {
        let done = match direction {
            Direction::Undo => self.editor.undo(),
            Direction::Redo => self.editor.redo(),
        };
        let focus = done.ok_or(AppError::NotNow)?.map_err(refused)?;
        let (from, to) = match direction {
            Direction::Undo => (&mut self.alternates.undo, &mut self.alternates.redo),
            Direction::Redo => (&mut self.alternates.redo, &mut self.alternates.undo),
        };
        if let Some(due) = from.pop() {
            to.push(self.alternate);
            self.alternate = due;
        }
        self.show(focus);
        Ok(())
    }

    /// Shows `focus` if it is a node of the record; else the nearest node above the one shown that still is.
    fn show(&mut self, focus: Option<NodeId>) {
        let tree = self.record().tree();
        match focus.filter(|&n| tree.contains(n)) {
            Some(node) => self.current = node,
            None if !tree.contains(self.current) => self.current = NodeId::ROOT,
            None => {}
        }
    }
}

fn invalid(argument: ArgumentName) -> AppError {
    AppError::InvalidArgument { argument }
}

fn refused(reason: TreeEditError) -> AppError {
    AppError::EditRefused { reason }
}
