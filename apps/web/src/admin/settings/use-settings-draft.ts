import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandSettings, SettingsKey } from '@portal/shared/settings';
import { adminApi } from '../lib/admin-api';
import {
  changedSubset,
  countLeaves,
  sectionValuesOf,
  settingsOf,
  settingsResolver,
  settingsValuesOf,
  unreadableAmounts,
  type SettingsValues,
} from './settings-draft';
import { setServerIssues } from '../../ui/form/player-fields';

/** The key useMoney reads the currency under too: one request, one cache for the console. */
export const SETTINGS_QUERY_KEY = ['admin', 'settings'];

/**
 * The brand settings being edited: one react-hook-form over the whole settings document, checked
 * by the PATCH route's schema (settings-draft.ts), the changed subset that Save sends, and a
 * refusal's field issues on their fields. Shared by the brand, register and referral tabs, so a
 * draft survives a switch between them.
 */
export function useSettingsDraft() {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => adminApi<BrandSettings>('/admin/api/settings'),
  });
  /** What the form started from: the settings as loaded, or as the last save answered. */
  const [base, setBase] = useState<BrandSettings | null>(null);
  const [savedNow, setSavedNow] = useState(false);
  const form = useForm<SettingsValues, unknown, BrandSettings>({
    mode: 'onChange',
    resolver: base ? settingsResolver(base) : undefined,
  });
  const values = form.watch();

  const start = (settings: BrandSettings) => {
    setBase(settings);
    form.reset(settingsValuesOf(settings));
  };
  // Loaded, or loaded again while nothing is typed: the form starts from the server's value.
  useEffect(() => {
    if (saved.data && (!base || !changedSubset(base, settingsOf(form.getValues(), base)))) start(saved.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer restarts the form
  }, [saved.data]);

  const current = base ? settingsOf(values, base) : undefined;
  const patch = base && current ? changedSubset(base, current) : undefined;
  const blocked = base ? Object.keys(unreadableAmounts(values, base.currency.decimals)).length > 0 : false;

  const mutation = useMutation({
    mutationFn: (body: object) => adminApi<BrandSettings>('/admin/api/settings', { method: 'PATCH', body }),
    onSuccess: (next) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, next);
      start(next);
      setSavedNow(true);
    },
    onError: (error) => void setServerIssues(error, form.setError),
  });

  useEffect(() => {
    const { unsubscribe } = form.watch((_, { type }) => {
      if (type === 'change') setSavedNow(false);
    });
    return unsubscribe;
  }, [form]);

  /** A change made by a control that is not one box (a switch that opens an amount, a preset). */
  function set(name: Path<SettingsValues>, value: unknown) {
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: true });
    setSavedNow(false);
  }

  /** A whole section at once (a market preset sets the currency and the languages). */
  function setSection<K extends SettingsKey>(key: K, section: BrandSettings[K]) {
    if (base) set(key as Path<SettingsValues>, sectionValuesOf(key, section, base.currency.decimals));
  }

  const save = () =>
    void form.handleSubmit((checked) => {
      const body = base ? changedSubset(base, checked) : undefined;
      if (body) mutation.mutate(body);
    })();

  function discard() {
    if (base) form.reset(settingsValuesOf(base));
    mutation.reset();
  }

  return {
    query: saved,
    form,
    control: form.control,
    /** The settings as saved, and as the boxes make them now (not yet checked). */
    saved: base,
    value: current,
    changes: countLeaves(patch),
    set,
    setSection,
    blocked,
    save,
    discard,
    saving: mutation.isPending,
    savedNow,
    /** The server's sentence for a refused save (a currency in use, a field problem). */
    failure: mutation.error,
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;
