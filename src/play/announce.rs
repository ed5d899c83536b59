//! The screen-reader mode's sentences: what a move did ("Goose from d2 to
//! d3. Can be taken next move: goose on d3. Fox to move."), why a typed
//! move was refused, and a piece's legal moves, all from the engine's data
//! ([`MoveDescription`], [`TypedMoveError`]) in the page's language.
//!
//! The words come through [`Words`], so this stays pure and tested
//! natively: the app answers from `locales/<lang>/access.json` (slots
//! `%x`, filled in one pass), the tests read the same files.

use crate::engine::{MoveDescription, Outcome, Piece, Side, Topology, TypedMoveError};
use crate::play::session::TypedRefusal;

/// A phrase of the announcements, one key of `access.json`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phrase {
    /// "%p from %f to %t."
    Moved,
    /// "%p from %f via %v to %t." (a chain of jumps)
    MovedVia,
    /// "Taken: %l."
    Taken,
    /// "%p on %a"
    PieceOn,
    /// "The king has an open route to %l."
    KingRoutes,
    /// "Can be taken next move: %l."
    AtRisk,
    /// " or ", between the last two of a list of corners.
    Or,
    /// "Moves from %a: %l."
    MovesFrom,
    /// "No move from %a."
    NoMovesFrom,
    /// "No move yet."
    NoLastMove,
    /// Each [`TypedMoveError`]: %w the word, %a the point.
    TypedEmpty,
    TypedMalformed,
    TypedOffBoard,
    TypedGameOver,
    TypedNoPiece,
    TypedIllegal,
    TypedWrongCaptures,
    /// "It is not your turn."
    TypedNotYourTurn,
}

/// The words of one language.
pub trait Words {
    /// A phrase, with its `%x` slots.
    fn phrase(&self, phrase: Phrase) -> &str;
    /// A piece's name, capitalised ("Goose").
    fn piece(&self, piece: Piece) -> &str;
    /// Whose turn it is, as a sentence ("Geese to move.").
    fn turn(&self, side: Side) -> String;
    /// How the game ended, as a sentence.
    fn ending(&self, outcome: Outcome) -> String;
}

/// Fills the `%x` slots of `template` in one pass: a value holding `%`
/// is shown as it is; an unknown slot is kept.
pub fn fill(template: &str, values: &[(char, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut chars = template.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(key) => match values.iter().find(|(k, _)| *k == key) {
                Some((_, value)) => out.push_str(value),
                None => {
                    out.push('%');
                    out.push(key);
                }
            },
            None => out.push('%'),
        }
    }
    out
}

/// "goose on d3": a piece inside a sentence, in lower case.
fn piece_on(words: &impl Words, board: &Topology, (point, piece): (u8, Piece)) -> String {
    fill(
        words.phrase(Phrase::PieceOn),
        &[
            ('p', &words.piece(piece).to_lowercase()),
            ('a', &board.name(point)),
        ],
    )
}

/// The pieces of a list, joined by commas.
fn pieces_on(words: &impl Words, board: &Topology, pieces: &[(u8, Piece)]) -> String {
    pieces
        .iter()
        .map(|&entry| piece_on(words, board, entry))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The announcement of a move: the mover and its path, what it took, the
/// king's open routes, what the other side can take next, then the result
/// or whose turn it is.
pub fn announce_move(words: &impl Words, board: &Topology, d: &MoveDescription) -> String {
    let name = |p: u8| board.name(p);
    let (via, to) = d.path.split_at(d.path.len().saturating_sub(1));
    let to = to.first().map_or_else(String::new, |&p| name(p));
    let mut parts = vec![if via.is_empty() {
        fill(
            words.phrase(Phrase::Moved),
            &[
                ('p', words.piece(d.mover)),
                ('f', &name(d.from)),
                ('t', &to),
            ],
        )
    } else {
        let via: Vec<String> = via.iter().map(|&p| name(p)).collect();
        fill(
            words.phrase(Phrase::MovedVia),
            &[
                ('p', words.piece(d.mover)),
                ('f', &name(d.from)),
                ('v', &via.join(", ")),
                ('t', &to),
            ],
        )
    }];
    if !d.captures.is_empty() {
        let list = pieces_on(words, board, &d.captures);
        parts.push(fill(words.phrase(Phrase::Taken), &[('l', &list)]));
    }
    if !d.king_routes.is_empty() {
        let corners: Vec<String> = d.king_routes.iter().map(|&p| name(p)).collect();
        let list = match corners.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{}{}{last}", rest.join(", "), words.phrase(Phrase::Or)),
            None => String::new(),
        };
        parts.push(fill(words.phrase(Phrase::KingRoutes), &[('l', &list)]));
    }
    if !d.at_risk.is_empty() {
        let list = pieces_on(words, board, &d.at_risk);
        parts.push(fill(words.phrase(Phrase::AtRisk), &[('l', &list)]));
    }
    parts.push(match d.outcome {
        Some(outcome) => words.ending(outcome),
        None => words.turn(d.next),
    });
    parts.join(" ")
}

