import { EmptyState, PageHeading } from '@canticle/shared-ui/components';

export function AdminPanelPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Admin Panel" subtitle="Manage users and system settings" />
      <EmptyState title="No users yet" description="Users you create appear here." />
    </div>
  );
}
