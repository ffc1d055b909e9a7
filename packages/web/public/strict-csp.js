// Runs before the app (a classic script in index.html, copied as is by Vite). The server's
// Content-Security-Policy allows no eval; zod, unless told to be "jitless" before its first parse, probes
// `new Function`, which the browser reports as a violation. zod reads this global config when it loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
