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

const valueOf = <S extends SettingsKey>(draft: SettingsDraft, section: S, name: keyof BrandSettings[S]) =>
  draft.value![section][name];
const change = <S extends SettingsKey>(draft: SettingsDraft, section: S, name: string, value: unknown) =>
  draft.set(section, { [name]: value } as Partial<BrandSettings[S]>);

/** A whole-number setting of the draft, bounded as the settings schema bounds it. */
export function DraftNumber<S extends SettingsKey>(props: DraftEntryProps<S, number> & { min: number; max: number }) {
  const { draft, section, name } = props;
  const issue = useDraftIssue(draft);
  return (
    <NumberInput
      label={props.label}
      hint={props.hint}
      value={valueOf(draft, section, name) as number}
      min={props.min}
      max={props.max}
      error={issue(`${section}.${name}`)}
      onChange={(value) => change(draft, section, name, value)}
      testId={props.testId}
    />
  );
}

/**
 * An amount setting (minor units) typed in major units. Stored minor units mean what the saved
 * decimals say, so a change of decimals applies after saving; text that does not read holds Save.
 */
export function DraftMoney<S extends SettingsKey>(props: DraftEntryProps<S, number | null>) {
  const { draft, section, name } = props;
  const issue = useDraftIssue(draft);
  const path = `${section}.${name}`;
  return (
    <MoneyInput
      key={`${path}-${draft.revision}`}
      label={props.label}
      hint={props.hint}
      minor={(valueOf(draft, section, name) as number | null) ?? 0}
      decimals={draft.saved!.currency.decimals}
      error={issue(path)}
      onChange={(minor) => change(draft, section, name, minor)}
      onUnreadable={(found) => draft.markUnreadable(path, found)}
      testId={props.testId}
    />
  );
}

/** A list setting typed one entry a line (`codes`: by commas or spaces too, upper-cased). */
export function DraftList<S extends SettingsKey>(props: DraftEntryProps<S, string[]> & { codes?: boolean }) {
  const { draft, section, name } = props;
  const issue = useDraftIssue(draft);
  const path = `${section}.${name}`;
  return (
    <ListInput
      key={`${path}-${draft.revision}`}
      label={props.label}
      hint={props.hint}
      values={valueOf(draft, section, name) as string[]}
      codes={props.codes}
      error={issue(path)}
      onChange={(values) => change(draft, section, name, values)}
      testId={props.testId}
    />
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
  const { draft, section, name, normalize } = props;
  const issue = useDraftIssue(draft);
  return (
    <InputField
      label={props.label}
      hint={props.hint}
      error={issue(`${section}.${name}`)}
      type={props.type}
      maxLength={props.maxLength}
      value={valueOf(draft, section, name) as string}
      onChange={(text) => change(draft, section, name, normalize ? normalize(text) : text)}
      testId={props.testId}
    />
  );
}
