import './projection-screen.css';

export function ProjectionDisplayPage() {
  return (
    <section className="mf-projection-screen" aria-labelledby="projection-display-title">
      <h1 id="projection-display-title" className="cn-visually-hidden">
        Projection Display
      </h1>
      <p className="mf-projection-screen__idle">Nothing to show yet</p>
    </section>
  );
}
