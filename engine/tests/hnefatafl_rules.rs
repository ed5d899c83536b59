//! Every capture and ending rule of docs/rules.md section 6, each shown by an
//! 11×11 board before and after one move (format of `tafl_engine::ascii`:
//! `A` attacker, `D` defender, `K` king, `.` empty).

use tafl_engine::hnefatafl::{Move, TaflGame};
use tafl_engine::{EndReason, MoveError, Outcome, Rules, Side};

const ATTACKERS: Side = Side::First;
const DEFENDERS: Side = Side::Second;

/// Sets up `before` with `side` to move, plays `mv` through checked play,
/// and checks that the board is then exactly `after`, and that
/// [`Position::captures_of`](tafl_engine::hnefatafl::Position::captures_of)
/// foretold what the move took.
fn play(before: &str, side: Side, mv: &str, after: &str) -> TaflGame {
    let mut game = TaflGame::from_ascii(before, side).unwrap();
    assert_eq!(
        game.outcome(),
        None,
        "the position before {mv} is already over"
    );
    // What the engine foresees the move capturing, before it is played.
    let foreseen = game.position().captures_of(Move::parse(mv).unwrap());
    game.play_text(mv)
        .unwrap_or_else(|e| panic!("{mv}: {e}\n{}", game.to_ascii()));
    assert_eq!(foreseen.men, game.last_captures(), "captures_of({mv})");
    assert_eq!(
        foreseen.king,
        game.outcome() == win(Side::First, EndReason::KingCaptured),
        "captures_of({mv}) and the king"
    );
    let expected = TaflGame::from_ascii(after, side.opposite()).unwrap();
    assert_eq!(
        game.to_ascii(),
        expected.to_ascii(),
        "after {mv}:\n{}\nexpected:\n{}",
        game.to_ascii(),
        expected.to_ascii()
    );
    game
}

/// The number of pieces `game`'s last move captured.
fn captured(game: &TaflGame) -> u32 {
    game.last_captures().count()
}

fn win(side: Side, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::win(side, reason))
}

#[test]
fn attackers_capture_a_defender_between_two_attackers() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . K . . .
         7 . . . . . . . . . . .
         6 . . . . A . . . . . .
         5 . . . . D . . . . . .
         4 . . A . . D . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "c4-e4",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . K . . .
         7 . . . . . . . . . . .
         6 . . . . A . . . . . .
         5 . . . . . . . . . . .
         4 . . . . A D . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 1);
    assert_eq!(game.outcome(), None);
}

#[test]
fn defenders_capture_an_attacker_between_two_defenders() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . A . . . . . . . . .
         8 . . . . . . . K . . .
         7 . . . . . . . . . . .
         6 . . . . D . . . . . .
         5 . . . . A . . . . . .
         4 . . D . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "c4-e4",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . A . . . . . . . . .
         8 . . . . . . . K . . .
         7 . . . . . . . . . . .
         6 . . . . D . . . . . .
         5 . . . . . . . . . . .
         4 . . . . D . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 1);
}

#[test]
fn corners_are_hostile_to_both_sides() {
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . D . . .
         4 . . . . . . . . . . .
         3 . . A . . . . . . . .
         2 . . . . . . . . . . .
         1 . D . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "c3-c1",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . D . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . A . . . . . . . .
           a b c d e f g h i j k
",
    );
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . A . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . A
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "h3-k3",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . A . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . D
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
}

#[test]
fn the_empty_throne_is_hostile_to_both_sides() {
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . A . . . . . . . .
         7 . . . . . D . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . K . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "c8-f8",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . A . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . K . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . A . .
         8 . . K . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . A . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . D . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "d3-d6",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . A . .
         8 . . K . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . D . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
}

#[test]
fn the_occupied_throne_is_hostile_to_attackers_only() {
    // An attacker next to the king on his throne is taken...
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . D . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K A . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . A . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "h9-h6",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K . D . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . A . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    // ...but a defender next to the occupied throne is not.
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . A . . . . . . . .
         7 . . . . . D . . . . .
         6 . . . . . K . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "c8-f8",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . A . . . . .
         7 . . . . . D . . . . .
         6 . . . . . K . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 0);
}

