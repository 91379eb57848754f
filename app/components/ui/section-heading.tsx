export function SectionHeading(props: { id: string; eyebrow: string; title: string; text: string; dark?: boolean }) {
  return (
    <div className="max-w-3xl">
      <p
        className={`text-sm font-semibold tracking-widest uppercase ${props.dark ? "text-brand-300" : "text-brand-600"}`}
      >
        {props.eyebrow}
      </p>
      <h2 id={props.id} className={`mt-2 text-3xl font-bold ${props.dark ? "text-white" : "text-navy-900"}`}>
        {props.title}
      </h2>
      <p className={`mt-4 text-lg leading-8 ${props.dark ? "text-slate-300" : "text-slate-600"}`}>{props.text}</p>
    </div>
  );
}
