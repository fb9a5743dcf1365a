// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { collectCompletion } from '../../core/llm/collect.ts';
import type { ChatRequest } from '../../core/llm/types.ts';
import { readStream, STREAMS } from '../../../test/fixtures/streams/index.mjs';
import { MSG } from './messages.ts';
import { AGENT_FALLBACK_MAX_TOKENS, PROXY_ENDPOINT } from './transport.ts';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();

const REQUEST: ChatRequest = {
  model: '',
  messages: [
    { role: 'system', content: 'You are the director.' },
    { role: 'user', content: 'Write the reply.' },
  ],
  tools: [{ name: 'write_message', description: 'Write the reply.', parameters: { type: 'object', properties: { text: { type: 'string' } } } }],
  toolChoice: 'auto',
};

const PROFILES = [
  { id: 'p1', name: 'Claude work', mode: 'cc', api: 'claude', model: 'claude-opus-4-1', proxy: 'My proxy', 'secret-id': 'sec-7' },
  { id: 'p2', name: 'Local custom', mode: 'cc', api: 'custom', model: 'qwen3', 'api-url': 'http://127.0.0.1:8080/v1' },
  { id: 'p3', name: 'Kobold', mode: 'tc', api: 'koboldcpp', model: 'llama' },
  { id: 'p4', name: 'Gemini', mode: 'cc', api: 'google', model: 'gemini-2.5-flash' },
];

