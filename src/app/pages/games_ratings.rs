//! My games' "Your ratings": each rated game, table and side with its
//! current rating ± deviation, how many rated games made it, and its
//! history as a small line chart whose accessible name gives the figures.

use crate::app::browser::rating_store::RatingsLoadError;
use crate::app::browser::storage;
use crate::app::text::i18n::{t, use_locale, Locale};
use crate::app::text::i18n_text::game_name;
use crate::app::text::saved_text::{options_text, side_name};
use crate::engine::Side;
use crate::rating::chart;
use crate::rating::ratings::{RatingKey, Ratings, SideRating};
use leptos::prelude::*;

/// The chart's box, in SVG units (whole ones: see [`chart::whole`]).
const WIDTH: f64 = 480.0;
const HEIGHT: f64 = 120.0;
const PAD: f64 = 8.0;
const VIEW_BOX: &str = "0 0 480 120";

/// The person's ratings as read from storage (`None` before the browser
/// has read them: the page as written at build time).
pub type RatingsRead = Option<Result<Ratings, RatingsLoadError>>;

/// The section; nothing at build time.
#[component]
pub fn RatingsSection(ratings: RwSignal<RatingsRead>) -> impl IntoView {
    let locale = use_locale();
    move || {
        ratings.with(|read| {
            let body = match read.as_ref()? {
                Err(error) => view! {
                    <p class="saved-alert" role="alert" data-testid="ratings-damaged"
                        data-kind=error.as_str()>{t!(locale, saved.ratings.damaged)}</p>
                }
                .into_any(),
                Ok(r) if r.entries().is_empty() => view! {
                    <p class="saved-muted" data-testid="ratings-none">{t!(locale, saved.ratings.none)}</p>
                }
                .into_any(),
                Ok(r) => {
                    let now = storage::now_ms() as i64;
                    let items = r
                        .entries()
                        .iter()
                        .map(|(key, rating)| rating_item(locale, *key, rating, now))
                        .collect_view();
                    view! { <ul class="ratings-list" data-testid="ratings">{items}</ul> }.into_any()
                }
            };
            Some(view! {
                <section class="saved-ratings" aria-labelledby="ratings-heading">
                    <h2 id="ratings-heading">{t!(locale, saved.ratings.heading)}</h2>
                    <p class="saved-muted">{t!(locale, saved.ratings.intro)}</p>
                    {body}
                </section>
            })
        })
    }
}

/// One rating key: its name, its rating now, and its chart.
fn rating_item(locale: Locale, key: RatingKey, rating: &SideRating, now_ms: i64) -> impl IntoView {
    let game = key.game();
    let name = format!(
        "{} · {} · {}",
        game_name(locale, game),
        options_text(locale, game, key.options()),
        side_name(locale, game, key.side())
    );
    let current = rating.current(now_ms);
    let (value, deviation) = (
        chart::whole(current.rating()),
        chart::whole(current.deviation()),
    );
    let series = chart::series(rating);
    let label = t!(
        locale,
        saved.ratings.chart,
        points = &chart::figures(&series, 12),
        rating = &value,
        deviation = &deviation
    );
    let points = chart::points(&series, WIDTH, HEIGHT, PAD);
    let dots = points
        .iter()
        .map(|&(x, y)| view! { <circle cx=x.to_string() cy=y.to_string() r="5" /> })
        .collect_view();
    let games = t!(
        locale,
        saved.ratings.games,
        count = rating.history().len() as u64
    );
    let (shown, title) = (value.clone(), label.clone());
    view! {
        <li class="rating-item" data-testid="rating" data-game=game.as_str()
            data-side=if key.side() == Side::First { "first" } else { "second" } data-rating=value>
            <h3 class="rating-name">{name}</h3>
            <p class="rating-now">
                <strong data-testid="rating-value">{shown}</strong>
                " ± "
                {deviation}
                " · "
                {games}
            </p>
            <svg class="rating-chart" data-testid="rating-chart" role="img" aria-label=label
                viewBox=VIEW_BOX>
                <title>{title}</title>
                <polyline points=chart::polyline(&points) fill="none" />
                {dots}
            </svg>
        </li>
    }
}
