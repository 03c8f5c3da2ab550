//! The fake engine's honest side: a small GTP engine on go-core that plays
//! the first legal point (in a fixed order) that does not fill its own eye,
//! refuses illegal moves like a real engine, and counts with go-core.

use go_core::score::{DeadSet, ScoreInput, score};
use go_core::{BoardSize, Color, Game, GameSettings, IllegalMove, Komi, Move, Point, Rules, SuicideRule};

/// The position the fake plays on.
pub struct Play {
    game: Game,
    komi: Komi,
    genmoves: u32,
    pass_after: Option<u32>,
}

impl Play {
    /// A 19x19 board; the fake passes after `pass_after` of its own moves.
    pub fn new(pass_after: Option<u32>) -> Result<Play, String> {
        let komi = Rules::default().komi;
        Ok(Play { game: new_game(BoardSize::STANDARD, komi)?, komi, genmoves: 0, pass_after })
    }

    /// Answers an engine command that is not about the fake itself:
    /// `Ok(text)` for `=`, `Err(message)` for `?`.
    pub fn answer(&mut self, name: &str, args: &[&str]) -> Result<String, String> {
        let size = self.game.board().size();
        match (name, args) {
            ("boardsize", [side]) => {
                let size = side.parse().ok().and_then(|s| BoardSize::square(s).ok()).ok_or("unacceptable size")?;
                self.game = new_game(size, self.komi)?;
                Ok(String::new())
            }
            ("clear_board", []) => {
                self.game = new_game(size, self.komi)?;
                Ok(String::new())
            }
            ("komi", [komi]) => {
                self.komi = Komi::parse(komi).map_err(|_| "komi not a float")?;
                if self.game.move_number() == 0 {
                    self.game = new_game(size, self.komi)?;
                }
                Ok(String::new())
            }
            ("play", [color, vertex]) => {
                let (color, mv) = (parse_color(color)?, parse_move(vertex, size)?);
                self.game.play_as(color, mv).map(|_| String::new()).map_err(|_| "illegal move".to_owned())
            }
            ("genmove", [color]) => self.genmove(parse_color(color)?, true),
            ("reg_genmove", [color]) => self.genmove(parse_color(color)?, false),
            ("undo", []) => {
                if self.game.undo() {
                    Ok(String::new())
                } else {
                    Err("cannot undo".into())
                }
            }
            ("final_score", []) => Ok(self.final_score()),
            ("final_status_list", ["dead"]) => Ok(String::new()),
            ("list_stones", [color]) => Ok(self.stones(parse_color(color)?)),
            ("time_settings", [_, _, _]) | ("time_left", [_, _, _]) => Ok(String::new()),
            _ => Err("unknown command".into()),
        }
    }

    fn genmove(&mut self, color: Color, play: bool) -> Result<String, String> {
        let passing = self.pass_after.is_some_and(|n| self.genmoves >= n);
        let point = if passing { None } else { self.choose(color) };
        let mv = point.map_or(Move::Pass, Move::Play);
        if play {
            self.genmoves += 1;
            self.game.play_as(color, mv).map_err(|e| format!("cannot play my own move: {e}"))?;
        }
        Ok(point.and_then(|p| p.to_display(self.game.board().size())).unwrap_or_else(|| "pass".into()))
    }

    /// The first legal point, row by row, that is not an eye of `color`'s.
    fn choose(&self, color: Color) -> Option<Point> {
        let board = self.game.board();
        // A point the opponent may not play on (suicide) is one of our eyes.
        let own_eye = |p: Point| board.check(color.opponent(), p, SuicideRule::Forbidden) == Err(IllegalMove::Suicide);
        board
            .size()
            .points()
            .filter(|&p| board.get(p).is_none() && !own_eye(p))
            .find(|&p| self.game.check_as(color, Move::Play(p)).is_ok())
    }

    fn final_score(&self) -> String {
        let dead = DeadSet::new();
        let input = ScoreInput {
            board: self.game.board(),
            captures: self.game.captures(),
            handicap: 0,
            rules: *self.game.rules(),
            dead: &dead,
        };
        score(&input).result_sgf()
    }

    fn stones(&self, color: Color) -> String {
        let size = self.game.board().size();
        let words: Vec<String> = self.game.board().points_of(color).iter().filter_map(|p| p.to_display(size)).collect();
        words.join(" ")
    }
}

fn new_game(size: BoardSize, komi: Komi) -> Result<Game, String> {
    let rules = Rules { komi, ..Rules::default() };
    Game::new(GameSettings::new(size, rules)).map_err(|e| e.to_string())
}

fn parse_color(word: &str) -> Result<Color, String> {
    match word.to_ascii_lowercase().as_str() {
        "b" | "black" => Ok(Color::Black),
        "w" | "white" => Ok(Color::White),
        _ => Err("invalid color".into()),
    }
}

fn parse_move(word: &str, size: BoardSize) -> Result<Move, String> {
    if word.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    Point::from_display(word, size).map(Move::Play).ok_or_else(|| "invalid coordinate".into())
}
