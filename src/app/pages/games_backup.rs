//! My games' backup: "Export everything" downloads one file with every
//! saved game, the ratings and the puzzle progress
//! ([`crate::saves::backup`]); "Import everything" reads such a file
//! whole before touching anything, then merges it as
//! [`backup::plan_import`] says (new games added, a game replaced only by
//! a later write of itself, a rating taken when it was played later
//! there, the puzzles tried there added). A file that does not read
//! changes nothing and is named for what is wrong with it.

use crate::app::browser::{self, rating_store, storage};
use crate::app::text::i18n::{t, use_locale, Locale};
use crate::puzzles::Progress;
use crate::saves::backup::{self, BackupErrorKind, MAX_BACKUP_LEN};
use crate::saves::SaveEntry;
use leptos::prelude::*;

/// What the last export or import said.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// Done (`kind` for tests: `exported`, `imported`).
    Done { kind: &'static str, text: String },
    /// Refused or failed (`kind` for tests: the backup's error kind, or
    /// `not-text`, `ratings-here`, `storage`).
    Failed { kind: &'static str, text: String },
}

/// The message for a backup that cannot be imported.
fn refusal(locale: Locale, kind: BackupErrorKind) -> Said {
    let (kind, text) = match kind {
        BackupErrorKind::NotABackup => ("not-a-backup", t!(locale, saved.backup.not_a_backup)),
        BackupErrorKind::NewerVersion => ("newer-version", t!(locale, saved.backup.newer_version)),
        BackupErrorKind::Damaged => ("damaged", t!(locale, saved.backup.damaged)),
    };
    Said::Failed {
        kind,
        text: text.to_string(),
    }
}

fn failed(kind: &'static str, text: &str) -> Said {
    Said::Failed {
        kind,
        text: text.to_string(),
    }
}

/// The games saved here, as the list reads them.
fn games_here() -> Vec<SaveEntry> {
    storage::list()
        .entries
        .into_iter()
        .map(|(e, _)| e)
        .collect()
}

/// The puzzle progress here: none yet is a fresh one; `None` when the
/// stored text does not read (it is then neither backed up nor touched).
fn puzzles_here() -> Option<Progress> {
    match storage::puzzle_progress_text() {
        Ok(None) => Some(Progress::default()),
        Ok(Some(text)) => Progress::read(&text).ok(),
        Err(_) => None,
    }
}

/// Exports everything (the ratings must read: a backup without them
/// would drop them).
fn export(locale: Locale) -> Option<Said> {
    let ratings = match rating_store::load() {
        Ok(ratings) => ratings,
        Err(_) => return Some(failed("ratings-here", t!(locale, saved.ratings.damaged))),
    };
    let now = storage::now_ms();
    let text = backup::encode(&games_here(), &ratings, puzzles_here().as_ref(), now);
    let date =
        String::from(js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(now)).to_iso_string());
    let name = format!("tafl-backup-{}.json", date.get(..10).unwrap_or("all"));
    (!browser::download_text(&name, &text))
        .then(|| failed("storage", t!(locale, saved.backup.storage)))
}

/// Imports the backup `text`: checked whole, then merged.
fn import(locale: Locale, text: &str) -> Said {
    let read = match backup::read(text) {
        Ok(read) => read,
        Err(error) => return refusal(locale, error.kind()),
    };
    let here_ratings = match rating_store::load() {
        Ok(ratings) => ratings,
        Err(_) => return failed("ratings-here", t!(locale, saved.backup.ratings_here)),
    };
    let plan = backup::plan_import(&games_here(), &here_ratings, puzzles_here().as_ref(), &read);
    let mut written = plan.write.iter().all(|entry| storage::save(entry).is_ok());
    if plan.ratings_taken > 0 {
        written &= rating_store::save(&plan.ratings).is_ok();
    }
    if let Some(puzzles) = &plan.puzzles {
        written &= storage::store_puzzle_progress(&puzzles.to_text()).is_ok();
    }
    if !written {
        return failed("storage", t!(locale, saved.backup.storage));
    }
    Said::Done {
        kind: "imported",
        text: t!(
            locale,
            saved.backup.imported,
            added = &plan.added.to_string(),
            updated = &plan.updated.to_string(),
            ratings = &plan.ratings_taken.to_string(),
            puzzles = &plan.puzzles_taken.to_string()
        ),
    }
}

/// The backup section; `on_imported` reads the list and ratings again.
#[component]
pub fn BackupSection(on_imported: Callback<()>) -> impl IntoView {
    let locale = use_locale();
    let said = RwSignal::new(None::<Said>);
    let on_file = move |ev: leptos::ev::Event| {
        let input = event_target::<web_sys::HtmlInputElement>(&ev);
        let Some((size, reading)) = browser::chosen_file(&input) else {
            return;
        };
        input.set_value("");
        if size > MAX_BACKUP_LEN as f64 {
            return said.set(Some(refusal(locale, BackupErrorKind::Damaged)));
        }
        leptos::task::spawn_local(async move {
            let result = match reading.await {
                Some(text) => import(locale, &text),
                None => failed("not-text", t!(locale, saved.backup.not_text)),
            };
            if matches!(result, Said::Done { .. }) {
                on_imported.run(());
            }
            said.set(Some(result));
        });
    };
    let message = move || {
        said.get().map(|s| match s {
            Said::Done { kind, text } => view! {
                <p class="import-done" role="status" data-testid="backup-done" data-kind=kind>{text}</p>
            }
            .into_any(),
            Said::Failed { kind, text } => view! {
                <p class="saved-alert" role="alert" data-testid="backup-error" data-kind=kind>{text}</p>
            }
            .into_any(),
        })
    };
    view! {
        <section class="saved-backup" aria-labelledby="backup-heading">
            <h2 id="backup-heading">{t!(locale, saved.backup.heading)}</h2>
            <p class="saved-muted">{t!(locale, saved.backup.intro)}</p>
            <div class="saved-actions">
                <button type="button" class="btn" data-testid="backup-export"
                    on:click=move |_| said.set(export(locale))>{t!(locale, saved.backup.export)}</button>
                <label class="btn import-file">
                    {t!(locale, saved.backup.import)}
                    <input type="file" accept=".json,application/json,text/plain" class="visually-hidden"
                        data-testid="backup-file" on:change=on_file />
                </label>
            </div>
            {message}
        </section>
    }
}
