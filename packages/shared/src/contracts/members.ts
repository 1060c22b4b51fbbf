import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

/** Member calls: member info, avatar and icon, change password. */
export const clubLabelSchema = z.object({
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  rankLevel: z.number(),
});
export type ClubLabel = z.infer<typeof clubLabelSchema>;

export const memberInfoSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** Agent type: 0 player, 1 / 2 / 41 / 42 agents, 4 trial. */
  type: z.number(),
  toUpline: z.boolean(),
  clubLabel: clubLabelSchema,
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
  /** The language the member chose (PUT /wps/member/language); null until they choose one. */
  language: z.enum(LANGUAGES).nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/**
 * PUT /wps/member/language: any of the known language codes (the spec's longer listing, any case,
 * `_` or `-`); what is stored is the interface language it resolves to among the brand's.
 */
export const updateLanguagePayloadSchema = z.object({ language: z.string().trim().min(1).max(20) }).strict();
export const updatedLanguageSchema = z.object({ language: z.enum(LANGUAGES), requested: z.string() });

export const avatarSchema = z.object({ url: z.string() });

export const changePasswordPayloadSchema = z
  .object({
    oldPassword: z.string().min(1).max(500),
    newPassword: z.string().max(500),
    confirmNewPassword: z.string().max(500),
  })
  .strict();
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
