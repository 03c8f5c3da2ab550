//! Embeds the course: every `.toml` file of the repository's `lessons/`
//! folder becomes a `(name, text)` pair in `$OUT_DIR/embedded_lessons.rs`
//! through `include_str!`, so the app carries its lessons and reads no
//! lesson file at run time. Cargo reruns this when anything in the folder
//! changes (a file added, edited or removed).

use std::error::Error;
use std::fmt::Write as _;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn Error>> {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?);
    let lessons = manifest.join("../../lessons").canonicalize()?;
    println!("cargo:rerun-if-changed={}", lessons.display());
    let mut names: Vec<String> = std::fs::read_dir(&lessons)?
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".toml"))
        .collect();
    names.sort();
    let mut code =
        String::from("/// Every lesson file, by name, as shipped.\npub static FILES: &[(&str, &str)] = &[\n");
    for name in &names {
        let path = lessons.join(name);
        writeln!(code, "    ({name:?}, include_str!({:?})),", path.display().to_string())?;
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR")?).join("embedded_lessons.rs");
    std::fs::write(out, code)?;
    Ok(())
}
