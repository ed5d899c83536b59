//! Every rule of the fox games (docs/rules.md sections 1–5 and 7), each on a
//! hand-built board before and after a move.

use std::collections::HashMap;
use tafl_engine::fox::FoxGame;
use tafl_engine::{EndReason, GameId, MoveError, Options, Outcome, Rules, Side};

const FOX_GEESE: GameId = GameId::FoxGeese;
const TWO_FOXES: GameId = GameId::TwoFoxes;
const GREAT_CROSS: GameId = GameId::GreatCross;

fn sideways() -> Options {
    Options {
        geese: 13,
        sideways: true,
    }
}

/// A game of `game` (default options) from `board` with `side` to move.
fn game(game: GameId, board: &str, side: Side) -> FoxGame {
    game_with(game, Options::default(), board, side)
}

fn game_with(game: GameId, options: Options, board: &str, side: Side) -> FoxGame {
    FoxGame::from_ascii(game, options, board, side).unwrap_or_else(|e| panic!("{e}\n{board}"))
}

/// `board` as `to_ascii` writes it, so expected boards can be laid out freely.
fn normal(game: GameId, board: &str) -> String {
    FoxGame::from_ascii(game, Options::default(), board, Side::First)
        .unwrap_or_else(|e| panic!("{e}\n{board}"))
        .to_ascii()
}

/// Plays `text`, which must be legal, and checks the board after it.
fn play_to(fox: &mut FoxGame, text: &str, after: &str) {
    fox.play_text(text)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{}", fox.to_ascii()));
    assert_eq!(
        fox.to_ascii(),
        normal(fox.variant().game(), after),
        "after {text}"
    );
}

fn moves(fox: &FoxGame) -> Vec<String> {
    fox.legal_move_texts()
}

fn moves_from(fox: &FoxGame, point: &str) -> Vec<String> {
    moves(fox)
        .into_iter()
        .filter(|m| m.starts_with(point))
        .collect()
}

fn win(side: Side, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::win(side, reason))
}

fn point(fox: &FoxGame, name: &str) -> u64 {
    1 << fox.topology().parse_point(name).unwrap()
}

// ---------------------------------------------------------------- fox steps

#[test]
fn fox_steps_to_every_joined_point_including_the_inner_corner_diagonals() {
    let cases = [
        (
            "c2",
            "c2-b3 c2-c1 c2-c3 c2-d1 c2-d2 c2-d3",
            "
            7     . . G
            6     . . .
            5 . . . . . . G
            4 . . . . . . G
            3 . . . . . . G
            2     F . .
            1     . . .",
        ),
        (
            "e2",
            "e2-d1 e2-d2 e2-d3 e2-e1 e2-e3 e2-f3",
            "
            7     G . .
            6     . . .
            5 G . . . . . .
            4 G . . . . . .
            3 G . . . . . .
            2     . . F
            1     . . .",
        ),
        (
            "b5",
            "b5-a4 b5-a5 b5-b4 b5-c4 b5-c5 b5-c6",
            "
            7     . . .
            6     . . .
            5 . F . . . . G
            4 . . . . . . G
            3 . . . . . . G
            2     . . .
            1     . . G",
        ),
        (
            "f5",
            "f5-e4 f5-e5 f5-e6 f5-f4 f5-g4 f5-g5",
            "
            7     . . .
            6     . . .
            5 G . . . . F .
            4 G . . . . . .
            3 G . . . . . .
            2     . . .
            1     G . .",
        ),
        (
            "d4",
            "d4-c3 d4-c4 d4-c5 d4-d3 d4-d5 d4-e3 d4-e4 d4-e5",
            "
            7     G . .
            6     . . .
            5 . . . . . . .
            4 . . . F . . .
            3 . . . . . . .
            2     . . .
            1     G G G",
        ),
        (
            "a3",
            "a3-a4 a3-b3 a3-b4",
            "
            7     G G G
            6     . . .
            5 . . . . . . .
            4 . . . . . . .
            3 F . . . . . .
            2     . . .
            1     . G .",
        ),
    ];
    for (from, expected, board) in cases {
        let fox = game(FOX_GEESE, board, Side::First);
        assert_eq!(moves_from(&fox, from).join(" "), expected, "{from}");
    }
}

#[test]
fn fox_step_across_an_inner_corner() {
    let mut fox = game(
        FOX_GEESE,
        "
        7     . . G
        6     . . .
        5 . . . . . . G
        4 . . . . . . G
        3 . . . . . . G
        2     F . .
        1     . . .",
        Side::First,
    );
    play_to(
        &mut fox,
        "c2-b3",
        "
        7     . . G
        6     . . .
        5 . . . . . . G
        4 . . . . . . G
        3 . F . . . . G
        2     . . .
        1     . . .",
    );
    assert_eq!(fox.side_to_move(), Side::Second);
    assert_eq!(fox.last_captures(), 0);
}

// -------------------------------------------------------------------- jumps

