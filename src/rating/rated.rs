//! Rated or casual: which games against the computer count for a person's
//! rating, and the life of a rated game from the choice to the one update
//! it makes (docs/ratings.md, "Rated and casual").
//!
//! The rules, and why:
//! - **Chosen before the first move**, against the computer at one level,
//!   the person on one side: a rating compares a person with a level's
//!   calibrated rating, so both must be known from the start.
//! - **Calibrated tables only**, from the game's own start position: a
//!   level's rating was measured there ([`super::levels`]).
//! - **No game by link** (both sides are people) and **no clock that cuts
//!   the computer's thinking** below its level's time at the start: the
//!   calibration measured the levels at their full search, so a clock
//!   that starts them short would make them weaker than their rating.
//!   Untimed games and the presets (3+2 to 30+20) leave every level its
//!   time; 30+0 is refused for `maximum` (1 s where it thinks 2 s); 1+0
//!   just qualifies for it (2 s at the start), and its later moves are
//!   shorter as its time runs down: the check is at the start only.
//! - **No takeback**: taking a move back in a rated game, or changing the
//!   computer's level, makes it casual for good ([`RatedState::void`]).
//! - **Counted once**: a finished rated game updates the rating exactly
//!   once; the state saved with the game says it was counted, so opening
//!   the finished game again changes nothing.
//! - A rated game left unfinished changes nothing until it ends (a
//!   resignation ends it as a loss).

use super::levels::LevelError;
use super::ratings::{RatingKey, Score};
use crate::ai::Level;
use crate::clock::{think_budget_ms, TimeControl};
use crate::engine::Side;
use crate::engine::{GameRecord, GameResult};
use std::fmt;

/// What a person chose before a game against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// The game updates the person's rating when it ends.
    Rated,
    /// The game changes no rating (the default: nothing is at stake
    /// unless the person asks for it).
    #[default]
    Casual,
}

/// Why a game cannot be rated: what the app says beside the rated choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unrated {
    /// Not one person against the computer (two people, or the computer
    /// on both sides).
    NotAgainstComputer,
    /// A computer level whose name this build does not know.
    UnknownLevel(String),
    /// A game by link.
    ByLink,
    /// A position set up by hand.
    SetUp,
    /// Moves already played: the choice comes before the first move.
    Started,
    /// Game and options without calibrated levels.
    Table(LevelError),
    /// Days per move (a clock for games by link), or a Fischer clock that
    /// gives the computer `budget_ms` for its first move where its level
    /// thinks `level_ms`.
    Clock { budget_ms: u64, level_ms: u64 },
}

impl fmt::Display for Unrated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unrated::NotAgainstComputer => {
                f.write_str("only a game of one person against the computer is rated")
            }
            Unrated::UnknownLevel(name) => write!(f, "'{name}' is not a computer level"),
            Unrated::ByLink => f.write_str("a game by link is not rated"),
            Unrated::SetUp => f.write_str("a game from a set-up position is not rated"),
            Unrated::Started => f.write_str("a game is rated only from its first move"),
            Unrated::Table(e) => e.fmt(f),
            Unrated::Clock {
                budget_ms,
                level_ms,
            } => write!(
                f,
                "this clock gives the computer {budget_ms} ms a move where its level thinks {level_ms} ms"
            ),
        }
    }
}

impl std::error::Error for Unrated {}

/// What a rated game is played for: the person's rating key and the
/// computer's level, fixed at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RatedTerms {
    key: RatingKey,
    level: Level,
}

impl RatedTerms {
    /// The terms of a game about to start, or why it cannot be rated:
    /// `record` as it stands (no moves yet), the person's side and the
    /// computer's level name when one person plays the computer (`None`
    /// for two people or the computer alone: what
    /// `play::Players::person_against_computer` answers), whether it is a
    /// game by link, and its clock (`None`: untimed).
    ///
    /// # Errors
    /// The first rule the game breaks, in the order of [`Unrated`].
    pub fn new(
        record: &GameRecord,
        against_computer: Option<(Side, &str)>,
        by_link: bool,
        clock: Option<TimeControl>,
    ) -> Result<RatedTerms, Unrated> {
        let (person, level) = against_computer.ok_or(Unrated::NotAgainstComputer)?;
        let level: Level = level
            .parse()
            .map_err(|_| Unrated::UnknownLevel(level.chars().take(40).collect()))?;
        if by_link {
            return Err(Unrated::ByLink);
        }
        if record.setup.is_some() {
            return Err(Unrated::SetUp);
        }
        if !record.moves.is_empty() {
            return Err(Unrated::Started);
        }
        let key = RatingKey::new(record.game, record.options, person).map_err(Unrated::Table)?;
        if let Some(control) = clock {
            let budget_ms = match control {
                TimeControl::Fischer { .. } => {
                    think_budget_ms(level.time_ms(), control.base_ms(), control.increment_ms())
                }
                TimeControl::DaysPerMove { .. } => 0,
            };
            if budget_ms < level.time_ms() || matches!(control, TimeControl::DaysPerMove { .. }) {
                return Err(Unrated::Clock {
                    budget_ms,
                    level_ms: level.time_ms(),
                });
            }
        }
        Ok(RatedTerms { key, level })
    }

