//! The counting part of a session: it keeps a go-core [`Agreement`] in step
//! with the game's phase and turns its steps into app errors. The rules of
//! marking and confirming live in go-core; this file only wires them.

use super::PlaySession;
use crate::error::AppError;
use go_core::score::{Agreement, AgreementError, AgreementRecord, Confirmation, CountBasis, Score};
use go_core::{Color, GameEvent, Phase, Point};
use std::collections::BTreeSet;

impl PlaySession {
    /// The agreement on the count while the game is in its scoring phase.
    pub fn scoring(&self) -> Option<&Agreement> {
        self.scoring.as_ref().filter(|_| self.game().phase() == Phase::Scoring)
    }

    /// The confirmed count of a game that ended by counting.
    pub fn final_score(&self) -> Option<&Score> {
        self.final_score.as_ref()
    }

    /// Whether [`PlaySession::redo`] would replay something. A counted end
    /// that was taken back is not replayed: the players confirm again, so the
    /// result always comes from the marking on the board.
    pub fn can_redo(&self) -> bool {
        let game = self.game();
        let next_is_count = matches!(game.redo_line().first(), Some(GameEvent::Scored { .. }));
        game.can_redo() && !(game.phase() == Phase::Scoring && next_is_count)
    }

    /// Toggles the group of the stone on the SGF point `point` between dead and alive.
    pub fn scoring_toggle(&mut self, point: &str) -> Result<(), AppError> {
        let p = self.board_point(point)?;
        self.agreement_mut()?.toggle(p).map_err(agreement_error)?;
        Ok(())
    }

    /// Takes back the latest toggle.
    pub fn scoring_undo(&mut self) -> Result<(), AppError> {
        self.agreement_mut()?.undo().map_err(agreement_error)?;
        Ok(())
    }

    /// Marks the stones the engine considers dead (its second opinion) and
    /// no others, as far as whole groups allow: each stone marked differently
    /// is toggled with its group, once at most.
    pub fn adopt_engine_opinion(&mut self) -> Result<(), AppError> {
        let wanted: BTreeSet<Point> = self.current_opinion().ok_or(AppError::NotNow)?.iter().copied().collect();
        let stones: Vec<Point> = {
            let board = self.game().board();
            board.size().points().filter(|&p| board.get(p).is_some()).collect()
        };
        let agreement = self.agreement_mut()?;
        let mut toggled = BTreeSet::new();
        while let Some(&p) =
            stones.iter().find(|&&p| !toggled.contains(&p) && agreement.dead().contains(p) != wanted.contains(&p))
        {
            toggled.insert(p);
            agreement.toggle(p).map_err(agreement_error)?;
        }
        Ok(())
    }

    /// Leaves counting and plays on from the same position ("Weiterspielen").
    pub fn continue_playing(&mut self, now_ms: u64) -> Result<(), AppError> {
        self.game.resume(now_ms).map_err(|_| AppError::NotNow)?;
        self.sync_scoring();
        Ok(())
    }

    /// `color` accepts the count as marked; the second confirmation ends the
    /// game. Against the computer the learner's confirmation is the engine's
    /// too (LoGo's count decides; the engine's view is only a second opinion).
    pub fn confirm_score(&mut self, color: Color, now_ms: u64) -> Result<(), AppError> {
        if self.is_engine(color) {
            return Err(AppError::NotNow);
        }
        let engine = self.opponent.as_ref().map(|o| o.color);
        let agreement = self.agreement_mut()?;
        let mut confirmed = agreement.confirm(color);
        if let (Some(engine), Confirmation::Waiting { .. }) = (engine, &confirmed) {
            confirmed = agreement.confirm(engine);
        }
        let Confirmation::Agreed(score) = confirmed else { return Ok(()) };
        self.game.record_score(score.count.result, now_ms).map_err(|_| AppError::NotNow)?;
        self.final_score = Some(*score);
        Ok(())
    }

    /// Brings the agreement in step with the game after any change: a fresh
    /// proposal when counting starts (or the position changed), none while
    /// playing, the confirmed count kept only after a counted end.
    pub(super) fn sync_scoring(&mut self) {
        let game = self.game.game();
        match game.phase() {
            Phase::Scoring => {
                self.final_score = None;
                let basis = CountBasis::of_game(game);
                if self.scoring.as_ref().is_none_or(|a| a.basis() != &basis) {
                    self.scoring = Some(Agreement::for_game(game));
                }
            }
            Phase::Over { .. } if self.final_score.is_some() => {}
            Phase::PlacingHandicap { .. } | Phase::Playing | Phase::Over { .. } => {
                self.scoring = None;
                self.final_score = None;
            }
        }
    }

    /// Rebuilds the stored agreement after a restart; a record that does not
    /// fit the position is dropped and counting starts from a new proposal.
    pub(super) fn restore_scoring(&mut self, record: Option<&AgreementRecord>) {
        let basis = CountBasis::of_game(self.game());
        self.scoring = record.and_then(|r| Agreement::from_record(basis, r).ok());
        self.sync_scoring();
    }

    fn agreement_mut(&mut self) -> Result<&mut Agreement, AppError> {
        if self.game().phase() != Phase::Scoring {
            return Err(AppError::NotNow);
        }
        self.scoring.as_mut().ok_or(AppError::NotNow)
    }

    /// The SGF point `text` if it lies on this game's board.
    pub(super) fn board_point(&self, text: &str) -> Result<Point, AppError> {
        Point::from_sgf(text)
            .filter(|p| self.game().board().size().contains(*p))
            .ok_or_else(|| AppError::BadPoint { text: text.to_owned() })
    }
}

fn agreement_error(error: AgreementError) -> AppError {
    match error {
        AgreementError::NoStone(point) => AppError::NoStone { point },
        AgreementError::StonesKept => AppError::StonesKept,
        AgreementError::NothingToUndo => AppError::NotNow,
    }
}

#[cfg(test)]
mod tests;
