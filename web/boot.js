// Starts the page's WebAssembly without an inline script, so the page runs
// under a strict Content-Security-Policy (script-src 'self'). The module is
// announced by a pair of preload links in the head (a JS module and its
// wasm), one per page: the play page's app `tafl-app-…` (written by trunk,
// with integrity hashes; its inline loader is turned off by
// `pattern_script = ""` in Trunk.toml), "My games" `tafl-games-…`, the
// analysis board `tafl-analysis-…`, or the site script `site-…` on every
// other page (all three written by src/bin/prerender.rs). The page is already on screen, written at build
// time.
const links = (name) => [
  document.querySelector(`link[rel="modulepreload"][href*="/${name}-"]`),
  document.querySelector(`link[rel="preload"][as="fetch"][href*="/${name}-"]`),
];

async function run(name) {
  const [module, wasm] = links(name);
  if (!module || !wasm) return null;
  const bindings = await import(module.href);
  const response = fetch(wasm.href, { integrity: wasm.integrity || undefined });
  const instance = await bindings.default({ module_or_path: response });
  return { bindings, instance };
}

for (const name of ["site", "tafl-app", "tafl-games", "tafl-analysis"]) {
  run(name)
    .then((app) => {
      if (!app) return;
      // As trunk's own loader does: the app's exports, for its test hooks.
      window.wasmBindings = app.bindings;
      dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm: app.instance } }));
    })
    .catch((error) => console.error(`boot: ${name} failed`, error));
}
