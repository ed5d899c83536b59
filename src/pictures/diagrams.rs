//! The small board diagrams of the rules pages, as data: each is a game,
//! its table options and the moves played from the start, so every
//! diagram is a position the engine really reaches (the tests below replay
//! them and check what each one claims to show). The browser draws them
//! with the same board component as the play page.

use crate::engine::{AnyGame, EndReason, GameId, MoveError, OptionError, Options, Side};
use crate::pictures::board_view::BoardView;

/// What a diagram illustrates; the rules page turns it into a caption in
/// the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caption {
    /// The start position with the default options.
    Start,
    /// The start position with the largest table option (17 geese).
    StartSeventeen,
    /// A capture, the last move marked.
    Capture,
    /// A finished game, the winning move marked.
    Win,
}

/// One diagram of a rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub game: GameId,
    pub options: Options,
    /// Played from the start position, in notation.
    pub moves: &'static [&'static str],
    pub caption: Caption,
}

/// Why a diagram could not be drawn (only a broken table below; the tests
/// make sure none is).
#[derive(Debug, PartialEq)]
pub enum DiagramError {
    Options(OptionError),
    Move(usize, MoveError),
}

const DEFAULT: Options = Options {
    geese: 13,
    sideways: false,
};

const fn diagram(game: GameId, moves: &'static [&'static str], caption: Caption) -> Diagram {
    Diagram {
        game,
        options: DEFAULT,
        moves,
        caption,
    }
}

/// The fox jumps two geese in one turn: over b4 to a3, then over a4 to a5.
const FOX_GEESE_CAPTURE: &[&str] = &["d4-c4", "a3-a4", "c4-c5", "b3-b4", "c5xa3xa5"];

/// The geese shut the fox in on the left arm: from a5 it can neither step
/// nor jump.
const FOX_GEESE_WIN: &[&str] = &[
    "d4-c4", "e3-d4", "c4-b5", "c3-b4", "b5-a5", "d2-c3", "a5-a4", "d3-c4", "a4-a5", "d4-c5",
    "a5-a4", "e2-d3", "a4-a5", "c4-b5", "a5-a4", "d3-c4", "a4-a5", "b3-a4",
];

/// A fox must take when it can, and goes on jumping: over b4, then c4.
const TWO_FOXES_CAPTURE: &[&str] = &["c7-c6", "a4-a5", "c6-b5", "b3-a4", "b5xb3xd5"];

/// The geese fill all nine points of the pen.
const TWO_FOXES_WIN: &[&str] = &[
    "c7-c6", "b4-c5", "c6-b5", "d4-d5", "b5-a5", "a4-b5", "e7-e6", "b5-c6", "e6-f5", "e4-e5",
    "f5-g5", "g4-f5", "a5-a4", "f5-e6", "a4-a5", "c5-d6", "a5-a4", "c4-c5", "a4-b4", "c3-d4",
    "b4-c3", "d3-e4", "g5-g4", "d2-d3", "c3-d2", "b3-b4", "g4-g5", "c2-b3", "g5-g4", "c1-c2",
    "d2-c1", "c2-c3", "g4-g5", "d1-c2", "c1-d1", "d3-c4", "d1-c1", "e4-f5", "g5-g4", "f3-e4",
    "g4-f3", "e2-d3", "f3-e2", "e6-d7", "e2-d1", "f5-e6", "d1-d2", "e1-e2", "d2-d1", "e2-f3",
    "d1-e1", "b4-b5", "c1-d1", "c6-c7", "d1-c1", "b5-c6", "c1-d1", "c3-b4", "d1-c1", "c2-c3",
    "c1-d1", "d6-e7", "d1-c1", "c5-d6", "c1-d1", "b4-c5",
];

/// The fox jumps c5 and then b4, along the lines of the great cross.
const GREAT_CROSS_CAPTURE: &[&str] = &["e7-d6", "a4-a5", "d6-c6", "c4-c5", "c6xc4xa4"];

/// The fox is shut in at the end of the left arm.
const GREAT_CROSS_WIN: &[&str] = &[
    "e7-d6", "a4-a5", "d6-c5", "a5-b6", "c5-b5", "d4-c5", "b5-a5", "b4-a4", "a5-a6", "c5-c6",
    "a6-a5", "c4-b4", "a5-a6", "b4-a5",
];

/// An attacker runs in to e4, next to the defender on f4; the defender
/// from d6 drops to d4 and takes it between d4 and f4.
const HNEFATAFL_CAPTURE: &[&str] = &["a4-e4", "d6-d4"];

/// The defenders open a path; the king runs out along rank 7, up the
/// c-file and along the top edge into the corner a11.
const HNEFATAFL_WIN: &[&str] = &[
    "j6-j9", "e7-e9", "b6-b9", "f7-b7", "j9-j10", "f6-f7", "b9-b10", "f7-c7", "j10-h10", "c7-c11",
    "h10-h9", "c11-a11",
];

/// Two attackers close on the defender at d3: one settles on c3, the
/// other arrives on e3 and takes it.
const BRANDUBH_CAPTURE: &[&str] = &[
    "b4-b3", "c4-c6", "f4-f3", "c6-b6", "b3-c3", "b6-b5", "f3-e3",
];

