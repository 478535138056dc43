/** Shown when the shell asks for a view this remote does not have (a routing mistake, not a user error). */
export function UnknownView({ view }: { view: string }) {
  return (
    <div className="cn-page">
      <p className="cn-muted" role="note">
        Unknown view "{view}" in mf_admin.
      </p>
    </div>
  );
}
