//! Who plays each side of a game ([`Players`], [`Seat`]): a person at this
//! device or the computer at a level. Part of the play page's model; the
//! saves store it (`crate::saves`, its JSON form) and a rated game reads
//! only the person's side and the computer's level from it
//! ([`Players::person_against_computer`]).

use crate::engine::Side;

/// Who plays one side (stored as `{"kind":"human"}` or
/// `{"kind":"ai","level":"easy"}` in a save, see `crate::saves`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this device.
    Human,
    /// The computer, at a level named as `tafl_ai::Level::as_str` names it.
    Ai { level: String },
}

/// Who plays each side. `first` is the side that moves first
/// ([`Side::First`]: the fox side, or the attackers in Hnefatafl).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    pub first: Seat,
    pub second: Seat,
}

impl Default for Players {
    /// Two people at one device.
    fn default() -> Players {
        Players {
            first: Seat::Human,
            second: Seat::Human,
        }
    }
}

impl Players {
    /// The seat of `side`.
    pub fn seat(&self, side: Side) -> &Seat {
        match side {
            Side::First => &self.first,
            Side::Second => &self.second,
        }
    }

    /// The person on `person`'s side against the computer at `level` (a
    /// name as `tafl_ai::Level::as_str` gives it).
    pub fn against_computer(person: Side, level: &str) -> Players {
        let computer = Seat::Ai {
            level: level.to_string(),
        };
        match person {
            Side::First => Players {
                first: Seat::Human,
                second: computer,
            },
            Side::Second => Players {
                first: computer,
                second: Seat::Human,
            },
        }
    }

    /// The computer at `level` on both sides: a game to watch.
    pub fn against_each_other(level: &str) -> Players {
        let computer = Seat::Ai {
            level: level.to_string(),
        };
        Players {
            first: computer.clone(),
            second: computer,
        }
    }

    /// The person's side and the computer's level name when one person
    /// plays the computer; `None` for two people or the computer alone.
    pub fn person_against_computer(&self) -> Option<(Side, &str)> {
        match (&self.first, &self.second) {
            (Seat::Human, Seat::Ai { level }) => Some((Side::First, level)),
            (Seat::Ai { level }, Seat::Human) => Some((Side::Second, level)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_person_against_the_computer_is_against_the_computer() {
        let hard = Players::against_computer(Side::Second, "hard");
        assert_eq!(hard.person_against_computer(), Some((Side::Second, "hard")));
        assert_eq!(hard.seat(Side::Second), &Seat::Human);
        assert_eq!(Players::default().person_against_computer(), None);
        let computer = |level: &str| Seat::Ai {
            level: level.into(),
        };
        let both = Players {
            first: computer("easy"),
            second: computer("hard"),
        };
        assert_eq!(both.person_against_computer(), None);
    }
}
