//! Opening a library game on the review screen the way the app does it: the
//! library screen's service exports the game as FF[4] (fetching it and its
//! details from the store, parsing its bytes), the review service parses
//! that text again and holds it as the open document, and the screen then
//! asks for the game's view (its tree, information and first position).
//!
//! Two 300-move games: one alone in its file, one in the middle of a
//! collection file of 10,000 games (whose bytes the store keeps whole; the
//! game is read from its own byte range).

use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use logo_library::{CancelToken, ImportOptions, Library};
use logo_services::library::LibraryService;
use logo_services::review::ReviewService;
use logo_store::{LibraryFilter, LibraryQuery, PlayerColor, PlayerFilter, Store};
use tokio::runtime::Runtime;

const SEED: u64 = 42;
const COLLECTION_GAMES: u64 = 10_000;

/// The collection: generated games with the 300-move game (another White) in the middle.
fn write_collection(path: &Path) -> u64 {
    let long = logo_bench::long_game().replacen("PW[Review Screen]", "PW[In A Collection]", 1);
    let text: String = (0..COLLECTION_GAMES)
        .map(|i| if i == COLLECTION_GAMES / 2 { long.clone() } else { logo_library::synthetic::game(SEED, i) })
        .collect();
    std::fs::write(path, &text).expect("write");
    text.len() as u64
}

/// The id of the one game whose White is `white`.
async fn game_of(store: &Store, white: &str) -> i64 {
    let player = PlayerFilter { name: white.to_owned(), color: PlayerColor::White };
    let query = LibraryQuery {
        filter: LibraryFilter { player: Some(player), ..LibraryFilter::default() },
        limit: 2,
        ..LibraryQuery::default()
    };
    let found = store.search_games(&query).await.expect("search");
    assert_eq!(found.len(), 1, "{white}");
    found[0].id.0
}

fn bench_open(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_current_thread().enable_time().build().expect("runtime");
    let dir = tempfile::tempdir().expect("temp dir");
    let files = dir.path().join("files");
    std::fs::create_dir_all(&files).expect("dir");
    std::fs::write(files.join("long.sgf"), logo_bench::long_game()).expect("write");
    let bytes = write_collection(&files.join("collection.sgf"));
    eprintln!("review_open: the collection file holds {COLLECTION_GAMES} games in {:.1} MB", bytes as f64 / 1e6);
    let (service, alone, in_collection) = rt.block_on(async {
        let store = Store::open(dir.path().join("logo.sqlite3")).await.expect("open");
        let options = ImportOptions { batch_games: 1_000, ..ImportOptions::default() };
        let library = Library::new(store.clone());
        library.import(&[files], &options, &CancelToken::new(), |_| {}).await.expect("import");
        let ids = (game_of(&store, "review screen").await, game_of(&store, "in a collection").await);
        (LibraryService::new(store), ids.0, ids.1)
    });
    let review = ReviewService::default();
    let mut group = c.benchmark_group("library_open_review");
    group.sample_size(20).measurement_time(Duration::from_secs(3));
    for (name, id) in
        [("300-move game alone in its file", alone), ("300-move game in a 10,000-game collection", in_collection)]
    {
        group.bench_function(format!("{name}: open_in_review"), |b| {
            b.iter(|| rt.block_on(service.open_in_review(id, &review)).expect("open"))
        });
        group.bench_function(format!("{name}: open_in_review + the game's view"), |b| {
            b.iter(|| open_and_show(&rt, &service, &review, id))
        });
    }
    group.finish();
}

/// What the review screen waits for: the opened file, then its game's view.
fn open_and_show(rt: &Runtime, service: &LibraryService, review: &ReviewService, id: i64) {
    rt.block_on(async {
        let opened = service.open_in_review(id, review).await.expect("open");
        let game = review.game(opened.doc, 0).await.expect("game");
        assert_eq!(game.tree.up.len(), 301, "the root and 300 moves");
    });
}

criterion_group!(benches, bench_open);
criterion_main!(benches);
