// Starts the page's WebAssembly without an inline script, so the page runs
// under a strict Content-Security-Policy (script-src 'self'). The module is
// announced by a pair of preload links in the head (a JS module and its
// wasm), one per page: the play page's app `tafl-app-…` (written by trunk,
// with integrity hashes; its inline loader is turned off by
// `pattern_script = ""` in Trunk.toml), "My games" `tafl-games-…`, the
// analysis board `tafl-analysis-…`, the puzzles `tafl-puzzles-…`, or the site script `site-…` on every
// other page (all three written by src/bin/prerender.rs). The page is
// already on screen, written at build time.
//
// The screen-reader mode (its switch is in the site script, src/shell/
// access.rs, remembered under the key below) has binaries of its own for
// the pages with a board, named by `<meta name="tafl-access" content="JS
// WASM">`: when the mode is on, that binary starts in place of the page's
// own, so the mode's code is never part of the page's usual first load.
// Should it fail to start (offline before the service worker kept it),
// the page's own binary starts instead.
const SCREEN_READER_KEY = "tafl.screen-reader";
// Earlier builds remembered here that a browser had left the play page's
// first binary for a second, full one; every mode is now on the one page.
const RETIRED_KEYS = ["tafl.full-page"];

const links = (name) => [
  document.querySelector(`link[rel="modulepreload"][href*="/${name}-"]`),
  document.querySelector(`link[rel="preload"][as="fetch"][href*="/${name}-"]`),
];

function switchedOn(key) {
  try {
    return localStorage.getItem(key) === "on";
  } catch {
    return false;
  }
}

async function start(js, wasm, integrity) {
  const bindings = await import(js);
  const response = fetch(wasm, { integrity: integrity || undefined });
  const instance = await bindings.default({ module_or_path: response });
  return { bindings, instance };
}

function started(app) {
  // As trunk's own loader does: the app's exports, for its test hooks.
  window.wasmBindings = app.bindings;
  dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm: app.instance } }));
}

function startOwn() {
  for (const name of ["site", "tafl-app", "tafl-games", "tafl-analysis", "tafl-puzzles"]) {
    const [module, wasm] = links(name);
    if (!module || !wasm) continue;
    start(module.href, wasm.href, wasm.integrity)
      .then(started)
      .catch((error) => console.error(`boot: ${name} failed`, error));
  }
}

function forgetRetired() {
  try {
    for (const key of RETIRED_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage off: nothing was remembered either.
  }
}

forgetRetired();
const access = document.querySelector('meta[name="tafl-access"]');
if (access && switchedOn(SCREEN_READER_KEY)) {
  const [js, wasm] = access.content.split(" ");
  start(js, wasm)
    .then(started)
    .catch((error) => {
      console.error("boot: the screen-reader mode failed; the page's own binary starts", error);
      startOwn();
    });
} else {
  startOwn();
}
