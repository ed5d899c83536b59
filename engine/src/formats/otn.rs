//! OpenTafl notation (OTN) game records, for the three tafl games:
//! Copenhagen 11×11, Brandubh 7×7 and Tablut 9×9.
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
//! line (`/…/`) of the older spec too, `;` and `{…}` comments between
//! them; in the moves, `[…]` comments and the shared
//! `lexer`'s separators and comments; captures present or
//! absent (when present, checked), separated by `/` or by further `x`;
//! piece letters (checked for `K`, `T`, `t`); squares in either case;
//! info symbols (`+`, `-`, `++`, `--`) ignored; `---` (the side to move
//! resigned) or another end word ends the moves, and only comments and
//! variation lines may follow it; variation lines (`2a.1.1a. …`) skipped.
//! `[result:…]` with `[termination:…]` states how a game the board did not
//! decide ended; `event`, `site`, `date`, `round`, `attackers` and
//! `defenders` are the record's facts. `dim` tells the game (7 Brandubh,
//! 9 Tablut, 11 Copenhagen; another size is [`ImportError::OtherBoard`]);
//! the rules string must then describe that game as this engine plays it
//! (the table `RULES`, the overrides of `expectation` and
//! `docs/records.md` list what each key must say), else
//! [`ImportError::OtherRules`] names the first rule that differs.

use super::annotated::{self, AnnotatedGame, MoveTree};
use super::board;
use super::ending::{self, Claim};
use super::facts::{self, Fact, FactsReader};
use super::lexer;
use super::movetext;
use super::otn_tree;
use super::replay::Replay;
use super::{ExportError, Format, ImportError};
use crate::game::AnyGame;
use crate::game_id::Options;
use crate::hnefatafl::{MarkedMove, Move, TaflVariant, COPENHAGEN};
use crate::piece::Piece;
use crate::record::{Conclusion, ConclusionReason, GameRecord, RecordFacts};
use crate::rules::MoveError;
use crate::setup::{PositionTextError, Setup};
use crate::side::{GameResult, Side};
use crate::topology::Topology;
use std::collections::HashSet;

/// OpenTafl's start position record of Copenhagen (rank 1 first; the
/// position is symmetric, so `starti:` reads the same).
#[cfg(test)]
const START: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// The start position record of `variant` (rank 1 first).
fn start_record(variant: TaflVariant) -> String {
    Setup::start(variant.game_id(), Options::default())
        .map(|setup| position_record(&setup))
        .unwrap_or_default()
}

/// The name OTN's `variant` tag gives each game.
fn variant_name(variant: TaflVariant) -> &'static str {
    match variant {
        TaflVariant::Copenhagen => "Copenhagen",
        TaflVariant::Brandubh => "Brandubh",
        TaflVariant::Tablut => "Tablut",
        TaflVariant::Copenhagen13 => "Copenhagen 13x13",
    }
}

/// The rules string for `variant` as played here, `first` to move.
///
/// Copenhagen: `dim:11`; `atkf:y` (the attackers move first; `n` when a
/// set-up gives the defenders the first move); `tfr:l` (OTN has no "the
/// defenders lose whoever repeats": "the repeating side loses" is nearest,
/// and the defenders are the side that must avoid the repetition); `sw:s`
/// (shield walls, a corner closing one). OTN's defaults give the rest:
/// corner escape, enclosure wins, armed king captured on four sides, no
/// jumps, hostile corners and throne (the throne to defenders only when
/// empty), only the king on the throne and corners, flanking required for
/// a shield wall, no edge-fort escape, no berserk.
///
/// Brandubh: `dim:7`, `ks:c` (the king strong on and beside the throne,
/// weak elsewhere), `surf:n` (no enclosure), no shield wall (OTN's
/// default). Tablut: `dim:9`, `esc:e` (edge escape), `ks:c`, `surf:n`,
/// `cor:` (no corner squares) and `cenre:` (nothing goes back onto the
/// throne, the king included). Copenhagen 13×13: Copenhagen's string
/// with `dim:13` (OTN's default corners and throne are those of the
/// board's size).
pub fn rules_string(variant: TaflVariant, first: Side) -> String {
    let atkf = if first == Side::First { 'y' } else { 'n' };
    let start = start_record(variant);
    match variant {
        TaflVariant::Copenhagen => format!("dim:11 atkf:{atkf} tfr:l sw:s start:{start}"),
        TaflVariant::Copenhagen13 => format!("dim:13 atkf:{atkf} tfr:l sw:s start:{start}"),
        TaflVariant::Brandubh => format!("dim:7 atkf:{atkf} tfr:l ks:c surf:n start:{start}"),
        TaflVariant::Tablut => {
            format!("dim:9 esc:e atkf:{atkf} tfr:l ks:c surf:n cor: cenre: start:{start}")
        }
    }
}

