//! What the conversion from SGF to go-core could not take as it stands.
//!
//! Like the reader's diagnostics these are data with stable snake_case codes,
//! so the app can say them in the user's language. A warning never loses
//! anything: the SGF tree keeps every property as written.

use crate::diag::Position;
use crate::tree::NodeId;
use go_core::Komi;
use serde::Serialize;
use std::fmt;

/// Something in one node that LoGo read differently from how it is written, or not at all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConvertWarning {
    /// The SGF node it concerns.
    #[serde(skip)]
    pub node: NodeId,
    /// Where the property stands in the file (`None` for trees built in code).
    pub position: Option<Position>,
    /// What happened.
    #[serde(flatten)]
    pub kind: ConvertWarningKind,
}

impl fmt::Display for ConvertWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some(at) => write!(f, "{at}: {}", self.kind),
            None => write!(f, "node {}: {}", self.node.index(), self.kind),
        }
    }
}

/// What was not understood. The serialized `"code"` equals [`ConvertWarningKind::code`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ConvertWarningKind {
    /// A value does not have its property's type and was ignored.
    #[error("{ident}[{raw}] cannot be read and was ignored")]
    BadValue {
        /// The property.
        ident: String,
        /// The value as written.
        raw: String,
    },
    /// A point lies off the board: skipped in setup and markup, flagged as an illegal move.
    #[error("{ident}[{raw}] is off the board")]
    OffBoard {
        /// The property.
        ident: String,
        /// The value as written.
        raw: String,
    },
    /// A node has both a black and a white move; the first one is used.
    #[error("the node has two moves; {used} is used")]
    TwoMoves {
        /// The property used (`B` or `W`).
        used: String,
    },
    /// LoGo's old `S[..]` (Schwarz) was read as Black's move.
    #[error("S[..] was read as Black's move (LoGo's old files)")]
    LogoBlackMove,
    /// A node has several annotations of one kind; the first one is used.
    #[error("the node has several annotations ({idents}); the first is used")]
    SeveralAnnotations {
        /// The properties, e.g. `BM TE`.
        idents: String,
    },
    /// `RU` names no rule set LoGo knows; its default rules are used for replaying.
    #[error("unknown rules {text:?}; LoGo's default rules are assumed")]
    UnknownRules {
        /// The `RU` text.
        text: String,
    },
    /// Parts of LoGo's `LR` rule axes were not understood and ignored.
    #[error("rule axes {text:?} were not understood")]
    BadRuleAxes {
        /// The parts not understood.
        text: String,
    },
    /// Komi written in a server's own way was read as `komi` (e.g. `KM[750]` as 7.5).
    #[error("komi {text:?} was read as {komi}")]
    KomiReinterpreted {
        /// The `KM` text.
        text: String,
        /// The komi used.
        komi: Komi,
    },
    /// `KM` is no komi LoGo can read.
    #[error("komi {text:?} cannot be read")]
    UnreadableKomi {
        /// The `KM` text.
        text: String,
    },
    /// `DT` is no date LoGo can read.
    #[error("date {text:?} cannot be read")]
    UnreadableDate {
        /// The `DT` text.
        text: String,
    },
    /// `RE` is no result LoGo can read.
    #[error("result {text:?} cannot be read")]
    UnreadableResult {
        /// The `RE` text.
        text: String,
    },
    /// A time property (`TM`, `OT`, `TB`, `TW`) cannot be read.
    #[error("time {ident}[{text}] cannot be read")]
    UnreadableTime {
        /// The property.
        ident: String,
        /// The text.
        text: String,
    },
    /// `HA` promises more stones than the root sets up.
    #[error("handicap {handicap} but {stones} black stones set up")]
    HandicapStonesMissing {
        /// The `HA` value.
        handicap: u8,
        /// Black stones in the root's setup.
        stones: usize,
    },
    /// Game information below the first move or in a variation is kept in the file but not read.
    #[error("game information ({idents}) below the first move or in a variation is not read")]
    GameInfoIgnored {
        /// The node's game-information properties, e.g. `PW RE`.
        idents: String,
    },
}

impl ConvertWarningKind {
    /// The stable code, as in the serialized `"code"` field.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ConvertWarningKind::BadValue { .. } => "bad_value",
            ConvertWarningKind::OffBoard { .. } => "off_board",
            ConvertWarningKind::TwoMoves { .. } => "two_moves",
            ConvertWarningKind::LogoBlackMove => "logo_black_move",
            ConvertWarningKind::SeveralAnnotations { .. } => "several_annotations",
            ConvertWarningKind::UnknownRules { .. } => "unknown_rules",
            ConvertWarningKind::BadRuleAxes { .. } => "bad_rule_axes",
            ConvertWarningKind::KomiReinterpreted { .. } => "komi_reinterpreted",
            ConvertWarningKind::UnreadableKomi { .. } => "unreadable_komi",
            ConvertWarningKind::UnreadableDate { .. } => "unreadable_date",
            ConvertWarningKind::UnreadableResult { .. } => "unreadable_result",
            ConvertWarningKind::UnreadableTime { .. } => "unreadable_time",
            ConvertWarningKind::HandicapStonesMissing { .. } => "handicap_stones_missing",
            ConvertWarningKind::GameInfoIgnored { .. } => "game_info_ignored",
        }
    }
}

/// Why a game cannot be converted at all. The serialized `"code"` equals [`ConvertError::code`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ConvertError {
    /// The board is a valid SGF size, but LoGo plays only on 2x2 to 25x25.
    #[error("a {width}x{height} board is beyond LoGo's 2x2 to 25x25")]
    UnsupportedBoardSize {
        /// Columns.
        width: u8,
        /// Rows.
        height: u8,
    },
    /// `SZ` is no board size.
    #[error("SZ[{raw}] is no board size")]
    BadBoardSize {
        /// The `SZ` value.
        raw: String,
    },
    /// The record is of another game than Go (`GM` other than 1).
    #[error("the record is not of Go (GM[{game}])")]
    NotGo {
        /// The `GM` value.
        game: String,
    },
}

impl ConvertError {
    /// The stable code, as in the serialized `"code"` field.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ConvertError::UnsupportedBoardSize { .. } => "unsupported_board_size",
            ConvertError::BadBoardSize { .. } => "bad_board_size",
            ConvertError::NotGo { .. } => "not_go",
        }
    }
}

/// Collects the warnings of one game, each tied to the node being read.
pub(crate) struct Warnings {
    pub(crate) list: Vec<ConvertWarning>,
    pub(crate) node: NodeId,
}

impl Warnings {
    pub(crate) fn new(root: NodeId) -> Warnings {
        Warnings { list: Vec::new(), node: root }
    }

    /// Adds `kind` for the current node, at `position`.
    pub(crate) fn add(&mut self, position: Option<Position>, kind: ConvertWarningKind) {
        self.list.push(ConvertWarning { node: self.node, position, kind });
    }
}
