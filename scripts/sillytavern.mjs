// A real SillyTavern from the npm registry (the package `sillytavern`), for the real-SillyTavern test
// suite and for trying Troupe by hand.
//
//   node scripts/sillytavern.mjs install [version]   installs (or finds in the cache) and prints its folder
//   node scripts/sillytavern.mjs start [version]     the same, then runs it on 127.0.0.1 with a fresh
//                                                    data folder and this repository's dist/ installed
//                                                    as an extension (PORT picks the port) until Ctrl+C
//
// An install is `npm pack sillytavern@<version>`, extracted, `npm install --omit=dev`,
// `node src/server-init.js` (writes config.yaml; `post-install.js` before 1.18), then config.yaml set for a test machine: loopback
// only, whitelist 127.0.0.1, no basic auth, no user accounts, no browser launch, no extension
// auto-update, no downloaded tokenizers. One start with an empty data folder lets SillyTavern copy its
// default content (Seraphina, presets) into `data/` and compile its frontend libraries; that `data/` is
// the clean data folder every test copies. The install lives in a cache folder outside the clone —
// TROUPE_ST_CACHE, else $XDG_CACHE_HOME/troupe/sillytavern, else ~/.cache/troupe/sillytavern — keyed by
// the SillyTavern version and Node's major version, and is reused once complete (a `.troupe-ready` file
// marks it; a half-done install is thrown away and done again). Not safe for two installs of one
// version at the same time.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The SillyTavern release the suite runs against. */
export const DEFAULT_VERSION = '1.19.0';
const READY = '.troupe-ready';

/** Where installs are cached. */
export function cacheRoot() {
  if (process.env.TROUPE_ST_CACHE) return resolve(process.env.TROUPE_ST_CACHE);
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'troupe', 'sillytavern');
}

const log = (...a) => console.error('[sillytavern]', ...a);

/** Runs a command, its output to stderr (stdout is kept for the folder this script prints). */
function run(cmd, args, cwd) {
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 2, 2], env: { ...process.env, npm_config_update_notifier: 'false' } });
}