#[test]
fn the_king_captures_as_hammer() {
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . A D . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . K . . . . . . . .
         2 . . . . . . . . A . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "c3-c7",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . K . D . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . A . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
}

#[test]
fn the_king_captures_as_anvil() {
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . K . . . . . .
         9 . . . . A . . . . . .
         8 . D . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . A . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "b8-e8",
        r"
        11 . . . . . . . . . . .
        10 . . . . K . . . . . .
         9 . . . . . . . . . . .
         8 . . . . D . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . A . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
}

#[test]
fn one_move_captures_several_pieces() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . A . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . . . A . . . . . .
         5 . . D A . A K . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . D . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "e2-e5",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . A . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . . . . . . . . . .
         5 . . D . D . K . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 3);
}

#[test]
fn moving_between_two_enemies_is_safe() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . K . . . . . A . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . A . A . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . D . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "e2-e5",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . K . . . . . A . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . A D A . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 0);
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . K . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . D . . . .
         4 . . . . . . . A . . .
         3 . . . . . . D . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "h4-g4",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . K . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . D . . . .
         4 . . . . . . A . . . .
         3 . . . . . . D . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
}

#[test]
fn the_king_is_not_taken_by_two_attackers() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . A K . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . A . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "d3-d8",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . A K A . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_king_is_captured_on_four_sides() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . A . . . . . . . .
         8 . A K A . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . A . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "c3-c7",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . A . . . . . . . .
         8 . A K A . . . . . . .
         7 . . A . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), win(ATTACKERS, EndReason::KingCaptured));
    assert_eq!(game.legal_move_texts(), Vec::<String>::new());
}

#[test]
fn the_king_is_captured_on_three_sides_next_to_the_throne() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . A . .
         7 . . . . A K A . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "i8-f8",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . A . . . . .
         7 . . . . A K A . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), win(ATTACKERS, EndReason::KingCaptured));
}

#[test]
fn the_king_on_his_throne_needs_four_attackers() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . A . .
         6 . . . . A K A . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "i7-f7",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . A . . . . .
         6 . . . . A K A . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), None);
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . A . . . . .
         6 . . . . A K A . . . .
         5 . . A . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "c5-f5",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . A . . . . .
         6 . . . . A K A . . . .
         5 . . . . . A . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), win(ATTACKERS, EndReason::KingCaptured));
}

#[test]
fn the_king_cannot_be_captured_on_the_edge() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . A . . . . . . . . .
         8 . . . . . . . . . . .
         7 A . . . . . . . . . .
         6 K . . . . . . . . . .
         5 A . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "b9-b6",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 A . . . . . . . . . .
         6 K A . . . . . . . . .
         5 A . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_king_may_move_into_a_surround() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . A . . . . .
         7 . . . . A . A . . . .
         6 . . . . . K . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . A . . . . . . . D .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "f6-f7",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . A . . . . .
         7 . . . . A K A . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . A . . . . . . . D .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), None);
    // An attacker move elsewhere does not take him either...
    let mut game = game;
    game.play_text("b2-b3").unwrap();
    assert_eq!(game.outcome(), None);
    // ...only one that steps next to him and completes the surround.
    game.play_text("j2-j3").unwrap();
    game.play_text("f8-i8").unwrap();
    game.play_text("j3-j2").unwrap();
    game.play_text("i8-f8").unwrap();
    assert_eq!(game.outcome(), win(ATTACKERS, EndReason::KingCaptured));
}

#[test]
fn shield_wall_bracketed_by_pieces() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . A . . . .
         3 . . . . . . . . . . .
         2 . . . A A A . . . . .
         1 . . A D D D . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "g4-g1",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . A A A . . . . .
         1 . . A . . . A . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 3);
}