/// Why a typed move was refused, as a sentence naming the word.
pub fn typed_error(words: &impl Words, error: &TypedMoveError) -> String {
    let (phrase, word, point) = match error {
        TypedMoveError::Empty => (Phrase::TypedEmpty, "", ""),
        TypedMoveError::Malformed(w) => (Phrase::TypedMalformed, w.as_str(), ""),
        TypedMoveError::OffBoard(w, p) => (Phrase::TypedOffBoard, w.as_str(), p.as_str()),
        TypedMoveError::GameOver => (Phrase::TypedGameOver, "", ""),
        TypedMoveError::NoPieceToMove(w, p) => (Phrase::TypedNoPiece, w.as_str(), p.as_str()),
        TypedMoveError::Illegal(w) => (Phrase::TypedIllegal, w.as_str(), ""),
        TypedMoveError::WrongCaptures(w) => (Phrase::TypedWrongCaptures, w.as_str(), ""),
    };
    fill(words.phrase(phrase), &[('w', word), ('a', point)])
}

/// Why a typed move was not played, as a sentence.
pub fn refusal(words: &impl Words, refusal: &TypedRefusal) -> String {
    match refusal {
        TypedRefusal::Typed(error) => typed_error(words, error),
        TypedRefusal::NotYourTurn => words.phrase(Phrase::TypedNotYourTurn).to_string(),
    }
}

