//! A save's id ([`new_id`], [`is_valid_id`]) and what is made of it: its
//! storage keys and the addresses that open it.

use crate::engine::GameId;
use crate::links::base64url;
use crate::links::invite::id_bits;

/// `localStorage` key prefix of a saved game: `tafl.save.<id>`.
pub const SAVE_PREFIX: &str = "tafl.save.";

/// `localStorage` key prefix of an entry set aside because it could not be
/// read: `tafl.broken.<id>`, holding the original text. Never deleted
/// except by the player.
pub const BROKEN_PREFIX: &str = "tafl.broken.";

/// `sessionStorage` key prefix naming the save this tab plays, per game:
/// `tafl.tab.<game>`.
pub const TAB_PREFIX: &str = "tafl.tab.";

/// Longest id accepted from storage.
pub const MAX_ID_LEN: usize = 64;

/// True for an id this module writes or accepts: 1 to [`MAX_ID_LEN`]
/// base64url characters, so it needs no escaping in a key or a URL.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A fresh id: the time in milliseconds (7 characters) then 30 random
/// bits (5 characters). Twelve URL-safe characters; two ids made in the
/// same millisecond differ unless their random parts collide (1 in 10⁹).
pub fn new_id(random: u64, now_ms: f64) -> String {
    // 72 bits → 9 bytes → 12 characters, no padding.
    base64url::encode(&id_bits(random, now_ms))
}

/// `/<lang>/play/<game>?id=<id>`: the play page resuming save `id` (site
/// path without the base; ids need no escaping).
pub fn resume_path(lang: &str, game: GameId, id: &str) -> String {
    format!("{}?id={id}", crate::site::play_path(lang, game))
}

/// `/<lang>/analysis/<game>?id=<id>`: the saved game on the analysis
/// board (its moves the main line, at its last move).
pub fn analysis_path(lang: &str, game: GameId, id: &str) -> String {
    format!("{}?id={id}", crate::site::analysis_path(lang, game))
}

/// `tafl.save.<id>`
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// `tafl.broken.<id>`
pub fn broken_key(id: &str) -> String {
    format!("{BROKEN_PREFIX}{id}")
}

/// `tafl.tab.<game>` (in `sessionStorage`).
pub fn tab_key(game: GameId) -> String {
    format!("{TAB_PREFIX}{}", game.as_str())
}
