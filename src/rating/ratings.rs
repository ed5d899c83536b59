//! A person's ratings against the computer: one Glicko-2 rating per game,
//! table options and side, each with the history of its rated games (for
//! a small chart). Pure data with checked constructors; the app stores it
//! in localStorage and draws it.
//!
//! Why per side: the sides of these games are different games (in Fox and
//! Geese with 13 geese the fox wins nearly always), so a person is rated
//! separately as the fox and as the geese, against the computer's rating
//! on the other side. Why per table options: Fox and Geese with 13 geese
//! and with 17, with and without sideways steps, are as different; the
//! other games have no options.
//!
//! A rated game updates the rating at once (a rating period is one game,
//! [`super::glicko`]), after the deviation has grown for the days since the
//! previous rated game on the same key.

use super::glicko::{self, Game, Opponent, Rating, RatingError};
use super::levels::{calibration_index, LevelError, CALIBRATIONS};
use crate::ai::Level;
use crate::clock::DAY_MS;
use crate::engine::{GameId, GameResult, Options, Side};
use std::fmt;
use std::str::FromStr;

/// Rated games kept in a history: the chart's span. Older entries are
/// dropped (the rating itself carries everything they said), so a save
/// stays small (about 25 kB a key at most).
pub const HISTORY_LIMIT: usize = 500;

/// A person's result in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// The person's score when `person` played and the game ended in
    /// `result`.
    pub fn of(result: GameResult, person: Side) -> Score {
        match result {
            GameResult::Draw => Score::Draw,
            GameResult::Win(side) if side == person => Score::Win,
            GameResult::Win(_) => Score::Loss,
        }
    }

    /// 1, ½ or 0.
    pub fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }

    /// The word saved: `win`, `draw`, `loss`.
    pub fn as_str(self) -> &'static str {
        match self {
            Score::Win => "win",
            Score::Draw => "draw",
            Score::Loss => "loss",
        }
    }
}

impl FromStr for Score {
    type Err = RatingsError;

    fn from_str(text: &str) -> Result<Score, RatingsError> {
        match text {
            "win" => Ok(Score::Win),
            "draw" => Ok(Score::Draw),
            "loss" => Ok(Score::Loss),
            _ => Err(RatingsError::Score(text.chars().take(20).collect())),
        }
    }
}

/// What is wrong with saved ratings.
#[derive(Clone, Debug, PartialEq)]
pub enum RatingsError {
    /// A rating, deviation or volatility out of range.
    Rating(RatingError),
    /// A game and options without rated games: options it cannot be played
    /// with, or not calibrated.
    Level(LevelError),
    /// A date below zero (epoch ms).
    Date(i64),
    /// A result word that is not `win`, `draw` or `loss`.
    Score(String),
    /// The same game, options and side twice.
    Duplicate(RatingKey),
}

impl fmt::Display for RatingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingsError::Rating(e) => e.fmt(f),
            RatingsError::Level(e) => e.fmt(f),
            RatingsError::Date(ms) => write!(f, "{ms} is not a date"),
            RatingsError::Score(s) => write!(f, "'{s}' is not a result (win, draw, loss)"),
            RatingsError::Duplicate(key) => {
                write!(f, "{} is rated twice for one side", key.game())
            }
        }
    }
}

impl std::error::Error for RatingsError {}

impl From<RatingError> for RatingsError {
    fn from(e: RatingError) -> RatingsError {
        RatingsError::Rating(e)
    }
}

impl From<LevelError> for RatingsError {
    fn from(e: LevelError) -> RatingsError {
        RatingsError::Level(e)
    }
}

/// What one rating is for: a game, its table options, the person's side.
/// Only calibrated games and options have keys (rated games need the
/// levels' ratings there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RatingKey {
    game: GameId,
    options: Options,
    side: Side,
    /// The index of the game's calibration in [`CALIBRATIONS`] (a function
    /// of `game` and `options`).
    table: usize,
}

