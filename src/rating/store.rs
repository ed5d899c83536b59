//! The stored text of a person's ratings (versioned JSON): what the app
//! keeps in localStorage under [`RATINGS_KEY`] and what a backup carries
//! (`crate::saves::backup`). [`encode`] writes it, [`read`] checks every
//! part of it (size, JSON, version, each key, each number, each history
//! entry) so that a damaged text never reaches a rating, and refuses it
//! with a typed error instead of a panic or a silent reset.
//!
//! Format 1 (the first; `"v"` at the top level):
//!
//! ```json
//! {"v":1,"ratings":[{"game":"fox-geese","options":{"geese":13,"sideways":false},
//!   "side":"second","rating":152370,"deviation":12020,"volatility":60000000,
//!   "history":[[1780000000000,152370,12020,"hard","win"]]}]}
//! ```
//!
//! One object a rated key (game, table options, the person's side), its
//! Glicko-2 numbers, and its history oldest first, each rated game as
//! `[date epoch ms, rating after, deviation after, level, result]` (an
//! array: 500 of them stay about 25 kB). Ratings and deviations are whole
//! numbers of hundredths of a point (152370 is 1523.70), the volatility of
//! billionths (60000000 is 0.06): the app writes no fractions into JSON,
//! and a person's ratings are kept to these steps
//! ([`super::ratings::POINT_STEPS`]), so they read back exactly. A text of
//! a newer format is reported as such, not guessed at: the newer app that
//! wrote it reads it.

use super::glicko::Rating;
use super::ratings::{
    to_step, RatedGame, RatingKey, Ratings, RatingsError, Score, SideRating, POINT_STEPS,
    VOLATILITY_STEPS,
};
use crate::ai::Level;
use crate::engine::{GameId, Options, Side};
use crate::json::macros::json_struct;
use crate::json::{self, Json, Reader, Writer};
use std::fmt;

/// Where the app keeps the ratings in localStorage.
pub const RATINGS_KEY: &str = "tafl.ratings";

/// The format [`encode`] writes and the newest [`read`] reads.
pub const RATINGS_VERSION: u32 = 1;

/// Longest text [`read`] reads (4 MiB): 18 keys of 500 games each take
/// under 0.5 MiB; a bound on the work a damaged text can cause.
pub const MAX_RATINGS_LEN: usize = 4 << 20;

