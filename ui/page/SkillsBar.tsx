// The "Manage Skills…" entry and its dialog, fed by the app's skills service.
import { useState } from 'preact/hooks';
import type { SkillsService } from '../../src/app/skills-service.ts';
import { Button } from '../common/Button.tsx';
import { t } from '../i18n/index.ts';
import { ManageSkillsDialog } from '../skills/manage/ManageSkillsDialog.tsx';

export function SkillsBar({ skills }: { skills: SkillsService }) {
  const [open, setOpen] = useState(false);
  return (
    <div class="troupe-skills-bar">
      <Button onClick={() => setOpen(true)}>{t('manage.open')}</Button>
      <span class="troupe-skills-bar__count">{t('manage.installedCount', { n: skills.inventory.value.length })}</span>
      <ManageSkillsDialog open={open} onClose={() => setOpen(false)} inventory={skills.inventory.value} actions={skills} />
    </div>
  );
}
