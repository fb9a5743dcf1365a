// Damaged records in the skills store: a record that fails its check is put aside (copied to the
// quarantine, then removed here) and reads as absent; a damaged summary is rebuilt from a sound
// record. Without a quarantine nothing is moved, the damage is only left out of what is read.

import type { Skill, SkillSummary } from '../core/skills/types.ts';
import { INTERNAL, type Store } from './db.ts';
import type { Quarantine } from './quarantine.ts';
import { isSkillRecord, recordProblem, SKILL_DAMAGE, summaryProblem } from './skill-check.ts';
import { SUM, toSummary } from './skill-keys.ts';

export class SkillDamage {
  constructor(
    private readonly store: Store,
    private readonly quarantine?: Quarantine,
  ) {}

  /** A record read by key; a damaged one is put aside and reads as absent. */
  async checked(key: string): Promise<Skill | undefined> {
    const raw = await this.store.read((tx) => tx.get(key));
    if (raw === undefined) return undefined;
    if (isSkillRecord(raw)) return raw;
    await this.putAside(key, raw, recordProblem(raw)!);
    return undefined;
  }

  /** A damaged summary: rebuilt from a sound skill record, else both go to the quarantine. */
  async repairSummary(key: string, raw: unknown): Promise<SkillSummary | undefined> {
    const recordKey = key.slice(SUM.length);
    const [scope = '?', name = '?'] = recordKey.split(INTERNAL);
    const record = await this.store.read((tx) => tx.get(recordKey));
    const reason = summaryProblem(raw)!;
    if (isSkillRecord(record)) {
      const summary = toSummary(record);
      if (!(await this.#quarantineCopy(key, raw, reason, SKILL_DAMAGE.summaryRebuilt(name, scope)))) return summary;
      await this.store.write((tx) => tx.put(key, summary));
      return summary;
    }
    if (record !== undefined) await this.putAside(recordKey, record, recordProblem(record) ?? 'invalid');
    await this.putAside(key, raw, reason);
    return undefined;
  }

  async #quarantineCopy(
    key: string,
    raw: unknown,
    reason: string,
    notice: { code: string; params?: Record<string, string | number>; text: string },
  ): Promise<boolean> {
    if (!this.quarantine) return false;
    try {
      await this.quarantine.add({ db: this.store.dbName, key, reason, raw, notice });
      return true;
    } catch {
      return false;
    }
  }

  /** Moves a damaged record to the quarantine, then out of this store (left here if it cannot be moved). */
  async putAside(key: string, raw: unknown, reason: string): Promise<void> {
    const recordKey = key.startsWith(SUM) ? key.slice(SUM.length) : key;
    const [scope = '?', name = '?'] = recordKey.split(INTERNAL);
    if (!(await this.#quarantineCopy(key, raw, reason, SKILL_DAMAGE.aside(name, scope)))) return;
    await this.store.write(async (tx) => {
      if ((await tx.get(key)) !== undefined) tx.del(key);
      if (!key.startsWith(SUM)) {
        // Its summary goes too: a listing of a skill that cannot be read would only fail later.
        const sum = await tx.get(SUM + key);
        if (sum !== undefined) tx.del(SUM + key);
      }
    });
  }
}
