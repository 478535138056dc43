import { Button, EmptyState, PageHeading } from '@canticle/shared-ui/components';

export function SetlistsPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Setlists" actions={<Button>Create New Setlist</Button>} />
      <EmptyState title="No setlists yet" description="Create a setlist to plan a service." />
    </div>
  );
}
