//! The Hnefatafl proof search and puzzles (engine/src/solve/tafl_*.rs)
//! checked: hand-built positions worked out by hand, a plain minimax on
//! the engine's own game (`TaflGame`, repetition and all) at small depth,
//! and puzzles found by the hunt judged move by move through `PuzzleTry`.

use tafl_engine::hnefatafl::{Move, Position, TaflGame};
use tafl_engine::solve::{self, Judged, PuzzleSpec, PuzzleTry, TaflBounded};
use tafl_engine::{GameId, Options, Piece, Rng, Rules, Setup, Side, Topology};

/// A game from (square name, piece letter) pairs, `side` to move.
fn game(pieces: &[(&str, char)], side: Side) -> TaflGame {
    let topology = Topology::tafl();
    let mut rows = vec![vec!['.'; 11]; 11];
    for &(name, letter) in pieces {
        let sq = topology.parse_point(name).expect("a square") as usize;
        rows[sq / 11][sq % 11] = letter;
    }
    let text: String = (0..11)
        .rev()
        .map(|r| {
            let cells: Vec<String> = rows[r].iter().map(|c| c.to_string()).collect();
            format!("{} {}\n", r + 1, cells.join(" "))
        })
        .collect();
    TaflGame::from_ascii(&text, side).expect("a valid board")
}

fn mv(text: &str) -> Move {
    Move::parse(text).expect("a move")
}

fn setup(position: &Position) -> Setup {
    Setup {
        game: GameId::Hnefatafl,
        options: Options::default(),
        pieces: (0..121)
            .filter_map(|sq| position.piece_at(sq).map(|p| (sq, p)))
            .collect(),
        side_to_move: position.side_to_move(),
    }
}

/// The king at d5 held on three sides by attackers, with the a-file and
/// the way west open; `extra` adds pieces.
fn pinned_king(extra: &[(&str, char)]) -> TaflGame {
    let mut pieces = vec![
        ("d5", 'K'),
        ("d4", 'A'),
        ("d6", 'A'),
        ("e5", 'A'),
        ("j9", 'A'),
        ("j3", 'A'),
        ("h6", 'D'),
    ];
    pieces.extend_from_slice(extra);
    game(&pieces, Side::Second)
}

#[test]
fn a_king_on_an_open_edge_file_wins_in_one_two_ways() {
    let g = game(
        &[("a5", 'K'), ("f7", 'A'), ("g7", 'A'), ("c8", 'D')],
        Side::Second,
    );
    let mut search = TaflBounded::new(1_000_000);
    assert_eq!(search.shortest_win(g.position(), 5), Ok(Some(1)));
    assert_eq!(
        search.winning_moves(g.position(), 1),
        Ok(vec![mv("a5-a1"), mv("a5-a11")])
    );
    // Not a puzzle: two first moves win.
    assert_eq!(solve::tafl_puzzle_at(g.position(), 1, 1_000_000), Ok(None));
}

#[test]
fn a_double_threat_wins_in_two_and_only_by_one_move() {
    // d5-a5 threatens a1 and a11 at once; one attacker's move blocks one.
    let g = pinned_king(&[]);
    let mut search = TaflBounded::new(1_000_000);
    assert_eq!(search.shortest_win(g.position(), 5), Ok(Some(3)));
    assert_eq!(search.winning_moves(g.position(), 3), Ok(vec![mv("d5-a5")]));
    assert_eq!(
        solve::tafl_puzzle_at(g.position(), 3, 1_000_000),
        Ok(Some(mv("d5-a5")))
    );
    // After it the attackers lose whatever they do, in one more ply.
    let mut after = g.clone();
    after.play(mv("d5-a5")).unwrap();
    let (_, plies) = search
        .longest_defence(after.position(), 2)
        .unwrap()
        .expect("lost");
    assert_eq!(plies, 1);
}

