//! OpenTafl notation (OTN) game records, for Copenhagen 11×11.
//!
//! The format is Jay Slater's OpenTafl notation specification
//! (`opentafl-notation-spec.txt` in jslater89/OpenTafl), as OpenTafl's own
//! `.otg` files write it:
//!
//! ```text
//! [result:?]
//! [compiler:Tafl]
//! [variant:Copenhagen]
//! [rules:dim:11 atkf:y tfr:l sw:s start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]
//!
//! 1. d1-d3 e5-e2
//! 2. g1-g3 f4-c4
//! 3. g3-e3xe2 Kf6-f4
//! ```
//!
//! Tags are `[key:value]` lines. The rules string gives the board size, the
//! rules that differ from OTN's defaults and the start position; a
//! `[position:…]` tag, when given, is the start instead. Position records
//! list rank 1 first (`start:`; `starti:` lists the top rank first). Each
//! turn is a line: its number, the first side's move, the second side's.
//! A move is `from-to`, with `K` before a king's move, the captured squares
//! after `x` separated by `/`, and `++` (king captured) or `--` (king
//! escaped) when the move ends the game. `[…|…]` lines after the moves are
//! comments on the two moves of the turn above.
//!
//! Read: tags in any order, with a bare rules line (`dim:…`) or position
//! line (`/…/`) of the older spec too; comments anywhere after the tags;
//! captures present or absent (when present, checked), separated by `/` or
//! by further `x`; piece letters (checked for `K`, `T`, `t`); info symbols
//! (`+`, `-`, `++`, `--`) ignored; `---` (resignation) ends the moves;
//! variation lines (`2a.1.1a. …`) skipped. The rules string must describe
//! Copenhagen 11×11 as this engine plays it (the table `RULES` below and
//! `docs/records.md` list what each key must say), else
//! [`ImportError::NotCopenhagen`] names the first rule that differs.

use super::pgn::strip_move_number;
use super::replay::Replay;
use super::{ExportError, Format, ImportError};
use crate::game::AnyGame;
use crate::game_id::{GameId, Options};
use crate::hnefatafl::{MarkedMove, Move};
use crate::piece::Piece;
use crate::record::GameRecord;
use crate::rules::MoveError;
use crate::setup::{PositionTextError, Setup};
use crate::side::{EndReason, GameResult, Side};
use crate::topology::Topology;

/// OpenTafl's start position record of Copenhagen (rank 1 first; the
/// position is symmetric, so `starti:` reads the same).
const START: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// The rules string for Copenhagen 11×11 as played here, `first` to move.
///
/// Entries: `dim:11`; `atkf:y` (the attackers move first; `n` when a
/// set-up gives the defenders the first move); `tfr:l` (OTN has no "the
/// defenders lose whoever repeats": "the repeating side loses" is nearest,
/// and the defenders are the side that must avoid the repetition); `sw:s`
/// (shield walls, a corner closing one). OTN's defaults give the rest:
/// corner escape, enclosure wins, armed king captured on four sides, no
/// jumps, hostile corners and throne (the throne to defenders only when
/// empty), only the king on the throne and corners, flanking required for
/// a shield wall, no edge-fort escape, no berserk.
pub fn rules_string(first: Side) -> String {
    let atkf = if first == Side::First { 'y' } else { 'n' };
    format!("dim:11 atkf:{atkf} tfr:l sw:s start:{START}")
}

/// The record of a Hnefatafl game in OTN.
///
/// # Errors
/// [`ExportError::UnsupportedGame`] for a fox game.
pub fn export(game: &AnyGame) -> Result<String, ExportError> {
    if game.id() != GameId::Hnefatafl {
        return Err(ExportError::UnsupportedGame {
            format: Format::Otn,
            game: game.id(),
        });
    }
    let start = game.start_setup();
    let mut out = String::new();
    let result = match game.outcome().map(|o| o.result) {
        Some(GameResult::Win(Side::First)) => "1",
        Some(GameResult::Win(Side::Second)) => "-1",
        Some(GameResult::Draw) => "0",
        None => "?",
    };
    out.push_str(&format!("[result:{result}]\n"));
    if let Some(outcome) = game.outcome() {
        out.push_str(&format!("[termination:{}]\n", outcome.reason));
    }
    out.push_str("[compiler:Tafl]\n[variant:Copenhagen]\n");
    if game.custom_start().is_some() {
        out.push_str(&format!("[position:{}]\n", position_record(&start)));
    }
    out.push_str(&format!("[rules:{}]\n\n", rules_string(start.side_to_move)));
    let records = move_records(game, &start);
    for (turn, pair) in records.chunks(2).enumerate() {
        out.push_str(&format!("{}. {}\n", turn + 1, pair.join(" ")));
    }
    Ok(out)
}

