import { config } from "zod";

// The server's Content-Security-Policy allows no eval. Zod compiles fast object parsers with
// `new Function` unless told not to, and its probe alone is reported as a CSP violation.
config({ jitless: true });
