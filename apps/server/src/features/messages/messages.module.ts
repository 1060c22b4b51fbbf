import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { createMessages } from './messages.service.ts';

/** Platform messages of one app. */
export const messagesModule = perApp((ctx: AppContext) => createMessages({ db: ctx.db }));
