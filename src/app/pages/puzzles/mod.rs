//! `/:lang/puzzles/:game`: the puzzles of a game. A position proved
//! won in a few moves; the player finds the winning moves on the board,
//! the other side answers with its longest defence, a wrong move is shown
//! with the answer that refutes it. Solved puzzles, the streak and a
//! puzzle rating are kept in this browser; the address names the puzzle,
//! so it can be shared, and the position opens on the analysis board.
//!
//! Here: the page and its panel; its state is [`state`].

mod address;
mod judging;
mod links;
mod state;

pub use state::{PuzzleOpening, PuzzleState};

/// The element of a puzzle page that holds its puzzles: a JSON array of
/// the lines `tafl solve --puzzles` writes (written at build time).
pub const PUZZLE_LIST_ID: &str = "tafl-puzzle-list";

use crate::app::board::play::PlayBoard;
use crate::app::text::i18n::{t, use_locale, Locale};
use crate::app::text::i18n_text::game_name;
use crate::app::text::saved_text::options_text;
use crate::engine::{GameId, Options, Side, SideName};
use crate::play::Action;
use leptos::prelude::*;
use links::{game_links, table_links};
use state::{Notice, Status};

/// "Fox to play and win in 3 moves".
fn prompt(locale: Locale, game: GameId, winner: Side, moves: u32) -> String {
    let count = u64::from(moves);
    match game.side_name(winner) {
        SideName::Foxes => t!(locale, puzzles.prompt.foxes, count = count),
        SideName::Geese => t!(locale, puzzles.prompt.geese, count = count),
        SideName::Attackers => t!(locale, puzzles.prompt.attackers, count = count),
        SideName::Defenders => t!(locale, puzzles.prompt.defenders, count = count),
        SideName::Fox => t!(locale, puzzles.prompt.fox, count = count),
    }
}

/// What follows a wrong move, as a sentence.
fn wrong_text(
    locale: Locale,
    game: GameId,
    winner: Side,
    played: &str,
    answer: Option<&str>,
) -> String {
    let Some(answer) = answer else {
        return t!(locale, puzzles.wrong_plain, played = played);
    };
    let loser = game.side_name(winner.opposite());
    match (game.side_name(winner), loser) {
        (SideName::Foxes, _) => t!(
            locale,
            puzzles.wrong.foxes,
            played = played,
            answer = answer
        ),
        (SideName::Geese, SideName::Foxes) => {
            t!(
                locale,
                puzzles.wrong.geese_foxes,
                played = played,
                answer = answer
            )
        }
        (SideName::Geese, _) => t!(
            locale,
            puzzles.wrong.geese_fox,
            played = played,
            answer = answer
        ),
        (SideName::Attackers, _) => t!(
            locale,
            puzzles.wrong.attackers,
            played = played,
            answer = answer
        ),
        (SideName::Defenders, _) => t!(
            locale,
            puzzles.wrong.defenders,
            played = played,
            answer = answer
        ),
        (SideName::Fox, _) => t!(locale, puzzles.wrong.fox, played = played, answer = answer),
    }
}

/// A rating change with its sign: "+12", "−8".
fn signed(change: f64) -> String {
    let rounded = change.round() as i64;
    match rounded {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("\u{2212}{}", -n),
        _ => "±0".to_string(),
    }
}

/// The line under the prompt: whose move, the answer, the verdict.
fn status_view(page: PuzzleState) -> impl IntoView {
    let PuzzleState {
        locale,
        game,
        status,
        ..
    } = page;
    move || {
        let winner = page.puzzle().map(|p| p.winner()).unwrap_or(Side::First);
        let (class, text) = match status.get() {
            Status::Ready => ("puzzle-status", t!(locale, puzzles.your_move).to_string()),
            Status::Good { answer } => (
                "puzzle-status good",
                t!(locale, puzzles.good, answer = &answer),
            ),
            Status::Wrong { played, answer } => (
                "puzzle-status wrong",
                wrong_text(locale, game, winner, &played, answer.as_deref()),
            ),
            Status::TooCostly => ("puzzle-status", t!(locale, puzzles.too_costly).to_string()),
            Status::Solved {
                clean: true,
                change: Some(change),
            } => (
                "puzzle-status solved",
                format!(
                    "{} {}",
                    t!(locale, puzzles.solved_clean),
                    t!(locale, puzzles.change, change = &signed(change))
                ),
            ),
            Status::Solved {
                clean: true,
                change: None,
            } => (
                "puzzle-status solved",
                t!(locale, puzzles.solved_again).to_string(),
            ),
            Status::Solved { clean: false, .. } => (
                "puzzle-status solved",
                format!(
                    "{} {}",
                    t!(locale, puzzles.solved),
                    t!(locale, puzzles.shown)
                ),
            ),
            Status::AllDone => ("puzzle-status", t!(locale, puzzles.all_done).to_string()),
            Status::Empty => ("puzzle-status", t!(locale, puzzles.none).to_string()),
        };
        let kind = match status.get() {
            Status::Wrong { .. } => "wrong",
            Status::Solved { .. } => "solved",
            Status::Good { .. } => "good",
            _ => "ready",
        };
        view! { <p class=class role="status" data-testid="puzzle-status" data-status=kind>{text}</p> }
    }
}