#[test]
fn a_single_jump_takes_the_goose_in_between() {
    let mut fox = game(
        FOX_GEESE,
        "
        7     . . .
        6     . . .
        5 . . . G . . .
        4 . . . F . . .
        3 G . . . . . .
        2     . . .
        1     G G G",
        Side::First,
    );
    assert_eq!(
        moves(&fox).join(" "),
        "d4-c3 d4-c4 d4-c5 d4-d3 d4-e3 d4-e4 d4-e5 d4xd6"
    );
    let d5 = point(&fox, "d5");
    play_to(
        &mut fox,
        "d4xd6",
        "
        7     . . .
        6     . F .
        5 . . . . . . .
        4 . . . . . . .
        3 G . . . . . .
        2     . . .
        1     G G G",
    );
    assert_eq!(fox.last_captures(), d5);
    assert_eq!(fox.position().plies_since_progress(), 0);
    assert_eq!(fox.outcome(), None);
}

#[test]
fn no_jump_without_an_empty_point_behind_or_off_the_board() {
    let fox = game(
        FOX_GEESE,
        "
        7     G F G
        6     . G .
        5 . . . G . . .
        4 . . . . . . .
        3 . . . . . . .
        2     . . .
        1     . . .",
        Side::First,
    );
    // d7 over c7 or e7 would land off the board; over d6 onto a goose.
    assert_eq!(moves(&fox).join(" "), "d7-c6 d7-e6");
}

#[test]
fn a_chain_may_stop_after_any_jump_in_fox_and_geese() {
    let board = "
        7     . . .
        6     . . .
        5 . . . G . . G
        4 . . G . . . G
        3 . . F . . . .
        2     . . .
        1     . G G";
    let mut fox = game(FOX_GEESE, board, Side::First);
    assert_eq!(
        moves(&fox).join(" "),
        "c3-b3 c3-b4 c3-c2 c3-d2 c3-d3 c3-d4 c3xc5 c3xc5xe5"
    );
    play_to(
        &mut fox,
        "c3xc5",
        "
        7     . . .
        6     . . .
        5 . . F G . . G
        4 . . . . . . G
        3 . . . . . . .
        2     . . .
        1     . G G",
    );
    fox.undo();
    play_to(
        &mut fox,
        "c3xc5xe5",
        "
        7     . . .
        6     . . .
        5 . . . . F . G
        4 . . . . . . G
        3 . . . . . . .
        2     . . .
        1     . G G",
    );
    assert_eq!(fox.last_captures(), point(&fox, "c4") | point(&fox, "d5"));
}

#[test]
fn a_chain_may_pass_back_through_its_start() {
    let board = "
        7     . . .
        6     . . .
        5 . . . G G . .
        4 . . G F G . .
        3 G . . . . . .
        2     . . .
        1     G G G";
    let mut fox = game(FOX_GEESE, board, Side::First);
    let all = moves(&fox);
    for chain in ["d4xd6", "d4xd6xf4", "d4xd6xf4xd4", "d4xd6xf4xd4xb4"] {
        assert!(all.contains(&chain.to_string()), "{chain} in {all:?}");
    }
    play_to(
        &mut fox,
        "d4xd6xf4xd4",
        "
        7     . . .
        6     . . .
        5 . . . . . . .
        4 . . G F . . .
        3 G . . . . . .
        2     . . .
        1     G G G",
    );
    assert_eq!(fox.position().hash(), fox.position().computed_hash());
    fox.undo();
    play_to(
        &mut fox,
        "d4xd6xf4xd4xb4",
        "
        7     . . .
        6     . . .
        5 . . . . . . .
        4 . F . . . . .
        3 G . . . . . .
        2     . . .
        1     G G G",
    );
}

#[test]
fn two_foxes_must_capture_with_either_fox_and_finish_the_chain() {
    let board = "
        7     . F .
        6     . G .
        5 F G . . . . .
        4 . . . G . . G
        3 G . . . . . G
        2     G G G
        1     G G G";
    let mut fox = game(TWO_FOXES, board, Side::First);
    assert_eq!(
        moves(&fox).join(" "),
        "a5xc5xe3 a5xc5xe7 d7xd5xd3",
        "only the maximal chains of both foxes"
    );
    assert_eq!(
        fox.must_capture_from(),
        point(&fox, "a5") | point(&fox, "d7")
    );
    for refused in ["d7-c7", "a5-a4", "d7xd5", "a5xc5"] {
        assert_eq!(
            fox.parse_move(refused),
            Err(MoveError::Illegal(refused.to_string()))
        );
    }
    play_to(
        &mut fox,
        "d7xd5xd3",
        "
        7     . . .
        6     . . .
        5 F G . . . . .
        4 . . . . . . G
        3 G . . F . . G
        2     G G G
        1     G G G",
    );
    assert_eq!(fox.must_capture_from(), 0, "geese to move");
}

