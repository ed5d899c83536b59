//! What My games draws of one rating's history: the ratings game after
//! game, placed in a small chart, and the same figures as words for the
//! chart's accessible name (the chart says nothing a screen reader, or a
//! person who cannot tell its colours apart, does not also get).

use super::glicko::Rating;
use super::ratings::{SideRating, HISTORY_LIMIT};

/// The ratings to draw, oldest first: the newcomer's rating the key
/// started from (while its whole history is kept), then the rating after
/// each rated game.
pub fn series(rating: &SideRating) -> Vec<f64> {
    let history = rating.history();
    let start = (history.len() < HISTORY_LIMIT).then_some(Rating::NEW.rating());
    start
        .into_iter()
        .chain(history.iter().map(|game| game.rating()))
        .collect()
}

/// `value` rounded to a whole number, as text: the app writes its numbers
/// without float formatting, which would add tens of kilobytes to a page.
pub fn whole(value: f64) -> String {
    (value.round() as i64).to_string()
}

/// The points of `values` in a `width` × `height` box (y down, as SVG
/// has it), in whole units: evenly spaced from left to right, the lowest
/// value at the bottom and the highest at the top, with a margin of
/// `pad`; one value, or values all equal, sit on the middle line.
pub fn points(values: &[f64], width: f64, height: f64, pad: f64) -> Vec<(i64, i64)> {
    let low = values.iter().copied().fold(f64::INFINITY, f64::min);
    let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let span = high - low;
    let steps = values.len().saturating_sub(1).max(1) as f64;
    values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let x = pad + (width - 2.0 * pad) * i as f64 / steps;
            let y = if span > 0.0 {
                pad + (height - 2.0 * pad) * (high - v) / span
            } else {
                height / 2.0
            };
            (x.round() as i64, y.round() as i64)
        })
        .collect()
}

/// The SVG `points` attribute of [`points`].
pub fn polyline(points: &[(i64, i64)]) -> String {
    points
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `values` as words, rounded, oldest first: "1500 → 1436 → 1452"; the
/// last `most` of them after "… → " when there are more.
pub fn figures(values: &[f64], most: usize) -> String {
    let skip = values.len().saturating_sub(most.max(1));
    let shown = values[skip..]
        .iter()
        .map(|&v| whole(v))
        .collect::<Vec<_>>()
        .join(" → ");
    if skip > 0 {
        format!("… → {shown}")
    } else {
        shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rating::ratings::{RatedGame, Score};

    #[test]
    fn a_series_starts_from_the_newcomers_rating() {
        let mut r = SideRating::new();
        assert_eq!(series(&r), [1500.0]);
        let game =
            RatedGame::from_parts(1, 1436.5, 290.0, Level::Easy, Score::Loss).expect("in range");
        r = SideRating::from_parts(r.rating(), vec![game]);
        assert_eq!(series(&r), [1500.0, 1436.5]);
    }

    #[test]
    fn points_fill_the_box_lowest_at_the_bottom() {
        let p = points(&[1500.0, 1400.0, 1450.0], 100.0, 50.0, 5.0);
        assert_eq!(p, [(5, 5), (50, 45), (95, 25)]);
        assert_eq!(points(&[1500.0], 100.0, 50.0, 5.0), [(5, 25)]);
        assert_eq!(points(&[7.0, 7.0], 100.0, 50.0, 5.0), [(5, 25), (95, 25)]);
        assert!(points(&[], 100.0, 50.0, 5.0).is_empty());
        assert_eq!(polyline(&p), "5,5 50,45 95,25");
    }

    #[test]
    fn figures_are_rounded_and_the_oldest_left_out_past_the_most() {
        assert_eq!(figures(&[1500.0, 1436.4], 10), "1500 → 1436");
        assert_eq!(figures(&[1.0, 2.0, 3.0], 2), "… → 2 → 3");
        assert_eq!(figures(&[], 3), "");
        assert_eq!((whole(1436.5), whole(-0.4)), ("1437".into(), "0".into()));
    }
}
