import { ApprovalPage } from '@/features/approvals/components/approval-page';

export function ApproveRoute() {
  return <ApprovalPage />;
}
