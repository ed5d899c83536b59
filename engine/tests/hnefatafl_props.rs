//! Properties checked over many random Hnefatafl games: the legal-move list,
//! checked play, undo and the incremental hash all agree, and no text makes
//! move parsing panic.

// proptest runs natively only (it does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use std::collections::HashSet;
use tafl_engine::hnefatafl::{Move, Squares, TaflGame};
use tafl_engine::{Piece, Rules, Side, Topology};

/// xorshift64*: the tests' own generator, independent of the engine's.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The legal moves found the slow way: step square by square from each
/// piece of the side to move along the board's lines.
fn naive_moves(game: &TaflGame) -> HashSet<Move> {
    let board = Topology::tafl();
    let throne = board.throne().unwrap();
    let mut moves = HashSet::new();
    if game.outcome().is_some() {
        return moves;
    }
    for from in board.points() {
        let Some(piece) = game.piece_at(from) else {
            continue;
        };
        let side = if piece == Piece::Attacker {
            Side::First
        } else {
            Side::Second
        };
        if side != game.side_to_move() {
            continue;
        }
        for d in [
            tafl_engine::Direction::N,
            tafl_engine::Direction::E,
            tafl_engine::Direction::S,
            tafl_engine::Direction::W,
        ] {
            let mut to = board.neighbour(from, d);
            while to != tafl_engine::NO_POINT && game.piece_at(to).is_none() {
                let restricted = to == throne || board.corners().contains(&to);
                if piece == Piece::King || !restricted {
                    moves.insert(Move { from, to });
                }
                to = board.neighbour(to, d);
            }
        }
    }
    moves
}

/// Everything undo must restore.
fn snapshot(game: &TaflGame) -> impl PartialEq + std::fmt::Debug {
    (
        *game.position(),
        game.hash(),
        game.outcome(),
        game.ply(),
        game.last_captures(),
        game.repetitions(),
    )
}

/// Plays one random game of at most `max_plies`, checking every property
/// at every position on the way. Returns the number of positions checked.
fn check_random_game(seed: u64, max_plies: usize) -> usize {
    let mut rng = Rng(seed | 1);
    let mut game = TaflGame::new();
    let mut moves = Vec::new();
    let mut checked = 0;
    for _ in 0..max_plies {
        checked += 1;
        let position = *game.position();
        // The board is consistent and the hash is the from-scratch one.
        assert!((position.attackers() & position.defenders()).is_empty());
        assert_eq!(
            position.occupied() & Squares::bit(position.king()),
            Squares::bit(position.king())
        );
        assert_eq!(game.hash(), position.compute_hash());
        // The move list: the slow generator's, counted right, no duplicates.
        game.generate_moves(&mut moves);
        let listed: HashSet<Move> = moves.iter().copied().collect();
        assert_eq!(listed.len(), moves.len());
        assert_eq!(listed, naive_moves(&game));
        assert_eq!(game.count_moves(), moves.len());
        if game.outcome().is_some() {
            assert!(moves.is_empty());
            break;
        }
        // Every listed move is accepted by checked play, and undo restores
        // everything.
        let before = snapshot(&game);
        for &mv in &moves {
            game.play(mv).unwrap();
            let captured = game.last_captures();
            assert_eq!(game.hash(), game.position().compute_hash());
            let mover_was = position.side_to_move();
            let victims = match mover_was {
                Side::First => position.defenders(),
                Side::Second => position.attackers(),
            };
            assert!(
                (captured & !victims).is_empty(),
                "{mv:?} captured a non-enemy"
            );
            assert_eq!(game.undo(), Some(mv));
            assert_eq!(snapshot(&game), before);
        }
        // Random moves outside the list are refused and change nothing.
        for _ in 0..20 {
            let mv = Move {
                from: rng.below(121) as u8,
                to: rng.below(121) as u8,
            };
            if !listed.contains(&mv) {
                assert!(game.play(mv).is_err(), "{mv:?} accepted but not listed");
                assert_eq!(snapshot(&game), before);
            }
            let text = format!(
                "{}-{}",
                Topology::tafl().name(mv.from),
                Topology::tafl().name(mv.to)
            );
            assert_eq!(
                game.parse_move(&text).is_ok(),
                listed.contains(&mv),
                "{text}"
            );
        }
        let mv = moves[rng.below(moves.len())];
        game.play_unchecked(mv);
    }
    // Undo all the way back to the start.
    while game.undo().is_some() {}
    assert_eq!(*game.position(), *TaflGame::new().position());
    assert_eq!(game.hash(), TaflGame::new().hash());
    assert_eq!(game.last_captures().iter().count(), 0);
    checked
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_keep_moves_play_undo_and_hash_in_step(seed in any::<u64>()) {
        let checked = check_random_game(seed, 400);
        prop_assert!(checked > 20, "only {} positions", checked);
    }

    #[test]
    fn parse_move_never_panics_on_any_text(text in "\\PC{0,12}") {
        let game = TaflGame::new();
        let _ = game.parse_move(&text);
    }

    #[test]
    fn parse_move_never_panics_on_near_moves(text in "[a-mA-L0-9x -]{0,9}") {
        let game = TaflGame::new();
        if let Ok(mv) = game.parse_move(&text) {
            prop_assert_eq!(game.format_move(mv), text.trim());
        }
    }
}

#[test]
fn playouts_are_repeatable_and_end_games() {
    let mut a = TaflGame::new();
    let mut b = TaflGame::new();
    let games = a.random_playout_plies(20_000, 7);
    assert!(games > 0);
    assert_eq!(b.random_playout_plies(20_000, 7), games);
    assert_eq!(a.position(), b.position());
    assert_eq!(a.hash(), a.position().compute_hash());
    // A game that is over from the start cannot be played out.
    let mut over = TaflGame::from_ascii(
        "11 . . . . . . . . . . K\n10 . . . . . . . . . . .\n 9 . . . . . . . . . . .\n 8 . . . . . . . . . . .\n 7 . . . . . . . . . . .\n 6 . . . . . . . . . . .\n 5 . . . . . . . . . . .\n 4 . . . . . . . . . . .\n 3 . . . . . . . . . . .\n 2 . A . . . . . . . . .\n 1 . . . . . . . . . . .\n",
        Side::First,
    )
    .unwrap();
    assert_eq!(over.random_playout_plies(100, 1), 0);
}