    /// The terms of a rated game read back from its save: its key (the
    /// record's game and options, the person's side, checked calibrated
    /// by [`RatingKey::new`]) and the level it was started against.
    pub fn from_parts(key: RatingKey, level: Level) -> RatedTerms {
        RatedTerms { key, level }
    }

    /// The person's rating key.
    pub fn key(&self) -> RatingKey {
        self.key
    }

    /// The computer's level.
    pub fn level(&self) -> Level {
        self.level
    }
}

/// Where a rated game stands, saved with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RatedStatus {
    /// Being played: its end will count.
    Open,
    /// Its end was counted; nothing more will be.
    Counted,
    /// Made casual by a takeback or a change of level; it never counts.
    Void,
}

impl RatedStatus {
    /// The word saved: `open`, `counted`, `void`.
    pub fn as_str(self) -> &'static str {
        match self {
            RatedStatus::Open => "open",
            RatedStatus::Counted => "counted",
            RatedStatus::Void => "void",
        }
    }

    /// A saved word read back; `None` for any other.
    pub fn parse(word: &str) -> Option<RatedStatus> {
        [RatedStatus::Open, RatedStatus::Counted, RatedStatus::Void]
            .into_iter()
            .find(|s| s.as_str() == word)
    }
}

/// A rated game's terms and where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RatedState {
    terms: RatedTerms,
    status: RatedStatus,
}

impl RatedState {
    /// A rated game about to start.
    pub fn start(terms: RatedTerms) -> RatedState {
        RatedState {
            terms,
            status: RatedStatus::Open,
        }
    }

    /// A saved state read back.
    pub fn from_parts(terms: RatedTerms, status: RatedStatus) -> RatedState {
        RatedState { terms, status }
    }

    pub fn terms(&self) -> RatedTerms {
        self.terms
    }

    pub fn status(&self) -> RatedStatus {
        self.status
    }

    /// Whether the game still counts when it ends (the app shows "rated"
    /// while it does).
    pub fn is_rated(&self) -> bool {
        self.status != RatedStatus::Void
    }

    /// A takeback or a change of level: the game is casual from now on.
    /// A game already counted stays counted (its update was made).
    pub fn void(&mut self) {
        if self.status == RatedStatus::Open {
            self.status = RatedStatus::Void;
        }
    }