#[test]
fn shield_wall_bracketed_by_a_corner() {
    let game = play(
        r"
        11 . A A A . . . . . . .
        10 . D D D . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . K . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . A . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "e7-e11",
        r"
        11 . . . . D . . . . . .
        10 . D D D . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . K . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . A . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 3);
}

#[test]
fn shield_wall_spares_the_king_in_a_defenders_row() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . D . . .
         7 . . . . . . . . . . .
         6 . . . A . . . . . . .
         5 D A . . . . . . . . .
         4 K A . . . . . . . . .
         3 D A . . . . . . . . .
         2 A . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "d6-a6",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . D . . .
         7 . . . . . . . . . . .
         6 A . . . . . . . . . .
         5 . A . . . . . . . . .
         4 K A . . . . . . . . .
         3 . A . . . . . . . . .
         2 A . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 2);
    assert_eq!(game.outcome(), None);
}

#[test]
fn shield_wall_needs_the_king_covered_too() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . D . . .
         7 . . . . . . . . . . .
         6 . . . A . . . . . . .
         5 D A . . . . . . . . .
         4 K . . . . . . . . . .
         3 D A . . . . . . . . .
         2 A . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "d6-a6",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . D . . .
         7 . . . . . . . . . . .
         6 A . . . . . . . . . .
         5 D A . . . . . . . . .
         4 K . . . . . . . . . .
         3 D A . . . . . . . . .
         2 A . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 0);
}

#[test]
fn the_king_covers_and_brackets_against_an_attackers_row() {
    // The king covers the middle of the row.
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . A . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . D . . . . .
         3 . . . . . . . . . . .
         2 . . D K D . . . . . .
         1 . D A A A . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "f4-f1",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . A . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . D K D . . . . . .
         1 . D . . . D . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 3);
    // The king is the moving bracket, the corner the other one.
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . A . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . K . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . D D D .
         1 . . . . . . . A A A .
           a b c d e f g h i j k
",
        DEFENDERS,
        "g4-g1",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . A . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . D D D .
         1 . . . . . . K . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 3);
}

#[test]
fn no_shield_wall_when_a_cover_is_missing() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . A . . . .
         3 . . . . . . . . . . .
         2 . . . A . A . . . . .
         1 . . A D D D . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "g4-g1",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . A . A . . . . .
         1 . . A D D D A . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 0);
}

#[test]
fn no_shield_wall_when_the_move_placed_no_bracket() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . A . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . A . A . . . . .
         1 . . A D D D A . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "e5-e2",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . K . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . A A A . . . . .
         1 . . A D D D A . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(captured(&game), 0);
}

#[test]
fn enclosing_every_defender_wins() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . A A . . . . . . .
         4 . A . D A . . . . . .
         3 . A K . . . . A . . .
         2 . . A A . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "h3-e3",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . A A . . . . . . .
         4 . A . D A . . . . . .
         3 . A K . A . . . . . .
         2 . . A A . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), win(ATTACKERS, EndReason::Enclosed));
}

#[test]
fn a_defender_on_the_edge_is_not_enclosed() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . D
         5 . . A A . . . . . . .
         4 . A . D A . . . . . .
         3 . A K . . . . A . . .
         2 . . A A . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "h3-e3",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . D
         5 . . A A . . . . . . .
         4 . A . D A . . . . . .
         3 . A K . A . . . . . .
         2 . . A A . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_king_escapes_to_a_corner() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . A . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . A . D . . . . . .
         4 K . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "a4-a1",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . A . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . A . D . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 K . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), win(DEFENDERS, EndReason::KingEscaped));
}

#[test]
fn defenders_without_a_move_lose() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 A . . . . . . . . . .
         4 K . . . A . . . . . .
         3 A . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "e4-b4",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 A . . . . . . . . . .
         4 K A . . . . . . . . .
         3 A . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), win(ATTACKERS, EndReason::NoLegalMove));
}

