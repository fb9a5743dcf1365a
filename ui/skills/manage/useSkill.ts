// Loads one skill's files through the actions (for View and Edit), again whenever the skill's
// content hash in the inventory changes (a save here, or in another tab), and when `rev` grows.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Skill, SkillScope } from '../../../src/core/skills/types.ts';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';

export type SkillLoad = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; skill: Skill };

export function useSkill(scope: SkillScope, name: string, rev = 0, read?: () => Promise<Skill | undefined>): SkillLoad {
  const { actions, run, messages, inventory } = useManage();
  const [load, setLoad] = useState<SkillLoad>({ state: 'loading' });
  const hash = inventory.find((s) => s.scope === scope && s.name === name)?.hash;
  const shown = useRef('');
  useEffect(() => {
    let live = true;
    // A new hash of the skill on screen refreshes it in place; another skill starts from "loading".
    const key = `${scope}\u0000${name}`;
    if (shown.current !== key) setLoad({ state: 'loading' });
    shown.current = key;
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
  }, [scope, name, hash, rev]);
  return load;
}
