//! Work that may block (reading, parsing, writing files) runs on a thread
//! of its own, so the caller's async runtime (the app's window) never waits.

/// Runs `work` on a thread that may block; a panic there becomes `E::from(Panicked)`.
pub async fn run_blocking<T, E>(work: impl FnOnce() -> Result<T, E> + Send + 'static) -> Result<T, E>
where
    T: Send + 'static,
    E: Send + 'static + From<Panicked>,
{
    tokio::task::spawn_blocking(work).await.unwrap_or_else(|_| Err(E::from(Panicked)))
}

/// A blocking task ended without an answer.
pub struct Panicked;

impl From<Panicked> for logo_library::FileProblem {
    fn from(_: Panicked) -> Self {
        logo_library::FileProblem::Io { detail: None }
    }
}

impl From<Panicked> for crate::error::AppError {
    fn from(_: Panicked) -> Self {
        crate::error::AppError::NotNow
    }
}
