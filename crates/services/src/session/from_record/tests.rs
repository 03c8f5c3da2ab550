use super::*;
use go_core::{IllegalMove, Phase};

fn record(sgf: &str) -> GameTree {
    let opened = go_sgf::open(sgf.as_bytes()).unwrap();
    let first = opened.games.into_iter().next().unwrap();
    first.unwrap().tree().clone()
}

fn board(session: &PlaySession) -> String {
    session.game().board().to_ascii()
}

const KO: &str = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0.5]PB[Anna]PW[Ben]\
    ;B[ba];W[ca];B[ab];W[bb];B[bc];W[cc];B[ee];W[db];B[cb];W[bb];B[aa])";

#[test]
fn the_main_line_is_replayed_with_its_captures_up_to_the_move_chosen() {
    let session = PlaySession::from_record(&record(KO), 9, 0).unwrap();
    assert_eq!(
        board(&session),
        ". X O . .\n\
         X . X O .\n\
         . X O . .\n\
         . . . . .\n\
         . . . . X\n"
    );
    assert_eq!((session.game().move_number(), session.game().to_play()), (9, Color::White));
    assert_eq!(session.game().captures().black, 1);
    assert_eq!((session.players().black.as_str(), session.players().white.as_str()), ("Anna", "Ben"));
    assert_eq!(session.game().rules().komi.half_points(), 1);
}

#[test]
fn a_ko_retaken_in_the_record_stops_the_replay_there() {
    let refused = PlaySession::from_record(&record(KO), 10, 0).err();
    assert!(matches!(refused, Some(AppError::RecordNotPlayable { move_number: 10, reason: Some(IllegalMove::Ko) })));
    assert!(matches!(
        PlaySession::from_record(&record(KO), 12, 0).err(),
        Some(AppError::InvalidArgument { argument: ArgumentName::Moves })
    ));
}

#[test]
fn move_zero_is_the_start_and_fixed_handicap_stones_stay_a_handicap() {
    let tree = record("(;GM[1]FF[4]SZ[9]HA[2]KM[0.5]RU[Japanese]AB[gc][cg];W[ee];B[ge])");
    let session = PlaySession::from_record(&tree, 0, 0).unwrap();
    assert_eq!(
        board(&session),
        ". . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . X . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n\
         . . X . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n"
    );
    let settings = session.game().settings();
    assert_eq!((settings.handicap, settings.rules.handicap_placement), (2, HandicapPlacement::Fixed));
    assert_eq!(session.game().to_play(), Color::White);
}

#[test]
fn handicap_stones_off_the_fixed_points_were_placed_freely() {
    let tree = record("(;GM[1]FF[4]SZ[9]HA[2]KM[0.5]RU[Chinese]AB[ee][cc];W[gg])");
    let session = PlaySession::from_record(&tree, 1, 0).unwrap();
    let settings = session.game().settings();
    assert_eq!((settings.handicap, settings.rules.handicap_placement), (2, HandicapPlacement::Free));
    assert_eq!((session.game().move_number(), session.game().to_play()), (1, Color::Black));
    assert_eq!(session.game().board().points_of(Color::Black).len(), 2);
}

#[test]
fn a_set_up_position_is_the_start_with_its_player_to_move() {
    let tree = record("(;GM[1]FF[4]SZ[5]AB[aa][ba]AW[ab]PL[W];W[bb];B[cc])");
    let session = PlaySession::from_record(&tree, 0, 0).unwrap();
    assert_eq!(
        board(&session),
        "X X . . .\n\
         O . . . .\n\
         . . . . .\n\
         . . . . .\n\
         . . . . .\n"
    );
    assert_eq!(session.game().to_play(), Color::White);
    assert_eq!(session.game().settings().handicap, 0);
}

#[test]
fn stones_set_up_between_moves_cannot_be_continued_past() {
    let tree = record("(;GM[1]FF[4]SZ[5];B[aa];AW[ee];W[bb])");
    assert_eq!(PlaySession::from_record(&tree, 1, 0).unwrap().game().move_number(), 1);
    let refused = PlaySession::from_record(&tree, 2, 0).err();
    assert!(matches!(refused, Some(AppError::RecordNotPlayable { move_number: 2, reason: None })));
}

#[test]
fn two_passes_at_the_end_lead_to_counting_and_boards_beyond_the_limits_are_refused() {
    let tree = record("(;GM[1]FF[4]SZ[5];B[cc];W[];B[])");
    let session = PlaySession::from_record(&tree, 3, 0).unwrap();
    assert_eq!(session.game().phase(), Phase::Scoring);
    assert!(session.scoring().is_some(), "the count is proposed as after any two passes");
    let resigned = record("(;GM[1]FF[4]SZ[5]RE[W+R];B[cc])");
    let continued = PlaySession::from_record(&resigned, 1, 0).unwrap();
    assert_eq!(continued.game().result(), None, "the record's result is not taken over: the game goes on");
    let tiny = record("(;GM[1]FF[4]SZ[3];B[bb])");
    assert!(matches!(
        PlaySession::from_record(&tiny, 0, 0).err(),
        Some(AppError::InvalidSetting { field: SettingField::Size })
    ));
}