#[test]
fn two_foxes_step_freely_when_no_jump_exists() {
    let fox = game(
        TWO_FOXES,
        "
        7     F . .
        6     . . .
        5 . . . . . . F
        4 . . . . . . .
        3 G G . . . G G
        2     G G G
        1     G G .",
        Side::First,
    );
    assert_eq!(fox.must_capture_from(), 0);
    assert_eq!(moves(&fox).join(" "), "c7-c6 c7-d6 c7-d7 g5-f4 g5-f5 g5-g4");
}

#[test]
fn foxes_never_jump_foxes() {
    let mut fox = game(
        TWO_FOXES,
        "
        7     . F .
        6     . F .
        5 . . . . . . .
        4 . . . . . . .
        3 G G . . . G G
        2     G G G
        1     G G .",
        Side::First,
    );
    assert_eq!(fox.must_capture_from(), 0);
    assert!(moves(&fox).iter().all(|m| !m.contains('x')));
    assert_eq!(
        fox.parse_move("d7xd5"),
        Err(MoveError::Illegal("d7xd5".to_string()))
    );
    play_to(
        &mut fox,
        "d6-d5",
        "
        7     . F .
        6     . . .
        5 . . . F . . .
        4 . . . . . . .
        3 G G . . . G G
        2     G G G
        1     G G .",
    );
}

// -------------------------------------------------------------------- geese

const LONE_GOOSE: &str = "
    7     F . .
    6     . . .
    5 . . . . . . .
    4 . . . G . . .
    3 G . . . . . G
    2     . . .
    1     G . .";

#[test]
fn geese_step_forward_and_diagonally_forward_never_backward() {
    let mut fox = game(FOX_GEESE, LONE_GOOSE, Side::Second);
    assert_eq!(moves_from(&fox, "d4").join(" "), "d4-c5 d4-d5 d4-e5");
    for refused in ["d4-d3", "d4-c3", "d4-e3", "d4-c4", "d4-e4"] {
        assert_eq!(
            fox.parse_move(refused),
            Err(MoveError::Illegal(refused.to_string()))
        );
    }
    play_to(
        &mut fox,
        "d4-e5",
        "
        7     F . .
        6     . . .
        5 . . . . G . .
        4 . . . . . . .
        3 G . . . . . G
        2     . . .
        1     G . .",
    );
    assert_eq!(fox.position().plies_since_progress(), 0);
}

#[test]
fn geese_step_sideways_only_where_the_game_allows() {
    let with_option = game_with(FOX_GEESE, sideways(), LONE_GOOSE, Side::Second);
    assert_eq!(
        moves_from(&with_option, "d4").join(" "),
        "d4-c4 d4-c5 d4-d5 d4-e4 d4-e5"
    );
    let two_foxes_board = LONE_GOOSE
        .replace("7     F . .", "7     F . F")
        .replace("1     G . .", "1     G G G")
        .replace("3 G . . . . . G", "3 G G . . . G G")
        .replace("2     . . .", "2     . G .");
    let two_foxes = game(TWO_FOXES, &two_foxes_board, Side::Second);
    assert_eq!(
        moves_from(&two_foxes, "d4").join(" "),
        "d4-c4 d4-c5 d4-d5 d4-e4 d4-e5"
    );
    // A goose on the edge of an arm steps along the inner-corner diagonal.
    assert_eq!(
        moves_from(&with_option, "c1").join(" "),
        "c1-c2 c1-d1 c1-d2"
    );
    assert_eq!(
        moves_from(&game(FOX_GEESE, LONE_GOOSE, Side::Second), "a3").join(" "),
        "a3-a4 a3-b4"
    );
}

const GREAT_BOARD: &str = "
    9       . . .
    8       . . .
    7       . . .
    6 . . . . F . . . .
    5 . . . . G . . . .
    4 . . . . G . . . .
    3       . . .
    2       . . .
    1       G . G";

#[test]
fn great_cross_diagonals_only_through_even_points() {
    let geese = game(GREAT_CROSS, GREAT_BOARD, Side::Second);
    // e5: file 4 + rank 4 is even, so it has diagonals; e4 is odd.
    assert_eq!(
        moves_from(&geese, "e5").join(" "),
        "e5-d5 e5-d6 e5-f5 e5-f6"
    );
    assert_eq!(moves_from(&geese, "e4").join(" "), "e4-d4 e4-f4");
    assert_eq!(
        moves_from(&geese, "d1").join(" "),
        "d1-d2 d1-e1",
        "d1 is odd"
    );
    let fox = game(GREAT_CROSS, GREAT_BOARD, Side::First);
    assert_eq!(moves(&fox).join(" "), "e6-d6 e6-e7 e6-f6", "e6 is odd");
    let even = GREAT_BOARD
        .replace("7       . . .", "7       . F .")
        .replace("6 . . . . F . . . .", "6 . . . . . . . . .");
    let fox = game(GREAT_CROSS, &even, Side::First);
    assert_eq!(
        moves(&fox).join(" "),
        "e7-d6 e7-d7 e7-d8 e7-e6 e7-e8 e7-f6 e7-f7 e7-f8"
    );
}

