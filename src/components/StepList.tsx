// A numbered process (the careers application, the referral programme): heading and step cards.
export interface Step {
  id: string
  title: string
  text: string
}

export function StepList({ id, heading, steps, columns }: { id: string; heading: string; steps: Step[]; columns: string }) {
  return (
    <section className="container py-16 sm:py-24" aria-labelledby={id}>
      <h2 id={id} className="heading-2">
        {heading}
      </h2>
      <ol className={`mt-10 grid gap-6 ${columns}`}>
        {steps.map((step, index) => (
          <li key={step.id} className="card p-6">
            <span className="font-display text-3xl text-primary">{String(index + 1).padStart(2, '0')}</span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
