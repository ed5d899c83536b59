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

/// The bound of the bounded search in these tests: wins in up to four
/// moves, deep enough for many positions of four or five geese.
const BOUND: u32 = 7;

#[test]
fn the_bounded_search_agrees_with_the_tables() {
    let mut rng = Rng::new(909);
    let (mut wins, mut losses) = (0, 0);
    for round in 0..2_000 {
        let sideways = round % 2 == 1;
        let variant = variant(sideways);
        let table = table(sideways);
        let mut game = random_game(&variant, &mut rng, 4 + (round / 2) % 2);
        let position = *game.position();
        let (value, plies) = table.value(&position).expect("held");
        let mut search = solve::Bounded::new(&variant, u64::MAX);
        let shortest = search.shortest_win(&position, BOUND).expect("no budget");
        let expected = match (value, plies) {
            (Value::Win, Some(d)) if d <= BOUND => Some(d),
            _ => None,
        };
        assert_eq!(
            shortest,
            expected,
            "{value:?} {plies:?}\n{}",
            game.to_ascii()
        );
        if let Some(d) = expected {
            wins += 1;
            // The moves that keep the win are those the table loses after
            // within d - 1 plies.
            let mut moves = Vec::new();
            game.generate_moves(&mut moves);
            let topology = variant.topology();
            let mut keeping: Vec<String> = moves
                .iter()
                .filter(
                    |&&mv| matches!(after(table, &mut game, mv), (Value::Loss, Some(e)) if e < d),
                )
                .map(|mv| mv.to_text(topology))
                .collect();
            keeping.sort();
            let found: Vec<String> = search
                .winning_moves(&position, d)
                .expect("no budget")
                .iter()
                .map(|mv| mv.to_text(topology))
                .collect();
            assert_eq!(found, keeping, "{}", game.to_ascii());
        }
        let defence = search.longest_defence(&position, BOUND).expect("no budget");
        match (value, plies) {
            (Value::Loss, Some(d)) if d <= BOUND => {
                losses += 1;
                let (mv, win) = defence.expect("a loss within the bound");
                assert_eq!(win, d - 1, "{}", game.to_ascii());
                assert_eq!(after(table, &mut game, mv), (Value::Win, Some(d - 1)));
            }
            _ => assert_eq!(defence, None, "{}", game.to_ascii()),
        }
        // A side to move that does not lose within the bound has a move
        // after which the other side does not win within the bound less
        // one; a side that does has none.
        let refutation = search.refutation(&position, BOUND).expect("no budget");
        match (value, plies) {
            (Value::Loss, Some(d)) if d <= BOUND => assert_eq!(refutation, None),
            _ => {
                let mv = refutation.expect("a move that holds");
                let kept = after(table, &mut game, mv);
                assert!(
                    !matches!(kept, (Value::Win, Some(e)) if e < BOUND),
                    "{kept:?}\n{}",
                    game.to_ascii()
                );
            }
        }
    }
    assert!(wins > 200 && losses > 100, "{wins} wins, {losses} losses");
}

#[test]
fn the_bounded_search_agrees_with_plain_minimax_beyond_the_tables() {
    // Positions with six geese, more than the tables hold.
    let mut rng = Rng::new(31);
    let mut decided = 0;
    for round in 0..1_000 {
        let variant = variant(round % 2 == 0);
        let mut game = random_game(&variant, &mut rng, 6);
        let seen = minimax(&mut game, 5);
        let mut search = solve::Bounded::new(&variant, u64::MAX);
        let shortest = search.shortest_win(game.position(), 5).expect("no budget");
        let defence = search
            .longest_defence(game.position(), 5)
            .expect("no budget");
        match seen {
            Seen::Win(d) => {
                decided += 1;
                assert_eq!(shortest, Some(d), "{}", game.to_ascii());
            }
            Seen::Loss(d) => {
                decided += 1;
                assert_eq!(shortest, None);
                assert_eq!(defence.map(|(_, w)| w + 1), Some(d));
            }
            Seen::Open => assert_eq!((shortest, defence), (None, None)),
        }
    }
    assert!(decided > 50, "{decided} decided");
}

#[test]
fn a_bounded_search_stops_at_its_budget() {
    let variant = variant(true);
    let start = FoxGame::new(GameId::FoxGeese, Options::default());
    let mut search = solve::Bounded::new(&variant, 10);
    assert_eq!(
        search.shortest_win(start.position(), 9),
        Err(solve::Exhausted { nodes: 11 })
    );
    let mut search = solve::Bounded::new(&variant, u64::MAX);
    assert_eq!(search.shortest_win(start.position(), 9), Ok(None));
    assert!(search.nodes() > 10, "{}", search.nodes());
}

