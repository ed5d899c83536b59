//! The lean build (`src/lean.rs`): the play page's own binary is built
//! without the `full-page` feature and never reads a save with a clock, a
//! rated game or a friend by link; it refuses it as `SaveError::FullPage`,
//! which keeps it where it is, and hands it to the full play page. With
//! the feature (every other binary) the same saves read whole.
//!
//! `cargo test --test lean` checks the full build,
//! `cargo test --no-default-features --test lean` the lean one
//! (scripts/test runs both).

use tafl::saves;
#[cfg(not(feature = "full-page"))]
use tafl::saves::{SaveError, SaveErrorKind};

const CASUAL: &str = r#"{"v":1,"id":"lean1","created_ms":1764460800000,"updated_ms":1764461000000,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4"]}}"#;

const CLOCK: &str = r#"{"v":6,"id":"lean1","created_ms":1764460800000,"updated_ms":1764461000000,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4"]},"clock":{"control":"fischer","a":60,"b":0,"first_ms":60000,"second_ms":60000,"since_ms":0}}"#;

const RATED: &str = r#"{"v":5,"id":"lean1","created_ms":1764460800000,"updated_ms":1764461000000,"players":{"first":{"kind":"ai","level":"hard"},"second":{"kind":"human"}},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4"]},"rated":{"side":"second","level":"hard","status":"open"}}"#;

const BY_LINK: &str = r#"{"v":2,"id":"lean1","created_ms":1764460800000,"updated_ms":1764461000000,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":0},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4"]}}"#;

#[test]
fn a_casual_game_reads_and_writes_back_the_same_in_either_build() {
    let entry = saves::decode(CASUAL).expect("a casual game");
    assert_eq!(entry.record.moves, ["d1-d4"]);
    assert_eq!(saves::encode(&entry), CASUAL);
}

#[cfg(not(feature = "full-page"))]
#[test]
fn the_lean_build_refuses_a_clock_a_rated_game_and_a_friend_by_link_and_keeps_them() {
    for text in [CLOCK, RATED, BY_LINK] {
        let error = saves::read(text).expect_err("for the full page");
        assert_eq!(error, SaveError::FullPage, "{text}");
        assert_eq!(error.kind(), SaveErrorKind::FullPage);
        assert!(!error.kind().set_aside(), "kept where it is, unread");
    }
}

#[cfg(not(feature = "full-page"))]
#[test]
fn the_lean_build_still_reports_a_damaged_or_newer_save_as_such() {
    let missing_clock = CLOCK.replace(r#","clock":{"#, r#","watch":{"#);
    let error = saves::read(&missing_clock).expect_err("format 6 without its clock");
    assert_eq!(error.kind(), SaveErrorKind::Unreadable);
    let newer = CASUAL.replace(r#"{"v":1,"#, r#"{"v":99,"#);
    assert_eq!(saves::read(&newer), Err(SaveError::NewerVersion(99)));
}

#[cfg(feature = "full-page")]
#[test]
fn the_full_build_reads_each_of_them_whole() {
    let timed = saves::decode(CLOCK).expect("a timed game");
    assert!(timed.clock.is_some());
    assert_eq!(saves::encode(&timed), CLOCK);
    let rated = saves::decode(RATED).expect("a rated game");
    assert!(rated.rated.is_some());
    assert_eq!(saves::encode(&rated), RATED);
    let by_link = saves::decode(BY_LINK).expect("a game by link");
    assert!(by_link.correspondence.is_some());
    assert_eq!(saves::encode(&by_link), BY_LINK);
}
