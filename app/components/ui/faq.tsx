export interface Question {
  question: string;
  answer: string;
}

/** Questions that open to their answers; works without JavaScript. */
export function Faq({ id, title, questions }: { id: string; title: string; questions: Question[] }) {
  return (
    <section aria-labelledby={id} className="bg-white py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id={id} className="text-3xl font-bold text-navy-900">
          {title}
        </h2>
        <div className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
          {questions.map((item) => (
            <details key={item.question} className="group py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-navy-900">
                {item.question}
                <span aria-hidden className="text-xl text-brand-600 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 leading-7 text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
