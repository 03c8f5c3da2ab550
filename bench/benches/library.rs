//! The game library at the scale of a serious collection: importing (with
//! parsing, metadata, signatures and the search indexes), the first page of
//! every sort and filter over 100,000 games, the comment search, and loading
//! a 300-move game into go-core's tree (the path the app takes to open a
//! game for review, through its services, is measured by `review_open`).
//!
//! The corpus is generated here, seeded (`logo_library::synthetic`): 100
//! collection files of 1,000 games each, plus one 300-move game, plus a
//! collection of 1,000 copies (1% of the games again, another header: 1,000
//! duplicate groups), plus eight games of a rare player with rare comment
//! words (the few matches of a name or comment filter); 1% of the games
//! carry a tag, nine spread over the library another. Building it is itself
//! an import of 100,000 games, timed and printed. Files are read on one
//! blocking thread a few files ahead of the writing, so reading and writing
//! overlap on two cores. `LOGO_BENCH_DB=FILE` builds the corpus in FILE
//! instead of a temporary folder, to look at it afterwards.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use logo_library::{CancelToken, ImportOptions, Library};
use logo_store::{
    DateBounds, GameId, GameKind, GameOrigin, LibraryFilter, LibraryQuery, PlayerColor, PlayerFilter, ResultKind,
    SortKey, Store, Winner,
};
use tokio::runtime::Runtime;

const SEED: u64 = 42;
const COLLECTIONS: u64 = 100;
const PER_COLLECTION: u64 = 1_000;
const IMPORT_FILES: u64 = 2_000;
const PAGE: u32 = 50;

fn runtime() -> Runtime {
    tokio::runtime::Builder::new_current_thread().enable_time().build().expect("runtime")
}

async fn import(library: &Library, paths: &[PathBuf], batch_games: usize) -> logo_library::ImportReport {
    let options = ImportOptions { batch_games, ..ImportOptions::default() };
    library.import(paths, &options, &CancelToken::new(), |_| {}).await.expect("import")
}

/// One generated game per file, `count` files.
fn write_files(dir: &Path, count: u64) {
    std::fs::create_dir_all(dir).expect("dir");
    for i in 0..count {
        std::fs::write(dir.join(format!("{i:06}.sgf")), logo_library::synthetic::game(SEED + 1, i)).expect("write");
    }
}

/// Eight games of a player no other game has ("Ohira Shuzo"), each with a
/// comment whose words no other game has, dated decades apart.
fn rare_games() -> String {
    (0..8u8)
        .map(|i| {
            let (x, y) = (char::from(b'c' + i), char::from(b'p' - i));
            format!(
                "(;GM[1]FF[4]SZ[19]KM[6.5]RU[Japanese]PB[Ohira Shuzo]PW[Player {i}]DT[{}-05-01]RE[B+R]\
                 ;B[{x}{y}]C[Ohira zeigt ein feines Shinogi.];W[{y}{x}];B[jj])",
                1960 + 8 * u32::from(i)
            )
        })
        .collect()
}

/// The 100,000-game library, and the id of the 300-move game.
struct Corpus {
    _dir: tempfile::TempDir,
    library: Library,
    long_game: GameId,
}

fn build_corpus(rt: &Runtime) -> Corpus {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = std::env::var_os("LOGO_BENCH_DB").map_or_else(|| dir.path().join("logo.sqlite3"), PathBuf::from);
    let games = dir.path().join("corpus");
    std::fs::create_dir_all(&games).expect("dir");
    for c in 0..COLLECTIONS {
        let text: String =
            (0..PER_COLLECTION).map(|i| logo_library::synthetic::game(SEED, c * PER_COLLECTION + i)).collect();
        std::fs::write(games.join(format!("collection-{c:03}.sgf")), text).expect("write");
    }
    std::fs::write(games.join("long.sgf"), logo_bench::long_game()).expect("write");
    std::fs::write(games.join("rare.sgf"), rare_games()).expect("write");
    // One game in a hundred again, with another header: 1,000 duplicate groups.
    let copies: String = (0..COLLECTIONS * PER_COLLECTION)
        .step_by(100)
        .map(|i| logo_library::synthetic::game(SEED, i).replacen("(;", "(;PC[Copy]", 1))
        .collect();
    std::fs::write(games.join("copies.sgf"), copies).expect("write");
    rt.block_on(async {
        let library = Library::new(Store::open(&db).await.expect("open"));
        let started = Instant::now();
        let report = import(&library, &[games], 1_000).await;
        let took = started.elapsed();
        eprintln!(
            "library: built the corpus: {} games in {:.1} s = {:.0} games/s (collections of 1,000)",
            report.imported,
            took.as_secs_f64(),
            report.imported as f64 / took.as_secs_f64()
        );
        let tagged = LibraryQuery { limit: 200_000, ..LibraryQuery::default() };
        let all = library.store().search_games(&tagged).await.expect("all");
        for game in all.iter().step_by(100) {
            library.store().add_tag(game.id, "Klassiker").await.expect("tag");
        }
        for game in all.iter().step_by(12_500) {
            library.store().add_tag(game.id, "Studie").await.expect("tag");
        }
        let long = all.iter().find(|g| g.meta.black.as_deref() == Some("Long Game")).expect("long game").id;
        library.store().optimize().await.expect("optimize");
        Corpus { _dir: dir, library, long_game: long }
    })
}

