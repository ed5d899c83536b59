//! The engine's types in JSON, read and written by hand exactly as their
//! `serde` derives do (`engine/src/record.rs`, `engine/src/game_id.rs`),
//! for the saves and the AI worker's messages (see [`crate::json`]).

use crate::engine::{GameId, GameRecord, Options};
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
/// `"setup":…` before the moves when there is one.
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
    Value::object(entries)
}

/// A record: `options` may be missing (the defaults), `setup` missing or
/// `null` (none).
pub(crate) fn record(value: &Value) -> Result<GameRecord, Error> {
    let names = ["version", "game", "options", "setup", "moves"];
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
        conclusion: None,
        facts: Default::default(),
    })
}