/** Servers started by this process, ended when it exits (a crashed test run leaves none behind). */
const live = new Set();
process.once('exit', () => {
  for (const pid of live) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/** Sets config.yaml for a machine that runs tests: reachable from 127.0.0.1 only, nothing launched or fetched. */
function configure(dir, values = {}) {
  const yaml = createRequire(join(dir, 'package.json'))('yaml');
  const file = join(dir, 'config.yaml');
  const c = yaml.parse(readFileSync(file, 'utf8'));
  c.listen = false;
  c.whitelistMode = true;
  c.whitelist = ['127.0.0.1', '::1'];
  c.basicAuthMode = false;
  c.enableUserAccounts = false;
  c.securityOverride = false;
  c.browserLaunch = { ...c.browserLaunch, enabled: false };
  c.autorun = false; // releases before browserLaunch
  c.extensions = { ...c.extensions, enabled: true, autoUpdate: false };
  c.enableExtensionsAutoUpdate = false; // releases before extensions.autoUpdate
  c.enableDownloadableTokenizers = false;
  c.logging = { ...c.logging, enableAccessLog: false };
  Object.assign(c, values);
  writeFileSync(file, yaml.stringify(c));
}

/**
 * Installs SillyTavern `version` into the cache (or finds it there) and returns its folder. The folder
 * holds the server (server.js, config.yaml) and the clean data folder `data/`.
 */
export async function installSillyTavern(version = DEFAULT_VERSION) {
  const root = cacheRoot();
  const dir = join(root, `${version}-node${process.versions.node.split('.')[0]}`);
  if (existsSync(join(dir, READY))) return dir;
  // Installed in place: SillyTavern's frontend build cache is tied to the folder it was made in.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t0 = Date.now();
  log(`installing SillyTavern ${version} from the npm registry into ${dir}`);
  run('npm', ['pack', `sillytavern@${version}`, '--silent', '--pack-destination', dir], dir);
  const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tgz) throw new Error(`npm pack sillytavern@${version} wrote no .tgz`);
  run('tar', ['-xzf', tgz, '--strip-components=1'], dir);
  rmSync(join(dir, tgz));
  run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  // Writes config.yaml: src/server-init.js since 1.18, post-install.js before (npm install ran it too).
  const init = ['src/server-init.js', 'post-install.js'].find((f) => existsSync(join(dir, f)));
  if (init) run(process.execPath, [init], dir);
  if (!existsSync(join(dir, 'config.yaml'))) cpSync(join(dir, 'default/config.yaml'), join(dir, 'config.yaml'));
  configure(dir);
  // The first start copies the default content into data/ and compiles the frontend libraries.
  const st = await startSillyTavern({ dir, dataRoot: join(dir, 'data'), clean: false });
  await st.stop();
  if (!existsSync(join(dir, 'data/default-user/settings.json')))
    throw new Error(`SillyTavern ${version} did not write data/default-user/settings.json on its first start:\n${st.output()}`);
  writeFileSync(join(dir, READY), JSON.stringify({ version, node: process.version, installed: new Date().toISOString() }) + '\n');
  log(`SillyTavern ${version} installed in ${Math.round((Date.now() - t0) / 1000)} s`);
  return dir;
}

/**
 * Marks the data folder's user as past SillyTavern's first run (`firstRun: false` in settings.json),
 * so that the first page load does not wait on the persona onboarding dialog.
 */
export function skipOnboarding(userDir) {
  const file = join(userDir, 'settings.json');
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  settings.firstRun = false;
  writeFileSync(file, JSON.stringify(settings, null, 4));
}

/**
 * Starts SillyTavern from the install folder `dir` on 127.0.0.1 and resolves once it says it is
 * listening. With `clean` (the default) it runs on a copy of the install's clean data folder in a new
 * temporary folder (`dataRoot`), with its own copy of config.yaml, so that no two servers share state;
 * `prepare(userDir)` may change that copy before the server starts. `stop()` ends the server and
 * removes the temporary folder.
 */
export async function startSillyTavern({ dir, port, dataRoot, clean = true, prepare } = {}) {
  if (!dir) throw new Error('startSillyTavern: no SillyTavern folder');
  port ??= await freePort();
  let home = null;
  let config = join(dir, 'config.yaml');
  if (clean) {
    home = mkdtempSync(join(tmpdir(), 'troupe-st-'));
    dataRoot = join(home, 'data');
    cpSync(join(dir, 'data'), dataRoot, { recursive: true });
    config = join(home, 'config.yaml');
    cpSync(join(dir, 'config.yaml'), config);
    await prepare?.(join(dataRoot, 'default-user'));
  }
  // Releases before 1.13 have no --configPath (they read config.yaml in their folder, set at install)
  // nor --browserLaunchEnabled (config.yaml's autorun is off); they ignore options they do not know.
  const args = [
    'server.js',
    '--configPath',
    config,
    '--dataRoot',
    resolve(dataRoot),
    '--port',
    String(port),
    '--listen',
    'false',
    '--browserLaunchEnabled',
    'false',
    '--whitelist',
    'true',
    '--basicAuthMode',
    'false',
  ];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  live.add(child.pid);
  let out = '';
  const exited = new Promise((r) => child.once('exit', (code, signal) => (live.delete(child.pid), r({ code, signal }))));
  const listening = new Promise((res, rej) => {
    const onData = (d) => {
      out += d;
      if (/is listening on/.test(out)) res();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (out += d));
    exited.then(({ code, signal }) => rej(new Error(`SillyTavern exited (${signal ?? code}) before it listened:\n${out.slice(-4000)}`)));
  });
  const kill = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (home) rmSync(home, { recursive: true, force: true });
  };
  let timer;
  try {
    await Promise.race([
      listening,
      new Promise((_, rej) => (timer = setTimeout(() => rej(new Error(`SillyTavern did not listen within 120 s:\n${out.slice(-4000)}`)), 120_000))),
    ]);
  } catch (e) {
    await stop();
    throw e;
  } finally {
    clearTimeout(timer);
  }
  return { url: `http://127.0.0.1:${port}/`, port, dataRoot, userDir: join(dataRoot, 'default-user'), pid: child.pid, output: () => out, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, version = DEFAULT_VERSION] = process.argv.slice(2);
  if (command === 'install') {
    console.log(await installSillyTavern(version));
  } else if (command === 'start') {
    const dir = await installSillyTavern(version);
    // This repository's manifest.json and built dist/, as Extensions → Install extension places them.
    const root = resolve(import.meta.dirname, '..');
    const prepare = (user) => {
      const ext = join(user, 'extensions/troupe');
      mkdirSync(ext, { recursive: true });
      cpSync(join(root, 'manifest.json'), join(ext, 'manifest.json'));
      cpSync(join(root, 'dist'), join(ext, 'dist'), { recursive: true });
      skipOnboarding(user);
    };
    const st = await startSillyTavern({ dir, port: process.env.PORT ? Number(process.env.PORT) : undefined, prepare });
    console.log(`SillyTavern ${version} with this Troupe is running at ${st.url} (data: ${st.dataRoot}, removed on exit; Ctrl+C to stop)`);
    const end = () => st.stop().then(() => process.exit(0));
    process.on('SIGINT', end);
    process.on('SIGTERM', end);
  } else {
    console.error('usage: node scripts/sillytavern.mjs install|start [version]');
    process.exit(2);
  }
}
