import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AuditEntryDetail,
  AuditLogQuery,
  AuditPage,
  Dashboard,
  GgrDayRow,
  GgrProductRow,
  PaymentRow,
  StudioRtpRow,
  TopPlayerRow,
} from '@portal/shared/contracts/reports';
import { adminApi, adminDownload } from '../lib/admin-api';

/** The dashboard's, the reports' and the audit log's calls. */

const key = (...parts: unknown[]) => ['admin', 'reports', ...parts];

export const useDashboard = () =>
  useQuery({
    queryKey: key('dashboard'),
    queryFn: () => adminApi<Dashboard>('/admin/api/reports/dashboard'),
    refetchInterval: 60_000,
  });

/** The finance reports, by the last part of their path, with the row each answers. */
export interface ReportRows {
  'ggr-by-day': GgrDayRow;
  'ggr-by-product': GgrProductRow;
  payments: PaymentRow;
  'top-players': TopPlayerRow;
  'studio-rtp': StudioRtpRow;
}
export type ReportName = keyof ReportRows;

export interface Report<Row> {
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  rows: Row[];
}

export type ReportQuery = { from: string; to: string } & Record<string, string | number | undefined>;

export const useReport = <Name extends ReportName>(name: Name, query: ReportQuery, enabled: boolean) =>
  useQuery({
    queryKey: key(name, query),
    queryFn: () => adminApi<Report<ReportRows[Name]>>(`/admin/api/reports/${name}`, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Every row of a report as a CSV file named after it and its days. */
export const downloadReport = (name: ReportName, query: ReportQuery, fileName: string) =>
  adminDownload(`/admin/api/reports/${name}`, { ...query, format: 'csv' }, `${fileName}-${query.from}-${query.to}.csv`);

export type AuditFilters = Pick<AuditLogQuery, 'operator' | 'action' | 'subject' | 'from' | 'to'>;

export const useAuditPage = (filters: AuditFilters, page: number, pageSize: number) =>
  useQuery({
    queryKey: key('audit', filters, page, pageSize),
    queryFn: () => adminApi<AuditPage>('/admin/api/audit-log', { query: { ...filters, page, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useAuditEntry = (id: number | null) =>
  useQuery({
    queryKey: key('audit-entry', id),
    queryFn: () => adminApi<AuditEntryDetail>(`/admin/api/audit-log/${id}`),
    enabled: id !== null,
  });

export const downloadAudit = (filters: AuditFilters, day: string) =>
  adminDownload('/admin/api/audit-log', { ...filters, format: 'csv' }, `audit-log-${day}.csv`);
