//! Beside the board: whose turn or the result, the taken pieces, the move
//! list with its navigation (the navigation bar also serves the analysis
//! page), and the game's buttons.

use crate::app::text::i18n::{t, use_locale, Locale};
use crate::app::text::i18n_text::piece_name;
use crate::app::text::play_text::{
    conclusion_sentence, friend_turn_text, outcome_sentence, persons_result_of,
    persons_result_text, reason_text, turn_text,
};
use crate::engine::Piece;
use crate::pictures::markup::{self, escape};
use crate::play::{Session, Turn};
use leptos::prelude::*;

/// "Geese to move", or the result with its reason (against the computer
/// and by link from the person's view: "You won: …"); in a game with a
/// friend by link, from this person's point of view ("Your move — you
/// play the defenders", "Waiting for your friend (attackers)").
#[component]
pub fn StatusLine(session: RwSignal<Session>) -> impl IntoView {
    let locale = use_locale();
    let text = move || {
        let locale = locale;
        session.with(|s| {
            let game = s.history().game();
            let by_link = s
                .seats()
                .correspondence()
                .and_then(|_| friend_turn_text(locale, game.id(), s.seats().turn()));
            let computer = s.seats().correspondence().is_none();
            match (game.outcome(), by_link) {
                (Some(outcome), _) => {
                    outcome_sentence(locale, game.id(), outcome, s.seats().persons_side())
                }
                (None, _) if s.terms().conclusion().is_some() => s
                    .terms()
                    .conclusion()
                    .map(|c| {
                        let text = conclusion_sentence(
                            locale,
                            game.id(),
                            c,
                            s.seats().persons_side(),
                            computer,
                        );
                        format!("{text}.")
                    })
                    .unwrap_or_default(),
                (None, Some(text)) => text.to_string(),
                (None, None) => turn_text(locale, game.id(), game.side_to_move()).to_string(),
            }
        })
    };
    let over = move || session.with(|s| s.terms().is_over());
    // Whose turn it is in a game by link, for styles and tests.
    let whose = move || {
        session.with(|s| match (s.seats().correspondence(), s.seats().turn()) {
            (Some(_), Turn::YourMove(_)) => Some("yours"),
            (Some(_), Turn::FriendsMove(_)) => Some("friends"),
            (Some(_), Turn::Watching(_)) => Some("watching"),
            _ => None,
        })
    };
    view! {
        <p class="status" class:over=over data-testid="status" data-turn=whose>{text}</p>
    }
}

/// The result of a finished game, and why: (result, reason).
fn ending_texts(
    locale: crate::app::text::i18n::Locale,
    s: &Session,
) -> Option<(&'static str, String)> {
    let game = s.history().game();
    let person = s.seats().persons_side();
    if let Some(outcome) = game.outcome() {
        return Some((
            persons_result_text(locale, game.id(), outcome, person),
            reason_text(locale, game.id(), outcome).to_string(),
        ));
    }
    let c = s.terms().conclusion()?;
    let computer = s.seats().correspondence().is_none();
    Some((
        persons_result_of(locale, game.id(), c.result, person),
        conclusion_sentence(locale, game.id(), c, person, computer),
    ))
}

/// The game-over banner, with a button for a new game; after a rated
/// game, the change of the person's rating (`rating`: before and after).
#[component]
pub fn GameOverBanner(
    session: RwSignal<Session>,
    on_new_game: Callback<()>,
    rating: RwSignal<Option<String>>,
) -> impl IntoView {
    let locale = use_locale();
    move || {
        let locale = locale;
        session.with(|s| {
            ending_texts(locale, s).map(|(result, reason)| {
                let change = rating.get().map(|said| {
                    view! { <p class="game-over-rating" data-testid="rating-change">{said}</p> }
                });
                view! {
                    <div class="game-over" role="status" data-testid="game-over">
                        <p class="game-over-label">{t!(locale, play.game_over)}</p>
                        <p class="game-over-result" data-testid="game-over-result">
                            {result}
                        </p>
                        <p class="game-over-reason" data-testid="game-over-reason">{reason}</p>
                        {change}
                        <button class="button" on:click=move |_| on_new_game.run(())>
                            {t!(locale, play.new_game)}
                        </button>
                    </div>
                }
            })
        })
    }
}

