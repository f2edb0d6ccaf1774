const figures = [
  { value: '72+', label: 'Countries' },
  { value: '100+', label: 'Customers' },
  { value: '60+', label: 'Tools' },
];

export function TrustBand() {
  return (
    <section className="section" aria-labelledby="trust-title">
      <h2 id="trust-title" className="section-title center">
        Trusted by workshops around the world
      </h2>
      <ul className="stats">
        {figures.map((figure) => (
          <li key={figure.label} className="stat">
            <span className="stat-value">{figure.value}</span> <span className="stat-label">{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
