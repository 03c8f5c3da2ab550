//! On Windows, no engine outlives LoGo even when LoGo is killed (Task
//! Manager's "End task", a crash): every engine joins one job object that
//! LoGo holds open for its whole life, with the limit "kill on job close".
//! When LoGo's process is gone, Windows closes its handles, the job with
//! them, and ends every process in the job. This is the Windows counterpart
//! of the termination-signal reaper (`reaper`), and covers what the reaper
//! cannot: a hard kill.
//!
//! An engine that cannot join (no job object could be made, or the engine's
//! own job forbids it) runs anyway; LoGo still ends it on every ordinary exit.
//! Processes an engine starts itself join its job too.

use std::os::windows::io::AsRawHandle;
use std::process::Child;
use std::sync::OnceLock;
use win32job::Job;

/// The job every engine joins: made once, never closed while LoGo runs.
static ENGINES: OnceLock<Option<Job>> = OnceLock::new();

fn engines_job() -> Option<&'static Job> {
    ENGINES
        .get_or_init(|| {
            let job = Job::create().ok()?;
            let mut limits = job.query_extended_limit_info().ok()?;
            limits.limit_kill_on_job_close();
            job.set_extended_limit_info(&limits).ok()?;
            Some(job)
        })
        .as_ref()
}

/// Puts the engine `child`, just started, into LoGo's engine job.
pub(crate) fn join(child: &Child) {
    if let Some(job) = engines_job() {
        // An engine that cannot join runs outside the job (see above).
        let _ = job.assign_process(child.as_raw_handle() as isize);
    }
}
