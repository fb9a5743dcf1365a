// A labelled <select> of scopes.
import { useUid } from '../../common/uid.ts';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import type { ScopeOption } from '../scopes.ts';
import { scopeLabel } from '../scopes.ts';

export interface ScopeSelectProps {
  label: string;
  value: SkillScope;
  options: readonly ScopeOption[];
  disabled?: boolean;
  onChange(scope: SkillScope): void;
}

export function ScopeSelect({ label, value, options, disabled, onChange }: ScopeSelectProps) {
  const id = useUid();
  return (
    <label for={id}>
      <span>{label}</span>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as SkillScope)}>
        {options.map((o) => (
          <option key={o.scope} value={o.scope}>
            {scopeLabel(o.scope, o.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
