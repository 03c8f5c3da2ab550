//! Rule sets in SGF: `RU` names a preset, LoGo's private `LR` spells out the axes.
//!
//! FF[4]'s `RU` has names for a few rule sets only, but LoGo lets a player
//! change any axis of a preset. Decision: LoGo writes `RU` with the preset
//! closest to the rules played (the one agreeing on most axes, the first of
//! `RulesPreset::ALL` on a tie) and, when the rules are no preset, every axis
//! in `LR`, e.g. `LR[ko=positional;suicide=any;scoring=area;seki=counted;
//! handicap=n;placement=fixed;repetition=draw;dead=kept]`. Values are the
//! axes' JSON names; komi stays in `KM`. Other programs show the closest
//! preset and keep `LR` untouched; LoGo reads `RU`, then lets `LR` override
//! axis by axis.

use go_core::{
    DeadStones, HandicapCompensation, HandicapPlacement, KoRule, RepetitionOutcome, Rules, RulesPreset, ScoringMethod,
    SekiPoints, SuicideRule,
};

/// The preset agreeing with `rules` on most axes (komi aside).
pub(crate) fn closest_preset(rules: &Rules) -> RulesPreset {
    let agreement = |p: &RulesPreset| {
        let r = p.rules();
        [
            r.ko == rules.ko,
            r.suicide == rules.suicide,
            r.scoring == rules.scoring,
            r.seki == rules.seki,
            r.handicap_compensation == rules.handicap_compensation,
            r.handicap_placement == rules.handicap_placement,
            r.repetition == rules.repetition,
            r.dead_stones == rules.dead_stones,
        ]
        .iter()
        .filter(|&&same| same)
        .count()
    };
    // max_by_key keeps the last maximum: walk backwards so the first preset wins a tie.
    RulesPreset::ALL.into_iter().rev().max_by_key(agreement).unwrap_or(RulesPreset::Japanese)
}

/// Every axis of `rules` (komi aside) as LoGo's `LR` text.
pub(crate) fn axes_text(rules: &Rules) -> String {
    let ko = match rules.ko {
        KoRule::Simple => "simple",
        KoRule::Positional => "positional",
        KoRule::Situational => "situational",
    };
    let suicide = match rules.suicide {
        SuicideRule::Forbidden => "forbidden",
        SuicideRule::MultiStone => "multi_stone",
        SuicideRule::Any => "any",
    };
    let scoring = match rules.scoring {
        ScoringMethod::Territory => "territory",
        ScoringMethod::Area => "area",
    };
    let seki = match rules.seki {
        SekiPoints::Neutral => "neutral",
        SekiPoints::Counted => "counted",
    };
    let handicap = match rules.handicap_compensation {
        HandicapCompensation::None => "0",
        HandicapCompensation::PerStone => "n",
        HandicapCompensation::PerStoneAfterFirst => "n-1",
    };
    let placement = match rules.handicap_placement {
        HandicapPlacement::Fixed => "fixed",
        HandicapPlacement::Free => "free",
    };
    let repetition = match rules.repetition {
        RepetitionOutcome::NoResult => "no_result",
        RepetitionOutcome::Draw => "draw",
    };
    let dead = match rules.dead_stones {
        DeadStones::Removed => "removed",
        DeadStones::Kept => "kept",
    };
    format!(
        "ko={ko};suicide={suicide};scoring={scoring};seki={seki};handicap={handicap};placement={placement};\
         repetition={repetition};dead={dead}"
    )
}

/// Applies the axes of an `LR` text to `rules`; returns the parts not understood, joined by `;`.
pub(crate) fn apply_axes(rules: &mut Rules, text: &str) -> Option<String> {
    let mut bad = Vec::new();
    for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let understood = part.split_once('=').is_some_and(|(key, value)| set_axis(rules, key.trim(), value.trim()));
        if !understood {
            bad.push(part);
        }
    }
    (!bad.is_empty()).then(|| bad.join(";"))
}

/// Sets one axis; `false` if the key or value is unknown.
fn set_axis(rules: &mut Rules, key: &str, value: &str) -> bool {
    match key {
        "ko" => pick(
            value,
            &[("simple", KoRule::Simple), ("positional", KoRule::Positional), ("situational", KoRule::Situational)],
            &mut rules.ko,
        ),
        "suicide" => pick(
            value,
            &[
                ("forbidden", SuicideRule::Forbidden),
                ("multi_stone", SuicideRule::MultiStone),
                ("any", SuicideRule::Any),
            ],
            &mut rules.suicide,
        ),
        "scoring" => {
            pick(value, &[("territory", ScoringMethod::Territory), ("area", ScoringMethod::Area)], &mut rules.scoring)
        }
        "seki" => pick(value, &[("neutral", SekiPoints::Neutral), ("counted", SekiPoints::Counted)], &mut rules.seki),
        "handicap" => pick(
            value,
            &[
                ("0", HandicapCompensation::None),
                ("n", HandicapCompensation::PerStone),
                ("n-1", HandicapCompensation::PerStoneAfterFirst),
            ],
            &mut rules.handicap_compensation,
        ),
        "placement" => pick(
            value,
            &[("fixed", HandicapPlacement::Fixed), ("free", HandicapPlacement::Free)],
            &mut rules.handicap_placement,
        ),
        "repetition" => pick(
            value,
            &[("no_result", RepetitionOutcome::NoResult), ("draw", RepetitionOutcome::Draw)],
            &mut rules.repetition,
        ),
        "dead" => pick(value, &[("removed", DeadStones::Removed), ("kept", DeadStones::Kept)], &mut rules.dead_stones),
        _ => false,
    }
}

fn pick<T: Copy>(value: &str, names: &[(&str, T)], slot: &mut T) -> bool {
    match names.iter().find(|(name, _)| *name == value) {
        Some(&(_, v)) => {
            *slot = v;
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_survives_ru_and_lr() {
        let custom = Rules { ko: KoRule::Positional, suicide: SuicideRule::Any, ..RulesPreset::Japanese.rules() };
        for rules in RulesPreset::ALL.map(RulesPreset::rules).into_iter().chain([custom]) {
            let mut read = closest_preset(&rules).rules();
            assert_eq!(apply_axes(&mut read, &axes_text(&rules)), None);
            assert_eq!(read, Rules { komi: read.komi, ..rules });
        }
    }

    #[test]
    fn the_closest_preset_agrees_on_most_axes() {
        let japanese_with_superko = Rules { ko: KoRule::Positional, ..RulesPreset::Japanese.rules() };
        assert_eq!(closest_preset(&japanese_with_superko), RulesPreset::Japanese);
        let nz_without_suicide = Rules { suicide: SuicideRule::Forbidden, ..RulesPreset::NewZealand.rules() };
        assert_eq!(closest_preset(&nz_without_suicide), RulesPreset::NewZealand);
    }

    #[test]
    fn unknown_axes_are_reported_and_the_rest_applied() {
        let mut rules = RulesPreset::Japanese.rules();
        assert_eq!(
            apply_axes(&mut rules, "ko=situational; colour=pink;suicide"),
            Some("colour=pink;suicide".to_owned())
        );
        assert_eq!(rules.ko, KoRule::Situational);
    }
}
