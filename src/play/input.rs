//! Entering a move point by point: the state between "a piece is picked
//! up" and "a move is played". All it knows of the rules is the engine's
//! list of legal moves in notation; a move is the path of its points
//! (`d3-d4` → d3, d4; `c3xc5xe5` → c3, c5, e5).

use crate::engine::AnyGame;

/// One legal move: its notation and the points it visits.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Path {
    notation: String,
    points: Vec<u8>,
}

/// The points a move in notation visits on `game`'s board (`c3xc5xe5` →
/// c3, c5, e5); `None` unless it names at least two points of the board.
pub fn move_path(game: &AnyGame, notation: &str) -> Option<Vec<u8>> {
    let board = game.topology();
    let points = notation
        .split(['-', 'x'])
        .map(|name| board.parse_point(name))
        .collect::<Option<Vec<u8>>>()?;
    (points.len() >= 2).then_some(points)
}

/// What a click (or a drop, or Enter on the keyboard cursor) did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing happened (a click that means nothing here).
    Ignored,
    /// A piece is now picked up; its destinations are shown.
    Selected,
    /// The picked-up piece was put back.
    Cleared,
    /// A fox jump chain went one landing further and may go on.
    Extended,
    /// This move is complete: play it.
    Play(String),
}

/// The move being entered at one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInput {
    paths: Vec<Path>,
    /// The picked-up piece's point, then each landing chosen so far.
    entered: Vec<u8>,
    /// The pieces that must capture (from the engine).
    must_capture: Vec<u8>,
}

impl MoveInput {
    /// The input for the game's current position (no legal move: every
    /// click is ignored).
    pub fn new(game: &AnyGame) -> MoveInput {
        let paths: Vec<Path> = game
            .legal_moves()
            .into_iter()
            .filter_map(|notation| {
                let points = move_path(game, &notation)?;
                Some(Path { notation, points })
            })
            .collect();
        MoveInput {
            paths,
            entered: Vec::new(),
            must_capture: game.must_capture_from(),
        }
    }

    /// An input that takes nothing: the computer is to move.
    pub fn idle() -> MoveInput {
        MoveInput {
            paths: Vec::new(),
            entered: Vec::new(),
            must_capture: Vec::new(),
        }
    }

    /// The points of pieces that have a legal move.
    pub fn movable(&self) -> Vec<u8> {
        crate::small_sort::sorted_points(self.paths.iter().map(|p| p.points[0]))
    }

    /// The pieces that must capture (Two Foxes, when a capture is forced).
    pub fn must_capture(&self) -> &[u8] {
        &self.must_capture
    }

    /// The picked-up piece's point.
    pub fn selected(&self) -> Option<u8> {
        self.entered.first().copied()
    }

    /// The landings chosen so far in a jump chain.
    pub fn landings(&self) -> &[u8] {
        self.entered.get(1..).unwrap_or(&[])
    }

    /// Where the piece now stands in the entered move (the last landing,
    /// or the start).
    pub fn current(&self) -> Option<u8> {
        self.entered.last().copied()
    }

    fn matching(&self) -> impl Iterator<Item = &Path> {
        self.paths.iter().filter(move |p| {
            p.points.len() > self.entered.len() && p.points.starts_with(&self.entered)
        })
    }

    /// The points the piece can go to next.
    pub fn targets(&self) -> Vec<u8> {
        if self.entered.is_empty() {
            return Vec::new();
        }
        crate::small_sort::sorted_points(self.matching().map(|p| p.points[self.entered.len()]))
    }

    /// The move that stops the chain where it is, when the rules allow
    /// stopping there and going on is also possible (else there is
    /// nothing to choose).
    pub fn stop_move(&self) -> Option<String> {
        if self.entered.len() < 2 {
            return None;
        }
        self.paths
            .iter()
            .find(|p| p.points == self.entered)
            .map(|p| p.notation.clone())
    }

    /// Puts the piece back.
    pub fn clear(&mut self) -> Action {
        if self.entered.is_empty() {
            Action::Ignored
        } else {
            self.entered.clear();
            Action::Cleared
        }
    }

