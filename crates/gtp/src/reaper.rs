//! No engine outlives LoGo: every engine process running in this program is
//! listed here, so that a termination signal (SIGTERM, SIGHUP, SIGINT) to
//! LoGo can end them all before LoGo exits.
//!
//! Engines run in their own process group (see `process`), so a signal to
//! LoGo or to its terminal does not reach them, and an engine that hangs
//! would be left running, re-parented to init, when LoGo is killed. The app
//! and the `logo` command call [`end_engines_on_termination`] once at start.
//!
//! What this cannot cover: SIGKILL (nothing can be done in the dying
//! process). Linux's `PR_SET_PDEATHSIG` would cover it, but it fires when
//! the *thread* that started the engine ends (engines are started from
//! short-lived worker threads) and needs `pre_exec`, which is unsafe code.
//! On Windows a job object covers every way LoGo ends, a hard kill
//! included (`job`).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError, Weak};

/// A running engine as the reaper sees it (`process::Process`): its id, and
/// the way to end it with whatever it started.
pub(crate) trait Reapable: Send + Sync {
    /// The process id.
    fn pid(&self) -> u32;
    /// Kills the process group; the owner then sees `Cancelled`.
    fn cancel(&self);
}

/// The running engines, by process id.
static LIVE: Mutex<BTreeMap<u32, Weak<dyn Reapable>>> = Mutex::new(BTreeMap::new());

/// Lists a started engine.
pub(crate) fn enlist(process: &Arc<impl Reapable + 'static>) {
    let mut live = LIVE.lock().unwrap_or_else(PoisonError::into_inner);
    live.retain(|_, weak| weak.strong_count() > 0);
    let weak: Weak<dyn Reapable> = Arc::downgrade(process) as Weak<dyn Reapable>;
    live.insert(process.pid(), weak);
}

/// Kills every engine still running in this program, with whatever it started
/// (its process group). Their owners see `Cancelled`.
pub fn end_all_engines() {
    let running: Vec<Arc<dyn Reapable>> = {
        let mut live = LIVE.lock().unwrap_or_else(PoisonError::into_inner);
        std::mem::take(&mut *live).into_values().filter_map(|weak| weak.upgrade()).collect()
    };
    for process in running {
        process.cancel();
    }
}

/// From now on, SIGTERM, SIGHUP or SIGINT to this program ends every engine
/// ([`end_all_engines`]) and then exits with status 128 + the signal's
/// number, as the signal itself would have. Call it once, early; on systems
/// without these signals it does nothing.
///
/// # Errors
/// The signal handlers or their thread could not be set up.
#[cfg(unix)]
pub fn end_engines_on_termination() -> std::io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    std::thread::Builder::new().name("engine-reaper".into()).spawn(move || {
        if let Some(signal) = signals.forever().next() {
            end_all_engines();
            std::process::exit(128 + signal);
        }
    })?;
    Ok(())
}

/// Does nothing where there are no termination signals to catch.
///
/// # Errors
/// Never.
#[cfg(not(unix))]
pub fn end_engines_on_termination() -> std::io::Result<()> {
    Ok(())
}
