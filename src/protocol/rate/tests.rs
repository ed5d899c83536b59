//! Counting a rated game in the worker: the ratings read, updated and
//! written back; refusals that leave the stored text alone.

use super::*;
use crate::rating::ratings::Ratings;

fn request(stored: Option<String>, score: &str) -> RateRequest {
    RateRequest {
        stored,
        game: GameId::Hnefatafl,
        options: Options::default(),
        side: Side::Second,
        level: "hard".into(),
        score: score.into(),
        now_ms: 1_764_460_800_000,
    }
}

#[test]
fn a_win_raises_a_new_rating_and_the_text_stored_reads_back() {
    let rated = rate(&request(None, "win")).expect("counted");
    assert_eq!(rated.before, 1500);
    assert!(rated.after > 1500, "{rated:?}");
    let ratings = store::read(&rated.stored.0).expect("the text to store reads");
    let key = RatingKey::new(GameId::Hnefatafl, Options::default(), Side::Second).expect("key");
    assert_eq!(
        ratings.current(key, 1_764_460_800_000).rating().round() as i64,
        rated.after
    );
    let again = rate(&request(Some(rated.stored.0.clone()), "loss")).expect("counted");
    assert_eq!(
        again.before, rated.after,
        "the second game starts from the first"
    );
    assert!(again.after < again.before);
}

#[test]
fn ratings_that_do_not_read_and_bad_terms_are_refused() {
    assert_eq!(
        rate(&request(Some("{not ratings".into()), "win")),
        Err(RateRefusal::Damaged)
    );
    let newer = store::encode(&Ratings::new()).replacen(":1", ":99", 1);
    assert_eq!(
        rate(&request(Some(newer.clone()), "win")),
        Err(RateRefusal::NewerVersion),
        "{newer}"
    );
    assert_eq!(
        rate(&request(None, "triumph")),
        Err(RateRefusal::BadRequest)
    );
    let mut unknown = request(None, "win");
    unknown.level = "grandmaster".into();
    assert_eq!(rate(&unknown), Err(RateRefusal::BadRequest));
}

#[test]
fn the_request_and_its_answer_travel_as_json() {
    use crate::json;
    use crate::protocol::{AiAnswer, AiRequest};
    // The stored text goes as a string, damaged or not: the worker judges it.
    for stored in [
        Some("{\"v\":1}".to_string()),
        Some("{not ratings".into()),
        None,
    ] {
        let sent = AiRequest::Rate(request(stored, "draw"));
        let text = json::to_text(&sent);
        assert!(text.starts_with("{\"Rate\":{"), "{text}");
        assert_eq!(json::from_text(&text), Ok(sent));
    }
    // The ratings to store go as JSON, byte for byte as the worker wrote them.
    let counted = rate(&request(None, "win"));
    let text = json::to_text(&AiAnswer::Rate(counted.clone()));
    let stored = &counted.as_ref().expect("counted").stored.0;
    assert!(text.contains(&format!("\"stored\":{stored}")), "{text}");
    assert_eq!(json::from_text(&text), Ok(AiAnswer::Rate(counted)));
    let refused = AiAnswer::Rate(Err(RateRefusal::Damaged));
    let text = json::to_text(&refused);
    assert_eq!(text, r#"{"Rate":{"Err":"Damaged"}}"#);
    assert_eq!(json::from_text(&text), Ok(refused));
}
