//! What a move did and what it leaves on the board, as data: the mover,
//! its path, each piece it took, the king's open routes to a corner, the
//! pieces the other side can take next move, and the result. The app turns
//! it into a spoken sentence (its screen-reader announcements); the rules
//! behind every part are asked of the game itself, never repeated.

use crate::game::AnyGame;
use crate::piece::Piece;
use crate::rules::MoveError;
use crate::side::{EndReason, Outcome, Side};

/// A move described for a listener who cannot see the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveDescription {
    /// The move in canonical notation.
    pub notation: String,
    /// The side that moved.
    pub side: Side,
    /// The piece that moved.
    pub mover: Piece,
    /// Where it started.
    pub from: u8,
    /// Every point it landed on, the arrival last (one for a simple move,
    /// several for a fox's chain of jumps).
    pub path: Vec<u8>,
    /// Each piece the move took, with where it stood, in point order (the
    /// king included when the move captured it).
    pub captures: Vec<(u8, Piece)>,
    /// Hnefatafl: the corners the king could reach in one move from here
    /// (an escape the attackers must answer, or a route the defenders can
    /// take); empty in the fox games and once the game is over.
    pub king_routes: Vec<u8>,
    /// The mover's pieces the side to move can take with its next move, in
    /// point order (the king included when it can be captured).
    pub at_risk: Vec<(u8, Piece)>,
    /// How the game ended with this move, if it did.
    pub outcome: Option<Outcome>,
    /// The side to move after it.
    pub next: Side,
}

impl MoveDescription {
    /// The arrival point.
    pub fn to(&self) -> u8 {
        self.path.last().copied().unwrap_or(self.from)
    }
}

impl AnyGame {
    /// Describes the move `text` (in notation) from the current position;
    /// the game itself is unchanged.
    ///
    /// # Errors
    /// The [`MoveError`] of playing it, when it cannot be played.
    pub fn describe(&self, text: &str) -> Result<MoveDescription, MoveError> {
        let mut after = self.clone();
        after.play(text)?;
        let notation = after.moves().last().cloned().unwrap_or_default();
        let topology = self.topology();
        let points: Vec<u8> = notation
            .split(['-', 'x'])
            .filter_map(|name| topology.parse_point(name))
            .collect();
        let (&from, path) = points
            .split_first()
            .ok_or_else(|| MoveError::Malformed(text.to_string()))?;
        let mover = self
            .piece_at(from)
            .ok_or_else(|| MoveError::NoPieceToMove(topology.name(from)))?;
        let mut taken = after.last_captures();
        taken.extend(king_taken(self, &after).map(|(point, _)| point));
        let captures: Vec<(u8, Piece)> = in_point_order(taken)
            .into_iter()
            .filter_map(|p| self.piece_at(p).map(|piece| (p, piece)))
            .collect();
        Ok(MoveDescription {
            notation,
            side: self.side_to_move(),
            mover,
            from,
            path: path.to_vec(),
            captures,
            king_routes: king_routes(&after),
            at_risk: at_risk(&after),
            outcome: after.outcome(),
            next: after.side_to_move(),
        })
    }

    /// Describes the last move played, as [`AnyGame::describe`] did before
    /// it; `None` at the start.
    pub fn describe_last(&self) -> Option<MoveDescription> {
        let mut before = self.clone();
        let last = before.undo()?;
        before.describe(&last).ok()
    }
}

/// Point numbers in order, without repeats: a board has fewer than 128
/// points, so a bit set orders them in one pass (and the page's code
/// carries no sort for these short lists).
fn in_point_order(points: impl IntoIterator<Item = u8>) -> Vec<u8> {
    let mut seen: u128 = 0;
    for point in points {
        seen |= 1u128 << (point & 127);
    }
    (0..128u8).filter(|p| seen & (1u128 << p) != 0).collect()
}

/// The king and its point when `after` ended by its capture.
fn king_taken(before: &AnyGame, after: &AnyGame) -> Option<(u8, Piece)> {
    if after.outcome()?.reason != EndReason::KingCaptured {
        return None;
    }
    before
        .pieces()
        .into_iter()
        .find(|&(_, piece)| piece == Piece::King)
}

/// The corners the king of `game` could reach in one move, were it the
/// defenders' turn: the legal moves of the same position with the
/// defenders to move.
fn king_routes(game: &AnyGame) -> Vec<u8> {
    let topology = game.topology();
    if game.outcome().is_some() || topology.corners().is_empty() {
        return Vec::new();
    }
    let mut setup = game.setup();
    setup.side_to_move = Side::Second;
    let Ok(defenders) = AnyGame::from_setup(&setup) else {
        return Vec::new();
    };
    let corners = defenders
        .legal_moves()
        .iter()
        .filter_map(|mv| {
            let (from, to) = mv.split_once('-')?;
            let (from, to) = (topology.parse_point(from)?, topology.parse_point(to)?);
            (defenders.piece_at(from) == Some(Piece::King) && topology.corners().contains(&to))
                .then_some(to)
        })
        .collect::<Vec<u8>>();
    in_point_order(corners)
}