/// The record in OTN, replayed first.
///
/// # Errors
/// As [`export`], and [`ExportError::BadRecord`] when it does not replay.
pub fn export_record(record: &GameRecord) -> Result<String, ExportError> {
    export(&record.replay().map_err(ExportError::BadRecord)?)
}

/// OTN's position record of a setup: rank 1 first, slashes around.
fn position_record(setup: &Setup) -> String {
    let text = setup.to_text();
    let placement = text.split(' ').next().unwrap_or_default();
    let ranks: Vec<&str> = placement.split('/').rev().collect();
    format!("/{}/", ranks.join("/"))
}

/// Each move of `game` as an OTN move record, replayed from `start` to
/// know which piece moved and how the game ended.
fn move_records(game: &AnyGame, start: &Setup) -> Vec<String> {
    let Ok(mut replay) = AnyGame::from_setup(start) else {
        return Vec::new();
    };
    let mut records = Vec::with_capacity(game.moves().len());
    for (mv, marked) in game.moves().iter().zip(game.marked_moves()) {
        let king = Move::parse(mv).is_ok_and(|m| replay.piece_at(m.from) == Some(Piece::King));
        if replay.play(mv).is_err() {
            break;
        }
        let mut record = String::new();
        if king {
            record.push('K');
        }
        // `with_marks` writes `xa1xb2`; OTN joins the squares with `/`.
        let mut squares = marked.split('x');
        record.push_str(squares.next().unwrap_or_default());
        let captured: Vec<&str> = squares.collect();
        if !captured.is_empty() {
            record.push('x');
            record.push_str(&captured.join("/"));
        }
        match replay.outcome().map(|o| o.reason) {
            Some(EndReason::KingCaptured) => record.push_str("++"),
            Some(EndReason::KingEscaped) => record.push_str("--"),
            _ => {}
        }
        records.push(record);
    }
    records
}

/// Reads an OTN game record of Copenhagen 11×11.
///
/// # Errors
/// [`ImportError`]: no rules, a rules string that does not read or is not
/// Copenhagen 11×11, a bad start position, a malformed tag value, the
/// first move that cannot be played (1-based), wrong capture marks or
/// piece letter, an unclosed comment.
pub fn import(text: &str) -> Result<GameRecord, ImportError> {
    let text = super::strip_bom(text);
    let header = read_header(text)?;
    let Some(rules) = header.rules else {
        return Err(if header.body_start >= text.len() && header.tags == 0 {
            ImportError::Empty
        } else {
            ImportError::MissingTag("rules")
        });
    };
    let rules = read_rules(&rules)?;
    let setup = match (&header.position, &rules.start) {
        (Some(position), _) => read_position(position, false, rules.first)?,
        (None, Some((record, inverted))) => read_position(record, *inverted, rules.first)?,
        (None, None) => read_position(START, false, rules.first)?,
    };
    if let (Some(_), Some((record, inverted))) = (&header.position, &rules.start) {
        // The rules' own start must read even when a position replaces it.
        read_position(record, *inverted, rules.first)?;
    }
    let mut replay = Replay::from_setup(&setup)?;
    play_body(&text[header.body_start..], header.body_line, &mut replay)?;
    Ok(replay.record())
}

/// What the header gave.
struct Header {
    rules: Option<String>,
    position: Option<String>,
    tags: usize,
    /// Where the moves begin, as a byte offset and a 1-based line.
    body_start: usize,
    body_line: usize,
}

/// True for a `[key:value]` tag line.
pub(crate) fn is_tag(line: &str) -> bool {
    tag(line.trim()).is_some()
}

/// A `[key:value]` tag line, the key in lower case.
fn tag(line: &str) -> Option<(String, &str)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (key, value) = inner.split_once(':')?;
    let mut chars = key.chars();
    let word = chars.next()?.is_ascii_alphabetic()
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    word.then(|| (key.to_ascii_lowercase(), value))
}