fn bench_import(c: &mut Criterion) {
    let rt = runtime();
    let dir = tempfile::tempdir().expect("temp dir");
    let files = dir.path().join("files");
    write_files(&files, IMPORT_FILES);
    let mut group = c.benchmark_group("library_import");
    group.sample_size(10).measurement_time(Duration::from_secs(15)).throughput(Throughput::Elements(IMPORT_FILES));
    group.bench_function("2000 single-game files", |b| {
        b.iter_batched(
            || {
                let db = tempfile::tempdir().expect("db dir");
                let store = rt.block_on(Store::open(db.path().join("logo.sqlite3"))).expect("open");
                (db, Library::new(store))
            },
            |(db, library)| {
                let report = rt.block_on(import(&library, std::slice::from_ref(&files), 500));
                assert_eq!(report.imported, IMPORT_FILES);
                (db, library)
            },
            BatchSize::PerIteration,
        );
    });
    group.finish();
}

fn filters() -> Vec<(&'static str, LibraryFilter)> {
    let player = |name: &str, color| Some(PlayerFilter { name: name.to_owned(), color });
    let none = LibraryFilter::default;
    vec![
        ("none", none()),
        ("player 'go seigen'", LibraryFilter { player: player("go seigen", PlayerColor::Either), ..none() }),
        ("black 'Kitani'", LibraryFilter { player: player("Kitani", PlayerColor::Black), ..none() }),
        ("player 'Li' (short: scan)", LibraryFilter { player: player("Li", PlayerColor::Either), ..none() }),
        (
            "white won by resignation",
            LibraryFilter { winner: Some(Winner::White), result_kind: Some(ResultKind::Resignation), ..none() },
        ),
        ("13x13", LibraryFilter { board_size: Some(13), ..none() }),
        ("1990-1999", LibraryFilter { dates: Some(DateBounds { from: Some(19900101), to: Some(19991231) }), ..none() }),
        ("tag (1%)", LibraryFilter { tag: Some("klassiker".into()), ..none() }),
        ("comment 'Gefangene'", LibraryFilter { comment_text: Some("Gefangene".into()), ..none() }),
        ("comment 'leiter stärker'", LibraryFilter { comment_text: Some("leiter stärker".into()), ..none() }),
        ("rules + handicap 0", LibraryFilter { rules: Some("japanese".into()), handicap: Some(0), ..none() }),
        (
            "lee + black won + 19x19 + since 2000",
            LibraryFilter {
                player: player("lee", PlayerColor::Either),
                winner: Some(Winner::Black),
                board_size: Some(19),
                dates: Some(DateBounds { from: Some(20000101), to: None }),
                ..none()
            },
        ),
        ("duplicates only", LibraryFilter { duplicates_only: true, ..none() }),
    ]
}

