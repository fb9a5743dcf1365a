// The standalone chat page's components. The page renders <StandaloneChat host={…} aside={…} />.
export { StandaloneChat, type StandaloneChatProps } from './StandaloneChat.tsx';
export { ChatView, chatRows } from './ChatView.tsx';
export { Composer, type ComposerProps, type CommandOutcome } from './Composer.tsx';
export { MessageBubble, type BubbleProps } from './MessageBubble.tsx';
export { ReasoningFold, parseFold } from './ReasoningFold.tsx';
export { CharacterEditor } from './CharacterEditor.tsx';
export { LorebookPanel } from './LorebookPanel.tsx';
export { ConnectionForm, describeTest } from './ConnectionForm.tsx';
export { ct, chatEn, type ChatKey } from './i18n.ts';