/// Reads the tags (and the older spec's bare rules and position lines).
fn read_header(text: &str) -> Result<Header, ImportError> {
    let mut header = Header {
        rules: None,
        position: None,
        tags: 0,
        body_start: text.len(),
        body_line: 1,
    };
    let mut seen: Vec<String> = Vec::new();
    let mut offset = 0;
    for (number, raw) in text.split_inclusive('\n').enumerate() {
        let line = raw.trim();
        let malformed = || ImportError::MalformedTag {
            line: number + 1,
            text: line.to_string(),
        };
        let entry = if let Some((key, value)) = tag(line) {
            Some((key, value.trim()))
        } else if line.starts_with("dim:") {
            Some(("rules".to_string(), line))
        } else if line.starts_with('/') {
            Some(("position".to_string(), line))
        } else if line.is_empty() {
            None
        } else {
            header.body_start = offset;
            header.body_line = number + 1;
            return Ok(header);
        };
        offset += raw.len();
        let Some((key, value)) = entry else { continue };
        if seen.contains(&key) {
            return Err(malformed());
        }
        seen.push(key.clone());
        header.tags += 1;
        match key.as_str() {
            "rules" => header.rules = Some(value.to_string()),
            "position" => header.position = Some(value.to_string()),
            "result" if !matches!(value, "1" | "0" | "-1" | "?") => return Err(malformed()),
            _ => {}
        }
    }
    Ok(header)
}

/// A rules string read: who moves first and the start it gives.
struct Rules {
    first: Side,
    /// The start position record, and whether it is `starti:` (top rank
    /// first).
    start: Option<(String, bool)>,
}

/// How an OTN rule key must read for Copenhagen as played here.
#[derive(Clone, Copy)]
enum Expect {
    /// One of these values.
    OneOf(&'static [&'static str]),
    /// Piece letters, compared on the `relevant` letters only (the pieces
    /// Copenhagen has, and for hostility only those it can capture).
    Pieces {
        relevant: &'static str,
        ours: &'static str,
    },
    /// A list of squares, as a set, `default` meaning `ours`.
    Squares(&'static [&'static str]),
    /// Read, not compared: names, and rules about pieces Copenhagen has
    /// not or spaces it has not.
    Any,
}

/// Every rule key read, with OTN's default (compared when the key is
/// absent) and what Copenhagen as played here needs. Keys about how a game
/// ends that the replay judges by this engine's rules anyway (enclosure,
/// repetition, edge forts) take any value.
const RULES: &[(&str, Option<&str>, Expect)] = {
    use Expect::*;
    const ALL: &[&str] = &["y", "n"];
    &[
        ("esc", Some("c"), OneOf(&["c"])),
        ("surf", Some("y"), OneOf(ALL)),
        ("atkf", Some("y"), OneOf(ALL)),
        ("tfr", Some("d"), OneOf(&["i", "d", "w", "l"])),
        ("ka", Some("y"), OneOf(&["y"])),
        ("ks", Some("y"), OneOf(&["y", "s"])),
        ("kj", Some("n"), OneOf(&["n"])),
        ("nj", None, Any),
        ("cj", None, Any),
        ("mj", None, Any),
        ("gj", None, Any),
        ("cor", Some("default"), Squares(&["a1", "k1", "a11", "k11"])),
        ("cen", Some("default"), Squares(&["f6"])),
        ("afor", Some(""), Squares(&[])),
        ("dfor", Some(""), Squares(&[])),
        (
            "corh",
            Some("tcnkTCNK"),
            Pieces {
                relevant: "tT",
                ours: "tT",
            },
        ),
        (
            "cenh",
            Some("tcnk"),
            Pieces {
                relevant: "tT",
                ours: "t",
            },
        ),
        (
            "cenhe",
            Some("tcnkTCNK"),
            Pieces {
                relevant: "tT",
                ours: "tT",
            },
        ),
        // A corner ends its two edges: no move can pass over it.
        ("corp", None, Any),
        (
            "cenp",
            Some("tcnkTCNK"),
            Pieces {
                relevant: "tTK",
                ours: "tTK",
            },
        ),
        (
            "cors",
            Some("K"),
            Pieces {
                relevant: "tTK",
                ours: "K",
            },
        ),
        (
            "cens",
            Some("K"),
            Pieces {
                relevant: "tTK",
                ours: "K",
            },
        ),
        ("aforh", None, Any),
        ("dforh", None, Any),
        ("aforp", None, Any),
        ("dforp", None, Any),
        ("afors", None, Any),
        ("dfors", None, Any),
        ("sw", Some("n"), OneOf(&["s"])),
        ("swf", Some("y"), OneOf(&["y"])),
        ("efe", Some("n"), OneOf(ALL)),
        ("ber", Some("n"), OneOf(&["n"])),
        ("linc", Some("n"), OneOf(&["n"])),
        ("name", None, Any),
    ]
};

