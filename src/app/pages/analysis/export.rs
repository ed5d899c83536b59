//! "Export the analysis": the analysis as a game record in the formats
//! that keep its comments, marks and variations (ours, and OTN for
//! Hnefatafl), its text shown to copy and a Download button. Written when
//! opened, from the tree as it is then.

use crate::analysis::annotated::exports;
use crate::app::browser;
use crate::app::pages::analysis::state::AnalysisState;
use crate::app::text::i18n::t;
use crate::app::text::record_text::format_name;
use leptos::prelude::*;

/// The export's toggle and, when open, its formats, text and Download.
pub fn analysis_export(page: AnalysisState) -> impl IntoView {
    let AnalysisState {
        locale, tree, game, ..
    } = page;
    let open = RwSignal::new(false);
    let chosen = RwSignal::new(0usize);
    let all = Memo::new(move |_| match open.get() {
        true => tree.with(exports),
        false => Vec::new(),
    });
    let text = move || all.with(|a| a.get(chosen.get()).map(|(_, t)| t.clone()));
    let choices = move || {
        all.with(|a| {
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
        let file = all.with_untracked(|a| {
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
        <div class="controls" role="group">
            <button type="button" class="button secondary" data-testid="export-analysis"
                aria-expanded=move || open.get().to_string()
                on:click=move |_| open.update(|o| *o = !*o)>{t!(locale, notes.export)}</button>
        </div>
        <Show when=move || open.get()>
            {move || match text() {
                Some(text) => view! {
                    <div class="analysis-export" role="group" aria-label=t!(locale, notes.export_label)>
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
        </Show>
    }
}
