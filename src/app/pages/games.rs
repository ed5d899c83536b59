//! `/:lang/games`: "My games", the saved games of this browser to resume,
//! review, export or delete, the import of a game record, and the entries
//! that cannot be read (kept, reported). `?export=<save id>` (the play
//! page's "Export this game") opens that game's export.
//!
//! The list is read from storage when the page opens and again whenever
//! another tab changes storage (the `storage` event), so a game saved or
//! deleted elsewhere shows up here.

use super::games_analysis::AnalysisExport;
use super::games_backup::BackupSection;
use super::games_ratings::{RatingsRead, RatingsSection};
use super::records::{ExportPanel, ImportBox};
use crate::analysis::AnalysisTree;
use crate::app::board::svg::BoardSvg;
use crate::app::browser::rating_store;
use crate::app::browser::storage::{self, BrokenEntry, Listing};
use crate::app::pages::games_facts::record_facts;
use crate::app::text::i18n::{lang_of, t, use_locale, Locale};
use crate::app::text::i18n_text::game_name;
use crate::app::text::saved_text::{
    correspondence_text, options_text, players_text, save_error_text, status_text,
};
use crate::play::move_number;
use crate::saves::{self, SaveEntry, SaveSummary};
use crate::site;
use crate::site::href;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// What the player is asked to confirm: deleting a save or a kept entry.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Pending {
    Save(String),
    Broken(String),
}

/// The shared state of the page: the listing, the pending confirmation and
/// the message for the live region.
#[derive(Clone, Copy)]
struct PageState {
    listing: RwSignal<Listing>,
    pending: RwSignal<Option<Pending>>,
    announce: RwSignal<String>,
    /// The save whose export is open.
    export: RwSignal<Option<String>>,
    /// The person's ratings (`None` until read, at build time).
    ratings: RwSignal<RatingsRead>,
}

impl PageState {
    fn refresh(&self) {
        self.listing.set(storage::list());
        self.ratings.set(Some(rating_store::load()));
    }
}

/// The "My games" page, showing `listing`: `None` when it is written out at
/// build time, before the browser's storage can be read (then neither the
/// list nor the "no games yet" message shows until the app has read it).
/// `export` names the save whose export opens with the page; `analysis`
/// is an analysis sent from the analysis board to export (`Some(None)`:
/// its code did not read).
#[component]
pub fn GamesPage(
    listing: Option<Listing>,
    #[prop(default = None)] export: Option<String>,
    #[prop(default = None)] analysis: Option<Option<AnalysisTree>>,
) -> impl IntoView {
    let locale = use_locale();
    let read = listing.is_some();
    let state = PageState {
        listing: RwSignal::new(listing.unwrap_or_default()),
        pending: RwSignal::new(None),
        announce: RwSignal::new(String::new()),
        export: RwSignal::new(export),
        ratings: RwSignal::new(None),
    };
    if read {
        state.ratings.set(Some(rating_store::load()));
    }
    let on_imported = Callback::new(move |()| state.refresh());
    let handle = window_event_listener(leptos::ev::storage, move |_| state.refresh());
    on_cleanup(move || handle.remove());

    let entries = move || state.listing.with(|l| l.entries.clone());
    let broken = move || state.listing.with(|l| l.broken.clone());
    let is_empty = move || read && state.listing.with(|l| l.entries.is_empty());
    let unavailable = move || state.listing.with(|l| l.unavailable);
    let home = move || href(&site::home_path(lang_of(locale)));

    view! {
        <article class="saved-page">
            <header class="saved-header">
                <h1>{t!(locale, saved.title)}</h1>
                <p class="lead">{t!(locale, saved.intro)}</p>
            </header>
            {analysis.map(|tree| view! { <AnalysisExport tree=tree /> })}
            <Show when=move || read && !unavailable()>
                <ImportBox on_saved=on_imported />
            </Show>
            <RatingsSection ratings=state.ratings />
            <Show when=move || read && !unavailable()>
                <BackupSection on_imported=on_imported />
            </Show>
            <Show when=unavailable>
                <p class="saved-alert" role="alert" data-testid="saved-unavailable">
                    {t!(locale, saved.unavailable)}
                </p>
            </Show>
            <Show when=move || is_empty() && !unavailable()>
                <div class="saved-empty" data-testid="saved-empty">
                    <h2>{t!(locale, saved.empty_title)}</h2>
                    <p>{t!(locale, saved.empty_text)}</p>
                    <a class="button" href=home>
                        {t!(locale, saved.empty_cta)}
                    </a>
                </div>
            </Show>
            <ul
                class="saved-list"
                data-testid="saved-games"
                aria-label=t!(locale, saved.list_label)
            >
                <For
                    each=entries
                    key=|(entry, summary)| (entry.id.clone(), summary.updated_ms.to_bits(), summary.moves)
                    children=move |(entry, summary)| {
                        view! { <SavedItem entry=entry summary=summary state=state /> }
                    }
                />
            </ul>
            <Show when=move || !broken().is_empty()>
                <section class="saved-broken" data-testid="saved-broken" aria-labelledby="broken-heading">
                    <h2 id="broken-heading">{t!(locale, saved.broken_heading)}</h2>
                    <p class="saved-muted">{t!(locale, saved.broken_intro)}</p>
                    <ul class="broken-list">
                        <For
                            each=broken
                            key=|b| b.key.clone()
                            children=move |b| view! { <BrokenItem entry=b state=state /> }
                        />
                    </ul>
                </section>
            </Show>
            <p class="visually-hidden" aria-live="polite" data-testid="saved-announce">
                {move || state.announce.get()}
            </p>
        </article>
    }
}