/// The first rule of `entries` (key, value) that is not Copenhagen 11×11
/// as played here, given or by OTN's default; `Err` for a value that does
/// not read (a bad square in a list). Keys not in the table are refused.
fn rules_mismatch(entries: &[(String, String)]) -> Result<Option<(String, String)>, ()> {
    let mismatch = |key: &str, value: &str| Some((key.to_string(), value.to_string()));
    if let Some((key, value)) = entries.iter().find(|(k, _)| {
        !RULES.iter().any(|(known, _, _)| known == k)
            && !matches!(k.as_str(), "dim" | "start" | "starti")
    }) {
        return Ok(mismatch(key, value));
    }
    for &(key, default, expect) in RULES {
        let given = entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str());
        let Some(value) = given.or(default) else {
            continue;
        };
        let agrees = match expect {
            Expect::Any => true,
            Expect::OneOf(values) => values.contains(&value),
            Expect::Pieces { relevant, ours } => relevant
                .chars()
                .all(|c| value.contains(c) == ours.contains(c)),
            Expect::Squares(ours) => {
                if value == "default" {
                    true
                } else {
                    let mut squares = Vec::new();
                    for name in value.split(',').map(str::trim).filter(|n| !n.is_empty()) {
                        let point = Topology::tafl().parse_point(name).ok_or(())?;
                        squares.push(point);
                    }
                    let mut expected: Vec<u8> = ours
                        .iter()
                        .filter_map(|n| Topology::tafl().parse_point(n))
                        .collect();
                    squares.sort_unstable();
                    squares.dedup();
                    expected.sort_unstable();
                    squares == expected
                }
            }
        };
        if !agrees {
            return Ok(mismatch(key, value));
        }
    }
    Ok(None)
}

/// Reads and checks a rules string.
fn read_rules(text: &str) -> Result<Rules, ImportError> {
    let bad = || ImportError::BadRules(text.to_string());
    let mut entries: Vec<(String, String)> = Vec::new();
    for word in text.split_whitespace() {
        match word.split_once(':') {
            Some((key, value)) => {
                let key = key.to_ascii_lowercase();
                if key.is_empty() || entries.iter().any(|(k, _)| *k == key) {
                    return Err(bad());
                }
                entries.push((key, value.to_string()));
            }
            // A list written with spaces after its commas (`cor:a1, k1,`).
            None => match entries.last_mut() {
                Some((_, value)) if value.ends_with(',') => value.push_str(word),
                _ => return Err(bad()),
            },
        }
    }
    let value = |key: &str| {
        entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    };
    let dim = value("dim").ok_or_else(bad)?;
    let size: u32 = dim.parse().map_err(|_| bad())?;
    if size != 11 {
        return Err(ImportError::NotCopenhagen {
            rule: "dim".to_string(),
            value: dim,
        });
    }
    if let Some((rule, value)) = rules_mismatch(&entries).map_err(|()| bad())? {
        return Err(ImportError::NotCopenhagen { rule, value });
    }
    let first = match value("atkf").as_deref() {
        Some("n") => Side::Second,
        _ => Side::First,
    };
    let start = match (value("start"), value("starti")) {
        (Some(_), Some(_)) => return Err(bad()),
        (Some(record), None) => Some((record, false)),
        (None, Some(record)) => Some((record, true)),
        (None, None) => None,
    };
    Ok(Rules { first, start })
}

/// A position record (rank 1 first, or the top rank first when
/// `inverted`) as a Copenhagen setup with `first` to move.
fn read_position(record: &str, inverted: bool, first: Side) -> Result<Setup, ImportError> {
    let trimmed = record.trim();
    let inner = trimmed.strip_prefix('/').unwrap_or(trimmed);
    let inner = inner.strip_suffix('/').unwrap_or(inner);
    let mut ranks: Vec<&str> = inner.split('/').collect();
    if !inverted {
        ranks.reverse();
    }
    if inner.is_empty() || inner.contains(char::is_whitespace) {
        return Err(ImportError::BadPosition(PositionTextError::Malformed(
            record.to_string(),
        )));
    }
    let side = if first == Side::First { 'a' } else { 'd' };
    let text = format!("{} {side}", ranks.join("/"));
    let setup = Setup::parse(GameId::Hnefatafl, Options::default(), &text)
        .map_err(ImportError::BadPosition)?;
    setup.validate().map_err(ImportError::BadSetup)?;
    Ok(setup)
}

