// The spec mode's strings: its name and hint in the mode select and the words of its card and its
// Advanced settings. English here, Chinese in spec.zh-*.ts beside it (ui/i18n loads them when the
// language is chosen).
import { defineStrings, type Translator } from '../../../i18n/index.ts';

export const specEn = {
  'mode.spec': 'Spec workflow',
  'mode.hint.spec': 'Stages of nodes run in order; review nodes may ask for reruns; the result is a capsule.',
  'spec.agents': 'Agent presets',
  'spec.agentsNote': 'Identity templates: prompts and routing. Tools and skills attach to nodes.',
  'spec.agentId': 'Agent ID',
  'spec.addAgent': 'Add agent preset',
  'spec.workflow': 'Workflow',
  'spec.stage': 'Stage {n}',
  'spec.stageId': 'Stage ID',
  'spec.stageMode': 'Run nodes',
  'spec.serial': 'Serial',
  'spec.parallel': 'Parallel',
  'spec.serialForced': 'A stage with a review node runs serially.',
  'spec.addStage': 'Add stage',
  'spec.nodes': 'Nodes',
  'spec.nodeId': 'Node ID',
  'spec.nodeAgent': 'Agent',
  'spec.nodeType': 'Node type',
  'spec.worker': 'Worker',
  'spec.review': 'Review',
  'spec.ownTemplate': 'Own user prompt template (replaces the agent’s)',
  'spec.addNode': 'Add node to stage {n}',
  'spec.nodeSkills': 'Skills of node {name}',
  'spec.missingAgent': '{name} (missing)',
  'spec.nodeIterations': 'Node tool iteration max rounds',
  'spec.reviewReruns': 'Review rerun max rounds',
  'spec.runs': 'runs {agent}',
} as const;

export type SpecKey = keyof typeof specEn;

/** The spec mode's string for `key` in the current language. */
export const specT: Translator<SpecKey> = defineStrings('spec', specEn, import.meta.glob('./spec.zh-*.ts', { import: 'default' }));