/// The record of a Hnefatafl game in OTN.
///
/// # Errors
/// [`ExportError::UnsupportedGame`] for a fox game.
pub fn export(game: &AnyGame) -> Result<String, ExportError> {
    let tree = MoveTree::plain(game.moves());
    write(game, None, &RecordFacts::default(), &tree)
}

/// The record in OTN, replayed first, with how it ended off the board
/// (`[result:…]`, `[termination:…]`, and `---` when the side to move
/// resigned) and its facts.
///
/// # Errors
/// As [`export`], and [`ExportError::BadRecord`] when it does not replay.
pub fn export_record(record: &GameRecord) -> Result<String, ExportError> {
    let game = record.replay().map_err(ExportError::BadRecord)?;
    let tree = MoveTree::plain(game.moves());
    write(&game, record.conclusion_for(&game), &record.facts, &tree)
}

/// The record in OTN with its commentary and variations, in OpenTafl's
/// forms (`[…|…]` comments under each turn, addressed variation lines,
/// the opening comment as `[start-comment:…]`, marks as the first word of
/// a comment; see `otn_tree`).
///
/// # Errors
/// As [`export_record`], and [`ExportError::BadTree`] for a tree that
/// does not fit its record.
pub fn export_annotated(annotated: &AnnotatedGame) -> Result<String, ExportError> {
    let game = annotated.check().map_err(ExportError::BadTree)?;
    let record = &annotated.record;
    write(
        &game,
        record.conclusion_for(&game),
        &record.facts,
        &annotated.tree,
    )
}

fn write(
    game: &AnyGame,
    conclusion: Option<Conclusion>,
    facts: &RecordFacts,
    tree: &MoveTree,
) -> Result<String, ExportError> {
    let Some(variant) = TaflVariant::of_game(game.id()) else {
        return Err(ExportError::UnsupportedGame {
            format: Format::Otn,
            game: game.id(),
        });
    };
    let start = game.start_setup();
    let mut out = String::new();
    let result = game
        .outcome()
        .map(|o| o.result)
        .or(conclusion.map(|c| c.result));
    let result = match result {
        Some(GameResult::Win(Side::First)) => "1",
        Some(GameResult::Win(Side::Second)) => "-1",
        Some(GameResult::Draw) => "0",
        None => "?",
    };
    out.push_str(&format!("[result:{result}]\n"));
    if let Some(outcome) = game.outcome() {
        out.push_str(&format!("[termination:{}]\n", outcome.reason));
    }
    if let Some(reason) = conclusion.and_then(|c| ending::reason_tag(c.reason)) {
        out.push_str(&format!("[termination:{reason}]\n"));
    }
    for fact in Fact::ALL {
        if let Some(value) = fact.get(facts).and_then(facts::clean) {
            out.push_str(&format!("[{}:{value}]\n", fact_tag(fact)));
        }
    }
    out.push_str(&format!(
        "[compiler:Tafl]\n[variant:{}]\n",
        variant_name(variant)
    ));
    if game.custom_start().is_some() {
        out.push_str(&format!("[position:{}]\n", position_record(&start)));
    }
    if let Some(tag) = otn_tree::start_comment_tag(tree) {
        out.push_str(&tag);
    }
    out.push_str(&format!(
        "[rules:{}]\n\n",
        rules_string(variant, start.side_to_move)
    ));
    let resigned = conclusion.is_some_and(|c| {
        c.reason == ConclusionReason::Resignation && c.loser() == Some(game.side_to_move())
    });
    let Ok(mut replay) = AnyGame::from_setup(&start) else {
        return Ok(out);
    };
    otn_tree::write(&mut out, &mut replay, tree, resigned);
    Ok(out)
}