impl RatingKey {
    /// The key of `game` with `options`, the person playing `side`.
    ///
    /// # Errors
    /// Options the game cannot be played with, or not calibrated.
    pub fn new(game: GameId, options: Options, side: Side) -> Result<RatingKey, LevelError> {
        let table = calibration_index(game, options)?;
        Ok(RatingKey {
            game,
            options,
            side,
            table,
        })
    }

    pub fn game(&self) -> GameId {
        self.game
    }

    pub fn options(&self) -> Options {
        self.options
    }

    /// The side the person plays.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The computer level `level` as the opponent on this key: its rating
    /// on the other side.
    pub fn opponent(&self, level: Level) -> Opponent {
        CALIBRATIONS[self.table].rating(self.side.opposite(), level)
    }
}

/// One rated game in a history: when, the rating after it, against which
/// level, and how it went.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedGame {
    date_ms: i64,
    rating: f64,
    deviation: f64,
    level: Level,
    score: Score,
}

impl RatedGame {
    /// A saved history entry, checked: a date not below zero, a rating and
    /// deviation in [`Rating::from_parts`]'s ranges.
    ///
    /// # Errors
    /// The first value out of range.
    pub fn from_parts(
        date_ms: i64,
        rating: f64,
        deviation: f64,
        level: Level,
        score: Score,
    ) -> Result<RatedGame, RatingsError> {
        if date_ms < 0 {
            return Err(RatingsError::Date(date_ms));
        }
        let checked = Opponent::new(rating, deviation)?;
        Ok(RatedGame {
            date_ms,
            rating: checked.rating(),
            deviation: checked.deviation(),
            level,
            score,
        })
    }

    /// When the game ended, epoch ms.
    pub fn date_ms(&self) -> i64 {
        self.date_ms
    }

    /// The rating after the game.
    pub fn rating(&self) -> f64 {
        self.rating
    }

    /// The deviation after the game.
    pub fn deviation(&self) -> f64 {
        self.deviation
    }

    /// The computer's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The person's result.
    pub fn score(&self) -> Score {
        self.score
    }
}

/// A person's rating on one key and the history behind it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct SideRating {
    rating: Rating,
    history: Vec<RatedGame>,
}

impl SideRating {
    /// A newcomer's: 1500 / 350 / 0.06, no games.
    pub fn new() -> SideRating {
        SideRating::default()
    }

    /// A saved rating with its history, oldest first; a history longer
    /// than [`HISTORY_LIMIT`] keeps its newest entries.
    pub fn from_parts(rating: Rating, mut history: Vec<RatedGame>) -> SideRating {
        if history.len() > HISTORY_LIMIT {
            history.drain(..history.len() - HISTORY_LIMIT);
        }
        SideRating { rating, history }
    }

    /// The rating after the last rated game.
    pub fn rating(&self) -> Rating {
        self.rating
    }

    /// The rated games kept, oldest first.
    pub fn history(&self) -> &[RatedGame] {
        &self.history
    }

    /// When the last rated game ended.
    pub fn last_played_ms(&self) -> Option<i64> {
        self.history.last().map(|g| g.date_ms)
    }

    /// The rating as it stands at `now_ms`: the deviation grown for the
    /// time since the last rated game (what to show, and what the next
    /// game starts from).
    pub fn current(&self, now_ms: i64) -> Rating {
        let days = match self.last_played_ms() {
            Some(last) => now_ms.saturating_sub(last).max(0) as f64 / DAY_MS as f64,
            None => 0.0,
        };
        self.rating.after_days_away(days)
    }

    /// Records a rated game against `level` (rated `opponent`) that ended
    /// at `now_ms` with `score`; returns the history entry.
    pub fn record(
        &mut self,
        level: Level,
        opponent: Opponent,
        score: Score,
        now_ms: i64,
    ) -> RatedGame {
        self.rating = rated_result(self, opponent, score, now_ms);
        let entry = RatedGame {
            date_ms: now_ms.max(0),
            rating: self.rating.rating(),
            deviation: self.rating.deviation(),
            level,
            score,
        };
        self.history.push(entry);
        if self.history.len() > HISTORY_LIMIT {
            self.history.remove(0);
        }
        entry
    }
}