/// Try again, the solution, the next puzzle, the link and the analysis.
fn puzzle_controls(page: PuzzleState) -> impl IntoView {
    let PuzzleState {
        locale,
        status,
        copied,
        answering,
        flipped,
        ..
    } = page;
    let wrong = move || matches!(status.get(), Status::Wrong { .. });
    let playing = move || {
        matches!(
            status.get(),
            Status::Ready | Status::Good { .. } | Status::TooCostly
        )
    };
    view! {
        <div class="controls puzzle-controls">
            <Show when=wrong>
                <button class="button" data-testid="try-again" disabled=move || answering.get()
                    on:click=move |_| page.try_again()>{t!(locale, puzzles.try_again)}</button>
            </Show>
            <Show when=move || playing() || wrong()>
                <button class="button secondary" data-testid="show-solution" disabled=move || answering.get()
                    on:click=move |_| page.show_solution()>{t!(locale, puzzles.show_solution)}</button>
            </Show>
            <button class="button" class:secondary=move || !matches!(status.get(), Status::Solved { .. })
                data-testid="next-puzzle" on:click=move |_| page.next()>{t!(locale, puzzles.next)}</button>
            <button class="button secondary" data-testid="flip" aria-pressed=move || flipped.get().to_string()
                on:click=move |_| flipped.update(|f| *f = !*f)>{t!(locale, play.flip)}</button>
        </div>
        <div class="controls puzzle-links">
            <a class="button secondary" data-testid="puzzle-analyse"
                href=move || page.analysis_href().unwrap_or_default()>{t!(locale, puzzles.analyse)}</a>
            <button class="button secondary" data-testid="copy-puzzle-link"
                on:click=move |_| page.copy_link()>{t!(locale, puzzles.copy_link)}</button>
        </div>
        {move || copied.get().map(|done| view! {
            <p class="copied" role="status" data-testid="copied">
                {if done { t!(locale, puzzles.copied) } else { t!(locale, puzzles.copy_failed) }}
            </p>
        })}
    }
}

/// The rating, the streaks and the count of solved puzzles.
fn puzzle_stats(page: PuzzleState) -> impl IntoView {
    let PuzzleState {
        locale, progress, ..
    } = page;
    let rating = move || {
        progress
            .with(|p| p.rating.rating().round() as i64)
            .to_string()
    };
    let streak = move || progress.with(|p| p.streak).to_string();
    let best = move || progress.with(|p| p.best_streak).to_string();
    let solved = move || {
        let (all, solved) = page.counts();
        format!("{solved} / {all}")
    };
    view! {
        <dl class="puzzle-stats">
            <div><dt>{t!(locale, puzzles.rating)}</dt><dd data-testid="puzzle-rating">{rating}</dd></div>
            <div><dt>{t!(locale, puzzles.streak)}</dt><dd data-testid="puzzle-streak">{streak}</dd></div>
            <div><dt>{t!(locale, puzzles.best_streak)}</dt><dd>{best}</dd></div>
            <div><dt>{t!(locale, puzzles.solved_count)}</dt><dd data-testid="puzzle-solved">{solved}</dd></div>
        </dl>
    }
}

