//! The `logo` command: the same services as the app, headless.
fn main() {}
