//! The record formats by name: [`Format`] and what each can hold, with no
//! reading or writing, so every reader and every error can name a format
//! without depending on the others (`dispatch` sends each format's work to
//! its module).

use crate::game_id::GameId;
use std::fmt;

/// The record formats this build reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Our own PGN-like record ([`tafl`](super::tafl)).
    Tafl,
    /// OpenTafl notation ([`otn`](super::otn)).
    Otn,
    /// hnefatafl.org's PGN-like record ([`hnefatafl_org`](super::hnefatafl_org)).
    HnefataflOrg,
    /// A move list like the real-games data ([`dash`](super::dash)).
    Dash,
}

impl Format {
    /// Every format, ours first.
    pub const ALL: [Format; 4] = [
        Format::Tafl,
        Format::Otn,
        Format::HnefataflOrg,
        Format::Dash,
    ];

    /// A short name, for menus and file names.
    pub fn as_str(self) -> &'static str {
        match self {
            Format::Tafl => "tafl",
            Format::Otn => "otn",
            Format::HnefataflOrg => "hnefatafl-org",
            Format::Dash => "dash",
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Tafl => "tafl",
            Format::Otn => "otg",
            Format::HnefataflOrg => "pgn",
            Format::Dash => "txt",
        }
    }

    /// True when the format can hold games of `game` (only ours holds the
    /// fox games).
    pub fn holds(self, game: GameId) -> bool {
        self == Format::Tafl || game == GameId::Hnefatafl
    }

    /// True when the format can give a set-up start position.
    pub fn holds_setups(self) -> bool {
        matches!(self, Format::Tafl | Format::Otn)
    }

    /// True when the format writes commentary and variations (OTN and
    /// ours; the others write the main line only).
    pub fn holds_annotations(self) -> bool {
        matches!(self, Format::Tafl | Format::Otn)
    }
}

/// A name that is none of [`Format::as_str`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFormat(pub String);

impl fmt::Display for UnknownFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown format '{}' (formats: tafl, otn, hnefatafl-org, dash)",
            self.0
        )
    }
}

impl std::error::Error for UnknownFormat {}

impl std::str::FromStr for Format {
    type Err = UnknownFormat;

    /// A format by its short name ([`Format::as_str`]).
    fn from_str(name: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|f| f.as_str() == name)
            .ok_or_else(|| UnknownFormat(name.to_string()))
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Tafl => "the Tafl record format",
            Format::Otn => "OpenTafl notation",
            Format::HnefataflOrg => "hnefatafl.org's format",
            Format::Dash => "a move list",
        })
    }
}
