//! The puzzles of a page: one line each, as `tafl solve GAME --puzzles N`
//! writes them (docs/cli.md), read back into [`Puzzle`]s:
//!
//! ```text
//! puzzle 1 position 1G1/3/G4GG/2F4/2G4/3/3 f winner fox moves 3 first c4xc2
//! ```
//!
//! The winner is `fox` or `geese` in a fox game, `attackers` or
//! `defenders` in Hnefatafl. The build writes one run per winner and
//! length; a puzzle is named by its winner, length and number in its run
//! (`fox3-1`, `defenders2-4`), which stays the
//! same from build to build for the same seed, so a shared link and a
//! remembered solve keep meaning the same puzzle.

use crate::engine::{AnyGame, GameId, Options, Setup, Side};
use std::fmt;

/// One puzzle: a position whose side to move forces a win in exactly
/// `moves` of its own moves, `first` being the only first move that does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// `fox3-1`: the winner, the length and the number in its run.
    pub id: String,
    pub setup: Setup,
    pub moves: u32,
    /// The one first move that wins, in notation.
    pub first: String,
}

/// The rating of a puzzle of `moves` moves before any adjustment: each
/// move more to see through makes it harder.
const RATING_BY_MOVES: [f64; 5] = [900.0, 1200.0, 1500.0, 1800.0, 2100.0];

/// A geese puzzle is rated this much above a fox puzzle of its length:
/// hemming a fox in leaves more moves that look right than taking geese.
const GEESE_PREMIUM: f64 = 100.0;

impl Puzzle {
    /// Who is to play and win.
    pub fn winner(&self) -> Side {
        self.setup.side_to_move
    }

    /// The game the puzzle is a position of.
    pub fn game(&self) -> GameId {
        self.setup.game
    }

    /// How hard the puzzle is, on the scale of the puzzle rating.
    pub fn rating(&self) -> f64 {
        let by_moves = RATING_BY_MOVES[(self.moves.clamp(1, 5) - 1) as usize];
        match self.winner() {
            Side::First => by_moves,
            Side::Second if self.game().is_fox_game() => by_moves + GEESE_PREMIUM,
            Side::Second => by_moves,
        }
    }

    /// The puzzle's position as a game to play on.
    ///
    /// # Errors
    /// When the position is not one its game can be played from (a list
    /// written by another build than this one's engine).
    pub fn start(&self) -> Result<AnyGame, PuzzleLineError> {
        AnyGame::from_setup(&self.setup).map_err(|e| PuzzleLineError::Position(e.to_string()))
    }
}

/// Why a line is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleLineError {
    /// Not the words of a puzzle line.
    Malformed,
    /// The position text does not read, or is not a position of the game.
    Position(String),
    /// The winner is not the side to move of the position.
    Winner,
}

impl fmt::Display for PuzzleLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleLineError::Malformed => f.write_str("not a puzzle line"),
            PuzzleLineError::Position(why) => write!(f, "bad position: {why}"),
            PuzzleLineError::Winner => f.write_str("the winner is not the side to move"),
        }
    }
}

impl std::error::Error for PuzzleLineError {}

/// Reads one puzzle line of `game` played with `options`.
///
/// # Errors
/// [`PuzzleLineError`] for a line that is not a puzzle of this game.
pub fn read_line(game: GameId, options: Options, line: &str) -> Result<Puzzle, PuzzleLineError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let ["puzzle", number, "position", board, side, "winner", winner, "moves", moves, "first", first] =
        words.as_slice()
    else {
        return Err(PuzzleLineError::Malformed);
    };
    let number: u32 = number.parse().map_err(|_| PuzzleLineError::Malformed)?;
    let moves: u32 = moves.parse().map_err(|_| PuzzleLineError::Malformed)?;
    if !(1..=5).contains(&moves) {
        return Err(PuzzleLineError::Malformed);
    }
    let setup = Setup::parse(game, options, &format!("{board} {side}"))
        .map_err(|e| PuzzleLineError::Position(e.to_string()))?;
    setup
        .validate()
        .map_err(|e| PuzzleLineError::Position(e.to_string()))?;
    let winner_side = match (game.is_fox_game(), *winner) {
        (true, "fox") | (false, "attackers") => Side::First,
        (true, "geese") | (false, "defenders") => Side::Second,
        _ => return Err(PuzzleLineError::Malformed),
    };
    if winner_side != setup.side_to_move {
        return Err(PuzzleLineError::Winner);
    }
    Ok(Puzzle {
        id: format!("{winner}{moves}-{number}"),
        setup,
        moves,
        first: (*first).to_string(),
    })
}

