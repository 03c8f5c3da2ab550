//! The root's game information as LoGo writes it: `GM[1]FF[4]CA[UTF-8]`,
//! `AP`, `SZ`, `RU` (+ `LR` for rules that are no preset), `KM`, `HA`, the
//! players, `DT` as YYYY-MM-DD, `TM` in seconds, `OT`, LoGo's `TB`/`TW`,
//! names and places, `RE` in SGF notation. Typed values are written in
//! standard form; the text as read only where there is no typed value.

use super::{put, put_text};
use crate::record::dialect::{ms_to_seconds, overtime_text};
use crate::record::rules::{axes_text, closest_preset};
use crate::tree::NodeMut;
use crate::value::ValueBuf;
use go_core::tree::{GameInfo, Player, RulesInfo, TimeInfo};
use go_core::{BoardSize, Color};

/// Writes `info` into the root `node`.
pub(super) fn write_info(node: &mut NodeMut<'_>, info: &GameInfo) {
    put(node, "GM", vec![ValueBuf::number(1)]);
    put(node, "FF", vec![ValueBuf::number(4)]);
    put_text(node, "CA", Some("UTF-8"));
    put_text(node, "AP", info.application.as_deref());
    put(node, "SZ", vec![size(info.size)]);
    write_rules(node, &info.rules);
    let komi = info.komi.komi.map(|k| k.to_string());
    put_text(node, "KM", komi.as_deref().or(info.komi.text.as_deref()));
    if let Some(handicap) = info.handicap {
        put(node, "HA", vec![ValueBuf::number(i64::from(handicap))]);
    }
    write_player(node, &info.players.black, ["PB", "BR", "BT"]);
    write_player(node, &info.players.white, ["PW", "WR", "WT"]);
    let date = info.date.date.map(|d| d.to_string());
    put_text(node, "DT", date.as_deref().or(info.date.text.as_deref()));
    write_time(node, &info.time);
    for (ident, text) in [
        ("GN", &info.game_name),
        ("EV", &info.event),
        ("RO", &info.round),
        ("PC", &info.place),
        ("CP", &info.copyright),
        ("SO", &info.source),
        ("US", &info.user),
        ("AN", &info.annotator),
        ("ON", &info.opening),
        ("GC", &info.comment),
    ] {
        put_text(node, ident, text.as_deref());
    }
    let result = info.result.result.map(|r| r.to_sgf());
    put_text(node, "RE", result.as_deref().or(info.result.text.as_deref()));
}

fn size(size: BoardSize) -> ValueBuf {
    let side = |s: u8| ValueBuf::number(i64::from(s));
    if size.is_square() { side(size.width) } else { ValueBuf::compose(&side(size.width), &side(size.height)) }
}

/// `RU` with the preset (the closest one, plus every axis in `LR`, for rules
/// that are no preset); for rules only assumed, the `RU` text as read.
fn write_rules(node: &mut NodeMut<'_>, rules: &RulesInfo) {
    if rules.assumed {
        put_text(node, "RU", rules.text.as_deref());
        return;
    }
    match rules.rules.matching_preset() {
        Some(preset) => put_text(node, "RU", Some(preset.sgf_ru())),
        None => {
            put_text(node, "RU", Some(closest_preset(&rules.rules).sgf_ru()));
            put_text(node, "LR", Some(&axes_text(&rules.rules)));
        }
    }
}

fn write_player(node: &mut NodeMut<'_>, player: &Player, [name, rank, team]: [&str; 3]) {
    put_text(node, name, player.name.as_deref());
    put_text(node, rank, player.rank.as_deref());
    put_text(node, team, player.team.as_deref());
}

/// `TM` (when both players have the same main time), `OT`, and LoGo's `TB`/`TW` for old LoGo.
fn write_time(node: &mut NodeMut<'_>, time: &TimeInfo) {
    let seconds = |ms: u64| ValueBuf::text(&ms_to_seconds(ms));
    match time.main_ms {
        Some(main) if main.black == main.white => put(node, "TM", vec![seconds(main.black)]),
        Some(_) => {}
        None if time.started_at.is_none() => put_text(node, "TM", time.main_text.as_deref()),
        None => {}
    }
    let overtime = time.overtime.map(overtime_text);
    put_text(node, "OT", overtime.as_deref().or(time.overtime_text.as_deref()));
    if let Some(main) = time.main_ms {
        for (ident, color) in [("TB", Color::Black), ("TW", Color::White)] {
            put(node, ident, vec![seconds(*main.get(color))]);
        }
    }
}