/// The date and time of `ms` in the page's language (`30 Nov 2026, 14:05`).
fn date_text(locale: Locale, ms: f64) -> String {
    let date = js_sys::Date::new(&JsValue::from_f64(ms));
    let options = js_sys::Object::new();
    let set = |key: &str, value: &str| {
        let _ = js_sys::Reflect::set(&options, &JsValue::from_str(key), &JsValue::from_str(value));
    };
    set("dateStyle", "medium");
    set("timeStyle", "short");
    String::from(date.to_locale_string(lang_of(locale), &options))
}

/// The confirm step of a delete: the question and two buttons. Focus goes
/// to "Cancel" when it opens, so a stray Enter deletes nothing.
#[component]
fn ConfirmDelete(on_confirm: Callback<()>, on_cancel: Callback<()>) -> impl IntoView {
    let locale = use_locale();
    let cancel_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = cancel_ref.get() {
            let _ = button.focus();
        }
    });
    view! {
        <div class="saved-confirm" role="group" data-testid="confirm-delete">
            <p class="confirm-question">{t!(locale, saved.confirm_delete)}</p>
            <div class="saved-actions">
                <button
                    type="button"
                    class="btn btn-danger"
                    data-action="confirm-delete"
                    on:click=move |_| on_confirm.run(())
                >
                    {t!(locale, saved.confirm_yes)}
                </button>
                <button
                    type="button"
                    class="btn"
                    data-action="cancel-delete"
                    node_ref=cancel_ref
                    on:click=move |_| on_cancel.run(())
                >
                    {t!(locale, saved.cancel)}
                </button>
            </div>
        </div>
    }
}

/// An item's actions ending with "Delete", and in their place once it is
/// pressed the confirm step: on yes `delete` runs, `deleted` is announced
/// and the list is read again; on cancel the actions come back.
#[component]
fn DeleteFlow(
    state: PageState,
    item: Pending,
    delete: Callback<()>,
    deleted: &'static str,
    /// The actions before "Delete".
    #[prop(optional)]
    children: Option<ChildrenFn>,
) -> impl IntoView {
    let locale = use_locale();
    let pending = {
        let item = item.clone();
        move || state.pending.with(|p| p.as_ref() == Some(&item))
    };
    let confirm = Callback::new(move |()| {
        delete.run(());
        state.pending.set(None);
        state.announce.set(deleted.to_string());
        state.refresh();
    });
    let cancel = Callback::new(move |()| state.pending.set(None));
    view! {
        <Show
            when=pending
            fallback=move || {
                let item = item.clone();
                view! {
                    <div class="saved-actions">
                        {children.as_ref().map(|c| c())}
                        <button type="button" class="btn" data-action="delete"
                            on:click=move |_| state.pending.set(Some(item.clone()))>
                            {t!(locale, saved.delete)}
                        </button>
                    </div>
                }
            }
        >
            <ConfirmDelete on_confirm=confirm on_cancel=cancel />
        </Show>
    }
}

