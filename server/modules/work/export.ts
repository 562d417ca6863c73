import { asc, eq } from 'drizzle-orm';
import type { ApprovalRequest, JobTemplate, WorkItem } from '@domain/api/work';
import type { Executor } from '../../db/client';
import { approvalRequests, workItems } from '../../db/schema';
import { toApprovalRequest, toWorkItem } from './repository';
import { listJobTemplates } from './templates';

/** The dealership's work for its data export (issue #19's archive): work.json. */
export async function exportedWork(
  tx: Executor,
  dealershipId: string,
): Promise<{
  workItems: WorkItem[];
  jobTemplates: JobTemplate[];
  approvalRequests: ApprovalRequest[];
}> {
  const items = await tx
    .select()
    .from(workItems)
    .where(eq(workItems.dealershipId, dealershipId))
    .orderBy(asc(workItems.vehicleId), asc(workItems.createdAt));
  const requests = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.dealershipId, dealershipId))
    .orderBy(asc(approvalRequests.sentAt));
  return {
    workItems: items.map(toWorkItem),
    jobTemplates: await listJobTemplates(tx, dealershipId),
    approvalRequests: requests.map(toApprovalRequest),
  };
}