/// The tag each fact is written with (the spec's tag types).
fn fact_tag(fact: Fact) -> &'static str {
    match fact {
        Fact::Event => "event",
        Fact::Site => "site",
        Fact::Date => "date",
        Fact::Round => "round",
        Fact::FirstPlayer => "attackers",
        Fact::SecondPlayer => "defenders",
    }
}

/// The fact a tag (its key in lower case) gives.
fn tag_fact(key: &str) -> Option<Fact> {
    Fact::ALL.into_iter().find(|&fact| fact_tag(fact) == key)
}

/// OTN's position record of a setup: rank 1 first, slashes around.
fn position_record(setup: &Setup) -> String {
    let text = setup.to_text();
    let placement = text.split(' ').next().unwrap_or_default();
    let ranks: Vec<&str> = placement.split('/').rev().collect();
    format!("/{}/", ranks.join("/"))
}

/// Reads an OTN game record of Copenhagen 11×11.
///
/// # Errors
/// [`ImportError`]: no rules, a rules string that does not read, is of
/// another board or is not Copenhagen 11×11, a bad start position, a
/// malformed tag value, the first move that cannot be played (1-based),
/// wrong capture marks or piece letter, an unclosed comment, a word after
/// the end, an end that disagrees with the board or `[result:…]`.
pub fn import(text: &str) -> Result<GameRecord, ImportError> {
    import_annotated(text).map(|annotated| annotated.record)
}

/// Reads an OTN game record with its commentary and variations, as
/// OpenTafl writes them (see `otn_tree`): `[…|…]` comments on the moves
/// of the turn above, `{…}` and `;` comments on the move before them,
/// the `[start-comment:…]` (or the spec's `[starting-comment:…]`) tag as
/// the opening comment, variation lines by their addresses, a mark as a
/// comment's first word or after a move.
///
/// # Errors
/// As [`import`], and for the variations [`ImportError::BadVariation`],
/// [`ImportError::TooDeep`], [`ImportError::InVariation`].
pub fn import_annotated(text: &str) -> Result<AnnotatedGame, ImportError> {
    let text = super::lexer::strip_bom(text);
    let header = read_header(text)?;
    let Some(rules) = header.rules else {
        // A variant of a board Tafl plays still needs its rules.
        if let Some(size) = header
            .variant
            .as_deref()
            .and_then(board::variant_size)
            .filter(|&size| TaflVariant::of_size(size).is_none())
        {
            return Err(ImportError::OtherBoard { size });
        }
        return Err(if header.blank && header.tags == 0 {
            ImportError::Empty
        } else {
            ImportError::MissingTag("rules")
        });
    };
    let rules = read_rules(&rules)?;
    let variant = rules.variant;
    let setup = match (&header.position, &rules.start) {
        (Some(position), _) => read_position(variant, position, false, rules.first)?,
        (None, Some((record, inverted))) => read_position(variant, record, *inverted, rules.first)?,
        (None, None) => read_position(variant, &start_record(variant), false, rules.first)?,
    };
    if let (Some(_), Some((record, inverted))) = (&header.position, &rules.start) {
        // The rules' own start must read even when a position replaces it.
        read_position(variant, record, *inverted, rules.first)?;
    }
    let mut draft = otn_tree::draft(header.body, header.body_line, variant.game_id())?;
    if let Some(comment) = &header.start_comment {
        let opening = draft.opening.take();
        draft.opening = annotated::clean_comment(comment);
        if let Some(opening) = opening {
            annotated::add_comment(&mut draft.opening, &opening);
        }
    }
    let mut replay = Replay::from_setup(&setup)?;
    let (end, tree) = draft.replay(&mut replay, play_record)?;
    movetext::conclude(&replay, header.result, end, header.facts, tree)
}

