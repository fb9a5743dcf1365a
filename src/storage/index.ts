// The storage layer: idb-keyval databases (skills, profiles, settings, secrets, packages, quarantine, memory, workbench, traces), each with a
// schema version and migrations, one transaction per change, and change notifications across tabs.

import type { OpenOptions } from './db.ts';
import { openProfiles, openSettings, type RecordStore } from './records.ts';
import { openMemoryRepository, type MemoryChecks, type MemoryRepository } from './memory.ts';
import { openPackageRepository, type PackageRepository } from './packages.ts';
import { openQuarantine, type Quarantine } from './quarantine.ts';
import { openSecrets, type SecretStore } from './secrets.ts';
import { openSkillRepository, type SkillHasher, type SkillRepository } from './skills.ts';
import { openWorkbenchStore, type WorkbenchStore } from './workbench.ts';
import { openTraceStore, type TraceStore } from './traces.ts';

export interface Storage {
  skills: SkillRepository;
  profiles: RecordStore;
  settings: RecordStore;
  secrets: SecretStore;
  /** Skill packages: an orchestrator and its workers, stored together. */
  packages: PackageRepository;
  /** Damaged records, moved aside unchanged with the reason. */
  quarantine: Quarantine;
  /** Memory graphs, one per chat (present when the caller gave the checks of its records). */
  memory?: MemoryRepository;
  /** The workbench's conversations and Undo history, per edited scope. */
  workbench: WorkbenchStore;
  /** The run history: the last turns' traces per chat, and each chat's totals. */
  traces: TraceStore;
}

/** Opens the stores (lazily: nothing touches IndexedDB before the first call). */
export function openStorage(options: OpenOptions & { hashSkill: SkillHasher; memoryChecks?: MemoryChecks; checkTrace?(raw: unknown): string | null }): Storage {
  const quarantine = openQuarantine(options);
  return {
    skills: openSkillRepository(options.hashSkill, options, quarantine),
    profiles: openProfiles(options),
    settings: openSettings(options),
    secrets: openSecrets(options),
    packages: openPackageRepository(options),
    quarantine,
    ...(options.memoryChecks ? { memory: openMemoryRepository(options.memoryChecks, options, quarantine) } : {}),
    workbench: openWorkbenchStore(options, quarantine),
    traces: openTraceStore({ prefix: options.prefix, checkTrace: options.checkTrace }, quarantine),
  };
}

export { onStorageChange, type StorageChange, type StoreKind } from './changes.ts';
export { callerKeys, type Migration, type OpenOptions, openStore, prefixed, type Store, type Tx } from './db.ts';
export { StorageError, type StorageErrorCode } from './errors.ts';
export { type Persistence, PERSISTENCE_SETTING, requestPersistence } from './persist.ts';
export { openProfiles, openSettings, type Parse, RecordStore } from './records.ts';
export { openSecrets, SecretStore } from './secrets.ts';
export {
  openPackageRepository,
  type PackageConflict,
  type PackageConflictChoice,
  type PackageConflictPolicy,
  type PackageInstallOutcome,
  type PackageInstallResult,
  PackageRepository,
  toPackageSummary,
} from './packages.ts';
export { type LoadedMemory, type MemoryBatch, type MemoryCheck, type MemoryChecks, memoryKey, MemoryRepository, openMemoryRepository } from './memory.ts';
export { fingerprintOf, type NewQuarantineEntry, openQuarantine, Quarantine, type QuarantineEntry, type QuarantineNotice } from './quarantine.ts';
export { readRawRecords } from './raw.ts';
export { renameSkillFiles, rewriteSkillMdName } from './skill-name.ts';
export {
  type ConflictChoice,
  type ConflictPolicy,
  type InstallOutcome,
  type InstallResult,
  openSkillRepository,
  type PlaceResult,
  type SkillConflict,
  type SkillHasher,
  SkillRepository,
  skillKey,
  toSummary,
} from './skills.ts';
export {
  type ChatTotals,
  DEFAULT_TURNS_KEPT,
  type ModelUsage,
  openTraceStore,
  type StoredTurn,
  type StoredTurnSummary,
  summaryOf,
  TRACE_DAMAGE,
  TraceStore,
  type TraceStoreOptions,
} from './traces.ts';
export { openWorkbenchStore, WorkbenchStore, WORKBENCH_DAMAGE, WORKBENCH_MIGRATIONS, type DamageNotice, type WorkbenchRead } from './workbench.ts';