/// The moves section with `[…]` comments blanked out (newlines kept, so
/// lines keep their numbers).
fn strip_comments(body: &str, first_line: usize) -> Result<String, ImportError> {
    let mut out = String::with_capacity(body.len());
    let mut line = first_line;
    let mut opened: Option<usize> = None;
    for c in body.chars() {
        if c == '\n' {
            line += 1;
            out.push('\n');
            continue;
        }
        match (opened, c) {
            (None, '[') => opened = Some(line),
            (Some(_), ']') => opened = None,
            (None, c) => out.push(c),
            (Some(_), _) => {}
        }
    }
    match opened {
        Some(line) => Err(ImportError::Malformed {
            line,
            text: "[".to_string(),
        }),
        None => Ok(out),
    }
}

/// Plays the turn lines of the moves section.
fn play_body(body: &str, first_line: usize, replay: &mut Replay) -> Result<(), ImportError> {
    let body = strip_comments(body, first_line)?;
    for line in body.lines() {
        if line.split_whitespace().next().is_some_and(is_variation) {
            continue;
        }
        for word in line.split_whitespace() {
            if word == "---" {
                return Ok(());
            }
            // Turn numbers (`12.`, also `12.d1-d3`) and `.....` fillers.
            let word = strip_move_number(word);
            if word.chars().all(|c| c == '.') {
                continue;
            }
            play_record(word, replay)?;
        }
    }
    Ok(())
}

/// `2a.1.1a.`, `3b.3.1a`: a variation's address.
fn is_variation(word: &str) -> bool {
    let digits = word.chars().take_while(char::is_ascii_digit).count();
    digits > 0 && word[digits..].starts_with(|c: char| c.is_ascii_lowercase()) && word.contains('.')
}

/// Plays one OTN move record.
fn play_record(word: &str, replay: &mut Replay) -> Result<(), ImportError> {
    let index = replay.next_index();
    let bad = |error| ImportError::BadMove {
        index,
        text: word.to_string(),
        error,
    };
    let malformed = || bad(MoveError::Malformed(word.to_string()));
    let body = word.trim_end_matches(['+', '-']);
    let (piece, body) = split_piece(body);
    let (head, captures) = match body.split_once('x') {
        Some((head, captures)) => (head, Some(captures)),
        None => (body, None),
    };
    let mv = Move::parse(head).map_err(|e| match e {
        MoveError::Malformed(_) => malformed(),
        other => bad(other),
    })?;
    let marks = match captures {
        None => None,
        Some(list) => {
            let mut marks = Vec::new();
            for capture in list.split(['/', 'x']) {
                let (_, square) = split_piece(capture);
                let coord = crate::topology::Coord::parse(square).ok_or_else(malformed)?;
                let point = Topology::tafl()
                    .point(coord)
                    .ok_or_else(|| bad(MoveError::OffBoard(square.to_string())))?;
                marks.push(point);
            }
            Some(marks)
        }
    };
    if let Some(letter) = piece {
        let expected = match letter {
            'K' => Some(Piece::King),
            'T' => Some(Piece::Defender),
            't' => Some(Piece::Attacker),
            _ => None,
        };
        let there = replay.game().piece_at(mv.from);
        if there.is_some() && there != expected {
            return Err(ImportError::PieceMismatch {
                index,
                text: word.to_string(),
            });
        }
    }
    replay.play_marked(word, &MarkedMove { mv, marks })
}

/// A leading piece letter (`Ke6-e7`, `xKf6`) and the rest: a letter
/// followed by another letter (a square begins with one letter and a
/// digit).
fn split_piece(text: &str) -> (Option<char>, &str) {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(p), Some(c)) if p.is_ascii_alphabetic() && c.is_ascii_alphabetic() => {
            (Some(p), &text[1..])
        }
        _ => (None, text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_record_is_the_copenhagen_start() {
        let start = Setup::start(GameId::Hnefatafl, Options::default()).unwrap();
        assert_eq!(position_record(&start), START);
        assert_eq!(read_position(START, false, Side::First).unwrap(), start);
        assert_eq!(read_position(START, true, Side::First).unwrap(), start);
    }

    #[test]
    fn variations_are_told_from_turns() {
        assert!(is_variation("2a.1.1a."));
        assert!(is_variation("3b.3.1a"));
        assert!(!is_variation("12."));
        assert!(!is_variation("e5-e8"));
        assert_eq!(split_piece("Ke6-e7"), (Some('K'), "e6-e7"));
        assert_eq!(split_piece("e6-e7"), (None, "e6-e7"));
    }
}