/// Rating and deviation are kept to the hundredth of a point (this many
/// steps a point), the volatility to the billionth ([`VOLATILITY_STEPS`]):
/// the stored text holds them as whole numbers of steps (`super::store`),
/// so what is kept reads back exactly.
pub const POINT_STEPS: f64 = 100.0;

/// Steps of the kept volatility per unit (a game moves it by about 10⁻⁵).
pub const VOLATILITY_STEPS: f64 = 1e9;

/// `value` to the nearest step, `steps` a unit (dividing by a whole
/// number gives the float nearest the decimal, as reading it back does).
pub(crate) fn to_step(value: f64, steps: f64) -> f64 {
    (value * steps).round() / steps
}

/// `rating` as it is kept: rating and deviation to the hundredth,
/// volatility to the billionth (the puzzle rating is kept the same way).
pub(crate) fn kept(rating: Rating) -> Rating {
    // Rounding keeps a value inside its whole-numbered bounds.
    Rating::from_parts(
        to_step(rating.rating(), POINT_STEPS),
        to_step(rating.deviation(), POINT_STEPS),
        to_step(rating.volatility(), VOLATILITY_STEPS),
    )
    .unwrap_or(rating)
}

/// The person's new rating after a rated game against a computer level
/// rated `level` (its calibrated rating, the calibration's standard error
/// as its deviation), ending at `now_ms` with `score`: Glicko-2 with the
/// game as one rating period, after the deviation has grown for the days
/// since the previous rated game; kept to the hundredth of a point.
pub fn rated_result(person: &SideRating, level: Opponent, score: Score, now_ms: i64) -> Rating {
    let before = person.current(now_ms);
    // A Score's points are always 0, ½ or 1.
    match Game::new(level, score.points()) {
        Ok(game) => kept(glicko::update(before, &[game])),
        Err(_) => before,
    }
}

/// All of a person's ratings against the computer.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Ratings {
    entries: Vec<(RatingKey, SideRating)>,
}

impl Ratings {
    /// No ratings yet.
    pub fn new() -> Ratings {
        Ratings::default()
    }

    /// Saved ratings read back.
    ///
    /// # Errors
    /// A key that appears twice.
    pub fn from_entries(entries: Vec<(RatingKey, SideRating)>) -> Result<Ratings, RatingsError> {
        for (i, (key, _)) in entries.iter().enumerate() {
            if entries[..i].iter().any(|(k, _)| k == key) {
                return Err(RatingsError::Duplicate(*key));
            }
        }
        Ok(Ratings { entries })
    }

    /// Every key rated, in the order first rated.
    pub fn entries(&self) -> &[(RatingKey, SideRating)] {
        &self.entries
    }

    /// The rating on `key`, if the person has played a rated game there.
    pub fn get(&self, key: RatingKey) -> Option<&SideRating> {
        self.entries.iter().find(|(k, _)| *k == key).map(|(_, r)| r)
    }

    /// The person's rating on `key` at `now_ms` (a newcomer's if none).
    pub fn current(&self, key: RatingKey, now_ms: i64) -> Rating {
        self.get(key).map_or(Rating::NEW, |r| r.current(now_ms))
    }

