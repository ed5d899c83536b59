//! The new-game dialog: who plays each side (a person, or the computer at
//! a level), the table options of Fox and Geese (13, 15 or 17 geese;
//! sideways steps), then a fresh game.

use super::new_game::{offered_levels, NewGame};
use super::table::table_options;
use super::time_choice::{chosen_control, time_menu};
use crate::ai::Level;
use crate::app::text::i18n::{t, use_locale};
use crate::app::text::saved_text::{level_text, side_name};
use crate::engine::{GameId, Options, Side};
use crate::play::{Players, Seat};
use leptos::prelude::*;

/// The value of a seat in the seat menus: `human` or a level name.
fn seat_value(seat: &Seat) -> String {
    match seat {
        Seat::Human => "human".to_string(),
        Seat::Ai { level } => level.clone(),
    }
}

fn seat_of(value: &str) -> Seat {
    match value.parse::<Level>() {
        Ok(level) => Seat::Ai {
            level: level.as_str().to_string(),
        },
        Err(_) => Seat::Human,
    }
}

/// The dialog; `on_start` receives the chosen table and players,
/// `on_cancel` closes it without change.
#[component]
pub fn NewGameDialog(
    game: GameId,
    current: NewGame,
    on_start: Callback<NewGame>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    let locale = use_locale();
    let table = RwSignal::new(current.options);
    let first = RwSignal::new(seat_value(&current.players.first));
    let second = RwSignal::new(seat_value(&current.players.second));
    let seat_menu = move |side: Side, seat: RwSignal<String>| {
        let id = if side == Side::First {
            "seat-first"
        } else {
            "seat-second"
        };
        let levels = move || {
            let locale = locale;
            offered_levels()
                .map(|level| {
                    let name = level.as_str();
                    view! {
                        <option value=name selected=move || seat.get() == name>
                            {format!("{} · {}", t!(locale, play.dialog.computer), level_text(locale, name))}
                        </option>
                    }
                })
                .collect_view()
        };
        view! {
            <label class="seat" for=id>
                <span>{side_name(locale, game, side)}</span>
                <select
                    id=id
                    data-testid=id
                    prop:value=move || seat.get()
                    on:change=move |ev| seat.set(event_target_value(&ev))
                >
                    <option value="human" selected=move || seat.get() == "human">
                        {t!(locale, play.dialog.human)}
                    </option>
                    {levels}
                </select>
            </label>
        }
    };
    let has_options = game == GameId::FoxGeese;
    let options_form = has_options.then(|| {
        table_options(
            locale,
            "",
            table.into(),
            Callback::new(move |o| table.set(o)),
        )
    });
    let start = move |_| {
        let options = if has_options {
            table.get_untracked()
        } else {
            Options::default()
        };
        let players = Players {
            first: seat_of(&first.get_untracked()),
            second: seat_of(&second.get_untracked()),
        };
        on_start.run(NewGame {
            options,
            players,
            by_link: None,
            rated: false,
            clock: chosen_control("dialog-clock"),
        });
    };
    view! {
        <div class="dialog-backdrop" on:click=move |_| on_cancel.run(())>
            <div
                class="dialog"
                role="dialog"
                aria-modal="true"
                aria-labelledby="new-game-title"
                data-testid="new-game-dialog"
                on:click=|ev| ev.stop_propagation()
                on:keydown=move |ev| {
                    if ev.key() == "Escape" {
                        on_cancel.run(());
                    }
                }
            >
                <h2 id="new-game-title">{t!(locale, play.dialog.title)}</h2>
                <fieldset class="field seats">
                    <legend>{t!(locale, play.dialog.players)}</legend>
                    {seat_menu(Side::First, first)}
                    {seat_menu(Side::Second, second)}
                    <p class="field-hint">{t!(locale, play.dialog.players_hint)}</p>
                </fieldset>
                {options_form}
                <div class="field">{time_menu(locale, "dialog-clock", current.clock)}</div>
                <div class="dialog-buttons">
                    <button class="button secondary" on:click=move |_| on_cancel.run(())>
                        {t!(locale, play.dialog.cancel)}
                    </button>
                    <button class="button" data-testid="start-game" autofocus on:click=start>
                        {t!(locale, play.dialog.start)}
                    </button>
                </div>
            </div>
        </div>
    }
}