/// Why a text is not a person's ratings.
#[derive(Clone, Debug, PartialEq)]
pub enum StoreError {
    /// Longer than [`MAX_RATINGS_LEN`] bytes.
    TooLarge(usize),
    /// Not JSON, or not the shape of the ratings (the reader's message).
    Unreadable(String),
    /// Written by a newer version of Tafl, in format `v`.
    NewerVersion(u64),
    /// Well-formed, but a value in it is not a rating (out of range, a
    /// game never rated, a key twice).
    Invalid(RatingsError),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::TooLarge(n) => write!(
                f,
                "ratings of {n} bytes are over the {MAX_RATINGS_LEN}-byte limit"
            ),
            StoreError::Unreadable(why) => write!(f, "ratings are unreadable: {why}"),
            StoreError::NewerVersion(v) => write!(
                f,
                "ratings are in format {v}, newer than this build reads ({RATINGS_VERSION})"
            ),
            StoreError::Invalid(e) => write!(f, "ratings hold a bad value: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<json::Error> for StoreError {
    fn from(e: json::Error) -> StoreError {
        StoreError::Unreadable(e.to_string())
    }
}

impl From<RatingsError> for StoreError {
    fn from(e: RatingsError) -> StoreError {
        StoreError::Invalid(e)
    }
}

/// `value` as a whole number of steps, `per` steps a unit (a value out
/// of any range a rating may hold saturates, and is refused when read
/// back).
pub(crate) fn steps(value: f64, per: f64) -> i64 {
    (value * per).round() as i64
}

/// A number of steps read back as the value, to the step.
pub(crate) fn from_steps(steps: i64, per: f64) -> f64 {
    to_step(steps as f64 / per, per)
}

/// The format version alone, every other key skipped.
struct Version {
    v: u64,
}

json_struct!(Version { v: "v" });

/// The stored text, field for field.
struct Stored {
    v: u64,
    ratings: Vec<StoredKey>,
}

json_struct!(Stored {
    v: "v",
    ratings: "ratings",
});

/// One rated key with its Glicko-2 numbers in steps and its history.
struct StoredKey {
    game: GameId,
    options: Options,
    side: Side,
    rating: i64,
    deviation: i64,
    volatility: i64,
    history: Vec<StoredGame>,
}

json_struct!(StoredKey {
    game: "game",
    options: "options",
    side: "side",
    rating: "rating",
    deviation: "deviation",
    volatility: "volatility",
    history: "history",
});

/// One rated game: `[date epoch ms, rating, deviation, level, result]`.
struct StoredGame {
    date_ms: i64,
    rating: i64,
    deviation: i64,
    level: String,
    score: String,
}

/// Dates beyond this many milliseconds from 1970 (285,000 years) are
/// refused: no rated game was played then.
const LATEST_DATE_MS: i64 = 9_000_000_000_000_000;

impl Json for StoredGame {
    fn write_json(&self, w: &mut Writer) {
        w.open_array();
        for number in [self.date_ms, self.rating, self.deviation] {
            w.item();
            w.signed(number);
        }
        for word in [&self.level, &self.score] {
            w.item();
            w.string(word);
        }
        w.close_array();
    }

    fn read_json(r: &mut Reader<'_>) -> Result<StoredGame, json::Error> {
        let at = r.at();
        let shape = json::Error::Expected {
            at,
            what: "a rated game [date, rating, deviation, level, result]",
        };
        let mut numbers = Vec::with_capacity(3);
        let mut words = Vec::with_capacity(2);
        r.array(&mut |r| {
            if numbers.len() < 3 {
                numbers.push(r.integer::<i64>("a whole number")?);
            } else if words.len() < 2 {
                words.push(r.string()?);
            } else {
                return Err(shape.clone());
            }
            Ok(())
        })?;
        let [date_ms, rating, deviation]: [i64; 3] =
            numbers.try_into().map_err(|_| shape.clone())?;
        let [level, score]: [String; 2] = words.try_into().map_err(|_| shape.clone())?;
        if date_ms.abs() > LATEST_DATE_MS {
            return Err(json::Error::Expected {
                at,
                what: "a date in whole milliseconds",
            });
        }
        Ok(StoredGame {
            date_ms,
            rating,
            deviation,
            level,
            score,
        })
    }
}

impl StoredGame {
    fn of(game: &RatedGame) -> StoredGame {
        StoredGame {
            date_ms: game.date_ms(),
            rating: steps(game.rating(), POINT_STEPS),
            deviation: steps(game.deviation(), POINT_STEPS),
            level: game.level().as_str().to_string(),
            score: game.score().as_str().to_string(),
        }
    }

    fn rated_game(&self) -> Result<RatedGame, StoreError> {
        let level: Level = self
            .level
            .parse()
            .map_err(|_| StoreError::Unreadable(format!("\"{}\" is not a level", self.level)))?;
        let score: Score = self.score.parse()?;
        Ok(RatedGame::from_parts(
            self.date_ms,
            from_steps(self.rating, POINT_STEPS),
            from_steps(self.deviation, POINT_STEPS),
            level,
            score,
        )?)
    }
}

impl StoredKey {
    fn of(key: &RatingKey, side_rating: &SideRating) -> StoredKey {
        let rating = side_rating.rating();
        StoredKey {
            game: key.game(),
            options: key.options(),
            side: key.side(),
            rating: steps(rating.rating(), POINT_STEPS),
            deviation: steps(rating.deviation(), POINT_STEPS),
            volatility: steps(rating.volatility(), VOLATILITY_STEPS),
            history: side_rating.history().iter().map(StoredGame::of).collect(),
        }
    }

