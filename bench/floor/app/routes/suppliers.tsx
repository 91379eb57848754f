import { Link, NavLink, useLoaderData } from "react-router";

const cities = ["Dubai", "Abu Dhabi", "Sharjah", "Ajman", "Ras Al Khaimah"];
const plans = ["Basic", "Professional", "Enterprise"];

// Data of the size a signed-in dashboard reads: one page of rows, made here instead of queried so
// that the floor is the framework's own cost.
export function loader() {
  return {
    suppliers: Array.from({ length: 40 }, (_, index) => ({
      id: 1000 + index,
      company: `Gulf Trading Company ${index + 1} LLC`,
      email: `accounts${index + 1}@gulf-trading.ae`,
      city: cities[index % cities.length]!,
      plan: plans[index % plans.length]!,
      renewsOn: new Date(Date.UTC(2027, index % 12, (index % 28) + 1)).toISOString().slice(0, 10),
    })),
  };
}

export default function Suppliers() {
  const { suppliers } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <nav className="flex gap-4 border-b border-slate-200 pb-4 text-sm font-medium text-slate-700">
        <NavLink to="/">Suppliers</NavLink>
        <NavLink to="/payments">Payments</NavLink>
        <NavLink to="/settings">Settings</NavLink>
      </nav>
      <h1 className="mt-6 text-2xl font-semibold text-slate-900">Suppliers</h1>
      <table className="mt-4 w-full border-collapse text-left text-sm text-slate-700">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-2">Company</th>
            <th className="px-3 py-2">Email</th>
            <th className="px-3 py-2">City</th>
            <th className="px-3 py-2">Plan</th>
            <th className="px-3 py-2">Renews on</th>
          </tr>
        </thead>
        <tbody>
          {suppliers.map((supplier) => (
            <tr key={supplier.id} className="border-t border-slate-200 hover:bg-slate-50">
              <td className="px-3 py-2 font-medium text-slate-900">
                <Link to={`/suppliers/${supplier.id}`} className="text-sky-700 underline-offset-2 hover:underline">
                  {supplier.company}
                </Link>
              </td>
              <td className="px-3 py-2 text-slate-600">{supplier.email}</td>
              <td className="px-3 py-2">{supplier.city}</td>
              <td className="px-3 py-2">
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
                  {supplier.plan}
                </span>
              </td>
              <td className="px-3 py-2 tabular-nums">{supplier.renewsOn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
