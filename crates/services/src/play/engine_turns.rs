//! The engine's turns in the play service: when the engine is due (its move,
//! its handicap stones, its view of the dead stones) or asked (a hint), its
//! work runs on the engine host; the answer is applied to the session only if
//! the game is still where it was when the work started, then saved and sent
//! to the listener. The user's choices after a failed turn (try again,
//! another engine, two players) live here too.

use super::{Live, PlayService};
use crate::engine::catalog::EngineCatalog;
use crate::engine::host::Answer;
use crate::engine::opponent::{EngineChoice, Opponent, OpponentSettings};
use crate::error::AppError;
use crate::session::PlaySession;
use crate::session::opponent::{EngineWork, HistoryMark};
use crate::view::GameView;
use go_core::{BoardSize, fixed_handicap};
use logo_gtp::{EngineProfile, GnuGo, GtpError};
use std::time::{SystemTime, UNIX_EPOCH};

/// Which work an answer belongs to: its number, the game, its position and the work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ticket {
    id: u64,
    game_serial: u64,
    mark: HistoryMark,
    work: EngineWork,
}

/// The opponent the dialog chose: its engine found in `catalog`, checked
/// against the board, its colour drawn for a nigiri.
pub(super) async fn seat_opponent(
    chosen: &OpponentSettings,
    size: u32,
    catalog: &EngineCatalog,
) -> Result<Opponent, AppError> {
    let profile = catalog.profile(&chosen.engine).await?;
    check_board(&profile, size)?;
    let seed = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let color = chosen.learner_color.resolve(seed).opponent();
    Ok(Opponent {
        choice: chosen.engine.clone(),
        profile,
        color,
        hints: chosen.hints,
        move_seconds: chosen.move_seconds,
    })
}

/// Refuses a board the engine is known not to play on.
fn check_board(profile: &EngineProfile, size: u32) -> Result<(), AppError> {
    let fits =
        BoardSize::square(size).is_ok_and(|s| !matches!(profile, EngineProfile::GnuGo(_)) || GnuGo::supports_size(s));
    if fits {
        Ok(())
    } else {
        Err(AppError::EngineBoardSize { max_side: u32::from(logo_gtp::profile::GNUGO_MAX_SIDE) })
    }
}

impl PlayService {
    /// Asks the engine for a hint for the learner's move; the hint arrives as a new view.
    pub async fn hint(&self) -> Result<GameView, AppError> {
        let mut live = self.inner.live.lock().await;
        if !live.session.hint_allowed() {
            return Err(AppError::NotNow);
        }
        self.schedule(&mut live, Some(EngineWork::Hint));
        let now = self.now_ms();
        Ok(self.view_of(&mut live, now, None))
    }

    /// After a failed turn: the same engine tries again (started afresh if it died).
    pub async fn engine_retry(&self) -> Result<GameView, AppError> {
        self.engine_decision(PlaySession::engine_retry).await
    }

    /// After a failed turn: another engine (`choice`, named `name` in the records) takes over.
    pub async fn change_engine(
        &self,
        choice: &EngineChoice,
        name: &str,
        catalog: &EngineCatalog,
    ) -> Result<GameView, AppError> {
        let profile = catalog.profile(choice).await?;
        let size = self.read(|s| s.game().board().size().width).await;
        check_board(&profile, u32::from(size))?;
        let name = name.trim().to_owned();
        self.engine_decision(move |session| {
            let current = session.opponent().ok_or(AppError::NotNow)?.clone();
            let opponent = Opponent { choice: choice.clone(), profile, ..current };
            let name = if name.is_empty() { opponent.default_name() } else { name };
            session.change_opponent(opponent, name)
        })
        .await
    }

    /// After a failed turn (or whenever the learner wishes): the game goes on
    /// between two people at this computer; the engine stops.
    pub async fn play_without_engine(&self) -> Result<GameView, AppError> {
        let view = self.change(|session, _| session.drop_opponent()).await?;
        self.inner.host.shutdown();
        Ok(view)
    }

