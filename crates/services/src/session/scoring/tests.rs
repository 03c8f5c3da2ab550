//! Counting through the session: the proposal after two passes, toggles,
//! confirmations, continuing play, undoing the end, and restarts in between.

use super::*;
use crate::session::settings::NewGameSettings;
use go_core::score::Mark;
use go_core::{GameResult, PerColor, RulesPreset};

/// A 9x9 game: two walls across the board, a lone white stone on `cg` in
/// Black's half, then pass, pass. Black passed first.
fn counting(preset: RulesPreset) -> PlaySession {
    let settings = NewGameSettings::two_players(9, preset);
    let mut session = PlaySession::start(&settings, None, 0).unwrap();
    for column in "abcdefghi".chars() {
        session.play(&format!("{column}e"), 0).unwrap();
        session.play(&format!("{column}d"), 0).unwrap();
    }
    session.pass(0).unwrap();
    session.play("cg", 0).unwrap();
    session.pass(0).unwrap();
    session.pass(0).unwrap();
    session
}

fn dead(session: &PlaySession) -> Vec<String> {
    let agreement = session.scoring().expect("counting");
    agreement.dead().points().filter_map(Point::to_sgf).collect()
}

#[test]
fn two_passes_start_counting_with_the_proposal_and_both_confirmations_end_the_game() {
    let mut session = counting(RulesPreset::Japanese);
    assert_eq!(dead(&session), ["cg"]);
    session.scoring_toggle("cg").unwrap();
    assert!(dead(&session).is_empty());
    session.scoring_undo().unwrap();
    assert_eq!(dead(&session), ["cg"]);
    assert!(matches!(session.scoring_undo(), Err(AppError::NotNow)));

    session.confirm_score(Color::Black, 0).unwrap();
    assert_eq!(session.game().phase(), Phase::Scoring, "one confirmation is not enough");
    session.confirm_score(Color::White, 0).unwrap();
    // Black 36 + 1 dead = 37, White 27 + 6.5 = 33.5.
    let result = GameResult::Score { winner: Color::Black, margin_halves: 7 };
    assert_eq!(session.game().phase(), Phase::Over { result });
    assert_eq!(session.final_score().map(|s| s.result_sgf()).as_deref(), Some("B+3.5"));
    assert!(session.scoring().is_none());
    assert!(matches!(session.scoring_toggle("cg"), Err(AppError::NotNow)));

    let restored = PlaySession::restore(&session.document(0).unwrap().to_string(), 0).unwrap();
    assert_eq!(restored.final_score(), session.final_score(), "the final count survives a restart");
}

#[test]
fn a_toggle_after_one_confirmation_withdraws_it() {
    let mut session = counting(RulesPreset::Japanese);
    session.confirm_score(Color::White, 0).unwrap();
    session.scoring_toggle("ad").unwrap();
    session.confirm_score(Color::Black, 0).unwrap();
    assert_eq!(session.game().phase(), Phase::Scoring);
    assert_eq!(session.scoring().map(Agreement::confirmed), Some(PerColor::new(true, false)));
}

#[test]
fn the_marking_and_a_confirmation_survive_a_restart() {
    let mut session = counting(RulesPreset::Japanese);
    session.scoring_toggle("ae").unwrap(); // Black's wall marked dead, by mistake.
    session.confirm_score(Color::Black, 0).unwrap();
    let restored = PlaySession::restore(&session.document(0).unwrap().to_string(), 0).unwrap();
    let agreement = restored.scoring().unwrap();
    assert_eq!(agreement.dead().len(), 10);
    assert_eq!(agreement.last_toggle().map(|t| t.mark), Some(Mark::Dead));
    assert_eq!(agreement.confirmed(), PerColor::new(true, false));
}

#[test]
fn a_document_from_before_counting_was_stored_starts_counting_afresh() {
    let mut session = counting(RulesPreset::Japanese);
    session.scoring_toggle("cg").unwrap();
    let mut document = session.document(0).unwrap();
    document.as_object_mut().unwrap().remove("scoring");
    let restored = PlaySession::restore(&document.to_string(), 0).unwrap();
    assert_eq!(dead(&restored), ["cg"], "the proposal again");
}

#[test]
fn continuing_play_keeps_the_position_and_the_first_passer_moves() {
    let mut session = counting(RulesPreset::Japanese);
    let board = session.game().board().clone();
    session.continue_playing(0).unwrap();
    assert_eq!(session.game().phase(), Phase::Playing);
    assert_eq!(session.game().to_play(), Color::Black);
    assert_eq!(session.game().board(), &board);
    assert!(session.scoring().is_none());
    assert!(matches!(session.continue_playing(0), Err(AppError::NotNow)));
    assert!(matches!(session.confirm_score(Color::Black, 0), Err(AppError::NotNow)));
}

#[test]
fn undoing_the_counted_end_returns_to_the_same_marking_and_asks_again() {
    let mut session = counting(RulesPreset::Japanese);
    session.scoring_toggle("cg").unwrap();
    session.confirm_score(Color::Black, 0).unwrap();
    session.confirm_score(Color::White, 0).unwrap();
    session.undo(0).unwrap();
    assert_eq!(session.game().phase(), Phase::Scoring);
    assert!(dead(&session).is_empty(), "the marking is kept");
    assert_eq!(session.scoring().map(Agreement::confirmed), Some(PerColor::new(false, false)));
    assert!(session.final_score().is_none());
    assert!(!session.can_redo() && matches!(session.redo(0), Err(AppError::NotNow)));
}

#[test]
fn tromp_taylor_marks_nothing_and_bad_points_are_refused() {
    let mut session = counting(RulesPreset::TrompTaylor);
    assert!(dead(&session).is_empty());
    assert!(matches!(session.scoring_toggle("cg"), Err(AppError::StonesKept)));
    let mut japanese = counting(RulesPreset::Japanese);
    assert!(matches!(japanese.scoring_toggle("aa"), Err(AppError::NoStone { .. })));
    assert!(matches!(japanese.scoring_toggle("zz"), Err(AppError::BadPoint { .. })));
}
