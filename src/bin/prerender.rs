//! Writes every page of the site as HTML, after trunk has built the app (a
//! trunk post-build hook; see Trunk.toml): each page of
//! `tafl::site::all_pages` rendered natively by the app's own components
//! into trunk's `index.html` as a template, at its own path, so that deep
//! links work on any static host and every page shows its text and boards
//! before any code has loaded.
//!
//! Before that it joins trunk's stylesheets into one file (a page then
//! waits for one request instead of six), and gives the site script and
//! "My games" (trunk's `site.js`, `tafl-games.js` and their wasm) names
//! that change with their content, so a browser never mixes a new page
//! with an old copy of them.
//!
//!     prerender [DIR]     DIR: $TRUNK_STAGING_DIR, else dist

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tafl::app::render::{self, Scripts};
use tafl::site;

/// FNV-1a, 64 bits: a content fingerprint for file names.
fn fingerprint(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Renames trunk's `NAME.js` / `NAME_bg.wasm` in `dir` to fingerprinted
/// names and returns the links that fetch them.
fn module_links(dir: &Path, module: &str) -> Result<String, String> {
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
    Ok(format!(
        "<link rel=\"modulepreload\" href=\"{}\" crossorigin=\"anonymous\" />\n    \
         <link rel=\"preload\" href=\"{}\" as=\"fetch\" type=\"application/wasm\" crossorigin=\"anonymous\" />",
        site::href(&format!("/{js_name}")),
        site::href(&format!("/{wasm_name}")),
    ))
}

/// Joins the stylesheets the template links, in their order, into one
/// fingerprinted file, removes them, and returns the template linking the
/// joined file instead (where the first one was).
fn bundle_styles(dir: &Path, template: &str) -> Result<String, String> {
    let mut joined = String::new();
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    let mut first_at = None;
    let mut sheets = Vec::new();
    while let Some(start) = rest.find("<link rel=\"stylesheet\"") {
        let end = start + rest[start..].find('>').ok_or("an unclosed <link>")? + 1;
        let tag = &rest[start..end];
        let href = tag
            .split("href=\"")
            .nth(1)
            .and_then(|h| h.split('"').next())
            .ok_or_else(|| format!("a stylesheet without href: {tag}"))?;
        let name = href.rsplit('/').next().unwrap_or(href);
        let path = dir.join(name);
        let css = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        joined.push_str(&css);
        joined.push('\n');
        sheets.push(path);
        out.push_str(&rest[..start]);
        first_at.get_or_insert(out.len());
        rest = &rest[end..];
    }
    out.push_str(rest);
    let Some(at) = first_at else {
        return Ok(template.to_string());
    };
    let name = format!("style-{:016x}.css", fingerprint(joined.as_bytes()));
    std::fs::write(dir.join(&name), &joined).map_err(|e| format!("{name}: {e}"))?;
    for sheet in sheets {
        std::fs::remove_file(&sheet).map_err(|e| format!("{}: {e}", sheet.display()))?;
    }
    out.insert_str(
        at,
        &format!(
            "<link rel=\"stylesheet\" href=\"{}\" />",
            site::href(&format!("/{name}"))
        ),
    );
    Ok(out)
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
    let template = bundle_styles(&dir, &template)?;
    let scripts = Scripts {
        site_links: module_links(&dir, "site")?,
        games_links: module_links(&dir, "tafl-games")?,
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