    /// Applies the user's choice after a failed turn, saves it, and sets the engine to work again.
    async fn engine_decision(
        &self,
        decide: impl FnOnce(&mut PlaySession) -> Result<(), AppError>,
    ) -> Result<GameView, AppError> {
        let mut live = self.inner.live.lock().await;
        let before = HistoryMark::of(live.session.game());
        decide(&mut live.session)?;
        self.settle_work(&mut live, before);
        let now = self.now_ms();
        let unsaved = self.save(&live.session, now).await;
        self.start_engine(&mut live);
        Ok(self.view_of(&mut live, now, unsaved))
    }

    /// Starts whatever the engine is due to do, or else prepares it (starts it
    /// and shows it the game), so a missing engine is reported at once.
    pub(super) fn start_engine(&self, live: &mut Live) {
        let prepare = live.session.engine_work_due().is_none().then_some(EngineWork::Prepare);
        self.schedule(live, prepare);
    }

    /// After a change: work under way is stale if the game moved on (or the
    /// change dropped it, as a new engine does): the engine is killed.
    pub(super) fn settle_work(&self, live: &mut Live, before: HistoryMark) {
        let moved = HistoryMark::of(live.session.game()) != before;
        let dropped = live.session.engine_state().working.is_none();
        if live.current_work.is_some() && (moved || dropped) {
            self.inner.host.cancel();
            live.session.engine_stopped();
            live.current_work = None;
        }
    }

    /// Starts `requested` work, or the work the engine is due for, unless it is busy or stopped.
    pub(super) fn schedule(&self, live: &mut Live, requested: Option<EngineWork>) {
        let state = live.session.engine_state();
        if state.working.is_some() || state.problem.is_some() {
            return;
        }
        let Some(work) = live.session.engine_work_due().or(requested) else { return };
        let Some(key) = live.session.engine_key() else { return };
        let job = live.session.engine_job(work, self.now_ms());
        let game = live.session.game().clone();
        live.work_counter += 1;
        let ticket =
            Ticket { id: live.work_counter, game_serial: live.game_serial, mark: HistoryMark::of(&game), work };
        live.current_work = Some(ticket.id);
        live.session.engine_started(work);
        let service = self.clone();
        tokio::spawn(async move {
            let answer = service.inner.host.run(key, game, job).await;
            service.engine_answered(ticket, answer).await;
        });
    }

    /// Applies the engine's answer if the game is still where the work started; saves and tells the listener.
    async fn engine_answered(&self, ticket: Ticket, answer: Result<Answer, GtpError>) {
        let mut live = self.inner.live.lock().await;
        let current = live.game_serial == ticket.game_serial && HistoryMark::of(live.session.game()) == ticket.mark;
        if !current || live.current_work != Some(ticket.id) {
            return;
        }
        live.current_work = None;
        live.session.engine_stopped();
        let now = self.now_ms();
        let was_over = live.session.game().result().is_some();
        let session = &mut live.session;
        match answer {
            Ok(Answer::Ready) => {}
            Ok(Answer::Move(choice)) => session.engine_moved(choice, now),
            Ok(Answer::Handicap(points)) => session.engine_placed(&points, now),
            Ok(Answer::Hint(hint)) => session.engine_hinted(ticket.mark, hint),
            Ok(Answer::DeadStones(dead)) => session.engine_judged(ticket.mark, dead),
            Err(GtpError::Unsupported { .. }) if ticket.work == EngineWork::PlaceHandicap => {
                let settings = session.game().settings();
                let points = fixed_handicap(settings.size, settings.handicap).unwrap_or_default();
                session.engine_placed(&points, now);
            }
            Err(error) => session.engine_failed(error),
        }
        let unsaved = self.commit(&mut live.session, now, was_over).await;
        self.schedule(&mut live, None);
        let view = self.view_of(&mut live, now, unsaved);
        (self.inner.listener)(view);
    }
}
