// Skill packages (docs/api/packages.md): parse, validate, load from a registry or by scanning, zip in and out,
// and the package's skills as the skill tools see them.
export type { BookKind, OrchestratorManifest, PackageRecipe, PackageSummary, PackageWorker, SkillPackage, StartupMode } from './types.ts';
export { BOOK_KINDS, DEFAULT_DEMAND_TAG, STARTUP_MODES } from './types.ts';
export { parseSkillPackage, type ParsePackageOptions, type ParsePackageResult } from './parse.ts';
export { loadSkillPackages, type PackageLoadResult } from './load.ts';
export { parseRegistry, formatRegistry, type RegistryEntry } from './registry.ts';
export { importPackageZip, exportPackageZip, type PackageZipOptions } from './zip.ts';
export { packageScope, packageSkills, packageSkill } from './skills.ts';
export { bundledRowsToPackages, type BundledPackageRow } from './bundled.ts';