#[test]
fn great_cross_jumps_only_along_drawn_lines() {
    // e6 is odd: no diagonal joins it to the goose on d5.
    let fox = game(
        GREAT_CROSS,
        "
        9       . . .
        8       . . .
        7       . . .
        6 . . . . F . . . .
        5 . . . G . . . . .
        4 . . . . . . . . .
        3       . . .
        2       . . .
        1       G G G",
        Side::First,
    );
    assert!(
        moves(&fox).iter().all(|m| !m.contains('x')),
        "{:?}",
        moves(&fox)
    );
    // f6 is even: it jumps along the diagonal over e5 to d4.
    let mut fox = game(
        GREAT_CROSS,
        "
        9       . . .
        8       . . .
        7       . . .
        6 . . . . . F . . .
        5 . . . . G . . . .
        4 . . . . . . . . .
        3       . . .
        2       G . .
        1       G G G",
        Side::First,
    );
    assert_eq!(moves_from(&fox, "f6x").join(" "), "f6xd4");
    play_to(
        &mut fox,
        "f6xd4",
        "
        9       . . .
        8       . . .
        7       . . .
        6 . . . . . . . . .
        5 . . . . . . . . .
        4 . . . F . . . . .
        3       . . .
        2       G . .
        1       G G G",
    );
}

// ------------------------------------------------------------- the endings

#[test]
fn two_foxes_geese_win_by_filling_the_pen() {
    let mut fox = game(
        TWO_FOXES,
        "
        7     G G G
        6     G G G
        5 . . . G G . .
        4 . . G . . . .
        3 F . . . . . F
        2     . . .
        1     G G G",
        Side::Second,
    );
    assert_eq!(fox.outcome(), None);
    play_to(
        &mut fox,
        "c4-c5",
        "
        7     G G G
        6     G G G
        5 . . G G G . .
        4 . . . . . . .
        3 F . . . . . F
        2     . . .
        1     G G G",
    );
    assert_eq!(fox.outcome(), win(Side::Second, EndReason::PenFilled));
    assert_eq!(GameId::TwoFoxes.status_word(fox.outcome()), "geese-wins");
    // Eight of nine is not enough.
    fox.undo();
    fox.play_text("c4-b5").unwrap();
    assert_eq!(fox.outcome(), None);
}

#[test]
fn the_fox_wins_when_too_few_geese_are_left_in_each_game() {
    let mut fox = game(
        FOX_GEESE,
        "
        7     . . .
        6     . . .
        5 . . . G . . .
        4 . . . F . . .
        3 G . . . . . .
        2     . . .
        1     . G G",
        Side::First,
    );
    play_to(
        &mut fox,
        "d4xd6",
        "
        7     . . .
        6     . F .
        5 . . . . . . .
        4 . . . . . . .
        3 G . . . . . .
        2     . . .
        1     . G G",
    );
    assert_eq!(fox.outcome(), win(Side::First, EndReason::TooFewGeese));

    let mut fox = game(
        GREAT_CROSS,
        "
        9       . . .
        8       . . .
        7       . F .
        6 . . . . G . . . .
        5 . . . . . . . . .
        4 G . . . . . . . G
        3       . . .
        2       . . .
        1       . G .",
        Side::First,
    );
    play_to(
        &mut fox,
        "e7xe5",
        "
        9       . . .
        8       . . .
        7       . . .
        6 . . . . . . . . .
        5 . . . . F . . . .
        4 G . . . . . . . G
        3       . . .
        2       . . .
        1       . G .",
    );
    assert_eq!(fox.outcome(), win(Side::First, EndReason::TooFewGeese));

    let mut fox = game(
        TWO_FOXES,
        "
        7     . F .
        6     . G .
        5 F . . . . . .
        4 . . . . . . .
        3 G . . . . . G
        2     G G G
        1     G G G",
        Side::First,
    );
    play_to(
        &mut fox,
        "d7xd5",
        "
        7     . . .
        6     . . .
        5 F . . F . . .
        4 . . . . . . .
        3 G . . . . . G
        2     G G G
        1     G G G",
    );
    assert_eq!(fox.outcome(), win(Side::First, EndReason::TooFewGeese));
    assert_eq!(GameId::TwoFoxes.status_word(fox.outcome()), "fox-wins");
}

