// Install from a URL: the URL is fetched and validated first; the preview lists what would be
// installed (and asks about same-name skills); only Install writes. Refusals say what to do.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SkillIssue, SkillScope, SkillSource } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { formatBytes } from '../../common/format.ts';
import { IssueList } from '../../common/IssueList.tsx';
import { useUid } from '../../common/uid.ts';
import { joinNames, t, type MessageKey } from '../../i18n/index.ts';
import type { ConflictDecision, UrlPreview } from '../../../src/app/skills/skills-contract.ts';
import { ConflictResolver } from './ConflictResolver.tsx';
import { useManage } from './context.ts';

export interface UrlInstallPanelProps {
  scope: SkillScope;
  onDone(): void;
}

/** The advice for a refusal, by its rule (the issue's own message stays in the list below it). */
export function refusalText(issues: readonly SkillIssue[]): string {
  const rule = issues.find((i) => i.rule.startsWith('url-'))?.rule;
  const key = `url.error.${rule}` as MessageKey;
  return rule && key in t.en ? t(key) : t('url.error.checks');
}

export function sourceText(source: SkillSource): string {
  if (source.kind === 'github' && source.repo) return `${source.repo}@${source.ref ?? 'HEAD'}${source.path ? `/${source.path}` : ''}`;
  return source.url;
}

export function UrlInstallPanel({ scope, onDone }: UrlInstallPanelProps) {
  const { actions, run, messages, labelOf } = useManage();
  const inputId = useUid();
  const hintId = useUid();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<UrlPreview | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const fetchPreview = async (e: Event) => {
    e.preventDefault();
    if (!url.trim() || busy) return;
    setBusy(true);
    setPreview(null);
    const p = await run(() => actions.previewUrl(url.trim(), scope));
    setBusy(false);
    if (p) setPreview(p);
  };

  const install = async (decisions?: Record<string, ConflictDecision>) => {
    if (!preview?.token) return;
    setBusy(true);
    const r = await run(() => actions.installPreview(preview.token!, decisions));
    setBusy(false);
    if (!r) return;
    if (r.issues.length) return messages.push('error', t('install.failed'), r.issues);
    if (r.conflicts.length) return setPreview({ ...preview, conflicts: r.conflicts });
    const parts: string[] = [];
    if (r.installed.length) parts.push(t('install.installed', { names: joinNames(r.installed) }));
    if (r.unchanged.length) parts.push(t('install.unchanged', { names: joinNames(r.unchanged) }));
    if (r.kept?.length) parts.push(t('install.kept', { names: joinNames(r.kept) }));
    messages.push('success', parts.length ? parts.join(' ') : t('install.nothing'));
    if (r.warnings?.length) messages.push('info', t('common.warnings'), r.warnings);
    onDone();
  };

  const refused = preview && preview.issues.length > 0;
  const fresh = preview && !refused ? preview.skills.filter((s) => !preview.unchanged.includes(s.name)) : [];
  return (
    <section
      class="troupe-url-install"
      aria-label={t('url.formLabel')}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          onDone();
        }
      }}
    >
      <form class="troupe-inline-form" onSubmit={fetchPreview}>
        <label for={inputId}>
          {t('url.label')}
          <input
            id={inputId}
            ref={inputRef}
            type="url"
            value={url}
            spellcheck={false}
            placeholder="https://github.com/owner/repo/tree/main/skills/name"
            aria-describedby={hintId}
            onInput={(e) => setUrl((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <Button type="submit" variant="primary" disabled={busy || !url.trim()}>
          {t('url.preview')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <p id={hintId} class="troupe-empty">
          {busy ? t('url.fetching') : t('url.hint')}
        </p>
      </form>
      {refused && (
        <div role="alert" class="troupe-message troupe-message--error">
          <div class="troupe-message__body">
            <span>
              {t('url.refused')} {refusalText(preview.issues)}
            </span>
            <IssueList issues={preview.issues} />
          </div>
        </div>
      )}
      {preview && !refused && (
        <div class="troupe-url-preview" role="status">
          {preview.source && <p class="troupe-skill-row__meta">{t('url.source', { source: sourceText(preview.source) })}</p>}
          {fresh.length > 0 && <p>{t('url.willInstall', { scope: labelOf(scope) })}</p>}
          <ul class="troupe-url-preview__list">
            {fresh.map((s) => (
              <li key={s.name}>
                <details>
                  <summary>{t('url.skillLine', { name: s.name, count: s.fileCount, size: formatBytes(s.size) })}</summary>
                  <p class="troupe-skill-row__desc">{s.description}</p>
                  <ul aria-label={t('url.filesOf', { name: s.name })} class="troupe-url-preview__files">
                    {s.files.map((f) => (
                      <li key={f}>
                        <code>{f}</code>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          {preview.unchanged.length > 0 && <p class="troupe-empty">{t('url.unchanged', { names: joinNames(preview.unchanged) })}</p>}
          {preview.warnings && preview.warnings.length > 0 && <IssueList issues={preview.warnings} />}
          {preview.conflicts.length > 0 ? (
            <ConflictResolver conflicts={preview.conflicts} busy={busy} onApply={(d) => void install(d)} onCancel={onDone} />
          ) : fresh.length > 0 ? (
            <div class="troupe-confirm__buttons">
              <Button variant="primary" disabled={busy} onClick={() => void install()}>
                {t('url.install')}
              </Button>
              <Button onClick={onDone}>{t('common.cancel')}</Button>
            </div>
          ) : (
            <p class="troupe-empty">{t('url.nothingNew')}</p>
          )}
        </div>
      )}
    </section>
  );
}
