//! The position editor's model: pieces put on points and taken off by
//! hand, and the side to move, as loose data. Nothing is checked while
//! editing; [`Editor::analyse`] hands the position to the engine
//! ([`AnyGame::from_setup`]), which says why a position cannot be played
//! from ([`SetupError`]), and the editor keeps its state either way.

use crate::engine::{setup, AnyGame, GameId, Options, Piece, Setup, SetupError, Side};

/// What a click on a point does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Puts this piece there (a click on the same piece takes it off).
    Place(Piece),
    /// Takes off whatever stands there.
    Erase,
}

impl Tool {
    /// A stable name, for the page's buttons and tests.
    pub fn as_str(self) -> &'static str {
        match self {
            Tool::Place(piece) => piece.as_str(),
            Tool::Erase => "eraser",
        }
    }
}

/// A position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    game: GameId,
    options: Options,
    /// The piece on each point, by point index.
    at: Vec<Option<Piece>>,
    side_to_move: Side,
}

impl Editor {
    /// The editor on the start position of `game` with `options`.
    pub fn new(game: GameId, options: Options) -> Editor {
        let mut editor = Editor {
            game,
            options,
            at: vec![None; setup::topology(game).len()],
            side_to_move: Side::First,
        };
        editor.start_position();
        editor
    }

    /// The editor on the position of `game` as it stands.
    pub fn of_game(game: &AnyGame) -> Editor {
        let mut editor = Editor::new(game.id(), game.options());
        editor.at.fill(None);
        for (point, piece) in game.pieces() {
            editor.put(point, Some(piece));
        }
        editor.side_to_move = game.side_to_move();
        editor
    }

    /// The pieces a game is set up with, in the order the tools are shown.
    pub fn pieces_of(game: GameId) -> &'static [Piece] {
        if game.is_tafl() {
            &[Piece::Attacker, Piece::Defender, Piece::King]
        } else {
            &[Piece::Fox, Piece::Goose]
        }
    }

    /// The tools of the game: each of its pieces, then the eraser.
    pub fn tools(game: GameId) -> Vec<Tool> {
        Editor::pieces_of(game)
            .iter()
            .map(|&p| Tool::Place(p))
            .chain([Tool::Erase])
            .collect()
    }

    pub fn game(&self) -> GameId {
        self.game
    }

    pub fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    pub fn set_side_to_move(&mut self, side: Side) {
        self.side_to_move = side;
    }

    /// The piece on `point`.
    pub fn piece_at(&self, point: u8) -> Option<Piece> {
        self.at.get(point as usize).copied().flatten()
    }

    /// The pieces, in point order.
    pub fn pieces(&self) -> Vec<(u8, Piece)> {
        self.at
            .iter()
            .enumerate()
            .filter_map(|(i, p)| Some((u8::try_from(i).ok()?, (*p)?)))
            .collect()
    }

    fn put(&mut self, point: u8, piece: Option<Piece>) {
        if let Some(slot) = self.at.get_mut(point as usize) {
            *slot = piece;
        }
    }

    /// A click on `point` with `tool`: puts the piece there, or takes it
    /// off when that piece is already there; the eraser takes off any
    /// piece. A point not on the board is ignored. Hnefatafl has one king:
    /// putting it somewhere moves it there.
    pub fn apply(&mut self, point: u8, tool: Tool) {
        if point as usize >= self.at.len() {
            return;
        }
        match tool {
            Tool::Erase => self.put(point, None),
            Tool::Place(piece) if self.piece_at(point) == Some(piece) => self.put(point, None),
            Tool::Place(piece) => {
                if piece == Piece::King {
                    for slot in &mut self.at {
                        if *slot == Some(Piece::King) {
                            *slot = None;
                        }
                    }
                }
                self.put(point, Some(piece));
            }
        }
    }

    /// Takes every piece off.
    pub fn clear(&mut self) {
        self.at.fill(None);
    }

    /// The game's start position, its first side to move.
    pub fn start_position(&mut self) {
        self.at.fill(None);
        for (point, piece) in setup::start_pieces(self.game, self.options) {
            self.put(point, Some(piece));
        }
        self.side_to_move = Side::First;
    }

    /// The position as loose data.
    fn setup(&self) -> Setup {
        Setup {
            game: self.game,
            options: self.options,
            pieces: self.pieces(),
            side_to_move: self.side_to_move,
        }
    }

    /// The game from this position, or the engine's reason why it cannot
    /// be played from.
    pub fn analyse(&self) -> Result<AnyGame, SetupError> {
        AnyGame::from_setup(&self.setup())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(game: GameId, name: &str) -> u8 {
        setup::topology(game).parse_point(name).expect("a point")
    }

    #[test]
    fn the_editor_starts_at_the_start_and_analyses_it() {
        for game in GameId::ALL {
            let editor = Editor::new(game, Options::default());
            let analysed = editor.analyse().expect("the start plays");
            assert_eq!(analysed.custom_start(), None, "{game}: the start");
            assert_eq!(
                analysed.pieces(),
                AnyGame::new(game, Options::default()).unwrap().pieces()
            );
            assert_eq!(Editor::of_game(&analysed), editor);
        }
    }

    #[test]
    fn clicks_put_pieces_take_them_off_and_move_the_king() {
        let game = GameId::Hnefatafl;
        let mut editor = Editor::new(game, Options::default());
        let (f6, a1, b1) = (point(game, "f6"), point(game, "a1"), point(game, "b1"));
        assert_eq!(editor.piece_at(f6), Some(Piece::King));
        editor.apply(b1, Tool::Place(Piece::King));
        assert_eq!(editor.piece_at(f6), None, "one king");
        assert_eq!(editor.piece_at(b1), Some(Piece::King));
        editor.apply(b1, Tool::Place(Piece::King));
        assert_eq!(editor.piece_at(b1), None, "a second click takes it off");
        assert_eq!(editor.analyse().unwrap_err(), SetupError::KingCount(0));
        editor.apply(f6, Tool::Place(Piece::King));
        editor.apply(a1, Tool::Place(Piece::Attacker));
        assert!(matches!(
            editor.analyse(),
            Err(SetupError::TooMany { .. }) | Err(SetupError::OnlyTheKing(_))
        ));
        editor.apply(a1, Tool::Erase);
        editor.apply(a1, Tool::Erase);
        editor.apply(200, Tool::Place(Piece::Attacker));
        assert!(editor.analyse().is_ok());
    }

    #[test]
    fn a_set_up_position_is_analysed_with_its_side_to_move() {
        let game = GameId::FoxGeese;
        let mut editor = Editor::new(game, Options::default());
        let d4 = point(game, "d4");
        editor.apply(d4, Tool::Erase);
        assert_eq!(
            editor.analyse().unwrap_err(),
            SetupError::FoxCount {
                min: 1,
                max: 1,
                found: 0
            }
        );
        editor.apply(point(game, "d5"), Tool::Place(Piece::Fox));
        editor.set_side_to_move(Side::Second);
        let analysed = editor.analyse().expect("plays");
        assert_eq!(analysed.side_to_move(), Side::Second);
        assert!(analysed.custom_start().is_some());
        assert_eq!(Editor::of_game(&analysed), editor);
        editor.clear();
        assert!(editor.pieces().is_empty());
        editor.start_position();
        assert_eq!(editor, Editor::new(game, Options::default()));
        assert_eq!(
            Editor::tools(GameId::TwoFoxes),
            [
                Tool::Place(Piece::Fox),
                Tool::Place(Piece::Goose),
                Tool::Erase
            ]
        );
    }
}
