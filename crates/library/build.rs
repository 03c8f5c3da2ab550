//! Tells the tests whether the real-world SGF samples lie beside the
//! repository (`../shared/sgf-samples`: CI has them, a user's clone does not).
//! Without them the tests that read them are marked ignored (`cfg(sgf_samples)`
//! unset), so `cargo test` reports them as ignored rather than as passed.
fn main() {
    println!("cargo::rustc-check-cfg=cfg(sgf_samples)");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let samples = std::path::Path::new(&manifest).join("../../../shared/sgf-samples");
    println!("cargo::rerun-if-changed={}", samples.display());
    if samples.is_dir() {
        println!("cargo::rustc-cfg=sgf_samples");
    }
}
