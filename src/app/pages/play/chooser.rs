//! How to play, chosen on the page itself before the first move: the side
//! the person takes, the level, then the computer in one tap (first, so a
//! phone shows it under the board without scrolling), a friend who plays
//! by link at their own device, or two people at this device; "More
//! choices…" opens a clock, rated play and a game the computer plays
//! against itself, in place; last, in Fox and Geese, the table options,
//! which change the board at once.

use super::menus::{select_markup, value_of};
use super::new_game::{offered_levels, NewGame};
use super::table::table_options;
use super::terms_menus::{chosen_terms, clock_menu, rated_menu};
use crate::ai::Level;
use crate::app::text::i18n::{t, use_locale, Locale};
use crate::app::text::saved_text::{level_text, side_name};
use crate::clock::TimeControl;
use crate::engine::{GameId, Options, Side};
use crate::play::Players;
use leptos::prelude::*;

/// The person's side and the computer's level when `players` is one
/// person against the computer.
fn person_against_computer(players: &Players) -> Option<(Side, Level)> {
    let (side, level) = players.person_against_computer()?;
    Some((side, level.parse().ok()?))
}

/// The choice; `options` are the table the new game keeps, `players` the
/// current game's (the side and level start as they are there), `on_start`
/// starts it.
#[component]
pub fn StartChoice(
    game: GameId,
    #[prop(into)] options: Signal<Options>,
    #[prop(into)] players: Signal<Players>,
    #[prop(into)] two_players: Signal<bool>,
    /// Whether the board is fresh, the choice to make (hidden once a game
    /// is under way; it keeps what was chosen for the next one).
    shown: Signal<bool>,
    /// Whether the current game is rated: the choice starts as it.
    rated: bool,
    /// The current game's time control: the choice starts as it.
    clock: Option<TimeControl>,
    on_start: Callback<NewGame>,
) -> impl IntoView {
    let locale = use_locale();
    // The clock and rated menus wait behind "More choices…", so the first
    // screen keeps the game against the computer in view; a timed or
    // rated game shows them open. Closed, a game starts untimed and casual.
    let more = RwSignal::new(rated || clock.is_some());
    let terms = move || match more.get_untracked() {
        true => chosen_terms(),
        false => (false, None),
    };
    let clock_menu = move || {
        match more.get() {
        true => clock_menu(locale, clock),
        false => view! {
            <button class="button secondary choice-more" data-testid="choice-more"
                aria-expanded="false" on:click=move |_| more.set(true)>{t!(locale, play.choice.more)}</button>
        }
        .into_any(),
    }
    };
    let rated_menu = move || more.get().then(|| rated_menu(locale, rated));
    // A new table replaces the fresh board at once, with the same seats
    // (the computer, if seated, plays second here: it has not moved).

    let table = (game == GameId::FoxGeese).then(|| {
        let change = Callback::new(move |options| {
            on_start.run(NewGame {
                options,
                players: players.get_untracked(),
                by_link: None,
                rated: terms().0,
                clock: terms().1,
            })
        });
        view! { <div class="choice-table">{table_options(locale, "choice-", options, change)}</div> }
    });
    // The side and level menus are markup (`menus`), written again when
    // the game's seats change (a game from the dialog, a saved one), read
    // when a game starts.
    let seats = move || {
        players
            .with(person_against_computer)
            .unwrap_or((Side::First, Level::Medium))
    };
    let side_menu = move || side_markup(locale, game, seats().0);
    let level_menu = move || level_markup(locale, seats().1);
    let side = move || match value_of("choice-side").as_deref() {
        Some("second") => Side::Second,
        _ => Side::First,
    };
    let level = move || {
        value_of("choice-level")
            .and_then(|l| l.parse::<Level>().ok())
            .unwrap_or(Level::Medium)
    };
    let start = move |players: Players, by_link: Option<Side>| {
        on_start.run(NewGame {
            options: options.get_untracked(),
            players,
            by_link,
            rated: by_link.is_none() && terms().0,
            clock: terms().1,
        })
    };
    view! {
        <section class="start-choice" data-testid="start-choice" aria-label=t!(locale, play.choice.label)
            hidden=move || !shown.get()>
            <div class="choice-side" inner_html=side_menu></div>
            <div class="choice-computer">
                <div inner_html=level_menu></div>
                {rated_menu}
                <button
                    class="button choice-go"
                    data-testid="play-computer"
                    on:click=move |_| start(Players::against_computer(side(), level().as_str()), None)
                >
                    {t!(locale, play.choice.computer)}
                </button>
            </div>
            <div class="choice-friend">
                <button
                    class="button secondary"
                    data-testid="play-friend"
                    aria-describedby="choice-friend-hint"
                    on:click=move |_| start(Players::default(), Some(side()))
                >
                    {t!(locale, play.choice.friend)}
                </button>
                <p class="choice-hint" id="choice-friend-hint">{t!(locale, play.choice.friend_hint)}</p>
            </div>
            <button
                class="button secondary choice-two"
                data-testid="play-two"
                aria-pressed=move || two_players.get().to_string()
                on:click=move |_| start(Players::default(), None)
            >
                {t!(locale, play.choice.two)}
            </button>
            {clock_menu}
                <button
                    class="button secondary choice-watch"
                    data-testid="play-watch"
                    hidden=move || !more.get()
                    on:click=move |_| {
                        let level = level();
                        start(Players::against_each_other(level.as_str()), None)
                    }
                >
                    {t!(locale, play.choice.watch)}
                </button>
            {table}
        </section>
    }
}

/// The menu of the person's side, `chosen` selected.
fn side_markup(locale: Locale, game: GameId, chosen: Side) -> String {
    let value = |s: Side| if s == Side::First { "first" } else { "second" };
    let sides = [Side::First, Side::Second]
        .map(|s| (value(s).to_string(), side_name(locale, game, s).to_string()));
    select_markup(
        "choice-side",
        t!(locale, play.choice.side),
        &sides,
        value(chosen),
    )
}

/// The menu of the computer's level, `chosen` selected.
fn level_markup(locale: Locale, chosen: Level) -> String {
    let levels: Vec<_> = offered_levels()
        .map(|l| {
            (
                l.as_str().to_string(),
                level_text(locale, l.as_str()).to_string(),
            )
        })
        .collect();
    select_markup(
        "choice-level",
        t!(locale, play.choice.level),
        &levels,
        chosen.as_str(),
    )
}
