//! The screen-reader mode's sentences: what a move did ("Goose from d2 to
//! d3. Can be taken next move: goose on d3. Fox to move.") and a piece's
//! legal moves, all from the engine's data ([`MoveDescription`]) in the
//! page's language. (Why a typed move was refused is said in every mode,
//! by the app's `typed_text`, not here.)
//!
//! The words come through [`Words`], so this stays pure and tested
//! natively: each [`Sentence`] names its values, the app fills them into
//! the texts of `locales/<lang>/access.json` (named placeholders, plural
//! forms where a count appears), the tests fill the same files.

use crate::engine::{MoveDescription, Outcome, Piece, Side, Topology};

/// A sentence of the announcements with its values, one key of
/// `access.json` (the field names are its placeholders).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sentence<'a> {
    /// "Goose from d2 to d3."
    Moved {
        piece: &'a str,
        from: &'a str,
        to: &'a str,
    },
    /// "Fox from c3 via c5 to e5." (a chain of jumps)
    MovedVia {
        piece: &'a str,
        from: &'a str,
        via: &'a str,
        to: &'a str,
    },
    /// "2 taken: goose on c4, goose on d5."
    Taken { count: u64, pieces: &'a str },
    /// "goose on d3", inside a list.
    PieceOn { piece: &'a str, point: &'a str },
    /// "The king has 2 open routes, to a1 or k1."
    KingRoutes { count: u64, corners: &'a str },
    /// "Can be taken next move: goose on d3."
    AtRisk { count: u64, pieces: &'a str },
    /// "a1, k1 or a11": the last of a list joined to the others.
    Either { list: &'a str, last: &'a str },
    /// "3 moves from d4: d4-c4, d4-e4, d4-d5."
    MovesFrom {
        point: &'a str,
        count: u64,
        moves: &'a str,
    },
    /// "No move from c1."
    NoMovesFrom { point: &'a str },
    /// "No move yet."
    NoLastMove,
}

/// The words of one language.
pub trait Words {
    /// A sentence, its values filled in.
    fn say(&self, sentence: Sentence) -> String;
    /// A piece's name, capitalised ("Goose").
    fn piece(&self, piece: Piece) -> &str;
    /// A piece's name inside a sentence ("goose"), as the language writes
    /// it there (the files give it: no case tables in the page's code).
    fn piece_in_sentence(&self, piece: Piece) -> &str;
    /// Whose turn it is, as a sentence ("Geese to move.").
    fn turn(&self, side: Side) -> String;
    /// How the game ended, as a sentence.
    fn ending(&self, outcome: Outcome) -> String;
}

/// "goose on d3": a piece inside a sentence, in lower case.
fn piece_on(words: &impl Words, board: &Topology, (point, piece): (u8, Piece)) -> String {
    words.say(Sentence::PieceOn {
        piece: words.piece_in_sentence(piece),
        point: &board.name(point),
    })
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
    let (piece, from) = (words.piece(d.mover), name(d.from));
    let mut parts = vec![if via.is_empty() {
        words.say(Sentence::Moved {
            piece,
            from: &from,
            to: &to,
        })
    } else {
        let via: Vec<String> = via.iter().map(|&p| name(p)).collect();
        words.say(Sentence::MovedVia {
            piece,
            from: &from,
            via: &via.join(", "),
            to: &to,
        })
    }];
    if !d.captures.is_empty() {
        parts.push(words.say(Sentence::Taken {
            count: d.captures.len() as u64,
            pieces: &pieces_on(words, board, &d.captures),
        }));
    }
    if !d.king_routes.is_empty() {
        let corners: Vec<String> = d.king_routes.iter().map(|&p| name(p)).collect();
        let corners = match corners.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => words.say(Sentence::Either {
                list: &rest.join(", "),
                last,
            }),
            None => String::new(),
        };
        parts.push(words.say(Sentence::KingRoutes {
            count: d.king_routes.len() as u64,
            corners: &corners,
        }));
    }
    if !d.at_risk.is_empty() {
        parts.push(words.say(Sentence::AtRisk {
            count: d.at_risk.len() as u64,
            pieces: &pieces_on(words, board, &d.at_risk),
        }));
    }
    parts.push(match d.outcome {
        Some(outcome) => words.ending(outcome),
        None => words.turn(d.next),
    });
    parts.join(" ")
}

/// The legal moves of the piece on `point` (from the game's list, in
/// notation), as a sentence: "2 moves from d4: d4-d5, d4xd6."
pub fn moves_from(words: &impl Words, board: &Topology, point: u8, legal: &[String]) -> String {
    let name = board.name(point);
    let mine: Vec<&str> = legal
        .iter()
        .filter(|mv| mv.split(['-', 'x']).next() == Some(name.as_str()))
        .map(String::as_str)
        .collect();
    if mine.is_empty() {
        return words.say(Sentence::NoMovesFrom { point: &name });
    }
    words.say(Sentence::MovesFrom {
        point: &name,
        count: mine.len() as u64,
        moves: &mine.join(", "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AnyGame, GameId, GameResult, Options, Setup};
    use serde_json::Value;

    /// The words of `lang` as the locale files give them.
    struct FileWords {
        lang: String,
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
                lang: lang.to_string(),
                access: load(lang, "access"),
                pieces: load(lang, "pieces"),
                play: load(lang, "play"),
            }
        }
    }

    /// The key of a sentence, its count and its values by placeholder.
    fn parts<'a>(s: Sentence<'a>) -> (&'static str, Option<u64>, Vec<(&'static str, &'a str)>) {
        match s {
            Sentence::Moved { piece, from, to } => (
                "moved",
                None,
                vec![("piece", piece), ("from", from), ("to", to)],
            ),
            Sentence::MovedVia {
                piece,
                from,
                via,
                to,
            } => (
                "moved_via",
                None,
                vec![("piece", piece), ("from", from), ("via", via), ("to", to)],
            ),
            Sentence::Taken { count, pieces } => ("taken", Some(count), vec![("pieces", pieces)]),
            Sentence::PieceOn { piece, point } => {
                ("piece_on", None, vec![("piece", piece), ("point", point)])
            }
            Sentence::KingRoutes { count, corners } => {
                ("king_routes", Some(count), vec![("corners", corners)])
            }
            Sentence::AtRisk { count, pieces } => {
                ("at_risk", Some(count), vec![("pieces", pieces)])
            }
            Sentence::Either { list, last } => {
                ("either", None, vec![("list", list), ("last", last)])
            }
            Sentence::MovesFrom {
                point,
                count,
                moves,
            } => (
                "moves_from",
                Some(count),
                vec![("point", point), ("moves", moves)],
            ),
            Sentence::NoMovesFrom { point } => ("no_moves_from", None, vec![("point", point)]),
            Sentence::NoLastMove => ("no_last_move", None, vec![]),
        }
    }

    impl Words for FileWords {
        /// The text of the file, its plural form picked by
        /// [`crate::fill::category`], each `{name}` replaced.
        fn say(&self, sentence: Sentence) -> String {
            let (key, count, values) = parts(sentence);
            let entry = &self.access[key];
            let mut text = match count {
                Some(count) => {
                    let form = crate::fill::category(&self.lang, count).name();
                    entry[form].as_str().expect("every plural form").to_string()
                }
                None => entry.as_str().expect("every sentence").to_string(),
            };
            if let Some(count) = count {
                text = text.replace("{count}", &count.to_string());
            }
            for (name, value) in values {
                text = text.replace(&format!("{{{name}}}"), value);
            }
            assert!(!text.contains('{'), "{key}: a placeholder left in {text}");
            text
        }
        fn piece(&self, piece: Piece) -> &str {
            self.pieces[piece.as_str()].as_str().expect("every piece")
        }
        fn piece_in_sentence(&self, piece: Piece) -> &str {
            self.access["piece"][piece.as_str()]
                .as_str()
                .expect("every piece")
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
            text.contains("The king has 2 open routes, to a1 or k1."),
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
            text.starts_with("Fox from c3 via c5 to e5. 2 taken: goose on c4, goose on d5."),
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
    fn a_pieces_moves_are_listed_or_said_to_be_none() {
        let game = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        let words = FileWords::new("en");
        let board = game.topology();
        let d4 = board.parse_point("d4").unwrap();
        let text = moves_from(&words, board, d4, &game.legal_moves());
        assert_eq!(text, "5 moves from d4: d4-c4, d4-c5, d4-d5, d4-e4, d4-e5.");
        // The plural form follows the count, in each language's rule.
        let geese = position(GameId::FoxGeese, "3/3/7/3F3/7/GGG/GGG g");
        let fr = FileWords::new("fr");
        let say = |name: &str| {
            let point = board.parse_point(name).unwrap();
            moves_from(&fr, board, point, &geese.legal_moves())
        };
        assert_eq!(say("c2"), "3 coups depuis c2\u{a0}: c2-b3, c2-c3, c2-d3.");
        let c1 = board.parse_point("c1").unwrap();
        assert_eq!(
            moves_from(&words, board, c1, &game.legal_moves()),
            "No move from c1."
        );
    }

    /// The short game the end-to-end test plays by keyboard: the king
    /// leaves the throne and runs to a11 in six moves.
    pub const SHORT_GAME: [&str; 12] = [
        "k4-j4", "e7-b7", "j4-k4", "e6-e10", "k4-j4", "f6-e6", "j4-k4", "e6-e9", "k4-j4", "e9-a9",
        "j4-k4", "a9-a11",
    ];

    #[test]
    fn a_short_game_is_announced_move_by_move_to_its_result() {
        let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
        let (en, fr) = (FileWords::new("en"), FileWords::new("fr"));
        let mut said = Vec::new();
        for mv in SHORT_GAME {
            game.play(mv).unwrap();
            let last = game.describe_last().unwrap();
            said.push(announce_move(&en, game.topology(), &last));
            said.push(announce_move(&fr, game.topology(), &last));
        }
        assert_eq!(
            said[18],
            "King from e9 to a9. The king has an open route to a11. 2 can be taken next move: \
             defender on b7, defender on e10. Attackers to move."
        );
        assert_eq!(said[23], "Roi de a9 à a11. Les défenseurs gagnent.");
    }
}
