// The standalone page's connection settings and its API key: which preset is used (demo or a custom
// OpenAI-compatible server), the clients for each, saving and testing. The key is kept only in the
// secrets store; what the page shows of it is whether there is one and its last four characters.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { STALL_TIMEOUT_SEC } from '../../ports/settings.ts';
import { originOf, type ActionResult, type ConnectionInput, type ConnectionTestResult, type ConnectionView } from '../../ports/chat-session.ts';
import type { ModelClient } from '../../core/llm/types.ts';
import type { SecretStore } from '../../storage/index.ts';
import type { ConnectionInfo } from '../../ports/host.ts';
import { createClients, DEMO_MODEL, keyHint, probeModels, SECRET_ID, validBaseUrl } from './connection.ts';
import { HOST_TEXT } from './messages.ts';
import type { ConnectionSettings } from './schema.ts';
import type { StandaloneStore } from './store.ts';

export interface ConnectionSettingsOptions {
  store: StandaloneStore;
  secrets: SecretStore;
  origin: string;
  fetch: typeof fetch;
  demoFallback?: () => ModelClient;
  /** Told about every retry of a request (the status line shows it), and `null` once data flows again. */
  onRetry?(retry: { attempt: number; reason: string } | null): void;
}

function label(s: ConnectionSettings): string {
  if (s.preset === 'demo') return HOST_TEXT.demoLabel;
  let host = '';
  try {
    host = new URL(s.baseUrl).host;
  } catch {
    host = '';
  }
  return HOST_TEXT.customLabel(host);
}

export class ConnectionSettingsStore {
  readonly settings = signal<ConnectionSettings>({ preset: 'demo', baseUrl: '', model: '', stream: true, keyOrigin: '' });
  readonly view: ReadonlySignal<ConnectionView>;
  readonly #key = signal<{ has: boolean; hint: string }>({ has: false, hint: '' });
  readonly #o: ConnectionSettingsOptions;
  readonly #clients: ReturnType<typeof createClients>;
  /** The stall time every request uses unless the caller names one (the app's one setting, once it is given). */
  #stallMs: () => number = () => STALL_TIMEOUT_SEC.def * 1000;