/// Checks a puzzle by plain minimax: the side to move wins in exactly its
/// plies and only its solution does it.
fn check_puzzle(variant: &Variant, puzzle: &solve::Puzzle) {
    let position = puzzle.position;
    let fox = position.foxes().trailing_zeros() as u8;
    let mut game = game(variant, fox, position.geese(), position.side_to_move());
    let plies = puzzle.plies();
    assert_eq!(
        minimax(&mut game, plies),
        Seen::Win(plies),
        "{}",
        game.to_ascii()
    );
    let mut moves = Vec::new();
    game.generate_moves(&mut moves);
    let winning: Vec<_> = moves
        .into_iter()
        .filter(|&mv| {
            game.play_unchecked(mv);
            let seen = minimax(&mut game, plies - 1);
            game.undo();
            matches!(seen, Seen::Loss(d) if d < plies)
        })
        .collect();
    assert_eq!(winning, vec![puzzle.solution], "{}", game.to_ascii());
}

#[test]
fn puzzles_are_won_in_exactly_their_moves_by_their_solution_alone() {
    for sideways in [false, true] {
        let variant = variant(sideways);
        for (winner, moves) in [(Side::First, 2), (Side::First, 3), (Side::Second, 2)] {
            let spec = solve::PuzzleSpec {
                winner,
                moves,
                tries: 2_000,
                nodes_per_try: 200_000,
                seed: 5,
            };
            let hunt = solve::find_puzzles(&variant, spec, 3);
            assert!(
                !hunt.puzzles.is_empty(),
                "{sideways} {winner:?} {moves}: {hunt:?}"
            );
            for puzzle in &hunt.puzzles {
                assert_eq!(puzzle.position.side_to_move(), winner);
                assert_eq!(puzzle.moves, moves);
                check_puzzle(&variant, puzzle);
            }
        }
    }
}

/// The setup of a puzzle's position, as a puzzle page reads it.
fn puzzle_setup(variant: &Variant, position: &Position) -> tafl_engine::Setup {
    let pieces = variant
        .topology()
        .points()
        .filter_map(|p| position.piece_at(p).map(|piece| (p, piece)))
        .collect();
    tafl_engine::Setup {
        game: variant.game(),
        options: variant.options(),
        pieces,
        side_to_move: position.side_to_move(),
    }
}

#[test]
fn a_puzzle_try_accepts_the_winning_line_answers_it_longest_and_refuses_the_rest() {
    let topology_of = |variant: &Variant| variant.topology();
    for (game, winner, moves) in [
        (GameId::FoxGeese, Side::First, 3),
        (GameId::FoxGeese, Side::Second, 2),
        (GameId::TwoFoxes, Side::First, 2),
        (GameId::GreatCross, Side::Second, 2),
    ] {
        let variant = Variant::new(game, Options::default()).expect("a fox game");
        let spec = solve::PuzzleSpec {
            winner,
            moves,
            tries: 3_000,
            nodes_per_try: 200_000,
            seed: 11,
        };
        let hunt = solve::find_puzzles(&variant, spec, 4);
        assert!(!hunt.puzzles.is_empty(), "{game:?} {winner:?}: {hunt:?}");
        for puzzle in &hunt.puzzles {
            let setup = puzzle_setup(&variant, &puzzle.position);
            let solution = puzzle.solution.to_text(topology_of(&variant));
            let mut attempt = solve::PuzzleTry::new(&setup, moves).expect("a puzzle");
            assert_eq!(attempt.winning_moves(), vec![solution.clone()]);
            // Every other legal move is wrong, is not played, and comes
            // with an answer after which the winner no longer wins in time.
            let mut legal = Vec::new();
            FoxGame::from_pieces(variant, &setup.pieces, winner)
                .expect("a position")
                .generate_moves(&mut legal);
            for mv in legal.iter().map(|mv| mv.to_text(topology_of(&variant))) {
                if mv == solution {
                    continue;
                }
                match attempt.judge(&mv) {
                    solve::Judged::Wrong { refutation } => {
                        assert!(refutation.is_some(), "{game:?} {} {mv}", setup.to_text())
                    }
                    other => panic!("{game:?} {} {mv}: {other:?}", setup.to_text()),
                }
                assert_eq!(attempt.moves_left(), moves);
            }
            // A legal move of the other side is not the winner's to play.
            let mut theirs = Vec::new();
            FoxGame::from_pieces(variant, &setup.pieces, winner.opposite())
                .expect("a position")
                .generate_moves(&mut theirs);
            let theirs = theirs
                .first()
                .map(|mv| mv.to_text(topology_of(&variant)))
                .expect("the other side can move");
            assert!(!legal
                .iter()
                .any(|mv| mv.to_text(topology_of(&variant)) == theirs));
            assert_eq!(attempt.judge(&theirs), solve::Judged::Illegal);
            // The line: the solution, then any move that keeps the win,
            // answered by the longest defence, ends in exactly its moves.
            let mut played = 0;
            let mut next = solution;
            loop {
                played += 1;
                match attempt.judge(&next) {
                    solve::Judged::Kept { reply: None } => break,
                    solve::Judged::Kept { reply: Some(_) } => {}
                    other => panic!("{game:?} {} {next}: {other:?}", setup.to_text()),
                }
                assert_eq!(attempt.moves_left(), moves - played);
                next = attempt
                    .winning_moves()
                    .first()
                    .cloned()
                    .expect("a winning move");
            }
            assert_eq!(played, moves, "{game:?} {}", setup.to_text());
            assert!(attempt.is_solved());
            assert_eq!(attempt.judge(&next), solve::Judged::Illegal);
        }
    }
}

