//! Replays the moves a reader finds through checked play, counting them,
//! so that every importer reports the first bad move by its 1-based index
//! and builds its [`GameRecord`] from a game that really was played; and
//! [`read_moves_at`], the one loop over a movetext's words that every reader
//! shares (move numbers, end words, what may follow them).

use super::board;
use super::ending::{self, EndWord};
use super::lexer::{strip_move_number, Word};
use super::ImportError;
use crate::game::{AnyGame, MarkedMoveError};
use crate::game_id::{GameId, Options};
use crate::hnefatafl::MarkedMove;
use crate::record::{Conclusion, GameRecord, RecordFacts};
use crate::setup::Setup;

/// A game being rebuilt from a record's moves.
pub(crate) struct Replay {
    game: AnyGame,
}

impl Replay {
    /// A replay from the start position of `game`, or from the position
    /// text `setup` when there is one.
    pub(crate) fn start(
        game: GameId,
        options: Options,
        setup: Option<&str>,
    ) -> Result<Replay, ImportError> {
        options.validate(game).map_err(ImportError::BadOptions)?;
        let game = match setup {
            None => AnyGame::new(game, options).map_err(ImportError::BadOptions)?,
            Some(text) => {
                let setup = Setup::parse(game, options, text).map_err(ImportError::BadPosition)?;
                AnyGame::from_setup(&setup).map_err(ImportError::BadSetup)?
            }
        };
        Ok(Replay { game })
    }

    /// A replay from a set-up position already read.
    pub(crate) fn from_setup(setup: &Setup) -> Result<Replay, ImportError> {
        setup
            .options
            .validate(setup.game)
            .map_err(ImportError::BadOptions)?;
        let game = AnyGame::from_setup(setup).map_err(ImportError::BadSetup)?;
        Ok(Replay { game })
    }

    /// A replay going on from `game` (its moves already checked).
    pub(crate) fn from_game(game: AnyGame) -> Replay {
        Replay { game }
    }

    /// Takes back the last move (a variation read, going back to where
    /// it branched).
    pub(crate) fn undo(&mut self) {
        self.game.undo();
    }

    /// The game so far.
    pub(crate) fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The 1-based index the next move will have.
    pub(crate) fn next_index(&self) -> usize {
        self.game.moves().len() + 1
    }

    /// Plays a move in the notation of docs/rules.md, with capture marks on a
    /// Hnefatafl move (`g3-e3xe2`); `text` as written goes into errors.
    pub(crate) fn play(&mut self, text: &str) -> Result<(), ImportError> {
        let index = self.next_index();
        self.game
            .play_marked(text)
            .map_err(|error| marked_error(index, text, error))
    }

    /// Plays a move of the notation of docs/rules.md (with capture marks on
    /// a Hnefatafl move) written in either case: `D1-D3` is `d1-d3`, the
    /// same square on every board here (a file beyond k, a rank beyond 11
    /// is off the board, in any case). `written` goes into errors.
    pub(crate) fn play_word(&mut self, written: &str) -> Result<(), ImportError> {
        if written.bytes().any(|b| b.is_ascii_uppercase()) {
            self.play_as(written, &written.to_ascii_lowercase())
        } else {
            self.play(written)
        }
    }

    /// Plays `notation` (docs/rules.md, with optional capture marks), a move a
    /// record wrote as `written`, which goes into errors.
    pub(crate) fn play_as(&mut self, written: &str, notation: &str) -> Result<(), ImportError> {
        let index = self.next_index();
        self.game
            .play_marked(notation)
            .map_err(|error| marked_error(index, written, error))
    }

    /// Plays a Hnefatafl move a reader has already taken apart; `text` is
    /// the move as written in the record.
    pub(crate) fn play_marked(
        &mut self,
        text: &str,
        marked: &MarkedMove,
    ) -> Result<(), ImportError> {
        let index = self.next_index();
        self.game
            .play_marked_move(marked)
            .map_err(|error| marked_error(index, text, error))
    }

    /// The record of the game replayed, with how it ended off the board
    /// and the facts its record gave.
    pub(crate) fn finish(&self, conclusion: Option<Conclusion>, facts: RecordFacts) -> GameRecord {
        GameRecord {
            conclusion,
            facts,
            ..GameRecord::of(&self.game)
        }
    }
}

/// Reads the words of a movetext in order, noting in `played` the index
/// in `words` of every word played as a move (the annotated readers
/// attach what is said about a move to it): move numbers (`12.`, `12...`)
/// and `.` fillers are skipped, an end word (or a side and `resigned` /
/// `timeout`) ends the moves, every other word is a move given to `play`
/// (after its move number, as written). After the end word nothing may
/// follow: the comments are already gone, so any word is refused.
///
/// # Errors
/// [`ImportError::Malformed`] for the first word after the end word; the
/// error of the first move that cannot be played, or
/// [`ImportError::OtherBoard`] when the record's squares show it is of
/// another board (see [`board::other_board`]).
pub(crate) fn read_moves_at<'a>(
    replay: &mut Replay,
    words: &[Word<'a>],
    mut play: impl FnMut(&mut Replay, &'a str) -> Result<(), ImportError>,
    played: &mut Vec<usize>,
) -> Result<Option<EndWord>, ImportError> {
    let game = replay.game().id();
    let mut end: Option<EndWord> = None;
    let mut at = 0;
    while let Some(word) = words.get(at) {
        at += 1;
        if end.is_some() {
            return Err(ImportError::Malformed {
                line: word.line,
                text: word.text.to_string(),
            });
        }
        let text = strip_move_number(word.text);
        if text.bytes().all(|b| b == b'.') {
            continue;
        }
        if let Some(side) = ending::side_word(game, text) {
            let next = words.get(at);
            let kind = next.and_then(|next| ending::end_word(game, next.text));
            if let (
                Some(next),
                Some(kind @ (ending::EndKind::Resigned | ending::EndKind::Timeout)),
            ) = (next, kind)
            {
                at += 1;
                end = Some(EndWord {
                    line: word.line,
                    text: format!("{} {}", word.text, next.text),
                    kind,
                    side: Some(side),
                });
                continue;
            }
        }
        if let Some(kind) = ending::end_word(game, text) {
            end = Some(EndWord {
                line: word.line,
                text: word.text.to_string(),
                kind,
                side: None,
            });
            continue;
        }
        if let Err(error) = play(replay, text) {
            return Err(board::other_board(game, words, error));
        }
        played.push(at - 1);
    }
    Ok(end)
}

/// The import error for move `index` written as `text`.
pub(crate) fn marked_error(index: usize, text: &str, error: MarkedMoveError) -> ImportError {
    let text = text.to_string();
    match error {
        MarkedMoveError::Move(error) => ImportError::BadMove { index, text, error },
        MarkedMoveError::Captures(mismatch) => ImportError::CaptureMismatch {
            index,
            text,
            mismatch,
        },
    }
}
