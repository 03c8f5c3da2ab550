//! The game information as go-core's [`GameInfo`]: typed where LoGo can read
//! it (see `dialect` for the quirks understood), the text beside it.
//!
//! It is read from the "game-info nodes": the root and the nodes of the main
//! line before the first move's node (files often keep it in the node after
//! the root), the first occurrence of each property counting. Game information
//! further down, or in variations (a second game in one tree), is left to the
//! SGF tree and warned about.

use super::values::{count, simple_text};
use crate::record::dialect::{self, KomiReading, MainTime};
use crate::record::rules::apply_axes;
use crate::record::warning::{ConvertError, ConvertWarningKind, Warnings};
use crate::tree::{Node, NodeId, Property};
use crate::value::SgfSize;
use go_core::tree::{DateInfo, GameInfo, KomiInfo, Player, ResultInfo, RulesInfo, TimeInfo};
use go_core::{Color, GameResult, Komi, PerColor, Rules, RulesPreset};
use std::collections::HashSet;

/// Game-information and root properties, read from the game-info nodes only.
const GAME_INFO: &[&str] = &[
    "AN", "AP", "BR", "BT", "CA", "CP", "DT", "EV", "FF", "GC", "GM", "GN", "HA", "KM", "LR", "ON", "OT", "PB", "PC",
    "PW", "RE", "RO", "RU", "SO", "ST", "SZ", "TM", "US", "WR", "WT",
];

/// The root and the main line's nodes before the first node with a move.
pub(super) struct InfoNodes<'a> {
    nodes: Vec<Node<'a>>,
    ids: HashSet<NodeId>,
}

impl<'a> InfoNodes<'a> {
    pub(super) fn new(root: Node<'a>) -> InfoNodes<'a> {
        let mut nodes = vec![root];
        let mut at = root.first_child();
        while let Some(node) = at.filter(|n| !n.has("B") && !n.has("W")) {
            nodes.push(node);
            at = node.first_child();
        }
        let ids = nodes.iter().map(Node::id).collect();
        InfoNodes { nodes, ids }
    }

    /// The first occurrence of `ident`.
    fn get(&self, ident: &str) -> Option<Property<'a>> {
        self.nodes.iter().find_map(|n| n.get(ident))
    }

    fn has(&self, ident: &str) -> bool {
        self.get(ident).is_some()
    }

    /// Whether `node` is one of them.
    pub(super) fn contains(&self, node: Node<'_>) -> bool {
        self.ids.contains(&node.id())
    }
}

/// The game information, and whether the game is in LoGo's old dialect.
pub(super) fn read_info(root: &InfoNodes<'_>, warnings: &mut Warnings) -> Result<(GameInfo, bool), ConvertError> {
    if let Some(gm) = root.get("GM")
        && gm.value().number().is_ok_and(|n| n != 1)
    {
        return Err(ConvertError::NotGo { game: gm.value().raw().to_owned() });
    }
    let mut info = GameInfo { size: read_size(root)?, ..GameInfo::default() };
    info.komi = read_komi(root.get("KM"), warnings);
    info.rules = read_rules(root, info.komi.komi, warnings);
    info.handicap = root.get("HA").and_then(|p| count(&p, warnings));
    info.players = PerColor::new(player(root, ["PB", "BR", "BT"]), player(root, ["PW", "WR", "WT"]));
    info.result = read_result(root.get("RE"), warnings);
    info.date = read_date(root.get("DT"), warnings);
    info.time = read_time(root, warnings);
    let text = |ident| simple_text(root.get(ident));
    info.event = text("EV");
    info.round = text("RO");
    info.place = text("PC");
    info.game_name = text("GN");
    info.application = text("AP");
    info.copyright = text("CP");
    info.source = text("SO");
    info.user = text("US");
    info.annotator = text("AN");
    info.opening = text("ON");
    info.comment = root.get("GC").map(|p| p.value().text());
    let logo = info.application.as_deref().is_some_and(|a| a.starts_with("LoGo"));
    let dialect = logo || root.has("TB") || root.has("TW") || info.game_name.as_deref() == Some("LoGo");
    Ok((info, dialect))
}

fn read_size(root: &InfoNodes<'_>) -> Result<go_core::BoardSize, ConvertError> {
    let sgf_size = match root.get("SZ") {
        Some(sz) => SgfSize::from_value(sz.value())
            .map_err(|_| ConvertError::BadBoardSize { raw: sz.value().raw().to_owned() })?,
        None => SgfSize::STANDARD,
    };
    sgf_size
        .to_board_size()
        .map_err(|_| ConvertError::UnsupportedBoardSize { width: sgf_size.width(), height: sgf_size.height() })
}

fn read_komi(km: Option<Property<'_>>, warnings: &mut Warnings) -> KomiInfo {
    let Some(km) = km else { return KomiInfo::default() };
    let text = km.value().simple_text().trim().to_owned();
    let komi = match dialect::read_komi(km.value().real().ok()) {
        KomiReading::Exact(komi) => Some(komi),
        KomiReading::Reinterpreted(komi) => {
            warnings.add(km.position(), ConvertWarningKind::KomiReinterpreted { text: text.clone(), komi });
            Some(komi)
        }
        KomiReading::Unreadable => {
            warnings.add(km.position(), ConvertWarningKind::UnreadableKomi { text: text.clone() });
            None
        }
    };
    KomiInfo { komi, text: Some(text) }
}

