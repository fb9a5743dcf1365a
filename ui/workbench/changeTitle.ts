// The review's title of a change, in the UI's language, from the change itself.
import type { ChangeOp } from '../../src/core/workbench/ops.ts';
import { wt, type WorkbenchKey } from './i18n.ts';

export function fieldName(field: string): string {
  const key = `wb.field.${field}` as WorkbenchKey;
  return key in FIELD_KEYS ? wt(key) : field;
}

const FIELD_KEYS = {
  'wb.field.systemPrompt': 1,
  'wb.field.description': 1,
  'wb.field.userPromptTemplate': 1,
  'wb.field.customInstruction': 1,
  'wb.field.bookPattern': 1,
  'wb.field.entryPattern': 1,
} as const;

export function changeTitle(op: ChangeOp, mode: string): string {
  switch (op.tool) {
    case 'skill_bind_to_agent':
    case 'skill_unbind_from_agent':
      return wt(`wb.op.${op.tool}`, { skill: op.args.skill, agent: op.args.agentId, list: wt(`wb.list.${op.args.list}`) });
    case 'skill_set_mode_defaults':
      return wt('wb.op.skill_set_mode_defaults');
    case 'profile_patch_prompt':
      return wt('wb.op.profile_patch_prompt', { agent: op.args.agentId, field: fieldName(op.args.field) });
    case 'subagent_add':
    case 'subagent_update':
    case 'subagent_remove':
      return wt(`wb.op.${op.tool}`, { id: op.args.id });
    case 'limits_set':
      return wt('wb.op.limits_set', { keys: Object.keys(op.args.limits).join(', ') });
    case 'tools_set':
      return op.args.agentId ? wt('wb.op.tools_set', { agent: op.args.agentId }) : wt('wb.op.tools_set.profile');
    case 'skill_create':
      return wt('wb.op.skill_create', { name: op.args.name });
    case 'skill_edit':
      return wt('wb.op.skill_edit', { name: op.args.name, path: op.args.path });
    case 'profile_propose':
      return wt('wb.op.profile_propose', { mode });
  }
}
