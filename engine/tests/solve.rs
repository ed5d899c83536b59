//! The solver (engine/src/solve, docs/solve.md) checked, not trusted:
//! against a plain minimax written here on the engine's own rules, and by
//! the local consistency of whole tables, whose end positions must be
//! exactly those the engine itself calls over.

use std::sync::OnceLock;
use tafl_engine::fox::{FoxGame, Position, Variant};
use tafl_engine::solve::{self, Table, Value};
use tafl_engine::{GameId, Options, Piece, Rng, Rules, Side};

fn variant(sideways: bool) -> Variant {
    Variant::new(
        GameId::FoxGeese,
        Options {
            geese: 13,
            sideways,
        },
    )
    .expect("a fox-geese variant")
}

/// Every position with a fox and four or five geese, solved once for all
/// the tests of this file.
fn table(sideways: bool) -> &'static Table {
    static TABLES: [OnceLock<Table>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[sideways as usize]
        .get_or_init(|| Table::build(&variant(sideways), 1, 5, u64::MAX).expect("small"))
}

/// The game of a fox on `fox` and geese on `geese` with `side` to move.
fn game(variant: &Variant, fox: u8, geese: u64, side: Side) -> FoxGame {
    let mut pieces = vec![(fox, Piece::Fox)];
    pieces.extend(
        (0..33u8)
            .filter(|p| geese >> p & 1 != 0)
            .map(|p| (p, Piece::Goose)),
    );
    FoxGame::from_pieces(*variant, &pieces, side).expect("a valid position")
}

/// What the engine says of a game: over (and who won, for the side to
/// move: `(Loss, 0)` or `(Win, 0)`), or `None` while it goes on.
fn over(game: &FoxGame) -> Option<(Value, Option<u32>)> {
    let outcome = game.outcome()?;
    let winner = outcome
        .winner()
        .expect("no draw within a few plies of a set-up");
    Some(if winner == game.side_to_move() {
        (Value::Win, Some(0))
    } else {
        (Value::Loss, Some(0))
    })
}

/// What a plain minimax sees within `depth` plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seen {
    /// The side to move wins in exactly this many plies at best.
    Win(u32),
    /// The side to move loses in exactly this many plies at worst.
    Loss(u32),
    /// Not decided within the depth.
    Open,
}

/// Minimax over every line of at most `depth` plies: no memo, no pruning.
/// A win or a loss it finds is exact: the shortest win, the longest loss.
fn minimax(game: &mut FoxGame, depth: u32) -> Seen {
    if let Some(result) = over(game) {
        return match result.0 {
            Value::Win => Seen::Win(0),
            _ => Seen::Loss(0),
        };
    }
    if depth == 0 {
        return Seen::Open;
    }
    let mut moves = Vec::new();
    game.generate_moves(&mut moves);
    let mut shortest_win: Option<u32> = None;
    let mut longest_loss = 0;
    let mut all_lose = true;
    for mv in moves {
        game.play_unchecked(mv);
        let seen = minimax(game, depth - 1);
        game.undo();
        match seen {
            Seen::Loss(d) => shortest_win = Some(shortest_win.map_or(d + 1, |w| w.min(d + 1))),
            Seen::Win(d) => longest_loss = longest_loss.max(d + 1),
            Seen::Open => all_lose = false,
        }
    }
    match shortest_win {
        Some(w) => Seen::Win(w),
        None if all_lose => Seen::Loss(longest_loss),
        None => Seen::Open,
    }
}

/// A random position with a fox and `geese` geese that is not over.
fn random_game(variant: &Variant, rng: &mut Rng, geese: u32) -> FoxGame {
    loop {
        let mut set = 0u64;
        while set.count_ones() < geese {
            set |= 1 << rng.below(33);
        }
        let fox = loop {
            let p = rng.below(33) as u8;
            if set >> p & 1 == 0 {
                break p;
            }
        };
        let side = if rng.below(2) == 0 {
            Side::First
        } else {
            Side::Second
        };
        let game = game(variant, fox, set, side);
        if game.outcome().is_none() {
            return game;
        }
    }
}

/// The minimax horizon: deep enough for many positions of four or five
/// geese to be decided within it, shallow enough for 10,000 of them.
const HORIZON: u32 = 4;

#[test]
fn the_solver_agrees_with_plain_minimax_on_10000_small_positions() {
    let mut rng = Rng::new(2121);
    let (mut decided, mut beyond) = (0, 0);
    for round in 0..10_000 {
        let sideways = round % 2 == 1;
        let variant = variant(sideways);
        let mut game = random_game(&variant, &mut rng, 4 + (round / 2) % 2);
        let (value, plies) = table(sideways).value(game.position()).expect("held");
        let seen = minimax(&mut game, HORIZON);
        let expected = match (value, plies) {
            (Value::Win, Some(d)) if d <= HORIZON => Seen::Win(d),
            (Value::Loss, Some(d)) if d <= HORIZON => Seen::Loss(d),
            _ => Seen::Open,
        };
        assert_eq!(seen, expected, "{value:?} {plies:?}\n{}", game.to_ascii());
        if expected == Seen::Open {
            beyond += 1;
        } else {
            decided += 1;
        }
    }
    // Both kinds are well represented.
    assert!(
        decided > 2000 && beyond > 2000,
        "{decided} decided, {beyond} beyond"
    );
}

