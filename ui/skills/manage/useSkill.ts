// Loads one skill's files through the actions (for View and Edit); `rev` reloads it after a change.
import { useEffect, useState } from 'preact/hooks';
import type { Skill, SkillScope } from '../../../src/core/skills/types.ts';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';

export type SkillLoad = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; skill: Skill };

export function useSkill(scope: SkillScope, name: string, rev = 0, read?: () => Promise<Skill | undefined>): SkillLoad {
  const { actions, run, messages } = useManage();
  const [load, setLoad] = useState<SkillLoad>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    if (rev === 0) setLoad({ state: 'loading' });
    void run(() => (read ? read() : actions.readSkill(scope, name))).then((skill) => {
      if (!live) return;
      if (skill) setLoad({ state: 'ready', skill });
      else {
        setLoad({ state: 'missing' });
        messages.push('error', t('manage.notFound', { name }));
      }
    });
    return () => {
      live = false;
    };
  }, [scope, name, rev]);
  return load;
}