#[test]
fn attackers_without_a_move_lose() {
    let game = play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K . . . . .
         5 . D . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . A D . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "b5-b2",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . D . . . . . . . . .
         1 . A D . . . . . . . .
           a b c d e f g h i j k
",
    );
    assert_eq!(game.outcome(), win(DEFENDERS, EndReason::NoLegalMove));
}

#[test]
fn the_third_occurrence_loses_for_the_defenders() {
    let board = r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . D .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . A . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
";
    // Attackers to move: the start comes back a third time after a
    // defenders' move.
    let mut game = TaflGame::from_ascii(board, ATTACKERS).unwrap();
    let cycle = ["b2-b3", "j10-j9", "b3-b2", "j9-j10"];
    for (i, mv) in cycle.iter().chain(&cycle).enumerate() {
        assert_eq!(game.outcome(), None, "ended before move {}", i + 1);
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), win(ATTACKERS, EndReason::RepetitionLoss));
    assert_eq!(game.play_text("b2-b3"), Err(MoveError::GameOver));
    game.undo();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.repetitions(), 2);
    // Defenders to move: the third occurrence comes after an attackers'
    // move, and the defenders lose all the same.
    let mut game = TaflGame::from_ascii(board, DEFENDERS).unwrap();
    let cycle = ["j10-j9", "b2-b3", "j9-j10", "b3-b2"];
    for mv in cycle.iter().chain(&cycle) {
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.outcome(), win(ATTACKERS, EndReason::RepetitionLoss));
}

