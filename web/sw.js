// The service worker: the whole site offline. `scripts/service-worker`
// writes it into the build with the list of every file of the build and a
// cache name made from a hash of their contents, so each new build is a
// new worker (the browser compares the script byte for byte) with its own
// cache.
//
// - install (the page registers the worker only once it has loaded and the
//   browser is idle): copy every file of the build into the cache, without
//   downloading again what the page has just fetched: a file whose name
//   carries its content hash is taken from the browser's HTTP cache when it
//   is there (any copy of that name is the right one); any other file is
//   revalidated with the server, which answers "not modified" for a copy
//   the browser already has;
// - activate: delete the caches of older builds, take control of open pages;
// - fetch: cache first; a navigation to a page path gets that page's
//   written HTML, an unknown path the not-found page of its language
//   (status 404);
// - message "skipWaiting": the page's "Reload" button activates a waiting
//   new version;
// - the endgame tables (`tables/`, megabytes each) are not installed: the AI
//   worker fetches one when a position first needs it, and it is kept in a
//   cache of its own that outlives new builds (a table's name carries its
//   format's version); a new build's worker deletes only the tables its
//   build no longer has.
const CACHE = "__CACHE__";
const FILES = __FILES__;
const TABLES = __TABLES__;
const TABLE_CACHE = "endgame-tables";
const PREFIX = "tafl-";
const LANGS = ["en", "fr", "el"];

const scope = () => new URL(self.registration.scope);
const url = (path) => new URL(path, scope()).href;

// Trunk's and the prerender's fingerprinted names: `main-34ed1abb545cec89.css`,
// `tafl-app-…_bg.wasm`, `site-…js`.
const FINGERPRINTED = /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/;

const request = (file) =>
  new Request(url(file), { cache: FINGERPRINTED.test(file) ? "force-cache" : "no-cache" });

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map(request))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))
        )
      )
      .then(pruneTables)
      .then(() => self.clients.claim())
  );
});

// Deletes the kept endgame tables this build no longer has.
async function pruneTables() {
  if (!(await caches.has(TABLE_CACHE))) {
    return;
  }
  const cache = await caches.open(TABLE_CACHE);
  const kept = await cache.keys();
  const gone = kept.filter((r) => !TABLES.some((t) => r.url === url(t)));
  await Promise.all(gone.map((r) => cache.delete(r)));
}

// An endgame table: the kept copy, else fetched and kept when it came whole.
async function table(request) {
  const cache = await caches.open(TABLE_CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) {
    return hit;
  }
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") {
    self.skipWaiting();
  }
});

// The cached copy of index.html for a page path, if it is a page of the site.
async function page(cache, path) {
  const rel = path.startsWith(scope().pathname) ? path.slice(scope().pathname.length) : null;
  if (rel === null) {
    return undefined;
  }
  const tries = rel === "" || rel.endsWith("/") ? [rel + "index.html"] : [rel + "/index.html", rel];
  for (const t of tries) {
    const hit = await cache.match(url(t));
    if (hit) {
      return hit;
    }
  }
  return undefined;
}

// The not-found page in the language of `path` (`/fr/nowhere` → `fr/404.html`),
// else the host's `404.html`, with status 404.
async function notFound(cache, path) {
  const rel = path.startsWith(scope().pathname) ? path.slice(scope().pathname.length) : "";
  const lang = LANGS.find((l) => rel === l || rel.startsWith(l + "/"));
  const hit = (lang && (await cache.match(url(lang + "/404.html")))) || (await cache.match(url("404.html")));
  if (!hit) {
    return undefined;
  }
  return new Response(hit.body, { status: 404, statusText: "Not Found", headers: hit.headers });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const target = new URL(request.url);
  if (request.method !== "GET" || target.origin !== self.location.origin) {
    return;
  }
  if (TABLES.some((t) => target.href === url(t))) {
    event.respondWith(table(request));
    return;
  }
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      if (request.mode === "navigate") {
        const hit = await page(cache, target.pathname);
        if (hit) {
          return hit;
        }
        try {
          const response = await fetch(request);
          if (response.status !== 404) {
            return response;
          }
        } catch (offline) {
          // Answered below from the cache.
        }
        return (await notFound(cache, target.pathname)) || fetch(request);
      }
      const hit = await cache.match(request, { ignoreSearch: true });
      return hit || fetch(request);
    })()
  );
});
