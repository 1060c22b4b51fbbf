import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsSchema, type BrandSettings, type SettingsKey } from '@portal/shared/settings';
import type { FieldRule, RegisterField } from '@portal/shared/validation-rules';
import { adminApi } from '../lib/admin-api';
import { changedSubset, countLeaves, schemaIssues, serverIssues, type Issues } from './settings-draft';

/** The key useMoney reads the currency under too: one request, one cache for the console. */
export const SETTINGS_QUERY_KEY = ['admin', 'settings'];

/**
 * The brand settings being edited: the saved value, the operator's draft on top, the changed
 * subset that Save sends, and the issues to show next to fields (the shared schema's before
 * sending, the server's after). Shared by the flags and register tabs, so a draft survives a
 * switch between them.
 */
export function useSettingsDraft() {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => adminApi<BrandSettings>('/admin/api/settings'),
  });
  const [draft, setDraft] = useState<BrandSettings | null>(null);
  const [issues, setIssues] = useState<Issues>({});
  /** Inputs whose text does not read as a value yet (an amount with three decimals): Save waits. */
  const [unreadable, setUnreadable] = useState<Record<string, string>>({});
  const [revision, setRevision] = useState(0);
  const [savedNow, setSavedNow] = useState(false);

  const value = draft ?? saved.data;
  const patch = saved.data && draft ? changedSubset(saved.data, draft) : undefined;

  const mutation = useMutation({
    mutationFn: (body: object) => adminApi<BrandSettings>('/admin/api/settings', { method: 'PATCH', body }),
    onSuccess: (next) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, next);
      setDraft(null);
      setIssues({});
      setRevision((r) => r + 1);
      setSavedNow(true);
    },
    onError: (error) => setIssues(serverIssues(error)),
  });

  const edit = (next: BrandSettings) => {
    setDraft(next);
    setSavedNow(false);
  };

  function set<K extends SettingsKey>(key: K, changes: Partial<BrandSettings[K]>) {
    if (!value) return;
    edit({ ...value, [key]: { ...value[key], ...changes } });
  }

  /** Several sections at once (a market preset sets the currency and the languages). */
  function setSections(sections: Partial<BrandSettings>) {
    if (!value) return;
    edit({ ...value, ...sections });
  }

  function setRule(field: RegisterField, changes: Partial<FieldRule>) {
    if (!value) return;
    const rules = value.registerRules;
    edit({ ...value, registerRules: { ...rules, [field]: { ...rules[field], ...changes } } });
  }

  function markUnreadable(path: string, issue: string | null) {
    setUnreadable((current) => {
      if ((current[path] ?? null) === issue) return current;
      const next = { ...current };
      if (issue) next[path] = issue;
      else delete next[path];
      return next;
    });
  }

  function save() {
    if (!draft || !patch || Object.keys(unreadable).length > 0) return;
    const checked = settingsSchema.safeParse(draft);
    if (!checked.success) {
      setIssues(schemaIssues(checked.error));
      return;
    }
    setIssues({});
    mutation.mutate(patch);
  }

  function discard() {
    setDraft(null);
    setIssues({});
    setUnreadable({});
    setRevision((r) => r + 1);
    mutation.reset();
  }

  return {
    query: saved,
    saved: saved.data,
    value,
    patch,
    changes: countLeaves(patch),
    set,
    setSections,
    setRule,
    issues: { ...issues, ...unreadable },
    markUnreadable,
    blocked: Object.keys(unreadable).length > 0,
    save,
    discard,
    saving: mutation.isPending,
    savedNow,
    /** The server's sentence for a refused save (a currency in use, a field problem). */
    failure: mutation.error,
    /** Bumped on save and discard: inputs that keep their own text start again from the value. */
    revision,
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;