/// One saved game: thumbnail, name, options, status, facts and actions.
#[component]
fn SavedItem(entry: SaveEntry, summary: SaveSummary, state: PageState) -> impl IntoView {
    let locale = use_locale();
    let game = summary.game;
    let id = entry.id.clone();
    let upgraded = state.listing.with_untracked(|l| l.upgraded.contains(&id));
    let resume = {
        let id = id.clone();
        move || href(&saves::resume_path(lang_of(locale), game, &id))
    };
    let analyse = href(&saves::analysis_path(lang_of(locale), game, &id));
    let name = move || game_name(locale, game);
    let finished = summary.is_finished();
    let status = summary.status;
    let options = summary.options;
    let players = entry.players.clone();
    // A game with a friend by link says so instead of who plays at this
    // device: `Played by link · you play the defenders · your move`.
    let by_link = correspondence_text(locale, &summary);
    let updated = summary.updated_ms;
    let moves = move_number(summary.moves);
    let delete = {
        let id = id.clone();
        Callback::new(move |()| storage::delete(&id))
    };
    let exporting = {
        let id = id.clone();
        move || state.export.get().as_deref() == Some(id.as_str())
    };
    let toggle_export = {
        let id = id.clone();
        move |_| {
            state.export.update(|open| {
                *open = match open.as_deref() == Some(id.as_str()) {
                    true => None,
                    false => Some(id.clone()),
                }
            })
        }
    };
    let expanded = {
        let exporting = exporting.clone();
        move || exporting().to_string()
    };
    let close_export = Callback::new(move |()| state.export.set(None));
    let board = summary.board.clone();
    view! {
        <li
            class="saved-item"
            data-save-id=id.clone()
            data-game=game.as_str()
            data-status=summary.status_word
        >
            <a class="saved-thumb" href=resume.clone() tabindex="-1" aria-hidden="true">
                <BoardSvg
                    view=board
                    label=Signal::derive(move || {
                        format!("{} · {}", t!(locale, saved.thumb_label), name())
                    })
                    class="thumb"
                />
            </a>
            <div class="saved-body">
                <h2 class="saved-title">
                    <a href=resume.clone()>{name}</a>
                </h2>
                <p class="saved-options">{options_text(locale, game, options)}</p>
                <p
                    class="saved-status"
                    class:finished=finished
                    data-testid="saved-status"
                >
                    {status_text(locale, game, status)}
                </p>
                <dl class="saved-facts">
                    <div>
                        <dt>{t!(locale, saved.moves)}</dt>
                        <dd data-testid="saved-moves">{moves}</dd>
                    </div>
                    <div>
                        <dt>{t!(locale, saved.last_played)}</dt>
                        <dd>{date_text(locale, updated)}</dd>
                    </div>
                    <div>
                        <dt>{t!(locale, saved.players)}</dt>
                        <dd data-testid="saved-players" data-by-link=by_link.is_some().then_some("true")>
                            {by_link.clone().unwrap_or_else(|| {
                                players_text(locale, game, &players.first, &players.second)
                            })}
                        </dd>
                    </div>
                    {record_facts(locale, game, &entry.record.facts)}
                </dl>
                <Show when=move || upgraded>
                    <p class="saved-note" data-note="upgraded">{t!(locale, saved.upgraded)}</p>
                </Show>
                <DeleteFlow state=state item=Pending::Save(id.clone()) delete=delete
                    deleted=t!(locale, saved.deleted)>
                    <a class="btn btn-primary" href=resume.clone() data-action="resume">
                        {move || {
                            if finished {
                                t!(locale, saved.review)
                            } else {
                                t!(locale, saved.resume)
                            }
                        }}
                    </a>
                    <a class="btn" href=analyse.clone() data-action="analyse">
                        {t!(locale, saved.analyse)}
                    </a>
                    <button type="button" class="btn" data-action="export"
                        aria-expanded=expanded.clone()
                        on:click=toggle_export.clone()>
                        {t!(locale, records.export)}
                    </button>
                </DeleteFlow>
                <Show when=exporting.clone()>
                    <ExportPanel entry=entry.clone() on_close=close_export />
                </Show>
            </div>
        </li>
    }
}

/// One entry that cannot be read: why, where its text is kept, and a
/// delete with its confirm step.
#[component]
fn BrokenItem(entry: BrokenEntry, state: PageState) -> impl IntoView {
    let locale = use_locale();
    let key = entry.key.clone();
    let kind = entry.kind;
    let delete = {
        let entry = entry.clone();
        Callback::new(move |()| storage::delete_broken(&entry))
    };
    view! {
        <li class="broken-item" data-broken-id=entry.id.clone() data-kind=kind.as_str()>
            <p class="broken-message">{save_error_text(locale, kind)}</p>
            <p class="saved-muted broken-key">
                {t!(locale, saved.broken_key)}
                " "
                <code>{key.clone()}</code>
            </p>
            <DeleteFlow state=state item=Pending::Broken(key.clone()) delete=delete
                deleted=t!(locale, saved.broken_deleted) />
        </li>
    }
}
