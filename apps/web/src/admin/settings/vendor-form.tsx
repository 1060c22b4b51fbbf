import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminVendorCategorySchema,
  adminVendorUpdateSchema,
  LOBBY_CATEGORIES,
  type AdminVendor,
  type LobbyCategory,
} from '@portal/shared/contracts/games';
import { FieldIssue } from '@portal/shared/errors';
import { formResolver, type FieldIssueCodes } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { ToggleField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { adminApi } from '../lib/admin-api';
import { changedSubset } from './settings-draft';
import { VENDORS } from './settings-lists';
import { editorTextBoxes, FailureText, SettingsFormDialog } from './settings-form-dialog';
import { useSaySettingsIssue } from './settings-controls';
import { setServerIssues } from '../../ui/form/player-fields';

type Card = AdminVendor['categories'][number];

/** The vendor's boxes as typed. */
interface VendorDraft {
  name: string;
  accountTypeName: string;
  smallIcon: string;
  position: string;
}
type VendorUpdate = z.output<typeof adminVendorUpdateSchema>;

/** The PATCH body the boxes make: no icon for an empty box, no number for an empty order. */
const vendorBody = (draft: VendorDraft) => ({
  name: draft.name.trim(),
  accountTypeName: draft.accountTypeName.trim(),
  smallIcon: draft.smallIcon.trim() || null,
  position: draft.position.trim() === '' ? Number.NaN : Number(draft.position),
});

/** The route's schema on the whole body (only the changes are sent); an empty name is required, not short. */
const vendorResolver = formResolver(
  z
    .custom<VendorDraft>()
    .transform((draft): unknown => vendorBody(draft))
    .pipe(adminVendorUpdateSchema),
  (draft): FieldIssueCodes => (draft.name.trim() ? {} : { name: FieldIssue.REQUIRED }),
  { extraFirst: true },
);

/** A vendor's name, icon and order, and its cards in the lobby categories. */
export function VendorForm({
  vendor,
  onClose,
  onChanged,
}: {
  vendor: AdminVendor;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const say = useSaySettingsIssue();
  // The list's fresh copy: a card added here shows at once.
  const list = useQuery({ queryKey: VENDORS, queryFn: () => adminApi<AdminVendor[]>('/admin/api/games/vendors') });
  const current = list.data?.find((v) => v.code === vendor.code) ?? vendor;
  const form = useForm<VendorDraft, unknown, VendorUpdate>({
    defaultValues: {
      name: vendor.name,
      accountTypeName: vendor.accountTypeName,
      smallIcon: vendor.smallIcon ?? '',
      position: String(vendor.position),
    },
    resolver: vendorResolver,
  });
  const [adding, setAdding] = useState<LobbyCategory | ''>('');

  const save = useMutation({
    mutationFn: (body: object) => adminApi(`/admin/api/games/vendors/${vendor.code}`, { method: 'PATCH', body }),
    onSuccess: () => {
      onChanged();
      onClose();
    },
    onError: (error) => void setServerIssues(error, form.setError),
  });
  const cards = useMutation({
    mutationFn: ({ category, body }: { category: LobbyCategory; body: object | null }) =>
      adminApi(`/admin/api/games/vendors/${vendor.code}/categories/${category}`, {
        method: body ? 'PUT' : 'DELETE',
        body: body ?? undefined,
      }),
    onSuccess: onChanged,
  });

  const send = (body: VendorUpdate) => {
    const before = {
      name: vendor.name,
      accountTypeName: vendor.accountTypeName,
      smallIcon: vendor.smallIcon,
      position: vendor.position,
    };
    const changes = changedSubset(before, body);
    if (!changes) return onClose();
    save.mutate(changes);
  };

  const input = editorTextBoxes(form.control, 'vendor-form');
  const missing = LOBBY_CATEGORIES.filter((c) => !current.categories.some((card) => card.category === c));

  return (
    <SettingsFormDialog
      title={t('vendors.edit', { name: vendor.name })}
      testId="vendor-form"
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      saving={save.isPending}
      error={save.error}
      saveTestId="vendor-form-save"
      cancelLabel={tAdmin('actions.close')}
      after={
        <fieldset className="settings-group">
          <legend>{t('vendors.cards')}</legend>
          <p className="admin-muted">{t('vendors.cardsHint')}</p>
          {current.categories.map((card) => (
            <CardRow
              key={`${card.category}-${card.isHot}-${card.position}-${card.launchKind}-${card.lobbyGameCode}`}
              card={card}
              busy={cards.isPending}
              onSave={(body) => cards.mutate({ category: card.category, body })}
              onRemove={() => cards.mutate({ category: card.category, body: null })}
            />
          ))}
          {missing.length > 0 && (
            <div className="settings-inline-form">
              <select value={adding} onChange={(e) => setAdding(e.target.value as LobbyCategory | '')}>
                <option value="">{t('vendors.addCardPick')}</option>
                {missing.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </select>
              <Button
                size="sm"
                disabled={!adding || cards.isPending}
                onClick={() => {
                  if (adding) cards.mutate({ category: adding, body: { launchKind: 'games' } });
                  setAdding('');
                }}
              >
                {t('vendors.addCard')}
              </Button>
            </div>
          )}
          <FailureText error={cards.error} />
        </fieldset>
      }
    >
      <IssueTextProvider value={say}>
        <div className="settings-fields">
          {input('name', t('vendors.name'))}
          {input('accountTypeName', t('vendors.accountTypeName'))}
          {input('smallIcon', t('vendors.smallIcon'), { hint: t('vendors.smallIconHint') })}
          {input('position', t('fields.position'), { hint: t('fields.positionHint') })}
        </div>
      </IssueTextProvider>
    </SettingsFormDialog>
  );
}

/** A lobby card's controls as typed. */
interface CardDraft {
  isHot: boolean;
  launchKind: Card['launchKind'];
  lobbyGameCode: string;
  position: string;
}
type CardBody = z.output<typeof adminVendorCategorySchema>;

/** The card route's schema on the row's body: a lobby card needs the game it opens, the order a whole number. */
const cardResolver = formResolver(
  z
    .custom<CardDraft>()
    .transform((draft): unknown => ({
      isHot: draft.isHot,
      launchKind: draft.launchKind,
      lobbyGameCode: draft.launchKind === 'lobby' ? draft.lobbyGameCode.trim() : null,
      position: draft.position.trim() === '' ? Number.NaN : Number(draft.position),
    }))
    .pipe(adminVendorCategorySchema),
);

function CardRow({
  card,
  busy,
  onSave,
  onRemove,
}: {
  card: Card;
  busy: boolean;
  onSave: (body: CardBody) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  // Checked as it is typed: Save waits until the row reads.
  const form = useForm<CardDraft, unknown, CardBody>({
    mode: 'onChange',
    defaultValues: {
      isHot: card.isHot,
      launchKind: card.launchKind,
      lobbyGameCode: card.lobbyGameCode ?? '',
      position: String(card.position),
    },
    resolver: cardResolver,
  });
  const { errors, isValid } = form.formState;
  const launchKind = form.watch('launchKind');
  return (
    <div className="settings-card-row" data-testid={`vendor-card-${card.category}`}>
      <strong>{t(`categories.${card.category}`)}</strong>
      <ToggleField control={form.control} name="isHot" label={t('vendors.hot')} />
      <select aria-label={t('vendors.launchKind')} {...form.register('launchKind')}>
        <option value="games">{t('vendors.launchKinds.games')}</option>
        <option value="lobby">{t('vendors.launchKinds.lobby')}</option>
      </select>
      {launchKind === 'lobby' && (
        <input
          aria-label={t('vendors.lobbyGameCode')}
          placeholder={t('vendors.lobbyGameCode')}
          maxLength={80}
          {...form.register('lobbyGameCode')}
        />
      )}
      <input
        type="number"
        className="settings-rules__number"
        aria-label={t('fields.position')}
        aria-invalid={errors.position ? true : undefined}
        min={0}
        max={10_000}
        {...form.register('position')}
      />
      <Button size="sm" variant="primary" disabled={busy || !isValid} onClick={() => void form.handleSubmit(onSave)()}>
        {tAdmin('actions.save')}
      </Button>
      <Button size="sm" variant="danger" disabled={busy} onClick={onRemove}>
        {t('vendors.removeCard')}
      </Button>
    </div>
  );
}
