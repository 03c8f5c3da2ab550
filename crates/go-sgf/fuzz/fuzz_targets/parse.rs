//! Fuzz target: any bytes may be refused, but never panic; what reads must
//! write back to the same tree, `normalize` must be idempotent, and every
//! typed reading of every value must return instead of panicking.

#![no_main]

use go_sgf::{SgfSize, normalize, parse, write};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(parsed) = parse(data) else { return };
    let written = write(&parsed.collection);
    let again = parse(written.as_bytes()).expect("written text parses");
    assert_eq!(again.collection, parsed.collection, "round trip changed the tree:\n{written}");
    for game in parsed.collection.iter() {
        let size = game.board_size().unwrap_or(SgfSize::STANDARD);
        for node in game.nodes() {
            for property in node.properties() {
                let _ = property.points(size);
                for value in property.values() {
                    let _ = (value.text(), value.simple_text(), value.number(), value.real(), value.double());
                    let _ = (value.color(), value.points(size), value.to_move(size), value.compose());
                }
            }
        }
    }
    let once = normalize(data).expect("read once, normalizes");
    let twice = normalize(once.as_bytes()).expect("normalized text reads");
    assert_eq!(once, twice, "normalize is not idempotent");
});
