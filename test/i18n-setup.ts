// The product loads a language's tables when it is chosen (ui/i18n `defineStrings`); unit tests switch
// `lang` and read strings at once, so every area's tables are loaded before each test file. Every
// module that defines an area of strings is imported here (ui/i18n/mechanism.test.ts checks the list).
import '../ui/app/i18n.ts';
import '../ui/chat/i18n.ts';
import '../ui/memory/i18n.ts';
import '../ui/memory/lore-i18n.ts';
import '../ui/memory/viewer-i18n.ts';
import '../ui/notes/i18n.ts';
import '../ui/panel/i18n.ts';
// Each mode's own strings (ui/panel/modes/<mode>/i18n.ts), found as the panel finds the modes.
import.meta.glob('../ui/panel/modes/*/i18n.ts', { eager: true });
import '../ui/run/i18n.ts';
import '../ui/workbench/i18n.ts';
import { loadLang } from '../ui/i18n/index.ts';

await Promise.all([loadLang('zh-CN'), loadLang('zh-TW')]);

// waitFor (Testing Library) waits for a state the awaited work produces; its default of 1 s is too
// short on a loaded 2-core machine, as expect.poll's is (vitest.config.ts), and a longer wait costs
// nothing when the state comes early.
import { configure } from '@testing-library/preact';
configure({ asyncUtilTimeout: 15_000 });