    /// Records a finished rated game: the person played `key`'s side
    /// against the computer at `level`, with `score`, ending at `now_ms`.
    /// Returns the history entry (the new rating is in it).
    pub fn record(&mut self, key: RatingKey, level: Level, score: Score, now_ms: i64) -> RatedGame {
        let opponent = key.opponent(level);
        let index = match self.entries.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                self.entries.push((key, SideRating::new()));
                self.entries.len() - 1
            }
        };
        self.entries[index].1.record(level, opponent, score, now_ms)
    }

    /// Takes from `other` (a backup's ratings) every key this person has
    /// not rated, or rated less recently there (by the date of the last
    /// rated game); returns how many keys were taken. A rating is a running
    /// state, so two of one key are not added up: the one played last
    /// already went through everything its browser saw, and a key played
    /// in one place only is kept from there.
    pub fn merge_newer(&mut self, other: &Ratings) -> usize {
        let mut taken = 0;
        for (key, theirs) in &other.entries {
            match self.entries.iter_mut().find(|(k, _)| k == key) {
                Some((_, ours)) if theirs.last_played_ms() > ours.last_played_ms() => {
                    *ours = theirs.clone();
                    taken += 1;
                }
                Some(_) => {}
                None => {
                    self.entries.push((*key, theirs.clone()));
                    taken += 1;
                }
            }
        }
        taken
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_780_000_000_000;

    fn key(game: GameId, side: Side) -> RatingKey {
        RatingKey::new(game, Options::default(), side).unwrap()
    }

    #[test]
    fn scores_from_results() {
        assert_eq!(
            Score::of(GameResult::Win(Side::First), Side::First),
            Score::Win
        );
        assert_eq!(
            Score::of(GameResult::Win(Side::First), Side::Second),
            Score::Loss
        );
        assert_eq!(Score::of(GameResult::Draw, Side::Second), Score::Draw);
        for s in [Score::Win, Score::Draw, Score::Loss] {
            assert_eq!(s.as_str().parse::<Score>(), Ok(s));
        }
        assert!(matches!(
            "won".parse::<Score>(),
            Err(RatingsError::Score(_))
        ));
    }

    #[test]
    fn keys_check_the_options() {
        let fourteen = Options {
            geese: 14,
            sideways: false,
        };
        assert!(matches!(
            RatingKey::new(GameId::FoxGeese, fourteen, Side::First),
            Err(LevelError::Options(_))
        ));
        let sideways = Options {
            geese: 13,
            sideways: true,
        };
        assert!(matches!(
            RatingKey::new(GameId::Hnefatafl, sideways, Side::Second),
            Err(LevelError::Options(_))
        ));
        match RatingKey::new(GameId::FoxGeese, sideways, Side::Second) {
            Ok(k) => assert_eq!(k.options(), sideways),
            Err(e) => assert!(matches!(e, LevelError::NotCalibrated { .. })),
        }
        let k = key(GameId::GreatCross, Side::First);
        assert_eq!(
            (k.game(), k.options(), k.side()),
            (GameId::GreatCross, Options::default(), Side::First)
        );
        // The opponent is the level's rating on the other side.
        let level = crate::rating::levels::level_rating(
            GameId::GreatCross,
            Options::default(),
            Side::Second,
            Level::Hard,
        )
        .unwrap();
        assert_eq!(k.opponent(Level::Hard), level);
    }

    #[test]
    fn a_rated_game_moves_the_rating_and_keeps_a_history() {
        let mut ratings = Ratings::new();
        let k = key(GameId::Hnefatafl, Side::Second);
        assert_eq!(ratings.current(k, T0), Rating::NEW);
        let opponent = k.opponent(Level::Medium);
        let entry = ratings.record(k, Level::Medium, Score::Win, T0);
        let exact = glicko::update(Rating::NEW, &[Game::new(opponent, 1.0).unwrap()]);
        assert!((entry.rating() - exact.rating()).abs() <= 0.005);
        assert!((entry.deviation() - exact.deviation()).abs() <= 0.005);
        assert_eq!(
            to_step(entry.rating(), POINT_STEPS),
            entry.rating(),
            "kept to the hundredth"
        );
        let expected = rated_result(&SideRating::new(), opponent, Score::Win, T0);
        assert_eq!(
            (entry.level(), entry.score(), entry.date_ms()),
            (Level::Medium, Score::Win, T0)
        );
        assert!(entry.rating() > 1500.0, "a win raises the rating");
        assert!(entry.deviation() < 350.0);
        let side = ratings.get(k).unwrap();
        assert_eq!(side.history().len(), 1);
        assert_eq!(side.rating(), expected);
        // The other side and other games are untouched.
        assert!(ratings.get(key(GameId::Hnefatafl, Side::First)).is_none());
        assert_eq!(ratings.entries().len(), 1);
    }

    #[test]
    fn time_away_is_counted_before_the_next_game() {
        let mut side = SideRating::new();
        let opponent = Opponent::new(1500.0, 40.0).unwrap();
        for i in 0..30 {
            side.record(Level::Hard, opponent, Score::Draw, T0 + i * 3_600_000);
        }
        let settled = side.rating();
        assert!(settled.deviation() < 100.0, "{settled:?}");
        let later = T0 + 29 * 3_600_000 + 100 * DAY_MS;
        assert!(side.current(later).deviation() > settled.deviation() + 50.0);
        // The game after the absence moves the rating more than it would have.
        let fresh = rated_result(&side, opponent, Score::Win, T0 + 30 * 3_600_000);
        let after_absence = rated_result(&side, opponent, Score::Win, later);
        assert!(after_absence.rating() - settled.rating() > fresh.rating() - settled.rating());
    }

    #[test]
    fn history_is_capped() {
        let mut side = SideRating::new();
        let opponent = Opponent::new(1500.0, 40.0).unwrap();
        for i in 0..(HISTORY_LIMIT as i64 + 10) {
            side.record(Level::Easy, opponent, Score::Loss, T0 + i);
        }
        assert_eq!(side.history().len(), HISTORY_LIMIT);
        assert_eq!(side.history()[0].date_ms(), T0 + 10);
        let long: Vec<RatedGame> = (0..HISTORY_LIMIT + 3)
            .map(|i| {
                RatedGame::from_parts(i as i64, 1500.0, 100.0, Level::Easy, Score::Win).unwrap()
            })
            .collect();
        let read = SideRating::from_parts(Rating::NEW, long);
        assert_eq!(read.history().len(), HISTORY_LIMIT);
        assert_eq!(read.history()[0].date_ms(), 3);
    }

    #[test]
    fn merging_takes_the_keys_played_last() {
        let attackers = key(GameId::Hnefatafl, Side::First);
        let defenders = key(GameId::Hnefatafl, Side::Second);
        let fox = key(GameId::FoxGeese, Side::First);
        let mut here = Ratings::new();
        here.record(attackers, Level::Easy, Score::Win, T0 + 10);
        here.record(defenders, Level::Easy, Score::Win, T0);
        let mut there = Ratings::new();
        there.record(attackers, Level::Hard, Score::Loss, T0 + 5);
        there.record(defenders, Level::Hard, Score::Loss, T0 + 20);
        there.record(fox, Level::Hard, Score::Draw, T0);
        let before = here.clone();
        assert_eq!(here.merge_newer(&there), 2);
        assert_eq!(here.get(attackers), before.get(attackers), "ours is newer");
        assert_eq!(here.get(defenders), there.get(defenders), "theirs is newer");
        assert_eq!(here.get(fox), there.get(fox), "only theirs");
        // Merging again, or merging ourselves, takes nothing.
        assert_eq!(here.merge_newer(&there), 0);
        let same = here.clone();
        assert_eq!(here.merge_newer(&same), 0);
        assert_eq!(here, same);
    }

    #[test]
    fn corrupt_saves_are_refused() {
        assert_eq!(
            RatedGame::from_parts(-1, 1500.0, 100.0, Level::Easy, Score::Win),
            Err(RatingsError::Date(-1))
        );
        assert!(matches!(
            RatedGame::from_parts(0, f64::NAN, 100.0, Level::Easy, Score::Win),
            Err(RatingsError::Rating(RatingError::Rating(_)))
        ));
        assert!(matches!(
            RatedGame::from_parts(0, 1500.0, 1e9, Level::Easy, Score::Win),
            Err(RatingsError::Rating(RatingError::Deviation(_)))
        ));
        let k = key(GameId::TwoFoxes, Side::First);
        assert_eq!(
            Ratings::from_entries(vec![(k, SideRating::new()), (k, SideRating::new())]),
            Err(RatingsError::Duplicate(k))
        );
        let one = Ratings::from_entries(vec![(k, SideRating::new())]).unwrap();
        assert_eq!(one.get(k), Some(&SideRating::new()));
    }
}