#[test]
fn a_capture_resets_the_repetition_count() {
    // Shuffle twice, capture, then shuffle: the old positions are gone.
    let board = r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . D .
         9 . . K . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 . . . . . . D . . . .
         4 . . . . . . . A . . .
         3 . . . . . D . . . . .
         2 . A . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
";
    let mut game = TaflGame::from_ascii(board, ATTACKERS).unwrap();
    for mv in ["b2-b3", "j10-j9", "b3-b2", "j9-j10"] {
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    game.play_text("h4-g4").unwrap();
    game.play_text("f3-g3").unwrap(); // takes g4, between g3 and g5
    assert_eq!(captured(&game), 1);
    assert_eq!(game.repetitions(), 1);
}

#[test]
fn only_the_king_stops_on_the_throne_or_a_corner() {
    let board = r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . A . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . D . . . . . .
         5 D A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . K . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
";
    let game = TaflGame::from_ascii(board, ATTACKERS).unwrap();
    assert!(matches!(
        game.parse_move("f9-f6"),
        Err(MoveError::Illegal(_))
    ));
    let game = TaflGame::from_ascii(board, DEFENDERS).unwrap();
    assert!(matches!(
        game.parse_move("a5-a1"),
        Err(MoveError::Illegal(_))
    ));
    assert!(game.parse_move("a5-a2").is_ok());
    assert!(matches!(
        game.parse_move("e6-f6"),
        Err(MoveError::Illegal(_))
    ));
    let game = TaflGame::from_ascii(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . K . . . . . . . .
         5 . A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
    )
    .unwrap();
    let moves = game.legal_move_texts();
    assert!(moves.contains(&"c6-f6".to_string()), "{moves:?}");
    let game = TaflGame::from_ascii(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . . . . . . . . . .
         5 . A . . . . . . . . .
         4 . . . . . . . . . . .
         3 K . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
    )
    .unwrap();
    assert!(game.parse_move("a3-a1").is_ok());
}

#[test]
fn any_piece_passes_over_the_empty_throne() {
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . A . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 D A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . K . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
        "f9-f4",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . . . .
         5 D A . . . . . . . . .
         4 . . . . . A . . . . .
         3 . . K . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
    play(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . D . . . . . .
         5 . A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . K . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
        "e6-i6",
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . . . . D . .
         5 . A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . K . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
    );
}

#[test]
fn nobody_passes_over_the_occupied_throne() {
    let game = TaflGame::from_ascii(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . A . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K . . . . .
         5 D A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
    )
    .unwrap();
    assert!(matches!(
        game.parse_move("f9-f4"),
        Err(MoveError::Illegal(_))
    ));
    assert!(game.parse_move("f9-f7").is_ok());
    let moves = game.legal_move_texts();
    for beyond in ["f9-f5", "f9-f4", "f9-f3", "f9-f2", "f9-f1"] {
        assert!(!moves.contains(&beyond.to_string()), "{beyond}");
    }
}

#[test]
fn boards_are_checked_on_setup() {
    let ok = r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . K . . . . . . . .
         5 . A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
";
    assert!(TaflGame::from_ascii(ok, ATTACKERS).is_ok());
    let no_king = r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . . . . . . . . . .
         5 . A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
";
    assert!(TaflGame::from_ascii(no_king, ATTACKERS)
        .unwrap_err()
        .contains("one king"));
    let two_kings = ok.replace("D", "K");
    assert!(TaflGame::from_ascii(&two_kings, ATTACKERS)
        .unwrap_err()
        .contains("one king"));
    let on_throne = r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . K . . D . . . . .
         5 . A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
";
    assert!(TaflGame::from_ascii(on_throne, ATTACKERS)
        .unwrap_err()
        .contains("f6"));
    let on_corner = r"
        11 . . . . . . . . . . A
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . K . . . . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
";
    assert!(TaflGame::from_ascii(on_corner, ATTACKERS)
        .unwrap_err()
        .contains("k11"));
    let fox = ok.replace("A", "F");
    assert!(TaflGame::from_ascii(&fox, ATTACKERS).is_err());
    assert!(TaflGame::from_ascii("11 . . .", ATTACKERS).is_err());
    // A finished position is recognised at once.
    let escaped = r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . D . . . . . .
         6 . . . . . . . . . . .
         5 . A . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . K
           a b c d e f g h i j k
";
    let game = TaflGame::from_ascii(escaped, ATTACKERS).unwrap();
    assert_eq!(game.outcome(), win(DEFENDERS, EndReason::KingEscaped));
    assert_eq!(game.count_moves(), 0);
}

#[test]
fn move_errors_name_their_reason() {
    let mut game = TaflGame::new();
    assert!(matches!(
        game.parse_move("f4"),
        Err(MoveError::Malformed(_))
    ));
    assert!(matches!(
        game.parse_move("f4-"),
        Err(MoveError::Malformed(_))
    ));
    assert!(matches!(
        game.parse_move("F4-C4"),
        Err(MoveError::Malformed(_))
    ));
    assert!(matches!(
        game.parse_move("f4-l4"),
        Err(MoveError::OffBoard(_))
    ));
    assert!(matches!(
        game.parse_move("f4-c4"),
        Err(MoveError::NoPieceToMove(_))
    ));
    assert!(matches!(
        game.parse_move("e5-e4"),
        Err(MoveError::NoPieceToMove(_))
    ));
    assert!(matches!(
        game.parse_move("a4-b5"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        game.parse_move("a6-c6"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        game.parse_move("a4-a5"),
        Err(MoveError::Illegal(_))
    ));
    assert_eq!(game.parse_move(" a4-b4 "), Ok(Move { from: 33, to: 34 }));
    assert!(matches!(
        game.play(Move { from: 200, to: 3 }),
        Err(MoveError::NoPieceToMove(_))
    ));
    let before = game.clone().to_ascii();
    assert!(game.play(Move { from: 33, to: 44 }).is_err());
    assert_eq!(game.to_ascii(), before);
    assert_eq!(game.ply(), 0);
    assert_eq!(game.play_text("a4-b4"), Ok(Move { from: 33, to: 34 }));
    assert_eq!(game.format_move(Move { from: 33, to: 34 }), "a4-b4");
    assert_eq!(game.ply(), 1);
    assert_eq!(game.undo(), Some(Move { from: 33, to: 34 }));
    assert_eq!(game.undo(), None);
}
