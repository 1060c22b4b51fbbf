import type { BrandSettings, SettingsKey } from '@portal/shared/settings';
import { InputField } from '../ui/input-field';
import { issueAt } from './settings-draft';
import { ListInput, MoneyInput, NumberInput, useIssueText } from './settings-controls';
import type { SettingsDraft } from './use-settings-draft';

/** The names of a settings section's entries that hold a `Kind`. */
type EntryOf<S extends SettingsKey, Kind> = {
  [K in keyof BrandSettings[S]]-?: BrandSettings[S][K] extends Kind ? K : never;
}[keyof BrandSettings[S]] &
  string;

interface DraftEntryProps<S extends SettingsKey, Kind> {
  draft: SettingsDraft;
  section: S;
  name: EntryOf<S, Kind>;
  label: string;
  hint?: string;
  testId?: string;
}

/** The sentence for the issue at a settings path: the schema's before saving, the server's after. */
export function useDraftIssue(draft: SettingsDraft) {
  const issueText = useIssueText();
  return (path: string) => issueText(issueAt(draft.issues, path));
}

/**
 * One entry of the draft as a control wants it: its value, its issue, its change, and a key that
 * starts a control that keeps its own text again after a save or a discard.
 */
function useDraftEntry<S extends SettingsKey, Kind>({
  draft,
  section,
  name,
  label,
  hint,
  testId,
}: DraftEntryProps<S, Kind>) {
  const issue = useDraftIssue(draft);
  const path = `${section}.${name}`;
  return {
    path,
    value: draft.value![section][name] as Kind,
    change: (value: Kind) => draft.set(section, { [name]: value } as Partial<BrandSettings[S]>),
    shown: { label, hint, error: issue(path), testId },
    key: `${path}-${draft.revision}`,
  };
}

/** A whole-number setting of the draft, bounded as the settings schema bounds it. */
export function DraftNumber<S extends SettingsKey>(props: DraftEntryProps<S, number> & { min: number; max: number }) {
  const entry = useDraftEntry<S, number>(props);
  return <NumberInput {...entry.shown} value={entry.value} min={props.min} max={props.max} onChange={entry.change} />;
}

/**
 * An amount setting (minor units) typed in major units. Stored minor units mean what the saved
 * decimals say, so a change of decimals applies after saving; text that does not read holds Save.
 */
export function DraftMoney<S extends SettingsKey>(props: DraftEntryProps<S, number | null>) {
  const entry = useDraftEntry<S, number | null>(props);
  return (
    <MoneyInput
      key={entry.key}
      {...entry.shown}
      minor={entry.value ?? 0}
      decimals={props.draft.saved!.currency.decimals}
      onChange={entry.change}
      onUnreadable={(found) => props.draft.markUnreadable(entry.path, found)}
    />
  );
}

/** A list setting typed one entry a line (`codes`: by commas or spaces too, upper-cased). */
export function DraftList<S extends SettingsKey>(props: DraftEntryProps<S, string[]> & { codes?: boolean }) {
  const entry = useDraftEntry<S, string[]>(props);
  return (
    <ListInput key={entry.key} {...entry.shown} values={entry.value} codes={props.codes} onChange={entry.change} />
  );
}

/** A one-line text setting; `normalize` keeps it as the schema wants it (a code upper-cased). */
export function DraftText<S extends SettingsKey>(
  props: DraftEntryProps<S, string> & {
    maxLength: number;
    type?: 'email';
    normalize?: (text: string) => string;
  },
) {
  const { normalize } = props;
  const entry = useDraftEntry<S, string>(props);
  return (
    <InputField
      {...entry.shown}
      type={props.type}
      maxLength={props.maxLength}
      value={entry.value}
      onChange={(text) => entry.change(normalize ? normalize(text) : text)}
    />
  );
}
