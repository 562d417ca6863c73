import { z } from 'zod';
import { amountCentsSchema } from '../work/amount-schema';
import { vehicleSchema } from './vehicles';
import { MAX_LABOUR_HUNDREDTHS } from '../work/money';
import { APPROVAL_REQUEST_STATES, DECIDED_HOW } from '../work/records';
import { APPROVAL_REASONS } from '../work/approval';
import { WORK_CATEGORIES, WORK_ITEM_STATES } from '../work/work-items';

/** The contract of a car's work (issue #33): items, templates, approval requests, decisions. */

const MAX_HOURS = MAX_LABOUR_HUNDREDTHS / 100;
const HOURS_MESSAGE = `must be hours between 0 and ${String(MAX_HOURS)}, to the hundredth (1.25)`;

/** Labour hours on the wire (1.5); stored as hundredths, so a third decimal is refused. */
export const labourHoursSchema = z
  .number({ error: HOURS_MESSAGE })
  .min(0, HOURS_MESSAGE)
  .max(MAX_HOURS, HOURS_MESSAGE)
  .refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6, HOURS_MESSAGE);

export const workCategorySchema = z.enum(WORK_CATEGORIES, {
  error: `must be one of ${WORK_CATEGORIES.join(', ')}`,
});
export const workItemStateSchema = z.enum(WORK_ITEM_STATES, {
  error: `must be one of ${WORK_ITEM_STATES.join(', ')}`,
});
const description = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters');
const note = z.string({ error: 'must be text' }).trim().max(500, 'must be at most 500 characters');

export const workItemSchema = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    description: z.string(),
    category: workCategorySchema,
    partsCents: z.number().int(),
    labourHours: z.number(),
    labourRateCents: z.number().int(),
    totalCents: z.number().int(),
    state: workItemStateSchema,
    assigneeId: z.uuid().nullable(),
    requestId: z.uuid().nullable(),
    decidedHow: z.enum(DECIDED_HOW).nullable(),
    decidedBy: z.string().nullable(),
    decidedAt: z.number().nullable(),
    decisionNote: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'WorkItem' });
export type WorkItem = z.infer<typeof workItemSchema>;

export const workItemCreateSchema = z
  .strictObject({
    description,
    category: workCategorySchema,
    partsCents: amountCentsSchema.default(0),
    labourHours: labourHoursSchema.default(0),
    /** The dealership's rate when not given. */
    labourRateCents: amountCentsSchema.optional(),
  })
  .meta({ id: 'WorkItemCreate' });
export type WorkItemCreate = z.input<typeof workItemCreateSchema>;

export const workItemPatchSchema = z
  .strictObject({
    description: description.optional(),
    category: workCategorySchema.optional(),
    partsCents: amountCentsSchema.optional(),
    labourHours: labourHoursSchema.optional(),
    labourRateCents: amountCentsSchema.optional(),
    /** done, back to approved, or back to needs estimate (domain/work/work-items). */
    state: workItemStateSchema.optional(),
    /** Managers and above (spec 6: assign tasks). */
    assigneeId: z.uuid({ error: "must be a user's id" }).nullable().optional(),
    version: z.number({ error: 'is required' }).int('must be a whole number'),
  })
  .meta({ id: 'WorkItemPatch' });
export type WorkItemPatch = z.input<typeof workItemPatchSchema>;

export const workItemParamsSchema = z.object({ id: z.uuid({ error: 'must be a work item id' }) });

export const approvalRequestSchema = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    state: z.enum(APPROVAL_REQUEST_STATES),
    totalCents: z.number().int(),
    reasons: z.array(z.enum(APPROVAL_REASONS)),
    approverId: z.uuid().nullable(),
    sentAt: z.number(),
    escalatedAt: z.number().nullable(),
    decidedAt: z.number().nullable(),
  })
  .meta({ id: 'ApprovalRequest' });
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/** A car's work as the record shows it: the items, estimate against actual, the open request. */
export const vehicleWorkSchema = z
  .object({
    items: z.array(workItemSchema),
    estimateCents: z.number().int().nullable(),
    actualCents: z.number().int(),
    request: approvalRequestSchema.nullable(),
    /** The car as the work left it (its actual and approval wait), for the screen's lists. */
    vehicle: vehicleSchema,
  })
  .meta({ id: 'VehicleWork' });
