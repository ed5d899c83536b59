//! Game records on "My games": a saved game's export (the formats that
//! can hold it, its text, Download and Copy) and the import of a pasted
//! or opened record as a new saved game. The formats are the engine's,
//! through [`crate::saves::records`]; this is only the page's part. The
//! import is read by the record reader's worker
//! ([`crate::app::browser::reader_client`]), so the page's wasm carries
//! only the writers. A failed import saves nothing and says why in the
//! page's language.

use crate::app::browser;
use crate::app::browser::reader_client::{read_record, ReadOutcome};
use crate::app::browser::storage;
use crate::app::text::i18n::{lang_of, t, use_locale, Locale};
use crate::app::text::i18n_text::game_name;
use crate::app::text::record_text::{
    format_name, import_problem_text, reader_failed_text, refusal_text,
};
use crate::app::text::saved_text::storage_error_text;
use crate::engine::GameId;
use crate::play::move_number;
use crate::protocol::import::ReadRequest;
use crate::saves::records::{self, ImportProblem, MAX_RECORD_LEN};
use crate::saves::{self, SaveEntry};
use crate::site::href;
use leptos::prelude::*;

/// A saved game's export: the format menu, the text, Download and Copy.
#[component]
pub fn ExportPanel(entry: SaveEntry, on_close: Callback<()>) -> impl IntoView {
    let locale = use_locale();
    let exports = StoredValue::new(records::exports(
        &entry.record,
        entry.annotations.as_deref(),
    ));
    let chosen = RwSignal::new(0usize);
    // Whether the last copy worked (`None`: not copied since the choice).
    let copied = RwSignal::new(None::<bool>);
    let panel = NodeRef::<leptos::html::Div>::new();
    // Opened from the play page's "Export this game", or by a click: in sight.
    Effect::new(move |_| {
        if let Some(panel) = panel.get() {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            panel.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
    let text = move || {
        exports.with_value(|all| {
            all.get(chosen.get())
                .map(|e| e.text.clone())
                .unwrap_or_default()
        })
    };
    let formats: Vec<_> = exports.with_value(|all| all.iter().map(|e| e.format).collect());
    let choices = move || {
        formats
            .iter()
            .enumerate()
            .map(|(i, &format)| {
                view! {
                    <option value=i.to_string() selected=move || chosen.get() == i>
                        {format_name(locale, format)}
                    </option>
                }
            })
            .collect_view()
    };
    let has_exports = exports.with_value(|all| !all.is_empty());
    let record = entry.record.clone();
    let id = entry.id.clone();
    let download = move |_| {
        let file = exports.with_value(|all| {
            all.get(chosen.get_untracked())
                .map(|e| (records::file_name(&record, &id, e.format), e.text.clone()))
        });
        if let Some((name, text)) = file {
            browser::download_text(&name, &text);
        }
    };
    let copy = move |_| {
        browser::copy_text(&text(), move |done| copied.set(Some(done)));
    };
    view! {
        <div class="export-panel" data-testid="export-panel" role="group"
            aria-label=t!(locale, records.export_label) node_ref=panel>
            <Show
                when=move || has_exports
                fallback=move || view! { <p class="saved-muted">{t!(locale, records.no_export)}</p> }
            >
                <label class="export-format">
                    <span>{t!(locale, records.format)}</span>
                    <select
                        data-testid="export-format"
                        on:change=move |ev| {
                            chosen.set(event_target_value(&ev).parse().unwrap_or(0));
                            copied.set(None);
                        }
                    >
                        {choices()}
                    </select>
                </label>
                <textarea class="record-text" data-testid="export-text" readonly rows="6"
                    aria-label=t!(locale, records.export_label)
                    prop:value=text></textarea>
            </Show>
            <div class="saved-actions">
                <Show when=move || has_exports>
                    <button type="button" class="btn btn-primary" data-action="download"
                        on:click=download.clone()>
                        {t!(locale, records.download)}
                    </button>
                    <button type="button" class="btn" data-action="copy" on:click=copy>
                        {t!(locale, records.copy)}
                    </button>
                </Show>
                <button type="button" class="btn" data-action="close-export"
                    on:click=move |_| on_close.run(())>
                    {t!(locale, records.close)}
                </button>
            </div>
            {move || copied.get().map(|done| view! {
                <p class="saved-muted" role="status" data-testid="export-copied">
                    {if done { t!(locale, records.copied) } else { t!(locale, records.copy_failed) }}
                </p>
            })}
        </div>
    }
}

/// What the last import did.
#[derive(Clone, Debug, PartialEq)]
enum Imported {
    /// The record's text is with the reader's worker.
    Reading,
    /// Saved as a new game: its id, game and number of plies.
    Saved {
        id: String,
        game: GameId,
        plies: usize,
    },
    /// Nothing saved: why, in the page's language.
    Failed(String),
}

/// The message for the reader's answer, after saving the game it read.
fn saved_or_why(locale: Locale, outcome: ReadOutcome) -> Imported {
    let failed = || Imported::Failed(reader_failed_text(locale).to_string());
    match outcome {
        ReadOutcome::Saved(stored) => {
            let Ok(entry) = saves::decode(&stored) else {
                return failed();
            };
            match storage::save(&entry) {
                Ok(()) => Imported::Saved {
                    id: entry.id,
                    game: entry.record.game,
                    plies: entry.record.moves.len(),
                },
                Err(error) => Imported::Failed(storage_error_text(locale, error).to_string()),
            }
        }
        ReadOutcome::Refused(refusal) => Imported::Failed(refusal_text(locale, &refusal)),
        ReadOutcome::Failed => failed(),
    }
}

/// "Import a game": paste a record or open a file; the record's worker
/// reads it off the main thread ("Reading…" meanwhile, the page goes on)
/// and a record read is saved as a new game (`on_saved` then refreshes the
/// list) with a link to open it.
#[component]
pub fn ImportBox(on_saved: Callback<()>) -> impl IntoView {
    let locale = use_locale();
    let text = RwSignal::new(String::new());
    let outcome = RwSignal::new(None::<Imported>);
    let reading = move || outcome.with(|o| o == &Some(Imported::Reading));
    let import = move |source: String| {
        if source.len() > MAX_RECORD_LEN {
            let problem = ImportProblem::TooLarge(source.len());
            outcome.set(Some(Imported::Failed(import_problem_text(
                locale, &problem,
            ))));
            return;
        }
        outcome.set(Some(Imported::Reading));
        let request = ReadRequest {
            text: source,
            id: storage::fresh_id(),
            now_ms: storage::now_ms(),
        };
        read_record(&request, move |answer| {
            let result = saved_or_why(locale, answer);
            if matches!(result, Imported::Saved { .. }) {
                on_saved.run(());
                text.set(String::new());
            }
            outcome.set(Some(result));
        });
    };
    let on_file = move |ev: leptos::ev::Event| {
        let input = event_target::<web_sys::HtmlInputElement>(&ev);
        let Some((size, reading)) = browser::chosen_file(&input) else {
            return;
        };
        // Chosen again later, the same file is read again.
        input.set_value("");
        if size > MAX_RECORD_LEN as f64 {
            let problem = ImportProblem::TooLarge(size as usize);
            outcome.set(Some(Imported::Failed(import_problem_text(
                locale, &problem,
            ))));
            return;
        }
        leptos::task::spawn_local(async move {
            match reading.await {
                Some(read) => {
                    text.set(read.clone());
                    import(read);
                }
                None => outcome.set(Some(Imported::Failed(
                    t!(locale, records.file_unreadable).to_string(),
                ))),
            }
        });
    };
    let message = move || {
        outcome.get().map(|result| match result {
            Imported::Reading => view! {
                <p class="saved-muted" role="status" data-testid="import-reading">
                    {t!(locale, records.reading)}
                </p>
            }
            .into_any(),
            Imported::Saved { id, game, plies } => {
                let said = t!(
                    locale,
                    records.imported,
                    count = move_number(plies) as u64,
                    game = game_name(locale, game)
                );
                let open = href(&saves::resume_path(lang_of(locale), game, &id));
                let analyse = href(&saves::analysis_path(lang_of(locale), game, &id));
                view! {
                    <p class="import-done" role="status" data-testid="import-done" data-save-id=id.clone()>
                        {said}
                        " "
                        <a class="btn btn-primary" href=open data-action="open-imported">
                            {t!(locale, records.open_it)}
                        </a>
                        " "
                        <a class="btn" href=analyse data-action="analyse-imported">
                            {t!(locale, records.analyse_it)}
                        </a>
                    </p>
                }
                .into_any()
            }
            Imported::Failed(why) => view! {
                <p class="saved-alert" role="alert" data-testid="import-error">{why}</p>
            }
            .into_any(),
        })
    };
    view! {
        <details class="saved-import" data-testid="import">
            <summary>{t!(locale, records.import_title)}</summary>
            <p class="saved-muted">{t!(locale, records.import_intro)}</p>
            <label class="import-label" for="import-text">{t!(locale, records.paste_label)}</label>
            <textarea id="import-text" class="record-text" data-testid="import-text" rows="6"
                spellcheck="false"
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            <div class="saved-actions">
                <button type="button" class="btn btn-primary" data-action="import"
                    disabled=reading aria-busy=move || reading().to_string()
                    on:click=move |_| import(text.get_untracked())>
                    {t!(locale, records.import_button)}
                </button>
                <label class="btn import-file">
                    {t!(locale, records.open_file)}
                    <input type="file" class="visually-hidden" data-testid="import-file"
                        disabled=reading accept=".tafl,.otg,.pgn,.txt,.csv,text/plain" on:change=on_file />
                </label>
            </div>
            {message}
        </details>
    }
}
