// Above the chat when it runs a skill package: the package's uiPrompt, the recipe picker when the
// package has recipes, for `intake` packages a field for the user's answer, and a way out.
import { useState } from 'preact/hooks';
import { Button } from '../../common/Button.tsx';
import { useUid } from '../../common/uid.ts';
import { t } from '../../i18n/index.ts';
import type { ChatPackageActions, ChatPackageView } from '../../../src/app/packages/packages-contract.ts';

export function ChatPackageBanner({ view, actions }: { view: ChatPackageView | null; actions: ChatPackageActions }) {
  const titleId = useUid();
  const recipeId = useUid();
  const answerId = useUid();
  const [answer, setAnswer] = useState('');
  if (!view) return null;
  const pkg = view.package;
  const recipe = pkg.recipes.find((r) => r.path === view.recipe);
  const intake = pkg.startupMode === 'intake' && !view.demand;
  return (
    <section class="troupe-chat-package" aria-labelledby={titleId}>
      <h3 id={titleId} class="troupe-chat-package__title">
        {t('chatpkg.title', { name: pkg.name })}
      </h3>
      <p class="troupe-empty">{t('chatpkg.intro')}</p>
      {pkg.uiPrompt && <p class="troupe-chat-package__prompt">{pkg.uiPrompt}</p>}
      {pkg.recipes.length > 0 && (
        <label for={recipeId} class="troupe-chat-package__field">
          {t('chatpkg.recipe')}{' '}
          <select id={recipeId} value={view.recipe ?? ''} onChange={(e) => void actions.chooseRecipe((e.currentTarget as HTMLSelectElement).value)}>
            {!view.recipe && (
              <option value="" disabled>
                {t('chatpkg.chooseRecipe')}
              </option>
            )}
            {pkg.recipes.map((r) => (
              <option key={r.path} value={r.path}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {recipe?.description && <p class="troupe-skill-row__desc">{recipe.description}</p>}
      {intake ? (
        <form
          class="troupe-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (answer.trim()) void actions.submitDemand(answer);
          }}
        >
          <label for={answerId}>
            {t('chatpkg.answer')}
            <textarea id={answerId} rows={3} value={answer} onInput={(e) => setAnswer((e.currentTarget as HTMLTextAreaElement).value)} />
          </label>
          <Button type="submit" variant="primary" disabled={!answer.trim()}>
            {t('chatpkg.saveAnswer')}
          </Button>
        </form>
      ) : (
        <p class="troupe-skill-row__meta">
          {view.demand ? t('chatpkg.answerKept', { tag: pkg.demandTag }) : t('chatpkg.firstMessage', { tag: pkg.demandTag })}
        </p>
      )}
      <Button variant="quiet" onClick={() => void actions.unbind()}>
        {t('chatpkg.unbind')}
      </Button>
    </section>
  );
}
