// The streaming transport SillyTavern's model clients use, loaded with the first model request (see
// transport.ts): what turns a request into provider events.
export { createModelClient } from '../../core/llm/client.ts';
