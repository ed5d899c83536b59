//! The play panel's heading: the game's name, which side this person
//! plays, who plays when the computer or a friend takes a seat, and
//! "Watching" in a game by link another browser's seat belongs to.

use crate::app::pages::play::state::PlayState;
use crate::app::text::i18n::{t, Locale};
use crate::app::text::i18n_text::game_name;
use crate::app::text::saved_text::{players_text, side_name};
use crate::play::Seat;
use leptos::prelude::*;

/// The heading of the play panel.
pub fn play_header(page: PlayState) -> impl IntoView {
    let PlayState {
        locale,
        game,
        session,
        ..
    } = page;
    let name = move || game_name(locale, game);
    let players = move || {
        session.with(|s| {
            let p = s.seats().players();
            (p.first != Seat::Human || p.second != Seat::Human)
                .then(|| players_text(locale, game, &p.first, &p.second))
        })
    };
    // "You play: Geese", when a person plays one side against the computer
    // or with a friend by link.
    let you_play = move || {
        session.with(|s| {
            let side = s.seats().persons_side()?;
            let colon = if locale == Locale::fr { "\u{a0}:" } else { ":" };
            Some(format!(
                "{}{colon} {}",
                t!(locale, play.choice.you_play),
                side_name(locale, game, side)
            ))
        })
    };
    view! {
        <header class="play-header">
            <h1>{name}</h1>
            {move || you_play().map(|text| view! { <p class="you-play" data-testid="you-play">{text}</p> })}
            {move || players().map(|text| view! { <p class="players" data-testid="players">{text}</p> })}
            <p class="rated-badge" data-testid="watching" hidden=move || !session.with(|s| s.seats().is_spectator())>
                <strong>{t!(locale, play.friend.watching)}</strong>" · "
                {t!(locale, play.friend.watching_hint)}
            </p>
        </header>
    }
}
