// The panel chunk of the standalone page: the orchestration panel and the Storage problems notice.
export { TroupePanel } from '../ui/app/TroupePanel.tsx';
export { StorageProblems } from '../ui/app/StorageProblems.tsx';
export { AnglePrompt } from '../ui/app/AnglePrompt.tsx';
