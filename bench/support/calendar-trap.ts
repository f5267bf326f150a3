/**
 * The benchmark site's endless event calendar: the body of a month or day page, or null for any other
 * address. Month pages link the previous and next month and each of their days, forever.
 */
export function calendarPage(path: string, search: URLSearchParams): string | null {
  const month = /^(\d{4})-(\d{2})$/.exec(search.get('month') ?? '');
  const day = /^\/events\/day\/(\d{4})-(\d{2})-(\d{2})$/.exec(path);
  if (path === '/events/calendar' && month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    const shift = (months: number) => {
      const next = new Date(date);
      next.setUTCMonth(next.getUTCMonth() + months);
      return next.toISOString().slice(0, 7);
    };
    const days = Array.from({ length: 28 }, (_, i) => {
      const dayPath = `/events/day/${date.toISOString().slice(0, 7)}-${String(i + 1).padStart(2, '0')}`;
      return `<a href="${dayPath}">${i + 1}</a>`;
    });
    return `<h1>Events ${date.toISOString().slice(0, 7)}</h1><a href="?month=${shift(-1)}">previous</a> <a href="?month=${shift(1)}">next</a>${days.join(' ')}`;
  }
  if (day) {
    return `<h1>Events on ${day[1]}-${day[2]}-${day[3]}</h1><p>No events.</p><a href="/events/calendar?month=${day[1]}-${day[2]}">month</a>`;
  }
  return null;
}
