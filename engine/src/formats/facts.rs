//! The facts of a record ([`RecordFacts`]: the players, the date, the
//! event, the site, the round), read from the tags of the formats that
//! hold them and written back by the same tags. The tags each format uses
//! are listed in docs/records.md.

use super::ImportError;
use crate::record::RecordFacts;

/// One fact of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fact {
    FirstPlayer,
    SecondPlayer,
    Date,
    Event,
    Site,
    Round,
}

impl Fact {
    /// Every fact, in the order the writers write them (PGN's: event,
    /// site, date, round, then the players).
    pub(crate) const ALL: [Fact; 6] = [
        Fact::Event,
        Fact::Site,
        Fact::Date,
        Fact::Round,
        Fact::FirstPlayer,
        Fact::SecondPlayer,
    ];

    fn slot(self, facts: &mut RecordFacts) -> &mut Option<String> {
        match self {
            Fact::FirstPlayer => &mut facts.first_player,
            Fact::SecondPlayer => &mut facts.second_player,
            Fact::Date => &mut facts.date,
            Fact::Event => &mut facts.event,
            Fact::Site => &mut facts.site,
            Fact::Round => &mut facts.round,
        }
    }

    /// The value of this fact in `facts`.
    pub(crate) fn get(self, facts: &RecordFacts) -> Option<&str> {
        match self {
            Fact::FirstPlayer => facts.first_player.as_deref(),
            Fact::SecondPlayer => facts.second_player.as_deref(),
            Fact::Date => facts.date.as_deref(),
            Fact::Event => facts.event.as_deref(),
            Fact::Site => facts.site.as_deref(),
            Fact::Round => facts.round.as_deref(),
        }
    }
}

/// A value as a fact keeps it: on one line (control characters become
/// spaces), trimmed; `None` when nothing is left. Writers write the same,
/// so a fact read is written back as read.
pub(crate) fn clean(value: &str) -> Option<String> {
    let one_line: String = value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let trimmed = one_line.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_string())
}

/// Facts gathered from tags one at a time.
#[derive(Default)]
pub(crate) struct FactsReader {
    facts: RecordFacts,
}

impl FactsReader {
    /// Keeps `value` as `fact`; `twice` is the error when the fact was
    /// already given (under another of its tags: `Black` and `Attackers`).
    pub(crate) fn set(
        &mut self,
        fact: Fact,
        value: &str,
        twice: impl FnOnce() -> ImportError,
    ) -> Result<(), ImportError> {
        let slot = fact.slot(&mut self.facts);
        if slot.is_some() {
            return Err(twice());
        }
        *slot = clean(value);
        Ok(())
    }

    pub(crate) fn finish(self) -> RecordFacts {
        self.facts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_kept_on_one_line() {
        assert_eq!(clean("  Jay\tSlater \n"), Some("Jay Slater".into()));
        assert_eq!(clean(" \n "), None);
        let mut reader = FactsReader::default();
        reader
            .set(Fact::Site, "Oslo", || ImportError::Empty)
            .unwrap();
        assert_eq!(
            reader.set(Fact::Site, "Bergen", || ImportError::Empty),
            Err(ImportError::Empty)
        );
        assert_eq!(reader.finish().site.as_deref(), Some("Oslo"));
    }
}