/// The puzzles of `text`, one line each (blank lines and the summary
/// lines of the command skipped); a line that is not a puzzle is left
/// out and counted, so that one damaged line costs one puzzle, not the
/// page. A second puzzle of the same id is left out the same way.
pub fn read_lines(game: GameId, options: Options, text: &str) -> (Vec<Puzzle>, usize) {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut refused = 0;
    for line in text.lines().filter(|l| l.starts_with("puzzle ")) {
        match read_line(game, options, line) {
            Ok(puzzle) if !puzzles.iter().any(|p| p.id == puzzle.id) => puzzles.push(puzzle),
            _ => refused += 1,
        }
    }
    (puzzles, refused)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "puzzle 1 position 1G1/3/G4GG/2F4/2G4/3/3 f winner fox moves 3 first c4xc2";

    #[test]
    fn a_line_of_the_command_reads_as_a_puzzle() {
        let puzzle = read_line(GameId::FoxGeese, Options::default(), LINE).expect("reads");
        assert_eq!(puzzle.id, "fox3-1");
        assert_eq!(puzzle.moves, 3);
        assert_eq!(puzzle.first, "c4xc2");
        assert_eq!(puzzle.winner(), Side::First);
        assert_eq!(puzzle.setup.to_text(), "1G1/3/G4GG/2F4/2G4/3/3 f");
        assert!(puzzle.start().is_ok());
    }

    /// A defenders' puzzle of `tafl solve hnefatafl --puzzles`.
    const TAFL_LINE: &str = "puzzle 1 position 3t2t4/6T4/8T2/t10/3T2T1T2/1T7Kt/4T1TT1Tt/2t4t3/1t1T6T/5t3t1/1t2ttt4 d winner defenders moves 2 first j6-j11";

    #[test]
    fn a_hnefatafl_line_names_the_attackers_or_the_defenders() {
        let game = GameId::Hnefatafl;
        let puzzle = read_line(game, Options::default(), TAFL_LINE).expect("reads");
        assert_eq!(puzzle.id, "defenders2-1");
        assert_eq!(puzzle.winner(), Side::Second);
        // No premium outside the fox games.
        assert_eq!(puzzle.rating(), 1200.0);
        assert!(puzzle.start().is_ok());
        let fox_word = TAFL_LINE.replace("winner defenders", "winner geese");
        assert_eq!(
            read_line(game, Options::default(), &fox_word),
            Err(PuzzleLineError::Malformed)
        );
        let other_side = TAFL_LINE.replace("winner defenders", "winner attackers");
        assert_eq!(
            read_line(game, Options::default(), &other_side),
            Err(PuzzleLineError::Winner)
        );
    }

    #[test]
    fn lines_that_are_not_puzzles_are_refused_one_by_one() {
        let game = GameId::FoxGeese;
        let options = Options::default();
        let bad_winner = LINE.replace("winner fox", "winner geese");
        assert_eq!(
            read_line(game, options, &bad_winner),
            Err(PuzzleLineError::Winner)
        );
        let bad_board = LINE.replace("1G1/3/", "1G1/");
        assert!(matches!(
            read_line(game, options, &bad_board),
            Err(PuzzleLineError::Position(_))
        ));
        assert_eq!(
            read_line(game, options, "puzzle 1 position"),
            Err(PuzzleLineError::Malformed)
        );
        let long = LINE.replace("moves 3", "moves 9");
        assert_eq!(
            read_line(game, options, &long),
            Err(PuzzleLineError::Malformed)
        );
        let text = format!(
            "game fox-geese\n{LINE}\n{bad_winner}\n{LINE}\n{}\nfound 2 games 9\n",
            LINE.replace("puzzle 1 ", "puzzle 2 ")
        );
        let (puzzles, refused) = read_lines(game, options, &text);
        assert_eq!(
            puzzles.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(),
            ["fox3-1", "fox3-2"]
        );
        assert_eq!(refused, 2);
    }

    #[test]
    fn longer_puzzles_and_geese_puzzles_rate_higher() {
        let game = GameId::FoxGeese;
        let options = Options::default();
        let three = read_line(game, options, LINE).expect("reads");
        let two = read_line(game, options, &LINE.replace("moves 3", "moves 2")).expect("reads");
        assert!(two.rating() < three.rating());
        assert_eq!(three.rating(), 1500.0);
    }
}
