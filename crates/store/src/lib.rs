//! store: LoGo's SQLite database through sqlx — opening it safely, migrations,
//! the game in progress, the game library and settings.