/// The pieces of the side that just moved that the side to move can take
/// with one move (the king when a move captures it).
fn at_risk(game: &AnyGame) -> Vec<(u8, Piece)> {
    let mut trial = game.clone();
    let mut points: Vec<u8> = Vec::new();
    for mv in game.legal_moves() {
        if trial.play(&mv).is_err() {
            continue;
        }
        points.extend(trial.last_captures());
        if let Some(king) = king_taken(game, &trial) {
            points.push(king.0);
        }
        trial.undo();
    }
    in_point_order(points)
        .into_iter()
        .filter_map(|p| game.piece_at(p).map(|piece| (p, piece)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_id::{GameId, Options};
    use crate::setup::Setup;

    fn names(game: &AnyGame, points: &[(u8, Piece)]) -> Vec<String> {
        points
            .iter()
            .map(|&(p, piece)| format!("{} {}", piece.as_str(), game.topology().name(p)))
            .collect()
    }

    fn position(game: GameId, text: &str) -> AnyGame {
        let setup = Setup::parse(game, Options::default(), text).expect("position");
        AnyGame::from_setup(&setup).expect("playable")
    }

    #[test]
    fn a_simple_step_names_mover_and_points_and_takes_nothing() {
        let game = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        let mv = game.legal_moves()[0].clone();
        let d = game.describe(&mv).unwrap();
        assert_eq!(d.notation, mv);
        assert_eq!(
            (d.side, d.mover, d.next),
            (Side::First, Piece::Fox, Side::Second)
        );
        assert_eq!(game.topology().name(d.from), mv[..2]);
        assert_eq!(d.path.len(), 1);
        assert!(d.captures.is_empty() && d.outcome.is_none() && d.king_routes.is_empty());
        assert_eq!(game.moves().len(), 0, "the game itself is unchanged");
    }

    #[test]
    fn a_fox_chain_lists_its_landings_and_each_goose_taken() {
        // Fox on c3, geese on c4 and d5: c3xc5xe5 takes both.
        let game = position(GameId::FoxGeese, "3/3/3G3/2G4/2F4/GGG/GGG f");
        let chain = game
            .legal_moves()
            .into_iter()
            .find(|m| m.matches('x').count() == 2)
            .expect("a double jump");
        let d = game.describe(&chain).unwrap();
        assert_eq!(d.path.len(), 2);
        assert_eq!(names(&game, &d.captures).len(), 2);
        assert!(d.captures.iter().all(|&(_, piece)| piece == Piece::Goose));
        assert_eq!(d.outcome, None);
    }

    #[test]
    fn geese_left_en_prise_are_named() {
        // Fox on d4, geese to move: a goose stepping next to the fox with
        // an empty point behind it can be taken next move.
        let game = position(GameId::FoxGeese, "3/3/7/3F3/7/1GG/GGG g");
        let d = game.describe("d2-d3").unwrap();
        assert_eq!(names(&game, &d.at_risk), ["goose d3"]);
        let safe = game.describe("e2-e3").unwrap();
        assert!(names(&game, &safe.at_risk).iter().all(|n| n != "goose d2"));
    }

    #[test]
    fn hnefatafl_captures_and_routes_and_danger() {
        let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
        let d = game.describe("a4-c4").unwrap();
        assert_eq!(d.mover, Piece::Attacker);
        assert!(d.king_routes.is_empty(), "the king is shut in at the start");
        // An open edge: king alone with one attacker.
        game = position(GameId::Hnefatafl, "11/11/11/11/11/5K5/11/11/11/11/1t9 a");
        let d = game.describe("b1-b2").unwrap();
        let corners: Vec<String> = d
            .king_routes
            .iter()
            .map(|&p| game.topology().name(p))
            .collect();
        assert!(
            corners.is_empty(),
            "the king on f6 sees no corner in one move: {corners:?}"
        );
        game = position(GameId::Hnefatafl, "11/11/11/11/11/11/11/11/11/11/1t3K5 a");
        let d = game.describe("b1-b2").unwrap();
        let corners: Vec<String> = d
            .king_routes
            .iter()
            .map(|&p| game.topology().name(p))
            .collect();
        assert_eq!(corners, ["a1", "k1"]);
        // e7-e5 takes the defender on d5 between two attackers.
        game = position(GameId::Hnefatafl, "11/11/11/11/4t6/5K5/2tT7/11/11/11/1t9 a");
        let d = game.describe("e7-e5").unwrap();
        assert_eq!(names(&game, &d.captures), ["defender d5"]);
        assert_eq!(d.next, Side::Second);
    }

    #[test]
    fn a_king_that_can_be_captured_next_move_is_at_risk() {
        // King on f9 with attackers on e9, g9, f8 and f11: a defender move
        // elsewhere lets f11-f10 close the fourth side.
        let game = position(
            GameId::Hnefatafl,
            "5t5/11/4tKt4/5t5/11/11/11/11/11/11/1T9 d",
        );
        let d = game.describe("b1-b2").unwrap();
        let risk = names(&game, &d.at_risk);
        assert!(risk.contains(&"king f9".to_string()), "{risk:?}");
    }

    #[test]
    fn the_last_move_is_described_as_it_was_played() {
        let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
        assert_eq!(game.describe_last(), None);
        let before = game.describe("a4-c4").unwrap();
        game.play("a4-c4").unwrap();
        assert_eq!(game.describe_last(), Some(before));
    }
}
