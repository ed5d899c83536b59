//! The share code's format versions and bounds (apart, so that the
//! errors that name them need nothing else of the codec).

/// The code format of a game link, what [`encode`](super::encode) writes.
pub const SHARE_VERSION: u8 = 1;

/// The code format of a correspondence link, what
/// [`encode_correspondence`](super::encode_correspondence) writes.
pub const CORRESPONDENCE_VERSION: u8 = 2;

/// The code format of a correspondence link with seat keys or a note.
pub const KEYED_VERSION: u8 = 3;

/// The newest code format this build reads.
pub const NEWEST_VERSION: u8 = KEYED_VERSION;

/// Longest code [`decode`](super::decode) reads, in characters: room for thousands of
/// moves, and a bound on the work a hostile link can cause.
pub const MAX_CODE_LEN: usize = 8192;

/// Most moves a code may hold.
pub const MAX_MOVES: usize = 4096;