  constructor(options: ConnectionSettingsOptions) {
    this.#o = options;
    // A request carries the key only to the origin it was saved for.
    const readKey = async () => (originOf(this.settings.value.baseUrl) === this.keyOrigin() ? options.secrets.getSecret(SECRET_ID) : undefined);
    this.#clients = createClients({ origin: options.origin, fetch: options.fetch, demoFallback: options.demoFallback, readKey });
    this.view = computed(() => {
      const settings = this.settings.value;
      const keyOrigin = this.#key.value.has ? settings.keyOrigin || originOf(settings.baseUrl) : '';
      return { settings, hasKey: this.#key.value.has, keyHint: this.#key.value.hint, keyOrigin, demoBase: this.#clients.demoBase, label: label(settings) };
    });
  }

  /** Takes the stored settings and reads whether a key is stored. */
  async load(settings: ConnectionSettings): Promise<void> {
    this.settings.value = settings;
    const key = await this.#o.secrets.getSecret(SECRET_ID);
    this.#key.value = { has: !!key, hint: keyHint(key) };
  }

  /** The origin the stored key belongs to (settings saved before this was recorded: the base URL's). */
  keyOrigin(): string {
    const s = this.settings.value;
    return s.keyOrigin || originOf(s.baseUrl);
  }

  /** A stored key that is not text (it is ignored; the user is told to enter it again). */
  async keyDamaged(): Promise<boolean> {
    return (await this.#o.secrets.checkSecret(SECRET_ID)) === 'damaged';
  }

  connections(): ConnectionInfo[] {
    const s = this.settings.value;
    const customUsable = validBaseUrl(s.baseUrl);
    const custom: ConnectionInfo = {
      name: 'custom',
      label: HOST_TEXT.customLabel(customUsable ? new URL(s.baseUrl).host : ''),
      model: s.model,
      usable: customUsable,
      ...(customUsable ? {} : { reason: HOST_TEXT.customUnusable }),
    };
    const demo: ConnectionInfo = { name: 'demo', label: HOST_TEXT.demoLabel, model: DEMO_MODEL, usable: true };
    const current = s.preset === 'demo' ? demo : custom;
    return [{ ...current, name: '' }, demo, custom];
  }

  #preset(name: string): ConnectionSettings['preset'] {
    return name === 'demo' || name === 'custom' ? name : this.settings.value.preset;
  }

  /** Where the stall time of this page's requests comes from (the app's `stallTimeoutSec`). */
  useStallTimeout(ms: () => number): void {
    this.#stallMs = ms;
  }

  modelClient(name: string): ModelClient {
    const client = this.#preset(name) === 'demo' ? this.#clients.demo() : this.#clients.custom(() => this.settings.value);
    const onRetry = this.#o.onRetry;
    const stallMs = () => this.#stallMs();
    // Every retry passes by here on its way to the engine, so the page can say it is retrying and why.
    return async function* (request, opts) {
      let retrying = false;
      for await (const ev of client(request, { ...opts, stallTimeoutMs: opts?.stallTimeoutMs ?? stallMs() })) {
        if (!onRetry) {
          yield ev;
          continue;
        }
        if (ev.type === 'retry') {
          retrying = true;
          onRetry({ attempt: ev.attempt, reason: ev.error.message });
        } else if (retrying && ev.type !== 'finish' && ev.type !== 'error') {
          retrying = false;
          onRetry(null);
        }
        yield ev;
      }
    };
  }

  modelName(name: string): string {
    return this.#preset(name) === 'demo' ? DEMO_MODEL : this.settings.value.model;
  }

  async save(input: ConnectionInput): Promise<ActionResult> {
    const { apiKey, sendKeyToNewOrigin } = input;
    const baseUrl = input.baseUrl.trim();
    if (input.preset === 'custom' && !validBaseUrl(baseUrl)) return { ok: false, error: `Base URL "${baseUrl}" is not an http(s) URL.` };
    const typed = apiKey?.trim();
    const target = originOf(baseUrl);
    const hadKey = this.#key.value.has;
    // A typed key belongs to the origin it is typed for; a kept key stays with its own unless the user confirms.
    const keyOrigin = typed ? target : apiKey === '' ? '' : hadKey && sendKeyToNewOrigin && target ? target : hadKey ? this.keyOrigin() : '';
    const settings: ConnectionSettings = { preset: input.preset, baseUrl, model: input.model.trim(), stream: input.stream, keyOrigin };
    const { secrets } = this.#o;
    if (typed) await secrets.setSecret(SECRET_ID, typed);
    else if (apiKey === '') await secrets.deleteSecret(SECRET_ID);
    this.settings.value = await this.#o.store.saveConnection(settings);
    if (apiKey !== undefined) this.#key.value = { has: !!typed, hint: keyHint(typed || undefined) };
    if (input.preset === 'custom' && hadKey && !typed && apiKey !== '' && target && target !== keyOrigin) {
      return { ok: true, message: HOST_TEXT.keyStays(keyOrigin, target) };
    }
    return { ok: true };
  }

  async test(input?: ConnectionInput): Promise<ConnectionTestResult> {
    const s = input ?? this.settings.value;
    if (s.preset === 'demo') return this.#clients.testDemo();
    const typed = input?.apiKey?.trim();
    const mayUseStored = originOf(s.baseUrl) === this.keyOrigin() || !!input?.sendKeyToNewOrigin;
    const key = typed || (mayUseStored ? await this.#o.secrets.getSecret(SECRET_ID) : undefined);
    return probeModels(s.baseUrl, key, this.#o.fetch);
  }
}