describe('requests go through SillyTavern’s chat-completion proxy', () => {
  test('the current connection: source, model and SillyTavern’s headers, the stream decoded', async () => {
    const { st, host } = open();
    const result = await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(result.content).toBe('Hello');
    expect(result.finishReason).toBe('stop');
    expect(st.requests).toHaveLength(1);
    const req = st.requests[0];
    expect(req.url).toBe(PROXY_ENDPOINT);
    expect(req.method).toBe('POST');
    expect(req.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(req.headers['content-type']).toBe('application/json');
    expect(Object.keys(req.headers).filter((k) => k.toLowerCase() === 'content-type')).toHaveLength(1);
    expect(req.headers).not.toHaveProperty('authorization');
    expect(req.body).toMatchObject({
      chat_completion_source: 'openai',
      model: 'gpt-4o-mini',
      // Not SillyTavern's reply-length setting (300 in the stand-in): agents have their own limit.
      max_tokens: AGENT_FALLBACK_MAX_TOKENS,
      stream: true,
      messages: [
        { role: 'system', content: 'You are the director.' },
        { role: 'user', content: 'Write the reply.' },
      ],
      tools: [{ type: 'function', function: { name: 'write_message' } }],
      tool_choice: 'auto',
    });
    expect(host.modelName('')).toBe('gpt-4o-mini');
  });

  test('a model and max_tokens the agent set win; SillyTavern’s reply length never applies', async () => {
    const { st, host } = open();
    await collectCompletion(host.modelClient('')({ ...REQUEST, model: 'gpt-4.1', maxTokens: 50 }, {}));
    expect(st.requests[0].body).toMatchObject({ model: 'gpt-4.1', max_tokens: 50 });
  });

  test('Custom sends its URL and body/header settings; a change in SillyTavern applies to the next request', async () => {
    const { st, host } = open({ oai: { chat_completion_source: 'custom', custom_include_body: 'top_k: 5', custom_prompt_post_processing: 'strict' } });
    await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(st.requests[0].body).toMatchObject({
      chat_completion_source: 'custom',
      model: 'local-model',
      custom_url: 'http://127.0.0.1:5001/v1',
      custom_include_body: 'top_k: 5',
      custom_prompt_post_processing: 'strict',
    });
    st.oai.custom_model = 'other-model';
    await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(st.requests[1].body).toMatchObject({ model: 'other-model' });
  });

  test('a reverse proxy is sent for sources SillyTavern proxies, not for others', async () => {
    const { st, host } = open({ oai: { reverse_proxy: 'https://proxy.example/v1', proxy_password: 'pw' } });
    await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(st.requests[0].body).toMatchObject({ reverse_proxy: 'https://proxy.example/v1', proxy_password: 'pw' });
    st.oai.chat_completion_source = 'openrouter';
    st.oai.openrouter_model = 'meta/llama';
    await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(st.requests[1].body).not.toHaveProperty('reverse_proxy');
  });

  test.each([
    ['claude', 'anthropic-messages-tools.sse'],
    ['makersuite', 'gemini-native-tools.sse'],
  ])('%s streams come back in the provider’s own format and are decoded as such', async (source, file) => {
    const fixture = STREAMS.find((s) => s.file === file)!;
    const sse = readStream(file);
    const chunks = sse.match(/[\s\S]{1,97}/g)!;
    const { st, host } = open({ oai: { chat_completion_source: source }, completions: [{ chunks }] });
    const result = await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(result.error).toBeUndefined();
    expect(result.content).toBe(fixture.expected.content);
    expect(result.toolCalls.map((c) => ({ name: c.name, arguments: c.arguments }))).toEqual(
      fixture.expected.toolCalls.map((c) => ({ name: c.name, arguments: c.arguments })),
    );
    expect(st.requests[0].body).toMatchObject(
      source === 'claude'
        ? { chat_completion_source: 'claude', model: 'claude-sonnet-4-5', use_sysprompt: true, claude_use_sysprompt: true }
        : { chat_completion_source: 'makersuite', model: 'gemini-2.5-pro', use_sysprompt: true, use_makersuite_sysprompt: true },
    );
  });

  test('where SillyTavern has a ChatCompletionService, the body goes through its createRequestData; Troupe’s fields win', async () => {
    const given: Record<string, unknown>[] = [];
    // The shape of SillyTavern 1.19's builder: its defaults, then what it was given.
    const createRequestData = ({ stream = false, ...props }: Record<string, unknown>) => {
      given.push(props);
      return { stream, use_sysprompt: true, max_tokens: 1, ...props };
    };
    const { st, host } = open({ oai: { chat_completion_source: 'claude' }, replace: { ChatCompletionService: { createRequestData } } as never });
    await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(given).toHaveLength(1);
    expect(st.requests[0].body).toMatchObject({
      chat_completion_source: 'claude',
      use_sysprompt: true,
      claude_use_sysprompt: true,
      stream: true,
      max_tokens: AGENT_FALLBACK_MAX_TOKENS,
      tool_choice: 'auto',
    });
    // A builder that throws leaves the body as Troupe built it.
    const broken = open({
      replace: {
        ChatCompletionService: {
          createRequestData: () => {
            throw new Error('x');
          },
        },
      } as never,
    });
    const r = await collectCompletion(broken.host.modelClient('')(REQUEST, {}));
    expect(r.error).toBeUndefined();
    expect(broken.st.requests[0].body).not.toHaveProperty('use_sysprompt');
  });

  test('MiniMax and Pollinations send their endpoint, from the settings and from a profile’s API URL', async () => {
    const { st, host } = open({
      oai: { chat_completion_source: 'minimax', minimax_model: 'MiniMax-M2', minimax_endpoint: 'cn' },
      profiles: [{ id: 'p9', name: 'Pollinations', mode: 'cc', api: 'pollinations', model: 'openai', 'api-url': 'anonymous' }],
    });
    await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(st.requests[0].body).toMatchObject({ chat_completion_source: 'minimax', minimax_endpoint: 'cn' });
    await collectCompletion(host.modelClient('Pollinations')(REQUEST, {}));
    expect(st.requests[1].body).toMatchObject({ chat_completion_source: 'pollinations', pollinations_endpoint: 'anonymous' });
  });

  test('an HTTP error from the proxy ends the request with a readable error', async () => {
    const { host } = open({ completions: [{ status: 400, contentType: 'application/json', chunks: ['{"error":{"message":"Bad key"}}'] }] });
    const result = await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(result.finishReason).toBe('error');
    expect(result.error).toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('connections', () => {
  test('the current source and model, then Connection Manager profiles by name', () => {
    const { host } = open({ profiles: PROFILES });
    expect(host.connections()).toEqual([
      { name: '', label: 'SillyTavern: openai · gpt-4o-mini', model: 'gpt-4o-mini', usable: true },
      { name: 'Claude work', label: 'Claude work', model: 'claude-opus-4-1', usable: true },
      { name: 'Local custom', label: 'Local custom', model: 'qwen3', usable: true },
      { name: 'Kobold', label: 'Kobold', model: 'llama', usable: false, reason: MSG.profileNotChatCompletion('Kobold') },
      { name: 'Gemini', label: 'Gemini', model: 'gemini-2.5-flash', usable: true },
    ]);
    expect(host.modelName('Claude work')).toBe('claude-opus-4-1');
  });

  test('a profile’s request carries its source, model, URL, secret and proxy preset', async () => {
    const { st, host } = open({
      profiles: PROFILES,
      proxies: [{ name: 'My proxy', url: 'https://relay.example', password: 'relay-pw' }],
      completions: [{ chunks: [readStream('anthropic-messages-tools.sse')] }],
    });
    const r1 = await collectCompletion(host.modelClient('Claude work')(REQUEST, {}));
    expect(r1.error).toBeUndefined();
    expect(st.requests[0].body).toMatchObject({
      chat_completion_source: 'claude',
      model: 'claude-opus-4-1',
      secret_id: 'sec-7',
      reverse_proxy: 'https://relay.example',
      proxy_password: 'relay-pw',
    });
    await collectCompletion(host.modelClient('Local custom')(REQUEST, {}));
    expect(st.requests[1].body).toMatchObject({ chat_completion_source: 'custom', model: 'qwen3', custom_url: 'http://127.0.0.1:8080/v1' });
    await collectCompletion(host.modelClient('Gemini')(REQUEST, {}));
    expect(st.requests[2].body).toMatchObject({ chat_completion_source: 'makersuite', model: 'gemini-2.5-flash' });
  });

  test('a Text Completion main API is not usable: a clear message and no request', async () => {
    const { st, host } = open({ mainApi: 'textgenerationwebui', profiles: PROFILES.slice(0, 1) });
    const [current, claude] = host.connections();
    expect(current).toMatchObject({ name: '', usable: false, reason: 'Orchestration needs a Chat Completion connection.' });
    expect(claude).toMatchObject({ name: 'Claude work', usable: true });
    const result = await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(result.error).toMatchObject({ message: 'Orchestration needs a Chat Completion connection.', retryable: false });
    expect(st.requests).toEqual([]);
  });

  test('an unknown profile or a Text Completion profile fails the request with its name', async () => {
    const { st, host } = open({ profiles: PROFILES });
    expect((await collectCompletion(host.modelClient('Nope')(REQUEST, {}))).error?.message).toBe('Connection profile "Nope" was not found.');
    expect((await collectCompletion(host.modelClient('Kobold')(REQUEST, {}))).error?.message).toBe(
      'Connection profile "Kobold" is not a Chat Completion connection.',
    );
    expect(st.requests).toEqual([]);
  });

  test('with the Connection Manager disabled only the current connection is offered', () => {
    const { host } = open({ profiles: PROFILES, disabledExtensions: ['connection-manager'] });
    expect(host.connections().map((c) => c.name)).toEqual(['']);
  });

  test('SillyTavern 1.12.x: settings come from its openai.js module, profiles map without CONNECT_API_MAP', async () => {
    const { st, host } = open({
      variant: '1.12',
      oai: { chat_completion_source: 'openrouter', openrouter_model: 'anthropic/claude-3.5-sonnet', openrouter_use_fallback: true },
      profiles: PROFILES,
    });
    const result = await collectCompletion(host.modelClient('')(REQUEST, {}));
    expect(result.error).toBeUndefined();
    expect(st.requests[0].body).toMatchObject({
      chat_completion_source: 'openrouter',
      model: 'anthropic/claude-3.5-sonnet',
      use_fallback: true,
      max_tokens: AGENT_FALLBACK_MAX_TOKENS,
    });
    expect(st.calls).toContain('import:scripts/openai.js');
    expect(host.connections().map((c) => [c.name, c.usable])).toEqual([
      ['', true],
      ['Claude work', true],
      ['Local custom', true],
      ['Kobold', false],
      ['Gemini', true],
    ]);
  });

  test('SillyTavern 1.12.x: after ready() the first connections() already has the settings', async () => {
    const { host } = open({ variant: '1.12' });
    await host.ready();
    expect(host.connections()[0]).toMatchObject({ name: '', usable: true, model: 'gpt-4o-mini' });
  });

  test('without any Chat Completion settings the current connection says so', async () => {
    const { host } = open({ variant: '1.12' }, { importModule: null });
    expect(host.connections()[0]).toMatchObject({ usable: false, reason: MSG.noChatCompletionSettings });
  });
});
