export interface Step {
  title: string;
  text: string;
}

/** A process, in order: numbered cards, four to a row on wide screens. */
export function NumberedSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
