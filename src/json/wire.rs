//! The engine's types in JSON, read and written by hand exactly as their
//! `serde` derives do (`engine/src/record.rs`, `engine/src/game_id.rs`),
//! for the saves and the AI worker's messages (see [`crate::json`]).

use crate::engine::{Conclusion, ConclusionReason, GameId, GameRecord, GameResult, Options, Side};
use crate::json::{self, Error, Value};

/// `"fox-geese"`, …
pub(crate) fn game_id_value(game: GameId) -> Value {
    Value::from(game.as_str())
}

/// A game id: its name, or serde's object form `{"fox-geese":null}`.
pub(crate) fn game_id(value: &Value) -> Result<GameId, Error> {
    let (name, content) = json::variant(value)?;
    let game = name
        .parse()
        .map_err(|_| Error::Expected("fox-geese, two-foxes, great-cross or hnefatafl"))?;
    json::unit(content)?;
    Ok(game)
}

/// `{"geese":13,"sideways":false}`
pub(crate) fn options_value(options: Options) -> Value {
    Value::object(vec![
        ("geese", Value::from(u64::from(options.geese))),
        ("sideways", Value::from(options.sideways)),
    ])
}

pub(crate) fn options(value: &Value) -> Result<Options, Error> {
    let (f, _) = json::fields(value, &["geese", "sideways"], "struct Options")?;
    Ok(Options {
        geese: json::to_u8(json::required(f[0], "geese")?)?,
        sideways: json::to_bool(json::required(f[1], "sideways")?)?,
    })
}

/// `{"version":1,"game":…,"options":{…},"moves":[…]}`, with
/// `"setup":…` before the moves when there is one and `"conclusion":…`
/// after them when the game ended off the board (a resignation, a flag
/// fall, a draw agreed), as serde writes the record.
pub(crate) fn record_value(record: &GameRecord) -> Value {
    let mut entries = vec![
        ("version", Value::from(u64::from(record.version))),
        ("game", game_id_value(record.game)),
        ("options", options_value(record.options)),
    ];
    if let Some(setup) = &record.setup {
        entries.push(("setup", Value::from(setup.as_str())));
    }
    entries.push(("moves", Value::from(record.moves.as_slice())));
    if let Some(conclusion) = &record.conclusion {
        entries.push(("conclusion", conclusion_value(conclusion)));
    }
    Value::object(entries)
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "First",
        Side::Second => "Second",
    }
}

/// How a game ended off the board, as serde writes [`Conclusion`]:
/// `{"result":{"Win":"First"},"reason":"Resignation"}`,
/// `{"result":"Draw","reason":"Agreement"}`.
fn conclusion_value(conclusion: &Conclusion) -> Value {
    let result = match conclusion.result {
        GameResult::Win(side) => Value::object(vec![("Win", Value::from(side_name(side)))]),
        GameResult::Draw => Value::from("Draw"),
    };
    let reason = match conclusion.reason {
        ConclusionReason::Resignation => "Resignation",
        ConclusionReason::Timeout => "Timeout",
        ConclusionReason::Agreement => "Agreement",
        ConclusionReason::Unstated => "Unstated",
    };
    Value::object(vec![("result", result), ("reason", Value::from(reason))])
}

fn side(value: &Value) -> Result<Side, Error> {
    let (name, content) = json::variant(value)?;
    json::unit(content)?;
    match name {
        "First" => Ok(Side::First),
        "Second" => Ok(Side::Second),
        _ => Err(Error::Expected("First or Second")),
    }
}

fn conclusion(value: &Value) -> Result<Conclusion, Error> {
    let (f, _) = json::fields(value, &["result", "reason"], "struct Conclusion")?;
    let (name, content) = json::variant(json::required(f[0], "result")?)?;
    let result = match name {
        "Win" => GameResult::Win(side(json::content(content, "the side that won")?)?),
        "Draw" => {
            json::unit(content)?;
            GameResult::Draw
        }
        _ => return Err(Error::Expected("Win or Draw")),
    };
    let (name, content) = json::variant(json::required(f[1], "reason")?)?;
    json::unit(content)?;
    let reason = match name {
        "Resignation" => ConclusionReason::Resignation,
        "Timeout" => ConclusionReason::Timeout,
        "Agreement" => ConclusionReason::Agreement,
        "Unstated" => ConclusionReason::Unstated,
        _ => {
            return Err(Error::Expected(
                "Resignation, Timeout, Agreement or Unstated",
            ))
        }
    };
    Ok(Conclusion { result, reason })
}

/// A record: `options` may be missing (the defaults), `setup` and
/// `conclusion` missing or `null` (none: every save from before
/// conclusions were kept reads as a game not ended off the board).
pub(crate) fn record(value: &Value) -> Result<GameRecord, Error> {
    let names = ["version", "game", "options", "setup", "moves", "conclusion"];
    let (f, _) = json::fields(value, &names, "struct GameRecord")?;
    Ok(GameRecord {
        version: json::to_u32(json::required(f[0], "version")?)?,
        game: game_id(json::required(f[1], "game")?)?,
        options: f[2].map_or(Ok(Options::default()), options)?,
        setup: match f[3] {
            None | Some(Value::Null) => None,
            Some(v) => Some(json::to_string(v)?),
        },
        moves: json::to_strings(json::required(f[4], "moves")?)?,
        conclusion: match f[5] {
            None | Some(Value::Null) => None,
            Some(v) => Some(conclusion(v)?),
        },
        facts: Default::default(),
    })
}
