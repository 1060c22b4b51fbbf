import { z } from 'zod';

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
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const avatarSchema = z.object({ url: z.string() });

export const changePasswordPayloadSchema = z
  .object({
    oldPassword: z.string().min(1).max(500),
    newPassword: z.string().max(500),
    confirmNewPassword: z.string().max(500),
  })
  .strict();
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
