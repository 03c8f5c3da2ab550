//! Importing a folder that looks like a real-world SGF corpus, through the
//! service `logo library import` uses (`Library::import`, default options,
//! a current-thread runtime as the command has), into a fresh SQLite file
//! on disk for each run.
//!
//! The corpus is generated, seeded (`logo_library::synthetic::corpus`): about
//! 5,000 small single-game files in nested folders — professional records,
//! Fox games in GBK without `CA`, FF[3] records, AI tournament games, copies
//! byte for byte and the same games under other headers — and three
//! collections of 100 games. `LOGO_BENCH_CORPUS=DIR` writes it into DIR
//! (when DIR does not exist yet) and keeps it there, so that the same
//! folder can be imported by `logo library import` under `strace`.
//!
//! A second case imports the 67 real-world samples beside the repository
//! (`../shared/sgf-samples`; CI has them, a user's clone does not, and the
//! case is then skipped) 80 times over, each copy's first game given another
//! game comment (`GC`) so that the copies are not the same bytes.
//!
//! Each run also prints its games per second and the process's CPU time
//! per game (user and system, from `/proc/self/stat` where there is one),
//! which other jobs on the machine move far less than the wall time.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use logo_bench::samples::{samples_dir, sgf_files};
use logo_library::synthetic::corpus::{CorpusCounts, write_corpus};
use logo_library::{CancelToken, ImportOptions, ImportReport, Library};
use logo_store::Store;
use tokio::runtime::Runtime;

const SEED: u64 = 2026;
const SINGLE_FILES: u64 = 5_000;
const COLLECTION_GAMES: u64 = 100;

fn runtime() -> Runtime {
    tokio::runtime::Builder::new_current_thread().enable_time().build().expect("runtime")
}

/// The corpus folder (kept in `dir`, or where `LOGO_BENCH_CORPUS` says) and what it holds.
fn corpus(dir: &Path) -> (PathBuf, CorpusCounts) {
    let folder = std::env::var_os("LOGO_BENCH_CORPUS").map_or_else(|| dir.join("corpus"), PathBuf::from);
    let scratch = dir.join("counted");
    // The counts come from writing the corpus; an existing folder is left as it is.
    let counts = write_corpus(&scratch, SEED, SINGLE_FILES, COLLECTION_GAMES).expect("corpus");
    if folder.exists() {
        std::fs::remove_dir_all(&scratch).expect("scratch");
    } else {
        std::fs::rename(&scratch, &folder).expect("corpus folder");
    }
    (folder, counts)
}

async fn import(library: &Library, folder: &Path) -> ImportReport {
    let paths = [folder.to_path_buf()];
    library.import(&paths, &ImportOptions::default(), &CancelToken::new(), |_| {}).await.expect("import")
}

/// A library in a fresh SQLite file of its own folder (kept as long as the folder).
fn empty_library(rt: &Runtime) -> (tempfile::TempDir, Library) {
    let db = tempfile::tempdir().expect("db dir");
    let store = rt.block_on(Store::open(db.path().join("logo.sqlite3"))).expect("open");
    (db, Library::new(store))
}

fn bench_corpus_import(c: &mut Criterion) {
    let rt = runtime();
    let dir = tempfile::tempdir().expect("temp dir");
    let (folder, counts) = corpus(dir.path());
    let games = counts.games;
    eprintln!("library_import: {} files, {games} games ({counts:?})", counts.files);
    let mut group = c.benchmark_group("library_import_corpus");
    group.sample_size(10).measurement_time(Duration::from_secs(20)).throughput(Throughput::Elements(games));
    group.bench_function("real-world-like corpus into an empty library", |b| {
        b.iter_batched(
            || empty_library(&rt),
            |(db, library)| {
                let report = timed_import(&rt, &library, &folder, games);
                assert_eq!(report.imported + report.identical + report.refused_games(), games, "{report:?}");
                db
            },
            BatchSize::PerIteration,
        );
    });
    group.finish();
}

/// Imports `folder` (holding `games` games) into `library`, prints games/s and
/// CPU time per game, and closes the library; the report, which found them all.
fn timed_import(rt: &Runtime, library: &Library, folder: &Path, games: u64) -> ImportReport {
    let (started, cpu) = (Instant::now(), cpu_seconds());
    let report = rt.block_on(import(library, folder));
    let took = started.elapsed().as_secs_f64();
    assert_eq!(report.games, games, "{report:?}");
    let cpu_us = cpu.zip(cpu_seconds()).map_or(0.0, |(a, b)| (b - a) * 1e6 / games as f64);
    eprintln!("  {:.0} games/s, {cpu_us:.0} µs CPU per game", games as f64 / took);
    rt.block_on(library.store().close());
    report
}

/// The CPU time this process has used so far (user and system), where Linux tells it.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name (in parentheses): utime and stime are the 12th and 13th, in ticks of 1/100 s.
    let after = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok());
    Some((ticks(11)? + ticks(12)?) / 100.0)
}

/// Writes `copies` copies of each sample into `into/copy-K/`, the first game of
/// copy K given `GC[copy K]` after its first `(` (and `;`); a file without
/// `(` (no SGF) is copied as it is.
fn write_samples(samples: &[PathBuf], root: &Path, into: &Path, copies: u32) -> u64 {
    let mut written = 0;
    for copy in 0..copies {
        for sample in samples {
            let bytes = std::fs::read(sample).expect("sample");
            let relative = sample.strip_prefix(root).expect("below the root");
            let path = into.join(format!("copy-{copy}")).join(relative);
            std::fs::create_dir_all(path.parent().expect("parent")).expect("dir");
            let mut varied = bytes.clone();
            if let Some(open) = bytes.iter().position(|&b| b == b'(') {
                let at = if bytes.get(open + 1) == Some(&b';') { open + 2 } else { open + 1 };
                varied.splice(at..at, format!("GC[copy {copy}]").into_bytes());
            }
            std::fs::write(path, varied).expect("write");
            written += 1;
        }
    }
    written
}

fn bench_samples_import(c: &mut Criterion) {
    let samples = sgf_files(&samples_dir());
    if samples.is_empty() {
        eprintln!("library_import: real samples skipped, no folder at {}", samples_dir().display());
        return;
    }
    let rt = runtime();
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("samples");
    let files = write_samples(&samples, &samples_dir(), &folder, 80);
    let games = rt.block_on(async {
        let db = tempfile::tempdir().expect("db dir");
        let library = Library::new(Store::open(db.path().join("logo.sqlite3")).await.expect("open"));
        let report = import(&library, &folder).await;
        assert_eq!(report.imported + report.identical + report.refused_games(), report.games, "{report:?}");
        eprintln!(
            "library_import: {files} sample files, {} games: {} imported, {} identical, {} refused, {} failures",
            report.games,
            report.imported,
            report.identical,
            report.refused_games(),
            report.failed.len()
        );
        report.games
    });
    let mut group = c.benchmark_group("library_import_samples");
    group.sample_size(10).measurement_time(Duration::from_secs(20)).throughput(Throughput::Elements(games));
    group.bench_function("67 real-world samples x 80 into an empty library", |b| {
        b.iter_batched(
            || empty_library(&rt),
            |(db, library)| {
                timed_import(&rt, &library, &folder, games);
                db
            },
            BatchSize::PerIteration,
        );
    });
    group.finish();
}

criterion_group!(benches, bench_corpus_import, bench_samples_import);
criterion_main!(benches);
