//! A match's game as an SGF record: players, rules, komi, result, and a
//! note on why it stopped early when it did.

use go_core::tree::{GameTree, PlayedDetails, Player};
use go_core::{Game, PerColor, RecordError, TimedGameRecord};

/// The game as FF[4] SGF: `PB`/`PW` from `names`, `RU`/`KM` from its rules,
/// `RE` when it has a result, and `note` (if any) as the game comment `GC`.
pub fn record_sgf(game: &Game, names: &PerColor<String>, note: Option<&str>) -> Result<String, RecordError> {
    let player = |name: &String| Player { name: Some(name.clone()), ..Player::default() };
    let details = PlayedDetails {
        players: PerColor::new(player(&names.black), player(&names.white)),
        application: Some(go_sgf::logo_application()),
        ..PlayedDetails::default()
    };
    let record = TimedGameRecord { game: game.record(), clock: None };
    let mut tree = GameTree::from_played(&record, &details)?;
    tree.info_mut().comment = note.map(str::to_owned);
    Ok(go_sgf::write_game(&go_sgf::write_record(&tree)))
}
