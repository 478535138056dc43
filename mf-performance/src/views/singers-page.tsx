import { EmptyState, PageHeading } from '@canticle/shared-ui/components';

export function SingersPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Singers View" />
      <EmptyState title="Select a Setlist to Begin" description="Choose a setlist, or browse Our Songs." />
    </div>
  );
}