    /// Stops a jump chain where it is, when that is a legal move.
    pub fn stop(&mut self) -> Action {
        match self.stop_move() {
            Some(notation) => {
                self.entered.clear();
                Action::Play(notation)
            }
            None => Action::Ignored,
        }
    }

    /// A click on `point`.
    pub fn click(&mut self, point: u8) -> Action {
        if self.entered.is_empty() {
            return self.pick_up(point);
        }
        if self.targets().contains(&point) {
            self.entered.push(point);
            let goes_on = self.matching().next().is_some();
            return match (goes_on, self.stop_move()) {
                (false, Some(notation)) => {
                    self.entered.clear();
                    Action::Play(notation)
                }
                _ => Action::Extended,
            };
        }
        if self.landings().is_empty() {
            // Another of one's own pieces: pick that one up instead; the
            // same piece or anywhere else: put it back.
            if self.selected() != Some(point) && self.movable().contains(&point) {
                self.entered.clear();
                return self.pick_up(point);
            }
            return self.clear();
        }
        // Mid-chain: the current landing again stops there (when allowed);
        // the start cancels the chain; anything else does nothing.
        if self.current() == Some(point) {
            return self.stop();
        }
        if self.selected() == Some(point) {
            return self.clear();
        }
        Action::Ignored
    }

