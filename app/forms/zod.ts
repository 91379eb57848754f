import * as z from "zod/mini";

// Form schemas run in the browser too, where the Content-Security-Policy forbids eval: zod must not
// generate code there. Configured once, here; every form schema takes zod from this module (ESLint
// holds that), and zod/mini keeps what the browser downloads small.
z.config({ jitless: true });

export { z };