/// What the header gave.
struct Tags<'a> {
    rules: Option<String>,
    position: Option<String>,
    variant: Option<String>,
    /// `[result:…]` naming a winner or a draw, with the reason its
    /// `[termination:…]` gives.
    result: Option<Claim>,
    facts: RecordFacts,
    /// `[start-comment:…]`: the comment before the first move.
    start_comment: Option<String>,
    tags: usize,
    /// Nothing but comments after the tags.
    blank: bool,
    /// The moves (with the comments before them), and the number of
    /// their first line.
    body: &'a str,
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

/// Reads the tags (and the older spec's bare rules and position lines),
/// passing over blank lines and comments.
fn read_header(text: &str) -> Result<Tags<'_>, ImportError> {
    let mut rules = None;
    let mut position = None;
    let mut variant = None;
    let mut result: Option<(usize, String, GameResult)> = None;
    let mut termination = None;
    let mut start_comment = None;
    let mut facts = FactsReader::default();
    let mut seen: HashSet<String> = HashSet::new();
    let mut lines = lexer::Header::new(text);
    while let Some((number, line)) = lines.peek() {
        let malformed = || ImportError::MalformedTag {
            line: number,
            text: line.to_string(),
        };
        let (key, value) = if let Some((key, value)) = tag(line) {
            (key, value.trim())
        } else if line.starts_with("dim:") {
            ("rules".to_string(), line)
        } else if line.starts_with('/') {
            ("position".to_string(), line)
        } else {
            break;
        };
        lines.advance();
        if !seen.insert(key.clone()) {
            return Err(malformed());
        }
        match key.as_str() {
            "rules" => rules = Some(value.to_string()),
            "position" => position = Some(value.to_string()),
            "variant" => variant = Some(value.to_string()),
            "termination" => termination = Some(value.to_string()),
            "start-comment" | "starting-comment" => {
                if start_comment.is_some() {
                    return Err(malformed());
                }
                start_comment = Some(value.to_string());
            }
            "result" => {
                let stated = match value {
                    "1" => Some(GameResult::Win(Side::First)),
                    "-1" => Some(GameResult::Win(Side::Second)),
                    "0" => Some(GameResult::Draw),
                    "?" => None,
                    _ => return Err(malformed()),
                };
                result = stated.map(|r| (number, line.to_string(), r));
            }
            key => {
                if let Some(fact) = tag_fact(key) {
                    facts.set(fact, value, malformed)?;
                }
            }
        }
    }
    let (body, body_line) = lines.rest_after_tags();
    let blank = lines.rest().0.trim().is_empty();
    let reason = termination.as_deref().and_then(ending::reason_in_text);
    Ok(Tags {
        rules,
        position,
        variant,
        result: result.map(|(line, text, result)| Claim {
            line,
            text,
            result,
            reason,
        }),
        facts: facts.finish(),
        start_comment,
        tags: seen.len(),
        blank,
        body,
        body_line,
    })
}

/// A rules string read: the game, who moves first and the start it gives.
struct Rules {
    variant: TaflVariant,
    first: Side,
    /// The start position record, and whether it is `starti:` (top rank
    /// first).
    start: Option<(String, bool)>,
}