    fn entry(&self) -> Result<(RatingKey, SideRating), StoreError> {
        let key =
            RatingKey::new(self.game, self.options, self.side).map_err(RatingsError::Level)?;
        let rating = Rating::from_parts(
            from_steps(self.rating, POINT_STEPS),
            from_steps(self.deviation, POINT_STEPS),
            from_steps(self.volatility, VOLATILITY_STEPS),
        )
        .map_err(RatingsError::Rating)?;
        let history = self
            .history
            .iter()
            .map(StoredGame::rated_game)
            .collect::<Result<_, _>>()?;
        Ok((key, SideRating::from_parts(rating, history)))
    }
}

/// The stored text of `ratings` (format [`RATINGS_VERSION`]).
pub fn encode(ratings: &Ratings) -> String {
    json::to_text(&Stored {
        v: u64::from(RATINGS_VERSION),
        ratings: ratings
            .entries()
            .iter()
            .map(|(key, rating)| StoredKey::of(key, rating))
            .collect(),
    })
}

/// Reads a person's ratings from their stored text: the version first,
/// then every entry checked. Never panics.
///
/// # Errors
/// Too long, not JSON, not the shape, a newer format, or a value that is
/// not a rating: nothing is half read.
pub fn read(text: &str) -> Result<Ratings, StoreError> {
    if text.len() > MAX_RATINGS_LEN {
        return Err(StoreError::TooLarge(text.len()));
    }
    let version = json::from_text::<Version>(text)?.v;
    if version > u64::from(RATINGS_VERSION) {
        return Err(StoreError::NewerVersion(version));
    }
    if version < u64::from(RATINGS_VERSION) {
        return Err(StoreError::Unreadable(format!(
            "format {version} was never written"
        )));
    }
    let stored: Stored = json::from_text(text)?;
    let entries = stored
        .ratings
        .iter()
        .map(StoredKey::entry)
        .collect::<Result<_, _>>()?;
    Ok(Ratings::from_entries(entries)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Options};

    const T0: i64 = 1_780_000_000_000;

    fn played() -> Ratings {
        let mut ratings = Ratings::new();
        let geese = RatingKey::new(GameId::FoxGeese, Options::default(), Side::Second).unwrap();
        let attackers = RatingKey::new(GameId::Hnefatafl, Options::default(), Side::First).unwrap();
        for (i, score) in [Score::Win, Score::Loss, Score::Draw]
            .into_iter()
            .enumerate()
        {
            ratings.record(geese, Level::Hard, score, T0 + i as i64 * 1000);
        }
        ratings.record(attackers, Level::Easy, Score::Win, T0 + 5 * 86_400_000);
        ratings
    }

    #[test]
    fn ratings_read_back_exactly() {
        let ratings = played();
        let text = encode(&ratings);
        assert_eq!(read(&text), Ok(ratings));
        assert_eq!(read(&encode(&Ratings::new())), Ok(Ratings::new()));
        assert!(text.starts_with("{\"v\":1,\"ratings\":[{\"game\":\"fox-geese\""));
        assert!(text.contains(",\"history\":[[1780000000000,"), "{text}");
        assert!(text.contains(",\"hard\",\"win\"],"), "{text}");
    }

    /// The form the module documentation shows reads as it says.
    #[test]
    fn the_documented_form_reads() {
        let text = r#"{"v":1,"ratings":[{"game":"fox-geese","options":{"geese":13,"sideways":false},
          "side":"second","rating":152370,"deviation":12020,"volatility":60000000,
          "history":[[1780000000000,152370,12020,"hard","win"]]}]}"#;
        let ratings = read(text).unwrap();
        let (key, side) = &ratings.entries()[0];
        assert_eq!((key.game(), key.side()), (GameId::FoxGeese, Side::Second));
        assert_eq!(side.rating().rating(), 1523.7);
        assert_eq!(side.rating().deviation(), 120.2);
        assert_eq!(side.rating().volatility(), 0.06);
        assert_eq!(side.history()[0].rating(), 1523.7);
        assert_eq!(side.history()[0].level(), Level::Hard);
        assert_eq!(side.history()[0].score(), Score::Win);
    }

    fn refused(text: &str) -> StoreError {
        read(text).expect_err(text)
    }

    #[test]
    fn damaged_texts_are_refused_by_kind() {
        let good = encode(&played());
        assert!(matches!(refused(""), StoreError::Unreadable(_)));
        assert!(matches!(
            refused(&good[..good.len() - 1]),
            StoreError::Unreadable(_)
        ));
        assert!(matches!(
            refused("{\"ratings\":[]}"),
            StoreError::Unreadable(_)
        ));
        assert!(matches!(
            refused("{\"v\":0,\"ratings\":[]}"),
            StoreError::Unreadable(_)
        ));
        assert!(matches!(
            refused("{\"v\":1.5,\"ratings\":[]}"),
            StoreError::Unreadable(_)
        ));
        assert_eq!(
            refused("{\"v\":2,\"ratings\":[]}"),
            StoreError::NewerVersion(2)
        );
        assert!(matches!(refused("{\"v\":1}"), StoreError::Unreadable(_)));
        assert!(matches!(
            refused(&good.replacen("\"rating\":", "\"rating\":9", 1)),
            StoreError::Invalid(RatingsError::Rating(_))
        ));
        assert!(matches!(
            refused(&good.replacen("\"deviation\":", "\"deviation\":-", 1)),
            StoreError::Invalid(RatingsError::Rating(_))
        ));
        assert!(matches!(
            refused(&good.replacen("\"hard\",\"win\"", "\"hard\",\"won\"", 1)),
            StoreError::Invalid(RatingsError::Score(_))
        ));
        assert!(matches!(
            refused(&good.replacen("\"hard\"", "\"expert\"", 1)),
            StoreError::Unreadable(_)
        ));
        assert!(matches!(
            refused(&good.replacen("[1780000000000,", "[-1,", 1)),
            StoreError::Invalid(RatingsError::Date(-1))
        ));
        assert!(matches!(
            refused(&good.replacen("[1780000000000,", "[1.5,", 1)),
            StoreError::Unreadable(_)
        ));
        assert!(matches!(
            refused(&good.replacen("\"geese\":13", "\"geese\":14", 1)),
            StoreError::Invalid(RatingsError::Level(_))
        ));
        assert!(matches!(
            refused(&good.replacen("\"side\":\"second\"", "\"side\":\"third\"", 1)),
            StoreError::Unreadable(_)
        ));
        // The same key twice.
        let one = encode(&{
            let mut r = Ratings::new();
            let k = RatingKey::new(GameId::TwoFoxes, Options::default(), Side::First).unwrap();
            r.record(k, Level::Easy, Score::Win, T0);
            r
        });
        let entry = &one[one.find("[{").unwrap() + 1..one.len() - 2];
        let twice = format!("{{\"v\":1,\"ratings\":[{entry},{entry}]}}");
        assert!(matches!(
            refused(&twice),
            StoreError::Invalid(RatingsError::Duplicate(_))
        ));
        let huge = " ".repeat(MAX_RATINGS_LEN + 1);
        assert_eq!(refused(&huge), StoreError::TooLarge(MAX_RATINGS_LEN + 1));
    }

    /// Every error has a message naming what is wrong.
    #[test]
    fn errors_say_what_is_wrong() {
        assert!(refused("{\"v\":3,\"ratings\":[]}")
            .to_string()
            .contains("newer"));
        let bad = encode(&played()).replacen("\"deviation\":", "\"deviation\":-", 1);
        assert!(refused(&bad).to_string().contains("deviation"));
    }
}