/// The choice of who plays and of the length.
fn puzzle_choice(page: PuzzleState) -> impl IntoView {
    let PuzzleState {
        locale,
        game,
        side,
        length,
        ..
    } = page;
    let side_options = page
        .sides()
        .into_iter()
        .map(|s| {
            let name = crate::app::text::saved_text::side_name(locale, game, s);
            let value = s.index().to_string();
            view! { <option value=value selected=move || side.get() == Some(s)>{name}</option> }
        })
        .collect_view();
    let length_options = page
        .lengths()
        .into_iter()
        .map(|m| {
            let text = t!(locale, puzzles.length_moves, count = u64::from(m));
            view! { <option value=m.to_string() selected=move || length.get() == Some(m)>{text}</option> }
        })
        .collect_view();
    let on_side = move |ev| {
        let value = event_target_value(&ev);
        side.set(match value.as_str() {
            "0" => Some(Side::First),
            "1" => Some(Side::Second),
            _ => None,
        });
        page.next();
    };
    let on_length = move |ev| {
        length.set(event_target_value(&ev).parse().ok());
        page.next();
    };
    view! {
        <div class="puzzle-choice">
            <label class="choice-field">{t!(locale, puzzles.side_label)}
                <select data-testid="puzzle-side" on:change=on_side>
                    <option value="" selected=move || side.get().is_none()>{t!(locale, puzzles.side_any)}</option>
                    {side_options}
                </select>
            </label>
            <label class="choice-field">{t!(locale, puzzles.length_label)}
                <select data-testid="puzzle-length" on:change=on_length>
                    <option value="" selected=move || length.get().is_none()>{t!(locale, puzzles.length_any)}</option>
                    {length_options}
                </select>
            </label>
        </div>
    }
}

fn notice_text(locale: Locale, notice: Notice) -> &'static str {
    match notice {
        Notice::ProgressDamaged => t!(locale, puzzles.progress_damaged),
        Notice::ProgressUnsaved => t!(locale, puzzles.progress_unsaved),
        Notice::UnknownLink => t!(locale, puzzles.unknown_link),
    }
}

/// The puzzle page of `game` on the table `options`.
#[component]
pub fn PuzzlesPage(game: GameId, options: Options, opening: PuzzleOpening) -> impl IntoView {
    let locale = use_locale();
    let page = PuzzleState::new(locale, game, options, opening);
    let PuzzleState {
        session,
        flipped,
        notices,
        answering,
        ..
    } = page;
    let on_action = Callback::new(move |action: Action| page.act(action));
    let board_label = Signal::derive(move || {
        format!(
            "{} · {}",
            t!(locale, puzzles.board_label),
            game_name(locale, game)
        )
    });
    let table = (options != Options::default()).then(|| {
        view! { <p class="puzzle-table-name" data-testid="puzzle-table">{options_text(locale, game, options)}</p> }
    });
    let heading = move || match page.puzzle() {
        Some(p) => prompt(locale, game, p.winner(), p.moves),
        None => t!(locale, puzzles.title).to_string(),
    };
    let number = move || {
        page.puzzle().map(|p| {
            format!(
                "{} · {}",
                t!(locale, puzzles.number, id = &p.id),
                t!(
                    locale,
                    puzzles.rated,
                    rating = &(p.rating().round() as i64).to_string()
                )
            )
        })
    };
    view! {
        <article class="play puzzles" data-game=game.as_str()
            data-answering=move || answering.get().to_string()>
            <header class="puzzles-header">
                <h1>{t!(locale, puzzles.title)}" · "{game_name(locale, game)}</h1>
                {table}
                <p class="lead">{t!(locale, puzzles.lead)}</p>
                {game_links(locale, game)}
                {table_links(locale, game, options)}
            </header>
            <div class="play-layout">
                <div class="board-column">
                    <div class="puzzle-task">
                        <h2 class="puzzle-prompt" data-testid="puzzle-prompt">{heading}</h2>
                        <p class="puzzle-number" data-testid="puzzle-number">{number}</p>
                    </div>
                    <div class="board-frame" class:flipped=move || flipped.get()>
                        <PlayBoard session=session flipped=flipped label=board_label on_action=on_action />
                    </div>
                </div>
                <aside class="panel play-panel puzzle-panel">
                    {move || notices.get().into_iter().map(|n| view! {
                        <div class="notice" role="alert" data-testid="notice">
                            <p>{notice_text(locale, n)}</p>
                            <button class="icon-button" aria-label=t!(locale, play.dismiss)
                                on:click=move |_| page.dismiss(n)>"×"</button>
                        </div>
                    }).collect_view()}
                    {status_view(page)}
                    {puzzle_controls(page)}
                    {puzzle_stats(page)}
                    {puzzle_choice(page)}
                </aside>
            </div>
        </article>
    }
}
