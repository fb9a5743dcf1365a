// The text /troupe prints: the switch, the mode, the active preset, the card override, the chat's
// direction for its next reply (when one is set), the runs.
import { activePreset, type PresetLibrary } from '../../core/profiles/presets.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import { MSG } from './messages.ts';
import type { CommandContext } from './types.ts';

const seconds = (ms: number) => (Math.max(0, ms) / 1000).toFixed(1);

export function statusText(ctx: CommandContext, now: number = Date.now()): string {
  const { profiles } = ctx;
  const mode = profiles.mode.value;
  const lines = [profiles.settings.value.enabled ? MSG.statusOn : MSG.statusOff, MSG.statusMode(mode), MSG.statusTurn(profiles.settings.value.turnTeam)];
  const preset = activePreset(profiles.library(mode) as PresetLibrary<Mode>);
  if (preset) lines.push(MSG.statusPreset(preset.name, preset.id));
  lines.push(overrideLine(ctx, mode));
  const direction = ctx.directions?.current.value;
  if (direction) lines.push(MSG.directionSet(direction));
  const running = ctx.orchestrator?.running.value;
  if (running) lines.push(MSG.statusRunning(running.mode, running.chatId, seconds(now - running.startedAt)));
  const last = ctx.orchestrator?.lastRun.value;
  if (!last) lines.push(MSG.statusLastNone);
  else {
    const tokens = last.usage?.totalTokens ? MSG.statusTokens(last.usage.totalTokens) : '';
    lines.push(MSG.statusLast(last.outcome, last.detail, last.mode, last.chatId, seconds(last.durationMs), tokens));
    if (last.message) lines.push(MSG.statusLastMessage(last.message));
  }
  return lines.join('\n');
}

function overrideLine(ctx: CommandContext, mode: Mode): string {
  const card = ctx.currentCard?.() ?? null;
  if (!card) return MSG.statusOverrideNone;
  const { profiles } = ctx;
  const eff = profiles.effective(mode, card);
  if (eff.source === 'character') return MSG.statusOverrideActive(eff.overrideFrom ?? 'troupe');
  if (!profiles.overrideModes(card).includes(mode)) return MSG.statusOverrideNone;
  const unusable = eff.warnings.find((w) => w.path === 'card');
  if (unusable) return MSG.statusOverrideUnusable(unusable.message);
  return MSG.statusOverridePending;
}