#[test]
fn the_fox_wins_when_the_geese_cannot_move() {
    let mut fox = game(
        FOX_GEESE,
        "
        7     G . G
        6     F G .
        5 G . . . . . G
        4 . . . . . . .
        3 . . . . . . .
        2     . . .
        1     . . .",
        Side::First,
    );
    play_to(
        &mut fox,
        "c6-d7",
        "
        7     G F G
        6     . G .
        5 G . . . . . G
        4 . . . . . . .
        3 . . . . . . .
        2     . . .
        1     . . .",
    );
    assert_eq!(fox.outcome(), win(Side::First, EndReason::NoLegalMove));

    let mut fox = game(
        GREAT_CROSS,
        "
        9       G G G
        8       . . .
        7       . . .
        6 G . F . . . . . .
        5 . . . . . . . . .
        4 . . . . . . . . .
        3       . . .
        2       . . .
        1       . . .",
        Side::First,
    );
    play_to(
        &mut fox,
        "c6-b6",
        "
        9       G G G
        8       . . .
        7       . . .
        6 G F . . . . . . .
        5 . . . . . . . . .
        4 . . . . . . . . .
        3       . . .
        2       . . .
        1       . . .",
    );
    assert_eq!(fox.outcome(), win(Side::First, EndReason::NoLegalMove));

    // Two Foxes: one fox holds the pen's last point, the other moves.
    let mut fox = game(
        TWO_FOXES,
        "
        7     G F G
        6     G G G
        5 G G G G G G G
        4 . . . . . . .
        3 . . . . . . .
        2     . F .
        1     . . .",
        Side::First,
    );
    assert_eq!(
        moves(&fox).join(" "),
        "d2-c1 d2-c2 d2-c3 d2-d1 d2-d3 d2-e1 d2-e2 d2-e3"
    );
    play_to(
        &mut fox,
        "d2-d3",
        "
        7     G F G
        6     G G G
        5 G G G G G G G
        4 . . . . . . .
        3 . . . F . . .
        2     . . .
        1     . . .",
    );
    assert_eq!(fox.outcome(), win(Side::First, EndReason::NoLegalMove));
}

#[test]
fn the_geese_win_by_trapping_the_fox() {
    let mut fox = game(
        FOX_GEESE,
        "
        7     G F G
        6     G G G
        5 . G . . . G .
        4 . . . G . . .
        3 . . . . . . .
        2     . . .
        1     . . .",
        Side::Second,
    );
    play_to(
        &mut fox,
        "d4-d5",
        "
        7     G F G
        6     G G G
        5 . G . G . G .
        4 . . . . . . .
        3 . . . . . . .
        2     . . .
        1     . . .",
    );
    assert_eq!(fox.outcome(), win(Side::Second, EndReason::NoLegalMove));
    assert_eq!(GameId::FoxGeese.status_word(fox.outcome()), "geese-wins");
}

#[test]
fn the_geese_win_by_trapping_both_foxes() {
    let mut fox = game(
        TWO_FOXES,
        "
        7     F G F
        6     G G G
        5 . . . . G . .
        4 . . G . . . .
        3 . . . . . . .
        2     . . .
        1     G G G",
        Side::Second,
    );
    play_to(
        &mut fox,
        "c4-c5",
        "
        7     F G F
        6     G G G
        5 . . G . G . .
        4 . . . . . . .
        3 . . . . . . .
        2     . . .
        1     G G G",
    );
    assert_eq!(fox.outcome(), win(Side::Second, EndReason::NoLegalMove));
}

