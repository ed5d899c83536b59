//! The JSON form of the engine's types that the saves and the AI worker's
//! messages carry: a game record with its options, how it ended off the
//! board and its facts. The one definition of that form (the engine has
//! no JSON of its own): docs/records.md, "The JSON save record", shows it;
//! the tests beside this file and `tests/saved_texts.rs` check it against
//! the docs and against the saved texts of every version of Tafl.

use super::macros::{json_names, json_struct};
use super::{Error, Json, Reader, Writer};
use crate::engine::{
    Conclusion, ConclusionReason, GameId, GameRecord, GameResult, Options, RecordFacts, Side,
};

impl Json for GameId {
    /// `"fox-geese"`, `"two-foxes"`, `"great-cross"`, `"hnefatafl"`: the
    /// engine's names.
    fn write_json(&self, w: &mut Writer) {
        w.string(self.as_str());
    }
    fn read_json(r: &mut Reader<'_>) -> Result<GameId, Error> {
        let at = r.at();
        r.string()?.parse().map_err(|_| Error::Expected {
            at,
            what: "fox-geese, two-foxes, great-cross or hnefatafl",
        })
    }
}

json_struct!(Options {
    geese: "geese",
    sideways: "sideways",
});

// A side as the saves' correspondence names it (`"first"`, `"second"`).
json_names!(Side {
    Side::First = "first",
    Side::Second = "second",
});

impl Json for GameResult {
    /// `{"Win":"First"}`, `{"Win":"Second"}` or `"Draw"` (docs/records.md;
    /// the form serde's derives gave it when the engine had them, kept).
    fn write_json(&self, w: &mut Writer) {
        match self {
            GameResult::Win(side) => {
                w.open_variant("Win");
                w.string(match side {
                    Side::First => "First",
                    Side::Second => "Second",
                });
                w.close_object();
            }
            GameResult::Draw => w.string("Draw"),
        }
    }
    fn read_json(r: &mut Reader<'_>) -> Result<GameResult, Error> {
        let at = r.at();
        let result = match r.variant()? {
            (name, false) if name == "Draw" => return Ok(GameResult::Draw),
            (name, true) if name == "Win" => match r.string()?.as_str() {
                "First" => GameResult::Win(Side::First),
                "Second" => GameResult::Win(Side::Second),
                _ => {
                    return Err(Error::Expected {
                        at,
                        what: "First or Second",
                    })
                }
            },
            _ => {
                return Err(Error::Expected {
                    at,
                    what: "a result: Win or Draw",
                })
            }
        };
        r.close_variant()?;
        Ok(result)
    }
}

json_names!(ConclusionReason {
    ConclusionReason::Resignation = "Resignation",
    ConclusionReason::Timeout = "Timeout",
    ConclusionReason::Agreement = "Agreement",
    ConclusionReason::Unstated = "Unstated",
});

json_struct!(Conclusion {
    result: "result",
    reason: "reason",
});

json_struct!(RecordFacts {
    first_player: "first_player" = omit,
    second_player: "second_player" = omit,
    date: "date" = omit,
    event: "event" = omit,
    site: "site" = omit,
    round: "round" = omit,
});

json_struct!(GameRecord {
    version: "version",
    game: "game",
    options: "options" = default,
    setup: "setup" = omit,
    moves: "moves",
    conclusion: "conclusion" = omit,
    facts: "facts" = omit,
});

#[cfg(test)]
mod tests;
