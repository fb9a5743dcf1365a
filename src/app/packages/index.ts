// Skill packages: the installed packages (packages-service.ts), a chat's binding to one and the turn it
// runs (chat-package.ts), and the contract the UI talks to (packages-contract.ts).
export { PackagesService, type PackagesServiceOptions } from './packages-service.ts';
export { ChatPackages, type BoundTurn, type ChatPackagesOptions } from './chat-package.ts';
export type { ChatPackageActions, ChatPackageView, PackagesActions } from './packages-contract.ts';
