import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  REDEMPTION_STATUSES,
  redemptionDecisionSchema,
  type RedemptionAdmin,
  type RedemptionStatus,
} from '@portal/shared/contracts/loyalty';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { DataTable } from '../../ui/data-table';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { MorePagesPager } from '../ui/more-pages-pager';
import { DecisionButtons } from '../ui/decision-buttons';
import { DecisionDialog } from '../ui/decision-dialog';
import { ListMessages, PressedChoices } from '../ui/list-tab';
import { REDEMPTIONS_PAGE_SIZE, useDecideRedemption, useGoods, useRedemptions } from './loyalty-api';
import { useLoyaltyFormat } from './loyalty-format';
import { useListParams } from '../../lib/use-list-params';

type RedemptionDecision = z.output<typeof redemptionDecisionSchema>;

const STATUS_BADGE: Record<RedemptionStatus, string> = {
  processing: 'admin-badge admin-badge--warn',
  approved: 'admin-badge admin-badge--good',
  rejected: 'admin-badge admin-badge--bad',
};

/**
 * Members' redemptions by status, newest first: the member (to their page), the good, the
 * points spent. Finance and support approve (a cash good's money goes to the member) or reject
 * (the points go back), with a remark the member reads.
 */
export function RedemptionsTab({ canDecide }: { canDecide: boolean }) {
  const { t } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const [filters, setFilters] = useListParams<{ status: RedemptionStatus; page: number }>({
    status: 'processing',
    page: 1,
  });
  const [deciding, setDeciding] = useState<{ redemption: RedemptionAdmin; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const list = useRedemptions(filters);

  return (
    <div className="loyalty-tab" data-testid="loyalty-redemptions">
      <div className="admin-filters">
        <PressedChoices
          label={t('admin:fields.status')}
          value={filters.status}
          onPick={(status) => {
            setNotice(null);
            setFilters({ status, page: 1 });
          }}
          options={REDEMPTION_STATUSES.map((status) => ({ value: status, label: t(`redemptionStatuses.${status}`) }))}
          testIdOf={(status) => `redemption-status-${status}`}
        />
        {list.data && (
          <span className="admin-muted loyalty-filter-end" data-testid="redemption-total">
            {t('redemptions.total', { total: format.number(list.data.total) })}
          </span>
        )}
      </div>
      <ListMessages notice={notice} noticeTestId="redemption-notice" error={list.error} />
      <div className="admin-queue">
        <DataTable
          testId="redemption-list"
          rows={list.data?.list}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty={t(`redemptions.empty.${filters.status}`)}
          columns={[
            { key: 'created', header: t('admin:fields.createdAt'), cell: (row) => format.time(row.createdAt) },
            {
              key: 'member',
              header: t('admin:fields.member'),
              cell: (row) => (
                <Link to={`/members/${row.memberId}`} data-testid={`redemption-member-${row.id}`}>
                  {row.username}
                </Link>
              ),
            },
            {
              key: 'goods',
              header: t('redemptions.goods'),
              cell: (row) => (
                <span className="loyalty-stack">
                  <span className="loyalty-cell-text">{row.goodsName}</span>
                  <small className="admin-muted">{t(`goodsKinds.${row.kind}`)}</small>
                </span>
              ),
            },
            {
              key: 'points',
              header: t('redemptions.points'),
              numeric: true,
              cell: (row) => format.number(row.points),
            },
            {
              key: 'status',
              header: t('admin:fields.status'),
              cell: (row) => (
                <span className="loyalty-stack">
                  <span className={STATUS_BADGE[row.status]}>{t(`redemptionStatuses.${row.status}`)}</span>
                  {row.remark && (
                    <small className="admin-muted loyalty-remark" data-testid={`redemption-remark-${row.id}`}>
                      {row.remark}
                    </small>
                  )}
                </span>
              ),
            },
            {
              key: 'actions',
              header: '',
              cell: (row) =>
                canDecide && row.status === 'processing' ? (
                  <DecisionButtons
                    className="loyalty-row-actions"
                    onDecide={(decision) => setDeciding({ redemption: row, decision })}
                    testIdOf={(decision) => `redemption-${decision}-${row.id}`}
                  />
                ) : row.decidedAt ? (
                  <small className="admin-muted loyalty-stack">
                    <span>{row.decidedBy ?? '—'}</span>
                    <span>{format.time(row.decidedAt)}</span>
                  </small>
                ) : null,
            },
          ]}
        />
      </div>
      <MorePagesPager
        list={list.data && { ...list.data, pageSize: REDEMPTIONS_PAGE_SIZE }}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      />
      {deciding && (
        <RedemptionDialog
          redemption={deciding.redemption}
          decision={deciding.decision}
          onClose={(message) => {
            setDeciding(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </div>
  );
}

/** Approve or reject with a remark; what each does to the member's points or money said before it is done. */
function RedemptionDialog({
  redemption,
  decision,
  onClose,
}: {
  redemption: RedemptionAdmin;
  decision: 'approve' | 'reject';
  onClose: (message?: string) => void;
}) {
  const { t } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const decide = useDecideRedemption();
  // The cash a good credits is the good's; an operator who cannot read the goods still decides.
  const goods = useGoods(redemption.kind === 'cash' && decision === 'approve');
  const cash = goods.data?.list.find((good) => good.id === redemption.goodsId)?.cashValue ?? null;
  const form = useForm<z.input<typeof redemptionDecisionSchema>, unknown, RedemptionDecision>({
    defaultValues: { decision, remark: '' },
    resolver: formResolver(redemptionDecisionSchema),
  });
  const approving = decision === 'approve';
  const points = format.number(redemption.points);
  const consequence = approving
    ? redemption.kind === 'cash'
      ? cash !== null
        ? t('redemptions.approveCash', { amount: format.money(cash), member: redemption.username })
        : t('redemptions.approveCashUnknown', { member: redemption.username })
      : t('redemptions.approveItem')
    : t('redemptions.rejectRefund', { points, member: redemption.username });

  // The route's own schema trims the remark and holds it to 300 characters.
  const send = (body: RedemptionDecision) =>
    decide.mutate(
      { id: redemption.id, ...body },
      {
        onSuccess: () =>
          onClose(
            t(approving ? 'redemptions.approved' : 'redemptions.rejected', {
              member: redemption.username,
              goods: redemption.goodsName,
            }),
          ),
      },
    );

  return (
    <DecisionDialog
      title={t(approving ? 'redemptions.approveTitle' : 'redemptions.rejectTitle')}
      decision={decision}
      onClose={() => onClose()}
      onSubmit={() => void form.handleSubmit(send)()}
      pending={decide.isPending}
      error={
        decide.error &&
        (decide.error instanceof ApiError && decide.error.code === 'REDEMPTION_DECIDED'
          ? t('redemptions.alreadyDecided')
          : decide.error.message)
      }
      testId="redemption-dialog"
      errorTestId="redemption-error"
      confirmTestId="redemption-confirm"
    >
      <p>{t('redemptions.dialogMessage', { member: redemption.username, goods: redemption.goodsName, points })}</p>
      <p className="admin-muted" data-testid="redemption-consequence">
        {consequence}
      </p>
      <PlainTextField
        control={form.control}
        name="remark"
        type="note"
        label={t('redemptions.remark')}
        hint={t('redemptions.remarkHint')}
        maxLength={300}
        testId="redemption-remark"
      />
    </DecisionDialog>
  );
}
