import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAudience } from '@portal/shared/contracts/messages';
import { countryOfDialingCode } from '@portal/shared/dialing-codes';
import type { VipLevelInput } from '@portal/shared/contracts/loyalty';
import { isLanguage, type Language } from '@portal/shared/languages';
import { useLevels } from '../loyalty';
import { textFor } from './message-draft';

/** The brand's VIP ladder by rank when this operator's roles may read it; empty otherwise. */
export function useLadder(): { ladder: VipLevelInput[]; readable: boolean; loading: boolean } {
  const levels = useLevels();
  const ladder = useMemo(
    () => [...(levels.data?.levels ?? [])].sort((a, b) => a.rankLevel - b.rankLevel),
    [levels.data],
  );
  return { ladder, readable: levels.isSuccess, loading: levels.isPending };
}

/** A level's name on the ladder in the console's language, else "Level n". */
export function useLevelName() {
  const { t, i18n } = useTranslation('admin-communication');
  const { ladder } = useLadder();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (rank: number) => {
    const level = ladder.find((entry) => entry.rankLevel === rank);
    return (level && textFor(level.name, language).text) || t('audience.level', { rank });
  };
}

/** A country code in words: "Vietnam (+84)" in the console's language. */
export function useCountryName() {
  const { i18n } = useTranslation();
  const names = useMemo(() => new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }), [i18n.language]);
  return (code: string) => {
    const country = countryOfDialingCode(code);
    return country ? `${names.of(country.countryCode) ?? country.countryCode} (${code})` : code;
  };
}

/** Who a notice went to, in words: "Member ana", "VIP levels: Gold, Platinum", "Everyone". */
export function useAudienceWords() {
  const { t } = useTranslation('admin-communication');
  const levelName = useLevelName();
  const countryName = useCountryName();
  return (audience: MessageAudience) => {
    switch (audience.kind) {
      case 'member':
        return t('audience.words.member', { username: audience.username });
      case 'agent':
        return t('audience.words.agent', { username: audience.username });
      case 'vip':
        return t('audience.words.vip', { levels: audience.levels.map(levelName).join(', ') });
      case 'country':
        return t('audience.words.country', { countries: audience.dialingCodes.map(countryName).join(', ') });
      case 'all':
        return t('audience.words.all');
    }
  };
}