#[test]
fn an_attacker_on_the_edge_file_stops_the_double_threat() {
    // With a8 held, d5-a5 threatens a1 alone, and j3-a3 blocks it.
    let g = pinned_king(&[("a8", 'A')]);
    let mut search = TaflBounded::new(1_000_000);
    assert_eq!(search.shortest_win(g.position(), 3), Ok(None));
    let mut after = g.clone();
    after.play(mv("d5-a5")).unwrap();
    let answer = search.refutation(after.position(), 2).unwrap();
    assert!(answer.is_some());
    assert_eq!(search.longest_defence(after.position(), 2), Ok(None));
    // And the attackers, to move in the first position, capture the king
    // at once (c5 closes the fourth side).
    let attackers = pinned_king(&[("c9", 'A')]);
    let mut flipped = setup(attackers.position());
    flipped.side_to_move = Side::First;
    let g = TaflGame::from_position(
        Position::from_pieces(&flipped.pieces, Side::First).expect("valid"),
    );
    assert_eq!(search.shortest_win(g.position(), 3), Ok(Some(1)));
    assert_eq!(search.winning_moves(g.position(), 1), Ok(vec![mv("c9-c5")]));
}

#[test]
fn a_proved_result_names_the_quickest_win_and_the_longest_defence() {
    let g = pinned_king(&[]);
    let proved = solve::proved_tafl(&g, 3, 1_000_000).expect("a win in two");
    assert_eq!((proved.plies, proved.best.as_str()), (3, "d5-a5"));
    let mut after = g.clone();
    after.play(mv("d5-a5")).unwrap();
    let proved = solve::proved_tafl(&after, 3, 1_000_000).expect("a loss");
    assert_eq!(proved.plies, -2, "lost in two plies whatever they do");
    // The start is far from any end: nothing within the budget.
    assert_eq!(solve::proved_tafl(&TaflGame::new(), 5, 20_000), None);
}

#[test]
fn a_position_seen_twice_since_the_last_capture_is_not_proved() {
    // The double threat, reached again after a defender and an attacker
    // went there and back: a third time could end the game by
    // repetition inside the line, which the bounded search does not see.
    let mut g = pinned_king(&[]);
    for (i, m) in ["h6-h7", "j9-j10", "h7-h6", "j10-j9"].iter().enumerate() {
        g.play(mv(m)).unwrap();
        assert!(!g.repeated_since_capture() || i == 3, "after {m}");
    }
    assert!(g.repeated_since_capture());
    assert_eq!(g.repetitions(), 2);
    assert_eq!(solve::proved_tafl(&g, 3, 1_000_000), None);
}

/// True when the side to move of `g` wins within `plies`, by plain
/// minimax over the engine's game.
fn brute_wins(g: &mut TaflGame, plies: u32) -> bool {
    let side = g.side_to_move();
    let mut moves = Vec::new();
    g.generate_moves(&mut moves);
    moves.into_iter().any(|m| {
        g.play_unchecked(m);
        let won = match g.outcome() {
            Some(o) => o.winner() == Some(side),
            None => plies > 1 && brute_loses(g, plies - 1),
        };
        g.undo();
        won
    })
}

fn brute_loses(g: &mut TaflGame, plies: u32) -> bool {
    let side = g.side_to_move();
    let mut moves = Vec::new();
    g.generate_moves(&mut moves);
    moves.into_iter().all(|m| {
        g.play_unchecked(m);
        let lost = match g.outcome() {
            Some(o) => o.winner() != Some(side),
            None => brute_wins(g, plies - 1),
        };
        g.undo();
        lost
    })
}

