import './projection-screen.css';

export function ExternalProjectionPage() {
  return (
    <section className="mf-projection-screen" aria-busy="true">
      <p role="status">Loading song for projection...</p>
    </section>
  );
}
