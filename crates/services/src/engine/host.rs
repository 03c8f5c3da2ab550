//! The computer opponent's engine process, driven off the async runtime: each
//! job runs on a blocking thread, holds the engine for its duration, brings
//! the engine's board to the game it was given, and asks its question.
//!
//! The host starts the engine when a job first needs it, starts it again
//! after it died (a crash, a timeout, a kill), and replaces it when the game
//! needs another engine or other settings. [`EngineHost::cancel`] kills the
//! engine from the async side while a job waits for an answer (the user took
//! a move back or started a new game): the job then fails with `Cancelled`,
//! and the next job starts a fresh engine. [`EngineHost::shutdown`] ends it
//! for good (no engine outlives its game or LoGo).

use super::engine_seat::{EngineSeat, EngineSetup};
use go_core::{Color, Game, Point};
use logo_gtp::{EngineKiller, EngineMove, EngineOptions, EngineProfile, GtpError, TimeSettings};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// How much longer than its time an engine may take before it counts as hung
/// (never more than the thinking limit of an engine without a clock).
const THINKING_MARGIN: Duration = Duration::from_secs(15);

/// Everything that decides which engine process a game needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineKey {
    /// Which engine, how started.
    pub profile: EngineProfile,
    /// The game's board, rules and handicap.
    pub setup: EngineSetup,
    /// The time the engine is told it has (`time_settings`), if any.
    pub time: Option<TimeSettings>,
}

/// What a job asks of the engine, once its board shows the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// Nothing more: the engine is started and shown the game.
    Prepare,
    /// A move for `color`; the engine has `time_left` on its clock (and that many stones to play in it).
    Move {
        /// The engine's colour.
        color: Color,
        /// Time left and stones to play in it, for `time_left`.
        time_left: Option<(Duration, u32)>,
    },
    /// Where to put `stones` free handicap stones.
    PlaceHandicap {
        /// How many.
        stones: u8,
    },
    /// A suggestion for `color`, not played.
    Hint {
        /// The learner's colour.
        color: Color,
    },
    /// The stones the engine considers dead.
    DeadStones,
}

impl Job {
    /// The GTP command the job is mainly about, for messages.
    fn command_name(self) -> &'static str {
        match self {
            Job::Prepare => "list_commands",
            Job::Move { .. } => "genmove",
            Job::PlaceHandicap { .. } => "place_free_handicap",
            Job::Hint { .. } => "reg_genmove",
            Job::DeadStones => "final_status_list",
        }
    }
}

/// A job's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The engine is ready.
    Ready,
    /// Its move (not yet checked by go-core).
    Move(EngineMove),
    /// Its handicap stones (not yet checked).
    Handicap(Vec<Point>),
    /// Its suggestion.
    Hint(EngineMove),
    /// The stones it considers dead.
    DeadStones(Vec<Point>),
}

/// A running engine and the key it was started for.
struct Running {
    key: EngineKey,
    seat: EngineSeat,
    /// The cancellation count when it started: a later cancel killed it.
    born: u64,
}