    /// The game ended with `result`: the person's score, the first time
    /// only. `None` for a game voided or already counted; the caller
    /// applies the score ([`super::ratings::Ratings::record`]) and saves
    /// the state.
    pub fn finish(&mut self, result: GameResult) -> Option<Score> {
        if self.status != RatedStatus::Open {
            return None;
        }
        self.status = RatedStatus::Counted;
        Some(Score::of(result, self.terms.key.side()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Options};

    fn record(game: GameId) -> GameRecord {
        GameRecord {
            version: GameRecord::VERSION,
            game,
            options: Options::default(),
            setup: None,
            moves: Vec::new(),
            conclusion: None,
            facts: Default::default(),
        }
    }

    #[test]
    fn a_person_against_the_computer_from_the_start_is_rated() {
        for game in GameId::ALL {
            for person in [Side::First, Side::Second] {
                let terms =
                    RatedTerms::new(&record(game), Some((person, "hard")), false, None).unwrap();
                assert_eq!(terms.level(), Level::Hard);
                assert_eq!(
                    (terms.key().game(), terms.key().side()),
                    (game, person),
                    "the person's side is the key's"
                );
            }
        }
    }

    #[test]
    fn every_rule_refuses_by_name() {
        let r = record(GameId::Hnefatafl);
        assert_eq!(
            RatedTerms::new(&r, None, false, None),
            Err(Unrated::NotAgainstComputer)
        );
        assert_eq!(
            RatedTerms::new(&r, Some((Side::First, "expert")), false, None),
            Err(Unrated::UnknownLevel("expert".into()))
        );
        let hard = Some((Side::First, "hard"));
        assert_eq!(RatedTerms::new(&r, hard, true, None), Err(Unrated::ByLink));
        let mut set_up = record(GameId::FoxGeese);
        set_up.setup = Some("3/3/7/3F3/GGGGGGG/GGG/GGG g".into());
        assert_eq!(
            RatedTerms::new(&set_up, hard, false, None),
            Err(Unrated::SetUp)
        );
        let mut started = record(GameId::FoxGeese);
        started.moves.push("d5-d4".into());
        assert_eq!(
            RatedTerms::new(&started, hard, false, None),
            Err(Unrated::Started)
        );
        let mut fourteen = record(GameId::FoxGeese);
        fourteen.options.geese = 14;
        assert!(matches!(
            RatedTerms::new(&fourteen, hard, false, None),
            Err(Unrated::Table(LevelError::Options(_)))
        ));
    }

    /// The presets leave every level its full time; a bullet clock does
    /// not leave `maximum` its 2 s; days per move are for games by link.
    #[test]
    fn clocks_that_keep_the_levels_whole() {
        let r = record(GameId::TwoFoxes);
        for control in TimeControl::PRESETS {
            for level in Level::ALL {
                let against = Some((Side::Second, level.as_str()));
                assert!(
                    RatedTerms::new(&r, against, false, Some(control)).is_ok(),
                    "{control:?} {level}"
                );
            }
        }
        let bullet = TimeControl::fischer(30, 0).unwrap();
        assert_eq!(
            RatedTerms::new(&r, Some((Side::First, "maximum")), false, Some(bullet)),
            Err(Unrated::Clock {
                budget_ms: 1000,
                level_ms: 2000
            })
        );
        assert!(RatedTerms::new(&r, Some((Side::First, "easy")), false, Some(bullet)).is_ok());
        let one_minute = TimeControl::fischer(60, 0).unwrap();
        assert!(
            RatedTerms::new(&r, Some((Side::First, "maximum")), false, Some(one_minute)).is_ok()
        );
        let days = TimeControl::days_per_move(3).unwrap();
        assert!(matches!(
            RatedTerms::new(&r, Some((Side::First, "easy")), false, Some(days)),
            Err(Unrated::Clock { .. })
        ));
    }

    #[test]
    fn a_rated_game_counts_once() {
        let terms = RatedTerms::new(
            &record(GameId::GreatCross),
            Some((Side::Second, "medium")),
            false,
            None,
        )
        .unwrap();
        let mut state = RatedState::start(terms);
        assert!(state.is_rated());
        assert_eq!(
            state.finish(GameResult::Win(Side::Second)),
            Some(Score::Win)
        );
        assert_eq!(state.status(), RatedStatus::Counted);
        assert_eq!(state.finish(GameResult::Win(Side::Second)), None);
        // Read back from its saved words, it still counts nothing.
        let word = state.status().as_str();
        let mut again = RatedState::from_parts(terms, RatedStatus::parse(word).unwrap());
        assert_eq!(again.finish(GameResult::Draw), None);
        again.void();
        assert_eq!(again.status(), RatedStatus::Counted);
    }

    #[test]
    fn a_takeback_makes_it_casual_for_good() {
        let terms = RatedTerms::new(
            &record(GameId::FoxGeese),
            Some((Side::First, "easy")),
            false,
            None,
        )
        .unwrap();
        let mut state = RatedState::start(terms);
        state.void();
        assert!(!state.is_rated());
        assert_eq!(state.finish(GameResult::Win(Side::First)), None);
        assert_eq!(state.status(), RatedStatus::Void);
        assert_eq!(RatedStatus::parse("void"), Some(RatedStatus::Void));
        assert_eq!(RatedStatus::parse("Void"), None);
        // The person's score is from their side.
        let mut lost = RatedState::start(terms);
        assert_eq!(
            lost.finish(GameResult::Win(Side::Second)),
            Some(Score::Loss)
        );
        let mut drawn = RatedState::start(terms);
        assert_eq!(drawn.finish(GameResult::Draw), Some(Score::Draw));
        assert_eq!(Mode::default(), Mode::Casual);
    }
}