#[test]
fn a_position_that_is_not_won_in_its_moves_is_not_a_puzzle() {
    let start = tafl_engine::Setup::start(GameId::FoxGeese, Options::default()).expect("a start");
    assert_eq!(
        solve::PuzzleTry::new(&start, 2).err(),
        Some(solve::PuzzleTryError::NotAPuzzle)
    );
}

/// The budget of positions the AI worker gives a proof (`PROVED_NODES`).
const EXACT_BUDGET: u64 = 300_000;

#[test]
fn a_proved_result_is_the_tables_result_within_its_bound() {
    let mut rng = Rng::new(4242);
    let (mut wins, mut losses, mut draws, mut far, mut unsettled) = (0, 0, 0, 0, 0);
    for round in 0..300 {
        let sideways = round % 2 == 1;
        let variant = variant(sideways);
        let table = table(sideways);
        let mut game = random_game(&variant, &mut rng, 4 + (round / 2) % 2);
        let position = *game.position();
        let setup = puzzle_setup(&variant, &position);
        let any = tafl_engine::AnyGame::from_setup(&setup).expect("a position");
        // With no budget to speak of, only the bounded search answers.
        let bounded = solve::proved(&any, BOUND, 20_000);
        // With the worker's budget, the exact solver settles most
        // positions this small, and what it settles is the table's.
        let (value, plies) = table.value(&position).expect("held");
        let Some(found) = solve::proved(&any, BOUND, EXACT_BUDGET) else {
            unsettled += 1;
            continue;
        };
        let ascii = game.to_ascii();
        let mv = any_move(&mut game, &found.best);
        match (value, plies) {
            (Value::Win, Some(d)) => {
                wins += 1;
                far += usize::from(d > BOUND);
                assert_eq!(found.plies, d as i32, "{ascii}");
                assert_eq!(after(table, &mut game, mv), (Value::Loss, Some(d - 1)));
            }
            (Value::Loss, Some(d)) => {
                losses += 1;
                far += usize::from(d > BOUND);
                assert_eq!(found.plies, -(d as i32), "{ascii}");
                assert_eq!(after(table, &mut game, mv), (Value::Win, Some(d - 1)));
            }
            (Value::Draw, _) => {
                draws += 1;
                assert_eq!(found.plies, 0, "{ascii}");
                assert_eq!(after(table, &mut game, mv).0, Value::Draw, "{ascii}");
            }
            other => panic!("{ascii}: {other:?}"),
        }
        if let Some(bounded) = bounded {
            // Whatever settles it within the small budget says the same.
            assert_eq!(bounded.plies, found.plies, "{ascii}");
        }
    }
    assert!(
        wins > 50 && losses > 40 && draws >= 3 && far > 40 && unsettled < 150,
        "{wins} wins, {losses} losses, {draws} draws, {far} beyond the bound, {unsettled} unsettled"
    );
    // Hnefatafl has no proved result here, nor has a start far from its end.
    let start = tafl_engine::AnyGame::new(GameId::Hnefatafl, Options::default()).expect("a start");
    assert_eq!(solve::proved(&start, BOUND, 10_000), None);
    let start = tafl_engine::AnyGame::new(GameId::FoxGeese, Options::default()).expect("a start");
    assert_eq!(solve::proved(&start, BOUND, 10_000), None);
}

/// The legal move of `game` written `text`.
fn any_move(game: &mut FoxGame, text: &str) -> tafl_engine::fox::Move {
    let mut moves = Vec::new();
    game.generate_moves(&mut moves);
    let topology = game.variant().topology();
    moves
        .into_iter()
        .find(|mv| mv.to_text(topology) == text)
        .expect("a legal move")
}