/// The engine of the game in progress.
pub struct EngineHost {
    running: Arc<Mutex<Option<Running>>>,
    killer: Arc<Mutex<Option<EngineKiller>>>,
    cancels: Arc<AtomicU64>,
    options: EngineOptions,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl EngineHost {
    /// A host that starts engines with `options`.
    pub fn new(options: EngineOptions) -> EngineHost {
        EngineHost {
            running: Arc::new(Mutex::new(None)),
            killer: Arc::new(Mutex::new(None)),
            cancels: Arc::new(AtomicU64::new(0)),
            options,
        }
    }

    /// Runs `job` for the game `game` with the engine `key` names, on a blocking thread.
    pub async fn run(&self, key: EngineKey, game: Game, job: Job) -> Result<Answer, GtpError> {
        let (running, killer, cancels, options) =
            (Arc::clone(&self.running), Arc::clone(&self.killer), Arc::clone(&self.cancels), self.options);
        let submitted = cancels.load(Ordering::SeqCst);
        let work = move || {
            let mut slot = lock(&running);
            let tally = Cancels { count: &cancels, submitted };
            let outcome = run_job(&mut slot, &killer, tally, options, key, &game, job);
            if outcome.as_ref().is_err_and(engine_is_gone) {
                *slot = None;
            }
            outcome
        };
        // A job that panicked left no engine behind it can vouch for.
        tokio::task::spawn_blocking(work).await.unwrap_or(Err(GtpError::Stopped))
    }

    /// The running engine's process id, if one runs and no job holds it (for diagnostics and tests).
    pub fn pid(&self) -> Option<u32> {
        let mut slot = self.running.try_lock().ok()?;
        slot.as_mut().map(|r| r.seat.engine_mut().pid())
    }

    /// Kills the engine if it is working; the next job starts a fresh one.
    pub fn cancel(&self) {
        self.cancels.fetch_add(1, Ordering::SeqCst);
        if let Some(killer) = lock(&self.killer).as_ref() {
            killer.kill();
        }
    }

    /// Ends the engine for good: kills it, and quits and reaps it unless a job still holds it
    /// (that job then finds it dead and drops it).
    pub fn shutdown(&self) {
        self.cancel();
        if let Ok(mut slot) = self.running.try_lock() {
            slot.take();
        }
    }
}

/// After these errors the engine process is gone (see logo-gtp's `GtpError`).
fn engine_is_gone(error: &GtpError) -> bool {
    !matches!(error, GtpError::Refused { .. } | GtpError::Unsupported { .. })
}

/// The cancellation count, and what it was when a job was handed in.
#[derive(Clone, Copy)]
struct Cancels<'a> {
    count: &'a AtomicU64,
    submitted: u64,
}

fn run_job(
    slot: &mut Option<Running>,
    killer: &Mutex<Option<EngineKiller>>,
    cancels: Cancels<'_>,
    options: EngineOptions,
    key: EngineKey,
    game: &Game,
    job: Job,
) -> Result<Answer, GtpError> {
    let cancelled_since = |r: &Running| r.born != cancels.count.load(Ordering::SeqCst);
    if slot.as_ref().is_some_and(|r| r.key != key || cancelled_since(r)) {
        *slot = None;
    }
    let running = match slot {
        Some(running) => running,
        None => slot.insert(start(key, options, killer, cancels.count)?),
    };
    // A cancel that came while this job waited for the engine, or while the
    // engine started, found no killer for it: the job is over before it asks.
    // (The killer is in place by now, so a later cancel reaches the engine.)
    if cancels.count.load(Ordering::SeqCst) != cancels.submitted {
        return Err(GtpError::Cancelled { command: job.command_name().to_owned() });
    }
    let seat = &mut running.seat;
    seat.sync(game)?;
    match job {
        Job::Prepare => Ok(Answer::Ready),
        Job::Move { color, time_left } => {
            tell_time(seat, color, time_left, options.timeouts.thinking)?;
            seat.genmove(color).map(Answer::Move)
        }
        Job::PlaceHandicap { stones } => seat.place_handicap(stones).map(Answer::Handicap),
        Job::Hint { color } => seat.hint(color).map(Answer::Hint),
        Job::DeadStones => seat.dead_stones().map(Answer::DeadStones),
    }
}

/// Starts the engine for `key` and tells it its time.
fn start(
    key: EngineKey,
    options: EngineOptions,
    killer: &Mutex<Option<EngineKiller>>,
    cancels: &AtomicU64,
) -> Result<Running, GtpError> {
    let born = cancels.load(Ordering::SeqCst);
    let mut seat = EngineSeat::start(&key.profile, &key.setup, options)?;
    *lock(killer) = Some(seat.killer());
    if let Some(time) = key.time {
        optional(seat.engine_mut().time_settings(time))?;
    }
    Ok(Running { key, seat, born })
}

/// Tells the engine its time before a move (where it listens), and gives it
/// that time plus a margin before it counts as hung: [`THINKING_MARGIN`], or
/// the limit without a clock (`unclocked`) where that is shorter.
fn tell_time(
    seat: &mut EngineSeat,
    color: Color,
    time_left: Option<(Duration, u32)>,
    unclocked: Duration,
) -> Result<(), GtpError> {
    let Some((left, stones)) = time_left else { return Ok(()) };
    seat.engine_mut().set_thinking_limit(left.saturating_add(THINKING_MARGIN.min(unclocked)));
    optional(seat.engine_mut().time_left(color, left, stones))
}

/// A command the engine need not offer.
fn optional(result: Result<(), GtpError>) -> Result<(), GtpError> {
    match result {
        Err(GtpError::Unsupported { .. }) => Ok(()),
        other => other,
    }
}