/// Filters that no game of the corpus passes (every game is an imported,
/// even 19x19 or 13x13 game record under Japanese rules), or only a handful
/// (a typo while typing a name or a word matches none): the worst case for
/// a plan that walks the sort index and tests each game.
fn rare_filters() -> Vec<(&'static str, LibraryFilter)> {
    let none = LibraryFilter::default;
    let player = |name: &str| Some(PlayerFilter { name: name.to_owned(), color: PlayerColor::Either });
    let comment = |words: &str| Some(words.to_owned());
    vec![
        ("player 'go seigne' (typo: none)", LibraryFilter { player: player("go seigne"), ..none() }),
        ("player 'ohira' (8 games)", LibraryFilter { player: player("ohira"), ..none() }),
        ("tag on 9 games", LibraryFilter { tag: Some("studie".into()), ..none() }),
        ("comment 'feines shinogi' (8 games)", LibraryFilter { comment_text: comment("feines shinogi"), ..none() }),
        ("comment 'tesuji shinogi' (none)", LibraryFilter { comment_text: comment("tesuji shinogi"), ..none() }),
        ("comment 'tesjui' (typo: none)", LibraryFilter { comment_text: comment("tesjui"), ..none() }),
        (
            "player 'go seigne' + black won (none)",
            LibraryFilter { player: player("go seigne"), winner: Some(Winner::Black), ..none() },
        ),
        (
            "comment 'feines shinogi' + 19x19 (8 games)",
            LibraryFilter { comment_text: comment("feines shinogi"), board_size: Some(19), ..none() },
        ),
        ("played in LoGo", LibraryFilter { origin: Some(GameOrigin::PlayedInLogo), ..none() }),
        ("handicap 9", LibraryFilter { handicap: Some(9), ..none() }),
        ("rules chinese", LibraryFilter { rules: Some("chinese".into()), ..none() }),
        ("7x7", LibraryFilter { board_size: Some(7), ..none() }),
        ("teaching records", LibraryFilter { kind: Some(GameKind::Teaching), ..none() }),
    ]
}

const SORTS: [SortKey; 13] = [
    SortKey::Added,
    SortKey::Black,
    SortKey::White,
    SortKey::Result,
    SortKey::Date,
    SortKey::Title,
    SortKey::Size,
    SortKey::Handicap,
    SortKey::Komi,
    SortKey::Rules,
    SortKey::Moves,
    SortKey::Event,
    SortKey::Source,
];

fn bench_queries(c: &mut Criterion) {
    let rt = runtime();
    let corpus = build_corpus(&rt);
    let store = corpus.library.store();
    let first_page = |filter: &LibraryFilter, sort, descending| LibraryQuery {
        filter: filter.clone(),
        sort,
        descending,
        offset: 0,
        limit: PAGE,
    };
    let mut sorts = c.benchmark_group("library_sort_first_page");
    sorts.sample_size(20).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(1));
    for sort in SORTS {
        for descending in [false, true] {
            let query = first_page(&LibraryFilter::default(), sort, descending);
            let name = format!("{sort:?} {}", if descending { "desc" } else { "asc" });
            sorts.bench_function(name, |b| b.iter(|| rt.block_on(store.search_games(&query)).expect("search")));
        }
    }
    sorts.finish();
    let mut filtered = c.benchmark_group("library_filter_first_page");
    filtered.sample_size(20).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(1));
    for (name, filter) in filters() {
        for sort in [SortKey::Date, SortKey::Black, SortKey::Moves] {
            let query = first_page(&filter, sort, true);
            filtered.bench_with_input(BenchmarkId::new(name, format!("{sort:?}")), &query, |b, q| {
                b.iter(|| rt.block_on(store.search_games(q)).expect("search"))
            });
        }
        filtered.bench_with_input(BenchmarkId::new(name, "count"), &filter, |b, f| {
            b.iter(|| rt.block_on(store.count_games(f)).expect("count"))
        });
    }
    filtered.finish();
    let mut rare = c.benchmark_group("library_rare_filter_first_page");
    rare.sample_size(20).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(1));
    for (name, filter) in rare_filters() {
        for (sort, descending) in [(SortKey::Added, true), (SortKey::Date, true), (SortKey::Black, false)] {
            let query = first_page(&filter, sort, descending);
            let order = format!("{sort:?} {}", if descending { "desc" } else { "asc" });
            rare.bench_with_input(BenchmarkId::new(name, order), &query, |b, q| {
                b.iter(|| rt.block_on(store.search_games(q)).expect("search"))
            });
        }
        rare.bench_with_input(BenchmarkId::new(name, "count"), &filter, |b, f| {
            b.iter(|| rt.block_on(store.count_games(f)).expect("count"))
        });
    }
    rare.finish();
    let mut groups = c.benchmark_group("library_duplicates");
    groups.sample_size(20).measurement_time(Duration::from_secs(2));
    groups.bench_function("first 20 of 1,000 groups", |b| {
        b.iter(|| rt.block_on(store.duplicate_groups(0, 20)).expect("groups"))
    });
    groups.finish();
    let mut open = c.benchmark_group("library_open");
    open.sample_size(20);
    open.bench_function("300-move game to go-core's tree", |b| {
        b.iter(|| rt.block_on(corpus.library.open_game(corpus.long_game)).expect("open"))
    });
    open.finish();
}

criterion_group!(benches, bench_import, bench_queries);
criterion_main!(benches);
