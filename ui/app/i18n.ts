// Strings of the app-level containers (connected panel, consent banner, embedded-skills offer);
// Chinese in app.zh-*.ts (ui/i18n loads them when the language is chosen).
import { defineStrings, type Translator } from '../i18n/index.ts';

export const appEn = {
  'consent.title': 'This character card carries Troupe settings',
  'consent.overrides': 'Orchestration override for: {modes}.',
  'consent.skills': '{n} {n:skill|skills} for this character: {names}.',
  'consent.tools': 'It switches on {n} {n:tool|tools} from outside Troupe (other extensions, SillyTavern) for its agents: {names}.',
  'consent.handWrittenTools': 'It carries {n} hand-written {n:tool|tools}: {names}. Each runs only after you read its code and allow it.',
  'consent.more': '{names} and {n} more',
  'consent.question': 'Enable them? They run only after you agree, like embedded scripts.',
  'consent.enable': 'Enable',
  'consent.ignore': 'Not now',
  'consent.done': 'Enabled the card’s settings.',
  'embedded.title': 'Skills in the imported profile',
  'embedded.intro': 'The file carries {n} {n:skill|skills}. Choose what to do with each; they go to {scope}.',
  'embedded.new': 'new',
  'embedded.same': 'already installed, same content',
  'embedded.differs': 'installed, different content',
  'embedded.invalid': 'cannot be installed',
  'embedded.install': 'Install',
  'embedded.replace': 'Replace',
  'embedded.skip': 'Skip',
  'embedded.choice': 'What to do with {name}',
  'embedded.apply': 'Apply',
  'embedded.applied': 'Installed {n} {n:skill|skills}.',
  'run.running': 'running',
  'panel.heading': 'Multi-agent orchestration',
  'trace.export': 'Export last run trace',
  'workbench.open': 'AI workbench…',
  'trace.usage': '{tokens} tokens · {seconds} s',
  'detail.finalized': 'finalized',
  'detail.max-rounds': 'round limit reached',
  'detail.budget': 'budget spent',
  'detail.aborted': 'stopped',
  'detail.chat-changed': 'chat changed',
  'detail.error': 'error',
  'detail.completed': 'capsule ready',
  'detail.reused': 'capsule reused',
  'detail.empty': 'no guidance',
  'detail.failed': 'failed',
  'detail.skipped': 'skipped',
  'problems.title': 'Storage problems',
  'problems.intro': 'Troupe found damaged data in this browser. The damaged records were put aside unchanged; everything else is kept.',
  'problems.export': 'Export damaged records',
  'problems.dismiss': 'Dismiss',
  'problems.where': 'Where: {where}',
  'problems.detail': 'Check that failed: {detail}',
  'problems.repairFailed': 'Nothing could be repaired.',
  'repair.recover-lorebooks': 'Recover readable entries',
  'problem.quarantined': 'A damaged record ({where}) was put aside; nothing else was changed.',
  'problem.unreadable': 'The database "{db}" could not be read: {detail}',
  'problem.standalone.character':
    'The character record was damaged and was put aside; your chats and lorebooks are kept. Save the character to store it again.',
  'problem.standalone.cast':
    "The list of group chat characters was damaged and was put aside; the page's own character and every chat are kept. Add the characters again to use them.",
  'problem.standalone.lorebooks': '{n} damaged {n:lorebook was|lorebooks were} put aside; the other {kept} {kept:is|are} kept.',
  'problem.standalone.lorebookList': 'The list of lorebooks was damaged and was put aside; export it to recover the books, or import them again.',
  'problem.standalone.chatIndex': 'The chat list was damaged or incomplete; it was rebuilt from the {n} stored {n:chat|chats}.',
  'problem.standalone.chatMessages': '{n} damaged {n:message was|messages were} put aside; the rest of the chat is kept.',
  'problem.standalone.chat': 'A chat could not be read and was put aside; the other chats are kept.',
  'problem.standalone.connection': 'The connection settings were damaged and were put aside; the demo model is used until you save new ones.',
  'problem.standalone.promptPresets': '{n} damaged prompt presets were put aside; the others are kept.',
  'problem.standalone.promptPresetsRecord': 'The prompt presets could not be read and were put aside; none are used until you add new ones.',
  'problem.standalone.state': 'The page state (the open chat, your name) was damaged and was put aside; defaults are used.',
  'problem.standalone.secret':
    'The stored API key is not text; it is ignored (and never shown or exported). Enter the key again under Connection to replace it.',
  'problem.standalone.unreadable':
    "The page's chats, character and lorebooks could not be read ({detail}). Nothing was changed; nothing will be written until this is solved.",
  'problem.standalone.notPutAside': 'A damaged record ({key}) could not be put aside ({detail}); it was left as it was.',
  'problem.standalone.recovered': 'Recovered {names} with {n} readable {n:entry|entries}.',
  'problem.skills.summaryRebuilt': 'The listing of skill "{name}" ({scope}) was damaged; it was rebuilt from the skill itself.',
  'problem.skills.aside': 'The stored skill "{name}" ({scope}) was damaged and was put aside; the other skills are kept. Install it again to use it.',
  'problem.profiles.settings':
    "Troupe's settings record was damaged ({detail}); it was put aside and what could not be read was reset (orchestration may be off: switch it on again if you use it).",
  'problem.profiles.library':
    'The {mode} presets were repaired while loading ({n} {n:change|changes}); the stored presets were kept aside unchanged, so a Save loses nothing.',
  'problem.profiles.unreadable': 'The {mode} presets could not be read ({detail}); defaults are shown and the stored presets were kept aside unchanged.',
  'problem.workbench.session':
    'The workbench conversation for {scope} was damaged and was put aside; the workbench starts it afresh. Nothing was applied or lost from the profile.',
  'problem.workbench.history':
    "The workbench's Undo history for {scope} was damaged and was put aside; the profile itself is unchanged, but earlier versions cannot be restored from the workbench.",
} as const;

export type AppKey = keyof typeof appEn;

export const at: Translator<AppKey> = defineStrings('app', appEn, import.meta.glob('./app.zh-*.ts', { import: 'default' }));
