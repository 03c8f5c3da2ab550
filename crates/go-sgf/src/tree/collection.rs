//! A collection: the games of one SGF file, in file order.

use super::GameTree;

/// The games of one SGF file, in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collection {
    games: Vec<GameTree>,
}

impl Collection {
    /// An empty collection.
    #[must_use]
    pub fn new() -> Collection {
        Collection::default()
    }

    /// The games in file order.
    #[must_use]
    pub fn games(&self) -> &[GameTree] {
        &self.games
    }

    /// The games, for changing them.
    pub fn games_mut(&mut self) -> &mut [GameTree] {
        &mut self.games
    }

    /// Adds a game at the end.
    pub fn push(&mut self, game: GameTree) {
        self.games.push(game);
    }

    /// How many games there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether there is no game.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The games in file order.
    pub fn iter(&self) -> std::slice::Iter<'_, GameTree> {
        self.games.iter()
    }

    /// The number of nodes of all games together.
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.games.iter().map(GameTree::node_count).sum()
    }

    /// The games, taken out of the collection.
    #[must_use]
    pub fn into_games(self) -> Vec<GameTree> {
        self.games
    }
}

impl From<Vec<GameTree>> for Collection {
    fn from(games: Vec<GameTree>) -> Collection {
        Collection { games }
    }
}

impl<'a> IntoIterator for &'a Collection {
    type Item = &'a GameTree;
    type IntoIter = std::slice::Iter<'a, GameTree>;
    fn into_iter(self) -> Self::IntoIter {
        self.games.iter()
    }
}
