//! The facts an imported record gives about its game, listed with the
//! saved game on "My games": who played each side, the date, the event
//! (and its round) and the site, each where the record says it. How the
//! game ended, with its reason, is the saved game's status line.

use crate::app::text::i18n::{t, Locale};
use crate::app::text::saved_text::side_name;
use crate::engine::{GameId, RecordFacts, Side};
use leptos::prelude::*;

/// The rows of `facts` (none for a game played here), as parts of the
/// saved game's list of facts.
pub fn record_facts(locale: Locale, game: GameId, facts: &RecordFacts) -> impl IntoView {
    let rows = [
        (
            side_name(locale, game, Side::First),
            "first-player",
            &facts.first_player,
        ),
        (
            side_name(locale, game, Side::Second),
            "second-player",
            &facts.second_player,
        ),
        (t!(locale, facts.date), "date", &facts.date),
        (t!(locale, facts.event), "event", &facts.event),
        (t!(locale, facts.round), "round", &facts.round),
        (t!(locale, facts.site), "site", &facts.site),
    ];
    rows.into_iter()
        .filter_map(|(label, key, value)| {
            let value = value.clone()?;
            Some(view! {
                <div>
                    <dt>{label}</dt>
                    <dd data-fact=key>{value}</dd>
                </div>
            })
        })
        .collect_view()
}
