import { z } from "zod";

// zod probes for eval (its faster parsers) as soon as a schema is made; the page's CSP forbids
// eval, so the probe is a CSP violation in every browser console. Imported first by root.tsx, so
// it runs before any module that makes a schema.
z.config({ jitless: true });
