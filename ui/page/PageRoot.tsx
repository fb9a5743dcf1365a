// The standalone page: Troupe's chat host with the orchestration panel beside it.
import type { App } from '../../src/app/app.ts';
import { SkillsBar } from './SkillsBar.tsx';
import './page.css';

export function PageRoot({ app }: { app: App }) {
  return (
    <div class="troupe-page troupe-root">
      <header class="troupe-page__header">
        <h1>Troupe</h1>
        <SkillsBar skills={app.skills} />
      </header>
    </div>
  );
}