/// The king steps off the throne to e4, climbs to e5, runs along rank 5
/// to g5 and up the edge into the corner g7.
const BRANDUBH_WIN: &[&str] = &[
    "b4-b2", "e4-e6", "f4-f2", "d4-e4", "a4-a3", "e4-e5", "d7-c7", "e5-g5", "b2-b1", "g5-g7",
];

/// Attackers close on the defender at c5 from c4 and c6.
const TABLUT_CAPTURE: &[&str] = &["a4-c4", "e3-b3", "a6-c6"];

/// The defender at e4 moves aside, the king steps down to e4 and runs
/// along rank 4 to the edge at a4, which an attacker left.
const TABLUT_WIN: &[&str] = &["a4-a2", "e4-h4", "i6-i7", "e5-e4", "i7-i8", "e4-a4"];

/// An attacker runs in to f4, next to the defender on g4; the defender
/// from e7 drops to e4 and takes it between e4 and g4.
const HNEFATAFL_13_CAPTURE: &[&str] = &["a4-f4", "e7-e4"];

/// The defenders clear f8 and g8; the king steps up to g8, runs along
/// rank 8 to c8, up the c-file to the top edge and into the corner a13.
const HNEFATAFL_13_WIN: &[&str] = &[
    "m5-k5", "f8-f10", "k5-k4", "g8-b8", "k4-k3", "g7-g8", "k3-k2", "g8-c8", "k2-l2", "c8-c13",
    "l2-l3", "c13-a13",
];

/// The diagrams of one game's rules page, in page order.
pub fn diagrams(game: GameId) -> Vec<Diagram> {
    let (capture, win) = match game {
        GameId::FoxGeese => (FOX_GEESE_CAPTURE, FOX_GEESE_WIN),
        GameId::TwoFoxes => (TWO_FOXES_CAPTURE, TWO_FOXES_WIN),
        GameId::GreatCross => (GREAT_CROSS_CAPTURE, GREAT_CROSS_WIN),
        GameId::Hnefatafl => (HNEFATAFL_CAPTURE, HNEFATAFL_WIN),
        GameId::Brandubh => (BRANDUBH_CAPTURE, BRANDUBH_WIN),
        GameId::Tablut => (TABLUT_CAPTURE, TABLUT_WIN),
        GameId::Hnefatafl13 => (HNEFATAFL_13_CAPTURE, HNEFATAFL_13_WIN),
    };
    let mut list = vec![diagram(game, &[], Caption::Start)];
    if game == GameId::FoxGeese {
        list.push(Diagram {
            options: Options {
                geese: 17,
                sideways: false,
            },
            ..diagram(game, &[], Caption::StartSeventeen)
        });
    }
    list.push(diagram(game, capture, Caption::Capture));
    list.push(diagram(game, win, Caption::Win));
    list
}

/// Plays the diagram's moves on a new game.
pub fn replay(d: &Diagram) -> Result<AnyGame, DiagramError> {
    let mut game = AnyGame::new(d.game, d.options).map_err(DiagramError::Options)?;
    for (i, mv) in d.moves.iter().enumerate() {
        game.play(mv).map_err(|e| DiagramError::Move(i + 1, e))?;
    }
    Ok(game)
}

/// The picture of a diagram: the position after its moves, with the last
/// move and what it captured marked.
pub fn draw(d: &Diagram) -> Result<BoardView, DiagramError> {
    Ok(BoardView::of_game_named(&replay(d)?, true))
}

