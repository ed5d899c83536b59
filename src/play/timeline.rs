//! The pieces at every ply of a game, each with an identity that follows it
//! from move to move, so the board can slide a piece rather than make one
//! vanish and another appear, and can show any earlier position.

use super::input::move_path;
use crate::engine::{setup, AnyGame, Piece, RecordError, Side};

/// A piece with the identity it keeps for the whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrackedPiece {
    pub id: u16,
    pub piece: Piece,
    pub at: u8,
}

/// One move as the board shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub notation: String,
    /// The start, then every landing.
    pub path: Vec<u8>,
    /// The points whose pieces it took.
    pub captured: Vec<u8>,
    /// The pieces it took, as they stood before the move.
    pub taken: Vec<TrackedPiece>,
}

/// The pieces after each ply of a game, from the start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    /// `positions[k]`: the pieces after `k` plies.
    positions: Vec<Vec<TrackedPiece>>,
    /// `to_move[k]`: the side to move after `k` plies, as the engine said.
    to_move: Vec<Side>,
    plies: Vec<Ply>,
}

impl Timeline {
    /// Replays `game`'s moves from the position it began at: its game's
    /// start, or the set-up position of an imported record.
    pub fn of(game: &AnyGame) -> Result<Timeline, RecordError> {
        let (mut replay, start) = match game.custom_start() {
            Some(set_up) => (
                AnyGame::from_setup(set_up).map_err(RecordError::BadSetup)?,
                set_up.pieces.clone(),
            ),
            None => (
                AnyGame::new(game.id(), game.options()).map_err(RecordError::BadOptions)?,
                setup::start_pieces(game.id(), game.options()),
            ),
        };
        let pieces = start
            .into_iter()
            .enumerate()
            .map(|(id, (at, piece))| TrackedPiece {
                id: id as u16,
                piece,
                at,
            })
            .collect();
        let mut timeline = Timeline {
            positions: vec![pieces],
            to_move: vec![replay.side_to_move()],
            plies: Vec::new(),
        };
        for (index, notation) in game.moves().iter().enumerate() {
            replay
                .play(notation)
                .map_err(|error| RecordError::BadMove {
                    index: index + 1,
                    text: notation.clone(),
                    error,
                })?;
            timeline.push(&replay);
        }
        Ok(timeline)
    }

    /// Follows the last move of `game`, which must be this timeline's game
    /// one move further.
    pub fn push(&mut self, game: &AnyGame) {
        let Some(notation) = game.moves().last() else {
            return;
        };
        let path = move_path(game, notation).unwrap_or_default();
        let captured = game.last_captures();
        let mut pieces = self.positions.last().cloned().unwrap_or_default();
        let taken: Vec<TrackedPiece> = pieces
            .iter()
            .filter(|p| captured.contains(&p.at))
            .copied()
            .collect();
        pieces.retain(|p| !captured.contains(&p.at));
        if let (Some(&from), Some(&to)) = (path.first(), path.last()) {
            if let Some(mover) = pieces.iter_mut().find(|p| p.at == from) {
                mover.at = to;
            }
        }
        self.positions.push(pieces);
        self.to_move.push(game.side_to_move());
        self.plies.push(Ply {
            notation: notation.clone(),
            path,
            captured,
            taken,
        });
    }

    /// Forgets the last move (a takeback).
    pub fn pop(&mut self) {
        if self.plies.pop().is_some() {
            self.positions.pop();
            self.to_move.pop();
        }
    }

    /// The number of plies played.
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    /// True before the first move.
    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// The pieces after `ply` plies (clamped to the last position).
    pub fn pieces(&self, ply: usize) -> &[TrackedPiece] {
        let last = self.positions.len() - 1;
        &self.positions[ply.min(last)]
    }

    /// The side to move after `ply` plies (clamped to the last position),
    /// as the engine gave it when that position was reached.
    pub fn side_to_move(&self, ply: usize) -> Side {
        let last = self.to_move.len() - 1;
        self.to_move[ply.min(last)]
    }

    /// The move that led to the position after `ply` plies (none at the
    /// start).
    pub fn ply(&self, ply: usize) -> Option<&Ply> {
        ply.checked_sub(1).and_then(|i| self.plies.get(i))
    }

    /// Every move, in order.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }
}

