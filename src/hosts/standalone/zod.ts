// The zod the standalone page's stored shapes are written in: zod/mini, the same checks and messages
// as zod's full API in functions a bundler can leave out when unused. The page reads these records
// before its first paint; the full API (what tools and profiles use) loads with the app.
import * as z from 'zod/mini';

// The full API sets its English messages when its first schema is built; mini does not, and these
// schemas run first. The same messages, whichever API checked a record that is put aside.
if (!z.core.globalConfig.localeError) z.config(z.locales.en());

export { z };