/// The rule that ended the game of a `Win` diagram, with the winner, for
/// the tests (and any caption that wants to say it).
pub fn ending(d: &Diagram) -> Option<(Side, EndReason)> {
    let outcome = replay(d).ok()?.outcome()?;
    Some((outcome.winner()?, outcome.reason))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Piece;
    use crate::pictures::board_view::MarkKind;

    fn find(game: GameId, caption: Caption) -> Diagram {
        diagrams(game)
            .into_iter()
            .find(|d| d.caption == caption)
            .unwrap_or_else(|| panic!("{game}: no {caption:?} diagram"))
    }

    #[test]
    fn every_diagram_names_its_files_and_ranks_as_the_play_board_does() {
        for game in GameId::ALL {
            let board = crate::engine::setup::topology(game);
            for d in diagrams(game) {
                let view = draw(&d).expect("diagram");
                let texts: Vec<&str> = view.labels.iter().map(|l| l.text.as_str()).collect();
                let files = (0..board.width()).map(|f| ((b'a' + f) as char).to_string());
                let ranks = (1..=board.height()).map(|r| r.to_string());
                for name in files.chain(ranks) {
                    assert!(
                        texts.contains(&name.as_str()),
                        "{game} {:?}: {name}",
                        d.caption
                    );
                }
                assert_eq!(texts.len(), (board.width() + board.height()) as usize);
            }
        }
    }

    #[test]
    fn every_game_has_a_start_a_capture_and_a_win() {
        for game in GameId::ALL {
            let captions: Vec<_> = diagrams(game).iter().map(|d| d.caption).collect();
            for caption in [Caption::Start, Caption::Capture, Caption::Win] {
                assert!(captions.contains(&caption), "{game}: {captions:?}");
            }
            for d in diagrams(game) {
                assert_eq!(d.game, game);
                draw(&d).unwrap_or_else(|e| panic!("{game} {:?}: {e:?}", d.caption));
            }
        }
    }

    #[test]
    fn start_diagrams_show_the_start_pieces() {
        for game in GameId::ALL {
            let view = draw(&find(game, Caption::Start)).unwrap();
            let sorted = |v: &BoardView| {
                let mut at: Vec<_> = v
                    .pieces
                    .iter()
                    .map(|p| (p.at.clone(), p.piece.as_str()))
                    .collect();
                at.sort();
                at
            };
            assert_eq!(
                sorted(&view),
                sorted(&BoardView::start(game, false)),
                "{game}"
            );
            assert!(view.marks.is_empty());
        }
        let seventeen = draw(&find(GameId::FoxGeese, Caption::StartSeventeen)).unwrap();
        assert_eq!(seventeen.count(Piece::Goose), 17);
        assert_eq!(seventeen.count(Piece::Fox), 1);
    }

    #[test]
    fn capture_diagrams_end_with_a_marked_capture() {
        let expected = [
            (GameId::FoxGeese, 2, Piece::Goose),
            (GameId::TwoFoxes, 2, Piece::Goose),
            (GameId::GreatCross, 2, Piece::Goose),
            (GameId::Hnefatafl, 1, Piece::Attacker),
            (GameId::Brandubh, 1, Piece::Defender),
            (GameId::Tablut, 1, Piece::Defender),
        ];
        for (game, n, victim) in expected {
            let d = find(game, Caption::Capture);
            let before = {
                let mut shorter = d;
                shorter.moves = &d.moves[..d.moves.len() - 1];
                replay(&shorter).unwrap()
            };
            let after = replay(&d).unwrap();
            assert_eq!(after.last_captures().len(), n, "{game}");
            for p in after.last_captures() {
                assert_eq!(before.piece_at(p), Some(victim), "{game}");
                assert_eq!(after.piece_at(p), None, "{game}");
            }
            assert!(after.outcome().is_none(), "{game}: the game goes on");
            let view = draw(&d).unwrap();
            let captured = view
                .marks
                .iter()
                .filter(|m| m.kind == MarkKind::Captured)
                .count();
            assert_eq!(captured, n, "{game}");
            assert_eq!(view.marks[0].kind, MarkKind::From);
        }
    }

    #[test]
    fn win_diagrams_end_the_game_by_the_rule_their_caption_tells() {
        let expected = [
            (GameId::FoxGeese, Side::Second, EndReason::NoLegalMove),
            (GameId::TwoFoxes, Side::Second, EndReason::PenFilled),
            (GameId::GreatCross, Side::Second, EndReason::NoLegalMove),
            (GameId::Hnefatafl, Side::Second, EndReason::KingEscaped),
            (GameId::Brandubh, Side::Second, EndReason::KingEscaped),
            (GameId::Tablut, Side::Second, EndReason::KingEscaped),
        ];
        for (game, side, reason) in expected {
            let d = find(game, Caption::Win);
            assert_eq!(ending(&d), Some((side, reason)), "{game}");
        }
        // Fox and Geese: the fox is shut in on a5 with all 13 geese left.
        let game = replay(&find(GameId::FoxGeese, Caption::Win)).unwrap();
        let fox: Vec<_> = game
            .pieces()
            .into_iter()
            .filter(|p| p.1 == Piece::Fox)
            .collect();
        assert_eq!(game.topology().name(fox[0].0), "a5");
        assert_eq!(game.pieces().len(), 14);
        // Hnefatafl: the king stands on a11.
        let view = draw(&find(GameId::Hnefatafl, Caption::Win)).unwrap();
        let king = view.pieces.iter().find(|p| p.piece == Piece::King).unwrap();
        assert_eq!(king.at, "a11");
        // Brandubh's king in the corner g7, Tablut's on the edge at a4.
        for (game, square) in [(GameId::Brandubh, "g7"), (GameId::Tablut, "a4")] {
            let view = draw(&find(game, Caption::Win)).unwrap();
            let king = view.pieces.iter().find(|p| p.piece == Piece::King).unwrap();
            assert_eq!(king.at, square, "{game}");
        }
    }

    #[test]
    fn a_bad_move_is_reported_not_drawn() {
        let d = Diagram {
            moves: &["d4-d5", "d4-d6"],
            ..diagram(GameId::FoxGeese, &[], Caption::Capture)
        };
        assert!(matches!(draw(&d), Err(DiagramError::Move(2, _))));
        let d = Diagram {
            options: Options {
                geese: 17,
                sideways: false,
            },
            ..diagram(GameId::Hnefatafl, &[], Caption::Start)
        };
        assert!(matches!(draw(&d), Err(DiagramError::Options(_))));
    }
}