/// How an OTN rule key must read for a game as played here.
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
/// absent) and what Copenhagen as played here needs (`expectation` gives
/// the other games' differences). Keys about how a game ends that the
/// replay judges by this engine's rules anyway (enclosure, repetition,
/// edge forts) take any value.
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
        (
            "cenre",
            Some("tcnkTCNK"),
            Pieces {
                relevant: "K",
                ours: "K",
            },
        ),
        (
            "corre",
            Some("tcnkTCNK"),
            Pieces {
                relevant: "K",
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

/// What `key` must say for `variant`: Copenhagen's entry of `RULES`, or
/// where the other games differ from it.
fn expectation(variant: TaflVariant, key: &str, copenhagen: Expect) -> Expect {
    use Expect::*;
    match (variant, key) {
        (TaflVariant::Copenhagen, _) => copenhagen,
        (TaflVariant::Copenhagen13, "cor") => Squares(&["a1", "m1", "a13", "m13"]),
        (TaflVariant::Copenhagen13, "cen") => Squares(&["g7"]),
        (TaflVariant::Copenhagen13, _) => copenhagen,
        (_, "ks") => OneOf(&["c"]),
        (_, "sw") => OneOf(&["n"]),
        (_, "swf") => Any,
        (TaflVariant::Brandubh, "cor") => Squares(&["a1", "g1", "a7", "g7"]),
        (TaflVariant::Brandubh, "cen") => Squares(&["d4"]),
        (TaflVariant::Tablut, "esc") => OneOf(&["e"]),
        (TaflVariant::Tablut, "cor") => Squares(&[]),
        (TaflVariant::Tablut, "cen") => Squares(&["e5"]),
        // The king is armed: an occupied throne (the king) is an anvil
        // against the attackers whatever `cenh` says, so only the
        // defenders' letter can differ.
        (_, "cenh") => Pieces {
            relevant: "T",
            ours: "",
        },
        // That the king never goes back onto the throne may be written
        // either way (`cens` without `K`, or `cenre` without it): see
        // `king_returns_to_throne`.
        (TaflVariant::Tablut, "cens") => Pieces {
            relevant: "tT",
            ours: "",
        },
        (TaflVariant::Tablut, "cenre") => Any,
        // Tablut has no corner squares: what they would do is moot.
        (TaflVariant::Tablut, "corh" | "corp" | "cors" | "corre") => Any,
        _ => copenhagen,
    }
}

/// The first rule of `entries` (key, value) that is not `variant` as
/// played here, given or by OTN's default; `Err` for a value that does
/// not read (a bad square in a list). Keys not in the table are refused.
fn rules_mismatch(
    variant: TaflVariant,
    entries: &[(String, String)],
) -> Result<Option<(String, String)>, ()> {
    let topology = Topology::of_tafl(variant);
    let mismatch = |key: &str, value: &str| Some((key.to_string(), value.to_string()));
    if let Some((key, value)) = entries.iter().find(|(k, _)| {
        !RULES.iter().any(|(known, _, _)| known == k)
            && !matches!(k.as_str(), "dim" | "start" | "starti")
    }) {
        return Ok(mismatch(key, value));
    }
    for &(key, default, copenhagen) in RULES {
        let expect = expectation(variant, key, copenhagen);
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
                        let point = topology.parse_point(name).ok_or(())?;
                        squares.push(point);
                    }
                    let mut expected: Vec<u8> = ours
                        .iter()
                        .filter_map(|n| topology.parse_point(n))
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
    if variant == TaflVariant::Tablut && king_returns_to_throne(entries) {
        let cenre = entries.iter().find(|(k, _)| k == "cenre");
        return Ok(mismatch(
            "cenre",
            cenre.map_or("tcnkTCNK", |(_, v)| v.as_str()),
        ));
    }
    Ok(None)
}

/// True when the rules let the king stop on the throne after leaving it:
/// `K` among both the pieces that may stop there (`cens`, OTN's default
/// `K`) and those that may enter it again (`cenre`, default all).
fn king_returns_to_throne(entries: &[(String, String)]) -> bool {
    let has_king = |key: &str, default: &str| {
        entries
            .iter()
            .find(|(k, _)| k == key)
            .map_or(default, |(_, v)| v.as_str())
            .contains('K')
    };
    has_king("cens", "K") && has_king("cenre", "tcnkTCNK")
}

/// Reads and checks a rules string.
fn read_rules(text: &str) -> Result<Rules, ImportError> {
    let bad = || ImportError::BadRules(text.to_string());
    let mut entries: Vec<(String, String)> = Vec::new();
    let mut keys: HashSet<String> = HashSet::new();
    for word in text.split_whitespace() {
        match word.split_once(':') {
            Some((key, value)) => {
                let key = key.to_ascii_lowercase();
                if key.is_empty() || !keys.insert(key.clone()) {
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
    let variant = TaflVariant::of_size(size).ok_or(ImportError::OtherBoard { size })?;
    if let Some((rule, value)) = rules_mismatch(variant, &entries).map_err(|()| bad())? {
        return Err(ImportError::OtherRules {
            game: variant.game_id(),
            rule,
            value,
        });
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
    Ok(Rules {
        variant,
        first,
        start,
    })
}

/// A position record (rank 1 first, or the top rank first when
/// `inverted`) as a setup of `variant` with `first` to move.
fn read_position(
    variant: TaflVariant,
    record: &str,
    inverted: bool,
    first: Side,
) -> Result<Setup, ImportError> {
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
    let setup = Setup::parse(variant.game_id(), Options::default(), &text)
        .map_err(ImportError::BadPosition)?;
    setup.validate().map_err(ImportError::BadSetup)?;
    Ok(setup)
}

/// Plays one OTN move record. Squares may be in capitals (`KF6-F5`): the
/// piece letters are told apart first (a letter before a letter), then
/// the squares are read in either case.
fn play_record(replay: &mut Replay, word: &str) -> Result<(), ImportError> {
    let index = replay.next_index();
    let bad = |error| ImportError::BadMove {
        index,
        text: word.to_string(),
        error,
    };
    let malformed = || bad(MoveError::Malformed(word.to_string()));
    let body = word.trim_end_matches(['+', '-']);
    let (piece, body) = split_piece(body);
    let (head, captures) = match body.find(['x', 'X']) {
        Some(at) => (&body[..at], Some(&body[at + 1..])),
        None => (body, None),
    };
    let board = replay
        .game()
        .tafl()
        .map_or(&COPENHAGEN, |game| game.position().board());
    let mv = Move::parse_on(board, &head.to_ascii_lowercase()).map_err(|e| match e {
        MoveError::Malformed(_) => malformed(),
        other => bad(other),
    })?;
    let marks = match captures {
        None => None,
        Some(list) => {
            let mut marks = Vec::new();
            for capture in list.split(['/', 'x', 'X']) {
                let (_, square) = split_piece(capture);
                let square = square.to_ascii_lowercase();
                let coord = crate::topology::Coord::parse(&square).ok_or_else(malformed)?;
                let point = board
                    .point(coord)
                    .ok_or_else(|| bad(MoveError::OffBoard(square.clone())))?;
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
    use crate::game_id::GameId;

    #[test]
    fn the_start_record_is_the_copenhagen_start() {
        let start = Setup::start(GameId::Hnefatafl, Options::default()).unwrap();
        assert_eq!(position_record(&start), START);
        let copenhagen = TaflVariant::Copenhagen;
        assert_eq!(start_record(copenhagen), START);
        assert_eq!(
            read_position(copenhagen, START, false, Side::First).unwrap(),
            start
        );
        assert_eq!(
            read_position(copenhagen, START, true, Side::First).unwrap(),
            start
        );
    }

    #[test]
    fn pieces_are_told_from_squares() {
        assert_eq!(split_piece("Ke6-e7"), (Some('K'), "e6-e7"));
        assert_eq!(split_piece("e6-e7"), (None, "e6-e7"));
    }
}
