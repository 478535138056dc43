import { EmptyState, PageHeading } from '@canticle/shared-ui/components';

export function BibleExplorerPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Bible Explorer" />
      <p className="cn-muted">Leave blank to show entire chapter</p>
      <EmptyState title="Scripture Preview" description="Choose a Bible version, book and chapter to preview a passage." />
    </div>
  );
}
