//! Reading SGF with go-sgf and with the `sgf-parse` crate (4.x), in MB/s, on
//! the same decoded text: the real-world samples beside the repository (when
//! present) and large files generated here — a long main line, thousands of
//! variations, big comments. Nothing large is committed.
//!
//! Both read UTF-8 text: go-sgf from its bytes (charset check and `CA` search
//! included), sgf-parse from the `&str` in lenient mode. A file sgf-parse
//! refuses still costs it the time it took to refuse.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use logo_bench::samples::{samples_dir, sgf_files};
use std::hint::black_box;

/// Every sample that go-sgf reads, decoded to UTF-8 in the charset go-sgf found.
fn sample_texts() -> Vec<String> {
    let files = sgf_files(&samples_dir());
    files.iter().filter_map(|path| decoded(&std::fs::read(path).ok()?)).collect()
}

fn decoded(bytes: &[u8]) -> Option<String> {
    let parsed = go_sgf::parse(bytes).ok()?;
    let encoding = encoding_rs::Encoding::for_label(parsed.encoding.encoding.as_bytes())?;
    let (text, _, _) = encoding.decode(bytes);
    Some(text.into_owned())
}

const COLUMNS: &[u8] = b"abcdefghijklmnopqrs";

/// A deterministic point for move `i`.
fn point(i: usize) -> String {
    let x = COLUMNS[(i * 7 + i / 19) % 19] as char;
    let y = COLUMNS[(i * 11 + i / 23) % 19] as char;
    format!("{x}{y}")
}

fn moves(from: usize, count: usize) -> String {
    (from..from + count).map(|i| format!(";{}[{}]", ["B", "W"][i % 2], point(i))).collect()
}

const HEADER: &str = "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Schwarz]PW[Weiß]RU[Japanese]";

/// 30,000 moves, a short comment every tenth, player times on every move.
fn long_main_line() -> String {
    let mut s = HEADER.to_owned();
    for i in 0..30_000 {
        let color = ["B", "W"][i % 2];
        s.push_str(&format!("\n;{color}[{}]{color}L[{}]", point(i), 1800 - i % 1800));
        if i % 10 == 0 {
            s.push_str(&format!("C[Zug {i}: gut]"));
        }
    }
    s.push(')');
    s
}

/// 3,000 variations of twelve moves hanging off a 40-move main line, some nested.
fn many_variations() -> String {
    let mut s = HEADER.to_owned() + &moves(0, 40);
    for v in 0..3_000 {
        s.push_str(&format!("\n(;B[{}]C[Variante {v}]", point(v)));
        s.push_str(&moves(v, 12));
        if v % 10 == 0 {
            s.push_str(&format!("(;W[{}]{})(;W[{}]{})", point(v + 1), moves(v, 5), point(v + 2), moves(v, 5)));
        }
        s.push(')');
    }
    s.push_str("\n(;B[aa]))");
    s
}

/// 300 nodes with long commentary: escapes, line breaks and non-ASCII text.
fn big_comments() -> String {
    let paragraph = "Schwarz spielt hier die Ecke [siehe Variante A\\] und Weiß antwortet mit einem \
                     Keil; 黑棋中盘胜 — danach ist die Stellung ausgeglichen.\\\\ Ein weicher\\\nUmbruch.\n";
    let mut s = HEADER.to_owned();
    for i in 0..300 {
        s.push_str(&format!("\n;{}[{}]C[", ["B", "W"][i % 2], point(i)));
        for _ in 0..40 {
            s.push_str(paragraph);
        }
        s.push(']');
    }
    s.push(')');
    s
}

fn go_sgf_read(texts: &[String]) -> usize {
    texts.iter().filter_map(|t| go_sgf::parse(t.as_bytes()).ok()).map(|p| black_box(p.collection.node_count())).sum()
}

fn sgf_parse_read(texts: &[String]) -> usize {
    let options = sgf_parse::ParseOptions { lenient: true, ..sgf_parse::ParseOptions::default() };
    texts.iter().filter_map(|t| sgf_parse::parse_with_options(t, &options).ok()).map(|c| black_box(c.len())).sum()
}

fn compare(c: &mut Criterion, name: &str, texts: &[String]) {
    let bytes: usize = texts.iter().map(String::len).sum();
    if bytes == 0 {
        println!("{name}: skipped, no input");
        return;
    }
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Bytes(bytes as u64));
    group.sample_size(10);
    group.bench_function(BenchmarkId::new("go-sgf", texts.len()), |b| b.iter(|| go_sgf_read(texts)));
    group.bench_function(BenchmarkId::new("sgf-parse", texts.len()), |b| b.iter(|| sgf_parse_read(texts)));
    group.finish();
}

fn sgf_parse(c: &mut Criterion) {
    let samples = sample_texts();
    if samples.is_empty() {
        println!("samples: skipped, no folder at {}", samples_dir().display());
    }
    let generated = vec![long_main_line(), many_variations(), big_comments()];
    for text in &generated {
        assert!(go_sgf::parse(text.as_bytes()).is_ok_and(|p| p.warnings.is_empty()), "generated text is clean");
    }
    let mixed: Vec<String> = samples.iter().chain(&generated).cloned().collect();
    compare(c, "sgf_samples", &samples);
    compare(c, "sgf_generated", &generated);
    compare(c, "sgf_mixed", &mixed);
}

criterion_group!(benches, sgf_parse);
criterion_main!(benches);
