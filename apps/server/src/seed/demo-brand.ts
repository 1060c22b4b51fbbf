import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { demoBanners, demoCustomerService, demoDomains, demoResources } from './demo-content.ts';
import { demoHelpArticles } from './demo-help-articles.ts';
import { seedDemoLoyalty } from './demo-loyalty.ts';
import { demoPromotions } from './demo-promotions.ts';

/** What each demo promotion may pay in all (1,000,000.00). */
const DEMO_PROMOTION_BUDGET_MINOR = 100_000_000;

/**
 * The demo brand's content, inserted on first start. Rows carry a seed_key and inserts skip
 * existing keys, so seeding again (every start) changes nothing, and an operator's edits stay.
 */
export async function seedDemoBrand(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (demoBanners.length) {
      await trx
        .insertInto('banners')
        .values(demoBanners.map((b) => ({ ...b, title: JSON.stringify(b.title) })))
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .execute();
    }
    if (demoResources.length) {
      await trx
        .insertInto('resources')
        .values(demoResources.map((r) => ({ ...r, label: JSON.stringify(r.label) })))
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .execute();
    }
    if (demoHelpArticles.length) {
      await trx
        .insertInto('help_articles')
        .values(
          demoHelpArticles.map((a) => ({ ...a, title: JSON.stringify(a.title), content: JSON.stringify(a.content) })),
        )
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .execute();
    }
    if (demoCustomerService.length) {
      await trx
        .insertInto('customer_service_entries')
        .values(demoCustomerService.map((c) => ({ ...c, label: JSON.stringify(c.label) })))
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .execute();
    }
    if (demoPromotions.length) {
      await trx
        .insertInto('promotions')
        .values(
          demoPromotions.map((p) => ({
            ...p,
            title: JSON.stringify(p.title),
            summary: JSON.stringify(p.summary),
            body: JSON.stringify(p.body),
            terms: JSON.stringify(p.terms),
            rules: JSON.stringify(p.rules),
            contributions: JSON.stringify(p.contributions),
            eligibility: JSON.stringify(p.eligibility),
            // The demo's offers come approved, with a budget, so the demo pays (decision 033): a
            // real brand's go through finance in the console.
            terms_approved_at: new Date(),
            budget_minor: DEMO_PROMOTION_BUDGET_MINOR,
          })),
        )
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .execute();
    }
    if (demoDomains.length) {
      await trx
        .insertInto('domain_routes')
        .values(demoDomains)
        // Any clash leaves the operator's row alone: the same domain, or a main domain they chose.
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await seedDemoLoyalty(trx);
  });
}
