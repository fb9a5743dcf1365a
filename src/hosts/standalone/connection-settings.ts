// The standalone page's connection settings and its API key: which preset is used (demo or a custom
// OpenAI-compatible server), the clients for each, saving and testing. The key is kept only in the
// secrets store; what the page shows of it is whether there is one and its last four characters.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { ConnectionInput, ConnectionTestResult, ConnectionView, ActionResult } from '../../app/chat-session.ts';
import type { ModelClient } from '../../core/llm/types.ts';
import type { SecretStore } from '../../storage/index.ts';
import type { ConnectionInfo } from '../host.ts';
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
  readonly settings = signal<ConnectionSettings>({ preset: 'demo', baseUrl: '', model: '', stream: true });
  readonly view: ReadonlySignal<ConnectionView>;
  readonly #key = signal<{ has: boolean; hint: string }>({ has: false, hint: '' });
  readonly #o: ConnectionSettingsOptions;
  readonly #clients: ReturnType<typeof createClients>;

  constructor(options: ConnectionSettingsOptions) {
    this.#o = options;
    this.#clients = createClients({ origin: options.origin, fetch: options.fetch, demoFallback: options.demoFallback, readKey: () => options.secrets.getSecret(SECRET_ID) });
    this.view = computed(() => {
      const settings = this.settings.value;
      return { settings, hasKey: this.#key.value.has, keyHint: this.#key.value.hint, demoBase: this.#clients.demoBase, label: label(settings) };
    });
  }

  /** Takes the stored settings and reads whether a key is stored. */
  async load(settings: ConnectionSettings): Promise<void> {
    this.settings.value = settings;
    const key = await this.#o.secrets.getSecret(SECRET_ID);
    this.#key.value = { has: !!key, hint: keyHint(key) };
  }

  connections(): ConnectionInfo[] {
    const s = this.settings.value;
    const customUsable = validBaseUrl(s.baseUrl);
    const custom: ConnectionInfo = { name: 'custom', label: HOST_TEXT.customLabel(customUsable ? new URL(s.baseUrl).host : ''), model: s.model, usable: customUsable, ...(customUsable ? {} : { reason: HOST_TEXT.customUnusable }) };
    const demo: ConnectionInfo = { name: 'demo', label: HOST_TEXT.demoLabel, model: DEMO_MODEL, usable: true };
    const current = s.preset === 'demo' ? demo : custom;
    return [{ ...current, name: '' }, demo, custom];
  }

  #preset(name: string): ConnectionSettings['preset'] {
    return name === 'demo' || name === 'custom' ? name : this.settings.value.preset;
  }

  modelClient(name: string): ModelClient {
    return this.#preset(name) === 'demo' ? this.#clients.demo() : this.#clients.custom(() => this.settings.value);
  }

  modelName(name: string): string {
    return this.#preset(name) === 'demo' ? DEMO_MODEL : this.settings.value.model;
  }

  async save(input: ConnectionInput): Promise<ActionResult> {
    const { apiKey, ...rest } = input;
    const settings: ConnectionSettings = { preset: rest.preset, baseUrl: rest.baseUrl.trim(), model: rest.model.trim(), stream: rest.stream };
    if (settings.preset === 'custom' && !validBaseUrl(settings.baseUrl)) return { ok: false, error: `Base URL "${settings.baseUrl}" is not an http(s) URL.` };
    this.settings.value = await this.#o.store.saveConnection(settings);
    if (apiKey !== undefined) {
      const { secrets } = this.#o;
      if (apiKey.trim()) await secrets.setSecret(SECRET_ID, apiKey.trim());
      else await secrets.deleteSecret(SECRET_ID);
      this.#key.value = { has: !!apiKey.trim(), hint: keyHint(apiKey.trim() || undefined) };
    }
    return { ok: true };
  }

  async test(input?: ConnectionInput): Promise<ConnectionTestResult> {
    const s = input ?? this.settings.value;
    if (s.preset === 'demo') return this.#clients.testDemo();
    const typed = input?.apiKey?.trim();
    const key = typed || (await this.#o.secrets.getSecret(SECRET_ID));
    return probeModels(s.baseUrl, key, this.#o.fetch);
  }
}
