//! The new-game dialog: who plays each side (a person, or the computer at
//! a level), the table options of Fox and Geese (13, 15 or 17 geese;
//! sideways steps), then a fresh game.

use super::menus::{labelled_select, value_of};
use super::new_game::{offered_levels, NewGame};
use super::table::table_options;
use super::time_choice::{chosen_control, time_menu};
use crate::ai::Level;
use crate::app::text::i18n::{t, use_locale};
use crate::app::text::saved_text::{level_text, side_name};
use crate::engine::{GameId, Options, Side};
use crate::saves::{Players, Seat};
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
    let seat_menu = move |side: Side, seat: &Seat| {
        let id = if side == Side::First {
            "seat-first"
        } else {
            "seat-second"
        };
        let mut seats = vec![(
            "human".to_string(),
            t!(locale, play.dialog.human).to_string(),
        )];
        seats.extend(offered_levels().map(|level| {
            let name = level.as_str();
            let text = format!(
                "{} · {}",
                t!(locale, play.dialog.computer),
                level_text(locale, name)
            );
            (name.to_string(), text)
        }));
        let label = side_name(locale, game, side);
        view! { <div inner_html=labelled_select("seat", id, label, &seats, &seat_value(seat))></div> }
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
            first: seat_of(&value_of("seat-first").unwrap_or_default()),
            second: seat_of(&value_of("seat-second").unwrap_or_default()),
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
                    {seat_menu(Side::First, &current.players.first)}
                    {seat_menu(Side::Second, &current.players.second)}
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