#[test]
fn the_memoized_search_agrees_with_plain_minimax() {
    let variant = variant(false);
    let mut rng = Rng::new(7);
    for round in 0..50 {
        let mut game = random_game(&variant, &mut rng, 4 + round % 2);
        let solution = solve::solve(&variant, game.position(), u64::MAX).expect("solved");
        assert_eq!(solution.method, solve::Method::Search);
        let verdict = solution.verdict;
        let seen = minimax(&mut game, HORIZON + 1);
        let expected = match (verdict.value, verdict.plies) {
            (Value::Win, Some(d)) if d <= HORIZON + 1 => Seen::Win(d),
            (Value::Loss, Some(d)) if d <= HORIZON + 1 => Seen::Loss(d),
            _ => Seen::Open,
        };
        assert_eq!(seen, expected, "{verdict:?}\n{}", game.to_ascii());
        assert_eq!(table(false).verdict(game.position()), Some(verdict));
    }
}

/// The value of the position after `mv`, by the table or, when it is
/// over, by the engine.
fn after(table: &Table, game: &mut FoxGame, mv: tafl_engine::fox::Move) -> (Value, Option<u32>) {
    game.play_unchecked(mv);
    let result = over(game).unwrap_or_else(|| table.value(game.position()).expect("held"));
    game.undo();
    result
}

/// Checks one position of a table against its moves: a win at `d` has a
/// move to a loss at `d - 1` and none to a shorter loss; a loss at `d` has
/// only moves to wins, the longest at `d - 1`; a draw has a move to a draw
/// and none to a loss. Positions the table refuses are exactly those the
/// engine calls over.
fn check(table: &Table, game: &mut FoxGame) {
    let held = table.value(game.position());
    assert_eq!(
        held.is_none(),
        game.outcome().is_some(),
        "{}",
        game.to_ascii()
    );
    let Some((value, plies)) = held else {
        return;
    };
    let mut moves = Vec::new();
    game.generate_moves(&mut moves);
    let children: Vec<(Value, Option<u32>)> =
        moves.iter().map(|&mv| after(table, game, mv)).collect();
    let lost = |c: &&(Value, Option<u32>)| c.0 == Value::Loss;
    match value {
        Value::Win => {
            let d = plies.expect("a distance");
            let shortest = children.iter().filter(lost).filter_map(|c| c.1).min();
            assert_eq!(shortest, Some(d - 1), "win in {d}\n{}", game.to_ascii());
        }
        Value::Loss => {
            let d = plies.expect("a distance");
            assert!(
                children.iter().all(|c| c.0 == Value::Win),
                "{}",
                game.to_ascii()
            );
            let longest = children.iter().filter_map(|c| c.1).max();
            assert_eq!(longest, Some(d - 1), "loss in {d}\n{}", game.to_ascii());
        }
        Value::Draw => {
            assert_eq!(plies, None);
            assert!(
                !children.iter().any(|c| c.0 == Value::Loss),
                "{}",
                game.to_ascii()
            );
            assert!(
                children.iter().any(|c| c.0 == Value::Draw),
                "{}",
                game.to_ascii()
            );
        }
    }
}

/// Every set of `k` of the 33 points.
fn placements(k: u32) -> impl Iterator<Item = u64> {
    // Gosper's hack: the next larger number with as many bits set.
    let mut next = Some((1u64 << k) - 1);
    std::iter::from_fn(move || {
        let set = next?;
        let low = set & set.wrapping_neg();
        let ripple = set + low;
        let following = (((ripple ^ set) >> 2) / low) | ripple;
        next = (following < 1 << 33).then_some(following);
        Some(set)
    })
}

#[test]
fn every_position_with_four_geese_is_consistent_with_its_moves() {
    for sideways in [false, true] {
        let variant = variant(sideways);
        let table = table(sideways);
        let mut count = 0;
        for geese in placements(4) {
            for fox in (0..33u8).filter(|p| geese >> p & 1 == 0) {
                for side in [Side::First, Side::Second] {
                    check(table, &mut game(&variant, fox, geese, side));
                    count += 1;
                }
            }
        }
        assert_eq!(count, 40_920 * 29 * 2);
    }
}

#[test]
fn random_positions_with_five_geese_are_consistent_with_their_moves() {
    let mut rng = Rng::new(55);
    for round in 0..10_000 {
        let sideways = round % 2 == 0;
        let mut game = random_game(&variant(sideways), &mut rng, 5);
        check(table(sideways), &mut game);
    }
}

#[test]
fn tables_hold_wins_losses_and_draws_where_expected() {
    // Without sideways steps nothing is drawn and, with at most five
    // geese, the fox wins everything; with them the geese can shuffle.
    for layer in table(false).layers() {
        assert_eq!(layer.draws, 0);
        assert_eq!(
            layer.wins, layer.losses,
            "fox to move wins, geese to move lose"
        );
    }
    let layers = table(true).layers();
    assert!(layers
        .iter()
        .all(|l| l.draws > 0 && l.wins > 0 && l.losses > 0));
    assert_eq!(
        layers.iter().map(|l| l.geese).collect::<Vec<_>>(),
        vec![4, 5]
    );
}

#[test]
fn positions_outside_a_table_are_refused() {
    let table = table(true);
    let start = FoxGame::new(GameId::FoxGeese, Options::default());
    assert_eq!(table.value(start.position()), None, "13 geese are not held");
    let position: &Position = start.position();
    assert_eq!(position.geese().count_ones(), 13);
}
