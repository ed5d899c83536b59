//! "Export the analysis", opened on My games from the analysis board
//! (`?analysis=<code>`): the analysis as a game record in the formats that
//! keep its comments, marks and variations (ours, and OTN for Hnefatafl),
//! its text to copy and a Download button. It lives on this page, which
//! carries the record writers for its own exports already, so that the
//! analysis board's first load does not.

use crate::analysis::annotated::exports;
use crate::analysis::AnalysisTree;
use crate::app::browser;
use crate::app::text::i18n::{t, use_locale};
use crate::app::text::record_text::format_name;
use leptos::prelude::*;

/// The analysis sent here, or `None` when its code did not read (a link
/// cut short or edited): then a notice says so and the page works on.
#[component]
pub fn AnalysisExport(tree: Option<AnalysisTree>) -> impl IntoView {
    let locale = use_locale();
    let Some(tree) = tree else {
        return view! {
            <p class="saved-alert" role="alert" data-testid="analysis-export-unread">
                {t!(locale, notes.export_unread)}
            </p>
        }
        .into_any();
    };
    let game = tree.root_game().id();
    let all = StoredValue::new(exports(&tree));
    let chosen = RwSignal::new(0usize);
    let text = move || all.with_value(|a| a.get(chosen.get()).map(|(_, t)| t.clone()));
    let choices = move || {
        all.with_value(|a| {
            a.iter()
                .enumerate()
                .map(|(i, (format, _))| {
                    view! {
                        <option value=i.to_string() selected=move || chosen.get() == i>
                            {format_name(locale, *format)}
                        </option>
                    }
                })
                .collect_view()
        })
    };
    let download = move |_| {
        let file = all.with_value(|a| {
            a.get(chosen.get_untracked()).map(|(format, text)| {
                let name = format!("tafl-{}-analysis.{}", game.as_str(), format.extension());
                (name, text.clone())
            })
        });
        if let Some((name, text)) = file {
            browser::download_text(&name, &text);
        }
    };
    view! {
        <section class="analysis-export" aria-labelledby="analysis-export-heading">
            <h2 id="analysis-export-heading">{t!(locale, notes.export)}</h2>
            {move || match text() {
                Some(text) => view! {
                    <div role="group" aria-label=t!(locale, notes.export_label)>
                        <select data-testid="analysis-export-format" aria-label=t!(locale, records.format)
                            on:change=move |ev| chosen.set(event_target_value(&ev).parse().unwrap_or(0))>
                            {choices()}
                        </select>
                        <textarea class="record-text" data-testid="analysis-export-text" readonly rows="6"
                            aria-label=t!(locale, notes.export_label) prop:value=text></textarea>
                        <button type="button" class="button" on:click=download>{t!(locale, notes.download)}</button>
                    </div>
                }.into_any(),
                None => view! { <p class="saved-muted">{t!(locale, notes.none)}</p> }.into_any(),
            }}
        </section>
    }
    .into_any()
}