/// A random sparse position near its end: the king off the middle, a few
/// defenders and attackers, either side to move; `None` when not valid
/// or already over.
fn sparse(rng: &mut Rng) -> Option<TaflGame> {
    let mut pieces = Vec::new();
    let mut used = Vec::new();
    let defenders = 1 + rng.below(3);
    let attackers = 3 + rng.below(6);
    for i in 0..1 + defenders + attackers {
        let sq = rng.below(121) as u8;
        if used.contains(&sq) {
            return None;
        }
        used.push(sq);
        let piece = match i {
            0 => Piece::King,
            i if i <= defenders => Piece::Defender,
            _ => Piece::Attacker,
        };
        pieces.push((sq, piece));
    }
    let side = if rng.below(2) == 0 {
        Side::First
    } else {
        Side::Second
    };
    let g = TaflGame::from_position(Position::from_pieces(&pieces, side).ok()?);
    g.outcome().is_none().then_some(g)
}

#[test]
fn agrees_with_plain_minimax_at_three_plies() {
    let mut rng = Rng::new(7);
    let (mut checked, mut wins) = (0, [0; 2]);
    while checked < 60 {
        let Some(mut g) = sparse(&mut rng) else {
            continue;
        };
        checked += 1;
        let mut search = TaflBounded::new(u64::MAX);
        let found = search.shortest_win(g.position(), 3).unwrap();
        let brute = if brute_wins(&mut g, 1) {
            Some(1)
        } else if brute_wins(&mut g, 3) {
            Some(3)
        } else {
            None
        };
        assert_eq!(found, brute, "{g:?}");
        if let Some(p) = found {
            wins[p as usize / 2] += 1;
        }
    }
    assert!(wins[0] > 0 && wins[1] > 0, "wins in 1 and 3: {wins:?}");
}

/// Checks a found puzzle through `PuzzleTry`: every wrong first move is
/// refused, the solution is kept and answered, and the win is reached.
fn check_puzzle(puzzle: &solve::TaflPuzzle) {
    let s = setup(&puzzle.position);
    let text = s.to_text();
    let read = Setup::parse(GameId::Hnefatafl, Options::default(), &text).expect("reads back");
    assert_eq!(read.to_text(), text);
    let mut attempt = PuzzleTry::new(&read, puzzle.moves).expect("a puzzle");
    let solution = puzzle.solution.to_string();
    assert_eq!(attempt.winning_moves(), vec![solution.clone()]);
    let g = TaflGame::from_position(puzzle.position);
    let mut moves = Vec::new();
    g.generate_moves(&mut moves);
    for m in moves {
        let text = m.to_string();
        if text != solution {
            assert!(
                matches!(attempt.judge(&text), Judged::Wrong { .. }),
                "{text} refused in {}",
                s.to_text()
            );
        }
    }
    let mut next = solution;
    loop {
        match attempt.judge(&next) {
            Judged::Kept { reply: None } => break,
            Judged::Kept { reply: Some(_) } => {}
            other => panic!("{next}: {other:?} in {}", s.to_text()),
        }
        next = attempt.winning_moves().first().expect("a way on").clone();
    }
    assert!(attempt.is_solved());
    assert_eq!(attempt.moves_left(), 0);
}

#[test]
fn found_puzzles_hold_for_both_sides() {
    for (winner, moves) in [(Side::Second, 2), (Side::First, 1), (Side::First, 2)] {
        let spec = PuzzleSpec {
            winner,
            moves,
            tries: 40,
            nodes_per_try: 200_000,
            seed: 3,
        };
        let hunt = solve::find_tafl_puzzles(spec, 2);
        assert!(!hunt.puzzles.is_empty(), "{winner:?} {moves}: {hunt:?}");
        for puzzle in &hunt.puzzles {
            assert_eq!(puzzle.position.side_to_move(), winner);
            check_puzzle(puzzle);
        }
    }
}

#[test]
fn a_position_not_won_is_no_puzzle() {
    let start = Setup::start(GameId::Hnefatafl, Options::default()).unwrap();
    assert!(matches!(
        PuzzleTry::new(&start, 2),
        Err(solve::PuzzleTryError::NotAPuzzle)
    ));
}
