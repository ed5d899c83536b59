//! Writes every page of the site as HTML, after trunk has built the app (a
//! trunk post-build hook; see Trunk.toml): each page of
//! `tafl::site::all_pages` rendered natively by the app's own components
//! into trunk's `index.html` as a template, at its own path, so that deep
//! links work on any static host and every page shows its text and boards
//! before any code has loaded.
//!
//! Before that it joins trunk's stylesheets into one file per area of the
//! site (a page then waits for one request instead of six, and fetches no
//! other area's styles), and gives the site script, "My games" and the
//! analysis board, and the screen-reader binaries of the play page and the
//! analysis board (trunk's `site.js`, `tafl-games.js`, `tafl-analysis.js`,
//! `access-play.js`, `access-analysis.js` and their wasm) names
//! that change with their content, so a browser never mixes a new page
//! with an old copy of them.
//!
//!     prerender [DIR]     DIR: $TRUNK_STAGING_DIR, else dist

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tafl::app::render::template;
use tafl::app::render::{self, Scripts};
use tafl::engine::{GameId, Options};
use tafl::site::{self, Page};

/// FNV-1a, 64 bits: a content fingerprint for file names.
fn fingerprint(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Renames trunk's `NAME.js` / `NAME_bg.wasm` in `dir` to fingerprinted
/// names and returns their addresses.
fn fingerprint_module(dir: &Path, module: &str) -> Result<(String, String), String> {
    let js = dir.join(format!("{module}.js"));
    let wasm = dir.join(format!("{module}_bg.wasm"));
    let read = |p: &Path| std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()));
    let mut bytes = read(&js)?;
    bytes.extend(read(&wasm)?);
    let name = format!("{module}-{:016x}", fingerprint(&bytes));
    let (js_name, wasm_name) = (format!("{name}.js"), format!("{name}_bg.wasm"));
    for (from, to) in [(&js, &js_name), (&wasm, &wasm_name)] {
        std::fs::rename(from, dir.join(to)).map_err(|e| format!("{}: {e}", from.display()))?;
    }
    Ok((
        site::href(&format!("/{js_name}")),
        site::href(&format!("/{wasm_name}")),
    ))
}

/// Fingerprints the module `module` and returns the links that fetch it
/// as the page loads.
fn module_links(dir: &Path, module: &str) -> Result<String, String> {
    let (js, wasm) = fingerprint_module(dir, module)?;
    Ok(format!(
        "<link rel=\"modulepreload\" href=\"{js}\" crossorigin=\"anonymous\" />\n    \
         <link rel=\"preload\" href=\"{wasm}\" as=\"fetch\" type=\"application/wasm\" crossorigin=\"anonymous\" />"
    ))
}

/// Fingerprints the screen-reader binary `module` and returns the tag
/// that names it without fetching it: web/boot.js loads it (its JS, then
/// its wasm) in place of the page's own binary when the mode is on.
fn access_meta(dir: &Path, module: &str) -> Result<String, String> {
    let (js, wasm) = fingerprint_module(dir, module)?;
    Ok(format!(
        "<meta name=\"tafl-access\" content=\"{js} {wasm}\" />"
    ))
}