    fn pick_up(&mut self, point: u8) -> Action {
        if self.movable().contains(&point) {
            self.entered = vec![point];
            Action::Selected
        } else {
            Action::Ignored
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Options};

    fn game_after(id: GameId, options: Options, moves: &[&str]) -> AnyGame {
        let mut game = AnyGame::new(id, options).expect("options");
        for m in moves {
            game.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        game
    }

    fn names(game: &AnyGame, points: &[u8]) -> Vec<String> {
        points.iter().map(|&p| game.topology().name(p)).collect()
    }

    fn at(game: &AnyGame, name: &str) -> u8 {
        game.topology().parse_point(name).expect("a point")
    }

    #[test]
    fn picking_up_a_goose_shows_its_steps_and_a_click_plays() {
        // The fox moves first; after its step the geese are to move.
        let game = game_after(GameId::FoxGeese, Options::default(), &["d4-d5"]);
        let mut input = MoveInput::new(&game);
        assert_eq!(
            input.click(at(&game, "d5")),
            Action::Ignored,
            "the fox is not theirs"
        );
        assert_eq!(input.click(at(&game, "c3")), Action::Selected);
        assert_eq!(names(&game, &input.targets()), ["b4", "c4", "d4"]);
        assert_eq!(input.click(at(&game, "c4")), Action::Play("c3-c4".into()));
        assert_eq!(input.selected(), None);
    }

    #[test]
    fn a_click_elsewhere_puts_back_and_another_piece_switches() {
        let game = game_after(GameId::FoxGeese, Options::default(), &["d4-d5"]);
        let mut input = MoveInput::new(&game);
        input.click(at(&game, "c3"));
        assert_eq!(input.click(at(&game, "e3")), Action::Selected);
        assert_eq!(input.selected(), Some(at(&game, "e3")));
        assert_eq!(input.click(at(&game, "d5")), Action::Cleared);
        assert_eq!(input.selected(), None);
        assert_eq!(input.clear(), Action::Ignored);
    }

    /// Plays seeded random games until `wanted` finds something in a
    /// position (given the game and its legal moves).
    fn find_position<T>(
        id: GameId,
        wanted: impl Fn(&AnyGame, &[String]) -> Option<T>,
    ) -> (AnyGame, T) {
        let mut rng = crate::ai::Rng::new(1);
        for _ in 0..2000 {
            let mut game = AnyGame::new(id, Options::default()).expect("default options");
            for _ in 0..200 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                if let Some(found) = wanted(&game, &moves) {
                    return (game, found);
                }
                let pick = rng.below(moves.len());
                game.play(&moves[pick]).expect("a legal move");
            }
        }
        panic!("no such position found in {id}");
    }

    /// A position with a two-jump chain whose one-jump prefix is also a
    /// legal move: the game, the chain, the prefix.
    fn position_with_optional_chain(id: GameId) -> (AnyGame, String, String) {
        let (game, (chain, prefix)) = find_position(id, |_, moves| {
            moves
                .iter()
                .filter(|m| m.matches('x').count() == 2)
                .find_map(|chain| {
                    let (prefix, _) = chain.rsplit_once('x')?;
                    moves
                        .iter()
                        .any(|m| m == prefix)
                        .then(|| (chain.clone(), prefix.to_string()))
                })
        });
        (game, chain, prefix)
    }

    #[test]
    fn a_jump_chain_is_entered_landing_by_landing_and_may_stop() {
        let (game, chain, prefix) = position_with_optional_chain(GameId::FoxGeese);
        let points: Vec<&str> = chain.split('x').collect();
        let mut input = MoveInput::new(&game);
        assert_eq!(input.click(at(&game, points[0])), Action::Selected);
        assert!(input.targets().contains(&at(&game, points[1])));
        assert_eq!(input.click(at(&game, points[1])), Action::Extended);
        assert_eq!(
            input.stop_move(),
            Some(prefix.clone()),
            "stopping is allowed"
        );
        assert!(input.targets().contains(&at(&game, points[2])));
        assert_eq!(input.landings(), [at(&game, points[1])]);
        // A click on a point that is no continuation changes nothing.
        let stray = game
            .topology()
            .points()
            .find(|p| {
                !input.targets().contains(p)
                    && input.current() != Some(*p)
                    && input.selected() != Some(*p)
            })
            .expect("a stray point");
        assert_eq!(input.click(stray), Action::Ignored);
        assert_eq!(input.current(), Some(at(&game, points[1])));
        // The last landing of a chain that cannot go on plays at once.
        let mut full = input.clone();
        if full.click(at(&game, points[2])) == Action::Extended {
            // It can go on further: a third jump exists; stopping plays it.
            assert_eq!(full.stop(), Action::Play(chain.clone()));
        }
        // Clicking the current landing again stops there.
        assert_eq!(input.click(at(&game, points[1])), Action::Play(prefix));
    }

    #[test]
    fn clicking_the_start_mid_chain_cancels_it() {
        let (game, chain, _) = position_with_optional_chain(GameId::FoxGeese);
        let points: Vec<&str> = chain.split('x').collect();
        let mut input = MoveInput::new(&game);
        input.click(at(&game, points[0]));
        input.click(at(&game, points[1]));
        if points[0] != points[2] {
            assert_eq!(input.click(at(&game, points[0])), Action::Cleared);
            assert_eq!(input.selected(), None);
        }
    }

    #[test]
    fn two_foxes_points_out_the_foxes_that_must_capture() {
        let (game, capture) = find_position(GameId::TwoFoxes, |_, moves| {
            moves
                .iter()
                .all(|m| m.contains('x'))
                .then(|| moves[0].clone())
        });
        let input = MoveInput::new(&game);
        let must = names(&game, input.must_capture());
        assert!(must.contains(&capture.split('x').next().expect("start").to_string()));
        assert_eq!(input.must_capture(), input.movable());
        // No capture forced at the start.
        let start = AnyGame::new(GameId::TwoFoxes, Options::default()).expect("defaults");
        assert!(MoveInput::new(&start).must_capture().is_empty());
    }

    #[test]
    fn a_tafl_move_is_from_and_to() {
        let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        let mut input = MoveInput::new(&game);
        assert!(!input.movable().is_empty());
        assert_eq!(
            input.click(at(&game, "f4")),
            Action::Ignored,
            "a defender is not the attackers'"
        );
        assert_eq!(input.click(at(&game, "d1")), Action::Selected);
        assert_eq!(input.click(at(&game, "d4")), Action::Play("d1-d4".into()));
        game.play("d1-d4").expect("legal");
        let mut input = MoveInput::new(&game);
        assert_eq!(
            input.click(at(&game, "f6")),
            Action::Ignored,
            "the king is walled in"
        );
        assert_eq!(
            input.click(at(&game, "f4")),
            Action::Selected,
            "now the defenders move"
        );
        assert_eq!(
            names(&game, &input.targets()),
            ["f3", "e4", "g4", "h4", "i4", "j4"]
        );
    }
}