/// `RU` names the preset, LoGo's `LR` overrides axes; komi from `KM` (0 when unknown).
fn read_rules(root: &InfoNodes<'_>, komi: Option<Komi>, warnings: &mut Warnings) -> RulesInfo {
    let ru = root.get("RU");
    let text = simple_text(ru);
    let preset = text.as_deref().and_then(RulesPreset::from_sgf_ru);
    if let (Some(t), None) = (&text, preset) {
        warnings.add(ru.and_then(|p| p.position()), ConvertWarningKind::UnknownRules { text: t.clone() });
    }
    let mut rules = preset.map_or_else(Rules::default, RulesPreset::rules);
    let lr = root.get("LR");
    let axes = simple_text(lr);
    if let Some(bad) = axes.as_deref().and_then(|a| apply_axes(&mut rules, a)) {
        warnings.add(lr.and_then(|p| p.position()), ConvertWarningKind::BadRuleAxes { text: bad });
    }
    rules.komi = komi.unwrap_or_default();
    RulesInfo { rules, preset, text, assumed: preset.is_none() && axes.is_none(), axes }
}

fn player(root: &InfoNodes<'_>, idents: [&str; 3]) -> Player {
    let [name, rank, team] = idents.map(|ident| simple_text(root.get(ident)));
    Player { name, rank, team }
}

fn read_result(re: Option<Property<'_>>, warnings: &mut Warnings) -> ResultInfo {
    let Some(text) = simple_text(re) else { return ResultInfo::default() };
    let result = GameResult::from_sgf(&text);
    let winner = result.and_then(GameResult::winner).or_else(|| {
        let (letter, rest) = text.split_at_checked(1)?;
        (rest.is_empty() || rest.starts_with('+')).then(|| Color::from_letter(letter)).flatten()
    });
    if result.is_none() && winner.is_none() && text != "?" {
        warnings.add(re.and_then(|p| p.position()), ConvertWarningKind::UnreadableResult { text: text.clone() });
    }
    ResultInfo { result, winner, text: Some(text) }
}

fn read_date(dt: Option<Property<'_>>, warnings: &mut Warnings) -> DateInfo {
    let Some(text) = simple_text(dt) else { return DateInfo::default() };
    let date = dialect::read_date(&text);
    if date.is_none() {
        warnings.add(dt.and_then(|p| p.position()), ConvertWarningKind::UnreadableDate { text: text.clone() });
    }
    DateInfo { date, text: Some(text) }
}

/// `TM` (seconds, or LoGo's old time of day), LoGo's `TB`/`TW` (each player's main time), `OT`.
fn read_time(root: &InfoNodes<'_>, warnings: &mut Warnings) -> TimeInfo {
    let mut time = TimeInfo::default();
    let mut unreadable = |prop: &Property<'_>, text: &str| {
        let kind = ConvertWarningKind::UnreadableTime { ident: prop.ident().to_owned(), text: text.to_owned() };
        warnings.add(prop.position(), kind);
    };
    if let Some(tm) = root.get("TM") {
        let text = tm.value().simple_text().trim().to_owned();
        match dialect::read_main_time(&text, tm.value().real().ok()) {
            Some(MainTime::Ms(ms)) => time.main_ms = Some(PerColor::new(ms, ms)),
            Some(MainTime::StartedAt(at)) => time.started_at = Some(at),
            None => unreadable(&tm, &text),
        }
        time.main_text = Some(text);
    }
    for (ident, color) in [("TB", Color::Black), ("TW", Color::White)] {
        let Some(prop) = root.get(ident) else { continue };
        match prop.value().real().ok().and_then(dialect::seconds_to_ms) {
            Some(ms) => *time.main_ms.get_or_insert(PerColor::new(ms, ms)).get_mut(color) = ms,
            None => unreadable(&prop, prop.value().raw()),
        }
    }
    if let Some(ot) = root.get("OT") {
        let text = ot.value().simple_text().trim().to_owned();
        time.overtime = dialect::read_overtime(&text);
        if time.overtime.is_none() && !text.is_empty() {
            unreadable(&ot, &text);
        }
        time.overtime_text = Some(text);
    }
    time
}

/// Warns when `HA` promises more stones than the game-info nodes set up.
pub(super) fn check_handicap(info: &GameInfo, nodes: &InfoNodes<'_>, warnings: &mut Warnings) {
    let size = SgfSize::from(info.size);
    let stones: usize =
        nodes.nodes.iter().filter_map(|n| n.get("AB")).map(|ab| ab.points(size).map_or(0, |p| p.len())).sum();
    let handicap = info.handicap_stones();
    if handicap > 0 && stones < usize::from(handicap) {
        let position = nodes.get("HA").and_then(|p| p.position());
        warnings.add(position, ConvertWarningKind::HandicapStonesMissing { handicap, stones });
    }
}

/// Warns about game information outside the game-info nodes, which is not read.
pub(super) fn warn_outside(node: Node<'_>, nodes: &InfoNodes<'_>, warnings: &mut Warnings) {
    if nodes.contains(node) {
        return;
    }
    let idents: Vec<&str> = node.properties().map(|p| p.ident()).filter(|i| GAME_INFO.contains(i)).collect();
    if !idents.is_empty() {
        warnings.add(node.position(), ConvertWarningKind::GameInfoIgnored { idents: idents.join(" ") });
    }
}
