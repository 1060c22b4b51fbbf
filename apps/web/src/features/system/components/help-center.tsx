import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpCenterValue } from '@portal/shared/contracts/system';
import { useHelpCenter } from '../api/get-help-center';
import { EmptyState } from '../../../ui/empty-state';
import { buttonClass } from '../../../ui/button';
import { ChevronDownIcon, SearchIcon } from '../../../ui/icons';
import './help-center.css';
import '../../../ui/patterns.css';

type Article = HelpCenterValue['categories'][number]['articles'][number];

const ALL = '';

/** The help center: category chips, a search over titles and texts, and the articles as an accordion. */
export function HelpCenter({ initialArticleId }: { initialArticleId?: number }) {
  const { t, i18n } = useTranslation('system');
  const { data, isPending, isError, refetch } = useHelpCenter(i18n.language);
  const [category, setCategory] = useState(ALL);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number | undefined>(initialArticleId);
  const searchId = useId();

  useEffect(() => {
    if (initialArticleId === undefined || !data) return;
    document.getElementById(`help-article-${initialArticleId}`)?.scrollIntoView({ block: 'center' });
  }, [initialArticleId, data]);

  const needle = query.trim().toLowerCase();
  const shown = useMemo(() => {
    const matches = (article: Article) =>
      !needle || article.title.toLowerCase().includes(needle) || article.content.toLowerCase().includes(needle);
    return (data?.categories ?? [])
      .filter((entry) => category === ALL || entry.category === category)
      .map((entry) => ({ ...entry, articles: entry.articles.filter(matches) }))
      .filter((entry) => entry.articles.length > 0);
  }, [data, category, needle]);

  const categoryLabel = (key: string) => t(`helpCenter.categories.${key}`, { defaultValue: key });

  if (isPending) {
    return (
      <div className="help-center" aria-busy="true">
        <div className="help-center__skeleton" />
        <div className="help-center__skeleton" />
        <div className="help-center__skeleton" />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        title={t('helpCenter.error')}
        action={
          <button type="button" className={buttonClass('secondary')} onClick={() => void refetch()}>
            {t('helpCenter.retry')}
          </button>
        }
      />
    );
  }
  if (!data.categories.length) {
    return <EmptyState title={t('helpCenter.empty')} description={t('helpCenter.emptyHint')} />;
  }

  return (
    <div className="help-center" data-testid="help-center">
      <div className="help-center__tools">
        <div className="help-center__chips" role="group" aria-label={t('helpCenter.categoriesLabel')}>
          {[ALL, ...data.categories.map((entry) => entry.category)].map((key) => (
            <button
              key={key || 'all'}
              type="button"
              className="help-center__chip"
              aria-pressed={category === key}
              onClick={() => setCategory(key)}
            >
              {key === ALL ? t('helpCenter.all') : categoryLabel(key)}
            </button>
          ))}
        </div>
        <div className="help-center__search search-box">
          <label htmlFor={searchId} className="visually-hidden">
            {t('helpCenter.search')}
          </label>
          <SearchIcon size={18} strokeWidth={2} />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('helpCenter.searchPlaceholder')}
            autoComplete="off"
            data-testid="help-search"
          />
        </div>
      </div>

      {shown.length ? (
        shown.map((entry) => (
          <section key={entry.category} className="help-center__group" data-category={entry.category}>
            <h2 className="help-center__group-title">{categoryLabel(entry.category)}</h2>
            <ul className="help-center__articles">
              {entry.articles.map((article) => {
                const open = openId === article.id;
                return (
                  <li
                    key={article.id}
                    id={`help-article-${article.id}`}
                    className="help-center__article"
                    data-testid="help-article"
                  >
                    <button
                      type="button"
                      className="help-center__question"
                      aria-expanded={open}
                      aria-controls={`help-answer-${article.id}`}
                      onClick={() => setOpenId(open ? undefined : article.id)}
                    >
                      <span>{article.title}</span>
                      <ChevronDownIcon size={18} strokeWidth={2} />
                    </button>
                    {open ? (
                      <div className="help-center__answer" id={`help-answer-${article.id}`}>
                        {article.content}
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      ) : (
        <EmptyState
          title={t('helpCenter.noMatch', { query: query.trim() })}
          description={t('helpCenter.noMatchHint')}
        />
      )}
    </div>
  );
}

/** The user agreement among the help articles, found by its category. */
export function findAgreement(data: HelpCenterValue | undefined): Article | undefined {
  const entry = data?.categories.find((c) => /terms|agreement|protocol|rules/i.test(c.category));
  return entry?.articles[0];
}