#[test]
fn a_position_met_the_third_time_is_a_draw() {
    let mut fox = game_with(
        FOX_GEESE,
        sideways(),
        "
        7     F . .
        6     . . .
        5 . . . . . . .
        4 . . . . . . .
        3 G . . . . . G
        2     . . .
        1     G . G",
        Side::First,
    );
    let start = *fox.position();
    for (i, text) in ["c7-d7", "a3-b3", "d7-c7", "b3-a3"]
        .iter()
        .cycle()
        .take(8)
        .enumerate()
    {
        assert_eq!(fox.outcome(), None, "before ply {}", i + 1);
        fox.play_text(text).unwrap();
        assert_eq!(fox.position().plies_since_progress() as usize, i + 1);
    }
    assert_eq!(fox.position().foxes(), start.foxes());
    assert_eq!(fox.position().geese(), start.geese());
    assert_eq!(fox.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    assert_eq!(GameId::FoxGeese.status_word(fox.outcome()), "draw");
    fox.undo();
    assert_eq!(fox.outcome(), None);
}

// ----------------------------------------------- the no-progress draw (100)

/// Plays `plies` quiet plies on [`QUIET_BOARD`], calling `check` after
/// each: the goose steps a4-b4 and back; the fox steps (never captures) on
/// ranks 5 to 9, to the position met least so far, then the point it stood
/// on least, then the first move in byte order, so that no position comes a
/// third time.
fn quiet_walk(fox: &mut FoxGame, plies: usize, mut check: impl FnMut(&FoxGame)) {
    let key = |f: &FoxGame| {
        let p = f.position();
        (p.foxes(), p.geese(), p.side_to_move())
    };
    let mut met: HashMap<(u64, u64, Side), usize> = HashMap::from([(key(fox), 1)]);
    let mut visits: HashMap<String, usize> = HashMap::new();
    for _ in 0..plies {
        let text = if fox.side_to_move() == Side::Second {
            let at_home = fox.position().geese() & point(fox, "a4") != 0;
            (if at_home { "a4-b4" } else { "b4-a4" }).to_string()
        } else {
            let mut best: Option<(usize, usize, String)> = None;
            for text in moves(fox) {
                let Some((_, to)) = text.split_once('-') else {
                    continue;
                };
                if to[1..].parse::<u8>().unwrap() < 5 {
                    continue;
                }
                fox.play_text(&text).unwrap();
                let rank = (
                    met.get(&key(fox)).copied().unwrap_or(0),
                    visits.get(to).copied().unwrap_or(0),
                    text.clone(),
                );
                fox.undo();
                if best.as_ref().is_none_or(|b| rank < *b) {
                    best = Some(rank);
                }
            }
            let text = best.expect("the fox has a quiet step").2;
            *visits.entry(text[3..].to_string()).or_default() += 1;
            text
        };
        fox.play_text(&text)
            .unwrap_or_else(|e| panic!("ply {}, {text}: {e}", fox.ply() + 1));
        *met.entry(key(fox)).or_default() += 1;
        check(fox);
    }
}

const QUIET_BOARD: &str = "
    9       . . .
    8       . . .
    7       . F .
    6 . . . . . . . . .
    5 . . . . . . . . .
    4 G . . . . . . . .
    3       . . .
    2       . . .
    1       G G G";

#[test]
fn a_hundred_plies_without_progress_draw_and_sideways_steps_do_not_count() {
    let mut fox = game(GREAT_CROSS, QUIET_BOARD, Side::First);
    quiet_walk(&mut fox, 100, |fox| {
        assert_eq!(fox.position().plies_since_progress() as usize, fox.ply());
        if fox.ply() < 100 {
            assert_eq!(fox.outcome(), None, "after ply {}", fox.ply());
        }
    });
    assert_eq!(fox.ply(), 100);
    assert_eq!(fox.outcome(), Some(Outcome::draw(EndReason::NoProgress)));
    assert!(moves(&fox).is_empty());
}

#[test]
fn a_forward_goose_step_or_a_capture_restarts_the_count() {
    let mut fox = game(GREAT_CROSS, QUIET_BOARD, Side::First);
    quiet_walk(&mut fox, 61, |_| {});
    assert_eq!(fox.position().plies_since_progress(), 61);
    assert_eq!(fox.side_to_move(), Side::Second);
    fox.play_text("e1-e2").unwrap();
    assert_eq!(fox.position().plies_since_progress(), 0);

    let mut fox = game_with(
        FOX_GEESE,
        sideways(),
        "
        7     F . .
        6     . . .
        5 . . . . . . .
        4 . . . . . . .
        3 G . . . . . G
        2     . G .
        1     G . G",
        Side::First,
    );
    for text in [
        "c7-d6", "a3-b3", "d6-d5", "b3-a3", "d5-d4", "a3-b3", "d4-d3",
    ] {
        fox.play_text(text).unwrap();
    }
    assert_eq!(fox.position().plies_since_progress(), 7);
    play_to(
        &mut fox,
        "g3-f3",
        "
        7     . . .
        6     . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . G . F . G .
        2     . G .
        1     G . G",
    );
    assert_eq!(fox.position().plies_since_progress(), 8, "sideways");
    play_to(
        &mut fox,
        "d3xd1",
        "
        7     . . .
        6     . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . G . . . G .
        2     . . .
        1     G F G",
    );
    assert_eq!(fox.position().plies_since_progress(), 0, "capture");
    fox.play_text("f3-g3").unwrap();
    fox.play_text("d1-d2").unwrap();
    assert_eq!(fox.position().plies_since_progress(), 2);
    play_to(
        &mut fox,
        "b3-c4",
        "
        7     . . .
        6     . . .
        5 . . . . . . .
        4 . . G . . . .
        3 . . . . . . G
        2     . F .
        1     G . G",
    );
    assert_eq!(
        fox.position().plies_since_progress(),
        0,
        "diagonally forward"
    );
}

// ------------------------------------------- section 7: the order of rules

#[test]
fn too_few_geese_comes_before_the_geese_having_no_move() {
    let mut fox = game(
        FOX_GEESE,
        "
        7     G . G
        6     . . .
        5 G . . G . . .
        4 . . . F . . .
        3 . . . . . . .
        2     . . .
        1     . . .",
        Side::First,
    );
    // Three geese left, and none of them can move: rule 1 decides.
    play_to(
        &mut fox,
        "d4xd6",
        "
        7     G . G
        6     . F .
        5 G . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2     . . .
        1     . . .",
    );
    assert_eq!(fox.outcome(), win(Side::First, EndReason::TooFewGeese));
}

#[test]
fn the_full_pen_comes_before_the_foxes_having_no_move() {
    let mut fox = game(
        TWO_FOXES,
        "
        7     G G G
        6     G G G
        5 F G . G G G F
        4 G G G . . G G
        3 G . G . G . G
        2     . . .
        1     . . .",
        Side::Second,
    );
    // The last pen point also shuts both foxes in: rule 2 decides.
    play_to(
        &mut fox,
        "c4-c5",
        "
        7     G G G
        6     G G G
        5 F G G G G G F
        4 G G . . . G G
        3 G . G . G . G
        2     . . .
        1     . . .",
    );
    assert_eq!(fox.outcome(), win(Side::Second, EndReason::PenFilled));
}

/// Sideways steps of one goose along rank `rank`, from file `from` to `to`.
fn along(rank: u8, from: u8, to: u8) -> Vec<String> {
    let name = |file: u8| format!("{}{rank}", (b'a' + file) as char);
    let files: Vec<u8> = if from < to {
        (from..=to).collect()
    } else {
        (to..=from).rev().collect()
    };
    files
        .windows(2)
        .map(|w| format!("{}-{}", name(w[0]), name(w[1])))
        .collect()
}

/// Interleaves fox moves and geese moves, the fox first.
fn interleave(fox: &[&str], geese: &[String]) -> Vec<String> {
    fox.iter()
        .map(|m| m.to_string())
        .zip(geese.iter().cloned())
        .flat_map(|(f, g)| [f, g])
        .collect()
}

#[test]
fn the_third_repetition_comes_before_the_hundredth_quiet_ply() {
    let mut fox = game(
        GREAT_CROSS,
        "
        9       . . .
        8       . F .
        7       . . .
        6 G . . . . . . . .
        5 . . . . . . . . .
        4 G . . . . . . . .
        3       . . .
        2       G . .
        1       . G .",
        Side::First,
    );
    // The goose on d2 leaves for good in plies 2 and 4; then, while the fox
    // goes e8-e9 and back, the geese on a4 and a6 walk a loop of 24
    // sideways steps, twice. Every position after ply 4 is new until the
    // loop closes, so the position after ply 4 is the first to come back
    // a third time, at ply 100, the hundredth ply without progress.
    let loop_ = [
        along(4, 0, 6),
        along(6, 0, 6),
        along(4, 6, 0),
        along(6, 6, 0),
    ]
    .concat();
    let geese = [
        vec!["d2-e2".to_string(), "e2-f2".to_string()],
        loop_.clone(),
        loop_,
    ]
    .concat();
    let plies = interleave(&["e8-e9", "e9-e8"].repeat(25), &geese);
    assert_eq!(plies.len(), 100);
    for (i, text) in plies.iter().enumerate() {
        assert_eq!(fox.outcome(), None, "before ply {}", i + 1);
        fox.play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(fox.position().plies_since_progress(), 100);
    assert_eq!(fox.outcome(), Some(Outcome::draw(EndReason::Repetition)));
}

#[test]
fn no_legal_move_comes_before_the_hundredth_quiet_ply() {
    let mut fox = game(
        GREAT_CROSS,
        "
        9       F G G
        8       . G .
        7       G . .
        6 G . . . . . . . .
        5 . . . . . . . . .
        4 G . . . . . . . .
        3       . . .
        2       . . .
        1       . . .",
        Side::First,
    );
    // The fox goes d9-d8 and back while the geese on a4 and a6 walk their
    // rows (no arrangement of them comes a third time); the hundredth ply,
    // e8-d8, shuts the fox in on d9.
    let geese = [
        along(4, 0, 8),
        along(6, 0, 8),
        along(4, 8, 0),
        along(6, 8, 0),
        along(4, 0, 8),
        along(6, 0, 8),
        along(4, 8, 7),
        vec!["e8-d8".to_string()],
    ]
    .concat();
    let plies = interleave(&["d9-d8", "d8-d9"].repeat(25), &geese);
    assert_eq!(plies.len(), 100);
    for (i, text) in plies.iter().enumerate() {
        assert_eq!(fox.outcome(), None, "before ply {}", i + 1);
        fox.play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(
        fox.to_ascii(),
        normal(
            GREAT_CROSS,
            "
            9       F G G
            8       G . .
            7       G . .
            6 . . . . . . . . G
            5 . . . . . . . . .
            4 . . . . . . . G .
            3       . . .
            2       . . .
            1       . . ."
        )
    );
    assert_eq!(fox.position().plies_since_progress(), 100);
    assert_eq!(fox.outcome(), win(Side::Second, EndReason::NoLegalMove));
}

// ------------------------------------------------- a finished game is over

#[test]
fn a_finished_game_has_no_moves() {
    let mut fox = game(
        TWO_FOXES,
        "
        7     G G G
        6     G G G
        5 . . G G G . .
        4 . . . . . . .
        3 F . . . . . F
        2     . . .
        1     G G G",
        Side::First,
    );
    assert_eq!(fox.outcome(), win(Side::Second, EndReason::PenFilled));
    let mut list = vec![];
    fox.generate_moves(&mut list);
    assert!(list.is_empty());
    assert_eq!(fox.count_moves(), 0);
    assert_eq!(fox.perft(3), 0);
    assert_eq!(fox.must_capture_from(), 0);
    assert_eq!(fox.random_playout_plies(10, 1), 0);
    assert_eq!(fox.parse_move("a3-a4"), Err(MoveError::GameOver));
    let legal_before = game(
        TWO_FOXES,
        "
        7     G G G
        6     G G G
        5 . . G G G . .
        4 . . . . . . .
        3 F . . . . . F
        2     . . .
        1     G G G",
        Side::Second,
    );
    let mv = legal_before.parse_move("c5-b5").unwrap();
    assert_eq!(fox.play(mv), Err(MoveError::GameOver));
}

// ----------------------------------------------------- notation and errors

#[test]
fn move_texts_are_checked_in_order() {
    let fox = FoxGame::new(FOX_GEESE, Options::default());
    let malformed = [
        "",
        " ",
        "d4",
        "d4-",
        "-d5",
        "d4--d5",
        "d4-d5-d6",
        "d4x",
        "xd4",
        "D4-d5",
        "d4 d5",
        "d4-d5x",
        "d4-d5xd6",
        "d4xd6-d8",
        "d0-d1",
        "d4–d5",
        "é4-d5",
        "d44444-d5",
    ];
    for text in malformed {
        assert!(
            matches!(fox.parse_move(text), Err(MoveError::Malformed(_))),
            "{text:?}: {:?}",
            fox.parse_move(text)
        );
    }
    assert_eq!(
        fox.parse_move("a1-a2"),
        Err(MoveError::OffBoard("a1".into()))
    );
    assert_eq!(
        fox.parse_move("d4xd6xh6"),
        Err(MoveError::OffBoard("h6".into()))
    );
    assert_eq!(
        fox.parse_move("d7-d8"),
        Err(MoveError::OffBoard("d8".into()))
    );
    assert_eq!(
        fox.parse_move("c5-c6"),
        Err(MoveError::NoPieceToMove("c5".into()))
    );
    assert_eq!(
        fox.parse_move("d3-d4"),
        Err(MoveError::NoPieceToMove("d3".into()))
    );
    for illegal in ["d4-d6", "d4xd5", "d4xd6", "d4-d3", "d4xd2"] {
        assert_eq!(
            fox.parse_move(illegal),
            Err(MoveError::Illegal(illegal.into()))
        );
    }
    let mv = fox.parse_move(" d4-d5 ").unwrap();
    assert_eq!(fox.format_move(mv), "d4-d5");
    assert_eq!(mv.landings().len(), 1);
    assert!(!mv.is_capture());
}

#[test]
fn boards_that_are_not_fox_positions_are_refused() {
    let board = "
        7     . F .
        6     . . .
        5 . . . . . . .
        4 . . . . . . .
        3 G G G G G G G
        2     G G G
        1     G G G";
    let options = Options::default();
    assert!(FoxGame::from_ascii(FOX_GEESE, options, board, Side::First).is_ok());
    // Two Foxes may be studied with one fox, but not with none or three.
    assert!(FoxGame::from_ascii(TWO_FOXES, options, board, Side::First).is_ok());
    let three = board.replace(". F .", "F F F");
    assert!(FoxGame::from_ascii(TWO_FOXES, options, &three, Side::First)
        .unwrap_err()
        .contains("1 to 2 foxes"));
    let none = board.replace(". F .", ". . .");
    assert!(FoxGame::from_ascii(FOX_GEESE, options, &none, Side::First)
        .unwrap_err()
        .contains("1 fox"));
    assert!(FoxGame::from_ascii(GameId::Hnefatafl, options, board, Side::First).is_err());
    assert!(FoxGame::from_ascii(GREAT_CROSS, options, board, Side::First).is_err());
    let too_many = board.replace("5 . . . . . . .", "5 G G G G G G G");
    assert!(
        FoxGame::from_ascii(FOX_GEESE, options, &too_many, Side::First)
            .unwrap_err()
            .contains("13 geese")
    );
    let king = board.replace(". F .", ". K .");
    assert!(FoxGame::from_ascii(FOX_GEESE, options, &king, Side::First).is_err());
    let bad_option = Options {
        geese: 13,
        sideways: true,
    };
    assert!(FoxGame::from_ascii(TWO_FOXES, bad_option, board, Side::First).is_err());
}

#[test]
fn the_start_positions_render_as_the_rules_give_them() {
    let fox = FoxGame::new(TWO_FOXES, Options::default());
    assert_eq!(
        fox.to_ascii(),
        normal(
            TWO_FOXES,
            "
            7     F . F
            6     . . .
            5 . . . . . . .
            4 G G G G G G G
            3 G G G G G G G
            2     G G G
            1     G G G"
        )
    );
    assert_eq!(fox.variant().pen().count_ones(), 9);
    assert!(fox.variant().mandatory_capture());
    let great = FoxGame::new(GREAT_CROSS, Options::default());
    assert_eq!(
        great.to_ascii(),
        normal(
            GREAT_CROSS,
            "
            9       . . .
            8       . . .
            7       . F .
            6 . . . . . . . . .
            5 . . . . . . . . .
            4 G G G G G G G G G
            3       G G G
            2       G G G
            1       G G G"
        )
    );
    assert!(!great.variant().mandatory_capture());
    assert_eq!(great.variant().pen(), 0);
}
