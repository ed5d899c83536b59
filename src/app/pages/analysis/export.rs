//! "Export the analysis": a link to My games with the analysis's code,
//! where its export opens (`games_analysis.rs`). The record writers stay
//! off the analysis board's first load that way.

use crate::app::pages::analysis::state::AnalysisState;
use crate::app::text::i18n::{lang_of, t};
use crate::site::{self, href};
use leptos::prelude::*;

/// The export link, for the tree as it is now (none for an analysis too
/// large for a link).
pub fn analysis_export(page: AnalysisState) -> impl IntoView {
    let locale = page.locale;
    let code = move || {
        page.code
            .with(|c| c.as_ref().ok().and_then(|c| c.code(page.focus.get()).ok()))
    };
    view! {
        {move || code().map(|code| view! {
            <div class="controls">
                <a class="button secondary" data-testid="export-analysis"
                    href=href(&site::analysis_export_path(lang_of(locale), &code))>
                    {t!(locale, notes.export)}
                </a>
            </div>
        })}
    }
}