/// While a jump chain may stop or go on: the hint and the Stop button;
/// when Two Foxes forces a capture: the reminder.
#[component]
pub fn ChainControls(session: RwSignal<Session>, on_stop: Callback<()>) -> impl IntoView {
    let locale = use_locale();
    let can_stop = move || {
        session.with(|s| s.history().is_live() && s.history().input().stop_move().is_some())
    };
    let forced = move || {
        session.with(|s| s.history().is_live() && !s.history().input().must_capture().is_empty())
    };
    view! {
            <div class="chain" role="group" hidden=move || !can_stop()>
                <span>{t!(locale, play.chain_hint)}</span>
                <button class="button" data-testid="stop-chain" on:click=move |_| on_stop.run(())>
                    {t!(locale, play.stop_here)}
                </button>
            </div>
            <p class="must-capture" data-testid="must-capture" hidden=move || !forced() || can_stop()>
                {t!(locale, play.must_capture)}
            </p>
    }
}

/// How many pieces of each kind have been taken (at the shown ply), drawn
/// as markup: it has nothing to press.
#[component]
pub fn TakenCounts(session: RwSignal<Session>) -> impl IntoView {
    let locale = use_locale();
    let items = move || {
        session.with(|s| {
            let game = s.history().game();
            // The pieces it began with (a set-up position's, for an
            // imported record).
            let start = game.start_setup().pieces;
            let now = s.history().timeline().pieces(s.history().viewed_ply());
            [Piece::Goose, Piece::Attacker, Piece::Defender]
                .into_iter()
                .filter_map(|kind| {
                    let at_start = start.iter().filter(|(_, p)| *p == kind).count();
                    let left = now.iter().filter(|p| p.piece == kind).count();
                    (at_start > 0).then(|| taken_item(locale, kind, at_start - left.min(at_start)))
                })
                .collect::<String>()
        })
    };
    view! {
        <div class="taken" data-testid="taken">
            <span class="taken-label">{t!(locale, play.taken)}</span>
            <span class="taken-items" inner_html=items></span>
        </div>
    }
}

/// One kind's count of taken pieces, as markup.
fn taken_item(locale: Locale, kind: Piece, taken: usize) -> String {
    let name = escape(piece_name(locale, kind));
    format!(
        r#"<span class="taken-item" data-taken="{kind}" title="{name}"><svg class="taken-piece" viewBox="-5 -5 10 10" aria-hidden="true"><g class="piece piece-{kind}">{shape}</g></svg><span class="visually-hidden">{name}</span><span class="taken-count">{taken}</span></span>"#,
        kind = kind.as_str(),
        shape = markup::piece_shape(kind),
    )
}

/// The moves in notation, numbered in pairs by CSS; a click shows the
/// position after that move. Hnefatafl moves carry their capture marks
/// (`e3-e5xe4`), as the engine writes them; fox moves show their jumps.
/// Drawn as markup, redrawn whole at each change; one listener on the list
/// hears every move's button (and gives the focus back to the button
/// pressed, which the redraw replaced).
#[component]
pub fn MoveList(session: RwSignal<Session>) -> impl IntoView {
    let locale = use_locale();
    let list_ref = NodeRef::<leptos::html::Ol>::new();
    let viewed = move || session.with(|s| s.history().viewed_ply());
    let items = move || {
        session.with(|s| {
            let viewed = s.history().viewed_ply();
            s.history().game()
                .marked_moves()
                .iter()
                .enumerate()
                .map(|(i, notation)| {
                    let ply = i + 1;
                    let (class, current) = match ply == viewed {
                        true => (r#" class="current""#, r#" aria-current="step""#),
                        false => ("", ""),
                    };
                    format!(
                        r#"<li{class}><button class="move" data-ply="{ply}"{current}>{}</button></li>"#,
                        escape(notation)
                    )
                })
                .collect::<String>()
        })
    };
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some(ply) = pressed_ply(&ev) else { return };
        session.update(|s| s.history_mut().view(ply));
        if let Some(button) = list_ref.get_untracked().and_then(|list| {
            list.query_selector(&format!("[data-ply=\"{ply}\"]"))
                .ok()
                .flatten()
        }) {
            if let Ok(button) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(button) {
                let _ = button.focus();
            }
        }
    };
    // Keep the shown move in sight.
    Effect::new(move |_| {
        let ply = viewed();
        if let Some(list) = list_ref.get() {
            if let Ok(Some(item)) = list.query_selector(&format!("li:nth-child({ply})")) {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                item.scroll_into_view_with_scroll_into_view_options(&options);
            }
        }
    });
    view! {
        <div class="moves">
            <h2 class="moves-heading">{t!(locale, play.moves_heading)}</h2>
            <p class="no-moves" hidden=move || session.with(|s| !s.history().game().moves().is_empty())>
                {t!(locale, play.no_moves)}
            </p>
            <ol class="move-list" data-testid="move-list" node_ref=list_ref inner_html=items
                on:click=on_click></ol>
        </div>
    }
}

