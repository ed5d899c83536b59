//! The analysis panel's buttons: through the tree (first, previous, next,
//! last), on the node shown (promote its variation, make it the main
//! line, delete it), and for the page (flip, edit a position, copy the
//! link, with what the copy did).

use crate::analysis::NodeId;
use crate::app::pages::analysis::state::AnalysisState;
use crate::app::pages::play::{Nav, NavBar};
use crate::app::text::i18n::t;
use leptos::prelude::*;

/// First / previous / next / last node of the line shown.
pub fn tree_nav(page: AnalysisState) -> impl IntoView {
    let AnalysisState {
        locale,
        tree,
        focus,
        ..
    } = page;
    let at_root = Signal::derive(move || focus.get() == NodeId::ROOT);
    let at_end = Signal::derive(move || tree.with(|t| t.first_child(focus.get()).is_none()));
    let on_nav = Callback::new(move |nav: Nav| match nav {
        Nav::First => page.go(NodeId::ROOT),
        Nav::Previous => page.step_back(),
        Nav::Next => page.step_forward(),
        Nav::Last => page.go_to_end(),
    });
    let labels = [
        t!(locale, analysis.nav.first),
        t!(locale, analysis.nav.previous),
        t!(locale, analysis.nav.next),
        t!(locale, analysis.nav.last),
    ];
    view! { <NavBar labels=labels at_start=at_root at_end=at_end on_nav=on_nav /> }
}

/// What can be done with the node shown, and with the page.
pub fn analysis_controls(page: AnalysisState) -> impl IntoView {
    let AnalysisState {
        locale,
        tree,
        focus,
        flipped,
        copied,
        ..
    } = page;
    let at_root = move || focus.get() == NodeId::ROOT;
    let on_main = move || tree.with(|t| t.is_main_line(focus.get()));
    view! {
        <div class="controls node-actions" role="group">
            <button class="button secondary" data-testid="promote" disabled=on_main
                on:click=move |_| page.promote()>{t!(locale, analysis.actions.promote)}</button>
            <button class="button secondary" data-testid="make-main" disabled=on_main
                on:click=move |_| page.make_main()>{t!(locale, analysis.actions.main_line)}</button>
            <button class="button secondary" data-testid="delete-node" disabled=at_root
                on:click=move |_| page.delete()>{t!(locale, analysis.actions.delete)}</button>
        </div>
        <div class="controls" role="group">
            <button class="button secondary" data-testid="flip" aria-pressed=move || flipped.get().to_string()
                on:click=move |_| flipped.update(|f| *f = !*f)>{t!(locale, analysis.flip)}</button>
            <button class="button secondary" data-testid="open-editor"
                on:click=move |_| page.open_editor()>{t!(locale, analysis.editor.open)}</button>
            <button class="button" data-testid="copy-link"
                on:click=move |_| page.copy_link()>{t!(locale, analysis.copy_link)}</button>
        </div>
        {move || copied.get().map(|done| view! {
            <p class="copied" role="status" data-testid="copied">
                {if done { t!(locale, analysis.copied) } else { t!(locale, analysis.copy_failed) }}
            </p>
        })}
    }
}