/// Joins the stylesheets the template links into one fingerprinted file
/// per list of [`render::page_sheets`] (in the template's order), removes
/// the separate files, and returns the template with [`render::STYLES`]
/// where the first sheet was linked, and the `<link>` of each joined file.
/// A sheet that no page uses is an error, not a style silently dropped.
fn bundle_styles(
    dir: &Path,
    template: &str,
) -> Result<(String, BTreeMap<&'static [&'static str], String>), String> {
    let mut sheets: Vec<(String, PathBuf, String)> = Vec::new();
    let mut first_at = None;
    for tag in template::tags(template, "link") {
        if tag.attr("rel") != Some("stylesheet") {
            continue;
        }
        let href = tag
            .attr("href")
            .ok_or_else(|| format!("a stylesheet without href: {}", tag.text))?;
        let name = href.rsplit('/').next().unwrap_or(href);
        // `NAME-<hash>.css`: NAME may hold dashes, the hash does not.
        let stem = name
            .strip_suffix(".css")
            .and_then(|n| n.rsplit_once('-'))
            .map_or(name, |(stem, _)| stem)
            .to_string();
        let path = dir.join(name);
        let css = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        sheets.push((stem, path, css));
        first_at.get_or_insert(tag.start);
    }
    let mut out = template::replace_tags(template, "link", |tag| {
        (tag.attr("rel") == Some("stylesheet")).then(String::new)
    });
    let at = first_at.ok_or("the template links no stylesheet")?;
    out.insert_str(at, render::STYLES);
    let lists: BTreeSet<&'static [&'static str]> = site::all_pages()
        .into_iter()
        .map(|(_, page, _)| render::page_sheets(page))
        .collect();
    if let Some((stem, _, _)) = sheets
        .iter()
        .find(|(stem, _, _)| !lists.iter().any(|list| list.contains(&stem.as_str())))
    {
        return Err(format!(
            "style/{stem}.css is on no page (render::page_sheets)"
        ));
    }
    let mut links = BTreeMap::new();
    for list in lists {
        let joined: String = sheets
            .iter()
            .filter(|(stem, _, _)| list.contains(&stem.as_str()))
            .map(|(_, _, css)| format!("{css}\n"))
            .collect();
        let name = format!("style-{:016x}.css", fingerprint(joined.as_bytes()));
        std::fs::write(dir.join(&name), &joined).map_err(|e| format!("{name}: {e}"))?;
        links.insert(
            list,
            format!(
                "<link rel=\"stylesheet\" href=\"{}\" />",
                site::href(&format!("/{name}"))
            ),
        );
    }
    for (_, sheet, _) in sheets {
        std::fs::remove_file(&sheet).map_err(|e| format!("{}: {e}", sheet.display()))?;
    }
    Ok((out, links))
}

/// The puzzles of each puzzle page that `scripts/puzzles` wrote into
/// the build (`puzzles/<game>.txt`, `puzzles/fox-geese-<table>.txt` for
/// the other tables), for the pages; the files are then removed, as
/// every page carries its own.
fn puzzle_lines(dir: &Path) -> Result<Vec<(GameId, Options, String)>, String> {
    let mut lines = Vec::new();
    for (_, page, _) in site::all_pages() {
        let Page::Puzzles(game, options) = page else {
            continue;
        };
        if lines.iter().any(|(g, o, _)| (*g, *o) == (game, options)) {
            continue;
        }
        let name = match site::table_word(options) {
            Some(word) => format!("{}-{word}.txt", game.as_str()),
            None => format!("{}.txt", game.as_str()),
        };
        let path = dir.join("puzzles").join(name);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: {e} (scripts/puzzles writes it)", path.display()))?;
        lines.push((game, options, text));
    }
    std::fs::remove_dir_all(dir.join("puzzles")).map_err(|e| format!("puzzles: {e}"))?;
    Ok(lines)
}

fn run() -> Result<(), String> {
    let dir: PathBuf = std::env::args()
        .nth(1)
        .or_else(|| std::env::var("TRUNK_STAGING_DIR").ok())
        .unwrap_or_else(|| "dist".into())
        .into();
    let index = dir.join("index.html");
    let template =
        std::fs::read_to_string(&index).map_err(|e| format!("{}: {e}", index.display()))?;
    let (template, styles) = bundle_styles(&dir, &template)?;
    let scripts = Scripts {
        styles,
        site_links: module_links(&dir, "site")?,
        games_links: module_links(&dir, "tafl-games")?,
        analysis_links: module_links(&dir, "tafl-analysis")?,
        play_access: access_meta(&dir, "access-play")?,
        analysis_access: access_meta(&dir, "access-analysis")?,
        puzzles_links: module_links(&dir, "tafl-puzzles")?,
        puzzle_lines: puzzle_lines(&dir)?,
    };
    let pages = site::all_pages();
    for (lang, page, file) in &pages {
        let html = render::document(&template, *lang, *page, &scripts)
            .map_err(|e| format!("{file}: {e}"))?;
        let path = dir.join(file);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        std::fs::write(&path, html).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    eprintln!(
        "prerender: wrote {} pages into {}",
        pages.len(),
        dir.display()
    );
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("prerender: {why}");
            ExitCode::FAILURE
        }
    }
}
