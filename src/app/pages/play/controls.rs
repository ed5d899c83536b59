//! The play page's buttons: take back, redo, hint, flip, share, export,
//! analyse, sound on or off and new game, with where "Export" and
//! "Analyse" lead.

use crate::app::browser::sound;
use crate::app::pages::play::state::PlayState;
use crate::app::pages::play::Computer;
use crate::app::text::i18n::{lang_of, t};
use crate::links::share;
use crate::saves;
use crate::site::{self, href};
use leptos::prelude::*;

/// "Export this game" leads to My games once the game is saved there.
fn export_href(page: PlayState) -> Option<String> {
    let lang = lang_of(page.locale);
    page.keeper.with(|k| {
        k.written_ms
            .is_some()
            .then(|| href(&format!("{}?export={}", site::games_path(lang), k.id)))
    })
}

/// "Analyse": the game on the analysis board at the position shown, by
/// its save (or, unsaved, its share code).
fn analyse_href(page: PlayState) -> String {
    let PlayState {
        locale,
        game,
        session,
        keeper,
        ..
    } = page;
    let lang = lang_of(locale);
    let ply = session.with(|s| s.history().viewed_ply());
    let saved = keeper.with(|k| k.written_ms.is_some().then(|| k.id.clone()));
    match saved {
        Some(id) => href(&format!(
            "{}&ply={ply}",
            saves::analysis_path(lang, game, &id)
        )),
        None if !page.set_up() => {
            let code = session.with(|s| share::encode(&s.record()));
            href(&format!(
                "{}?g={code}&ply={ply}",
                site::analysis_path(lang, game)
            ))
        }
        None => href(&site::analysis_path(lang, game)),
    }
}

/// The row of buttons under the move list.
pub fn controls_bar(page: PlayState, computer: Computer) -> impl IntoView {
    let PlayState {
        locale,
        session,
        share_open,
        copied,
        flipped,
        ..
    } = page;
    let can_undo = move || session.with(|s| s.can_undo_turn());
    // After the end, taking back reopens the game: the button says so.
    let undo_label = move || {
        if session.with(|s| s.terms().is_over()) {
            t!(locale, play.undo_over)
        } else {
            t!(locale, play.undo)
        }
    };
    let can_redo = move || session.with(|s| s.can_redo());
    let can_hint = move || {
        session.with(|s| s.seats().is_human_turn() && s.history().is_live())
            && !computer.is_hinting()
    };
    let export = move || export_href(page);
    let sound_on = RwSignal::new(sound::enabled());
    let toggle_sound = move |_| {
        let on = !sound_on.get_untracked();
        sound::set_enabled(on);
        sound_on.set(on);
    };
    view! {
        <div class="controls" role="group">
            <button class="button secondary" data-testid="undo" disabled=move || !can_undo()
                on:click=move |_| page.undo(computer)>{undo_label}</button>
            <button class="button secondary" data-testid="redo" disabled=move || !can_redo()
                on:click=move |_| page.redo(computer)>{t!(locale, play.redo)}</button>
            <button class="button secondary" data-testid="hint" disabled=move || !can_hint()
                on:click=move |_| computer.ask_hint()>{t!(locale, play.ai.hint)}</button>
            <button class="button secondary" data-testid="flip" aria-pressed=move || flipped.get().to_string()
                on:click=move |_| flipped.update(|f| *f = !*f)>{t!(locale, play.flip)}</button>
            <button class="button secondary" data-testid="share" aria-expanded=move || share_open.get().to_string()
                hidden=move || page.by_link() || page.set_up()
                on:click=move |_| {
                    copied.set(None);
                    share_open.update(|o| *o = !*o);
                }>{t!(locale, play.share)}</button>
            <a class="button secondary" data-testid="export" href=move || export().unwrap_or_default()
                hidden=move || export().is_none()>{t!(locale, play.export)}</a>
            <a class="button secondary" data-testid="analyse" href=move || analyse_href(page)>{t!(locale, play.analyse)}</a>
            <button class="button secondary" data-testid="sound" aria-pressed=move || sound_on.get().to_string()
                on:click=toggle_sound>{t!(locale, play.sound)}</button>
            <button class="button" data-testid="new-game"
                on:click=move |_| page.new_game(computer)>{t!(locale, play.new_game)}</button>
        </div>
    }
}
