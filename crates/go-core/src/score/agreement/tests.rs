//! The agreement as players meet it: a proposal on a finished board,
//! toggles and undo, both confirmations, a restart in between.

use super::*;
use crate::komi::Komi;
use crate::moves::Move;
use crate::point::BoardSize;
use crate::result::GameResult;
use crate::rules::RulesPreset;
use crate::score::{GroupStatus, Mark};
use crate::{GameSettings, Phase};

/// Two walls split the board; White's lone stone on `cg` sits inside
/// Black's area and is dead.
const LONE_INVADER: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O O O O O
    X X X X X X X X X
    . . . . . . . . .
    . . O . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    ";

fn basis(diagram: &str, preset: RulesPreset) -> CountBasis {
    CountBasis {
        board: Board::from_ascii(diagram).expect("test diagram"),
        captures: PerColor::new(2, 1),
        handicap: 0,
        rules: Rules { komi: Komi::from_half_points(13), ..preset.rules() },
    }
}

fn agreement(preset: RulesPreset) -> Agreement {
    Agreement::new(basis(LONE_INVADER, preset), &ProposalOptions::default())
}

fn sgf(points: impl IntoIterator<Item = Point>) -> Vec<String> {
    points.into_iter().filter_map(Point::to_sgf).collect()
}

const INVADER: Point = Point::new(2, 6);

#[test]
fn the_proposal_marks_the_lone_invader_dead_and_the_count_removes_it() {
    let agreement = agreement(RulesPreset::Japanese);
    assert_eq!(sgf(agreement.dead().points()), ["cg"]);
    let score = agreement.score();
    // Black: 36 points below the wall (cg included) + 2 captured + 1 dead.
    assert_eq!((score.count.black.territory, score.count.black.prisoners.total()), (36, 3));
    // White: 27 points above the wall + 1 captured + komi 6.5 = 34.5 against 39.
    assert_eq!(score.result_sgf(), "B+4.5");
    // By area: 36 + 9 stones = 45 against 27 + 9 + 6.5 = 42.5.
    assert_eq!(score.other.result.to_sgf(), "B+2.5");
}

#[test]
fn toggling_revives_the_group_and_undo_kills_it_again() {
    let mut agreement = agreement(RulesPreset::Japanese);
    let revived = agreement.toggle(INVADER).unwrap();
    assert_eq!((revived.mark, sgf(revived.changed)), (Mark::Alive, vec!["cg".to_owned()]));
    assert!(agreement.dead().is_empty());
    assert!(agreement.score().points.dame.len() > 30, "with a live stone inside, Black's area is nobody's");
    assert!(agreement.can_undo());
    agreement.undo().unwrap();
    assert_eq!(sgf(agreement.dead().points()), ["cg"]);
    assert_eq!(agreement.undo(), Err(AgreementError::NothingToUndo));
    assert_eq!(agreement.toggle(Point::new(0, 0)), Err(AgreementError::NoStone(Point::new(0, 0))));
}

#[test]
fn the_game_ends_when_both_confirm_and_a_toggle_withdraws_a_confirmation() {
    let mut agreement = agreement(RulesPreset::Japanese);
    assert_eq!(agreement.confirm(Color::Black), Confirmation::Waiting { on: Color::White });
    agreement.toggle(INVADER).unwrap();
    assert_eq!(agreement.confirmed(), PerColor::new(false, false), "the toggle withdrew Black's yes");
    agreement.undo().unwrap();
    assert_eq!(agreement.confirm(Color::White), Confirmation::Waiting { on: Color::Black });
    let Confirmation::Agreed(score) = agreement.confirm(Color::Black) else { panic!("both confirmed") };
    assert_eq!(score.count.result, GameResult::Score { winner: Color::Black, margin_halves: 9 });
    agreement.reopen();
    assert_eq!(agreement.confirmed(), PerColor::new(false, false));
}

#[test]
fn tromp_taylor_keeps_every_stone_and_refuses_marking() {
    let mut agreement = agreement(RulesPreset::TrompTaylor);
    assert!(!agreement.can_mark());
    assert!(agreement.dead().is_empty() && agreement.proposal().groups.is_empty());
    assert_eq!(agreement.toggle(INVADER), Err(AgreementError::StonesKept));
    let score = agreement.score();
    // The white stone stays: Black's side is nobody's, so each side has its wall.
    assert_eq!((score.count.black.territory, score.count.black.stones), (0, 9));
    assert_eq!((score.count.white.territory, score.count.white.stones), (27, 10));
}

#[test]
fn a_stored_agreement_comes_back_with_its_marking_and_confirmations() {
    let mut agreement = agreement(RulesPreset::Japanese);
    agreement.toggle(INVADER).unwrap();
    agreement.confirm(Color::White);
    let json = serde_json::to_string(&agreement.record()).unwrap();
    let record: AgreementRecord = serde_json::from_str(&json).unwrap();
    let restored = Agreement::from_record(basis(LONE_INVADER, RulesPreset::Japanese), &record).unwrap();
    assert!(restored.dead().is_empty());
    assert_eq!(restored.last_toggle().map(|t| t.point), Some(INVADER));
    assert_eq!(restored.confirmed(), PerColor::new(false, true));
    assert_eq!(restored.score(), agreement.score());

    let elsewhere = AgreementRecord { toggles: vec![Point::new(8, 8)], ..record };
    let refused = Agreement::from_record(basis(LONE_INVADER, RulesPreset::Japanese), &elsewhere);
    assert_eq!(refused.err(), Some(AgreementError::NoStone(Point::new(8, 8))));
}

#[test]
fn groups_the_proposal_was_unsure_of_are_listed() {
    let board = Board::from_ascii(LONE_INVADER).unwrap();
    let verdict = |stones: Vec<Point>, confidence| GroupVerdict {
        color: Color::White,
        stones,
        status: GroupStatus::Dead,
        confidence,
    };
    let proposal = Proposal {
        dead: DeadSet::from_points([INVADER]),
        groups: vec![
            verdict(board.points_of(Color::White).into_iter().take(9).collect(), 100),
            verdict(vec![INVADER], 60),
        ],
    };
    let record = AgreementRecord { proposal, toggles: Vec::new(), confirmed: PerColor::default() };
    let agreement = Agreement::from_record(basis(LONE_INVADER, RulesPreset::Japanese), &record).unwrap();
    let unsure: Vec<_> = agreement.unsure().map(|g| (sgf(g.stones.clone()), g.confidence)).collect();
    assert_eq!(unsure, [(vec!["cg".to_owned()], 60)]);
}

#[test]
fn a_game_after_two_passes_gets_the_same_proposal_every_time() {
    let settings = GameSettings::new(BoardSize::square(9).unwrap(), RulesPreset::Japanese.rules());
    let mut game = Game::new(settings).unwrap();
    for (b, w) in (0..9).map(|x| (Point::new(x, 4), Point::new(x, 3))) {
        game.play(Move::Play(b)).unwrap();
        game.play(Move::Play(w)).unwrap();
    }
    game.play(Move::Pass).unwrap();
    game.play(Move::Play(INVADER)).unwrap();
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    assert_eq!(game.phase(), Phase::Scoring);
    let first = Agreement::for_game(&game);
    assert_eq!(sgf(first.dead().points()), ["cg"]);
    assert_eq!(first.proposal(), Agreement::for_game(&game).proposal());
    assert_eq!(first.basis().rules.komi, Komi::from_half_points(13));
}
