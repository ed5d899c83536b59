//! Copenhagen Hnefatafl on 13×13 (docs/rules.md section 11): the rules of
//! 11×11 on a board whose squares run past bit 127 of a square set (ranks
//! 10 to 13), so each rule is pinned there, in the high word, by a
//! hand-built position.

use tafl_engine::{AnyGame, EndReason, GameId, Options, Piece, Setup, Side};

/// A 13×13 game from a position text (docs/records.md), rank 13 first.
fn position(text: &str) -> AnyGame {
    let setup = Setup::parse(GameId::Hnefatafl13, Options::default(), text).unwrap();
    AnyGame::from_setup(&setup).unwrap()
}

/// The winner and the reason after `mv`, if the game ended.
fn ends_with(game: &mut AnyGame, mv: &str) -> Option<(Side, EndReason)> {
    game.play(mv).unwrap();
    game.outcome().map(|o| match o.result {
        tafl_engine::GameResult::Win(side) => (side, o.reason),
        _ => panic!("no draws in tafl"),
    })
}

#[test]
fn the_start_is_hnefatafl_orgs() {
    let game = AnyGame::new(GameId::Hnefatafl13, Options::default()).unwrap();
    let pieces = game.pieces();
    let count = |kind: Piece| pieces.iter().filter(|(_, p)| *p == kind).count();
    assert_eq!(count(Piece::Attacker), 32);
    assert_eq!(count(Piece::Defender), 16);
    assert_eq!(count(Piece::King), 1);
    let topology = game.topology();
    let king = topology.parse_point("g7").unwrap();
    assert!(pieces.contains(&(king, Piece::King)));
    assert_eq!(topology.throne(), Some(king));
    let corners: Vec<String> = topology
        .corners()
        .iter()
        .map(|&p| topology.name(p))
        .collect();
    assert_eq!(corners, ["a1", "m1", "a13", "m13"]);
    assert_eq!(game.side_to_move(), Side::First);
}

#[test]
fn the_king_escapes_into_the_top_corners() {
    // The king on m10, the file above him open to the corner m13.
    let mut game = position("13/13/13/12K/13/13/13/13/13/13/13/13/1t11 d");
    assert_eq!(
        ends_with(&mut game, "m10-m13"),
        Some((Side::Second, EndReason::KingEscaped))
    );
    // a13 too, along the top edge.
    let mut game = position("1K11/13/13/13/13/13/13/13/13/13/13/13/1t11 d");
    assert_eq!(
        ends_with(&mut game, "b13-a13"),
        Some((Side::Second, EndReason::KingEscaped))
    );
}

#[test]
fn the_king_is_taken_by_four_high_on_the_board() {
    // King g11, attackers f11, h11 and g12; the fourth arrives on g10.
    let mut game = position("13/6t6/5tKt5/t12/13/13/13/13/13/13/13/13/13 a");
    game.play("a10-f10").unwrap();
    assert_eq!(game.outcome(), None, "three sides are not enough");
    let mut game = position("13/6t6/5tKt5/t12/13/13/13/13/13/13/13/13/13 a");
    assert_eq!(
        ends_with(&mut game, "a10-g10"),
        Some((Side::First, EndReason::KingCaptured))
    );
}

/// The names of the squares the last move took, sorted.
fn taken(game: &AnyGame) -> Vec<String> {
    let topology = game.topology();
    let mut names: Vec<String> = game
        .last_captures()
        .iter()
        .map(|&p| topology.name(p))
        .collect();
    names.sort();
    names
}

#[test]
fn men_are_taken_by_custody_and_by_shield_wall_on_the_top_edge() {
    // Custody along rank 12: the attacker on h12 between the defender on
    // g12 and the one arriving on i12.
    let mut game = position("13/6Tt5/13/8T4/13/13/6K6/13/13/13/13/13/1t11 d");
    game.play("i10-i12").unwrap();
    assert_eq!(taken(&game), ["h12"]);
    // A shield wall on rank 13: e13 and f13 bracketed by d13 and the
    // defender arriving on g13, covered from below by e12 and f12.
    let mut game = position("3Ttt7/4TT7/13/6T6/13/13/6K6/13/13/13/13/13/1t11 d");
    game.play("g10-g13").unwrap();
    assert_eq!(taken(&game), ["e13", "f13"]);
    // Without the cover under f13 the wall stands.
    let mut game = position("3Ttt7/4T8/13/6T6/13/13/6K6/13/13/13/13/13/1t11 d");
    game.play("g10-g13").unwrap();
    assert!(taken(&game).is_empty());
}