/// The number the move list shows beside ply `ply` (1-based): it numbers
/// the plies in pairs, one move of each side, as in chess. For a game's
/// last ply it is how many moves the game has ("Moves 22" beside a list
/// numbered to 22, not 44).
pub fn move_number(ply: usize) -> usize {
    ply.div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_count_pairs_of_plies() {
        let numbers: Vec<usize> = (0..=5).map(move_number).collect();
        assert_eq!(numbers, [0, 1, 1, 2, 2, 3]);
        assert_eq!(move_number(44), 22);
    }
    use crate::engine::{GameId, Options};

    fn played(id: GameId, moves: &[&str]) -> AnyGame {
        let mut game = AnyGame::new(id, Options::default()).expect("defaults");
        for m in moves {
            game.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        game
    }

    #[test]
    fn a_moved_piece_keeps_its_identity() {
        let game = played(GameId::Hnefatafl, &["d1-d4", "f4-f3"]);
        let timeline = Timeline::of(&game).expect("replays");
        let board = game.topology();
        let d1 = board.parse_point("d1").expect("point");
        let d4 = board.parse_point("d4").expect("point");
        let before = timeline
            .pieces(0)
            .iter()
            .find(|p| p.at == d1)
            .expect("attacker on d1");
        let after = timeline
            .pieces(1)
            .iter()
            .find(|p| p.id == before.id)
            .expect("same id");
        assert_eq!((after.at, after.piece), (d4, Piece::Attacker));
        assert_eq!(timeline.len(), 2);
        assert_eq!(timeline.ply(2).map(|p| p.notation.as_str()), Some("f4-f3"));
        assert!(timeline.ply(0).is_none());
        assert_eq!(timeline.pieces(99), timeline.pieces(2), "clamped");
    }

    #[test]
    fn the_side_to_move_at_each_ply_is_the_engines() {
        let moves = ["d4-c4", "e3-f4", "c4-c5", "f4-f5", "c5-d4", "a3-b4"];
        let game = played(GameId::FoxGeese, &moves);
        let mut timeline = Timeline::of(&game).expect("replays");
        for ply in 0..=moves.len() {
            let engine = played(GameId::FoxGeese, &moves[..ply]).side_to_move();
            assert_eq!(timeline.side_to_move(ply), engine, "ply {ply}");
        }
        assert_eq!(timeline.side_to_move(99), game.side_to_move(), "clamped");
        timeline.pop();
        assert_eq!(timeline.side_to_move(99), timeline.side_to_move(5));
        assert_eq!(
            timeline.side_to_move(0),
            AnyGame::new(GameId::FoxGeese, Options::default())
                .expect("defaults")
                .side_to_move()
        );
    }

    #[test]
    fn a_game_from_a_set_up_position_starts_there() {
        // Fox and Geese with the fox on d4 and ten geese, fox to move.
        let set_up = crate::engine::Setup::parse(
            GameId::FoxGeese,
            Options::default(),
            "3/3/7/3F3/GGGGGGG/GGG/3 f",
        )
        .expect("a position");
        let mut game = AnyGame::from_setup(&set_up).expect("playable");
        game.play("d4-d5").expect("legal");
        let timeline = Timeline::of(&game).expect("replays");
        let drawn = |ply: usize| {
            let mut at: Vec<(u8, Piece)> = timeline
                .pieces(ply)
                .iter()
                .map(|p| (p.at, p.piece))
                .collect();
            at.sort_by_key(|&(at, _)| at);
            at
        };
        let mut start = set_up.pieces.clone();
        start.sort_by_key(|&(at, _)| at);
        assert_eq!(drawn(0), start);
        let mut now = game.pieces();
        now.sort_by_key(|&(at, _)| at);
        assert_eq!(drawn(1), now);
        assert_eq!(timeline.side_to_move(0), Side::First);
    }

    #[test]
    fn captured_pieces_leave_the_board_and_are_listed() {
        // Attackers take the defender on e7... find a real capture by play:
        // a random game until some ply captures.
        let mut game = AnyGame::new(GameId::FoxGeese, Options::default()).expect("defaults");
        let mut rng = crate::ai::Rng::new(7);
        while game.last_captures().is_empty() {
            let moves = game.legal_moves();
            assert!(!moves.is_empty(), "a capture before the end");
            let capture = moves.iter().find(|m| m.contains('x'));
            let pick = capture
                .cloned()
                .unwrap_or_else(|| moves[rng.below(moves.len())].clone());
            game.play(&pick).expect("legal");
        }
        let timeline = Timeline::of(&game).expect("replays");
        let n = timeline.len();
        let last = timeline.ply(n).expect("a last ply");
        assert!(last.notation.contains('x'));
        assert_eq!(last.captured, game.last_captures());
        assert_eq!(last.taken.len(), last.captured.len());
        assert!(last.taken.iter().all(|t| t.piece == Piece::Goose));
        assert_eq!(
            timeline.pieces(n).len() + last.taken.len(),
            timeline.pieces(n - 1).len()
        );
        for taken in &last.taken {
            assert!(timeline.pieces(n).iter().all(|p| p.id != taken.id));
        }
        // The board agrees with the engine's.
        let mut engine: Vec<(u8, Piece)> = game.pieces();
        let mut drawn: Vec<(u8, Piece)> =
            timeline.pieces(n).iter().map(|p| (p.at, p.piece)).collect();
        engine.sort_by_key(|&(at, _)| at);
        drawn.sort_by_key(|&(at, _)| at);
        assert_eq!(drawn, engine);
    }
}
