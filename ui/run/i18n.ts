// Strings of the run view (timeline, request details, tokens and cost, prices, replay, capsule edit):
// English here, Chinese in run.zh-*.ts (ui/i18n loads them when the language is chosen).
import { defineStrings, lang, type Translator } from '../i18n/index.ts';

export const runEn = {
  'run.title': 'Run view',
  'run.open': 'Run view',
  'run.pick': 'Turn',
  'run.latest': 'Latest run of this chat',
  'run.liveNow': 'Running now ({mode})',
  'run.turnOption': 'Message #{index} · {mode} · {time} · {tokens} tokens',
  'run.turnOptionNoIndex': '{mode} · {time} · {tokens} tokens',
  'run.importedOption': 'Imported: {name}',
  'run.none': 'No run yet in this chat. Send a message, or import a trace file.',
  'run.loading': 'Loading the run…',
  'run.gone': 'This run is no longer stored.',
  'run.import': 'Import trace…',
  'run.importLabel': 'Trace file to import',
  'run.export': 'Export trace',
  'run.status.running': 'running',
  'run.status.done': '{status} · {seconds} s',
  'run.replayShown': 'Showing the offline replay, not the recording.',
  'run.backToRecording': 'Back to the recording',

  'cost.title': 'This turn:',
  'cost.serial': '{n} serial {n:call|calls}',
  'cost.requests': '{n} {n:request|requests}',
  'cost.tokens': '{tokens} input tokens',
  'cost.noTokens': 'tokens not reported by the provider',
  'cost.ratio': '{ratio}× a plain reply',

  'timeline.title': 'Timeline',
  'timeline.hint': 'One lane per agent. Arrow keys move between bars; Enter shows one.',
  'timeline.empty': 'No request yet.',
  'timeline.axis': '{s} s',
  'bar.request': '{agent}: request, round {round}, {duration}',
  'bar.tool': '{agent}: {tool}, {duration}',
  'bar.wait': '{agent}: queued, {duration}',
  'bar.running': '{name}, running',
  'bar.failed': '{name}, failed',

  'detail.title': 'Selected',
  'detail.none': 'Select a bar of the timeline to see its request, response or tool result.',
  'detail.request': 'Request',
  'detail.response': 'Response',
  'detail.streaming': 'Streaming so far',
  'detail.model': 'Model: {model}',
  'detail.preset': 'Prompt preset: {preset}',
  'detail.timing': '{duration} · first byte after {firstByte}',
  'detail.messages': 'Messages ({n})',
  'detail.message': '{n}. {role} · {chars} characters',
  'detail.toolsOffered': 'Tools offered: {names}',
  'detail.noTools': 'No tools offered.',
  'detail.text': 'Text',
  'detail.reasoning': 'Reasoning',
  'detail.toolCalls': 'Tool calls',
  'detail.finish': 'Finish: {reason}',
  'detail.error': 'Error: {error}',
  'detail.usage': 'Tokens: {input} in ({cached} cached) · {output} out',
  'detail.noUsage': 'The provider reported no usage for this response.',
  'detail.arguments': 'Arguments',
  'detail.result': 'Result',
  'detail.toolOk': 'ok · {duration}',
  'detail.toolFailed': 'failed · {duration}',
  'detail.waited': 'Waited {duration} for a free slot.',
  'detail.task': 'Task',
  'detail.pending': 'Waiting for the response…',

  'agents.title': 'Per agent',
  'agents.agent': 'Agent',
  'agents.requests': 'Requests',
  'agents.tools': 'Tool calls',
  'agents.time': 'Time',
  'agents.input': 'Input',
  'agents.cached': 'Cached',
  'agents.output': 'Output',
  'agents.cost': 'Cost',
  'agents.total': 'Turn total',
  'agents.noPrice': 'no price',
  'agents.unpriced': 'No price for {models}: those tokens are not in the cost. Set a price below.',
  'agents.unreported': '{n} {n:response|responses} reported no usage: {n:its|their} tokens are unknown, not estimated.',
  'chat.title': 'This chat so far',
  'chat.totals': '{turns} {turns:turn|turns} · {tokens} tokens · {cost}',
  'chat.kept': 'The last {n} turns are kept.',
  'chat.keptLabel': 'Turns kept per chat',

  'prices.title': 'Prices per million tokens',
  'prices.hint': 'Cost = (input − cached) × input price + cached × cached price + output × output price. Tokens come from what the provider reported.',
  'prices.model': 'Model',
  'prices.input': 'Input',
  'prices.cachedInput': 'Cached input',
  'prices.output': 'Output',
  'prices.save': 'Save',
  'prices.remove': 'Remove',
  'prices.defaultModel': '(the connection’s default model)',
  'prices.field': '{field} price for {model}',
  'prices.saved': 'Price for {model} saved.',
  'prices.bad': 'Prices are numbers of 0 or more.',

  'capsule.title': 'Injected capsule',
  'capsule.hint': 'The guidance this turn injected. Swipes and regenerations of this message reuse it; edit it to steer them.',
  'capsule.label': 'Guidance',
  'capsule.save': 'Save guidance',
  'capsule.edited': 'edited',
  'capsule.savedCached': 'Saved. Swipes and regenerations of this message now use it.',
  'capsule.savedNotCached':
    'Saved in the run history. The capsule is no longer held for reuse (a newer turn, a reload or a profile change), so the next swipe prepares a new one.',

  'replay.title': 'Replay offline',
  'replay.hint': 'Runs the turn again against the recorded responses: no network, no key, nothing in the chat changes.',
  'replay.profile': 'Profile',
  'replay.recorded': 'As recorded',
  'replay.current': 'Current {mode} profile',
  'replay.run': 'Replay offline',
  'replay.running': 'Replaying…',
  'replay.same': 'The replay wrote the same reply as the recording ({answered} of {recorded} requests answered).',
  'replay.differs': 'The replay did not reproduce the recording.',
  'replay.divergedRequest': 'It left the recording at its request {index}: closest to {agent}’s round {round}, which differs from message {message} on.',
  'replay.divergedTool': 'It left the recording at a {tool} call the recording has no result for.',
  'replay.recordedMessage': 'Recorded message',
  'replay.replayedMessage': 'Message in the replay',
  'replay.noMessage': '(none)',
  'replay.text': 'Reply of the replay',
  'replay.show': 'Show the replay’s run',
  'replay.cannot': 'Replay is not possible: {error}',
  'duration.ms': '{ms} ms',
  'duration.s': '{s} s',
  'duration.min': '{m} min {s} s',
} as const;

export type RunKey = keyof typeof runEn;

/** The run string for `key` in the current language (English until that language's table has loaded). */
export const rt: Translator<RunKey> = defineStrings('run', runEn, import.meta.glob('./run.zh-*.ts', { import: 'default' }));

/** Milliseconds in the reader's unit: `850 ms`, `1.3 s`, `2 min 5 s`. */
export function duration(ms: number): string {
  if (ms < 1000) return rt('duration.ms', { ms: Math.round(ms) });
  if (ms < 60_000) return rt('duration.s', { s: (ms / 1000).toFixed(1) });
  return rt('duration.min', { m: Math.floor(ms / 60_000), s: Math.round((ms % 60_000) / 1000) });
}

/** 12,345 / 12,345 (the language's grouping). */
export const count = (n: number) => Math.round(n).toLocaleString(lang.value === 'en' ? 'en-US' : lang.value);

/** A cost in the price table's currency, to 4 decimals ($ is not assumed). */
export const money = (n: number) => n.toFixed(4);
