// The streaming transport SillyTavern's model clients use, loaded with the first model request (see
// transport.ts): the OpenAI body a request becomes, and what sends a body and turns the answer into
// provider events.
export { buildChatBody } from '../../core/llm/request.ts';
export { requestError } from '../../core/llm/errors.ts';
export { streamChatCompletion } from '../../core/llm/stream-chat.ts';