export type VehicleWork = z.infer<typeof vehicleWorkSchema>;

export const sendForApprovalSchema = z
  .strictObject({
    /** The items to send; every item needing an estimate when left out. */
    itemIds: z
      .array(z.uuid({ error: 'must be work item ids' }))
      .min(1)
      .optional(),
  })
  .meta({ id: 'SendForApproval' });

export const sentForApprovalSchema = z
  .object({
    /** approved by the rule, or sent to the approver. */
    outcome: z.enum(['approved-by-rule', 'requested']),
    work: vehicleWorkSchema,
  })
  .meta({ id: 'SentForApproval' });
export type SentForApproval = z.infer<typeof sentForApprovalSchema>;

/** Approve all, decline all, or line by line (every line of the request named once). */
export const approvalDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'decline', 'lines'], {
      error: 'must be approve, decline or lines',
    }),
    lines: z
      .array(
        z.strictObject({
          itemId: z.uuid({ error: 'must be a work item id' }),
          approve: z.boolean(),
        }),
      )
      .optional(),
    note: note.optional(),
  })
  .meta({ id: 'ApprovalDecision' });
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

export const approvalRequestParamsSchema = z.object({
  id: z.uuid({ error: 'must be an approval request id' }),
});

const tokenSchema = z
  .string({ error: 'is required' })
  .min(20, 'is not a valid link')
  .max(100, 'is not a valid link');
export const approvalLinkSchema = z
  .strictObject({ token: tokenSchema })
  .meta({ id: 'ApprovalLink' });
export const approvalLinkDecisionSchema = approvalDecisionSchema
  .extend({ token: tokenSchema })
  .meta({ id: 'ApprovalLinkDecision' });

/** What the link's page shows: that one request and its car, nothing else. */
export const approvalViewSchema = z
  .object({
    dealershipName: z.string(),
    currency: z.string(),
    locale: z.string(),
    vehicle: z.object({
      stockNumber: z.string(),
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      color: z.string(),
    }),
    state: z.enum(APPROVAL_REQUEST_STATES),
    totalCents: z.number().int(),
    reasons: z.array(z.enum(APPROVAL_REASONS)),
    lines: z.array(
      z.object({
        id: z.uuid(),
        description: z.string(),
        category: workCategorySchema,
        totalCents: z.number().int(),
        state: workItemStateSchema,
      }),
    ),
    expiresAt: z.number(),
  })
  .meta({ id: 'ApprovalView' });
export type ApprovalView = z.infer<typeof approvalViewSchema>;

const templateLineSchema = z.strictObject({
  description,
  category: workCategorySchema,
  partsCents: amountCentsSchema.default(0),
  labourHours: labourHoursSchema.default(0),
});
export const jobTemplateSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    lines: z.array(
      z.object({
        description: z.string(),
        category: workCategorySchema,
        partsCents: z.number().int(),
        labourHours: z.number(),
      }),
    ),
    version: z.number().int(),
  })
  .meta({ id: 'JobTemplate' });
export type JobTemplate = z.infer<typeof jobTemplateSchema>;

export const jobTemplateInputSchema = z
  .strictObject({
    name: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'is required')
      .max(80, 'must be at most 80 characters'),
    lines: z
      .array(templateLineSchema)
      .min(1, 'must list at least one item')
      .max(50, 'must list at most 50 items'),
  })
  .meta({ id: 'JobTemplateWrite' });
export type JobTemplateInput = z.input<typeof jobTemplateInputSchema>;

export const applyTemplateSchema = z
  .strictObject({ templateId: z.uuid({ error: 'must be a job template id' }) })
  .meta({ id: 'ApplyTemplate' });
