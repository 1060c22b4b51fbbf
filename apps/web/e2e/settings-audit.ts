import type { Portal } from './harness.ts';

/** The console's settings saves as the operator audit log keeps them, newest first. */
export function settingsAudit(portal: Portal) {
  const calls = () =>
    portal.testApp.database.db
      .selectFrom('operator_audit_log')
      .select(['id', 'body', 'status_code'])
      .where('route', '=', '/admin/api/settings')
      .orderBy('id', 'desc')
      .execute();
  return {
    calls,
    lastId: async () => (await calls())[0]?.id ?? 0,
    /** The audit row is written after the answer is sent: wait for one newer than `id`. */
    async after(id: number) {
      for (let tries = 0; tries < 100; tries++) {
        const [row] = await calls();
        if (row && row.id > id) return row;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no settings call recorded');
    },
  };
}
