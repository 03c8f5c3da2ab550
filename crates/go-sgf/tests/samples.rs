//! Every real-world sample in `../shared/sgf-samples` (beside the repository)
//! is read, round-tripped and normalized. Users' clones do not have that
//! folder: there the test is reported as ignored (see build.rs).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{samples_dir, sgf_files};
use go_sgf::{parse, write};

/// Files that are refused on purpose: they contain no game tree.
const NOT_SGF: &[&str] = &["not-an-sgf-file.sgf"];

#[test]
#[cfg_attr(not(sgf_samples), ignore = "../shared/sgf-samples is not beside the repository")]
fn every_sample_reads_round_trips_and_normalizes_idempotently() {
    let dir = samples_dir();
    let files = sgf_files(&dir);
    assert!(files.len() >= 60, "expected the 67 samples, found {}", files.len());
    for path in &files {
        let name = path.strip_prefix(&dir).unwrap_or(path).display().to_string();
        let bytes = std::fs::read(path).expect("readable sample");
        let parsed = match parse(&bytes) {
            Ok(p) => p,
            Err(e) => {
                println!("{name}: error {e} ({})", e.kind.code());
                assert!(NOT_SGF.iter().any(|n| name.ends_with(n)), "{name} was refused: {e}");
                continue;
            }
        };
        let codes: Vec<String> = parsed.warnings.iter().map(|w| format!("{} {}", w.position, w.kind.code())).collect();
        println!(
            "{name}: {} games, {} nodes, {} ({:?}), warnings {codes:?}",
            parsed.collection.len(),
            parsed.collection.node_count(),
            parsed.encoding.encoding,
            parsed.encoding.source,
        );
        let written = write(&parsed.collection);
        let again = parse(written.as_bytes()).expect("written text parses");
        assert_eq!(again.collection, parsed.collection, "{name} does not round-trip");
        let once = go_sgf::normalize(&bytes).expect("normalizes");
        let twice = go_sgf::normalize(once.as_bytes()).expect("normalizes again");
        assert_eq!(once, twice, "{name}: normalize is not idempotent");
    }
}