/// The legal moves of the piece on `point` (from the game's list, in
/// notation), as a sentence: "Moves from d4: d4-d5, d4xd6."
pub fn moves_from(words: &impl Words, board: &Topology, point: u8, legal: &[String]) -> String {
    let name = board.name(point);
    let mine: Vec<&str> = legal
        .iter()
        .filter(|mv| mv.split(['-', 'x']).next() == Some(name.as_str()))
        .map(String::as_str)
        .collect();
    if mine.is_empty() {
        return fill(words.phrase(Phrase::NoMovesFrom), &[('a', &name)]);
    }
    fill(
        words.phrase(Phrase::MovesFrom),
        &[('a', &name), ('l', &mine.join(", "))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AnyGame, GameId, GameResult, Options, Setup};
    use serde_json::Value;

    /// The words of `lang` as the locale files give them.
    struct FileWords {
        access: Value,
        pieces: Value,
        play: Value,
    }

    fn load(lang: &str, namespace: &str) -> Value {
        let path = format!(
            "{}/locales/{lang}/{namespace}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        serde_json::from_str(&std::fs::read_to_string(path).expect("locale file")).expect("json")
    }

    impl FileWords {
        fn new(lang: &str) -> FileWords {
            FileWords {
                access: load(lang, "access"),
                pieces: load(lang, "pieces"),
                play: load(lang, "play"),
            }
        }
    }

    fn key(phrase: Phrase) -> &'static str {
        match phrase {
            Phrase::Moved => "moved",
            Phrase::MovedVia => "moved_via",
            Phrase::Taken => "taken",
            Phrase::PieceOn => "piece_on",
            Phrase::KingRoutes => "king_routes",
            Phrase::AtRisk => "at_risk",
            Phrase::Or => "or",
            Phrase::MovesFrom => "moves_from",
            Phrase::NoMovesFrom => "no_moves_from",
            Phrase::NoLastMove => "no_last_move",
            Phrase::TypedEmpty => "typed_empty",
            Phrase::TypedMalformed => "typed_malformed",
            Phrase::TypedOffBoard => "typed_off_board",
            Phrase::TypedGameOver => "typed_game_over",
            Phrase::TypedNoPiece => "typed_no_piece",
            Phrase::TypedIllegal => "typed_illegal",
            Phrase::TypedWrongCaptures => "typed_wrong_captures",
            Phrase::TypedNotYourTurn => "typed_not_your_turn",
        }
    }

    impl Words for FileWords {
        fn phrase(&self, phrase: Phrase) -> &str {
            self.access[key(phrase)].as_str().expect("every phrase")
        }
        fn piece(&self, piece: Piece) -> &str {
            self.pieces[piece.as_str()].as_str().expect("every piece")
        }
        // The tests play Hnefatafl and Fox and Geese: attackers or fox first.
        fn turn(&self, side: Side) -> String {
            let name = match side {
                Side::First => "attackers",
                Side::Second => "defenders",
            };
            format!("{}.", self.play["turn"][name].as_str().expect("turn"))
        }
        fn ending(&self, outcome: Outcome) -> String {
            let won = match outcome.result {
                GameResult::Win(Side::First) => "attackers",
                _ => "defenders",
            };
            format!("{}.", self.play["won"][won].as_str().expect("won"))
        }
    }

    fn position(game: GameId, text: &str) -> AnyGame {
        AnyGame::from_setup(&Setup::parse(game, Options::default(), text).unwrap()).unwrap()
    }

    #[test]
    fn a_capture_is_announced_with_each_piece_taken_in_three_languages() {
        let game = position(GameId::Hnefatafl, "11/11/11/11/4t6/5K5/2tT7/11/11/11/1t9 a");
        let d = game.describe("e7-e5").unwrap();
        let en = announce_move(&FileWords::new("en"), game.topology(), &d);
        assert!(
            en.starts_with("Attacker from e7 to e5. Taken: defender on d5."),
            "{en}"
        );
        assert!(en.ends_with("Defenders to move."), "{en}");
        let fr = announce_move(&FileWords::new("fr"), game.topology(), &d);
        assert!(
            fr.starts_with("Attaquant de e7 à e5. Pris\u{a0}: défenseur en d5."),
            "{fr}"
        );
        let el = announce_move(&FileWords::new("el"), game.topology(), &d);
        assert!(el.contains("αμυνόμενος στο d5"), "{el}");
    }

    #[test]
    fn the_kings_routes_and_the_result_are_announced() {
        let game = position(GameId::Hnefatafl, "11/11/11/11/11/11/11/11/11/11/1t3K5 a");
        let words = FileWords::new("en");
        let d = game.describe("b1-b2").unwrap();
        let text = announce_move(&words, game.topology(), &d);
        assert!(
            text.contains("The king has an open route to a1 or k1."),
            "{text}"
        );
        let mut after = game.clone();
        after.play("b1-b2").unwrap();
        let escape = after.describe("f1-k1").unwrap();
        let text = announce_move(&words, game.topology(), &escape);
        assert!(text.starts_with("King from f1 to k1."), "{text}");
        assert!(text.ends_with("The defenders win."), "{text}");
    }

    #[test]
    fn a_chain_names_its_landings_and_pieces_at_risk_are_named() {
        let game = position(GameId::FoxGeese, "3/3/3G3/2G4/2F4/GGG/GGG f");
        let words = FileWords::new("en");
        let d = game.describe("c3xc5xe5").unwrap();
        let text = announce_move(&words, game.topology(), &d);
        assert!(
            text.starts_with("Fox from c3 via c5 to e5. Taken: goose on c4, goose on d5."),
            "{text}"
        );
        let geese = position(GameId::FoxGeese, "3/3/7/3F3/7/1GG/GGG g");
        let d = geese.describe("d2-d3").unwrap();
        let text = announce_move(&words, geese.topology(), &d);
        assert!(
            text.contains("Can be taken next move: goose on d3."),
            "{text}"
        );
    }

    #[test]
    fn typed_errors_name_the_word() {
        let game = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        let words = FileWords::new("en");
        let say = |typed: &str| typed_error(&words, &game.read_typed(typed).unwrap_err());
        assert!(say("zz9").contains("“zz9” is not a move"), "{}", say("zz9"));
        assert!(
            say("a1-a2").contains("a1 is not a point"),
            "{}",
            say("a1-a2")
        );
        assert!(say("c1-c2").contains("c1"), "{}", say("c1-c2"));
        assert!(say("d4-d6").contains("“d4-d6” is not a legal move"));
        let fr = typed_error(
            &FileWords::new("fr"),
            &game.read_typed("d4-d6").unwrap_err(),
        );
        assert!(fr.contains("d4-d6"), "{fr}");
    }

    #[test]
    fn a_pieces_moves_are_listed_or_said_to_be_none() {
        let game = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        let words = FileWords::new("en");
        let board = game.topology();
        let d4 = board.parse_point("d4").unwrap();
        let text = moves_from(&words, board, d4, &game.legal_moves());
        assert!(text.starts_with("Moves from d4: d4-c4"), "{text}");
        let c1 = board.parse_point("c1").unwrap();
        assert_eq!(
            moves_from(&words, board, c1, &game.legal_moves()),
            "No move from c1."
        );
    }

    #[test]
    fn fill_keeps_percent_signs_of_values() {
        assert_eq!(fill("%w: %a%", &[('w', "5%a"), ('a', "d4")]), "5%a: d4%");
        assert_eq!(fill("%z", &[]), "%z");
    }
}
