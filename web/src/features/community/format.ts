import dayjs from 'dayjs';

/** The card's date, e.g. 'Nov 21, 2026'. */
export function formatPostDate(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}

/** The full moment, for the date's tooltip. */
export function formatPostDateTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY h:mm A');
}

export function initialOf(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The address a shared post opens at. */
export function postShareUrl(postId: string, origin = window.location.origin): string {
  return `${origin}/community?post=${encodeURIComponent(postId)}`;
}
