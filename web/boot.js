// Starts the app without an inline script, so the page runs under a strict
// Content-Security-Policy (script-src 'self'). Trunk writes the app's
// hashed module and wasm as preload links with integrity hashes
// (`pattern_script = ""` in Trunk.toml drops its inline loader); this file,
// itself loaded with an integrity hash, imports the preloaded module and
// instantiates the wasm with the integrity of its preload link.
const module = document.querySelector('link[rel="modulepreload"][href*="tafl-app-"]');
const wasm = document.querySelector('link[rel="preload"][as="fetch"][href*="tafl-app-"]');
if (module && wasm) {
  const bindings = await import(module.href);
  const response = fetch(wasm.href, { integrity: wasm.integrity || undefined });
  const instance = await bindings.default({ module_or_path: response });
  // As trunk's own loader does: the app's exports, for its test hooks.
  window.wasmBindings = bindings;
  dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm: instance } }));
} else {
  console.error("boot: the app's preload links are missing from the page");
}
