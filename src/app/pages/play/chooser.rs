//! How to play, chosen on the page itself before the first move: the side
//! the person takes, the level, then the computer in one tap, a friend
//! who plays by link at their own device, or two people at this device;
//! in Fox and Geese also the table options, which change the board at
//! once; "More choices…" opens a clock and rated play in place. The
//! new-game dialog keeps the computer on both sides.

use super::new_game::{offered_levels, NewGame};
use super::table::table_options;
use super::terms_menus::{chosen_terms, clock_menu, rated_menu};
use crate::ai::Level;
use crate::app::text::i18n::{t, use_locale};
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
    let level = RwSignal::new(Level::Medium);
    let side = RwSignal::new(Side::First);
    // The game's own seats (a game from the dialog, a saved one) show here.
    Effect::new(move |_| {
        if let Some((s, l)) = players.with(person_against_computer) {
            side.set(s);
            level.set(l);
        }
    });
    let levels = offered_levels()
        .map(|l| {
            let name = l.as_str();
            view! {
                <option value=name selected=move || level.get() == l>
                    {level_text(locale, name)}
                </option>
            }
        })
        .collect_view();
    let sides = [Side::First, Side::Second]
        .into_iter()
        .map(|s| {
            view! {
                <option value=if s == Side::First { "first" } else { "second" } selected=move || side.get() == s>
                    {side_name(locale, game, s)}
                </option>
            }
        })
        .collect_view();
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
        <section class="start-choice" data-testid="start-choice" aria-label=t!(locale, play.choice.label)>
            {table}
            <label class="choice-field choice-side">
                <span>{t!(locale, play.choice.side)}</span>
                <select
                    data-testid="choice-side"
                    on:change=move |ev| {
                        side.set(if event_target_value(&ev) == "second" { Side::Second } else { Side::First });
                    }
                >
                    {sides}
                </select>
            </label>
            {clock_menu}
            <div class="choice-computer">
                <label class="choice-field">
                    <span>{t!(locale, play.choice.level)}</span>
                    <select
                        data-testid="choice-level"
                        on:change=move |ev| {
                            if let Ok(l) = event_target_value(&ev).parse::<Level>() {
                                level.set(l);
                            }
                        }
                    >
                        {levels}
                    </select>
                </label>
                {rated_menu}
                <button
                    class="button choice-go"
                    data-testid="play-computer"
                    on:click=move |_| start(Players::against_computer(side.get_untracked(), level.get_untracked().as_str()), None)
                >
                    {t!(locale, play.choice.computer)}
                </button>
            </div>
            <div class="choice-friend">
                <button
                    class="button secondary"
                    data-testid="play-friend"
                    aria-describedby="choice-friend-hint"
                    on:click=move |_| start(Players::default(), Some(side.get_untracked()))
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
        </section>
    }
}
