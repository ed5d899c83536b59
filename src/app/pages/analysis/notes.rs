//! What is said about the move shown: its comment, written in a text box
//! under the move list (kept when the box is left), and its mark, one of
//! six toggle buttons. Both go into the tree, so into the address and
//! the exports.

use crate::app::pages::analysis::state::AnalysisState;
use crate::app::text::i18n::{t, Locale};
use crate::engine::Mark;
use leptos::prelude::*;

/// The name of `mark`, for its button's label.
fn mark_name(locale: Locale, mark: Mark) -> &'static str {
    match mark {
        Mark::Good => t!(locale, notes.marks.good),
        Mark::Mistake => t!(locale, notes.marks.mistake),
        Mark::Brilliant => t!(locale, notes.marks.brilliant),
        Mark::Blunder => t!(locale, notes.marks.blunder),
        Mark::Interesting => t!(locale, notes.marks.interesting),
        Mark::Dubious => t!(locale, notes.marks.dubious),
    }
}

/// The comment box and the mark buttons of the node shown.
pub fn node_notes(page: AnalysisState) -> impl IntoView {
    let AnalysisState {
        locale,
        tree,
        focus,
        ..
    } = page;
    let at_root = move || focus.get() == crate::analysis::NodeId::ROOT;
    let comment = move || tree.with(|t| t.comment(focus.get()).unwrap_or_default().to_string());
    let label = move || match at_root() {
        true => t!(locale, notes.root_comment_label),
        false => t!(locale, notes.comment_label),
    };
    let write = move |ev: leptos::ev::Event| {
        let text = event_target_value(&ev);
        let node = focus.get_untracked();
        if tree.with_untracked(|t| t.comment(node).unwrap_or_default() != text.trim()) {
            tree.update(|t| {
                let _ = t.set_comment(node, &text);
            });
        }
    };
    let marks = Mark::ALL
        .into_iter()
        .map(|mark| {
            let on = move || tree.with(|t| t.mark(focus.get()) == Some(mark));
            let toggle = move |_| {
                let node = focus.get_untracked();
                let next = (!on()).then_some(mark);
                tree.update(|t| {
                    let _ = t.set_mark(node, next);
                });
            };
            view! {
                <button type="button" class="mark-button" data-testid="mark" data-mark=mark.symbol()
                    title=mark_name(locale, mark) aria-label=mark_name(locale, mark)
                    aria-pressed=move || on().to_string() disabled=at_root
                    on:click=toggle>{mark.symbol()}</button>
            }
        })
        .collect_view();
    view! {
        <section class="node-notes" aria-label=t!(locale, notes.heading)>
            <label class="notes-comment">
                <span>{label}</span>
                <textarea data-testid="comment-box" rows="2" maxlength="2000"
                    placeholder=t!(locale, notes.placeholder)
                    prop:value=comment on:change=write></textarea>
            </label>
            <div class="marks" role="group" aria-label=t!(locale, notes.marks_label)>{marks}</div>
        </section>
    }
}