/// The ply of the move button a click landed on.
fn pressed_ply(ev: &web_sys::MouseEvent) -> Option<usize> {
    let target = ev.target()?;
    let element = wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(target).ok()?;
    let button = element.closest("[data-ply]").ok()??;
    button.get_attribute("data-ply")?.parse().ok()
}

/// Where a navigation button goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    First,
    Previous,
    Next,
    Last,
}

/// The four navigation buttons (first, previous, next, last) of the play
/// page's moves and the analysis tree: `labels` in that order, the first
/// two off `at_start`, the last two off `at_end`.
#[component]
pub fn NavBar(
    labels: [&'static str; 4],
    #[prop(into)] at_start: Signal<bool>,
    #[prop(into)] at_end: Signal<bool>,
    on_nav: Callback<Nav>,
) -> impl IntoView {
    let kinds = [
        (Nav::First, "first", "nav-first"),
        (Nav::Previous, "previous", "nav-previous"),
        (Nav::Next, "next", "nav-next"),
        (Nav::Last, "last", "nav-last"),
    ];
    let buttons = kinds
        .into_iter()
        .zip(labels)
        .map(|((nav, kind, testid), label)| {
            let back = matches!(nav, Nav::First | Nav::Previous);
            let disabled = move || if back { at_start.get() } else { at_end.get() };
            view! {
                <button class="icon-button" data-testid=testid disabled=disabled
                    aria-label=label title=label
                    on:click=move |_| on_nav.run(nav)><NavIcon kind=kind /></button>
            }
        })
        .collect_view();
    view! { <div class="nav-buttons" role="group">{buttons}</div> }
}

/// First / previous / next / last position.
#[component]
pub fn NavButtons(session: RwSignal<Session>) -> impl IntoView {
    let locale = use_locale();
    let at_start = Signal::derive(move || session.with(|s| s.history().viewed_ply() == 0));
    let live = Signal::derive(move || session.with(|s| s.history().is_live()));
    let on_nav = Callback::new(move |nav: Nav| {
        session.update(|s| match nav {
            Nav::First => s.history_mut().view(0),
            Nav::Previous => s.history_mut().step_view(-1),
            Nav::Next => s.history_mut().step_view(1),
            Nav::Last => {
                let last = s.history().timeline().len();
                s.history_mut().view(last)
            }
        })
    });
    let labels = [
        t!(locale, play.first),
        t!(locale, play.previous),
        t!(locale, play.next),
        t!(locale, play.last),
    ];
    view! {
        <NavBar labels=labels at_start=at_start at_end=live on_nav=on_nav />
        <p class="viewing" data-testid="viewing" hidden=move || live.get()>{t!(locale, play.viewing)}</p>
    }
}

/// A small arrow drawn in SVG (icon fonts are not always installed).
#[component]
pub fn NavIcon(kind: &'static str) -> impl IntoView {
    let d = match kind {
        "first" => "M4 3v10M13 3L7 8l6 5",
        "previous" => "M11 3L5 8l6 5",
        "next" => "M5 3l6 5-6 5",
        _ => "M12 3v10M3 3l6 5-6 5",
    };
    view! { <svg class="nav-icon" viewBox="0 0 16 16" aria-hidden="true" inner_html=format!(r#"<path d="{d}"/>"#)></svg> }
}
