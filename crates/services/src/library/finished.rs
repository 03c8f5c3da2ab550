//! Keeping finished games: when a game on the play screen ends (by counting,
//! resignation or time), it goes into the library as SGF with its result, so
//! the result is stored with the game, marked as played in LoGo. Undoing the
//! end and ending it again replaces the entry instead of adding a second one.

use crate::played::{played_sgf, today};
use crate::session::PlaySession;
use go_core::Color;
use logo_store::{GameMeta, GameOrigin, NewGame, Store, StoreError};

/// The finished game as a library entry; `None` while the game goes on.
pub fn finished_game(session: &PlaySession) -> Option<NewGame> {
    let game = session.game();
    let result = game.result()?;
    let date = today();
    let sgf = played_sgf(session, date)?;
    let named = |color: Color| Some(session.players().get(color).clone()).filter(|n| !n.is_empty());
    let rules = game.rules();
    let size = game.board().size();
    let meta = GameMeta {
        black: named(Color::Black),
        white: named(Color::White),
        result: Some(result.to_sgf()),
        date: date.map(|d| d.to_string()),
        board_width: size.width,
        board_height: size.height,
        komi_half_points: Some(rules.komi.half_points()),
        handicap: game.settings().handicap,
        rules: Some(rules.matching_preset().map_or("custom", |p| p.id()).to_owned()),
        move_count: game.move_number(),
        ..GameMeta::default()
    };
    Some(NewGame { sgf, original_bytes: None, source_path: None, origin: GameOrigin::PlayedInLogo, meta })
}

/// Stores the session's finished game, replacing its earlier entry if it has
/// one; remembers the entry's id in the session.
pub async fn keep_finished(store: &Store, session: &mut PlaySession) -> Result<(), StoreError> {
    let Some(entry) = finished_game(session) else { return Ok(()) };
    if let Some(id) = session.library_id()
        && store.update_game(logo_store::GameId(id), &entry).await?
    {
        return Ok(());
    }
    let outcome = store.add_game(&entry).await?;
    session.set_library_id(outcome.id().0);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::settings::NewGameSettings;
    use go_core::RulesPreset;
    use logo_store::GameQuery;

    fn nine_by_nine() -> PlaySession {
        let settings = NewGameSettings::two_players(9, RulesPreset::Japanese);
        PlaySession::start(&settings, None, 0).unwrap()
    }

    #[test]
    fn a_game_in_progress_is_no_library_entry() {
        assert!(finished_game(&nine_by_nine()).is_none());
    }

    #[tokio::test]
    async fn a_resigned_game_is_kept_with_its_result_and_replaced_when_it_ends_again() {
        let (_dir, store) = crate::test_store::temp_store().await;
        let mut session = nine_by_nine();
        session.play("ee", 0).unwrap();
        session.resign(Color::Black, 0).unwrap();
        keep_finished(&store, &mut session).await.unwrap();
        let games = store.list_games(&GameQuery::default()).await.unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].meta.result.as_deref(), Some("W+R"));
        assert_eq!((games[0].meta.black.as_deref(), games[0].meta.rules.as_deref()), (Some("Anna"), Some("japanese")));
        let stored = store.game(games[0].id).await.unwrap().unwrap();
        assert!(stored.sgf.contains("RE[W+R]") && stored.sgf.contains(";B[ee]"), "{}", stored.sgf);

        session.undo(0).unwrap();
        session.resign(Color::White, 0).unwrap();
        keep_finished(&store, &mut session).await.unwrap();
        let games = store.list_games(&GameQuery::default()).await.unwrap();
        assert_eq!(games.len(), 1, "the entry is replaced, not added again");
        assert_eq!(games[0].meta.result.as_deref(), Some("B+R"));
    }
}
